// Package game is the app shell of Galleria's Ebitengine client: routing,
// the menu, the new-match setup, the hotseat handoff, the results frame and
// the test hook. It never names a game: each game's table, picker and
// narration live in a package of their own, one per game,
// registered in games.go, behind the contract of game/ui; online play is
// plugged in by the net build (game/online, through Options.Online). It
// shows state and collects moves; every rule is the engine's.
//
// Shape (after ebiten's examples/2048): the scenes never draw. Each builds a
// frame — a display list of rectangles, text and symbols plus the hotspots
// with their target IDs — in device pixels; one renderer paints frames, the
// input code hit-tests them, and the test hook reports them in CSS pixels.
// A frame is rebuilt only when something changed (input, hover, a step, a
// resize) and the screen is redrawn only then, so an idle client costs almost
// nothing.
package game

import (
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
	"math"
	"runtime/metrics"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/galleria-games/galleria/game/match"
)

// Platform is what the host (the browser page, a desktop main, a test)
// provides.
type Platform interface {
	Load() ([]byte, bool) // the saved match, if any
	Store(data []byte)    // called after every step with match.Local.Save()
	Clear()               // forget the save (game over, or back to the menu)
}

// Options tune the client.
type Options struct {
	BotDelay time.Duration // 0 means the default 600ms
	// Online is online play (package game/online, in the net build); nil
	// in the solo build.
	Online Online
	// OpenOnline is what the menu's "Play online" does when Online is nil:
	// the solo build loads the net build (?net=1). Nil: the button is off.
	OpenOnline func()
	// Clock is the client's clock (bots' delays); nil means time.Now.
	Clock func() time.Time
	// ScriptedInput: the App reads no device; input comes from Press,
	// Release and Type only (tests, automation).
	ScriptedInput bool
	// ThinkBudget, if set, replaces the bots' thinking budget of one
	// Update (match.Driver.Budget): tests that count iterations, or let
	// a search finish in one Update. Nil: thinkSlice of wall time per
	// frame.
	ThinkBudget func() (more func() bool)
	// Languages are the browser's preferred languages, best first
	// (navigator.languages): the client speaks the first it can, unless
	// the player chose one in the menu (a setting).
	Languages []string
	// Touch: the device is touch-first (the browser's "(pointer: coarse)"),
	// so prompts are worded for fingers until a mouse is used. A touch
	// turns this on at any time, a mouse press off.
	Touch bool
	// IdleWait, if set, lets Update block while the client is idle (see
	// idle.go), for at most this long at a time, until Wake. Zero: Update
	// never blocks (tests, and hosts that call Wake for nothing).
	IdleWait time.Duration
}

const defaultBotDelay = 600 * time.Millisecond

// thinkSlice is how long bots may think per frame (the page's Go runs on
// its one thread: a longer slice would hold up drawing and input), and
// frameTime a frame at 60 Hz.
const (
	thinkSlice = 7 * time.Millisecond
	frameTime  = time.Second / 60
)

// thinkBudget is the thinking budget of one Update (match.Session.Budget,
// online bots): what is left of this frame's slice, in wall time.
func (a *App) thinkBudget() func() bool {
	if a.opt.ThinkBudget != nil {
		return a.opt.ThinkBudget()
	}
	now := time.Now()
	if a.thinkDrawn || now.Sub(a.thinkFrom) >= frameTime {
		a.thinkFrom, a.thinkDrawn = now, false
	}
	end := a.thinkFrom.Add(thinkSlice)
	return func() bool { return time.Now().Before(end) }
}

// App is the client. It implements ebiten.Game and ebiten.LayoutFer.
type App struct {
	p     Platform
	opt   Options
	input inputSource
	now   func() time.Time

	// Screen: outside size in CSS pixels, device scale factor, drawing size.
	cssW, cssH, dsf float64
	devW, devH      float64

	scene    string
	setup    setupState
	sess     *match.Driver // the local match, if any
	src      MatchSource    // the match the table shows: sess, or the online match
	tbl      *table
	menuNote string   // a message on the menu (an unreadable save, say)
	settings Settings // the language, the guide (settings.go)

	rules rulesState // what the rules scene shows (scene_rules.go)

	online  Online      // online play; nil in the solo build
	changed atomic.Bool // another goroutine asked for a new frame
	postMu  sync.Mutex
	posted  []func() // work from other goroutines, run by Update

	frame    *ui.Frame
	dirty    bool
	gen      int // frame generation
	drawnGen int
	snapGen  int // frame generation of the hook's snapshot
	drawnW   int
	drawnH   int
	frames   int
	rd       ui.Renderer

	// Bots think for at most thinkSlice per frame: a frame's budget starts
	// with the first Update after a Draw (or a frame's time after the
	// last one).
	thinkFrom  time.Time
	thinkDrawn bool

	hover  string // key of the hotspot under the mouse
	touch  bool   // the last input was a touch (or the device is touch-first): prompts say "tap"
	tapTip string // key of the hotspot whose tip a tap opened
	clk    clicker

	// Scrolling, on a screen shorter than the scene (a phone held
	// sideways): how far down the scene is shown, the most it can be, and
	// the scene it belongs to (a new scene starts at the top). Device px.
	scrollY, scrollMax float64
	scrollScene        string

	// Tests: Update returns ebiten.Termination after this many updates.
	stopAfter int
	updates   int

	// Idle waits (idle.go): Wake's channel, when the client last did
	// something, the wait's timer; Updates run and waits begun so far, and
	// whether Update waits now (for the hook, read from any goroutine).
	wake      chan struct{}
	activeAt  time.Time
	idleTimer *time.Timer
	ticks     atomic.Int64
	sleeps    atomic.Int64
	asleep    atomic.Bool

	mu          sync.Mutex
	snapStatus  Status
	snapTargets []Target
	snapGame    string // the game of the table, for Plan
	snapTexts   []string
	snapFrame   *ui.Frame // the last frame (never changed once built), measured by Screen
	snapDSF     float64
	snapW       float64
	snapH       float64
	snapTouch   bool
	snapScroll  [2]float64 // scrollY, scrollMax
}

var (
	_ ebiten.Game      = (*App)(nil)
	_ ebiten.LayoutFer = (*App)(nil)
)

// NewApp makes the client. If p holds a save that match.Load accepts, the
// client opens at that step; an unreadable save is cleared.
func NewApp(p Platform, o Options) *App {
	if o.BotDelay <= 0 {
		o.BotDelay = defaultBotDelay
	}
	if o.Clock == nil {
		o.Clock = time.Now
	}
	ebiten.SetScreenClearedEveryFrame(false)
	a := &App{p: p, opt: o, input: &ebitenInput{}, now: o.Clock, scene: sceneMenu, setup: defaultSetup(),
		cssW: ui.LandW, cssH: ui.LandH, dsf: 1, devW: ui.LandW, devH: ui.LandH, dirty: true,
		online: o.Online, touch: o.Touch, wake: make(chan struct{}, 1)}
	if o.ScriptedInput {
		a.input = &scriptInput{}
	}
	a.initSettings()
	if a.online != nil {
		a.online.Start(shell{a})
	}
	if data, ok := p.Load(); ok {
		if err := a.resume(data); err != nil {
			p.Clear()
			a.menuNote = lang.T("The saved match could not be read and was discarded.")
		}
	}
	if a.online != nil {
		a.online.OpenFromURL()
	}
	a.rebuild()
	a.snapshot()
	return a
}

func (a *App) botDelay() time.Duration { return a.opt.BotDelay }

// Layout implements ebiten.Game (LayoutF is used instead).
func (a *App) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := a.LayoutF(float64(outsideWidth), float64(outsideHeight))
	return int(math.Ceil(w)), int(math.Ceil(h))
}

// LayoutF implements ebiten.LayoutFer: the screen is the outside size in
// device pixels, so drawing is sharp on high-DPI screens.
func (a *App) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	dsf := 1.0
	if m := ebiten.Monitor(); m != nil {
		if f := m.DeviceScaleFactor(); f > 0 {
			dsf = f
		}
	}
	a.setSize(outsideWidth, outsideHeight, dsf)
	return a.devW, a.devH
}

// setSize records the outside size (CSS pixels) and scale factor.
func (a *App) setSize(cssW, cssH, dsf float64) {
	if cssW == a.cssW && cssH == a.cssH && dsf == a.dsf {
		return
	}
	a.cssW, a.cssH, a.dsf = cssW, cssH, dsf
	a.devW, a.devH = ui.DeviceSize(cssW, cssH, dsf)
	a.dirty = true
}

// Update implements ebiten.Game: input, bots, scene changes. It does little
// when nothing happens.
func (a *App) Update() error {
	a.updates++
	a.ticks.Add(1)
	if a.stopAfter > 0 && a.updates > a.stopAfter {
		return ebiten.Termination
	}
	in := a.input.read()
	gen := a.gen
	if a.runPosted() || a.changed.Swap(false) {
		a.dirty = true
	}
	if a.frame == nil || a.dirty {
		a.rebuild()
	}
	a.handleInput(&in)
	if a.online != nil && a.online.Tick() {
		a.dirty = true
	}
	if !a.onlineActive() && a.scene == sceneTable && a.tbl != nil {
		if a.tick() {
			a.dirty = true
		}
	}
	if a.scene == sceneTable && a.tbl != nil {
		if an, ok := a.tbl.g.(ui.Animator); ok && an.Animate() {
			a.dirty = true
		}
	}
	if a.dirty {
		a.rebuild()
	}
	if a.gen != a.snapGen {
		a.snapshot()
	}
	a.rest(a.gen != gen || !in.idle())
	return nil
}

// Draw implements ebiten.Game. The screen is not cleared between frames, so
// an unchanged frame is not drawn again.
func (a *App) Draw(screen *ebiten.Image) {
	a.thinkDrawn = true
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	if a.frame == nil || a.dirty {
		a.rebuild()
	}
	if a.gen == a.drawnGen && w == a.drawnW && h == a.drawnH {
		return
	}
	a.rd.Draw(screen, a.frame)
	a.drawnGen, a.drawnW, a.drawnH = a.gen, w, h
	a.frames++
	a.snapshot()
}

// handleInput turns the tick's input into hover changes and clicks.
func (a *App) handleInput(in *inputFrame) {
	if in.scroll != 0 {
		a.scrollBy(in.scroll)
	}
	if in.wheel != 0 {
		a.scrollBy(-in.wheel * 40 * a.dsf)
	}
	if in.cancel {
		a.clk.release("") // a finger that scrolls clicks nothing
	}
	if touch := a.touch; in.touch || in.mouse {
		a.touch = in.touch
		if a.touch != touch {
			a.dirty = true
		}
	}
	hover := ""
	if in.hasHover {
		if s := a.frame.Hit(in.hover.X, in.hover.Y); s != nil {
			hover = spotKey(s)
		}
	}
	if hover != a.hover {
		a.hover = hover
		a.dirty = true
	}
	for _, p := range in.presses {
		id := ""
		if s := a.frame.Hit(p.X, p.Y); s != nil {
			id = spotKey(s)
		}
		a.clk.press(id)
	}
	for _, p := range in.releases {
		s := a.frame.Hit(p.X, p.Y)
		key := ""
		if s != nil {
			key = spotKey(s)
		}
		clicked := a.clk.release(key)
		if clicked == "" {
			continue
		}
		a.dirty = true
		if s.Enabled && s.ID != "" {
			a.tapTip = ""
			a.click(s.ID)
			// The frame is stale after a click: later events of this tick
			// are dropped rather than hit-tested against it.
			return
		}
		// A tap (or click) on something with a tip shows or hides the tip.
		if s.Tip != "" && a.tapTip != key {
			a.tapTip = key
		} else {
			a.tapTip = ""
		}
	}
	if !in.idle() && a.scene == sceneSetup {
		a.setupKeys(in)
	}
	if len(in.chars) > 0 && a.scene == sceneTable && a.tbl != nil {
		a.tableKeys(in.chars)
	}
}

// spotKey identifies a hotspot across frames.
func spotKey(s *ui.Hotspot) string {
	if s.ID != "" {
		return s.ID
	}
	return "tip:" + s.Tip
}

// click dispatches a click on an enabled target to the scene.
func (a *App) click(id string) {
	switch a.scene {
	case sceneMenu:
		a.clickMenu(id)
	case sceneSetup:
		a.clickSetup(id)
	case sceneHandoff:
		a.clickHandoff(id)
	case sceneTable:
		a.clickTable(id)
	case sceneResults:
		a.clickResults(id)
	case sceneRules:
		a.clickRules(id)
	default:
		a.clickOnline(a.scene, id)
	}
	a.dirty = true
}

// post queues work for the game loop (from a transport's goroutine, or a
// text box's callback).
func (a *App) post(f func()) {
	a.postMu.Lock()
	a.posted = append(a.posted, f)
	a.postMu.Unlock()
	a.Wake()
}

// runPosted runs the queued work; it reports whether there was any.
func (a *App) runPosted() bool {
	a.postMu.Lock()
	fs := a.posted
	a.posted = nil
	a.postMu.Unlock()
	for _, f := range fs {
		f()
	}
	return len(fs) > 0
}

// rebuild makes the frame of the current scene at the current size.
func (a *App) rebuild() {
	var b *ui.Builder
	screen := ui.Box(0, 0, a.devW, a.devH)
	switch a.scene {
	case sceneTable:
		b = ui.NewBuilder(a.view(ui.TableView(a.devW, a.devH, a.dsf)), a.hover)
		a.tbl.guide = a.guideFor(a.tbl.game)
		a.tbl.g.Build(b, a.tbl.ctx(a.src, a.hover, a.touch))
		if a.tbl.guide && a.tbl.confirmQuit {
			ui.GuideOffButton(b)
		}
		a.tbl.hintShown = nil
		if h := a.tbl.hint; h != nil {
			a.tbl.hintShown = ui.HintMarks(b, h.Targets)
		}
	case sceneRules:
		b = a.rulesView()
		a.buildRules(b)
	default:
		b = ui.NewBuilder(a.view(ui.ColumnView(a.devW, a.devH, a.dsf)), a.hover)
		switch a.scene {
		case sceneMenu:
			a.buildMenu(b)
		case sceneSetup:
			a.buildSetup(b)
		case sceneHandoff:
			a.buildHandoff(b)
		case sceneResults:
			a.buildResults(b)
		default:
			if a.online == nil || !a.online.Build(a.scene, b) {
				a.scene = sceneMenu
				a.buildMenu(b)
			}
		}
	}
	// Tips: the hovered hotspot's (mouse), or the one a tap opened.
	for _, key := range []string{a.hover, a.tapTip} {
		if key == "" {
			continue
		}
		for i := len(b.F.Spots) - 1; i >= b.F.Barrier; i-- {
			if s := &b.F.Spots[i]; spotKey(s) == key && s.Tip != "" {
				b.TipBox(s.R, s.Tip, screen)
				break
			}
		}
		if a.tapTip != "" {
			break // a tapped tip wins over the hover
		}
	}
	a.frame = b.F
	a.gen++
	a.dirty = false
	if a.showModal() {
		a.rebuild()
	}
}

// view applies the scroll to a scene's transform: a new scene starts at
// the top, and the scroll stays within what the scene has below the
// screen.
func (a *App) view(t ui.Xform) ui.Xform {
	if a.scene != a.scrollScene {
		a.scrollScene, a.scrollY = a.scene, 0
	}
	a.scrollMax = t.Scroll(a.devH)
	a.scrollY = max(0, min(a.scrollY, a.scrollMax))
	t.OY -= a.scrollY
	return t
}

// scrollBy scrolls the scene by dy device px (positive: the content moves
// up), within its bounds; it reports whether anything moved.
func (a *App) scrollBy(dy float64) bool {
	y := max(0, min(a.scrollY+dy, a.scrollMax))
	if y == a.scrollY {
		return false
	}
	a.scrollY = y
	a.dirty = true
	return true
}

// showModal scrolls a modal overlay (a question over the scene, the final
// scoring) into view when the screen scrolls and its targets are off it;
// it reports whether it scrolled.
func (a *App) showModal() bool {
	f := a.frame
	if a.scrollMax <= 0 || f.Barrier == 0 || f.Barrier >= len(f.Spots) {
		return false
	}
	top, bottom := math.Inf(1), math.Inf(-1)
	for _, s := range f.Spots[f.Barrier:] {
		top, bottom = min(top, s.R.Y), max(bottom, s.R.Y+s.R.H)
	}
	if top >= 0 && bottom <= a.devH {
		return false
	}
	// Centre them (or show their top when they are taller than the screen).
	dy := (top + bottom - a.devH) / 2
	if bottom-top > a.devH {
		dy = top
	}
	return a.scrollBy(dy)
}

// status is the current Status (without locking).
func (a *App) status() Status {
	st := Status{Scene: a.scene, Seat: -1, Frames: a.frames, Legal: []string{}, Winners: []string{}, Scores: []int64{}}
	st.Guide = a.scene == sceneTable && a.tbl != nil && a.tbl.guide
	if a.src != nil {
		st.Step = a.src.Step()
	}
	if a.scene == sceneTable && a.tbl != nil {
		if seat := a.tbl.actingSeat(); seat >= 0 {
			st.Seat = seat
			st.Legal = append(st.Legal, a.tbl.legal...)
		}
	}
	st.Thinking = -1
	if a.sess != nil && a.src == a.sess {
		st.Thinking = a.sess.Thinking()
		if ti := a.sess.Think(); ti.Seat >= 0 {
			st.Think = &ThinkStatus{Seat: ti.Seat, Step: ti.Step, Done: ti.Done, Total: ti.Total,
				Finished: ti.Finished, Ms: float64(ti.Wall) / float64(time.Millisecond),
				SliceMs: float64(ti.Slice) / float64(time.Millisecond)}
		}
	}
	if t := a.tbl; t != nil && t.hint != nil && a.scene == sceneTable {
		h := t.hint
		st.Hint = &HintStatus{Seat: t.hintSeat, Offered: h.Offered, Thinking: h.Thinking, Done: h.Done, Total: h.Total,
			Move: t.hintMove, Reason: t.hintWhy, Line: h.Line, Targets: append([]string{}, h.Targets...)}
		if h.Offered {
			st.Hint.Seat = t.actingSeat()
		}
	}
	if a.scene == sceneResults && a.src != nil && a.tbl != nil {
		if r := a.src.State().Result(); r != nil {
			for _, w := range r.Winners {
				st.Winners = append(st.Winners, a.tbl.seats[w].Name)
			}
			st.Scores = append([]int64{}, r.Scores...)
		}
	}
	st.GC, st.HeapMB = gcCycles()
	if a.online != nil {
		a.online.Status(&st)
	}
	return st
}

// gcCycles is how many garbage collections the Go runtime has completed,
// and the heap that survived the last one, in MB.
func gcCycles() (n uint64, liveMB float64) {
	s := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}, {Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() == metrics.KindUint64 {
		n = s[0].Value.Uint64()
	}
	if s[1].Value.Kind() == metrics.KindUint64 {
		liveMB = float64(s[1].Value.Uint64()) / (1 << 20)
	}
	return n, liveMB
}

// toMenu leaves any match and shows the menu.
func (a *App) toMenu() {
	a.leaveOnline(false)
	a.sess, a.src, a.tbl = nil, nil, nil
	a.scene = sceneMenu
	a.tapTip = ""
}
