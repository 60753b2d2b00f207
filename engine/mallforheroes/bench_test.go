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
	games, steps := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		st, err := mallforheroes.Game{}.NewState(opts)
		if err != nil {
			b.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(games), 0xBE7C))
		log, err := bot.Play(st, bots, rng, 100000)
		if err != nil {
			b.Fatal(err)
		}
		games++
		steps += len(log)
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(steps)/float64(games), "steps/game")
}

// benchStep is a decision: the state, who acts and one of its legal moves.
type benchStep struct {
	st   *mallforheroes.State
	seat int
	move string
}

var benchSteps = sync.OnceValue(func() []benchStep {
	var out []benchStep
	pick := rand.New(rand.NewPCG(7, 7))
	for g := uint64(0); g < 8; g++ {
		n := []int{3, 1}[g%2]
		bots := make([]bot.Bot, n)
		for i := range bots {
			bots[i] = bot.Random{}
		}
		st, _ := mallforheroes.Game{}.NewState(engine.Options{"players": strconv.Itoa(n), "level": strconv.Itoa(1 + int(g)%6)})
		rng := rand.New(rand.NewPCG(g, 0xBE7C))
		for st.Decision().Kind != engine.Terminal {
			d := st.Decision()
			seat := engine.Chance
			if d.Kind == engine.Turn {
				seat = d.Seats[0]
			}
			legal := st.LegalMoves(seat)
			out = append(out, benchStep{st.Copy(), seat, legal[pick.IntN(len(legal))]})
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

func BenchmarkApply(b *testing.B) {
	steps := benchSteps()
	var scratch mallforheroes.State
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

func BenchmarkEvaluate(b *testing.B) {
	steps := benchSteps()
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		s := steps[i%len(steps)]
		i++
		_ = s.st.Evaluate(max(s.seat, 0))
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

func BenchmarkPositionImport(b *testing.B) {
	steps := benchSteps()
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		p, err := steps[i%len(steps)].st.Position()
		if err != nil {
			b.Fatal(err)
		}
		if _, err := mallforheroes.ImportState(p); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
