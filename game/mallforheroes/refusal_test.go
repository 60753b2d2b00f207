package mallforheroes_test

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// TestPlaceRefusalsInFrench: every reason the engine gives for refusing a
// placement (met in random games, on the cells around the mall, plain and
// with the Druid or the Paladin) is said by ui.ErrWords in English as the
// engine's note, and in French from the catalog.
func TestPlaceRefusalsInFrench(t *testing.T) {
	seen := map[string]error{}
	for players := 1; players <= 5; players++ {
		rng := rand.New(rand.NewPCG(uint64(players), 3))
		st, _ := rules.Game{}.NewState(engine.Options{"players": strconv.Itoa(players)})
		for st.Phase() != "over" {
			seat := engine.Chance
			if d := st.Decision(); d.Kind == engine.Turn {
				seat = d.Seats[0]
			}
			legal := st.LegalMoves(seat)
			if st.Phase() == "place" {
				for _, c := range st.Mall(st.ActiveMall()) {
					for _, d := range [][2]int{{0, 0}, {1, 1}, {2, 0}, {0, -1}} {
						for _, hero := range []int{0, rules.Druid, rules.Paladin} {
							m := rules.Move{Kind: rules.MovePlace, X: c.X + d[0], Y: c.Y + d[1], Hero: hero}
							if n, ok := engine.RefusalOf(st.Copy().Apply(seat, m.String())); ok {
								seen[n.Format] = st.Copy().Apply(seat, m.String())
							}
						}
					}
				}
			}
			if err := st.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(seen) < 8 {
		t.Errorf("%d reasons met: %v", len(seen), seen)
	}
	for format, err := range seen {
		n, _ := engine.RefusalOf(err)
		if got := ui.ErrWords(err, nil); got != n.String() || !strings.Contains(err.Error(), got) {
			t.Errorf("%s: in English %q", format, got)
		}
		lang.Set(lang.French)
		lang.ResetMisses()
		fr := ui.ErrWords(err, nil)
		miss := lang.Misses()
		lang.Set(lang.English)
		if len(miss) > 0 || fr == n.String() || strings.Contains(fr, "%!") {
			t.Errorf("%s: in French %q (misses %v)", format, fr, miss)
		}
	}
}
