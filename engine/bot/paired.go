package bot

import (
	"fmt"
	"math/rand/v2"

	"github.com/galleria-games/galleria/engine"
)

// pairedIterate runs the next candidate of the current paired round on the
// round's sample, with the round's seed, and at the round's end credits each
// candidate with its difference from the greedy ranking's first.
func (t *Thought) pairedIterate() error {
	if t.roundWins == nil {
		t.roundWins = make([]float64, len(t.cands))
	}
	if t.pos == 0 {
		st, err := t.determinize()
		if err != nil {
			return err
		}
		t.sample = st
		t.seed = [2]uint64{t.rng.Uint64(), t.rng.Uint64()}
	}
	main := t.rng
	t.rng = rand.New(rand.NewPCG(t.seed[0], t.seed[1]))
	err := t.flatOn(t.sample.Clone(), t.cands[t.pos])
	t.rng = main
	if err != nil {
		return err
	}
	t.pos++
	if t.pos == len(t.cands) {
		t.pos = 0
		for i, m := range t.cands {
			e := t.root.edge(t.seat, m)
			d := t.roundWins[i] - t.roundWins[0]
			e.rounds++
			e.d += d
			e.d2 += d * d
		}
	}
	return nil
}

// flatOn plays a paired round's candidate on st: chance and forced moves up
// to the bot's decision, the candidate (the other seats of a simultaneous
// decision move by the play-on policy), then play on and score.
func (t *Thought) flatOn(st engine.State, move string) error {
	for {
		d := st.Decision()
		if d.Kind == engine.ChanceNode {
			if err := t.chance(st); err != nil {
				return err
			}
			continue
		}
		if d.Kind == engine.Terminal || !d.Acts(t.seat) {
			return fmt.Errorf("search: the sample does not wait for %s", engine.SeatName(t.seat))
		}
		break
	}
	seats := append([]int(nil), st.Decision().Seats...)
	for _, seat := range seats {
		m := move
		if seat != t.seat {
			m = t.playOnMove(st, seat, st.LegalMoves(seat))
		}
		if err := st.Apply(seat, m); err != nil {
			return fmt.Errorf("search: %s's legal move %q: %v", engine.SeatName(seat), m, err)
		}
	}
	if err := t.playOn(st); err != nil {
		return err
	}
	r := t.score(st)[t.seat]
	e := t.root.edge(t.seat, move)
	if e == nil {
		e = t.root.add(t.seat, move)
	}
	e.n++
	e.avail++
	e.w += r
	e.w2 += r * r
	t.roundWins[t.pos] = r
	return nil
}
