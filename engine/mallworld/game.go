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
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// GameName is the identifier used in logs.
const GameName = "mallworld"

// Game is the Mall World rules package.
type Game struct{}

var _ engine.Game = Game{}

func (Game) Name() string  { return GameName }
func (Game) Title() string { return "Mall World" }

// Info implements engine.Game: 3 to 5 seats (4 by default), one form
// option (the board) and final scores in CHF. The option first is accepted
// by Normalize but not offered on forms: a form that leaves it out gets its
// default, a random first player.
func (Game) Info() engine.Info {
	return engine.Info{
		MinSeats: 3, MaxSeats: 5, DefaultSeats: 4,
		Tagline: "contracts, corruption and closed-fist auctions",
		Options: []engine.OptionSpec{{
			Key:     "board",
			Label:   "Board",
			Values:  []string{"standard", "random"},
			Labels:  []string{"Standard (first game)", "Random"},
			Default: "standard",
		}},
		ScoreUnit: "CHF", ScoreUnitPlural: "CHF",
	}
}

// Normalize implements engine.Game. Options (the seat range, the offered
// options and their defaults come from Info):
//
//	players 3|4|5              (default 4)
//	board   standard|random    (default standard: the first-game layout, spec 5.2)
//	first   random|0…players-1 (default random; not offered on forms)
func (g Game) Normalize(opts engine.Options) (engine.Options, error) {
	info := g.Info()
	out := engine.Options{"players": strconv.Itoa(info.DefaultSeats), "first": "random"}
	for _, o := range info.Options {
		out[o.Key] = o.Default
	}
	for k, v := range opts {
		if _, ok := out[k]; !ok {
			return nil, fmt.Errorf("unknown option %q (%s)", k, strings.Join(optionKeys(info), ", "))
		}
		out[k] = v
	}
	n, err := strconv.Atoi(out["players"])
	if err != nil || !info.AllowsSeats(n) || strconv.Itoa(n) != out["players"] {
		counts := make([]string, 0, info.MaxSeats-info.MinSeats+1)
		for _, c := range info.SeatCounts() {
			counts = append(counts, strconv.Itoa(c))
		}
		return nil, fmt.Errorf("option players=%q: want %s", out["players"], orList(counts))
	}
	for _, o := range info.Options {
		if v := out[o.Key]; !o.Allows(v) {
			return nil, fmt.Errorf("option %s=%q: want %s", o.Key, v, orList(o.Values))
		}
	}
	if f := out["first"]; f != "random" {
		k, err := strconv.Atoi(f)
		if err != nil || k < 0 || k >= n || strconv.Itoa(k) != f {
			return nil, fmt.Errorf("option first=%q: want random or a seat from 0 to %d", f, n-1)
		}
	}
	return out, nil
}

// optionKeys lists every key Normalize accepts, in the order of its doc.
func optionKeys(info engine.Info) []string {
	keys := []string{"players"}
	for _, o := range info.Options {
		keys = append(keys, o.Key)
	}
	return append(keys, "first")
}

// orList joins words as "a, b or c".
func orList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
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
	prepareTexts()
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
	s.syncCells()
	s.advance()
	return s, nil
}
