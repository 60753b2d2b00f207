package game

import "math"

// rect is an axis-aligned rectangle, top-left origin.
type rect struct{ X, Y, W, H float64 }

func (r rect) contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

func (r rect) inset(d float64) rect { return rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

func (r rect) cx() float64 { return r.X + r.W/2 }
func (r rect) cy() float64 { return r.Y + r.H/2 }

// scale maps a rectangle by a factor (device ↔ CSS pixels).
func (r rect) scale(k float64) rect { return rect{r.X * k, r.Y * k, r.W * k, r.H * k} }

// Screen sizes. The browser (and the desktop window) reports its size in CSS
// pixels (device-independent); the game draws in device pixels so that text
// stays sharp on high-DPI screens. Targets are reported in CSS pixels.

// deviceSize is the drawing size for an outside size in CSS pixels.
func deviceSize(cssW, cssH, dsf float64) (float64, float64) {
	if dsf <= 0 {
		dsf = 1
	}
	return cssW * dsf, cssH * dsf
}

// toCSS converts a device-pixel rectangle to CSS pixels.
func toCSS(r rect, dsf float64) rect {
	if dsf <= 0 {
		dsf = 1
	}
	return r.scale(1 / dsf)
}

// xform maps design units to device pixels: device = origin + unit·u.
type xform struct {
	u      float64 // device pixels per unit
	ox, oy float64 // device origin of the design area
	w, h   float64 // size of the design area in units
}

func (t xform) r(x, y, w, h float64) rect {
	return rect{t.ox + x*t.u, t.oy + y*t.u, w * t.u, h * t.u}
}

// fit places a design area of at least minW×minH units in a device area of
// devW×devH pixels: the scale is the largest that fits both ways, the area
// grows along the longer side (so extra height goes to a portrait layout,
// extra width to a landscape one) up to maxW×maxH units, and what is left over
// is split evenly as margins.
func fit(devW, devH, minW, minH, maxW, maxH float64) xform {
	if devW <= 0 || devH <= 0 {
		return xform{u: 1, w: minW, h: minH}
	}
	u := math.Min(devW/minW, devH/minH)
	w := math.Min(devW/u, maxW)
	h := math.Min(devH/u, maxH)
	return xform{u: u, ox: math.Floor((devW - w*u) / 2), oy: math.Floor((devH - h*u) / 2), w: w, h: h}
}

// portrait reports whether a screen should use the portrait layout.
func portrait(w, h float64) bool { return h > w }

// Design sizes in units: the table is laid out for 1280×720 in landscape and
// 420 wide (at least 840 high) in portrait; the other scenes are one centred
// column.
const (
	landW, landH = 1280, 720
	portW, portH = 420, 840
)

// tableXform is the table's transform for a device size.
func tableXform(devW, devH float64) xform {
	if portrait(devW, devH) {
		return fit(devW, devH, portW, portH, portW, 1200)
	}
	return fit(devW, devH, landW, landH, landW, landH)
}

// columnXform is the transform of the menu, setup, handoff and results scenes.
func columnXform(devW, devH float64) xform {
	if portrait(devW, devH) {
		return fit(devW, devH, portW, 760, portW, 1000)
	}
	return fit(devW, devH, 720, 720, 720, 720)
}
