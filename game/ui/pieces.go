package ui

import (
	"image/color"
	"math"
)

// Centred is a size×size square centred on (cx, cy).
func Centred(cx, cy, size float64) Rect { return Rect{cx - size/2, cy - size/2, size, size} }

// Circle draws a filled disc with an optional edge (device pixels).
func (b *Builder) Circle(cx, cy, r float64, fill, edge color.RGBA, lwPx float64) {
	box := Rect{cx - r, cy - r, 2 * r, 2 * r}
	b.F.Items = append(b.F.Items, Item{Kind: KFill, R: box, Col: fill, Rad: r})
	if lwPx > 0 {
		b.F.Items = append(b.F.Items, Item{Kind: KStroke, R: box, Col: edge, LW: lwPx, Rad: r})
	}
}

// TextPx draws one line with a size in device pixels.
func (b *Builder) TextPx(r Rect, s string, px float64, c color.RGBA, bold bool, align int) {
	b.Text(r, s, px/b.T.U, c, bold, align)
}

// SeatChip draws seat's marker in r (device px): its symbol in its colour
// with a dark edge, so seats differ by shape as well as by colour.
func SeatChip(b *Builder, r Rect, seat int) {
	i := (seat%MaxSeats + MaxSeats) % MaxSeats
	b.F.Items = append(b.F.Items, Item{Kind: KShape, R: r, Shape: SeatShapes[i], Col: SeatColours[i], Edge: ColTextDark, LW: math.Max(1, r.W*0.08)})
}
