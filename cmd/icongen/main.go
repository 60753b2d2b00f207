// Command icongen draws the site's PNG icons from static/icon.svg, so that
// the web app manifest can offer the 192 and 512 px icons Chromium asks for
// before it counts the site installable.
//
//	go run ./cmd/icongen                 # writes static/icon-192.png and static/icon-512.png
//	go run ./cmd/icongen -check          # fails if they differ from what icon.svg gives
//
// It reads only the small subset of SVG the icon uses: a viewBox on the
// root, and <rect> (x, y, width, height, rx) and <path> elements filled with
// a #rrggbb colour, the path data made of M, L, H, V and Z commands (upper
// or lower case). Anything else is an error, so that a change to icon.svg
// that this drawing would not follow is noticed. The PNGs are drawn with
// golang.org/x/image/vector (anti-aliased, non-zero winding) and encoded
// with image/png: the same SVG gives the same bytes, so the PNGs in git can
// be checked against it (the -check flag, and this package's test).
package main

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/image/vector"
)

// sizes are the PNG icons made, in pixels (square).
var sizes = []int{192, 512}

func main() {
	dir := flag.String("dir", "static", "the site directory: reads icon.svg, writes icon-SIZE.png")
	check := flag.Bool("check", false, "do not write: exit 1 if a PNG differs from what icon.svg gives")
	flag.Parse()
	if err := run(*dir, *check, os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "icongen: %v\n", err)
		os.Exit(1)
	}
}

func run(dir string, check bool, out io.Writer) error {
	svg, err := os.ReadFile(filepath.Join(dir, "icon.svg"))
	if err != nil {
		return err
	}
	icon, err := parseIcon(svg)
	if err != nil {
		return fmt.Errorf("icon.svg: %w", err)
	}
	var stale []string
	for _, n := range sizes {
		b, err := icon.png(n)
		if err != nil {
			return err
		}
		name := filepath.Join(dir, fmt.Sprintf("icon-%d.png", n))
		if check {
			have, err := os.ReadFile(name)
			if err != nil || !bytes.Equal(have, b) {
				stale = append(stale, name)
			}
			continue
		}
		if err := os.WriteFile(name, b, 0o644); err != nil {
			return err
		}
		fmt.Fprintf(out, "wrote %s (%d bytes)\n", name, len(b))
	}
	if len(stale) > 0 {
		return fmt.Errorf("%s not what icon.svg gives: run 'go run ./cmd/icongen'", strings.Join(stale, ", "))
	}
	return nil
}

// shape is one filled outline: polygons in the viewBox's units.
type shape struct {
	fill  color.RGBA
	polys [][]pt
}

type pt struct{ x, y float64 }

// icon is the parsed SVG: the viewBox and the shapes in paint order.
type icon struct {
	minX, minY, w, h float64
	shapes           []shape
}

// xmlNode is any element, with its attributes and children.
type xmlNode struct {
	XMLName  xml.Name
	Attrs    []xml.Attr `xml:",any,attr"`
	Children []xmlNode  `xml:",any"`
}

func (n xmlNode) attr(name string) (string, bool) {
	for _, a := range n.Attrs {
		if a.Name.Local == name {
			return a.Value, true
		}
	}
	return "", false
}

func parseIcon(b []byte) (*icon, error) {
	var root xmlNode
	if err := xml.Unmarshal(b, &root); err != nil {
		return nil, err
	}
	if root.XMLName.Local != "svg" {
		return nil, fmt.Errorf("the root element is <%s>, want <svg>", root.XMLName.Local)
	}
	vb, ok := root.attr("viewBox")
	if !ok {
		return nil, errors.New("<svg> has no viewBox")
	}
	f, err := numbers(vb)
	if err != nil || len(f) != 4 || f[2] <= 0 || f[3] <= 0 {
		return nil, fmt.Errorf("viewBox %q: want four numbers, a positive width and height", vb)
	}
	ic := &icon{minX: f[0], minY: f[1], w: f[2], h: f[3]}
	for _, c := range root.Children {
		var s shape
		fill, _ := c.attr("fill")
		if s.fill, err = hexColour(fill); err != nil {
			return nil, fmt.Errorf("<%s>: %w", c.XMLName.Local, err)
		}
		switch c.XMLName.Local {
		case "rect":
			poly, err := rectPoly(c)
			if err != nil {
				return nil, fmt.Errorf("<rect>: %w", err)
			}
			s.polys = [][]pt{poly}
		case "path":
			d, _ := c.attr("d")
			if s.polys, err = pathPolys(d); err != nil {
				return nil, fmt.Errorf("<path d=%q>: %w", d, err)
			}
		default:
			return nil, fmt.Errorf("<%s> is not drawn by icongen (only rect and path)", c.XMLName.Local)
		}
		for _, a := range c.Attrs {
			switch a.Name.Local {
			case "x", "y", "width", "height", "rx", "fill", "d":
			default:
				return nil, fmt.Errorf("<%s>: attribute %s is not drawn by icongen", c.XMLName.Local, a.Name.Local)
			}
		}
		ic.shapes = append(ic.shapes, s)
	}
	if len(ic.shapes) == 0 {
		return nil, errors.New("nothing to draw")
	}
	return ic, nil
}

func hexColour(s string) (color.RGBA, error) {
	if len(s) != 7 || s[0] != '#' {
		return color.RGBA{}, fmt.Errorf("fill %q: want #rrggbb", s)
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return color.RGBA{}, fmt.Errorf("fill %q: want #rrggbb", s)
	}
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}, nil
}

// numbers splits a list of numbers separated by spaces or commas.
func numbers(s string) ([]float64, error) {
	var out []float64
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\n' || r == '\t' }) {
		v, err := strconv.ParseFloat(f, 64)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// rectPoly is a rectangle's outline, its corners rounded by rx (as a
// polygon of short segments: 8 per corner).
func rectPoly(n xmlNode) ([]pt, error) {
	num := func(name string) (float64, error) {
		s, ok := n.attr(name)
		if !ok {
			return 0, nil
		}
		v, err := strconv.ParseFloat(s, 64)
		if err != nil || v < 0 && name != "x" && name != "y" {
			return 0, fmt.Errorf("%s=%q", name, s)
		}
		return v, nil
	}
	var v [5]float64
	for i, name := range []string{"x", "y", "width", "height", "rx"} {
		var err error
		if v[i], err = num(name); err != nil {
			return nil, err
		}
	}
	x, y, w, h, r := v[0], v[1], v[2], v[3], v[4]
	if w <= 0 || h <= 0 {
		return nil, errors.New("no width or height")
	}
	r = min(r, w/2, h/2)
	if r == 0 {
		return []pt{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}, nil
	}
	// Corner centres and the angle each quarter circle starts at, clockwise
	// in screen coordinates (y down), from the top-right corner.
	centres := []struct{ cx, cy, a0 float64 }{
		{x + w - r, y + r, -90},
		{x + w - r, y + h - r, 0},
		{x + r, y + h - r, 90},
		{x + r, y + r, 180},
	}
	const steps = 8
	var poly []pt
	for _, c := range centres {
		for i := 0; i <= steps; i++ {
			a := (c.a0 + 90*float64(i)/steps) * math.Pi / 180
			poly = append(poly, pt{c.cx + r*math.Cos(a), c.cy + r*math.Sin(a)})
		}
	}
	return poly, nil
}

// pathPolys reads path data made of M, L, H, V and Z (absolute or
// relative) into closed polygons.
func pathPolys(d string) ([][]pt, error) {
	var polys [][]pt
	var cur []pt
	var pen, start pt
	var cmd byte
	i := 0
	flush := func() {
		if len(cur) >= 3 {
			polys = append(polys, cur)
		}
		cur = nil
	}
	skip := func() {
		for i < len(d) && (d[i] == ' ' || d[i] == ',' || d[i] == '\n' || d[i] == '\t') {
			i++
		}
	}
	number := func() (float64, error) {
		skip()
		j := i
		if j < len(d) && (d[j] == '-' || d[j] == '+') {
			j++
		}
		dot := false
		for j < len(d) && (d[j] >= '0' && d[j] <= '9' || d[j] == '.' && !dot) {
			if d[j] == '.' {
				dot = true
			}
			j++
		}
		v, err := strconv.ParseFloat(d[i:j], 64)
		if err != nil {
			return 0, fmt.Errorf("a number at offset %d", i)
		}
		i = j
		return v, nil
	}
	for {
		skip()
		if i >= len(d) {
			break
		}
		if c := d[i]; strings.IndexByte("MmLlHhVvZz", c) >= 0 {
			cmd = c
			i++
		} else if cmd == 0 || cmd == 'Z' || cmd == 'z' {
			return nil, fmt.Errorf("unexpected %q at offset %d", c, i)
		}
		rel := cmd >= 'a'
		var base pt
		if rel {
			base = pen
		}
		switch cmd {
		case 'Z', 'z':
			flush()
			pen = start
			continue
		case 'M', 'm':
			x, err := number()
			if err != nil {
				return nil, err
			}
			y, err := number()
			if err != nil {
				return nil, err
			}
			flush()
			pen = pt{base.x + x, base.y + y}
			start = pen
			cur = []pt{pen}
			// Further pairs after a moveto are linetos.
			if rel {
				cmd = 'l'
			} else {
				cmd = 'L'
			}
			continue
		case 'L', 'l':
			x, err := number()
			if err != nil {
				return nil, err
			}
			y, err := number()
			if err != nil {
				return nil, err
			}
			pen = pt{base.x + x, base.y + y}
		case 'H', 'h':
			x, err := number()
			if err != nil {
				return nil, err
			}
			pen = pt{base.x + x, pen.y}
		case 'V', 'v':
			y, err := number()
			if err != nil {
				return nil, err
			}
			pen = pt{pen.x, base.y + y}
		}
		if cur == nil {
			return nil, errors.New("a line before any M")
		}
		cur = append(cur, pen)
	}
	flush()
	if len(polys) == 0 {
		return nil, errors.New("no closed outline")
	}
	return polys, nil
}

// png draws the icon at n×n pixels and encodes it.
func (ic *icon) png(n int) ([]byte, error) {
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	sx, sy := float64(n)/ic.w, float64(n)/ic.h
	for _, s := range ic.shapes {
		z := vector.NewRasterizer(n, n)
		for _, poly := range s.polys {
			for j, p := range poly {
				x, y := float32((p.x-ic.minX)*sx), float32((p.y-ic.minY)*sy)
				if j == 0 {
					z.MoveTo(x, y)
				} else {
					z.LineTo(x, y)
				}
			}
			z.ClosePath()
		}
		z.Draw(img, img.Bounds(), image.NewUniform(s.fill), image.Point{})
	}
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
