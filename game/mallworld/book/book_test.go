package book_test

import (
	"testing"

	"github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/rulebook/booktest"
)

func TestRegistered(t *testing.T) { booktest.Registered(t, mallworld.GameName) }

func TestBothLanguages(t *testing.T) { booktest.BothLanguages(t, mallworld.GameName) }

// TestReferenceMatchesEngine: every entry of each engine table the
// reference covers is a row, with the engine's numbers (both languages).
func TestReferenceMatchesEngine(t *testing.T) {
	lang.ResetMisses()
	for _, tag := range lang.Tags {
		t.Run(tag, func(t *testing.T) {
			b := booktest.InLang(t, tag, mallworld.GameName)
			ct := booktest.Table(t, b, "contracts", len(mallworld.Contracts)-1)
			for i, c := range mallworld.Contracts[1:] {
				if i < len(ct.Rows) && ct.Rows[i].Key != c.ID {
					t.Errorf("contract row %d is %s, want %s", i, ct.Rows[i].Key, c.ID)
				}
				booktest.Nums(t, ct, i, c.Value)
				booktest.Shows(t, ct, i, lang.Amount(c.Value, "CHF"))
			}
			ch := booktest.Table(t, b, "chains", len(mallworld.Chains))
			for i, c := range mallworld.Chains {
				if i < len(ch.Rows) && ch.Rows[i].Name != c.Name {
					t.Errorf("chain row %d is %q, want %q", i, ch.Rows[i].Name, c.Name)
				}
			}
			am := booktest.Table(t, b, "amenity", len(mallworld.CardTypes))
			for i := range mallworld.CardTypes {
				booktest.Nums(t, am, i, mallworld.CardCopies)
			}
			tk := booktest.Table(t, b, "tokens", len(mallworld.Tokens()))
			for i, tok := range mallworld.Tokens() {
				booktest.Nums(t, tk, i, tok.Value, tok.Count)
			}
			lb := booktest.Table(t, b, "lobby", mallworld.LobbySlots)
			for i := 0; i < mallworld.LobbySlots; i++ {
				booktest.Nums(t, lb, i, mallworld.LobbyPrice(i))
				booktest.Shows(t, lb, i, lang.Amount(mallworld.LobbyPrice(i), "CHF"))
			}
			booktest.Table(t, b, "colours", mallworld.Colours)
		})
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("French lookups without a translation: %q", m)
	}
}
