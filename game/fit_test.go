package game

import (
	"fmt"
	"math"
	"regexp"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/game/ui"
)

// fitSizes are the screens the fit tests look at: a phone held upright and
// sideways (CSS pixels, device scale 3), and a desktop window.
var fitSizes = []struct {
	name       string
	w, h, dsf  float64
	minTable   float64 // the smallest table text allowed, CSS px (0: not checked)
	minColumns float64 // the smallest text of the menu and setups
}{
	{"phone-portrait", 390, 844, 3, 0, 11},
	{"phone-landscape", 844, 390, 3, 11, 11},
	{"desktop", 1280, 800, 1, 0, 11},
}

// fitProblems lists the texts of the App's last frame that do not fit:
// cut (an ellipsis, lines left out), ink outside its panel or the screen
// (by more than slack CSS px; a scene taller than the screen scrolls, so
// below it means below the scene's end), or smaller than minSize CSS px (0: any).
func fitProblems(a *App, minSize float64) []string {
	const slack = 1
	sc := a.Screen()
	var out []string
	for _, t := range sc.Texts {
		p := t.Panel
		// Across, the line's advance must fit; up and down, its em box
		// (the font size, on the line's middle): the ink box reported is
		// the face's ascent plus descent, which no line of digits or
		// capitals fills.
		t.Y, t.H = t.Y+t.H/2-t.Size/2, t.Size
		switch {
		case t.Cut:
			out = append(out, fmt.Sprintf("cut: %q (panel %.0fx%.0f)", t.Text, p.W, p.H))
		case t.W > 0 && (t.X < p.X-slack || t.X+t.W > p.X+p.W+slack || t.Y < p.Y-slack || t.Y+t.H > p.Y+p.H+slack):
			out = append(out, fmt.Sprintf("outside its panel: %q at %.1f,%.1f %.1fx%.1f, panel %.1f,%.1f %.1fx%.1f",
				t.Text, t.X, t.Y, t.W, t.H, p.X, p.Y, p.W, p.H))
		case t.W > 0 && (t.X < -slack || t.Y < -sc.ScrollY-slack || t.X+t.W > sc.W+slack || t.Y+t.H > sc.H+sc.ScrollMax-sc.ScrollY+slack):
			out = append(out, fmt.Sprintf("off screen: %q at %.1f,%.1f %.1fx%.1f", t.Text, t.X, t.Y, t.W, t.H))
		case t.W > 0 && t.Size < minSize-0.01:
			out = append(out, fmt.Sprintf("%.1f px: %q", t.Size, t.Text))
		}
	}
	return out
}

// smallest is the smallest font size of a drawn text, CSS px.
func smallest(a *App) float64 {
	m := math.Inf(1)
	for _, t := range a.Screen().Texts {
		if t.W > 0 {
			m = min(m, t.Size)
		}
	}
	return m
}

// TestTextsFit visits the menu, each game's setup and a new table of each
// game at a phone's two orientations and a desktop size: no text may be
// cut or leave its panel; the menu's and setups' texts and the landscape
// phone's table texts must be 11 CSS px or more.
func TestTextsFit(t *testing.T) {
	for _, sz := range fitSizes {
		t.Run(sz.name, func(t *testing.T) {
			p := &fakePlatform{}
			a, in := testApp(t, p, sz.w, sz.h, sz.dsf)
			check := func(where string, minSize float64) {
				t.Helper()
				if probs := fitProblems(a, minSize); len(probs) > 0 {
					t.Errorf("%s at %vx%v: %d texts do not fit:\n  %s", where, sz.w, sz.h, len(probs), strings.Join(probs, "\n  "))
				}
			}
			check("menu", sz.minColumns)
			for _, g := range playableGames() {
				click(t, a, in, "menu:"+g.Name())
				check(g.Name()+" setup", sz.minColumns)
				click(t, a, in, "setup:start")
				if st := a.Status().Scene; st != "table" && st != "handoff" {
					t.Fatalf("%s: scene %s after setup:start", g.Name(), st)
				}
				check(g.Name()+" table", sz.minTable)
				t.Logf("%s table: smallest text %.1f CSS px", g.Name(), smallest(a))
				a.toMenu()
				a.rebuild()
				a.snapshot()
			}
		})
	}
}

// TestShortScreenScrolls: on a phone held sideways the menu is taller than
// the screen; a finger's drag scrolls it (and clicks nothing), the targets
// move with it, and a click on a scrolled-in target works; a new scene
// starts at the top.
func TestShortScreenScrolls(t *testing.T) {
	a, in := testApp(t, &fakePlatform{}, 844, 390, 3)
	sc := a.Screen()
	if sc.ScrollMax <= 0 || sc.ScrollY != 0 {
		t.Fatalf("menu at 844x390: scroll %v of %v, want 0 of more than 0", sc.ScrollY, sc.ScrollMax)
	}
	last := a.Targets()[len(a.Targets())-1]
	if last.Y+last.H <= sc.H {
		t.Fatalf("the menu's last target %s is on screen (%v..%v): nothing to scroll to", last.ID, last.Y, last.Y+last.H)
	}
	// A press on a game's row, dragged: no click, the menu scrolls.
	tg := a.Targets()[0]
	p := point{(tg.X + tg.W/2) * a.dsf, (tg.Y + tg.H/2) * a.dsf}
	in.queue = append(in.queue, inputFrame{presses: []point{p}, touch: true},
		inputFrame{scroll: 120 * a.dsf, cancel: true}, inputFrame{releases: []point{p}})
	a.Update()
	a.Update()
	a.Update()
	if st := a.Status().Scene; st != "menu" {
		t.Fatalf("a drag clicked: scene %s", st)
	}
	if sc := a.Screen(); sc.ScrollY != 120 || !sc.Touch {
		t.Fatalf("after a drag of 120 px: scroll %v, touch %v; want 120, true", sc.ScrollY, sc.Touch)
	}
	moved := a.Targets()[0]
	if moved.ID != tg.ID || moved.Y != tg.Y-120 {
		t.Fatalf("target %s at y %v after scrolling 120 px, was %v", moved.ID, moved.Y, tg.Y)
	}
	// Scroll to the end; the last target is on screen now.
	a.Drag(10000)
	a.Update()
	sc = a.Screen()
	if sc.ScrollY != sc.ScrollMax {
		t.Fatalf("scroll %v after a long drag, want the most, %v", sc.ScrollY, sc.ScrollMax)
	}
	for _, tg := range a.Targets() {
		if tg.ID == "menu:online" && tg.Y+tg.H > sc.H {
			t.Fatalf("menu:online ends at %v, below the screen (%v) at the end of the scroll", tg.Y+tg.H, sc.H)
		}
	}
	last = a.Targets()[0]
	for _, tg := range a.Targets() {
		if g, ok := strings.CutPrefix(tg.ID, "menu:"); ok && playable(g) {
			last = tg
		}
	}
	click(t, a, in, last.ID) // the last game's row (before the buttons under the games)
	if st := a.Status().Scene; st != "setup" {
		t.Fatalf("scene %s after clicking a game's row, want setup", st)
	}
	if sc := a.Screen(); sc.ScrollY != 0 {
		t.Fatalf("the setup opens scrolled by %v", sc.ScrollY)
	}
}

// keyWords finds words for a mouse or a keyboard in a prompt: a click,
// pointing, a key's name (capitalised: "Enter", "R"; a shop may be called
// the Key Cutter).
var keyWords = regexp.MustCompile(`(?i:\b(click|clicks|clicking|press|keyboard|type digits|point at)\b)|\b(Enter|Esc)\b|\b[A-Z] key\b|\bwith R\b|\bR turns\b`)

// touchWords lists the texts of the last frame that name keys or a mouse.
func touchWords(a *App) []string {
	var out []string
	for _, t := range a.Screen().Texts {
		if keyWords.MatchString(t.Text) {
			out = append(out, t.Text)
		}
	}
	return out
}

// TestTouchWording: on a touch screen no prompt names a key or a click,
// from the menu through each game's setup to its table, Mall or Nothing's
// placement prompt among them (it says "Turn it with R" to a mouse); a
// mouse press words them for the mouse again.
func TestTouchWording(t *testing.T) {
	a, in := testApp(t, &fakePlatform{}, 390, 844, 3)
	a.touch = true
	a.dirty = true
	a.Update()
	if w := touchWords(a); len(w) > 0 {
		t.Errorf("menu on a touch screen: %q", w)
	}
	for _, g := range playableGames() {
		click(t, a, in, "menu:"+g.Name())
		if w := touchWords(a); len(w) > 0 {
			t.Errorf("%s setup on a touch screen: %q", g.Name(), w)
		}
		click(t, a, in, "setup:start")
		for i := 0; i < 50 && a.Status().Seat < 0; i++ {
			settle(a)
		}
		if a.Status().Seat < 0 {
			t.Fatalf("%s: the person never acts", g.Name())
		}
		if w := touchWords(a); len(w) > 0 {
			t.Errorf("%s table on a touch screen: %q", g.Name(), w)
		}
		if g.Name() == "mallornothing" {
			texts := frameTexts(a)
			if !strings.Contains(texts, "tap a dot") || !strings.Contains(texts, "Upright and Turned") {
				t.Errorf("Mall or Nothing's prompt on a touch screen does not say how to place and turn:\n%s", texts)
			}
			// A mouse press (on nothing) words it for the mouse.
			in.queue = append(in.queue, inputFrame{presses: []point{{1, 1}}, mouse: true})
			a.Update()
			if a.touch || !strings.Contains(frameTexts(a), "Turn it with R") {
				t.Errorf("after a mouse press: touch %v, texts:\n%s", a.touch, frameTexts(a))
			}
			in.queue = append(in.queue, inputFrame{presses: []point{{1, 1}}, touch: true}, inputFrame{releases: []point{{1, 1}}})
			a.Update()
			a.Update()
			if !a.touch || strings.Contains(frameTexts(a), "with R") {
				t.Errorf("after a touch: touch %v, texts:\n%s", a.touch, frameTexts(a))
			}
		}
		a.toMenu()
		a.dirty = true
		a.Update()
	}
}

// TestSeedPad: on a touch screen the seed field being edited has a digit
// pad (there is no keyboard to type with).
func TestSeedPad(t *testing.T) {
	a, in := testApp(t, &fakePlatform{}, 390, 844, 3)
	click(t, a, in, "menu:"+playableGames()[0].Name())
	click(t, a, in, "setup:seed")
	if hasTarget(a, "setup:key:4") {
		t.Fatalf("a digit pad with a mouse")
	}
	click(t, a, in, "setup:seed") // done editing
	a.touch = true
	a.dirty = true
	a.Update()
	click(t, a, in, "setup:seed")
	for _, id := range []string{"setup:key:4", "setup:key:2", "setup:key:back", "setup:key:7", "setup:key:1", "setup:key:done"} {
		click(t, a, in, id)
	}
	if a.setup.seed != "471" || a.setup.editing || hasTarget(a, "setup:key:4") {
		t.Fatalf("seed %q (editing %v) after 4 2 Delete 7 1 Done", a.setup.seed, a.setup.editing)
	}
	if probs := fitProblems(a, 11); len(probs) > 0 {
		t.Errorf("setup: %q", probs)
	}
}

// TestResultsFit plays a game of each game to its results (the person's
// moves straight into the session: the first legal one) at a phone's two
// orientations and a desktop size: no text of the results may be cut or
// leave its panel, and on the phone they are 11 CSS px or more.
func TestResultsFit(t *testing.T) {
	for _, sz := range fitSizes {
		t.Run(sz.name, func(t *testing.T) {
			for _, g := range playableGames() {
				a, in := testApp(t, &fakePlatform{}, sz.w, sz.h, sz.dsf)
				click(t, a, in, "menu:"+g.Name())
				for seat := 1; seat < a.setup.players; seat++ {
					setSeat(t, a, in, seat, ui.Random) // quick bots: only the results matter here
				}
				click(t, a, in, "setup:start")
				for i := 0; i < 5000 && a.Status().Scene != sceneResults; i++ {
					if id := firstTarget(a, "handoff:ready", "scoring:ok", "table:results"); id != "" {
						click(t, a, in, id)
						continue
					}
					if st := a.Status(); st.Scene == sceneTable && st.Seat >= 0 && a.table.drv != nil {
						if err := a.table.drv.Play(st.Seat, st.Legal[0]); err != nil {
							t.Fatalf("%s: %v", g.Name(), err)
						}
					}
					a.Update()
				}
				if st := a.Status().Scene; st != sceneResults {
					t.Fatalf("%s: scene %s, not the results, after 5000 ticks", g.Name(), st)
				}
				if n := len(a.Screen().Texts); n < 3 {
					t.Errorf("%s results: %d texts", g.Name(), n)
				}
				if probs := fitProblems(a, sz.minColumns); len(probs) > 0 {
					t.Errorf("%s results at %vx%v: %d texts do not fit:\n  %s", g.Name(), sz.w, sz.h, len(probs), strings.Join(probs, "\n  "))
				}
			}
		})
	}
}

// firstTarget is the first of ids that is an enabled target now, or "".
func firstTarget(a *App, ids ...string) string {
	ts := a.Targets()
	for _, id := range ids {
		for _, tg := range ts {
			if tg.ID == id && tg.Enabled {
				return id
			}
		}
	}
	return ""
}
