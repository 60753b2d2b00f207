package mallforheroes_test

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/mallforheroes"
)

// TestPlaceRefusals: in the place phase of random games (solo and 2 to 5
// players), every placement of the held Shop on the cells around the
// mall, plain, with the Druid and with the Paladin, is either legal or
// refused with an engine.Refusal saying why, the state unchanged.
func TestPlaceRefusals(t *testing.T) {
	reasons := map[string]int{}
	for players := 1; players <= 5; players++ {
		rng := rand.New(rand.NewPCG(uint64(players), 11))
		st, _ := mallforheroes.Game{}.NewState(engine.Options{"players": strconv.Itoa(players)})
		for st.Phase() != "over" {
			seat := engine.Chance
			if d := st.Decision(); d.Kind == engine.Turn {
				seat = d.Seats[0]
			}
			legal := st.LegalMoves(seat)
			if st.Phase() == "place" {
				p := st.ActiveMall()
				h := st.Hash()
				for _, c := range st.Mall(p) {
					for dy := -2; dy <= 2; dy++ {
						for dx := -2; dx <= 2; dx++ {
							for _, hero := range []int{0, mallforheroes.Druid, mallforheroes.Paladin} {
								text := mallforheroes.Move{Kind: mallforheroes.MovePlace, X: c.X + dx, Y: c.Y + dy, Hero: hero}.String()
								err := st.Copy().Apply(seat, text)
								if err == nil {
									if !slices.Contains(legal, text) {
										t.Fatalf("%q applied but not listed", text)
									}
									continue
								}
								n, ok := engine.RefusalOf(err)
								if !ok || !strings.Contains(err.Error(), n.String()) {
									t.Fatalf("%q: %v is no refusal", text, err)
								}
								reasons[n.Format]++
							}
						}
					}
				}
				if st.Hash() != h {
					t.Fatal("a refused placement changed the state")
				}
			}
			if err := st.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("reasons: %v", reasons)
	for _, f := range []string{"cell %s is taken", "cell %s touches the mall only diagonally (only the Paladin places there)",
		"cell %s is not next to a card of the mall", "the Druid is not ready to turn the Shop", "the Paladin is not ready",
		"turned 180°, this Shop looks the same: the Druid would change nothing", "cell %s is next to the mall: it needs no Paladin",
		"cell %s touches no card of the mall, not even diagonally"} {
		if reasons[f] == 0 {
			t.Errorf("no refusal %q met", f)
		}
	}
}
