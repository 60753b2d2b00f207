package mallworld

import (
	"image/color"
	"math"

	"github.com/galleria-games/galleria/game/ui"
)

// Icons of Mall World, drawn with the builder's fills, lines and shapes
// (no image file), each in a square r (device px), in colour ink on
// whatever is under it. Shops: a T-shirt (Clothing), an apple (Food), a
// die (Hobby), a dumbbell (Sport). Customers: a man with a tie, a woman in
// a dress, a teenager in a cap, a child with a balloon.

// shopGlyph draws the icon of shop kind (V, G, R, B) in ink; bg is the
// colour under it (for the cut-outs).
func shopGlyph(b *ui.Builder, r ui.Rect, kind int, ink, bg color.RGBA) {
	s := math.Min(r.W, r.H)
	x, y := r.CX()-s/2, r.CY()-s/2
	at := func(fx, fy, fw, fh float64) ui.Rect { return ui.Rect{X: x + fx*s, Y: y + fy*s, W: fw * s, H: fh * s} }
	line := func(x0, y0, x1, y1, w float64) {
		b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KLine, R: ui.Rect{X: x + x0*s, Y: y + y0*s, W: (x1 - x0) * s, H: (y1 - y0) * s}, Col: ink, LW: w * s})
	}
	fill := func(r ui.Rect, c color.RGBA, rad float64) {
		b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: r, Col: c, Rad: rad * s})
	}
	switch kind {
	case 0: // Clothing: a T-shirt
		fill(at(0.3, 0.22, 0.4, 0.64), ink, 0.04)
		line(0.32, 0.26, 0.12, 0.46, 0.16)
		line(0.68, 0.26, 0.88, 0.46, 0.16)
		b.Circle(x+0.5*s, y+0.21*s, 0.09*s, bg, bg, 0)
	case 1: // Food: an apple with its stem and leaf
		b.Circle(x+0.4*s, y+0.58*s, 0.25*s, ink, ink, 0)
		b.Circle(x+0.6*s, y+0.58*s, 0.25*s, ink, ink, 0)
		line(0.5, 0.36, 0.55, 0.14, 0.07)
		b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KShape, R: at(0.56, 0.1, 0.2, 0.2), Shape: ui.ShapeDiamond, Col: ink, Edge: ink})
	case 2: // Hobby: a die showing five
		fill(at(0.18, 0.18, 0.64, 0.64), ink, 0.12)
		for _, p := range [][2]float64{{0.32, 0.32}, {0.68, 0.32}, {0.5, 0.5}, {0.32, 0.68}, {0.68, 0.68}} {
			b.Circle(x+p[0]*s, y+p[1]*s, 0.065*s, bg, bg, 0)
		}
	case 3: // Sport: a dumbbell
		line(0.2, 0.5, 0.8, 0.5, 0.1)
		fill(at(0.12, 0.26, 0.16, 0.48), ink, 0.04)
		fill(at(0.72, 0.26, 0.16, 0.48), ink, 0.04)
		fill(at(0.04, 0.34, 0.1, 0.32), ink, 0.03)
		fill(at(0.86, 0.34, 0.1, 0.32), ink, 0.03)
	}
}

// customerGlyph draws the figure of customer kind (V Men, G Women, R
// Teenagers, B Children) in ink; bg is the colour under it.
func customerGlyph(b *ui.Builder, r ui.Rect, kind int, ink, bg color.RGBA) {
	s := math.Min(r.W, r.H)
	x, y := r.CX()-s/2, r.CY()-s/2
	at := func(fx, fy, fw, fh float64) ui.Rect { return ui.Rect{X: x + fx*s, Y: y + fy*s, W: fw * s, H: fh * s} }
	fill := func(r ui.Rect, c color.RGBA, rad float64) {
		b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: r, Col: c, Rad: rad * s})
	}
	switch kind {
	case 0: // Men: head, shoulders, a tie
		b.Circle(x+0.5*s, y+0.28*s, 0.15*s, ink, ink, 0)
		fill(at(0.24, 0.48, 0.52, 0.42), ink, 0.14)
		b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KShape, R: at(0.42, 0.48, 0.16, 0.3), Shape: ui.ShapeDiamond, Col: bg, Edge: bg})
	case 1: // Women: long hair, a dress
		b.Circle(x+0.5*s, y+0.3*s, 0.19*s, ink, ink, 0)
		b.Circle(x+0.5*s, y+0.27*s, 0.11*s, bg, bg, 0)
		b.Circle(x+0.5*s, y+0.28*s, 0.09*s, ink, ink, 0)
		b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KShape, R: at(0.2, 0.44, 0.6, 0.5), Shape: ui.ShapeTriangle, Col: ink, Edge: ink})
	case 2: // Teenagers: a cap with its peak, a hoodie
		b.Circle(x+0.48*s, y+0.32*s, 0.14*s, ink, ink, 0)
		fill(at(0.33, 0.14, 0.3, 0.12), ink, 0.05)
		fill(at(0.55, 0.2, 0.2, 0.06), ink, 0.02)
		fill(at(0.28, 0.5, 0.44, 0.4), ink, 0.1)
		fill(at(0.44, 0.5, 0.08, 0.14), bg, 0.02)
	case 3: // Children: a small figure holding a balloon
		b.Circle(x+0.38*s, y+0.5*s, 0.12*s, ink, ink, 0)
		fill(at(0.25, 0.64, 0.26, 0.26), ink, 0.08)
		b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KLine, R: ui.Rect{X: x + 0.5*s, Y: y + 0.66*s, W: 0.2 * s, H: -0.36 * s}, Col: ink, LW: 0.04 * s})
		b.Circle(x+0.72*s, y+0.22*s, 0.14*s, ink, ink, 0)
	}
}

// coinIcon draws a coin: a golden disc with a rim.
func coinIcon(b *ui.Builder, cx, cy, r float64) {
	b.Circle(cx, cy, r, ui.ColSpecial, ui.ColTextDark, math.Max(1, r*0.12))
	b.Circle(cx, cy, r*0.55, ui.Mix(ui.ColSpecial, ui.ColText, 0.35), ui.Mix(ui.ColSpecial, ui.ColText, 0.35), 0)
}
