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

// Normalize implements engine.Game. The game has no setting; the only key
// accepted is players, whose only value is 2 (front ends that always pass a
// player count keep working). The canonical option set is players=2.
func (Game) Normalize(opts engine.Options) (engine.Options, error) {
	for _, k := range opts.Keys() {
		if k != "players" {
			return nil, fmt.Errorf("unknown option %q (Mall or Nothing has no options but players=2)", k)
		}
		if v := opts[k]; v != "2" {
			return nil, fmt.Errorf("option players=%q: Mall or Nothing is for exactly 2 players", v)
		}
	}
	return engine.Options{"players": "2"}, nil
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
	if _, err := g.Normalize(opts); err != nil {
		return nil, err
	}
	return &State{viewer: fullViewer, phase: phStart, p1: -1, deck: startDeck}, nil
}
