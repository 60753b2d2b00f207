package mallforheroes_test

// Property tests: many random games of Mall for Heroes per setup.
//
// TestPropertyRandomGames runs one parallel subtest per setup: the solo
// mode (players 1) at each level 1…6, and 2…5 players; each plays
// propGames games (propGamesShort with -short). Each seat is played by
// bot.Random on its own view, except that one game in propGreedyOneIn has
// bot.Greedy in a seat; chance outcomes are drawn with bot.PickChance from
// a seeded math/rand/v2 PCG.
//
// Cheap invariants run on every step of every game:
//
//   - no panic (a panic is reported with the game's seeds and log);
//   - components: every Shop in play (36; 48 with 4 players; 60 with 5)
//     is in exactly one place: the deck, the display, held (drafted, not
//     yet placed), a mall, the solo bot's pile or removed (Level 2), and no
//     Shop out of play appears anywhere; the deck holds what the round
//     has not drawn; the display holds 12 minus the turns played;
//   - each mall has its own Entrance at (0,0) as its first card, distinct
//     Entrances and Heroes (no Sorceress in solo), cells distinct;
//   - Wizards: face-up plus claimed is N+1 once play starts (none in
//     solo), no Wizard is claimed twice or claimed and face up, a claimed
//     Tower stands in its mall, and Towers are never lost; Monsters: 1, or
//     in solo 0 (2 at Level 6);
//   - picks: each player's picks equal the Shops in its mall (plus the held
//     one; removed ones counted at the end of Level 2);
//   - rounds: a new round starts with an empty display (the old one was
//     emptied by the drafts), and each player drafted in the round just
//     ended exactly its turns of §3.3 (first player of the round, then
//     clockwise, 12 turns; in solo the bot first, then malls A and B);
//   - the decision: at Turn exactly one seat acts (seat 0 in solo); a
//     chance node has outcomes of positive weight; Terminal has a Result;
//   - every game ends within propMaxSteps steps.
//
// The expensive checks run on every step of the first propFull games of
// each setup, then on about one step in propDeepEvery:
//
//   - LegalMoves(Chance) equals the outcomes; no other seat has moves;
//   - the hash is stable and survives Clone;
//   - every listed move (or chance outcome) applies to a clone (all of them
//     in the full games, propSample drawn at random otherwise), changes the
//     hash, and leaves the original untouched;
//   - generated illegal texts (garbage, other seats' moves, moves of other
//     phases, out-of-range or occupied cells, display positions that are
//     empty or have no free corner, chance outcomes of cards already
//     drawn, misspellings, …) are rejected with an error and the hash
//     unchanged, unless listed;
//   - Position → ImportState gives the same hash and the same bytes again,
//     and a view imports back as itself;
//   - View(seat) for every seat and a spectator: nothing in this game is
//     secret but the order of the Shop deck and of the bot deck, which is
//     not in the state (each draw is a chance event among the cards left),
//     so a view's position is the full one except for "viewer"; its
//     ChanceOutcomes are nil, it cannot apply chance, and it lists the same
//     moves for the deciding seat, which can play one on it.
//
// At the end: the deck, display and held Shop are empty; every mall's
// score equals the sum of its parts (Breakdown) and of the items of its
// ScoreMapOf; the Result's scores are the malls' totals (solo: the lower
// of malls A and B, beaten exactly when both meet the level's condition
// and it reaches the target); places and winners fit the scores; and
// engine.Replay of the log gives the same hash (every propReplayEvery-th
// game, through FormatLog → ParseLog on every propRoundTripEvery-th of
// those).
//
// A failing game is reported with its seeds and log; MFH_PROP_GAME=S:G
// runs only game G of setup S (S is "1L" for solo level L, or the player
// count), MFH_PROP_GAMES=N plays N games per setup.

import (
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
	"github.com/galleria-games/galleria/engine/mallforheroes"
)

const (
	propGames          = 10000
	propGamesShort     = 300
	propFull           = 6 // games per setup with the expensive checks on every step
	propFullShort      = 3
	propDeepEvery      = 400 // otherwise about one step in propDeepEvery
	propSample         = 3
	propGreedyOneIn    = 16
	propReplayEvery    = 16
	propRoundTripEvery = 4
	propMaxSteps       = 5000
)

// propSetup is a player count and, in solo, a level.
type propSetup struct{ players, level int }

func (s propSetup) String() string {
	if s.players == 1 {
		return "1L" + strconv.Itoa(s.level)
	}
	return strconv.Itoa(s.players)
}

func (s propSetup) options() engine.Options {
	o := engine.Options{"players": strconv.Itoa(s.players)}
	if s.players == 1 {
		o["level"] = strconv.Itoa(s.level)
	}
	return o
}

func propSetups() []propSetup {
	var out []propSetup
	for lv := 1; lv <= 6; lv++ {
		out = append(out, propSetup{1, lv})
	}
	for n := 2; n <= 5; n++ {
		out = append(out, propSetup{n, 0})
	}
	return out
}

func TestPropertyRandomGames(t *testing.T) {
	games, full := propGames, propFull
	if testing.Short() {
		games, full = propGamesShort, propFullShort
	}
	if v := os.Getenv("MFH_PROP_GAMES"); v != "" {
		g, err := strconv.Atoi(v)
		if err != nil || g < 1 {
			t.Fatalf("MFH_PROP_GAMES=%q", v)
		}
		games = g
	}
	onlyS, onlyG := "", -1
	if only := os.Getenv("MFH_PROP_GAME"); only != "" {
		a, b, ok := strings.Cut(only, ":")
		g, err := strconv.Atoi(b)
		if !ok || err != nil {
			t.Fatalf("MFH_PROP_GAME=%q: want SETUP:GAME (SETUP 1L1…1L6 or 2…5)", only)
		}
		onlyS, onlyG = a, g
	}
	for _, su := range propSetups() {
		if onlyS != "" && su.String() != onlyS {
			continue
		}
		name := "players=" + strconv.Itoa(su.players)
		if su.players == 1 {
			name += "/level=" + strconv.Itoa(su.level)
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			first, last := 0, games
			if onlyG >= 0 {
				first, last = onlyG, onlyG+1
			}
			var tot propStats
			failures := map[string]int{}
			reported := 0
			for g := first; g < last; g++ {
				r := newPropRun(su, g, g < full)
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
			t.Logf("%d games, %d steps (%d deep-checked); moves applied to clones %d; illegal texts %d (%d turned out legal); views %d; imports %d; replays %d (%d via log text); claims %d; median score %d; solo beaten %d",
				last-first, tot.steps, tot.deep, tot.applied, tot.illegal, tot.illegalLegal, tot.views, tot.imports,
				tot.replays, tot.roundTrips, tot.claims, median(tot.scores), tot.beaten)
		})
	}
}

type propStats struct {
	steps, deep, applied, illegal, illegalLegal int
	views, imports, replays, roundTrips, claims int
	beaten                                      int
	scores                                      []int
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
	a.claims += b.claims
	a.beaten += b.beaten
	a.scores = append(a.scores, b.scores...)
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
	setup    propSetup
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

	// Tracked across steps.
	round     int
	roundPick []int // each player's picks when the round began
	towers    []uint8
	claimed   uint8
}

func newPropRun(su propSetup, g int, full bool) *propRun {
	r := &propRun{setup: su, game: g, full: full}
	k := uint64(su.players*8 + su.level)
	r.seeds = [3]uint64{0x3FA7, 0xB075 + k, 0xC4EC + k}
	r.chance = rand.New(rand.NewPCG(uint64(g)<<6|k, r.seeds[0]))
	r.bots = rand.New(rand.NewPCG(uint64(g), r.seeds[1]))
	r.check = rand.New(rand.NewPCG(uint64(g), r.seeds[2]))
	r.seatBot = make([]bot.Bot, su.players)
	greedy := -1
	if r.check.IntN(propGreedyOneIn) == 0 {
		greedy = r.check.IntN(su.players)
	}
	for i := range r.seatBot {
		if i == greedy {
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

func (r *propRun) match(steps int) *engine.Match {
	return &engine.Match{Game: mallforheroes.GameName, Options: r.setup.options(), Steps: r.steps[:min(steps, len(r.steps))]}
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
	return fmt.Sprintf("%s: setup %s, game %d (bots %s; seeds %#x/%#x/%#x) at step %d: %v\nlog before it (tail):\n%s\nrerun: MFH_PROP_GAME=%s:%d go test ./engine/mallforheroes/ -run TestPropertyRandomGames -v",
		f.kind, r.setup, r.game, strings.Join(names, ","), r.seeds[0], r.seeds[1], r.seeds[2], f.step, f.err,
		logText, r.setup, r.game)
}

func (r *propRun) play() {
	defer func() {
		if p := recover(); p != nil {
			r.failures = append(r.failures, propFailure{"panic", r.step, fmt.Errorf("%v\n%s", p, debug.Stack())})
		}
	}()
	st, err := mallforheroes.Game{}.NewState(r.setup.options())
	if err != nil {
		r.fail("setup", err)
		return
	}
	r.towers = make([]uint8, st.Malls())
	for r.step = 0; ; r.step++ {
		if r.step > propMaxSteps {
			r.fail("no end", fmt.Errorf("no end after %d steps (round %d, phase %s)", propMaxSteps, st.Round(), st.Phase()))
			return
		}
		if err := propInvariants(st); err != nil {
			r.fail("invariant", err)
			return
		}
		if err := r.track(st); err != nil {
			r.fail("rounds", err)
			return
		}
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
	if err := propEnd(st); err != nil {
		r.fail("end", err)
	}
	res := st.Result()
	for _, sc := range res.Scores {
		r.stats.scores = append(r.stats.scores, int(sc))
	}
	if st.Solo() && len(res.Winners) == 1 {
		r.stats.beaten++
	}
	if r.game%propReplayEvery == 0 || r.full {
		if err := r.checkReplay(st); err != nil {
			r.fail("replay", err)
		}
	}
}

// deep runs the expensive checks; it reports false when the game must stop.
func (r *propRun) deep(st *mallforheroes.State, d engine.Decision) bool {
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

// --- invariants ---

// propPlayers is the number of players: seats, or 3 in solo (A, B, bot).
func propPlayers(st *mallforheroes.State) int {
	if st.Solo() {
		return 3
	}
	return st.Players()
}

// inPlay reports whether Shop n is in the game for this seat count.
func inPlay(n, seats int) bool {
	switch mallforheroes.Shop(n).Marking {
	case 1:
		return seats >= 4
	case 2:
		return seats == 5
	}
	return true
}

// shopsInPlay is 36, 48 or 60.
func shopsInPlay(seats int) int {
	k := 0
	for n := 1; n <= 60; n++ {
		if inPlay(n, seats) {
			k++
		}
	}
	return k
}

var propMallNames = [5]string{"mall 0", "mall 1", "mall 2", "mall 3", "mall 4"}

func propInvariants(st *mallforheroes.State) error {
	seats := st.Players()
	var where [61]string
	put := func(n int, place string) error {
		if n < 1 || n > 60 {
			return fmt.Errorf("%s: Shop %d", place, n)
		}
		if !inPlay(n, seats) {
			return fmt.Errorf("%s: Shop S%02d is not in play with %d seats", place, n, seats)
		}
		if where[n] != "" {
			return fmt.Errorf("Shop S%02d is in the %s and in the %s", n, where[n], place)
		}
		where[n] = place
		return nil
	}
	deck := 0
	for n := 1; n <= 60; n++ {
		if st.InDeck(n) {
			deck++
			if err := put(n, "deck"); err != nil {
				return err
			}
		}
	}
	if deck != st.DeckSize() {
		return fmt.Errorf("DeckSize %d, InDeck %d", st.DeckSize(), deck)
	}
	display := 0
	for row := 0; row < 3; row++ {
		for col := 0; col < 4; col++ {
			if k := st.DisplayAt(col, row); k != 0 {
				display++
				if err := put(k, "display"); err != nil {
					return err
				}
			}
		}
	}
	if h := st.Held(); h != 0 {
		if st.Phase() != "place" {
			return fmt.Errorf("phase %s with Shop S%02d held", st.Phase(), h)
		}
		if err := put(h, "held"); err != nil {
			return err
		}
	} else if st.Phase() == "place" {
		return fmt.Errorf("phase place without a held Shop")
	}
	for _, k := range st.BotShops() {
		if err := put(k, "bot pile"); err != nil {
			return err
		}
	}
	removed := st.Removed()
	for _, k := range removed {
		if err := put(k, "removed"); err != nil {
			return err
		}
	}
	var ents, heroes uint8
	var towers uint8
	malls := st.Malls()
	placed := 0
	for p := 0; p < malls; p++ {
		cards := st.Mall(p)
		ent := st.EntranceOf(p)
		hero, ready := st.HeroOf(p)
		if st.Round() > 0 {
			if ent < 1 || ent > 5 || ents&(1<<ent) != 0 || hero < 1 || hero > 5 || heroes&(1<<hero) != 0 {
				return fmt.Errorf("mall %d: Entrance %d, Hero %d (repeated or missing)", p, ent, hero)
			}
			if st.Solo() && hero == mallforheroes.Sorceress {
				return fmt.Errorf("mall %d: the Sorceress in solo", p)
			}
		}
		if ready && hero == 0 {
			return fmt.Errorf("mall %d: a ready Hero that is not dealt", p)
		}
		ents |= 1 << ent
		heroes |= 1 << hero
		if ent != 0 && (len(cards) == 0 || cards[0].Entrance != ent || cards[0].X != 0 || cards[0].Y != 0) {
			return fmt.Errorf("mall %d: the first card %+v is not its Entrance %d at (0,0)", p, cards, ent)
		}
		if ent == 0 && len(cards) != 0 {
			return fmt.Errorf("mall %d: cards before the Entrance", p)
		}
		var mine uint8
		for _, w := range st.TowersOf(p) {
			mine |= 1 << w
		}
		if mine&towers != 0 {
			return fmt.Errorf("a Wizard's Tower is claimed by two malls")
		}
		towers |= mine
		var standing uint8
		shopsHere := 0
		for i, c := range cards {
			for _, o := range cards[:i] {
				if o.X == c.X && o.Y == c.Y {
					return fmt.Errorf("mall %d: two cards at (%d,%d)", p, c.X, c.Y)
				}
			}
			switch {
			case c.Shop != 0:
				shopsHere++
				if err := put(c.Shop, propMallNames[p]); err != nil {
					return err
				}
			case c.Tower != 0:
				if mine&(1<<c.Tower) == 0 || standing&(1<<c.Tower) != 0 || c.Rotated {
					return fmt.Errorf("mall %d: Tower of W%d standing but not won (or twice)", p, c.Tower)
				}
				standing |= 1 << c.Tower
			case i != 0:
				return fmt.Errorf("mall %d: card %d is a second Entrance", p, i)
			}
			if c.Rotated && c.Shop == 0 {
				return fmt.Errorf("mall %d: a rotated card that is not a Shop", p)
			}
		}
		if standing != mine {
			return fmt.Errorf("mall %d: Towers won %v but %b stand", p, st.TowersOf(p), standing)
		}
		placed += shopsHere
		held := 0
		if st.Held() != 0 && st.ActiveMall() == p {
			held = 1
		}
		if len(removed) == 0 && st.Picks(p) != shopsHere+held || st.Picks(p) < shopsHere+held {
			return fmt.Errorf("mall %d: %d picks, %d Shops (+%d held)", p, st.Picks(p), shopsHere, held)
		}
	}
	{
		n := 0
		for _, w := range st.Wizards() {
			if towers&(1<<w) != 0 {
				return fmt.Errorf("Wizard W%d is face up and claimed", w)
			}
			n++
		}
		for w := 1; w <= 6; w++ {
			if towers&(1<<w) != 0 {
				n++
			}
		}
		want := seats + 1
		if st.Solo() {
			want = 0
		}
		if n > want || st.Round() > 0 && n != want {
			return fmt.Errorf("%d Wizards face up or claimed, want %d", n, want)
		}
	}
	monsters := len(st.Monsters())
	wantM := 1
	if st.Solo() {
		wantM = 0
		if st.Level() == 6 {
			wantM = 2
		}
	}
	if monsters > wantM || st.Round() > 0 && monsters != wantM {
		return fmt.Errorf("%d Monsters, want %d", monsters, wantM)
	}
	total := 0
	for n := 1; n <= 60; n++ {
		if where[n] != "" {
			total++
		}
	}
	if want := shopsInPlay(seats); total != want {
		return fmt.Errorf("%d Shops found, want %d", total, want)
	}
	// The deck holds what has not been drawn; the display what has not
	// been drafted.
	if st.Round() > 0 {
		drawn := 12*(st.Round()-1) + 12
		if st.Phase() == "display" {
			drawn = 12*(st.Round()-1) + display
		}
		if shopsInPlay(seats)-deck != drawn {
			return fmt.Errorf("round %d: %d Shops in the deck", st.Round(), deck)
		}
		if st.Phase() != "display" {
			done := st.Turn()
			switch st.Phase() {
			case "place", "bard", "claim":
				done++
			}
			if display != 12-done {
				return fmt.Errorf("round %d turn %d (%s): %d Shops on display", st.Round(), st.Turn(), st.Phase(), display)
			}
		}
	} else if deck != shopsInPlay(seats) {
		return fmt.Errorf("setup: %d Shops in the deck", deck)
	}
	if len(removed) > 0 && !(st.Solo() && st.Level() == 2 && (st.Phase() == "remove" || st.Phase() == "over")) {
		return fmt.Errorf("Shops removed in phase %s", st.Phase())
	}
	if st.Solo() {
		deck, disc := st.BotDeck()
		left := 0
		for t := 0; t < 6; t++ {
			if deck[t] < 0 || disc[t] < 0 || deck[t]+disc[t] != 4 {
				return fmt.Errorf("bot deck %v, discard %v", deck, disc)
			}
			left += deck[t]
		}
		if left == 0 {
			return fmt.Errorf("the bot deck is empty")
		}
	}
	return nil
}

// track checks what changes between steps: Towers are never lost, a Wizard
// is claimed once, and at each new round (and at the end) the display was
// emptied and each player drafted its turns of the round.
func (r *propRun) track(st *mallforheroes.State) error {
	for p := range r.towers {
		var mine uint8
		for _, w := range st.TowersOf(p) {
			mine |= 1 << w
		}
		if r.towers[p]&^mine != 0 {
			return fmt.Errorf("mall %d lost a Tower", p)
		}
		if gained := mine &^ r.towers[p]; gained != 0 {
			if gained&r.claimed != 0 {
				return fmt.Errorf("mall %d claims a Wizard claimed before", p)
			}
			r.claimed |= gained
			for g := gained; g != 0; g &= g - 1 {
				r.stats.claims++
			}
		}
		r.towers[p] = mine
	}
	over := st.Phase() == "over" || st.Phase() == "remove"
	if st.Round() == r.round && !(over && r.roundPick != nil) {
		return nil
	}
	np := propPlayers(st)
	if r.roundPick != nil {
		// The round r.round ended.
		if !over {
			if st.Phase() != "display" || st.Round() != r.round+1 {
				return fmt.Errorf("round %d begins in phase %s", st.Round(), st.Phase())
			}
			for row := 0; row < 3; row++ {
				for col := 0; col < 4; col++ {
					if st.DisplayAt(col, row) != 0 {
						return fmt.Errorf("round %d begins with Shops on display", st.Round())
					}
				}
			}
		}
		first := r.firstOf(st, r.round)
		for p := 0; p < np; p++ {
			want := 0
			for k := 0; k < 12; k++ {
				if (first+k)%np == p {
					want++
				}
			}
			if got := st.Picks(p) - r.roundPick[p]; got != want {
				return fmt.Errorf("round %d: player %d drafted %d Shops, want %d", r.round, p, got, want)
			}
		}
	}
	if over {
		r.roundPick = nil
		r.round = -1 // checked once
		return nil
	}
	r.round = st.Round()
	if r.round > 0 {
		r.roundPick = make([]int, np)
		for p := range r.roundPick {
			r.roundPick[p] = st.Picks(p)
		}
		if r.round > st.TotalRounds() {
			return fmt.Errorf("round %d of %d", r.round, st.TotalRounds())
		}
	}
	return nil
}

// firstOf is the first player of round r (§3.2; solo: the bot).
func (r *propRun) firstOf(st *mallforheroes.State, round int) int {
	if st.Solo() {
		return 2
	}
	return (round - 1) % st.Players() // first is 0 in these games
}

func propDecision(st *mallforheroes.State, d engine.Decision, outs []engine.Outcome, deep bool) error {
	res := st.Result()
	if (d.Kind == engine.Terminal) != (res != nil) || (d.Kind == engine.Terminal) != (st.Phase() == "over") {
		return fmt.Errorf("decision %v, result %v, phase %s", d.Kind, res, st.Phase())
	}
	if (d.Kind == engine.ChanceNode) != (len(outs) > 0) {
		return fmt.Errorf("decision %v with %d chance outcomes", d.Kind, len(outs))
	}
	if d.Kind == engine.ChanceNode && len(outs) < 2 {
		return fmt.Errorf("a chance event with one outcome is asked: %v", outs)
	}
	for _, o := range outs {
		if o.Weight < 1 || o.Weight > 4 {
			return fmt.Errorf("chance outcome %+v", o)
		}
	}
	if deep && !slices.Equal(st.LegalMoves(engine.Chance), engine.OutcomeMoves(outs)) {
		return fmt.Errorf("LegalMoves(Chance) differs from the outcomes")
	}
	n := st.Players()
	switch d.Kind {
	case engine.Turn:
		if len(d.Seats) != 1 {
			return fmt.Errorf("turn decision for seats %v", d.Seats)
		}
		seat := d.Seats[0]
		want := st.Active()
		if st.Solo() || st.Phase() == "remove" {
			want = 0
		}
		if seat != want {
			return fmt.Errorf("decision for seat %d, active player %d (%s)", seat, st.Active(), st.Phase())
		}
		if deep {
			for s := -2; s <= n; s++ {
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
	return nil
}

// propEnd checks the end of a game: everything drafted, scores that add
// up and a Result that fits them.
func propEnd(st *mallforheroes.State) error {
	if st.DeckSize() != 0 || st.Held() != 0 || st.Round() != st.TotalRounds() || st.Turn() != 12 {
		return fmt.Errorf("over with %d Shops in the deck, held %d, round %d turn %d", st.DeckSize(), st.Held(), st.Round(), st.Turn())
	}
	for row := 0; row < 3; row++ {
		for col := 0; col < 4; col++ {
			if st.DisplayAt(col, row) != 0 {
				return fmt.Errorf("over with Shops on display")
			}
		}
	}
	totals := make([]int, st.Malls())
	keys := make([][3]int, st.Malls())
	for p := range totals {
		sm := st.ScoreMapOf(p)
		b := sm.Score
		if b != st.ScoreOf(p) {
			return fmt.Errorf("mall %d: ScoreMapOf %+v, ScoreOf %+v", p, b, st.ScoreOf(p))
		}
		if b.Total != b.Shops+b.Gardens+b.Towers+b.Monsters+b.Bonus {
			return fmt.Errorf("mall %d: %+v does not add up", p, b)
		}
		var parts [5]int
		for _, it := range sm.Items {
			i := slices.Index([]string{"shop", "garden", "tower", "monster", "bonus"}, it.Kind)
			if i < 0 {
				return fmt.Errorf("mall %d: score item kind %q", p, it.Kind)
			}
			parts[i] += it.Points
		}
		if parts != [5]int{b.Shops, b.Gardens, b.Towers, b.Monsters, b.Bonus} {
			return fmt.Errorf("mall %d: items add up to %v, breakdown %+v", p, parts, b)
		}
		if b.TowerCount != len(st.TowersOf(p)) || b.Monsters > 0 || b.Bonus != 0 && !(st.Solo() && st.Level() == 3) {
			return fmt.Errorf("mall %d: breakdown %+v", p, b)
		}
		totals[p] = b.Total
		keys[p] = [3]int{b.Total, b.GardenCount, b.TowerCount}
	}
	res := st.Result()
	if st.Solo() {
		so, ok := st.SoloOutcome()
		if !ok || so.Level != st.Level() || so.Target != mallforheroes.SoloTarget(st.Level()) {
			return fmt.Errorf("solo outcome %+v", so)
		}
		final := min(totals[0], totals[1])
		beaten := so.Malls[0].Met && so.Malls[1].Met && final >= so.Target
		if so.Final != final || so.Beaten != beaten || so.Met != (so.Malls[0].Met && so.Malls[1].Met) {
			return fmt.Errorf("solo outcome %+v, totals %v", so, totals)
		}
		if st.Level() == 2 {
			for p := 0; p < 2; p++ {
				seen := map[mallforheroes.Type]bool{}
				for _, c := range st.Mall(p) {
					if c.Shop != 0 {
						seen[mallforheroes.Shop(c.Shop).Type] = true
					}
				}
				types := len(seen)
				if types > 4 || !so.Malls[p].Met {
					return fmt.Errorf("Level 2: mall %d keeps %d types", p, types)
				}
			}
		}
		if len(st.BotShops()) != 12 || st.Picks(0) != 12 || st.Picks(1) != 12 {
			return fmt.Errorf("solo: the bot took %d Shops, the malls %d and %d", len(st.BotShops()), st.Picks(0), st.Picks(1))
		}
		wantWinners := []int(nil)
		place := 2
		if beaten {
			wantWinners, place = []int{0}, 1
		}
		if len(res.Scores) != 1 || res.Scores[0] != int64(final) || !slices.Equal(res.Places, []int{place}) || !slices.Equal(res.Winners, wantWinners) {
			return fmt.Errorf("solo result %+v, outcome %+v", res, so)
		}
		return nil
	}
	n := st.Players()
	if len(res.Scores) != n || len(res.Places) != n || len(res.Winners) == 0 {
		return fmt.Errorf("result %+v", res)
	}
	perMall := map[int]int{2: 18, 3: 12, 4: 12, 5: 12}[n] // rounds × 12 / players
	for p := 0; p < n; p++ {
		if res.Scores[p] != int64(totals[p]) {
			return fmt.Errorf("seat %d: result %d, score %d", p, res.Scores[p], totals[p])
		}
		if st.Picks(p) != len(st.Mall(p))-1-len(st.TowersOf(p)) || st.Picks(p) != perMall {
			return fmt.Errorf("seat %d: %d picks, %d cards", p, st.Picks(p), len(st.Mall(p)))
		}
		// The place is 1 + the number of players strictly better.
		better := 0
		for q := 0; q < n; q++ {
			if slices.Compare(keys[q][:], keys[p][:]) > 0 {
				better++
			}
		}
		if res.Places[p] != 1+better || (res.Places[p] == 1) != slices.Contains(res.Winners, p) {
			return fmt.Errorf("seat %d (score %v): place %d, result %+v", p, keys[p], res.Places[p], res)
		}
	}
	return nil
}

// --- legal moves ---

func (r *propRun) checkLegal(st *mallforheroes.State, d engine.Decision) error {
	seat := engine.Chance
	if d.Kind == engine.Turn {
		seat = d.Seats[0]
	}
	sample := propSample
	if r.full {
		sample = 0 // every move
	}
	n, err := enginetest.CheckLegal(st, seat, r.check, sample, func(c engine.State, _ string) error {
		return propInvariants(c.(*mallforheroes.State))
	})
	r.stats.applied += n
	return err
}

// --- illegal moves ---

var propWords = []string{"draft", "place", "swap", "pass", "tower", "remove", "rogue", "druid", "paladin", "sorceress",
	"entrance", "hero", "wizard", "monster", "shop", "bot", "potions", "pub", "tavern", "library", "blacksmith", "fountain",
	"W1", "W7", "S01", "S61", "S00", "EN6", "H0", "M5",
	"0", "1", "2", "3", "4", "-1", "12", "28", "29", "-29", "99", "01", "+1", "-0", "", " "}

var propTypes = []string{"potions", "pub", "tavern", "library", "blacksmith", "fountain"}

// genIllegal builds a candidate text for seat: most are illegal, a few may
// be listed (those are skipped by the caller).
func (r *propRun) genIllegal(st *mallforheroes.State, seat int) string {
	rn := r.check
	num := func() string { return propWords[30+rn.IntN(len(propWords)-32)] }
	small := func(k int) string { return strconv.Itoa(rn.IntN(k)) }
	switch rn.IntN(11) {
	case 0: // random words
		return enginetest.RandomWords(rn, propWords, 5)
	case 1: // random bytes
		return enginetest.RandomBytes(rn, 12, 256)
	case 2: // a seat move of any phase, with any numbers
		return [...]string{"draft " + num() + " " + num(), "draft " + small(4) + " " + small(3), "draft " + small(4) + " " + small(3) + " rogue",
			"place " + num() + " " + num(), "place " + small(5) + " " + small(5) + " druid", "place " + small(3) + " " + small(3) + " paladin",
			"swap " + num() + " " + num() + " " + num() + " " + num(), "pass", "tower W" + small(8) + " " + num() + " " + num(),
			"tower W" + small(7) + " 1 0 sorceress", "remove " + propTypes[rn.IntN(6)], "remove " + propTypes[rn.IntN(6)] + " " + propTypes[rn.IntN(6)],
			"remove", "draft", "place 0 0", "draft 4 0", "draft 0 3", "place 29 0", "place 0 -29"}[rn.IntN(19)]
	case 3: // a chance outcome of any phase
		return [...]string{"entrance EN" + small(7), "hero H" + small(7), "wizard W" + small(8), "monster M" + small(6),
			"shop S" + fmt.Sprintf("%02d", rn.IntN(62)), "shop S" + small(61), "bot " + propTypes[rn.IntN(6)], "bot dragon",
			"shop S" + fmt.Sprintf("%02d", 1+rn.IntN(60))}[rn.IntN(9)]
	case 4: // a chance outcome of the pending kind that is not possible now
		if outs := st.LegalMoves(engine.Chance); len(outs) > 0 {
			word := strings.Fields(outs[0])[0]
			for range 20 {
				var m string
				switch word {
				case "shop":
					m = fmt.Sprintf("shop S%02d", 1+rn.IntN(60))
				case "bot":
					m = "bot " + propTypes[rn.IntN(6)]
				case "entrance":
					m = "entrance EN" + strconv.Itoa(1+rn.IntN(5))
				case "hero":
					m = "hero H" + strconv.Itoa(1+rn.IntN(5))
				case "wizard":
					m = "wizard W" + strconv.Itoa(1+rn.IntN(6))
				default:
					m = "monster M" + strconv.Itoa(1+rn.IntN(4))
				}
				if !slices.Contains(outs, m) {
					return m
				}
			}
		}
		return "shop S01"
	case 5: // a display position that is empty or has no free corner
		for range 20 {
			c, rw := rn.IntN(4), rn.IntN(3)
			if st.DisplayAt(c, rw) == 0 || !st.Available(c, rw) {
				m := "draft " + strconv.Itoa(c) + " " + strconv.Itoa(rw)
				if rn.IntN(2) == 0 {
					m += " rogue"
				}
				return m
			}
		}
		return "draft 3 2"
	case 6: // an occupied or far cell of the active mall
		if p := st.ActiveMall(); p >= 0 {
			cards := st.Mall(p)
			c := cards[rn.IntN(len(cards))]
			x, y := c.X, c.Y
			if rn.IntN(3) == 0 {
				x += 2 + rn.IntN(20)
			}
			return [...]string{"place ", "tower W1 ", "place ", "tower W" + strconv.Itoa(1+rn.IntN(6)) + " "}[rn.IntN(4)] + strconv.Itoa(x) + " " + strconv.Itoa(y)
		}
		return "place 0 0"
	case 7: // misspelt legal moves
		if m, ok := enginetest.Misspelt(st, rn, "rogue"); ok {
			return m
		}
		return "pass pass"
	}
	// case 8, 9, 10: the legal move of the deciding seat or of chance
	// (applied as another seat or as chance by the caller)
	if m, ok := enginetest.ListedMove(st, rn); ok {
		return m
	}
	return "pass"
}

// checkIllegal tries 5 generated texts as chance, each seat, and seats
// that do not exist (the first at a turn as the seat that moves).
func (r *propRun) checkIllegal(st *mallforheroes.State, d engine.Decision) error {
	t, err := enginetest.CheckIllegal(st, d, r.check, enginetest.Illegal{
		Tries: 5, Beyond: 2, DeciderFirst: true,
		Text: func(seat int) string { return r.genIllegal(st, seat) },
	})
	r.stats.illegal += t.Tried
	r.stats.illegalLegal += t.Listed
	return err
}

// --- views ---

// checkViews checks View(seat) for every seat and a spectator. Nothing in
// this game is secret but the order of the Shop deck and of the bot deck,
// and that order is not in the state (each draw is a chance event among
// the cards left), so a view's position is the full one except for its
// "viewer" field. It returns the number of views checked.
func (r *propRun) checkViews(st *mallforheroes.State, d engine.Decision) (int, error) {
	shows, err := enginetest.PublicPosition(st)
	if err != nil {
		return 0, err
	}
	return enginetest.CheckViews(st, d, r.check, enginetest.Views{Shows: shows, MovesPublic: true})
}

// --- import and replay ---

func propImport(st *mallforheroes.State) error {
	_, data, err := enginetest.CheckPositionRoundTrip(st, func(b []byte) (engine.State, error) { return mallforheroes.ImportState(b) })
	if err != nil {
		return err
	}
	g, err := mallforheroes.Game{}.Import(data)
	if err != nil || g.Hash() != st.Hash() {
		return fmt.Errorf("Game.Import: %v", err)
	}
	// A view imports as a view, with the view's hash.
	v := st.View(0)
	vd, err := v.Position()
	if err != nil {
		return err
	}
	vb, err := mallforheroes.ImportState(vd)
	if err != nil || vb.Hash() != v.Hash() || vb.Viewer() != 0 {
		return fmt.Errorf("a view does not import back to itself: %v", err)
	}
	return nil
}

func (r *propRun) checkReplay(st *mallforheroes.State) error {
	m := r.match(len(r.steps))
	m.Steps = slices.Clone(m.Steps)
	viaText := r.game%(propReplayEvery*propRoundTripEvery) == 0
	if err := enginetest.CheckReplay(mallforheroes.Game{}, m, st.Hash(), viaText); err != nil {
		return err
	}
	if viaText {
		r.stats.roundTrips++
	}
	r.stats.replays++
	return nil
}
