package enginetest_test

import (
	"slices"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/enginetest"
)

// appending gives Test Race (which has no appender of its own) the two
// optional appenders, right or with one fault.
type appending struct {
	engine.State
	fault string
}

func (a appending) AppendLegalMoves(dst []string, seat int) []string {
	l := a.LegalMoves(seat)
	switch {
	case a.fault == "reversed" && len(l) > 1:
		l = slices.Clone(l)
		slices.Reverse(l)
	case a.fault == "dropped" && len(l) > 0:
		l = l[1:]
	case a.fault == "overwrites" && len(dst) > 0:
		dst[0] = "take 1"
	case a.fault == "replaces":
		dst = dst[:0]
	}
	return append(dst, l...)
}

func (a appending) AppendChanceOutcomes(dst []engine.Outcome) []engine.Outcome {
	l := a.ChanceOutcomes()
	if a.fault == "weights" && len(l) > 0 {
		l = slices.Clone(l)
		l[0].Weight++
	}
	return append(dst, l...)
}

func (a appending) View(seat int) engine.State {
	v := a.State.View(seat)
	if a.fault == "view" {
		return viewMissing{v}
	}
	return appending{v, a.fault}
}

// viewMissing is a view that lists one move fewer for its seat.
type viewMissing struct{ engine.State }

func (v viewMissing) LegalMoves(seat int) []string {
	l := v.State.LegalMoves(seat)
	if len(l) > 0 {
		return l[1:]
	}
	return l
}

func TestCheckAppend(t *testing.T) {
	sts, _ := states(t, 4, 5)
	compared := 0
	found := map[string]bool{}
	for i, st := range sts {
		n, err := enginetest.CheckAppend(appending{st, ""})
		if err != nil {
			t.Fatalf("step %d: the right appenders fail: %v", i, err)
		}
		// Seats 0–3 and Chance, three buffers each, on the state and its
		// four views; the outcomes, three buffers, on each of the five.
		if n != 5*(5*3+3) {
			t.Fatalf("step %d: %d lists compared", i, n)
		}
		compared += n
		if n, err := enginetest.CheckAppend(st); err != nil || n != 0 {
			t.Fatalf("step %d: a state without appenders: %d lists, %v", i, n, err)
		}
		for _, f := range []string{"reversed", "dropped", "overwrites", "replaces", "weights", "view"} {
			if _, err := enginetest.CheckAppend(appending{st, f}); err != nil {
				found[f] = true
			}
		}
	}
	for _, f := range []string{"reversed", "dropped", "overwrites", "replaces", "weights", "view"} {
		if !found[f] {
			t.Errorf("fault %q never found in %d states", f, len(sts))
		}
	}
	if compared == 0 {
		t.Fatal("nothing compared")
	}
}
