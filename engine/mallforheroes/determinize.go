package mallforheroes

import (
	"fmt"
	"math/rand/v2"

	"github.com/galleria-games/galleria/engine"
)

var _ engine.Determinizer = (*State)(nil)

// Determinize implements engine.Determinizer. Nothing of the position is
// secret: the malls, the display, the Wizards, Heroes and Monsters are
// public, and the Shop deck and the solo bot's deck are kept as the sets of
// cards not yet drawn (public: every other card has been shown). Their order
// is not in the state: each draw is a chance event over what is left. So the
// sample is the view itself made full (rng is not used): it lists and
// resolves the chance events the view cannot. A full state gives a copy; a
// finished game is an error.
func (s *State) Determinize(rng *rand.Rand) (engine.State, error) {
	c := *s
	if s.viewer < 0 {
		return &c, nil
	}
	if s.phase == phOver {
		return nil, fmt.Errorf("mallforheroes: determinize: the game is over: there is nothing left to sample")
	}
	c.viewer = -1
	return &c, nil
}
