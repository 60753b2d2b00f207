package game

import (
	"image/color"
	"math"
	"strings"
)

// The scenes do not draw: they build a frame, a display list of simple
// items (filled and outlined rounded rectangles, text, symbols) plus the
// hotspots (targets with an ID, or regions with a tip) in device pixels. The
// renderer draws a frame; hit-testing and the test hook read it. Building a
// frame needs no GPU, so it is tested natively.

type itemKind uint8

const (
	kFill itemKind = iota
	kStroke
	kText
	kShape
	kLine
)

// Horizontal alignment of text in its rectangle (always centred vertically).
const (
	alignLeft = iota
	alignCenter
	alignRight
)

type item struct {
	kind  itemKind
	r     rect // kLine: from (X,Y) to (X+W,Y+H)
	col   color.RGBA
	rad   float64 // corner radius (device px)
	lw    float64 // stroke width (device px); kShape: outline width
	edge  color.RGBA
	shape shape
	text  string
	px    float64 // font size (device px)
	bold  bool
	align int
}

// hotspot is a target (id set) or a region with a tip only.
type hotspot struct {
	id      string
	r       rect
	enabled bool
	tip     string
}

// frame is what one scene shows at one size.
type frame struct {
	items   []item
	spots   []hotspot
	barrier int // hotspots before this index are covered by a modal overlay
}

// hit returns the topmost hotspot at (x, y), or nil. Hotspots under a modal
// overlay are never hit.
func (f *frame) hit(x, y float64) *hotspot {
	for i := len(f.spots) - 1; i >= f.barrier; i-- {
		if f.spots[i].r.contains(x, y) {
			return &f.spots[i]
		}
	}
	return nil
}

// spot returns the first target with this id, or nil.
func (f *frame) spot(id string) *hotspot {
	for i := range f.spots {
		if f.spots[i].id == id {
			return &f.spots[i]
		}
	}
	return nil
}

// builder adds items and hotspots to a frame in design units.
type builder struct {
	f     *frame
	t     xform
	hover string // the target under the mouse ("" if none, never on touch)
}

func newBuilder(t xform, hover string) *builder {
	return &builder{f: &frame{}, t: t, hover: hover}
}

// R converts a rectangle from units to device pixels.
func (b *builder) R(x, y, w, h float64) rect { return b.t.r(x, y, w, h) }

// px converts a length from units to device pixels.
func (b *builder) px(units float64) float64 { return units * b.t.u }

func (b *builder) fill(r rect, c color.RGBA, radUnits float64) {
	b.f.items = append(b.f.items, item{kind: kFill, r: r, col: c, rad: b.px(radUnits)})
}

func (b *builder) stroke(r rect, c color.RGBA, lwUnits, radUnits float64) {
	b.f.items = append(b.f.items, item{kind: kStroke, r: r, col: c, lw: b.px(lwUnits), rad: b.px(radUnits)})
}

func (b *builder) line(x0, y0, x1, y1 float64, c color.RGBA, lwUnits float64) {
	b.f.items = append(b.f.items, item{kind: kLine, r: rect{x0, y0, x1 - x0, y1 - y0}, col: c, lw: b.px(lwUnits)})
}

// text draws one line of text in r, shortened with "…" if it does not fit.
func (b *builder) text(r rect, s string, sizeUnits float64, c color.RGBA, bold bool, align int) {
	px := b.px(sizeUnits)
	s = ellipsize(s, px, bold, r.W)
	b.f.items = append(b.f.items, item{kind: kText, r: r, text: s, px: px, col: c, bold: bold, align: align})
}

// para draws wrapped text from the top of r; it returns the height used in
// device pixels. Lines that do not fit in r are left out.
func (b *builder) para(r rect, s string, sizeUnits float64, c color.RGBA, bold bool) float64 {
	return b.paraAlign(r, s, sizeUnits, c, bold, alignLeft)
}

// paraAlign is para with an alignment.
func (b *builder) paraAlign(r rect, s string, sizeUnits float64, c color.RGBA, bold bool, align int) float64 {
	px := b.px(sizeUnits)
	lh := px * 1.3
	y := r.Y
	for _, ln := range wrap(s, px, bold, r.W) {
		if y+lh > r.Y+r.H+0.5 {
			break
		}
		b.f.items = append(b.f.items, item{kind: kText, r: rect{r.X, y, r.W, lh}, text: ln, px: px, col: c, bold: bold, align: align})
		y += lh
	}
	return y - r.Y
}

// symbol draws a shop colour's symbol centred in r.
func (b *builder) symbol(r rect, colour int, fill, edge color.RGBA) {
	if colour < 0 || colour > 3 {
		return
	}
	b.f.items = append(b.f.items, item{kind: kShape, r: r, shape: shape(colour), col: fill, edge: edge, lw: b.px(1)})
}

// spot registers a hotspot.
func (b *builder) spot(id string, r rect, enabled bool, tip string) {
	b.f.spots = append(b.f.spots, hotspot{id: id, r: r, enabled: enabled, tip: tip})
}

// modal covers everything built so far: a shade over it, and its hotspots
// can no longer be hit.
func (b *builder) modal(full rect) {
	b.fill(full, colShade, 0)
	b.f.barrier = len(b.f.spots)
}

// decorate marks a target: a highlight when enabled, a thick white edge when
// selected, a shade when dim.
func (b *builder) decorate(r rect, id string, enabled, selected, dim bool, radUnits float64) {
	switch {
	case selected:
		// A thick edge just outside the target and a tick in its corner.
		out := r.inset(-b.px(2))
		b.stroke(out, colSelected, 4, radUnits+2)
		rad := math.Max(b.px(9), math.Min(r.W, r.H)*0.17)
		cx, cy := out.X+out.W-rad*0.7, out.Y+rad*0.7
		b.circle(cx, cy, rad, colSelected, colTextDark, b.px(1))
		lw := math.Max(1.5, rad*0.22)
		tick := func(x0, y0, x1, y1 float64) {
			b.f.items = append(b.f.items, item{kind: kLine, r: rect{cx + x0*rad, cy + y0*rad, (x1 - x0) * rad, (y1 - y0) * rad}, col: colTextDark, lw: lw})
		}
		tick(-0.5, 0, -0.12, 0.4)
		tick(-0.12, 0.4, 0.5, -0.38)
	case enabled && id == b.hover:
		b.fill(r, color.RGBA{0xff, 0xff, 0xff, 0x30}, radUnits)
		b.stroke(r, colHighlight, 3, radUnits)
	case enabled:
		b.stroke(r, colHighlight, 2, radUnits)
	case dim:
		b.fill(r, color.RGBA{0x10, 0x14, 0x20, 0x90}, radUnits)
	}
}

// button draws a labelled button target.
func (b *builder) button(id string, r rect, label string, sizeUnits float64, enabled, selected bool) {
	c := colButton
	switch {
	case !enabled:
		c = colButtonOff
	case id == b.hover:
		c = colButtonHot
	}
	b.fill(r, c, 6)
	tc := colText
	if !enabled {
		tc = colTextDim
	}
	b.text(r.inset(b.px(4)), label, sizeUnits, tc, true, alignCenter)
	if selected {
		b.stroke(r, colSelected, 3, 6)
	} else if enabled {
		b.stroke(r, mix(c, colText, 0.35), 1, 6)
	}
	b.spot(id, r, enabled, "")
}

// buttonWidth is the width in units of a button with that label.
func (b *builder) buttonWidth(label string, sizeUnits float64) float64 {
	return textWidth(label, b.px(sizeUnits), true)/b.t.u + 2*sizeUnits
}

// flow lays out boxes of the given widths left to right in rows of height h
// inside area (units), with gap between them. It returns nil if they do not
// all fit.
func flow(widths []float64, area rect, h, gap float64) []rect {
	out := make([]rect, 0, len(widths))
	x, y := area.X, area.Y
	for _, w := range widths {
		if w > area.W {
			w = area.W
		}
		if x > area.X && x+w > area.X+area.W {
			x, y = area.X, y+h+gap
		}
		if y+h > area.Y+area.H+0.01 {
			return nil
		}
		out = append(out, rect{x, y, w, h})
		x += w + gap
	}
	return out
}

// buttonRow lays out buttons in area (units), shrinking them until they fit.
// labels[i] is the label of ids[i]; enabled says which are clickable.
func (b *builder) buttonRow(area rect, ids, labels []string, enabled func(string) bool, selected func(string) bool, size float64) {
	for _, k := range []float64{1, 0.85, 0.72, 0.6, 0.5} {
		s := size * k
		h := s * 2.3
		widths := make([]float64, len(ids))
		for i := range ids {
			widths[i] = b.buttonWidth(labels[i], s)
		}
		rs := flow(widths, area, h, s*0.5)
		if rs == nil && k != 0.5 {
			continue
		}
		if rs == nil { // last resort: as many as fit
			rs = flowPartial(widths, area, h, s*0.5)
		}
		for i, r := range rs {
			b.button(ids[i], b.R(r.X, r.Y, r.W, r.H), labels[i], s, enabled(ids[i]), selected(ids[i]))
		}
		return
	}
}

// flowPartial is flow that stops at the first box that does not fit.
func flowPartial(widths []float64, area rect, h, gap float64) []rect {
	for n := len(widths); n > 0; n-- {
		if rs := flow(widths[:n], area, h, gap); rs != nil {
			return rs
		}
	}
	return nil
}

// tipBox draws a tip near r (device px), kept inside the screen.
func (b *builder) tipBox(r rect, tip string, screen rect) {
	if tip == "" {
		return
	}
	px := b.px(13)
	lines := strings.Split(tip, "\n")
	w := 0.0
	for _, l := range lines {
		if tw := textWidth(l, px, false); tw > w {
			w = tw
		}
	}
	pad := b.px(6)
	w += 2 * pad
	h := float64(len(lines))*px*1.3 + 2*pad
	x := r.X + r.W/2 - w/2
	y := r.Y - h - b.px(4)
	if y < screen.Y {
		y = r.Y + r.H + b.px(4)
	}
	if x+w > screen.X+screen.W {
		x = screen.X + screen.W - w
	}
	if x < screen.X {
		x = screen.X
	}
	box := rect{x, y, w, h}
	items := []item{
		{kind: kFill, r: box, col: rgb(0x0d, 0x11, 0x1a), rad: b.px(4)},
		{kind: kStroke, r: box, col: colPanelEdge, lw: b.px(1), rad: b.px(4)},
	}
	for i, l := range lines {
		items = append(items, item{kind: kText, r: rect{x + pad, y + pad + float64(i)*px*1.3, w - 2*pad, px * 1.3}, text: l, px: px, col: colText})
	}
	b.f.items = append(b.f.items, items...)
}
