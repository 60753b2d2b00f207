package luxshopping_test

// Property tests: many random games of Luxembourg-Shopping per player count.
//
// TestPropertyRandomGames runs one parallel subtest per player count 2…6,
// each playing propGames games (propGamesShort with -short) with the
// default 100-round limit. Each seat is played by bot.Random on its own
// view, except that one seat in propGreedyOneIn is bot.Greedy; chance
// outcomes are drawn with bot.PickChance from a seeded math/rand/v2 PCG.
//
// Cheap invariants run on every step of every game:
//
//   - no panic (a panic is reported with the game's seeds and log);
//   - shops: every owner is -1 or a seat still in; owned + free = 56;
//     every gallery has at least 3 shops of one owner and is named by its
//     smallest shop; signs sit only on owned shops;
//   - seats: cash never negative; an eliminated seat owns nothing and holds
//     0 cash; at least 2 seats in while the game runs;
//   - piles: when nothing is in flight (deal, first-player rolls, roll,
//     dice, over) the piles hold exactly 36/36/20 cards, and never more;
//   - the decision: at Turn exactly one seat acts, it is in the game and
//     has legal moves, every other seat has none; a chance node has
//     outcomes of positive weight that LegalMoves(Chance) lists; Terminal
//     has a Result whose places and winners fit the way the game ended;
//   - rounds never exceed the limit and turns never go back; every game
//     ends within propMaxSteps steps.
//
// The expensive checks run on every step of the first propFull games of
// each count, then on about one step in propDeepEvery:
//
//   - the hash is stable and survives Clone;
//   - every listed move (or chance outcome) applies to a clone (all of them
//     in the full games, propSample drawn at random otherwise) and leaves
//     the original untouched;
//   - generated illegal texts (garbage, other seats' moves, moves of other
//     phases, "sell 99", "dice 7 7", a card that is not unseen, …) are
//     rejected with an error and the hash unchanged, unless listed;
//   - Position → ImportState gives the same hash and the same bytes again;
//     the piles hold 36/36/20 counting the cards in flight (stack frames
//     "do":"return");
//   - View(seat) for every seat and a spectator: nothing in this game is
//     secret (cash, shops, signs, galleries, pawns and drawn cards are
//     public, and the pile order is not in the state: each draw is a chance
//     event), so a view's position is the full one except for "viewer"; its
//     ChanceOutcomes are nil, it cannot apply chance, and it lists the same
//     moves for the deciding seat.
//
// At the end, engine.Replay of the log gives the same hash (every
// propReplayEvery-th game, through WriteLog → ParseLog on every
// propRoundTripEvery-th of those).
//
// A failing game is reported with its seeds and log; LS_PROP_GAME=N:G runs
// only game G of the N-player subtest.

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/luxshopping"
)

const (
	propGames          = 10000
	propGamesShort     = 300
	propFull           = 10 // games per count with the expensive checks on every step
	propFullShort      = 5
	propDeepEvery      = 512 // otherwise about one step in propDeepEvery
	propSample         = 3
	propGreedyOneIn    = 8
	propReplayEvery    = 8
	propRoundTripEvery = 4
	propMaxSteps       = 20000
)

func TestPropertyRandomGames(t *testing.T) {
	games, full := propGames, propFull
	if testing.Short() {
		games, full = propGamesShort, propFullShort
	}
	if v := os.Getenv("LS_PROP_GAMES"); v != "" {
		g, err := strconv.Atoi(v)
		if err != nil || g < 1 {
			t.Fatalf("LS_PROP_GAMES=%q", v)
		}
		games = g
	}
	onlyN, onlyG := 0, -1
	if only := os.Getenv("LS_PROP_GAME"); only != "" {
		a, b, ok := strings.Cut(only, ":")
		n, err1 := strconv.Atoi(a)
		g, err2 := strconv.Atoi(b)
		if !ok || err1 != nil || err2 != nil {
			t.Fatalf("LS_PROP_GAME=%q: want PLAYERS:GAME", only)
		}
		onlyN, onlyG = n, g
	}
	for n := 2; n <= 6; n++ {
		if onlyN != 0 && n != onlyN {
			continue
		}
		t.Run("players="+strconv.Itoa(n), func(t *testing.T) {
			t.Parallel()
			first, last := 0, games
			if onlyG >= 0 {
				first, last = onlyG, onlyG+1
			}
			var tot propStats
			failures := map[string]int{}
			reported := 0
			for g := first; g < last; g++ {
				r := newPropRun(n, g, g < full)
				r.play()
				tot.add(&r.stats)
				for _, f := range r.failures {
					failures[f.kind]++
					if reported < 4 {
						reported++
						t.Error(r.report(f))
					}
				}
			}
			for k, c := range failures {
				t.Errorf("%s: failed in %d of %d games", k, c, last-first)
			}
			t.Logf("%d games, %d steps (%d deep-checked); moves applied to clones %d; illegal texts %d (%d turned out legal); views %d; imports %d; replays %d (%d via log text); ends %v; median %d rounds",
				last-first, tot.steps, tot.deep, tot.applied, tot.illegal, tot.illegalLegal, tot.views, tot.imports,
				tot.replays, tot.roundTrips, tot.ends, median(tot.rounds))
		})
	}
}

type propStats struct {
	steps, deep, applied, illegal, illegalLegal int
	views, imports, replays, roundTrips         int
	ends                                        map[string]int
	rounds                                      []int
}

func (a *propStats) add(b *propStats) {
	a.steps += b.steps
	a.deep += b.deep
	a.applied += b.applied
	a.illegal += b.illegal
	a.illegalLegal += b.illegalLegal
	a.views += b.views
	a.imports += b.imports
	a.replays += b.replays
	a.roundTrips += b.roundTrips
	if a.ends == nil {
		a.ends = map[string]int{}
	}
	for k, v := range b.ends {
		a.ends[k] += v
	}
	a.rounds = append(a.rounds, b.rounds...)
}

func median(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

type propFailure struct {
	kind string
	step int
	err  error
}

type propRun struct {
	players  int
	game     int
	full     bool
	seeds    [3]uint64
	chance   *rand.Rand
	bots     *rand.Rand
	check    *rand.Rand
	seatBot  []bot.Bot
	steps    []engine.Step
	step     int
	stats    propStats
	failures []propFailure
}

func newPropRun(n, g int, full bool) *propRun {
	r := &propRun{players: n, game: g, full: full}
	r.seeds = [3]uint64{0x1C5A, 0xB075 + uint64(n), 0xC4EC + uint64(n)}
	r.chance = rand.New(rand.NewPCG(uint64(g)<<3|uint64(n), r.seeds[0]))
	r.bots = rand.New(rand.NewPCG(uint64(g), r.seeds[1]))
	r.check = rand.New(rand.NewPCG(uint64(g), r.seeds[2]))
	r.seatBot = make([]bot.Bot, n)
	for i := range r.seatBot {
		if r.check.IntN(propGreedyOneIn) == 0 {
			r.seatBot[i] = bot.Greedy{}
		} else {
			r.seatBot[i] = bot.Random{}
		}
	}
	r.stats.ends = map[string]int{}
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

func (r *propRun) match(steps int) *engine.Match {
	return &engine.Match{Game: luxshopping.GameName, Options: engine.Options{"players": strconv.Itoa(r.players)},
		Steps: r.steps[:min(steps, len(r.steps))]}
}

func (r *propRun) report(f propFailure) string {
	names := make([]string, len(r.seatBot))
	for i, b := range r.seatBot {
		names[i] = b.Name()
	}
	logText := engine.FormatLog(r.match(f.step))
	if len(logText) > 4000 {
		logText = "…" + logText[len(logText)-4000:]
	}
	return fmt.Sprintf("%s: %d players, game %d (bots %s; seeds %#x/%#x/%#x) at step %d: %v\nlog before it (tail):\n%s\nrerun: LS_PROP_GAME=%d:%d go test ./engine/luxshopping/ -run TestPropertyRandomGames -v",
		f.kind, r.players, r.game, strings.Join(names, ","), r.seeds[0], r.seeds[1], r.seeds[2], f.step, f.err,
		logText, r.players, r.game)
}

func (r *propRun) play() {
	defer func() {
		if p := recover(); p != nil {
			r.failures = append(r.failures, propFailure{"panic", r.step, fmt.Errorf("%v\n%s", p, debug.Stack())})
		}
	}()
	st, err := luxshopping.Game{}.NewState(engine.Options{"players": strconv.Itoa(r.players)})
	if err != nil {
		r.fail("setup", err)
		return
	}
	if st.MaxRounds() != luxshopping.DefaultRounds {
		r.fail("setup", fmt.Errorf("time limit %d rounds, want the default %d", st.MaxRounds(), luxshopping.DefaultRounds))
	}
	turns := 0
	for r.step = 0; ; r.step++ {
		if r.step > propMaxSteps {
			r.fail("no end", fmt.Errorf("no end after %d steps (round %d)", propMaxSteps, st.Round()))
			return
		}
		if err := propInvariants(st); err != nil {
			r.fail("invariant", err)
			return
		}
		if st.Turns() < turns {
			r.fail("invariant", fmt.Errorf("turns went back from %d to %d", turns, st.Turns()))
			return
		}
		turns = st.Turns()
		d := st.Decision()
		deep := r.full || r.check.IntN(propDeepEvery) == 0
		outs := st.ChanceOutcomes()
		if err := propDecision(st, d, outs, deep); err != nil {
			r.fail("decision", err)
			return
		}
		if deep {
			r.stats.deep++
			if !r.deep(st, d) {
				return
			}
		}
		if d.Kind == engine.Terminal {
			break
		}
		var s engine.Step
		if d.Kind == engine.ChanceNode {
			m, err := bot.PickChance(outs, r.chance)
			if err != nil {
				r.fail("chance", err)
				return
			}
			s = engine.Step{Seat: engine.Chance, Move: m}
		} else {
			seat := d.Seats[0]
			m, err := r.seatBot[seat].Choose(st.View(seat), seat, r.bots)
			if err != nil {
				r.fail("bot", err)
				return
			}
			s = engine.Step{Seat: seat, Move: m}
		}
		if err := st.Apply(s.Seat, s.Move); err != nil {
			r.fail("step", fmt.Errorf("chosen step %q rejected: %v", s, err))
			return
		}
		r.steps = append(r.steps, s)
	}
	r.stats.steps += len(r.steps)
	r.stats.ends[st.Ended()]++
	r.stats.rounds = append(r.stats.rounds, st.Round())
	if r.game%propReplayEvery == 0 || r.full {
		if err := r.checkReplay(st); err != nil {
			r.fail("replay", err)
		}
	}
}

// deep runs the expensive checks; it reports false when the game must stop.
func (r *propRun) deep(st *luxshopping.State, d engine.Decision) bool {
	if st.Hash() != st.Hash() || st.Clone().Hash() != st.Hash() || st.Copy().Hash() != st.Hash() {
		r.fail("hash", fmt.Errorf("hash unstable or changed by Clone"))
	}
	if err := propImport(st); err != nil {
		r.fail("import", err)
	}
	r.stats.imports++
	n, err := r.checkViews(st, d)
	r.stats.views += n
	if err != nil {
		r.fail("view", err)
	}
	if d.Kind == engine.Terminal {
		return true
	}
	if err := r.checkLegal(st, d); err != nil {
		r.fail("legal moves", err)
	}
	if err := r.checkIllegal(st, d); err != nil {
		r.fail("illegal move", err)
		return false
	}
	return true
}

// --- invariants and decisions ---

var propPileSizes = [3]int{36, 36, 20}

func propInvariants(st *luxshopping.State) error {
	n := st.Seats()
	var members [luxshopping.Shops + 1]int
	free := 0
	owned := make([]int, n)
	for k := 1; k <= luxshopping.Shops; k++ {
		o := st.Owner(k)
		switch {
		case o == -1:
			free++
		case o < -1 || o >= n:
			return fmt.Errorf("shop %d: owner %d", k, o)
		case !st.Alive(o):
			return fmt.Errorf("shop %d: owned by seat %d, who is out", k, o)
		default:
			owned[o]++
		}
		if st.Signed(k) && o < 0 {
			return fmt.Errorf("shop %d: a sign on a free shop", k)
		}
		if g := st.GalleryOf(k); g != 0 {
			if o < 0 || g < 1 || g > k || st.GalleryOf(g) != g || st.Owner(g) != o {
				return fmt.Errorf("shop %d (owner %d) in gallery %d (owner %d)", k, o, g, st.Owner(g))
			}
			members[g]++
		}
	}
	total := free
	alive := 0
	for seat := 0; seat < n; seat++ {
		if c := st.ShopCount(seat); c != owned[seat] {
			return fmt.Errorf("seat %d: ShopCount %d, owner list %d", seat, c, owned[seat])
		}
		total += owned[seat]
		if st.Cash(seat) < 0 {
			return fmt.Errorf("seat %d: cash %d", seat, st.Cash(seat))
		}
		if st.Alive(seat) {
			alive++
		} else if st.Cash(seat) != 0 || owned[seat] != 0 || st.SignCount(seat) != 0 || st.GalleryCount(seat) != 0 {
			return fmt.Errorf("seat %d is out but holds %d cash and %d shops", seat, st.Cash(seat), owned[seat])
		}
	}
	if total != luxshopping.Shops {
		return fmt.Errorf("owned + free = %d shops", total)
	}
	for g, m := range members {
		if m != 0 && m < 3 {
			return fmt.Errorf("gallery %d has %d shops", g, m)
		}
	}
	w := st.Waiting()
	if w.Phase != "over" && alive < 2 {
		return fmt.Errorf("phase %s with %d seats in", w.Phase, alive)
	}
	settled := false
	switch w.Phase {
	case "deal", "first", "roll", "dice", "over":
		settled = true
	}
	for p := luxshopping.PileEven; p <= luxshopping.PileRed; p++ {
		sz := st.PileSize(p)
		if sz > propPileSizes[p] || settled && sz != propPileSizes[p] {
			return fmt.Errorf("phase %s: the %s pile holds %d cards", w.Phase, p, sz)
		}
	}
	if st.Round() > st.MaxRounds() || (st.Round() == st.MaxRounds()) != (st.Ended() == "time") {
		return fmt.Errorf("round %d of %d, ended %q", st.Round(), st.MaxRounds(), st.Ended())
	}
	return nil
}

func propDecision(st *luxshopping.State, d engine.Decision, outs []engine.Outcome, deep bool) error {
	n := st.Seats()
	res := st.Result()
	if (d.Kind == engine.Terminal) != (res != nil) || (d.Kind == engine.Terminal) != (st.Ended() != "") {
		return fmt.Errorf("decision %v, result %v, ended %q", d.Kind, res, st.Ended())
	}
	if (d.Kind == engine.ChanceNode) != (len(outs) > 0) {
		return fmt.Errorf("decision %v with %d chance outcomes", d.Kind, len(outs))
	}
	for _, o := range outs {
		if o.Weight < 1 || o.Weight > 2 {
			return fmt.Errorf("chance outcome %+v", o)
		}
	}
	if deep && !slices.Equal(st.LegalMoves(engine.Chance), engine.OutcomeMoves(outs)) {
		return fmt.Errorf("LegalMoves(Chance) differs from the outcomes")
	}
	switch d.Kind {
	case engine.Turn:
		if len(d.Seats) != 1 {
			return fmt.Errorf("turn decision for seats %v", d.Seats)
		}
		seat := d.Seats[0]
		if seat < 0 || seat >= n || !st.Alive(seat) {
			return fmt.Errorf("turn decision for seat %d, who is not in the game", seat)
		}
		if w := st.Waiting(); w.Seat != seat {
			return fmt.Errorf("decision for seat %d, Waiting says seat %d (%s)", seat, w.Seat, w.Phase)
		}
		if deep {
			for s := 0; s < n; s++ {
				if got := len(st.LegalMoves(s)) > 0; got != (s == seat) {
					return fmt.Errorf("seat %d has %d legal moves, seat %d decides", s, len(st.LegalMoves(s)), seat)
				}
			}
		}
	case engine.ChanceNode, engine.Terminal:
		if len(d.Seats) != 0 {
			return fmt.Errorf("%v decision lists seats %v", d.Kind, d.Seats)
		}
		if deep {
			for s := 0; s < n; s++ {
				if st.LegalMoves(s) != nil {
					return fmt.Errorf("%v decision: seat %d has moves", d.Kind, s)
				}
			}
		}
	default:
		return fmt.Errorf("decision kind %v", d.Kind)
	}
	if res == nil {
		return nil
	}
	if len(res.Scores) != n || len(res.Places) != n || len(res.Winners) == 0 {
		return fmt.Errorf("result %+v", res)
	}
	for s := 0; s < n; s++ {
		if res.Scores[s] != st.Cash(s) || res.Places[s] < 1 || res.Places[s] > n || (res.Places[s] == 1) != slices.Contains(res.Winners, s) {
			return fmt.Errorf("result %+v, seat %d has %d cash", res, s, st.Cash(s))
		}
	}
	switch st.Ended() {
	case "signs", "gallery", "last":
		w := st.Winner()
		if w < 0 || !st.Alive(w) || !slices.Equal(res.Winners, []int{w}) {
			return fmt.Errorf("ended by %s, winner %d, result %+v", st.Ended(), w, res)
		}
		signs, gal := st.Goals()
		switch st.Ended() {
		case "signs":
			if st.SignCount(w) < signs {
				return fmt.Errorf("won on signs with %d", st.SignCount(w))
			}
		case "gallery":
			if st.LargestGallery(w) < gal {
				return fmt.Errorf("won on a gallery of %d", st.LargestGallery(w))
			}
		case "last":
			for s := 0; s < n; s++ {
				if s != w && st.Alive(s) {
					return fmt.Errorf("seat %d is still in, seat %d won as the last", s, w)
				}
			}
		}
	case "time":
		if st.Winner() != -1 {
			return fmt.Errorf("time limit with winner %d", st.Winner())
		}
		for _, w := range res.Winners {
			if !st.Alive(w) {
				return fmt.Errorf("seat %d is out but won", w)
			}
		}
	default:
		return fmt.Errorf("ended %q", st.Ended())
	}
	return nil
}

// --- legal moves ---

func (r *propRun) checkLegal(st *luxshopping.State, d engine.Decision) error {
	seat := engine.Chance
	if d.Kind == engine.Turn {
		seat = d.Seats[0]
	}
	sample := propSample
	if r.full {
		sample = 0 // every move
	}
	n, err := enginetest.CheckLegal(st, seat, r.check, sample, nil)
	r.stats.applied += n
	return err
}

// --- illegal moves ---

var propWords = []string{"roll", "buy", "pass", "pay", "sell", "sign", "unsign", "gallery", "merge", "deal", "first",
	"dice", "card", "red", "free", "0", "1", "2", "3", "7", "13", "20", "56", "57", "72", "73", "99", "-1", "01", "+2", "", " "}

// propIllegalTexts builds candidate texts for seat: most are illegal, a few
// may be listed (those are skipped by the caller).
func (r *propRun) genIllegal(st *luxshopping.State, seat int) string {
	rn := r.check
	num := func() string { return propWords[15+rn.IntN(len(propWords)-17)] }
	switch rn.IntN(9) {
	case 0: // random words
		return enginetest.RandomWords(rn, propWords, 4)
	case 1: // random bytes
		return enginetest.RandomBytes(rn, 10, 256)
	case 2: // a seat move of any phase
		return [...]string{"roll", "buy", "pass", "pay", "sell " + num(), "sign " + num(), "unsign " + num(),
			"gallery " + num() + " " + num(), "merge " + num(), "sell 99", "sell 0", "gallery 1 1"}[rn.IntN(12)]
	case 3: // a chance outcome of any phase
		return [...]string{"dice 7 7", "dice 0 0", "dice 3 2", "dice 1", "dice " + strconv.Itoa(1+rn.IntN(6)) + " " + strconv.Itoa(1+rn.IntN(6)),
			"first 0", "first 7", "first " + strconv.Itoa(1+rn.IntN(6)), "deal 57", "deal 0", "deal " + strconv.Itoa(1+rn.IntN(56)),
			"free " + strconv.Itoa(1+rn.IntN(56)), "card 0", "card 73", "red 21", "red " + strconv.Itoa(1+rn.IntN(20)),
			"card " + strconv.Itoa(1+rn.IntN(72))}[rn.IntN(17)]
	case 4: // a card that is not unseen in the pile being drawn from
		if st.Waiting().Phase == "card" {
			outs := st.LegalMoves(engine.Chance)
			word := strings.Fields(outs[0])[0]
			for range 20 {
				c := 1 + rn.IntN(72)
				if word == "red" {
					c = 1 + rn.IntN(24)
				}
				m := word + " " + strconv.Itoa(c)
				if !slices.Contains(outs, m) {
					return m
				}
			}
		}
		return "card 3"
	case 5: // a shop that is not free, not owned or out of range
		k := 1 + rn.IntN(56)
		for range 10 {
			if st.Owner(k) >= 0 {
				break
			}
			k = 1 + rn.IntN(56)
		}
		return [...]string{"deal ", "free ", "sell ", "sign ", "unsign ", "merge "}[rn.IntN(6)] + strconv.Itoa(k)
	case 6: // misspelt legal moves
		if m, ok := enginetest.Misspelt(st, rn); ok {
			return m
		}
		return "roll roll"
	}
	// case 7, 8: the legal move of another seat or of chance
	if m, ok := enginetest.ListedMove(st, rn); ok {
		return m
	}
	return "roll"
}

// checkIllegal tries 4 generated texts as chance, each seat, and seats
// that do not exist (the first at a turn as the seat that moves).
func (r *propRun) checkIllegal(st *luxshopping.State, d engine.Decision) error {
	t, err := enginetest.CheckIllegal(st, d, r.check, enginetest.Illegal{
		Tries: 4, Beyond: 2, DeciderFirst: true,
		Text: func(seat int) string { return r.genIllegal(st, seat) },
	})
	r.stats.illegal += t.Tried
	r.stats.illegalLegal += t.Listed
	return err
}

// --- views ---

// checkViews checks View(seat) for every seat and a spectator. Nothing is
// secret in this game (cash, shops, signs, galleries, pawns and every drawn
// card are public, and the pile order is not in the state: each draw is a
// chance event), so a view's position is the full one except for its
// "viewer" field. It returns the number of views checked.
func (r *propRun) checkViews(st *luxshopping.State, d engine.Decision) (int, error) {
	shows, err := enginetest.PublicPosition(st)
	if err != nil {
		return 0, err
	}
	return enginetest.CheckViews(st, d, r.check, enginetest.Views{Shows: shows, MovesPublic: true})
}

// --- import and replay ---

// propPosition is the part of the JSON position the pile check reads.
type propPosition struct {
	Piles map[string]struct {
		Unseen []int `json:"unseen"`
		Queue  []int `json:"queue"`
	} `json:"piles"`
	Stack []struct {
		Do   string `json:"do"`
		Pile string `json:"pile"`
		Card int    `json:"card"`
	} `json:"stack"`
}

func propImport(st *luxshopping.State) error {
	_, data, err := enginetest.CheckPositionRoundTrip(st, luxshopping.Game{}.Import)
	if err != nil {
		return err
	}
	// Pile sizes counting the cards in flight.
	var p propPosition
	if err := json.Unmarshal(data, &p); err != nil {
		return err
	}
	count := map[string]int{}
	cards := map[string]map[int]bool{}
	add := func(pile string, c int) error {
		if cards[pile] == nil {
			cards[pile] = map[int]bool{}
		}
		if cards[pile][c] {
			return fmt.Errorf("card %d twice in the %s pile", c, pile)
		}
		cards[pile][c] = true
		count[pile]++
		return nil
	}
	for name, pl := range p.Piles {
		for _, c := range append(slices.Clone(pl.Unseen), pl.Queue...) {
			if err := add(name, c); err != nil {
				return err
			}
		}
	}
	for _, f := range p.Stack {
		if f.Do == "return" {
			if err := add(f.Pile, f.Card); err != nil {
				return err
			}
		}
	}
	if count["even"] != 36 || count["odd"] != 36 || count["red"] != 20 || len(count) != 3 {
		return fmt.Errorf("piles with cards in flight hold %v, want even 36, odd 36, red 20", count)
	}
	// A view imports as a view, with the view's hash.
	v := st.View(0)
	vd, err := v.Position()
	if err != nil {
		return err
	}
	vb, err := luxshopping.ImportState(vd)
	if err != nil || vb.Hash() != v.Hash() {
		return fmt.Errorf("a view does not import back to itself: %v", err)
	}
	return nil
}

func (r *propRun) checkReplay(st *luxshopping.State) error {
	m := r.match(len(r.steps))
	m.Steps = slices.Clone(m.Steps)
	viaText := r.game%(propReplayEvery*propRoundTripEvery) == 0
	if err := enginetest.CheckReplay(luxshopping.Game{}, m, st.Hash(), viaText); err != nil {
		return err
	}
	if viaText {
		r.stats.roundTrips++
	}
	r.stats.replays++
	return nil
}
