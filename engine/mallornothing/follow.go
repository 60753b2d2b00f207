package mallornothing

// Redacted steps of Mall or Nothing (engine.FollowRules).
//
// A view hides one thing: the other seat's committed move of the round (a
// spectator's view: both seats'). The deal and the draws are public (spec
// 6: both drawn cards are shown once drawn), so every viewer gets them as
// they are. The grammar of a redacted step:
//
//	start 9 10 | start 10 9 | card N     a chance step, as it is, for everyone
//	place N at X,Y rR | discard N        a seat's first move of the round,
//	                                     for that seat's own view
//	sealed                               the same step for the other seat's
//	                                     view and a spectator's
//	reveal <seat 0's move> / <seat 1's move>
//	                                     the move that completes the round,
//	                                     for every viewer: both moves of the
//	                                     round in seat order, each "place N
//	                                     at X,Y rR" or "discard N", with
//	                                     which the round resolves
//
// "sealed" says nothing of the move, not even place or discard. The acting
// seat of every redacted step is the real one (engine.Chance for chance).

import (
	"fmt"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// Sealed is another seat's committed move as a view follows it.
const Sealed = "sealed"

// Reveal starts the redacted step that completes a round.
const Reveal = "reveal"

// revealSep separates the two moves of a reveal.
const revealSep = " / "

// FollowRules gives Mall or Nothing's engine.FollowRules, for
// engine.RegisterFollow (games.RegisterFollowers registers them).
func FollowRules() engine.FollowRules {
	return engine.FollowRulesOf((*State).redactStep, (*State).followStep)
}

// redactStep is the Redact of FollowRules.
func (s *State) redactStep(viewer, seat int, move string) (engine.Step, error) {
	if s.viewer != fullViewer {
		return engine.Step{}, fmt.Errorf("only the full state redacts (this is a view of %s)", viewerName(int(s.viewer)))
	}
	if viewer < 0 || viewer > spectator {
		return engine.Step{}, fmt.Errorf("viewer %d does not exist (seats 0 and 1, and %d for a spectator)", viewer, spectator)
	}
	after := *s
	if err := after.Apply(seat, move); err != nil {
		return engine.Step{}, err
	}
	if s.phase != phPlace {
		return engine.Step{Seat: seat, Move: move}, nil
	}
	if after.phase == phPlace { // the other seat has yet to move
		if seat == viewer {
			return engine.Step{Seat: seat, Move: move}, nil
		}
		return engine.Step{Seat: seat, Move: Sealed}, nil
	}
	// The round resolves: both moves, in seat order. Apply accepts only
	// canonical texts, so move is its own canonical text.
	var moves [nSeats]string
	for i := range moves {
		if i == seat {
			moves[i] = move
		} else {
			moves[i] = s.pendingText(i)
		}
	}
	return engine.Step{Seat: seat, Move: Reveal + " " + moves[0] + revealSep + moves[1]}, nil
}

// followStep is the Follow of FollowRules. The view is changed only when the step
// is taken whole.
func (s *State) followStep(st engine.Step) error {
	if s.viewer < 0 {
		return fmt.Errorf("a full state applies the real steps, not redacted ones")
	}
	if err := engine.ValidMoveText(st.Move); err != nil {
		return err
	}
	switch s.phase {
	case phOver:
		return fmt.Errorf("the game is over")
	case phHidden:
		return fmt.Errorf("this view has applied a move of its own that completes the round (stage hidden): a redacted log does not follow it")
	case phStart, phDraw:
		if st.Seat != engine.Chance {
			return fmt.Errorf("%s does not act now: a chance step is due", engine.SeatName(st.Seat))
		}
		// Nothing is hidden at a chance node (no move is committed), so
		// the view made full applies the public step as the full state
		// does.
		full := s.full()
		if err := full.Apply(st.Seat, st.Move); err != nil {
			return err
		}
		*s = *full.ViewState(int(s.viewer))
		return nil
	}
	// phPlace.
	d := s.Decision()
	if st.Seat < 0 || st.Seat >= nSeats || !d.Acts(st.Seat) {
		return fmt.Errorf("%s does not move now (waiting for %s)", engine.SeatName(st.Seat), engine.WaitingFor(d))
	}
	last := len(d.Seats) == 1
	isReveal := strings.HasPrefix(st.Move, Reveal+" ") || st.Move == Reveal
	switch {
	case last && !isReveal:
		return fmt.Errorf("%q: the move that completes the round comes as %q with both moves", st.Move, Reveal+" <seat 0's move>"+revealSep+"<seat 1's move>")
	case last:
		return s.followReveal(st)
	case isReveal:
		return fmt.Errorf("%q: a round is revealed by its last move, and %s are still to move", st.Move, engine.WaitingFor(d))
	case st.Move == Sealed:
		if st.Seat == int(s.viewer) {
			return fmt.Errorf("%s's own move is not sealed from its own view", engine.SeatName(st.Seat))
		}
		s.pending[st.Seat] = pending{kind: pendHidden}
		return nil
	case st.Seat != int(s.viewer):
		return fmt.Errorf("%q: %s's move reaches %s's view as %q", st.Move, engine.SeatName(st.Seat), viewerName(int(s.viewer)), Sealed)
	}
	// The view's own first move of the round: the view applies it.
	c := *s
	if err := c.Apply(st.Seat, st.Move); err != nil {
		return err
	}
	*s = c
	return nil
}

// followReveal follows the step that completes the round: "reveal" and both
// moves in seat order.
func (s *State) followReveal(st engine.Step) error {
	body := strings.TrimPrefix(st.Move, Reveal+" ")
	parts := strings.Split(body, revealSep)
	if len(parts) != nSeats {
		return fmt.Errorf("%q: want %q and two moves separated by %q", st.Move, Reveal, strings.TrimSpace(revealSep))
	}
	var moves [nSeats]Move
	for i, p := range parts {
		m, err := ParseMove(p)
		if err != nil {
			return fmt.Errorf("%q: seat %d's move: %v", st.Move, i, err)
		}
		if m.Kind != MovePlace && m.Kind != MoveDiscard {
			return fmt.Errorf("%q: seat %d's move %q is a chance outcome, not a seat's move", st.Move, i, p)
		}
		moves[i] = m
	}
	full := s.full()
	// The seat that moved first: its move is checked against the view's
	// own record when the view saw it, and for legality in any case.
	first := 1 - st.Seat
	switch own := s.pending[first]; own.kind {
	case pendPlace, pendDiscard:
		if got, want := moves[first].String(), s.pendingText(first); got != want {
			return fmt.Errorf("%q: seat %d moved %q here, not %q", st.Move, first, want, got)
		}
	case pendHidden:
	default:
		return fmt.Errorf("%q: seat %d has not moved this round", st.Move, first)
	}
	full.pending[first] = pending{}
	if err := full.Apply(first, moves[first].String()); err != nil {
		return fmt.Errorf("%q: seat %d's move: %v", st.Move, first, err)
	}
	if err := full.Apply(st.Seat, moves[st.Seat].String()); err != nil {
		return fmt.Errorf("%q: seat %d's move: %v", st.Move, st.Seat, err)
	}
	*s = *full.ViewState(int(s.viewer))
	return nil
}

// full is a copy of the view as a full state, its hidden moves still
// marked hidden.
func (s *State) full() *State {
	c := *s
	c.viewer = fullViewer
	return &c
}
