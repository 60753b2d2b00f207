package bot

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// Bot chooses a move for seat from what seat may see.
type Bot interface {
	Name() string
	// Choose returns one of view.LegalMoves(seat). view is View(seat) of the
	// real state; rng is the bot's own source of randomness.
	Choose(view engine.State, seat int, rng *rand.Rand) (string, error)
}

// Thinker is a bot that can think in slices: a page runs Work between frames
// so that it keeps drawing while the bot thinks (Search is one).
type Thinker interface {
	Bot
	Think(view engine.State, seat int, rng *rand.Rand) (*Thought, error)
}

// Names lists the available bots, weakest first: the search levels follow
// random and greedy. New also takes "ismcts:KEY=VALUE:…" for tuning the
// search (galleria arena; see parseSearch).
var Names = []string{"random", "greedy", "easy", "normal", "hard"}

// New returns the bot with that name.
func New(name string) (Bot, error) {
	switch name {
	case "random":
		return Random{}, nil
	case "greedy":
		return Greedy{}, nil
	}
	if s, ok := level(name); ok {
		return s, nil
	}
	if strings.HasPrefix(name, "ismcts:") {
		return parseSearch(name)
	}
	return nil, fmt.Errorf("unknown bot %q (%s, or ismcts:KEY=VALUE:… with keys %s)", name, strings.Join(Names, ", "), searchKeys)
}

// Random picks a legal move uniformly.
type Random struct{}

func (Random) Name() string { return "random" }

func (r Random) Choose(view engine.State, seat int, rng *rand.Rand) (string, error) {
	return r.PickMove(view.LegalMoves(seat), seat, rng)
}

// PickMove implements MovePicker.
func (Random) PickMove(moves []string, seat int, rng *rand.Rand) (string, error) {
	if len(moves) == 0 {
		return "", fmt.Errorf("seat %d has no legal move", seat)
	}
	return moves[rng.IntN(len(moves))], nil
}

// MovePicker is a bot whose choice depends on nothing but the list of its
// seat's legal moves and its rng: PickMove(view.LegalMoves(seat), seat, rng)
// is what Choose(view, seat, rng) returns. The list is the same on the full
// state as on the seat's view (a view lists its own seat's moves: the
// contract, checked by enginetest.CheckViews and CheckAppend), so Play and
// Next hand such a bot the moves listed on the state itself, into a reused
// buffer, and make no view: the fast path of random playouts. PickMove must
// not keep moves (the buffer is reused).
type MovePicker interface {
	Bot
	PickMove(moves []string, seat int, rng *rand.Rand) (string, error)
}

// Greedy looks one move ahead on its view: it applies each legal move to a
// copy of the view and keeps the one whose result the game's Evaluator rates
// best for the seat (ties broken at random). Without an Evaluator it plays
// like Random.
type Greedy struct{}

func (Greedy) Name() string { return "greedy" }

func (Greedy) Choose(view engine.State, seat int, rng *rand.Rand) (string, error) {
	moves := view.LegalMoves(seat)
	if len(moves) == 0 {
		return "", fmt.Errorf("seat %d has no legal move", seat)
	}
	if _, ok := view.(engine.Evaluator); !ok {
		return moves[rng.IntN(len(moves))], nil
	}
	best, bestN := 0.0, 0
	choice := ""
	for _, m := range moves {
		next := view.Clone()
		if err := next.Apply(seat, m); err != nil {
			return "", fmt.Errorf("legal move %q failed on the view: %v", m, err)
		}
		v := next.(engine.Evaluator).Evaluate(seat)
		switch {
		case bestN == 0 || v > best:
			best, bestN, choice = v, 1, m
		case v == best:
			bestN++
			if rng.IntN(bestN) == 0 {
				choice = m
			}
		}
	}
	return choice, nil
}
