package luxshopping

import (
	"image/color"

	rules "github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/game/ui"
)

// The game's icons, drawn with the Builder's shapes in a rectangle of
// device pixels, so that the board, the key, the moving pieces and the
// rules pages draw them alike. Each thing has a colour and a shape: the
// Red Button a round red button, the Office a letter, space 33 a broken
// shop (minus), space 66 a shop with a plus, a sign a gold board on a
// post, money a gold coin, a card a small card.

// spaceIcon draws the icon of a special space of kind k in r (device px).
func spaceIcon(b *ui.Builder, r ui.Rect, k rules.SpaceKind) {
	s := min(r.W, r.H)
	x, y := r.X+(r.W-s)/2, r.Y+(r.H-s)/2
	sq := ui.Rect{X: x, Y: y, W: s, H: s}
	switch k {
	case rules.SpaceRedButton:
		// A push button: a dark base, a red dome with a light glint.
		b.Circle(sq.CX(), sq.CY()+s*0.08, s*0.46, ui.ColTextDark, ui.ColTextDark, 0)
		b.Circle(sq.CX(), sq.CY(), s*0.38, ui.RGB(0xf0, 0x4a, 0x3c), ui.ColText, s*0.05)
		b.Circle(sq.CX()-s*0.12, sq.CY()-s*0.12, s*0.09, ui.RGB(0xff, 0xc8, 0xc0), ui.RGB(0xff, 0xc8, 0xc0), 0)
	case rules.SpaceOffice:
		// A letter: an envelope with its flap.
		env := ui.Rect{X: x + s*0.06, Y: y + s*0.2, W: s * 0.88, H: s * 0.6}
		lw := max(1, s*0.05)
		fillPx(b, env, ui.ColParchment, s*0.05)
		strokePx(b, env, ui.ColTextDark, lw, s*0.05)
		linePx(b, env.X, env.Y, env.CX(), env.Y+env.H*0.58, ui.ColTextDark, lw)
		linePx(b, env.X+env.W, env.Y, env.CX(), env.Y+env.H*0.58, ui.ColTextDark, lw)
	case rules.SpaceMinusOne, rules.SpacePlusOne:
		// A shop front (awning and door) with a minus or plus badge.
		lw := max(1, s*0.05)
		front := ui.Rect{X: x + s*0.08, Y: y + s*0.3, W: s * 0.6, H: s * 0.55}
		fillPx(b, front, ui.ColParchment, 0)
		strokePx(b, front, ui.ColTextDark, lw, 0)
		awn := ui.Rect{X: x + s*0.03, Y: y + s*0.16, W: s * 0.7, H: s * 0.16}
		fillPx(b, awn, colZone[0], s*0.03)
		strokePx(b, awn, ui.ColTextDark, lw, s*0.03)
		fillPx(b, ui.Rect{X: front.X + front.W*0.38, Y: front.Y + front.H*0.35, W: front.W * 0.26, H: front.H * 0.65}, ui.ColTextDark, 0)
		cx, cy, br := x+s*0.74, y+s*0.7, s*0.22
		col := colLose
		if k == rules.SpacePlusOne {
			col = colGain
		}
		b.Circle(cx, cy, br, col, ui.ColText, lw)
		linePx(b, cx-br*0.55, cy, cx+br*0.55, cy, ui.ColText, max(1.5, s*0.07))
		if k == rules.SpacePlusOne {
			linePx(b, cx, cy-br*0.55, cx, cy+br*0.55, ui.ColText, max(1.5, s*0.07))
		}
	}
}

// signIcon draws a shop sign in r (device px): a gold board on a post.
func signIcon(b *ui.Builder, r ui.Rect) {
	lw := max(1, r.W*0.08)
	fillPx(b, ui.Rect{X: r.X + r.W*0.42, Y: r.Y + r.H*0.5, W: r.W * 0.16, H: r.H * 0.5}, ui.ColTextDark, 0)
	board := ui.Rect{X: r.X, Y: r.Y, W: r.W, H: r.H * 0.62}
	fillPx(b, board, colSign, r.W*0.12)
	strokePx(b, board, ui.ColTextDark, lw, r.W*0.12)
}

// coinIcon draws a gold coin in r (device px).
func coinIcon(b *ui.Builder, r ui.Rect) {
	s := min(r.W, r.H)
	b.Circle(r.CX(), r.CY(), s*0.5, ui.RGB(0xf2, 0xc2, 0x3a), ui.RGB(0x7a, 0x5a, 0x10), max(1, s*0.08))
	b.Circle(r.CX(), r.CY(), s*0.28, ui.RGB(0xf7, 0xd8, 0x6a), ui.RGB(0xb8, 0x8a, 0x20), max(1, s*0.05))
}

// cardIcon draws a card in r (device px), its band in col.
func cardIcon(b *ui.Builder, r ui.Rect, col color.RGBA) {
	rad := min(r.W, r.H) * 0.12
	fillPx(b, r, ui.ColParchment, rad)
	fillPx(b, ui.Rect{X: r.X, Y: r.Y, W: r.W, H: r.H * 0.3}, col, rad)
	strokePx(b, r, ui.ColTextDark, max(1, r.W*0.04), rad)
}

// deedIcon draws a shop changing hands: a small shop front in its zone's
// colour (the shop's band), with the owner's chip, in r (device px).
func deedIcon(b *ui.Builder, r ui.Rect, k, owner int) {
	rad := min(r.W, r.H) * 0.12
	fillPx(b, r, colFree, rad)
	fillPx(b, ui.Rect{X: r.X, Y: r.Y, W: r.W, H: r.H * 0.4}, colZone[rules.ZoneOf(k)], rad)
	strokePx(b, r, ui.ColText, max(1, r.W*0.05), rad)
	if owner >= 0 {
		s := min(r.W, r.H) * 0.5
		ui.SeatChip(b, ui.Rect{X: r.CX() - s/2, Y: r.Y + r.H*0.45, W: s, H: s}, owner)
	}
}

// fillPx, strokePx and linePx are the Builder's Fill, Stroke and Line with
// radii and widths in device pixels, as the icons measure them.
func fillPx(b *ui.Builder, r ui.Rect, c color.RGBA, rad float64) { b.Fill(r, c, rad/b.T.U) }

func strokePx(b *ui.Builder, r ui.Rect, c color.RGBA, lw, rad float64) {
	b.Stroke(r, c, lw/b.T.U, rad/b.T.U)
}

func linePx(b *ui.Builder, x0, y0, x1, y1 float64, c color.RGBA, lw float64) {
	b.Line(x0, y0, x1, y1, c, lw/b.T.U)
}

// galleryIcon draws a gallery in r (device px): three shop fronts joined
// by a band in col.
func galleryIcon(b *ui.Builder, r ui.Rect, col color.RGBA) {
	s := min(r.W/3.4, r.H*0.6)
	y := r.Y + (r.H-s*1.5)/2
	lw := max(1, s*0.25)
	linePx(b, r.X+s/2, y+s*1.3, r.X+r.W-s/2, y+s*1.3, col, lw)
	for i := 0; i < 3; i++ {
		x := r.X + float64(i)*(r.W-s)/2
		linePx(b, x+s/2, y+s, x+s/2, y+s*1.3, col, lw)
		fillPx(b, ui.Rect{X: x, Y: y, W: s, H: s}, ui.ColParchment, s*0.15)
		fillPx(b, ui.Rect{X: x, Y: y, W: s, H: s * 0.35}, colZone[i], s*0.15)
	}
}
