package ui

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Texts as the tables show them: names, scores, prompts, punctuation, the
// ellipsis and pairs the font kerns.
var sampleTexts = []string{
	"Mall World", "Your turn: pick a shop", "Score 1234 — 56 %", "AVATAR Wo Ty", "…", "ÀÉÎ ñ ß",
	"To, Yo, P.", "Luxembourg-Shopping", "Mall or Nothing: turn it with R", "0123456789",
}

// TestTextMatchesShaper: the widths and line metrics of the opentype faces
// are those of text/v2's GoTextFace (go-text/typesetting's shaper) that the
// client used before, so layouts built on them stay as they were. At whole
// pixel sizes the widths agree to a fraction of a pixel. At fractional sizes
// the shaper spaced glyphs as for a whole size (17.25 px as 18 px) while it
// drew them at the true size; the faces here scale smoothly, so their width
// lies between the shaper's at the whole sizes either side. (The test binary
// links the shaper; the client does not.)
func TestTextMatchesShaper(t *testing.T) {
	var src [2]*text.GoTextFaceSource
	for i, ttf := range [][]byte{goregular.TTF, gobold.TTF} {
		s, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
		if err != nil {
			t.Fatal(err)
		}
		src[i] = s
	}
	for _, px := range []float64{9, 11.5, 14, 17.25, 24, 31.9, 40, 96} {
		for b, bold := range []bool{false, true} {
			lo := &text.GoTextFace{Source: src[b], Size: math.Floor(px)}
			hi := &text.GoTextFace{Source: src[b], Size: math.Ceil(px)}
			for _, s := range sampleTexts {
				got := TextWidth(s, px, bold)
				// Both sum 26.6 fixed-point advances: allow 1/64 px a rune.
				tol := float64(len([]rune(s)))/64 + 0.02
				if min, max := text.Advance(s, lo), text.Advance(s, hi); got < min-tol || got > max+tol {
					t.Errorf("TextWidth(%q, %v, bold %v) = %.3f, shaper %.3f to %.3f", s, px, bold, got, min, max)
				}
			}
			asc, desc, _ := LineMetrics(px, bold)
			m := (&text.GoTextFace{Source: src[b], Size: px}).Metrics()
			if math.Abs(asc-m.HAscent) > 0.05 || math.Abs(desc-m.HDescent) > 0.05 {
				t.Errorf("LineMetrics(%v, bold %v): ascent %.3f descent %.3f, shaper %.3f %.3f", px, bold, asc, desc, m.HAscent, m.HDescent)
			}
		}
	}
}

func TestTextWidthScales(t *testing.T) {
	if w := TextWidth("", 20, false); w != 0 {
		t.Errorf("TextWidth of nothing = %v", w)
	}
	w1, w2 := TextWidth("Mall World", 20, false), TextWidth("Mall World", 40, false)
	if w1 <= 0 || math.Abs(w2-2*w1) > 0.2 {
		t.Errorf("widths at 20 and 40 px: %v, %v (want twice)", w1, w2)
	}
	if w := TextWidth("Mall \tWor\nld\x00", 20, false); w != w1 {
		t.Errorf("control characters take room: %v, without them %v", w, w1)
	}
	if b := TextWidth("Mall World", 20, true); b <= w1 {
		t.Errorf("bold %v is not wider than regular %v", b, w1)
	}
}

// TestTextBadSizes: sizes that make no sense measure as the nearest sane
// size, never panic, never give NaN or an infinite width.
func TestTextBadSizes(t *testing.T) {
	for _, px := range []float64{0, -3, math.NaN(), math.Inf(1), math.Inf(-1), 1e12} {
		w := TextWidth("Mall", px, false)
		if math.IsNaN(w) || math.IsInf(w, 0) || w <= 0 {
			t.Errorf("TextWidth at %v px = %v", px, w)
		}
		a, d, h := LineMetrics(px, true)
		if !(a > 0 && d > 0 && h >= a+d) {
			t.Errorf("LineMetrics at %v px = %v %v %v", px, a, d, h)
		}
		_ = Wrap("a b c", px, false, 10)
		_ = Ellipsize("abcdef", px, false, 10)
	}
	if got, want := TextWidth("Mall", -3, false), TextWidth("Mall", minPx, false); got != want {
		t.Errorf("a negative size measures %v, the smallest size %v", got, want)
	}
	if got, want := TextWidth("Mall", 1e12, false), TextWidth("Mall", maxPx, false); got != want {
		t.Errorf("a huge size measures %v, the largest size %v", got, want)
	}
}

// TestFaceCacheBounded: a window resized through many sizes keeps at most
// maxFaces faces, and a face's glyph images stay bounded too.
func TestFaceCacheBounded(t *testing.T) {
	for i := range 5 * maxFaces {
		TextWidth("x", 10+float64(i)/7, i%2 == 0)
		textMu.Lock()
		n := len(faces)
		textMu.Unlock()
		if n > maxFaces {
			t.Fatalf("after %d sizes the cache holds %d faces (at most %d)", i+1, n, maxFaces)
		}
	}
	textMu.Lock()
	defer textMu.Unlock()
	f := face(13, false)
	for r := rune(0x20); r < 0x20+3*maxGlyphs; r++ {
		f.glyph(r, 0) // images are made, not drawn: no game loop needed
		f.kern(r, r+1)
		if len(f.glyphs) > maxGlyphs || len(f.runes) > maxGlyphs || len(f.kerning) > maxGlyphs {
			t.Fatalf("the face holds %d glyph images, %d runes' metrics, %d kerning pairs (at most %d each)", len(f.glyphs), len(f.runes), len(f.kerning), maxGlyphs)
		}
	}
}

func TestWrapAndEllipsize(t *testing.T) {
	s := "Pick a shop in the mall for the hero who has the most coins, then end your turn"
	for _, width := range []float64{60, 150, 400, 2000} {
		lines := Wrap(s, 16, false, width)
		if strings.Join(lines, " ") != s {
			t.Errorf("Wrap at %v lost words: %q", width, lines)
		}
		for _, ln := range lines {
			if w := TextWidth(ln, 16, false); w > width && strings.Contains(ln, " ") {
				t.Errorf("Wrap at %v: line %q is %v wide", width, ln, w)
			}
		}
		e := Ellipsize(s, 16, true, width)
		if w := TextWidth(e, 16, true); w > width {
			t.Errorf("Ellipsize at %v: %q is %v wide", width, e, w)
		}
		if e != s && !strings.HasSuffix(e, "…") {
			t.Errorf("Ellipsize at %v: %q has no ellipsis", width, e)
		}
	}
	if got := Wrap("  ", 16, false, 100); len(got) != 1 || got[0] != "" {
		t.Errorf("Wrap of spaces = %q", got)
	}
}

// TestWrapKeepsNoBreakSpaces: a line never breaks at a no-break space.
func TestWrapKeepsNoBreakSpaces(t *testing.T) {
	s := "Vous payez 12\u00a0000\u00a0CHF à la banque\u00a0!"
	w := TextWidth("Vous payez 12", 16, false)
	lines := Wrap(s, 16, false, w)
	joined := strings.Join(lines, " ")
	if joined != s {
		t.Fatalf("Wrap lost text: %q", lines)
	}
	for _, ln := range lines {
		if strings.HasPrefix(ln, "\u00a0") || strings.HasSuffix(ln, "\u00a0") {
			t.Errorf("a line broke at a no-break space: %q", lines)
		}
	}
	found := false
	for _, ln := range lines {
		if strings.Contains(ln, "12\u00a0000\u00a0CHF") {
			found = true
		}
	}
	if !found {
		t.Errorf("the amount was split: %q", lines)
	}
}
