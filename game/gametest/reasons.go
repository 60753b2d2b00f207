package gametest

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// CheckFrenchReasons checks a game's French for its engine's Explain
// notes: every format (formats, the engine's ExplainFormats) has its
// French, and the notes of the first moves of each decision of four random
// matches with opts, worded in French, miss nothing and are not left in
// English (at least ten different notes must be met). The language is
// English again after.
func CheckFrenchReasons(t *testing.T, g engine.Game, opts engine.Options, formats []string) {
	t.Helper()
	for _, f := range formats {
		if !lang.Has(lang.French, f) {
			t.Errorf("%q has no French", f)
		}
	}
	lang.Set(lang.French)
	defer lang.Set(lang.English)
	lang.ResetMisses()
	met := map[string][2]string{} // English → French, format
	for seed := uint64(0); seed < 4; seed++ {
		st, err := g.New(opts)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 26))
		for st.Decision().Kind != engine.Terminal {
			d := st.Decision()
			seat := engine.Chance
			if d.Kind != engine.ChanceNode {
				seat = d.Seats[rng.IntN(len(d.Seats))]
			}
			legal := st.LegalMoves(seat)
			if seat != engine.Chance {
				view := st.View(seat)
				for _, mv := range legal[:min(4, len(legal))] {
					notes, err := engine.Explain(view, seat, mv)
					if err != nil {
						t.Fatal(err)
					}
					for _, n := range notes {
						met[n.String()] = [2]string{ui.Told(n, nil), n.Format}
					}
				}
			}
			if err := st.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(met) < 10 {
		t.Fatalf("%d notes met: %v", len(met), met)
	}
	for en, m := range met {
		// Some words are the same in French ("restaurants +3").
		if fr := m[0]; fr == en && lang.T(m[1]) != m[1] || strings.Contains(fr, "%!") {
			t.Errorf("%q: %q in French", en, m[0])
		}
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("%d texts have no French:\n  %s", len(m), strings.Join(m, "\n  "))
	}
}
