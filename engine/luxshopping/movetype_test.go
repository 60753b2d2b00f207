package luxshopping

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/enginetest"
)

// TestMoveTextsRoundTrip: at 1,000 random positions of each seat count,
// every legal move of the acting seat and every chance outcome parses with
// ParseMove and is written back the same by String. Every kind of move and
// outcome is among them.
func TestMoveTextsRoundTrip(t *testing.T) {
	kinds := map[MoveKind]int{}
	parse := func(text string) (Move, error) {
		m, err := ParseMove(text)
		kinds[m.Kind]++
		return m, err
	}
	for players := minSeat; players <= maxSeat; players++ {
		opts := engine.Options{"players": strconv.Itoa(players)}
		newState := func() (engine.State, error) { return Game{}.New(opts) }
		rng := rand.New(rand.NewPCG(uint64(players), 25))
		n, err := enginetest.CheckMoveTexts(newState, parse, true, 1000, rng)
		if err != nil {
			t.Fatalf("players=%d: %v", players, err)
		}
		t.Logf("players=%d: %d move and outcome texts checked", players, n)
		if n < 2000 {
			t.Errorf("players=%d: only %d texts checked", players, n)
		}
	}
	t.Logf("texts by kind: %v", kinds)
	for k := MoveRoll; k <= OutcomeFree; k++ {
		if kinds[k] == 0 {
			t.Errorf("no move or outcome of kind %d (%s) was checked", k, moveWords[k])
		}
	}
}

// TestParseMoveKinds: hand-written texts of every kind read into the
// fields the kind uses, and back.
func TestParseMoveKinds(t *testing.T) {
	for _, c := range []struct {
		text string
		want Move
	}{
		{"roll", Move{Kind: MoveRoll}},
		{"buy", Move{Kind: MoveBuy}},
		{"pass", Move{Kind: MovePass}},
		{"pay", Move{Kind: MovePay}},
		{"gallery 4 25", Move{Kind: MoveGallery, Partners: [2]int{4, 25}}},
		{"gallery 55 56", Move{Kind: MoveGallery, Partners: [2]int{55, 56}}},
		{"merge 12", Move{Kind: MoveMerge, Gallery: 12}},
		{"sign 30", Move{Kind: MoveSign, Shop: 30}},
		{"unsign 1", Move{Kind: MoveUnsign, Shop: 1}},
		{"sell 56", Move{Kind: MoveSell, Shop: 56}},
		{"deal 17", Move{Kind: OutcomeDeal, Shop: 17}},
		{"free 9", Move{Kind: OutcomeFree, Shop: 9}},
		{"first 6", Move{Kind: OutcomeFirst, Roll: 6}},
		{"dice 2 5", Move{Kind: OutcomeDice, Dice: [2]int{2, 5}}},
		{"dice 3 3", Move{Kind: OutcomeDice, Dice: [2]int{3, 3}}},
		{"card 72", Move{Kind: OutcomeCard, Card: 72}},
		{"red 20", Move{Kind: OutcomeRed, Card: 20}},
	} {
		got, err := ParseMove(c.text)
		if err != nil || got != c.want {
			t.Errorf("ParseMove(%q) = %+v, %v; want %+v", c.text, got, err, c.want)
		}
		if s := c.want.String(); s != c.text {
			t.Errorf("%+v.String() = %q, want %q", c.want, s, c.text)
		}
	}
}

// TestParseMoveRefuses: texts that are not moves, each refused with an
// error that names the word and what is wrong.
func TestParseMoveRefuses(t *testing.T) {
	for _, p := range enginetest.CheckRefused(ParseMove, map[string][]string{
		"":                      {"empty move"},
		"roll ":                 {"word 2", "empty word"},
		"sign  3":               {"word 2", "empty word"},
		"Roll":                  {"word 1", `"Roll"`, "unknown move"},
		"fly to the moon":       {"word 1", "unknown move"},
		"roll 2":                {"want 'roll'", "got 2"},
		"sign":                  {"want 'sign K'", "got 1"},
		"sign 0":                {"word 2", `"0"`, "from 1 to 56"},
		"sign 57":               {"word 2", "from 1 to 56"},
		"sign 07":               {"word 2", "leading zero"},
		"sign +7":               {"word 2", "without sign"},
		"sell x":                {"word 2", "a shop"},
		"merge 0":               {"word 2", "gallery's smallest shop"},
		"gallery 4":             {"want 'gallery A B'", "got 2"},
		"gallery 25 4":          {"word 3", "increasing order"},
		"gallery 4 4":           {"word 3", "increasing order"},
		"gallery 4 57":          {"word 3", "from 1 to 56"},
		"card 73":               {"word 2", "correspondence card", "1 to 72"},
		"red 21":                {"word 2", "Red Button card", "1 to 20"},
		"dice 5 2":              {"word 3", "smaller first"},
		"dice 0 2":              {"word 2", "a die", "1 to 6"},
		"dice 2 7":              {"word 3", "1 to 6"},
		"first 7":               {"word 2", "1 to 6"},
		"deal 1 2":              {"want 'deal K'", "got 3"},
		strings.Repeat("x", 40): {"too long"},
	}) {
		t.Error(p)
	}
}

// sameAsInternal reports whether m is what the engine's own reader, mv,
// reads from the same text.
func sameAsInternal(m Move, v mv) bool {
	if mvOp(m.Kind) != v.op {
		return false
	}
	a, b := 0, 0
	switch m.Kind {
	case MoveGallery:
		a, b = m.Partners[0], m.Partners[1]
	case MoveMerge:
		a = m.Gallery
	case MoveSign, MoveUnsign, MoveSell, OutcomeDeal, OutcomeFree:
		a = m.Shop
	case OutcomeCard, OutcomeRed:
		a = m.Card
	case OutcomeDice:
		a, b = m.Dice[0], m.Dice[1]
	case OutcomeFirst:
		a = m.Roll
	}
	return v.a == a && v.b == b
}

// TestParseMoveAgreesWithEngine: ParseMove accepts exactly the texts the
// engine's reader (parseMove, which Apply uses) accepts, and reads them
// the same: every text of the tables, and every word with every pair of
// arguments from a list of awkward ones.
func TestParseMoveAgreesWithEngine(t *testing.T) {
	words := []string{"roll", "buy", "pass", "pay", "sign", "unsign", "sell", "merge", "deal", "free", "card", "red",
		"first", "gallery", "dice", "Roll", "x", ""}
	args := []string{"", " ", "0", "00", "01", "1", "2", "6", "7", "9", "10", "20", "21", "56", "57", "72", "73",
		"99", "100", "+1", "-1", "1 ", " 1", "1  2", "a"}
	accepted := 0
	for _, w := range words {
		for _, a := range args {
			for _, b := range append(args, "none") {
				text := w
				if a != "" || b != "none" {
					text += " " + a
				}
				if b != "none" {
					text += " " + b
				}
				m, err := ParseMove(text)
				v := parseMove(text)
				if (err == nil) != (v.op != mvBad) || err == nil && !sameAsInternal(m, v) {
					t.Errorf("ParseMove(%q) = %+v, %v; the engine reads %+v", text, m, err, v)
				}
				if err == nil {
					accepted++
				}
			}
		}
	}
	if accepted < 100 {
		t.Errorf("only %d texts accepted", accepted)
	}
}

// FuzzParseMove: ParseMove never panics, a text it accepts is written back
// the same, and it agrees with the engine's reader.
func FuzzParseMove(f *testing.F) {
	st, err := Game{}.NewState(engine.Options{"players": "4"})
	if err != nil {
		f.Fatal(err)
	}
	texts, err := enginetest.LegalTexts(st, 600, rand.New(rand.NewPCG(7, 7)))
	if err != nil {
		f.Fatal(err)
	}
	for _, text := range texts {
		f.Add(text)
	}
	for _, text := range []string{"", "roll ", "sign 07", "gallery 9 3", "dice 6 1", "card 0", "red 99", "pay 1"} {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(text)
		v := parseMove(text)
		if err != nil {
			if m != (Move{}) || v.op != mvBad {
				t.Fatalf("ParseMove(%q) failed (%v) with %+v; the engine reads %+v", text, err, m, v)
			}
			return
		}
		if back := m.String(); back != text {
			t.Fatalf("ParseMove(%q).String() = %q", text, back)
		}
		if !sameAsInternal(m, v) {
			t.Fatalf("ParseMove(%q) = %+v; the engine reads %+v", text, m, v)
		}
	})
}

// TestApplyRefusal: a seat's move that is not legal now is refused with an
// engine.Refusal whose English is the error's, the legal moves listed; the
// state is unchanged.
func TestApplyRefusal(t *testing.T) {
	st, err := Game{}.NewState(engine.Options{"players": "3"})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 6))
	refused := 0
	for step := 0; step < 2000 && st.Decision().Kind != engine.Terminal; step++ {
		d := st.Decision()
		seat := engine.Chance
		if d.Kind != engine.ChanceNode {
			seat = d.Seats[0]
			legal := st.LegalMoves(seat)
			for _, text := range []string{"buy", "pay", "sign 3", "gallery 1 2", "roll"} {
				if slices.Contains(legal, text) {
					continue
				}
				hash := st.Hash()
				err := st.Apply(seat, text)
				why, ok := engine.RefusalOf(err)
				if !ok {
					t.Fatalf("step %d: %q refused with %v, not a refusal", step, text, err)
				}
				want := "move " + strconv.Quote(text) + " is not legal now (" + engine.SeatName(seat) + " may play: " + strings.Join(legal, ", ") + ")"
				if err.Error() != want || why.String() != want {
					t.Fatalf("step %d: %q, want %q", step, err, want)
				}
				if st.Hash() != hash {
					t.Fatalf("step %d: a refused move changed the state", step)
				}
				refused++
			}
		}
		moves := st.LegalMoves(seat)
		if err := st.Apply(seat, moves[rng.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
	if refused < 100 {
		t.Errorf("only %d moves refused", refused)
	}
}
