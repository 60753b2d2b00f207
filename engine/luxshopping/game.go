// Package luxshopping implements the rules of Luxembourg-Shopping, a
// roll-and-move trading game for 2–6 players on a loop of 66 spaces, as
// specified in shared/rules/luxembourg-shopping.md.
//
// The state machine: chance deals six shops to each seat, one card at a
// time, then chance rolls one die per seat until one seat has the lowest
// roll (the first player). Each turn the active seat plays "roll", chance
// throws the two dice, and the turn is resolved by a stack of frames (see
// frame.go) that stops for the active seat's choices (buy, gallery, sign),
// for a debtor's forced sale, and for chance: every card drawn from a pile
// whose order is not yet known, and every random free shop. Nothing is
// secret, so views only lose the ability to resolve chance. Moves are text
// (docs/luxshopping-moves.md); positions are JSON
// (docs/luxshopping-position.md).
package luxshopping

import (
	"fmt"
	"strconv"

	"github.com/galleria-games/galleria/engine"
)

// GameName is the identifier used in logs and URLs.
const GameName = "luxshopping"

// DefaultRounds is the default time limit in rounds (§2 step 7).
const DefaultRounds = 100

// Game is the Luxembourg-Shopping rules package.
type Game struct{}

var _ engine.Game = Game{}

func (Game) Name() string  { return GameName }
func (Game) Title() string { return "Luxembourg-Shopping" }

// roundValues are the time limits a form offers.
var roundValues = []string{"30", "60", "100", "200"}

// Info implements engine.Game: 2–6 seats, a time limit in rounds, scores in
// euros (final cash).
func (Game) Info() engine.Info {
	return engine.Info{
		MinSeats: minSeat, MaxSeats: maxSeat, DefaultSeats: 4,
		Tagline: "roll and move, galleries and signs",
		Options: []engine.OptionSpec{{
			Key: "rounds", Label: "Time limit",
			Values:  roundValues,
			Labels:  []string{"30 rounds", "60 rounds", "100 rounds", "200 rounds"},
			Default: strconv.Itoa(DefaultRounds),
		}},
		ScoreUnit: "€", ScoreUnitPlural: "€",
	}
}

// Normalize implements engine.Game. Keys: players (2–6, default 4) and
// rounds (the time limit, 1–1000 full rounds, default 100; forms offer 30,
// 60, 100 and 200).
func (g Game) Normalize(opts engine.Options) (engine.Options, error) {
	info := g.Info()
	out := engine.Options{"players": strconv.Itoa(info.DefaultSeats), "rounds": strconv.Itoa(DefaultRounds)}
	for _, k := range opts.Keys() {
		v := opts[k]
		n, err := strconv.Atoi(v)
		good := err == nil && strconv.Itoa(n) == v
		switch k {
		case "players":
			if !good || !info.AllowsSeats(n) {
				return nil, fmt.Errorf("option players=%q: Luxembourg-Shopping is for %s", v, info.SeatsWords())
			}
		case "rounds":
			if !good || n < 1 || n > 1000 {
				return nil, fmt.Errorf("option rounds=%q: want a whole number of rounds from 1 to 1000", v)
			}
		default:
			return nil, fmt.Errorf("unknown option %q (Luxembourg-Shopping has players and rounds)", k)
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

// NewState is New with the concrete type: the state before the deal, which
// is the first chance decision.
func (g Game) NewState(opts engine.Options) (*State, error) {
	norm, err := g.Normalize(opts)
	if err != nil {
		return nil, err
	}
	n, _ := strconv.Atoi(norm["players"])
	r, _ := strconv.Atoi(norm["rounds"])
	s := &State{viewer: -1, players: uint8(n), maxRounds: uint16(r), phase: phDeal, winner: -1, first: -1, lastPile: uint8(nPiles)}
	for i := 0; i < n; i++ {
		s.cash[i] = startCash
		s.alive[i] = true
	}
	for k := range s.owner {
		s.owner[k] = -1
	}
	for c := 1; c <= nCards; c++ {
		if c%2 == 0 {
			s.piles[PileEven].unseen.add(c)
		} else {
			s.piles[PileOdd].unseen.add(c)
		}
	}
	for c := 1; c <= nRed; c++ {
		s.piles[PileRed].unseen.add(c)
	}
	return s, nil
}
