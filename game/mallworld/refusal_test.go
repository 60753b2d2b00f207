package mallworld_test

import (
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// TestRefusalsInBothLanguages: the engine refuses a move that is not legal
// with a note (engine.Refusal), and the table's error line (ui.ErrWords)
// says its reason in English and in French, with no French missing and
// never the English text shown as such.
func TestRefusalsInBothLanguages(t *testing.T) {
	t.Cleanup(func() { lang.Set(lang.English); lang.ResetMisses() })
	lang.ResetMisses()
	names := []string{"Ann", "Bea", "Carla", "Dora", "Emil"}
	formats := map[string]bool{}
	rng := rand.New(rand.NewPCG(3, 4))
	for g := 0; g < 4; g++ {
		st, err := rules.Game{}.NewState(engine.Options{"players": []string{"3", "4", "5"}[g%3]})
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{} // moves legal at some time of this game
		var texts []string
		for st.Decision().Kind != engine.Terminal {
			d := st.Decision()
			seat := engine.Chance
			if d.Kind != engine.ChanceNode {
				seat = d.Seats[0]
			}
			legal := st.LegalMoves(seat)
			if seat != engine.Chance {
				now := map[string]bool{}
				for _, m := range legal {
					now[m] = true
					if !seen[m] {
						seen[m] = true
						texts = append(texts, m)
					}
				}
				for i := 0; i < 10 && len(texts) > 0; i++ {
					text := texts[rng.IntN(len(texts))]
					if now[text] {
						continue
					}
					err := st.Copy().Apply(seat, text)
					why, ok := engine.RefusalOf(err)
					if !ok {
						t.Fatalf("%q refused with %v, not a refusal", text, err)
					}
					formats[why.Format] = true
					lang.Set(lang.English)
					en := ui.ErrWords(err, names)
					lang.Set(lang.French)
					fr := ui.ErrWords(err, names)
					lang.Set(lang.English)
					if en == "" || fr == en || strings.Contains(fr, "in English") || strings.Contains(fr, "%!") {
						t.Errorf("%q: English %q, French %q", text, en, fr)
					}
				}
			}
			if err := st.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	var list []string
	for f := range formats {
		list = append(list, f)
	}
	sort.Strings(list)
	t.Logf("%d kinds of refusal told: %q", len(list), list)
	if len(list) < 15 {
		t.Errorf("only %d kinds of refusal met", len(list))
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("texts without French: %q", m)
	}
}
