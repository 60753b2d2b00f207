package bot

import (
	"fmt"
	"math/rand/v2"

	"github.com/galleria-games/galleria/engine"
)

// Search is information-set Monte Carlo tree search (ISMCTS) over the engine
// contract. It reads only the view it is given: each iteration samples a full
// state consistent with the view (engine.Determinizer), walks a tree of the
// moves played from the view (a node stands for "these moves have been
// played", whatever the hidden cards or chance outcomes in between), adds one
// node, plays on for Depth steps and scores the position reached.
//
//   - A turn picks, among the moves legal in this sample, the one with the
//     best upper confidence bound for the seat that moves (ISMCTS's
//     availability counts: a move's exploration term counts only the
//     iterations in which it was legal). Untried legal moves go first. At
//     the root, the bot's own moves are tried in the greedy ranking's order
//     (each move applied to the view and evaluated), 2 + √n of them after
//     n iterations (progressive widening).
//   - A simultaneous decision is decoupled: each acting seat picks its own
//     move from its own statistics at the node, blind to the others' picks,
//     as at the table; the joint moves lead to the next node.
//   - A chance event draws an outcome by weight and stays on the node (the
//     tree is open-loop over chance), so does a forced move (one legal move).
//   - Play-on takes, for each step, the best of Sample random legal moves
//     by the game's Evaluator (engine.SearchHints).
//   - With Paired, the root is played in rounds instead (see
//     engine.SearchHints): one shared sample and seed per round for each of
//     the greedy ranking's best moves, then play-on.
//
// A position is scored for every seat from 0 to 1 (see score): a finished
// game by its result, an unfinished one by the game's Evaluator.
//
// Everywhere above, "the game's Evaluator" and "the greedy ranking" mean
// the game's SearchEvaluator where its states have one (see evaluate).
//
// The move is the root move of the bot's seat played most often (or the
// paired rounds' verdict), kept to the greedy ranking's first unless the
// search is sure by Trust standard errors. It depends only on the view and
// the rng (the search keeps its own source seeded from rng), never on the
// time or on how the work was sliced.
//
// The settings come from the game's engine.SearchHints where the game gives
// them; a level takes Share of the game's iteration budget. A tuning
// configuration (ismcts:KEY=VALUE:…) overrides what it names.
type Search struct {
	Label string  // the bot's name
	Share float64 // a level's share of the game's hard budget
	engine.SearchHints
	C float64 // exploration constant of the upper confidence bound
	// Shards is how many independent parts the search is split into
	// (root-parallel: see Job); 0 or 1: one search.
	Shards int
	// given marks the settings a tuning configuration named.
	given map[string]bool
}

// Levels are the search bot's named strengths, weakest first.
var Levels = []Search{
	{Label: "easy", Share: 0.08, Shards: levelShards},
	{Label: "normal", Share: 0.3, Shards: levelShards},
	{Label: "hard", Share: 1, Shards: levelShards},
}

// levelShards is how many parts the levels' searches are split into, so
// that a page can run them on as many cores: the same on every device, so
// that the move does not depend on how many there are.
const levelShards = 4

// MaxShards bounds the parts of a search.
const MaxShards = 64

// Budget is how many iterations the search thinks per decision of the
// game view belongs to.
func (s Search) Budget(view engine.State) int { return s.settings(view).Iterations }

func (s Search) Name() string { return s.Label }

// Choose thinks the whole budget at once and returns the move.
func (s Search) Choose(view engine.State, seat int, rng *rand.Rand) (string, error) {
	th, err := s.Think(view, seat, rng)
	if err != nil {
		return "", err
	}
	for !th.Work(1 << 20) {
	}
	return th.Move()
}

// Think starts a search on view for seat; the caller runs it in slices with
// Work, so a page can draw between slices. It draws two numbers from rng.
// With Shards > 1 the search is split into parts (see Job), which Work
// runs here one after the other, or which Take hands out to run elsewhere.
func (s Search) Think(view engine.State, seat int, rng *rand.Rand) (*Thought, error) {
	th, err := s.prepare(view, seat, [2]uint64{rng.Uint64(), rng.Uint64()})
	if err != nil || th.Done() {
		return th, err
	}
	if th.cfg.Shards > 1 {
		th.split(th.cfg.Shards)
	}
	return th, nil
}

// prepare is the search on view for seat with its generator seeded, before
// any iteration: the settings and the root's ranking.
func (s Search) prepare(view engine.State, seat int, seed [2]uint64) (*Thought, error) {
	moves := view.LegalMoves(seat)
	if len(moves) == 0 {
		return nil, fmt.Errorf("seat %d has no legal move", seat)
	}
	th := &Thought{
		cfg:   s.settings(view),
		view:  view.Clone(),
		seat:  seat,
		moves: moves,
		rng:   rand.New(rand.NewPCG(seed[0], seed[1])),
		root:  &node{},
	}
	if th.cfg.Iterations < 1 {
		th.cfg.Iterations = 1
	}
	if len(moves) == 1 {
		th.done = th.cfg.Iterations // nothing to think about
		return th, nil
	}
	if _, ok := view.(engine.Determinizer); !ok && view.Viewer() >= 0 {
		return nil, fmt.Errorf("search: %s views cannot be determinized", view.Game())
	}
	th.order = moves
	if hasEval(view) {
		th.rootValue, _ = evaluate(view, seat)
		th.rootValues = make([]float64, view.Seats())
		for i := range th.rootValues {
			th.rootValues[i], _ = evaluate(view, i)
		}
		order, err := greedyOrder(view, seat, moves)
		if err != nil {
			return nil, err
		}
		th.order = order
	}
	if th.cfg.Paired > 0 {
		th.cands = th.order[:min(th.cfg.Paired, len(th.order))]
	}
	return th, nil
}

// RunJob runs one part of the search Think would start on view for seat
// (a Job that Take handed out) to its end and gives its result for Put.
func (s Search) RunJob(view engine.State, seat int, j Job) (Result, error) {
	if j.Index < 0 || j.Iterations < 0 {
		return Result{}, fmt.Errorf("search: job %d with %d iterations", j.Index, j.Iterations)
	}
	th, err := s.prepare(view, seat, [2]uint64{})
	if err != nil {
		return Result{}, err
	}
	if th.Done() {
		return Result{}, fmt.Errorf("search: %s has one legal move: nothing to share out", engine.SeatName(seat))
	}
	if n := th.cfg.Shards; n < 2 || j.Index >= n {
		return Result{}, fmt.Errorf("search: job %d of a search in %d parts", j.Index, max(n, 1))
	}
	c := th.child(j)
	for !c.Work(1 << 20) {
	}
	if c.err != nil {
		return Result{}, c.err
	}
	return c.result(j.Index), nil
}
