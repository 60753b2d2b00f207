package mallornothing

// White-box tests of the search evaluation's features and of
// SearchEvaluate's count of the cards to come.

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
)

// featureGrid lays rows of square codes on a grid, as ScoreGrid does.
func featureGrid(t *testing.T, rows ...string) *grid {
	t.Helper()
	var g grid
	w := len(strings.Fields(rows[0]))
	g.w, g.h = w+2, len(rows)+2
	for y, row := range rows {
		for x, c := range strings.Fields(row) {
			q, ok := parseSquare(c)
			if !ok {
				t.Fatalf("square %q", c)
			}
			g.sq[(y+1)*g.w+x+1] = q
		}
	}
	return &g
}

func TestEvalFeatures(t *testing.T) {
	cases := []struct {
		name string
		rows []string
		want map[int]float64 // features not listed are 0
	}{
		{
			// The scored hallway is the top-left pair; the lone H at the
			// right is unused. D and R touch the pair, C, B and the
			// service do not.
			name: "largest hallway",
			rows: []string{
				"H H D .",
				". R . H",
				"C B S:ATM .",
			},
			want: map[int]float64{
				fBias: 1, fHallway: 2, fUnused: 1, fSecond: 1, fRestaurant: 1,
				fFrontier: 8, // 6 border cells and 2 inside, all empty
				fEligD:    1, fEligR: 1, fOtherC: 1, fOtherB: 1, fOtherS: 1,
				fWidth: 4, fHeight: 3, fHoles: 4,
			},
		},
		{
			// Two lone hallways: the right one scores more (its clothing
			// store), so it is the scored one, as in scoring.
			name: "tie",
			rows: []string{
				"H . . H",
				"R . . C",
			},
			want: map[int]float64{
				fBias: 1, fHallway: 1, fUnused: 1, fSecond: 1, fClothing: 2,
				fFrontier: 7, fEligC: 1, fOtherR: 1,
				fWidth: 4, fHeight: 2, fHoles: 4,
			},
		},
		{
			name: "no hallway",
			rows: []string{"E:Star D"},
			want: map[int]float64{fBias: 1, fOtherE: 1, fOtherD: 1, fWidth: 2, fHeight: 1},
		},
	}
	for _, c := range cases {
		g := featureGrid(t, c.rows...)
		var m mall // no card: no visible number
		var comp [gridCells]int16
		sc, scored, second := g.scoreComp(nil, &comp)
		if sc != g.score() {
			t.Errorf("%s: scoreComp scores %v, score %v", c.name, sc, g.score())
		}
		f := m.evalFeatures(g, sc, &comp, scored, second)
		for i := range f {
			if f[i] != c.want[i] {
				t.Errorf("%s: feature %d is %g, want %g", c.name, i, f[i], c.want[i])
			}
		}
	}
}

// TestEvalFeaturesNumbers: the visible numbers of a real mall.
func TestEvalFeaturesNumbers(t *testing.T) {
	st, _ := Game{}.NewState(nil)
	for _, m := range []string{"start 9 10", "card 5", "card 7"} {
		if err := st.Apply(engine.Chance, m); err != nil {
			t.Fatal(err)
		}
	}
	// Card 5 goes under card 9 (which shows its number), covering none of
	// 9's number corners: both numbers stay visible.
	if err := st.Apply(0, "place 5 at 0,2 r0"); err != nil {
		t.Fatal(err)
	}
	m := st.committedMall(0)
	var g grid
	m.board(&g, nil)
	var comp [gridCells]int16
	sc, scored, second := g.scoreComp(nil, &comp)
	f := m.evalFeatures(&g, sc, &comp, scored, second)
	if f[fNumbers] != 2 || f[fNumberSum] != 14.0/nCards {
		t.Errorf("numbers %g, sum %g; want 2 and %g", f[fNumbers], f[fNumberSum], 14.0/nCards)
	}
}

// TestSearchEvaluateCardsToCome: a seat's search evaluation counts the
// cards still to come to its mall, so it does not change when the round it
// committed to resolves; at the end it is the final score, and a seat out
// of range is 0.
func TestSearchEvaluateCardsToCome(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for game := 0; game < 50; game++ {
		st, _ := Game{}.NewState(nil)
		for st.Decision().Kind != engine.Terminal {
			d := st.Decision()
			if d.Kind == engine.ChanceNode {
				outs := st.ChanceOutcomes()
				if err := st.Apply(engine.Chance, outs[rng.IntN(len(outs))].Move); err != nil {
					t.Fatal(err)
				}
				continue
			}
			seat := d.Seats[0]
			legal := st.LegalMoves(seat)
			if err := st.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			if len(d.Seats) == 2 {
				// seat has committed; the other seat's move resolves the round
				before := st.SearchEvaluate(seat)
				other := d.Seats[1]
				legal := st.LegalMoves(other)
				if err := st.Apply(other, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
				if after := st.SearchEvaluate(seat); after != before {
					t.Fatalf("game %d round %d: seat %d evaluates %g committed, %g resolved", game, st.Round(), seat, before, after)
				}
			}
		}
		for seat := 0; seat < nSeats; seat++ {
			if v, sc := st.SearchEvaluate(seat), st.ScoreOf(seat).Total; v != float64(sc) {
				t.Fatalf("game %d over: seat %d evaluates %g, scores %d", game, seat, v, sc)
			}
		}
		if st.SearchEvaluate(-1) != 0 || st.SearchEvaluate(nSeats) != 0 {
			t.Fatal("a seat out of range evaluates to nonzero")
		}
	}
}
