package mallworld

import (
	"strconv"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The table shows its moves in motion (ui.Mover): a card glides from the
// offer or a hand to the mall's space it builds on or rents, a contract
// from the lobby to its seat, a corruption token from the office to the
// seat's account, offered cards from the seat to the offer, taken ones
// from the display to the seat, coins to the black box. Until the card
// arrives, the space keeps its look from before the move. The last space
// each seat played on keeps a ring in the seat's colour until that seat
// plays on the mall again.
//
// Places glides start or end at, besides the targets ("cell:B3"): "seat:N"
// (a seat's panel), "account:N" (its bank account), "lobby", "office",
// "display", "offer", "blackbox", "drawpile".

var _ ui.Mover = (*table)(nil)

// motionState is what the table keeps for its motion.
type motionState struct {
	motion   ui.Motion
	before   map[string]string // a space's code before a move gliding to it
	last     map[int]string    // seat → the space it last played on
	speed    float64           // as set by SetMotionSpeed
	speedSet bool
}

// Animate moves the glides on by one tick.
// The payments of a scoring overlay count up (at once with motion off).
func (t *table) Animate() bool {
	moved := t.mo.motion.Tick()
	if len(t.scoring) > 0 && t.scoring[0].ticks < countTicks {
		t.scoring[0].ticks += t.countStep()
		moved = true
	}
	return moved
}

// countStep is how many ticks a scoring's count moves on per tick: by the
// motion's speed, all at once when it is off.
func (t *table) countStep() int {
	switch {
	case t.mo.speed == 0 && t.mo.speedSet:
		return countTicks
	case t.mo.speed >= 2:
		return 2
	}
	return 1
}

// SetMotionSpeed sets the speed (1 normal, 2 fast, 0 off).
func (t *table) SetMotionSpeed(s float64) {
	t.mo.motion.SetSpeed(s)
	t.mo.speed, t.mo.speedSet = s, true
}

// Moving reports whether a piece is still travelling.
func (t *table) Moving() bool { return t.mo.motion.Moving() }

// Glides are the pieces as last drawn.
func (t *table) Glides() []ui.GlideStatus { return t.mo.motion.Status() }

// lastCell is the space seat last played on, "" if none.
func (t *table) lastCell(seat int) string { return t.mo.last[seat] }

// stepMotion notes a step's last space and, when live, starts its glides
// after delay ticks; it returns the delay for the next step's glides.
// before is the full state before the step, after after it.
func (t *table) stepMotion(before, after *rules.State, step engine.Step, live bool, delay int) int {
	m, err := rules.ParseMove(step.Move)
	if err != nil || step.Seat == engine.Chance && before.PendingChance() != "display" {
		return delay
	}
	if t.mo.last == nil {
		t.mo.last = map[int]string{}
	}
	seat := strconv.Itoa(step.Seat)
	var gl []ui.Glide
	card := func(code string) func(b *ui.Builder, r ui.Rect) {
		return func(b *ui.Builder, r ui.Rect) { amenityCard(b, r, code) }
	}
	switch {
	case step.Seat == engine.Chance: // a card revealed in the display
		gl = append(gl, ui.Glide{ID: "card", From: "drawpile", To: "display", Draw: card(m.Card)})
	case m.Kind == rules.MoveBuild || m.Kind == rules.MoveRent:
		t.mo.last[step.Seat] = "cell:" + m.Cell
		if !live {
			return delay
		}
		from := "seat:" + seat
		if before.PositionOf().Stage == "play" {
			from = "offer"
		}
		key := "cell:" + m.Cell
		if t.mo.before == nil {
			t.mo.before = map[string]string{}
		}
		t.mo.before[key] = cellCode(before.PositionOf(), m.Cell)
		gl = append(gl, ui.Glide{ID: "card", From: from, To: key, Draw: card(m.Card)})
	case m.Kind == rules.MoveAccept:
		id := m.Contract
		gl = append(gl, ui.Glide{ID: "contract", From: "lobby", To: "seat:" + seat, Draw: func(b *ui.Builder, r ui.Rect) { contractCard(b, r, id) }})
		gl = append(gl, ui.Glide{ID: "coin", From: "account:" + seat, To: "lobby", Draw: coinDraw})
	case m.Kind == rules.MoveValidate:
		tok := m.Token
		gl = append(gl, ui.Glide{ID: "token", From: "office", To: "account:" + seat, Draw: func(b *ui.Builder, r ui.Rect) {
			v := ""
			if tok > 0 {
				v = "+"
			}
			corruptionToken(b, r, v+strconv.Itoa(tok))
		}})
	case m.Kind == rules.MoveOffer:
		for _, c := range m.Cards {
			gl = append(gl, ui.Glide{ID: "card", From: "seat:" + seat, To: "offer", Draw: card(c)})
		}
		if !rules.Auctioned(len(m.Cards)) {
			gl = append(gl, ui.Glide{ID: "coin", From: "seat:" + seat, To: "blackbox", Draw: coinDraw})
		}
	case m.Kind == rules.MoveTake:
		for _, c := range m.Cards {
			gl = append(gl, ui.Glide{ID: "card", From: "display", To: "seat:" + seat, Draw: card(c)})
		}
	case m.Kind == rules.MoveRefresh:
		gl = append(gl, ui.Glide{ID: "coin", From: "seat:" + seat, To: "blackbox", Draw: coinDraw})
	case m.Kind == rules.MoveDiscard || m.Kind == rules.MoveTrash:
		gl = append(gl, ui.Glide{ID: "card", From: "seat:" + seat, To: "display", Draw: card(m.Card)})
	}
	// An auction resolved: each winner's coins go to the black box or the
	// active player.
	if b, a := before.PositionOf(), after.PositionOf(); b.Stage == "bid" && a.Stage != "bid" {
		ranked, _ := rules.BidRanking(len(a.Seats), b.Active, b.Bidders, a.Bids)
		for i, s := range ranked {
			if i >= a.OfferSize-1 {
				break
			}
			to := "blackbox"
			if i == 0 && a.OfferSize == 3 && s != b.Active {
				to = "account:" + strconv.Itoa(b.Active)
			}
			gl = append(gl, ui.Glide{ID: "coin", From: "seat:" + strconv.Itoa(s), To: to, Draw: coinDraw})
		}
	}
	if !live || len(gl) == 0 {
		return delay
	}
	for i := range gl {
		gl[i].Delay = delay + 4*i
		t.mo.motion.Add(gl[i])
	}
	return delay + ui.DefaultGlide + 4*(len(gl)-1)
}

// coinDraw draws a coin in r.
func coinDraw(b *ui.Builder, r ui.Rect) {
	s := min(r.W, r.H)
	coinIcon(b, r.CX(), r.CY(), max(s*0.3, b.Px(8)))
}

// cellCode is the code of a space (its shop and tenant) in a position.
func cellCode(pos *rules.Position, cell string) string {
	cells := mallCells(pos.Mall)
	for i := range cells {
		if rules.CellName(i) == cell {
			return cells[i]
		}
	}
	return ""
}

// shown is the code to draw on a space: as it was before the move whose
// card still glides to it.
func (t *table) shown(name, code string) string {
	key := "cell:" + name
	if t.mo.motion.Pending(key) {
		if c, ok := t.mo.before[key]; ok {
			return c
		}
	}
	return code
}

// lastMarks rings the space each seat last played on in the seat's
// colour (once its card has arrived).
func (c *tctx) lastMarks() {
	for s := range c.pos.Seats {
		key := c.t.lastCell(s)
		if key == "" || c.t.mo.motion.Pending(key) {
			continue
		}
		name := key[len("cell:"):]
		for i := 0; i < rules.MallColumns*rules.MallRows; i++ {
			if rules.CellName(i) == name {
				r := c.b.U(c.L.cellRect(i%rules.MallColumns, i/rules.MallColumns)).Inset(c.b.Px(1))
				c.b.Stroke(r, ui.SeatColour(s), 3, 5)
			}
		}
	}
}

// places names the table's regions as places glides start or end at.
func (c *tctx) places() {
	m, L, b := &c.t.mo.motion, c.L, c.b
	for s := range c.pos.Seats {
		r := ui.Box(L.seats.X, L.seats.Y+float64(s)*L.seatH, L.seats.W, L.seatH-2)
		m.Place("seat:"+strconv.Itoa(s), b.U(ui.Box(r.X+r.W*0.3, r.Y, r.W*0.3, r.H)))
		m.Place("account:"+strconv.Itoa(s), b.U(ui.Box(r.X+r.W-L.seatH, r.Y, L.seatH-2, r.H)))
	}
	m.Place("lobby", b.U(L.lobby))
	m.Place("office", b.U(L.office))
	m.Place("blackbox", b.U(L.blackBox))
	d := L.display
	m.Place("display", b.U(ui.Box(d.X+L.cardW+24, d.Y+20, d.W-2*L.cardW-40, L.cardH)))
	m.Place("drawpile", b.U(ui.Box(d.X+8, d.Y+20, L.cardW, L.cardH)))
	m.Place("offer", b.U(ui.Box(L.offer.X+8, L.offer.Y+20, L.cardW, L.cardH)))
}

// lastTip says which seats last played on space name ("" if none), for
// the space's tip.
func (c *tctx) lastTip(name string) string {
	out := ""
	for s := range c.pos.Seats {
		if key := c.t.lastCell(s); key == "cell:"+name && !c.t.mo.motion.Pending(key) {
			out += "\n" + say(c.name(s), lang.F("%s's last move was here.", c.name(s)), lang.T("Your last move was here."))
		}
	}
	return out
}
