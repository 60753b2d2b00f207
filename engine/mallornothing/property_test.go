package mallornothing_test

// Property tests: many random games of Mall or Nothing, checked at every
// step.
//
// TestPropertyRandomGames plays propGames games (propGamesShort with -short)
// on propWorkers goroutines. Each seat is played by the greedy bot with
// probability 1/propGreedyOneIn, else by the random bot, each on its own
// view; chance outcomes are drawn with bot.PickChance from a seeded
// math/rand/v2 PCG. At every step it checks:
//
//   - no panic;
//   - invariants: all 18 cards exactly once across deck, malls and drawn
//     cards (16 before the deal), one card laid per seat and round, no
//     discard (a mall always has a legal place), the breakdown adds up to
//     the score, the hash is stable and survives Clone;
//   - the decision agrees with LegalMoves, ChanceOutcomes and Result (each
//     seat that must place has moves, the others none; a chance node has
//     outcomes of weight 1, one per deck card; terminal has a result whose
//     places and winners fit the scores and tie-breaks);
//   - legal placements: canonical texts in reading order, no duplicates,
//     both rotations of each anchor, the always-legal anchor among them, and
//     (in the full games) exactly the anchors an independent implementation
//     of spec 4.3 in this file accepts, over a margin around the mall;
//   - every legal move applies to a clone (the first propFull games; then
//     propSample moves drawn at random) and leaves the original untouched;
//     once a round resolves, the new card's recorded pairs are the forced
//     ones;
//   - generated texts (random words, near misses of legal moves, moves of the
//     wrong seat, chance outcomes not listed) are rejected with the hash
//     unchanged unless they are legal, in which case they are accepted;
//   - View(seat) for both seats and a spectator: everything public is shown
//     (malls, pairs, drawn cards, deck, round), the other seat's committed
//     move reads "hidden", the seat's own moves are the real ones, chance
//     cannot be resolved; and after a seat commits, the other seat's view is
//     the same (same hash) whichever legal move it committed;
//   - Position → ImportState gives the same hash (every step of the first
//     propImportFull games, then about one step in propImportEvery);
//   - at the end, engine.Replay of the log gives the same hash; every
//     propRoundTripEvery-th game goes through WriteLog → ParseLog first.
//
// A failing game is reported with its seeds and log; MN_PROP_GAME=G runs
// only game G.

import (
	"fmt"
	"math/rand/v2"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/mallornothing"
)

const (
	propGames          = 10000
	propGamesShort     = 500
	propFull           = 1000 // games with every legal move applied and the reference legality check
	propFullShort      = 150
	propSample         = 3
	propGreedyOneIn    = 4
	propImportFull     = 300
	propImportEvery    = 10
	propRoundTripEvery = 10
	propWorkers        = 2
	propMaxSteps       = 40 // a game is exactly 33 steps
)

func TestPropertyRandomGames(t *testing.T) {
	games, full := propGames, propFull
	if testing.Short() {
		games, full = propGamesShort, propFullShort
	}
	first := 0
	if only := os.Getenv("MN_PROP_GAME"); only != "" {
		g, err := strconv.Atoi(only)
		if err != nil {
			t.Fatalf("MN_PROP_GAME=%q", only)
		}
		first, games = g, g+1
	}
	var (
		mu       sync.Mutex
		failures = map[string]int{}
		reported = 0
		tot      propStats
	)
	var wg sync.WaitGroup
	for w := 0; w < propWorkers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := first + w; g < games; g += propWorkers {
				r := newPropRun(g, g < full)
				r.play()
				mu.Lock()
				tot.add(&r.stats)
				for _, f := range r.failures {
					failures[f.kind]++
					if reported < 6 {
						reported++
						t.Error(r.report(f))
					}
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	for k, n := range failures {
		t.Errorf("%s: failed in %d of %d games", k, n, games-first)
	}
	t.Logf("%d games, %d steps; legal moves applied %d (reference-checked anchors %d); generated texts %d (%d legal); views %d (%d hidden-move swaps); imports %d; replays %d (%d via log text); seat-0 wins %d, draws %d",
		games-first, tot.steps, tot.applied, tot.refChecked, tot.generated, tot.generatedLegal, tot.views, tot.swaps,
		tot.imports, tot.replays, tot.roundTrips, tot.wins0, tot.draws)
}

type propStats struct {
	steps, applied, refChecked, generated, generatedLegal int
	views, swaps, imports, replays, roundTrips            int
	wins0, draws                                          int
}

func (a *propStats) add(b *propStats) {
	a.steps += b.steps
	a.applied += b.applied
	a.refChecked += b.refChecked
	a.generated += b.generated
	a.generatedLegal += b.generatedLegal
	a.views += b.views
	a.swaps += b.swaps
	a.imports += b.imports
	a.replays += b.replays
	a.roundTrips += b.roundTrips
	a.wins0 += b.wins0
	a.draws += b.draws
}

type propFailure struct {
	kind string
	step int
	err  error
}

type propRun struct {
	game     int
	full     bool
	seeds    [3]uint64
	chance   *rand.Rand
	bots     *rand.Rand
	check    *rand.Rand
	seatBot  [2]bot.Bot
	steps    []engine.Step
	step     int
	stats    propStats
	failures []propFailure
}

func newPropRun(g int, full bool) *propRun {
	r := &propRun{game: g, full: full}
	r.seeds = [3]uint64{0xC4A7CE, 0xB075, 0xC4EC}
	r.chance = rand.New(rand.NewPCG(uint64(g), r.seeds[0]))
	r.bots = rand.New(rand.NewPCG(uint64(g), r.seeds[1]))
	r.check = rand.New(rand.NewPCG(uint64(g), r.seeds[2]))
	for i := range r.seatBot {
		if r.check.IntN(propGreedyOneIn) == 0 {
			r.seatBot[i] = bot.Greedy{}
		} else {
			r.seatBot[i] = bot.Random{}
		}
	}
	return r
}

func (r *propRun) fail(kind string, err error) {
	for _, f := range r.failures {
		if f.kind == kind {
			return
		}
	}
	r.failures = append(r.failures, propFailure{kind, r.step, err})
}

func (r *propRun) report(f propFailure) string {
	m := &engine.Match{Game: mallornothing.GameName, Options: engine.Options{"players": "2"}, Steps: r.steps[:min(f.step, len(r.steps))]}
	return fmt.Sprintf("%s: game %d (bots %s,%s; PCG (game, %#x/%#x/%#x)) at step %d: %v\nlog before it:\n%s\nrerun: MN_PROP_GAME=%d go test ./engine/mallornothing/ -run TestPropertyRandomGames -v",
		f.kind, r.game, r.seatBot[0].Name(), r.seatBot[1].Name(), r.seeds[0], r.seeds[1], r.seeds[2], f.step, f.err,
		engine.FormatLog(m), r.game)
}

func (r *propRun) play() {
	defer func() {
		if p := recover(); p != nil {
			r.failures = append(r.failures, propFailure{"panic", r.step, fmt.Errorf("%v\n%s", p, debug.Stack())})
		}
	}()
	st, err := mallornothing.Game{}.NewState(nil)
	if err != nil {
		r.fail("setup", err)
		return
	}
	importEvery := propImportEvery
	if r.game < propImportFull {
		importEvery = 1
	}
	var prev *mallornothing.State // the state before the last step
	for r.step = 0; ; r.step++ {
		if r.step > propMaxSteps {
			r.fail("no end", fmt.Errorf("no end after %d steps", propMaxSteps))
			return
		}
		if err := propInvariants(st); err != nil {
			r.fail("invariant", err)
			return
		}
		d := st.Decision()
		if err := propDecision(st, d); err != nil {
			r.fail("decision", err)
			return
		}
		if d.Kind == engine.Terminal || st.Stage() == "draw" && r.check.IntN(8) == 0 {
			for seat := 0; seat < 2; seat++ {
				if err := propScoreMap(st, seat); err != nil {
					r.fail("score map", err)
				}
			}
		}
		if err := r.checkViews(st, prev); err != nil {
			r.fail("view", err)
		}
		if r.check.IntN(importEvery) == 0 {
			r.stats.imports++
			if err := propImport(st); err != nil {
				r.fail("import", err)
			}
		}
		if d.Kind == engine.Terminal {
			break
		}
		if err := r.checkLegal(st, d); err != nil {
			r.fail("legal moves", err)
		}
		if err := r.checkGenerated(st, d); err != nil {
			r.fail("generated move", err)
			return // an accepted illegal move may have changed the state
		}
		var s engine.Step
		if d.Kind == engine.ChanceNode {
			m, err := bot.PickChance(st.ChanceOutcomes(), r.chance)
			if err != nil {
				r.fail("chance", err)
				return
			}
			s = engine.Step{Seat: engine.Chance, Move: m}
		} else {
			seat := d.Seats[r.bots.IntN(len(d.Seats))]
			m, err := r.seatBot[seat].Choose(st.View(seat), seat, r.bots)
			if err != nil {
				r.fail("bot", err)
				return
			}
			s = engine.Step{Seat: seat, Move: m}
		}
		prev = st.Copy()
		if err := st.Apply(s.Seat, s.Move); err != nil {
			r.fail("step", fmt.Errorf("chosen step %q rejected: %v", s, err))
			return
		}
		r.steps = append(r.steps, s)
	}
	r.stats.steps += len(r.steps)
	if res := st.Result(); res != nil {
		if len(res.Winners) == 2 {
			r.stats.draws++
		} else if res.Winners[0] == 0 {
			r.stats.wins0++
		}
	}
	if err := r.checkReplay(st); err != nil {
		r.fail("replay", err)
	}
}

// --- invariants and decisions ---

func propInvariants(st *mallornothing.State) error {
	if st.Hash() != st.Hash() || st.Clone().Hash() != st.Hash() {
		return fmt.Errorf("hash unstable or changed by Clone")
	}
	var seen [19]string
	put := func(n int, where string) error {
		if n < 1 || n > 18 {
			return fmt.Errorf("card %d in %s", n, where)
		}
		if seen[n] != "" {
			return fmt.Errorf("card %d in %s and in %s", n, seen[n], where)
		}
		seen[n] = where
		return nil
	}
	for _, n := range st.Deck() {
		if err := put(n, "deck"); err != nil {
			return err
		}
	}
	for seat := 0; seat < 2; seat++ {
		mall := st.Mall(seat)
		for _, c := range mall {
			if err := put(c.Card, fmt.Sprintf("mall %d", seat)); err != nil {
				return err
			}
		}
		if n := st.Drawn(seat); n != 0 {
			if err := put(n, fmt.Sprintf("hand %d", seat)); err != nil {
				return err
			}
		}
		if len(st.Discarded(seat)) != 0 {
			return fmt.Errorf("seat %d discarded %v", seat, st.Discarded(seat))
		}
		if st.P1() >= 0 && len(mall) != st.Round()+1 {
			return fmt.Errorf("seat %d: %d cards in the mall after %d rounds", seat, len(mall), st.Round())
		}
		sc := st.ScoreOf(seat)
		if sc.Department+sc.Beauty+sc.Clothing+sc.Restaurant+sc.Services+sc.Entertainment != sc.Total || sc.Total < 0 ||
			sc.Hallway < 0 || sc.Unused < 0 {
			return fmt.Errorf("seat %d: score %v", seat, sc)
		}
		for _, p := range st.Pairs(seat) {
			if st.Eff(seat, p[0]) < 0 || st.Eff(seat, p[1]) < 0 {
				return fmt.Errorf("seat %d: pair %v names a card not in the mall", seat, p)
			}
		}
	}
	want := 18
	if st.P1() < 0 {
		want = 16
	}
	n := 0
	for _, w := range seen {
		if w != "" {
			n++
		}
	}
	if n != want {
		return fmt.Errorf("%d cards accounted for, want %d", n, want)
	}
	return nil
}

func propDecision(st *mallornothing.State, d engine.Decision) error {
	res := st.Result()
	if (d.Kind == engine.Terminal) != (res != nil) || (d.Kind == engine.Terminal) != (st.Stage() == "over") {
		return fmt.Errorf("decision %v, result %v, stage %s", d.Kind, res, st.Stage())
	}
	outs := st.ChanceOutcomes()
	if (d.Kind == engine.ChanceNode) != (len(outs) > 0) {
		return fmt.Errorf("decision %v with %d chance outcomes", d.Kind, len(outs))
	}
	var texts []string
	for _, o := range outs {
		if o.Weight != 1 {
			return fmt.Errorf("outcome %v", o)
		}
		texts = append(texts, o.Move)
	}
	if !slices.Equal(st.LegalMoves(engine.Chance), texts) {
		return fmt.Errorf("LegalMoves(Chance) %v, outcomes %v", st.LegalMoves(engine.Chance), texts)
	}
	if d.Kind == engine.ChanceNode && st.Stage() == "draw" && len(outs) != len(st.Deck()) {
		return fmt.Errorf("%d draw outcomes for a deck of %d", len(outs), len(st.Deck()))
	}
	for seat := 0; seat < 2; seat++ {
		acts := d.Kind == engine.Simultaneous && slices.Contains(d.Seats, seat)
		if got := len(st.LegalMoves(seat)) > 0; got != acts {
			return fmt.Errorf("seat %d: acts %v but has %d legal moves", seat, acts, len(st.LegalMoves(seat)))
		}
		if d.Kind == engine.Simultaneous && !acts && st.Pending(seat) == "" {
			return fmt.Errorf("seat %d is not listed but has not committed", seat)
		}
	}
	if d.Kind == engine.Simultaneous && len(d.Seats) == 0 {
		return fmt.Errorf("simultaneous decision without seats")
	}
	if res != nil {
		want := mallornothing.RankScores([2]mallornothing.Score{st.ScoreOf(0), st.ScoreOf(1)})
		if !slices.Equal(res.Scores, want.Scores) || !slices.Equal(res.Winners, want.Winners) || !slices.Equal(res.Places, want.Places) {
			return fmt.Errorf("result %+v, want %+v", res, want)
		}
		if res.Scores[0] != res.Scores[1] && len(res.Winners) != 1 {
			return fmt.Errorf("result %+v", res)
		}
		if (len(res.Winners) == 2) != (res.Note != "" && strings.Contains(res.Note, "shared")) {
			return fmt.Errorf("note %q for winners %v", res.Note, res.Winners)
		}
	}
	return nil
}

// --- legal moves ---

// refLegal is spec 4.3 written again, independently of the engine: card n
// with its anchor on (ax, ay) in seat's mall.
func refLegal(mall []mallornothing.Placement, pairs [][2]int, n, ax, ay int) bool {
	coversCell := func(c mallornothing.Placement, x, y int) bool {
		return x >= c.X && x <= c.X+1 && y >= c.Y && y <= c.Y+2
	}
	isPair := func(lo, hi int) bool { return slices.Contains(pairs, [2]int{lo, hi}) }
	visibleAt := func(k mallornothing.Placement, x, y int) bool {
		for _, o := range mall {
			if o.Card != k.Card && coversCell(o, x, y) && isPair(k.Card, o.Card) {
				return false
			}
		}
		return true
	}
	eff := func(k mallornothing.Placement) int {
		if visibleAt(k, k.X, k.Y) || visibleAt(k, k.X+1, k.Y+2) {
			return k.Card
		}
		return 0
	}
	// below reports whether a lies transitively below b.
	below := func(a, b int) bool {
		seen := map[int]bool{a: true}
		todo := []int{a}
		for len(todo) > 0 {
			x := todo[len(todo)-1]
			todo = todo[:len(todo)-1]
			for _, p := range pairs {
				if p[0] == x && !seen[p[1]] {
					if p[1] == b {
						return true
					}
					seen[p[1]] = true
					todo = append(todo, p[1])
				}
			}
		}
		return false
	}
	var up, down []int
	for _, k := range mall {
		if k.X-ax <= 1 && ax-k.X <= 1 && k.Y-ay <= 2 && ay-k.Y <= 2 {
			if eff(k) < n {
				down = append(down, k.Card)
			} else {
				up = append(up, k.Card)
			}
		}
	}
	if len(up)+len(down) == 0 {
		return false
	}
	for _, a := range up {
		for _, b := range down {
			if below(a, b) {
				return false
			}
		}
	}
	return true
}

func (r *propRun) checkLegal(st *mallornothing.State, d engine.Decision) error {
	if d.Kind != engine.Simultaneous {
		return nil
	}
	h := st.Hash()
	for _, seat := range d.Seats {
		legal := st.LegalMoves(seat)
		n := st.Drawn(seat)
		var parsed []mallornothing.Move
		for i, m := range legal {
			mv, err := mallornothing.ParseMove(m)
			if err != nil || mv.Kind != mallornothing.MovePlace || mv.Card != n {
				return fmt.Errorf("seat %d: legal move %q: %v", seat, m, err)
			}
			if i%2 == 0 && mv.Rot != 0 || i%2 == 1 && (mv.Rot != 180 || mv.X != parsed[i-1].X || mv.Y != parsed[i-1].Y) {
				return fmt.Errorf("seat %d: move %d %q breaks the r0/r180 pairing", seat, i, m)
			}
			if i >= 2 {
				p := parsed[i-2]
				if mv.Y < p.Y || mv.Y == p.Y && mv.X <= p.X {
					return fmt.Errorf("seat %d: %q after %q is not in reading order", seat, m, legal[i-2])
				}
			}
			parsed = append(parsed, mv)
		}
		if !slices.Equal(st.Moves(seat), parsed) {
			return fmt.Errorf("seat %d: Moves differs from LegalMoves", seat)
		}
		// The first covered cell in reading order takes a card that overlaps it alone.
		minX, minY, maxX, maxY := st.Bounds(seat)
		x0 := minX
		for st.VisibleAt(seat, x0, minY) == "" {
			x0++
		}
		if corner := fmt.Sprintf("place %d at %d,%d r0", n, x0-1, minY-2); !slices.Contains(legal, corner) {
			return fmt.Errorf("seat %d: %q is not legal", seat, corner)
		}
		if r.full {
			mall, pairs := st.Mall(seat), st.Pairs(seat)
			for ay := minY - 4; ay <= maxY+2; ay++ {
				for ax := minX - 3; ax <= maxX+2; ax++ {
					want := refLegal(mall, pairs, n, ax, ay)
					got := slices.Contains(legal, fmt.Sprintf("place %d at %d,%d r180", n, ax, ay))
					if want != got {
						return fmt.Errorf("seat %d: card %d at %d,%d: engine says legal=%v, the reference %v", seat, n, ax, ay, got, want)
					}
					r.stats.refChecked++
				}
			}
		}
		// Legal moves apply to clones.
		idx := make([]int, len(legal))
		for i := range idx {
			idx[i] = i
		}
		if !r.full {
			r.check.Shuffle(len(idx), func(a, b int) { idx[a], idx[b] = idx[b], idx[a] })
			idx = idx[:min(propSample, len(idx))]
		}
		for _, i := range idx {
			c := st.Copy()
			if err := c.Apply(seat, legal[i]); err != nil {
				return fmt.Errorf("seat %d: legal move %q rejected: %v", seat, legal[i], err)
			}
			r.stats.applied++
			if c.Stage() == "place" {
				if c.Pending(seat) != legal[i] {
					return fmt.Errorf("seat %d: committed %q, pending reads %q", seat, legal[i], c.Pending(seat))
				}
				continue
			}
			// The round resolved: the card is laid with the forced layering.
			mv := parsed[i]
			mall := c.Mall(seat)
			if last := mall[len(mall)-1]; last != (mallornothing.Placement{Card: mv.Card, X: mv.X, Y: mv.Y, Rot: mv.Rot}) {
				return fmt.Errorf("seat %d: after %q the last card is %+v", seat, legal[i], last)
			}
			var want [][2]int
			for _, k := range st.Mall(seat) {
				if k.X-mv.X <= 1 && mv.X-k.X <= 1 && k.Y-mv.Y <= 2 && mv.Y-k.Y <= 2 {
					if st.Eff(seat, k.Card) < n {
						want = append(want, [2]int{k.Card, n})
					} else {
						want = append(want, [2]int{n, k.Card})
					}
				}
			}
			var got [][2]int
			for _, p := range c.Pairs(seat) {
				if p[0] == n || p[1] == n {
					got = append(got, p)
				}
			}
			slices.SortFunc(want, func(a, b [2]int) int { return a[0]*100 + a[1] - b[0]*100 - b[1] })
			if !slices.Equal(got, want) {
				return fmt.Errorf("seat %d: after %q the new pairs are %v, want %v", seat, legal[i], got, want)
			}
		}
	}
	if st.Hash() != h {
		return fmt.Errorf("applying moves to clones changed the original")
	}
	return nil
}

// --- generated texts ---

var propWords = []string{"place", "discard", "at", "card", "start", "r0", "r180", "r90", "0,0", "1,-2", "-1,1",
	"99,0", "100,1", "7", "18", "19", "0", "-3", "9", "10", "", "pass", "1,1,1", "+1,0", "01,0"}

func (r *propRun) genText(st *mallornothing.State, seat int) string {
	switch r.check.IntN(5) {
	case 0: // random words
		return enginetest.RandomWords(r.check, propWords, 6)
	case 1: // a near miss of a legal move (or a made-up placement)
		n := st.Drawn(max(seat, 0))
		if n == 0 {
			n = 1 + r.check.IntN(18)
		}
		mv := mallornothing.Move{Kind: mallornothing.MovePlace, Card: n, X: r.check.IntN(9) - 4, Y: r.check.IntN(13) - 6, Rot: 180 * r.check.IntN(2)}
		switch r.check.IntN(4) {
		case 0:
			mv.Card = 1 + r.check.IntN(18)
		case 1:
			mv.X += 20
		case 2:
			mv.Kind = mallornothing.MoveDiscard
		}
		return mv.String()
	case 2: // a chance outcome
		if r.check.IntN(2) == 0 {
			return "start " + [...]string{"9 10", "10 9", "9 9", "10"}[r.check.IntN(4)]
		}
		return "card " + strconv.Itoa(r.check.IntN(20))
	case 3: // a legal move of some seat
		for s := 0; s < 2; s++ {
			if l := st.LegalMoves(s); len(l) > 0 {
				return l[r.check.IntN(len(l))]
			}
		}
		return "place 1 at 0,0 r0"
	}
	return enginetest.RandomBytes(r.check, 12, 128)
}

// checkGenerated tries 4 generated texts as chance, both seats and two
// seats that do not exist; a listed one must be accepted.
func (r *propRun) checkGenerated(st *mallornothing.State, d engine.Decision) error {
	t, err := enginetest.CheckIllegal(st, d, r.check, enginetest.Illegal{
		Tries: 4, Beyond: 1, AcceptListed: true,
		Text: func(seat int) string { return r.genText(st, seat) },
	})
	r.stats.generated += t.Tried
	r.stats.generatedLegal += t.Listed
	return err
}

// --- views ---

func (r *propRun) checkViews(st, prev *mallornothing.State) error {
	full := st.PositionOf()
	for _, seat := range []int{0, 1, 2} {
		v := st.ViewState(seat)
		r.stats.views++
		p := v.PositionOf()
		if p.Viewer != seat || v.Viewer() != seat {
			return fmt.Errorf("view of seat %d has viewer %d", seat, p.Viewer)
		}
		if !slices.Equal(p.Deck, full.Deck) || p.Round != full.Round || p.P1 != full.P1 {
			return fmt.Errorf("view of seat %d hides public data", seat)
		}
		wantStage := full.Stage
		if p.Stage != wantStage {
			return fmt.Errorf("view of seat %d in stage %s, the game in %s", seat, p.Stage, wantStage)
		}
		for i := 0; i < 2; i++ {
			a, b := p.Seats[i], full.Seats[i]
			if !slices.Equal(a.Mall, b.Mall) || !slices.Equal(a.Pairs, b.Pairs) || a.Drawn != b.Drawn {
				return fmt.Errorf("view of seat %d hides seat %d's mall or drawn card", seat, i)
			}
			want := b.Pending
			if i != seat && want != "" {
				want = "hidden"
			}
			if a.Pending != want {
				return fmt.Errorf("view of seat %d shows seat %d's move as %q, want %q", seat, i, a.Pending, want)
			}
			if i == seat {
				if !slices.Equal(v.LegalMoves(i), st.LegalMoves(i)) {
					return fmt.Errorf("view of seat %d: legal moves differ", seat)
				}
			} else if v.LegalMoves(i) != nil {
				return fmt.Errorf("view of seat %d lists seat %d's moves", seat, i)
			}
		}
		if v.ChanceOutcomes() != nil || v.LegalMoves(engine.Chance) != nil {
			return fmt.Errorf("view of seat %d lists chance outcomes", seat)
		}
		if st.Decision().Kind == engine.ChanceNode {
			h := v.Hash()
			if err := v.Apply(engine.Chance, st.LegalMoves(engine.Chance)[0]); err == nil || v.Hash() != h {
				return fmt.Errorf("view of seat %d resolved chance", seat)
			}
		}
	}
	// Swap a just-committed move for another legal one: the other seat's
	// view (and a spectator's) must not change.
	d := st.Decision()
	if prev == nil || d.Kind != engine.Simultaneous || len(d.Seats) != 1 {
		return nil
	}
	other := d.Seats[0]
	mover := 1 - other
	legal := prev.LegalMoves(mover)
	alt := prev.Copy()
	if err := alt.Apply(mover, legal[r.check.IntN(len(legal))]); err != nil {
		return fmt.Errorf("swap: %v", err)
	}
	r.stats.swaps++
	for _, seat := range []int{other, 2} {
		if alt.ViewState(seat).Hash() != st.ViewState(seat).Hash() {
			return fmt.Errorf("seat %d's view depends on seat %d's hidden move (%q against %q)", seat, mover, alt.Pending(mover), st.Pending(mover))
		}
		if !slices.Equal(alt.ViewState(seat).LegalMoves(seat), st.ViewState(seat).LegalMoves(seat)) {
			return fmt.Errorf("seat %d's legal moves depend on seat %d's hidden move", seat, mover)
		}
	}
	// Planning on the view: the seat's own move leads to the hidden stage.
	v := st.ViewState(other)
	l := v.LegalMoves(other)
	if err := v.Apply(other, l[r.check.IntN(len(l))]); err != nil {
		return fmt.Errorf("seat %d's own move on its view: %v", other, err)
	}
	if v.Stage() != "hidden" || v.Decision().Kind != engine.ChanceNode || len(v.ChanceOutcomes()) != 0 {
		return fmt.Errorf("seat %d's view after its move: stage %s", other, v.Stage())
	}
	return nil
}

// --- import and replay ---

func propImport(st *mallornothing.State) error {
	if _, _, err := enginetest.CheckPositionRoundTrip(st, mallornothing.Game{}.Import); err != nil {
		return err
	}
	if _, err := mallornothing.ImportState(mustJSON(st.ViewState(0))); err == nil {
		return fmt.Errorf("a view imports")
	}
	return nil
}

func mustJSON(st *mallornothing.State) []byte {
	b, err := st.Position()
	if err != nil {
		panic(err)
	}
	return b
}

func (r *propRun) checkReplay(st *mallornothing.State) error {
	m := &engine.Match{Game: mallornothing.GameName, Options: engine.Options{"players": "2"}, Steps: slices.Clone(r.steps)}
	viaText := r.game%propRoundTripEvery == 0
	if err := enginetest.CheckReplay(mallornothing.Game{}, m, st.Hash(), viaText); err != nil {
		return err
	}
	if viaText {
		r.stats.roundTrips++
	}
	r.stats.replays++
	return nil
}

// propScoreMap checks ScoreMapOf(seat) against ScoreOf(seat) and the visible
// squares: the hallway is the scored one's size and all hallway squares, 8-
// connected; every item's cells are stores of its kind, next to the
// hallway, in no other item; the items' points add up to each category.
func propScoreMap(st *mallornothing.State, seat int) error {
	sm, want := st.ScoreMapOf(seat), st.ScoreOf(seat)
	if sm.Score != want {
		return fmt.Errorf("seat %d: ScoreMapOf says %v, ScoreOf %v", seat, sm.Score, want)
	}
	if len(sm.Hallway) != want.Hallway {
		return fmt.Errorf("seat %d: %d hallway cells, the score says %d", seat, len(sm.Hallway), want.Hallway)
	}
	kind := func(c [2]int) string {
		v := st.VisibleAt(seat, c[0], c[1])
		if i := strings.IndexByte(v, ':'); i >= 0 {
			return v[i+1:]
		}
		return ""
	}
	inHall := map[[2]int]bool{}
	for _, c := range sm.Hallway {
		if kind(c) != "H" {
			return fmt.Errorf("seat %d: hallway cell %v shows %q", seat, c, kind(c))
		}
		inHall[c] = true
	}
	// 8-connected: a walk from the first cell reaches all.
	if len(sm.Hallway) > 0 {
		reached := map[[2]int]bool{sm.Hallway[0]: true}
		todo := [][2]int{sm.Hallway[0]}
		for len(todo) > 0 {
			c := todo[len(todo)-1]
			todo = todo[:len(todo)-1]
			for dx := -1; dx <= 1; dx++ {
				for dy := -1; dy <= 1; dy++ {
					n := [2]int{c[0] + dx, c[1] + dy}
					if inHall[n] && !reached[n] {
						reached[n] = true
						todo = append(todo, n)
					}
				}
			}
		}
		if len(reached) != len(sm.Hallway) {
			return fmt.Errorf("seat %d: scored hallway %v is not 8-connected", seat, sm.Hallway)
		}
	}
	prefix := map[string]string{"department": "D", "restaurant": "R", "clothing": "C", "beauty": "B", "services": "S:", "entertainment": "E:"}
	sums := map[string]int{}
	used := map[[2]int]bool{}
	for _, it := range sm.Items {
		p, ok := prefix[it.Kind]
		if !ok || len(it.Cells) == 0 {
			return fmt.Errorf("seat %d: item %+v", seat, it)
		}
		for _, c := range it.Cells {
			k := kind(c)
			if !strings.HasPrefix(k, p) || (len(p) == 1 && k != p) {
				return fmt.Errorf("seat %d: %s item on %v, which shows %q", seat, it.Kind, c, k)
			}
			if used[c] {
				return fmt.Errorf("seat %d: cell %v in two items", seat, c)
			}
			used[c] = true
			near := false
			for dx := -1; dx <= 1 && !near; dx++ {
				for dy := -1; dy <= 1; dy++ {
					if inHall[[2]int{c[0] + dx, c[1] + dy}] {
						near = true
						break
					}
				}
			}
			if !near {
				return fmt.Errorf("seat %d: %s item on %v, not next to the scored hallway", seat, it.Kind, c)
			}
		}
		sums[it.Kind] += it.Points
	}
	got := mallornothing.Score{Department: sums["department"], Restaurant: sums["restaurant"], Clothing: sums["clothing"],
		Beauty: sums["beauty"], Services: sums["services"], Entertainment: sums["entertainment"]}
	got.Total = got.Department + got.Restaurant + got.Clothing + got.Beauty + got.Services + got.Entertainment
	got.Hallway, got.Unused = want.Hallway, want.Unused
	if got != want {
		return fmt.Errorf("seat %d: the items add up to %v, the score is %v", seat, got, want)
	}
	return nil
}
