package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The renderer: the only code that draws. It paints a frame's items in order.

type Renderer struct {
	white *ebiten.Image // one white pixel, the source of every shape
	vs    []ebiten.Vertex
	is    []uint16
}

func (rd *Renderer) Draw(dst *ebiten.Image, f *Frame) {
	if rd.white == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		rd.white = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	dst.Fill(ColBackground)
	for i := range f.Items {
		rd.item(dst, &f.Items[i])
	}
}

func (rd *Renderer) item(dst *ebiten.Image, it *Item) {
	r := it.R
	switch it.Kind {
	case KFill:
		if it.Rad <= 0.5 {
			vector.DrawFilledRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), it.Col, false)
			return
		}
		var p vector.Path
		roundRect(&p, r, it.Rad)
		rd.fillPath(dst, &p, it.Col)
	case KStroke:
		var p vector.Path
		roundRect(&p, r.Inset(it.LW/2), math.Max(0, it.Rad-it.LW/2))
		rd.strokePath(dst, &p, it.Col, it.LW)
	case KLine:
		// Through paint, without anti-aliasing (see paint): the games'
		// icons draw many lines a frame.
		var p vector.Path
		p.MoveTo(float32(r.X), float32(r.Y))
		p.LineTo(float32(r.X+r.W), float32(r.Y+r.H))
		op := &vector.StrokeOptions{Width: float32(it.LW), LineCap: vector.LineCapRound}
		rd.vs, rd.is = p.AppendVerticesAndIndicesForStroke(rd.vs[:0], rd.is[:0], op)
		rd.paint(dst, it.Col)
	case KText:
		op := &ebiten.DrawImageOptions{}
		op.ColorScale.ScaleWithColor(it.Col)
		x, align := r.X, textStart
		switch it.Align {
		case AlignCenter:
			x, align = r.CX(), textCenter
		case AlignRight:
			x, align = r.X+r.W, textEnd
		}
		drawText(dst, it.Text, it.Px, it.Bold, math.Round(x), math.Round(r.CY()), align, op)
	case KShape:
		var p vector.Path
		shapePath(&p, it.Shape, r)
		rd.fillPath(dst, &p, it.Col)
		if it.LW > 0 && it.Edge.A > 0 {
			rd.strokePath(dst, &p, it.Edge, it.LW)
		}
	}
}

func (rd *Renderer) fillPath(dst *ebiten.Image, p *vector.Path, c color.RGBA) {
	rd.vs, rd.is = p.AppendVerticesAndIndicesForFilling(rd.vs[:0], rd.is[:0])
	rd.paint(dst, c)
}

func (rd *Renderer) strokePath(dst *ebiten.Image, p *vector.Path, c color.RGBA, w float64) {
	op := &vector.StrokeOptions{Width: float32(w), LineJoin: vector.LineJoinRound}
	rd.vs, rd.is = p.AppendVerticesAndIndicesForStroke(rd.vs[:0], rd.is[:0], op)
	rd.paint(dst, c)
}

func (rd *Renderer) paint(dst *ebiten.Image, c color.RGBA) {
	r, g, b, a := float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255
	for i := range rd.vs {
		v := &rd.vs[i]
		v.SrcX, v.SrcY = 1, 1
		// Premultiplied alpha.
		v.ColorR, v.ColorG, v.ColorB, v.ColorA = r*a, g*a, b*a, a
	}
	// No AntiAlias: in Ebitengine 2.8 every anti-aliased DrawTriangles of a
	// new area renders through its own double-size offscreen, which made one
	// table redraw take over a second under software WebGL (SwiftShader).
	// Shapes are drawn in device pixels, so edges stay sharp on high-DPI screens.
	op := &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	dst.DrawTriangles(rd.vs, rd.is, rd.white, op)
}

// roundRect appends a rounded rectangle to p.
func roundRect(p *vector.Path, r Rect, rad float64) {
	rad = math.Min(rad, math.Min(r.W, r.H)/2)
	x0, y0, x1, y1 := float32(r.X), float32(r.Y), float32(r.X+r.W), float32(r.Y+r.H)
	rr := float32(rad)
	if rr <= 0 {
		p.MoveTo(x0, y0)
		p.LineTo(x1, y0)
		p.LineTo(x1, y1)
		p.LineTo(x0, y1)
		p.Close()
		return
	}
	p.MoveTo(x0+rr, y0)
	p.LineTo(x1-rr, y0)
	p.ArcTo(x1, y0, x1, y0+rr, rr)
	p.LineTo(x1, y1-rr)
	p.ArcTo(x1, y1, x1-rr, y1, rr)
	p.LineTo(x0+rr, y1)
	p.ArcTo(x0, y1, x0, y1-rr, rr)
	p.LineTo(x0, y0+rr)
	p.ArcTo(x0, y0, x0+rr, y0, rr)
	p.Close()
}

// shapePath appends a shop symbol inscribed in r.
func shapePath(p *vector.Path, s Shape, r Rect) {
	cx, cy := float32(r.CX()), float32(r.CY())
	h := float32(math.Min(r.W, r.H) / 2)
	switch s {
	case ShapeTriangle:
		p.MoveTo(cx, cy-h)
		p.LineTo(cx+h*0.95, cy+h*0.8)
		p.LineTo(cx-h*0.95, cy+h*0.8)
		p.Close()
	case ShapeCircle:
		p.Arc(cx, cy, h*0.88, 0, 2*math.Pi, vector.Clockwise)
		p.Close()
	case ShapeDiamond:
		p.MoveTo(cx, cy-h)
		p.LineTo(cx+h*0.8, cy)
		p.LineTo(cx, cy+h)
		p.LineTo(cx-h*0.8, cy)
		p.Close()
	case ShapeStar:
		for i := 0; i < 10; i++ {
			rad := h
			if i%2 == 1 {
				rad = h * 0.45
			}
			a := float64(i)*math.Pi/5 - math.Pi/2
			x, y := cx+rad*float32(math.Cos(a)), cy+rad*float32(math.Sin(a))
			if i == 0 {
				p.MoveTo(x, y)
			} else {
				p.LineTo(x, y)
			}
		}
		p.Close()
	case ShapeHexagon:
		for i := 0; i < 6; i++ {
			a := float64(i)*math.Pi/3 - math.Pi/2
			x, y := cx+h*0.92*float32(math.Cos(a)), cy+h*0.92*float32(math.Sin(a))
			if i == 0 {
				p.MoveTo(x, y)
			} else {
				p.LineTo(x, y)
			}
		}
		p.Close()
	case ShapeSquare:
		k := h * 0.78
		p.MoveTo(cx-k, cy-k)
		p.LineTo(cx+k, cy-k)
		p.LineTo(cx+k, cy+k)
		p.LineTo(cx-k, cy+k)
		p.Close()
	}
}
