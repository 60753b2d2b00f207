package luxshopping

import "github.com/galleria-games/galleria/engine"

// SearchHints implements engine.SearchHinter: paired rounds over the greedy
// ranking's best three moves on shared samples and seeds, every seat then
// played on greedily (a sample larger than any list of moves) to the end of
// the game, so the opponents are modelled as the greedy bots they usually
// are and a round is scored by who won; the best mean difference wins
// (trust 0). The dice decide much of this game: in galleria arena
// (docs/bots.md) no setting tried did clearly better than greedy's own
// share against greedy bots.
func (s *State) SearchHints() engine.SearchHints {
	return engine.SearchHints{Iterations: 300, Depth: 2000, Sample: 1000, Paired: 3, Trust: 0, Own: true}
}
