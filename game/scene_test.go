package game

import (
	"fmt"
	"github.com/galleria-games/galleria/game/ui"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/game/match"
)

func TestResumeShowsTheTableAtTheSavedStep(t *testing.T) {
	data := midGameSave(t, 150)
	s, err := match.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	p := &fakePlatform{data: data, has: true}
	a, _ := testApp(t, p, 1280, 720, 1)
	a.Update()
	st := a.Status()
	if st.Scene != sceneTable || st.Step != s.Step() || st.Seat != 0 || len(st.Legal) == 0 {
		t.Fatalf("status %+v, saved step %d", st, s.Step())
	}
	if p.stores != 0 || p.clears != 0 {
		t.Errorf("resuming stored %d and cleared %d times", p.stores, p.clears)
	}
	for _, m := range st.Legal {
		plan := a.Plan(m)
		if len(plan) == 0 {
			t.Fatalf("no plan for legal move %q", m)
		}
	}
	if a.Plan("build VV V A1 nonsense") != nil {
		t.Error("a plan for an illegal move")
	}
	if len(a.table.tbl.log) == 0 {
		t.Error("no narration after resuming")
	}
}

func TestUnreadableSaveIsCleared(t *testing.T) {
	for _, data := range []string{"garbage", `{"format":"galleria-save","version":99}`, ""} {
		p := &fakePlatform{data: []byte(data), has: true}
		a, _ := testApp(t, p, 1280, 720, 1)
		if st := a.Status(); st.Scene != sceneMenu || p.clears != 1 || p.has {
			t.Errorf("save %q: scene %s, %d clears", data, st.Scene, p.clears)
		}
	}
	p := &fakePlatform{}
	a, _ := testApp(t, p, 1280, 720, 1)
	if st := a.Status(); st.Scene != sceneMenu || p.clears != 0 {
		t.Errorf("no save: scene %s, %d clears", st.Scene, p.clears)
	}
}

func TestMenuAndSetup(t *testing.T) {
	// Every seed game is playable; a game announced as coming soon (none
	// is, today) shows disabled.
	saved := comingSoon
	t.Cleanup(func() { comingSoon = saved })
	announce("menu:nextgame", "Next Game", "still being built")
	a, in := testApp(t, &fakePlatform{}, 1280, 720, 1)
	want := map[string]bool{"menu:mallworld": true, "menu:mallornothing": true, "menu:luxshopping": true, "menu:mallforheroes": true, "menu:nextgame": false}
	for _, tg := range a.Targets() {
		if en, ok := want[tg.ID]; ok && en != tg.Enabled {
			t.Errorf("%s enabled=%v", tg.ID, tg.Enabled)
		}
		delete(want, tg.ID)
	}
	if len(want) != 0 {
		t.Errorf("menu lacks %v", want)
	}
	// A disabled target does nothing.
	p := a.frame.Spot("menu:nextgame")
	in.queue = append(in.queue, inputFrame{presses: []point{{p.R.CX(), p.R.CY()}}}, inputFrame{releases: []point{{p.R.CX(), p.R.CY()}}})
	a.Update()
	a.Update()
	if a.Status().Scene != sceneMenu {
		t.Fatal("a coming-soon game opened")
	}
	// A press on one target and a release on another is no click.
	m, b := a.frame.Spot("menu:mallworld"), a.frame.Spot("menu:mallornothing")
	in.queue = append(in.queue, inputFrame{presses: []point{{m.R.CX(), m.R.CY()}}}, inputFrame{releases: []point{{b.R.CX(), b.R.CY()}}})
	a.Update()
	a.Update()
	if a.Status().Scene != sceneMenu {
		t.Fatal("press and release on different targets clicked")
	}
	click(t, a, in, "menu:mallworld")
	for _, id := range []string{"setup:players:3", "setup:players:4", "setup:players:5", "setup:seat:0", "setup:seat:3", "setup:seed", "setup:start", "setup:back"} {
		if !hasTarget(a, id) {
			t.Errorf("setup lacks %s", id)
		}
	}
	if hasTarget(a, "setup:seat:4") {
		t.Error("a fifth seat with 4 players")
	}
	click(t, a, in, "setup:players:5")
	if !hasTarget(a, "setup:seat:4") || a.setup.players != 5 {
		t.Error("5 players: no fifth seat")
	}
	if a.setup.kinds[1] != ui.Normal || !strings.Contains(frameTexts(a), "Beat") {
		t.Fatalf("seat 1 is %v, not a normal bot: %s", a.setup.kinds[1], frameTexts(a))
	}
	// Each seat shows its choices in the open: one button per kind.
	for _, k := range ui.SetupKinds {
		if !hasTarget(a, kindID(4, k)) {
			t.Fatalf("seat 4 has no %v button: %v", k, targetIDs(a))
		}
	}
	click(t, a, in, "setup:kind:2:hard")
	if a.setup.kinds[2] != ui.Hard {
		t.Fatalf("seat 2 chose hard, is %v", a.setup.kinds[2])
	}
	click(t, a, in, "setup:kind:2:human")
	if a.setup.kinds[2] != ui.Human {
		t.Fatalf("seat 2 chose human, is %v", a.setup.kinds[2])
	}
	a.setup.click(a, "setup:kind:7:hard")
	a.setup.click(a, "setup:kind:2:nobody")
	if a.setup.kinds[2] != ui.Human {
		t.Fatalf("a bad kind target changed seat 2 to %v", a.setup.kinds[2])
	}
	click(t, a, in, "setup:kind:2:normal")
	click(t, a, in, "setup:seat:0") // human → easy: nobody human
	if a.setup.kinds[0] != ui.Easy {
		t.Fatalf("seat 0 is %v", a.setup.kinds[0])
	}
	if tg := a.frame.Spot("setup:start"); tg == nil || tg.Enabled {
		t.Error("start enabled without a human seat")
	}
	// easy → normal → hard → greedy → random → human
	for _, want := range []ui.SeatKind{ui.Normal, ui.Hard, ui.Greedy, ui.Random, ui.Human} {
		click(t, a, in, "setup:seat:0")
		if a.setup.kinds[0] != want {
			t.Fatalf("seat 0 is %v, want %v", a.setup.kinds[0], want)
		}
	}
	click(t, a, in, "setup:back")
	if a.Status().Scene != sceneMenu {
		t.Fatal("back does not go to the menu")
	}
}

// The same table at device scale 1 and 2 reports the same CSS rectangles.
func TestTargetsAreInCSSPixels(t *testing.T) {
	data := midGameSave(t, 150)
	var got [2][]Target
	for i, dsf := range []float64{1, 2} {
		a, _ := testApp(t, &fakePlatform{data: data, has: true}, 1280, 720, dsf)
		a.Update()
		got[i] = a.Targets()
	}
	if len(got[0]) == 0 || len(got[0]) != len(got[1]) {
		t.Fatalf("%d and %d targets", len(got[0]), len(got[1]))
	}
	for i := range got[0] {
		a, b := got[0][i], got[1][i]
		if a.ID != b.ID || abs(a.X-b.X) > 0.01 || abs(a.Y-b.Y) > 0.01 || abs(a.W-b.W) > 0.01 || abs(a.H-b.H) > 0.01 {
			t.Errorf("dsf 1: %+v, dsf 2: %+v", a, b)
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// At every size and player count, every target is on screen and enabled
// targets never overlap (a click reaches exactly one).
func TestTableTargetsFitTheScreen(t *testing.T) {
	for _, players := range []int{3, 4, 5} {
		data, err := makeSaveAt(players, 120, "", true)
		if err != nil {
			t.Fatal(err)
		}
		for _, sz := range [][3]float64{{1280, 720, 1}, {1920, 1080, 2}, {1024, 768, 1}, {390, 844, 3}, {360, 640, 2}, {768, 1024, 2}, {844, 390, 3}} {
			a, _ := testApp(t, &fakePlatform{data: data, has: true}, sz[0], sz[1], sz[2])
			a.Update()
			name := fmt.Sprintf("%d players %vx%v@%v", players, sz[0], sz[1], sz[2])
			if a.Status().Scene != sceneTable {
				t.Fatalf("%s: scene %s", name, a.Status().Scene)
			}
			ts := a.Targets()
			// A short screen (a phone held sideways) scrolls: there a
			// target must be within the scene, and fit the screen once
			// scrolled to; elsewhere nothing scrolls.
			sc := a.Screen()
			top, bottom := -sc.ScrollY, sz[1]+sc.ScrollMax-sc.ScrollY
			if short := ui.Short(sz[0]*sz[2], sz[1]*sz[2], sz[2]); short != (sc.ScrollMax > 0) {
				t.Errorf("%s: short screen %v, scrolls by up to %v CSS px", name, short, sc.ScrollMax)
			}
			for i, tg := range ts {
				if tg.X < -0.01 || tg.Y < top-0.01 || tg.X+tg.W > sz[0]+0.01 || tg.Y+tg.H > bottom+0.01 || tg.W <= 0 || tg.H <= 0 || tg.H > sz[1] {
					t.Errorf("%s: %+v off screen", name, tg)
				}
				for _, o := range ts[i+1:] {
					if tg.Enabled && o.Enabled && overlap(ui.Box(tg.X, tg.Y, tg.W, tg.H), ui.Box(o.X, o.Y, o.W, o.H)) && tg.ID != o.ID {
						t.Errorf("%s: %s overlaps %s", name, tg.ID, o.ID)
					}
				}
			}
			// Words are at least 9 CSS pixels high on the screens the
			// client is made for (letters on tokens are symbols).
			if sz[0] < 390 || sz[1] < 700 {
				continue
			}
			for _, it := range a.frame.Items {
				if it.Kind == ui.KText && len([]rune(it.Text)) > 2 && it.Px/sz[2] < 9 {
					t.Errorf("%s: text %q is %.1f CSS px", name, it.Text, it.Px/sz[2])
					break
				}
			}
		}
	}
}

func TestIdleTicksDoNotRebuild(t *testing.T) {
	a, _ := testApp(t, &fakePlatform{data: midGameSave(t, 150), has: true}, 1280, 720, 1)
	a.Update()
	gen := a.gen
	for i := 0; i < 30; i++ {
		a.Update()
	}
	if a.gen != gen {
		t.Errorf("%d rebuilds in 30 idle ticks", a.gen-gen)
	}
	a.setSize(1000, 700, 1)
	a.Update()
	if a.gen == gen {
		t.Error("no rebuild after a resize")
	}
}

func TestHoverAndTapShowChainNames(t *testing.T) {
	data := midGameSave(t, 260) // phase 2 or later: tenants on the board
	a, in := testApp(t, &fakePlatform{data: data, has: true}, 1280, 720, 1)
	a.Update()
	// Find a rented shop.
	var cell *ui.Hotspot
	for i := range a.frame.Spots {
		s := &a.frame.Spots[i]
		if strings.HasPrefix(s.ID, "cell:") && strings.Contains(s.Tip, " in a ") {
			cell = s
			break
		}
	}
	if cell == nil {
		t.Fatal("no rented shop drawn at step 260 of the fixed save")
	}
	// The tip box wraps the tip: its lines, joined, are the tip.
	tipShown := func() bool {
		var texts []string
		for _, it := range a.frame.Items {
			if it.Kind == ui.KText {
				texts = append(texts, it.Text)
			}
		}
		return strings.Contains(strings.Join(strings.Fields(strings.Join(texts, " ")), " "), strings.Join(strings.Fields(cell.Tip), " "))
	}
	if tipShown() {
		t.Fatal("tip before hovering")
	}
	in.queue = append(in.queue, inputFrame{hover: point{cell.R.CX(), cell.R.CY()}, hasHover: true})
	a.Update()
	if !tipShown() {
		t.Fatal("no tip on hover")
	}
	in.queue = append(in.queue, inputFrame{hover: point{1, 700}, hasHover: true})
	a.Update()
	if tipShown() {
		t.Fatal("tip stays after the mouse left")
	}
	// Touch: a tap (press and release, no hover) opens the tip, a second closes it.
	p := point{cell.R.CX(), cell.R.CY()}
	in.queue = append(in.queue, inputFrame{presses: []point{p}}, inputFrame{releases: []point{p}})
	a.Update()
	a.Update()
	if !tipShown() {
		t.Fatal("no tip on tap")
	}
	in.queue = append(in.queue, inputFrame{presses: []point{p}}, inputFrame{releases: []point{p}})
	a.Update()
	a.Update()
	if tipShown() {
		t.Fatal("second tap does not close the tip")
	}
}

func TestLeaveTheMatch(t *testing.T) {
	p := &fakePlatform{data: midGameSave(t, 150), has: true}
	a, in := testApp(t, p, 1280, 720, 1)
	a.Update()
	click(t, a, in, "table:menu")
	if st := a.Status(); st.Scene != sceneTable || st.Seat != -1 || a.Plan(a.table.tbl.legal[0]) != nil {
		t.Fatalf("confirm overlay: %+v", st)
	}
	if tg := a.frame.Spot("btn:pass"); tg != nil && a.frame.Hit(tg.R.CX(), tg.R.CY()) != nil && a.frame.Hit(tg.R.CX(), tg.R.CY()).ID == "btn:pass" {
		t.Error("the table is clickable under the overlay")
	}
	click(t, a, in, "table:stay")
	if st := a.Status(); st.Seat != 0 {
		t.Fatalf("after stay: %+v", st)
	}
	click(t, a, in, "table:menu")
	click(t, a, in, "table:quit")
	if st := a.Status(); st.Scene != sceneMenu || p.has || st.Step != 0 {
		t.Fatalf("after quit: %+v, save kept %v", st, p.has)
	}
}

// In hotseat, the first decision goes through a handoff and the table draws
// no hand before it.
func TestHotseatStartsWithHandoff(t *testing.T) {
	a, in := testApp(t, &fakePlatform{}, 1280, 720, 1)
	click(t, a, in, "menu:mallworld")
	setSeat(t, a, in, 1, ui.Human)
	click(t, a, in, "setup:start")
	for i := 0; i < 1000 && a.Status().Scene == sceneTable; i++ {
		for _, id := range targetIDs(a) {
			if strings.HasPrefix(id, "hand:") || strings.HasPrefix(id, "contract:") {
				t.Fatalf("a hand is drawn before any handoff: %s", id)
			}
		}
		a.Update()
	}
	if st := a.Status(); st.Scene != sceneHandoff || st.Seat != -1 || len(st.Legal) != 0 {
		t.Fatalf("status %+v", st)
	}
	name := a.table.tbl.names()[focusSeat(a.table.drv.HumansToAct(), -1)]
	found := false
	for _, it := range a.frame.Items {
		if strings.Contains(it.Text, name) {
			found = true
		}
	}
	if !found {
		t.Errorf("handoff does not name %s", name)
	}
	click(t, a, in, "handoff:ready")
	if st := a.Status(); st.Scene != sceneTable || st.Seat < 0 {
		t.Fatalf("after ready: %+v", st)
	}
}

// The hook may be read from another goroutine (the browser test's JS
// callbacks) while the game loop runs: run with -race.
func TestHookIsSafeFromOtherGoroutines(t *testing.T) {
	a, in := testApp(t, &fakePlatform{}, 1280, 720, 1)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := 0; i < 2000; i++ {
			st := a.Status()
			_ = a.Targets()
			if len(st.Legal) > 0 {
				_ = a.Plan(st.Legal[0])
			}
		}
	}()
	click(t, a, in, "menu:mallworld")
	click(t, a, in, "setup:start")
	for i := 0; i < 300; i++ {
		if st := a.Status(); st.Seat >= 0 {
			for _, id := range a.Plan(st.Legal[len(st.Legal)-1]) {
				click(t, a, in, id)
			}
		} else if hasTarget(a, "scoring:ok") {
			click(t, a, in, "scoring:ok")
		}
		a.Update()
	}
	<-done
}

// A solo-only option (Mall for Heroes' level) shows in the setup with one
// player only, and a click on it counts only then.
func TestSetupSoloOnlyOption(t *testing.T) {
	a, in := testApp(t, &fakePlatform{}, 1280, 720, 1)
	click(t, a, in, "menu:mallforheroes")
	if a.setup.players != 3 || hasTarget(a, "setup:opt:level:1") {
		t.Fatalf("the default setup: %d players, level offered %v; want 3 and no level", a.setup.players, hasTarget(a, "setup:opt:level:1"))
	}
	a.setup.click(a, "setup:opt:level:4") // stale: not offered with 3 players
	if a.setup.options["level"] != "1" {
		t.Fatalf("a hidden level was set: %q", a.setup.options["level"])
	}
	click(t, a, in, "setup:players:1")
	for l := 1; l <= 6; l++ {
		if !hasTarget(a, fmt.Sprintf("setup:opt:level:%d", l)) {
			t.Fatalf("the solo setup lacks setup:opt:level:%d", l)
		}
	}
	click(t, a, in, "setup:opt:level:4")
	if a.setup.options["level"] != "4" {
		t.Fatalf("level after a click: %q", a.setup.options["level"])
	}
}
