package ui

import (
	"strings"
	"testing"
)

// A hint too long for the header's area goes, whole and at the table's
// text size, in a banner under the header; HintMarks puts the banner over
// what the table drew after the header. A short hint stays in the header.
func TestHintBanner(t *testing.T) {
	line := "Hint: Place card 7 at the top left — keeps you in the race: +12 points now, your hallway grows by 1 square, department stores +6."
	b := NewBuilder(Xform{U: 3, W: 390, H: 844}, "")
	area := Box(12, 0, 200, 40)
	if HintHeader(b, area, &TableCtx{Hint: &Hint{Line: line}}, 14) {
		t.Fatal("a long hint drawn in the header")
	}
	b.Fill(b.R(0, 40, 390, 300), ColPanel, 0) // the table, drawn after the header
	b.Text(b.R(12, 50, 300, 20), "a table text", 14, ColText, false, AlignLeft)
	HintMarks(b, nil)
	items := b.F.Items
	var shown []string
	first := -1
	for i, it := range items {
		if it.Kind == KText && it.Col == ColHint {
			shown = append(shown, it.Text)
			if it.Cut || it.Px != b.Px(14) {
				t.Errorf("line %q: cut %v, %v px (want %v)", it.Text, it.Cut, it.Px, b.Px(14))
			}
			if it.R.Y < b.Px(40) || !it.Box.Contains(it.R.X, it.R.Y) {
				t.Errorf("line %q at %v, box %v: not in a banner under the header", it.Text, it.R, it.Box)
			}
			if first < 0 {
				first = i
			}
		}
	}
	if len(shown) < 2 || strings.Join(shown, " ") != line {
		t.Fatalf("banner lines %q, hint %q", shown, line)
	}
	if first < 0 || items[first-2].Col != colHintBanner {
		t.Fatalf("no banner panel before the lines")
	}
	for _, it := range items[first-2:] {
		if it.Text == "a table text" || it.Col == ColPanel {
			t.Fatal("the table is drawn over the banner")
		}
	}

	b = NewBuilder(Xform{U: 1, W: 1280, H: 800}, "")
	if !HintHeader(b, Box(12, 0, 900, 40), &TableCtx{Hint: &Hint{Line: line}}, 15) {
		t.Fatal("a hint that fits is not drawn in the header")
	}
	shown = nil
	for _, it := range b.F.Items {
		if it.Kind != KText || it.R.Y+it.R.H > 40+0.01 || it.Px != 15 {
			t.Fatalf("header item %+v", it)
		}
		shown = append(shown, it.Text)
	}
	if strings.Join(shown, " ") != line {
		t.Fatalf("header lines %q", shown)
	}
}
