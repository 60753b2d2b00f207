package game

import (
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/game/ui"
)

// showsTip reports whether a text of the frame is the start of tip.
func showsTip(a *App, tip string) bool {
	first := strings.Fields(strings.Split(tip, "\n")[0])
	for _, tx := range a.Texts() {
		if len(first) > 0 && strings.HasPrefix(tx, first[0]) && strings.Contains(tip, tx) {
			return true
		}
	}
	return false
}

// Inspect on touch: a touch held 450 ms on a target with a tip shows the
// tip, on screen, and clicks nothing; the tip stays after the release and
// until the next tap anywhere, which clicks nothing either. A short press
// still clicks, and so does a mouse press however long it is held.
func TestHoldShowsTip(t *testing.T) {
	a, in := startMover(t, "off")
	a.SetSize(390, 844, 3)
	mt := lastMover
	clock := time.Unix(1000, 0)
	a.now = func() time.Time { return clock }
	a.Update()
	var s *ui.Hotspot
	for i := range a.frame.Spots {
		if a.frame.Spots[i].ID == "inspect" {
			s = &a.frame.Spots[i]
		}
	}
	if s == nil {
		t.Fatal("no inspect button")
	}
	id, tip := s.ID, s.Tip
	at := point{s.R.X + s.R.W/2, s.R.Y + s.R.H/2}
	step := a.Status().Step
	if showsTip(a, tip) {
		t.Fatalf("the tip of %s shows before any press", id)
	}
	in.queue = append(in.queue, inputFrame{presses: []point{at}, touch: true})
	a.Update()
	clock = clock.Add(200 * time.Millisecond)
	a.Update()
	if showsTip(a, tip) {
		t.Fatal("the tip opened after 200 ms")
	}
	clock = clock.Add(300 * time.Millisecond)
	a.Update()
	if !showsTip(a, tip) {
		t.Fatalf("the tip of %s (%q) does not show after holding 500 ms: %q", id, tip, a.Texts())
	}
	for _, tb := range a.Screen().Texts {
		if strings.Contains(tip, tb.Text) && tb.Text != "" && (tb.X < -0.5 || tb.X+tb.W > 390.5 || tb.Y < -0.5 || tb.Y+tb.H > 844.5) {
			t.Errorf("tip line %q off the screen: %+v", tb.Text, tb)
		}
	}
	in.queue = append(in.queue, inputFrame{releases: []point{at}})
	a.Update()
	if !showsTip(a, tip) {
		t.Fatal("the tip closed on the release of the press that opened it")
	}
	if a.Status().Step != step || mt.clicks != 0 {
		t.Fatalf("the held press clicked %s", id)
	}
	// The next tap, anywhere (here on the same target), closes the tip and
	// clicks nothing.
	in.queue = append(in.queue, inputFrame{presses: []point{at}, touch: true}, inputFrame{releases: []point{at}})
	a.Update()
	a.Update()
	if showsTip(a, tip) {
		t.Fatal("the tip stays after the next tap")
	}
	if a.Status().Step != step || mt.clicks != 0 {
		t.Fatalf("the tap that closed the tip clicked %s", id)
	}
	// A short press is a click again (on an enabled target).
	in.queue = append(in.queue, inputFrame{presses: []point{at}, touch: true}, inputFrame{releases: []point{at}})
	a.Update()
	a.Update()
	if mt.clicks != 1 || showsTip(a, tip) {
		t.Fatalf("a short press on %s: %d clicks, tip shown %v", id, mt.clicks, showsTip(a, tip))
	}
	// On a slow page one frame can come 600 ms late and run several
	// Updates in a row (Ebitengine catching up), all seeing a tap's press
	// still down, its release seen only in the frame after: still a click.
	in.queue = append(in.queue, inputFrame{presses: []point{at}, touch: true})
	a.Update()
	clock = clock.Add(600 * time.Millisecond)
	for range 4 {
		a.Update()
		clock = clock.Add(time.Millisecond)
	}
	in.queue = append(in.queue, inputFrame{releases: []point{at}})
	a.Update()
	if mt.clicks != 2 || showsTip(a, tip) {
		t.Fatalf("a tap released one slow frame later on %s: %d clicks, tip shown %v", id, mt.clicks, showsTip(a, tip))
	}
	// A mouse button held a second, seen down by Updates 100 ms apart, is
	// a click: only a finger inspects by holding.
	in.queue = append(in.queue, inputFrame{presses: []point{at}, mouse: true})
	a.Update()
	for range 10 {
		clock = clock.Add(100 * time.Millisecond)
		a.Update()
	}
	if showsTip(a, tip) {
		t.Fatalf("a mouse press held 1 s on %s opened its tip", id)
	}
	in.queue = append(in.queue, inputFrame{releases: []point{at}})
	a.Update()
	if mt.clicks != 3 {
		t.Fatalf("a mouse press held 1 s on %s: %d clicks, want 3", id, mt.clicks)
	}
}
