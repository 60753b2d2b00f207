package bot

import (
	"math/rand/v2"

	"github.com/galleria-games/galleria/engine"
)

// Thought is a search under way.
type Thought struct {
	cfg        Search
	view       engine.State
	seat       int
	moves      []string // the seat's legal moves at the root
	rng        *rand.Rand
	root       *node
	done       int
	order      []string // the root moves, best first by the greedy ranking
	rootValue  float64
	rootValues []float64 // every seat's evaluation at the root (on the view)

	// Paired rounds: the candidates, the round's sample and seed, the next
	// candidate to play and the round's rewards so far.
	cands     []string
	sample    engine.State
	seed      [2]uint64
	pos       int
	roundWins []float64
	scale     float64 // mean size of the score margins seen (rewards' unit)
	scaleN    int
	err       error

	// A sharded search (Shards > 1): its parts and their total budget.
	parts []*part
	total int
}

// Work runs up to n more iterations and reports whether the budget is spent
// (or the search failed: Move says why).
func (t *Thought) Work(n int) bool {
	if t.parts != nil {
		if t.err == nil {
			t.workParts(n)
		}
		return t.Done()
	}
	for ; n > 0 && t.done < t.cfg.Iterations && t.err == nil; n-- {
		t.err = t.iterate()
		t.done++
	}
	return t.Done()
}

// Done reports whether the search has finished.
func (t *Thought) Done() bool {
	if t.parts != nil {
		return t.err != nil || t.partsDone()
	}
	return t.done >= t.cfg.Iterations || t.err != nil
}

// Progress gives the iterations run and the budget (a sharded search: the
// parts' iterations whose results are in and those run here so far).
func (t *Thought) Progress() (done, total int) {
	if t.parts != nil {
		for _, p := range t.parts {
			switch {
			case p.res != nil:
				done += p.res.Iterations
			case p.local != nil:
				done += p.local.done
			}
		}
		return done, t.total
	}
	return t.done, t.cfg.Iterations
}

// Move is the best move found so far: the root move visited most (ties: the
// higher mean, then the first in the legal order).
func (t *Thought) Move() (string, error) {
	if t.err != nil {
		return "", t.err
	}
	best := t.best()
	if best == nil {
		return t.moves[0], nil
	}
	return best.move, nil
}

// iterate runs one iteration: sample, descend, expand, play on, score, back up.
func (t *Thought) iterate() error {
	if t.cfg.Paired > 0 {
		return t.pairedIterate()
	}
	return t.treeIterate()
}
