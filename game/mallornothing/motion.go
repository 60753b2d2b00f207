package mallornothing

import (
	"image/color"
	"strconv"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/ui"
)

// Motion: when a round resolves live, each seat's card glides from where
// it was drawn (the focus seat's card panel, the other seat's line among
// the players) onto its place in the mall, then a coin glides from the
// card to the seat's score. Until the card lands its mall is drawn as it
// was; until the coin lands the score shown is the old one. The card each
// seat placed last stays outlined in the seat's colour until its next
// placement.

var _ ui.Mover = (*table)(nil)

const (
	cardTicks = 32 // a card's glide at speed 1
	coinTicks = 22 // a coin's, after the card's
)

// Place keys of the glides, by seat.
func handKey(seat int) string  { return "mn:hand:" + strconv.Itoa(seat) }
func footKey(seat int) string  { return "mn:foot:" + strconv.Itoa(seat) }
func scoreKey(seat int) string { return "mn:score:" + strconv.Itoa(seat) }

// resolved notes the placements of a round that just resolved (before is
// the state before its last step); live, it starts their glides.
func (t *table) resolved(before *rules.State, step engine.Step, live bool) {
	moves := roundMoves(before, step)
	for seat, text := range moves {
		m, err := rules.ParseMove(text)
		if err != nil || m.Kind != rules.MovePlace {
			t.last[seat] = rules.Move{}
			continue
		}
		t.last[seat] = m
		if !live {
			continue
		}
		t.prior = before
		t.motion.Add(ui.Glide{ID: "card:" + strconv.Itoa(seat), From: handKey(seat), To: footKey(seat), Ticks: cardTicks,
			Draw: func(b *ui.Builder, r ui.Rect) { drawCard(b, r, m.Card, m.Rot) }})
		t.motion.Add(ui.Glide{ID: "coin:" + strconv.Itoa(seat), From: footKey(seat), To: scoreKey(seat), Delay: cardTicks, Ticks: coinTicks,
			Draw: drawCoin})
	}
	if !live {
		t.prior = nil
	}
}

// Animate moves the glides on; false when nothing moves.
func (t *table) Animate() bool {
	moving := t.motion.Tick()
	if !t.motion.Moving() {
		t.prior = nil
	}
	return moving
}

// SetMotionSpeed sets the glides' speed (1 normal, 2 fast, 0 off).
func (t *table) SetMotionSpeed(s float64) { t.motion.SetSpeed(s) }

// Moving reports whether a glide is under way.
func (t *table) Moving() bool { return t.motion.Moving() }

// Glides are the glides as last drawn.
func (t *table) Glides() []ui.GlideStatus { return t.motion.Status() }

// drawCard draws card n, turned by rot, in r (device px), with a shadow:
// a card in the air.
func drawCard(b *ui.Builder, r ui.Rect, n, rot int) {
	b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: ui.Box(r.X+r.W*0.06, r.Y+r.W*0.06, r.W, r.H), Col: color.RGBA{0, 0, 0, 0x60}, Rad: 3})
	drawCardNumbered(b, r, n, rot)
}

// drawCardNumbered draws card n, turned by rot, in r (device px): its
// squares and its two numbers.
func drawCardNumbered(b *ui.Builder, r ui.Rect, n, rot int) {
	sq, err := rules.Lay(n, 0, 0, rot)
	if err != nil {
		return
	}
	cw, ch := r.W/2, r.H/3
	for _, s := range sq {
		square(b, ui.Box(r.X+float64(s.X)*cw, r.Y+float64(s.Y)*ch, cw, ch), s.Kind)
	}
	for _, s := range sq {
		if s.Corner {
			cornerNumber(b, ui.Box(r.X+float64(s.X)*cw, r.Y+float64(s.Y)*ch, cw, ch), n, s.X == 0 && s.Y == 0)
		}
	}
	b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KStroke, R: r, Col: ui.ColTextDark, LW: max(1, r.W*0.03), Rad: 3})
}

// drawCoin draws a coin in the middle of r (device px).
func drawCoin(b *ui.Builder, r ui.Rect) {
	rad := max(4, min(r.W, r.H)*0.3)
	rad = min(rad, 18*b.T.U)
	b.Circle(r.CX(), r.CY(), rad, ui.RGB(0xf0, 0xc0, 0x30), ui.RGB(0x80, 0x5a, 0x10), max(1, rad*0.15))
	b.Circle(r.CX(), r.CY(), rad*0.55, ui.RGB(0xf8, 0xd8, 0x60), ui.RGB(0xb0, 0x80, 0x20), max(1, rad*0.08))
}

// shown is the state seat's mall is drawn from: the one before the round
// resolved while its card glides there, else the view.
func (c *mctx) shown(seat int) *rules.State {
	if c.t != nil && c.t.prior != nil && c.t.motion.Pending(footKey(seat)) {
		return c.t.prior
	}
	return c.v
}

// scoreShown is seat's score as shown: the old one while its coin glides.
func (c *mctx) scoreShown(seat int) int {
	if c.t != nil && c.t.prior != nil && c.t.motion.Pending(scoreKey(seat)) {
		return c.t.prior.ScoreOf(seat).Total
	}
	return c.v.ScoreOf(seat).Total
}

// lastMark outlines the card seat placed last in its seat's colour, and
// names its footprint as the place its glide ends; at places a cell.
func (c *mctx) lastMark(seat int, at func(x, y int) ui.Rect, cell float64) {
	if c.t == nil {
		return
	}
	m := c.t.last[seat]
	if m.Kind != rules.MovePlace {
		return
	}
	foot := at(m.X, m.Y)
	foot.W, foot.H = 2*cell, 3*cell
	c.t.motion.Place(footKey(seat), c.U(foot))
	if c.t.motion.Pending(footKey(seat)) {
		return
	}
	col := ui.SeatColour(seat)
	c.b.Stroke(c.U(foot).Inset(-c.b.Px(2)), ui.ColTextDark, 5, 4)
	c.b.Stroke(c.U(foot).Inset(-c.b.Px(1)), col, 3, 4)
}
