package mallornothing_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/mallornothing"
)

// TestMoveTextsRoundTrip: at 1,000 positions of random games, every legal
// move of every seat that acts, and every chance outcome, parses with
// ParseMove and is written back the same by String.
func TestMoveTextsRoundTrip(t *testing.T) {
	newState := func() (engine.State, error) { return mallornothing.Game{}.New(nil) }
	n, err := enginetest.CheckMoveTexts(newState, mallornothing.ParseMove, true, 1000, rand.New(rand.NewPCG(25, 3)))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d move texts checked", n)
	// A placement decision lists 2 texts per legal anchor (dozens), a draw
	// up to 16 outcomes.
	if n < 20000 {
		t.Errorf("only %d move texts checked", n)
	}
}

// TestParseMove reads hand-written texts: the good ones give the move
// written back, the bad ones an error naming what is wrong.
func TestParseMove(t *testing.T) {
	for text, want := range map[string]mallornothing.Move{
		"place 7 at 2,1 r0":       {Kind: mallornothing.MovePlace, Card: 7, X: 2, Y: 1},
		"place 18 at -3,-12 r180": {Kind: mallornothing.MovePlace, Card: 18, X: -3, Y: -12, Rot: 180},
		"place 1 at 0,0 r0":       {Kind: mallornothing.MovePlace, Card: 1},
		"place 10 at 99,-99 r0":   {Kind: mallornothing.MovePlace, Card: 10, X: 99, Y: -99},
		"discard 7":               {Kind: mallornothing.MoveDiscard, Card: 7},
		"start 9 10":              {Kind: mallornothing.ChanceDeal, Card: 9},
		"start 10 9":              {Kind: mallornothing.ChanceDeal, Card: 10},
		"card 1":                  {Kind: mallornothing.ChanceDraw, Card: 1},
		"card 18":                 {Kind: mallornothing.ChanceDraw, Card: 18},
	} {
		m, err := mallornothing.ParseMove(text)
		if err != nil || m != want {
			t.Errorf("%q: %+v, %v; want %+v", text, m, err, want)
			continue
		}
		if m.String() != text {
			t.Errorf("%q reads back as %q", text, m.String())
		}
		if m.Kind.Chance() != (strings.HasPrefix(text, "start") || strings.HasPrefix(text, "card")) {
			t.Errorf("%q: Chance() is %v", text, m.Kind.Chance())
		}
	}
	if s := (mallornothing.Move{}).String(); s != "" {
		t.Errorf("the zero Move is written %q", s)
	}
	for _, p := range enginetest.CheckRefused(mallornothing.ParseMove, map[string][]string{
		"":                           {"empty move"},
		"place":                      {"5 words"},
		"place 7 2,1 r0":             {"5 words"},
		"place 7 on 2,1 r0":          {`word 3 must be 'at', got "on"`},
		"place 0 at 2,1 r0":          {`word 2: card "0": want a card number from 1 to 18`},
		"place 19 at 2,1 r0":         {"card number from 1 to 18"},
		"place 07 at 2,1 r0":         {`word 2: card "07"`},
		"place x at 2,1 r0":          {"card number"},
		"place 7 at 2;1 r0":          {`word 4: anchor "2;1": want X,Y`},
		"place 7 at 2,1,3 r0":        {"not a whole number"},
		"place 7 at +2,1 r0":         {`word 4: anchor "+2,1": x "+2" is not a whole number`},
		"place 7 at 02,1 r0":         {"not a whole number"},
		"place 7 at -0,1 r0":         {"not a whole number"},
		"place 7 at 2, r0":           {`y "" is not a whole number`},
		"place 7 at 100,1 r0":        {"x 100 is out of range"},
		"place 7 at 2,-100 r0":       {"y -100 is out of range"},
		"place 7 at 2,1 r90":         {`word 5: rotation "r90": want r0 or r180`},
		"place 7 at 2,1 R0":          {"want r0 or r180"},
		"place 7 at 2,1":             {"5 words"},
		"place  7 at 2,1 r0":         {"got 6"},
		"place 7 at 2,1 r0 ":         {"got 6"},
		"discard":                    {"want 'discard N'"},
		"discard 7 now":              {"want 'discard N' (2 words, got 3)"},
		"discard -7":                 {`word 2: card "-7"`},
		"start 9":                    {"want 'start 9 10' or 'start 10 9' (3 words, got 2)"},
		"start 9 9":                  {`word 3: want 10 (the other starting card), got "9"`},
		"start 10 10":                {`word 3: want 9 (the other starting card), got "10"`},
		"start 8 10":                 {`word 2: starting card "8": want 9 or 10`},
		"card":                       {"want 'card N' (2 words, got 1)"},
		"card 0":                     {`word 2: card "0": want a card number from 1 to 18`},
		"card 19":                    {"card number from 1 to 18"},
		"card 7 7":                   {"2 words, got 3"},
		"pass":                       {`unknown move "pass" in word 1`},
		"Place 7 at 2,1 r0":          {"unknown move"},
		"place 7 at 2,1 r0\n":        {"want r0 or r180"},
		strings.Repeat("place ", 20): {"too long"},
	}) {
		t.Error(p)
	}
}

// TestChanceTextsAreNoSeatMoves: a chance outcome's text parses, but a
// seat cannot play it, preview it or import it as its committed move; the
// refusal is a note.
func TestChanceTextsAreNoSeatMoves(t *testing.T) {
	st, _ := mallornothing.Game{}.NewState(nil)
	for st.Decision().Kind == engine.ChanceNode {
		if err := st.Apply(engine.Chance, st.ChanceOutcomes()[0].Move); err != nil {
			t.Fatal(err)
		}
	}
	h := st.Hash()
	for _, text := range []string{"card 7", "start 9 10"} {
		err := st.Apply(0, text)
		n, ok := engine.RefusalOf(err)
		if !ok || !strings.Contains(err.Error(), "is a chance outcome, not a seat's move") || n.Format == "" {
			t.Errorf("seat 0 plays %q: %v (note %v)", text, err, ok)
		}
		if _, err := st.Preview(0, text); err == nil {
			t.Errorf("seat 0 previews %q", text)
		}
	}
	if st.Hash() != h {
		t.Error("refused moves changed the state")
	}
}

// TestPlacementRefusals: a placement refused for no overlap or a layering
// cycle is an engine.Refusal whose note says it as the engine's error
// does, and errors.Is still finds the reason; the other refusals of a
// placement are notes too.
func TestPlacementRefusals(t *testing.T) {
	st := specBuild(t, 10, specRound{6, ""})
	_, err := st.Preview(0, "place 6 at 2,0 r0")
	n, ok := engine.RefusalOf(err)
	if !ok || !errors.Is(err, mallornothing.ErrNoOverlap) || errors.Is(err, mallornothing.ErrLayerCycle) {
		t.Fatalf("no overlap: %v (refusal %v)", err, ok)
	}
	if want := "card 6 at 2,0 overlaps no card of the mall (sharing an edge is not enough)"; n.String() != want || !strings.HasSuffix(err.Error(), want) {
		t.Errorf("no overlap: note %q, error %q", n, err)
	}
	for text, want := range map[string]string{
		"discard 6":         "card 6 has a legal place: a card may be discarded only when it has none",
		"place 5 at 1,0 r0": "you drew card 6, not card 5",
	} {
		_, err := st.Preview(0, text)
		if n, ok := engine.RefusalOf(err); !ok || n.String() != want {
			t.Errorf("%s: %v, want the refusal %q", text, err, want)
		}
	}
	if _, err := st.Preview(0, "place 6 at 1,0 r0"); err != nil {
		t.Fatal(err)
	}
	specApply(t, st, 0, "place 6 at 1,0 r0")
	if _, err := st.Preview(0, "place 6 at 1,-1 r0"); err == nil {
		t.Error("seat 0 previews another move than the one it committed")
	} else if n, ok := engine.RefusalOf(err); !ok || !strings.Contains(n.String(), `seat 0 has committed "place 6 at 1,0 r0" this round`) {
		t.Errorf("another move than the committed one: %v", err)
	}

	st = specBuild(t, 10,
		specRound{11, "place 11 at 1,0 r0"},
		specRound{12, "place 12 at 2,0 r0"},
		specRound{13, "place 13 at 2,-2 r0"},
		specRound{14, "place 14 at 3,2 r0"},
		specRound{3, "place 3 at 3,1 r0"},
		specRound{5, ""},
	)
	err = st.Apply(0, "place 5 at 2,1 r0")
	n, ok = engine.RefusalOf(err)
	if !ok || !errors.Is(err, mallornothing.ErrLayerCycle) || !strings.HasSuffix(err.Error(), n.String()) || !strings.Contains(n.String(), "a layering cycle") {
		t.Errorf("cycle: %v (note %q)", err, n)
	}
}
