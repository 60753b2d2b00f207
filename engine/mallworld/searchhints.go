package mallworld

import "github.com/galleria-games/galleria/engine"

// SearchHints implements engine.SearchHinter: the tree search proper
// (hidden hands, coins and sealed bids sampled per iteration, the
// closed-fist auctions as decoupled simultaneous nodes), with 6 random
// steps after the tree and the evaluation's ranking of the seats.
// Measured with galleria arena (docs/bots.md).
func (s *State) SearchHints() engine.SearchHints {
	return engine.SearchHints{Iterations: 1000, Depth: 6, Sample: 1}
}
