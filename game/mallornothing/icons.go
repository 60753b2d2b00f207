package mallornothing

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	rules "github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/lang"

	"github.com/galleria-games/galleria/game/ui"
)

// The squares' icons, drawn with vectors: every kind has its colour and its
// own shape, so that colour is never the only cue and no letter needs to be
// read. Hallways are yellow, as the rules call them.

// Square colours by the first letter of the code.
var mnSquareColours = map[byte]color.RGBA{
	'H': ui.RGB(0xf2, 0xcf, 0x3c), // hallway: yellow, as in the rules
	'D': ui.RGB(0x2c, 0x62, 0xc4), // department store: blue
	'B': ui.RGB(0xe0, 0x7a, 0xb0), // beauty shop: pink
	'C': ui.RGB(0x8e, 0x5c, 0xd0), // clothing store: purple
	'R': ui.RGB(0xe0, 0x62, 0x1e), // restaurant: orange
	'S': ui.RGB(0x25, 0x95, 0x4a), // services: green
	'E': ui.RGB(0x4c, 0xc8, 0xdc), // entertainment: light cyan
}

// ColourNames names each kind's colour, for the rules' colour key (in
// English; the French is in fr.go).
var ColourNames = []struct{ Code, Colour string }{
	{"H", "yellow"}, {"D", "blue"}, {"B", "pink"}, {"C", "purple"},
	{"R", "orange"}, {"S", "green"}, {"E", "light blue"},
}

var (
	iconInk   = ui.RGB(0x1b, 0x1f, 0x27) // dark lines on light squares
	iconLight = ui.RGB(0xfa, 0xfa, 0xf4) // light shapes on dark squares
)

// pen draws an icon in a square r (device px), in coordinates 0..1 of r.
type pen struct {
	b *ui.Builder
	r ui.Rect
}

func (p pen) x(f float64) float64 { return p.r.X + f*p.r.W }
func (p pen) y(f float64) float64 { return p.r.Y + f*p.r.H }
func (p pen) w(f float64) float64 { return f * p.r.W }

func (p pen) fill(x, y, w, h, rad float64, c color.RGBA) {
	p.b.F.Items = append(p.b.F.Items, ui.Item{Kind: ui.KFill, R: ui.Box(p.x(x), p.y(y), p.w(w), p.w(h)), Col: c, Rad: p.w(rad)})
}

func (p pen) stroke(x, y, w, h, rad, lw float64, c color.RGBA) {
	p.b.F.Items = append(p.b.F.Items, ui.Item{Kind: ui.KStroke, R: ui.Box(p.x(x), p.y(y), p.w(w), p.w(h)), Col: c, Rad: p.w(rad), LW: math.Max(1, p.w(lw))})
}

func (p pen) line(x0, y0, x1, y1, lw float64, c color.RGBA) {
	p.b.F.Items = append(p.b.F.Items, ui.Item{Kind: ui.KLine, R: ui.Box(p.x(x0), p.y(y0), p.w(x1-x0), p.w(y1-y0)), Col: c, LW: math.Max(1, p.w(lw))})
}

func (p pen) disc(cx, cy, rad float64, c color.RGBA) {
	p.fill(cx-rad, cy-rad, 2*rad, 2*rad, rad, c)
}

func (p pen) ring(cx, cy, rad, lw float64, c color.RGBA) {
	p.stroke(cx-rad, cy-rad, 2*rad, 2*rad, rad, lw, c)
}

func (p pen) shape(s ui.Shape, cx, cy, size float64, c, edge color.RGBA) {
	p.b.F.Items = append(p.b.F.Items, ui.Item{Kind: ui.KShape, R: ui.Centred(p.x(cx), p.y(cy), p.w(size)), Shape: s, Col: c, Edge: edge, LW: math.Max(1, p.w(0.03))})
}

// square draws one square of a card (code as the engine writes it) in r
// (device pixels): its colour and its icon.
func square(b *ui.Builder, r ui.Rect, code string) {
	if code == "" {
		return
	}
	col, ok := mnSquareColours[code[0]]
	if !ok {
		col = ui.ColPanelEdge
	}
	b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: r, Col: col})
	// The icon keeps clear of the corners, where card numbers go.
	side := math.Min(r.W, r.H)
	p := pen{b, ui.Centred(r.CX(), r.CY(), side*0.78)}
	if side < 6 {
		return
	}
	dark := ui.Mix(col, iconInk, 0.55)
	switch {
	case code == "H":
		hallwayIcon(p, dark)
	case code == "D":
		departmentIcon(p)
	case code == "B":
		beautyIcon(p)
	case code == "C":
		clothingIcon(p)
	case code == "R":
		restaurantIcon(p)
	case strings.HasPrefix(code, "S:"):
		serviceIcon(p, code[2:])
	case strings.HasPrefix(code, "E:"):
		if sh, ok := entertainmentShapes[code[2:]]; ok {
			p.shape(sh, 0.5, 0.5, 0.66, iconLight, iconInk)
		}
	}
}

var entertainmentShapes = map[string]ui.Shape{
	"Circle": ui.ShapeCircle, "Triangle": ui.ShapeTriangle, "Square": ui.ShapeSquare, "Star": ui.ShapeStar,
}

// hallwayIcon: floor tiles and footsteps, a walkway.
func hallwayIcon(p pen, c color.RGBA) {
	p.line(0.1, 0.5, 0.9, 0.5, 0.04, c)
	p.line(0.5, 0.1, 0.5, 0.9, 0.04, c)
	p.fill(0.2, 0.18, 0.12, 0.2, 0.06, c)
	p.fill(0.66, 0.62, 0.12, 0.2, 0.06, c)
}

// departmentIcon: a big building with a pediment and columns.
func departmentIcon(p pen) {
	p.shape(ui.ShapeTriangle, 0.5, 0.26, 0.62, iconLight, iconLight)
	p.fill(0.16, 0.4, 0.68, 0.08, 0, iconLight)
	for _, x := range []float64{0.22, 0.41, 0.59, 0.78} {
		p.line(x, 0.5, x, 0.82, 0.08, iconLight)
	}
	p.fill(0.12, 0.82, 0.76, 0.08, 0, iconLight)
}

// beautyIcon: a hand mirror.
func beautyIcon(p pen) {
	p.disc(0.5, 0.38, 0.26, iconLight)
	p.ring(0.5, 0.38, 0.26, 0.06, iconInk)
	p.line(0.5, 0.64, 0.5, 0.92, 0.12, iconInk)
	p.disc(0.42, 0.3, 0.06, ui.Mix(iconLight, ui.RGB(0xe0, 0x7a, 0xb0), 0.5))
}

// clothingIcon: a T-shirt.
func clothingIcon(p pen) {
	p.fill(0.3, 0.22, 0.4, 0.64, 0.04, iconLight)
	p.line(0.32, 0.26, 0.1, 0.46, 0.16, iconLight)
	p.line(0.68, 0.26, 0.9, 0.46, 0.16, iconLight)
	p.disc(0.5, 0.2, 0.1, mnSquareColours['C'])
}

// restaurantIcon: a fork and a knife.
func restaurantIcon(p pen) {
	// The fork: three tines on a handle.
	for _, x := range []float64{0.22, 0.32, 0.42} {
		p.line(x, 0.12, x, 0.36, 0.05, iconLight)
	}
	p.fill(0.2, 0.34, 0.24, 0.1, 0.04, iconLight)
	p.line(0.32, 0.42, 0.32, 0.88, 0.08, iconLight)
	// The knife: a blade and a handle.
	p.fill(0.6, 0.12, 0.14, 0.42, 0.07, iconLight)
	p.line(0.65, 0.5, 0.65, 0.88, 0.08, iconLight)
}

// serviceIcon draws each service's own icon.
func serviceIcon(p pen, icon string) {
	switch icon {
	case "ATM": // a bank card
		p.fill(0.1, 0.24, 0.8, 0.52, 0.06, iconLight)
		p.fill(0.1, 0.34, 0.8, 0.1, 0, iconInk)
		p.fill(0.2, 0.54, 0.18, 0.12, 0.02, ui.RGB(0xe8, 0xb8, 0x30))
	case "Pharmacy": // a cross
		p.fill(0.38, 0.12, 0.24, 0.76, 0.03, iconLight)
		p.fill(0.12, 0.38, 0.76, 0.24, 0.03, iconLight)
	case "Post": // an envelope
		p.fill(0.1, 0.24, 0.8, 0.52, 0.04, iconLight)
		p.line(0.12, 0.27, 0.5, 0.54, 0.05, iconInk)
		p.line(0.88, 0.27, 0.5, 0.54, 0.05, iconInk)
	case "Repair": // a wrench
		p.line(0.24, 0.78, 0.62, 0.4, 0.13, iconLight)
		p.disc(0.66, 0.34, 0.18, iconLight)
		p.disc(0.74, 0.26, 0.08, mnSquareColours['S'])
	case "DryCleaner": // a coat hanger
		p.ring(0.5, 0.2, 0.08, 0.05, iconLight)
		p.line(0.5, 0.3, 0.1, 0.7, 0.06, iconLight)
		p.line(0.5, 0.3, 0.9, 0.7, 0.06, iconLight)
		p.line(0.1, 0.7, 0.9, 0.7, 0.06, iconLight)
	case "Optician": // glasses
		p.ring(0.28, 0.52, 0.17, 0.07, iconLight)
		p.ring(0.72, 0.52, 0.17, 0.07, iconLight)
		p.line(0.43, 0.48, 0.57, 0.48, 0.06, iconLight)
		p.line(0.12, 0.46, 0.04, 0.3, 0.05, iconLight)
		p.line(0.88, 0.46, 0.96, 0.3, 0.05, iconLight)
	default:
		p.disc(0.5, 0.5, 0.2, iconLight)
	}
}

// breakdownCodes are the squares that stand for the six scoring rows.
var breakdownCodes = [6]string{"D", "B", "C", "R", "S:Post", "E:Star"}

// breakdownRow draws a score's six rows as icons, each followed by its
// points, from the left of r (units), in text of size units; each has a tip
// naming the row. It returns the width used (units).
func breakdownRow(b *ui.Builder, r ui.Rect, sc rules.Score, size float64) float64 {
	vals := [6]int{sc.Department, sc.Beauty, sc.Clothing, sc.Restaurant, sc.Services, sc.Entertainment}
	kinds := [6]string{"department", "beauty", "clothing", "restaurant", "services", "entertainment"}
	side := math.Min(r.H, size*1.5)
	x := r.X
	for i, v := range vals {
		ir := ui.Box(x, r.Y+(r.H-side)/2, side, side)
		square(b, b.U(ir), breakdownCodes[i])
		label := strconv.Itoa(v)
		tw := ui.TextWidth(label, b.Px(size), true)/b.T.U + 2
		b.Text(b.U(ui.Box(x+side+3, r.Y, tw, r.H)), label, size, ui.ColText, true, ui.AlignLeft)
		b.Spot("", b.U(ui.Box(x, r.Y, side+3+tw, r.H)), false, lang.F("%s: %d", kindWords(kinds[i]), v))
		x += side + 3 + tw + 8
	}
	return x - r.X
}
