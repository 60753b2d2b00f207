package mallworld

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
)

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
	games := 4
	if testing.Short() {
		games = 2
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
