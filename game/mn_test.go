package game

import (
	"fmt"
	"github.com/galleria-games/galleria/game/ui"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/mallornothing"
	mnui "github.com/galleria-games/galleria/game/mallornothing"
)

// A whole solo game against a bot through clicks on the table's targets:
// the plan of a random legal move each round, the final scoring with the
// scored hallway and the points, then the results with the engine's scores.
func TestMNSoloThroughClicks(t *testing.T) {
	for _, size := range [][2]float64{{1280, 720}, {420, 860}} {
		t.Run(fmt.Sprintf("%vx%v", size[0], size[1]), func(t *testing.T) {
			p := &fakePlatform{}
			a, in := testApp(t, p, size[0], size[1], 1)
			click(t, a, in, "menu:mallornothing")
			if a.cur.name() != sceneSetup || hasTarget(a, "setup:players:3") || !strings.Contains(frameTexts(a), "Mall or Nothing: new match") {
				t.Fatalf("setup: scene %s, texts %q", a.cur.name(), frameTexts(a))
			}
			click(t, a, in, "setup:start")
			rng := rand.New(rand.NewPCG(5, uint64(size[0])))
			rounds := 0
			for i := 0; i < 200 && a.Status().Scene == sceneTable; i++ {
				settle(a)
				st := a.Status()
				if st.Scene != sceneTable || st.Seat < 0 {
					if hasTarget(a, "scoring:ok") {
						break
					}
					continue
				}
				move := st.Legal[rng.IntN(len(st.Legal))]
				plan := a.Plan(move)
				if len(plan) != 3 || plan[2] != mnui.Lock {
					t.Fatalf("plan of %q: %v", move, plan)
				}
				click(t, a, in, plan[0])
				click(t, a, in, plan[1])
				texts := frameTexts(a)
				if !strings.Contains(texts, "preview") || !strings.Contains(texts, "Lock in to confirm") {
					t.Fatalf("no ghost preview after choosing %s:\n%s", plan[1], texts)
				}
				step := a.Status().Step
				click(t, a, in, plan[2])
				if a.Status().Step <= step || !slices.Contains(a.table.drv.Steps()[step:], engine.Step{Seat: 0, Move: move}) {
					t.Fatalf("lock did not play %q", move)
				}
				rounds++
			}
			settle(a)
			if rounds != 8 {
				t.Fatalf("%d rounds played, want 8 (scene %s)", rounds, a.Status().Scene)
			}
			if a.cur.name() != sceneTable || !hasTarget(a, "scoring:ok") {
				t.Fatalf("no final scoring: scene %s, targets %v", a.cur.name(), targetIDs(a))
			}
			st := a.table.drv.State().(*mallornothing.State)
			texts := frameTexts(a)
			for s := 0; s < 2; s++ {
				sc := st.ScoreOf(s)
				if !strings.Contains(texts, fmt.Sprintf("%d points", sc.Total)) && !strings.Contains(texts, fmt.Sprintf(": %d = D", sc.Total)) {
					t.Errorf("final scoring does not show seat %d's %d points:\n%s", s, sc.Total, texts)
				}
				for _, it := range st.ScoreMapOf(s).Items {
					if it.Points > 0 && !strings.Contains(texts, fmt.Sprintf("+%d", it.Points)) {
						t.Errorf("no label +%d for %s", it.Points, it.Kind)
					}
				}
			}
			green := 0
			for _, it := range a.frame.Items {
				if it.Kind == ui.KStroke && it.Col == mnui.ColHallway {
					green++
				}
			}
			if want := len(st.ScoreMapOf(0).Hallway) + len(st.ScoreMapOf(1).Hallway); green != want {
				t.Errorf("%d hallway cells outlined, want %d", green, want)
			}
			click(t, a, in, "scoring:ok")
			// The end of the match on the table, then the results.
			if !a.Status().Ending || !strings.Contains(frameTexts(a), "Game over") {
				t.Fatalf("no end-of-match banner after the final scoring: scene %s, %s", a.cur.name(), frameTexts(a))
			}
			click(t, a, in, "table:results")
			rs := a.Status()
			res := st.Result()
			if rs.Scene != sceneResults || !slices.Equal(rs.Scores, res.Scores) || len(rs.Winners) != len(res.Winners) {
				t.Fatalf("results: %+v, engine %+v", rs, res)
			}
			if p.has {
				t.Error("the save was kept after the game ended")
			}
		})
	}
}

// The picker's targets: R and the buttons turn the card, a hovered illegal
// anchor says why, and a reload resumes at the same step.
func TestMNTableTargets(t *testing.T) {
	// A position where some anchor on the grid is illegal (one a card
	// cannot go on without a layering cycle, or not touching any card).
	var a *App
	var in *fakeInput
	var p *fakePlatform
	var bad *Target
	for seed := uint64(1); seed < 40 && bad == nil; seed++ {
		data, err := makeMNSave(6, seed)
		if err != nil {
			t.Fatal(err)
		}
		p = &fakePlatform{data: data, has: true}
		a, in = testApp(t, p, 1280, 720, 1)
		for _, tg := range a.Targets() {
			if strings.HasPrefix(tg.ID, "mn:at:") && !tg.Enabled {
				tg := tg
				bad = &tg
				break
			}
		}
	}
	if bad == nil {
		t.Fatal("no position with an illegal anchor on the grid")
	}
	st := a.Status()
	if st.Scene != sceneTable || st.Seat != 0 || len(st.Legal) == 0 || a.table.tbl.game != mallornothing.GameName {
		t.Fatalf("resume: %+v", st)
	}
	if !hasTarget(a, mnui.Rot0) || !hasTarget(a, mnui.Rot180) || !hasTarget(a, mnui.Lock) {
		t.Fatalf("targets %v", targetIDs(a))
	}
	for _, tg := range a.Targets() {
		if tg.ID == mnui.Lock && tg.Enabled {
			t.Error("lock is enabled before an anchor is chosen")
		}
	}
	in.queue = append(in.queue, inputFrame{chars: []rune{'r'}})
	a.Update()
	if a.table.tbl.picker.(*mnui.Picker).Rotation() != 180 || !strings.Contains(frameTexts(a), "Turned 180°") {
		t.Errorf("R did not turn the card (rotation %d)", a.table.tbl.picker.(*mnui.Picker).Rotation())
	}
	click(t, a, in, mnui.Rot0)
	if a.table.tbl.picker.(*mnui.Picker).Rotation() != 0 {
		t.Error("the upright button did not turn the card back")
	}
	// Hover over an anchor that is not legal: the engine's reason shows.
	in.queue = append(in.queue, inputFrame{hasHover: true, hover: point{bad.X + bad.W/2, bad.Y + bad.H/2}})
	a.Update()
	if !strings.Contains(frameTexts(a), "Not there:") {
		t.Errorf("hovering %s gives no reason:\n%s", bad.ID, frameTexts(a))
	}
	// Every legal move has its anchor on screen, enabled.
	enabled := map[string]bool{}
	for _, tg := range a.Targets() {
		if tg.Enabled && tg.X >= 0 && tg.Y >= 0 && tg.X+tg.W <= 1280 && tg.Y+tg.H <= 720 {
			enabled[tg.ID] = true
		}
	}
	for _, mv := range a.Status().Legal {
		if m, _ := mallornothing.ParseMove(mv); m.Rot == 0 && !enabled[mnui.AtID(m.X, m.Y)] {
			t.Errorf("anchor of %q is not an enabled target on screen", mv)
		}
	}
	// A reload resumes the same step.
	step := a.Status().Step
	b, _ := testApp(t, &fakePlatform{data: p.data, has: true}, 420, 860, 2)
	if got := b.Status(); got.Scene != sceneTable || got.Step != step || got.Seat != 0 {
		t.Errorf("reload: %+v, want step %d", got, step)
	}
}

// Hotseat: each player's placement stays hidden from the other until both
// are locked in; the device is handed over in between.
func TestMNHotseatHides(t *testing.T) {
	p := &fakePlatform{}
	a, in := testApp(t, p, 1280, 720, 1)
	click(t, a, in, "menu:mallornothing")
	// normal → hard → greedy → random → human
	for _, want := range []ui.SeatKind{ui.Hard, ui.Greedy, ui.Random, ui.Human} {
		click(t, a, in, "setup:seat:1")
		if a.setup.kinds[1] != want {
			t.Fatalf("seat 1 is %v, want %v", a.setup.kinds[1], want)
		}
	}
	click(t, a, in, "setup:start")
	settle(a)
	for round := 0; round < 3; round++ {
		if a.cur.name() == sceneHandoff {
			click(t, a, in, "handoff:ready")
		}
		first := a.Status()
		if first.Seat < 0 {
			t.Fatalf("round %d: nobody to act: %+v", round, first)
		}
		move := first.Legal[len(first.Legal)-1]
		for _, id := range a.Plan(move) {
			click(t, a, in, id)
		}
		if a.cur.name() != sceneHandoff {
			t.Fatalf("round %d: no handoff after %s locked in (scene %s)", round, a.table.tbl.names()[first.Seat], a.cur.name())
		}
		texts := frameTexts(a)
		click(t, a, in, "handoff:ready")
		second := a.Status()
		if second.Seat != 1-first.Seat {
			t.Fatalf("round %d: seat %d acts after seat %d", round, second.Seat, first.Seat)
		}
		m, _ := mallornothing.ParseMove(move)
		where := fmt.Sprintf("card %d %s", m.Card, mnui.Where(m))
		texts += frameTexts(a)
		if strings.Contains(texts, where) {
			t.Fatalf("round %d: %s's placement (%s) shows before the round resolves:\n%s", round, a.table.tbl.names()[first.Seat], where, texts)
		}
		if v := a.table.drv.State().View(a.table.tbl.focus).(*mallornothing.State); v.Pending(first.Seat) != "hidden" {
			t.Fatalf("the table's view shows %q", v.Pending(first.Seat))
		}
		for _, id := range a.Plan(second.Legal[0]) {
			click(t, a, in, id)
		}
		settle(a)
		if !strings.Contains(strings.Join(a.table.tbl.log, "\n"), where) {
			t.Fatalf("round %d: the placement is not told once the round resolved", round)
		}
	}
}
