package luxshopping_test

import (
	"strings"
	"testing"

	rules "github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/game/lang"
	lx "github.com/galleria-games/galleria/game/luxshopping"
	"github.com/galleria-games/galleria/game/rulebook"
	"github.com/galleria-games/galleria/game/ui"
)

// TestPictures: the UI is a ui.Illustrator with a picture for every row of
// every reference table of the book and pictures under the turn and money
// sections, in English and French; each draws shapes inside its
// rectangle, its words are at least 12 CSS px and fit, and the captions
// are French in French.
func TestPictures(t *testing.T) {
	defer lang.Set(lang.English)
	il, ok := any(lx.UI{}).(ui.Illustrator)
	if !ok {
		t.Fatal("the UI is not a ui.Illustrator")
	}
	lang.ResetMisses()
	for _, l := range []string{lang.English, lang.French} {
		lang.Set(l)
		bk, ok := rulebook.For(rules.GameName)
		if !ok {
			t.Fatal("no book")
		}
		check := func(where string, p ui.Picture) {
			t.Helper()
			if p.Aspect <= 0 || p.Draw == nil {
				t.Errorf("%s %s: picture %+v has no aspect or no drawing", l, where, p)
				return
			}
			b := ui.NewBuilder(ui.ColumnXform(1280, 800), "")
			r := b.R(100, 100, 120, 120*p.Aspect)
			p.Draw(b, r)
			if len(b.F.Items) < 2 {
				t.Errorf("%s %s: the picture draws %d items", l, where, len(b.F.Items))
			}
			for _, it := range b.F.Items {
				out := it.R.X < r.X-1 || it.R.Y < r.Y-1 || it.R.X+it.R.W > r.X+r.W+1 || it.R.Y+it.R.H > r.Y+r.H+1
				if it.Kind != ui.KLine && out {
					t.Errorf("%s %s: an item leaves the picture: %+v in %+v", l, where, it.R, r)
					break
				}
				if it.Kind == ui.KText && it.Text != "" && it.Px < 12*b.T.U-0.01 {
					t.Errorf("%s %s: text %q at %.1f px", l, where, it.Text, it.Px/b.T.U)
				}
			}
			if p := b.F.Misfits(1); len(p) > 0 {
				t.Errorf("%s %s: %v", l, where, p)
			}
		}
		rows := 0
		for _, tb := range bk.Reference {
			for _, row := range tb.Rows {
				p, ok := il.RowPicture(tb.Key, row.Key)
				if !ok {
					t.Errorf("%s: no picture for row %s of %s", l, row.Key, tb.Key)
					continue
				}
				check(tb.Key+"/"+row.Key, p)
				rows++
			}
		}
		if _, ok := il.RowPicture("shops", "999"); ok {
			t.Error("a picture for a shop that does not exist")
		}
		secs := 0
		for i := range bk.HowTo {
			for _, p := range il.SectionPictures(i) {
				check(bk.HowTo[i].Title, p)
				if p.Caption == "" {
					t.Errorf("%s section %d: a picture without caption", l, i)
				}
				if l == lang.French && strings.Contains(p.Caption, "gallery") {
					t.Errorf("section %d: the caption is English in French: %q", i, p.Caption)
				}
				secs++
			}
		}
		if secs < 2 {
			t.Errorf("%s: %d section pictures, want the key and the worked example", l, secs)
		}
		t.Logf("%s: %d row pictures, %d section pictures", l, rows, secs)
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("texts without French: %q", m)
	}
}
