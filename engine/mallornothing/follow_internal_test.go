package mallornothing

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/enginetest"
)

// FollowLeak is the leak check of the follow tests (enginetest.Leak),
// exported to them: after the step, each committed move the viewer's view
// hides (the other seat's, both for a spectator) shows no word of its text
// in the redacted step but the card number, which is public (the drawn
// card). Not even "place" or "discard" may show.
func FollowLeak(viewer int, r engine.Step, after engine.State) error {
	s := after.(*State)
	view := s.ViewState(viewer)
	words := strings.Fields(r.Move)
	for seat := 0; seat < nSeats; seat++ {
		hidden := s.Pending(seat)
		if hidden == "" || view.Pending(seat) == hidden {
			continue
		}
		if strings.Contains(r.Move, hidden) {
			return fmt.Errorf("it holds seat %d's committed move %q", seat, hidden)
		}
		card := strconv.Itoa(s.Drawn(seat))
		for _, w := range strings.Fields(hidden) {
			if w != card && slices.Contains(words, w) {
				return fmt.Errorf("it shows %q of seat %d's committed move %q", w, seat, hidden)
			}
		}
	}
	return nil
}

// TestFollowForcedDiscard: the forced discard, which no real game reaches
// (see TestForcedDiscard), is sealed and revealed like a placement. Seat 1
// has an empty mall, so it discards every card; it moves first in one
// round and last in the next.
func TestFollowForcedDiscard(t *testing.T) {
	st, _ := Game{}.NewState(nil)
	for _, m := range []string{"start 9 10", "card 5", "card 7"} {
		if err := st.Apply(engine.Chance, m); err != nil {
			t.Fatal(err)
		}
	}
	st.malls[1] = mall{} // seat 1 has nothing to overlap
	full := st.Copy()
	log := []engine.Step{{Seat: 1, Move: "discard 7"}}
	log = append(log, engine.Step{Seat: 0, Move: full.LegalMoves(0)[0]})
	for _, s := range log {
		if err := full.Apply(s.Seat, s.Move); err != nil {
			t.Fatal(err)
		}
	}
	more := []engine.Step{{Seat: engine.Chance, Move: "card 12"}, {Seat: engine.Chance, Move: "card 3"}}
	for _, s := range more {
		if err := full.Apply(s.Seat, s.Move); err != nil {
			t.Fatal(err)
		}
	}
	more = append(more, engine.Step{Seat: 0, Move: full.LegalMoves(0)[0]}, engine.Step{Seat: 1, Move: "discard 3"})
	log = append(log, more...)
	if n, err := enginetest.CheckFollow(st, log, FollowLeak); err != nil || n != len(log) {
		t.Fatalf("followed %d of %d steps: %v", n, len(log), err)
	}
	want := [][3]string{
		{Sealed, "discard 7", Sealed},
		{"reveal " + log[1].Move + " / discard 7", "reveal " + log[1].Move + " / discard 7", "reveal " + log[1].Move + " / discard 7"},
		{"card 12", "card 12", "card 12"},
		{"card 3", "card 3", "card 3"},
		{log[4].Move, Sealed, Sealed},
		{"reveal " + log[4].Move + " / discard 3", "reveal " + log[4].Move + " / discard 3", "reveal " + log[4].Move + " / discard 3"},
	}
	c := st.Copy()
	for i, s := range log {
		for v := 0; v <= spectator; v++ {
			r, err := c.redactStep(v, s.Seat, s.Move)
			if err != nil || r.Seat != s.Seat || r.Move != want[i][v] {
				t.Errorf("step %d (%s) for viewer %d: %s, %v; want %q", i+1, s, v, r, err, want[i][v])
			}
		}
		if err := c.Apply(s.Seat, s.Move); err != nil {
			t.Fatal(err)
		}
	}
	if got := c.Discarded(1); !slices.Equal(got, []int{3, 7}) {
		t.Errorf("discarded %v, want [3 7]", got)
	}
	// The leak check sees a discard sent in the clear, even its kind alone.
	after := st.Copy()
	if err := after.Apply(1, "discard 7"); err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"discard 7", "sealed discard", "discard"} {
		if err := FollowLeak(0, engine.Step{Seat: 1, Move: m}, after); err == nil {
			t.Errorf("the leak check let %q through to seat 0", m)
		}
	}
	if err := FollowLeak(1, engine.Step{Seat: 1, Move: "discard 7"}, after); err != nil {
		t.Errorf("seat 1's own discard counted as a leak: %v", err)
	}
}
