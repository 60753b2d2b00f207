package mallworld_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/mallworld"
)

// Over the decisions of many random games, every legal move can be made by
// clicking its plan, every click of the plan is enabled when made, and the
// picker never produces a move that is not legal.
func TestPlanReachesEveryLegalMove(t *testing.T) {
	moves := 0
	for g := 0; g < 40; g++ {
		st, err := rules.Game{}.NewState(engine.Options{"players": []string{"3", "4", "5"}[g%3]})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(g), 5))
		bots := []bot.Bot{bot.Random{}, bot.Greedy{}, bot.Random{}, bot.Greedy{}, bot.Random{}}
		for st.Decision().Kind != engine.Terminal {
			d := st.Decision()
			if d.Kind != engine.ChanceNode {
				seat := d.Seats[0]
				legal := st.ViewState(seat).LegalMoves(seat)
				for _, m := range legal {
					p := mallworld.NewPicker(legal)
					plan := p.Plan(m)
					if plan == nil {
						t.Fatalf("no plan for legal move %q among %v", m, legal)
					}
					got := ""
					for i, id := range plan {
						if !p.Enabled(id) {
							t.Fatalf("move %q: click %d %q of plan %v is not enabled", m, i, id, plan)
						}
						got = p.Click(id)
						if got != "" && i != len(plan)-1 {
							t.Fatalf("move %q: plan %v completed %q early", m, plan, got)
						}
					}
					if got != m {
						t.Fatalf("plan %v for %q made %q", plan, m, got)
					}
					moves++
				}
			}
			step, err := bot.Next(st, bots, rng)
			if err != nil {
				t.Fatal(err)
			}
			if err := st.Apply(step.Seat, step.Move); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d legal moves planned and clicked", moves)
}

// Random clicking on enabled targets only ever yields legal moves.
func TestRandomClicksYieldLegalMoves(t *testing.T) {
	legal := []string{"offer VG", "offer VG RB", "offer VG VG RB", "validate P06 +4000", "validate S03 -1000"}
	ids := []string{"hand:VG:0", "hand:VG:1", "hand:RB:0", "hand:GG:0", "contract:P06", "contract:S03",
		"token:+4000", "token:-1000", "btn:offer", "btn:pass", "cell:C4"}
	rng := rand.New(rand.NewPCG(1, 1))
	p := mallworld.NewPicker(legal)
	made := map[string]bool{}
	for i := 0; i < 5000; i++ {
		id := ids[rng.IntN(len(ids))]
		enabled := p.Enabled(id)
		m := p.Click(id)
		if m == "" {
			continue
		}
		if !enabled {
			t.Fatalf("disabled %q made %q", id, m)
		}
		ok := false
		for _, l := range legal {
			ok = ok || l == m
		}
		if !ok {
			t.Fatalf("click %q made illegal %q", id, m)
		}
		made[m] = true
	}
	if len(made) != len(legal) {
		t.Fatalf("random clicking made %v, want all of %v", made, legal)
	}
	if p.Enabled("hand:GG:0") || p.Enabled("btn:pass") || p.Enabled("cell:C4") {
		t.Fatal("targets of no legal move are enabled")
	}
}

func TestAutoModeAndButtons(t *testing.T) {
	legal := []string{"build VG V C4", "build VG V D4", "discard RB"}
	p := mallworld.NewPicker(legal)
	if got := p.Click("offer:VG"); got != "" {
		t.Fatalf("offer:VG completed %q", got)
	}
	if !p.Selected("mode:build:V") {
		t.Fatal("the only mode was not chosen automatically")
	}
	if !p.Enabled("cell:D4") || p.Enabled("cell:E4") {
		t.Fatal("cells wrong")
	}
	if got := p.Click("cell:D4"); got != "build VG V D4" {
		t.Fatalf("got %q", got)
	}
	p.Click("offer:RB")
	b := strings.Join(p.Buttons(), " ")
	if b != "btn:discard" {
		t.Fatalf("buttons %q", b)
	}
	if got := p.Click("btn:discard"); got != "discard RB" {
		t.Fatalf("got %q", got)
	}
}

func TestDescribeVerbForms(t *testing.T) {
	st, err := rules.Game{}.NewState(engine.Options{"players": "4", "first": "0"})
	if err != nil {
		t.Fatal(err)
	}
	for st.Decision().Kind == engine.ChanceNode {
		st.Apply(engine.Chance, st.ChanceOutcomes()[0].Move)
	}
	move := st.LegalMoves(0)[0] // an accept in action 1
	if !strings.HasPrefix(move, "accept ") {
		t.Fatalf("first legal move %q", move)
	}
	you := mallworld.Describe(st, engine.Step{Seat: 0, Move: move}, []string{"You", "Anna"})
	anna := mallworld.Describe(st, engine.Step{Seat: 0, Move: move}, []string{"Anna", "You"})
	if !strings.HasPrefix(you, "You accept ") || !strings.HasPrefix(anna, "Anna accepts ") {
		t.Fatalf("%q / %q", you, anna)
	}
}
