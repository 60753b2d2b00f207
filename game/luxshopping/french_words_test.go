package luxshopping

import (
	"fmt"
	"strings"
	"testing"

	rules "github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/game/lang"
)

// Every text the engine's data gives the table has its French, not only
// those a few games meet: every shop's name, every space, both halves of
// every correspondence card, every Red Button card; and every kind of
// event is told in French, for a seat named "You" and for another, in
// words that differ from the English.
func TestFrenchCoversTheEngineData(t *testing.T) {
	lang.Set(lang.French)
	defer lang.Set(lang.English)
	lang.ResetMisses()
	for k := 1; k <= rules.Shops; k++ {
		if shopName(k) == rules.ShopName(k) && k != 47 { // "Chocolatier" is French too
			t.Errorf("shop %d: %q is not translated", k, shopName(k))
		}
	}
	for sp := 1; sp <= rules.Spaces; sp++ {
		if spaceWords(sp) == rules.SpaceWords(sp) {
			t.Errorf("space %d: %q is not translated", sp, spaceWords(sp))
		}
	}
	cards := 0
	for n := 1; rules.OfficeText(n) != fmt.Sprintf("card %d", n); n++ {
		mailText(n)
		officeText(n)
		cards++
	}
	reds := 0
	for n := 1; rules.RedText(n) != fmt.Sprintf("Red Button %d", n); n++ {
		redText(n)
		reds++
	}
	if cards < 72 || reds < 20 {
		t.Errorf("%d correspondence cards, %d Red Button cards looked at", cards, reds)
	}
	for _, names := range [][]string{{"You", "Bea", "Carla"}, {"Ann", "Bea", "Carla"}} {
		for k := rules.EvDeal; k <= rules.EvEnd; k++ {
			for _, e := range []rules.Event{
				{Kind: k, Seat: 0, Other: 1, Shop: 5, Space: 7, Card: 3, Pile: rules.PileOdd, Amount: 5000},
				{Kind: k, Seat: 0, Other: -1, Shop: 50, Space: 6, Card: 4, Pile: rules.PileRed, Amount: 1},
				{Kind: k, Seat: 2, Other: 0, Shop: 20, Space: 12, Card: 4, Pile: rules.PileEven, Amount: 2},
				{Kind: k, Seat: 1, Other: 2, Shop: 20, Space: 33, Card: 5, Pile: rules.PileEven, Amount: 3},
				{Kind: k, Seat: -1, Other: 2, Shop: 20, Space: 66, Card: 5, Pile: rules.PileEven, Amount: 4},
			} {
				lang.Set(lang.English)
				en := Narrate([]rules.Event{e}, names)
				lang.Set(lang.French)
				fr := Narrate([]rules.Event{e}, names)
				if len(en) != len(fr) {
					t.Errorf("%+v: English %q, French %q", e, en, fr)
					continue
				}
				for i := range fr {
					if fr[i] == en[i] || strings.Contains(fr[i], "%!") {
						t.Errorf("%+v (%v): French %q, English %q", e, names, fr[i], en[i])
					}
				}
			}
		}
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("%d texts have no French:\n  %s", len(m), strings.Join(m, "\n  "))
	}
}
