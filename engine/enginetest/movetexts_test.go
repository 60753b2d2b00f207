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
