// Package game is the Ebitengine client of Galleria: scenes (menu, setup,
// handoff, table, results), widgets and the Mall World table. It shows state
// and collects moves; every rule is the engine's (through game/match and
// game/mwui).
//
// ui.Shape (after ebiten's examples/2048): the scenes never draw. Each builds a
// frame — a display list of rectangles, text and symbols plus the hotspots
// with their target IDs — in device pixels; one renderer paints frames, the
// input code hit-tests them, and the test hook reports them in CSS pixels.
// A frame is rebuilt only when something changed (input, hover, a step, a
// resize) and the screen is redrawn only then, so an idle client costs almost
// nothing.
package game

import (
	"github.com/galleria-games/galleria/game/ui"
	"log"
	"math"
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
	Store(data []byte)    // called after every step with match.Session.Save()
	Clear()               // forget the save (game over, or back to the menu)
}

// Options tune the client.
type Options struct {
	BotDelay time.Duration // 0 means the default 600ms
	// Online is what online play needs from the platform; the zero value
	// has none.
	Online OnlinePlatform
	// Clock is the client's clock (bots' delays, how long a seat has kept
	// the others waiting); nil means time.Now.
	Clock func() time.Time
	// GiveBotAfter is how long a seat must keep an online match waiting
	// before the host is offered to give it to a bot; 0 means 30 s.
	GiveBotAfter time.Duration
	// Logf receives the online match's protocol events and fault reports
	// (the browser console); nil means log.Printf.
	Logf func(format string, args ...any)
	// ScriptedInput: the App reads no device; input comes from Press,
	// Release and Type only (tests, automation).
	ScriptedInput bool
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

	scene    string
	setup    setupState
	sess     *match.Session // the local match, if any
	src      matchSource    // the match the table shows: sess, or the online match
	tbl      *table
	menuNote string // a message on the menu (an unreadable save, say)

	// Online play.
	online    OnlinePlatform
	net       *netMatch
	hostForm  hostForm
	name      string      // this player's name
	note      string      // a message on the online scenes
	clipboard string      // the last text copied (for the test hook)
	netDirty  atomic.Bool // the peer changed: take a new snapshot
	postMu    sync.Mutex
	posted    []func() // work from other goroutines, run by Update

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
	tapTip string // key of the hotspot whose tip a tap opened
	clk    clicker

	// Tests: Update returns ebiten.Termination after this many updates.
	stopAfter int
	updates   int

	mu          sync.Mutex
	snapStatus  Status
	snapTargets []Target
	snapGame    string // the game of the table, for Plan
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
	if o.Logf == nil {
		o.Logf = log.Printf
	}
	ebiten.SetScreenClearedEveryFrame(false)
	a := &App{p: p, opt: o, input: &ebitenInput{}, now: o.Clock, scene: sceneMenu, setup: defaultSetup(),
		cssW: ui.LandW, cssH: ui.LandH, dsf: 1, devW: ui.LandW, devH: ui.LandH, dirty: true,
		online: o.Online, hostForm: defaultHostForm()}
	if o.ScriptedInput {
		a.input = &scriptInput{}
	}
	a.loadName()
	if data, ok := p.Load(); ok {
		if err := a.resume(data); err != nil {
			p.Clear()
			a.menuNote = "The saved match could not be read and was discarded."
		}
	}
	a.openFromURL()
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
	if a.stopAfter > 0 && a.updates > a.stopAfter {
		return ebiten.Termination
	}
	in := a.input.read()
	if a.runPosted() {
		a.dirty = true
	}
	if a.frame == nil || a.dirty {
		a.rebuild()
	}
	a.handleInput(&in)
	if a.net != nil {
		if a.netTick() {
			a.dirty = true
		}
	} else if a.scene == sceneTable {
		if a.tick() {
			a.dirty = true
		}
	}
	if a.dirty {
		a.rebuild()
	}
	if a.gen != a.snapGen {
		a.snapshot()
	}
	return nil
}

// Draw implements ebiten.Game. The screen is not cleared between frames, so
// an unchanged frame is not drawn again.
func (a *App) Draw(screen *ebiten.Image) {
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
	if len(in.chars) > 0 && a.scene == sceneTable && a.tbl != nil && a.tbl.mn != nil {
		a.mnKeys(in.chars)
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
	case sceneOnline:
		a.clickOnline(id)
	case sceneHostSetup:
		a.clickHostSetup(id)
	case sceneLobby:
		a.clickLobby(id)
	case sceneJoin:
		a.clickJoin(id)
	}
	a.dirty = true
}

// post queues work for the game loop (from a transport's goroutine, or a
// text box's callback).
func (a *App) post(f func()) {
	a.postMu.Lock()
	a.posted = append(a.posted, f)
	a.postMu.Unlock()
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
		b = ui.NewBuilder(ui.TableXform(a.devW, a.devH), a.hover)
		a.buildTable(b)
	default:
		b = ui.NewBuilder(ui.ColumnXform(a.devW, a.devH), a.hover)
		switch a.scene {
		case sceneMenu:
			a.buildMenu(b)
		case sceneSetup:
			a.buildSetup(b)
		case sceneHandoff:
			a.buildHandoff(b)
		case sceneResults:
			a.buildResults(b)
		case sceneOnline:
			a.buildOnline(b)
		case sceneHostSetup:
			a.buildHostSetup(b)
		case sceneLobby:
			a.buildLobby(b)
		case sceneJoin:
			a.buildJoin(b)
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
}

// status is the current Status (without locking).
func (a *App) status() Status {
	st := Status{Scene: a.scene, Seat: -1, Frames: a.frames, Legal: []string{}, Winners: []string{}, Scores: []int64{},
		Clipboard: a.clipboard, Note: a.note}
	if a.src != nil {
		st.Step = a.src.Step()
	}
	if a.scene == sceneTable && a.tbl != nil {
		if seat := a.tbl.actingSeat(); seat >= 0 {
			st.Seat = seat
			st.Legal = append(st.Legal, a.tbl.legal...)
		}
	}
	if a.scene == sceneResults && a.src != nil && a.tbl != nil {
		if r := a.src.State().Result(); r != nil {
			for _, w := range r.Winners {
				st.Winners = append(st.Winners, a.tbl.names[w])
			}
			st.Scores = append([]int64{}, r.Scores...)
		}
	}
	if a.net != nil {
		a.netStatus(&st)
	}
	return st
}

// toMenu leaves any match and shows the menu.
func (a *App) toMenu() {
	a.leaveNet(false)
	a.sess, a.src, a.tbl = nil, nil, nil
	a.scene = sceneMenu
	a.tapTip = ""
}

// leaveSolo puts the local match away (it stays saved) before an online
// match takes the table.
func (a *App) leaveSolo() {
	if a.sess != nil {
		a.sess, a.src, a.tbl = nil, nil, nil
	}
}
