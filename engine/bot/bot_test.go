package bot_test

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/mallworld"
)

func TestPickChanceWeights(t *testing.T) {
	outs := []engine.Outcome{{Move: "a", Weight: 1}, {Move: "b", Weight: 3}}
	rng := rand.New(rand.NewPCG(1, 2))
	counts := map[string]int{}
	for i := 0; i < 40000; i++ {
		m, err := bot.PickChance(outs, rng)
		if err != nil {
			t.Fatal(err)
		}
		counts[m]++
	}
	// b should come about three times as often as a (±5%).
	ratio := float64(counts["b"]) / float64(counts["a"])
	if ratio < 2.85 || ratio > 3.15 {
		t.Fatalf("b/a = %.3f, want about 3 (%v)", ratio, counts)
	}
	if _, err := bot.PickChance(nil, rng); err == nil {
		t.Fatal("no outcomes accepted")
	}
	if _, err := bot.PickChance([]engine.Outcome{{Move: "a", Weight: 0}}, rng); err == nil {
		t.Fatal("zero weight accepted")
	}
}

// PickChance draws exactly what engine.OutcomeAt(outs, rng.IntN(total))
// draws from the same generator (logs and golden games depend on it), and
// refuses what engine.TotalWeight refuses, with its message.
func TestPickChanceDrawsAsOutcomeAt(t *testing.T) {
	gen := rand.New(rand.NewPCG(5, 6))
	for trial := range 2000 {
		outs := make([]engine.Outcome, 1+gen.IntN(8))
		for i := range outs {
			outs[i] = engine.Outcome{Move: string(rune('a' + i)), Weight: 1 + gen.IntN(40)}
		}
		a, b := rand.New(rand.NewPCG(uint64(trial), 9)), rand.New(rand.NewPCG(uint64(trial), 9))
		for range 5 {
			got, err := bot.PickChance(outs, a)
			total, err2 := engine.TotalWeight(outs)
			want, err3 := engine.OutcomeAt(outs, int64(b.IntN(total)))
			if err != nil || err2 != nil || err3 != nil || got != want {
				t.Fatalf("outcomes %v: PickChance %q (%v), OutcomeAt %q (%v, %v)", outs, got, err, want, err2, err3)
			}
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, outs := range [][]engine.Outcome{
		nil,
		{{Move: "a", Weight: 2}, {Move: "b", Weight: -1}},
		{{Move: "a", Weight: math.MaxInt}, {Move: "b", Weight: 1}},
	} {
		_, err := bot.PickChance(outs, rng)
		_, want := engine.TotalWeight(outs)
		if err == nil || want == nil || err.Error() != want.Error() {
			t.Errorf("PickChance(%v) = %v, want TotalWeight's %v", outs, err, want)
		}
	}
}

// Every bot move is one of the legal moves of the real state, chosen on the view.
// (The search levels are checked in search_test.go, with small budgets.)
func TestBotsChooseLegalMoves(t *testing.T) {
	for _, name := range []string{"random", "greedy"} {
		b, err := bot.New(name)
		if err != nil {
			t.Fatal(err)
		}
		for g := 0; g < 20; g++ {
			st, err := mallworld.Game{}.New(engine.Options{"players": "4"})
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(uint64(g), 7))
			for steps := 0; st.Decision().Kind != engine.Terminal; steps++ {
				if steps > 5000 {
					t.Fatalf("%s: game %d does not end", name, g)
				}
				d := st.Decision()
				var step engine.Step
				if d.Kind == engine.ChanceNode {
					m, err := bot.PickChance(st.ChanceOutcomes(), rng)
					if err != nil {
						t.Fatal(err)
					}
					step = engine.Step{Seat: engine.Chance, Move: m}
				} else {
					seat := d.Seats[rng.IntN(len(d.Seats))]
					m, err := b.Choose(st.View(seat), seat, rng)
					if err != nil {
						t.Fatal(err)
					}
					if !slices.Contains(st.LegalMoves(seat), m) {
						t.Fatalf("%s chose %q, not legal for seat %d", name, m, seat)
					}
					step = engine.Step{Seat: seat, Move: m}
				}
				if err := st.Apply(step.Seat, step.Move); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if _, err := bot.New("clever"); err == nil {
		t.Fatal("unknown bot accepted")
	}
}

// Greedy beats random clearly over many games (a bot that ignores its
// evaluation would not).
func TestGreedyBeatsRandom(t *testing.T) {
	wins := [2]float64{}
	const games = 300
	for g := 0; g < games; g++ {
		st, _ := mallworld.Game{}.New(engine.Options{"players": "4"})
		rng := rand.New(rand.NewPCG(uint64(g), 99))
		seats := []bot.Bot{bot.Greedy{}, bot.Random{}, bot.Random{}, bot.Random{}}
		if _, err := bot.Play(st, seats, rng, 20000); err != nil {
			t.Fatal(err)
		}
		r := st.Result()
		for _, w := range r.Winners {
			if w == 0 {
				wins[0] += 1 / float64(len(r.Winners))
			} else {
				wins[1] += 1 / float64(len(r.Winners))
			}
		}
	}
	rate := wins[0] / games
	t.Logf("greedy win rate against 3 random bots: %.2f (fair share 0.25)", rate)
	if rate < 0.5 {
		t.Fatalf("greedy wins %.2f of games against three random bots, want at least 0.5", rate)
	}
}
