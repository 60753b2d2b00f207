package mallornothing

// White-box test of the forced discard (spec 3.3). No real game reaches it:
// the first covered cell in reading order always takes a card that overlaps
// that cell only (docs/mallornothing-moves.md), so the test builds a state
// no game reaches, a seat whose mall is empty, to drive the discard through
// LegalMoves, Apply, the views and the round's resolution.

import (
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
)

func TestForcedDiscard(t *testing.T) {
	st, _ := Game{}.NewState(nil)
	for _, m := range []string{"start 9 10", "card 5", "card 7"} {
		if err := st.Apply(engine.Chance, m); err != nil {
			t.Fatal(err)
		}
	}
	st.malls[1] = mall{} // seat 1 has nothing to overlap
	if got := st.LegalMoves(1); !slices.Equal(got, []string{"discard 7"}) {
		t.Fatalf("legal moves %v, want only discard 7", got)
	}
	if err := st.Apply(1, "place 7 at 0,0 r0"); err == nil || !strings.Contains(err.Error(), "overlaps no card") {
		t.Errorf("placement with nothing to overlap: %v", err)
	}
	if err := st.Apply(1, "discard 5"); err == nil || !strings.Contains(err.Error(), "you drew card 7") {
		t.Errorf("discard of the wrong card: %v", err)
	}
	if err := st.Apply(0, "discard 5"); err == nil || !strings.Contains(err.Error(), "has a legal place") {
		t.Errorf("discard with a legal place: %v", err)
	}
	if err := st.Apply(1, "discard 7"); err != nil {
		t.Fatal(err)
	}
	if got := st.Pending(1); got != "discard 7" {
		t.Errorf("pending %q", got)
	}
	if got := st.ViewState(0).Pending(1); got != "hidden" {
		t.Errorf("seat 0's view shows seat 1's discard as %q", got)
	}
	if err := st.Apply(0, st.LegalMoves(0)[0]); err != nil {
		t.Fatal(err)
	}
	if got := st.Discarded(1); !slices.Equal(got, []int{7}) {
		t.Errorf("discarded %v, want [7]", got)
	}
	if st.Round() != 1 || st.Stage() != "draw" || st.Drawn(1) != 0 || len(st.Mall(1)) != 0 || len(st.Mall(0)) != 2 {
		t.Errorf("after the round: round %d stage %s drawn %d, malls %v %v", st.Round(), st.Stage(), st.Drawn(1), st.Mall(0), st.Mall(1))
	}
}
