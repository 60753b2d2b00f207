package mallworld_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/mallworld"
)

// detGames plays seeded random games of n players (random bots, chance by
// weight; the board and first player vary) and calls visit at every step.
func detGames(t *testing.T, n, games int, seed uint64, visit func(g int, st *mallworld.State, step int) bool) {
	t.Helper()
	for g := 0; g < games; g++ {
		opts := engine.Options{"players": strconv.Itoa(n)}
		if g%2 == 1 {
			opts["board"] = "random"
		}
		st, err := mallworld.Game{}.NewState(opts)
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]bot.Bot, n)
		for i := range bots {
			bots[i] = bot.Random{}
		}
		rng := rand.New(rand.NewPCG(seed, uint64(n*1000+g)))
		if _, err := enginetest.Play(st, bots, rng, func(st *mallworld.State, step int) bool { return visit(g, st, step) }); err != nil {
			t.Fatalf("%d players, game %d: %v", n, g, err)
		}
	}
}

var detCheck = enginetest.Determinization{
	Import: mallworld.Game{}.Import,
	Invariants: func(st engine.State) error {
		s := st.(*mallworld.State)
		return propCheckInvariants(s.PositionOf(), nil, s.Decision().Kind)
	},
	MaxSteps: propMaxGameSteps,
}

// TestDeterminizeConsistent: at every 9th step of random games of 3, 4 and 5
// players, every seat's view (and a spectator's, every 4th time) is
// determinized and checked (enginetest.CheckDeterminize: full, the same view,
// the same legal moves, importable with the invariants, playable to the end,
// the same seed the same sample), and a full state determinizes to a copy.
func TestDeterminizeConsistent(t *testing.T) {
	const every = 9
	samples, differ, hiddenViews, hiddenBids := 0, 0, 0, 0
	for n := 3; n <= 5; n++ {
		detGames(t, n, 10, 14, func(g int, st *mallworld.State, step int) bool {
			if step%every != 0 || st.Decision().Kind == engine.Terminal {
				return true
			}
			if err := enginetest.CheckDeterminizeFull(st, rand.New(rand.NewPCG(uint64(step), 9))); err != nil {
				t.Fatalf("%d players, game %d, step %d: %v", n, g, step, err)
			}
			for seat := 0; seat < n; seat++ {
				seed := uint64(n<<24 | g<<16 | step<<4 | seat)
				d, err := enginetest.CheckDeterminize(st, seat, seed, detCheck)
				if err != nil {
					t.Fatalf("%d players, game %d, step %d: %v", n, g, step, err)
				}
				samples++
				if slices.Contains(st.ViewState(seat).PositionOf().Bids, -2) {
					hiddenBids++ // a sealed bid of another seat is in
				}
				if hidden(st, seat) {
					hiddenViews++
					// Another seed: mostly another sample.
					e, err := st.View(seat).(engine.Determinizer).Determinize(rand.New(rand.NewPCG(seed, 77)))
					if err != nil {
						t.Fatal(err)
					}
					if e.Hash() != d.Hash() {
						differ++
					}
				}
			}
			if step%(4*every) == 0 {
				// A spectator's view (a seat that does not exist) hides every hand.
				v := st.ViewState(n)
				d, err := v.DeterminizeState(rand.New(rand.NewPCG(uint64(step), 5)))
				if err != nil {
					t.Fatalf("%d players, game %d, step %d: spectator: %v", n, g, step, err)
				}
				if d.ViewState(n).Hash() != v.Hash() || d.Viewer() != -1 {
					t.Fatalf("%d players, game %d, step %d: the spectator's sample does not fit its view", n, g, step)
				}
			}
			return true
		})
	}
	t.Logf("%d samples checked (%d with a sealed bid hidden); %d of %d views with something hidden gave another sample with another seed", samples, hiddenBids, differ, hiddenViews)
	if samples < 1000 || hiddenBids < 20 || differ < hiddenViews*9/10 {
		t.Fatalf("too few samples (%d), hidden bids (%d) or samples that differ with the seed (%d of %d)", samples, hiddenBids, differ, hiddenViews)
	}
}

// hidden reports whether seat's view hides anything but the draw pile's and
// the pools' order: another seat holds cards.
func hidden(st *mallworld.State, seat int) bool {
	for i := 0; i < st.Seats(); i++ {
		if i != seat && st.HandSize(i) > 0 {
			return true
		}
	}
	return false
}

// TestDeterminizeDistribution: from one mid-game view of a 4-player game,
// 2000 samples deal the cards seat 0 has not seen as the natural deal
// would: each unseen amenity type is in seat 1's hand as often as its share
// of the unseen cards says, each unseen special goes to each hidden special
// equally often, and the hidden coins split evenly on average.
func TestDeterminizeDistribution(t *testing.T) {
	var st *mallworld.State
	detGames(t, 4, 1, 3, func(_ int, s *mallworld.State, step int) bool {
		if step >= 120 && s.Decision().Kind == engine.Turn && s.HandSize(1) >= 3 {
			st = s.Copy()
			return false
		}
		return true
	})
	if st == nil {
		t.Fatal("no position found")
	}
	const samples = 2000
	v := st.ViewState(0)
	vp := v.PositionOf()
	p := st.PositionOf()
	// What seat 0 has not seen: the draw pile and the other hands.
	unseen := map[string]int{}
	for _, c := range p.Draw {
		unseen[c]++
	}
	handCards := 0
	for i := 1; i < 4; i++ {
		for _, c := range p.Seats[i].Hand {
			unseen[c]++
		}
		handCards += len(p.Seats[i].Hand)
	}
	total := len(p.Draw) + handCards
	slots := 0
	for i := 1; i < 4; i++ {
		slots += vp.Seats[i].HiddenCards
	}
	coinsLeft := 5*4 - vp.BlackBox - vp.Seats[0].Coins

	inHand1 := map[string]float64{}
	coins := make([]float64, 4)
	hands := map[[32]byte]bool{}
	rng := rand.New(rand.NewPCG(1, 2))
	for k := 0; k < samples; k++ {
		d, err := v.DeterminizeState(rng)
		if err != nil {
			t.Fatal(err)
		}
		dp := d.PositionOf()
		for _, c := range dp.Seats[1].Hand {
			inHand1[c]++
		}
		sum := 0
		for i := 1; i < 4; i++ {
			coins[i] += float64(dp.Seats[i].Coins)
			sum += dp.Seats[i].Coins
		}
		if sum != coinsLeft {
			t.Fatalf("sample %d: the hidden seats hold %d coins, want %d", k, sum, coinsLeft)
		}
		hands[d.Hash()] = true
	}
	// Seat 1 holds vp.Seats[1].HiddenCards cards; the amenity cards among
	// all hidden hand cards are handCards of slots (the rest contracts),
	// drawn from the total unseen amenity cards.
	share := float64(vp.Seats[1].HiddenCards) / float64(slots) * float64(handCards) / float64(total)
	for c, k := range unseen {
		want := float64(k) * share
		got := inHand1[c] / samples
		// Loose: 5 standard errors of a mean of counts up to 4, plus 0.02.
		if math.Abs(got-want) > 5*math.Sqrt(want/samples)+0.02 {
			t.Errorf("card %s: %.3f per sample in seat 1's hand, want %.3f (%d unseen)", c, got, want, k)
		}
	}
	for c := range inHand1 {
		if unseen[c] == 0 {
			t.Errorf("card %s in seat 1's hand, but seat 0 has seen all of them", c)
		}
	}
	for i := 1; i < 4; i++ {
		want := float64(coinsLeft) / 3
		if got := coins[i] / samples; math.Abs(got-want) > 0.2 {
			t.Errorf("seat %d: %.3f coins on average, want %.3f", i, got, want)
		}
	}
	if len(hands) < samples/2 {
		t.Errorf("only %d different samples in %d", len(hands), samples)
	}
	t.Logf("%d unseen cards, %d in hidden hands (%d hidden slots), %d hidden coins; %d different samples", total, handCards, slots, coinsLeft, len(hands))
}

// TestDeterminizeSpecials: during the first turns every other seat's special
// is hidden; each unseen special goes to seat 1 about equally often.
func TestDeterminizeSpecials(t *testing.T) {
	var st *mallworld.State
	detGames(t, 3, 1, 5, func(_ int, s *mallworld.State, step int) bool {
		if s.Decision().Kind == engine.Turn {
			st = s.Copy()
			return false
		}
		return true
	})
	v := st.ViewState(0)
	vp := v.PositionOf()
	seen := map[string]bool{vp.Seats[0].Special: true}
	const samples = 2000
	got := map[string]int{}
	rng := rand.New(rand.NewPCG(3, 4))
	for k := 0; k < samples; k++ {
		d, err := v.DeterminizeState(rng)
		if err != nil {
			t.Fatal(err)
		}
		dp := d.PositionOf()
		if dp.Seats[1].Special == "" || seen[dp.Seats[1].Special] || dp.Seats[1].Special == dp.Seats[2].Special {
			t.Fatalf("sample %d: specials %q %q (seat 0 holds %q)", k, dp.Seats[1].Special, dp.Seats[2].Special, vp.Seats[0].Special)
		}
		got[dp.Seats[1].Special]++
	}
	// 6 specials, seat 0 holds one: 5 equally likely.
	if len(got) != 5 {
		t.Fatalf("seat 1 got %d different specials, want 5: %v", len(got), got)
	}
	for id, k := range got {
		if f := float64(k) / samples; math.Abs(f-0.2) > 0.04 {
			t.Errorf("special %s: %.3f of the samples, want 0.2", id, f)
		}
	}
}

// TestDeterminizeOwnBid: when the view's own bid completes an auction whose
// other bids it cannot see, the sample resolves the auction with sampled
// bids: it is full, importable and playable, it keeps the view's own bid and
// the public part of the auction, and the sampled bids vary.
func TestDeterminizeOwnBid(t *testing.T) {
	found := 0
	winners := map[string]bool{}
	detGames(t, 4, 6, 21, func(g int, st *mallworld.State, step int) bool {
		d := st.Decision()
		if d.Kind != engine.Simultaneous || len(d.Seats) != 1 || found >= 12 {
			return true
		}
		seat := d.Seats[0]
		v := st.ViewState(seat)
		bid := v.LegalMoves(seat)[0]
		if err := v.Apply(seat, bid); err != nil {
			t.Fatal(err)
		}
		if v.PendingChance() != "hidden" {
			t.Fatalf("game %d, step %d: the view's own last bid leaves it waiting for %q", g, step, v.PendingChance())
		}
		real := st.Copy()
		if err := real.Apply(seat, bid); err != nil {
			t.Fatal(err)
		}
		rp := real.PositionOf()
		for k := 0; k < 20; k++ {
			s, err := v.DeterminizeState(rand.New(rand.NewPCG(uint64(step), uint64(k))))
			if err != nil {
				t.Fatalf("game %d, step %d: %v", g, step, err)
			}
			if _, _, err := enginetest.CheckPositionRoundTrip(s, mallworld.Game{}.Import); err != nil {
				t.Fatal(err)
			}
			if err := detCheck.Invariants(s); err != nil {
				t.Fatal(err)
			}
			sp := s.PositionOf()
			if sp.Stage != "play" || sp.Bids[seat] != rp.Bids[seat] || fmt.Sprint(sp.Offer) != fmt.Sprint(rp.Offer) || sp.OfferSize != rp.OfferSize {
				t.Fatalf("game %d, step %d: the sample after the auction: stage %s, bids %v, offer %v; the game: %s, %v, %v",
					g, step, sp.Stage, sp.Bids, sp.Offer, rp.Stage, rp.Bids, rp.Offer)
			}
			for i := range sp.Seats {
				if sp.Seats[i].Account != rp.Seats[i].Account || fmt.Sprint(sp.Seats[i].Validated) != fmt.Sprint(rp.Seats[i].Validated) {
					t.Fatalf("game %d, step %d: seat %d's public holdings changed", g, step, i)
				}
			}
			winners[fmt.Sprint(sp.Bids, sp.Queue)] = true
			if end, err := enginetest.PlayOn(s, rand.New(rand.NewPCG(9, uint64(k))), propMaxGameSteps, nil); err != nil || end != enginetest.Ended {
				t.Fatalf("game %d, step %d: playing on: %v %v", g, step, end, err)
			}
		}
		found++
		return true
	})
	if found < 5 || len(winners) < 2*found {
		t.Fatalf("%d auctions completed on a view, %d different sampled outcomes", found, len(winners))
	}
}

// TestDeterminizeRefused: engine.Determinize refuses seats that do not
// exist and a finished game.
func TestDeterminizeRefused(t *testing.T) {
	var first, over *mallworld.State
	detGames(t, 3, 1, 8, func(_ int, s *mallworld.State, step int) bool {
		if step == 50 {
			first = s.Copy()
		}
		if s.Decision().Kind == engine.Terminal {
			over = s.Copy()
		}
		return true
	})
	if err := enginetest.CheckDeterminizeRefused(first, over, rand.New(rand.NewPCG(1, 1))); err != nil {
		t.Fatal(err)
	}
}
