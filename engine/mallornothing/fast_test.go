package mallornothing

// White-box tests of the compact paths: the move-text tables, the
// allocation-free parser and the all-candidates legality pass agree with
// the plain code they stand in for.

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
)

// effsByCell is effs the long way: a corner is visible when no card
// covering it is recorded above the card.
func (m *mall) effsByCell() [maxMall]uint8 {
	var eff [maxMall]uint8
	covering := func(x, y int) uint16 {
		var mask uint16
		for k := 0; k < int(m.n); k++ {
			if m.covers(k, x, y) {
				mask |= 1 << k
			}
		}
		return mask
	}
	for k := 0; k < int(m.n); k++ {
		c := m.cards[k]
		x, y := int(c.x), int(c.y)
		if covering(x, y)&m.above[k] == 0 || covering(x+cardCols-1, y+cardRows-1)&m.above[k] == 0 {
			eff[k] = c.num
		}
	}
	return eff
}

func TestCompactPathsAgree(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 50
	}
	for g := 0; g < games; g++ {
		rng := rand.New(rand.NewPCG(uint64(g), 0xFA57))
		st, _ := Game{}.NewState(nil)
		for st.phase != phOver {
			for seat := 0; seat < nSeats; seat++ {
				m := &st.malls[seat]
				if got, want := m.effs(), m.effsByCell(); got != want {
					t.Fatalf("game %d seat %d: effs %v, want %v", g, seat, got, want)
				}
				if got, want := m.layers(), m.computeLayers(); got != want {
					t.Fatalf("game %d seat %d: kept layers %v, want %v", g, seat, got, want)
				}
				for n := uint8(1); n <= nCards; n++ {
					var buf [maxCandidates]anchor
					ly := m.layers()
					got, want := m.legalAnchors(n, buf[:0]), m.classifyAnchors(n, &ly, nil)
					if len(got) != len(want) {
						t.Fatalf("game %d seat %d card %d: %d anchors, want %d", g, seat, n, len(got), len(want))
					}
					for i := range got {
						if got[i] != want[i] {
							t.Fatalf("game %d seat %d card %d: anchor %d is %v, want %v", g, seat, n, i, got[i], want[i])
						}
					}
				}
			}
			var moves []string
			seat := engine.Chance
			if d := st.Decision(); d.Kind == engine.Simultaneous {
				seat = d.Seats[rng.IntN(len(d.Seats))]
			}
			moves = st.LegalMoves(seat)
			if seat != engine.Chance {
				if all := st.malls[seat].placeTexts(st.drawn[seat]); !slices.Equal(moves, all) {
					t.Fatalf("game %d: LegalMoves %v, anchor by anchor %v", g, moves, all)
				}
			}
			for i, mv := range moves {
				if seat != engine.Chance {
					if mv != st.legalMoves(seat)[i].String() {
						t.Fatalf("game %d: move %d is %q, want %q", g, i, mv, st.legalMoves(seat)[i].String())
					}
					checkParse(t, mv)
				}
			}
			if err := st.Apply(seat, moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// checkParse: parseCanonical takes exactly the seat moves ParseMove takes,
// as the same move.
func checkParse(t *testing.T, text string) {
	t.Helper()
	want, err := ParseMove(text)
	got, ok := parseCanonical(text)
	if ok != (err == nil && !want.Kind.Chance()) || ok && got != want {
		t.Fatalf("parseCanonical(%q) = %+v, %v; ParseMove gives %+v, %v", text, got, ok, want, err)
	}
}

func TestParseCanonical(t *testing.T) {
	for _, text := range []string{
		"place 7 at 2,-1 r180", "place 7 at 2,-1 r0", "place 18 at -99,99 r0", "discard 7", "discard 18",
		"place 7 at 2,-1 r90", "place 7 at 2,-1", "place 7 at 2,-1 r0 ", "place 7  at 2,-1 r0", "place 07 at 2,-1 r0",
		"place 7 at +2,-1 r0", "place 7 at -0,1 r0", "place 7 at 100,1 r0", "place 7 at 1,-100 r0", "place 19 at 0,0 r0",
		"place 0 at 0,0 r0", "place 7 on 0,0 r0", "place 7 at 0;0 r0", "place 7 at 0,0,0 r0", "place 7 at 0 r0",
		"discard", "discard ", "discard 0", "discard 19", "discard 7 7", "discard -7", "discard 07", "", "place",
		"place 7 at 00,0 r0", "place 7 at 0,00 r0", "place 7 at 12345,0 r0", "card 7", "place 7 at ,0 r0", "place 7 at 0, r0",
	} {
		checkParse(t, text)
	}
	// Every text of the tables and around their edges.
	for n := uint8(1); n <= nCards; n++ {
		tab := cardTexts(n)
		for ay := textMinY - 2; ay <= textMaxY+2; ay++ {
			for ax := textMinX - 2; ax <= textMaxX+2; ax++ {
				for _, rot := range []bool{false, true} {
					text := tab.text(n, ax, ay, rot)
					want := Move{Kind: MovePlace, Card: int(n), X: ax, Y: ay, Rot: rotDeg(rot)}.String()
					if text != want {
						t.Fatalf("table text %q, want %q", text, want)
					}
					checkParse(t, text)
				}
			}
		}
		if want := (Move{Kind: MoveDiscard, Card: int(n)}).String(); discardTexts[n] != want {
			t.Fatalf("discard text %q, want %q", discardTexts[n], want)
		}
		checkParse(t, discardTexts[n])
		if drawnCard(drawTexts[n]) != int(n) || drawTexts[n] != "card "+strings.TrimPrefix(discardTexts[n], "discard ") {
			t.Fatalf("draw text %q", drawTexts[n])
		}
	}
}

func TestDrawnCard(t *testing.T) {
	for _, text := range []string{"card 07", "card 0", "card 19", "card", "card ", "card -1", "card 1 ", " card 1", "cards 1", "start 9 10"} {
		if n := drawnCard(text); n != 0 {
			t.Errorf("drawnCard(%q) = %d, want 0", text, n)
		}
	}
}

func FuzzParseCanonical(f *testing.F) {
	for _, s := range []string{"place 7 at 2,-1 r180", "discard 7", "place 18 at -99,99 r0", "place 7 at 2,-1 r0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) { checkParse(t, text) })
}
