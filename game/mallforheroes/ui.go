// Package mallforheroes is Mall for Heroes' part of the client: its table
// (the 4×3 display, every mall with its Shops, garden quarters, Entrance
// and Towers, the held Shop, the Wizards, Monsters and Heroes with their
// rules in words, the solo bot), the picker that turns clicks into one of
// the engine's legal moves, the narration of the log and the breakdown of
// the final scores. The shell reaches it only through ui.GameUI.
//
// Nothing here decides a rule: the choices come from the engine's
// LegalMoves, a preview is the engine applying the move to a copy of the
// view, and scores are the engine's ScoreOf and ScoreMapOf.
package mallforheroes

import (
	"fmt"
	"strings"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/ui"
)

// UI is Mall for Heroes' ui.GameUI.
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
	return &table{shadow: st, names: append([]string(nil), names...)}, nil
}

// NewPicker makes the picker over a seat's legal moves (a *Picker).
func (UI) NewPicker(legal []string) ui.Picker { return NewPicker(legal) }

var _ ui.Picker = (*Picker)(nil)

// table is Mall for Heroes' ui.Table.
type table struct {
	shadow *rules.State // the full state replayed from the log, for the narration
	names  []string
	done   int    // steps applied to shadow
	info   string // the card whose rule a tap opened ("W3"), or ""

	motion ui.Motion
	live   bool        // the steps CatchUp is applying are live
	wait   int         // ticks the glides of the step being applied wait
	next   int         // ticks until the glides started so far end
	last   [5]lastMove // each mall's last move, ringed on the board
	shown  [5]int      // each mall's score before its last coin's glide
}

var (
	_ ui.Table  = (*table)(nil)
	_ ui.Open   = (*table)(nil)
	_ ui.Teller = (*table)(nil)
)

// CatchUp narrates the new steps.
func (t *table) CatchUp(steps []engine.Step, live bool) ([]string, error) {
	var lines []string
	t.wait, t.next = 0, 0
	for t.done < len(steps) {
		step := steps[t.done]
		before := t.shadow.Copy()
		if err := t.shadow.Apply(step.Seat, step.Move); err != nil {
			return lines, fmt.Errorf("replay: step %d: %v", t.done+1, err)
		}
		t.done++
		t.live = live
		t.showStep(before, t.shadow, step)
		lines = append(lines, Narrate(before, t.shadow, step, t.names)...)
	}
	return lines, nil
}

// TellMove says a move of seat in words before it is played (a hint's
// line): the narration's sentence for it, on a copy of seat's view; "" for
// a move the view does not take.
func (t *table) TellMove(view engine.State, seat int, move string, names []string) string {
	v, ok := view.(*rules.State)
	m, err := rules.ParseMove(move)
	if !ok || err != nil || m.Kind.Chance() {
		return ""
	}
	after := v.Copy()
	if err := after.Apply(seat, move); err != nil {
		return ""
	}
	return teller{names: names, solo: v.Solo()}.decision(v, after, m)
}

// Blocking is always false: the final scores are shown on the malls
// without holding the match.
func (t *table) Blocking() bool { return false }

// NothingHidden implements ui.Open: only the deck order is secret, and it
// is in no state, so hotseat needs no handoff between people.
func (t *table) NothingHidden() bool { return true }

// Click opens (or closes) a card's rule on an info target; any other click
// closes it and is left to the picker.
func (t *table) Click(id string, c *ui.TableCtx) bool {
	card, ok := strings.CutPrefix(id, "mfh:info:")
	if !ok {
		t.info = ""
		return false
	}
	if t.info == card {
		t.info = ""
	} else {
		t.info = card
	}
	return true
}

// Keys: the table takes no keys.
func (t *table) Keys(chars []rune, c *ui.TableCtx) bool { return false }

var _ ui.Spectator = (*table)(nil)

// Spectate implements ui.Spectator: nothing of this game is hidden, so a
// spectator gets every step as it is (engine.RedactWhole) and the table
// replays it as a player's does.
func (t *table) Spectate() error { return nil }
