package bot

import (
	"math/rand/v2"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/mallornothing"
)

// TestSearchRanksBySearchEvaluate: on Mall or Nothing, which has a search
// evaluation, the search's evaluation is SearchEvaluate (not the greedy
// bot's Evaluate) and its root ranking puts first a move that
// SearchEvaluate rates best, while the greedy bot still plays by Evaluate.
func TestSearchRanksBySearchEvaluate(t *testing.T) {
	st, err := mallornothing.Game{}.New(engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(4, 4))
	seats := []Bot{Greedy{}, Greedy{}}
	differ := 0
	for st.Decision().Kind != engine.Terminal {
		d := st.Decision()
		if d.Kind == engine.Simultaneous {
			seat := d.Seats[0]
			view := st.View(seat)
			if v, _ := evaluate(view, seat); v != view.(SearchEvaluator).SearchEvaluate(seat) {
				t.Fatalf("the search evaluates %g, SearchEvaluate %g", v, view.(SearchEvaluator).SearchEvaluate(seat))
			}
			th, err := Search{Label: "hard", Share: 1}.Think(view, seat, rng)
			if err != nil {
				t.Fatal(err)
			}
			if len(th.order) > 1 {
				best, bestMove := 0.0, ""
				for _, m := range th.order {
					next := view.Clone()
					if err := next.Apply(seat, m); err != nil {
						t.Fatal(err)
					}
					if v := next.(SearchEvaluator).SearchEvaluate(seat); bestMove == "" || v > best {
						best, bestMove = v, m
					}
				}
				next := view.Clone()
				if err := next.Apply(seat, th.order[0]); err != nil {
					t.Fatal(err)
				}
				if v := next.(SearchEvaluator).SearchEvaluate(seat); v != best {
					t.Fatalf("the ranking's first move %q rates %g, the best (%q) %g", th.order[0], v, bestMove, best)
				}
				g, err := Greedy{}.Choose(view, seat, rng)
				if err != nil {
					t.Fatal(err)
				}
				if g != th.order[0] {
					differ++
				}
			}
		}
		step, err := Next(st, seats, rng)
		if err != nil {
			t.Fatal(err)
		}
		if err := st.Apply(step.Seat, step.Move); err != nil {
			t.Fatal(err)
		}
	}
	if differ == 0 {
		t.Fatalf("the greedy bot chose the search ranking's first move at every decision: it does not seem to play by Evaluate")
	}
}
