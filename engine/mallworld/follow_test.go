package mallworld

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
)

// The follow rules are registered by the programs that redact
// (games.RegisterFollowers); these tests register them here.
func init() { engine.RegisterFollow(GameName, FollowRules()) }

// followStats counts what the redacted steps of the random games showed.
type followStats struct {
	kinds               map[string]int
	steps               int // redacted steps (one per step and viewer)
	redBytes, fullBytes int
}

// followKinds are the kinds of redacted step every run must exercise: the
// hidden events (a card or special dealt to another seat, a sealed bid, the
// last bid, skipped actions of a hidden seat) and the public moves a view
// plays out of another seat's hidden hand.
var followKinds = []string{
	"card", "special", "sealed", "bids", "skip",
	"other offer", "other trash", "other validate", "other validate special",
	"other take", "other accept", "other refresh", "other pass",
	"own card", "own special", "own bid",
}

// TestFollowRandomGames: the views of every seat and a spectator follow the
// redacted log of random games (3 to 5 seats, both boards, random and
// greedy bots) with the full state's view's hash at every step, and no
// redacted step shows what its viewer's view hides.
func TestFollowRandomGames(t *testing.T) {
	games := 50 // per seat count and board
	if testing.Short() {
		games = 10
	}
	stats := &followStats{kinds: map[string]int{}}
	start := time.Now()
	played := 0
	for n := 3; n <= 5; n++ {
		for _, board := range []string{"standard", "random"} {
			rng := rand.New(rand.NewPCG(uint64(n), 28))
			for g := 0; g < games; g++ {
				st, err := Game{}.NewState(engine.Options{"players": strconv.Itoa(n), "board": board})
				if err != nil {
					t.Fatal(err)
				}
				bots := make([]bot.Bot, n)
				for i := range bots {
					bots[i] = bot.Random{}
					if rng.IntN(2) == 0 {
						bots[i] = bot.Greedy{}
					}
				}
				log, err := enginetest.Play(st.Copy(), bots, rng, nil)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := enginetest.CheckFollow(st, log, followLeak(st, log, stats)); err != nil {
					t.Fatalf("%d seats, %s board, game %d: %v", n, board, g, err)
				}
				checkSpectatorScores(t, Game{}, engine.Options{"players": strconv.Itoa(n), "board": board}, log)
				played++
			}
		}
	}
	var kinds []string
	for k := range stats.kinds {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		t.Logf("%-24s %7d", k, stats.kinds[k])
	}
	for _, k := range followKinds {
		if stats.kinds[k] == 0 {
			t.Errorf("no redacted step of kind %q in %d games", k, played)
		}
	}
	t.Logf("%d games, %d redacted steps in %v; mean step %.2f bytes redacted, %.2f bytes real",
		played, stats.steps, time.Since(start).Round(time.Millisecond),
		float64(stats.redBytes)/float64(stats.steps), float64(stats.fullBytes)/float64(stats.steps))
}

// followLeak is the leak check of one game's log: it replays the log
// itself to know the real step and the state before it.
func followLeak(st0 *State, log []engine.Step, stats *followStats) enginetest.Leak {
	n := int(st0.n)
	shadow, before := *st0, *st0
	calls := 0
	return func(viewer int, r engine.Step, after engine.State) error {
		i, v := calls/(n+1), calls%(n+1)
		calls++
		if v != viewer || i >= len(log) {
			return fmt.Errorf("leak check called for viewer %d of step %d, out of order", viewer, i+1)
		}
		real := log[i]
		if v == 0 {
			before = shadow
			if err := shadow.Apply(real.Seat, real.Move); err != nil {
				return err
			}
		}
		if stats != nil {
			stats.count(&before, viewer, real, r)
		}
		return leakOf(&before, after.(*State), viewer, real, r)
	}
}

// count records the kind of redacted step r and its size.
func (st *followStats) count(before *State, viewer int, real, r engine.Step) {
	st.steps++
	st.redBytes += len(r.Move)
	st.fullBytes += len(real.Move)
	words := strings.Fields(r.Move)
	switch {
	case r.Move == HiddenCard, r.Move == HiddenSpecial, r.Move == SealedBid:
		st.kinds[r.Move]++
	case words[0] == BidsWord:
		st.kinds[BidsWord]++
	case real.Seat == engine.Chance && before.chance == chHand:
		st.kinds["own card"]++
	case real.Seat == engine.Chance && before.chance == chSpecial:
		st.kinds["own special"]++
	case real.Seat == engine.Chance && before.chance == chRepair && before.handOver() != viewer:
		st.kinds["other repair"]++
	case real.Seat == viewer && before.stage == stBid:
		st.kinds["own bid"]++
	case real.Seat >= 0 && real.Seat != viewer:
		k := "other " + strings.Fields(real.Move)[0]
		if id, ok := parseContract(words[1%len(words)]); ok && contractKind(id) == Special {
			k += " special"
		}
		st.kinds[k]++
	}
	if strings.Contains(r.Move, " "+SkipWord+" ") {
		st.kinds[SkipWord]++
	}
}

// hiddenContracts are the contracts that viewer's view of s does not show.
func hiddenContracts(s *State, viewer int) uint32 {
	h := s.placePool | s.rentPool | s.specialPool
	for i := 0; i < int(s.n); i++ {
		if i == viewer {
			continue
		}
		h |= s.seats[i].contracts
		if sp := s.seats[i].special; sp != noContract {
			h |= 1 << sp
		}
	}
	return h
}

// leakOf checks viewer's redacted step r of the real step from before to
// after: it must not name a contract viewer's view hides before and after
// it, the card dealt into another seat's hand, or another seat's bid that
// stays sealed.
func leakOf(before, after *State, viewer int, real, r engine.Step) error {
	words := strings.Fields(r.Move)
	hidden := hiddenContracts(before, viewer) & hiddenContracts(after, viewer)
	for _, w := range words {
		if id, ok := parseContract(w); ok && hidden&(1<<id) != 0 {
			return fmt.Errorf("names %s, which the view hides", w)
		}
	}
	if real.Seat == engine.Chance && before.chance == chHand && before.nextDealSeat() != viewer {
		for _, w := range words {
			if _, ok := parseCardType(w); ok {
				return fmt.Errorf("names the card %s dealt to %s", w, engine.SeatName(before.nextDealSeat()))
			}
		}
	}
	if real.Seat >= 0 && real.Seat != viewer && before.stage == stBid && after.stage == stBid {
		amount := strings.TrimPrefix(real.Move, "bid ")
		for _, w := range words {
			if w == "bid" || w == amount {
				return fmt.Errorf("shows %s's sealed bid (%q)", engine.SeatName(real.Seat), w)
			}
		}
	}
	return nil
}

// followGame plays a seeded game of n seats with random bots and returns
// the full state before each step and the log.
func followGame(t *testing.T, n int, seed uint64) ([]State, []engine.Step) {
	t.Helper()
	st, err := Game{}.NewState(engine.Options{"players": strconv.Itoa(n)})
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]bot.Bot, n)
	for i := range bots {
		bots[i] = bot.Random{}
	}
	var befores []State
	log, err := enginetest.Play(st, bots, rand.New(rand.NewPCG(seed, 28)), func(s *State, _ int) bool {
		befores = append(befores, *s)
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return befores, log
}

// TestFollowLeakCheck: the leak check is a real one: sending the real step
// to every viewer is flagged at every card or special dealt to another
// seat and at every bid that stays sealed.
func TestFollowLeakCheck(t *testing.T) {
	befores, log := followGame(t, 4, 3)
	flagged := map[string]int{}
	for i, s := range log {
		before, after := &befores[i], &befores[i+1]
		for v := 0; v <= 4; v++ {
			r, err := before.redactStep(v, s.Seat, s.Move)
			if err != nil {
				t.Fatal(err)
			}
			if err := leakOf(before, after, v, s, r); err != nil {
				t.Fatalf("step %d (%s), viewer %d: the redacted step %s leaks: %v", i+1, s, v, r, err)
			}
			base, _, _ := splitSkip(r.Move)
			if base != HiddenCard && base != HiddenSpecial && base != SealedBid {
				continue
			}
			if err := leakOf(before, after, v, s, s); err == nil {
				t.Fatalf("step %d (%s), viewer %d: the real step passes the leak check (redacted: %s)", i+1, s, v, r)
			}
			flagged[base]++
		}
	}
	for _, k := range []string{HiddenCard, HiddenSpecial, SealedBid} {
		if flagged[k] == 0 {
			t.Errorf("no %q step in the game", k)
		}
	}
	t.Logf("the real step is flagged where the redacted one hides: %v", flagged)
}

// TestFollowRepair: a card taken by chance from an over-full hand (only an
// imported position holds one) is public: every view follows it.
func TestFollowRepair(t *testing.T) {
	befores, _ := followGame(t, 4, 5)
	var st State
	for _, b := range befores {
		if b.stage == stAccept && b.chance == chNone {
			st = b
			break
		}
	}
	if st.stage != stAccept {
		t.Fatal("no action 1 in the game")
	}
	// Over-fill the next seat's hand: a contract from the lobby and cards
	// from the draw pile.
	j := st.left(int(st.active))
	p := &st.seats[j]
	p.contracts |= 1 << st.lobbyRemove(0)
	for t := 0; p.handSize() <= handLimit+1; t = (t + 1) % nCardTypes {
		if st.draw[t] > 0 {
			st.draw[t]--
			p.hand[t]++
		}
	}
	st.advance()
	stats := &followStats{kinds: map[string]int{}}
	for g := 0; g < 20; g++ {
		rng := rand.New(rand.NewPCG(uint64(g), 5))
		log, err := enginetest.Play(st.Copy(), []bot.Bot{bot.Random{}, bot.Random{}, bot.Random{}, bot.Random{}}, rng, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := enginetest.CheckFollow(&st, log, followLeak(&st, log, stats)); err != nil {
			t.Fatalf("game %d: %v", g, err)
		}
	}
	if stats.kinds["other repair"] == 0 {
		t.Fatalf("no card was taken from a hidden over-full hand: %v", stats.kinds)
	}
}

// TestFollowRefuse: malformed or impossible redacted steps are refused with
// an error saying why, and the view is unchanged.
func TestFollowRefuse(t *testing.T) {
	befores, log := followGame(t, 4, 7)
	const spectator = 4
	// waiting lists the seats that have not bid yet.
	waiting := func(s *State) []int { return s.Decision().Seats }
	bidder := func(s *State) int { // a bidder other than the last one
		if s.stage != stBid || len(waiting(s)) < 2 {
			return -1
		}
		return waiting(s)[0]
	}
	lastBids := func(s *State, change func(words []string)) string {
		words := []string{BidsWord}
		for i := 0; i < int(s.n); i++ {
			switch {
			case s.bidders&(1<<i) == 0:
				words = append(words, noBidWord)
			case s.bids[i] >= 0:
				words = append(words, itoa(int(s.bids[i])))
			default:
				words = append(words, "0")
			}
		}
		change(words)
		return strings.Join(words, " ")
	}
	ownBidder := func(s *State) int { // a seat that bid, with one bid to come
		if s.stage != stBid || len(waiting(s)) != 1 {
			return -1
		}
		for i := 0; i < int(s.n); i++ {
			if s.bidders&(1<<i) != 0 && s.bids[i] >= 0 {
				return i
			}
		}
		return -1
	}
	cases := []struct {
		name string
		at   func(s *State) bool
		// viewer and the bad step at the first position where at holds
		make func(s *State) (int, engine.Step)
		want string
	}{
		{"garbage move", func(s *State) bool { return s.stage == stDevelop && s.chance == chNone },
			func(s *State) (int, engine.Step) {
				return spectator, engine.Step{Seat: int(s.active), Move: "fly away"}
			}, "fly"},
		{"skip 0", func(s *State) bool { return s.stage == stAccept && s.chance == chNone },
			func(s *State) (int, engine.Step) {
				return spectator, engine.Step{Seat: int(s.active), Move: "pass skip 0"}
			}, "count from 1"},
		{"too many skips", func(s *State) bool { return s.stage == stAccept && s.chance == chNone },
			func(s *State) (int, engine.Step) {
				return spectator, engine.Step{Seat: int(s.active), Move: "pass skip 99"}
			}, "passes over 99"},
		{"a seat that does not act", func(s *State) bool { return s.stage == stAccept && s.chance == chNone },
			func(s *State) (int, engine.Step) {
				return spectator, engine.Step{Seat: s.left(int(s.active)), Move: "pass"}
			}, "does not act now"},
		{"a seat at chance", func(s *State) bool { return s.chance == chDisplay },
			func(s *State) (int, engine.Step) { return spectator, engine.Step{Seat: 0, Move: "pass"} }, "waits for a chance event"},
		{"another seat's dealt card named", func(s *State) bool { return s.chance == chHand && s.nextDealSeat() == 1 },
			func(s *State) (int, engine.Step) { return 0, engine.Step{Seat: engine.Chance, Move: "VV"} }, `reaches this view as "card"`},
		{"own dealt card hidden", func(s *State) bool { return s.chance == chHand && s.nextDealSeat() == 1 },
			func(s *State) (int, engine.Step) { return 1, engine.Step{Seat: engine.Chance, Move: HiddenCard} }, "not an amenity card"},
		{"another seat's special named", func(s *State) bool { return s.chance == chSpecial && s.nextSpecialSeat() == 2 },
			func(s *State) (int, engine.Step) { return 0, engine.Step{Seat: engine.Chance, Move: "S01"} }, `reaches this view as "special"`},
		{"own special hidden", func(s *State) bool { return s.chance == chSpecial && s.nextSpecialSeat() == 2 },
			func(s *State) (int, engine.Step) { return 2, engine.Step{Seat: engine.Chance, Move: HiddenSpecial} }, "not a contract"},
		{"own special not a special", func(s *State) bool { return s.chance == chSpecial && s.nextSpecialSeat() == 2 },
			func(s *State) (int, engine.Step) { return 2, engine.Step{Seat: engine.Chance, Move: "R01"} }, "not the kind"},
		{"lobby draw of a contract in the lobby", func(s *State) bool { return s.chance == chLobby && s.lobbyLen > 0 },
			func(s *State) (int, engine.Step) {
				return spectator, engine.Step{Seat: engine.Chance, Move: Contracts[s.lobby[0]].ID}
			}, "this view shows"},
		{"lobby draw of a rental while placements are left", func(s *State) bool { return s.chance == chLobby && s.placeLeft > 0 },
			func(s *State) (int, engine.Step) { return spectator, engine.Step{Seat: engine.Chance, Move: "R01"} }, "not the kind"},
		{"display draw of a non-card", func(s *State) bool { return s.chance == chDisplay },
			func(s *State) (int, engine.Step) { return spectator, engine.Step{Seat: engine.Chance, Move: "P01"} }, "not an amenity card"},
		{"own bid sealed", func(s *State) bool { return bidder(s) >= 0 },
			func(s *State) (int, engine.Step) { return bidder(s), engine.Step{Seat: bidder(s), Move: SealedBid} }, "not sealed from it"},
		{"another seat's bid in the clear", func(s *State) bool { return bidder(s) >= 0 },
			func(s *State) (int, engine.Step) { return spectator, engine.Step{Seat: bidder(s), Move: "bid 1"} }, `reaches this view as "sealed"`},
		{"bids before the last bid", func(s *State) bool { return bidder(s) >= 0 },
			func(s *State) (int, engine.Step) {
				return spectator, engine.Step{Seat: bidder(s), Move: lastBids(s, func([]string) {})}
			}, "still to bid"},
		{"last bid sealed", func(s *State) bool { return s.stage == stBid && len(waiting(s)) == 1 },
			func(s *State) (int, engine.Step) { return spectator, engine.Step{Seat: waiting(s)[0], Move: SealedBid} }, "comes with every bid"},
		{"bids that contradict the view's own bid", func(s *State) bool { return ownBidder(s) >= 0 },
			func(s *State) (int, engine.Step) {
				o := ownBidder(s)
				return o, engine.Step{Seat: waiting(s)[0], Move: lastBids(s, func(w []string) { w[1+o] = itoa(int(s.bids[o]) + 1) })}
			}, " here"},
		{"bids for too few seats", func(s *State) bool { return s.stage == stBid && len(waiting(s)) == 1 },
			func(s *State) (int, engine.Step) {
				return spectator, engine.Step{Seat: waiting(s)[0], Move: "bids 0 0"}
			}, "each of 4 seats"},
		{"a bid from a seat that does not bid", func(s *State) bool { return s.stage == stBid && len(waiting(s)) == 1 },
			func(s *State) (int, engine.Step) {
				return spectator, engine.Step{Seat: waiting(s)[0], Move: lastBids(s, func(w []string) { w[1+int(s.active)] = "0" })}
			}, "does not bid"},
		{"a bid that is not a number", func(s *State) bool { return s.stage == stBid && len(waiting(s)) == 1 },
			func(s *State) (int, engine.Step) {
				return spectator, engine.Step{Seat: waiting(s)[0], Move: lastBids(s, func(w []string) { w[1+waiting(s)[0]] = "x" })}
			}, "not a number"},
		{"validating a contract the view shows elsewhere", func(s *State) bool {
			return s.stage == stDevelop && s.chance == chNone && s.lobbyLen > 0 && s.officeSize() > 0
		},
			func(s *State) (int, engine.Step) {
				tok := 0
				for s.office[tok] == 0 {
					tok++
				}
				return spectator, engine.Step{Seat: int(s.active), Move: "validate " + Contracts[s.lobby[0]].ID + " " + tokenTexts[tok]}
			}, "shows"},
		{"offering more cards than the hidden hand holds", func(s *State) bool {
			return s.stage == stDevelop && s.chance == chNone
		},
			func(s *State) (int, engine.Step) {
				p := &s.seats[s.active]
				p.hand, p.contracts = [handBytes]uint8{}, 0
				p.hand[0], p.hand[1] = 1, 1 // two cards in hand
				return spectator, engine.Step{Seat: int(s.active), Move: "offer VV VG VR"}
			}, "holds 2 cards"},
		{"trashing from a hidden hand a card the view shows all of", func(s *State) bool {
			return s.stage == stDiscard && s.chance == chNone && s.seats[s.active].handSize() > 0
		},
			func(s *State) (int, engine.Step) {
				s.discard[0] += copiesEach // the view shows every VV card
				return spectator, engine.Step{Seat: int(s.active), Move: "trash " + CardTypes[0].Code}
			}, "shows every"},
	}
	for _, c := range cases {
		i := 0
		for i < len(log) && !c.at(&befores[i]) {
			i++
		}
		if i == len(log) {
			t.Errorf("%s: no position for it in the game", c.name)
			continue
		}
		full := befores[i] // make may change it
		viewer, bad := c.make(&full)
		view := full.ViewState(viewer)
		h := view.Hash()
		err := view.followStep(bad)
		switch {
		case err == nil:
			t.Errorf("%s: %s followed %s", c.name, engine.SeatName(viewer), bad)
		case !strings.Contains(err.Error(), c.want):
			t.Errorf("%s: error %q does not say %q", c.name, err, c.want)
		case view.Hash() != h:
			t.Errorf("%s: the view changed", c.name)
		}
	}
	// Neither a full state nor a view of a view follows.
	if err := befores[0].Copy().followStep(engine.Step{Seat: engine.Chance, Move: "VV"}); err == nil {
		t.Error("a full state followed a redacted step")
	}
	vv := befores[len(befores)/2].ViewState(0).ViewState(1)
	if err := vv.followStep(log[len(befores)/2]); err == nil || !strings.Contains(err.Error(), "view of a view") {
		t.Errorf("a view of a view: %v", err)
	}
	// Redact refuses a view, a viewer that does not exist and an illegal step.
	if _, err := befores[0].ViewState(0).redactStep(0, log[0].Seat, log[0].Move); err == nil {
		t.Error("a view redacted a step")
	}
	if _, err := befores[0].redactStep(5, log[0].Seat, log[0].Move); err == nil {
		t.Error("viewer 5 of 4 seats")
	}
	h := befores[0].Hash()
	if _, err := befores[0].redactStep(0, 0, "pass"); err == nil || befores[0].Hash() != h {
		t.Errorf("an illegal step was redacted (%v) or changed the state", err)
	}
}

// TestFollowGolden: the redacted texts of a fixed short log (three seats,
// seat 0 first: the setup, a turn, an auction) for seat 1 and a spectator,
// and of a step after which the game passes over a hidden seat's action 3
// (from a position in testdata), for every viewer. Every view follows its
// texts to the full state's view.
func TestFollowGolden(t *testing.T) {
	steps := []struct {
		seat             int
		real, seat1, spe string
	}{
		{-1, "GG", "GG", "GG"},
		{-1, "GR", "GR", "GR"},
		{-1, "GG", "GG", "GG"},
		{-1, "GB", "GB", "GB"},
		{-1, "P01", "P01", "P01"},
		{-1, "P07", "P07", "P07"},
		{-1, "P10", "P10", "P10"},
		{-1, "P09", "P09", "P09"},
		{-1, "+4000", "+4000", "+4000"},
		{-1, "-1000", "-1000", "-1000"},
		{-1, "+2000", "+2000", "+2000"},
		{-1, "+4000", "+4000", "+4000"},
		{-1, "S02", "special", "special"},
		{-1, "S04", "S04", "special"},
		{-1, "S03", "special", "special"},
		{-1, "GB", "card", "card"},
		{-1, "GR", "card", "card"},
		{-1, "VR", "card", "card"},
		{-1, "RR", "card", "card"},
		{-1, "RB", "RB", "card"},
		{-1, "GR", "GR", "card"},
		{-1, "VB", "VB", "card"},
		{-1, "RR", "RR", "card"},
		{-1, "VV", "card", "card"},
		{-1, "VR", "card", "card"},
		{-1, "VR", "card", "card"},
		{-1, "RR", "card", "card"},
		{0, "accept P09", "accept P09", "accept P09"},
		{-1, "P06", "P06", "P06"},
		{0, "validate S02 +2000", "validate S02 +2000", "validate S02 +2000"},
		{0, "take GB", "take GB", "take GB"},
		{-1, "BB", "BB", "BB"},
		{1, "pass", "pass", "pass"},
		{1, "offer RR VB GR", "offer RR VB GR", "offer RR VB GR"},
		{0, "bid 3", "sealed", "sealed"},
		{1, "bid 5", "bid 5", "sealed"},
		{2, "bid 4", "bids 3 5 4", "bids 3 5 4"},
	}
	opts := engine.Options{"players": "3", "first": "0"}
	full, err := Game{}.NewState(opts)
	if err != nil {
		t.Fatal(err)
	}
	m := &engine.Match{Game: GameName, Options: opts}
	var seat1, spectator []engine.Step
	for i, s := range steps {
		for viewer, want := range map[int]string{1: s.seat1, 3: s.spe} {
			r, err := full.redactStep(viewer, s.seat, s.real)
			if err != nil {
				t.Fatalf("step %d (%s): %v", i+1, s.real, err)
			}
			if r.Seat != s.seat || r.Move != want {
				t.Errorf("step %d (%s) for viewer %d: %s, want %q", i+1, s.real, viewer, r, want)
			}
		}
		if err := full.Apply(s.seat, s.real); err != nil {
			t.Fatalf("step %d (%s): %v", i+1, s.real, err)
		}
		m.Steps = append(m.Steps, engine.Step{Seat: s.seat, Move: s.real})
		seat1 = append(seat1, engine.Step{Seat: s.seat, Move: s.seat1})
		spectator = append(spectator, engine.Step{Seat: s.seat, Move: s.spe})
	}
	for viewer, log := range map[int][]engine.Step{1: seat1, 3: spectator} {
		got, _, err := engine.RedactMatch(Game{}, m, viewer)
		if err != nil || fmt.Sprint(got) != fmt.Sprint(log) {
			t.Errorf("RedactMatch for viewer %d: %v, %v", viewer, err, got)
		}
		v, err := engine.FollowMatch(Game{}, opts, viewer, log)
		if err != nil {
			t.Fatalf("viewer %d: %v", viewer, err)
		}
		if v.Hash() != full.View(viewer).Hash() {
			t.Errorf("viewer %d: the view that followed the log differs from the full state's view", viewer)
		}
	}

	data, err := os.ReadFile("testdata/follow-skip.json")
	if err != nil {
		t.Fatal(err)
	}
	pos, err := ImportState(data)
	if err != nil {
		t.Fatal(err)
	}
	after := pos.Copy()
	if err := after.Apply(3, "validate S02 -2000"); err != nil {
		t.Fatal(err)
	}
	// Seat 3 validates, holds a full hand and no coin: its action 3 has no
	// choice, which the others cannot see.
	for viewer, want := range []string{"validate S02 -2000 skip 1", "validate S02 -2000 skip 1", "validate S02 -2000 skip 1", "validate S02 -2000", "validate S02 -2000 skip 1"} {
		r, err := pos.redactStep(viewer, 3, "validate S02 -2000")
		if err != nil || r.Move != want {
			t.Errorf("viewer %d: %v, %v; want %q", viewer, r, err, want)
			continue
		}
		v := pos.ViewState(viewer)
		if err := v.followStep(r); err != nil {
			t.Fatalf("viewer %d: %v", viewer, err)
		}
		if v.Hash() != after.View(viewer).Hash() {
			t.Errorf("viewer %d: the view that followed %s differs from the full state's view", viewer, r)
		}
	}
}

// TestFollowJunk: random texts from the words of redacted steps, at every
// position of a game and for every viewer, never panic, and a refused one
// leaves the view unchanged.
func TestFollowJunk(t *testing.T) {
	befores, _ := followGame(t, 5, 11)
	vocab := []string{HiddenCard, HiddenSpecial, SealedBid, BidsWord, SkipWord, noBidWord,
		"pass", "accept", "offer", "validate", "bid", "build", "rent", "discard", "trash", "refresh", "take", "first",
		"0", "1", "2", "3", "25", "999", "+4000", "-1000", "A1", "C4", "V", "G", "P01", "R05", "S03", "S06"}
	for _, ct := range CardTypes {
		vocab = append(vocab, ct.Code)
	}
	rng := rand.New(rand.NewPCG(11, 28))
	tried, followed := 0, 0
	for i := range befores {
		for viewer := 0; viewer <= 5; viewer++ {
			for k := 0; k < 6; k++ {
				words := make([]string, 1+rng.IntN(6))
				for j := range words {
					words[j] = vocab[rng.IntN(len(vocab))]
				}
				step := engine.Step{Seat: rng.IntN(7) - 1, Move: strings.Join(words, " ")}
				v := befores[i].ViewState(viewer)
				h := v.Hash()
				tried++
				if err := v.followStep(step); err == nil {
					followed++
				} else if v.Hash() != h {
					t.Fatalf("position %d, viewer %d: %s was refused (%v) but changed the view", i, viewer, step, err)
				}
			}
		}
	}
	t.Logf("%d junk steps, %d followed", tried, followed)
}

// checkSpectatorScores: a spectator that follows the redacted log of a
// whole game ends with the players' scores and winners (the step that ends
// the game names the coins in hand, which the final scoring counts openly).
func checkSpectatorScores(t *testing.T, g Game, opts engine.Options, log []engine.Step) {
	t.Helper()
	n, _ := strconv.Atoi(opts["players"])
	m := &engine.Match{Game: GameName, Options: opts, Steps: log}
	steps, full, err := engine.RedactMatch(g, m, n)
	if err != nil {
		t.Fatal(err)
	}
	if last := steps[len(steps)-1].Move; !strings.Contains(last, " "+CoinsWord+" ") {
		t.Fatalf("the last redacted step %q does not name the coins", last)
	}
	view, err := engine.FollowMatch(g, m.Options, n, steps)
	if err != nil {
		t.Fatal(err)
	}
	want, got := full.Result(), view.Result()
	if want == nil || got == nil || !slices.Equal(want.Scores, got.Scores) || !slices.Equal(want.Winners, got.Winners) {
		t.Fatalf("spectator's result %+v, players' %+v", got, want)
	}
}
