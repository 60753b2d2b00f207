package bot

import (
	"math"

	"github.com/galleria-games/galleria/engine"
)

// Reason says in one line why the move was chosen: how often it won in the
// search and how it compares to the next best (Why in English).
func (t *Thought) Reason() string { return t.Why().String() }

// Why is the reason for the chosen move before it is put in words
// (engine.Note): how often the move won in the search over how many
// continuations, and the next best move (the most tried other one) with its
// rate. Rates are whole percents.
func (t *Thought) Why() engine.Note {
	best := t.best()
	if best == nil {
		return engine.Fixed("the only legal move")
	}
	pct := func(e *edge) int { return int(math.Round(100 * e.w / float64(e.n))) }
	var second *edge
	for _, e := range t.root.edges {
		if e.seat == t.seat && e != best && (second == nil || e.n > second.n) {
			second = e
		}
	}
	if second == nil {
		return engine.NewNote("scored %d%% over %d simulated continuations", pct(best), best.n)
	}
	return engine.NewNote("scored %d%% over %d simulated continuations; next best %q scored %d%%",
		pct(best), best.n, second.move, pct(second))
}
