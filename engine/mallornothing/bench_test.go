package mallornothing_test

// Benchmarks of the engine's hot paths:
//
//	go test ./engine/mallornothing/ -run '^$' -bench . -count 5
//
// BenchmarkPlayout plays whole games (bots on their views, chance from a PCG)
// and reports games/s and steps/game. The others cycle through a fixed set of placement
// decisions taken from seeded random games (every round, both seats).

import (
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/mallornothing"
)

func BenchmarkPlayout(b *testing.B) {
	for _, c := range []struct {
		name string
		bots []bot.Bot
	}{
		{"random", []bot.Bot{bot.Random{}, bot.Random{}}},
		{"greedy", []bot.Bot{bot.Greedy{}, bot.Greedy{}}},
	} {
		b.Run(c.name, func(b *testing.B) {
			enginetest.BenchPlayout(b, func() (engine.State, error) { return mallornothing.Game{}.New(nil) }, c.bots, 100)
		})
	}
}

// benchSteps are placement decisions of seeded random games (every round,
// both seats), each with one of its legal moves.
var benchSteps = sync.OnceValue(func() []enginetest.Decision[*mallornothing.State] {
	var out []enginetest.Decision[*mallornothing.State]
	pick := rand.New(rand.NewPCG(7, 7))
	both := func(d engine.Decision) []int {
		if d.Kind == engine.Simultaneous && len(d.Seats) == 2 {
			return d.Seats
		}
		return nil
	}
	for g := uint64(0); g < 16; g++ {
		st, _ := mallornothing.Game{}.NewState(nil)
		rng := rand.New(rand.NewPCG(g, 0xBE7C))
		bots := []bot.Bot{bot.Random{}, bot.Random{}}
		if _, err := enginetest.Play(st, bots, rng, enginetest.Decisions(&out, pick, both, nil)); err != nil {
			panic(err)
		}
	}
	return out
})

func BenchmarkLegalMoves(b *testing.B) { enginetest.BenchLegalMoves(b, benchSteps()) }
func BenchmarkApply(b *testing.B)      { enginetest.BenchApply(b, benchSteps()) }
func BenchmarkEvaluate(b *testing.B)   { enginetest.BenchEvaluate(b, benchSteps()) }
func BenchmarkClone(b *testing.B)      { enginetest.BenchClone(b, benchSteps()) }
func BenchmarkHash(b *testing.B)       { enginetest.BenchHash(b, benchSteps()) }
