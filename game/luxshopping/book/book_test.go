package book_test

import (
	"testing"

	"github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/rulebook/booktest"
)

func TestRegistered(t *testing.T) { booktest.Registered(t, luxshopping.GameName) }

func TestBothLanguages(t *testing.T) { booktest.BothLanguages(t, luxshopping.GameName) }

// TestReferenceMatchesEngine: every entry of each engine table the
// reference covers is a row, with the engine's numbers (both languages).
func TestReferenceMatchesEngine(t *testing.T) {
	lang.ResetMisses()
	for _, tag := range lang.Tags {
		t.Run(tag, func(t *testing.T) {
			b := booktest.InLang(t, tag, luxshopping.GameName)
			sh := booktest.Table(t, b, "shops", luxshopping.Shops)
			for k := 1; k <= luxshopping.Shops; k++ {
				booktest.Nums(t, sh, k-1, luxshopping.SpaceOf(k), int(luxshopping.Price(k)), int(luxshopping.VisitValue(k)))
				booktest.Shows(t, sh, k-1, lang.Amount(int(luxshopping.Price(k)), "€"))
			}
			booktest.Table(t, b, "correspondence", luxshopping.Cards)
			booktest.Table(t, b, "redbutton", luxshopping.RedCards)
			zones := booktest.Table(t, b, "zones", 3)
			total := 0
			for _, r := range zones.Rows {
				total += r.Nums[1] - r.Nums[0] + 1
			}
			if total != luxshopping.Shops {
				t.Errorf("zones cover %d shops, the board has %d", total, luxshopping.Shops)
			}
			sp := booktest.Table(t, b, "spaces", 5)
			total = 0
			for _, r := range sp.Rows {
				total += r.Nums[0]
			}
			if total != luxshopping.Spaces {
				t.Errorf("space kinds cover %d spaces, the board has %d", total, luxshopping.Spaces)
			}
			v := booktest.Table(t, b, "victory", luxshopping.MaxSeats-luxshopping.MinSeats+1)
			for p := luxshopping.MinSeats; p <= luxshopping.MaxSeats; p++ {
				s, g := luxshopping.Goals(p)
				booktest.Nums(t, v, p-luxshopping.MinSeats, s, g)
			}
			// A Red Button card's amount is shown as the engine has it.
			red := b.Table("redbutton")
			for n := 1; n <= luxshopping.RedCards && red != nil; n++ {
				if e := luxshopping.RedEffect(n); e.Amount != 0 {
					booktest.Shows(t, red, n-1, lang.Amount(int(e.Amount), "€"))
				}
			}
		})
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("French lookups without a translation: %q", m)
	}
}
