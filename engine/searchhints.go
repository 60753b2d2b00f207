package engine

// SearchHints tell a search bot how a game is best searched: how far to
// play on after the tree, how good the play-on policy must be, and how much
// work a decision is worth. They are advice about cost and noise, not rules:
// a search with any hints still plays only legal moves, read from the view.
// Each game measures its own (galleria arena) and says how in its docs.
type SearchHints struct {
	// Iterations is the hard level's budget per decision; the easier levels
	// take a share of it.
	Iterations int
	// Depth is how many steps the search plays on after leaving its tree
	// before it scores the position (a finished game is scored by its
	// result).
	Depth int
	// Sample is the play-on policy: each step takes the best, by the
	// game's Evaluator for the seat that moves, of Sample legal moves drawn
	// at random (1: a random move; at least the number of legal moves: the
	// greedy move). Others, if not 0, is Sample for the other seats' moves.
	Sample, Others int
	// Paired, if not 0, replaces the tree at the root by rounds that play
	// the greedy ranking's best Paired moves on one shared sample and seed,
	// so that their differences are measured without the luck of the draw;
	// the search then keeps the greedy ranking's first move unless another
	// beats it by Trust standard errors.
	Paired int
	Trust  float64
	// Own scores positions by each seat's own evaluation against its value
	// at the root, not by the margin over the best other seat: for a game
	// whose seats barely meet (Mall or Nothing's private malls).
	Own bool
}

// SearchHinter is implemented by the states of a game that gives search
// hints.
type SearchHinter interface {
	SearchHints() SearchHints
}
