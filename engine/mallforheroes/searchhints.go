package mallforheroes

import "github.com/galleria-games/galleria/engine"

// SearchHints implements engine.SearchHinter: paired rounds over the greedy
// ranking's best four moves on shared samples of the decks, every seat
// played on by the best of 8 random moves for 40 steps, scored by the
// margin over the best other mall (in solo: the score against the root's).
// Measured with galleria arena (docs/bots.md): this beat a plain tree with
// random play-on by a wide margin against greedy bots.
func (s *State) SearchHints() engine.SearchHints {
	return engine.SearchHints{Iterations: 300, Depth: 40, Sample: 8, Paired: 4, Trust: 1}
}
