// Package luxshopping is Luxembourg-Shopping's part of the client: its table
// (the 66-space loop with the zones, the shops in their owners' colours,
// galleries, signs and pawns; the dice, the last card, the seats and the
// narrated log), the picker that turns clicks into one of the engine's
// legal moves, the narration and the results. The shell reaches it only
// through ui.GameUI.
//
// Nothing here decides a rule: the choices offered come from the engine's
// LegalMoves, what a choice costs is read from the engine's own trace of
// the move, and the log is the engine's events in words.
//
// Nothing of the game is secret, so the table draws the same for every
// seat; the shell's hotseat handoff still passes the device between people.
package luxshopping

import (
	"fmt"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/game/ui"
)

// UI is Luxembourg-Shopping's ui.GameUI.
type UI struct{}

var _ ui.GameUI = UI{}

// Game is the rules package the UI shows.
func (UI) Game() engine.Game { return rules.Game{} }

// NewTable prepares the table of one match; it narrates nothing until the
// shell calls CatchUp.
func (UI) NewTable(opts engine.Options, names []string) (ui.Table, error) {
	st, err := rules.Game{}.NewState(opts)
	if err != nil {
		return nil, err
	}
	return &table{shadow: st, names: append([]string(nil), names...), speed: 1,
		marks: make([]int, st.Players())}, nil
}

// NewPicker makes the picker over a seat's legal moves (a *Picker).
func (UI) NewPicker(legal []string) ui.Picker { return NewPicker(legal) }

var _ ui.Picker = (*Picker)(nil)

// table is Luxembourg-Shopping's ui.Table.
type table struct {
	shadow *rules.State // full state replayed from the log, for the narration
	names  []string
	done   int // steps applied to shadow
	anim   anim
	motion ui.Motion
	speed  float64 // the motion speed (1 normal, 2 fast, 0 off)
	// before is the state before the live batch under way: a place a
	// glide still travels to is drawn from it until the piece arrives.
	before  *rules.State
	card    shownCard // the card drawn in the turn under way
	prev    shownCard // the card shown before the live batch
	marks   []int     // each seat's last move: the space it marks (0: none)
	clock   int       // ticks animated (at speed: 2 a tick when fast)
	waiting []queued  // glides not started yet
	mover   int       // the seat whose move the live batch shows (-1: none)
	pawnAt  []ui.GlideStatus
}

// shownCard is the card the middle shows: drawn from pile for seat since
// the last roll (ok false: none).
type shownCard struct {
	pile rules.Pile
	n    int
	seat int
	ok   bool
}

var (
	_ ui.Table = (*table)(nil)
	_ ui.Mover = (*table)(nil)
)

// CatchUp narrates the new steps from the engine's events. live: the dice,
// the pawns' walks, the money, the cards and the shops of these steps are
// animated.
func (t *table) CatchUp(steps []engine.Step, live bool) ([]string, error) {
	var lines []string
	var evs []rules.Event
	from := t.positions()
	before, prev := t.shadow.Copy(), t.card
	for t.done < len(steps) {
		step := steps[t.done]
		ev, err := t.shadow.ApplyTrace(step.Seat, step.Move)
		if err != nil {
			return lines, fmt.Errorf("replay: step %d: %v", t.done+1, err)
		}
		t.done++
		evs = append(evs, ev...)
		t.remember(ev)
		lines = append(lines, Narrate(ev, t.names)...)
	}
	if live && len(evs) > 0 && t.speed > 0 {
		t.anim.start(from, evs)
		t.before, t.prev = before, prev
		t.glides(evs)
	}
	return lines, nil
}

// positions are the pawns' spaces now (0 at the start).
func (t *table) positions() []int {
	out := make([]int, t.shadow.Players())
	for s := range out {
		out[s] = t.shadow.Pos(s)
	}
	return out
}

// Blocking is always false: animations never hold the match.
func (t *table) Blocking() bool { return false }

// NothingHidden implements ui.Open: every card drawn, all cash and every
// shop are public, so hotseat needs no handoff between people.
func (t *table) NothingHidden() bool { return true }

// Animate advances the dice, the pawns and the glides by one tick.
func (t *table) Animate() bool {
	moved := t.anim.tick() || len(t.waiting) > 0
	step := 1
	if t.speed > 1 {
		step = 2
		if t.anim.active {
			t.anim.tick() // fast: the walk at double pace
		}
	}
	if len(t.waiting) > 0 {
		t.clock += step
		t.release()
	}
	if t.motion.Tick() {
		moved = true
	}
	if !t.Moving() {
		t.before = nil
	}
	return moved
}

// SetMotionSpeed sets the speed of the animations (1 normal, 2 fast, 0
// off: the pieces are simply where they go).
func (t *table) SetMotionSpeed(s float64) {
	t.speed = max(s, 0)
	t.motion.SetSpeed(s)
	if s == 0 {
		t.anim, t.waiting = anim{}, nil
		t.before = nil
	}
}

// Moving reports whether the dice roll, a pawn walks or a piece glides.
func (t *table) Moving() bool { return t.anim.active || t.motion.Moving() || len(t.waiting) > 0 }

// Glides are the pieces moving as last drawn: the walking pawns and the
// glides.
func (t *table) Glides() []ui.GlideStatus {
	if !t.Moving() {
		return nil
	}
	return append(append([]ui.GlideStatus(nil), t.pawnAt...), t.motion.Status()...)
}

// Click: the table has no target of its own beyond the picker's.
func (t *table) Click(id string, c *ui.TableCtx) bool { return false }

// Keys: the table takes no keys.
func (t *table) Keys(chars []rune, c *ui.TableCtx) bool { return false }

var _ ui.Spectator = (*table)(nil)

// Spectate implements ui.Spectator: nothing of this game is hidden, so a
// spectator gets every step as it is (engine.RedactWhole) and the table
// replays it as a player's does.
func (t *table) Spectate() error { return nil }
