// Package mallornothing is Mall or Nothing's part of the client: its table
// (both malls, the drawn card with its rotation and lock buttons, the seats,
// the square legend and the narrated log), the picker that turns clicks into
// one of the engine's legal moves, the narration of the log and the breakdown
// of the final scores. The app shell reaches it only through ui.GameUI.
//
// The picker and the narration know no rule: the anchors offered come from
// the engine's LegalMoves, and a click sequence ends in one of those texts.
package mallornothing

import (
	"fmt"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/ui"
)

// UI is Mall or Nothing's ui.GameUI.
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

// table is Mall or Nothing's ui.Table.
type table struct {
	shadow  *rules.State // full state replayed from the log, for the narration
	names   []string
	done    int  // steps applied to shadow
	scoring bool // the final scoring is shown, until "scoring:ok"
	watch   bool // a spectator's table: shadow is a spectator's view

	motion ui.Motion
	last   [2]rules.Move // each seat's placement of the last round resolved (Kind 0: none)
	prior  *rules.State  // the state before that round resolved, while its glides run
}

var _ ui.Spectator = (*table)(nil)

// Spectate implements ui.Spectator: the shadow becomes a spectator's view,
// which follows the redacted log ("sealed" for a round's first move, then
// "reveal a / b").
func (t *table) Spectate() error {
	if t.done > 0 {
		return fmt.Errorf("a table that narrated steps cannot become a spectator's")
	}
	t.watch = true
	t.shadow = t.shadow.ViewState(t.shadow.Seats())
	return nil
}

// follow applies a step to the shadow: the real step, or for a
// spectator's table the redacted one.
func (t *table) follow(step engine.Step) error {
	if t.watch {
		return engine.Follow(t.shadow, step)
	}
	return t.shadow.Apply(step.Seat, step.Move)
}

// CatchUp narrates the new steps; live: the end of the game opens the final
// scoring.
func (t *table) CatchUp(steps []engine.Step, live bool) ([]string, error) {
	var lines []string
	for t.done < len(steps) {
		step := steps[t.done]
		before := t.shadow.Copy()
		if err := t.follow(step); err != nil {
			return lines, fmt.Errorf("replay: step %d: %v", t.done+1, err)
		}
		t.done++
		lines = append(lines, Narrate(before, t.shadow, step, t.names)...)
		if step.Seat != engine.Chance && t.shadow.Round() != before.Round() {
			t.resolved(before, step, live)
		}
		if live && t.shadow.Decision().Kind == engine.Terminal {
			t.scoring = true
		}
	}
	return lines, nil
}

// Blocking reports whether the final scoring is shown.
func (t *table) Blocking() bool { return t.scoring }

// Click handles "scoring:ok", which closes the final scoring.
func (t *table) Click(id string, c *ui.TableCtx) bool {
	if id == "scoring:ok" && t.scoring {
		t.scoring = false
		return true
	}
	return false
}

// Keys: R turns the drawn card.
func (t *table) Keys(chars []rune, c *ui.TableCtx) bool {
	p, ok := c.Picker.(*Picker)
	if !ok || p == nil || !c.Acting || t.scoring || c.ConfirmQuit {
		return false
	}
	changed := false
	for _, r := range chars {
		if r == 'r' || r == 'R' {
			p.Rotate()
			changed = true
		}
	}
	return changed
}
