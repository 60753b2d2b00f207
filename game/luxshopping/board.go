package luxshopping

import (
	"fmt"
	"image/color"
	"sort"

	rules "github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The loop: space 1 in the top-left corner, then clockwise round the edge
// of the board, so that space 66 ends just under space 1.

// Zone and space colours: the zones' bands (orange, yellow, green) and the
// special spaces.
var (
	colZone = [3]color.RGBA{ui.RGB(0xd9, 0x82, 0x3b), ui.RGB(0xe3, 0xc4, 0x3a), ui.RGB(0x55, 0xb0, 0x62)}
	colRed  = ui.RGB(0xc8, 0x3c, 0x32)
	colOff  = ui.RGB(0x6f, 0x5b, 0xa8)
	colLose = ui.RGB(0x8a, 0x3a, 0x4a)
	colGain = ui.RGB(0x2f, 0x8f, 0x8a)
	colFree = ui.RGB(0x2c, 0x37, 0x50)
	colSign = ui.RGB(0xff, 0xe0, 0x66)
	colDim  = color.RGBA{0x10, 0x14, 0x20, 0x70} // a shop that is not a choice now
)

// xy is the column and row of ring index i (space i+1).
func (L layout) xy(i int) (int, int) {
	c, r := L.cols, L.rows
	switch {
	case i < c:
		return i, 0
	case i < c+r-1:
		return c - 1, i - c + 1
	case i < 2*c+r-2:
		return c - 1 - (i - (c + r - 2)), r - 1
	}
	return 0, r - 1 - (i - (2*c + r - 3))
}

// cellRect is space sp's cell (units).
func (L layout) cellRect(sp int) ui.Rect {
	x, y := L.xy(sp - 1)
	return ui.Box(L.board.X+float64(x)*L.cell, L.board.Y+float64(y)*L.cell, L.cell, L.cell)
}

// inner is the board inside the loop.
func (L layout) inner() ui.Rect { return L.board.Inset(L.cell) }

// content is the middle of the board, inside the gallery lanes.
func (L layout) content() ui.Rect { return L.inner().Inset(L.margin) }

// proj is the point of the loop's inside, moved in by d, in front of space
// sp (units): a corner space gives the corner.
func (L layout) proj(sp int, d float64) (float64, float64) {
	in := L.inner().Inset(d)
	cr := L.cellRect(sp)
	return clamp(cr.CX(), in.X, in.X+in.W), clamp(cr.CY(), in.Y, in.Y+in.H)
}

func clamp(v, lo, hi float64) float64 { return max(lo, min(hi, v)) }

// pt converts a point from units to device pixels.
func (c *lctx) pt(x, y float64) (float64, float64) {
	r := c.b.R(x, y, 0, 0)
	return r.X, r.Y
}

// boardView draws the loop, the galleries, the pawns and the start.
func (c *lctx) boardView() {
	b, L := c.b, c.L
	b.Fill(c.U(L.board.Inset(-3)), ui.ColPanel, 8)
	b.Fill(c.U(L.inner()), ui.Mix(ui.ColBackground, ui.ColPanel, 0.4), 6)
	picking := c.acting && c.pickingShops()
	for sp := 1; sp <= rules.Spaces; sp++ {
		c.cell(sp, picking)
		c.place(placeSpace(sp), L.cellRect(sp).Inset(1))
	}
	c.marks()
	c.galleries()
	c.startBox()
	c.pawns()
}

// pickingShops reports whether the decision is made by clicking shops.
func (c *lctx) pickingShops() bool {
	switch c.w.Phase {
	case "build", "gain", "lose", "sell":
		return true
	}
	return false
}

// cell draws space sp: a shop's zone band with its number, its owner and
// sign; a special space's icon and name; and its target or tip.
func (c *lctx) cell(sp int, picking bool) {
	b, L := c.b, c.L
	r := L.cellRect(sp).Inset(1)
	k := rules.ShopAt(sp)
	if k == 0 {
		c.special(sp, r)
		b.Spot("", c.U(r), false, specialTip(sp))
		return
	}
	st := c.shown(placeSpace(sp)) // as before the move while a shop or sign travels here
	owner := st.Owner(k)
	shopFace(b, c.U(r), k, owner, st.Signed(k), L.tiny, L.portrait)
	body := ui.Box(r.X, r.Y+max(r.H*0.36, L.tiny*1.15), r.W, r.H-max(r.H*0.36, L.tiny*1.15))
	id := PickID(k)
	if picking && c.w.Phase == "build" && k == c.w.Shop {
		b.Stroke(c.U(r), ui.ColSelected, 3, 3) // the shop the gallery is built at
	}
	if picking && c.p.Enabled(id) {
		if c.w.Phase == "sell" && !L.portrait {
			words := fmt.Sprintf("+%dk", rules.Resale(k)/1000)
			b.Text(c.U(ui.Box(body.X, body.Y+body.H*0.45, body.W, body.H*0.55)), words, L.tiny, ui.ColText, true, ui.AlignCenter)
		}
		b.Spot(id, c.U(r), true, c.shopTip(k))
		b.Decorate(c.U(r), id, true, c.p.Selected(id), false, 3)
		return
	}
	if picking {
		b.Fill(c.U(r), colDim, 3)
	}
	b.Spot("", c.U(r), false, c.shopTip(k))
}

// shopFace draws shop k in px (device px): its zone's band with its
// number (text of size units), the body in its owner's colour with the
// owner's chip, and its sign. narrow: the chip and sign go in the body's
// corners (the band has no room beside the number).
func shopFace(b *ui.Builder, px ui.Rect, k, owner int, signed bool, size float64, narrow bool) {
	bandH := max(px.H*0.36, b.Px(size*1.15))
	band := ui.Rect{X: px.X, Y: px.Y, W: px.W, H: bandH}
	body := ui.Rect{X: px.X, Y: px.Y + bandH, W: px.W, H: px.H - bandH}
	b.Fill(px, colFree, 3)
	if owner >= 0 {
		b.Fill(body, ui.Mix(ui.SeatColour(owner), ui.ColPanel, 0.25), 3)
	}
	b.Fill(band, colZone[rules.ZoneOf(k)], 3)
	b.Text(band, fmt.Sprint(k), size, ui.ColTextDark, true, ui.AlignCenter)
	mark := band.H * 0.86
	chipAt := ui.Rect{X: band.X + 1, Y: band.Y + (band.H-mark)/2, W: mark, H: mark}
	signAt := ui.Rect{X: band.X + band.W - mark - 1, Y: band.Y + (band.H-mark)/2, W: mark, H: mark}
	if narrow {
		mark = min(body.H*0.8, body.W*0.45)
		chipAt = ui.Rect{X: body.X + 1, Y: body.Y + body.H - mark - 1, W: mark, H: mark}
		signAt = ui.Rect{X: body.X + body.W - mark - 1, Y: body.Y + body.H - mark - 1, W: mark, H: mark}
	}
	if owner >= 0 {
		ui.SeatChip(b, chipAt, owner)
	}
	if signed {
		signIcon(b, signAt)
	}
}

// specialFace draws a special space of kind k in px (device px): its
// colour, its icon and, if label is not "", the label under it (size
// units).
func specialFace(b *ui.Builder, px ui.Rect, k rules.SpaceKind, label string, size float64) {
	b.Fill(px, spaceColour(k), 3)
	if label == "" {
		spaceIcon(b, px.Inset(px.W*0.1), k)
		return
	}
	lh := b.Px(size * 1.25)
	spaceIcon(b, ui.Rect{X: px.X, Y: px.Y + 2, W: px.W, H: px.H - lh - 3}, k)
	b.Text(ui.Rect{X: px.X, Y: px.Y + px.H - lh - 1, W: px.W, H: lh}, label, size, ui.ColText, true, ui.AlignCenter)
}

// special draws a special space: its colour, its icon and, where the cell
// has room, its short name.
func (c *lctx) special(sp int, r ui.Rect) {
	label := specialLabel(sp)
	if c.L.portrait {
		label = ""
	}
	specialFace(c.b, c.U(r), rules.KindOf(sp), label, c.L.tiny)
}

// spaceColour is the colour of a special space of kind k.
func spaceColour(k rules.SpaceKind) color.RGBA {
	switch k {
	case rules.SpaceOffice:
		return colOff
	case rules.SpaceMinusOne:
		return colLose
	case rules.SpacePlusOne:
		return colGain
	}
	return colRed
}

// specialLabel is the short name a special space shows under its icon on
// a wide board: the Office's name, the number of space 33 or 66; the Red
// Button has its icon only.
func specialLabel(sp int) string {
	switch rules.KindOf(sp) {
	case rules.SpaceOffice:
		return lang.T("Office")
	case rules.SpaceMinusOne, rules.SpacePlusOne:
		return fmt.Sprint(sp)
	}
	return ""
}

// specialTip is a special space's tip: its name and what it does.
func specialTip(sp int) string {
	switch rules.KindOf(sp) {
	case rules.SpaceRedButton:
		return lang.T("Red Button: draw a Red Button card and carry it out. No mail.")
	case rules.SpaceOffice:
		return lang.T("Mr Poche's Office: draw from the pile of your dice total (even or odd) and carry out the card's lower half. No mail.")
	case rules.SpaceMinusOne:
		return lang.T("Space 33: bankruptcy, you lose one of your shops. No mail.")
	case rules.SpacePlusOne:
		return lang.T("Space 66: you take a free shop at random. No mail.")
	}
	return spaceWords(sp)
}

// shopTip describes shop k for its tip.
func (c *lctx) shopTip(k int) string {
	v := c.v
	s := lang.F("%s (shop %d, %s zone)", shopName(k), k, zoneWords(rules.ZoneOf(k))) +
		"\n" + lang.F("Price %s · visit %s", money(rules.Price(k)), money(rules.VisitValue(k)))
	if o := v.Owner(k); o >= 0 {
		s += "\n" + lang.F("Owner: %s", c.name(o))
		if g := v.GalleryOf(k); g != 0 {
			s += " · " + lang.F("in a gallery worth %s", money(v.GalleryValue(g)))
		}
		if v.Signed(k) {
			s += " · " + lang.T("sign")
		}
		s += "\n" + lang.F("Landing here: %s", money(v.LandValue(k)))
	} else {
		s += "\n" + lang.T("Free")
	}
	return s
}

// galleries draws each gallery as a band in its owner's colour just inside
// the loop, running past all its shops (the short way round), with a tie
// to each member.
func (c *lctx) galleries() {
	L := c.L
	for gi, members := range c.v.Galleries() {
		if len(members) == 0 {
			continue
		}
		owner := c.v.Owner(members[0])
		col := ui.SeatColour(owner)
		d := L.lane * float64(gi%8+1)
		spaces := make([]int, len(members))
		for i, k := range members {
			spaces[i] = rules.SpaceOf(k)
		}
		sort.Ints(spaces)
		from, n := arc(spaces)
		var xs, ys []float64
		for i := 0; i <= n; i++ {
			x, y := L.proj((from+i-1)%rules.Spaces+1, d)
			if len(xs) == 0 || x != xs[len(xs)-1] || y != ys[len(ys)-1] {
				xs, ys = append(xs, x), append(ys, y)
			}
		}
		lw := max(2, L.lane*0.75)
		for i := 1; i < len(xs); i++ {
			c.line(xs[i-1], ys[i-1], xs[i], ys[i], col, lw)
		}
		for _, sp := range spaces {
			x0, y0 := L.proj(sp, 0)
			x1, y1 := L.proj(sp, d)
			c.line(x0, y0, x1, y1, col, lw)
		}
	}
}

// arc is the shortest stretch of the loop holding every space of spaces
// (sorted): its first space and its length in steps.
func arc(spaces []int) (from, steps int) {
	n := len(spaces)
	best, at := -1, 0
	for i := range spaces {
		next := spaces[(i+1)%n]
		gap := (next - spaces[i] + rules.Spaces) % rules.Spaces
		if gap > best {
			best, at = gap, i
		}
	}
	from = spaces[(at+1)%n]
	return from, rules.Spaces - best
}

// line draws a line (units) with a dark edge so it shows on any colour.
func (c *lctx) line(x0, y0, x1, y1 float64, col color.RGBA, lw float64) {
	ax, ay := c.pt(x0, y0)
	bx, by := c.pt(x1, y1)
	c.b.Line(ax, ay, bx, by, ui.ColTextDark, lw+1.5)
	c.b.Line(ax, ay, bx, by, col, lw)
}
