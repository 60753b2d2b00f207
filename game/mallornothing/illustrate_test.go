package mallornothing_test

import (
	"strings"
	"testing"

	rules "github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/lang"
	mn "github.com/galleria-games/galleria/game/mallornothing"
	"github.com/galleria-games/galleria/game/rulebook"
	"github.com/galleria-games/galleria/game/ui"
)

// drawn draws a picture in a 300 px wide box and returns the frame.
func drawn(p ui.Picture) *ui.Builder {
	b := ui.NewBuilder(ui.ColumnXform(420, 900), "")
	p.Draw(b, ui.Box(40, 40, 300, 300*p.Aspect))
	return b
}

// TestIllustrator: every row of every reference table of the book has a
// picture that draws something (a card's picture shows its two numbers),
// and the scoring section has the colour key (a caption naming yellow for
// hallways, in both languages) and the worked example, whose marks show
// the points of the engine's own scoring.
func TestIllustrator(t *testing.T) {
	t.Cleanup(func() { lang.Set(lang.English); lang.ResetMisses() })
	var il ui.Illustrator = mn.UI{}
	for _, lg := range []string{lang.English, lang.French} {
		lang.Set(lg)
		lang.ResetMisses()
		book, ok := rulebook.For(rules.GameName)
		if !ok {
			t.Fatal("no rules book")
		}
		rows := 0
		for _, tb := range book.Reference {
			for _, row := range tb.Rows {
				p, ok := il.RowPicture(tb.Key, row.Key)
				if !ok || p.Aspect <= 0 || p.Draw == nil {
					t.Errorf("%s: no picture for row %q of table %q", lg, row.Key, tb.Key)
					continue
				}
				b := drawn(p)
				if len(b.F.Items) < 3 {
					t.Errorf("row %q of %q: the picture draws %d items", row.Key, tb.Key, len(b.F.Items))
				}
				if tb.Key == "cards" {
					if n := strings.Count(texts(b), row.Key); n != 2 {
						t.Errorf("card %s's picture shows its number %d times", row.Key, n)
					}
				}
				rows++
			}
		}
		if rows != 7+18 {
			t.Errorf("%d rows illustrated, want 25", rows)
		}
		if _, ok := il.RowPicture("cards", "19"); ok {
			t.Error("a picture for card 19")
		}
		pics := il.SectionPictures(2)
		if len(pics) != 2 {
			t.Fatalf("%d pictures under the scoring section, want 2", len(pics))
		}
		if want := lang.Pair("Yellow: Hallways", "Jaune\u00a0: Couloirs"); !strings.Contains(pics[0].Caption, want) {
			t.Errorf("colour key %q does not say %q", pics[0].Caption, want)
		}
		tx := texts(drawn(pics[1]))
		for _, pts := range []string{"+4", "+2", "+1"} {
			if !strings.Contains(tx, pts) {
				t.Errorf("the worked example has no %s mark: %q", pts, tx)
			}
		}
		if !strings.Contains(pics[1].Caption, "12") {
			t.Errorf("the worked example's caption has not the total 12: %q", pics[1].Caption)
		}
		for i := range book.HowTo {
			if i != 2 && len(il.SectionPictures(i)) != 0 {
				t.Errorf("pictures under section %d", i)
			}
		}
		if m := lang.Misses(); lg == lang.French && len(m) > 0 {
			t.Errorf("texts without French: %q", m)
		}
	}
}
