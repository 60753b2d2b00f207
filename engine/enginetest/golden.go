package enginetest

import (
	"encoding/hex"
	"fmt"
	"math/rand/v2"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
)

// Golden is the record of a fixed game played by PlayGolden.
type Golden struct {
	Steps  int    // steps to the end
	HashAt string // hex of the hash after the first Golden.At steps ("" if the game was shorter)
	Final  string // hex of the final hash
}

// Hex is the hex form of a hash.
func Hex(h [32]byte) string { return hex.EncodeToString(h[:]) }

// FirstSeat picks the first seat a decision waits for.
func FirstSeat(d engine.Decision) int { return d.Seats[0] }

// LastSeat picks the last seat a decision waits for.
func LastSeat(d engine.Decision) int { return d.Seats[len(d.Seats)-1] }

// PlayGolden plays st to the end as the games' TestGoldenHash do: chance
// outcomes with bot.PickChance from rand.NewPCG(seed, 1), and for a seat
// decision the seat pick(d) (FirstSeat if nil) plays
// legal[moves.IntN(len(legal))] with legal its view's LegalMoves and moves
// rand.NewPCG(seed, 2): what bot.Random does, written out so that the
// record depends on nothing but the engine and the PCG of math/rand/v2.
// It records the hash after at steps and the final one, and fails after
// more than maxSteps steps.
func PlayGolden(st engine.State, seed uint64, at, maxSteps int, pick func(engine.Decision) int) (Golden, error) {
	if pick == nil {
		pick = FirstSeat
	}
	chance := rand.New(rand.NewPCG(seed, 1))
	moves := rand.New(rand.NewPCG(seed, 2))
	var g Golden
	for st.Decision().Kind != engine.Terminal {
		if g.Steps == at {
			g.HashAt = Hex(st.Hash())
		}
		if g.Steps > maxSteps {
			return g, fmt.Errorf("no end after %d steps", maxSteps)
		}
		d := st.Decision()
		var seat int
		var move string
		if d.Kind == engine.ChanceNode {
			seat = engine.Chance
			var err error
			if move, err = bot.PickChance(st.ChanceOutcomes(), chance); err != nil {
				return g, err
			}
		} else {
			seat = pick(d)
			legal := st.View(seat).LegalMoves(seat)
			if len(legal) == 0 {
				return g, fmt.Errorf("step %d: %s has no legal move on its view", g.Steps+1, engine.SeatName(seat))
			}
			move = legal[moves.IntN(len(legal))]
		}
		if err := st.Apply(seat, move); err != nil {
			return g, fmt.Errorf("step %d: %s %q: %v", g.Steps+1, engine.SeatName(seat), move, err)
		}
		g.Steps++
	}
	g.Final = Hex(st.Hash())
	return g, nil
}
