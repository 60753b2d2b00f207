package mallworld

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
)

// checkCellSets fails if the cell sets kept with st's board differ from
// boardSets, which sorts the cells anew.
func checkCellSets(t *testing.T, st *State, where string) {
	t.Helper()
	bs := st.boardSets()
	var shops, unrented cellSet
	for c := 0; c < nColours; c++ {
		shops |= bs.shops[c]
		unrented |= bs.unrented[c]
	}
	switch {
	case st.filled != allCellSet&^bs.empty:
		t.Fatalf("%s: filled %x, board has %x", where, st.filled, allCellSet&^bs.empty)
	case st.shopsAt != bs.shops:
		t.Fatalf("%s: shopsAt %x, board has %x", where, st.shopsAt, bs.shops)
	case st.rentedAt != shops&^unrented:
		t.Fatalf("%s: rentedAt %x, board has %x", where, st.rentedAt, shops&^unrented)
	case st.tenantsOn != bs.tenants:
		t.Fatalf("%s: tenantsOn %v, board has %v", where, st.tenantsOn, bs.tenants)
	}
}

// The cell sets follow the board through random games (both boards, every
// seat count), in the views, and in states read back from their positions.
func TestCellSetsFollowBoard(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 5))
	for _, board := range []string{"standard", "random"} {
		for n := 3; n <= 5; n++ {
			for g := 0; g < 4; g++ {
				st, err := Game{}.NewState(engine.Options{"players": string(rune('0' + n)), "board": board})
				if err != nil {
					t.Fatal(err)
				}
				for step := 0; st.stage != stOver; step++ {
					if step > 5000 {
						t.Fatalf("%s board, %d seats: no end", board, n)
					}
					checkCellSets(t, st, "state")
					checkCellSets(t, st.View(step%n).(*State), "view")
					if step%25 == 0 {
						back, err := FromPosition(st.PositionOf())
						if err != nil {
							t.Fatal(err)
						}
						checkCellSets(t, back, "imported")
					}
					d := st.Decision()
					seat, moves := engine.Chance, engine.OutcomeMoves(st.ChanceOutcomes())
					if d.Kind != engine.ChanceNode {
						seat = d.Seats[rng.IntN(len(d.Seats))]
						moves = st.LegalMoves(seat)
					}
					if err := st.Apply(seat, moves[rng.IntN(len(moves))]); err != nil {
						t.Fatal(err)
					}
				}
				checkCellSets(t, st, "end")
			}
		}
	}
}

// appendOffers lists what a plain reading of its rule lists: every
// multiset of one to three cards the counts hold, in table order.
func TestAppendOffersEnumerates(t *testing.T) {
	holds := func(counts [nCardTypes]uint8, cards ...int) bool {
		var need [nCardTypes]uint8
		for _, c := range cards {
			need[c]++
			if need[c] > counts[c] {
				return false
			}
		}
		return true
	}
	rng := rand.New(rand.NewPCG(29, 6))
	for i := 0; i < 20000; i++ {
		var counts [nCardTypes]uint8
		for t := range counts {
			if rng.IntN(3) == 0 {
				counts[t] = uint8(1 + rng.IntN(4))
			}
		}
		single := rng.IntN(2) == 0
		var want []textRef
		for a := 0; a < nCardTypes; a++ {
			if single && holds(counts, a) {
				want = append(want, offerText[a][noCard][noCard])
			}
			for b := a; b < nCardTypes; b++ {
				if !holds(counts, a, b) {
					continue
				}
				want = append(want, offerText[a][b][noCard])
				for c := b; c < nCardTypes; c++ {
					if holds(counts, a, b, c) {
						want = append(want, offerText[a][b][c])
					}
				}
			}
		}
		if got := appendOffers(nil, counts, single); !slices.Equal(got, want) {
			t.Fatalf("counts %v, single %v: %d offers, want %d", counts, single, len(got), len(want))
		}
	}
}

// preparedMove knows every prepared text, and only the prepared texts
// themselves: not a copy, not a piece of one.
func TestPreparedMoveByPlace(t *testing.T) {
	prepareTexts() // made on first need
	if len(blobRefs) != len(blobMoves) || len(blobRefs) < 3000 {
		t.Fatalf("%d prepared texts, %d moves", len(blobRefs), len(blobMoves))
	}
	for i, r := range blobRefs {
		text := r.text()
		want, ok := lookupMove(text)
		if !ok || want != blobMoves[i] {
			t.Fatalf("%q: lookupMove %+v, %v; prepared %+v", text, want, ok, blobMoves[i])
		}
		if got, ok := preparedMove(text); !ok || got != want {
			t.Fatalf("preparedMove(%q) = %+v, %v; want %+v", text, got, ok, want)
		}
		if _, ok := preparedMove(strings.Clone(text)); ok {
			t.Fatalf("preparedMove takes a copy of %q", text)
		}
		if _, ok := preparedMove(text[:len(text)-1]); ok {
			t.Fatalf("preparedMove takes %q", text[:len(text)-1])
		}
		if _, ok := preparedMove(text[1:]); ok {
			t.Fatalf("preparedMove takes %q", text[1:])
		}
	}
	for _, text := range []string{"", "pass", textBlob, textBlob[1:]} {
		if _, ok := preparedMove(strings.Clone(text)); ok {
			t.Fatalf("preparedMove takes %q", text)
		}
	}
}
