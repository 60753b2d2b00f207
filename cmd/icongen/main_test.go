package main

import (
	"bytes"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// TestCommittedIcons checks that static/icon-192.png and icon-512.png are
// what static/icon.svg gives, at their sizes.
func TestCommittedIcons(t *testing.T) {
	dir := filepath.Join("..", "..", "static")
	if err := run(dir, true, io.Discard); err != nil {
		t.Fatal(err)
	}
	for _, n := range sizes {
		b, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("icon-%d.png", n)))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("icon-%d.png: %v", n, err)
		}
		if s := img.Bounds().Size(); s.X != n || s.Y != n {
			t.Errorf("icon-%d.png is %v", n, s)
		}
	}
}

// TestDraw checks the drawing on a small icon: a red square on half the
// view box, its pixels inside filled, the rest transparent.
func TestDraw(t *testing.T) {
	ic, err := parseIcon([]byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h5v10H0z" fill="#ff0000"/></svg>`))
	if err != nil {
		t.Fatal(err)
	}
	b, err := ic.png(20)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		x, y    int
		r, a    uint32
		comment string
	}{
		{2, 10, 0xffff, 0xffff, "inside"},
		{9, 19, 0xffff, 0xffff, "inside, last column"},
		{10, 10, 0, 0, "outside, first column"},
		{17, 3, 0, 0, "outside"},
	} {
		r, _, _, a := img.At(c.x, c.y).RGBA()
		if r != c.r || a != c.a {
			t.Errorf("pixel (%d,%d) (%s): r=%#x a=%#x, want r=%#x a=%#x", c.x, c.y, c.comment, r, a, c.r, c.a)
		}
	}
}

// TestBadSVG checks that what icongen cannot draw is an error, not a panic
// or a wrong picture.
func TestBadSVG(t *testing.T) {
	for _, s := range []string{
		``,
		`<html/>`,
		`<svg/>`,
		`<svg viewBox="0 0 0 10"><rect width="1" height="1" fill="#000000"/></svg>`,
		`<svg viewBox="0 0 10 10"></svg>`,
		`<svg viewBox="0 0 10 10"><circle r="3" fill="#000000"/></svg>`,
		`<svg viewBox="0 0 10 10"><rect width="1" height="1" fill="red"/></svg>`,
		`<svg viewBox="0 0 10 10"><rect width="1" height="1" fill="#000000" stroke="#fff"/></svg>`,
		`<svg viewBox="0 0 10 10"><rect width="-1" height="1" fill="#000000"/></svg>`,
		`<svg viewBox="0 0 10 10"><path d="M0 0C1 1 2 2 3 3z" fill="#000000"/></svg>`,
		`<svg viewBox="0 0 10 10"><path d="L1 1" fill="#000000"/></svg>`,
		`<svg viewBox="0 0 10 10"><path d="M0 0 L" fill="#000000"/></svg>`,
		`<svg viewBox="0 0 10 10"><path d="M0 0 1" fill="#000000"/></svg>`,
		`<svg viewBox="0 0 10 10"><path d="M0 0 L1 1z 5" fill="#000000"/></svg>`,
	} {
		if _, err := parseIcon([]byte(s)); err == nil {
			t.Errorf("parseIcon(%q): no error", s)
		}
	}
}
