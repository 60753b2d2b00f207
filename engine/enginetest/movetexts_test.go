package enginetest_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/testgame"
)

type text string

func (t text) String() string { return string(t) }

// TestCheckMoveTexts: a parser that gives every text back passes, with
// chance outcomes too; one that refuses a text, or writes one back
// differently, is caught and named.
func TestCheckMoveTexts(t *testing.T) {
	newState := func() (engine.State, error) { return testgame.Game{}.New(engine.Options{"players": "3"}) }
	same := func(s string) (text, error) { return text(s), nil }
	n, err := enginetest.CheckMoveTexts(newState, same, true, 200, rand.New(rand.NewPCG(1, 2)))
	if err != nil || n < 200 {
		t.Fatalf("identity parser: %d texts checked, %v", n, err)
	}
	refuse := func(s string) (text, error) {
		if strings.HasPrefix(s, "roll ") {
			return "", fmt.Errorf("no")
		}
		return text(s), nil
	}
	if _, err := enginetest.CheckMoveTexts(newState, refuse, false, 200, rand.New(rand.NewPCG(1, 2))); err != nil {
		t.Fatalf("chance outcomes checked without chance: %v", err)
	}
	if _, err := enginetest.CheckMoveTexts(newState, refuse, true, 200, rand.New(rand.NewPCG(1, 2))); err == nil || !strings.Contains(err.Error(), "chance") {
		t.Fatalf("chance outcomes not checked with chance: %v", err)
	}
	upper := func(s string) (text, error) { return text(strings.ToUpper(s)), nil }
	if _, err := enginetest.CheckMoveTexts(newState, upper, false, 200, rand.New(rand.NewPCG(1, 2))); err == nil || !strings.Contains(err.Error(), "parses to a move written") {
		t.Fatalf("a parser that rewrites the text: %v", err)
	}
	fails := func(s string) (text, error) { return "", fmt.Errorf("no") }
	if _, err := enginetest.CheckMoveTexts(newState, fails, false, 200, rand.New(rand.NewPCG(1, 2))); err == nil || !strings.Contains(err.Error(), "does not parse") {
		t.Fatalf("a parser that refuses: %v", err)
	}
}

// TestLegalTexts: the texts listed on a random game's way, each once, the
// first position's among them; a game stopped by its step budget.
func TestLegalTexts(t *testing.T) {
	st, err := testgame.Game{}.New(engine.Options{"players": "2"})
	if err != nil {
		t.Fatal(err)
	}
	first := st.LegalMoves(engine.Chance)
	if st.Decision().Kind != engine.ChanceNode {
		first = st.LegalMoves(st.Decision().Seats[0])
	}
	texts, err := enginetest.LegalTexts(st, 50, rand.New(rand.NewPCG(3, 3)))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, x := range texts {
		if seen[x] {
			t.Fatalf("%q listed twice", x)
		}
		seen[x] = true
	}
	for _, m := range first {
		if !seen[m] {
			t.Fatalf("the first position's %q is missing from %v", m, texts)
		}
	}
	if len(texts) <= len(first) {
		t.Fatalf("only %d texts over 50 steps", len(texts))
	}
}

// TestCheckRefused: a text the parser accepts, and an error without a
// wanted word, are each one line; a refusal in the wanted words is none.
func TestCheckRefused(t *testing.T) {
	parse := func(s string) (text, error) {
		if s == "ok" {
			return text(s), nil
		}
		return "", fmt.Errorf("move %q: word 1 is wrong", s)
	}
	got := enginetest.CheckRefused(parse, map[string][]string{
		"ok":  {"anything"},
		"bad": {"word 1", `"bad"`},
		"odd": {"word 2"},
	})
	if len(got) != 2 || !strings.Contains(got[0], `"odd"`) || !strings.Contains(got[1], `"ok" accepted`) {
		t.Fatalf("CheckRefused: %q", got)
	}
}
