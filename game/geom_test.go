package game

import (
	"fmt"
	"math"
	"testing"
)

func TestDeviceAndCSSPixels(t *testing.T) {
	for _, c := range []struct{ cssW, cssH, dsf, devW, devH float64 }{
		{1280, 720, 1, 1280, 720},
		{1280, 720, 2, 2560, 1440},
		{390, 844, 3, 1170, 2532},
		{800, 600, 1.25, 1000, 750},
		{800, 600, 0, 800, 600}, // unknown scale factor: 1
	} {
		w, h := deviceSize(c.cssW, c.cssH, c.dsf)
		if w != c.devW || h != c.devH {
			t.Errorf("deviceSize(%v, %v, %v) = %v, %v", c.cssW, c.cssH, c.dsf, w, h)
		}
		r := toCSS(rect{w / 2, h / 4, w / 10, h / 10}, c.dsf)
		if math.Abs(r.X-c.cssW/2) > 1e-9 || math.Abs(r.Y-c.cssH/4) > 1e-9 || math.Abs(r.W-c.cssW/10) > 1e-9 {
			t.Errorf("toCSS at %v: %+v", c.dsf, r)
		}
	}
}

func TestFit(t *testing.T) {
	for _, c := range []struct {
		devW, devH float64
		wantU      float64
		wantW      float64
		wantH      float64
	}{
		{1280, 720, 1, 1280, 720},
		{2560, 1440, 2, 1280, 720},
		{1920, 720, 1, 1280, 720},  // wider: margins left and right
		{1280, 1000, 1, 1280, 720}, // taller: margins above and below
		{640, 360, 0.5, 1280, 720},
	} {
		x := tableXform(c.devW, c.devH)
		if x.u != c.wantU || x.w != c.wantW || x.h != c.wantH {
			t.Errorf("tableXform(%v, %v) = %+v", c.devW, c.devH, x)
		}
		if x.ox < 0 || x.oy < 0 || x.ox+x.w*x.u > c.devW+0.5 || x.oy+x.h*x.u > c.devH+0.5 {
			t.Errorf("tableXform(%v, %v) overflows: %+v", c.devW, c.devH, x)
		}
	}
	// Portrait: 420 units wide, the height grows with the screen.
	x := tableXform(390*3, 844*3)
	if !portrait(390, 844) || x.w != portW || math.Abs(x.u-390*3/420.0) > 1e-9 || x.h < portH {
		t.Errorf("portrait %+v", x)
	}
	// A short portrait screen scales down to keep the minimum height.
	x = tableXform(500, 600)
	if x.h != portH || x.u != 600.0/portH {
		t.Errorf("short portrait %+v", x)
	}
}

func TestTableLayout(t *testing.T) {
	sizes := [][2]float64{{landW, landH}, {portW, portH}, {portW, 909}, {portW, 1200}}
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

func overlap(a, b rect) bool {
	return a.X < b.X+b.W-0.01 && b.X < a.X+a.W-0.01 && a.Y < b.Y+b.H-0.01 && b.Y < a.Y+a.H-0.01
}

func TestFlow(t *testing.T) {
	area := rect{0, 0, 100, 50}
	rs := flow([]float64{40, 40, 40}, area, 20, 5)
	want := []rect{{0, 0, 40, 20}, {45, 0, 40, 20}, {0, 25, 40, 20}}
	if fmt.Sprint(rs) != fmt.Sprint(want) {
		t.Errorf("flow = %v", rs)
	}
	if flow([]float64{40, 40, 40, 40, 40}, area, 20, 5) != nil {
		t.Error("flow did not report an overflow")
	}
	if rs := flow([]float64{150}, area, 20, 5); len(rs) != 1 || rs[0].W != 100 {
		t.Errorf("a box wider than the area: %v", rs)
	}
	if rs := flowPartial([]float64{40, 40, 40, 40, 40}, area, 20, 5); len(rs) != 4 {
		t.Errorf("flowPartial kept %d", len(rs))
	}
}

func TestHitTest(t *testing.T) {
	f := &frame{spots: []hotspot{
		{id: "a", r: rect{0, 0, 100, 100}, enabled: true},
		{id: "b", r: rect{50, 50, 100, 100}, enabled: false},
		{tip: "info", r: rect{200, 0, 10, 10}},
	}}
	for _, c := range []struct {
		x, y float64
		want string
	}{
		{10, 10, "a"}, {60, 60, "b"}, {149, 149, "b"}, {150, 150, ""}, {205, 5, "tip:info"}, {-1, 5, ""},
	} {
		got := ""
		if s := f.hit(c.x, c.y); s != nil {
			got = spotKey(s)
		}
		if got != c.want {
			t.Errorf("hit(%v, %v) = %q, want %q", c.x, c.y, got, c.want)
		}
	}
	f.barrier = 2 // a modal overlay covers a and b
	if s := f.hit(10, 10); s != nil {
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
