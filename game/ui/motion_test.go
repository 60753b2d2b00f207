package ui_test

import (
	"testing"

	"github.com/galleria-games/galleria/game/ui"
)

// build draws one frame with two hotspots, a and b, and the motion.
func build(m *ui.Motion) *ui.Builder {
	b := ui.NewBuilder(ui.Xform{U: 1}, "")
	b.F.Spots = append(b.F.Spots,
		ui.Hotspot{ID: "a", R: ui.Rect{X: 0, Y: 0, W: 10, H: 10}},
		ui.Hotspot{ID: "b", R: ui.Rect{X: 100, Y: 50, W: 20, H: 20}})
	m.Place("acct", ui.Rect{X: 200, Y: 0, W: 10, H: 10})
	m.Draw(b)
	return b
}

func TestGlideGoesFromTo(t *testing.T) {
	var m ui.Motion
	var drawn []ui.Rect
	m.Add(ui.Glide{ID: "p", From: "a", To: "b", Ticks: 10, Draw: func(_ *ui.Builder, r ui.Rect) { drawn = append(drawn, r) }})
	if !m.Moving() || !m.Pending("b") || m.Pending("a") {
		t.Fatalf("moving %v, pending b %v, a %v", m.Moving(), m.Pending("b"), m.Pending("a"))
	}
	build(&m)
	for i := 0; i < 5; i++ {
		if !m.Tick() {
			t.Fatalf("tick %d: nothing moves", i)
		}
	}
	build(&m)
	st := m.Status()
	if len(st) != 1 || st[0].Progress != 0.5 {
		t.Fatalf("half-way: %+v", st)
	}
	if mid := drawn[1]; mid.X <= 0 || mid.X >= 100 || mid.Y <= 0 || mid.Y >= 50 || mid.W <= 10 || mid.W >= 20 {
		t.Fatalf("half-way the piece is at %+v, not between a and b", mid)
	}
	if drawn[0] != (ui.Rect{X: 0, Y: 0, W: 10, H: 10}) {
		t.Fatalf("at the start the piece is at %+v, want a's rectangle", drawn[0])
	}
	for i := 0; i < 5; i++ {
		m.Tick()
	}
	if m.Moving() || m.Pending("b") || m.Tick() {
		t.Fatal("the glide did not end after its ticks")
	}
}

func TestGlideSpeedDelayAndPlaces(t *testing.T) {
	var m ui.Motion
	m.SetSpeed(2)
	m.Add(ui.Glide{ID: "coin", From: "b", To: "acct", Delay: 4, Ticks: 8})
	m.Tick() // 2 of the 4 ticks' delay
	build(&m)
	if st := m.Status(); len(st) != 1 || st[0].Progress != 0 || st[0].R != (ui.Rect{X: 100, Y: 50, W: 20, H: 20}) {
		t.Fatalf("during the delay: %+v", st)
	}
	for i := 0; i < 5; i++ {
		m.Tick()
	}
	if m.Moving() {
		t.Fatal("at speed 2 a 4+8-tick glide runs in 6 ticks")
	}

	m.Add(ui.Glide{ID: "lost", From: "a", To: "nowhere"})
	build(&m)
	if m.Moving() {
		t.Fatal("a glide to a place missing from the frame goes on")
	}

	m.Add(ui.Glide{ID: "p", From: "a", To: "b"})
	m.SetSpeed(0)
	if m.Moving() {
		t.Fatal("motion off: the glide under way goes on")
	}
	m.Add(ui.Glide{ID: "q", From: "a", To: "b"})
	if m.Moving() {
		t.Fatal("motion off: a new glide starts")
	}
}
