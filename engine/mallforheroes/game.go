// Package mallforheroes implements the rules of Mall for Heroes, a Shop
// drafting and placement game for 2–5 players with a solo mode, as
// specified in shared/rules/mall-for-heroes.md.
//
// The state machine: chance deals the Entrances, the Heroes, the face-up
// Wizards and the Monster(s), one card at a time; each round chance lays
// out the 12 Shops of the display one at a time (each draw is a chance
// event over the Shops not yet drawn, so the deck has no order in the
// state); then players take turns, each turn split into decisions: draft a
// display Shop, place it, (Bard) swap two Shops or pass, then claim every
// Wizard whose condition the mall meets and place its Tower. In the solo
// mode (one seat) the person plays malls A and B, and the bot's turns are
// chance reveals of its deck followed by a fixed take. At the end of a solo
// Level 2 game the person removes excess Shop types. Nothing is secret but
// the deck order, which is not in the state, so a view only loses the
// ability to resolve chance. Moves are text (docs/mallforheroes-moves.md);
// positions are JSON (docs/mallforheroes-position.md).
package mallforheroes

import (
	"fmt"
	"strconv"

	"github.com/galleria-games/galleria/engine"
)

// GameName is the identifier used in logs and URLs.
const GameName = "mallforheroes"

// Game is the Mall for Heroes rules package.
type Game struct{}

var _ engine.Game = Game{}

func (Game) Name() string  { return GameName }
func (Game) Title() string { return "Mall for Heroes" }

// Info implements engine.Game: 1–5 seats (1 is the solo mode), the solo
// level, scores in points.
func (Game) Info() engine.Info {
	return engine.Info{
		MinSeats: 1, MaxSeats: maxSeats, DefaultSeats: 3, Solo: true,
		Tagline: "draft shops, grow gardens, win the wizards",
		Options: []engine.OptionSpec{{
			Key: "level", Label: "Solo level",
			Values:  []string{"1", "2", "3", "4", "5", "6"},
			Labels:  []string{"Level 1", "Level 2", "Level 3", "Level 4", "Level 5", "Level 6"},
			Default: "1", SoloOnly: true,
		}},
		ScoreUnit: "point", ScoreUnitPlural: "points",
	}
}

// Normalize implements engine.Game. Keys: players (1–5, default 3; 1 is the
// solo mode), level (the solo level 1–6, default 1; kept but without effect
// with 2 or more players) and first (the first player's seat, default 0;
// not offered by forms, spec §2 step 7).
func (g Game) Normalize(opts engine.Options) (engine.Options, error) {
	info := g.Info()
	out := engine.Options{"players": strconv.Itoa(info.DefaultSeats), "level": "1", "first": "0"}
	for _, k := range opts.Keys() {
		v := opts[k]
		n, err := strconv.Atoi(v)
		good := err == nil && strconv.Itoa(n) == v
		switch k {
		case "players":
			if !good || !info.AllowsSeats(n) {
				return nil, fmt.Errorf("option players=%q: Mall for Heroes is for %s", v, info.SeatsWords())
			}
		case "level":
			if !good || n < 1 || n > 6 {
				return nil, fmt.Errorf("option level=%q: want a solo level from 1 to 6", v)
			}
		case "first":
			if !good || n < 0 || n >= maxSeats {
				return nil, fmt.Errorf("option first=%q: want the first player's seat, from 0", v)
			}
		default:
			return nil, fmt.Errorf("unknown option %q (Mall for Heroes has players, level and first)", k)
		}
		out[k] = v
	}
	n, _ := strconv.Atoi(out["players"])
	f, _ := strconv.Atoi(out["first"])
	if f >= n {
		return nil, fmt.Errorf("option first=%q: want a seat from 0 to %d", out["first"], n-1)
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

// NewState is New with the concrete type: the state before the deal of the
// Entrances, which is the first chance decision.
func (g Game) NewState(opts engine.Options) (*State, error) {
	norm, err := g.Normalize(opts)
	if err != nil {
		return nil, err
	}
	n, _ := strconv.Atoi(norm["players"])
	lv, _ := strconv.Atoi(norm["level"])
	f, _ := strconv.Atoi(norm["first"])
	s := newState(n, lv, f)
	s.settle()
	return s, nil
}

// newState is the state before any chance event.
func newState(seats, level, first int) *State {
	s := &State{viewer: -1, seats: uint8(seats), first: uint8(first)}
	s.np = uint8(seats)
	if seats == 1 {
		s.level = uint8(level)
		s.np = 3
	}
	for n := 1; n <= nShops; n++ {
		if shopInPlay(n, s.deckSeats()) {
			s.deck |= 1 << n
		}
	}
	if s.solo() {
		for n := 1; n <= nShops; n++ {
			if shops[n].Marking != markNone {
				s.botDeck[shops[n].Type]++
			}
		}
	}
	return s
}
