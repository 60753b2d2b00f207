// Package mallworld is Mall World's part of the client: its table (the mall,
// the lobby, the office, the cards, the seats, the phase-end scoring), the
// picker that turns clicks into legal moves, the narration of the move log
// and the breakdown of the final scores. The shell reaches it through
// ui.GameUI only.
package mallworld

import (
	"fmt"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// UI is Mall World's ui.GameUI.
type UI struct{}

var _ ui.GameUI = UI{}

// Game is the rules of Mall World.
func (UI) Game() engine.Game { return rules.Game{} }

// NewTable prepares the table of a match: the shadow state the narration
// replays the log on starts from these options.
func (UI) NewTable(opts engine.Options, names []string) (ui.Table, error) {
	st, err := rules.Game{}.NewState(opts)
	if err != nil {
		return nil, err
	}
	return &table{names: append([]string(nil), names...), shadow: st}, nil
}

// NewPicker makes the picker over a seat's legal moves.
func (UI) NewPicker(legal []string) ui.Picker { return NewPicker(legal) }

// table is one running match of Mall World as the client shows it: the full
// state replayed from the log (for the narration, which sees what everyone
// sees) and the phase-end overlays not yet dismissed.
type table struct {
	names   []string
	shadow  *rules.State // full state replayed from the log
	done    int          // steps applied to shadow
	scoring []scoring    // phase-end overlays not yet dismissed, oldest first
	mo      motionState  // glides under way, the last space of each seat
	ended   endedLedger  // the ledger of the match last drawn on the results
	watch   bool         // a spectator's table: shadow is a spectator's view (spectate.go)
	rooms   int          // spectator: the rooms placed so far (storage, then locker)
}

// CatchUp narrates the steps after those already seen. live: a phase end
// opens the scoring overlay.
func (t *table) CatchUp(steps []engine.Step, live bool) ([]string, error) {
	var lines []string
	delay := 0
	for t.done < len(steps) {
		step := steps[t.done]
		before := t.shadow.Copy()
		line := ""
		if !t.watch {
			line = Describe(before, step, t.names)
		}
		if err := t.follow(step); err != nil {
			return lines, fmt.Errorf("replay: step %d: %v", t.done+1, err)
		}
		if t.watch {
			line = t.describeWatched(before, step)
		}
		t.done++
		if t.watch {
			step = plain(step)
		}
		delay = t.stepMotion(before, t.shadow, step, live, delay)
		lines = append(lines, line)
		if r := BidsRevealed(before, t.shadow, t.names); r != "" {
			lines = append(lines, r)
			lines = append(lines, TiesBroken(before, t.shadow, t.names)...)
		}
		if sc := PhaseScoring(before, t.shadow); sc != nil {
			phase := before.PositionOf().Phase
			final := t.shadow.Decision().Kind == engine.Terminal
			total := 0
			for _, l := range sc {
				total += l.Pay
			}
			lines = append(lines, lang.F("End of phase %d: contracts pay %s in all.", phase, CHF(total)))
			if live {
				t.scoring = append(t.scoring, scoring{phase: phase, final: final, lines: sc})
			}
		}
	}
	return lines, nil
}

// TellMove says a move of seat in words, on seat's view (a hint's line):
// short, in the imperative, with the cards and contracts named (tellMove).
func (t *table) TellMove(view engine.State, seat int, move string, names []string) string {
	v, ok := view.(*rules.State)
	if !ok {
		return ""
	}
	return tellMove(v, move)
}

// Blocking reports whether a phase-end scoring waits to be dismissed.
func (t *table) Blocking() bool { return len(t.scoring) > 0 }

// Click handles scoring:ok, which dismisses the oldest scoring overlay.
func (t *table) Click(id string, c *ui.TableCtx) bool {
	if id != "scoring:ok" {
		return false
	}
	if len(t.scoring) > 0 {
		t.scoring = t.scoring[1:]
	}
	return true
}

// Keys: Mall World has no keyboard shortcut.
func (t *table) Keys(chars []rune, c *ui.TableCtx) bool { return false }

// passLabel is the words on btn:pass at a stage.
func passLabel(stage string) string {
	switch stage {
	case "accept":
		return lang.T("No contract")
	case "develop", "discard":
		return lang.T("Done")
	}
	return lang.T("Pass")
}

// stageWords says what a stage is, for the header.
func stageWords(stage string) string {
	switch stage {
	case "setup", "start":
		return lang.T("Setting up")
	case "accept":
		return lang.T("Action 1: accept a contract")
	case "develop":
		return lang.T("Action 2: development")
	case "bid":
		return lang.T("Auction: sealed bids")
	case "play":
		return lang.T("Auction: playing the offered cards")
	case "cleanup", "discard":
		return lang.T("Action 3: discard and draw")
	case "end_turn", "tokens", "purge", "after_phase":
		return lang.T("End of turn")
	case "over":
		return lang.T("Game over")
	}
	return stage
}
