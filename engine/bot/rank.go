package bot

import (
	"fmt"
	"math"
	"sort"

	"github.com/galleria-games/galleria/engine"
)

// greedyOrder sorts moves by the evaluation of the view after each, best
// first (the greedy bot's ranking; ties keep the legal order).
func greedyOrder(view engine.State, seat int, moves []string) ([]string, error) {
	type scored struct {
		move string
		v    float64
	}
	list := make([]scored, len(moves))
	for i, m := range moves {
		next := view.Clone()
		if err := next.Apply(seat, m); err != nil {
			return nil, fmt.Errorf("search: legal move %q failed on the view: %v", m, err)
		}
		v, _ := evaluate(next, seat)
		list[i] = scored{m, v}
	}
	sort.SliceStable(list, func(a, b int) bool { return list[a].v > list[b].v })
	out := make([]string, len(list))
	for i, x := range list {
		out[i] = x.move
	}
	return out, nil
}

// rootMoves are the root moves the search may try after n iterations
// (progressive widening): the greedy ranking's best 2 + ⌊√n⌋.
func (t *Thought) rootMoves() []string {
	k := 2 + int(math.Sqrt(float64(t.done)))
	if k >= len(t.order) {
		return t.order
	}
	return t.order[:k]
}

// best is the root edge of the bot's seat that Move plays, or nil before
// any: the most visited (ties: the higher sum of rewards, then the legal
// order), or the paired rounds' verdict; with Trust, the greedy ranking's
// first unless the search is sure by Trust standard errors.
func (t *Thought) best() *edge {
	var best *edge
	for _, m := range t.moves { // legal order breaks ties
		e := t.root.edge(t.seat, m)
		if e == nil {
			continue
		}
		if best == nil || e.n > best.n || e.n == best.n && e.w > best.w {
			best = e
		}
	}
	if t.cfg.Paired > 0 && best != nil {
		return t.bestPaired()
	}
	if t.cfg.Trust <= 0 || best == nil {
		return best
	}
	// Keep the greedy ranking's first move unless the search is sure.
	first := t.root.edge(t.seat, t.order[0])
	if first == nil || first == best || first.n < 2 || best.n < 2 {
		return best
	}
	se := math.Sqrt(best.varMean() + first.varMean())
	if best.mean()-first.mean() > t.cfg.Trust*se {
		return best
	}
	return first
}

// bestPaired is the candidate with the best mean difference from the first
// over the rounds played, kept only if that difference is more than Trust
// standard errors above zero.
func (t *Thought) bestPaired() *edge {
	first := t.root.edge(t.seat, t.cands[0])
	best, bestD := first, 0.0
	for _, m := range t.cands[1:] {
		e := t.root.edge(t.seat, m)
		if e == nil || e.rounds < 2 {
			continue
		}
		mean := e.d / float64(e.rounds)
		v := e.d2/float64(e.rounds) - mean*mean
		se := math.Sqrt(math.Max(v, 0) / float64(e.rounds))
		if mean > bestD && mean > t.cfg.Trust*se {
			best, bestD = e, mean
		}
	}
	return best
}
