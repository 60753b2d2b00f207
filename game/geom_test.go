package game

import (
	"fmt"
	"github.com/galleria-games/galleria/game/ui"
	"testing"
)

func TestTableLayout(t *testing.T) {
	sizes := [][2]float64{{ui.LandW, ui.LandH}, {ui.PortW, ui.PortH}, {ui.PortW, 909}, {ui.PortW, 1200}}
	for _, sz := range sizes {
		for players := 3; players <= 5; players++ {
			L := layoutTable(sz[0], sz[1], players)
			name := fmt.Sprintf("%vx%v/%d", sz[0], sz[1], players)
			if L.portrait != (sz[1] > sz[0]) {
				t.Errorf("%s: portrait %v", name, L.portrait)
			}
			regions := L.all()
			for k, r := range regions {
				if k == "log" && r.H == 0 {
					continue
				}
				if r.W <= 0 || r.H <= 0 || r.X < 0 || r.Y < 0 || r.X+r.W > sz[0]+0.01 || r.Y+r.H > sz[1]+0.01 {
					t.Errorf("%s: %s = %+v outside the design area", name, k, r)
				}
			}
			for k1, r1 := range regions {
				for k2, r2 := range regions {
					if k1 < k2 && overlap(r1, r2) {
						t.Errorf("%s: %s %+v overlaps %s %+v", name, k1, r1, k2, r2)
					}
				}
			}
			if L.portrait && L.log.H < 40 {
				t.Errorf("%s: the move log has %v units", name, L.log.H)
			}
			if c := L.cellRect(5, 5); c.X+c.W != L.mall.X+L.mall.W || c.Y+c.H != L.mall.Y+L.mall.H {
				t.Errorf("%s: F6 %+v not at the corner of %+v", name, c, L.mall)
			}
		}
	}
}

func overlap(a, b ui.Rect) bool {
	return a.X < b.X+b.W-0.01 && b.X < a.X+a.W-0.01 && a.Y < b.Y+b.H-0.01 && b.Y < a.Y+a.H-0.01
}

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
	c.press("a")
	if got := c.release("a"); got != "a" {
		t.Errorf("press+release on a: %q", got)
	}
	c.press("a")
	if got := c.release("b"); got != "" {
		t.Errorf("press on a, release on b: %q", got)
	}
	c.press("")
	if got := c.release(""); got != "" {
		t.Errorf("nothing: %q", got)
	}
}
