package bot

import (
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"

	"github.com/galleria-games/galleria/engine"
)

// PickChance chooses an outcome with probability proportional to its weight.
// It draws as engine.OutcomeAt(outs, rng.IntN(engine.TotalWeight(outs)))
// would, in two plain loops: a random playout picks an outcome at every
// chance node, and under js/wasm the two calls cost more than the loops.
func PickChance(outs []engine.Outcome, rng *rand.Rand) (string, error) {
	total := 0
	for _, o := range outs {
		if o.Weight <= 0 || total > math.MaxInt-o.Weight {
			total = 0
			break
		}
		total += o.Weight
	}
	if total == 0 {
		_, err := engine.TotalWeight(outs) // says what is wrong
		return "", err
	}
	r := rng.IntN(total)
	for _, o := range outs {
		if r < o.Weight {
			return o.Move, nil
		}
		r -= o.Weight
	}
	return "", fmt.Errorf("chance draw %d is not below the total weight %d", r, total) // not reached
}

// Next picks the next step of st: a chance outcome drawn with rng, or the move
// of the first seat that must act, chosen by its bot on its own view (a
// MovePicker gets the seat's legal moves instead).
func Next(st engine.State, bots []Bot, rng *rand.Rand) (engine.Step, error) {
	var b buffers
	b.prepare(st, bots)
	return b.next(st, bots, rng)
}

// buffers are what Play reuses from step to step: the lists of chance
// outcomes and of a MovePicker's legal moves, and st's appenders and the
// bots' MovePickers, looked up once per game. On states that implement the
// appenders a random playout allocates nothing per step for its lists. The
// lists are not cleared between steps: what they keep alive is move texts,
// mostly the games' prepared ones.
type buffers struct {
	outs    []engine.Outcome
	moves   []string
	oa      engine.OutcomeAppender // st's, or nil
	ma      engine.MoveAppender    // st's, or nil
	pickers []MovePicker           // bots[i] as a MovePicker, or nil
}

// prepare looks up st's appenders and the bots' MovePickers.
func (b *buffers) prepare(st engine.State, bots []Bot) {
	b.oa, _ = st.(engine.OutcomeAppender)
	b.ma, _ = st.(engine.MoveAppender)
	b.pickers = b.pickers[:0]
	for _, bt := range bots {
		p, _ := bt.(MovePicker)
		b.pickers = append(b.pickers, p)
	}
}

// forget drops what prepare looked up.
func (b *buffers) forget() {
	b.oa, b.ma = nil, nil
	clear(b.pickers)
}

func (b *buffers) next(st engine.State, bots []Bot, rng *rand.Rand) (engine.Step, error) {
	return b.nextAt(st.Decision(), st, bots, rng)
}

// nextAt is next for st's decision d, already asked for.
func (b *buffers) nextAt(d engine.Decision, st engine.State, bots []Bot, rng *rand.Rand) (engine.Step, error) {
	switch d.Kind {
	case engine.Terminal:
		return engine.Step{}, fmt.Errorf("the game is over")
	case engine.ChanceNode:
		outs := b.outs[:0]
		if b.oa != nil {
			outs = b.oa.AppendChanceOutcomes(outs)
			b.outs = outs
		} else {
			outs = st.ChanceOutcomes()
		}
		m, err := PickChance(outs, rng)
		return engine.Step{Seat: engine.Chance, Move: m}, err
	}
	seat := d.Seats[0]
	if seat >= len(bots) || bots[seat] == nil {
		return engine.Step{}, fmt.Errorf("no bot for seat %d", seat)
	}
	if p := b.pickers[seat]; p != nil {
		var moves []string
		if b.ma != nil {
			moves = b.ma.AppendLegalMoves(b.moves[:0], seat)
			b.moves = moves
		} else {
			moves = st.LegalMoves(seat)
		}
		m, err := p.PickMove(moves, seat, rng)
		return engine.Step{Seat: seat, Move: m}, err
	}
	m, err := bots[seat].Choose(st.View(seat), seat, rng)
	return engine.Step{Seat: seat, Move: m}, err
}

// Play runs st to the end with bots in every seat, appending each step to the
// returned log. It stops with an error after maxSteps steps.
func Play(st engine.State, bots []Bot, rng *rand.Rand, maxSteps int) ([]engine.Step, error) {
	sc := scratchPool.Get().(*scratch)
	log, err := sc.play(st, bots, rng, maxSteps)
	out := slices.Clone(log) // the returned log is allocated once, at its size
	clear(log)               // the pooled log keeps no step alive
	sc.log = log[:0]
	scratchPool.Put(sc)
	return out, err
}

// scratch is what Play reuses from game to game: the log as it grows, and
// the step buffers.
type scratch struct {
	log []engine.Step
	buffers
}

var scratchPool = sync.Pool{New: func() any { return &scratch{log: make([]engine.Step, 0, 512)} }}

func (sc *scratch) play(st engine.State, bots []Bot, rng *rand.Rand, maxSteps int) ([]engine.Step, error) {
	if runtime.GOARCH == "wasm" {
		// js/wasm runs Go on one thread with no preemption: a garbage
		// collection that starts during a long run of playouts stays in
		// its mark phase, write barriers on, until the goroutine yields
		// (some 200 ms, for 1–2 ms of marking). Yielding once per game
		// lets the collector finish its marking at once.
		runtime.Gosched()
	}
	log := sc.log[:0]
	sc.prepare(st, bots)
	defer sc.forget()
	for d := st.Decision(); d.Kind != engine.Terminal; d = st.Decision() {
		if len(log) >= maxSteps {
			return log, fmt.Errorf("no end after %d steps", maxSteps)
		}
		step, err := sc.nextAt(d, st, bots, rng)
		if err != nil {
			return log, err
		}
		if err := st.Apply(step.Seat, step.Move); err != nil {
			return log, fmt.Errorf("step %d (%s): %v", len(log)+1, step, err)
		}
		log = append(log, step)
	}
	return log, nil
}
