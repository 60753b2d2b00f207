package enginetest

import (
	"fmt"

	"github.com/galleria-games/galleria/engine"
)

// Leak checks a redacted step: viewer's step (redacted) and the full state
// after the real step. It returns an error when the step shows something
// View(viewer) of after hides (a hidden card's id, say).
type Leak func(viewer int, redacted engine.Step, after engine.State) error

// CheckFollow follows log from the full state st (which is left unchanged)
// with the views of every seat and a spectator (viewer Seats()), as
// engine.Redactor and engine.Follower say. Before each step, it redacts the
// step for every viewer (the full state's Hash must not change), offers each
// view two wrong copies of its redacted step first, which must be refused
// with the view unchanged (the move with a word added, and the step from a
// pseudo-seat that does not act: Chance at a seat's decision, seat 0 at
// chance), then follows the redacted step; afterwards each view must have
// the Hash of View(viewer) of the full state. leak, if not nil, checks every
// redacted step. It returns the number of steps followed by all views.
func CheckFollow(st engine.State, log []engine.Step, leak Leak) (int, error) {
	if st.Viewer() != -1 {
		return 0, fmt.Errorf("CheckFollow starts from a full state, not a view of %d", st.Viewer())
	}
	full := st.Clone()
	n := full.Seats()
	views := make([]engine.State, n+1)
	for v := range views {
		views[v] = full.View(v)
	}
	for i, s := range log {
		before := full.Hash()
		d := full.Decision()
		redacted := make([]engine.Step, len(views))
		for v := range views {
			r, err := engine.Redact(full, v, s)
			if err != nil {
				return i, fmt.Errorf("step %d (%s): %v", i+1, s, err)
			}
			if full.Hash() != before {
				return i, fmt.Errorf("step %d (%s): redacting it for viewer %d changed the full state", i+1, s, v)
			}
			redacted[v] = r
		}
		if err := full.Apply(s.Seat, s.Move); err != nil {
			return i, fmt.Errorf("step %d (%s): %v", i+1, s, err)
		}
		for v, view := range views {
			r := redacted[v]
			h := view.Hash()
			wrongSeat := engine.Chance
			if d.Kind == engine.ChanceNode {
				wrongSeat = 0
			}
			for _, bad := range []engine.Step{{Seat: r.Seat, Move: r.Move + " x"}, {Seat: wrongSeat, Move: r.Move}} {
				if err := engine.Follow(view, bad); err == nil {
					return i, fmt.Errorf("step %d (%s): viewer %d's view followed the wrong step %s (redacted: %s)", i+1, s, v, bad, r)
				}
				if view.Hash() != h {
					return i, fmt.Errorf("step %d (%s): viewer %d's view refused the wrong step %s but changed", i+1, s, v, bad)
				}
			}
			if err := engine.Follow(view, r); err != nil {
				return i, fmt.Errorf("step %d (%s): viewer %d: %v", i+1, s, v, err)
			}
			if view.Hash() != full.View(v).Hash() {
				return i, fmt.Errorf("step %d (%s): viewer %d's view after following %s differs from the full state's view", i+1, s, v, r)
			}
			if leak != nil {
				if err := leak(v, r, full); err != nil {
					return i, fmt.Errorf("step %d (%s): viewer %d's step %s: %v", i+1, s, v, r, err)
				}
			}
		}
	}
	return len(log), nil
}
