package mallforheroes_test

import (
	"testing"

	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
	mfh "github.com/galleria-games/galleria/game/mallforheroes"
	"github.com/galleria-games/galleria/game/rulebook"
	"github.com/galleria-games/galleria/game/ui"
)

// drawn reports how many items picture p draws at w device px wide.
func drawn(p ui.Picture, w float64) int {
	b := ui.NewBuilder(ui.ColumnXform(1280, 720), "")
	p.Draw(b, ui.Rect{X: 10, Y: 10, W: w, H: w * p.Aspect})
	return len(b.F.Items)
}

// TestIllustrator: every row of every reference table of the book has a
// picture that draws something inside its rectangle, any text on it (a
// card's name and rule) at 12 px or more; every how-to-play section has
// pictures, each with a caption in French that differs from the English.
func TestIllustrator(t *testing.T) {
	t.Cleanup(func() { lang.Set(lang.English) })
	bk, ok := rulebook.For(rules.GameName)
	if !ok {
		t.Fatal("no book")
	}
	var il ui.Illustrator = mfh.UI{}
	rows := 0
	for _, tb := range bk.Reference {
		for _, row := range tb.Rows {
			p, ok := il.RowPicture(tb.Key, row.Key)
			if !ok || p.Aspect <= 0 || p.Draw == nil {
				t.Errorf("table %s row %s: no picture", tb.Key, row.Key)
				continue
			}
			b := ui.NewBuilder(ui.ColumnXform(1280, 720), "")
			r := ui.Rect{X: 10, Y: 10, W: 120, H: 120 * p.Aspect}
			p.Draw(b, r)
			if len(b.F.Items) == 0 {
				t.Errorf("table %s row %s: the picture draws nothing", tb.Key, row.Key)
			}
			for _, it := range b.F.Items {
				if it.Kind == ui.KText && it.Px < b.Px(12)-0.01 {
					t.Errorf("table %s row %s: the picture writes %q at %.1f px", tb.Key, row.Key, it.Text, it.Px)
				}
				if it.Kind != ui.KLine && (it.R.X < r.X-1 || it.R.Y < r.Y-1 || it.R.X+it.R.W > r.X+r.W+1 || it.R.Y+it.R.H > r.Y+r.H+1) {
					t.Errorf("table %s row %s: an item at %+v outside the picture %+v", tb.Key, row.Key, it.R, r)
					break
				}
			}
			rows++
		}
	}
	if _, ok := il.RowPicture("shops", "S99"); ok {
		t.Error("a picture for a Shop that does not exist")
	}
	for i := range bk.HowTo {
		ps := il.SectionPictures(i)
		if len(ps) == 0 {
			t.Errorf("section %d: no picture", i)
		}
		for k, p := range ps {
			lang.Set(lang.English)
			en := il.SectionPictures(i)[k].Caption
			lang.Set(lang.French)
			fr := il.SectionPictures(i)[k].Caption
			lang.Set(lang.English)
			if en == "" || fr == en {
				t.Errorf("section %d picture %d: caption %q / %q", i, k, en, fr)
			}
			if drawn(p, 300) == 0 {
				t.Errorf("section %d picture %d draws nothing", i, k)
			}
		}
	}
	t.Logf("%d rows pictured", rows)
}
