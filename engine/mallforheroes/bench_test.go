package mallforheroes_test

// Benchmarks of the engine's hot paths:
//
//	go test ./engine/mallforheroes/ -run '^$' -bench . -count 5
//
// BenchmarkRandomPlayout plays whole games per player count (1 is the solo
// mode at level 1; random bots on their views, chance from a PCG) and
// reports games/s; BenchmarkGreedyPlayout does the same for three greedy
// bots (and for the solo seat at level 1). The others cycle through a fixed
// set of decisions (chance and seats alike) taken from seeded random
// 3-player and solo games, each with one of its legal moves.

import (
	"math/rand/v2"
	"strconv"
	"sync"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/mallforheroes"
)

func BenchmarkRandomPlayout(b *testing.B) {
	for n := 1; n <= 5; n++ {
		b.Run("players="+strconv.Itoa(n), func(b *testing.B) {
			benchPlayout(b, n, bot.Random{})
		})
	}
}

func BenchmarkGreedyPlayout(b *testing.B) {
	for _, n := range []int{1, 3} {
		b.Run("players="+strconv.Itoa(n), func(b *testing.B) {
			benchPlayout(b, n, bot.Greedy{})
		})
	}
}

func benchPlayout(b *testing.B, n int, bt bot.Bot) {
	bots := make([]bot.Bot, n)
	for i := range bots {
		bots[i] = bt
	}
	opts := engine.Options{"players": strconv.Itoa(n)}
	enginetest.BenchPlayout(b, func() (engine.State, error) { return mallforheroes.Game{}.New(opts) }, bots, 100000)
}

// benchSteps are decisions (chance and seats alike) of seeded random
// 3-player and solo games, each with one of its legal moves.
var benchSteps = sync.OnceValue(func() []enginetest.Decision[*mallforheroes.State] {
	var out []enginetest.Decision[*mallforheroes.State]
	pick := rand.New(rand.NewPCG(7, 7))
	for g := uint64(0); g < 8; g++ {
		n := []int{3, 1}[g%2]
		bots := make([]bot.Bot, n)
		for i := range bots {
			bots[i] = bot.Random{}
		}
		st, _ := mallforheroes.Game{}.NewState(engine.Options{"players": strconv.Itoa(n), "level": strconv.Itoa(1 + int(g)%6)})
		rng := rand.New(rand.NewPCG(g, 0xBE7C))
		if _, err := enginetest.Play(st, bots, rng, enginetest.Decisions(&out, pick, nil, nil)); err != nil {
			panic(err)
		}
	}
	return out
})

func BenchmarkApply(b *testing.B)      { enginetest.BenchApply(b, benchSteps()) }
func BenchmarkLegalMoves(b *testing.B) { enginetest.BenchLegalMoves(b, benchSteps()) }
func BenchmarkEvaluate(b *testing.B)   { enginetest.BenchEvaluate(b, benchSteps()) }
func BenchmarkClone(b *testing.B)      { enginetest.BenchClone(b, benchSteps()) }
func BenchmarkHash(b *testing.B)       { enginetest.BenchHash(b, benchSteps()) }
func BenchmarkPositionImport(b *testing.B) {
	enginetest.BenchPositionImport(b, benchSteps(), mallforheroes.Game{}.Import)
}
