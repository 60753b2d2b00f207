package mallworld_test

// Helpers for the golden tests of spec_test.go (shared/rules/mall-world.md,
// section 18). They build "Given" positions by taking a real setup and editing
// the exported Position, so that every contract and every amenity card still
// appears exactly once (FromPosition checks that).
//
// All helper names start with "spec" so they cannot clash with other test
// files of the package.

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/mallworld"
)

// specSetup starts a standard-board game with the given number of players and
// seat 0 first, and plays every setup chance step by picking the first listed
// outcome.
func specSetup(t *testing.T, players int) *mallworld.State {
	t.Helper()
	st, err := mallworld.Game{}.NewState(engine.Options{"players": strconv.Itoa(players), "first": "0"})
	if err != nil {
		t.Fatalf("NewState: %v", err)
	}
	for st.Decision().Kind == engine.ChanceNode {
		outs := st.ChanceOutcomes()
		if len(outs) == 0 {
			t.Fatalf("setup: chance node without outcomes")
		}
		specApply(t, st, engine.Chance, outs[0].Move)
	}
	return st
}

// specBase is the position of a real setup (seat 0 to move, action 1) with
// every hand emptied into the draw pile and the display set to VB GR GB RB.
// Each seat keeps the special contract it was dealt.
func specBase(t *testing.T, players int) *mallworld.Position {
	t.Helper()
	p := specSetup(t, players).PositionOf()
	for i := range p.Seats {
		specSetHand(t, p, i)
	}
	specSetDisplay(t, p, "VB", "GR", "GB", "RB")
	return p
}

// specFrom builds a state from p and fails the test if p is rejected.
func specFrom(t *testing.T, p *mallworld.Position) *mallworld.State {
	t.Helper()
	st, err := mallworld.FromPosition(p)
	if err != nil {
		t.Fatalf("FromPosition: %v", err)
	}
	return st
}

// specApply applies a move that must be legal.
func specApply(t *testing.T, st *mallworld.State, seat int, move string) {
	t.Helper()
	if err := st.Apply(seat, move); err != nil {
		t.Fatalf("%s %q: unexpected error: %v (stage %s)", engine.SeatName(seat), move, err, st.PositionOf().Stage)
	}
}

// specReject checks that a move is illegal: it is not listed among the legal
// moves, Apply returns an error, and the state hash is unchanged.
func specReject(t *testing.T, st *mallworld.State, seat int, move string) {
	t.Helper()
	if slices.Contains(st.LegalMoves(seat), move) {
		t.Errorf("%s %q: listed as legal, want illegal", engine.SeatName(seat), move)
	}
	before := st.Hash()
	if err := st.Apply(seat, move); err == nil {
		t.Fatalf("%s %q: accepted, want an error", engine.SeatName(seat), move)
	}
	if st.Hash() != before {
		t.Errorf("%s %q: rejected move changed the state hash", engine.SeatName(seat), move)
	}
}

// specLegal checks that move is listed as legal for seat.
func specLegal(t *testing.T, st *mallworld.State, seat int, move string) {
	t.Helper()
	if !slices.Contains(st.LegalMoves(seat), move) {
		t.Errorf("%s %q: not among the legal moves %v", engine.SeatName(seat), move, st.LegalMoves(seat))
	}
}

// specFeed applies chance outcomes, each of which must be pending and possible.
func specFeed(t *testing.T, st *mallworld.State, outcomes ...string) {
	t.Helper()
	for _, o := range outcomes {
		if k := st.Decision().Kind; k != engine.ChanceNode {
			t.Fatalf("chance %q: no chance event pending (decision %v, stage %s)", o, k, st.PositionOf().Stage)
		}
		specApply(t, st, engine.Chance, o)
	}
}

// specDrain resolves pending chance events by picking the first listed
// outcome; it returns the outcomes applied.
func specDrain(t *testing.T, st *mallworld.State) []string {
	t.Helper()
	var done []string
	for st.Decision().Kind == engine.ChanceNode {
		outs := st.ChanceOutcomes()
		if len(outs) == 0 {
			t.Fatalf("chance node without outcomes (stage %s)", st.PositionOf().Stage)
		}
		specApply(t, st, engine.Chance, outs[0].Move)
		done = append(done, outs[0].Move)
	}
	return done
}

// specWait checks that the state waits for seat to make a turn move in stage.
func specWait(t *testing.T, st *mallworld.State, stage string, seat int) {
	t.Helper()
	d := st.Decision()
	got := st.PositionOf().Stage
	if d.Kind != engine.Turn || len(d.Seats) != 1 || d.Seats[0] != seat || got != stage {
		t.Fatalf("want a turn of seat %d in stage %q, got decision %v %v in stage %q", seat, stage, d.Kind, d.Seats, got)
	}
}

// specStage is the current stage name.
func specStage(st *mallworld.State) string { return st.PositionOf().Stage }

// --- amenity cards ---

// specTake removes one card of type code from a list; false if none.
func specTake(list *[]string, code string) bool {
	i := slices.Index(*list, code)
	if i < 0 {
		return false
	}
	*list = slices.Delete(*list, i, i+1)
	return true
}

// specPull removes one card of type code from the draw pile, else the discard
// pile, the box, the display, and last any hand, so it can be put elsewhere.
func specPull(t *testing.T, p *mallworld.Position, code string) {
	t.Helper()
	for _, l := range []*[]string{&p.Draw, &p.Discard, &p.AmenityBox, &p.Display} {
		if specTake(l, code) {
			return
		}
	}
	for i := range p.Seats {
		if specTake(&p.Seats[i].Hand, code) {
			return
		}
	}
	t.Fatalf("no %s card is left anywhere to move", code)
}

// specSetHand replaces seat's amenity cards: the old ones go to the draw pile,
// the new ones are pulled from wherever they are (see specPull).
func specSetHand(t *testing.T, p *mallworld.Position, seat int, cards ...string) {
	t.Helper()
	p.Draw = append(p.Draw, p.Seats[seat].Hand...)
	p.Seats[seat].Hand = []string{}
	for _, c := range cards {
		specPull(t, p, c)
		p.Seats[seat].Hand = append(p.Seats[seat].Hand, c)
	}
}

// specSetDisplay replaces the display (the old cards go to the draw pile).
func specSetDisplay(t *testing.T, p *mallworld.Position, cards ...string) {
	t.Helper()
	p.Draw = append(p.Draw, p.Display...)
	p.Display = []string{}
	for _, c := range cards {
		specPull(t, p, c)
		p.Display = append(p.Display, c)
	}
}

// specCount counts occurrences of x in list.
func specCount(list []string, x string) int {
	n := 0
	for _, y := range list {
		if y == x {
			n++
		}
	}
	return n
}

// specSameCards compares two card lists as multisets.
func specSameCards(a, b []string) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// --- contracts ---

func specPoolOf(p *mallworld.Position, id string) (*[]string, *int) {
	switch id[0] {
	case 'P':
		return &p.PlacementPool, &p.PlacementsLeft
	case 'R':
		return &p.RentalPool, &p.RentalsLeft
	}
	return &p.SpecialPool, nil
}

// specRemoveContract takes contract id out of wherever it is.
func specRemoveContract(t *testing.T, p *mallworld.Position, id string) {
	t.Helper()
	pool, left := specPoolOf(p, id)
	if specTake(pool, id) {
		if left != nil && *left > len(*pool) {
			*left = len(*pool)
		}
		return
	}
	for _, l := range []*[]string{&p.Lobby, &p.ContractBox} {
		if specTake(l, id) {
			return
		}
	}
	for i := range p.Seats {
		q := &p.Seats[i]
		if specTake(&q.Contracts, id) || specTake(&q.Validated, id) {
			return
		}
		if q.Special == id {
			q.Special = ""
			return
		}
	}
	t.Fatalf("contract %s is nowhere in the position", id)
}

// specMoveContract moves contract id from wherever it is to dest: "box",
// "lobby" (appended, i.e. the most expensive occupied slot), "pile" (its
// kind's pool; the pile grows by one), "hand:N", "validated:N" or "special:N".
func specMoveContract(t *testing.T, p *mallworld.Position, id, dest string) {
	t.Helper()
	specRemoveContract(t, p, id)
	where, arg, _ := strings.Cut(dest, ":")
	seat := -1
	if arg != "" {
		n, err := strconv.Atoi(arg)
		if err != nil || n < 0 || n >= len(p.Seats) {
			t.Fatalf("bad destination %q", dest)
		}
		seat = n
	}
	switch where {
	case "box":
		p.ContractBox = append(p.ContractBox, id)
	case "lobby":
		p.Lobby = append(p.Lobby, id)
	case "pile":
		pool, left := specPoolOf(p, id)
		*pool = append(*pool, id)
		if left != nil {
			*left++
		}
	case "hand":
		p.Seats[seat].Contracts = append(p.Seats[seat].Contracts, id)
	case "validated":
		p.Seats[seat].Validated = append(p.Seats[seat].Validated, id)
	case "special":
		if old := p.Seats[seat].Special; old != "" {
			p.Seats[seat].Special = ""
			p.ContractBox = append(p.ContractBox, old)
		}
		p.Seats[seat].Special = id
	default:
		t.Fatalf("bad destination %q", dest)
	}
}

// specSetLobby makes the lobby exactly ids (index 0 = 1,000 slot). Cards that
// leave the lobby go back to the contract pile.
func specSetLobby(t *testing.T, p *mallworld.Position, ids ...string) {
	t.Helper()
	for _, old := range slices.Clone(p.Lobby) {
		if !slices.Contains(ids, old) {
			specMoveContract(t, p, old, "pile")
		}
	}
	for _, id := range ids {
		specRemoveContract(t, p, id)
	}
	p.Lobby = append(p.Lobby, ids...)
}

// specSetPile makes the contract pile hold exactly ids (placements above
// rentals; the draw order is chosen by the chance outcomes a test feeds).
// Every other card of the pile goes to the box.
func specSetPile(t *testing.T, p *mallworld.Position, ids ...string) {
	t.Helper()
	for _, old := range slices.Concat(p.PlacementPool, p.RentalPool) {
		if !slices.Contains(ids, old) {
			specMoveContract(t, p, old, "box")
		}
	}
	for _, id := range ids {
		if pool, _ := specPoolOf(p, id); !slices.Contains(*pool, id) {
			specMoveContract(t, p, id, "pile")
		}
	}
	p.PlacementsLeft, p.RentalsLeft = len(p.PlacementPool), len(p.RentalPool)
}

// specPileSize is the number of contract cards in the pile.
func specPileSize(p *mallworld.Position) int { return p.PlacementsLeft + p.RentalsLeft }

// specBoxSpecials puts every special contract still held or undealt in the box.
func specBoxSpecials(t *testing.T, p *mallworld.Position) {
	t.Helper()
	for i := range p.Seats {
		if sp := p.Seats[i].Special; sp != "" {
			specMoveContract(t, p, sp, "box")
		}
	}
	for _, sp := range slices.Clone(p.SpecialPool) {
		specMoveContract(t, p, sp, "box")
	}
}

// --- other holdings ---

// specSetCoins sets the black box and every seat's coins.
func specSetCoins(t *testing.T, p *mallworld.Position, blackBox int, coins ...int) {
	t.Helper()
	if len(coins) != len(p.Seats) {
		t.Fatalf("%d coin counts for %d seats", len(coins), len(p.Seats))
	}
	p.BlackBox = blackBox
	for i, c := range coins {
		p.Seats[i].Coins = c
	}
}

// specCoins returns the black box and every seat's coins.
func specCoins(st *mallworld.State) (blackBox int, coins []int) {
	p := st.PositionOf()
	for _, s := range p.Seats {
		coins = append(coins, s.Coins)
	}
	return p.BlackBox, coins
}

// specAccounts returns every seat's bank account.
func specAccounts(st *mallworld.State) []int {
	var out []int
	for _, s := range st.PositionOf().Seats {
		out = append(out, s.Account)
	}
	return out
}

// specMarkers returns every seat's "lobby marker in the lobby" flag.
func specMarkers(st *mallworld.State) []bool {
	var out []bool
	for _, s := range st.PositionOf().Seats {
		out = append(out, s.Marker)
	}
	return out
}

// --- the mall ---

// specSetMall sets the mall from 6 rows (row 1 first), each 6 cells A→F.
func specSetMall(t *testing.T, p *mallworld.Position, rows ...string) {
	t.Helper()
	if len(rows) != 6 {
		t.Fatalf("%d mall rows, want 6", len(rows))
	}
	p.Mall = slices.Clone(rows)
}

// specCell returns the content of a space ("C4") in a position.
func specCell(t *testing.T, p *mallworld.Position, name string) string {
	t.Helper()
	col, row := int(name[0]-'A'), int(name[1]-'1')
	cells := strings.Fields(p.Mall[row])
	if len(cells) != 6 || col < 0 || col >= 6 {
		t.Fatalf("bad space %q or mall row %q", name, p.Mall[row])
	}
	return cells[col]
}

// specShops counts shop tiles of a colour on the mall; specTenants counts
// tenant tokens of a colour. Supplies are 9 minus shops and 8 minus tenants.
func specShops(p *mallworld.Position, colour byte) int {
	n := 0
	for _, row := range p.Mall {
		for _, c := range strings.Fields(row) {
			if c != "." && c != "S" && c != "L" && c[0] == colour {
				n++
			}
		}
	}
	return n
}

func specTenants(p *mallworld.Position, colour byte) int {
	n := 0
	for _, row := range p.Mall {
		for _, c := range strings.Fields(row) {
			if len(c) == 2 && c[1] == colour {
				n++
			}
		}
	}
	return n
}

// specHandSize counts a seat's amenity cards and contract cards (not the special).
func specHandSize(p *mallworld.Position, seat int) int {
	return len(p.Seats[seat].Hand) + len(p.Seats[seat].Contracts)
}
