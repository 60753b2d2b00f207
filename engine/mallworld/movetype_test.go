package mallworld

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/enginetest"
)

// TestMoveTextsRoundTrip: at 1,000 random positions of each seat count
// and board, every legal move of every acting seat and every chance
// outcome parses with ParseMove and is written back the same by String.
// Every kind of move and outcome is among them.
func TestMoveTextsRoundTrip(t *testing.T) {
	kinds := map[MoveKind]int{}
	parse := func(text string) (Move, error) {
		m, err := ParseMove(text)
		kinds[m.Kind]++
		return m, err
	}
	for _, players := range []string{"3", "4", "5"} {
		for _, board := range []string{"standard", "random"} {
			opts := engine.Options{"players": players, "board": board}
			newState := func() (engine.State, error) { return Game{}.New(opts) }
			rng := rand.New(rand.NewPCG(uint64(len(board)), uint64(players[0])))
			n, err := enginetest.CheckMoveTexts(newState, parse, true, 1000, rng)
			if err != nil {
				t.Fatalf("players=%s board=%s: %v", players, board, err)
			}
			t.Logf("players=%s board=%s: %d move and outcome texts checked", players, board, n)
			if n < 5000 {
				t.Errorf("players=%s board=%s: only %d texts checked", players, board, n)
			}
		}
	}
	t.Logf("texts by kind: %v", kinds)
	for k := MovePass; k <= MoveTake; k++ {
		if kinds[k] == 0 {
			t.Errorf("no move of kind %d (%s) was checked", k, Move{Kind: k})
		}
	}
	for k := OutcomeRoom; k <= OutcomeFirst; k++ {
		if kinds[k] == 0 {
			t.Errorf("no chance outcome of kind %d was checked", k)
		}
	}
}

// TestParseMoveKinds: hand-written texts of every kind read into the
// fields the kind uses.
func TestParseMoveKinds(t *testing.T) {
	for _, c := range []struct {
		text string
		want Move
	}{
		{"pass", Move{Kind: MovePass}},
		{"refresh", Move{Kind: MoveRefresh}},
		{"accept P06", Move{Kind: MoveAccept, Contract: "P06"}},
		{"validate S03 -1000", Move{Kind: MoveValidate, Contract: "S03", Token: -1000}},
		{"validate R12 +4000", Move{Kind: MoveValidate, Contract: "R12", Token: 4000}},
		{"bid 0", Move{Kind: MoveBid}},
		{"bid 100", Move{Kind: MoveBid, Coins: 100}},
		{"build VG V C4", Move{Kind: MoveBuild, Card: "VG", Colour: V, Cell: "C4"}},
		{"rent RB B F6", Move{Kind: MoveRent, Card: "RB", Colour: B, Cell: "F6"}},
		{"discard GB", Move{Kind: MoveDiscard, Card: "GB"}},
		{"trash VV", Move{Kind: MoveTrash, Card: "VV"}},
		{"offer VG", Move{Kind: MoveOffer, Cards: []string{"VG"}}},
		{"offer GG GG RB", Move{Kind: MoveOffer, Cards: []string{"GG", "GG", "RB"}}},
		{"take VB RR", Move{Kind: MoveTake, Cards: []string{"RR", "VB"}}}, // refused below: not in table order
		{"take RR VB", Move{Kind: MoveTake, Cards: []string{"RR", "VB"}}},
		{"D6-F6", Move{Kind: OutcomeRoom, Cell: "D6", Last: "F6"}},
		{"A1-A3", Move{Kind: OutcomeRoom, Cell: "A1", Last: "A3"}},
		{"B2", Move{Kind: OutcomeShop, Cell: "B2"}},
		{"BB", Move{Kind: OutcomeCard, Card: "BB"}},
		{"S06", Move{Kind: OutcomeContract, Contract: "S06"}},
		{"-3000", Move{Kind: OutcomeToken, Token: -3000}},
		{"first 4", Move{Kind: OutcomeFirst, Seat: 4}},
	} {
		got, err := ParseMove(c.text)
		if c.text == "take VB RR" {
			if err == nil {
				t.Errorf("ParseMove(%q) = %+v; want an error (table order)", c.text, got)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseMove(%q): %v", c.text, err)
			continue
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("ParseMove(%q) = %+v, want %+v", c.text, got, c.want)
		}
		if s := got.String(); s != c.text {
			t.Errorf("ParseMove(%q).String() = %q", c.text, s)
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
		"pass ":                 {"word 2", "empty word"},
		" pass":                 {"word 1", "empty word"},
		"bid  3":                {"word 2", "empty word"},
		"Pass":                  {"word 1", `"Pass"`, "unknown move"},
		"fly to the moon":       {"word 1", `"fly"`, "unknown move"},
		"pass now":              {"want 'pass'", "got 2"},
		"accept":                {"want 'accept CONTRACT'"},
		"accept P11":            {"word 2", `"P11"`, "unknown contract"},
		"accept p06":            {"word 2", "unknown contract"},
		"validate P06":          {"want 'validate CONTRACT TOKEN'"},
		"validate P06 4000":     {"word 3", `"4000"`, "corruption token"},
		"validate X06 +4000":    {"word 2", "unknown contract"},
		"bid 07":                {"word 2", `"07"`, "whole number"},
		"bid -1":                {"word 2", "whole number"},
		"bid 101":               {"word 2", "from 0 to 100"},
		"bid +3":                {"word 2", "whole number"},
		"build GV V C4":         {"word 2", `"GV"`, "unknown amenity card"},
		"build VG X C4":         {"word 3", `"X"`, "unknown colour"},
		"build VG V G4":         {"word 4", `"G4"`, "unknown space"},
		"build VG V A7":         {"word 4", "unknown space"},
		"build VG V":            {"want 'build CARD COLOUR SPACE'", "got 3"},
		"rent VG G C4 now":      {"want 'rent CARD COLOUR SPACE'", "got 5"},
		"discard":               {"want 'discard CARD'"},
		"trash VX":              {"word 2", "unknown amenity card"},
		"offer":                 {"1 to 3 cards", "got 0"},
		"offer VV VV VV VV":     {"1 to 3 cards", "got 4"},
		"take GB GB GB":         {"1 to 2 cards", "got 3"},
		"offer RB VG":           {"word 3", `"VG"`, "table order"},
		"take VG XX":            {"word 3", "unknown amenity card"},
		"first 5":               {"word 2", "seat from 0 to 4"},
		"first":                 {"want 'first SEAT'"},
		"F6-D6":                 {"word 1", "straight strip"},
		"A1-B2":                 {"word 1", "straight strip"},
		"A1-":                   {"word 1", "straight strip"},
		"G7":                    {"word 1", "unknown move"},
		"+5000":                 {"word 1", "unknown move"},
		"VG VG":                 {"word 1", "unknown move"},
		strings.Repeat("x", 80): {"too long"},
	}) {
		t.Error(p)
	}
}

// A chance outcome is not a seat's move: Apply's reader refuses it.
func TestParseMoveChanceIsNoSeatMove(t *testing.T) {
	for _, text := range []string{"D6-F6", "B2", "VG", "P06", "+4000", "first 1"} {
		if _, err := parseMove(text); err == nil || !strings.Contains(err.Error(), "chance outcome") {
			t.Errorf("parseMove(%q): %v; want a chance outcome refused", text, err)
		}
	}
}

// FuzzParseMove: ParseMove never panics; a text it accepts is written back
// the same; and it agrees with the engine's fast reader, lookupMove, on
// every seat move.
func FuzzParseMove(f *testing.F) {
	st, err := Game{}.NewState(engine.Options{"players": "4", "board": "random"})
	if err != nil {
		f.Fatal(err)
	}
	texts, err := enginetest.LegalTexts(st, 400, rand.New(rand.NewPCG(7, 7)))
	if err != nil {
		f.Fatal(err)
	}
	for _, text := range texts {
		f.Add(text)
	}
	for _, text := range []string{"", "pass ", "bid 07", "offer RB VG", "A1-", "-0", "+0", "first 00", "take", "validate P06 +4000 x"} {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(text)
		fast, fastOK := lookupMove(text)
		if err != nil {
			if m.Kind != 0 {
				t.Fatalf("ParseMove(%q) failed (%v) but returned %+v", text, err, m)
			}
			if fastOK {
				t.Fatalf("lookupMove(%q) = %+v, ParseMove refuses it: %v", text, fast, err)
			}
			return
		}
		if back := m.String(); back != text {
			t.Fatalf("ParseMove(%q).String() = %q", text, back)
		}
		if m.Kind.Chance() {
			if fastOK {
				t.Fatalf("lookupMove(%q) reads a chance outcome as %+v", text, fast)
			}
			return
		}
		im, ok := m.internal()
		if !ok || !fastOK || im != fast {
			t.Fatalf("ParseMove(%q) = %+v (internal %+v, %v); lookupMove gives %+v, %v", text, m, im, ok, fast, fastOK)
		}
	})
}

// TestApplyRefusals: a seat's move that parses but is not legal now is
// refused with an engine.Refusal, whose note is the reason, and an error
// whose English is "MOVE: reason", as before refusals were notes. The
// state is unchanged.
func TestApplyRefusals(t *testing.T) {
	texts := []string{}
	for _, m := range preparedMoves() {
		texts = append(texts, m.String())
	}
	formats := map[string]int{}
	rng := rand.New(rand.NewPCG(11, 12))
	for g := 0; g < 6; g++ {
		st, err := Game{}.NewState(engine.Options{"players": []string{"3", "4", "5"}[g%3]})
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; st.Decision().Kind != engine.Terminal; step++ {
			d := st.Decision()
			seat := engine.Chance
			if d.Kind != engine.ChanceNode {
				seat = d.Seats[0]
				legal := map[string]bool{}
				for _, m := range st.LegalMoves(seat) {
					legal[m] = true
				}
				hash := st.Hash()
				for i := 0; i < 40; i++ {
					text := texts[rng.IntN(len(texts))]
					if legal[text] {
						continue
					}
					err := st.Copy().Apply(seat, text)
					if err == nil {
						t.Fatalf("step %d: %s: %q is not listed but applies", step, engine.SeatName(seat), text)
					}
					why, ok := engine.RefusalOf(err)
					if !ok {
						t.Fatalf("step %d: %q: %v is no refusal", step, text, err)
					}
					if want := text + ": " + why.String(); err.Error() != want {
						t.Fatalf("step %d: error %q, want %q", step, err, want)
					}
					formats[why.Format]++
				}
				if st.Hash() != hash {
					t.Fatalf("step %d: refused moves changed the state", step)
				}
			}
			moves := st.LegalMoves(seat)
			if err := st.Apply(seat, moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d refusal formats: %v", len(formats), formats)
	if len(formats) < 20 {
		t.Errorf("only %d kinds of refusal met", len(formats))
	}
}
