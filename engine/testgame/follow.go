package testgame

import (
	"fmt"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// Redacted steps of Test Race (engine.FollowRules). Rolls and
// takes are public and sent as they are. A bid is seen by its own seat as
// it is and by the others as "sealed"; the bid that completes a round is
// "bids" and every seat's bid in seat order ("bids 1 0 1"), for every
// viewer, since the round resolves with all of them.

// Sealed is another seat's bid as a view follows it.
const Sealed = "sealed"

// Test Race is a test's game: it registers its follow rules itself.
func init() { engine.RegisterFollow(GameName, FollowRules()) }

// FollowRules gives Test Race's engine.FollowRules, for
// engine.RegisterFollow (games.RegisterFollowers registers them).
func FollowRules() engine.FollowRules {
	return engine.FollowRulesOf((*State).redactStep, (*State).followStep)
}

// redactStep is the Redact of FollowRules.
func (s *State) redactStep(viewer, seat int, move string) (engine.Step, error) {
	if s.viewer != fullViewer {
		return engine.Step{}, fmt.Errorf("only the full state redacts")
	}
	if viewer < 0 || viewer > int(s.n) {
		return engine.Step{}, fmt.Errorf("viewer %d does not exist", viewer)
	}
	after := *s
	if err := after.Apply(seat, move); err != nil {
		return engine.Step{}, err
	}
	if s.phase != phBid {
		return engine.Step{Seat: seat, Move: move}, nil
	}
	if after.phase == phBid { // the round goes on
		if seat == viewer {
			return engine.Step{Seat: seat, Move: move}, nil
		}
		return engine.Step{Seat: seat, Move: Sealed}, nil
	}
	bids := make([]string, s.n)
	for i := range bids {
		b := s.bids[i]
		if i == seat {
			b = bidZero
			if move == Bid1 {
				b = bidOne
			}
		}
		bids[i] = "0"
		if b == bidOne {
			bids[i] = "1"
		}
	}
	return engine.Step{Seat: seat, Move: "bids " + strings.Join(bids, " ")}, nil
}

// followStep is the Follow of FollowRules.
func (s *State) followStep(st engine.Step) error {
	if s.viewer == fullViewer {
		return fmt.Errorf("a full state applies the real steps")
	}
	d := s.Decision()
	if s.phase != phBid {
		// Public steps: the view hides nothing here, so it applies them
		// as the full state would.
		full := *s
		full.viewer = fullViewer
		if err := full.Apply(st.Seat, st.Move); err != nil {
			return err
		}
		*s = *full.ViewState(int(s.viewer))
		return nil
	}
	if st.Seat < 0 || st.Seat >= int(s.n) || !d.Acts(st.Seat) {
		return fmt.Errorf("%s does not bid now (waiting for %s)", engine.SeatName(st.Seat), engine.WaitingFor(d))
	}
	last := len(d.Seats) == 1
	words := strings.Fields(st.Move)
	switch {
	case len(words) == 0:
		return fmt.Errorf("an empty step")
	case words[0] == "bids":
		if !last {
			return fmt.Errorf("%q: the round's bids come with its last bid, and %s are still to bid", st.Move, engine.WaitingFor(d))
		}
		if len(words) != int(s.n)+1 {
			return fmt.Errorf("%q: want one bid for each of %d seats", st.Move, s.n)
		}
		next := *s
		for i, w := range words[1:] {
			b := bidZero
			switch w {
			case "0":
			case "1":
				b = bidOne
			default:
				return fmt.Errorf("%q: seat %d's bid %q is neither 0 nor 1", st.Move, i, w)
			}
			if own := s.bids[i]; own == bidZero || own == bidOne {
				if own != b {
					return fmt.Errorf("%q: seat %d bid %s here", st.Move, i, bidText(own))
				}
			}
			next.bids[i] = b
		}
		next.viewer = fullViewer
		next.resolve()
		*s = *next.ViewState(int(s.viewer))
		return nil
	case last:
		return fmt.Errorf("%q: the round's last bid must come with every bid (\"bids …\")", st.Move)
	case st.Move == Sealed:
		if st.Seat == int(s.viewer) {
			return fmt.Errorf("this view's own bid is not sealed from it")
		}
		s.bids[st.Seat] = bidHidden
		return nil
	case st.Seat != int(s.viewer):
		return fmt.Errorf("%q: another seat's bid reaches this view as %q", st.Move, Sealed)
	}
	return s.Apply(st.Seat, st.Move)
}
