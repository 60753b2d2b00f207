package game

import (
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/galleria-games/galleria/game/match"
)

// ebiten.RunGame must run on the main thread and only once per process, so
// the test that runs the real App re-executes the test binary: the child
// (GALLERIA_EBITEN_CHILD set) runs the game from TestMain and prints what
// the hook reported; the parent checks it.

const childEnv = "GALLERIA_EBITEN_CHILD"

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) != "" {
		os.Exit(runChild())
	}
	os.Exit(m.Run())
}

type childReport struct {
	SavedStep int      `json:"saved_step"`
	Status    Status   `json:"status"`
	Targets   []Target `json:"targets"`
	Stores    int      `json:"stores"`
	Clears    int      `json:"clears"`
	Err       string   `json:"err,omitempty"`
}

func runChild() int {
	rep := childReport{}
	defer func() {
		b, _ := json.Marshal(rep)
		fmt.Println("REPORT " + string(b))
	}()
	data, err := makeSave(150)
	if st := os.Getenv("GALLERIA_STAGE"); st != "" {
		data, err = makeSaveAt(4, 100, st, st != "bid")
	}
	if os.Getenv("GALLERIA_GAME") == "mallornothing" {
		round, _ := strconv.Atoi(os.Getenv("GALLERIA_ROUND"))
		data, err = makeMNSave(round, 3)
	}
	if os.Getenv("GALLERIA_GAME") == "luxshopping" {
		players, _ := strconv.Atoi(os.Getenv("GALLERIA_PLAYERS"))
		step, _ := strconv.Atoi(os.Getenv("GALLERIA_STEP"))
		data, err = makeLXSave(max(players, 2), step, os.Getenv("GALLERIA_PHASE"), 5)
	}
	if err != nil {
		rep.Err = err.Error()
		return 1
	}
	s, err := match.Load(data)
	if err != nil {
		rep.Err = err.Error()
		return 1
	}
	rep.SavedStep = s.Step()
	p := &fakePlatform{data: data, has: true}
	a := NewApp(p, Options{})
	a.stopAfter = 60
	if n, err := strconv.Atoi(os.Getenv("GALLERIA_FRAMES")); err == nil {
		a.stopAfter = n
	}
	w, h := 1280, 720
	if v := os.Getenv("GALLERIA_SIZE"); v != "" {
		fmt.Sscanf(v, "%dx%d", &w, &h)
	}
	ebiten.SetWindowSize(w, h)
	ebiten.SetWindowTitle("Galleria test")
	var g ebiten.Game = a
	if path := os.Getenv("GALLERIA_SHOT"); path != "" {
		g = &shooter{App: a, path: path, scene: os.Getenv("GALLERIA_SCENE")}
	}
	if err := ebiten.RunGame(g); err != nil {
		rep.Err = err.Error()
		return 1
	}
	rep.Status, rep.Targets = a.Status(), a.Targets()
	rep.Stores, rep.Clears = p.stores, p.clears
	return 0
}

// shooter saves the last drawn frame as a PNG (a debugging aid:
// GALLERIA_SHOT=/tmp/x.png go test -run TestRealApp). GALLERIA_SCENE picks
// a scene to show instead of the table; GALLERIA_CLICKS clicks targets first;
// GALLERIA_GAME=mallornothing (GALLERIA_ROUND=n) starts from a Mall or
// Nothing save; GALLERIA_GAME=luxshopping (GALLERIA_PLAYERS, GALLERIA_STEP,
// GALLERIA_PHASE) from a Luxembourg-Shopping one.
type shooter struct {
	*App
	path, scene string
	started     bool
}

func (s *shooter) Update() error {
	if !s.started {
		s.started = true
		switch s.scene {
		case "menu", "setup":
			s.App.toMenu()
			if s.scene == "setup" {
				s.App.cur = s.App.setup
			}
		case "handoff":
			s.App.cur = handoffScene{}
		case "final", "results", "scoring":
			// Play on (the human's first legal move each time) until the
			// game ends, or, for "scoring", until an overlay opens (Mall
			// World's phase-end scoring); "results" then dismisses the
			// overlays.
			ss, tb := s.App.table.drv, s.App.table.tbl
			for t := time.Now(); !ss.Over() && !(s.scene == "scoring" && tb.g.Blocking()); t = t.Add(time.Hour) {
				ss.Advance(t)
				s.App.table.stepped(s.App)
				if h := ss.HumansToAct(); len(h) > 0 && !tb.g.Blocking() {
					ss.Play(h[0], ss.State().LegalMoves(h[0])[0])
					s.App.table.stepped(s.App)
				}
			}
			for s.scene == "results" && tb.g.Blocking() {
				s.App.table.click(s.App, "scoring:ok")
			}
			s.App.table.route(s.App)
		}
		for _, id := range strings.Fields(os.Getenv("GALLERIA_CLICKS")) {
			s.App.cur.click(s.App, id)
		}
		s.App.tapTip = os.Getenv("GALLERIA_TIP")
		s.App.dirty = true
	}
	err := s.App.Update()
	if err == ebiten.Termination {
		return err
	}
	return err
}

func (s *shooter) Draw(screen *ebiten.Image) {
	s.App.Draw(screen)
	if s.App.updates+1 >= s.App.stopAfter {
		f, err := os.Create(s.path)
		if err == nil {
			png.Encode(f, screen)
			f.Close()
		}
	}
}

// TestRealAppUnderEbiten runs the App with ebiten.RunGame (under Xvfb) from
// a mid-game save for some frames: it must show the table at the saved step
// with the table's targets, and draw only when something changed.
func TestRealAppUnderEbiten(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a window")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"=1")
	out, err := cmd.CombinedOutput()
	var rep childReport
	for _, ln := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(ln, "REPORT ") {
			if err := json.Unmarshal([]byte(strings.TrimPrefix(ln, "REPORT ")), &rep); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err != nil || rep.Err != "" {
		t.Fatalf("child: %v %s\n%s", err, rep.Err, out)
	}
	st := rep.Status
	if st.Scene != sceneTable || st.Step != rep.SavedStep || st.Seat != 0 || len(st.Legal) == 0 {
		t.Fatalf("status %+v, saved step %d", st, rep.SavedStep)
	}
	if st.Frames < 1 || st.Frames > 10 {
		t.Errorf("%d frames drawn in 60 idle ticks: want a few (drawn only on change)", st.Frames)
	}
	if rep.Stores != 0 || rep.Clears != 0 {
		t.Errorf("an idle table saved %d times and cleared %d times", rep.Stores, rep.Clears)
	}
	ids := map[string]Target{}
	for _, tg := range rep.Targets {
		ids[tg.ID] = tg
	}
	for _, want := range []string{"table:menu", "cell:A1", "cell:C6", "btn:pass"} {
		if _, ok := ids[want]; !ok {
			t.Errorf("no target %s in %v", want, rep.Targets)
		}
	}
	// Every legal move can be made from enabled targets on screen.
	for _, m := range st.Legal {
		plan := mustUI(t, "mallworld").NewPicker(st.Legal).Plan(m)
		if len(plan) == 0 {
			t.Errorf("no plan for %s", m)
			continue
		}
		if tg, ok := ids[plan[0]]; !ok || !tg.Enabled {
			t.Errorf("move %s starts with %s: not an enabled target", m, plan[0])
		}
	}
	for _, tg := range rep.Targets {
		if tg.W <= 0 || tg.H <= 0 || tg.X < 0 || tg.Y < 0 || tg.X+tg.W > 1280.5 || tg.Y+tg.H > 720.5 {
			t.Errorf("target %s off screen: %+v", tg.ID, tg)
		}
	}
}
