package ui

import (
	_ "embed"
	"image"
	"math"
	"strings"
	"sync"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Text: the Go fonts (regular and bold), embedded from fonts/ (those of
// golang.org/x/image without the hinting this rasterizer never runs), are
// rasterized by golang.org/x/image/font/opentype one glyph at a time; each
// glyph image is cached and drawn as an ebiten image. Ebiten's text/v2 is not
// used: its package pulls in the go-text/typesetting shaper (about 2 MB of
// the wasm) even for faces that do not shape. The Go fonts need no shaping:
// left to right, one glyph per rune, kerning from the font.
//
// Measuring needs no GPU, so it works in plain tests. The opentype faces
// share buffers, so textMu guards every use of a face.
var (
	//go:embed fonts/Go-Regular.ttf
	goRegular []byte
	//go:embed fonts/Go-Bold.ttf
	goBold []byte
)

var (
	textMu    sync.Mutex
	fontsDone bool
	fontsErr  error
	fonts     [2]*opentype.Font // regular, bold
	faces     = map[faceKey]*glyphFace{}
)

type faceKey struct {
	px   float64
	bold bool
}

// maxFaces bounds the face cache: sizes follow the window, so resizing
// would otherwise keep a face (and its glyph images) for every size it ever
// saw. When full, the cache starts over; dropped faces are collected.
const maxFaces = 48

// maxGlyphs bounds one face's glyph images (runes × subpixel offsets) the
// same way.
const maxGlyphs = 1024

// Text sizes in device pixels are clamped to [minPx, maxPx]: zero, negative,
// NaN or infinite sizes draw at a sane size instead of failing.
const (
	minPx = 1
	maxPx = 2048
)

func clampPx(px float64) float64 {
	if !(px >= minPx) { // also NaN
		return minPx
	}
	return math.Min(px, maxPx)
}

// A glyphFace is one font at one size with its glyph images.
type glyphFace struct {
	f       font.Face
	m       font.Metrics
	subpix  fixed.Int26_6 // the step of the glyphs' horizontal positions
	glyphs  map[glyphKey]*ebiten.Image
	runes   map[rune]runeMetrics
	kerning map[[2]rune]fixed.Int26_6
}

// runeMetrics caches what sfnt computes from the outline on every call.
type runeMetrics struct {
	bounds  fixed.Rectangle26_6
	advance fixed.Int26_6
}

type glyphKey struct {
	r    rune
	xoff fixed.Int26_6 // subpixel offset of the glyph's left edge
}

// face returns the face of size px (device pixels); textMu is held.
func face(px float64, bold bool) *glyphFace {
	px = clampPx(px)
	k := faceKey{px, bold}
	if f, ok := faces[k]; ok {
		return f
	}
	if !fontsDone {
		fontsDone = true
		for i, ttf := range [][]byte{goRegular, goBold} {
			if fonts[i], fontsErr = opentype.Parse(ttf); fontsErr != nil {
				break
			}
		}
	}
	if fontsErr != nil {
		// The fonts are compiled in: this cannot happen in a working build.
		panic("ui: the embedded Go fonts do not parse: " + fontsErr.Error())
	}
	src := fonts[0]
	if bold {
		src = fonts[1]
	}
	// Size is in points; at 72 DPI a point is a pixel. No hinting: advances
	// scale smoothly with the size, as with the shaper used before.
	of, err := opentype.NewFace(src, &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic("ui: opentype.NewFace: " + err.Error())
	}
	if len(faces) >= maxFaces {
		clear(faces)
	}
	// Small text gets finer horizontal positions (1/8 px) than large text
	// (1 px): the same steps as Ebitengine's text/v2.
	steps := fixed.Int26_6(1)
	switch m := of.Metrics(); {
	case m.Ascent+m.Descent < 20<<6:
		steps = 8
	case m.Ascent+m.Descent < 40<<6:
		steps = 4
	case m.Ascent+m.Descent < 80<<6:
		steps = 2
	}
	f := &glyphFace{
		f:       of,
		m:       of.Metrics(),
		subpix:  (1 << 6) / steps,
		glyphs:  map[glyphKey]*ebiten.Image{},
		runes:   map[rune]runeMetrics{},
		kerning: map[[2]rune]fixed.Int26_6{},
	}
	faces[k] = f
	return f
}

// width is the advance of s: the glyphs' advances plus kerning. Control
// characters (a stray newline, a tab) have no glyph and no width; callers
// split lines themselves.
func (f *glyphFace) width(s string) fixed.Int26_6 {
	var w fixed.Int26_6
	prev := rune(-1)
	for _, r := range s {
		if unicode.IsControl(r) {
			continue
		}
		if prev >= 0 {
			w += f.kern(prev, r)
		}
		w += f.metrics(r).advance
		prev = r
	}
	return w
}

// metrics gives r's bounds (relative to its origin) and advance; a rune the
// font lacks has those of the font's .notdef glyph. The cache is bounded as
// the glyph images are.
func (f *glyphFace) metrics(r rune) runeMetrics {
	m, ok := f.runes[r]
	if !ok {
		m.bounds, m.advance, _ = f.f.GlyphBounds(r)
		if len(f.runes) >= maxGlyphs {
			clear(f.runes)
		}
		f.runes[r] = m
	}
	return m
}

func (f *glyphFace) kern(r0, r1 rune) fixed.Int26_6 {
	k, ok := f.kerning[[2]rune{r0, r1}]
	if !ok {
		k = f.f.Kern(r0, r1)
		if len(f.kerning) >= maxGlyphs {
			clear(f.kerning)
		}
		f.kerning[[2]rune{r0, r1}] = k
	}
	return k
}

// glyph returns the image of r drawn with its origin at x, or nil for a
// glyph with no pixels, and where the image goes relative to the origin's
// whole pixel. Images are cached by rune and the subpixel part of their
// left edge.
func (f *glyphFace) glyph(r rune, x fixed.Int26_6) (*ebiten.Image, image.Point) {
	b := f.metrics(r).bounds
	xoff := (x + b.Min.X) & 63
	at := image.Pt((x+b.Min.X).Floor()-x.Floor(), b.Min.Y.Floor())
	k := glyphKey{r, xoff}
	if img, ok := f.glyphs[k]; ok {
		return img, at
	}
	var img *ebiten.Image
	// One pixel more than the bounds, as text/v2 does: the subpixel offset
	// and rounding can move ink into it.
	w, h := (b.Max.X-b.Min.X).Ceil()+1, (b.Max.Y-b.Min.Y).Ceil()+1
	if b.Max.X > b.Min.X && b.Max.Y > b.Min.Y {
		rgba := image.NewRGBA(image.Rect(0, 0, w, h))
		d := font.Drawer{
			Dst:  rgba,
			Src:  image.White,
			Face: f.f,
			Dot:  fixed.Point26_6{X: -b.Min.X + xoff, Y: -b.Min.Y + (b.Min.Y & 63)},
		}
		d.DrawString(string(r))
		img = ebiten.NewImageFromImage(rgba)
	}
	if len(f.glyphs) >= maxGlyphs {
		clear(f.glyphs)
	}
	f.glyphs[k] = img
	return img, at
}

// Horizontal alignment of drawn text at its x.
type textAlign int

const (
	textStart textAlign = iota
	textCenter
	textEnd
)

// drawText draws s in size px at x, aligned by align, its line box (ascent
// plus descent) centred on y. op gives the colour; its GeoM is replaced.
func drawText(dst *ebiten.Image, s string, px float64, bold bool, x, y float64, align textAlign, op *ebiten.DrawImageOptions) {
	textMu.Lock()
	defer textMu.Unlock()
	f := face(px, bold)
	switch align {
	case textCenter:
		x -= fix2f(f.width(s)) / 2
	case textEnd:
		x -= fix2f(f.width(s))
	}
	y += fix2f(f.m.Ascent) - fix2f(f.m.Ascent+f.m.Descent)/2
	dot := fixed.Point26_6{X: f2fix(x), Y: f2fix(y) &^ 63}
	prev := rune(-1)
	for _, r := range s {
		if unicode.IsControl(r) {
			continue
		}
		if prev >= 0 {
			dot.X += f.kern(prev, r)
		}
		gx := dot.X / f.subpix * f.subpix
		if img, at := f.glyph(r, gx); img != nil {
			op.GeoM.Reset()
			op.GeoM.Translate(float64(gx.Floor()+at.X), float64(dot.Y.Floor()+at.Y))
			dst.DrawImage(img, op)
		}
		dot.X += f.metrics(r).advance
		prev = r
	}
}

func fix2f(v fixed.Int26_6) float64 { return float64(v) / 64 }

func f2fix(v float64) fixed.Int26_6 { return fixed.Int26_6(math.Round(v * 64)) }

// TextWidth is the advance of s in device pixels.
func TextWidth(s string, px float64, bold bool) float64 {
	textMu.Lock()
	defer textMu.Unlock()
	return fix2f(face(px, bold).width(s))
}

// LineMetrics gives the ascent and descent (above and below the baseline)
// and the line height of text of size px, in device pixels.
func LineMetrics(px float64, bold bool) (ascent, descent, height float64) {
	textMu.Lock()
	defer textMu.Unlock()
	m := face(px, bold).m
	return fix2f(m.Ascent), fix2f(m.Descent), fix2f(m.Height)
}

// Wrap breaks s into lines no wider than width (device pixels). A word wider
// than the line is put on a line of its own.
func Wrap(s string, px float64, bold bool, width float64) []string {
	// Break at ASCII white space only: a no-break space (U+00A0, French
	// "12 000 CHF", "partie ?") keeps its two sides on one line.
	words := strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\v' || r == '\f'
	})
	if len(words) == 0 {
		return []string{""}
	}
	textMu.Lock()
	defer textMu.Unlock()
	f := face(px, bold)
	var lines []string
	cur := words[0]
	for _, w := range words[1:] {
		if fix2f(f.width(cur+" "+w)) <= width {
			cur += " " + w
			continue
		}
		lines = append(lines, cur)
		cur = w
	}
	return append(lines, cur)
}

// Ellipsize shortens s with "…" until it fits width.
func Ellipsize(s string, px float64, bold bool, width float64) string {
	textMu.Lock()
	defer textMu.Unlock()
	f := face(px, bold)
	if fix2f(f.width(s)) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 {
		r = r[:len(r)-1]
		if t := string(r) + "…"; fix2f(f.width(t)) <= width {
			return t
		}
	}
	return ""
}

// InkBox is where a text item's line lies on screen, in device pixels: its
// advance wide, the face's ascent plus descent high, placed as the renderer
// places it (aligned in R, its line box centred on R's middle).
func InkBox(it *Item) Rect {
	w := TextWidth(it.Text, it.Px, it.Bold)
	asc, desc, _ := LineMetrics(it.Px, it.Bold)
	h := asc + desc
	x := it.R.X
	switch it.Align {
	case AlignCenter:
		x = it.R.CX() - w/2
	case AlignRight:
		x = it.R.X + it.R.W - w
	}
	return Rect{x, it.R.CY() - h/2, w, h}
}
