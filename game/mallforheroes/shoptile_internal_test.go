package mallforheroes

import (
	"testing"

	"github.com/galleria-games/galleria/game/ui"
)

// TestTurnedShopMark: a Shop turned by the Druid is marked on every tile
// size; on a tile too small for a readable "180°" (under 26 units, as on
// a phone held sideways) the mark is a bar, not a text smaller than the
// tile's own letters.
func TestTurnedShopMark(t *testing.T) {
	for _, c := range []struct {
		units, px float64 // tile side in units and in device px
		text      bool    // the mark is the text "180°"
	}{{60, 180, true}, {30, 90, true}, {20, 44, false}} {
		b := ui.NewBuilder(ui.ColumnXform(1280, 720), "")
		plain := ui.NewBuilder(ui.ColumnXform(1280, 720), "")
		r := ui.Rect{X: 10, Y: 10, W: c.px, H: c.px}
		drawShop(b, r, 17, true, c.units)
		drawShop(plain, r, 17, false, c.units)
		hasText, smallest := false, 1e9
		for _, it := range b.F.Items {
			if it.Kind == ui.KText {
				smallest = min(smallest, it.Px)
				hasText = hasText || it.Text == "180°"
			}
		}
		if hasText != c.text {
			t.Errorf("%v units: a \"180°\" text is %v, want %v", c.units, hasText, c.text)
		}
		if !c.text && len(b.F.Items) <= len(plain.F.Items) {
			t.Errorf("%v units: a turned Shop draws nothing more than an unturned one", c.units)
		}
		plainSmallest := 1e9
		for _, it := range plain.F.Items {
			if it.Kind == ui.KText {
				plainSmallest = min(plainSmallest, it.Px)
			}
		}
		if !c.text && smallest < plainSmallest-0.01 {
			t.Errorf("%v units: the turn mark adds a text of %.1f px to a tile whose smallest is %.1f px", c.units, smallest, plainSmallest)
		}
	}
}
