package luxshopping

import (
	"fmt"
	"math/rand/v2"

	"github.com/galleria-games/galleria/engine"
)

var _ engine.Determinizer = (*State)(nil)

// Determinize implements engine.Determinizer. Nothing of the position is
// secret: cash, shops, signs, galleries, pawns and every drawn card are
// public, and the piles are kept as the set of cards not seen since the
// shuffle (public: every other card has been shown) above the queue of
// returned cards, whose order is public. The order of the unseen cards is
// not in the state: each draw from them is a chance event. So the sample is
// the view itself made full (rng is not used): it lists and resolves the
// chance events the view cannot. A full state gives a copy; a finished game
// is an error.
func (s *State) Determinize(rng *rand.Rand) (engine.State, error) {
	if s.viewer >= 0 && s.phase == phOver {
		return nil, fmt.Errorf("luxshopping: determinize: the game is over: there is nothing left to sample")
	}
	c := copyState(s)
	c.viewer = -1
	return c, nil
}
