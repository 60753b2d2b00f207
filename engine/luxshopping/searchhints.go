package luxshopping

import "github.com/galleria-games/galleria/engine"

// SearchHints implements engine.SearchHinter: paired rounds over the
// ranking's best three moves on shared dice and draws, every seat played on
// by the best of 4 random moves (most steps have one or two) for 20 steps,
// each seat scored by its own search evaluation (SearchEvaluate, the fitted
// chance of winning, which also ranks the moves and picks the play-on's),
// and the ranking's first move kept unless another beats it by 2 standard
// errors. The dice decide much of this game: in galleria arena
// (docs/bots.md) this wins about 27% of games against three greedy bots,
// above greedy's own share but far from issue 14's 50%.
func (s *State) SearchHints() engine.SearchHints {
	return engine.SearchHints{Iterations: 300, Depth: 20, Sample: 4, Paired: 3, Trust: 2, Own: true}
}
