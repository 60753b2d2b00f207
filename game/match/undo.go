package match

import (
	"fmt"
	"slices"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
)

// Undo in a local match (solo and hotseat). A person takes back their own
// decisions, and the bots' replies to them, since the last moment that
// showed them something they could not see before. The engine contract
// alone says which steps those are (Reveals): a chance step; the step that
// completes a simultaneous decision (the secret moves become known); any
// other step whose effect on the person's view cannot be foreseen from
// that view. Another person's decisions are never taken back. One undo
// goes back to the person's latest decision point; the state is the log's
// first steps replayed from the start, so it is exactly the earlier one.

// Reveals applies step to st (a full state) and reports whether it showed
// seat something: a chance step, the step that completes a simultaneous
// decision, or a step whose result seen by seat differs from what seat's
// view before the step gives when the same move is applied to it (a view
// that cannot apply the move counts as a reveal). An illegal step is an
// error, and st is then unchanged.
func Reveals(st engine.State, seat int, step engine.Step) (bool, error) {
	d := st.Decision()
	completes := d.Kind == engine.Simultaneous && len(d.Seats) == 1 && d.Seats[0] == step.Seat
	before := st.View(seat)
	if err := st.Apply(step.Seat, step.Move); err != nil {
		return false, err
	}
	if step.Seat == engine.Chance || d.Kind == engine.ChanceNode || completes {
		return true, nil
	}
	if err := before.Apply(step.Seat, step.Move); err != nil {
		return true, nil
	}
	return before.Hash() != st.View(seat).Hash(), nil
}

// UndoSpan is how many steps an undo for seat would take back now: back to
// seat's latest decision, with everything played since (the bots'
// replies, seat's own later moves), when seat acts now, is a person's
// seat, and none of those steps is another person's or revealed anything
// to seat (Reveals). 0: nothing can be undone.
func (l *Local) UndoSpan(seat int) int {
	steps := l.match.Steps
	if seat < 0 || seat >= l.st.Seats() || l.Bot(seat) != "" || !l.st.Decision().Acts(seat) {
		return 0
	}
	k := -1
	for j := len(steps) - 1; j >= 0; j-- {
		s := steps[j]
		if s.Seat == seat {
			k = j
			break
		}
		if s.Seat == engine.Chance || l.Bot(s.Seat) == "" {
			return 0 // chance, or another person's decision
		}
	}
	if k < 0 {
		return 0
	}
	st, err := l.replay(k)
	if err != nil {
		return 0
	}
	for _, s := range steps[k:] {
		if rev, err := Reveals(st, seat, s); err != nil || rev {
			return 0
		}
	}
	return len(steps) - k
}

// Rewind takes back the last n steps: the state becomes the log's first
// steps replayed from the start. It does not check that anything may be
// undone (UndoSpan does); on an error the match is unchanged.
func (l *Local) Rewind(n int) error {
	if n < 0 || n > len(l.match.Steps) {
		return fmt.Errorf("cannot take back %d steps of %d", n, len(l.match.Steps))
	}
	k := len(l.match.Steps) - n
	st, err := l.replay(k)
	if err != nil {
		return err
	}
	l.st, l.match.Steps = st, slices.Clone(l.match.Steps[:k])
	return nil
}

// replay is the state after the log's first k steps.
func (l *Local) replay(k int) (engine.State, error) {
	g, err := games.Lookup(l.match.Game)
	if err != nil {
		return nil, err
	}
	st, err := g.New(l.match.Options)
	if err != nil {
		return nil, err
	}
	for i, s := range l.match.Steps[:k] {
		if err := st.Apply(s.Seat, s.Move); err != nil {
			return nil, fmt.Errorf("replay: step %d: %v", i+1, err)
		}
	}
	return st, nil
}

// UndoSpan is how many steps Undo(seat) would take back now (0: none): a
// local match only, never an online one. The answer is kept until the
// match moves.
func (d *Driver) UndoSpan(seat int) int {
	l, ok := d.Local()
	if !ok {
		return 0
	}
	key := [3]int{len(l.match.Steps), seat, d.undos}
	if d.undoKey != key || !d.undoKnown {
		d.undoKey, d.undoKnown, d.undoN = key, true, l.UndoSpan(seat)
	}
	return d.undoN
}

// Undo takes back seat's latest decision and what followed it
// (UndoSpan), cancels a bot's search and a hint under way, and returns
// how many steps it took back. It is seat's decision again: no bot acts
// before seat does.
func (d *Driver) Undo(seat int) (int, error) {
	n := d.UndoSpan(seat)
	if n == 0 {
		return 0, fmt.Errorf("%s has nothing to undo", engine.SeatName(seat))
	}
	l, _ := d.Local()
	if err := l.Rewind(n); err != nil {
		return 0, err
	}
	d.undos++
	d.think, d.hint = nil, nil
	d.lastThink = ThinkInfo{Seat: -1}
	d.stepped()
	return n, nil
}
