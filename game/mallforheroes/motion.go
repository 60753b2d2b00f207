package mallforheroes

import (
	"math"
	"strconv"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/ui"
)

// Moves in motion (ui.Mover). A drafted Shop glides from its place in the
// display to the turn panel, a placed one from there to its cell (the cell
// stays as it was until the card lands), a claimed Tower from its Wizard
// to its cell, the Bard's two Shops swap, a Shop the solo bot takes goes
// to the bot's panel; then a coin glides from the card to the mall's
// score, which shows the old total until the coin arrives. Each mall's
// last move stays ringed in its colour until its next one.
//
// Places: "mfh:slot:C,R" a display place, "mfh:hand" the held Shop,
// "mfh:at:P:X,Y" a cell of mall P, "mfh:score:P" its score,
// "mfh:wiz:W" Wizard W's row, "mfh:mon:M" Monster M's, "mfh:bot" the
// bot's panel. At the game's end each Monster glides to the scores it
// lowers.

// lastMove is a mall's last move as the board marks it: its cells.
type lastMove struct {
	cells [][2]int
}

func slotKey(col, row int) string { return "mfh:slot:" + strconv.Itoa(col) + "," + strconv.Itoa(row) }
func cellKey(p, x, y int) string {
	return "mfh:at:" + strconv.Itoa(p) + ":" + strconv.Itoa(x) + "," + strconv.Itoa(y)
}
func scoreKey(p int) string { return "mfh:score:" + strconv.Itoa(p) }
func wizKey(w int) string   { return "mfh:wiz:" + strconv.Itoa(w) }
func monKey(m int) string   { return "mfh:mon:" + strconv.Itoa(m) }

const (
	handKey = "mfh:hand"
	botKey  = "mfh:bot"
)

var (
	_ ui.Mover = (*table)(nil)
)

// Animate moves the glides on; false when nothing moves.
func (t *table) Animate() bool { return t.motion.Tick() }

// SetMotionSpeed sets the glides' speed (1 normal, 2 fast, 0 off).
func (t *table) SetMotionSpeed(s float64) { t.motion.SetSpeed(s) }

// Moving reports whether a glide is under way.
func (t *table) Moving() bool { return t.motion.Moving() }

// Glides are the glides as last drawn.
func (t *table) Glides() []ui.GlideStatus { return t.motion.Status() }

// showStep records step's last move and, when live, starts its glides;
// before and after are the full states around it.
func (t *table) showStep(before, after *rules.State, step engine.Step) {
	m, err := rules.ParseMove(step.Move)
	if err != nil {
		return
	}
	p := before.ActiveMall()
	if p < 0 || p >= len(t.last) {
		p = -1
	}
	var cells [][2]int
	switch m.Kind {
	case rules.MoveDraft:
		n := before.DisplayAt(m.Col, m.Row)
		t.glide("card", slotKey(m.Col, m.Row), handKey, 0, shopPiece(n, false))
	case rules.MovePlace:
		if k, ok := after.CardAt(p, m.X, m.Y); ok && p >= 0 {
			t.glide("card", handKey, cellKey(p, m.X, m.Y), 0, shopPiece(k.Shop, k.Rotated))
			cells = [][2]int{{m.X, m.Y}}
		}
	case rules.MoveTower:
		if p >= 0 {
			w := m.Wizard
			t.glide("tower", wizKey(w), cellKey(p, m.X, m.Y), 0, func(b *ui.Builder, r ui.Rect) { drawTower(b, r, w, r.W/b.Px(1)) })
			cells = [][2]int{{m.X, m.Y}}
		}
	case rules.MoveSwap:
		if p >= 0 {
			k1, _ := after.CardAt(p, m.X, m.Y)
			k2, _ := after.CardAt(p, m.X2, m.Y2)
			t.glide("card", cellKey(p, m.X2, m.Y2), cellKey(p, m.X, m.Y), 0, shopPiece(k1.Shop, k1.Rotated))
			t.glide("card:2", cellKey(p, m.X, m.Y), cellKey(p, m.X2, m.Y2), 0, shopPiece(k2.Shop, k2.Rotated))
			cells = [][2]int{{m.X, m.Y}, {m.X2, m.Y2}}
		}
	case rules.ChanceBot:
		// The bot takes the first Shop of the revealed type (the engine
		// says which by its display): the place that emptied.
		for row := 0; row < 3; row++ {
			for col := 0; col < 4; col++ {
				if n := before.DisplayAt(col, row); n != 0 && after.DisplayAt(col, row) == 0 {
					t.glide("card", slotKey(col, row), botKey, 0, shopPiece(n, false))
				}
			}
		}
	}
	// The game's end: each Monster goes to the scores it takes points
	// from.
	if before.Phase() != "over" && after.Phase() == "over" {
		for q := 0; q < after.Malls() && q < len(t.shown); q++ {
			if after.ScoreOf(q).Monsters == 0 {
				continue
			}
			t.shown[q] = after.ScoreOf(q).Total - after.ScoreOf(q).Monsters
			for i, k := range after.Monsters() {
				t.glide("monster", monKey(k), scoreKey(q), i*ui.DefaultGlide/2, monsterPiece(k))
			}
		}
	}
	// The steps of one batch (a bot's draft and placing) play in turn:
	// the next step's glides wait for this one's.
	defer func() { t.wait = t.next }()
	if p >= 0 && len(cells) > 0 {
		t.last[p] = lastMove{cells: cells}
		if d := after.ScoreOf(p).Total - before.ScoreOf(p).Total; d != 0 {
			t.shown[p] = before.ScoreOf(p).Total
			c := cells[0]
			t.glide("coin", cellKey(p, c[0], c[1]), scoreKey(p), ui.DefaultGlide, coinPiece(d >= 0))
		}
	}
}

// glide starts a glide when the step is live (a replayed match starts
// none).
func (t *table) glide(id, from, to string, delay int, draw func(b *ui.Builder, r ui.Rect)) {
	if !t.live {
		return
	}
	t.motion.Add(ui.Glide{ID: id, From: from, To: to, Delay: t.wait + delay, Draw: draw})
	t.next = max(t.next, t.wait+delay+ui.DefaultGlide)
}

// shopPiece draws Shop n gliding.
func shopPiece(n int, turned bool) func(b *ui.Builder, r ui.Rect) {
	return func(b *ui.Builder, r ui.Rect) {
		if n == 0 {
			return
		}
		s := math.Min(r.W, r.H)
		sq := ui.Rect{X: r.CX() - s/2, Y: r.CY() - s/2, W: s, H: s}
		drawShop(b, sq, n, turned, s/b.Px(1))
	}
}

// monsterPiece draws Monster k on its way to a score.
func monsterPiece(k int) func(b *ui.Builder, r ui.Rect) {
	return func(b *ui.Builder, r ui.Rect) {
		s := math.Max(math.Min(r.W, r.H), b.Px(24))
		monsterIcon(b, ui.Rect{X: r.CX() - s/2, Y: r.CY() - s/2, W: s, H: s}, k)
	}
}

// coinPiece draws a coin: gold for points won, grey for points lost.
func coinPiece(gain bool) func(b *ui.Builder, r ui.Rect) {
	return func(b *ui.Builder, r ui.Rect) {
		s := math.Min(math.Min(r.W, r.H), b.Px(26))
		col := ui.RGB(0xf2, 0xc1, 0x3a)
		if !gain {
			col = ui.ColButtonOff
		}
		b.Circle(r.CX(), r.CY(), s/2, col, inkDark, math.Max(1, s*0.08))
		b.Circle(r.CX(), r.CY(), s*0.3, ui.Mix(col, inkLight, 0.35), col, 0)
	}
}

// shownScore is mall p's score as its label shows it: the old total while
// a coin still travels to it.
func (t *table) shownScore(p int, now int) int {
	if p >= 0 && p < len(t.shown) && t.motion.Pending(scoreKey(p)) {
		return t.shown[p]
	}
	return now
}

// markLast rings mall p's last move in its colour (at(x, y) is a cell's
// rectangle in units).
func (c *tctx) markLast(p int, at func(x, y int) ui.Rect, cell float64) {
	if p < 0 || p >= len(c.t.last) || c.v.Phase() == "over" {
		return
	}
	for _, xy := range c.t.last[p].cells {
		if _, ok := c.v.CardAt(p, xy[0], xy[1]); !ok || c.t.motion.Pending(cellKey(p, xy[0], xy[1])) {
			continue
		}
		r := c.U(at(xy[0], xy[1]).Inset(-math.Max(1.5, cell*0.04)))
		c.b.Stroke(r, ui.SeatColour(p), math.Max(2, cell*0.05), cell*0.1)
	}
}
