package engine

import (
	"fmt"
	"sync"
)

// Views that follow a redacted log.
//
// A spectator, and one day a player whose page holds only its own view,
// does not receive the match's log: it receives each step as its viewer may
// see it (a card drawn into another seat's hand is "a card", a sealed move
// is "sealed" until the round reveals it), and its view follows those steps
// to the end. The full state that applies a step redacts it for a viewer
// (FollowRules.Redact); the view applies the redacted step (FollowRules.Follow). After every
// step the view equals the view taken from the full state: the same Hash.
//
// A redacted step is a Step: the acting seat (Chance for a chance outcome)
// and a move text in the game's own form (ValidMoveText holds for it). It
// holds nothing the viewer's view hides after the step, and everything the
// step shows it: the card a seat plays from a hidden hand, the moves of a
// sealed round that the step completes. A step the viewer sees whole is
// sent as it is.

// FollowRules are a game's two functions for redacted logs. The full state
// that applies a step redacts it for a viewer (Redact); the view applies
// the redacted step (Follow). A game registers them with RegisterFollow.
//
// They are functions in a registry, not methods of the states, for the
// size of the client: the solo pages never redact, and a build that links
// text/template (as Ebitengine does) keeps every exported method of every
// type it keeps. Only a program that registers the rules (netplay does,
// through games.RegisterFollowers) links them.
type FollowRules struct {
	// Redact gives the step (seat, move), about to be applied to the full
	// state full, as viewer sees it: a seat, or Seats() for a spectator.
	// A move that is not legal here, or a viewer that is neither, is an
	// error. The state is unchanged.
	Redact func(full State, viewer, seat int, move string) (Step, error)
	// Follow applies a redacted step to the view. Afterwards the view has
	// the Hash of View(viewer) of the full state after the real step. A
	// step that does not fit the view (malformed, out of turn, a card the
	// view cannot hold) is an error saying why, and the view is unchanged.
	Follow func(view State, s Step) error
}

var (
	followMu sync.RWMutex
	follows  = map[string]FollowRules{}
)

// RegisterFollow makes r the follow rules of the game named game (as
// State.Game gives it). Registering the same game again replaces its
// rules; rules missing a function are ignored. It is safe to call from
// several goroutines.
func RegisterFollow(game string, r FollowRules) {
	if r.Redact == nil || r.Follow == nil {
		return
	}
	followMu.Lock()
	defer followMu.Unlock()
	follows[game] = r
}

// FollowRulesFor gives the rules registered for the game named game.
func FollowRulesFor(game string) (FollowRules, bool) {
	followMu.RLock()
	defer followMu.RUnlock()
	r, ok := follows[game]
	return r, ok
}

// FollowRulesOf makes FollowRules from a game's own redact and follow
// functions on its state type P: a state of another type is an error that
// names both types.
func FollowRulesOf[P State](redact func(P, int, int, string) (Step, error), follow func(P, Step) error) FollowRules {
	return FollowRules{
		Redact: func(full State, viewer, seat int, move string) (Step, error) {
			p, ok := full.(P)
			if !ok {
				var want P
				return Step{}, fmt.Errorf("the state is a %T, not a %T", full, want)
			}
			return redact(p, viewer, seat, move)
		},
		Follow: func(view State, s Step) error {
			p, ok := view.(P)
			if !ok {
				var want P
				return fmt.Errorf("the view is a %T, not a %T", view, want)
			}
			return follow(p, s)
		},
	}
}

// Redact gives step s of the full state st as viewer sees it (see
// FollowRules); st is unchanged.
func Redact(st State, viewer int, s Step) (Step, error) {
	if st.Viewer() != -1 {
		return Step{}, fmt.Errorf("redact: a view (of %s) cannot redact: only the full state knows the step", viewerName(st.Viewer(), st.Seats()))
	}
	if viewer < 0 || viewer > st.Seats() {
		return Step{}, fmt.Errorf("redact: viewer %d does not exist (%s has seats 0 to %d, and %d for a spectator)", viewer, st.Game(), st.Seats()-1, st.Seats())
	}
	r, ok := FollowRulesFor(st.Game())
	if !ok {
		return Step{}, fmt.Errorf("redact: %s has no follow rules (engine.RegisterFollow)", st.Game())
	}
	out, err := r.Redact(st, viewer, s.Seat, s.Move)
	if err != nil {
		return Step{}, fmt.Errorf("redact %s for %s: %v", s, viewerName(viewer, st.Seats()), err)
	}
	return out, nil
}

// Follow applies the redacted step s to view (see FollowRules).
func Follow(view State, s Step) error {
	if view.Viewer() < 0 {
		return fmt.Errorf("follow: a full state applies the real steps, not redacted ones")
	}
	f, ok := FollowRulesFor(view.Game())
	if !ok {
		return fmt.Errorf("follow: %s has no follow rules (engine.RegisterFollow)", view.Game())
	}
	if err := ValidMoveText(s.Move); err != nil {
		return fmt.Errorf("follow %s: %v", s, err)
	}
	if err := f.Follow(view, s); err != nil {
		return fmt.Errorf("follow %s: %v", s, err)
	}
	return nil
}

// RedactMatch replays m and gives its steps as viewer sees them, in order,
// with the final full state. A step that does not replay is a *LogError, as
// in Replay.
func RedactMatch(g Game, m *Match, viewer int) ([]Step, State, error) {
	st, err := Replay(g, &Match{Game: m.Game, Options: m.Options})
	if err != nil {
		return nil, nil, err
	}
	out := make([]Step, 0, len(m.Steps))
	for i, s := range m.Steps {
		r, err := Redact(st, viewer, s)
		if err == nil {
			err = st.Apply(s.Seat, s.Move)
		}
		if err != nil {
			return out, st, &LogError{Line: s.Line, Err: fmt.Errorf("step %d (%s): %v", i+1, s, err)}
		}
		out = append(out, r)
	}
	return out, st, nil
}

// FollowMatch builds viewer's view of the initial state of game g with
// options opts and follows the redacted steps; it returns the view. A step
// that does not follow is an error naming it (1-based) and the view before
// it is returned.
func FollowMatch(g Game, opts Options, viewer int, steps []Step) (State, error) {
	opts, err := g.Normalize(opts)
	if err != nil {
		return nil, fmt.Errorf("options: %v", err)
	}
	st, err := g.New(opts)
	if err != nil {
		return nil, err
	}
	if viewer < 0 || viewer > st.Seats() {
		return nil, fmt.Errorf("viewer %d does not exist (%s has seats 0 to %d, and %d for a spectator)", viewer, g.Name(), st.Seats()-1, st.Seats())
	}
	v := st.View(viewer)
	for i, s := range steps {
		if err := Follow(v, s); err != nil {
			return v, fmt.Errorf("step %d: %v", i+1, err)
		}
	}
	return v, nil
}

// viewerName names a viewer: its SeatName, or "a spectator".
func viewerName(viewer, seats int) string {
	if viewer >= seats {
		return "a spectator"
	}
	return SeatName(viewer)
}

// RedactWhole is the Redact of a game whose views hide nothing: every card
// is face up or kept as a public set, and no move is sealed. Such a game
// sends every step as it is to every viewer. RedactWhole checks that full
// is the full state and that viewer exists (a seat, or Seats() for a
// spectator), applies the step to a copy of *full (one assignment: T must be
// a plain value, so that Apply on the copy leaves full unchanged) to see
// that it is legal, and gives the step. full is unchanged.
func RedactWhole[T any, P interface {
	*T
	State
}](full P, viewer, seat int, move string) (Step, error) {
	if full.Viewer() >= 0 {
		return Step{}, fmt.Errorf("only the full state redacts (this is the view of viewer %d)", full.Viewer())
	}
	if n := full.Seats(); viewer < 0 || viewer > n {
		return Step{}, fmt.Errorf("viewer %d does not exist (seats 0 to %d, %d for a spectator)", viewer, n-1, n)
	}
	after := *full
	if err := P(&after).Apply(seat, move); err != nil {
		return Step{}, err
	}
	return Step{Seat: seat, Move: move}, nil
}

// FollowWhole is the Follow of a game whose views hide nothing (see
// RedactWhole). Such a view holds everything the full state holds and
// differs from it only in that it cannot resolve chance. So FollowWhole
// applies the step to a copy of *view (one assignment, as in RedactWhole)
// made full with setViewer(copy, -1), chance outcomes included; then
// setViewer gives the copy the view's viewer back and the copy replaces
// *view. A step that Apply refuses is refused with Apply's reason and the
// view is unchanged; so is any step when view is the full state.
func FollowWhole[T any, P interface {
	*T
	State
}](view P, setViewer func(P, int), s Step) error {
	viewer := view.Viewer()
	if viewer < 0 {
		return fmt.Errorf("a full state applies the real steps, not redacted ones")
	}
	full := *view
	setViewer(&full, -1)
	if err := P(&full).Apply(s.Seat, s.Move); err != nil {
		return err
	}
	setViewer(&full, viewer)
	*view = full
	return nil
}
