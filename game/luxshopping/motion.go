package luxshopping

import (
	"strconv"

	rules "github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/game/ui"
)

// The glides of a live batch of steps, after the dice and the walk (anim):
// money goes as a coin between the bank and the seats' accounts, a card
// drawn flies from the bank to the card panel, a shop bought, sold, won
// or lost goes as a small shop front between the bank and its space, a
// sign to its shop. Until a piece arrives, the place it goes to shows what
// it showed before the batch (Motion.Pending).

// Place keys: the bank (the dice), the card panel, a seat's account, a
// space of the loop.
const (
	placeBank = "bank"
	placeCard = "card"
)

func placeAcct(seat int) string { return "acct:" + strconv.Itoa(seat) }
func placeSpace(sp int) string  { return "sp:" + strconv.Itoa(sp) }

// gap is the delay between two glides of one batch, in ticks.
const gap = 6

// glideTicks is a glide's length at speed 1.
const glideTicks = 16

// remember keeps what the table shows from one step's events: the card of
// the turn (none after a new roll) and each seat's last move.
func (t *table) remember(evs []rules.Event) {
	for _, e := range evs {
		switch e.Kind {
		case rules.EvDice:
			t.card = shownCard{}
		case rules.EvDraw:
			t.card = shownCard{pile: e.Pile, n: e.Card, seat: e.Seat, ok: true}
		case rules.EvMove:
			t.mark(e.Seat, e.Space)
		case rules.EvBuy, rules.EvGallery, rules.EvMerge, rules.EvSign, rules.EvUnsign, rules.EvSold:
			t.mark(e.Seat, rules.SpaceOf(e.Shop))
		}
	}
}

func (t *table) mark(seat, sp int) {
	if seat >= 0 && seat < len(t.marks) {
		t.marks[seat] = sp
	}
}

// glides starts the glides of a live batch's events, one after another,
// once the dice and the walk are done.
func (t *table) glides(evs []rules.Event) {
	delay := 0 // the glides wait for the walk: at any speed, both run at the same pace
	if t.anim.active {
		delay = t.anim.end
	}
	add := func(id, from, to string, draw func(b *ui.Builder, r ui.Rect)) {
		t.queue(ui.Glide{ID: id, From: from, To: to, Delay: delay, Ticks: glideTicks, Draw: draw})
		delay += gap
	}
	coin := func(from, to string) { add("coin", from, to, coinIcon) }
	acct := func(seat int) string {
		if seat < 0 {
			return placeBank
		}
		return placeAcct(seat)
	}
	t.mover = -1
	for _, e := range evs {
		switch e.Kind {
		case rules.EvDice, rules.EvBuy, rules.EvNoBuy, rules.EvGallery, rules.EvMerge, rules.EvSign, rules.EvUnsign, rules.EvSold:
			t.mover = e.Seat // the seat whose move is shown: the last to act
		}
		switch e.Kind {
		case rules.EvDraw:
			col := colOff
			if e.Pile == rules.PileRed {
				col = colRed
			}
			add("card", placeBank, placeCard, func(b *ui.Builder, r ui.Rect) { cardIcon(b, cardShape(r), col) })
		case rules.EvIncome, rules.EvMailIncome, rules.EvJackpot, rules.EvReceive:
			coin(placeBank, acct(e.Seat))
		case rules.EvAllReceive:
			for s := 0; s < t.shadow.Players(); s++ {
				if t.shadow.Alive(s) {
					t.queue(ui.Glide{ID: "coin", From: placeBank, To: placeAcct(s), Delay: delay, Ticks: glideTicks, Draw: coinIcon})
				}
			}
			delay += gap
		case rules.EvPaid, rules.EvEliminated:
			coin(acct(e.Seat), acct(e.Other))
		case rules.EvBuy, rules.EvGallery, rules.EvMerge:
			coin(acct(e.Seat), placeBank)
			if e.Kind == rules.EvBuy {
				t.shopGlide(&delay, e.Shop, e.Seat, placeBank, placeSpace(rules.SpaceOf(e.Shop)))
			}
		case rules.EvFreeShop:
			t.shopGlide(&delay, e.Shop, e.Seat, placeBank, placeSpace(rules.SpaceOf(e.Shop)))
		case rules.EvSold, rules.EvLoseShop:
			t.shopGlide(&delay, e.Shop, -1, placeSpace(rules.SpaceOf(e.Shop)), placeBank)
			if e.Kind == rules.EvSold {
				coin(placeBank, acct(e.Seat))
			}
		case rules.EvSign:
			add("sign", placeBank, placeSpace(rules.SpaceOf(e.Shop)), func(b *ui.Builder, r ui.Rect) {
				s := min(r.W, r.H) * 0.6
				signIcon(b, ui.Rect{X: r.CX() - s/2, Y: r.CY() - s/2, W: s, H: s})
			})
		}
	}
}

// queued is a glide waiting for its turn: Motion gets it at tick at of
// the table's clock (a glide waiting in Motion would be drawn at its start
// until then).
type queued struct {
	at int
	g  ui.Glide
}

// queue adds a glide to start g.Delay ticks from now.
func (t *table) queue(g ui.Glide) {
	at := t.clock + g.Delay
	g.Delay = 0
	t.waiting = append(t.waiting, queued{at: at, g: g})
}

// release hands Motion the glides whose time has come.
func (t *table) release() {
	kept := t.waiting[:0]
	for _, q := range t.waiting {
		if q.at <= t.clock {
			t.motion.Add(q.g)
		} else {
			kept = append(kept, q)
		}
	}
	t.waiting = kept
}

// inbound reports whether a glide, under way or waiting, goes to key.
func (t *table) inbound(key string) bool {
	if t.motion.Pending(key) {
		return true
	}
	for _, q := range t.waiting {
		if q.g.To == key {
			return true
		}
	}
	return false
}

// shopGlide starts a shop front going from one place to another.
func (t *table) shopGlide(delay *int, k, owner int, from, to string) {
	t.queue(ui.Glide{ID: "shop", From: from, To: to, Delay: *delay, Ticks: glideTicks, Draw: func(b *ui.Builder, r ui.Rect) {
		s := min(r.W, r.H) * 0.8
		deedIcon(b, ui.Rect{X: r.CX() - s/2, Y: r.CY() - s/2, W: s, H: s}, k, owner)
	}})
	*delay += gap
}

// cardShape is a small card's rectangle centred in r (a glide's rectangle
// grows from the bank to the panel: the card keeps a card's proportions).
func cardShape(r ui.Rect) ui.Rect {
	h := min(r.H, r.W*1.4)
	w := h / 1.4
	return ui.Rect{X: r.CX() - w/2, Y: r.CY() - h/2, W: w, H: h}
}

// pending reports whether a glide still travels to place key: that place
// is drawn as it was before the batch.
func (c *lctx) pending(key string) bool {
	return c.t != nil && c.t.before != nil && c.t.inbound(key)
}

// shown is the state a place is drawn from: the state before the batch
// while a piece still travels to it, else the view.
func (c *lctx) shown(key string) *rules.State {
	if c.pending(key) {
		return c.t.before
	}
	return c.v
}

// marks draws each seat's last move: a ring in the seat's colour round the
// space it reached or the shop it acted on, until its next move.
func (c *lctx) marks() {
	if c.t == nil {
		return
	}
	seen := map[int]int{}
	for s, sp := range c.t.marks {
		if sp == 0 || !c.v.Alive(s) {
			continue
		}
		i := seen[sp]
		seen[sp]++
		r := c.L.cellRect(sp).Inset(float64(i) * 3)
		c.b.Stroke(c.U(r), ui.ColTextDark, 4, 4)
		c.b.Stroke(c.U(r), ui.SeatColour(s), 2.5, 4)
	}
}

// place names a rectangle (units) of this frame as a place glides go
// from or to.
func (c *lctx) place(key string, r ui.Rect) {
	if c.t != nil {
		c.t.motion.Place(key, c.U(r))
	}
}
