package enginetest_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/testgame"
)

func TestTexts(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	words := []string{"a", "b"}
	lens := map[int]bool{}
	for range 200 {
		w := strings.Split(enginetest.RandomWords(rng, words, 3), " ")
		lens[len(w)] = true
		for _, x := range w {
			if !slices.Contains(words, x) {
				t.Fatalf("word %q", x)
			}
		}
		b := enginetest.RandomBytes(rng, 4, 2)
		if len(b) < 1 || len(b) > 4 || strings.Trim(b, "\x00\x01") != "" {
			t.Fatalf("bytes %q", b)
		}
	}
	if len(lens) != 3 {
		t.Fatalf("word counts %v, want 1 to 3", lens)
	}

	st := newGame(t, 3) // waits for the die: only chance has moves
	if m, ok := enginetest.ListedMove(st, rng); !ok || !strings.HasPrefix(m, "roll ") {
		t.Fatalf("ListedMove at the roll: %q %v", m, ok)
	}
	st.Apply(engine.Chance, "roll 1")
	kinds := map[string]bool{}
	for range 300 {
		m, ok := enginetest.Misspelt(st, rng, "x")
		if !ok || slices.Contains(st.LegalMoves(0), m) {
			t.Fatalf("Misspelt gives %q %v", m, ok)
		}
		kinds[m] = true
	}
	for _, want := range []string{"take 1 ", " take 2", "take  1", "TAKE 2", "take 1 x", "take 01"} {
		if !kinds[want] {
			t.Errorf("Misspelt never gives %q (%v)", want, kinds)
		}
	}
	sts, _ := states(t, 2, 1)
	if _, ok := enginetest.ListedMove(sts[len(sts)-1], rng); ok {
		t.Fatal("a move listed at the end")
	}

	imp := testgame.Game{}.Import
	data, _ := st.Position()
	if got, err := enginetest.TryImport(data, imp, "position"); err != nil || got.Hash() != st.Hash() {
		t.Fatalf("TryImport of a real position: %v", err)
	}
	if got, err := enginetest.TryImport([]byte("{"), func([]byte) (engine.State, error) { return nil, errors.New("position: bad") }, "position"); got != nil || err != nil {
		t.Fatalf("a rejection that names the position: %v %v", got, err)
	}
	if _, err := enginetest.TryImport([]byte("{"), func([]byte) (engine.State, error) { return nil, errors.New("bad") }, "position"); err == nil {
		t.Fatal("a rejection that does not name the position passes")
	}
}
