package mallornothing_test

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/game/gametest"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// coords matches grid coordinates ("-2,-1"), which a player never sees;
// layered the words of a card's layers in either language.
var (
	coords  = regexp.MustCompile(`-?\d+,-?\d+`)
	layered = regexp.MustCompile(`(over|under) cards? \d|(sur|sous) (la carte|les cartes) \d`)
)

// TestTellMove: every legal move of the person's seat in seeded games is
// told in words in English and in French (never as its notation, never the
// same in both, with the card's number), with no French missing; a move
// that is not legal says nothing.
func TestTellMove(t *testing.T) {
	t.Cleanup(func() { lang.Set(lang.English); lang.ResetMisses() })
	lang.ResetMisses()
	names := []string{"You", "Beat"}
	told := 0
	var all []string
	for _, seed := range []uint64{2, 9} {
		s, tb := newMatch(t, seed, match.Seat{Kind: match.Human, Name: "You"}, match.Seat{Kind: match.Bot, Bot: "greedy", Name: "Beat"})
		tl, ok := tb.(ui.Teller)
		if !ok {
			t.Fatal("the table is not a ui.Teller")
		}
		rng := rand.New(rand.NewPCG(seed, 5))
		var log []string
		for i := 0; i < 200; i++ {
			advance(t, tb, s, &log)
			if s.Over() {
				break
			}
			view := s.State().View(0)
			legal := view.LegalMoves(0)
			if len(legal) == 0 {
				continue
			}
			for _, mv := range legal {
				en, fr := gametest.TellBoth(tl, view, 0, mv, names)
				if err := gametest.Told(mv, en, fr); err != nil {
					t.Errorf("seed %d step %d: %v", seed, s.Step(), err)
				}
				for _, w := range []string{en, fr} {
					if coords.MatchString(w) || !layered.MatchString(w) {
						t.Errorf("seed %d step %d: %q told with coordinates or without the cards it lies over or under: %q", seed, s.Step(), mv, w)
					}
				}
				if card := strings.Fields(mv)[1]; !strings.Contains(en, card) || !strings.Contains(fr, card) {
					t.Errorf("seed %d step %d: %q told without its card: %q / %q", seed, s.Step(), mv, en, fr)
				}
				told++
			}
			if w := tl.TellMove(view, 0, "place 1 at 40,40 r0", names); w != "" {
				t.Errorf("an illegal move told as %q", w)
			}
			if err := s.Play(0, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		all = append(all, log...)
	}
	t.Logf("%d moves told", told)
	if told == 0 {
		t.Fatal("no move told")
	}
	for _, l := range all {
		if coords.MatchString(l) {
			t.Errorf("a log line with coordinates: %q", l)
		}
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("texts without French: %q", m)
	}
}
