package luxshopping

import (
	"fmt"

	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// seats draws a row per seat: its chip and name, cash, shops, signs and
// largest gallery against the goals; the seat to play is lit, a seat that
// is out is greyed.
func (c *lctx) seats() {
	b, L, v := c.b, c.L, c.v
	signGoal, galGoal := v.Goals()
	title := lang.F("Players · goals: %d signs or a gallery of %d shops", signGoal, galGoal)
	in := ui.Section(b, L.seats, title, L.title)
	n := v.Players()
	rowH := in.H / float64(max(n, 1))
	if !L.portrait {
		rowH = min(rowH, 50)
	}
	for s := 0; s < n; s++ {
		c.seatRow(ui.Box(in.X, in.Y+float64(s)*rowH, in.W, rowH), s, signGoal, galGoal)
	}
}

func (c *lctx) seatRow(r ui.Rect, s, signGoal, galGoal int) {
	b, L, v := c.b, c.L, c.v
	alive := v.Alive(s)
	turn := alive && s == v.Active() && c.w.Phase != "over"
	if turn {
		b.Fill(c.U(ui.Box(r.X, r.Y+1, r.W, r.H-2)), ui.ColPanelLight, 4)
		b.Stroke(c.U(ui.Box(r.X, r.Y+1, r.W, r.H-2)), ui.ColHighlight, 1.5, 4)
	}
	tip := lang.F("%s is out of the game.", c.name(s))
	if alive {
		tip = lang.F("%s: %s, %s, %d of %d signs, largest gallery %d of %d.", c.name(s), money(v.Cash(s)),
			lang.N(v.ShopCount(s), "%d shop", "%d shops"), v.SignCount(s), signGoal, v.LargestGallery(s), galGoal)
	}
	b.Spot("", c.U(r), false, tip)
	chip := min(r.H*0.6, 20)
	ui.SeatChip(b, c.U(ui.Box(r.X+4, r.Y+(r.H-chip)/2, chip, chip)), s)
	x := r.X + chip + 10
	col, dim := ui.ColText, ui.ColTextDim
	if !alive {
		col = ui.ColTextDim
	}
	name := c.name(s)
	if s < len(c.c.Seats) && c.c.Seats[s].Kind != ui.Human && !L.portrait {
		name += " (" + c.c.Seats[s].KindWords() + ")"
	}
	stats := lang.F("%d shops · signs %d/%d · gallery %d/%d", v.ShopCount(s), v.SignCount(s), signGoal, v.LargestGallery(s), galGoal)
	cash := money(c.shown(placeAcct(s)).Cash(s)) // the old sum until the coins arrive
	switch {
	case !alive:
		cash, stats = lang.T("out"), lang.T("eliminated")
	}
	if L.portrait {
		w := r.W - (x - r.X) - 6 // keep the stats off the panel edge
		b.Text(c.U(ui.Box(x, r.Y, w*0.28, r.H)), name, L.small, col, true, ui.AlignLeft)
		c.place(placeAcct(s), ui.Box(x+w*0.28, r.Y, w*0.26, r.H))
		b.Text(c.U(ui.Box(x+w*0.28, r.Y, w*0.26, r.H)), cash, L.small, col, false, ui.AlignRight)
		if !alive {
			b.Text(c.U(ui.Box(x+w*0.56, r.Y, w*0.44, r.H)), stats, L.small, dim, false, ui.AlignRight)
			return
		}
		c.statIcons(ui.Box(x+w*0.56, r.Y, w*0.44, r.H), s, signGoal, galGoal)
		return
	}
	w := r.W - (x - r.X) - 4
	b.Text(c.U(ui.Box(x, r.Y+2, w*0.6, r.H/2)), name, L.font, col, true, ui.AlignLeft)
	c.place(placeAcct(s), ui.Box(x+w*0.6, r.Y+2, w*0.4, r.H/2))
	b.Text(c.U(ui.Box(x+w*0.6, r.Y+2, w*0.4, r.H/2)), cash, L.font, col, true, ui.AlignRight)
	b.Text(c.U(ui.Box(x, r.Y+r.H/2-2, w, r.H/2)), stats, L.small, dim, false, ui.AlignLeft)
}

// statIcons draws a seat's counts in r (units), right-aligned, each after
// its icon: shops, signs against the goal, the largest gallery against the
// goal (a narrow row has no room for the words).
func (c *lctx) statIcons(r ui.Rect, s, signGoal, galGoal int) {
	b, L, v := c.b, c.L, c.v
	items := []struct {
		icon  func(px ui.Rect)
		words string
	}{
		{func(px ui.Rect) { deedIcon(b, px, 1, -1) }, fmt.Sprint(v.ShopCount(s))},
		{func(px ui.Rect) { signIcon(b, px) }, fmt.Sprintf("%d/%d", v.SignCount(s), signGoal)},
		{func(px ui.Rect) { galleryIcon(b, px, ui.SeatColour(s)) }, fmt.Sprintf("%d/%d", v.LargestGallery(s), galGoal)},
	}
	ic := L.small * 1.2
	x := r.X + r.W
	for i := len(items) - 1; i >= 0; i-- {
		tw := ui.TextWidth(items[i].words, b.Px(L.small), false)/b.T.U + 1
		x -= tw
		b.Text(c.U(ui.Box(x, r.Y, tw, r.H)), items[i].words, L.small, ui.ColTextDim, false, ui.AlignLeft)
		x -= ic + 2
		items[i].icon(c.U(ui.Box(x, r.Y+(r.H-ic)/2, ic, ic)))
		x -= 6
	}
}
