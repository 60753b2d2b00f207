package mallornothing_test

// Benchmarks of the engine's hot paths:
//
//	go test ./engine/mallornothing/ -run '^$' -bench . -count 5
//
// BenchmarkPlayout plays whole games (bots on their views, chance from a PCG)
// and reports games/s. The others cycle through a fixed set of placement
// decisions taken from seeded random games (every round, both seats).

import (
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
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
			games := 0
			b.ReportAllocs()
			for b.Loop() {
				st, _ := mallornothing.Game{}.NewState(nil)
				rng := rand.New(rand.NewPCG(uint64(games), 0xBE7C))
				if _, err := bot.Play(st, c.bots, rng, 100); err != nil {
					b.Fatal(err)
				}
				games++
			}
			b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
		})
	}
}

// benchStep is a placement decision: the state, a seat that must place and
// one of its legal moves.
type benchStep struct {
	st   *mallornothing.State
	seat int
	move string
}

var benchSteps = sync.OnceValue(func() []benchStep {
	var out []benchStep
	pick := rand.New(rand.NewPCG(7, 7))
	for g := uint64(0); g < 16; g++ {
		st, _ := mallornothing.Game{}.NewState(nil)
		rng := rand.New(rand.NewPCG(g, 0xBE7C))
		bots := []bot.Bot{bot.Random{}, bot.Random{}}
		for st.Decision().Kind != engine.Terminal {
			if d := st.Decision(); d.Kind == engine.Simultaneous && len(d.Seats) == 2 {
				for _, seat := range d.Seats {
					legal := st.LegalMoves(seat)
					out = append(out, benchStep{st.Copy(), seat, legal[pick.IntN(len(legal))]})
				}
			}
			s, err := bot.Next(st, bots, rng)
			if err != nil {
				panic(err)
			}
			if err := st.Apply(s.Seat, s.Move); err != nil {
				panic(err)
			}
		}
	}
	return out
})

func BenchmarkLegalMoves(b *testing.B) {
	steps := benchSteps()
	i, n := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		s := steps[i%len(steps)]
		i++
		n += len(s.st.LegalMoves(s.seat))
	}
	b.ReportMetric(float64(n)/float64(i), "moves/op")
}

func BenchmarkApply(b *testing.B) {
	steps := benchSteps()
	var scratch mallornothing.State
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		s := steps[i%len(steps)]
		i++
		scratch = *s.st
		if err := scratch.Apply(s.seat, s.move); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEvaluate(b *testing.B) {
	steps := benchSteps()
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		s := steps[i%len(steps)]
		i++
		_ = s.st.Evaluate(s.seat)
	}
}

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
