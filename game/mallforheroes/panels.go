package mallforheroes

import (
	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The display, the hand (the held Shop and the choice buttons) and the
// other malls.

// display draws the 4×3 display: draft targets, the other Shops with
// their rules on tap, the empty places and the deck.
func (c *tctx) display() {
	b, L, v := c.b, c.L, c.v
	title := lang.N(v.DeckSize(), "Display · deck %d Shop", "Display · deck %d Shops")
	in := c.section(L.display, title)
	gap := 5.0
	if L.portrait {
		gap = 3
	}
	cell := min((in.W-3*gap)/4, (in.H-16-2*gap)/3)
	ox := in.X + (in.W-(4*cell+3*gap))/2
	oy := in.Y
	for r := 0; r < 3; r++ {
		for col := 0; col < 4; col++ {
			rc := ui.Box(ox+float64(col)*(cell+gap), oy+float64(r)*(cell+gap), cell, cell)
			c.t.motion.Place(slotKey(col, r), c.U(rc))
			n := v.DisplayAt(col, r)
			if n == 0 {
				b.Stroke(c.U(rc), ui.ColPanelEdge, 1, 4)
				continue
			}
			drawShop(b, c.U(rc), n, false, cell)
			id := DraftTarget(col, r)
			avail := v.Available(col, r)
			if avail {
				b.Fill(c.U(ui.Box(rc.X+rc.W/2-cell*0.16, rc.Y+rc.H-3, cell*0.32, 3)), ui.ColGood, 1)
			}
			if c.acting && c.p.Enabled(id) {
				b.Decorate(c.U(rc), id, true, c.p.Selected(id), false, 4)
				b.Spot(id, c.U(rc), true, "")
				continue
			}
			if c.acting && v.Phase() == "draft" {
				b.Decorate(c.U(rc), id, false, false, true, 4)
			} else if avail {
				b.Stroke(c.U(rc), ui.ColGood, 1.5, 4)
			}
			b.Spot(InfoTarget(rules.ShopID(n)), c.U(rc), true, "")
		}
	}
	legend := lang.T("Green mark: a free corner, draftable")
	if L.portrait {
		legend = lang.T("Green: draftable")
	}
	b.Text(c.U(ui.Box(in.X, in.Y+in.H-15, in.W, 15)), legend, L.small, ui.ColTextDim, false, ui.AlignLeft)
}

// hand shows the held Shop and the choice buttons: the Hero, pass, the
// types to remove and OK; online buttons when the focus seat waits.
func (c *tctx) hand() {
	b, L, v := c.b, c.L, c.v
	title := lang.T("Turn")
	if a := v.ActiveMall(); a >= 0 && v.Phase() != "over" {
		switch who := c.mallWho(a); {
		case v.Solo():
			title = lang.F("%s plays", who)
		case isYou(c.c.Name(a)):
			title = lang.T("Your turn")
		default:
			title = lang.F("%s's turn", who)
		}
	}
	in := c.section(L.hand, title)
	x := in.X
	side := min(in.H, in.W*0.42)
	if L.portrait {
		side = min(in.H*0.4, in.W*0.5)
	}
	c.t.motion.Place(handKey, c.U(ui.Box(in.X, in.Y, side, side)))
	if held := v.Held(); held != 0 && !c.t.motion.Pending(handKey) {
		turned := false
		if c.acting && c.p.Armed() {
			h, _ := v.HeroOf(v.ActiveMall())
			turned = h == rules.Druid
		}
		r := ui.Box(in.X, in.Y, side, side)
		drawShop(b, c.U(r), held, turned, side)
		b.Stroke(c.U(r.Inset(-2)), ui.ColSelected, 2, 5)
		b.Spot(InfoTarget(rules.ShopID(held)), c.U(r), true, "")
		if L.portrait {
			in = ui.Box(in.X, in.Y+side+4, in.W, in.H-side-4)
		} else {
			x = in.X + side + 10
		}
	}
	area := ui.Box(x, in.Y, in.X+in.W-x, in.H)
	if !c.acting {
		if c.c.Online != nil && ui.NetButtons(b, area, c.c, L.small) {
			return
		}
		words := lang.T("Nothing to do now.")
		if v.Phase() == "over" {
			words = lang.T("The game is over: the breakdown is on the results screen.")
		}
		if a := v.ActiveMall(); a >= 0 {
			if h, ready := v.HeroOf(a); h != 0 {
				words = lang.F("%s's Hero: %s (%s).", c.mallWho(a), heroName(h), readyWords(ready))
			}
		}
		b.Para(c.U(area), words, L.small, ui.ColTextDim, false)
		return
	}
	var ids, labels []string
	if c.p.HeroOffered() {
		h, _ := v.HeroOf(v.ActiveMall())
		label := lang.F("Use the %s", heroName(h))
		if c.p.Armed() {
			label = lang.F("%s: on", heroName(h))
		}
		ids, labels = append(ids, HeroTarget), append(labels, label)
	}
	for _, id := range c.p.Targets() {
		if ty, ok := ParseRemove(id); ok {
			label := lang.F("Remove %s", TypePlural(ty))
			if L.portrait { // the prompt says what the buttons do
				label = TypePlural(ty)
			}
			ids, labels = append(ids, id), append(labels, label)
		}
	}
	if c.p.Has(passMove) {
		label := lang.T("Pass")
		if v.Phase() == "bard" {
			label = lang.T("Pass (keep the Bard)")
		}
		ids, labels = append(ids, PassTarget), append(labels, label)
	}
	for _, id := range c.p.Targets() {
		if id == OKTarget {
			ids, labels = append(ids, OKTarget), append(labels, lang.T("OK"))
		}
	}
	// Wizard claims are drawn with the Wizards; in portrait too.
	if len(ids) == 0 {
		words := lang.T("Choose on the table.")
		if h, ready := v.HeroOf(v.ActiveMall()); h != 0 {
			words = lang.F("Hero: %s (%s).", heroName(h), readyWords(ready))
		}
		b.Para(c.U(area), words, L.small, ui.ColTextDim, false)
		return
	}
	b.ButtonRow(area, ids, labels, c.p.Enabled, c.p.Selected, L.small)
}

// pointWords is "1 point", "4 points".
func pointWords(n int) string {
	return lang.N(n, "%d point", "%d points")
}

func readyWords(ready bool) string {
	if ready {
		return lang.T("ready")
	}
	return lang.T("exhausted")
}

// otherMalls draws the malls not shown large, small, side by side.
func (c *tctx) otherMalls() {
	var ps []int
	for p := 0; p < c.v.Malls(); p++ {
		if p != c.big {
			ps = append(ps, p)
		}
	}
	if len(ps) == 0 {
		return
	}
	r := c.L.others
	cols, rows := len(ps), 1
	if !c.L.portrait && len(ps) > 1 {
		cols, rows = 1, len(ps)
		if len(ps) > 2 {
			cols, rows = 2, (len(ps)+1)/2
		}
	}
	gap := 6.0
	w := (r.W - float64(cols-1)*gap) / float64(cols)
	h := (r.H - float64(rows-1)*gap) / float64(rows)
	for i, p := range ps {
		col, row := i%cols, i/cols
		c.mallPanel(ui.Box(r.X+float64(col)*(w+gap), r.Y+float64(row)*(h+gap), w, h), p, false)
	}
}

// firstFit is the first of labels whose bold text at size fits w units
// (a button's label), else the last one.
func (c *tctx) firstFit(w, size float64, labels ...string) string {
	px := c.b.Px(size)
	for _, l := range labels {
		if ui.TextWidth(l, px, true) <= c.b.Px(w) {
			return l
		}
	}
	return labels[len(labels)-1]
}
