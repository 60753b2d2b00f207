package mallornothing

import (
	"fmt"
	"math/rand/v2"

	"github.com/galleria-games/galleria/engine"
)

var _ engine.Determinizer = (*State)(nil)

// Determinize implements engine.Determinizer. A view hides only the other
// seat's committed move of the round (both moves in a spectator's view):
// the deck's content is public and its order is not in the state. So the
// sample is the view made full, with each hidden committed move drawn
// uniformly from the moves its seat had (its LegalMoves before it
// committed: every anchor and rotation of its drawn card, or the forced
// discard). When the view's own move completed the round (stage "hidden"),
// the sample carries out the round with the drawn move, as the game does,
// and waits for the next draw (or is over). The deck is left as it is: each
// draw is a chance event over it. A full state gives a copy; a finished
// game is an error.
func (s *State) Determinize(rng *rand.Rand) (engine.State, error) {
	d, err := s.DeterminizeState(rng)
	if err != nil {
		return nil, err
	}
	return d, nil
}

// DeterminizeState is Determinize with the concrete type.
func (s *State) DeterminizeState(rng *rand.Rand) (*State, error) {
	c := *s
	if s.viewer < 0 {
		return &c, nil
	}
	if s.phase == phOver {
		return nil, fmt.Errorf("mallornothing: determinize: the game is over: there is nothing left to sample")
	}
	c.viewer = -1
	hiddenRound := c.phase == phHidden
	if hiddenRound {
		c.phase = phPlace
	}
	for i := 0; i < nSeats; i++ {
		if c.pending[i].kind != pendHidden {
			continue
		}
		c.pending[i] = pending{}
		if !c.mustPlace(i) {
			return nil, fmt.Errorf("mallornothing: determinize: seat %d committed a move but has none (drawn card %d)", i, c.drawn[i])
		}
		// The moves are legalMoves(i): each anchor r0 then r180, or the
		// discard alone; the draw picks move k of them.
		var buf [maxCandidates]anchor
		as := c.malls[i].legalAnchors(c.drawn[i], buf[:0])
		if len(as) == 0 {
			rng.IntN(1)
			c.pending[i] = pending{kind: pendDiscard}
			continue
		}
		k := rng.IntN(2 * len(as))
		a := as[k/2]
		c.pending[i] = pending{kind: pendPlace, x: a.x, y: a.y, rot180: k%2 == 1}
	}
	if hiddenRound {
		c.resolve()
	}
	return &c, nil
}
