package ui

import (
	"bytes"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// The Go fonts (regular and bold) are embedded by golang.org/x/image; text/v2
// shapes them without a GPU, so measuring text works in plain tests.
var (
	fontOnce              sync.Once
	fontRegular, fontBold *text.GoTextFaceSource
)

func loadFonts() {
	fontOnce.Do(func() {
		var err error
		if fontRegular, err = text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF)); err != nil {
			panic(err)
		}
		if fontBold, err = text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF)); err != nil {
			panic(err)
		}
	})
}

// Face returns a Face of size px (device pixels).
func Face(px float64, bold bool) *text.GoTextFace {
	loadFonts()
	src := fontRegular
	if bold {
		src = fontBold
	}
	if px < 1 {
		px = 1
	}
	return &text.GoTextFace{Source: src, Size: px}
}

// TextWidth is the advance of s in device pixels.
func TextWidth(s string, px float64, bold bool) float64 {
	return text.Advance(s, Face(px, bold))
}

// Wrap breaks s into lines no wider than width (device pixels). A word wider
// than the line is put on a line of its own.
func Wrap(s string, px float64, bold bool, width float64) []string {
	words := strings.Fields(s)
	if len(words) == 0 {
		return []string{""}
	}
	f := Face(px, bold)
	var lines []string
	cur := words[0]
	for _, w := range words[1:] {
		if text.Advance(cur+" "+w, f) <= width {
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
	f := Face(px, bold)
	if text.Advance(s, f) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 {
		r = r[:len(r)-1]
		if t := string(r) + "…"; text.Advance(t, f) <= width {
			return t
		}
	}
	return ""
}

// InkBox is where a text item's line lies on screen, in device pixels: its
// advance wide, the face's ascent plus descent high, placed as the renderer
// places it (aligned in R, centred vertically on R's middle).
func InkBox(it *Item) Rect {
	f := Face(it.Px, it.Bold)
	w := text.Advance(it.Text, f)
	m := f.Metrics()
	h := m.HAscent + m.HDescent
	x := it.R.X
	switch it.Align {
	case AlignCenter:
		x = it.R.CX() - w/2
	case AlignRight:
		x = it.R.X + it.R.W - w
	}
	return Rect{x, it.R.CY() - h/2, w, h}
}
