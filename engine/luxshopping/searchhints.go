package luxshopping

import "github.com/galleria-games/galleria/engine"

// SearchHints implements engine.SearchHinter: paired rounds over the greedy
// ranking's best three moves on shared dice and draws, every seat played
// on by the best of 4 random moves (most steps have one or two) for 200
// steps, each seat scored by its own evaluation, and greedy's move kept
// unless another beats it by 2 standard errors. The dice decide much of
// this game: in galleria arena (docs/bots.md) no setting tried did better
// than greedy's own share against greedy bots.
func (s *State) SearchHints() engine.SearchHints {
	return engine.SearchHints{Iterations: 300, Depth: 20, Sample: 4, Paired: 3, Trust: 2, Own: true}
}
