package game

import (
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/game/ui"
)

// The Hint button of a solo game: the hard bot thinks on the person's view
// (the table says so), then the header shows the hint and the table marks
// the targets of its move's plan, which the hook reports; clicking them
// plays the hinted move, and the hint is gone at the next decision.
func TestHintMarksThePlan(t *testing.T) {
	p := &fakePlatform{}
	a, in := testApp(t, p, 1280, 720, 1)
	click(t, a, in, "menu:mallworld")
	for seat := 1; seat < 4; seat++ {
		setSeat(t, a, in, seat, ui.Greedy) // quick
	}
	click(t, a, in, "setup:seed")
	in.queue = append(in.queue, inputFrame{chars: []rune("77")}, inputFrame{enter: true})
	a.Update()
	a.Update()
	// 100 iterations per Update: the hint takes a few.
	a.opt.ThinkBudget = func() func() bool {
		n := 0
		return func() bool { n++; return n <= 100 }
	}
	click(t, a, in, "setup:start")
	hints := 0
	for i := 0; i < 5000 && hints < 3; i++ {
		st := a.Status()
		if st.Scene != sceneTable || st.Seat < 0 {
			if hasTarget(a, "scoring:ok") {
				click(t, a, in, "scoring:ok")
			}
			a.Update()
			continue
		}
		if st.Hint == nil || !st.Hint.Offered {
			t.Fatalf("step %d: the person acts and no hint is offered: %+v", st.Step, st.Hint)
		}
		click(t, a, in, "table:hint")
		st = a.Status()
		if st.Hint == nil || st.Hint.Move != "" || st.Hint.Offered || !st.Hint.Thinking {
			t.Fatalf("after a click on Hint: %+v", st.Hint)
		}
		if !strings.Contains(frameTexts(a), "Thinking of a hint…") {
			t.Fatalf("the header does not say that the hint is being thought of:\n%s", frameTexts(a))
		}
		for j := 0; st.Hint.Move == "" && j < 100; j++ {
			a.Update()
			st = a.Status()
			if st.Hint == nil {
				t.Fatal("the hint went away")
			}
		}
		h := st.Hint
		if h.Move == "" || !slices.Contains(st.Legal, h.Move) || h.Reason == "" || !strings.HasPrefix(h.Line, "Hint: ") {
			t.Fatalf("hint %+v (legal %q)", h, st.Legal)
		}
		if !strings.Contains(frameTexts(a), "Hint: ") {
			t.Fatalf("the header does not show the hint:\n%s", frameTexts(a))
		}
		plan := a.Plan(h.Move)
		if !slices.Equal(plan, h.Targets) {
			t.Fatalf("hint targets %q, plan of %q %q", h.Targets, h.Move, plan)
		}
		step := st.Step
		for k, id := range plan {
			marked := false
			for _, tg := range a.Targets() {
				if tg.Hint && !slices.Contains(plan, tg.ID) {
					t.Fatalf("%s is marked, not in the plan %q", tg.ID, plan)
				}
				marked = marked || tg.Hint && tg.ID == id
			}
			if !marked {
				t.Fatalf("click %d of the plan %q (%s) is not marked", k+1, plan, id)
			}
			click(t, a, in, id)
		}
		st = a.Status()
		if st.Step <= step || a.table.drv.Steps()[step].Move != h.Move {
			t.Fatalf("the hint's clicks did not play %q (step %d → %d)", h.Move, step, st.Step)
		}
		for _, tg := range a.Targets() {
			if tg.Hint {
				t.Fatalf("%s still marked after the move", tg.ID)
			}
		}
		t.Logf("step %d: hint %q: %s", step, h.Move, h.Line)
		hints++
	}
	if hints < 3 {
		t.Fatalf("%d hints", hints)
	}
}
