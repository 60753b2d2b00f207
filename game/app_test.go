package game

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/game/ui"
)

// playToEnd drives the App from the menu to the results through clicks only
// (targets found in Targets(), moves planned with Plan()), then back to the
// menu. It returns how many handoffs it went through.
func playToEnd(t *testing.T, a *App, in *fakeInput, p *fakePlatform, humans []int, seed string) int {
	t.Helper()
	click(t, a, in, "menu:mallworld")
	if s := a.Status().Scene; s != sceneSetup {
		t.Fatalf("after menu: scene %s", s)
	}
	// The humans, and greedy bots in the other seats (quick whole games).
	for seat := 0; seat < a.setup.players; seat++ {
		k := ui.Greedy
		if slices.Contains(humans, seat) {
			k = ui.Human
		}
		setSeat(t, a, in, seat, k)
	}
	click(t, a, in, "setup:seed")
	in.queue = append(in.queue, inputFrame{chars: []rune(seed)}, inputFrame{enter: true})
	a.Update()
	a.Update()
	if a.setup.seed != seed {
		t.Fatalf("seed field %q", a.setup.seed)
	}
	click(t, a, in, "setup:start")
	rng := rand.New(rand.NewPCG(1, 2))
	handoffs, scorings, moves := 0, 0, 0
	for i := 0; ; i++ {
		if i > 200000 {
			t.Fatalf("no end after %d ticks: %+v", i, a.Status())
		}
		st := a.Status()
		switch st.Scene {
		case sceneResults:
			if len(st.Winners) == 0 {
				t.Fatal("results without winners")
			}
			if p.has {
				t.Fatal("the save is still there after the game")
			}
			if scorings < 3 {
				t.Errorf("%d phase-end overlays, want 3", scorings)
			}
			t.Logf("%d moves, %d handoffs, %d steps, winners %v", moves, handoffs, st.Step, st.Winners)
			click(t, a, in, "results:menu")
			if s := a.Status().Scene; s != sceneMenu {
				t.Fatalf("after results: %s", s)
			}
			return handoffs
		case sceneHandoff:
			for _, id := range targetIDs(a) {
				if strings.HasPrefix(id, "hand:") || strings.HasPrefix(id, "contract:") {
					t.Fatalf("handoff shows %s", id)
				}
			}
			handoffs++
			click(t, a, in, "handoff:ready")
		case sceneTable:
			if st.Seat < 0 {
				if hasTarget(a, "scoring:ok") {
					scorings++
					click(t, a, in, "scoring:ok")
					continue
				}
				if st.Ending {
					click(t, a, in, "table:results") // the end of the match on the table
					continue
				}
				a.Update()
				continue
			}
			if len(st.Legal) == 0 {
				t.Fatal("a seat acts with no legal move")
			}
			move := st.Legal[rng.IntN(len(st.Legal))]
			plan := a.Plan(move)
			if plan == nil {
				t.Fatalf("no plan for %q", move)
			}
			before := st.Step
			for _, id := range plan {
				click(t, a, in, id)
			}
			if got := a.Status().Step; got <= before {
				t.Fatalf("move %q (clicks %v) did not play: step %d", move, plan, got)
			}
			if !p.has && a.Status().Scene == sceneTable {
				t.Fatal("no save after a move")
			}
			moves++
		default:
			t.Fatalf("unexpected scene %s", st.Scene)
		}
	}
}

func TestPlayWholeGameByClicks(t *testing.T) {
	p := &fakePlatform{}
	a, in := testApp(t, p, 1280, 720, 1)
	if h := playToEnd(t, a, in, p, []int{0}, "4242"); h != 0 {
		t.Errorf("solo game went through %d handoffs", h)
	}
}

func TestPlayHotseatPortraitHiDPI(t *testing.T) {
	p := &fakePlatform{}
	a, in := testApp(t, p, 390, 844, 3)
	if h := playToEnd(t, a, in, p, []int{0, 2}, "99"); h < 2 {
		t.Errorf("hotseat game went through %d handoffs", h)
	}
}
