// Package mallworld implements the rules of Mall World (Andrea Meyer, 2004)
// for 3 to 5 players, as specified in shared/rules/mall-world.md.
//
// The state machine follows the turn of the rules: lobby stagnation check,
// action 1 (accept a contract), action 2 (amenity trade with a closed-fist
// auction, or validation), action 3 (display clean-up, trash, refresh, take),
// action 4 (black box), then phase end, early end and the stall guard. Every
// draw and every setup choice is a chance decision; the piles are multisets,
// so a shuffle is nothing but the fact that each draw is a chance event.
package mallworld

import (
	"fmt"
	"strconv"

	"github.com/galleria-games/galleria/engine"
)

// GameName is the identifier used in logs.
const GameName = "mallworld"

// Game is the Mall World rules package.
type Game struct{}

var _ engine.Game = Game{}

func (Game) Name() string  { return GameName }
func (Game) Title() string { return "Mall World" }

// Normalize implements engine.Game. Options:
//
//	players 3|4|5              (default 4)
//	board   standard|random    (default standard: the first-game layout, spec 5.2)
//	first   random|0…players-1 (default random)
func (Game) Normalize(opts engine.Options) (engine.Options, error) {
	out := engine.Options{"players": "4", "board": "standard", "first": "random"}
	for k, v := range opts {
		if _, ok := out[k]; !ok {
			return nil, fmt.Errorf("unknown option %q (players, board, first)", k)
		}
		out[k] = v
	}
	n, err := strconv.Atoi(out["players"])
	if err != nil || n < 3 || n > 5 || strconv.Itoa(n) != out["players"] {
		return nil, fmt.Errorf("option players=%q: want 3, 4 or 5", out["players"])
	}
	if b := out["board"]; b != "standard" && b != "random" {
		return nil, fmt.Errorf("option board=%q: want standard or random", b)
	}
	if f := out["first"]; f != "random" {
		k, err := strconv.Atoi(f)
		if err != nil || k < 0 || k >= n || strconv.Itoa(k) != f {
			return nil, fmt.Errorf("option first=%q: want random or a seat from 0 to %d", f, n-1)
		}
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

// NewState is New with the concrete type.
func (g Game) NewState(opts engine.Options) (*State, error) {
	opts, err := g.Normalize(opts)
	if err != nil {
		return nil, err
	}
	n, _ := strconv.Atoi(opts["players"])
	s := &State{n: int8(n), viewer: -1, phase: 1, first: -1, active: 0, stage: stSetup}
	if f := opts["first"]; f != "random" {
		k, _ := strconv.Atoi(f)
		s.first = int8(k)
	}
	s.randomBoard = opts["board"] == "random"
	if !s.randomBoard {
		if n <= 4 {
			for _, c := range standardStorage {
				s.board[c] = cellStorage
			}
		}
		if n == 3 {
			for _, c := range standardLocker {
				s.board[c] = cellLocker
			}
		}
		for colour, c := range standardStarts {
			s.board[c] = shopCell(colour, -1)
		}
	}
	for t := 0; t < nCardTypes; t++ {
		s.draw[t] = copiesEach
	}
	s.placePool, s.rentPool, s.specialPool = allPlacements, allRentals, allSpecials
	s.placeLeft, s.rentLeft = 10, 12
	if n == 3 {
		s.placeLeft, s.rentLeft = 7, 9 // 3 of each kind stay in the box unseen
	}
	for i := 0; i < n; i++ {
		s.seats[i] = seat{account: startAccount, coins: startCoins}
	}
	for i := range s.bids {
		s.bids[i] = -1
	}
	s.queue = [3]int8{noSeat, noSeat, noSeat}
	s.advance()
	return s, nil
}
