// Package bot holds game-independent players that act on a seat's view only
// and choose among the legal moves, and a driver that plays a match with them.
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

func (Random) Choose(view engine.State, seat int, rng *rand.Rand) (string, error) {
	moves := view.LegalMoves(seat)
	if len(moves) == 0 {
		return "", fmt.Errorf("seat %d has no legal move", seat)
	}
	return moves[rng.IntN(len(moves))], nil
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

// PickChance chooses an outcome with probability proportional to its weight.
func PickChance(outs []engine.Outcome, rng *rand.Rand) (string, error) {
	total, err := engine.TotalWeight(outs)
	if err != nil {
		return "", err
	}
	return engine.OutcomeAt(outs, int64(rng.IntN(total)))
}

// Next picks the next step of st: a chance outcome drawn with rng, or the move
// of the first seat that must act, chosen by its bot on its own view.
func Next(st engine.State, bots []Bot, rng *rand.Rand) (engine.Step, error) {
	d := st.Decision()
	switch d.Kind {
	case engine.Terminal:
		return engine.Step{}, fmt.Errorf("the game is over")
	case engine.ChanceNode:
		m, err := PickChance(st.ChanceOutcomes(), rng)
		return engine.Step{Seat: engine.Chance, Move: m}, err
	}
	seat := d.Seats[0]
	if seat >= len(bots) || bots[seat] == nil {
		return engine.Step{}, fmt.Errorf("no bot for seat %d", seat)
	}
	m, err := bots[seat].Choose(st.View(seat), seat, rng)
	return engine.Step{Seat: seat, Move: m}, err
}

// Play runs st to the end with bots in every seat, appending each step to the
// returned log. It stops with an error after maxSteps steps.
func Play(st engine.State, bots []Bot, rng *rand.Rand, maxSteps int) ([]engine.Step, error) {
	log := make([]engine.Step, 0, 512)
	for st.Decision().Kind != engine.Terminal {
		if len(log) >= maxSteps {
			return log, fmt.Errorf("no end after %d steps", maxSteps)
		}
		step, err := Next(st, bots, rng)
		if err != nil {
			return log, err
		}
		if err := st.Apply(step.Seat, step.Move); err != nil {
			return log, fmt.Errorf("step %d (%s): %v", len(log)+1, step, err)
		}
		log = append(log, step)
	}
	return log, nil
}
