package ui

import "math"

// Rect is an axis-aligned rectangle, top-left origin.
type Rect struct{ X, Y, W, H float64 }

func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

func (r Rect) CX() float64 { return r.X + r.W/2 }
func (r Rect) CY() float64 { return r.Y + r.H/2 }

// Scale maps a rectangle by a factor (device ↔ CSS pixels).
func (r Rect) Scale(k float64) Rect { return Rect{r.X * k, r.Y * k, r.W * k, r.H * k} }

// Screen sizes. The browser (and the desktop window) reports its size in CSS
// pixels (device-independent); the game draws in device pixels so that text
// stays sharp on high-DPI screens. Targets are reported in CSS pixels.

// DeviceSize is the drawing size for an outside size in CSS pixels.
func DeviceSize(cssW, cssH, dsf float64) (float64, float64) {
	if dsf <= 0 {
		dsf = 1
	}
	return cssW * dsf, cssH * dsf
}

// ToCSS converts a device-pixel rectangle to CSS pixels.
func ToCSS(r Rect, dsf float64) Rect {
	if dsf <= 0 {
		dsf = 1
	}
	return r.Scale(1 / dsf)
}

// Xform maps design units to device pixels: device = origin + unit·u.
type Xform struct {
	U      float64 // device pixels per unit
	OX, OY float64 // device origin of the design area
	W, H   float64 // size of the design area in units
}

func (t Xform) R(x, y, w, h float64) Rect {
	return Rect{t.OX + x*t.U, t.OY + y*t.U, w * t.U, h * t.U}
}

// Fit places a design area of at least minW×minH units in a device area of
// devW×devH pixels: the scale is the largest that fits both ways, the area
// grows along the longer side (so extra height goes to a portrait layout,
// extra width to a landscape one) up to maxW×maxH units, and what is left over
// is split evenly as margins.
func Fit(devW, devH, minW, minH, maxW, maxH float64) Xform {
	if devW <= 0 || devH <= 0 {
		return Xform{U: 1, W: minW, H: minH}
	}
	u := math.Min(devW/minW, devH/minH)
	w := math.Min(devW/u, maxW)
	h := math.Min(devH/u, maxH)
	return Xform{U: u, OX: math.Floor((devW - w*u) / 2), OY: math.Floor((devH - h*u) / 2), W: w, H: h}
}

// Portrait reports whether a screen should use the Portrait layout.
func Portrait(w, h float64) bool { return h > w }

// Design sizes in units: the table is laid out for 1280×720 in landscape and
// 420 wide (at least 840 high) in portrait; the other scenes are one centred
// column.
const (
	LandW, LandH = 1280, 720
	PortW, PortH = 420, 840
)

// TableXform is the table's transform for a device size.
func TableXform(devW, devH float64) Xform {
	if Portrait(devW, devH) {
		return Fit(devW, devH, PortW, PortH, PortW, 1200)
	}
	return Fit(devW, devH, LandW, LandH, LandW, LandH)
}

// ColumnXform is the transform of the menu, setup, handoff and results scenes.
func ColumnXform(devW, devH float64) Xform {
	if Portrait(devW, devH) {
		return Fit(devW, devH, PortW, 760, PortW, 1000)
	}
	return Fit(devW, devH, 720, 720, 720, 720)
}

// Box is the rectangle at (x, y) of size w×h.
func Box(x, y, w, h float64) Rect { return Rect{x, y, w, h} }
