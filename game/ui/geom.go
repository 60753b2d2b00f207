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

// TableXform is the table's transform for a device size. A landscape
// table starts at the top of the screen: the height its design does not
// use (80 px at 1280×800) is left below it, not split into an empty band
// above the header and one below the table.
func TableXform(devW, devH float64) Xform {
	if Portrait(devW, devH) {
		return Fit(devW, devH, PortW, PortH, PortW, 1200)
	}
	t := Fit(devW, devH, LandW, LandH, LandW, LandH)
	t.OY = 0
	return t
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

// Short screens. A phone held sideways (844×390 CSS px, say) fits the
// landscape designs only at about half a CSS pixel per unit: table text of
// 7–13 units would be 4–7 CSS px. On a short landscape screen the scenes
// are laid out for a column as wide as the screen allows instead, at a
// readable scale, and scroll vertically (Scrolls).
const (
	// ShortH is the CSS height under which a landscape screen is short.
	ShortH = 540
	// MinTextUnits is the smallest text the tables draw, in units: a
	// label that scales with what it labels (a card's number in a cell)
	// stops shrinking there, so that on a short screen it stays 11 CSS px
	// or more.
	MinTextUnits = 5.6
	// shortTableCSS is the most CSS px per unit of the table's portrait
	// design on a short screen (its smallest texts, about 5.7 units, are
	// 11 CSS px or more from 2 CSS px per unit), shortColumnCSS the
	// other scenes' (their smallest texts are 12 units or more).
	shortTableCSS  = 2.2
	shortColumnCSS = 1.15
)

// Short reports whether a screen of devW×devH device px at scale dsf is a
// short landscape one (a phone held sideways).
func Short(devW, devH, dsf float64) bool {
	if dsf <= 0 {
		dsf = 1
	}
	return devW > devH && devH/dsf < ShortH
}

// TableView is the table's transform for a screen: TableXform, or on a
// short screen the portrait design as wide as the screen allows (up to
// shortTableCSS CSS px per unit), taller than the screen.
func TableView(devW, devH, dsf float64) Xform {
	if !Short(devW, devH, dsf) {
		return TableXform(devW, devH)
	}
	return column(devW, PortW, PortH, dsf*shortTableCSS)
}

// ColumnView is the transform of the menu, setup, handoff, results and
// online scenes: ColumnXform, or on a short screen the landscape column at
// a readable scale, taller than the screen.
func ColumnView(devW, devH, dsf float64) Xform {
	if !Short(devW, devH, dsf) {
		return ColumnXform(devW, devH)
	}
	return column(devW, 720, 720, dsf*shortColumnCSS)
}

// column is a design area of w×h units, centred across a screen devW wide
// at up to maxU device px per unit, from the top.
func column(devW, w, h, maxU float64) Xform {
	u := math.Min(devW/w, maxU)
	return Xform{U: u, OX: math.Floor((devW - w*u) / 2), W: w, H: h}
}

// Scroll is how far (device px) a transform's design area reaches below
// a screen devH high: the most it can be scrolled.
func (t Xform) Scroll(devH float64) float64 {
	return math.Max(0, t.OY+t.H*t.U-devH)
}
