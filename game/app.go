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
//
// Each scene is a type of its own behind the scene interface (scene.go),
// one file each: the menu, the setup, the table (the running match), the
// handoff, the results, the rules; online play's scenes come in by name.
// The App holds the current scene, builds and draws its frame, turns input
// into its clicks, and runs the loop.
package game

import (
	"math"
	"strings"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/replaylink"
	"github.com/galleria-games/galleria/game/ui"
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
	// ReducedMotion: the browser asks for reduced motion
	// ("prefers-reduced-motion: reduce"), so moves are not animated unless
	// the player chooses a motion speed in the settings.
	ReducedMotion bool
	// ReplayLink, if it holds a replay link (the page's fragment
	// "#replay=1…"), opens the replay viewer on it at start; a link that
	// does not decode opens a page that says why.
	ReplayLink string
}

// Signaler is what a Platform may also provide: a signal that it is your
// turn in an online match while the page is hidden (another tab is in
// front). Signal(title, chime) sets the page's title to title while the
// page is hidden and, if chime, plays a short chime; the title goes back
// when the page is seen. Signal("", false) puts the title back at once.
// It never sends anything to the network.
type Signaler interface {
	Signal(title string, chime bool)
}

const defaultBotDelay = 600 * time.Millisecond

// App is the client. It implements ebiten.Game and ebiten.LayoutFer.
type App struct {
	p     Platform
	opt   Options
	input inputSource
	now   func() time.Time

	// Screen: outside size in CSS pixels, device scale factor, drawing size.
	cssW, cssH, dsf float64
	devW, devH      float64

	// The scenes: the one shown, and the shell's own (online play's come
	// by name, onlineScene).
	cur     scene
	menu    *menuScene
	setup   *setupState
	rules   *rulesScene
	table   *tableScene  // the running match, if any, and its table
	prefs   prefs        // the language, the guide (settings.go)
	hist    historyState // the finished matches kept here (scene_history.go)
	online  plug         // online play; off in the solo build
	changed atomic.Bool  // another goroutine asked for a new frame
	posted  postQueue    // work from other goroutines, run by Update
	think   thinkClock   // the bots' thinking time per frame
	scroll  scroller     // how far down the scene is shown
	idle    idler        // resting when nothing happens (idle.go)

	frame    *ui.Frame
	dirty    bool
	gen      int // frame generation
	drawnGen int
	snapGen  int // frame generation of the hook's snapshot
	drawnW   int
	drawnH   int
	frames   int
	rd       ui.Renderer

	hover  string // key of the hotspot under the mouse
	touch  bool   // the last input was a touch (or the device is touch-first): prompts say "tap"
	tapTip string // key of the hotspot whose tip a tap opened
	// heldTip: tapTip was opened by holding a press; the next tap closes it.
	heldTip bool
	clk     clicker

	// Tests: Update returns ebiten.Termination after this many updates.
	stopAfter int
	updates   int

	snap hookSnap // what the hook reports (hook.go)

	turnSignaled bool // the platform was told it is our turn online (Signaler)

	clickAt point      // where the last click was released (the replay's scrub bar)
	share   shareState // what "Share replay" did (scene_replay_open.go)
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
	setup := defaultSetup()
	a := &App{p: p, opt: o, input: &ebitenInput{}, now: o.Clock,
		menu: &menuScene{}, setup: &setup, rules: &rulesScene{}, table: &tableScene{},
		cssW: ui.LandW, cssH: ui.LandH, dsf: 1, devW: ui.LandW, devH: ui.LandH, dirty: true,
		online: plug{o.Online}, touch: o.Touch, idle: newIdler()}
	a.cur = a.menu
	if o.ScriptedInput {
		a.input = &scriptInput{}
	}
	a.prefs = newPrefs(p, o.Languages)
	a.prefs.reduced = o.ReducedMotion
	a.hist = loadHistory(a.prefs.store)
	if a.hist.bad {
		a.menu.note = badHistoryNote()
	}
	a.online.start(shell{a})
	if data, ok := p.Load(); ok {
		if err := a.table.resume(a, data); err != nil {
			p.Clear()
			a.menu.note = strings.TrimSpace(lang.T("The saved match could not be read and was discarded.") + " " + a.menu.note)
		}
	}
	a.online.fromURL()
	if replaylink.HasLink(o.ReplayLink) {
		a.openReplayLink(o.ReplayLink)
	}
	a.rebuild()
	a.snapshot()
	return a
}

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
	a.idle.ticks.Add(1)
	if a.stopAfter > 0 && a.updates > a.stopAfter {
		return ebiten.Termination
	}
	in := a.input.read()
	gen := a.gen
	if a.posted.run() || a.changed.Swap(false) {
		a.dirty = true
	}
	if a.frame == nil || a.dirty {
		a.rebuild()
	}
	a.handleInput(&in)
	if a.online.tick() {
		a.dirty = true
	}
	if a.table.advance(a) {
		a.dirty = true
	}
	if u, ok := a.cur.(updater); ok && u.update(a) {
		a.dirty = true
	}
	a.signalTurn(a.table.yourTurnOnline())
	if a.dirty {
		a.rebuild()
	}
	if a.gen != a.snapGen {
		a.snapshot()
	}
	if a.opt.IdleWait > 0 {
		// Busy: this Update did something (input, a new frame), the frame
		// is not drawn yet, or something is due without an event.
		// A glide under way, a press held (a tip may open), or a replay
		// playing keeps it awake too.
		busy := a.gen != gen || !in.idle() || a.gen != a.drawnGen || a.table.due(a) || a.table.awake(a) || a.clk.down || a.replaying()
		a.idle.rest(a.opt.IdleWait, busy, func() bool { return a.changed.Load() || a.posted.waiting() })
	}
	return nil
}

// Draw implements ebiten.Game. The screen is not cleared between frames, so
// an unchanged frame is not drawn again.
func (a *App) Draw(screen *ebiten.Image) {
	a.think.drawn = true
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

// Wake ends an idle wait of Update, or keeps the next one from starting;
// any goroutine may call it (the page's event listeners do, for every
// input event).
func (a *App) Wake() {
	select {
	case a.idle.wake <- struct{}{}:
	default:
	}
}

// handleInput turns the tick's input into hover changes, clicks on the
// scene's targets and typed keys for it.
func (a *App) handleInput(in *inputFrame) {
	if in.scroll != 0 && a.scroll.by(in.scroll) {
		a.dirty = true
	}
	if in.wheel != 0 && a.scroll.by(-in.wheel*40*a.dsf) {
		a.dirty = true
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
		a.clk.press(id, a.now(), a.updates, in.touch && !in.mouse)
	}
	for _, p := range in.releases {
		s := a.frame.Hit(p.X, p.Y)
		key := ""
		if s != nil {
			key = spotKey(s)
		}
		held := a.clk.held
		if !held && a.heldTip {
			// The tap after a tip opened by holding closes it, and does
			// nothing else.
			a.clk.release(key)
			a.tapTip, a.heldTip = "", false
			a.dirty = true
			continue
		}
		clicked := a.clk.release(key)
		if held {
			continue // the release of the press that opened the tip
		}
		if clicked == "" {
			continue
		}
		a.dirty = true
		if s.Enabled && s.ID != "" {
			a.tapTip, a.heldTip = "", false
			a.clickAt = p
			a.cur.click(a, s.ID)
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
	a.holdTip()
	if k, ok := a.cur.(keyTaker); ok {
		k.keys(a, in)
	}
}

// holdTip opens the tip of the hotspot under a touch held holdTip or
// longer (inspect on touch: the same tip the mouse's hover shows). It
// stays open until the next tap, anywhere.
func (a *App) holdTip() {
	c := &a.clk
	if !c.down || c.held || c.pressed == "" || !c.touch {
		return
	}
	now := a.now()
	if a.updates == c.tick {
		return
	}
	if c.later.IsZero() {
		c.later = now
	}
	if now.Sub(c.later) < holdSeen || now.Sub(c.at) < holdTip {
		return
	}
	for i := len(a.frame.Spots) - 1; i >= a.frame.Barrier; i-- {
		if s := &a.frame.Spots[i]; spotKey(s) == c.pressed && s.Tip != "" {
			c.held = true
			a.tapTip, a.heldTip = c.pressed, true
			a.dirty = true
			return
		}
	}
}

// spotKey identifies a hotspot across frames.
func spotKey(s *ui.Hotspot) string {
	if s.ID != "" {
		return s.ID
	}
	return "tip:" + s.Tip
}

// post queues work for the game loop (from a transport's goroutine, or a
// text box's callback).
func (a *App) post(f func()) {
	a.posted.add(f)
	a.Wake()
}

// rebuild makes the frame of the current scene at the current size.
func (a *App) rebuild() {
	sc := a.cur
	var t ui.Xform
	if v, ok := sc.(viewer); ok {
		t = v.view(a)
	} else {
		t = ui.ColumnView(a.devW, a.devH, a.dsf)
	}
	b := ui.NewBuilder(a.scroll.view(t, sc.name(), a.devH), a.hover)
	sc.build(a, b)
	// Tips: the hovered hotspot's (mouse), or the one a tap opened.
	screen := ui.Box(0, 0, a.devW, a.devH)
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
	if a.scroll.reveal(a.frame, a.devH) {
		a.rebuild()
	}
}

// sceneNamed is the scene of that name: one of the shell's, or else online
// play's.
func (a *App) sceneNamed(name string) scene {
	for _, s := range []scene{a.menu, a.setup, a.rules, a.table, handoffScene{}, resultsScene{}} {
		if s.name() == name {
			return s
		}
	}
	return onlineScene(name)
}

// toMenu leaves any match and shows the menu.
func (a *App) toMenu() {
	a.online.leave(false)
	a.table.close()
	a.share = shareState{}
	a.cur = a.menu
	a.tapTip, a.heldTip = "", false
}

// signalTurn tells a Signaler platform when it becomes a person's turn
// here in an online match (the page's title, a chime if the setting is on)
// and when it stops being so (the title goes back).
func (a *App) signalTurn(turn bool) {
	if turn == a.turnSignaled {
		return
	}
	a.turnSignaled = turn
	sig, ok := a.p.(Signaler)
	if !ok {
		return
	}
	if turn {
		sig.Signal(lang.T("(●) Your turn — Galleria"), a.prefs.chimeOn())
	} else {
		sig.Signal("", false)
	}
}
