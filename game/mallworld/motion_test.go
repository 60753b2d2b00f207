package mallworld_test

import (
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/mallworld"
	"github.com/galleria-games/galleria/game/ui"
)

// A whole game caught up step by step, live: each build or rent starts a
// glide of a card to the space (the space shows what it held before until
// the card arrives), the glides run out in Animate, which then returns
// false; the same steps replayed (not live) start none. After both, the
// space each seat last played on is marked.
func TestMotion(t *testing.T) {
	names := []string{"You", "Anna", "Beat", "Carla"}
	r := newRun(t, 4, 21, names)
	r.play(21)
	steps := r.s.Steps()
	opts := localOf(r.s).Config().Options

	live, _ := mallworld.UI{}.NewTable(opts, names)
	mv := live.(ui.Mover)
	mv.SetMotionSpeed(1)
	glided, builds := 0, 0
	st, _ := rules.Game{}.NewState(opts)
	for i := range steps {
		if _, err := live.CatchUp(steps[:i+1], true); err != nil {
			t.Fatal(err)
		}
		m, _ := rules.ParseMove(steps[i].Move)
		isBuild := steps[i].Seat != engine.Chance && (m.Kind == rules.MoveBuild || m.Kind == rules.MoveRent)
		before := st.Copy()
		if err := st.Apply(steps[i].Seat, steps[i].Move); err != nil {
			t.Fatal(err)
		}
		if !isBuild {
			for mv.Moving() {
				mv.Animate()
			}
			continue
		}
		builds++
		if !mv.Moving() {
			t.Fatalf("step %d %q: nothing moves", i, steps[i].Move)
		}
		c := &ui.TableCtx{State: st, View: st.View(0), Focus: 0, Private: true, Picker: mallworld.UI{}.NewPicker(nil)}
		for _, n := range names {
			c.Seats = append(c.Seats, ui.SeatInfo{Name: n, Connected: true})
		}
		f := frameAt(live, c, 1280, 800, 1)
		var gs []ui.GlideStatus
		for _, g := range mv.Glides() {
			if g.ID == "card" {
				gs = append(gs, g)
			}
		}
		if len(gs) == 0 {
			t.Fatalf("step %d: no card glide drawn (%v)", i, mv.Glides())
		}
		// The space still looks as before: its tip is the one of the
		// state before the move.
		cb := &ui.TableCtx{State: before, View: before.View(0), Focus: 0, Private: true, Picker: c.Picker, Seats: c.Seats}
		fb := frameAt(live, cb, 1280, 800, 1)
		if tipOf(f, "cell:"+m.Cell) != strings.Split(tipOf(fb, "cell:"+m.Cell), "\n")[0] && tipOf(f, "cell:"+m.Cell) != tipOf(fb, "cell:"+m.Cell) {
			t.Fatalf("step %d: space %s shows %q before the card arrives, want %q", i, m.Cell, tipOf(f, "cell:"+m.Cell), tipOf(fb, "cell:"+m.Cell))
		}
		ticks := 0
		for mv.Animate() {
			if ticks++; ticks > 600 {
				t.Fatal("the glides never end")
			}
		}
		if mv.Moving() || ticks < 10 {
			t.Fatalf("step %d: glides ran %d ticks", i, ticks)
		}
		glided++
		f = frameAt(live, c, 1280, 800, 1)
		if strings.Split(tipOf(f, "cell:"+m.Cell), "\n")[0] == strings.Split(tipOf(fb, "cell:"+m.Cell), "\n")[0] {
			t.Fatalf("step %d: space %s unchanged after the card arrived", i, m.Cell)
		}
		if !hasTip(f, "last move") {
			t.Fatalf("step %d: no last move marked", i)
		}
	}
	if builds < 20 || glided != builds {
		t.Fatalf("%d builds and rents, %d glided", builds, glided)
	}
	if mv.Animate() {
		t.Fatal("Animate reports motion when nothing moves")
	}

	replay, _ := mallworld.UI{}.NewTable(opts, names)
	if _, err := replay.CatchUp(steps, false); err != nil {
		t.Fatal(err)
	}
	if replay.(ui.Mover).Moving() {
		t.Fatal("a replayed match starts glides")
	}
	fin := r.s.State()
	c := &ui.TableCtx{State: fin, View: fin.View(0), Focus: 0, Private: true, Picker: mallworld.UI{}.NewPicker(nil)}
	for _, n := range names {
		c.Seats = append(c.Seats, ui.SeatInfo{Name: n, Connected: true})
	}
	if n := countTips(frameAt(replay, c, 1280, 800, 1), "last move"); n != 4 {
		t.Fatalf("%d last moves marked after a replay, want 4", n)
	}
	// Motion off: a live step starts no glide.
	off, _ := mallworld.UI{}.NewTable(opts, names)
	off.(ui.Mover).SetMotionSpeed(0)
	off.CatchUp(steps, true)
	if off.(ui.Mover).Moving() {
		t.Fatal("glides with motion off")
	}
}

func tipOf(f *ui.Frame, id string) string {
	for _, s := range f.Spots {
		if s.ID == id {
			return s.Tip
		}
	}
	return ""
}

func hasTip(f *ui.Frame, part string) bool { return countTips(f, part) > 0 }

func countTips(f *ui.Frame, part string) int {
	n := 0
	for _, s := range f.Spots {
		if strings.Contains(s.Tip, part) {
			n++
		}
	}
	return n
}
