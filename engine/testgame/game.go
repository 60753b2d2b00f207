// Package testgame implements Test Race, a tiny game that exists for tests:
// in a few steps it exercises every kind of decision the engine knows, so
// that front ends and tools can be tested against a game that is quick to
// play to the end and easy to reason about.
//
// A match has 2 rounds for 2 to 6 seats. Each round:
//
//  1. chance rolls a three-sided die: "roll 1", "roll 2" or "roll 3", each
//     with weight 1;
//  2. the round's leader (seat round mod players) takes a turn: "take 1" or
//     "take 2" adds that many points to its score;
//  3. every seat bids in secret, at the same time: "bid 0" or "bid 1". When
//     all bids are in, every seat that bid 1 gains the rolled number.
//
// After the second round the game is over; the higher score is better and
// equal scores share a place (engine.RankByScore). Positions are JSON, see
// Position.
package testgame

import (
	"fmt"
	"strconv"

	"github.com/galleria-games/galleria/engine"
)

// GameName is the identifier used in logs.
const GameName = "testgame"

// Rounds is the number of rounds of a match.
const Rounds = 2

// MaxSeats is the most seats a match has.
const MaxSeats = 6

// TieNote is the Result's note when some seats share a place.
const TieNote = "Tied seats share their place."

// Game is the Test Race rules package.
type Game struct{}

var _ engine.Game = Game{}

func (Game) Name() string  { return GameName }
func (Game) Title() string { return "Test Race" }

// Info implements engine.Game: 2 to 6 seats (3 by default), no setting,
// scores in points.
func (Game) Info() engine.Info {
	return engine.Info{
		MinSeats: 2, MaxSeats: MaxSeats, DefaultSeats: 3,
		Tagline:   "a tiny game for tests",
		ScoreUnit: "point", ScoreUnitPlural: "points",
	}
}

// Normalize implements engine.Game. The only key is players (2 to 6,
// default 3).
func (g Game) Normalize(opts engine.Options) (engine.Options, error) {
	info := g.Info()
	out := engine.Options{"players": strconv.Itoa(info.DefaultSeats)}
	for _, k := range opts.Keys() {
		v := opts[k]
		if k != "players" {
			return nil, fmt.Errorf("unknown option %s=%q (Test Race has only players)", k, v)
		}
		n, err := strconv.Atoi(v)
		if err != nil || !info.AllowsSeats(n) || strconv.Itoa(n) != v {
			return nil, fmt.Errorf("option players=%q: Test Race is for %s", v, info.SeatsWords())
		}
		out[k] = v
	}
	return out, nil
}

// New implements engine.Game.
func (g Game) New(opts engine.Options) (engine.State, error) {
	st, err := g.NewState(opts)
	if err != nil {
		return nil, err
	}
	return st, nil
}

// NewState is New with the concrete type: round 1 waits for the die.
func (g Game) NewState(opts engine.Options) (*State, error) {
	n, err := engine.Players(g, opts)
	if err != nil {
		return nil, err
	}
	return &State{viewer: fullViewer, n: uint8(n), phase: phRoll}, nil
}

// Import implements engine.Game: it reads a position written by
// State.Position. See ImportState.
func (Game) Import(data []byte) (engine.State, error) {
	s, err := ImportState(data)
	if err != nil {
		return nil, err
	}
	return s, nil
}
