package luxshopping_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/luxshopping"
)

// TestLuxShoppingSearchEvaluator: over seeded all-greedy 4-player games
// (seeds the fit never saw), Luxembourg-Shopping's search evaluation (the
// fitted chance of winning) names the seat that goes on to win, every 40
// steps, far more often than chance; it is a distribution over the seats
// still in, the same for the same position, the same on any seat's view and
// on a state sampled from it (it reads only what a view holds), 0 for a
// seat that does not exist, and the result once the game is over.
func TestLuxShoppingSearchEvaluator(t *testing.T) {
	const games = 150
	hits, positions := 0, 0
	for g := 0; g < games; g++ {
		st, err := luxshopping.Game{}.New(engine.Options{"players": "4"})
		if err != nil {
			t.Fatal(err)
		}
		seats := []bot.Bot{bot.Greedy{}, bot.Greedy{}, bot.Greedy{}, bot.Greedy{}}
		rng := rand.New(rand.NewPCG(uint64(g), 0x1514))
		var named []int // the seat valued highest, every 40 steps
		for step := 0; st.Decision().Kind != engine.Terminal; step++ {
			if step > 5000 {
				t.Fatalf("game %d: no end after %d steps", g, step)
			}
			if step%40 == 20 {
				named = append(named, checkLuxEval(t, st, rng))
			}
			next, err := bot.Next(st, seats, rng)
			if err != nil {
				t.Fatal(err)
			}
			if err := st.Apply(next.Seat, next.Move); err != nil {
				t.Fatal(err)
			}
		}
		r := st.Result()
		se := st.(bot.SearchEvaluator)
		for s := 0; s < 4; s++ {
			want := 0.0
			for _, w := range r.Winners {
				if w == s {
					want = 1 / float64(len(r.Winners))
				}
			}
			if v := se.SearchEvaluate(s); v != want {
				t.Fatalf("game %d over (winners %v): seat %d is valued %g, want %g", g, r.Winners, s, v, want)
			}
		}
		if len(r.Winners) != 1 {
			continue
		}
		for _, n := range named {
			positions++
			if n == r.Winners[0] {
				hits++
			}
		}
	}
	rate := float64(hits) / float64(positions)
	t.Logf("the seat valued highest goes on to win in %.3f of %d positions", rate, positions)
	if positions < 1000 || rate < 0.45 {
		t.Fatalf("the seat valued highest goes on to win in %.3f of %d positions, want at least 0.45 of 1000 (chance: 0.25 or a little more)", rate, positions)
	}
}

// checkLuxEval checks one unfinished position and returns the seat valued
// highest.
func checkLuxEval(t *testing.T, st engine.State, rng *rand.Rand) int {
	t.Helper()
	se := st.(bot.SearchEvaluator)
	if se.SearchEvaluate(-1) != 0 || se.SearchEvaluate(4) != 0 {
		t.Fatalf("seats -1 and 4 are valued %g and %g, want 0", se.SearchEvaluate(-1), se.SearchEvaluate(4))
	}
	sample, err := engine.Determinize(st, 0, rng)
	if err != nil {
		t.Fatal(err)
	}
	sum, best, top := 0.0, -1, 0.0
	for s := 0; s < 4; s++ {
		v := se.SearchEvaluate(s)
		if !(v >= 0 && v <= 1) {
			t.Fatalf("seat %d is valued %g, not a probability", s, v)
		}
		for _, o := range []engine.State{st.Clone(), st.View(s), st.View((s + 1) % 4), sample} {
			if w := o.(bot.SearchEvaluator).SearchEvaluate(s); w != v {
				t.Fatalf("seat %d is valued %g on the state and %g on a clone, a view or a sample of it", s, v, w)
			}
		}
		sum += v
		if v > top {
			best, top = s, v
		}
	}
	if math.Abs(sum-1) > 1e-9 {
		t.Fatalf("the seats' values sum to %g, want 1", sum)
	}
	return best
}
