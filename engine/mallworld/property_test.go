package mallworld_test

// Property tests: many random games of Mall World, checked at every step.
//
// For each player count (3, 4, 5) TestPropertyRandomGames plays propGames
// random games from setup (propGamesShort with -short). Seats are played by a
// mix of the random and the greedy bot (each seat of each game is greedy with
// probability 1/propGreedyOneIn), each on its own view; chance outcomes are
// drawn with bot.PickChance from a seeded math/rand/v2 PCG. Board setup
// (standard or random) and first player (random or fixed) vary from game to
// game. At every step it checks:
//
//   - no panic, and the game ends within propMaxGameSteps steps;
//   - the invariants of the rules, read through PositionOf: coins in play are
//     exactly 5·N; 4 amenity cards of each of the 10 types across draw,
//     display, discard, amenity box, hands and offer; every contract exactly
//     once across pools, lobby, box, hands, specials and validated areas; at
//     most 9 shops and 8 tenant tokens of a colour; shops and tokens never
//     leave the board; hand limit, display and lobby sizes, office tokens;
//   - consequences of the rules read from the position (propCheckRules:
//     tenant unlock, tokens taken = validations, no placement in the lobby
//     after the first rental or in phase 2, black box distributed and
//     stagnation check done when a turn starts, display cleaned up in
//     action 3, how the game ended);
//   - the decision is consistent with LegalMoves / ChanceOutcomes / Result,
//     and a legal move obeys the rule it comes from (propCheckMoveRules:
//     prices and hand limit, playable offers, dead-only trash, bids within
//     coins, …), for every legal move in the full games (below), for the
//     sampled ones afterwards;
//   - every enumerated legal move applies to a clone (and the original is
//     unchanged);
//   - generated non-legal move texts of every kind (and wrong seats, bad seats,
//     chance outcomes that are not listed, near-miss mutations of legal moves)
//     are rejected and leave the Hash unchanged; a generated text that is in
//     LegalMoves for that seat must be accepted;
//   - View(seat) hides exactly what section 15 of the rules hides (other hands,
//     contracts, specials, coins, unrevealed bids, the draw pile and the pools)
//     and keeps everything public; the viewer's legal moves are the real ones;
//   - at sampled steps Position → ImportState gives the same Hash and the same
//     bytes, a view's position cannot be imported, and changing only
//     information hidden from a seat leaves that seat's view (hash and legal
//     moves) unchanged;
//   - at the end, engine.Replay of the recorded log gives the same Hash; every
//     propRoundTripEvery-th game goes through WriteLog → ParseLog first and also
//     replays a prefix.
//
// SAMPLING, to keep the whole package test within about 4 minutes on 2 cores
// (the default run plays 30,000 games, about 10.4 million steps):
//
//   - the first propFull (500) games of each count (propFullShort with
//     -short) are "full": at every step every legal move of every acting seat
//     (or every chance outcome) is applied to a clone, every seat's view is
//     checked (the redacted position of one seat per step, in turn), and 14
//     generated texts are tried (8 random, a near miss, a legal move as
//     another seat, 4 on the acting seat's view);
//   - in the other games, per step: propSample (3) legal moves drawn at random
//     are applied to clones (one of them also checked for the invariants and
//     applied to the seat's view every propDeepEvery steps); the view of the
//     seat that moves (its legal moves, where its bot plays on it) and of one
//     random seat (its redacted position every propViewEvery steps); 3
//     generated texts (one random, one near miss, one legal move as another
//     seat);
//   - Position → ImportState at every step of the first propImportFull games,
//     about one step in propImportEvery afterwards.
//
// A failing game is reported with its options, seeds and log (written to a
// temporary file); MW_PROP_GAME=N:G (for example 4:1234) runs only game G of
// the N-player series, to reproduce it.

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/mallworld"
)

const (
	propGames             = 10000 // games per player count (default run)
	propGamesShort        = 300   // games per player count with -short
	propFull              = 500   // games per count with every legal move applied at every step
	propFullShort         = 60    // the same with -short
	propSample            = 3     // legal moves applied per step after the full games
	propDeepEvery         = 8     // … one of them checked deeply every this many steps
	propViewEvery         = 8     // redacted view position checked every this many steps
	propGreedyOneIn       = 4     // a seat is played by the greedy bot with probability 1/this
	propImportFull        = 5     // games per count with Position → Import at every step
	propImportEvery       = 100   // afterwards, about one step in this many
	propRoundTripEvery    = 10    // every n-th game goes through WriteLog → ParseLog
	propWorkers           = 2     // goroutines per player count
	propMaxGameSteps      = 5000  // games run ~250–550 steps; more means no end
	propMaxReportsPerKind = 2     // failing games reported in full per kind of failure and count
)

func TestPropertyRandomGames(t *testing.T) {
	// The checks allocate a lot (positions, error texts) but keep little (a
	// few MB); a lazier garbage collector saves about a tenth of the run
	// time. Restored when the subtests are done.
	old := debug.SetGCPercent(400)
	t.Cleanup(func() { debug.SetGCPercent(old) })
	only := os.Getenv("MW_PROP_GAME")
	for _, n := range []int{3, 4, 5} {
		t.Run(fmt.Sprintf("players=%d", n), func(t *testing.T) {
			t.Parallel()
			games, full := propGames, propFull
			if testing.Short() {
				games, full = propGamesShort, propFullShort
			}
			first := 0
			if only != "" {
				ns, gs, _ := strings.Cut(only, ":")
				g, err := strconv.Atoi(gs)
				if ns != strconv.Itoa(n) || err != nil {
					t.Skipf("MW_PROP_GAME=%s", only)
				}
				first, games = g, g+1
			}
			// Two workers per count (games split by parity), so that the
			// three counts keep both cores busy to the end. A game's report
			// is written as soon as it ends (its log is not kept).
			var (
				mu      sync.Mutex
				tot     propStats
				kinds   = map[string]int{}
				order   []string
				reports []propReport
			)
			var wg sync.WaitGroup
			for w := 0; w < propWorkers; w++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for g := first + w; g < games; g += propWorkers {
						r := newPropRun(n, g, g < full)
						r.play()
						mu.Lock()
						for _, f := range r.failures {
							if kinds[f.kind] == 0 {
								order = append(order, f.kind)
							}
							kinds[f.kind]++
							if kinds[f.kind] <= propMaxReportsPerKind {
								reports = append(reports, propReport{g, r.report(f)})
							}
						}
						tot.add(&r.stats)
						mu.Unlock()
					}
				}()
			}
			wg.Wait()
			slices.SortStableFunc(reports, func(a, b propReport) int { return a.game - b.game })
			for _, rp := range reports {
				t.Error(rp.text)
			}
			for _, k := range order {
				t.Errorf("%s: failed in %d of %d games", k, kinds[k], games-first)
			}
			t.Logf("%d games, %d steps (max %d), ends %v; legal moves applied %d; generated texts %d (%d legal, accepted); views %d; imports %d (%d hidden changes); replays %d (%d via log text)",
				games-first, tot.steps, tot.maxSteps, tot.ends, tot.legalApplied, tot.generated, tot.generatedLegal,
				tot.views, tot.imports, tot.perturbs, tot.replays, tot.roundTrips)
		})
	}
}

type propStats struct {
	steps, maxSteps                               int
	legalApplied, generated, generatedLegal       int
	views, imports, replays, roundTrips, perturbs int
	ends                                          map[string]int
}

func (a *propStats) add(b *propStats) {
	a.steps += b.steps
	a.maxSteps = max(a.maxSteps, b.maxSteps)
	a.legalApplied += b.legalApplied
	a.generated += b.generated
	a.generatedLegal += b.generatedLegal
	a.views += b.views
	a.imports += b.imports
	a.replays += b.replays
	a.roundTrips += b.roundTrips
	a.perturbs += b.perturbs
	if a.ends == nil {
		a.ends = map[string]int{}
	}
	for k, v := range b.ends {
		a.ends[k] += v
	}
}

// propRun is one random game and its checks.
type propRun struct {
	n, game  int
	full     bool // every legal move and every view at every step
	opts     engine.Options
	seeds    [3][2]uint64
	chance   *rand.Rand // chance outcomes
	bots     *rand.Rand // the bots' own choices
	check    *rand.Rand // the test's sampling and generated moves
	seatBot  []bot.Bot
	steps    []engine.Step
	step     int
	legal    [6][]string // this step's LegalMoves of seats -1 … 4 (index seat+1)
	hash     [32]byte    // this step's Hash
	stats    propStats
	failures []propFailure
}

// propReport is the report of a failing game.
type propReport struct {
	game int
	text string
}

// propFailure is a failed check. Fatal kinds stop the game; the others are
// recorded once per game and the game goes on, so that one bug does not hide
// another.
type propFailure struct {
	kind  string
	step  int
	err   error
	fatal bool
}

// legalOf is st.LegalMoves(seat) for the real state of this step.
func (r *propRun) legalOf(st engine.State, seat int) []string {
	if seat < -1 || seat >= len(r.legal)-1 {
		return st.LegalMoves(seat)
	}
	return r.legal[seat+1]
}

func (r *propRun) fail(kind string, err error) {
	for _, f := range r.failures {
		if f.kind == kind {
			return
		}
	}
	r.failures = append(r.failures, propFailure{kind: kind, step: r.step, err: err})
}

func newPropRun(n, g int, full bool) *propRun {
	r := &propRun{n: n, game: g, full: full}
	base := uint64(n)<<32 | uint64(g)
	r.seeds = [3][2]uint64{{base, 0xC4A7CE}, {base, 0xB075}, {base, 0xC4EC}}
	r.chance = rand.New(rand.NewPCG(r.seeds[0][0], r.seeds[0][1]))
	r.bots = rand.New(rand.NewPCG(r.seeds[1][0], r.seeds[1][1]))
	r.check = rand.New(rand.NewPCG(r.seeds[2][0], r.seeds[2][1]))
	r.opts = engine.Options{"players": strconv.Itoa(n), "board": "standard", "first": "random"}
	if g%2 == 1 {
		r.opts["board"] = "random"
	}
	if g%3 == 2 {
		r.opts["first"] = strconv.Itoa(g % n)
	}
	for i := 0; i < n; i++ {
		if r.check.IntN(propGreedyOneIn) == 0 {
			r.seatBot = append(r.seatBot, bot.Greedy{})
		} else {
			r.seatBot = append(r.seatBot, bot.Random{})
		}
	}
	return r
}

// report describes a failing game with what is needed to reproduce it.
func (r *propRun) report(f propFailure) string {
	var b strings.Builder
	names := make([]string, len(r.seatBot))
	for i, bt := range r.seatBot {
		names[i] = bt.Name()
	}
	steps := r.steps[:min(f.step, len(r.steps))]
	fmt.Fprintf(&b, "%s: game %d (options %q, bots %v, PCG seeds chance/bots/check %v), at step %d: %v\n",
		f.kind, r.game, r.opts.String(), names, r.seeds, f.step, f.err)
	m := &engine.Match{Game: mallworld.GameName, Options: r.opts, Steps: steps}
	text := engine.FormatLog(m)
	if fl, err := os.CreateTemp("", fmt.Sprintf("mallworld-prop-%d-%d-*.log", r.n, r.game)); err == nil {
		fl.WriteString(text)
		fl.Close()
		fmt.Fprintf(&b, "log of the %d steps before it: %s\n", len(steps), fl.Name())
	}
	lines := strings.Split(strings.TrimSpace(text), "\n")
	if len(lines) > 10 {
		lines = append([]string{"…"}, lines[len(lines)-10:]...)
	}
	fmt.Fprintf(&b, "last steps:\n%s\nrerun: MW_PROP_GAME=%d:%d go test ./engine/mallworld/ -run TestPropertyRandomGames -v",
		strings.Join(lines, "\n"), r.n, r.game)
	return b.String()
}

// play runs the game and records failures in r.failures.
func (r *propRun) play() {
	defer func() {
		if p := recover(); p != nil {
			r.failures = append(r.failures, propFailure{kind: "panic", step: r.step, err: fmt.Errorf("%v\n%s", p, debug.Stack()), fatal: true})
		}
	}()
	fatal := func(kind string, err error) {
		r.failures = append(r.failures, propFailure{kind: kind, step: r.step, err: err, fatal: true})
	}
	st, err := mallworld.Game{}.NewState(r.opts)
	if err != nil {
		fatal("setup", err)
		return
	}
	var prevMall []string
	importEvery := propImportEvery
	if r.game < propImportFull {
		importEvery = 1
	}
	prefixAt := -1
	var prefixHash [32]byte
	if r.game%propRoundTripEvery == 0 {
		prefixAt = 1 + r.check.IntN(250)
	}
	for r.step = 0; ; r.step++ {
		if r.step > propMaxGameSteps {
			fatal("no end", fmt.Errorf("no end after %d steps", propMaxGameSteps))
			return
		}
		if r.step == prefixAt {
			prefixHash = st.Hash()
		}
		pos := st.PositionOf()
		d := st.Decision()
		if err := propCheckInvariants(pos, prevMall, d.Kind); err != nil {
			fatal("invariant", err)
			return
		}
		prevMall = pos.Mall
		if err := r.checkDecision(st, d, pos); err != nil {
			fatal("decision", fmt.Errorf("%v %v: %v", d.Kind, d.Seats, err))
			return
		}
		if d.Kind == engine.Terminal {
			break
		}
		r.hash = st.Hash()
		if err := r.checkLegalApply(st, d, pos); err != nil {
			r.fail("legal move on a clone", err)
		}
		if err := r.checkGenerated(st, d, pos); err != nil {
			// The real state may have been changed by an accepted illegal move.
			fatal("generated move", err)
			return
		}
		if err := r.checkViews(st, d, pos); err != nil {
			r.fail("view", err)
		}
		if r.check.IntN(importEvery) == 0 {
			r.checkImport(st, pos)
		}
		// The step itself: chance from its PCG, a seat's move from its bot on
		// its own view. In a simultaneous decision the acting seat is drawn.
		var s engine.Step
		if d.Kind == engine.ChanceNode {
			m, err := bot.PickChance(st.ChanceOutcomes(), r.chance)
			if err != nil {
				fatal("chance", err)
				return
			}
			s = engine.Step{Seat: engine.Chance, Move: m}
		} else {
			// The bot plays on the seat's view, whose legal moves are checked
			// against the real ones here (and handed to the bot as they are).
			seat := d.Seats[r.bots.IntN(len(d.Seats))]
			v := st.ViewState(seat)
			vl := v.LegalMoves(seat)
			if rl := r.legalOf(st, seat); !slices.Equal(vl, rl) {
				r.fail("view", fmt.Errorf("view of seat %d: legal moves %v, the real state has %v", seat, vl, rl))
			}
			m, err := r.seatBot[seat].Choose(propBotView{v, seat, vl}, seat, r.bots)
			if err != nil {
				fatal("bot", fmt.Errorf("%s for seat %d: %v", r.seatBot[seat].Name(), seat, err))
				return
			}
			s = engine.Step{Seat: seat, Move: m}
		}
		if err := st.Apply(s.Seat, s.Move); err != nil {
			fatal("step", fmt.Errorf("the chosen step %q was rejected: %v", s, err))
			return
		}
		r.steps = append(r.steps, s)
	}
	r.stats.steps, r.stats.maxSteps = len(r.steps), len(r.steps)
	r.stats.ends = map[string]int{st.PositionOf().Ended: 1}
	if err := r.checkReplay(st, prefixAt, prefixHash); err != nil {
		r.fail("replay", err)
	}
}

// propBotView is a seat's view whose LegalMoves for that seat were computed
// once already (and checked).
type propBotView struct {
	*mallworld.State
	seat  int
	legal []string
}

func (v propBotView) LegalMoves(seat int) []string {
	if seat == v.seat {
		return v.legal
	}
	return v.State.LegalMoves(seat)
}

// checkReplay replays the log and compares the final hash (and, for the
// round-trip games, goes through the log text and replays a prefix).
func (r *propRun) checkReplay(st engine.State, prefixAt int, prefixHash [32]byte) error {
	m := &engine.Match{Game: mallworld.GameName, Options: r.opts.Clone(), Steps: slices.Clone(r.steps)}
	if r.game%propRoundTripEvery == 0 {
		parsed, err := enginetest.LogRoundTrip(m)
		if err != nil {
			return err
		}
		m = parsed
		r.stats.roundTrips++
		if prefixAt > 0 && prefixAt <= len(r.steps) {
			pre := &engine.Match{Game: m.Game, Options: m.Options, Steps: m.Steps[:prefixAt]}
			if err := enginetest.CheckReplay(mallworld.Game{}, pre, prefixHash, false); err != nil {
				return fmt.Errorf("the first %d steps: %v", prefixAt, err)
			}
		}
	}
	if err := enginetest.CheckReplay(mallworld.Game{}, m, st.Hash(), false); err != nil {
		return err
	}
	r.stats.replays++
	return nil
}

// --- invariants ---

var (
	propCardIndex     = map[string]int{}
	propContractIndex = map[string]int{}
	propTokenLimit    = map[string]int{"+4000": 2, "+3000": 1, "+2000": 1, "+1000": 1, "-1000": 1, "-2000": 2, "-3000": 2}
)

func init() {
	for i, c := range mallworld.CardTypes {
		propCardIndex[c.Code] = i
	}
	for id := 1; id < len(mallworld.Contracts); id++ {
		propContractIndex[mallworld.Contracts[id].ID] = id
	}
}

const propColourLetters = "VGRB"

// propContractPlace is a place contracts can be in (of a seat, or not), and
// the kinds it may hold.
type propContractPlace struct {
	where string
	seat  int
	kinds string
	list  []string
}

func (pl propContractPlace) String() string {
	if pl.seat < 0 {
		return pl.where
	}
	return "seats[" + strconv.Itoa(pl.seat) + "]." + pl.where
}

// propCheckInvariants checks a full position; prevMall is the board one step
// earlier (nil at the start), kind the kind of decision pending.
func propCheckInvariants(p *mallworld.Position, prevMall []string, kind engine.Kind) error {
	n := p.Players
	if n < 3 || n > 5 || len(p.Seats) != n {
		return fmt.Errorf("players %d, %d seats", n, len(p.Seats))
	}
	if p.Viewer != -1 {
		return fmt.Errorf("viewer %d in a full state", p.Viewer)
	}
	setup := p.Stage == "setup"

	// Coins: exactly 5·N in play.
	coins := p.BlackBox
	if p.BlackBox < 0 {
		return fmt.Errorf("black box holds %d coins", p.BlackBox)
	}
	for i, s := range p.Seats {
		if s.Coins < 0 {
			return fmt.Errorf("seat %d holds %d coins", i, s.Coins)
		}
		coins += s.Coins
	}
	if coins != 5*n {
		return fmt.Errorf("%d coins in play (black box %d), want %d", coins, p.BlackBox, 5*n)
	}

	// Amenity cards: 4 of each type.
	var cards [10]int
	count := func(where string, list []string) error {
		for _, c := range list {
			t, ok := propCardIndex[c]
			if !ok {
				return fmt.Errorf("%s: unknown card %q", where, c)
			}
			cards[t]++
		}
		return nil
	}
	if p.DrawHidden != 0 {
		return fmt.Errorf("draw_hidden %d in a full state", p.DrawHidden)
	}
	for _, x := range []struct {
		where string
		list  []string
	}{{"draw", p.Draw}, {"display", p.Display}, {"discard", p.Discard}, {"amenity_box", p.AmenityBox}, {"offer", p.Offer}} {
		if err := count(x.where, x.list); err != nil {
			return err
		}
	}
	for i, s := range p.Seats {
		if err := count("seats["+strconv.Itoa(i)+"].hand", s.Hand); err != nil {
			return err
		}
		if s.HiddenCards != 0 {
			return fmt.Errorf("seat %d: %d hidden cards in a full state", i, s.HiddenCards)
		}
	}
	for t, c := range cards {
		if c != 4 {
			return fmt.Errorf("%d %s cards in all, want 4", c, mallworld.CardTypes[t].Code)
		}
	}

	// Contracts: each exactly once.
	var seen [29]propContractPlace
	place := func(pl propContractPlace) error {
		for _, c := range pl.list {
			id, ok := propContractIndex[c]
			if !ok {
				return fmt.Errorf("%s: unknown contract %q", pl, c)
			}
			if !strings.Contains(pl.kinds, c[:1]) {
				return fmt.Errorf("%s: contract %s does not belong there", pl, c)
			}
			if seen[id].where != "" {
				return fmt.Errorf("contract %s is in %s and in %s", c, seen[id], pl)
			}
			seen[id] = pl
		}
		return nil
	}
	lists := [...]propContractPlace{
		{"placement_pool", -1, "P", p.PlacementPool}, {"rental_pool", -1, "R", p.RentalPool},
		{"special_pool", -1, "S", p.SpecialPool}, {"lobby", -1, "PR", p.Lobby}, {"contract_box", -1, "PRS", p.ContractBox},
	}
	for _, l := range lists {
		if err := place(l); err != nil {
			return err
		}
	}
	for i, s := range p.Seats {
		var sp []string
		if s.Special != "" {
			sp = []string{s.Special}
		}
		for _, l := range [...]propContractPlace{{"contracts", i, "PR", s.Contracts}, {"special", i, "S", sp}, {"validated", i, "PRS", s.Validated}} {
			if err := place(l); err != nil {
				return err
			}
		}
	}
	for id := 1; id <= 28; id++ {
		if seen[id].where == "" {
			return fmt.Errorf("contract %s is nowhere", mallworld.Contracts[id].ID)
		}
	}
	unseen := 0
	if n == 3 {
		unseen = 3 // 3 of each kind stay in the box unseen
	}
	if len(p.PlacementPool)-p.PlacementsLeft != unseen || len(p.RentalPool)-p.RentalsLeft != unseen {
		return fmt.Errorf("pools: %d placements for %d left, %d rentals for %d left (want %d more in each pool)",
			len(p.PlacementPool), p.PlacementsLeft, len(p.RentalPool), p.RentalsLeft, unseen)
	}
	if p.PlacementsLeft > 0 && p.RentalsLeft < 12-unseen {
		return fmt.Errorf("a rental left the pile before the placements ran out")
	}
	if len(p.Lobby) > 4 {
		return fmt.Errorf("lobby holds %d cards", len(p.Lobby))
	}

	// Office tokens.
	tokens := map[string]int{}
	for _, tk := range p.Office {
		tokens[tk]++
		if tokens[tk] > propTokenLimit[tk] {
			return fmt.Errorf("office holds %d %s tokens", tokens[tk], tk)
		}
	}

	// Hands, accounts, display.
	for i, s := range p.Seats {
		if len(s.Hand)+len(s.Contracts) > 8 {
			return fmt.Errorf("seat %d holds %d cards, the limit is 8", i, len(s.Hand)+len(s.Contracts))
		}
		if s.Account%1000 != 0 {
			return fmt.Errorf("seat %d: account %d is not a multiple of 1,000", i, s.Account)
		}
		if !setup && s.Special != "" && !slices.Contains([]string{"S01", "S02", "S03", "S04", "S05", "S06"}, s.Special) {
			return fmt.Errorf("seat %d: special %q", i, s.Special)
		}
	}
	if len(p.Display) > 4 {
		return fmt.Errorf("display holds %d cards", len(p.Display))
	}
	if p.Phase < 1 || p.Phase > 3 || (p.Phase > 1 && !p.TenantsUnlocked) {
		return fmt.Errorf("phase %d, tenants unlocked %v", p.Phase, p.TenantsUnlocked)
	}

	// The mall: supplies in range, rooms, tiles and tokens never leave.
	if len(p.Mall) != 6 {
		return fmt.Errorf("mall has %d rows", len(p.Mall))
	}
	var shops, tenants [4]int
	storage, locker := 0, 0
	for r, row := range p.Mall {
		cells := strings.Split(row, " ")
		if len(cells) != 6 {
			return fmt.Errorf("mall row %d: %q", r+1, row)
		}
		var prev []string
		if prevMall != nil && prevMall[r] != row {
			prev = strings.Split(prevMall[r], " ")
		}
		for c, x := range cells {
			name := string(rune('A'+c)) + strconv.Itoa(r+1)
			switch {
			case x == ".":
			case x == "S":
				storage++
			case x == "L":
				locker++
			case len(x) >= 1 && len(x) <= 2 && strings.Contains(propColourLetters, x[:1]):
				shops[strings.IndexByte(propColourLetters, x[0])]++
				if len(x) == 2 {
					t := strings.IndexByte(propColourLetters, x[1])
					if t < 0 || mallworld.ChainAt(t, strings.IndexByte(propColourLetters, x[0])) < 0 {
						return fmt.Errorf("mall %s: %q is not a chain", name, x)
					}
					tenants[t]++
				}
			default:
				return fmt.Errorf("mall %s: %q", name, x)
			}
			if prev != nil && prev[c] != "." && prev[c] != x && !(len(prev[c]) == 1 && strings.HasPrefix(x, prev[c])) {
				return fmt.Errorf("mall %s went from %q to %q: tiles and tokens never leave the board", name, prev[c], x)
			}
		}
	}
	for c := 0; c < 4; c++ {
		if shops[c] > 9 || tenants[c] > 8 {
			return fmt.Errorf("colour %c: %d shops (max 9), %d tenant tokens (max 8)", propColourLetters[c], shops[c], tenants[c])
		}
		if !setup && shops[c] == 0 {
			return fmt.Errorf("no %c shop on the board after setup", propColourLetters[c])
		}
	}
	wantS, wantL := 0, 0
	if n <= 4 {
		wantS = 3
	}
	if n == 3 {
		wantL = 3
	}
	if !setup && (storage != wantS || locker != wantL) {
		return fmt.Errorf("%d storage and %d locker room spaces, want %d and %d", storage, locker, wantS, wantL)
	}
	if setup && (storage != 0 && storage != wantS || locker != 0 && locker != wantL) {
		return fmt.Errorf("setup: %d storage and %d locker room spaces", storage, locker)
	}
	if !setup && p.First < 0 {
		return fmt.Errorf("first seat %d after setup", p.First)
	}
	return propCheckRules(p, kind)
}

// propCheckRules checks consequences of the rules that hold whenever a seat
// is to decide (kind Turn or Simultaneous), and some that hold at any time.
func propCheckRules(p *mallworld.Position, kind engine.Kind) error {
	n := p.Players
	// Rule 7.3: in phase 1 tenants are unlocked exactly when a rental
	// contract has been validated (validated areas are kept until the phase
	// is scored, which may also be at the end of the game); from phase 2 on,
	// always.
	rentalValidated := false
	validated := 0
	for _, s := range p.Seats {
		validated += len(s.Validated)
		for _, c := range s.Validated {
			rentalValidated = rentalValidated || c[0] == 'R'
		}
	}
	if p.Phase == 1 && p.Ended == "" && p.TenantsUnlocked != rentalValidated {
		return fmt.Errorf("phase 1: tenants unlocked %v, a rental validated %v", p.TenantsUnlocked, rentalValidated)
	}
	// Rule 13.1/13.2/13.4: how the game ended. A final round starts when the
	// mall is full and the lobby empty (13.2), or when the stall guard's count
	// reaches 3N (13.4; the count then stays there). A final round is always
	// armed once the count reaches 3N.
	if p.Stall > 3*n || (p.Stall == 3*n && !p.FinalArmed) {
		return fmt.Errorf("%d turns without progress (final round armed %v), the guard fires at %d", p.Stall, p.FinalArmed, 3*n)
	}
	switch p.Ended {
	case "phase3":
		if p.Phase != 3 || len(p.Office) != 0 {
			return fmt.Errorf("ended after phase 3 in phase %d with %d office tokens", p.Phase, len(p.Office))
		}
	case "final_round":
		if p.Stall != 3*n && (len(p.Lobby) != 0 || strings.Contains(strings.Join(p.Mall, " "), ".")) {
			return fmt.Errorf("ended after a final round with %d lobby cards and an empty space, %d turns without progress",
				len(p.Lobby), p.Stall)
		}
	}
	if kind != engine.Turn && kind != engine.Simultaneous {
		return nil
	}
	// Rule 3: the lobby is refilled from the pile whenever a card leaves it.
	if p.PlacementsLeft+p.RentalsLeft > 0 && len(p.Lobby) != 4 {
		return fmt.Errorf("lobby holds %d cards while the pile holds %d", len(p.Lobby), p.PlacementsLeft+p.RentalsLeft)
	}
	// Rule 6.2.B: every validation takes one office token, and the office was
	// filled with N+1 tokens (2N in phase 3) at the start of the phase.
	want := n + 1
	if p.Phase == 3 {
		want = 2 * n
	}
	if len(p.Office)+validated != want {
		return fmt.Errorf("phase %d: %d office tokens and %d validated contracts, want %d in all", p.Phase, len(p.Office), validated, want)
	}
	// Rules 6.1 step 3 and 12 step 3: no placement contract in the lobby once
	// a rental was accepted or from phase 2 on (and none left in the pile).
	for _, c := range p.Lobby {
		if c[0] == 'P' && (p.FirstRental || p.Phase > 1) {
			return fmt.Errorf("placement %s in the lobby (phase %d, first rental accepted %v)", c, p.Phase, p.FirstRental)
		}
	}
	if p.Phase > 1 && p.PlacementsLeft != 0 {
		return fmt.Errorf("phase %d with %d placements in the pile", p.Phase, p.PlacementsLeft)
	}
	if p.Stage == "accept" {
		// Rule 6.4: the black box was distributed at the end of the last turn.
		if p.BlackBox >= n {
			return fmt.Errorf("a turn starts with %d coins in the black box", p.BlackBox)
		}
		// Rule 6.0: the stagnation check ran at the start of the turn.
		in := 0
		for _, s := range p.Seats {
			if s.Marker {
				in++
			}
		}
		if in == n && len(p.Lobby) > 0 {
			return fmt.Errorf("a turn starts with every lobby marker in the lobby")
		}
		if len(p.Office) == 0 {
			return fmt.Errorf("a turn starts with an empty office")
		}
	}
	// Rule 6.3.1: action 3 starts after the display clean-up: no dead card
	// in the display, and it is full unless no card is left to draw.
	if p.Stage == "discard" && len(p.Display) < 4 && len(p.Draw)+len(p.Discard) > 0 {
		return fmt.Errorf("action 3 with %d display cards while %d can be drawn", len(p.Display), len(p.Draw)+len(p.Discard))
	}
	// Rule 8.2: bids from 0 to the bidder's coins.
	if p.Stage == "bid" {
		for _, b := range p.Bidders {
			if p.Bids[b] > p.Seats[b].Coins {
				return fmt.Errorf("seat %d bid %d with %d coins", b, p.Bids[b], p.Seats[b].Coins)
			}
		}
	}
	return nil
}

// propCheckDecision checks that Decision, LegalMoves, ChanceOutcomes and Result
// agree.
// It fills r.legal for the other checks of the step.
func (r *propRun) checkDecision(st *mallworld.State, d engine.Decision, pos *mallworld.Position) error {
	n := st.Seats()
	outs := st.ChanceOutcomes()
	res := st.Result()
	r.legal = [6][]string{}
	for seat := -1; seat < n; seat++ {
		legal := st.LegalMoves(seat)
		r.legal[seat+1] = legal
		acts := d.Acts(seat)
		if acts && len(legal) == 0 {
			return fmt.Errorf("%s acts but has no legal move", engine.SeatName(seat))
		}
		if !acts && len(legal) != 0 {
			return fmt.Errorf("%s does not act but has legal moves %v", engine.SeatName(seat), legal)
		}
		if seat >= 0 && acts && d.Kind == engine.Turn && len(legal) == 1 && legal[0] == "pass" {
			return fmt.Errorf("%s is asked for a decision whose only move is pass (docs/mallworld-moves.md: such decisions are skipped)", engine.SeatName(seat))
		}
	}
	for _, bad := range []int{-2, n, 5, 99} {
		if l := st.LegalMoves(bad); len(l) != 0 {
			return fmt.Errorf("seat %d, not a seat, has legal moves %v", bad, l)
		}
	}
	switch d.Kind {
	case engine.Terminal:
		if res == nil {
			return fmt.Errorf("terminal without a Result")
		}
		if len(res.Scores) != n || len(res.Places) != n || len(res.Winners) == 0 {
			return fmt.Errorf("result %+v", res)
		}
		for i, s := range pos.Seats {
			if want := int64(s.Account + 1000*s.Coins); res.Scores[i] != want {
				return fmt.Errorf("seat %d scores %d, want account %d + 1,000 × %d coins", i, res.Scores[i], s.Account, s.Coins)
			}
		}
		for _, w := range res.Winners {
			if res.Places[w] != 1 || res.Scores[w] != slices.Max(res.Scores) {
				return fmt.Errorf("winner %d has place %d and score %d", w, res.Places[w], res.Scores[w])
			}
		}
		if outs != nil || len(d.Seats) != 0 {
			return fmt.Errorf("terminal with outcomes %v, seats %v", outs, d.Seats)
		}
		if pos.Ended == "" || pos.Stage != "over" {
			return fmt.Errorf("terminal: ended %q, stage %q", pos.Ended, pos.Stage)
		}
		return nil
	case engine.ChanceNode:
		if len(d.Seats) != 0 {
			return fmt.Errorf("chance node lists seats")
		}
		if len(outs) == 0 {
			return fmt.Errorf("chance node without outcomes")
		}
		legal := r.legal[0]
		if len(legal) != len(outs) {
			return fmt.Errorf("%d outcomes, %d legal moves for Chance", len(outs), len(legal))
		}
		for i, o := range outs {
			if o.Weight <= 0 {
				return fmt.Errorf("outcome %q has weight %d", o.Move, o.Weight)
			}
			if legal[i] != o.Move {
				return fmt.Errorf("LegalMoves(Chance)[%d] = %q, outcome %q", i, legal[i], o.Move)
			}
			if err := engine.ValidMoveText(o.Move); err != nil {
				return fmt.Errorf("outcome %q: %v", o.Move, err)
			}
		}
	case engine.Turn, engine.Simultaneous:
		if outs != nil {
			return fmt.Errorf("a seat's decision with chance outcomes %v", outs)
		}
		if pos.Stage == "discard" { // rule 6.3.1: the clean-up ran
			for _, c := range pos.Display {
				if st.IsDead(c) {
					return fmt.Errorf("dead card %s in the display in action 3", c)
				}
			}
		}
		if d.Kind == engine.Turn && len(d.Seats) != 1 || len(d.Seats) == 0 {
			return fmt.Errorf("seats %v", d.Seats)
		}
	default:
		return fmt.Errorf("unknown decision kind")
	}
	if res != nil {
		return fmt.Errorf("a Result before the end")
	}
	return nil
}

// --- legal moves ---

// propActors lists the seats that act now (Chance in a chance node).
func propActors(d engine.Decision) []int {
	if d.Kind == engine.ChanceNode {
		return []int{engine.Chance}
	}
	return d.Seats
}

// checkLegalApply applies legal moves to clones: all of them in full games,
// propSample drawn at random otherwise. The sampled ones also have their
// result checked for the invariants and, for seats, are applied to the seat's
// view.
func (r *propRun) checkLegalApply(st *mallworld.State, d engine.Decision, pos *mallworld.Position) error {
	type cand struct {
		seat int
		move string
	}
	var all []cand
	for _, seat := range propActors(d) {
		legal := r.legalOf(st, seat)
		if r.full {
			seen := make(map[string]bool, len(legal))
			for _, m := range legal {
				if err := engine.ValidMoveText(m); err != nil {
					return fmt.Errorf("legal move of %s: %v", engine.SeatName(seat), err)
				}
				if seen[m] {
					return fmt.Errorf("legal move %q of %s listed twice", m, engine.SeatName(seat))
				}
				seen[m] = true
				if err := propCheckMoveRules(st, pos, seat, m); err != nil {
					return fmt.Errorf("legal move %q of %s: %v", m, engine.SeatName(seat), err)
				}
			}
		}
		for _, m := range legal {
			all = append(all, cand{seat, m})
		}
	}
	apply := func(c cand, deep bool) error {
		if !r.full {
			if err := propCheckMoveRules(st, pos, c.seat, c.move); err != nil {
				return fmt.Errorf("legal move %q of %s: %v", c.move, engine.SeatName(c.seat), err)
			}
		}
		cl := st.Clone()
		if err := cl.Apply(c.seat, c.move); err != nil {
			return fmt.Errorf("legal move %q of %s rejected on a clone: %v", c.move, engine.SeatName(c.seat), err)
		}
		r.stats.legalApplied++
		if !deep {
			return nil
		}
		if err := propCheckInvariants(cl.(*mallworld.State).PositionOf(), nil, cl.Decision().Kind); err != nil {
			return fmt.Errorf("after legal move %q of %s: invariant: %v", c.move, engine.SeatName(c.seat), err)
		}
		if c.seat >= 0 {
			v := st.View(c.seat)
			if err := v.Apply(c.seat, c.move); err != nil {
				return fmt.Errorf("legal move %q of %s rejected on its view: %v", c.move, engine.SeatName(c.seat), err)
			}
		}
		return nil
	}
	if r.full {
		for _, c := range all {
			if err := apply(c, false); err != nil {
				return err
			}
		}
	}
	for k := 0; k < propSample && len(all) > 0; k++ {
		// The deep check (invariants after the move, the move on the view)
		// costs a PositionOf: the full games do it for every sampled move,
		// the others for one move every propDeepEvery steps.
		deep := r.full || (k == 0 && r.step%propDeepEvery == 0)
		if err := apply(all[r.check.IntN(len(all))], deep); err != nil {
			return err
		}
	}
	if st.Hash() != r.hash {
		return fmt.Errorf("applying moves to clones changed the original state")
	}
	return nil
}

// propCheckMoveRules checks a legal move of seat against the rules it must
// obey (section numbers of shared/rules/mall-world.md), read from the
// position and the exported IsDead/IsPlayable predicates.
func propCheckMoveRules(st *mallworld.State, p *mallworld.Position, seat int, m string) error {
	if seat < 0 {
		return nil
	}
	f := strings.Fields(m)
	s := p.Seats[seat]
	hand := len(s.Hand) + len(s.Contracts)
	count := func(list []string, x string) int {
		n := 0
		for _, y := range list {
			if y == x {
				n++
			}
		}
		return n
	}
	need := func(list []string, cards []string, where string) error {
		for _, c := range cards {
			if count(cards, c) > count(list, c) {
				return fmt.Errorf("%d %s card(s) needed, %d in %s", count(cards, c), c, count(list, c), where)
			}
		}
		return nil
	}
	switch f[0] {
	case "pass":
		if p.Stage == "develop" && !p.DidOffer && !p.DidValidate {
			return fmt.Errorf("6.2: development is mandatory when possible")
		}
	case "accept":
		i := slices.Index(p.Lobby, f[1])
		switch {
		case p.Stage != "accept":
			return fmt.Errorf("6.1: accepting a contract is action 1 (stage %q)", p.Stage)
		case i < 0:
			return fmt.Errorf("6.1: not in the lobby %v", p.Lobby)
		case s.Account < []int{1000, 2000, 4000, 7000}[i]:
			return fmt.Errorf("6.1: slot %d costs more than the account's %d", i, s.Account)
		case hand >= 8:
			return fmt.Errorf("6.1/10: the hand holds %d cards", hand)
		}
	case "offer":
		if p.Stage != "develop" || p.DidOffer || (p.Phase < 3 && p.DidValidate) {
			return fmt.Errorf("6.2: no amenity trade now (stage %q, phase %d, offered %v, validated %v)", p.Stage, p.Phase, p.DidOffer, p.DidValidate)
		}
		if err := need(s.Hand, f[1:], "hand"); err != nil {
			return fmt.Errorf("6.2.A: %v", err)
		}
		for _, c := range f[1:] {
			if !st.IsPlayable(c) {
				return fmt.Errorf("6.2.A: card %s has no legal play", c)
			}
		}
		if len(f) == 2 && s.Coins < 1 {
			return fmt.Errorf("6.2.A: a single-card offer needs a coin")
		}
	case "validate":
		if p.Stage != "develop" || p.DidValidate || (p.Phase < 3 && p.DidOffer) {
			return fmt.Errorf("6.2: no validation now (stage %q, phase %d, offered %v, validated %v)", p.Stage, p.Phase, p.DidOffer, p.DidValidate)
		}
		if !slices.Contains(s.Contracts, f[1]) && s.Special != f[1] {
			return fmt.Errorf("6.2.B: contract %s is not held", f[1])
		}
		if !slices.Contains(p.Office, f[2]) {
			return fmt.Errorf("6.2.B: no %s token in the office %v", f[2], p.Office)
		}
	case "bid":
		v, _ := strconv.Atoi(f[1])
		if p.Stage != "bid" || !slices.Contains(p.Bidders, seat) || v > s.Coins || p.Bids[seat] != -1 {
			return fmt.Errorf("8.2: bid %d with %d coins (stage %q, bidders %v, bids %v)", v, s.Coins, p.Stage, p.Bidders, p.Bids)
		}
	case "build", "rent", "discard":
		if p.Stage != "play" || len(p.Queue) == 0 || p.Queue[0] != seat || !slices.Contains(p.Offer, f[1]) {
			return fmt.Errorf("8.6: not this seat's offered card (stage %q, queue %v, offer %v)", p.Stage, p.Queue, p.Offer)
		}
		if f[0] == "discard" && st.IsPlayable(f[1]) {
			return fmt.Errorf("7.2: a card with a legal play must be played")
		}
		if f[0] == "rent" && !p.TenantsUnlocked {
			return fmt.Errorf("7.3: tenants are locked")
		}
	case "trash":
		if p.Stage != "discard" || p.Refreshed || !slices.Contains(s.Hand, f[1]) || !st.IsDead(f[1]) {
			return fmt.Errorf("6.3.2: only dead cards in hand, before a refresh (refreshed %v, dead %v)", p.Refreshed, st.IsDead(f[1]))
		}
	case "refresh":
		if p.Stage != "discard" || s.Coins < 2 {
			return fmt.Errorf("6.3.3: a refresh costs 2 coins (%d held)", s.Coins)
		}
	case "take":
		if p.Stage != "discard" || hand+len(f)-1 > 8 {
			return fmt.Errorf("6.3.4: taking %d card(s) with %d in hand", len(f)-1, hand)
		}
		if err := need(p.Display, f[1:], "the display"); err != nil {
			return fmt.Errorf("6.3.4: %v", err)
		}
	default:
		return fmt.Errorf("unknown verb")
	}
	return nil
}

// --- generated moves ---

var (
	propWCards     = []string{"VV", "GG", "RR", "BB", "VG", "VR", "VB", "GR", "GB", "RB"}
	propWBadCards  = []string{"GV", "BR", "XX", "vv", "V", "VGR", "AM01", ""}
	propWContracts = func() []string {
		var out []string
		for id := 1; id < len(mallworld.Contracts); id++ {
			out = append(out, mallworld.Contracts[id].ID)
		}
		return out
	}()
	propWBadContracts = []string{"P00", "P11", "R00", "R13", "S00", "S07", "p01", "X01", "P1", "P001"}
	propWTokens       = []string{"+4000", "+3000", "+2000", "+1000", "-1000", "-2000", "-3000"}
	propWBadTokens    = []string{"4000", "+5000", "-4000", "+0", "0", "-0", "+04000", "+4,000", "3000"}
	propWColours      = []string{"V", "G", "R", "B"}
	propWBadColours   = []string{"X", "v", "VG", "0"}
	propWCells        = func() []string {
		var out []string
		for r := 1; r <= 6; r++ {
			for c := 'A'; c <= 'F'; c++ {
				out = append(out, string(c)+strconv.Itoa(r))
			}
		}
		return out
	}()
	propWBadCells = []string{"G1", "A7", "A0", "a1", "AA", "11", "A10"}
	propWBadBids  = []string{"-1", "01", "+1", "100", "101", "1e2", "x", "255", "-0"}
	propWVerbs    = []string{"pass", "accept", "offer", "validate", "bid", "build", "rent", "discard", "trash", "refresh", "take", "first"}
	propWJunk     = []string{"", " ", "pass ", " pass", "pass  pass", "PASS", "Pass", "pass\n", "pass\t", "bid\t1", "accept  P01",
		"offer VV\x00", "é", "bid 1 ", "\x7f", strings.Repeat("pass ", 50) + "pass", "take", "offer", "build VG V", "rent VG"}
)

func propPickW(rng *rand.Rand, good, bad []string) string {
	if rng.IntN(8) == 0 {
		return bad[rng.IntN(len(bad))]
	}
	return good[rng.IntN(len(good))]
}

// propGenMove makes a plausible move text of a random kind, often built from the
// cards and contracts of the position so that some of them are legal.
func propGenMove(rng *rand.Rand, p *mallworld.Position, seat int) string {
	card := func() string {
		if seat >= 0 && seat < len(p.Seats) && len(p.Seats[seat].Hand) > 0 && rng.IntN(3) == 0 {
			return p.Seats[seat].Hand[rng.IntN(len(p.Seats[seat].Hand))]
		}
		if len(p.Offer) > 0 && rng.IntN(3) == 0 {
			return p.Offer[rng.IntN(len(p.Offer))]
		}
		if len(p.Display) > 0 && rng.IntN(3) == 0 {
			return p.Display[rng.IntN(len(p.Display))]
		}
		return propPickW(rng, propWCards, propWBadCards)
	}
	cards := func(max int) string {
		k := 1 + rng.IntN(max)
		if rng.IntN(10) == 0 {
			k = max + 1
		}
		cs := make([]string, k)
		for i := range cs {
			cs[i] = card()
		}
		if rng.IntN(4) != 0 { // usually in table order
			slices.SortFunc(cs, func(a, b string) int { return propCardIndex[a] - propCardIndex[b] })
		}
		return strings.Join(cs, " ")
	}
	contract := func() string {
		if len(p.Lobby) > 0 && rng.IntN(3) == 0 {
			return p.Lobby[rng.IntN(len(p.Lobby))]
		}
		if seat >= 0 && seat < len(p.Seats) && rng.IntN(2) == 0 {
			s := p.Seats[seat]
			if len(s.Contracts) > 0 && rng.IntN(2) == 0 {
				return s.Contracts[rng.IntN(len(s.Contracts))]
			}
			if s.Special != "" {
				return s.Special
			}
		}
		return propPickW(rng, propWContracts, propWBadContracts)
	}
	token := func() string {
		if len(p.Office) > 0 && rng.IntN(2) == 0 {
			return p.Office[rng.IntN(len(p.Office))]
		}
		return propPickW(rng, propWTokens, propWBadTokens)
	}
	colour := func() string { return propPickW(rng, propWColours, propWBadColours) }
	cell := func() string { return propPickW(rng, propWCells, propWBadCells) }
	bid := func() string {
		if rng.IntN(8) == 0 {
			return propWBadBids[rng.IntN(len(propWBadBids))]
		}
		return strconv.Itoa(rng.IntN(12))
	}
	switch rng.IntN(20) {
	case 0:
		return "pass"
	case 1:
		return "refresh"
	case 2:
		return "accept " + contract()
	case 3:
		return "offer " + cards(3)
	case 4:
		return "validate " + contract() + " " + token()
	case 5:
		return "bid " + bid()
	case 6, 7:
		return "build " + card() + " " + colour() + " " + cell()
	case 8:
		return "rent " + card() + " " + colour() + " " + cell()
	case 9:
		return "discard " + card()
	case 10:
		return "trash " + card()
	case 11:
		return "take " + cards(2)
	case 12: // chance: a card, a contract, a token
		switch rng.IntN(3) {
		case 0:
			return card()
		case 1:
			return contract()
		}
		return token()
	case 13: // chance: a space or a room strip
		if rng.IntN(2) == 0 {
			return cell()
		}
		a := rng.IntN(36)
		b := a + 2
		if rng.IntN(2) == 0 {
			b = a + 12
		}
		if rng.IntN(4) == 0 {
			b = rng.IntN(36)
		}
		return propWCells[a] + "-" + propWCells[b%36]
	case 14:
		return "first " + bid()
	case 15: // an argument missing or one too many
		m := propGenMove(rng, p, seat)
		if f := strings.Fields(m); len(f) > 1 && rng.IntN(2) == 0 {
			return strings.Join(f[:len(f)-1], " ")
		}
		return m + " " + propPickW(rng, slices.Concat(propWCards, propWColours), propWBadCells)
	case 16:
		return propWJunk[rng.IntN(len(propWJunk))]
	case 17: // a verb with arguments meant for another verb
		f := strings.Fields(propGenMove(rng, p, seat))
		if len(f) == 0 {
			return "pass"
		}
		f[0] = propWVerbs[rng.IntN(len(propWVerbs))]
		return strings.Join(f, " ")
	}
	return "bid " + bid()
}

// propMutate changes one word of a legal move (or drops, repeats or recases one).
func propMutate(rng *rand.Rand, m string) string {
	f := strings.Split(m, " ")
	i := rng.IntN(len(f))
	switch rng.IntN(6) {
	case 0:
		f = slices.Delete(f, i, i+1)
	case 1:
		f = slices.Insert(f, i, f[i])
	case 2:
		f[i] = strings.ToLower(f[i])
	default:
		w := f[i]
		var pool []string
		switch {
		case slices.Contains(propWCards, w):
			pool = slices.Concat(propWCards, propWBadCards)
		case slices.Contains(propWContracts, w):
			pool = slices.Concat(propWContracts, propWBadContracts)
		case slices.Contains(propWTokens, w):
			pool = slices.Concat(propWTokens, propWBadTokens)
		case slices.Contains(propWColours, w):
			pool = slices.Concat(propWColours, propWBadColours)
		case slices.Contains(propWCells, w):
			pool = slices.Concat(propWCells, propWBadCells)
		case i == 0:
			pool = propWVerbs
		default:
			pool = slices.Concat(propWBadBids, []string{"0", "1", "2", "3", "4", "5", "6", "7"})
		}
		f[i] = pool[rng.IntN(len(pool))]
	}
	return strings.Join(f, " ")
}

// tryText applies text as seat. If text is one of seat's legal moves it must
// be accepted (on a clone); otherwise the real state must reject it and keep
// its hash.
func (r *propRun) tryText(st engine.State, seat int, text string) error {
	r.stats.generated++
	var legal []string
	if st.Viewer() == -1 {
		legal = r.legalOf(st, seat)
	} else {
		legal = st.LegalMoves(seat)
	}
	if slices.Contains(legal, text) {
		r.stats.generatedLegal++
		if err := st.Clone().Apply(seat, text); err != nil {
			return fmt.Errorf("generated text %q is a legal move of %s but was rejected: %v", text, engine.SeatName(seat), err)
		}
		return nil
	}
	h := r.hash
	if st.Viewer() != -1 {
		h = st.Hash()
	}
	if err := st.Apply(seat, text); err == nil {
		return fmt.Errorf("%q applied as %s was accepted but is not among its legal moves %v", text, engine.SeatName(seat), legal)
	} else if err.Error() == "" {
		return fmt.Errorf("%q applied as %s: an empty error", text, engine.SeatName(seat))
	}
	if st.Hash() != h {
		return fmt.Errorf("%q applied as %s was rejected but changed the state", text, engine.SeatName(seat))
	}
	return nil
}

// checkGenerated tries generated texts as random seats, near-misses of legal
// moves, and legal moves as the wrong seat. In the full games it also tries
// them on the acting seat's view.
func (r *propRun) checkGenerated(st *mallworld.State, d engine.Decision, pos *mallworld.Position) error {
	n := st.Seats()
	rng := r.check
	act := propActors(d)
	pickSeat := func() int {
		switch k := rng.IntN(10); {
		case k < 5:
			return act[rng.IntN(len(act))]
		case k < 7:
			return rng.IntN(n)
		case k < 8:
			return engine.Chance
		case k < 9:
			return []int{-2, n, 5, 7, 100, -100}[rng.IntN(6)]
		}
		var idle []int
		for s := -1; s < n; s++ {
			if !d.Acts(s) {
				idle = append(idle, s)
			}
		}
		return idle[rng.IntN(len(idle))]
	}
	tries := 1
	if r.full {
		tries = 8
	}
	for k := 0; k < tries; k++ {
		seat := pickSeat()
		if err := r.tryText(st, seat, propGenMove(rng, pos, seat)); err != nil {
			return err
		}
	}
	// A near-miss of a legal move, and a legal move played by another seat.
	seat := act[rng.IntN(len(act))]
	legal := r.legalOf(st, seat)
	m := legal[rng.IntN(len(legal))]
	if err := r.tryText(st, seat, propMutate(rng, m)); err != nil {
		return err
	}
	other := rng.IntN(n+1) - 1
	if err := r.tryText(st, other, m); err != nil {
		return err
	}
	if r.full && seat >= 0 {
		v := st.View(seat)
		for k := 0; k < 3; k++ {
			if err := r.tryText(v, seat, propGenMove(rng, pos, seat)); err != nil {
				return fmt.Errorf("on the view of seat %d: %v", seat, err)
			}
		}
		if err := r.tryText(v, other, m); err != nil {
			return fmt.Errorf("on the view of seat %d: %v", seat, err)
		}
	}
	return nil
}

// --- views ---

// propRedact is what seat must see of the full position p (docs/mallworld-position.md,
// rules section 15).
func propRedact(p *mallworld.Position, seat int) *mallworld.Position {
	q := *p
	q.Viewer = seat
	q.Draw, q.DrawHidden = []string{}, len(p.Draw)
	q.PlacementPool, q.RentalPool, q.SpecialPool = []string{}, []string{}, []string{}
	q.Seats = slices.Clone(p.Seats)
	q.Bids = slices.Clone(p.Bids)
	for i := range q.Seats {
		if i == seat {
			continue
		}
		s := &q.Seats[i]
		s.HiddenCards = len(s.Hand) + len(s.Contracts)
		s.Hand, s.Contracts = []string{}, []string{}
		if s.Special != "" {
			s.Special = "?"
		}
		s.Coins = -1
		if p.Stage == "bid" && slices.Contains(p.Bidders, i) && p.Bids[i] >= 0 {
			q.Bids[i] = -2
		}
	}
	return &q
}

// propDiffPositions names the first field where a and b differ.
func propDiffPositions(a, b *mallworld.Position) string {
	va, vb := reflect.ValueOf(*a), reflect.ValueOf(*b)
	for i := 0; i < va.NumField(); i++ {
		if !reflect.DeepEqual(va.Field(i).Interface(), vb.Field(i).Interface()) {
			return fmt.Sprintf("%s: got %v, want %v", va.Type().Field(i).Name, va.Field(i).Interface(), vb.Field(i).Interface())
		}
	}
	return ""
}

// checkViews checks the views: in the full games every seat's at every step
// (the redacted position of one seat per step, in turn); afterwards the view
// of one random seat at every step, its redacted position every
// propViewEvery steps. (The view of the seat that moves is also checked where
// its bot plays on it.)
func (r *propRun) checkViews(st *mallworld.State, d engine.Decision, pos *mallworld.Position) error {
	n := st.Seats()
	var seats []int
	if r.full {
		for s := 0; s < n; s++ {
			seats = append(seats, s)
		}
	} else {
		seats = append(seats, r.check.IntN(n))
	}
	for _, seat := range seats {
		// The redacted position (a PositionOf and a deep comparison) of one
		// seat per step in the full games, in turn; every propViewEvery
		// steps afterwards.
		redacted := (r.full && seat == r.step%n) || (!r.full && r.step%propViewEvery == 0)
		if err := r.checkView(st, d, pos, seat, redacted); err != nil {
			return fmt.Errorf("view of seat %d: %v", seat, err)
		}
		r.stats.views++
	}
	return nil
}

func (r *propRun) checkView(st *mallworld.State, d engine.Decision, pos *mallworld.Position, seat int, redacted bool) error {
	v := st.ViewState(seat)
	if v.Viewer() != seat {
		return fmt.Errorf("Viewer() = %d", v.Viewer())
	}
	if redacted {
		got, want := v.PositionOf(), propRedact(pos, seat)
		if !reflect.DeepEqual(got, want) {
			return fmt.Errorf("position differs from the redacted real one: %s", propDiffPositions(got, want))
		}
	}
	if vl, rl := v.LegalMoves(seat), r.legalOf(st, seat); !slices.Equal(vl, rl) {
		return fmt.Errorf("legal moves %v, the real state has %v", vl, rl)
	}
	for s := -1; s < st.Seats(); s++ {
		if s != seat && len(v.LegalMoves(s)) != 0 {
			return fmt.Errorf("the view lists moves for %s: %v", engine.SeatName(s), v.LegalMoves(s))
		}
	}
	if v.ChanceOutcomes() != nil {
		return fmt.Errorf("the view lists chance outcomes")
	}
	vd := v.Decision()
	if vd.Kind != d.Kind || !slices.Equal(vd.Seats, d.Seats) {
		return fmt.Errorf("decision %v %v, the real state waits for %v %v", vd.Kind, vd.Seats, d.Kind, d.Seats)
	}
	if redacted && v.ViewState(seat).Hash() != v.Hash() {
		return fmt.Errorf("the view of a view differs from the view")
	}
	return nil
}

// --- positions ---

// checkImport exports the position, imports it back and compares; checks
// that a view's position cannot be imported; and changes hidden information
// (checkHiddenChange). Each part is its own kind of failure.
func (r *propRun) checkImport(st *mallworld.State, pos *mallworld.Position) {
	r.stats.imports++
	data, err := st.Position()
	if err != nil {
		r.fail("position export", err)
		return
	}
	im, err := mallworld.ImportState(data)
	switch {
	case err != nil:
		r.fail("position import: an exported position is rejected", fmt.Errorf("%v (stage %q)", err, pos.Stage))
	case im.Hash() != st.Hash():
		diff := propDiffPositions(im.PositionOf(), pos)
		if diff == "" {
			diff = "the positions are the same: the hash covers something the position does not carry"
		}
		r.fail("position import: the hash changes", fmt.Errorf("Position → ImportState changes the hash %x → %x in stage %q (%s)",
			st.Hash(), im.Hash(), pos.Stage, diff))
	default:
		if data2, _ := im.Position(); !bytes.Equal(data, data2) {
			r.fail("position import: the bytes change", fmt.Errorf("export → import → export changes the bytes"))
		}
	}
	seat := r.check.IntN(st.Seats())
	vdata, err := st.View(seat).Position()
	if err != nil {
		r.fail("position export", fmt.Errorf("Position of a view: %v", err))
	} else if _, err := mallworld.ImportState(vdata); err == nil {
		r.fail("position import: a view is accepted", fmt.Errorf("the position of seat %d's view was imported", seat))
	}
	if im != nil {
		// Compared with the imported state, not st, so that a round-trip
		// failure above is not reported twice.
		if err := r.checkHiddenChange(im, pos, seat); err != nil {
			r.fail("view: hidden information", err)
		}
	}
}

// checkHiddenChange changes something seat may not see (another seat's hand,
// coins, contract or special, the draw pile, the pools, a sealed bid), imports
// the result and checks that seat's view and legal moves stay those of st
// (the state imported from pos).
func (r *propRun) checkHiddenChange(st *mallworld.State, pos *mallworld.Position, seat int) error {
	rng := r.check
	q := *pos
	q.Seats = slices.Clone(pos.Seats)
	for i := range q.Seats {
		q.Seats[i].Hand = slices.Clone(q.Seats[i].Hand)
		q.Seats[i].Contracts = slices.Clone(q.Seats[i].Contracts)
	}
	q.Draw = slices.Clone(q.Draw)
	q.PlacementPool = slices.Clone(q.PlacementPool)
	q.RentalPool = slices.Clone(q.RentalPool)
	q.SpecialPool = slices.Clone(q.SpecialPool)
	q.Bids = slices.Clone(q.Bids)
	// Only seats that neither act now nor own the turn are changed: what
	// they hold may decide whether a decision of the active seat is skipped
	// (docs/mallworld-moves.md), which every seat observes.
	d := st.Decision()
	var others []int
	for i := range q.Seats {
		if i != seat && i != pos.Active && !slices.Contains(d.Seats, i) {
			others = append(others, i)
		}
	}
	if len(others) == 0 {
		return nil
	}
	o := others[rng.IntN(len(others))]
	o2 := others[rng.IntN(len(others))]
	changed := ""
	for try := 0; try < 6 && changed == ""; try++ {
		switch rng.IntN(6) {
		case 0: // a card of o's hand swapped with one of the draw pile
			h := q.Seats[o].Hand
			if len(h) > 0 && len(q.Draw) > 0 {
				i, j := rng.IntN(len(h)), rng.IntN(len(q.Draw))
				if h[i] != q.Draw[j] {
					h[i], q.Draw[j] = q.Draw[j], h[i]
					slices.SortFunc(h, func(a, b string) int { return propCardIndex[a] - propCardIndex[b] })
					changed = "a card of seat " + strconv.Itoa(o) + "'s hand swapped with the draw pile"
				}
			}
		case 1: // a coin moves between two other seats
			if q.Seats[o].Coins > 0 && o2 != o && q.Stage != "bid" {
				q.Seats[o].Coins--
				q.Seats[o2].Coins++
				changed = "a coin moved from seat " + strconv.Itoa(o) + " to seat " + strconv.Itoa(o2)
			}
		case 2: // o's special swapped with an undealt one
			if q.Seats[o].Special != "" && len(q.SpecialPool) > 0 {
				j := rng.IntN(len(q.SpecialPool))
				q.Seats[o].Special, q.SpecialPool[j] = q.SpecialPool[j], q.Seats[o].Special
				slices.Sort(q.SpecialPool)
				changed = "seat " + strconv.Itoa(o) + "'s special swapped with the special pool"
			}
		case 3: // a contract of o's hand swapped with one of the same kind in a pool
			cs := q.Seats[o].Contracts
			if len(cs) > 0 {
				i := rng.IntN(len(cs))
				pool := &q.PlacementPool
				if cs[i][0] == 'R' {
					pool = &q.RentalPool
				}
				if len(*pool) > 0 {
					j := rng.IntN(len(*pool))
					cs[i], (*pool)[j] = (*pool)[j], cs[i]
					slices.Sort(cs)
					slices.Sort(*pool)
					changed = "a contract of seat " + strconv.Itoa(o) + " swapped with the pile"
				}
			}
		case 4: // a sealed bid of another seat
			if q.Stage == "bid" && slices.Contains(q.Bidders, o) && q.Bids[o] >= 0 && q.Seats[o].Coins > 0 {
				q.Bids[o] = (q.Bids[o] + 1) % (q.Seats[o].Coins + 1)
				changed = "seat " + strconv.Itoa(o) + "'s sealed bid"
			}
		case 5: // a card of o's hand swapped with one of o2's
			h, h2 := q.Seats[o].Hand, q.Seats[o2].Hand
			if o2 != o && len(h) > 0 && len(h2) > 0 {
				i, j := rng.IntN(len(h)), rng.IntN(len(h2))
				if h[i] != h2[j] {
					h[i], h2[j] = h2[j], h[i]
					slices.SortFunc(h, func(a, b string) int { return propCardIndex[a] - propCardIndex[b] })
					slices.SortFunc(h2, func(a, b string) int { return propCardIndex[a] - propCardIndex[b] })
					changed = "cards swapped between seats " + strconv.Itoa(o) + " and " + strconv.Itoa(o2)
				}
			}
		}
	}
	if changed == "" {
		return nil
	}
	alt, err := mallworld.FromPosition(&q)
	if err != nil {
		return fmt.Errorf("hidden change (%s): the changed position does not import: %v", changed, err)
	}
	if alt.Hash() == st.Hash() {
		return fmt.Errorf("hidden change (%s) left the full hash unchanged", changed)
	}
	r.stats.perturbs++
	if alt.View(seat).Hash() != st.View(seat).Hash() {
		return fmt.Errorf("seat %d's view changes when only hidden information changes (%s): %s", seat, changed,
			propDiffPositions(alt.ViewState(seat).PositionOf(), st.ViewState(seat).PositionOf()))
	}
	if !slices.Equal(alt.LegalMoves(seat), st.LegalMoves(seat)) {
		return fmt.Errorf("seat %d's legal moves change when only hidden information changes (%s)", seat, changed)
	}
	return nil
}
