package mallforheroes

import (
	"testing"

	"github.com/galleria-games/galleria/game/ui"
)

// TestTurnedShopMark: a Shop turned by the Druid is marked on every tile
// size by a bar along its lower edge, which adds no text (a "180°" small
// enough to fit a tile would be too small to read).
func TestTurnedShopMark(t *testing.T) {
	for _, c := range []struct{ units, px float64 }{{120, 120}, {60, 180}, {30, 90}, {20, 44}} {
		b := ui.NewBuilder(ui.ColumnXform(1280, 720), "")
		plain := ui.NewBuilder(ui.ColumnXform(1280, 720), "")
		r := ui.Rect{X: 10, Y: 10, W: c.px, H: c.px}
		drawShop(b, r, 17, true, c.units)
		drawShop(plain, r, 17, false, c.units)
		if len(b.F.Items) != len(plain.F.Items)+1 {
			t.Errorf("%v units: a turned Shop draws %d items, an upright one %d: want one more (the bar)", c.units, len(b.F.Items), len(plain.F.Items))
		}
		if b.F.TextsIn(ui.ColHighlight) != "" {
			t.Errorf("%v units: the turn mark adds a text", c.units)
		}
	}
}
