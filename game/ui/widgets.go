package ui

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

type ItemKind uint8

const (
	KFill ItemKind = iota
	KStroke
	KText
	KShape
	KLine
)

// Horizontal alignment of text in its rectangle (always centred vertically).
const (
	AlignLeft = iota
	AlignCenter
	AlignRight
)

type Item struct {
	Kind  ItemKind
	R     Rect // kLine: from (X,Y) to (X+W,Y+H)
	Col   color.RGBA
	Rad   float64 // corner radius (device px)
	LW    float64 // stroke width (device px); kShape: outline width
	Edge  color.RGBA
	Shape Shape
	Text  string
	Px    float64 // font size (device px)
	Bold  bool
	Align int
	// Text only: Box is the rectangle the text must fit in (the one given
	// to Text, or a paragraph's), zero when it is R itself; Cut says the
	// text was shortened to fit it (an ellipsis, or a paragraph's lines
	// left out after this one).
	Box Rect
	Cut bool
}

// Hotspot is a target (id set) or a region with a tip only.
type Hotspot struct {
	ID      string
	R       Rect
	Enabled bool
	Tip     string
}

// Frame is what one scene shows at one size.
type Frame struct {
	Items   []Item
	Spots   []Hotspot
	Barrier int // hotspots before this index are covered by a modal overlay
	// Reveal is the part of the last modal overlay to bring into view on
	// a screen that scrolls (its panel, device px); empty, its targets
	// are.
	Reveal Rect
}

// Hit returns the topmost hotspot at (x, y), or nil. Hotspots under a modal
// overlay are never Hit.
func (f *Frame) Hit(x, y float64) *Hotspot {
	for i := len(f.Spots) - 1; i >= f.Barrier; i-- {
		if f.Spots[i].R.Contains(x, y) {
			return &f.Spots[i]
		}
	}
	return nil
}

// Spot returns the first target with this id, or nil.
func (f *Frame) Spot(id string) *Hotspot {
	for i := range f.Spots {
		if f.Spots[i].ID == id {
			return &f.Spots[i]
		}
	}
	return nil
}

// Builder adds items and hotspots to a frame in design units.
type Builder struct {
	F     *Frame
	T     Xform
	Hover string // the target under the mouse ("" if none, never on touch)
}

func NewBuilder(t Xform, hover string) *Builder {
	return &Builder{F: &Frame{}, T: t, Hover: hover}
}

// R converts a rectangle from units to device pixels.
func (b *Builder) R(x, y, w, h float64) Rect { return b.T.R(x, y, w, h) }

// Px converts a length from units to device pixels.
func (b *Builder) Px(units float64) float64 { return units * b.T.U }

func (b *Builder) Fill(r Rect, c color.RGBA, radUnits float64) {
	b.F.Items = append(b.F.Items, Item{Kind: KFill, R: r, Col: c, Rad: b.Px(radUnits)})
}

func (b *Builder) Stroke(r Rect, c color.RGBA, lwUnits, radUnits float64) {
	b.F.Items = append(b.F.Items, Item{Kind: KStroke, R: r, Col: c, LW: b.Px(lwUnits), Rad: b.Px(radUnits)})
}

func (b *Builder) Line(x0, y0, x1, y1 float64, c color.RGBA, lwUnits float64) {
	b.F.Items = append(b.F.Items, Item{Kind: KLine, R: Rect{x0, y0, x1 - x0, y1 - y0}, Col: c, LW: b.Px(lwUnits)})
}

// Text draws one line of Text in r, shortened with "…" if it does not fit.
func (b *Builder) Text(r Rect, s string, sizeUnits float64, c color.RGBA, bold bool, align int) {
	px := b.Px(sizeUnits)
	t := Ellipsize(s, px, bold, r.W)
	b.F.Items = append(b.F.Items, Item{Kind: KText, R: r, Text: t, Px: px, Col: c, Bold: bold, Align: align, Box: r, Cut: t != s})
}

// Para draws wrapped text from the top of r; it returns the height used in
// device pixels. Lines that do not fit in r are left out.
func (b *Builder) Para(r Rect, s string, sizeUnits float64, c color.RGBA, bold bool) float64 {
	return b.ParaAlign(r, s, sizeUnits, c, bold, AlignLeft)
}

// ParaAlign is para with an alignment.
func (b *Builder) ParaAlign(r Rect, s string, sizeUnits float64, c color.RGBA, bold bool, align int) float64 {
	px := b.Px(sizeUnits)
	lh := px * 1.3
	y := r.Y
	lines := Wrap(s, px, bold, r.W)
	for i, ln := range lines {
		if y+lh > r.Y+r.H+0.5 {
			// Left out: the last line shown (or, when none fits, an
			// empty one) says so to the test hook.
			if n := len(b.F.Items); i > 0 && n > 0 {
				b.F.Items[n-1].Cut = true
			} else {
				b.F.Items = append(b.F.Items, Item{Kind: KText, R: Rect{r.X, r.Y, r.W, 0}, Px: px, Box: r, Cut: true})
			}
			break
		}
		b.F.Items = append(b.F.Items, Item{Kind: KText, R: Rect{r.X, y, r.W, lh}, Text: ln, Px: px, Col: c, Bold: bold, Align: align, Box: r})
		y += lh
	}
	return y - r.Y
}

// ParaFit is Para in a box whose height is fixed (a card): the text is
// made smaller, down to 70 % of sizeUnits, until all of it fits; what
// still does not fit at that size is left out (and marked as cut).
func (b *Builder) ParaFit(r Rect, s string, sizeUnits float64, c color.RGBA, bold bool) float64 {
	size := sizeUnits
	for _, k := range fitSteps {
		size = sizeUnits * k
		if b.ParaHeight(s, r.W/b.T.U, size, bold)*b.T.U <= r.H+0.5 {
			break
		}
	}
	return b.ParaAlign(r, s, size, c, bold, AlignLeft)
}

// ParaHeight is the height in units that Para needs to show all of s in a
// box w units wide.
func (b *Builder) ParaHeight(s string, w, sizeUnits float64, bold bool) float64 {
	px := b.Px(sizeUnits)
	return float64(len(Wrap(s, px, bold, b.Px(w)))) * px * 1.3 / b.T.U
}

// Symbol draws symbol number i (a Shape: 0 triangle, 1 circle, 2 diamond,
// 3 square) centred in r; other numbers draw nothing.
func (b *Builder) Symbol(r Rect, i int, fill, edge color.RGBA) {
	if i < 0 || i > 3 {
		return
	}
	b.F.Items = append(b.F.Items, Item{Kind: KShape, R: r, Shape: Shape(i), Col: fill, Edge: edge, LW: b.Px(1)})
}

// Spot registers a hotspot.
func (b *Builder) Spot(id string, r Rect, enabled bool, tip string) {
	b.F.Spots = append(b.F.Spots, Hotspot{ID: id, R: r, Enabled: enabled, Tip: tip})
}

// Modal covers everything built so far: a shade over it, and its hotspots
// can no longer be hit.
func (b *Builder) Modal(full Rect) {
	b.Fill(full, ColShade, 0)
	b.F.Barrier = len(b.F.Spots)
	b.F.Reveal = Rect{}
}

// Decorate marks a target: a highlight when enabled, a thick white edge when
// selected, a shade when dim.
func (b *Builder) Decorate(r Rect, id string, enabled, selected, dim bool, radUnits float64) {
	switch {
	case selected:
		// A thick edge just outside the target and a tick in its corner.
		out := r.Inset(-b.Px(2))
		b.Stroke(out, ColSelected, 4, radUnits+2)
		rad := math.Max(b.Px(9), math.Min(r.W, r.H)*0.17)
		cx, cy := out.X+out.W-rad*0.7, out.Y+rad*0.7
		b.Circle(cx, cy, rad, ColSelected, ColTextDark, b.Px(1))
		lw := math.Max(1.5, rad*0.22)
		tick := func(x0, y0, x1, y1 float64) {
			b.F.Items = append(b.F.Items, Item{Kind: KLine, R: Rect{cx + x0*rad, cy + y0*rad, (x1 - x0) * rad, (y1 - y0) * rad}, Col: ColTextDark, LW: lw})
		}
		tick(-0.5, 0, -0.12, 0.4)
		tick(-0.12, 0.4, 0.5, -0.38)
	case enabled && id == b.Hover:
		b.Fill(r, color.RGBA{0xff, 0xff, 0xff, 0x30}, radUnits)
		b.Stroke(r, ColHighlight, 3, radUnits)
	case enabled:
		b.Stroke(r, ColHighlight, 2, radUnits)
	case dim:
		b.Fill(r, color.RGBA{0x10, 0x14, 0x20, 0x90}, radUnits)
	}
}

// Button draws a labelled Button target.
func (b *Builder) Button(id string, r Rect, label string, sizeUnits float64, enabled, selected bool) {
	c := ColButton
	switch {
	case !enabled:
		c = ColButtonOff
	case id == b.Hover:
		c = ColButtonHot
	}
	b.Fill(r, c, 6)
	tc := ColText
	if !enabled {
		tc = ColTextDim
	}
	b.Text(r.Inset(b.Px(4)), label, sizeUnits, tc, true, AlignCenter)
	if selected {
		b.Stroke(r, ColSelected, 3, 6)
	} else if enabled {
		b.Stroke(r, Mix(c, ColText, 0.35), 1, 6)
	}
	b.Spot(id, r, enabled, "")
}

// ButtonWidth is the width in units of a button with that label.
func (b *Builder) ButtonWidth(label string, sizeUnits float64) float64 {
	return TextWidth(label, b.Px(sizeUnits), true)/b.T.U + 2*sizeUnits
}

// Flow lays out boxes of the given widths left to right in rows of height h
// inside area (units), with gap between them. It returns nil if they do not
// all fit.
func Flow(widths []float64, area Rect, h, gap float64) []Rect {
	out := make([]Rect, 0, len(widths))
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
		out = append(out, Rect{x, y, w, h})
		x += w + gap
	}
	return out
}

// ButtonRow lays out buttons in area (units), in as many rows as its
// height holds, shrinking them until they fit. labels[i] is the label of
// ids[i]; enabled says which are clickable. It returns the height used, in
// units.
func (b *Builder) ButtonRow(area Rect, ids, labels []string, enabled func(string) bool, selected func(string) bool, size float64) float64 {
	for _, k := range []float64{1, 0.85, 0.72, 0.6, 0.5} {
		s := size * k
		h := s * 2.3
		widths := make([]float64, len(ids))
		for i := range ids {
			widths[i] = b.ButtonWidth(labels[i], s)
		}
		rs := Flow(widths, area, h, s*0.5)
		if rs == nil && k != 0.5 {
			continue
		}
		if rs == nil { // last resort: as many as fit
			rs = flowPartial(widths, area, h, s*0.5)
		}
		used := 0.0
		for i, r := range rs {
			b.Button(ids[i], b.R(r.X, r.Y, r.W, r.H), labels[i], s, enabled(ids[i]), selected(ids[i]))
			used = max(used, r.Y+r.H-area.Y)
		}
		return used
	}
	return 0
}

// flowPartial is flow that stops at the first box that does not fit.
func flowPartial(widths []float64, area Rect, h, gap float64) []Rect {
	for n := len(widths); n > 0; n-- {
		if rs := Flow(widths[:n], area, h, gap); rs != nil {
			return rs
		}
	}
	return nil
}

// TipBox draws a tip near r (device px), kept inside the screen.
func (b *Builder) TipBox(r Rect, tip string, screen Rect) {
	if tip == "" {
		return
	}
	px := b.Px(13)
	pad := b.Px(6)
	// Long lines wrap to what the screen holds (a phone), 420 units at most.
	maxW := max(min(screen.W-2*b.Px(4), b.Px(420))-2*pad, px*4)
	var lines []string
	for _, l := range strings.Split(tip, "\n") {
		if TextWidth(l, px, false) <= maxW {
			lines = append(lines, l)
			continue
		}
		lines = append(lines, Wrap(l, px, false, maxW)...)
	}
	w := 0.0
	for _, l := range lines {
		if tw := TextWidth(l, px, false); tw > w {
			w = tw
		}
	}
	w += 2 * pad
	h := float64(len(lines))*px*1.3 + 2*pad
	x := r.X + r.W/2 - w/2
	y := r.Y - h - b.Px(4)
	if y < screen.Y {
		y = r.Y + r.H + b.Px(4)
	}
	if y+h > screen.Y+screen.H {
		y = max(screen.Y, screen.Y+screen.H-h)
	}
	if x+w > screen.X+screen.W {
		x = screen.X + screen.W - w
	}
	if x < screen.X {
		x = screen.X
	}
	box := Rect{x, y, w, h}
	items := []Item{
		{Kind: KFill, R: box, Col: RGB(0x0d, 0x11, 0x1a), Rad: b.Px(4)},
		{Kind: KStroke, R: box, Col: ColPanelEdge, LW: b.Px(1), Rad: b.Px(4)},
	}
	for i, l := range lines {
		items = append(items, Item{Kind: KText, R: Rect{x + pad, y + pad + float64(i)*px*1.3, w - 2*pad, px * 1.3}, Text: l, Px: px, Col: ColText})
	}
	b.F.Items = append(b.F.Items, items...)
}

// fitSteps are the sizes, as shares of the asked one, that ParaFit and
// FitSize try, largest first.
var fitSteps = []float64{1, 0.92, 0.85, 0.78, 0.7}

// FitSize is the largest of sizeUnits times fitSteps at which s fits on one
// line w units wide (a Button's label: w less its 4-unit insets), and ok
// says whether it fits at all; a text that does not fit even at the last
// step gets that smallest size.
func (b *Builder) FitSize(s string, w, sizeUnits float64, bold bool) (size float64, ok bool) {
	for _, k := range fitSteps {
		size = sizeUnits * k
		if TextWidth(s, b.Px(size), bold) <= b.Px(w)+0.5 {
			return size, true
		}
	}
	return size, false
}
