package luxshopping_test

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/luxshopping"
)

var _ bot.ChanceKeyer = (*luxshopping.State)(nil)

// TestChanceKeysNameEachEventOnce plays seeded random games of every player
// count and checks ChanceKey at every step: a view names nothing; every
// chance event after the first decision is named, and no name comes twice in
// one game (two events with one name would be drawn alike in the search's
// paired rounds); the dice are named by the turn alone, so two games from
// one position meet the same names for the dice of the same turn whatever
// was played in between.
func TestChanceKeysNameEachEventOnce(t *testing.T) {
	for n := 2; n <= 6; n++ {
		for g := uint64(0); g < 20; g++ {
			st, err := luxshopping.Game{}.NewState(engine.Options{"players": strconv.Itoa(n)})
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(g, uint64(n)))
			bots := make([]bot.Bot, n)
			for i := range bots {
				bots[i] = bot.Random{}
			}
			seen := map[uint64]int{}
			decided := false
			for step := 0; st.Decision().Kind != engine.Terminal; step++ {
				d := st.Decision()
				for seat := 0; seat < n; seat++ {
					if _, ok := st.View(seat).(*luxshopping.State).ChanceKey(); ok {
						t.Fatalf("%d players, game %d, step %d: seat %d's view names a chance event", n, g, step, seat)
					}
				}
				key, ok := st.ChanceKey()
				switch {
				case d.Kind == engine.ChanceNode && decided && !ok:
					t.Fatalf("%d players, game %d, step %d: chance event has no name", n, g, step)
				case d.Kind != engine.ChanceNode && ok:
					t.Fatalf("%d players, game %d, step %d: a decision is named %x", n, g, step, key)
				case ok:
					if prev, dup := seen[key]; dup {
						t.Fatalf("%d players, game %d: steps %d and %d have the same name %x", n, g, prev, step, key)
					}
					seen[key] = step
				}
				if d.Kind != engine.ChanceNode {
					decided = true
				}
				s, err := bot.Next(st, bots, rng)
				if err != nil {
					t.Fatal(err)
				}
				if err := st.Apply(s.Seat, s.Move); err != nil {
					t.Fatal(err)
				}
			}
			if len(seen) < 10 {
				t.Fatalf("%d players, game %d: only %d named events", n, g, len(seen))
			}
		}
	}
}
