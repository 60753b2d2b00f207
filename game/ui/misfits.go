package ui

import (
	"fmt"
	"image/color"
	"strings"
)

// Misfits lists the frame's texts that do not fit: cut (an ellipsis, or
// lines left out), or wider than their box (the item's Box, else its R) by
// more than slack device pixels. The games' fit tests start from it.
func (f *Frame) Misfits(slack float64) []string {
	var out []string
	for _, it := range f.Items {
		if it.Kind != KText {
			continue
		}
		box := it.Box
		if box == (Rect{}) {
			box = it.R
		}
		switch {
		case it.Cut:
			out = append(out, fmt.Sprintf("cut: %q (box %.0fx%.0f)", it.Text, box.W, box.H))
		case it.Text != "":
			if tw := TextWidth(it.Text, it.Px, it.Bold); tw > box.W+slack {
				out = append(out, fmt.Sprintf("wider than its box: %q (%.1f > %.1f)", it.Text, tw, box.W))
			}
		}
	}
	return out
}

// TextsIn joins the frame's texts drawn in colour c (the guide line's in
// ColGuide), in drawing order.
func (f *Frame) TextsIn(c color.RGBA) string {
	var out []string
	for _, it := range f.Items {
		if it.Kind == KText && it.Col == c && it.Text != "" {
			out = append(out, it.Text)
		}
	}
	return strings.Join(out, " ")
}
