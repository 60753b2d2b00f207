package bot

import (
	"fmt"
	"math"

	"github.com/galleria-games/galleria/engine"
)

// playOn plays up to Depth random steps (chance steps are free).
func (t *Thought) playOn(st engine.State) error {
	for steps := 0; steps < t.cfg.Depth; {
		d := st.Decision()
		switch d.Kind {
		case engine.Terminal:
			return nil
		case engine.ChanceNode:
			if err := t.chance(st); err != nil {
				return err
			}
			continue
		}
		seat := d.Seats[0]
		legal := st.LegalMoves(seat)
		if len(legal) == 0 {
			return fmt.Errorf("search: %s acts with no legal move", engine.SeatName(seat))
		}
		m := t.playOnMove(st, seat, legal)
		if err := st.Apply(seat, m); err != nil {
			return fmt.Errorf("search: %s's legal move %q: %v", engine.SeatName(seat), m, err)
		}
		steps++
	}
	return nil
}

// playOnMove is the play-on policy's move for seat: the best, by the seat's
// evaluation after it, of Sample legal moves drawn at random, or of all of
// them when there are no more than Sample (ties: the first drawn, or a
// random one of all).
func (t *Thought) playOnMove(st engine.State, seat int, legal []string) string {
	k := t.cfg.Sample
	if seat != t.seat && t.cfg.Others > 0 {
		k = t.cfg.Others
	}
	if !hasEval(st) || k <= 1 || len(legal) == 1 {
		return legal[t.rng.IntN(len(legal))]
	}
	all := k >= len(legal)
	if all {
		k = len(legal)
	}
	best, bestV, ties := "", math.Inf(-1), 0
	for i := 0; i < k; i++ {
		m := legal[i]
		if !all {
			m = legal[t.rng.IntN(len(legal))]
		}
		next := st.Clone()
		if next.Apply(seat, m) != nil {
			continue
		}
		v, _ := evaluate(next, seat)
		switch {
		case v > bestV:
			best, bestV, ties = m, v, 1
		case v == bestV && all:
			ties++
			if t.rng.IntN(ties) == 0 {
				best = m
			}
		}
	}
	if best == "" {
		return legal[t.rng.IntN(len(legal))]
	}
	return best
}
