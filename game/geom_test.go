package game

import (
	"testing"
	"time"

	"github.com/galleria-games/galleria/game/ui"
)

func TestHitTest(t *testing.T) {
	f := &ui.Frame{Spots: []ui.Hotspot{
		{ID: "a", R: ui.Box(0, 0, 100, 100), Enabled: true},
		{ID: "b", R: ui.Box(50, 50, 100, 100), Enabled: false},
		{Tip: "info", R: ui.Box(200, 0, 10, 10)},
	}}
	for _, c := range []struct {
		x, y float64
		want string
	}{
		{10, 10, "a"}, {60, 60, "b"}, {149, 149, "b"}, {150, 150, ""}, {205, 5, "tip:info"}, {-1, 5, ""},
	} {
		got := ""
		if s := f.Hit(c.x, c.y); s != nil {
			got = spotKey(s)
		}
		if got != c.want {
			t.Errorf("hit(%v, %v) = %q, want %q", c.x, c.y, got, c.want)
		}
	}
	f.Barrier = 2 // a modal overlay covers a and b
	if s := f.Hit(10, 10); s != nil {
		t.Errorf("hit under a modal overlay: %+v", s)
	}
}

func TestClicker(t *testing.T) {
	var c clicker
	if got := c.release("a"); got != "" {
		t.Errorf("release without press: %q", got)
	}
	c.press("a", time.Time{}, 0, false)
	if got := c.release("a"); got != "a" {
		t.Errorf("press+release on a: %q", got)
	}
	c.press("a", time.Time{}, 0, false)
	if got := c.release("b"); got != "" {
		t.Errorf("press on a, release on b: %q", got)
	}
	c.press("", time.Time{}, 0, false)
	if got := c.release(""); got != "" {
		t.Errorf("nothing: %q", got)
	}
}

func overlap(a, b ui.Rect) bool {
	return a.X < b.X+b.W-0.01 && b.X < a.X+a.W-0.01 && a.Y < b.Y+b.H-0.01 && b.Y < a.Y+a.H-0.01
}
