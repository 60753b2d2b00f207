package mallworld_test

// Benchmarks of the engine's hot paths:
//
//	go test ./engine/mallworld/ -run '^$' -bench . -benchtime 3x
//
// BenchmarkRandomPlayout plays whole games from setup (random bots on their
// views, chance from a PCG) and reports games/s. The others run on a fixed set
// of representative mid-game states (4 players; steps 60–300 of seeded random
// games, every kind of decision, chance nodes included), cycling through them.

import (
	"math/rand/v2"
	"strconv"
	"sync"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/mallworld"
)

func BenchmarkRandomPlayout(b *testing.B) {
	for _, players := range []int{3, 4, 5} {
		b.Run("players="+strconv.Itoa(players), func(b *testing.B) {
			opts := engine.Options{"players": strconv.Itoa(players)}
			bots := []bot.Bot{bot.Random{}, bot.Random{}, bot.Random{}, bot.Random{}, bot.Random{}}
			enginetest.BenchPlayout(b, func() (engine.State, error) { return mallworld.Game{}.New(opts) }, bots, 10000)
		})
	}
}

// benchSteps are mid-game states with the seat that acts (Chance in a
// chance node) and one of its legal moves.
var benchSteps = sync.OnceValue(func() []enginetest.Decision[*mallworld.State] {
	var out []enginetest.Decision[*mallworld.State]
	pick := rand.New(rand.NewPCG(7, 7))
	mid := func(_ *mallworld.State, step int) bool { return step >= 60 && step <= 300 && step%5 == 0 }
	for g := uint64(0); g < 8; g++ {
		fzGame(4, "standard", 100+g, enginetest.Decisions(&out, pick, nil, mid))
	}
	return out
})

func BenchmarkApply(b *testing.B)      { enginetest.BenchApply(b, benchSteps()) }
func BenchmarkClone(b *testing.B)      { enginetest.BenchClone(b, benchSteps()) }
func BenchmarkHash(b *testing.B)       { enginetest.BenchHash(b, benchSteps()) }
func BenchmarkLegalMoves(b *testing.B) { enginetest.BenchLegalMoves(b, benchSteps()) }
