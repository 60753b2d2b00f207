package mallworld_test

import (
	"testing"

	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/mallworld"
	"github.com/galleria-games/galleria/game/rulebook"
	"github.com/galleria-games/galleria/game/ui"
)

// The rules pages' pictures: every row of every reference table of the
// book has one, drawn by the table's pieces (something is drawn, inside
// the picture's rectangle, any text 11 CSS px or more on a phone); the
// Building and Scoring sections have the colour key and the worked
// example, with captions in both languages.
func TestIllustrator(t *testing.T) {
	defer lang.Set(lang.English)
	var il ui.Illustrator = mallworld.UI{}
	for _, tag := range []string{lang.English, lang.French} {
		lang.Set(tag)
		book, ok := rulebook.For("mallworld")
		if !ok {
			t.Fatal("no book")
		}
		draw := func(what string, p ui.Picture) {
			b := ui.NewBuilder(ui.TableView(1170, 2532, 3), "")
			r := ui.Rect{X: 30, Y: 40, W: 240, H: 240 * p.Aspect}
			p.Draw(b, r)
			if len(b.F.Items) == 0 {
				t.Errorf("%s: nothing drawn", what)
			}
			for _, it := range b.F.Items {
				if it.Kind == ui.KText && it.Px/3 < 11 {
					t.Errorf("%s: text %q at %.1f CSS px", what, it.Text, it.Px/3)
				}
				if it.Kind == ui.KFill && (it.R.X < r.X-1 || it.R.Y < r.Y-1 || it.R.X+it.R.W > r.X+r.W+1 || it.R.Y+it.R.H > r.Y+r.H+1) {
					t.Errorf("%s: a fill %v outside %v", what, it.R, r)
				}
			}
		}
		rows := 0
		for _, tb := range book.Reference {
			for _, row := range tb.Rows {
				p, ok := il.RowPicture(tb.Key, row.Key)
				if !ok || p.Aspect <= 0 || p.Draw == nil {
					t.Errorf("%s: no picture for %s/%s", tag, tb.Key, row.Key)
					continue
				}
				draw(tb.Key+"/"+row.Key, p)
				rows++
			}
		}
		if _, ok := il.RowPicture("contracts", "nope"); ok {
			t.Error("a picture for a row that does not exist")
		}
		for _, i := range []int{2, 3} {
			ps := il.SectionPictures(i)
			if len(ps) != 1 || ps[0].Caption == "" {
				t.Fatalf("%s: section %d (%s): %d pictures", tag, i, book.HowTo[i].Title, len(ps))
			}
			draw(book.HowTo[i].Title, ps[0])
		}
		if len(il.SectionPictures(0)) != 0 {
			t.Error("a picture under the goal")
		}
		t.Logf("%s: %d rows pictured; %q", tag, rows, il.SectionPictures(3)[0].Caption)
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("texts without French: %q", m)
	}
}
