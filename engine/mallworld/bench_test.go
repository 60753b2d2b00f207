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
	"github.com/galleria-games/galleria/engine/mallworld"
)

func BenchmarkRandomPlayout(b *testing.B) {
	for _, players := range []int{3, 4, 5} {
		b.Run("players="+strconv.Itoa(players), func(b *testing.B) {
			opts := engine.Options{"players": strconv.Itoa(players)}
			bots := []bot.Bot{bot.Random{}, bot.Random{}, bot.Random{}, bot.Random{}, bot.Random{}}
			games, steps := 0, 0
			b.ReportAllocs()
			for b.Loop() {
				st, err := mallworld.Game{}.NewState(opts)
				if err != nil {
					b.Fatal(err)
				}
				rng := rand.New(rand.NewPCG(uint64(games), 0xBE7C))
				log, err := bot.Play(st, bots, rng, 10000)
				if err != nil {
					b.Fatal(err)
				}
				games++
				steps += len(log)
			}
			b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
			b.ReportMetric(float64(steps)/float64(games), "steps/game")
		})
	}
}

// benchStep is a mid-game state with the seat that acts (Chance in a chance
// node) and one of its legal moves.
type benchStep struct {
	st   *mallworld.State
	seat int
	move string
}

var benchSteps = sync.OnceValue(func() []benchStep {
	var out []benchStep
	pick := rand.New(rand.NewPCG(7, 7))
	for g := uint64(0); g < 8; g++ {
		fzGame(4, "standard", 100+g, func(st *mallworld.State, step int) bool {
			d := st.Decision()
			if step < 60 || step > 300 || step%5 != 0 || d.Kind == engine.Terminal {
				return true
			}
			seat := engine.Chance
			if d.Kind != engine.ChanceNode {
				seat = d.Seats[0]
			}
			legal := st.LegalMoves(seat)
			out = append(out, benchStep{st.Copy(), seat, legal[pick.IntN(len(legal))]})
			return true
		})
	}
	return out
})

func BenchmarkApply(b *testing.B) {
	steps := benchSteps()
	var scratch mallworld.State
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		s := steps[i%len(steps)]
		i++
		scratch = *s.st // a plain value copy, no allocation
		if err := scratch.Apply(s.seat, s.move); err != nil {
			b.Fatal(err)
		}
	}
}

// benchSink keeps the compiler from optimising a clone away.
var benchSink engine.State

func BenchmarkClone(b *testing.B) {
	steps := benchSteps()
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		benchSink = steps[i%len(steps)].st.Clone()
		i++
	}
}

func BenchmarkHash(b *testing.B) {
	steps := benchSteps()
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		_ = steps[i%len(steps)].st.Hash()
		i++
	}
}

func BenchmarkLegalMoves(b *testing.B) {
	steps := benchSteps()
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		s := steps[i%len(steps)]
		i++
		if len(s.st.LegalMoves(s.seat)) == 0 {
			b.Fatal("no legal move")
		}
	}
}
