package luxshopping_test

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/luxshopping"
)

// detGames plays seeded random games of n seats (random bots, chance by
// weight) and calls visit at every step.
func detGames(t *testing.T, n, games int, seed uint64, visit func(g int, st *luxshopping.State, step int) bool) {
	t.Helper()
	for g := 0; g < games; g++ {
		st, err := luxshopping.Game{}.NewState(engine.Options{"players": strconv.Itoa(n), "rounds": "30"})
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]bot.Bot, n)
		for i := range bots {
			bots[i] = bot.Random{}
		}
		rng := rand.New(rand.NewPCG(seed, uint64(n*1000+g)))
		if _, err := enginetest.Play(st, bots, rng, func(st *luxshopping.State, step int) bool { return visit(g, st, step) }); err != nil {
			t.Fatalf("%d seats, game %d: %v", n, g, err)
		}
	}
}

var detCheck = enginetest.Determinization{
	Import:     luxshopping.Game{}.Import,
	Invariants: func(st engine.State) error { return propInvariants(st.(*luxshopping.State)) },
	MaxSteps:   propMaxSteps,
}

// TestDeterminizeConsistent: nothing is hidden but the order of the cards
// not yet drawn, which is not in the state. At every 17th step of random
// games, every seat's view and a spectator's is determinized and checked
// by enginetest.CheckOpenDeterminize (each sample full, the same view, the
// same legal moves, importable with the invariants, playable to the end,
// the same seed the same sample, and the game's state itself whatever the
// seed, so at a chance event it lists the real outcomes and can apply
// them; a full state determinizes to a copy).
func TestDeterminizeConsistent(t *testing.T) {
	const every = 17
	samples, chances := 0, 0
	for _, n := range []int{2, 3, 4, 6} {
		detGames(t, n, 8, 14, func(g int, st *luxshopping.State, step int) bool {
			if step%every != 0 || st.Decision().Kind == engine.Terminal {
				return true
			}
			k, chance, err := enginetest.CheckOpenDeterminize(st, uint64(n<<24|g<<20|step), detCheck)
			if err != nil {
				t.Fatalf("%d seats, game %d, step %d: %v", n, g, step, err)
			}
			samples += k
			if chance {
				chances += k
			}
			return true
		})
	}
	t.Logf("%d samples checked, %d at chance events", samples, chances)
	if samples < 300 || chances < 50 {
		t.Fatalf("too few samples (%d) or chance events (%d)", samples, chances)
	}
}

// TestDeterminizeRefused: engine.Determinize refuses seats that do not
// exist and a finished game.
func TestDeterminizeRefused(t *testing.T) {
	var first, over *luxshopping.State
	detGames(t, 2, 1, 8, func(_ int, s *luxshopping.State, step int) bool {
		if step == 20 {
			first = s.Copy()
		}
		if s.Decision().Kind == engine.Terminal {
			over = s.Copy()
		}
		return true
	})
	if err := enginetest.CheckDeterminizeRefused(first, over, rand.New(rand.NewPCG(1, 1))); err != nil {
		t.Fatal(err)
	}
}
