package ui

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
		w, h := DeviceSize(c.cssW, c.cssH, c.dsf)
		if w != c.devW || h != c.devH {
			t.Errorf("deviceSize(%v, %v, %v) = %v, %v", c.cssW, c.cssH, c.dsf, w, h)
		}
		r := ToCSS(Rect{w / 2, h / 4, w / 10, h / 10}, c.dsf)
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
		x := TableXform(c.devW, c.devH)
		if x.U != c.wantU || x.W != c.wantW || x.H != c.wantH {
			t.Errorf("tableXform(%v, %v) = %+v", c.devW, c.devH, x)
		}
		if x.OX < 0 || x.OY < 0 || x.OX+x.W*x.U > c.devW+0.5 || x.OY+x.H*x.U > c.devH+0.5 {
			t.Errorf("tableXform(%v, %v) overflows: %+v", c.devW, c.devH, x)
		}
	}
	// Portrait: 420 units wide, the height grows with the screen.
	x := TableXform(390*3, 844*3)
	if !Portrait(390, 844) || x.W != PortW || math.Abs(x.U-390*3/420.0) > 1e-9 || x.H < PortH {
		t.Errorf("portrait %+v", x)
	}
	// A short portrait screen scales down to keep the minimum height.
	x = TableXform(500, 600)
	if x.H != PortH || x.U != 600.0/PortH {
		t.Errorf("short portrait %+v", x)
	}
}

func TestFlow(t *testing.T) {
	area := Rect{0, 0, 100, 50}
	rs := Flow([]float64{40, 40, 40}, area, 20, 5)
	want := []Rect{{0, 0, 40, 20}, {45, 0, 40, 20}, {0, 25, 40, 20}}
	if fmt.Sprint(rs) != fmt.Sprint(want) {
		t.Errorf("flow = %v", rs)
	}
	if Flow([]float64{40, 40, 40, 40, 40}, area, 20, 5) != nil {
		t.Error("flow did not report an overflow")
	}
	if rs := Flow([]float64{150}, area, 20, 5); len(rs) != 1 || rs[0].W != 100 {
		t.Errorf("a box wider than the area: %v", rs)
	}
	if rs := flowPartial([]float64{40, 40, 40, 40, 40}, area, 20, 5); len(rs) != 4 {
		t.Errorf("flowPartial kept %d", len(rs))
	}
}

// A landscape table has no empty band above it: its header is at the top
// of the screen (1280×800 and a wider screen alike).
func TestTableAtTheTop(t *testing.T) {
	for _, c := range [][2]float64{{1280, 800}, {1920, 1080}, {1280, 720}, {1600, 800}} {
		x := TableXform(c[0], c[1])
		if x.OY != 0 {
			t.Errorf("%vx%v: the table starts %v px down", c[0], c[1], x.OY)
		}
		if x.OY+x.H*x.U > c[1]+0.01 || x.OX+x.W*x.U > c[0]+0.01 {
			t.Errorf("%vx%v: the table runs off the screen: %+v", c[0], c[1], x)
		}
	}
}
