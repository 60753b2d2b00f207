package mallforheroes

import (
	"strings"
	"testing"

	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
)

// TestRuleWordsInFrench: every level's condition, and a mall's standing
// for it at a few counts, is said from the engine's level table: the same
// words as before in English (the numbers of the table), and in French from
// this package's catalog with no text missing. The remove prompts, the
// guide's lines and the Tower's scoring too.
func TestRuleWordsInFrench(t *testing.T) {
	en := map[int]string{
		1: "each mall needs 2 single-colour gardens",
		2: "each mall keeps at most 4 Shop types",
		3: "no completed garden; +6 per empty area",
		4: "each mall needs 2 Shops of every type",
		5: "each mall needs 6 completed gardens",
		6: "2 Monsters count for both malls",
	}
	why := map[int][2]string{ // for 1 and 3
		1: {"1 single-colour garden of the 2 needed", "3 single-colour gardens of the 2 needed"},
		2: {"1 Shop type, at most 4 allowed", "3 Shop types, at most 4 allowed"},
		3: {"1 completed garden, none allowed", "3 completed gardens, none allowed"},
		4: {"1 type with fewer than 2 Shops", "3 types with fewer than 2 Shops"},
		5: {"1 completed garden of the 6 needed", "3 completed gardens of the 6 needed"},
		6: {"2 Monsters, no other condition", "2 Monsters, no other condition"},
	}
	for lv := 1; lv <= 6; lv++ {
		if got := LevelWords(lv); got != en[lv] {
			t.Errorf("level %d: %q, want %q", lv, got, en[lv])
		}
		for i, n := range []int{1, 3} {
			if got := soloWhy(lv, rules.SoloMall{Count: n}); got != why[lv][i] {
				t.Errorf("level %d, count %d: %q, want %q", lv, n, got, why[lv][i])
			}
		}
	}
	if LevelWords(0) != "" || soloWhy(7, rules.SoloMall{}) != "" {
		t.Error("words for no level")
	}
	keep := rules.SoloLevelOf(2).Limit
	for got, want := range map[string]string{
		lang.F("%s: remove one Shop type (each mall keeps %d types)", "Mall A", keep): "Mall A: remove one Shop type (each mall keeps 4 types)",
		lang.F("%s · Tower: %d per %s", "Po–Li–Po line", rules.TowerPoints, "Pub"):    "Po–Li–Po line · Tower: 2 per Pub",
	} {
		if got != want {
			t.Errorf("%q, want %q", got, want)
		}
	}
	if w := WizardWords(1); !strings.Contains(w, "Its Tower: 2 points per ") {
		t.Errorf("Wizard 1: %q", w)
	}
	lang.Set(lang.French)
	defer lang.Set(lang.English)
	lang.ResetMisses()
	var fr []string
	for lv := 0; lv <= 6; lv++ {
		fr = append(fr, LevelWords(lv))
		for _, n := range []int{0, 1, 2, 5} {
			fr = append(fr, soloWhy(lv, rules.SoloMall{Count: n}))
		}
	}
	fr = append(fr, lang.F("%s: remove one Shop type (each mall keeps %d types)", "Galerie A", keep), lang.F("%s: remove two Shop types, then OK (each mall keeps %d types)", "Galerie A", keep), lang.F("Guide: a mall keeps only %d Shop types. Remove the types that score least for you: their Shops leave the mall.", keep),
		lang.F("Guide: your mall shows a Wizard's pattern. Place its Tower next to your cards: at the end it scores %d points per Shop of its type.", rules.TowerPoints), lang.F("%s · Tower: %d per %s", "Po–Li–Po", rules.TowerPoints, "Pub"), WizardWords(1))
	for _, s := range fr {
		if strings.Contains(s, "%!") {
			t.Errorf("French %q", s)
		}
	}
	if got := LevelWords(1); got == en[1] || !strings.Contains(got, "2") {
		t.Errorf("French level 1: %q", got)
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("%d texts have no French:\n  %s", len(m), strings.Join(m, "\n  "))
	}
}
