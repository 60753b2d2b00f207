package luxshopping

import (
	"strconv"

	rules "github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// startRect is where pawns wait before their first move: inside the loop,
// by space 1.
func (c *lctx) startRect() ui.Rect {
	in := c.L.inner()
	return ui.Box(in.X+4, in.Y+4, c.L.cell*2.2, max(c.L.cell*0.95, c.L.tiny*2.8))
}

// startBox draws the start while a pawn is on it.
func (c *lctx) startBox() {
	if len(c.pawnsAt(0)) == 0 {
		return
	}
	r := c.startRect()
	c.b.Fill(c.U(r), ui.ColPanelLight, 4)
	c.b.Text(c.U(ui.Box(r.X, r.Y, r.W, r.H*0.4)), lang.Pair("Start", "Départ"), c.L.tiny, ui.ColTextDim, true, ui.AlignCenter)
}

// pawnsAt lists the seats whose pawn is drawn on space sp (0: the start).
func (c *lctx) pawnsAt(sp int) []int {
	var out []int
	for s := 0; s < c.v.Players(); s++ {
		if c.v.Alive(s) && c.anim.pos(s, c.v.Pos(s)) == sp {
			out = append(out, s)
		}
	}
	return out
}

// pawns draws every pawn on its space (on its way while it walks).
func (c *lctx) pawns() {
	for sp := 0; sp <= rules.Spaces; sp++ {
		seats := c.pawnsAt(sp)
		if len(seats) == 0 {
			continue
		}
		var area ui.Rect
		if sp == 0 {
			r := c.startRect()
			area = ui.Box(r.X, r.Y+r.H*0.34, r.W, r.H*0.66)
		} else {
			r := c.L.cellRect(sp).Inset(1)
			top := max(r.H*0.36, c.L.tiny*1.15) // under the shop's band
			area = ui.Box(r.X, r.Y+top, r.W, r.H-top)
		}
		c.pawnGroup(area, seats)
	}
}

// pawnGroup draws pawns side by side in area: one or two rows.
func (c *lctx) pawnGroup(area ui.Rect, seats []int) {
	n := len(seats)
	cols, rows := n, 1
	if n > 2 {
		cols, rows = (n+1)/2, 2
	}
	size := min(area.W/float64(cols), area.H/float64(rows)) * 0.92
	for i, s := range seats {
		row, col := i/cols, i%cols
		inRow := cols
		if row == rows-1 && n%cols != 0 {
			inRow = n % cols
		}
		x := area.X + (area.W-float64(inRow)*size)/2 + float64(col)*size
		y := area.Y + (area.H-float64(rows)*size)/2 + float64(row)*size
		c.pawn(ui.Box(x, y, size, size), s)
	}
}

// pawn draws seat's pawn: its chip on a white disc, ringed while it is the
// seat to play.
func (c *lctx) pawn(r ui.Rect, seat int) {
	px := c.U(r)
	edge, lw := ui.ColTextDark, c.b.Px(1)
	if seat == c.v.Active() && c.w.Phase != "over" {
		edge, lw = ui.ColHighlight, c.b.Px(2)
	}
	c.b.Circle(px.CX(), px.CY(), px.W*0.5, ui.ColText, edge, lw)
	ui.SeatChip(c.b, px.Inset(px.W*0.2), seat)
	if c.t != nil && c.anim.walking(seat) {
		c.t.pawnAt = append(c.t.pawnAt, ui.GlideStatus{ID: "pawn:" + strconv.Itoa(seat), R: px, Progress: c.anim.progress()})
	}
}

// dice draws the two dice in r (units), tumbling while they roll, with the
// total and the pile it draws from under them.
func (c *lctx) dice(r ui.Rect) {
	b, L := c.b, c.L
	d1, d2 := c.v.Dice()
	a, bb, rolling := c.anim.faces(d1, d2)
	side := min(r.H*0.62, r.W*0.42)
	gap := side * 0.2
	x := r.X + (r.W-2*side-gap)/2
	for i, face := range []int{a, bb} {
		dr := ui.Box(x+float64(i)*(side+gap), r.Y+2, side, side)
		if rolling {
			dr.Y += float64((i*3+c.anim.t)%4) - 1.5
		}
		c.die(dr, face)
	}
	words := lang.T("No roll yet")
	switch {
	case rolling:
		words = lang.T("Rolling…")
	case d1 > 0:
		parity := lang.T("odd")
		if (d1+d2)%2 == 0 {
			parity = lang.T("even")
		}
		words = lang.F("%d: %s pile", d1+d2, parity)
		if d1 == d2 {
			words = lang.F("Double! %d: %s pile", d1+d2, parity)
		}
	}
	b.ParaAlign(c.U(ui.Box(r.X, r.Y+side+6, r.W, r.H-side-6)), words, L.small, ui.ColTextDim, true, ui.AlignCenter)
}

// pips are the pip positions of each face, on a 3×3 grid.
var pips = [7][][2]int{{}, {{1, 1}}, {{0, 0}, {2, 2}}, {{0, 0}, {1, 1}, {2, 2}},
	{{0, 0}, {2, 0}, {0, 2}, {2, 2}}, {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
	{{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}}}

// die draws one die showing face (0: blank).
func (c *lctx) die(r ui.Rect, face int) {
	px := c.U(r)
	c.b.Fill(px, ui.ColParchment, r.W*0.18)
	c.b.Stroke(px, ui.ColTextDark, 1.5, r.W*0.18)
	if face < 1 || face > 6 {
		return
	}
	step := px.W / 3.6
	for _, p := range pips[face] {
		cx := px.X + px.W/2 + float64(p[0]-1)*step
		cy := px.Y + px.H/2 + float64(p[1]-1)*step
		c.b.Circle(cx, cy, px.W*0.085, ui.ColTextDark, ui.ColTextDark, 0)
	}
}

// lastCard draws the card drawn in the turn under way (none once the next
// roll is made): a Red Button card, or a correspondence card with both
// halves (mail above, Office below), and whom it was drawn for.
func (c *lctx) lastCard(r ui.Rect) {
	b, L := c.b, c.L
	card := c.turnCard()
	b.Fill(c.U(r), ui.ColParchment, 6)
	if !card.ok {
		b.Fill(c.U(r), ui.ColCardBack, 6)
		b.Para(c.U(r.Inset(8)), lang.T("No card drawn this turn"), L.small, ui.ColText, true)
		return
	}
	pile, n := card.pile, card.n
	head := ui.Box(r.X+6, r.Y+2, r.W-12, L.small*1.5)
	whom := ""
	if card.seat >= 0 {
		whom = " · " + c.name(card.seat)
	}
	if pile == rules.PileRed {
		b.Fill(c.U(ui.Box(r.X, r.Y, r.W, head.H+4)), colRed, 6)
		b.Text(c.U(head), lang.F("Red Button card %d", n)+whom, L.small, ui.ColText, true, ui.AlignLeft)
		c.fitPara(ui.Box(r.X+8, head.Y+head.H+6, r.W-16, r.H-head.H-10), redText(n), L.font)
		return
	}
	b.Fill(c.U(ui.Box(r.X, r.Y, r.W, head.H+4)), colOff, 6)
	b.Text(c.U(head), lang.F("Card %d · %s pile", n, pileWords(pile))+whom, L.small, ui.ColText, true, ui.AlignLeft)
	y := head.Y + head.H + 4
	half := (r.Y + r.H - y - 4) / 2
	c.half(ui.Box(r.X+8, y, r.W-16, half), lang.T("Mail"), mailText(n))
	b.Line(c.U(r).X+8, c.U(ui.Box(0, y+half, 0, 0)).Y, c.U(r).X+c.U(r).W-8, c.U(ui.Box(0, y+half, 0, 0)).Y, ui.ColTextDim, 1)
	c.half(ui.Box(r.X+8, y+half+2, r.W-16, half), lang.T("Office"), officeText(n))
}

// turnCard is the card the panel shows: the turn's, or while a drawn card
// is still on its way, the one shown before.
func (c *lctx) turnCard() shownCard {
	if c.t == nil {
		pile, n, ok := c.v.LastCard()
		return shownCard{pile: pile, n: n, seat: -2, ok: ok}
	}
	if c.pending(placeCard) {
		return c.t.prev
	}
	return c.t.card
}

// half draws one half of a correspondence card: its label and text on one
// line when they fit, else the text under the label.
func (c *lctx) half(r ui.Rect, label, words string) {
	L := c.L
	lh := L.tiny * 1.3
	c.b.Text(c.U(ui.Box(r.X, r.Y, r.W, lh)), label, L.tiny, ui.ColTextDim, true, ui.AlignLeft)
	c.fitPara(ui.Box(r.X, r.Y+lh, r.W, r.H-lh), words, L.small)
}

// fitPara draws words in r (units) at size, or smaller down to the
// layout's smallest text until they fit.
func (c *lctx) fitPara(r ui.Rect, words string, size float64) {
	for size > c.L.tiny && c.b.ParaHeight(words, r.W, size, true) > r.H+0.5 {
		size = max(c.L.tiny, size-0.5)
	}
	c.b.Para(c.U(r), words, size, ui.ColTextDark, true)
}
