package mallworld_test

// Golden tests: one test per case of shared/rules/mall-world.md, section 18
// ("Test cases"), T1 … T26. Each test builds the case's "Given" position from
// a real setup (helpers_test.go), runs the "When" through the public API
// (Apply, chance outcomes) and asserts the numbers the spec states.
//
// Seat names: the rulebook examples name players; the seat numbers used for
// them are given in each test.
//
// Inferred constants the tests rest on (spec [INFERRED] marks): the 6×6
// orthogonal grid (2.4) and the first-game layout with the storage room on
// D6–F6 (5.2), used by every 4-player board here; the amenity deck of 4 copies
// of each of the 10 colour pairs (2.5); the placement value of 3,000 CHF
// (2.6: T7, T13, T14); specials S04–S06 (2.8: T9); face-up office tokens that
// the validating player chooses (2.9: T13, T22); the automatic display
// clean-up at the start of action 3 (6.3: T5, T21); the 1-coin requirement
// for a single-card offer (6.2.A: T18); purchases needing enough money and
// tokens driving an account negative (6.1, 6.2.B: T22); final conversion
// ignoring the black box and shared victory (13.3: T20); the stall guard's
// limit of 3 × N turns without progress (13.4: T25, T26).

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/mallworld"
)

// T1 — Example 1: lobby stagnation (spec 6.0, 6.1).
// Seats: Christine 0, James 1, Andrea 2, Jay 3.
func TestT01LobbyStagnation(t *testing.T) {
	given := func(t *testing.T) *mallworld.State {
		p := specBase(t, 4)
		specSetLobby(t, p, "P05", "P02", "P08", "P01")
		// The pile holds the six other placements (P06 and P03 among them) and
		// the 12 rentals; which card is "on top" is decided by the chance
		// outcomes fed below.
		for i := range p.Seats {
			p.Seats[i].Marker = true
		}
		p.Stage, p.Active = "start", 0
		st := specFrom(t, p)
		// Step 0 ran: P05 to the box, the refill draws the pile top, P06.
		specFeed(t, st, "P06")
		return st
	}

	t.Run("step0", func(t *testing.T) {
		st := given(t)
		p := st.PositionOf()
		if want := []string{"P02", "P08", "P01", "P06"}; !slices.Equal(p.Lobby, want) {
			t.Errorf("lobby = %v, want %v", p.Lobby, want)
		}
		if !slices.Contains(p.ContractBox, "P05") {
			t.Errorf("P05 not in the box %v", p.ContractBox)
		}
		if !slices.Contains(p.PlacementPool, "P03") || p.PlacementsLeft != 5 {
			t.Errorf("pile: pool %v, %d placements left; want P03 still in the pile of 5", p.PlacementPool, p.PlacementsLeft)
		}
		if m := specMarkers(st); slices.Contains(m, true) {
			t.Errorf("markers %v, want all back with their owners", m)
		}
		specWait(t, st, "accept", 0)
	})

	t.Run("decline", func(t *testing.T) {
		st := given(t)
		specApply(t, st, 0, "pass")
		if m, want := specMarkers(st), []bool{true, false, false, false}; !slices.Equal(m, want) {
			t.Errorf("markers %v, want %v (the pile is non-empty)", m, want)
		}
	})

	t.Run("accept P06", func(t *testing.T) {
		st := given(t)
		specApply(t, st, 0, "accept P06")
		specFeed(t, st, "P03") // the pile top after P06
		p := st.PositionOf()
		if p.Seats[0].Account != 13000 {
			t.Errorf("account = %d, want 20000 - 7000 = 13000", p.Seats[0].Account)
		}
		if want := []string{"P02", "P08", "P01", "P03"}; !slices.Equal(p.Lobby, want) {
			t.Errorf("lobby = %v, want %v", p.Lobby, want)
		}
		if !slices.Contains(p.Seats[0].Contracts, "P06") {
			t.Errorf("P06 not in Christine's hand %v", p.Seats[0].Contracts)
		}
	})
}

// T24 — Setup invariants (spec 2.2, 4, 5).
func TestT24SetupInvariants(t *testing.T) {
	playable := map[int]int{3: 30, 4: 33, 5: 36}
	for _, n := range []int{3, 4, 5} {
		for _, board := range []string{"standard", "random"} {
			for seed := uint64(0); seed < 6; seed++ {
				if board == "standard" && seed > 1 {
					continue
				}
				t.Run(fmt.Sprintf("%dp/%s/%d", n, board, seed), func(t *testing.T) {
					st, err := mallworld.Game{}.NewState(engine.Options{"players": fmt.Sprint(n), "board": board})
					if err != nil {
						t.Fatal(err)
					}
					rng := rand.New(rand.NewPCG(seed, uint64(n)))
					for st.Decision().Kind == engine.ChanceNode {
						outs := st.ChanceOutcomes()
						total := 0
						for _, o := range outs {
							total += o.Weight
						}
						if total <= 0 {
							t.Fatalf("chance node without outcomes")
						}
						k := rng.IntN(total)
						if seed == 0 {
							k = 0 // first listed outcome each time
						}
						for _, o := range outs {
							if k < o.Weight {
								specApply(t, st, engine.Chance, o.Move)
								break
							}
							k -= o.Weight
						}
					}
					specCheckSetup(t, st, n, playable[n])
				})
			}
		}
	}
}

func specCheckSetup(t *testing.T, st *mallworld.State, n, playable int) {
	t.Helper()
	p := st.PositionOf()
	if p.Phase != 1 || p.Stage == "setup" {
		t.Fatalf("setup not complete: phase %d, stage %s", p.Phase, p.Stage)
	}
	// The board: playable spaces, starting shops, connectivity.
	var grid [6][6]string
	free, rooms := 0, map[string]int{}
	var shops [][2]int
	colours := ""
	for r, row := range p.Mall {
		cells := strings.Fields(row)
		if len(cells) != 6 {
			t.Fatalf("mall row %q", row)
		}
		for c, x := range cells {
			grid[r][c] = x
			switch x {
			case "S", "L":
				rooms[x]++
			case ".":
				free++
			default:
				free++
				shops = append(shops, [2]int{r, c})
				colours += x
			}
		}
	}
	if free != playable {
		t.Errorf("%d playable spaces, want %d", free, playable)
	}
	wantS, wantL := 0, 0
	if n <= 4 {
		wantS = 3
	}
	if n == 3 {
		wantL = 3
	}
	if rooms["S"] != wantS || rooms["L"] != wantL {
		t.Errorf("rooms %v, want %d storage and %d locker spaces", rooms, wantS, wantL)
	}
	if len(shops) != 4 || strings.Count(colours, "V") != 1 || strings.Count(colours, "G") != 1 ||
		strings.Count(colours, "R") != 1 || strings.Count(colours, "B") != 1 {
		t.Errorf("starting shops %q at %v, want one unrented shop of each colour", colours, shops)
	}
	for i := range shops {
		for j := i + 1; j < len(shops); j++ {
			dr, dc := shops[i][0]-shops[j][0], shops[i][1]-shops[j][1]
			if dr*dr+dc*dc == 1 {
				t.Errorf("starting shops at %v and %v are adjacent", shops[i], shops[j])
			}
		}
	}
	seen := map[[2]int]bool{}
	var stack [][2]int
	for r := 0; r < 6 && len(stack) == 0; r++ {
		for c := 0; c < 6; c++ {
			if grid[r][c] != "S" && grid[r][c] != "L" {
				stack = append(stack, [2]int{r, c})
				seen[[2]int{r, c}] = true
				break
			}
		}
	}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			y := [2]int{x[0] + d[0], x[1] + d[1]}
			if y[0] < 0 || y[0] > 5 || y[1] < 0 || y[1] > 5 || seen[y] || grid[y[0]][y[1]] == "S" || grid[y[0]][y[1]] == "L" {
				continue
			}
			seen[y] = true
			stack = append(stack, y)
		}
	}
	if len(seen) != playable {
		t.Errorf("non-room region: %d spaces reachable of %d, want one connected region", len(seen), playable)
	}
	// Lobby, office, display, coins.
	if len(p.Lobby) != 4 {
		t.Errorf("lobby %v, want 4 cards", p.Lobby)
	}
	for _, c := range p.Lobby {
		if c[0] != 'P' {
			t.Errorf("lobby %v holds %s, want placement contracts only", p.Lobby, c)
		}
	}
	if len(p.Office) != n+1 {
		t.Errorf("office %v, want %d tokens", p.Office, n+1)
	}
	if len(p.Display) != 4 {
		t.Errorf("display %v, want 4 cards", p.Display)
	}
	coins := p.BlackBox
	specials := map[string]bool{}
	for i, s := range p.Seats {
		coins += s.Coins
		if s.Account != 20000 || s.Coins != 5 || len(s.Hand) != 4 || len(s.Contracts) != 0 || len(s.Validated) != 0 {
			t.Errorf("seat %d: account %d, coins %d, hand %v %v; want 20000, 5, 4 amenity cards, no contract",
				i, s.Account, s.Coins, s.Hand, s.Contracts)
		}
		if len(s.Special) != 3 || s.Special[0] != 'S' || specials[s.Special] {
			t.Errorf("seat %d: special %q, want one distinct special contract", i, s.Special)
		}
		specials[s.Special] = true
	}
	if p.BlackBox != 0 || coins != 5*n {
		t.Errorf("coins in play %d (black box %d), want %d and an empty black box", coins, p.BlackBox, 5*n)
	}
	if len(p.SpecialPool) != 6-n {
		t.Errorf("%d specials undealt, want %d", len(p.SpecialPool), 6-n)
	}
	// Contracts in play: lobby + pile.
	wantP, wantR := 10, 12
	if n == 3 {
		wantP, wantR = 7, 9
	}
	if got := len(p.Lobby) + p.PlacementsLeft; got != wantP {
		t.Errorf("%d placement contracts in play (lobby %d + pile %d), want %d", got, len(p.Lobby), p.PlacementsLeft, wantP)
	}
	if p.RentalsLeft != wantR {
		t.Errorf("%d rental contracts in play, want %d", p.RentalsLeft, wantR)
	}
	if len(p.ContractBox) != 0 {
		t.Errorf("contract box %v, want empty (the 3-player removal is unseen)", p.ContractBox)
	}
}

// specBid applies sealed bids (seat → coins), in seat order.
func specBid(t *testing.T, st *mallworld.State, bids map[int]int) {
	t.Helper()
	for seat := 0; seat < st.Seats(); seat++ {
		if b, ok := bids[seat]; ok {
			if d := st.Decision(); d.Kind != engine.Simultaneous || !slices.Contains(d.Seats, seat) {
				t.Fatalf("seat %d should bid now, decision %v %v", seat, d.Kind, d.Seats)
			}
			specApply(t, st, seat, fmt.Sprintf("bid %d", b))
		}
	}
}

// specCheckCoins compares the black box and the seats' coins.
func specCheckCoins(t *testing.T, st *mallworld.State, what string, blackBox int, coins ...int) {
	t.Helper()
	box, got := specCoins(st)
	if box != blackBox || !slices.Equal(got, coins) {
		t.Errorf("%s: coins %v, black box %d; want %v, black box %d", what, got, box, coins, blackBox)
	}
}

// specAuctionGiven: the active seat is in action 2 with the given hand, every
// seat has 5 coins, the black box is empty.
func specAuctionGiven(t *testing.T, players, active int, hand ...string) *mallworld.Position {
	p := specBase(t, players)
	specSetHand(t, p, active, hand...)
	coins := make([]int, players)
	for i := range coins {
		coins[i] = 5
	}
	specSetCoins(t, p, 0, coins...)
	p.Stage, p.Active = "develop", active
	return p
}

// T2 — Example 2: 3-card auction, 4 players (spec 8).
// Seats: James 0 (active), Christine 1, Andrea 2, Jay 3.
func TestT02ThreeCardAuction4p(t *testing.T) {
	st := specFrom(t, specAuctionGiven(t, 4, 0, "VV", "GG", "RR"))
	specWait(t, st, "develop", 0)
	specApply(t, st, 0, "offer VV GG RR")
	if d := st.Decision(); d.Kind != engine.Simultaneous || !slices.Equal(d.Seats, []int{1, 2, 3}) {
		t.Fatalf("decision %v %v, want sealed bids from seats 1, 2, 3", d.Kind, d.Seats)
	}
	specReject(t, st, 0, "bid 1") // James does not bid
	specBid(t, st, map[int]int{1: 3, 2: 0, 3: 1})
	// Christine pays 3 to James, Jay pays 1 to the black box.
	specCheckCoins(t, st, "after the payments", 1, 8, 2, 5, 4)

	// Christine (rank 1) chooses and plays one card.
	specWait(t, st, "play", 1)
	specReject(t, st, 2, "build GG G D2") // Andrea is not eligible
	specReject(t, st, 3, "build GG G D2") // Jay is not first
	specApply(t, st, 1, "build VV V C2")
	// Jay (rank 2) chooses one of the two cards left.
	specWait(t, st, "play", 3)
	specReject(t, st, 3, "build VV V A2") // already played
	for _, m := range st.LegalMoves(3) {
		if !strings.Contains(m, " GG ") && !strings.Contains(m, " RR ") {
			t.Errorf("Jay may play %q; only GG and RR are left", m)
		}
	}
	specApply(t, st, 3, "build GG G D2")
	// James plays the last card free.
	specWait(t, st, "play", 0)
	specApply(t, st, 0, "build RR R C5")
	specCheckCoins(t, st, "after the plays", 1, 8, 2, 5, 4)
	p := st.PositionOf()
	for cell, want := range map[string]string{"C2": "V", "D2": "G", "C5": "R"} {
		if got := specCell(t, p, cell); got != want {
			t.Errorf("%s = %q, want %q", cell, got, want)
		}
	}
	// Action 3: James passes; action 4: 1 < 4, no distribution.
	specWait(t, st, "discard", 0)
	specApply(t, st, 0, "pass")
	specDrain(t, st)
	specWait(t, st, "accept", 1)
	specCheckCoins(t, st, "after action 4", 1, 8, 2, 5, 4)
}

// T3 — Example 3: 3-card auction, 3 players, the active player bids (spec 8, 14).
// Seats: James 0 (active), Christine 1, Jay 2.
func TestT03ThreeCardAuction3pActiveBids(t *testing.T) {
	st := specFrom(t, specAuctionGiven(t, 3, 0, "VV", "GG", "RR"))
	specApply(t, st, 0, "offer VV GG RR")
	if d := st.Decision(); d.Kind != engine.Simultaneous || !slices.Equal(d.Seats, []int{0, 1, 2}) {
		t.Fatalf("decision %v %v, want sealed bids from all three seats", d.Kind, d.Seats)
	}
	specBid(t, st, map[int]int{0: 2, 1: 3, 2: 2})
	// Christine pays 3 to James; James (rank 2, wins the tie with Jay) pays 2
	// to the black box.
	specCheckCoins(t, st, "after the payments", 2, 6, 2, 5)
	specWait(t, st, "play", 1)
	specReject(t, st, 2, "build GG G D2") // Jay is not ranked
	specApply(t, st, 1, "build VV V C2")
	specWait(t, st, "play", 0) // James plays card 2 …
	specApply(t, st, 0, "build GG G D2")
	specWait(t, st, "play", 0) // … and card 3 free
	specApply(t, st, 0, "build RR R C5")
	specWait(t, st, "discard", 0)
	specApply(t, st, 0, "pass")
	specDrain(t, st)
	specWait(t, st, "accept", 1)
	// Action 4: 2 < 3, no distribution.
	specCheckCoins(t, st, "after action 4", 2, 6, 2, 5)
}

// T4 — Example 4: who plays what, and card modes (spec 7.1, 7.3, 8).
// Seats: James 0 (active), Christine 1, Andrea 2, Jay 3.
func TestT04CardModes(t *testing.T) {
	given := func(t *testing.T, phase int, unlocked bool) *mallworld.Position {
		p := specAuctionGiven(t, 4, 0, "VR", "GR", "GR") // K1 = GR, K2 = VR, K3 = GR
		specSetMall(t, p,
			". . . . . .",
			". V . . G .",
			". . R . . .", // C3 Hobby unrented, D3 empty
			". V . . . .", // B4 Clothing unrented
			". R . . B .",
			". . . S S S")
		p.Phase, p.TenantsUnlocked = phase, unlocked
		return p
	}

	t.Run("phase 2", func(t *testing.T) {
		p := given(t, 2, true)
		before := specSupplies(p)
		discard := slices.Clone(p.Discard)
		st := specFrom(t, p)
		specApply(t, st, 0, "offer VR GR GR")
		specBid(t, st, map[int]int{1: 3, 2: 0, 3: 0})
		specCheckCoins(t, st, "after the payment", 0, 8, 2, 5, 5)
		specWait(t, st, "play", 1)
		specApply(t, st, 1, "build GR G D3") // K1, shop mode: Food next to Hobby
		specWait(t, st, "play", 0)
		specReject(t, st, 0, "rent VR V C3") // K2: Man on a Hobby shop is no chain
		specApply(t, st, 0, "rent VR R B4")  // K2: Teen on Clothing = Lovis
		specWait(t, st, "play", 0)
		specReject(t, st, 0, "rent GR R D3") // K3: Teen on a Food shop is no chain
		specApply(t, st, 0, "rent GR G C3")  // K3: Woman on Hobby = Game Lobby

		q := st.PositionOf()
		for cell, want := range map[string]string{"D3": "G", "B4": "VR", "C3": "RG"} {
			if got := specCell(t, q, cell); got != want {
				t.Errorf("%s = %q, want %q", cell, got, want)
			}
		}
		after := specSupplies(q)
		if d := [3]int{before[0] - after[0], before[1] - after[1], before[2] - after[2]}; d != [3]int{1, 1, 1} {
			t.Errorf("supply changes Food/Teens/Women = -%d/-%d/-%d, want -1/-1/-1", d[0], d[1], d[2])
		}
		if !specSameCards(q.Discard, append(discard, "GR", "VR", "GR")) {
			t.Errorf("discard pile %v, want %v plus K1–K3", q.Discard, discard)
		}
		if _, c := specCoins(st); c[1] != 2 || c[0] != 8 {
			t.Errorf("coins Christine %d, James %d; want 2 and 8", c[1], c[0])
		}
	})

	t.Run("phase 1 locked", func(t *testing.T) {
		st := specFrom(t, given(t, 1, false))
		specApply(t, st, 0, "offer VR GR GR")
		specBid(t, st, map[int]int{1: 3, 2: 0, 3: 0})
		specApply(t, st, 1, "build GR G D3")
		specWait(t, st, "play", 0)
		specReject(t, st, 0, "rent VR R B4")
		specReject(t, st, 0, "rent GR G C3")
		for _, m := range st.LegalMoves(0) {
			if strings.HasPrefix(m, "rent ") {
				t.Errorf("tenant play %q listed in phase 1 with no rental validated", m)
			}
		}
	})
}

// specSupplies gives the Food tile, Teen token and Women token supplies.
func specSupplies(p *mallworld.Position) [3]int {
	return [3]int{9 - specShops(p, 'G'), 8 - specTenants(p, 'R'), 8 - specTenants(p, 'G')}
}

// T16 — Three-player auction won by the active player (spec 8).
// Seats: A 0 (active), B 1, C 2.
func TestT16ActivePlayerWins3p(t *testing.T) {
	st := specFrom(t, specAuctionGiven(t, 3, 0, "VV", "GG", "RR"))
	specApply(t, st, 0, "offer VV GG RR")
	specBid(t, st, map[int]int{0: 3, 1: 1, 2: 1})
	// A rank 1 pays 3 to the black box; B rank 2 (tie with C, earlier
	// clockwise after A) pays 1 to the black box.
	specCheckCoins(t, st, "after the payments", 4, 2, 4, 5)
	specWait(t, st, "play", 0)
	specApply(t, st, 0, "build VV V C2")
	specWait(t, st, "play", 1)
	specReject(t, st, 2, "build GG G D2")
	specApply(t, st, 1, "build GG G D2")
	specWait(t, st, "play", 0)
	specApply(t, st, 0, "build RR R C5")
	specWait(t, st, "discard", 0)
	specApply(t, st, 0, "pass")
	specDrain(t, st)
	// Action 4: 4 ≥ 3, each gets 1.
	specCheckCoins(t, st, "after action 4", 1, 3, 5, 6)
}

// T17 — Two-card auction, 4 players (spec 8).
// Seats: A 0 (active), B 1, C 2, D 3.
func TestT17TwoCardAuction(t *testing.T) {
	for _, tc := range []struct {
		name  string
		bids  map[int]int
		order []int // who plays card 1, card 2
		box   int
		coins []int
	}{
		{"B and C tie", map[int]int{1: 2, 2: 2, 3: 0}, []int{1, 0}, 2, []int{5, 3, 5, 5}},
		{"all zero", map[int]int{1: 0, 2: 0, 3: 0}, []int{0, 0}, 0, []int{5, 5, 5, 5}},
		// Not in T17 itself; spec 8.4: ties break clockwise from A's left
		// neighbour, so C beats D.
		{"C and D tie", map[int]int{1: 1, 2: 2, 3: 2}, []int{2, 0}, 2, []int{5, 5, 3, 5}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := specFrom(t, specAuctionGiven(t, 4, 0, "VV", "GG"))
			specApply(t, st, 0, "offer VV GG")
			specBid(t, st, tc.bids)
			specCheckCoins(t, st, "after the payment", tc.box, tc.coins...)
			plays := []string{"build VV V C2", "build GG G D2"}
			for k, seat := range tc.order {
				specWait(t, st, "play", seat)
				for other := 0; other < 4; other++ {
					if other != seat {
						specReject(t, st, other, plays[k])
					}
				}
				specApply(t, st, seat, plays[k])
			}
			specCheckCoins(t, st, "after the plays", tc.box, tc.coins...)
		})
	}
}

// T18 — Single-card offer (spec 6.2.A).
func TestT18SingleCardOffer(t *testing.T) {
	for _, tc := range []struct {
		coins int
		legal bool
	}{{0, false}, {1, true}, {2, true}} {
		t.Run(fmt.Sprintf("%d coins", tc.coins), func(t *testing.T) {
			p := specAuctionGiven(t, 4, 0, "VV", "GG")
			p.Seats[0].Coins = tc.coins
			st := specFrom(t, p)
			specWait(t, st, "develop", 0)
			specLegal(t, st, 0, "offer VV GG") // a 2-card offer needs no coin
			if !tc.legal {
				specReject(t, st, 0, "offer VV")
				specReject(t, st, 0, "offer GG")
				return
			}
			specApply(t, st, 0, "offer VV")
			specCheckCoins(t, st, "after the offer", 1, tc.coins-1, 5, 5, 5)
			specWait(t, st, "play", 0)
			specReject(t, st, 0, "build GG G D2") // GG was not offered
			specApply(t, st, 0, "build VV V C2")
			if got := specCell(t, st.PositionOf(), "C2"); got != "V" {
				t.Errorf("C2 = %q, want V", got)
			}
			if !slices.Contains(st.PositionOf().Seats[0].Hand, "GG") || slices.Contains(st.PositionOf().Seats[0].Hand, "VV") {
				t.Errorf("hand %v, want GG kept and VV gone", st.PositionOf().Seats[0].Hand)
			}
		})
	}
}

// T5 — Example 5: a dead display card, refresh, take two (spec 6.3, 7.4).
// Andrea is seat 2, active, at the start of action 3.
func TestT05DeadDisplayRefreshTake(t *testing.T) {
	p := specBase(t, 4)
	p.Phase, p.TenantsUnlocked = 2, true
	specSetMall(t, p,
		"VV VV VV VV VV VV", // A1–F1 Belt & Button (6 men)
		"VR VR VR . G .",    // A2–C2 Lovis: all 9 Clothing tiles rented
		". . . . G .",
		". R . . B .",
		". R G . B .",
		"G . . S S S") // 4 Food shops: Food supply 5
	specSetDisplay(t, p, "VV", "GR", "RB", "GB")
	specSetHand(t, p, 2, "GG", "BB", "RB", "GB", "VG")
	specSetCoins(t, p, 0, 5, 5, 4, 5)
	p.Active, p.Stage, p.CleanupNext = 2, "cleanup", "discard"
	for _, c := range []string{"GG", "VB", "RR", "VG", "GR", "BB"} {
		if !slices.Contains(p.Draw, c) {
			t.Fatalf("draw pile %v lacks %s", p.Draw, c)
		}
	}
	if 9-specShops(p, 'V') != 0 || 8-specTenants(p, 'V') != 2 || 9-specShops(p, 'G') != 5 {
		t.Fatalf("bad given: Clothing supply %d, Men %d, Food %d", 9-specShops(p, 'V'), 8-specTenants(p, 'V'), 9-specShops(p, 'G'))
	}
	boxBefore := specCount(p.AmenityBox, "VV")

	st := specFrom(t, p)
	// Clean-up: VV is dead and goes to the box; GG is drawn.
	if !st.IsDead("VV") {
		t.Errorf("VV is not dead; all Clothing tiles are placed and rented")
	}
	specFeed(t, st, "GG")
	specWait(t, st, "discard", 2)
	q := st.PositionOf()
	if !specSameCards(q.Display, []string{"GG", "GR", "RB", "GB"}) {
		t.Errorf("display %v, want GG GR RB GB", q.Display)
	}
	if specCount(q.AmenityBox, "VV") != boxBefore+1 {
		t.Errorf("amenity box %v, want the dead VV in it", q.AmenityBox)
	}

	// Refresh for 2 coins.
	discard := slices.Clone(q.Discard)
	specApply(t, st, 2, "refresh")
	specFeed(t, st, "VB", "RR", "VG", "GR")
	specWait(t, st, "discard", 2)
	q = st.PositionOf()
	if q.Seats[2].Coins != 2 || q.BlackBox != 2 {
		t.Errorf("Andrea %d coins, black box %d; want 2 and 2", q.Seats[2].Coins, q.BlackBox)
	}
	if !specSameCards(q.Discard, append(discard, "GG", "GR", "RB", "GB")) {
		t.Errorf("discard %v, want %v plus GG GR RB GB", q.Discard, discard)
	}
	if !specSameCards(q.Display, []string{"VB", "RR", "VG", "GR"}) {
		t.Errorf("display %v, want VB RR VG GR (none dead)", q.Display)
	}

	// Take VB and RR; the refill draws BB and the next card.
	specApply(t, st, 2, "take RR VB")
	if got := specHandSize(st.PositionOf(), 2); got != 7 {
		t.Errorf("hand %d cards, want 7", got)
	}
	specFeed(t, st, "BB", "RB") // BB, then the next card (here RB)
	q = st.PositionOf()
	if !specSameCards(q.Display, []string{"VG", "GR", "BB", "RB"}) {
		t.Errorf("display %v, want VG GR BB RB", q.Display)
	}
	if got := specHandSize(q, 2); got != 7 {
		t.Errorf("hand %d cards after the refill, want 7", got)
	}
}

// T6 — Example 6: black box distribution (spec 6.4).
// Jay is seat 3; his turn reaches action 4.
func TestT06BlackBoxDistribution(t *testing.T) {
	p := specBase(t, 4)
	specSetCoins(t, p, 7, 3, 0, 5, 2)
	p.Active, p.Stage = 3, "end_turn"
	st := specFrom(t, p)
	specWait(t, st, "accept", 0)
	specCheckCoins(t, st, "after action 4", 3, 4, 1, 6, 3)

	// Not in the spec's example: a box of 11 with 4 players pays floor(11/4)
	// = 2 coins each and keeps the remainder 3 (spec 6.4).
	p = specBase(t, 4)
	specSetCoins(t, p, 11, 3, 0, 5, 1)
	p.Active, p.Stage = 3, "end_turn"
	st = specFrom(t, p)
	specWait(t, st, "accept", 0)
	specCheckCoins(t, st, "after action 4 with 11 coins in the box", 3, 5, 2, 7, 3)
}

// specPhaseEnd builds a position at the end of seat 0's turn with the office
// empty, so the phase ends (spec 11.1) as soon as FromPosition runs.
func specPhaseEnd(p *mallworld.Position) {
	p.Office = []string{}
	p.Active, p.Stage = 0, "end_turn"
}

// specEndPhase builds the state of a specPhaseEnd position (phase 1 or 2): the
// phase is scored at once and the next phase's office tokens are due.
func specEndPhase(t *testing.T, p *mallworld.Position) *mallworld.State {
	t.Helper()
	st := specFrom(t, p)
	if got := specStage(st); got != "tokens" || st.PositionOf().Phase != p.Phase+1 {
		t.Fatalf("stage %q, phase %d: the phase did not end", got, st.PositionOf().Phase)
	}
	return st
}

// T7 — Example 7: placement contract, rented shops excluded (spec 11.2).
// Player X is seat 1. The payment rests on the inferred placement value 3,000.
func TestT07PlacementRentedExcluded(t *testing.T) {
	rented := []string{
		". . . . . .",
		". RG V . . .", // B2 Hobby rented Game Lobby, C2 Clothing
		". V R VR . .", // B3 Clothing, C3 Hobby, D3 Clothing rented Lovis
		". . V . VR .", // C4 Clothing, E4 Clothing rented Lovis
		". . . G R V",  // D5 Food, E5 Hobby, F5 Clothing
		"B . . . VR .", // A6 Sport, E6 Clothing rented Lovis
	}
	p := specBase(t, 5)
	specSetMall(t, p, rented...)
	specMoveContract(t, p, "P06", "validated:1")
	specPhaseEnd(p)
	before := p.Seats[1].Account

	if count, pay, err := specFrom(t, p).ContractScore("P06"); err != nil || count != 4 || pay != 12000 {
		t.Errorf("ContractScore(P06) = %d, %d, %v; want 4, 12000", count, pay, err)
	}
	// The same board without tenants has the 4 + 5 = 9 adjacencies.
	q := specBase(t, 5)
	unrented := make([]string, 6)
	for i, row := range rented {
		cells := strings.Fields(row)
		for k, c := range cells {
			if len(c) == 2 {
				cells[k] = c[:1]
			}
		}
		unrented[i] = strings.Join(cells, " ")
	}
	specSetMall(t, q, unrented...)
	if count, _, _ := specFrom(t, q).ContractScore("P06"); count != 9 {
		t.Errorf("P06 on the board without tenants counts %d, want 9", count)
	}

	st := specEndPhase(t, p)
	r := st.PositionOf()
	if got := r.Seats[1].Account - before; got != 12000 {
		t.Errorf("X received %d, want 4 × 3,000 = 12,000", got)
	}
	if !slices.Contains(r.ContractBox, "P06") || len(r.Seats[1].Validated) != 0 {
		t.Errorf("P06: box %v, validated %v; want it in the box", r.ContractBox, r.Seats[1].Validated)
	}
}

// T8 — Example 8: rental contracts (spec 11.3). The misprinted last row of the
// rulebook (R12 "3 + 0 = 0") is paid 12,000 (spec 16, #2).
func TestT08RentalContracts(t *testing.T) {
	mall := []string{
		"VR VR VR VV VV .",  // Lovis ×3 (A1–C1), Belt & Button ×2 (D1, E1)
		"GG GG GG GV GV GV", // Biologic ×3 (A2–C2), Fresh Fish ×3 (D2–F2)
		"RB RB RR RR RG .",  // Girls' Things ×2 (A3, B3), Bananas ×2 (C3, D3), Game Lobby (E3)
		"BV . . . . .",      // Jump and Gun (A4)
		". . . . . .",
		". . . S S S",
	}
	for _, tc := range []struct {
		id    string
		count int
		pay   int
	}{
		{"R01", 2, 8000}, {"R02", 4, 16000}, {"R03", 6, 24000}, {"R04", 4, 16000},
		{"R05", 2, 8000}, {"R06", 2, 8000}, {"R07", 3, 12000}, {"R08", 3, 12000},
		{"R09", 2, 8000}, {"R10", 3, 12000}, {"R11", 0, 0}, {"R12", 3, 12000},
	} {
		t.Run(tc.id, func(t *testing.T) {
			p := specBase(t, 4)
			p.TenantsUnlocked = true
			specSetMall(t, p, mall...)
			specMoveContract(t, p, tc.id, "validated:0")
			specPhaseEnd(p)
			before := p.Seats[0].Account
			if count, pay, err := specFrom(t, p).ContractScore(tc.id); err != nil || count != tc.count || pay != tc.pay {
				t.Errorf("ContractScore(%s) = %d, %d, %v; want %d, %d", tc.id, count, pay, err, tc.count, tc.pay)
			}
			st := specEndPhase(t, p)
			if got := st.PositionOf().Seats[0].Account - before; got != tc.pay {
				t.Errorf("%s paid %d at the phase end, want %d", tc.id, got, tc.pay)
			}
		})
	}
}

// T9 — Example 9: special contracts (spec 11.4). S04–S06 are inferred.
// P1, P2, P3 are seats 0, 1, 2.
func TestT09SpecialContracts(t *testing.T) {
	p := specBase(t, 5)
	p.TenantsUnlocked = true
	specSetMall(t, p,
		". . . . . .",
		". . RG . . .",   // C2 Game Lobby
		". RG GV RG . .", // B3 Game Lobby, C3 Fresh Fish, D3 Game Lobby
		". . . . . .",
		"VV GB . . . .",   // A5 Belt & Button, B5 Jen's Got Berries
		"GB . . GG BR GG") // A6 Jen's Got Berries, D6 Biologic, E6 Skateman, F6 Biologic
	specMoveContract(t, p, "S01", "validated:0")
	specMoveContract(t, p, "S02", "validated:1")
	specMoveContract(t, p, "S03", "validated:2")
	specPhaseEnd(p)
	pre := specFrom(t, p)
	want := map[string][2]int{"S01": {3, 36000}, "S02": {2, 24000}, "S03": {2, 24000},
		"S04": {0, 0}, "S05": {0, 0}, "S06": {0, 0}}
	for id, w := range want {
		if count, pay, err := pre.ContractScore(id); err != nil || count != w[0] || pay != w[1] {
			t.Errorf("ContractScore(%s) = %d, %d, %v; want %d, %d", id, count, pay, err, w[0], w[1])
		}
	}
	before := []int{p.Seats[0].Account, p.Seats[1].Account, p.Seats[2].Account}
	st := specEndPhase(t, p)
	acc := specAccounts(st)
	for i, pay := range []int{36000, 24000, 24000} {
		if acc[i]-before[i] != pay {
			t.Errorf("seat %d received %d, want %d", i, acc[i]-before[i], pay)
		}
	}
}

// T14 — Same-colour placement counting (spec 11.2). The payment rests on the
// inferred placement value 3,000.
func TestT14SameColourPlacement(t *testing.T) {
	p := specBase(t, 4)
	p.TenantsUnlocked = true
	specSetMall(t, p,
		". . . . . .",
		". G G . . .",
		". G G GG G .", // D3 Food rented Biologic, E3 Food unrented
		". . . . . .",
		". . . . . .",
		". . . S S S")
	specSetLobby(t, p, "P01", "P03", "P04", "P05") // P02 leaves the lobby
	specMoveContract(t, p, "P02", "validated:0")
	specPhaseEnd(p)
	before := p.Seats[0].Account
	if count, pay, err := specFrom(t, p).ContractScore("P02"); err != nil || count != 4 || pay != 12000 {
		t.Errorf("ContractScore(P02) = %d, %d, %v; want 4, 12000", count, pay, err)
	}
	if got := specEndPhase(t, p).PositionOf().Seats[0].Account - before; got != 12000 {
		t.Errorf("P02 paid %d, want 4 × 3,000", got)
	}
}

// specT10Given: lobby [P03, P07, P01, P09], the placement pile empty, the
// rental pile holds all 12 rentals (R05 and R02 on top, fed as chance
// outcomes). Seat 0 is in action 1 with 20,000 CHF and 4 cards; the markers
// of seats 1 and 2 are in the lobby.
func specT10Given(t *testing.T) *mallworld.Position {
	p := specBase(t, 4)
	specSetLobby(t, p, "P03", "P07", "P01", "P09")
	specSetPile(t, p, "R01", "R02", "R03", "R04", "R05", "R06", "R07", "R08", "R09", "R10", "R11", "R12")
	specSetHand(t, p, 0, "VV", "GG", "RR", "BB")
	p.Seats[1].Marker, p.Seats[2].Marker = true, true
	p.Active, p.Stage = 0, "accept"
	return p
}

// T10 — Taking from the lobby (spec 6.1).
func TestT10TakeFromLobby(t *testing.T) {
	st := specFrom(t, specT10Given(t))
	specWait(t, st, "accept", 0)
	specApply(t, st, 0, "accept P07")
	specFeed(t, st, "R05")
	p := st.PositionOf()
	if p.Seats[0].Account != 18000 {
		t.Errorf("account %d, want 18,000", p.Seats[0].Account)
	}
	if got := specHandSize(p, 0); got != 5 {
		t.Errorf("hand %d cards, want 5", got)
	}
	if want := []string{"P03", "P01", "P09", "R05"}; !slices.Equal(p.Lobby, want) {
		t.Errorf("lobby %v, want %v", p.Lobby, want)
	}
	if m := specMarkers(st); slices.Contains(m, true) {
		t.Errorf("markers %v, want all returned", m)
	}
	if p.FirstRental {
		t.Errorf("first_rental_accepted set by a placement")
	}
}

// T11 — The first rental acceptance purges placements (spec 6.1 step 3).
// The next player is seat 1.
func TestT11FirstRentalPurge(t *testing.T) {
	st := specFrom(t, specT10Given(t))
	specApply(t, st, 0, "accept P07")
	specFeed(t, st, "R05")
	// T10's result, now at the start of seat 1's action 1.
	p := st.PositionOf()
	p.Active, p.Stage, p.Progress = 1, "accept", false
	boxed := slices.Clone(p.ContractBox)
	st = specFrom(t, p)
	specWait(t, st, "accept", 1)
	specApply(t, st, 1, "accept R05")
	// The pile is R02, R08, R11, R04, …: the refill brings R02, then (after
	// the placements are boxed) R08, R11, R04.
	specFeed(t, st, "R02", "R08", "R11", "R04")
	q := st.PositionOf()
	if want := []string{"R02", "R08", "R11", "R04"}; !slices.Equal(q.Lobby, want) {
		t.Errorf("lobby %v, want %v", q.Lobby, want)
	}
	if !specSameCards(q.ContractBox, append(boxed, "P03", "P01", "P09")) {
		t.Errorf("contract box %v, want %v plus P03 P01 P09", q.ContractBox, boxed)
	}
	if !q.FirstRental {
		t.Errorf("first_rental_accepted not set")
	}
	if q.Seats[1].Account != 13000 || !slices.Contains(q.Seats[1].Contracts, "R05") {
		t.Errorf("seat 1: account %d, contracts %v; want 13,000 and R05", q.Seats[1].Account, q.Seats[1].Contracts)
	}
	if !slices.Contains(q.Seats[0].Contracts, "P07") {
		t.Errorf("seat 0's hand lost P07: the purge only touches the lobby")
	}
}

// T12 — Tenant lock in phase 1 (spec 7.3). Seat 1 validates (or not), then
// seat 2 offers its VV card alone and plays it; B2 holds an unrented
// Clothing shop.
func TestT12TenantLock(t *testing.T) {
	for _, tc := range []struct {
		name     string
		contract string // validated by seat 1 first; "" none
		legal    bool
	}{
		{"nothing validated", "", false},
		{"placement validated", "P10", false}, // P10 comes from the pile, the lobby stays full
		{"special validated", "S01", false},
		{"rental validated", "R01", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := specBase(t, 4)
			specBoxSpecials(t, p)
			specSetHand(t, p, 2, "VV")
			switch {
			case tc.contract == "":
				p.Active, p.Stage = 2, "develop"
			case tc.contract[0] == 'S':
				specMoveContract(t, p, tc.contract, "special:1")
				p.Active, p.Stage = 1, "develop"
			default:
				specMoveContract(t, p, tc.contract, "hand:1")
				p.Active, p.Stage = 1, "develop"
			}
			st := specFrom(t, p)
			if tc.contract != "" {
				specWait(t, st, "develop", 1)
				specApply(t, st, 1, "validate "+tc.contract+" +4000")
				specWait(t, st, "discard", 1)
				specApply(t, st, 1, "pass")
				specDrain(t, st)
				specWait(t, st, "accept", 2)
				specApply(t, st, 2, "pass")
			}
			specWait(t, st, "develop", 2)
			specApply(t, st, 2, "offer VV")
			specWait(t, st, "play", 2)
			if tc.legal {
				specLegal(t, st, 2, "rent VV V B2")
				specApply(t, st, 2, "rent VV V B2")
				if got := specCell(t, st.PositionOf(), "B2"); got != "VV" {
					t.Errorf("B2 = %q, want VV (Belt & Button)", got)
				}
			} else {
				specReject(t, st, 2, "rent VV V B2")
				specLegal(t, st, 2, "build VV V C2")
			}
		})
	}
}

// T13 — Validation, token choice, phase transition (spec 6.2.B, 11, 12).
// The payment of P01 (one Clothing–Clothing pair, B2–C2) rests on the
// inferred placement value 3,000.
func TestT13ValidationAndPhaseTransition(t *testing.T) {
	p := specBase(t, 4)
	p.Office = []string{"+4000", "+1000", "-2000", "-3000", "+3000"}
	specSetMall(t, p,
		". . . . . .",
		". V V . G .", // B2–C2: one Clothing–Clothing pair
		". . . . . .",
		". . . . . .",
		". R . . B .",
		". . . S S S")
	specSetLobby(t, p, "P05", "P06", "P07", "P08")
	specMoveContract(t, p, "P01", "hand:0")
	specSetHand(t, p, 2, "BB")
	specSetHand(t, p, 3, "BB")
	p.Active, p.Stage = 2, "develop"
	specials := []string{p.Seats[0].Special, p.Seats[1].Special, p.Seats[2].Special, p.Seats[3].Special}
	st := specFrom(t, p)

	// Seat 2 validates and takes +4000.
	specWait(t, st, "develop", 2)
	specReject(t, st, 2, "validate "+specials[2]+" +2000") // not in the office
	specApply(t, st, 2, "validate "+specials[2]+" +4000")
	q := st.PositionOf()
	if q.Seats[2].Account != 24000 || len(q.Office) != 4 {
		t.Errorf("seat 2 account %d, office %v; want 24,000 and 4 tokens", q.Seats[2].Account, q.Office)
	}
	if !specSameCards(q.Office, []string{"+1000", "-2000", "-3000", "+3000"}) {
		t.Errorf("office %v, want +1000 -2000 -3000 +3000", q.Office)
	}
	specApply(t, st, 2, "pass") // action 3

	turn := func(seat int, develop ...string) {
		t.Helper()
		specDrain(t, st) // lobby refills after a stagnation check
		specWait(t, st, "accept", seat)
		specApply(t, st, seat, "pass")
		specWait(t, st, "develop", seat)
		for _, m := range develop {
			specApply(t, st, seat, m)
		}
		specWait(t, st, "discard", seat)
		specApply(t, st, seat, "pass")
	}
	turn(3, "validate "+specials[3]+" +1000")
	turn(0, "validate "+specials[0]+" -2000")
	turn(1, "validate "+specials[1]+" -3000")
	turn(2, "offer BB", "build BB B E4")
	turn(3, "offer BB", "build BB B F5")
	// Seat 0's turn: the last validation.
	specDrain(t, st)
	specWait(t, st, "accept", 0)
	specApply(t, st, 0, "pass")
	q = st.PositionOf()
	if !q.Seats[0].Marker || !q.Seats[3].Marker {
		t.Fatalf("markers %v: seats 3 and 0 declined and should have their markers in the lobby", specMarkers(st))
	}
	specApply(t, st, 0, "validate P01 +3000")
	specApply(t, st, 0, "pass")

	// End of seat 0's turn: scoring, markers back, 5 of the 10 tokens drawn.
	if d := st.Decision(); d.Kind != engine.ChanceNode {
		t.Fatalf("decision %v, want the new office tokens to be drawn", d.Kind)
	}
	q = st.PositionOf()
	if want := []int{24000, 17000, 24000, 21000}; !slices.Equal(specAccounts(st), want) {
		t.Errorf("accounts %v, want %v (tokens, plus 3,000 for P01)", specAccounts(st), want)
	}
	for i, s := range q.Seats {
		if len(s.Validated) != 0 || s.Marker {
			t.Errorf("seat %d: validated %v, marker %v; want none and the marker returned", i, s.Validated, s.Marker)
		}
	}
	for _, id := range append(slices.Clone(specials), "P01") {
		if !slices.Contains(q.ContractBox, id) {
			t.Errorf("validated contract %s not in the box %v", id, q.ContractBox)
		}
	}
	total := 0
	for _, o := range st.ChanceOutcomes() {
		total += o.Weight
	}
	if total != 10 || len(q.Office) != 0 {
		t.Errorf("token draw from %d tokens with %v in the office, want all 10 reshuffled", total, q.Office)
	}
	specFeed(t, st, "-3000", "-3000", "+4000", "+1000", "-1000")
	// Lobby purge, repeated until no placement is left in the lobby.
	specDrain(t, st)
	q = st.PositionOf()
	if len(q.Office) != 5 {
		t.Errorf("office %v, want 5 face-up tokens", q.Office)
	}
	if len(q.Lobby) != 4 {
		t.Errorf("lobby %v, want 4 cards", q.Lobby)
	}
	for _, c := range q.Lobby {
		if c[0] != 'R' {
			t.Errorf("lobby %v still holds placement %s", q.Lobby, c)
		}
	}
	if q.PlacementsLeft != 0 {
		t.Errorf("%d placements still in the pile", q.PlacementsLeft)
	}
	for _, id := range []string{"P01", "P02", "P03", "P04", "P05", "P06", "P07", "P08", "P09", "P10"} {
		if !slices.Contains(q.ContractBox, id) {
			t.Errorf("placement %s not in the box", id)
		}
	}
	if q.Phase != 2 || !q.TenantsUnlocked {
		t.Errorf("phase %d, tenants unlocked %v; want phase 2, true", q.Phase, q.TenantsUnlocked)
	}
	specWait(t, st, "accept", 1) // phase 2 starts with seat 1
}

// T15 — Hand limit (spec 6.1, 6.3, 10). Seat 0 also holds its special, which
// does not count.
func TestT15HandLimit(t *testing.T) {
	full := []struct {
		name      string
		cards     []string
		contracts []string
	}{
		{"8 amenity cards", []string{"VV", "GG", "RR", "BB", "VG", "VR", "VB", "GR"}, nil},
		{"6 amenity cards and 2 contracts", []string{"VV", "GG", "RR", "BB", "VG", "VR"}, []string{"P09", "P10"}},
	}
	for _, tc := range full {
		t.Run("cannot accept/"+tc.name, func(t *testing.T) {
			p := specBase(t, 4)
			specSetHand(t, p, 0, tc.cards...)
			for _, id := range tc.contracts {
				specMoveContract(t, p, id, "hand:0")
			}
			p.Stage = "start"
			if specHandSize(p, 0) != 8 || p.Seats[0].Special == "" || specPileSize(p) == 0 {
				t.Fatalf("bad given: hand %d, special %q, pile %d", specHandSize(p, 0), p.Seats[0].Special, specPileSize(p))
			}
			st := specFrom(t, p)
			// Action 1 has no legal acceptance: it is skipped and the marker
			// goes to the lobby (the pile is non-empty).
			if got := specStage(st); got == "accept" || got == "start" {
				t.Errorf("stage %q: action 1 should have been skipped", got)
			}
			if m := specMarkers(st); !slices.Equal(m, []bool{true, false, false, false}) {
				t.Errorf("markers %v, want seat 0's in the lobby", m)
			}
			specReject(t, st, 0, "accept "+p.Lobby[0])
			if got := st.HandSize(0); got != 8 {
				t.Errorf("hand size %d, want 8", got)
			}
		})
	}
	seven := []struct {
		name      string
		cards     []string
		contracts []string
	}{
		{"7 amenity cards", []string{"VV", "GG", "RR", "BB", "VG", "VR", "VB"}, nil},
		{"6 amenity cards and a contract", []string{"VV", "GG", "RR", "BB", "VG", "VR"}, []string{"P10"}},
	}
	for _, tc := range seven {
		t.Run("may accept/"+tc.name, func(t *testing.T) {
			p := specBase(t, 4)
			specSetHand(t, p, 0, tc.cards...)
			for _, id := range tc.contracts {
				specMoveContract(t, p, id, "hand:0")
			}
			p.Stage = "start"
			st := specFrom(t, p)
			specWait(t, st, "accept", 0)
			for _, id := range p.Lobby {
				specLegal(t, st, 0, "accept "+id)
			}
			specApply(t, st, 0, "accept "+p.Lobby[0])
			if got := st.HandSize(0); got != 8 {
				t.Errorf("hand size %d after accepting, want 8", got)
			}
			if got := specHandSize(st.PositionOf(), 0); got != 8 {
				t.Errorf("position hand %d, want 8", got)
			}
		})
	}
	t.Run("action 3 with 7 cards takes 1", func(t *testing.T) {
		p := specBase(t, 4) // display VB GR GB RB
		specSetHand(t, p, 0, "VV", "GG", "RR", "BB", "VG", "VR", "GG")
		p.Stage = "discard"
		st := specFrom(t, p)
		specWait(t, st, "discard", 0)
		takes := 0
		for _, m := range st.LegalMoves(0) {
			if strings.HasPrefix(m, "take ") {
				takes++
				if len(strings.Fields(m)) != 2 {
					t.Errorf("legal move %q takes 2 cards with 7 in hand", m)
				}
			}
		}
		if takes != 4 {
			t.Errorf("%d single-card takes listed, want 4 (one per display card)", takes)
		}
		specReject(t, st, 0, "take VB GR")
		specApply(t, st, 0, "take VB")
		if got := st.HandSize(0); got != 8 {
			t.Errorf("hand size %d, want 8", got)
		}
	})
}

// specFullMall is a full 4-player mall: 33 shops on the 33 playable spaces;
// A1 and B1 are Belt & Button.
var specFullMall = []string{
	"VV VV V V V V",
	"V V V G G G",
	"G G G G G R",
	"R R R R R R",
	"R B B B B B",
	"B B B S S S",
}

// T19 — Early end and final round (spec 13.2).
func TestT19EarlyEndFinalRound(t *testing.T) {
	given := func(t *testing.T, phase int, office ...string) *mallworld.Position {
		p := specBase(t, 4)
		p.Phase, p.TenantsUnlocked = phase, true
		specSetMall(t, p, specFullMall...)
		specSetLobby(t, p)
		specSetPile(t, p)
		specBoxSpecials(t, p)
		p.Office = office
		specSetCoins(t, p, 0, 2, 2, 2, 2)
		// The end of seat 1's turn (a turn with progress, so the stall guard
		// is not involved).
		p.Active, p.Stage, p.Progress = 1, "end_turn", true
		return p
	}

	t.Run("phase 2, no phase end", func(t *testing.T) {
		p := given(t, 2, "+4000", "-1000", "+2000")
		specMoveContract(t, p, "R01", "hand:2") // Belt & Button + Skateman
		specMoveContract(t, p, "R03", "hand:1") // Biologic + Lovis
		specSetHand(t, p, 3, "GG")
		st := specFrom(t, p)
		q := st.PositionOf()
		if !q.FinalArmed || q.FinalLeft != 4 {
			t.Errorf("final round armed %v with %d turns, want true and 4", q.FinalArmed, q.FinalLeft)
		}
		var order []int
		step := func(seat int, moves ...string) {
			t.Helper()
			specDrain(t, st)
			d := st.Decision()
			if d.Kind != engine.Turn {
				t.Fatalf("decision %v, want seat %d's final turn", d.Kind, seat)
			}
			order = append(order, st.PositionOf().Active)
			for _, m := range moves {
				specApply(t, st, seat, m)
			}
		}
		step(2, "validate R01 +4000", "pass")
		step(3, "offer GG", "rent GG G D2", "pass") // D2 becomes Biologic
		step(0, "pass")
		step(1, "validate R03 -1000", "pass")
		if !slices.Equal(order, []int{2, 3, 0, 1}) {
			t.Errorf("final round played by seats %v, want 2 3 0 1", order)
		}
		if d := st.Decision(); d.Kind != engine.Terminal {
			t.Fatalf("decision %v after seat 1's final turn, want the game over", d.Kind)
		}
		q = st.PositionOf()
		if q.Ended != "final_round" || q.Phase != 2 {
			t.Errorf("ended %q in phase %d, want final_round in phase 2", q.Ended, q.Phase)
		}
		// R01: 2 Belt & Button → 8,000; R03: 1 Biologic → 4,000.
		if want := []int{20000, 23000, 32000, 20000}; !slices.Equal(specAccounts(st), want) {
			t.Errorf("accounts %v, want %v", specAccounts(st), want)
		}
		r := st.Result()
		if r == nil {
			t.Fatal("no result")
		}
		if want := []int64{22000, 25000, 34000, 21000}; !slices.Equal(r.Scores, want) {
			t.Errorf("final scores %v, want %v (accounts + 1,000 per coin)", r.Scores, want)
		}
		if !slices.Equal(r.Winners, []int{2}) {
			t.Errorf("winners %v, want [2]", r.Winners)
		}
	})

	t.Run("phase 3 ends during the final round", func(t *testing.T) {
		p := given(t, 3, "+2000")
		specMoveContract(t, p, "R01", "hand:3")
		st := specFrom(t, p)
		specWait(t, st, "discard", 2) // seat 2 has nothing to accept or develop
		specApply(t, st, 2, "pass")
		specDrain(t, st)
		specWait(t, st, "develop", 3)
		specApply(t, st, 3, "validate R01 +2000")
		specWait(t, st, "discard", 3)
		specApply(t, st, 3, "pass")
		if d := st.Decision(); d.Kind != engine.Terminal {
			t.Fatalf("decision %v (stage %s, active %d), want the game over: seats 0 and 1 take no final turn",
				d.Kind, specStage(st), st.PositionOf().Active)
		}
		q := st.PositionOf()
		if q.Ended != "phase3" {
			t.Errorf("ended %q, want phase3", q.Ended)
		}
		if got := q.Seats[3].Account; got != 30000 {
			t.Errorf("seat 3 account %d, want 20,000 + 2,000 + 8,000 (R01)", got)
		}
		if r := st.Result(); r == nil || r.Scores[3] != 32000 {
			t.Errorf("result %+v, want seat 3 at 32,000", r)
		}
	})
}

// T20 — Final conversion and ties (spec 13.3). 3 players; the game ends at the
// end of phase 3 with nothing validated.
func TestT20FinalConversionTies(t *testing.T) {
	p := specBase(t, 3)
	p.Phase, p.TenantsUnlocked = 3, true
	for i, a := range []int{52000, 49000, 50000} {
		p.Seats[i].Account = a
	}
	specSetCoins(t, p, 2, 0, 3, 1)
	specPhaseEnd(p)
	st := specFrom(t, p)
	if d := st.Decision(); d.Kind != engine.Terminal {
		t.Fatalf("decision %v, want the game over", d.Kind)
	}
	r := st.Result()
	if r == nil {
		t.Fatal("no result")
	}
	if want := []int64{52000, 52000, 51000}; !slices.Equal(r.Scores, want) {
		t.Errorf("final %v, want %v (the black-box coins are ignored)", r.Scores, want)
	}
	if !slices.Equal(r.Winners, []int{0, 1}) || !slices.Equal(r.Places, []int{1, 1, 3}) {
		t.Errorf("winners %v, places %v; want players 1 and 2 (seats 0, 1) sharing the victory", r.Winners, r.Places)
	}
}

// T21 — The dead-card test is conservative (spec 7.4). GB sits in the display
// when action 3 starts (seat 0, phase 1).
func TestT21DeadCardConservative(t *testing.T) {
	for _, tc := range []struct {
		name string
		mall []string
		dead bool
	}{
		{"Sport supply 3, Food supply 4", []string{
			"B B B G G G", // 6 Sport (supply 3), 5 Food (supply 4)
			"B B B G G V", // no empty space touches a Sport or Food shop
			"V V V V V V",
			". . . . . .",
			". . . . . .",
			". . . S S S",
		}, false},
		// The same with all 8 Children tokens placed, so that only the shop
		// mode (a future Sport or Food tile) keeps the card alive.
		{"Sport supply 3, Food supply 4, no Children token", []string{
			"BB BB BB G G G", // 6 Sport rented by Children
			"BB BB BB GB GB V",
			"V V V V V V",
			". . . . . .",
			". . . . . .",
			". . . S S S",
		}, false},
		{"Sport and Food used up, Food all rented", []string{
			"B B B B B B", // 9 Sport (supply 0)
			"B B B GV GV GV",
			"GG GG GG GB GB GB", // 9 Food (supply 0), all rented
			"V V V V V V",
			". . . . . .",
			". . . S S S",
		}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := specBase(t, 4)
			specSetMall(t, p, tc.mall...)
			specSetDisplay(t, p, "GB", "VV", "VV", "VV")
			p.Stage, p.CleanupNext = "cleanup", "discard"
			boxed := specCount(p.AmenityBox, "GB")
			st := specFrom(t, p)
			if st.IsPlayable("GB") {
				t.Fatalf("bad given: GB has a play now")
			}
			if got := st.IsDead("GB"); got != tc.dead {
				t.Errorf("IsDead(GB) = %v, want %v", got, tc.dead)
			}
			if tc.dead {
				specFeed(t, st, "RR") // the refill
			}
			specWait(t, st, "discard", 0)
			q := st.PositionOf()
			inDisplay, inBox := slices.Contains(q.Display, "GB"), specCount(q.AmenityBox, "GB")-boxed
			if tc.dead && (inDisplay || inBox != 1) {
				t.Errorf("display %v, GB boxed %d; want GB in the box", q.Display, inBox)
			}
			if !tc.dead && (!inDisplay || inBox != 0) {
				t.Errorf("display %v, GB boxed %d; want GB kept in the display", q.Display, inBox)
			}
		})
	}
}

// T22 — Negative corruption token (spec 6.1, 6.2.B).
func TestT22NegativeToken(t *testing.T) {
	p := specBase(t, 4)
	p.Seats[0].Account = 1000
	p.Office = []string{"+4000", "-3000", "-2000"}
	specSetHand(t, p, 0, "VV")
	p.Stage = "develop"
	st := specFrom(t, p)
	sp := p.Seats[0].Special
	specApply(t, st, 0, "validate "+sp+" -3000")
	if got := st.PositionOf().Seats[0].Account; got != -2000 {
		t.Fatalf("account %d, want -2,000", got)
	}

	// The same player at the start of a later turn, lobby slot 0 at 1,000.
	for _, tc := range []struct {
		account int
		accept  bool
	}{{-2000, false}, {1000, true}} {
		t.Run(fmt.Sprintf("account %d", tc.account), func(t *testing.T) {
			q := st.PositionOf()
			q.Seats[0].Account = tc.account
			q.Active, q.Stage = 0, "start"
			q.Progress, q.DidOffer, q.DidValidate, q.Refreshed = false, false, false, false
			s := specFrom(t, q)
			if !tc.accept {
				if got := specStage(s); got == "accept" || got == "start" {
					t.Errorf("stage %q: nothing can be accepted, action 1 should be skipped", got)
				}
				if !s.PositionOf().Seats[0].Marker {
					t.Errorf("marker not placed after the forced decline")
				}
				specReject(t, s, 0, "accept "+q.Lobby[0])
				return
			}
			specWait(t, s, "accept", 0)
			specReject(t, s, 0, "accept "+q.Lobby[1]) // 2,000 > 1,000
			specApply(t, s, 0, "accept "+q.Lobby[0])
			if got := s.PositionOf().Seats[0].Account; got != 0 {
				t.Errorf("account %d after paying 1,000, want 0", got)
			}
		})
	}
}

// T23 — Markers when the pile is empty (spec 6.0, 6.1). Each seat declines
// action 1 and validates its special; after a full round the lobby is
// untouched.
func TestT23MarkersEmptyPile(t *testing.T) {
	p := specBase(t, 4)
	specSetLobby(t, p, "P01", "P02")
	specSetPile(t, p)
	p.Office = []string{"+4000", "+4000", "+3000", "+2000", "+1000"}
	boxed := slices.Clone(p.ContractBox)
	st := specFrom(t, p)
	for k, seat := range []int{0, 1, 2, 3} {
		specWait(t, st, "accept", seat)
		specApply(t, st, seat, "pass")
		if m := specMarkers(st); slices.Contains(m, true) {
			t.Fatalf("seat %d declined with an empty pile: markers %v, want none placed", seat, m)
		}
		specApply(t, st, seat, "validate "+p.Seats[seat].Special+" "+p.Office[k])
		specWait(t, st, "discard", seat)
		specApply(t, st, seat, "pass")
	}
	specWait(t, st, "accept", 0)
	q := st.PositionOf()
	// The validated specials wait in the validated areas until the phase
	// ends, so the box must be exactly as before.
	if !slices.Equal(q.Lobby, []string{"P01", "P02"}) || !specSameCards(q.ContractBox, boxed) {
		t.Errorf("lobby %v, box %v; want the lobby untouched and nothing boxed", q.Lobby, q.ContractBox)
	}
}

// specPassTurn plays a turn in which seat's only decision is action 3 and it
// takes nothing: no acceptance, no development, so no progress (13.4).
func specPassTurn(t *testing.T, st *mallworld.State, seat int) {
	t.Helper()
	specDrain(t, st)
	specWait(t, st, "discard", seat)
	specApply(t, st, seat, "pass")
	specDrain(t, st)
}

// T25 — The stall guard never ends a live game (spec 13.4). 4 players,
// standard board (Clothing B2, Food E2, Hobby B5, Sport E5).
func TestT25StallGuardLiveGame(t *testing.T) {
	p := specBase(t, 4)
	p.Phase, p.TenantsUnlocked = 3, true
	p.Office = []string{"+1000", "+2000", "-1000"}
	specSetLobby(t, p)
	specSetPile(t, p)
	specBoxSpecials(t, p) // no contract anywhere but seat 0's validated P05
	specMoveContract(t, p, "P05", "validated:0")
	specSetDisplay(t, p, "VG", "VG", "VB", "GR")
	p.Active, p.Stage = 0, "start"
	st := specFrom(t, p)

	// The round: every seat's only option is action 3; seat 0 takes VG VG.
	specWait(t, st, "discard", 0)
	specApply(t, st, 0, "take VG VG")
	specDrain(t, st)
	for _, seat := range []int{1, 2, 3} {
		specPassTurn(t, st, seat)
	}
	q := st.PositionOf()
	if d := st.Decision(); d.Kind == engine.Terminal || q.Ended != "" {
		t.Fatalf("game over (ended %q) after 4 turns without progress; want seat 0's next turn", q.Ended)
	}
	if q.Stall != 4 || q.FinalArmed {
		t.Errorf("%d turns without progress, final round armed %v; want 4 and false", q.Stall, q.FinalArmed)
	}

	// Seat 0 develops: both VG in a 2-card offer that nobody bids on, so it
	// plays them itself (a 1-card offer would leave it a VG to play next turn).
	specWait(t, st, "develop", 0)
	specApply(t, st, 0, "offer VG VG")
	specBid(t, st, map[int]int{1: 0, 2: 0, 3: 0})
	specWait(t, st, "play", 0)
	specApply(t, st, 0, "build VG G C2") // Food next to Clothing B2
	specApply(t, st, 0, "build VG V D2") // Clothing next to Food C2 and E2
	specWait(t, st, "discard", 0)
	specApply(t, st, 0, "pass")
	specDrain(t, st)
	if got := st.PositionOf().Stall; got != 0 {
		t.Errorf("%d turns without progress after seat 0's development, want 0", got)
	}

	// 12 turns in a row without progress; the 12th (seat 0's) starts the
	// final round.
	for k := 1; k <= 12; k++ {
		seat := k % 4
		specPassTurn(t, st, seat)
		q := st.PositionOf()
		if q.Ended != "" || q.FinalArmed != (k == 12) {
			t.Fatalf("after %d turns without progress: ended %q, final round armed %v; want it armed after 12 only",
				k, q.Ended, q.FinalArmed)
		}
	}
	if q := st.PositionOf(); q.FinalLeft != 4 {
		t.Errorf("final round of %d turns, want 4", q.FinalLeft)
	}

	// The final round: seats 1, 2, 3 and then the trigger seat 0.
	var order []int
	for _, seat := range []int{1, 2, 3, 0} {
		order = append(order, st.PositionOf().Active)
		specPassTurn(t, st, seat)
	}
	if !slices.Equal(order, []int{1, 2, 3, 0}) {
		t.Errorf("final round played by seats %v, want 1 2 3 0", order)
	}
	if d := st.Decision(); d.Kind != engine.Terminal {
		t.Fatalf("decision %v after seat 0's final turn, want the game over", d.Kind)
	}
	q = st.PositionOf()
	if q.Ended != "final_round" || q.Phase != 3 {
		t.Errorf("ended %q in phase %d, want final_round in phase 3", q.Ended, q.Phase)
	}
	// P05 (Clothing–Food) pays 3 pairs: B2–C2, C2–D2, D2–E2.
	if want := []int{29000, 20000, 20000, 20000}; !slices.Equal(specAccounts(st), want) {
		t.Errorf("accounts %v, want %v (seat 0: 20,000 + 3 × 3,000 for P05)", specAccounts(st), want)
	}
	if r := st.Result(); r == nil || !slices.Equal(r.Scores, []int64{34000, 25000, 25000, 25000}) {
		t.Errorf("result %+v, want scores 34,000 25,000 25,000 25,000", r)
	}
}

// T26 — The stall guard never cuts a final round (spec 13.2, 13.4). 4 players,
// full mall, lobby and pile empty; at seat 1's action 3 the count of turns
// without progress is 3 × 4 − 1 = 11.
func TestT26StallGuardFinalRound(t *testing.T) {
	given := func(t *testing.T, phase int, office ...string) *mallworld.Position {
		p := specBase(t, 4)
		p.Phase, p.TenantsUnlocked = phase, true
		specSetMall(t, p, specFullMall...)
		specSetLobby(t, p)
		specSetPile(t, p)
		specBoxSpecials(t, p)
		p.Office = office
		specSetCoins(t, p, 0, 2, 2, 2, 2)
		specSetDisplay(t, p, "VV", "VV", "GB", "RB")
		p.Active, p.Stage, p.Stall = 1, "discard", 3*4-1
		return p
	}
	// trigger plays seat 1's turn: it takes VV VV (playable: Men on an
	// unrented Clothing shop), which ends its turn without progress.
	trigger := func(t *testing.T, st *mallworld.State) {
		t.Helper()
		specWait(t, st, "discard", 1)
		specApply(t, st, 1, "take VV VV")
		specDrain(t, st)
		q := st.PositionOf()
		if q.Ended != "" || !q.FinalArmed || q.FinalLeft != 4 {
			t.Fatalf("after the trigger: ended %q, final round armed %v with %d turns; want a final round of 4 turns",
				q.Ended, q.FinalArmed, q.FinalLeft)
		}
	}

	t.Run("phase 2, no phase end", func(t *testing.T) {
		st := specFrom(t, given(t, 2, "+4000", "-1000", "+2000"))
		trigger(t, st)
		var order []int
		for _, seat := range []int{2, 3, 0} {
			order = append(order, st.PositionOf().Active)
			specPassTurn(t, st, seat)
		}
		order = append(order, st.PositionOf().Active)
		specWait(t, st, "develop", 1)
		specApply(t, st, 1, "offer VV")
		specWait(t, st, "play", 1)
		specApply(t, st, 1, "rent VV V C1")
		specWait(t, st, "discard", 1)
		specApply(t, st, 1, "pass")
		specDrain(t, st)
		if !slices.Equal(order, []int{2, 3, 0, 1}) {
			t.Errorf("final round played by seats %v, want 2 3 0 1", order)
		}
		if d := st.Decision(); d.Kind != engine.Terminal {
			t.Fatalf("decision %v after seat 1's final turn, want the game over", d.Kind)
		}
		q := st.PositionOf()
		if q.Ended != "final_round" || q.Phase != 2 {
			t.Errorf("ended %q in phase %d, want final_round in phase 2", q.Ended, q.Phase)
		}
		if got := specCell(t, q, "C1"); got != "VV" {
			t.Errorf("C1 = %q, want VV (Belt & Button, seat 1's last play)", got)
		}
	})

	t.Run("phase 3 ends during the final round", func(t *testing.T) {
		p := given(t, 3, "+2000")
		specMoveContract(t, p, "R01", "hand:3")
		st := specFrom(t, p)
		trigger(t, st)
		specPassTurn(t, st, 2) // a 13th turn without progress: not checked
		specWait(t, st, "develop", 3)
		specApply(t, st, 3, "validate R01 +2000")
		specWait(t, st, "discard", 3)
		specApply(t, st, 3, "pass")
		if d := st.Decision(); d.Kind != engine.Terminal {
			t.Fatalf("decision %v (stage %s, active %d), want the game over: seats 0 and 1 take no final turn",
				d.Kind, specStage(st), st.PositionOf().Active)
		}
		q := st.PositionOf()
		if q.Ended != "phase3" {
			t.Errorf("ended %q, want phase3", q.Ended)
		}
		if got := q.Seats[3].Account; got != 30000 {
			t.Errorf("seat 3 account %d, want 20,000 + 2,000 + 8,000 (R01)", got)
		}
	})
}
