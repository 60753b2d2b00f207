package luxshopping_test

import (
	"math/rand/v2"
	"testing"

	"github.com/galleria-games/galleria/game/gametest"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// TestTellMove: every legal move of the person's seat, at every decision
// of seeded games, is told in words in English and in French (never as
// its notation, never the same in both), with no French missing; a move
// that is not legal says nothing.
func TestTellMove(t *testing.T) {
	t.Cleanup(func() { lang.Set(lang.English); lang.ResetMisses() })
	lang.ResetMisses()
	told := map[string]int{}
	for _, seed := range []uint64{3, 11} {
		s, tb, seats := newMatch(t, seed, 4, "30")
		tl, ok := tb.(ui.Teller)
		if !ok {
			t.Fatal("the table is not a ui.Teller")
		}
		names := make([]string, len(seats))
		for i, si := range seats {
			names[i] = si.Name
		}
		rng := rand.New(rand.NewPCG(seed, 7))
		var log []string
		for i := 0; i < 3000; i++ {
			advance(t, tb, s, &log)
			if s.Over() {
				break
			}
			view := s.State().View(0)
			legal := view.LegalMoves(0)
			if len(legal) == 0 {
				t.Fatalf("seed %d step %d: the person has no move and the bots did not move", seed, s.Step())
			}
			for _, mv := range legal {
				en, fr := gametest.TellBoth(tl, view, 0, mv, names)
				if err := gametest.Told(mv, en, fr); err != nil {
					t.Errorf("seed %d step %d: %v", seed, s.Step(), err)
				}
				if told[firstWord(mv)] == 0 {
					t.Logf("%q: %q / %q", mv, en, fr)
				}
				told[firstWord(mv)]++
			}
			if w := tl.TellMove(view, 0, "buy 99", names); w != "" {
				t.Errorf("an illegal move told as %q", w)
			}
			if err := s.Play(0, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("moves told, by kind: %v", told)
	for _, kind := range []string{"roll", "buy", "pass"} {
		if told[kind] == 0 {
			t.Errorf("no %q move was told", kind)
		}
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("texts without French: %q", m)
	}
}

func firstWord(s string) string {
	for i := range s {
		if s[i] == ' ' {
			return s[:i]
		}
	}
	return s
}
