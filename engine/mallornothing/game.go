// Package mallornothing implements the rules of Mall or Nothing, a game for
// two players who each build a private mall out of 18 overlapping numbered
// cards, as specified in shared/rules/mall-or-nothing.md.
//
// The state machine: a chance decision deals cards 9 and 10 (who is P1),
// then eight rounds of two chance draws (P1's card, then P2's) followed by
// one simultaneous decision in which both seats place their card; when both
// are in, the two placements are carried out together. After round 8 the
// game is over and both malls are scored. Moves are text
// (docs/mallornothing-moves.md); positions are JSON
// (docs/mallornothing-position.md).
package mallornothing

import (
	"fmt"
	"strconv"

	"github.com/galleria-games/galleria/engine"
)

// GameName is the identifier used in logs.
const GameName = "mallornothing"

// Rounds is the number of rounds of a game: each seat places (or discards)
// one card per round.
const Rounds = nRounds

// Game is the Mall or Nothing rules package.
type Game struct{}

var _ engine.Game = Game{}

func (Game) Name() string  { return GameName }
func (Game) Title() string { return "Mall or Nothing" }

// Info implements engine.Game: exactly 2 seats, no setting, scores in
// points.
func (Game) Info() engine.Info {
	return engine.Info{
		MinSeats: 2, MaxSeats: 2, DefaultSeats: 2,
		Tagline:   "simultaneous card overlays",
		ScoreUnit: "point", ScoreUnitPlural: "points",
	}
}

// Normalize implements engine.Game. The game has no setting; the only key
// accepted is players, whose only value is 2 (front ends that always pass a
// player count keep working). The canonical option set is players=2. The
// seat range comes from Info.
func (g Game) Normalize(opts engine.Options) (engine.Options, error) {
	info := g.Info()
	out := engine.Options{"players": strconv.Itoa(info.DefaultSeats)}
	for _, k := range opts.Keys() {
		if k != "players" {
			return nil, fmt.Errorf("unknown option %q (Mall or Nothing has no options but players=%d)", k, info.DefaultSeats)
		}
		v := opts[k]
		n, err := strconv.Atoi(v)
		if err != nil || !info.AllowsSeats(n) || strconv.Itoa(n) != v {
			if info.MinSeats == info.MaxSeats {
				return nil, fmt.Errorf("option players=%q: Mall or Nothing is for exactly %s", v, info.SeatsWords())
			}
			return nil, fmt.Errorf("option players=%q: Mall or Nothing is for %s", v, info.SeatsWords())
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
	if len(opts) > 0 { // no option is the canonical set
		if _, err := g.Normalize(opts); err != nil {
			return nil, err
		}
	}
	return &State{viewer: fullViewer, phase: phStart, p1: -1, deck: startDeck}, nil
}
