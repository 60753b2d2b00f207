package game

import (
	"fmt"
	"testing"

	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// TestMenuQuestionFits opens the Menu's "leave this match?" question in a
// local match with Undo offered and the guide on, in every game, on a
// phone held upright (390×844 CSS px) and sideways (844×390, a smaller
// 667×375 and a longer 915×412), and on a desktop (1280×800). Every button of the
// question (Keep playing, Leave, Switch the guide off, and Undo on a
// phone, whose header leaves it out) and its title must lie inside the
// screen as the question opens, without a drag. Undo from the question
// then works. In English and French, no text of the question is cut.
// Mall or Nothing never offers Undo: its question has the
// other buttons.
func TestMenuQuestionFits(t *testing.T) {
	views := []struct {
		name      string
		w, h, dsf float64
	}{
		{"portrait", 390, 844, 3},
		{"landscape", 844, 390, 3},
		{"small-landscape", 667, 375, 2},
		{"wide-landscape", 915, 412, 2.625},
		{"desktop", 1280, 800, 1},
	}
	for _, v := range views {
		for _, game := range []string{"mallworld", "mallornothing", "mallforheroes", "luxshopping"} {
			for _, tag := range []string{lang.English, lang.French} {
				t.Run(fmt.Sprintf("%s/%s/%s", v.name, game, tag), func(t *testing.T) {
					questionFits(t, v.w, v.h, v.dsf, game, tag)
				})
			}
		}
	}
}

// questionFits is one run of TestMenuQuestionFits.
func questionFits(t *testing.T, w, h, dsf float64, game, tag string) {
	a, in := testApp(t, &fakePlatform{}, w, h, dsf)
	a.prefs.setLang(tag)
	defer lang.Set(lang.English)
	a.rebuild()
	// Mall or Nothing reveals a tile after every move: it never
	// offers Undo (TestUndoByClicks).
	players, undo := 3, true
	if game == "mallornothing" {
		players, undo = 2, false
	}
	startLocal(t, a, game, players, []int{0}, 11)
	if !a.table.tbl.guide {
		t.Fatal("the guide is off in a fresh profile")
	}
	if undo {
		playUntilUndo(t, a, in)
	} else {
		settle(a)
	}
	st := a.Status()
	click(t, a, in, "table:menu")
	want := []string{"table:stay", "table:quit", "table:guideoff"}
	phone := w < 1000
	if phone && undo {
		want = append(want, "table:undo")
	} else if _, ok := enabledTarget(a, "table:undo"); ok {
		t.Errorf("the question offers Undo (%v wide, undo %d)", w, st.Undo)
	}
	for _, id := range want {
		tg, ok := enabledTarget(a, id)
		if !ok {
			t.Fatalf("the question has no button %s; targets %v", id, targetIDs(a))
		}
		if tg.X < 0 || tg.Y < 0 || tg.X+tg.W > w+0.5 || tg.Y+tg.H > h+0.5 {
			t.Errorf("%s lies at (%.0f, %.0f) %.0f×%.0f CSS px, outside the %v×%v screen", id, tg.X, tg.Y, tg.W, tg.H, w, h)
		}
	}
	title := lang.T("Leave this match?")
	found := false
	for _, it := range a.frame.Items {
		if it.Kind != ui.KText || it.Text != title {
			continue
		}
		found = true
		if r := ui.ToCSS(it.R, a.dsf); r.Y < 0 || r.Y+r.H > h+0.5 {
			t.Errorf("the question's title lies at y %.0f (height %.0f), outside the screen %v high", r.Y, r.H, h)
		}
	}
	if !found {
		t.Errorf("the question has no title %q", title)
	}
	panel := a.frame.Reveal
	pc := ui.ToCSS(panel, a.dsf)
	t.Logf("the question's panel: y %.0f, %.0f CSS px high on a screen %v high", pc.Y, pc.H, h)
	for _, it := range a.frame.Items {
		if it.Kind == ui.KText && it.Cut && it.R.Y >= panel.Y && it.R.Y < panel.Y+panel.H {
			t.Errorf("the question's text %q is cut", it.Text)
		}
	}
	if !phone || !undo {
		return
	}
	click(t, a, in, "table:undo")
	if back := a.Status(); back.Step != st.Step-st.Undo || hasTarget(a, "table:quit") {
		t.Errorf("after Undo from the question: step %d (was %d, undo %d)", back.Step, st.Step, st.Undo)
	}
}

// enabledTarget is a's enabled target id (CSS px).
func enabledTarget(a *App, id string) (Target, bool) {
	for _, tg := range a.Targets() {
		if tg.ID == id && tg.Enabled {
			return tg, true
		}
	}
	return Target{}, false
}

// The scroller brings a modal overlay into view: centred when it fits the
// screen (its panel, Frame.Reveal, with its targets), its top when it is
// taller and opens off the screen; a drag within a taller one stays, and
// one past its edge is brought back to that edge.
func TestRevealOverlay(t *testing.T) {
	frame := func(panel ui.Rect, spots ...ui.Rect) *ui.Frame {
		f := &ui.Frame{Spots: []ui.Hotspot{{ID: "under", R: ui.Box(0, 0, 10, 10)}}, Barrier: 1, Reveal: panel}
		for i, r := range spots {
			f.Spots = append(f.Spots, ui.Hotspot{ID: fmt.Sprint("b", i), R: r})
		}
		return f
	}
	const devH = 400
	// Fits: the panel 1000..1300 with its buttons 1200..1280 is centred.
	s := scroller{max: 5000}
	f := frame(ui.Box(0, 1000, 100, 300), ui.Box(0, 1200, 50, 80))
	if !s.reveal(f, devH) || s.y != 950 {
		t.Fatalf("a fitting overlay scrolled to %v, want 950", s.y)
	}
	// Taller (1000..1600): opening below the screen shows its top.
	s = scroller{max: 5000}
	f = frame(ui.Box(0, 1000, 100, 600), ui.Box(0, 1500, 50, 80))
	if !s.reveal(f, devH) || s.y != 1000 {
		t.Fatalf("a tall overlay opened at %v, want its top 1000", s.y)
	}
	// A drag of 150 px within it is kept (the frame is drawn scrolled).
	s.y = 1150
	if s.reveal(frame(ui.Box(0, -150, 100, 600), ui.Box(0, 350, 50, 80)), devH) || s.y != 1150 {
		t.Fatalf("a drag within a tall overlay was undone: scroll %v, want 1150", s.y)
	}
	// Past its bottom (1000..1600 drawn at -350..250): the bottom comes
	// back to the screen's.
	s.y = 1350
	if !s.reveal(frame(ui.Box(0, -350, 100, 600), ui.Box(0, 150, 50, 80)), devH) || s.y != 1200 {
		t.Fatalf("past a tall overlay's bottom: scroll %v, want 1200", s.y)
	}
}
