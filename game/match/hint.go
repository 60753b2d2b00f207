package match

import (
	"fmt"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/game/lang"
)

// French for the search's own words in a hint's reason (bot.WhyFormats):
// the outlook and how the game's notes are put together. The games' notes
// have theirs in each game's package (fr_reasons.go).
func init() {
	lang.Add(lang.French, map[string]string{
		"the only legal move":     "le seul coup permis",
		"your best chance to win": "votre meilleure chance de gagner",
		"keeps you in the race":   "vous garde dans la course",
		"the least bad option":    "le moins mauvais choix",
		"%s: %s":                  "%s\u00a0: %s",
		"%s, %s":                  "%s, %s",
	})
}

// HintBot is the bot level that thinks of hints.
const HintBot = "hard"

// hintThink is a hint under way or found, for one seat at one step.
type hintThink struct {
	seat, step int
	th         *bot.Thought
	farm       *farming
}

// HintInfo is a hint (Driver.Hint).
type HintInfo struct {
	Seat, Step  int
	Done, Total int
	Ready       bool        // the search is over: Move and Why are set
	Move        string      // the move the hint suggests
	Reason      string      // why, in English (bot.Thought.Reason): no rates, no move texts
	Why         engine.Note // Reason before it was put in words (bot.Thought.Why): ui.Told words it
	Err         error
}

// CanHint reports whether a person at this device may ask for hints in
// this match (a local match of a game the search bot can play).
func (d *Driver) CanHint() bool {
	if !d.hints {
		return false
	}
	st := d.src.State()
	return st != nil && Searchable(st)
}

// StartHint starts thinking of a hint for a person's seat that acts now:
// the hard bot's search on that seat's view (Advance runs it in slices). A
// hint already under way or found for the seat at this step is kept.
func (d *Driver) StartHint(seat int) error {
	if !d.hints {
		return fmt.Errorf("hints are for local matches")
	}
	st := d.src.State()
	if st == nil || seat < 0 || seat >= st.Seats() || d.src.Bot(seat) != "" {
		return fmt.Errorf("seat %d is not a person's seat", seat)
	}
	step := len(d.src.Steps())
	if h := d.hint; h != nil && h.seat == seat && h.step == step {
		return nil
	}
	if !st.Decision().Acts(seat) {
		return fmt.Errorf("seat %d is not to move now", seat)
	}
	b, err := d.bot(HintBot)
	if err != nil {
		return err
	}
	tb, ok := b.(bot.Thinker)
	if !ok {
		return fmt.Errorf("the %s bot cannot think in slices", HintBot)
	}
	th, err := tb.Think(st.View(seat), seat, d.src.Rand(StreamHint))
	if err != nil {
		return err
	}
	d.dropHint()
	d.hint = &hintThink{seat: seat, step: step, th: th, farm: d.newFarming(st, seat, HintBot)}
	return nil
}

// Hint is the hint under way or found for this step, or nil.
func (d *Driver) Hint() *HintInfo {
	h := d.hint
	if h == nil || h.step != len(d.src.Steps()) {
		return nil
	}
	done, total := h.th.Progress()
	out := &HintInfo{Seat: h.seat, Step: h.step, Done: done, Total: total, Ready: h.th.Done()}
	if out.Ready {
		out.Move, out.Err = h.th.Move()
		if out.Err == nil {
			out.Why = h.th.Why()
			out.Reason = out.Why.String()
		}
	}
	return out
}

// ClearHint forgets the hint.
func (d *Driver) ClearHint() { d.dropHint() }

// dropHint forgets the hint and the parts of its search still out.
func (d *Driver) dropHint() {
	if d.hint != nil {
		d.forget(d.hint.farm)
	}
	d.hint = nil
}
