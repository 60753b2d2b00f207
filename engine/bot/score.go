package bot

import (
	"math"

	"github.com/galleria-games/galleria/engine"
)

// score rates st for every seat from 0 to 1: half for finishing first (the
// result's winners, or the best evaluation before the end; shared by ties),
// half for the margin over the best other seat, squashed with tanh on the
// scale of the margins seen so far. A game with one seat (solo) scores 1
// for a win and, before the end, how far the evaluation went past the
// root's.
func (t *Thought) score(st engine.State) []float64 {
	seats := st.Seats()
	out := make([]float64, seats)
	vals := make([]float64, seats)
	r := st.Result()
	ev := hasEval(st)
	eval := func(seat int) float64 { v, _ := evaluate(st, seat); return v }
	switch {
	case seats == 1 && r != nil:
		if len(r.Winners) == 1 {
			out[0] = 1
		}
		return out
	case seats == 1 && ev:
		scale := math.Abs(t.rootValue) + 1
		out[0] = 0.5 + 0.5*math.Tanh((eval(0)-t.rootValue)/scale)
		return out
	case ev && t.cfg.Own && r != nil:
		// The evaluation of a finished game is its score.
		for i := range out {
			v := eval(i) - t.rootValues[i]
			out[i] = 0.5 + 0.5*math.Tanh(v/t.marginScale(v))
		}
		return out
	case r != nil:
		for i := range vals {
			vals[i] = float64(r.Scores[i])
		}
	case ev && t.cfg.Own:
		for i := range out {
			v := eval(i) - t.rootValues[i]
			out[i] = 0.5 + 0.5*math.Tanh(v/t.marginScale(v))
		}
		return out
	case ev:
		for i := range vals {
			vals[i] = eval(i)
		}
	default:
		for i := range out {
			out[i] = 0.5
		}
		return out
	}
	top, firsts := math.Inf(-1), 0
	for _, v := range vals {
		if v > top {
			top, firsts = v, 1
		} else if v == top {
			firsts++
		}
	}
	for i, v := range vals {
		other := math.Inf(-1)
		for j, w := range vals {
			if j != i && w > other {
				other = w
			}
		}
		margin := v - other
		if r != nil {
			// The result decides who won; the margin only grades it.
			won := false
			for _, w := range r.Winners {
				won = won || w == i
			}
			if won {
				out[i] = 0.5 / float64(len(r.Winners))
			}
		} else if v == top {
			out[i] = 0.5 / float64(firsts)
		}
		out[i] += 0.25 + 0.25*math.Tanh(margin/t.marginScale(margin))
	}
	return out
}

// marginScale keeps the running mean of the margins' sizes (a margin over
// 20 times the mean so far counts as 20 times it, so one lopsided position
// does not flatten the rest) and returns it.
func (t *Thought) marginScale(margin float64) float64 {
	a := math.Abs(margin)
	if t.scaleN > 0 && a > 20*t.scale {
		a = 20 * t.scale
	}
	if !math.IsInf(a, 0) && !math.IsNaN(a) {
		t.scaleN++
		t.scale += (a - t.scale) / float64(t.scaleN)
	}
	if t.scale <= 0 {
		return 1
	}
	return t.scale
}
