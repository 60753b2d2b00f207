// Package testgame is Test Race's part of the client: a plain table (the
// seats with their scores, the prompt, one button per legal move and the
// narrated log), the picker behind those buttons, the narration and the
// results. Test Race exists for tests (engine/testgame): the shell's tests
// plug it in to exercise every kind of decision through the GameUI seam.
package testgame

import (
	"fmt"
	"strings"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/testgame"
	"github.com/galleria-games/galleria/game/ui"
)

// UI is Test Race's ui.GameUI.
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

// TargetID is the id of the button that makes move: "tg:" and the move with
// its spaces turned into underscores ("tg:take_1", "tg:bid_0").
func TargetID(move string) string { return "tg:" + strings.ReplaceAll(move, " ", "_") }

// Label is the words on move's button: "Take 1", "Bid 0".
func Label(move string) string {
	if move == "" {
		return ""
	}
	return strings.ToUpper(move[:1]) + move[1:]
}

// Picker is one button per legal move: a click on a button is its move at
// once.
type Picker struct{ moves []string }

var _ ui.Picker = (*Picker)(nil)

// NewPicker makes the picker over legal (one seat's LegalMoves).
func NewPicker(legal []string) *Picker { return &Picker{moves: append([]string(nil), legal...)} }

// Moves lists the picker's moves, one button each, in the order given.
func (p *Picker) Moves() []string { return append([]string(nil), p.moves...) }

// Click returns the move of button id, "" if id is not one of the buttons.
func (p *Picker) Click(id string) string {
	for _, m := range p.moves {
		if TargetID(m) == id {
			return m
		}
	}
	return ""
}

// Reset does nothing: a choice is one click.
func (p *Picker) Reset() {}

// Plan is the one button that makes move, nil if move is not legal.
func (p *Picker) Plan(move string) []string {
	for _, m := range p.moves {
		if m == move {
			return []string{TargetID(m)}
		}
	}
	return nil
}

// table is Test Race's ui.Table.
type table struct {
	shadow *rules.State // full state replayed from the log, for the narration
	names  []string
	done   int // steps applied to shadow
}

// CatchUp narrates the new steps, one line each; a bid is told only with
// the round's other bids, once they are all in.
func (t *table) CatchUp(steps []engine.Step, live bool) ([]string, error) {
	var lines []string
	for t.done < len(steps) {
		step := steps[t.done]
		before := t.shadow.Copy()
		if err := t.shadow.Apply(step.Seat, step.Move); err != nil {
			return lines, fmt.Errorf("replay: step %d: %v", t.done+1, err)
		}
		t.done++
		if line := Narrate(before, t.shadow, step, t.names); line != "" {
			lines = append(lines, line)
		}
	}
	return lines, nil
}

// Narrate says in one plain line what step did, given the full state before
// and after it: "The die shows 3.", "Anna takes 2.", and when the last bid
// of a round is in, who bid 1 ("Anna and Carla bid 1 and gain 3."). A bid
// that leaves others to come says nothing ("").
func Narrate(before, after *rules.State, step engine.Step, names []string) string {
	name := func(seat int) string {
		if seat >= 0 && seat < len(names) && names[seat] != "" {
			return names[seat]
		}
		return fmt.Sprintf("Seat %d", seat+1)
	}
	switch {
	case step.Seat == engine.Chance:
		return fmt.Sprintf("The die shows %d.", after.Die())
	case before.Stage() == "take":
		n := after.Score(step.Seat) - before.Score(step.Seat)
		if name(step.Seat) == "You" {
			return fmt.Sprintf("You take %d.", n)
		}
		return fmt.Sprintf("%s takes %d.", name(step.Seat), n)
	case after.Round() == before.Round():
		return "" // more bids to come: nothing is told yet
	}
	var ones []string
	for s := 0; s < before.Seats(); s++ {
		bid := before.Pending(s)
		if s == step.Seat {
			bid = step.Move
		}
		if bid == rules.Bid1 {
			ones = append(ones, name(s))
		}
	}
	if len(ones) == 0 {
		return "All bids are in: nobody bid 1."
	}
	return fmt.Sprintf("All bids are in: %s bid 1 and gain %d.", engine.NameList(ones), before.Die())
}

// Blocking is always false: the table has no overlay of its own.
func (t *table) Blocking() bool { return false }

// Click: the table has no target of its own.
func (t *table) Click(id string, c *ui.TableCtx) bool { return false }

// Keys: the table takes no keys.
func (t *table) Keys(chars []rune, c *ui.TableCtx) bool { return false }

// Results lists the seats in place order, one line each: the place, the
// name and the score, from y (after a gap) in a column w units wide; it
// returns the y below. The scores are all it shows: m is not needed.
func (t *table) Results(b *ui.Builder, m *engine.Match, st engine.State, names []string, y, w float64) float64 {
	res := st.Result()
	if res == nil {
		return y
	}
	info := rules.Game{}.Info()
	order := make([]int, len(res.Places))
	for i := range order {
		order[i] = i
	}
	// Stable by place: seats sharing a place keep seat order.
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && res.Places[order[j]] < res.Places[order[j-1]]; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	y += 10
	for _, s := range order {
		name := engine.SeatName(s)
		if s < len(names) && names[s] != "" {
			name = names[s]
		}
		fill := ui.ColPanel
		if res.Places[s] == 1 {
			fill = ui.Mix(ui.ColPanel, ui.ColHighlight, 0.18)
		}
		b.Fill(b.R(20, y, w-40, 34), fill, 6)
		b.Text(b.R(32, y, 56, 34), ui.Ordinal(res.Places[s]), 16, ui.ColText, true, ui.AlignLeft)
		ui.SeatChip(b, b.R(92, y+9, 16, 16), s)
		b.Text(b.R(116, y, w-300, 34), name, 16, ui.ColText, true, ui.AlignLeft)
		b.Text(b.R(w-180, y, 150, 34), info.FormatScore(res.Scores[s]), 16, ui.ColText, true, ui.AlignRight)
		y += 40
	}
	return y + 4
}
