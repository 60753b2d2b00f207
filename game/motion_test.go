package game

import (
	"fmt"
	"slices"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/testgame"
	"github.com/galleria-games/galleria/game/ui"
)

// moverUI is Test Race's UI whose table shows each live step as a glide of
// 30 ticks: the shell's side of ui.Mover is tested on it.
type moverUI struct{ testgame.UI }

func (u moverUI) NewTable(opts engine.Options, names []string) (ui.Table, error) {
	t, err := u.UI.NewTable(opts, names)
	if err != nil {
		return nil, err
	}
	mt := &moverTable{Table: t}
	lastMover = mt
	return mt, nil
}

// lastMover is the last table moverUI made.
var lastMover *moverTable

type moverTable struct {
	ui.Table
	m      ui.Motion
	speeds []float64 // every SetMotionSpeed, in order
	ticks  int       // Animate calls
	clicks int       // clicks on "inspect"
}

func (t *moverTable) CatchUp(steps []engine.Step, live bool) ([]string, error) {
	lines, err := t.Table.CatchUp(steps, live)
	if live && len(lines) > 0 {
		t.m.Add(ui.Glide{ID: "piece", From: "from", To: "to", Ticks: 30,
			Draw: func(b *ui.Builder, r ui.Rect) { b.Fill(r, ui.ColHighlight, 2) }})
	}
	return lines, err
}

func (t *moverTable) Build(b *ui.Builder, c *ui.TableCtx) {
	t.Table.Build(b, c)
	t.m.Place("from", b.R(10, 10, 40, 40))
	t.m.Place("to", b.R(410, 210, 40, 40))
	// A button with a tip, for inspect on touch (TestHoldShowsTip).
	b.Spot("inspect", b.R(60, 300, 120, 60), true, "The inspect button: it counts its clicks, and this tip is long enough to wrap on a phone's narrow screen.")
	t.m.Draw(b)
}

func (t *moverTable) Click(id string, c *ui.TableCtx) bool {
	if id == "inspect" {
		t.clicks++
		return true
	}
	return t.Table.Click(id, c)
}

func (t *moverTable) Animate() bool            { t.ticks++; return t.m.Tick() }
func (t *moverTable) SetMotionSpeed(s float64) { t.speeds = append(t.speeds, s); t.m.SetSpeed(s) }
func (t *moverTable) Moving() bool             { return t.m.Moving() }
func (t *moverTable) Glides() []ui.GlideStatus { return t.m.Status() }

var _ ui.Mover = (*moverTable)(nil)

// plugMover registers moverUI for the length of a test.
func plugMover(t *testing.T) string {
	t.Helper()
	u := moverUI{}
	if _, ok := lookupUI(u.Game().Name()); ok {
		return u.Game().Name() // registered already in this test
	}
	if err := Register(u); err != nil {
		t.Fatal(err)
	}
	name := u.Game().Name()
	t.Cleanup(func() { Unregister(name) })
	return name
}

// startMover opens a match of moverUI: seat 0 a person, the others bots.
func startMover(t *testing.T, motion string) (*App, *fakeInput) {
	t.Helper()
	name := plugMover(t)
	p := newSettingsPlatform()
	if motion == "" {
		motion = "normal" // testApp's default is off
	}
	p.Set(motionKey, motion)
	a, in := testApp(t, p, 1280, 800, 1)
	click(t, a, in, "menu:"+name)
	click(t, a, in, "setup:start")
	for i := 0; i < 200 && a.Status().Seat < 0; i++ {
		a.Update()
	}
	if a.Status().Scene != sceneTable || a.Status().Seat != 0 {
		t.Fatalf("no decision of seat 0: scene %s, seat %d", a.Status().Scene, a.Status().Seat)
	}
	return a, in
}

// playFirst plays seat 0's first legal move by its button.
func playFirst(t *testing.T, a *App, in *fakeInput) {
	t.Helper()
	click(t, a, in, testgame.TargetID(a.Status().Legal[0]))
}

// A Mover table gets its speed from the settings when it opens, Animate
// every tick, the loop kept busy while it moves, its glides in the hook,
// and this device's bots wait until it stops moving.
func TestMoverHoldsBots(t *testing.T) {
	a, in := startMover(t, "")
	mt := lastMover
	if len(mt.speeds) == 0 || mt.speeds[len(mt.speeds)-1] != 1 {
		t.Fatalf("speeds set: %v, want 1 last", mt.speeds)
	}
	playFirst(t, a, in)
	st := a.Status()
	if !st.Moving || !a.table.moving(a) {
		t.Fatal("no glide after the person's move")
	}
	step := st.Step
	mid := 0
	for i := 0; i < 100 && a.Status().Moving; i++ {
		if a.Status().Step != step {
			t.Fatalf("a bot moved at update %d while the table moved", i)
		}
		for _, g := range a.Status().Glides {
			if g.ID == "piece" && g.Progress > 0 && g.Progress < 1 {
				mid++
				if g.X <= 10 || g.X >= 410 {
					t.Fatalf("glide half-way at x %v, not between 10 and 410", g.X)
				}
			}
		}
		a.Update()
	}
	if a.Status().Moving {
		t.Fatal("the glide never ended")
	}
	if mid < 5 {
		t.Fatalf("the hook saw the glide in motion %d times", mid)
	}
	if mt.ticks < 25 {
		t.Fatalf("Animate called %d times during a 30-tick glide", mt.ticks)
	}
	for i := 0; i < 50 && a.Status().Step == step; i++ {
		a.Update()
	}
	if a.Status().Step == step {
		t.Fatal("the bots never moved after the glide")
	}
}

// With motion off (the setting, or the browser's reduced motion as its
// default) nothing glides and the bots do not wait; changing the setting
// reaches an open table.
func TestMotionOff(t *testing.T) {
	for _, c := range []struct {
		name, motion string
		reduced      bool
	}{{"setting", "off", false}, {"reduced", "", true}} {
		t.Run(c.name, func(t *testing.T) {
			p := prefs{store: memSettings{}, reduced: c.reduced}
			if c.motion != "" {
				p.store.Set(motionKey, c.motion)
			}
			if p.motionSpeed() != 0 {
				t.Fatalf("speed %v, want 0", p.motionSpeed())
			}
		})
	}
	if p := (prefs{store: memSettings{}}); p.motionSpeed() != 1 {
		t.Fatal("the default speed is not normal")
	}
	a, in := startMover(t, "off")
	if s := lastMover.speeds; len(s) == 0 || s[len(s)-1] != 0 {
		t.Fatalf("speeds %v, want 0 last", s)
	}
	playFirst(t, a, in)
	if a.Status().Moving {
		t.Fatal("a glide with motion off")
	}
	// The setting cycles normal → fast → off and reaches the table.
	a.prefs.nextMotion()
	a.table.setSpeed(a)
	if got := a.prefs.motion(); got != "normal" {
		t.Fatalf("after off: %s", got)
	}
	a.prefs.nextMotion()
	a.table.setSpeed(a)
	if s := lastMover.speeds; s[len(s)-1] != 2 || a.p.(*settingsPlatform).Get(motionKey) != "fast" {
		t.Fatalf("speeds %v, stored %q", s, a.p.(*settingsPlatform).Get(motionKey))
	}
}

// signalPlatform records the Signaler calls.
type signalPlatform struct {
	settingsPlatform
	calls []string
}

func (p *signalPlatform) Signal(title string, chime bool) {
	p.calls = append(p.calls, fmt.Sprintf("%s|%v", title, chime))
}

// The turn signal is given once when it becomes a person's turn and taken
// back once when it stops, with the chime only when the setting is on; a
// local match never signals.
func TestTurnSignal(t *testing.T) {
	p := &signalPlatform{settingsPlatform: *newSettingsPlatform()}
	a, _ := testApp(t, p, 1280, 800, 1)
	if a.table.yourTurnOnline() {
		t.Fatal("your turn with no match")
	}
	a.signalTurn(true)
	a.signalTurn(true)
	a.signalTurn(false)
	a.prefs.setChime(true)
	a.signalTurn(true)
	want := []string{"(●) Your turn — Galleria|false", "|false", "(●) Your turn — Galleria|true"}
	if !slices.Equal(p.calls, want) {
		t.Fatalf("signals %q, want %q", p.calls, want)
	}
	a.signalTurn(false)
	mid := midGameSave(t, 20)
	p.data, p.has = mid, true
	b, _ := testApp(t, p, 1280, 800, 1)
	p.calls = nil
	for i := 0; i < 5; i++ {
		b.Update()
	}
	if len(b.Status().Legal) == 0 || b.table.yourTurnOnline() || len(p.calls) != 0 {
		t.Fatalf("local match: legal %v, signals %q", b.Status().Legal, p.calls)
	}
}
