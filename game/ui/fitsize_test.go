package ui

import "testing"

// TestFitSize: a short text keeps its size; a longer one gets the largest
// step that fits, and a Button drawn at it is not cut; one too long even at
// 70 % says so and gets 70 %.
func TestFitSize(t *testing.T) {
	b := NewBuilder(ColumnXform(1280, 720), "")
	const size = 16.0
	if s, ok := b.FitSize("Mall World", 200, size, true); !ok || s != size {
		t.Errorf("a short label: %v, %v", s, ok)
	}
	label := "Luxembourg-Shopping"
	full := TextWidth(label, b.Px(size), true) / b.T.U
	s, ok := b.FitSize(label, full*0.9, size, true)
	if !ok || s >= size || s < size*0.7 || TextWidth(label, b.Px(s), true) > b.Px(full*0.9)+0.5 {
		t.Errorf("a label 10 %% too wide: %v, %v", s, ok)
	}
	b.Button("x", b.R(0, 0, full*0.9+8, 40), label, s, true, false)
	if m := b.F.Misfits(1); len(m) > 0 {
		t.Errorf("the button at the fitted size: %q", m)
	}
	if s, ok := b.FitSize(label, full/2, size, true); ok || s != size*0.7 {
		t.Errorf("a label twice too wide: %v, %v", s, ok)
	}
}
