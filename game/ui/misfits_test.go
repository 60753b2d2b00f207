package ui

import (
	"strings"
	"testing"
)

// TestMisfits: a cut text and a text wider than its box are listed; a text
// that fits is not; TextsIn keeps one colour's texts.
func TestMisfits(t *testing.T) {
	fits := Item{Kind: KText, Text: "ok", Px: 14, Box: Rect{0, 0, 200, 20}, R: Rect{0, 0, 200, 20}, Col: ColText}
	wide := Item{Kind: KText, Text: "a rather long line of text", Px: 14, Box: Rect{0, 0, 40, 20}, R: Rect{0, 0, 40, 20}, Col: ColGuide}
	cut := Item{Kind: KText, Text: "cut…", Px: 14, Box: Rect{0, 0, 200, 20}, Cut: true, Col: ColGuide}
	noBox := Item{Kind: KText, Text: "no box but a narrow line", Px: 14, R: Rect{0, 0, 30, 20}}
	f := &Frame{Items: []Item{fits, wide, cut, noBox, {Kind: KFill, R: Rect{0, 0, 1, 1}}}}
	got := f.Misfits(1)
	if len(got) != 3 {
		t.Fatalf("Misfits = %q, want the wide, the cut and the boxless lines", got)
	}
	for i, want := range []string{"wider than its box", "cut:", "wider than its box"} {
		if !strings.HasPrefix(got[i], want) {
			t.Errorf("misfit %d = %q, want it to start %q", i, got[i], want)
		}
	}
	if s := f.TextsIn(ColGuide); s != "a rather long line of text cut…" {
		t.Errorf("TextsIn(ColGuide) = %q", s)
	}
	if s := (&Frame{Items: []Item{fits}}).Misfits(1); len(s) != 0 {
		t.Errorf("a fitting text is listed: %q", s)
	}
}
