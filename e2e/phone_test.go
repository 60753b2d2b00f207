//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// Screen mirrors game.Screen, as galleria.texts() returns it.
type Screen struct {
	W         float64   `json:"w"`
	H         float64   `json:"h"`
	DSF       float64   `json:"dsf"`
	Touch     bool      `json:"touch"`
	ScrollY   float64   `json:"scrollY"`
	ScrollMax float64   `json:"scrollMax"`
	Texts     []TextBox `json:"texts"`
}

// TextBox mirrors game.TextBox: a text of the last frame, its ink box
// (advance × the face's ascent plus descent), font size and panel, in CSS
// px.
type TextBox struct {
	Text  string  `json:"text"`
	X     float64 `json:"x"`
	Y     float64 `json:"y"`
	W     float64 `json:"w"`
	H     float64 `json:"h"`
	Size  float64 `json:"size"`
	Panel struct {
		X, Y, W, H float64
	} `json:"panel"`
	Cut bool `json:"cut"`
}

func screenTexts(ctx context.Context) (Screen, error) {
	var sc Screen
	s, err := evalString(ctx, `galleria.texts()`)
	if err != nil {
		return sc, err
	}
	if err := json.Unmarshal([]byte(s), &sc); err != nil {
		return sc, fmt.Errorf("galleria.texts(): %v: %.300s", err, s)
	}
	return sc, nil
}

// phoneView is a browser window the phone test looks through.
type phoneView struct {
	name      string
	w, h      int64
	scale     float64
	touch     bool    // touch emulation: the page sees a coarse pointer, the test taps
	minText   float64 // every text at least this big, CSS px (0: not asserted)
	minColumn float64 // the menu's and setups' texts at least this big
}

var phoneViews = []phoneView{
	{name: "portrait", w: 390, h: 844, scale: 3, touch: true, minColumn: 11},
	{name: "landscape", w: 844, h: 390, scale: 3, touch: true, minText: 11, minColumn: 11},
	{name: "desktop", w: 1280, h: 800, scale: 1},
}

// mouseWords finds words for a mouse or a keyboard in a text: a click,
// pointing, a key's name (capitalised: "Enter", "R"; a shop may be called
// the Key Cutter).
var mouseWords = regexp.MustCompile(`(?i:\b(click|clicks|clicking|press|keyboard|type digits|point at)\b)|\b(Enter|Esc)\b|\b[A-Z] key\b|\bwith R\b|\bR turns\b`)

// TestPhoneFit opens the site in a phone's window, held upright (390×844
// CSS px) and sideways (844×390), device scale 3 and touch emulation, and
// in a 1280×800 desktop window. In each it visits the menu, every game's
// setup and a new solo table of every game (the setup's defaults), where
// the person makes two moves by taps (clicks on the desktop), scrolling by
// a finger's drag to targets below the screen. Through galleria.texts() it
// asserts on every screen visited that no text is cut (an ellipsis, lines
// left out) and that each lies in its panel (its advance across, its em
// box up and down, 1 CSS px of slack) and within the scene. Sizes: on the
// phone held sideways every text is 11 CSS px or more (menu, setups and
// tables); upright, the menu's and setups' texts are (the table's smallest
// is logged, not asserted); on the desktop they are logged. On the phone
// the page words its prompts for touch from the first frame (no key, no
// click, no pointing anywhere visited; Mall or Nothing's placement prompt
// says "tap a dot"), and stays so after the taps; on the desktop it says
// "Turn it with R". Screenshots: artifacts/phone-<view>-*.png.
func TestPhoneFit(t *testing.T) {
	for _, v := range phoneViews {
		t.Run(v.name, func(t *testing.T) { phoneFit(t, v) })
	}
}

func phoneFit(t *testing.T, v phoneView) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	srv, base := serve(t)
	p, closeTab := openPhone(t, ctx, v, "phone-", start, 0x9b0e)
	defer closeTab()
	tab := p.tab
	url := base + "?ice=none&botdelay=30&motion=off"
	if err := chromedp.Do(tab, chromedp.Navigate(url)); err != nil {
		t.Fatalf("navigate: %v", err)
	}
	st, err := waitReady(tab, loadTimeout)
	if err != nil {
		p.fatalf("%v", err)
	}
	if st.Scene != "menu" {
		p.fatalf("a fresh profile opens on scene %q, want menu", st.Scene)
	}
	sc := p.check("menu", v.minColumn)
	if sc.W != float64(v.w) || sc.H != float64(v.h) || sc.DSF != v.scale {
		p.fatalf("the client sees %vx%v at scale %v, want %dx%d at %v", sc.W, sc.H, sc.DSF, v.w, v.h, v.scale)
	}
	if sc.Touch != v.touch {
		p.fatalf("the page words its prompts for touch: %v, want %v (the pointer is coarse: %v)", sc.Touch, v.touch, v.touch)
	}
	p.shot("menu")

	var games []string
	for _, tg := range p.targets() {
		// The menu's other targets: online play, the rules, the history,
		// the settings (the language and guide switches).
		if id, ok := strings.CutPrefix(tg.ID, "menu:"); ok && tg.Enabled && id != "online" && id != "rules" && id != "history" && id != "guide" && id != "motion" && id != "chime" && !strings.HasPrefix(id, "lang:") {
			games = append(games, id)
		}
	}
	if len(games) != 4 {
		p.fatalf("the menu offers %d games (%q), want 4", len(games), games)
	}
	smallest := map[string]float64{}
	for _, g := range games {
		p.tap("menu:" + g)
		p.waitScene("setup")
		p.check(g+" setup", v.minColumn)
		p.shot(g + "-setup")
		p.tap("setup:start")
		p.waitScene("table")
		for moves := 0; moves < 2; {
			st := p.waitPerson()
			p.check(fmt.Sprintf("%s table, step %d", g, st.Step), v.minText)
			if g == "mallornothing" && moves == 0 {
				p.checkMNPrompt()
			}
			move := st.Legal[p.rng.IntN(len(st.Legal))]
			ids, err := plan(tab, move)
			if err != nil || len(ids) == 0 {
				p.fatalf("step %d: plan(%q) = %q, %v", st.Step, move, ids, err)
			}
			for _, id := range ids {
				p.tap(id)
			}
			err = waitFor(tab, moveTimeout, fmt.Sprintf("the move %q to be taken", move), func() (bool, error) {
				now, ok, err := status(tab)
				return ok && changed(st, now), err
			})
			if err != nil {
				p.fatalf("step %d: %v", st.Step, err)
			}
			moves++
			p.logf("%s: step %d: played %q by %s", g, st.Step, move, strings.Join(ids, ", "))
		}
		st := p.waitPerson()
		sc := p.check(fmt.Sprintf("%s table, step %d", g, st.Step), v.minText)
		smallest[g] = smallestText(sc)
		p.shot(g)
		p.tap("table:menu")
		p.tap("table:quit")
		p.waitScene("menu")
	}
	if sc := p.check("menu", v.minColumn); sc.Touch != v.touch {
		t.Errorf("after the taps the page words its prompts for touch: %v, want %v", sc.Touch, v.touch)
	}
	for _, g := range games {
		p.logf("%s table: smallest text %.1f CSS px", g, smallest[g])
	}
	srv.check(t)
}

// phone is one run of TestPhoneFit.
type phone struct {
	t     *testing.T
	tab   context.Context
	v     phoneView
	art   string
	start time.Time
	rng   *rand.Rand
}

// openPhone opens a tab of a fresh profile (named prefix+view) that
// emulates view v: its size, scale and touch. The phone's moves are drawn
// from the test's move seed and salt.
func openPhone(t *testing.T, ctx context.Context, v phoneView, prefix string, start time.Time, salt uint64) (*phone, func()) {
	t.Helper()
	tab, closeTab := browser(t, ctx, prefix+v.name)
	p := &phone{t: t, tab: tab, v: v, art: artifactsDir(t), start: start, rng: rand.New(rand.NewPCG(moveSeed(t), salt))}
	opts := []chromedp.EmulateViewportOption{chromedp.EmulateScale(v.scale)}
	if v.touch {
		opts = append(opts, chromedp.EmulateTouch, chromedp.EmulateMobile)
	}
	if err := chromedp.Do(tab, chromedp.EmulateViewport(v.w, v.h, opts...)); err != nil {
		closeTab()
		t.Fatalf("emulating the viewport: %v", err)
	}
	return p, closeTab
}

func (p *phone) logf(format string, args ...any) {
	logStep(p.start, "%s: %s", p.v.name, fmt.Sprintf(format, args...))
}

func (p *phone) fatalf(format string, args ...any) {
	p.t.Helper()
	dumpState(p.t, p.tab, filepath.Join(p.art, "phone-"+p.v.name+"-failure.png"))
	p.t.Fatalf("%s: %s", p.v.name, fmt.Sprintf(format, args...))
}

func (p *phone) targets() []Target {
	p.t.Helper()
	ts, err := targets(p.tab)
	if err != nil {
		p.fatalf("galleria.targets(): %v", err)
	}
	return ts
}

func (p *phone) shot(name string) {
	p.t.Helper()
	animationFrames(p.tab, 5)
	file := "phone-" + p.v.name + "-" + name + ".png"
	if err := screenshot(p.tab, filepath.Join(p.art, file)); err != nil {
		p.fatalf("screenshot: %v", err)
	}
	p.logf("saved artifacts/%s", file)
}

func (p *phone) waitScene(scene string) {
	p.t.Helper()
	if _, err := waitStatus(p.tab, clickTimeout, "scene "+scene, func(s Status) bool { return s.Scene == scene }); err != nil {
		p.fatalf("%v", err)
	}
}

// waitPerson waits until the table waits on the person, settled (no bot
// thinking, the same decision for half a second).
func (p *phone) waitPerson() Status {
	p.t.Helper()
	deadline := time.Now().Add(stallTimeout)
	for time.Now().Before(deadline) {
		st, ok, err := status(p.tab)
		if err != nil || !ok {
			p.fatalf("galleria.status(): ok=%v err=%v", ok, err)
		}
		if st.Scene == "table" && st.Seat >= 0 && len(st.Legal) > 0 {
			if stable, err := settled(p.tab, st, 500*time.Millisecond); err != nil {
				p.fatalf("%v", err)
			} else if stable {
				return st
			}
			continue
		}
		time.Sleep(50 * time.Millisecond)
	}
	p.fatalf("the person was not asked to move within %v", stallTimeout)
	return Status{}
}

// check reads the texts and asserts that they fit, are at least minSize
// CSS px (0: any), and, on a touch screen, name no key and no mouse.
func (p *phone) check(where string, minSize float64) Screen {
	p.t.Helper()
	// The hook's snapshot follows the last frame: let one be drawn.
	animationFrames(p.tab, 3)
	sc, err := screenTexts(p.tab)
	if err != nil {
		p.fatalf("%s: %v", where, err)
	}
	if len(sc.Texts) == 0 {
		p.fatalf("%s: galleria.texts() lists no text", where)
	}
	var bad []string
	const slack = 1
	for _, tx := range sc.Texts {
		if tx.W == 0 && !tx.Cut {
			continue
		}
		pn := tx.Panel
		y, h := tx.Y+tx.H/2-tx.Size/2, tx.Size // the em box, on the line's middle
		switch {
		case tx.Cut:
			bad = append(bad, fmt.Sprintf("cut: %q (panel %.0fx%.0f)", tx.Text, pn.W, pn.H))
		case tx.X < pn.X-slack || tx.X+tx.W > pn.X+pn.W+slack || y < pn.Y-slack || y+h > pn.Y+pn.H+slack:
			bad = append(bad, fmt.Sprintf("outside its panel: %q at %.1f,%.1f %.1fx%.1f, panel %.1f,%.1f %.1fx%.1f",
				tx.Text, tx.X, y, tx.W, h, pn.X, pn.Y, pn.W, pn.H))
		case tx.X < -slack || tx.X+tx.W > sc.W+slack || y < -sc.ScrollY-slack || y+h > sc.H+sc.ScrollMax-sc.ScrollY+slack:
			bad = append(bad, fmt.Sprintf("outside the scene: %q at %.1f,%.1f %.1fx%.1f (scroll %.0f of %.0f)",
				tx.Text, tx.X, y, tx.W, h, sc.ScrollY, sc.ScrollMax))
		case tx.Size < minSize-0.01:
			bad = append(bad, fmt.Sprintf("%.1f CSS px: %q", tx.Size, tx.Text))
		case p.v.touch && mouseWords.MatchString(tx.Text):
			bad = append(bad, fmt.Sprintf("mouse or key words on a touch screen: %q", tx.Text))
		}
	}
	if len(bad) > 0 {
		if len(bad) > 20 {
			bad = append(bad[:20], fmt.Sprintf("… and %d more", len(bad)-20))
		}
		p.fatalf("%s: %d texts do not fit:\n  %s", where, len(bad), strings.Join(bad, "\n  "))
	}
	p.logf("%s: %d texts fit; smallest %.1f CSS px; scroll %.0f of %.0f", where, len(sc.Texts), smallestText(sc), sc.ScrollY, sc.ScrollMax)
	return sc
}

// checkMNPrompt: Mall or Nothing's placement prompt is worded for the
// device: a tap and the buttons on a touch screen, R and the pointer with a
// mouse.
func (p *phone) checkMNPrompt() {
	p.t.Helper()
	sc, err := screenTexts(p.tab)
	if err != nil {
		p.fatalf("%v", err)
	}
	var all []string
	for _, tx := range sc.Texts {
		all = append(all, tx.Text)
	}
	text := strings.Join(all, " ")
	want := "Turn it with R"
	if p.v.touch {
		want = "tap a dot"
	}
	if !strings.Contains(text, want) {
		p.fatalf("Mall or Nothing's placement prompt does not say %q: %q", want, all)
	}
	p.logf("mallornothing: the prompt says %q", want)
}

// tap presses target id as the device does (a finger on a touch screen,
// else the mouse), scrolling it into view first with a finger's drag.
func (p *phone) tap(id string) {
	p.t.Helper()
	var tg Target
	err := waitFor(p.tab, clickTimeout, "target "+id, func() (bool, error) {
		ts, err := targets(p.tab)
		if err != nil {
			return false, err
		}
		t, ok := find(ts, id)
		tg = t
		return ok && t.Enabled && t.W > 0 && t.H > 0, nil
	})
	if err != nil {
		p.fatalf("%v", err)
	}
	h := float64(p.v.h)
	for i := 0; tg.Y < 0 || tg.Y+tg.H > h; i++ {
		if i == 8 {
			p.fatalf("target %s stays off screen (y %.0f, height %.0f) after 8 drags", id, tg.Y, tg.H)
		}
		if !p.v.touch {
			p.fatalf("target %s is off screen (y %.0f, height %.0f) on the desktop", id, tg.Y, tg.H)
		}
		// Drag by the distance from the target's middle to the screen's,
		// at most 60 % of the screen per drag.
		dy := math.Max(-0.6*h, math.Min(0.6*h, tg.Y+tg.H/2-h/2))
		from := h/2 + dy/2
		if err := drag(p.tab, float64(p.v.w)/2, from, from-dy); err != nil {
			p.fatalf("drag: %v", err)
		}
		ts := p.targets()
		var ok bool
		if tg, ok = find(ts, id); !ok {
			p.fatalf("target %s is gone after a drag", id)
		}
	}
	x, y := tg.centre()
	if p.v.touch {
		err = touchTap(p.tab, x, y)
	} else {
		err = click(p.tab, x, y)
	}
	if err != nil {
		p.fatalf("tap %s: %v", id, err)
	}
}

// touchTap puts a finger down at (x, y) (CSS px), holds it 50 ms (and
// three animation frames), and lifts it: CDP Input.dispatchTouchEvent.
func touchTap(ctx context.Context, x, y float64) error {
	pt := []*input.TouchPoint{{X: x, Y: y}}
	if _, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: pt}); err != nil {
		return err
	}
	time.Sleep(50 * time.Millisecond)
	if err := animationFrames(ctx, 3); err != nil {
		return err
	}
	if _, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}}); err != nil {
		return err
	}
	return animationFrames(ctx, 3)
}

// drag moves a finger from (x, y0) to (x, y1) in steps, a few animation
// frames each, and lifts it.
func drag(ctx context.Context, x, y0, y1 float64) error {
	ev := func(typ input.DispatchTouchEventType, y float64) error {
		pts := []*input.TouchPoint{{X: x, Y: y}}
		if typ == input.DispatchTouchEventTypeTouchEnd {
			pts = []*input.TouchPoint{}
		}
		_, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts})
		return err
	}
	if err := ev(input.DispatchTouchEventTypeTouchStart, y0); err != nil {
		return err
	}
	const steps = 3
	for i := 1; i <= steps; i++ {
		if err := animationFrames(ctx, 2); err != nil {
			return err
		}
		if err := ev(input.DispatchTouchEventTypeTouchMove, y0+(y1-y0)*float64(i)/steps); err != nil {
			return err
		}
	}
	if err := animationFrames(ctx, 2); err != nil {
		return err
	}
	if err := ev(input.DispatchTouchEventTypeTouchEnd, y1); err != nil {
		return err
	}
	return animationFrames(ctx, 3)
}

func smallestText(sc Screen) float64 {
	m := math.Inf(1)
	for _, tx := range sc.Texts {
		if tx.W > 0 {
			m = math.Min(m, tx.Size)
		}
	}
	return m
}
