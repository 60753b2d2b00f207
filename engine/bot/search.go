package bot

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"

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
	// given marks the settings a tuning configuration named.
	given map[string]bool
}

// defaultHints are the settings for a game that gives no hints.
var defaultHints = engine.SearchHints{Iterations: 1000, Depth: 6, Sample: 1}

// defaultC is the exploration constant (rewards run from 0 to 1).
const defaultC = 0.7

// Levels are the search bot's named strengths, weakest first.
var Levels = []Search{
	{Label: "easy", Share: 0.08},
	{Label: "normal", Share: 0.3},
	{Label: "hard", Share: 1},
}

// Budget is how many iterations the search thinks per decision of the
// game view belongs to.
func (s Search) Budget(view engine.State) int { return s.settings(view).Iterations }

// settings resolves the search's settings for a game's view: the game's
// hints (or the defaults), the level's share of the budget, then what a
// tuning configuration named.
func (s Search) settings(view engine.State) Search {
	h := defaultHints
	if g, ok := view.(engine.SearchHinter); ok {
		h = g.SearchHints()
	}
	out := Search{Label: s.Label, Share: s.Share, SearchHints: h, C: defaultC}
	share := s.Share
	if share <= 0 {
		share = 1
	}
	out.Iterations = max(1, int(math.Round(float64(h.Iterations)*share)))
	for k := range s.given {
		switch k {
		case "it":
			out.Iterations = s.Iterations
		case "depth":
			out.Depth = s.Depth
		case "sample":
			out.Sample = s.Sample
		case "others":
			out.Others = s.Others
		case "paired":
			out.Paired = s.Paired
		case "c":
			out.C = s.C
		case "trust":
			out.Trust = s.Trust
		case "reward":
			out.Own = s.Own
		}
	}
	return out
}

// level returns the named level.
func level(name string) (Search, bool) {
	for _, l := range Levels {
		if l.Label == name {
			return l, true
		}
	}
	return Search{}, false
}

// searchKeys are the settings a tuning configuration may give.
const searchKeys = "it, depth, sample, others, c, trust, paired, reward"

// parseSearch reads a tuning configuration "ismcts:KEY=VALUE:…" with keys
// it (iterations), depth, sample, others, c, trust, paired and reward (own
// or margin); what it does not give is the hard level's.
func parseSearch(name string) (Search, error) {
	parts := strings.Split(name, ":")
	if len(parts) < 2 || parts[0] != "ismcts" {
		return Search{}, fmt.Errorf("bot %q: want ismcts:KEY=VALUE:… (keys %s)", name, searchKeys)
	}
	s := Search{Label: name, Share: 1, given: map[string]bool{}}
	seen := s.given
	for _, kv := range parts[1:] {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || seen[k] {
			return Search{}, fmt.Errorf("bot %q: %q is not KEY=VALUE with a new key (keys %s)", name, kv, searchKeys)
		}
		seen[k] = true
		num := func(lo, hi int) (int, error) {
			n, err := strconv.Atoi(v)
			if err != nil || n < lo || n > hi {
				return 0, fmt.Errorf("bot %q: %s=%q is not a whole number from %d to %d", name, k, v, lo, hi)
			}
			return n, nil
		}
		real := func(lo, hi float64) (float64, error) {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil || !(f >= lo && f <= hi) {
				return 0, fmt.Errorf("bot %q: %s=%q is not a number from %g to %g", name, k, v, lo, hi)
			}
			return f, nil
		}
		var err error
		switch k {
		case "it":
			s.Iterations, err = num(1, 10_000_000)
		case "depth":
			s.Depth, err = num(0, 100_000)
		case "sample":
			s.Sample, err = num(1, 1000)
		case "others":
			s.Others, err = num(0, 1000)
		case "paired":
			s.Paired, err = num(0, 1000)
		case "c":
			s.C, err = real(0, 100)
		case "trust":
			s.Trust, err = real(0, 100)
		case "reward":
			switch v {
			case "own":
				s.Own = true
			case "margin":
				s.Own = false
			default:
				err = fmt.Errorf("bot %q: reward=%q is not own or margin", name, v)
			}
		default:
			err = fmt.Errorf("bot %q: unknown key %q (keys %s)", name, k, searchKeys)
		}
		if err != nil {
			return Search{}, err
		}
	}
	return s, nil
}

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
func (s Search) Think(view engine.State, seat int, rng *rand.Rand) (*Thought, error) {
	moves := view.LegalMoves(seat)
	if len(moves) == 0 {
		return nil, fmt.Errorf("seat %d has no legal move", seat)
	}
	th := &Thought{
		cfg:   s.settings(view),
		view:  view.Clone(),
		seat:  seat,
		moves: moves,
		rng:   rand.New(rand.NewPCG(rng.Uint64(), rng.Uint64())),
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
	return th, nil
}

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
}

// Work runs up to n more iterations and reports whether the budget is spent
// (or the search failed: Move says why).
func (t *Thought) Work(n int) bool {
	for ; n > 0 && t.done < t.cfg.Iterations && t.err == nil; n-- {
		t.err = t.iterate()
		t.done++
	}
	return t.Done()
}

// Done reports whether the search has finished.
func (t *Thought) Done() bool { return t.done >= t.cfg.Iterations || t.err != nil }

// Progress gives the iterations run and the budget.
func (t *Thought) Progress() (done, total int) { return t.done, t.cfg.Iterations }

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

// Reason says in one line why the move was chosen: how often it won in the
// search and how it compares to the next best (Why in English).
func (t *Thought) Reason() string { return t.Why().String() }

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
	if sure := t.diff(best) - t.diff(first); sure > 0 {
		se := math.Sqrt(best.varMean() + first.varMean())
		if best.mean()-first.mean() > t.cfg.Trust*se {
			return best
		}
	}
	return first
}

func (t *Thought) diff(e *edge) float64 { return e.mean() }

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

func (e *edge) mean() float64 { return e.w / float64(e.n) }

// varMean is the variance of the edge's mean reward.
func (e *edge) varMean() float64 {
	m := e.mean()
	v := e.w2/float64(e.n) - m*m
	if v < 0 {
		v = 0
	}
	return v / float64(e.n)
}

// node is a point of the tree: the moves on the way to it.
type node struct {
	edges []*edge
	index map[edgeKey]*edge
	joint map[string]*node // simultaneous decisions: the next node per joint move
}

type edgeKey struct {
	seat int
	move string
}

// edge is one seat's move from a node, with its statistics.
type edge struct {
	seat  int
	move  string
	n     int     // iterations through this edge
	avail int     // iterations in which the move was legal here
	w     float64 // sum of the rewards of seat
	w2    float64 // sum of their squares
	// Paired rounds (root moves only): rounds played, and the sum of the
	// differences from the first candidate's reward and of their squares.
	rounds int
	d, d2  float64
	child  *node // turn decisions: the node after the move
}

func (n *node) edge(seat int, move string) *edge {
	return n.index[edgeKey{seat, move}]
}

func (n *node) add(seat int, move string) *edge {
	if n.index == nil {
		n.index = map[edgeKey]*edge{}
	}
	e := &edge{seat: seat, move: move}
	n.edges = append(n.edges, e)
	n.index[edgeKey{seat, move}] = e
	return e
}

// pick chooses seat's move among legal at n: an untried one at random if
// any (expanded is then true), else the best upper confidence bound. It
// counts the availability of every tried legal move.
func (t *Thought) pick(n *node, seat int, legal []string) (e *edge, expanded bool) {
	untried := 0
	for _, m := range legal {
		if x := n.edge(seat, m); x != nil {
			x.avail++
		} else {
			untried++
		}
	}
	if untried > 0 {
		k := t.rng.IntN(untried)
		for _, m := range legal {
			if n.edge(seat, m) == nil {
				if k == 0 {
					return n.add(seat, m), true
				}
				k--
			}
		}
	}
	bestU := math.Inf(-1)
	for _, m := range legal {
		x := n.edge(seat, m)
		u := x.w/float64(x.n) + t.cfg.C*math.Sqrt(math.Log(float64(x.avail))/float64(x.n))
		if u > bestU {
			bestU, e = u, x
		}
	}
	return e, false
}

// iterate runs one iteration: sample, descend, expand, play on, score, back up.
func (t *Thought) iterate() error {
	if t.cfg.Paired > 0 {
		return t.pairedIterate()
	}
	return t.iterateOn(nil, "")
}

// pairedIterate runs the next candidate of the current paired round on the
// round's sample, with the round's seed, and at the round's end credits each
// candidate with its difference from the greedy ranking's first.
func (t *Thought) pairedIterate() error {
	if t.cands == nil {
		t.cands = t.order[:min(t.cfg.Paired, len(t.order))]
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
	err := t.iterateOn(t.sample.Clone(), t.cands[t.pos])
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

func (t *Thought) determinize() (engine.State, error) {
	if d, ok := t.view.(engine.Determinizer); ok {
		st, err := d.Determinize(t.rng)
		if err != nil {
			return nil, fmt.Errorf("search: %v", err)
		}
		return st, nil
	}
	return t.view.Clone(), nil
}

// iterateOn runs one iteration on st (nil: a new sample); a root move, if
// given, is the one the bot's seat plays at the root.
func (t *Thought) iterateOn(st engine.State, rootMove string) error {
	if rootMove != "" {
		return t.flatOn(st, rootMove)
	}
	if d, ok := t.view.(engine.Determinizer); ok {
		var err error
		if st, err = d.Determinize(t.rng); err != nil {
			return fmt.Errorf("search: %v", err)
		}
	} else {
		st = t.view.Clone()
	}
	var path []*edge
	n := t.root
	expanded := false
	for !expanded {
		d := st.Decision()
		if d.Kind == engine.Terminal {
			break
		}
		if d.Kind == engine.ChanceNode {
			if err := t.chance(st); err != nil {
				return err
			}
			continue
		}
		if d.Kind == engine.Turn {
			seat := d.Seats[0]
			legal := st.LegalMoves(seat)
			if n == t.root && seat == t.seat {
				legal = t.rootMoves()
				if rootMove != "" {
					legal = []string{rootMove}
				}
			}
			if len(legal) == 1 && !(n == t.root && seat == t.seat) {
				if err := st.Apply(seat, legal[0]); err != nil {
					return fmt.Errorf("search: %s's only move %q: %v", engine.SeatName(seat), legal[0], err)
				}
				continue
			}
			e, exp := t.pick(n, seat, legal)
			if err := st.Apply(seat, e.move); err != nil {
				return fmt.Errorf("search: %s's legal move %q: %v", engine.SeatName(seat), e.move, err)
			}
			path = append(path, e)
			if e.child == nil {
				e.child = &node{}
			}
			n, expanded = e.child, exp
			continue
		}
		// Simultaneous: every seat still to move picks blind.
		seats := append([]int(nil), d.Seats...)
		var key strings.Builder
		for _, seat := range seats {
			legal := st.LegalMoves(seat)
			if n == t.root && seat == t.seat {
				legal = t.rootMoves()
				if rootMove != "" {
					legal = []string{rootMove}
				}
			}
			if len(legal) == 0 {
				return fmt.Errorf("search: %s acts with no legal move", engine.SeatName(seat))
			}
			e, exp := t.pick(n, seat, legal)
			expanded = expanded || exp
			path = append(path, e)
			fmt.Fprintf(&key, "%d:%s|", seat, e.move)
		}
		for _, e := range path[len(path)-len(seats):] {
			if err := st.Apply(e.seat, e.move); err != nil {
				return fmt.Errorf("search: %s's legal move %q: %v", engine.SeatName(e.seat), e.move, err)
			}
		}
		if n.joint == nil {
			n.joint = map[string]*node{}
		}
		next := n.joint[key.String()]
		if next == nil {
			next = &node{}
			n.joint[key.String()] = next
		}
		n = next
	}
	if err := t.playOn(st); err != nil {
		return err
	}
	reward := t.score(st)
	for _, e := range path {
		e.n++
		e.w += reward[e.seat]
		e.w2 += reward[e.seat] * reward[e.seat]
	}

	return nil
}

// chance applies an outcome of st's chance event drawn by weight.
func (t *Thought) chance(st engine.State) error {
	m, err := PickChance(st.ChanceOutcomes(), t.rng)
	if err != nil {
		return fmt.Errorf("search: chance: %v", err)
	}
	if err := st.Apply(engine.Chance, m); err != nil {
		return fmt.Errorf("search: chance outcome %q: %v", m, err)
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

// SearchEvaluator is implemented by the states of a game whose search wants
// a different evaluation from the one the greedy bot plays by: one that
// looks further ahead than the position's worth today. The search ranks,
// plays on and scores with it when it is there, with Evaluate otherwise;
// the greedy bot always plays by Evaluate, so it stays the same baseline.
type SearchEvaluator interface {
	SearchEvaluate(seat int) float64
}

// hasEval reports whether st can be evaluated (evaluate's ok).
func hasEval(st engine.State) bool {
	switch st.(type) {
	case SearchEvaluator, engine.Evaluator:
		return true
	}
	return false
}

// evaluate is seat's value of st for the search: SearchEvaluate where the
// game has it, else Evaluate; ok is false for a game with neither.
func evaluate(st engine.State, seat int) (v float64, ok bool) {
	switch e := st.(type) {
	case SearchEvaluator:
		return e.SearchEvaluate(seat), true
	case engine.Evaluator:
		return e.Evaluate(seat), true
	}
	return 0, false
}
