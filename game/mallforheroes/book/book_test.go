package book_test

import (
	"testing"

	"github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/rulebook/booktest"
)

func TestRegistered(t *testing.T) { booktest.Registered(t, mallforheroes.GameName) }

func TestBothLanguages(t *testing.T) { booktest.BothLanguages(t, mallforheroes.GameName) }

// TestReferenceMatchesEngine: every entry of each engine table the
// reference covers is a row, with the engine's numbers (both languages).
func TestReferenceMatchesEngine(t *testing.T) {
	lang.ResetMisses()
	for _, tag := range lang.Tags {
		t.Run(tag, func(t *testing.T) {
			b := booktest.InLang(t, tag, mallforheroes.GameName)
			booktest.Table(t, b, "shops", mallforheroes.Shops)
			booktest.Table(t, b, "entrances", mallforheroes.Entrances)
			booktest.Table(t, b, "wizards", mallforheroes.Wizards)
			booktest.Table(t, b, "heroes", mallforheroes.Heroes)
			booktest.Table(t, b, "monsters", mallforheroes.Monsters)
			types := booktest.Table(t, b, "types", mallforheroes.Types)
			ab := booktest.Table(t, b, "abilities", mallforheroes.Abilities)
			sum := 0
			for _, r := range ab.Rows {
				sum += r.Nums[0]
			}
			if sum != mallforheroes.Shops {
				t.Errorf("abilities cover %d Shops, the engine has %d", sum, mallforheroes.Shops)
			}
			sum = 0
			for _, r := range types.Rows {
				sum += r.Nums[0]
			}
			if sum != mallforheroes.Shops {
				t.Errorf("types cover %d Shops, the engine has %d", sum, mallforheroes.Shops)
			}
			solo := booktest.Table(t, b, "solo", 6)
			for n := 1; n <= 6; n++ {
				booktest.Nums(t, solo, n-1, mallforheroes.SoloTarget(n))
			}
		})
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("French lookups without a translation: %q", m)
	}
}
