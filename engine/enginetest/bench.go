package enginetest

import (
	"math/rand/v2"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
)

// BenchPlayout is the loop of the playout benchmarks: per iteration a new
// state from newState, played to the end with bots (bot.Play, chance and
// choices from rand.NewPCG(games so far, 0xBE7C), at most maxSteps steps).
// It reports games/s and steps/game.
func BenchPlayout(b *testing.B, newState func() (engine.State, error), bots []bot.Bot, maxSteps int) {
	games, steps := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		st, err := newState()
		if err != nil {
			b.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(games), 0xBE7C))
		log, err := bot.Play(st, bots, rng, maxSteps)
		if err != nil {
			b.Fatal(err)
		}
		games++
		steps += len(log)
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(steps)/float64(games), "steps/game")
}

// Decision is a benchmark's fixed decision: a state, a seat that acts
// (Chance at a chance node) and one of its legal moves.
type Decision[S engine.State] struct {
	St   S
	Seat int
	Move string
}

// Decisions returns a Play visit function that records, at each state
// that is not over, a clone of it with each seat seats(d) names (nil: the
// seat of a turn, Chance at a chance node) and a move of its drawn with
// pick.IntN; the decisions are appended to *out. keep, if not nil, says
// at which steps to record.
func Decisions[S engine.State](out *[]Decision[S], pick *rand.Rand, seats func(d engine.Decision) []int, keep func(st S, step int) bool) func(st S, step int) bool {
	return func(st S, step int) bool {
		d := st.Decision()
		if d.Kind == engine.Terminal || keep != nil && !keep(st, step) {
			return true
		}
		var who []int
		if seats != nil {
			who = seats(d)
		} else if d.Kind == engine.ChanceNode {
			who = []int{engine.Chance}
		} else {
			who = d.Seats[:1]
		}
		for _, seat := range who {
			legal := st.LegalMoves(seat)
			*out = append(*out, Decision[S]{st.Clone().(S), seat, legal[pick.IntN(len(legal))]})
		}
		return true
	}
}

// BenchApply applies the decisions in turn, each to a value copy of its
// state (no allocation for the copy).
func BenchApply[V any, S interface {
	*V
	engine.State
}](b *testing.B, steps []Decision[S]) {
	var scratch V
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		s := steps[i%len(steps)]
		i++
		scratch = *s.St
		if err := S(&scratch).Apply(s.Seat, s.Move); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchLegalMoves lists the moves of the decisions in turn and reports
// moves/op; an empty list fails.
func BenchLegalMoves[S engine.State](b *testing.B, steps []Decision[S]) {
	i, n := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		s := steps[i%len(steps)]
		i++
		k := len(s.St.LegalMoves(s.Seat))
		if k == 0 {
			b.Fatal("no legal move")
		}
		n += k
	}
	b.ReportMetric(float64(n)/float64(i), "moves/op")
}

// BenchEvaluate evaluates the decisions' states for their seat (seat 0 at
// a chance node).
func BenchEvaluate[S interface {
	engine.State
	engine.Evaluator
}](b *testing.B, steps []Decision[S]) {
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		s := steps[i%len(steps)]
		i++
		_ = s.St.Evaluate(max(s.Seat, 0))
	}
}

// Sink keeps the compiler from optimising a benchmark's result away.
var Sink engine.State

// BenchClone clones the decisions' states in turn.
func BenchClone[S engine.State](b *testing.B, steps []Decision[S]) {
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		Sink = steps[i%len(steps)].St.Clone()
		i++
	}
}

// BenchHash hashes the decisions' states in turn.
func BenchHash[S engine.State](b *testing.B, steps []Decision[S]) {
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		_ = steps[i%len(steps)].St.Hash()
		i++
	}
}

// BenchPositionImport exports the decisions' states in turn and imports
// them with imp.
func BenchPositionImport[S engine.State](b *testing.B, steps []Decision[S], imp func([]byte) (engine.State, error)) {
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		p, err := steps[i%len(steps)].St.Position()
		if err != nil {
			b.Fatal(err)
		}
		if _, err := imp(p); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
