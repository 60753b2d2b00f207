package bot

import (
	"fmt"
	"math/rand/v2"

	"github.com/galleria-games/galleria/engine"
)

// A search with Shards > 1 is root-parallel: it is split into that many
// independent parts, each a search of its own from the same view with its
// own seed and a share of the budget; the move comes from the parts' root
// statistics summed in the parts' order. A part's result depends only on
// the view, the settings and its Job, so a part gives the same result on
// the page, in a Web Worker or on another machine, and the move is the
// same whoever ran which part and in what order.

// Job is one part of a sharded search.
type Job struct {
	Index      int       `json:"index"`      // the part's place among the search's parts
	Seed       [2]uint64 `json:"seed"`       // its generator's seed (drawn by Think)
	Iterations int       `json:"iterations"` // its share of the budget
}

// EdgeStat is a root move's statistics in one part.
type EdgeStat struct {
	Move   string  `json:"move"`
	N      int     `json:"n"`
	Avail  int     `json:"avail"`
	W      float64 `json:"w"`
	W2     float64 `json:"w2"`
	Rounds int     `json:"rounds,omitempty"`
	D      float64 `json:"d,omitempty"`
	D2     float64 `json:"d2,omitempty"`
}

// Result is what a part found: its iterations and the statistics of the
// seat's root moves it tried, in the seat's legal order.
type Result struct {
	Index      int        `json:"index"`
	Iterations int        `json:"iterations"`
	Edges      []EdgeStat `json:"edges"`
}

// part is a sharded search's part: its job, the local search running it
// (nil until started on this side), whether it was handed out (Take), and
// its result once in.
type part struct {
	job   Job
	local *Thought
	taken bool
	res   *Result
}

// split divides the budget among shards parts with their seeds drawn from
// the search's generator. Paired rounds are divided whole (every part
// plays whole rounds of the candidates), and the last part also plays
// what is left of the budget (a round cut short, as one search would).
func (t *Thought) split(shards int) {
	unit := 1
	if t.cfg.Paired > 0 {
		unit = len(t.cands)
	}
	units := t.cfg.Iterations / unit
	t.parts = make([]*part, shards)
	for k := range t.parts {
		n := (units*(k+1)/shards - units*k/shards) * unit
		if k == shards-1 {
			n += t.cfg.Iterations - units*unit
		}
		t.parts[k] = &part{job: Job{Index: k, Seed: [2]uint64{t.rng.Uint64(), t.rng.Uint64()}, Iterations: n}}
		t.total += n
	}
}

// child is the search of one part: the root's settings and ranking, the
// part's seed and budget, nothing else shared but the view (read only).
func (t *Thought) child(j Job) *Thought {
	c := *t
	c.cfg.Iterations = j.Iterations
	c.cfg.Shards = 1
	c.parts, c.total = nil, 0
	c.rng = rand.New(rand.NewPCG(j.Seed[0], j.Seed[1]))
	c.root = &node{}
	c.done = 0
	c.rootValues = append([]float64(nil), t.rootValues...)
	return &c
}

// Parts is how many parts the search is split into (1: not split).
func (t *Thought) Parts() int { return max(1, len(t.parts)) }

// Take hands out the next part that has neither started here nor been
// handed out, for running elsewhere (RunJob); false if there is none.
func (t *Thought) Take() (Job, bool) {
	for _, p := range t.parts {
		if p.local == nil && !p.taken && p.res == nil {
			p.taken = true
			return p.job, true
		}
	}
	return Job{}, false
}

// Return gives back a part handed out by Take whose result will not come
// (its worker failed): Work runs it here.
func (t *Thought) Return(index int) {
	if index >= 0 && index < len(t.parts) && t.parts[index].res == nil {
		t.parts[index].taken = false
	}
}

// Put records the result of a part handed out by Take. A result that does
// not fit the part (another index, other iterations, moves the seat cannot
// play) is an error and changes nothing.
func (t *Thought) Put(r Result) error {
	if r.Index < 0 || r.Index >= len(t.parts) {
		return fmt.Errorf("search: result for part %d of %d", r.Index, len(t.parts))
	}
	p := t.parts[r.Index]
	if !p.taken || p.res != nil {
		return fmt.Errorf("search: part %d was not handed out or has its result", r.Index)
	}
	if r.Iterations != p.job.Iterations {
		return fmt.Errorf("search: part %d ran %d iterations, not %d", r.Index, r.Iterations, p.job.Iterations)
	}
	legal := make(map[string]bool, len(t.moves))
	for _, m := range t.moves {
		legal[m] = true
	}
	seen := map[string]bool{}
	for i, e := range r.Edges {
		if !legal[e.Move] || seen[e.Move] {
			return fmt.Errorf("search: part %d, edge %d: %q is not a new legal move of %s", r.Index, i, e.Move, engine.SeatName(t.seat))
		}
		if e.N < 0 || e.Avail < 0 || e.Rounds < 0 || e.N > r.Iterations || e.Rounds > r.Iterations {
			return fmt.Errorf("search: part %d, edge %d (%s): counts out of range", r.Index, i, e.Move)
		}
		seen[e.Move] = true
	}
	res := r
	p.res = &res
	t.merge()
	return nil
}

// Idle reports whether a sharded search has no part left to run here:
// every part without a result is out (handed out by Take and not
// returned). A search in one part is never idle before its end.
func (t *Thought) Idle() bool {
	if t.parts == nil {
		return t.Done()
	}
	for _, p := range t.parts {
		if p.res == nil && !p.taken {
			return false
		}
	}
	return true
}

// workParts runs up to n iterations of the parts here: the first part
// neither handed out nor finished.
func (t *Thought) workParts(n int) {
	for _, p := range t.parts {
		if p.res != nil || p.taken {
			continue
		}
		if p.local == nil {
			p.local = t.child(p.job)
		}
		p.local.Work(n)
		if p.local.err != nil {
			t.err = p.local.err
			return
		}
		if p.local.Done() {
			r := p.local.result(p.job.Index)
			p.res = &r
			t.merge()
		}
		return
	}
}

// result is a finished part's statistics of the seat's root moves.
func (t *Thought) result(index int) Result {
	r := Result{Index: index, Iterations: t.done, Edges: []EdgeStat{}}
	for _, m := range t.moves {
		if e := t.root.edge(t.seat, m); e != nil {
			r.Edges = append(r.Edges, EdgeStat{Move: m, N: e.n, Avail: e.avail, W: e.w, W2: e.w2, Rounds: e.rounds, D: e.d, D2: e.d2})
		}
	}
	return r
}

// merge sums the finished parts' root statistics, in the parts' order,
// into the root (the move and the reason read it), and counts their
// iterations.
func (t *Thought) merge() {
	t.root = &node{}
	t.done = 0
	for _, p := range t.parts {
		if p.res == nil {
			continue
		}
		t.done += p.res.Iterations
		for _, s := range p.res.Edges {
			e := t.root.edge(t.seat, s.Move)
			if e == nil {
				e = t.root.add(t.seat, s.Move)
			}
			e.n += s.N
			e.avail += s.Avail
			e.w += s.W
			e.w2 += s.W2
			e.rounds += s.Rounds
			e.d += s.D
			e.d2 += s.D2
		}
	}
}

// partsDone reports whether every part has its result.
func (t *Thought) partsDone() bool {
	for _, p := range t.parts {
		if p.res == nil {
			return false
		}
	}
	return true
}
