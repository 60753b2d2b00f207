package mallforheroes

import (
	"image/color"
	"math"

	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/ui"
)

// Icons drawn with vectors: one for each Shop type (a flask, a mug, a
// house, a book, an anvil, a fountain), the Heroes, the Wizards, the
// Monsters, the Entrance (a gate) and a Wizard's Tower. Each is drawn in a
// square r (device px) in one ink colour, so it reads on a card of the
// type's colour as well as on a panel.

var (
	inkLight = ui.RGB(0xf6, 0xf1, 0xe6)
	inkDark  = ui.ColTextDark
)

// box is a rectangle in r's own 0–1 square.
func box(r ui.Rect, x, y, w, h float64) ui.Rect {
	return ui.Rect{X: r.X + x*r.W, Y: r.Y + y*r.H, W: w * r.W, H: h * r.H}
}

func fill(b *ui.Builder, r ui.Rect, c color.RGBA, rad float64) {
	b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: r, Col: c, Rad: rad})
}

func stroke(b *ui.Builder, r ui.Rect, c color.RGBA, lw, rad float64) {
	b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KStroke, R: r, Col: c, LW: lw, Rad: rad})
}

func shape(b *ui.Builder, r ui.Rect, s ui.Shape, c color.RGBA) {
	b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KShape, R: r, Shape: s, Col: c})
}

func line(b *ui.Builder, r ui.Rect, x0, y0, x1, y1 float64, c color.RGBA, lw float64) {
	b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KLine, R: ui.Rect{X: r.X + x0*r.W, Y: r.Y + y0*r.H, W: (x1 - x0) * r.W, H: (y1 - y0) * r.H}, Col: c, LW: lw})
}

// square is the largest square centred in r.
func square(r ui.Rect) ui.Rect {
	s := math.Min(r.W, r.H)
	return ui.Rect{X: r.CX() - s/2, Y: r.CY() - s/2, W: s, H: s}
}

// typeIcon draws Shop type t's icon in r with ink.
func typeIcon(b *ui.Builder, r ui.Rect, t rules.Type, ink color.RGBA) {
	r = square(r)
	lw := math.Max(1, r.W*0.08)
	switch t {
	case rules.Potions: // a round flask with a neck and a cork
		b.Circle(r.X+r.W*0.5, r.Y+r.H*0.64, r.W*0.32, ink, ink, 0)
		fill(b, box(r, 0.4, 0.14, 0.2, 0.3), ink, 0)
		fill(b, box(r, 0.34, 0.06, 0.32, 0.1), ink, r.W*0.03)
	case rules.Pub: // a mug with its handle and foam
		fill(b, box(r, 0.18, 0.3, 0.48, 0.62), ink, r.W*0.06)
		stroke(b, box(r, 0.56, 0.42, 0.3, 0.34), ink, lw*1.2, r.W*0.12)
		for _, x := range []float64{0.26, 0.42, 0.58} {
			b.Circle(r.X+r.W*x, r.Y+r.H*0.26, r.W*0.1, ink, ink, 0)
		}
	case rules.Tavern: // a house with a roof and a door
		shape(b, box(r, 0.06, 0.02, 0.88, 0.5), ui.ShapeTriangle, ink)
		fill(b, box(r, 0.18, 0.42, 0.64, 0.5), ink, 0)
		fill(b, box(r, 0.42, 0.62, 0.16, 0.3), ui.Mix(ink, inkDark, 0.75), r.W*0.03)
	case rules.Library: // an open book
		fill(b, box(r, 0.06, 0.2, 0.42, 0.6), ink, r.W*0.04)
		fill(b, box(r, 0.52, 0.2, 0.42, 0.6), ink, r.W*0.04)
		dim := ui.Mix(ink, inkDark, 0.6)
		for _, y := range []float64{0.36, 0.5, 0.64} {
			line(b, r, 0.13, y, 0.41, y, dim, lw*0.6)
			line(b, r, 0.59, y, 0.87, y, dim, lw*0.6)
		}
	case rules.Blacksmith: // an anvil
		fill(b, box(r, 0.22, 0.3, 0.62, 0.16), ink, r.W*0.03)
		shape(b, box(r, 0.02, 0.3, 0.28, 0.16), ui.ShapeDiamond, ink)
		fill(b, box(r, 0.4, 0.44, 0.26, 0.22), ink, 0)
		fill(b, box(r, 0.24, 0.64, 0.58, 0.14), ink, r.W*0.03)
	case rules.Fountain: // a basin with a jet and drops
		fill(b, box(r, 0.1, 0.62, 0.8, 0.14), ink, r.W*0.05)
		fill(b, box(r, 0.22, 0.74, 0.56, 0.16), ink, r.W*0.03)
		fill(b, box(r, 0.45, 0.22, 0.1, 0.42), ink, r.W*0.04)
		for _, d := range [][2]float64{{0.28, 0.3}, {0.72, 0.3}, {0.2, 0.48}, {0.8, 0.48}} {
			b.Circle(r.X+r.W*d[0], r.Y+r.H*d[1], r.W*0.06, ink, ink, 0)
		}
		b.Circle(r.X+r.W*0.5, r.Y+r.H*0.16, r.W*0.09, ink, ink, 0)
	}
}

// heroColours are the Heroes' colours on their badges.
var heroColours = [6]color.RGBA{
	{}, ui.RGB(0x4a, 0x4a, 0x58), ui.RGB(0xc9, 0xa2, 0x27), ui.RGB(0x9b, 0x4d, 0xca), ui.RGB(0xd0, 0x5a, 0x7e), ui.RGB(0x3f, 0x9b, 0x45),
}

// heroIcon draws Hero h: a round badge in the Hero's colour with its
// sign: the Rogue a dagger, the Paladin a shield, the Sorceress a star,
// the Bard a note, the Druid a leaf.
func heroIcon(b *ui.Builder, r ui.Rect, h int) {
	r = square(r)
	b.Circle(r.CX(), r.CY(), r.W*0.48, heroColours[h%6], inkDark, math.Max(1, r.W*0.05))
	in := box(r, 0.22, 0.22, 0.56, 0.56)
	lw := math.Max(1, r.W*0.09)
	switch h {
	case rules.Rogue:
		line(b, in, 0.5, 0.02, 0.5, 0.75, inkLight, lw)
		line(b, in, 0.22, 0.7, 0.78, 0.7, inkLight, lw)
		fill(b, box(in, 0.4, 0.74, 0.2, 0.26), inkLight, 0)
	case rules.Paladin:
		fill(b, box(in, 0.12, 0.02, 0.76, 0.5), inkLight, in.W*0.06)
		shape(b, box(in, 0.08, 0.28, 0.84, 0.8), ui.ShapeDiamond, inkLight)
	case rules.Sorceress:
		shape(b, in, ui.ShapeStar, inkLight)
	case rules.Bard:
		b.Circle(in.X+in.W*0.32, in.Y+in.H*0.78, in.W*0.2, inkLight, inkLight, 0)
		line(b, in, 0.5, 0.78, 0.5, 0.04, inkLight, lw)
		line(b, in, 0.5, 0.06, 0.84, 0.3, inkLight, lw)
	case rules.Druid:
		shape(b, box(in, 0.12, 0.0, 0.76, 0.9), ui.ShapeDiamond, inkLight)
		line(b, in, 0.5, 0.2, 0.5, 1.0, heroColours[h%6], lw*0.7)
	}
}

// wizardIcon draws a Wizard: a pointed hat with a star, in the colour of
// the type its Tower scores.
func wizardIcon(b *ui.Builder, r ui.Rect, w int) {
	r = square(r)
	col := typeColours[rules.Wizard(w).Scores%6]
	shape(b, box(r, 0.2, 0.02, 0.6, 0.86), ui.ShapeTriangle, col)
	fill(b, box(r, 0.04, 0.74, 0.92, 0.16), col, r.W*0.06)
	stroke(b, box(r, 0.04, 0.74, 0.92, 0.16), inkDark, math.Max(1, r.W*0.04), r.W*0.06)
	shape(b, box(r, 0.38, 0.36, 0.24, 0.24), ui.ShapeStar, ui.RGB(0xff, 0xd8, 0x3a))
}

// monsterColours are the Monsters' colours.
var monsterColours = [5]color.RGBA{
	{}, ui.RGB(0xc8, 0x3a, 0x2e), ui.RGB(0x6f, 0x8a, 0x3c), ui.RGB(0x3d, 0x6e, 0x4a), ui.RGB(0x8c, 0x9a, 0x3a),
}

// monsterIcon draws Monster m: a horned head with glowing eyes and
// teeth, in the Monster's colour.
func monsterIcon(b *ui.Builder, r ui.Rect, m int) {
	r = square(r)
	col := monsterColours[m%5]
	shape(b, box(r, 0.08, 0.02, 0.28, 0.4), ui.ShapeTriangle, col)
	shape(b, box(r, 0.64, 0.02, 0.28, 0.4), ui.ShapeTriangle, col)
	b.Circle(r.CX(), r.Y+r.H*0.56, r.W*0.38, col, inkDark, math.Max(1, r.W*0.04))
	eye := ui.RGB(0xff, 0xe0, 0x4a)
	b.Circle(r.X+r.W*0.36, r.Y+r.H*0.5, r.W*0.08, eye, eye, 0)
	b.Circle(r.X+r.W*0.64, r.Y+r.H*0.5, r.W*0.08, eye, eye, 0)
	for _, x := range []float64{0.34, 0.46, 0.58} {
		shape(b, box(r, x, 0.68, 0.1, 0.14), ui.ShapeTriangle, inkLight)
	}
}

// gateIcon draws the Entrance: an arch with its open door.
func gateIcon(b *ui.Builder, r ui.Rect, ink color.RGBA) {
	r = square(r)
	fill(b, box(r, 0.1, 0.14, 0.8, 0.78), ink, r.W*0.34)
	fill(b, box(r, 0.32, 0.4, 0.36, 0.52), ui.Mix(ink, inkLight, 0.8), r.W*0.16)
	fill(b, box(r, 0.04, 0.86, 0.92, 0.1), ink, 0)
}

// towerIcon draws a Wizard's Tower: a keep with battlements and a window.
func towerIcon(b *ui.Builder, r ui.Rect, ink color.RGBA) {
	r = square(r)
	fill(b, box(r, 0.24, 0.22, 0.52, 0.74), ink, 0)
	for _, x := range []float64{0.24, 0.44, 0.64} {
		fill(b, box(r, x, 0.06, 0.12, 0.18), ink, 0)
	}
	fill(b, box(r, 0.43, 0.42, 0.14, 0.2), inkLight, r.W*0.06)
}

// gardenIcon draws a completed garden: a green ring around a flower.
func gardenIcon(b *ui.Builder, r ui.Rect) {
	r = square(r)
	b.Circle(r.CX(), r.CY(), r.W*0.42, ui.RGB(0x1d, 0x4d, 0x2c), colGarden, math.Max(2, r.W*0.12))
	for k := 0; k < 4; k++ {
		b.Symbol(box(r, 0.18+float64(k%2)*0.34, 0.18+float64(k/2)*0.34, 0.3, 0.3), quarterShapes[k%3+1], quarterColours[k%3+1], inkDark)
	}
}
