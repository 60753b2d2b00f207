package online

import (
	"image/color"
	"math"
	"strings"

	"github.com/galleria-games/galleria/game/ui"
	"github.com/galleria-games/galleria/netplay/signal"
)

// drawQR draws a QR code in r (device px) with a light quiet zone of 4
// modules: one rectangle per run of dark modules in a row.
func drawQR(b *ui.Builder, r ui.Rect, m *signal.Matrix) {
	side := math.Min(r.W, r.H)
	mod := side / float64(m.Size+8)
	x0, y0 := r.X+(r.W-side)/2, r.Y+(r.H-side)/2
	b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: ui.Box(x0, y0, side, side), Col: color.RGBA{255, 255, 255, 255}})
	black := color.RGBA{0, 0, 0, 255}
	for y := 0; y < m.Size; y++ {
		for x := 0; x < m.Size; {
			if !m.Black(x, y) {
				x++
				continue
			}
			start := x
			for x < m.Size && m.Black(x, y) {
				x++
			}
			// Edges on whole pixels, so neighbouring rows meet exactly.
			fx0, fx1 := snap(x0+float64(start+4)*mod), snap(x0+float64(x+4)*mod)
			fy0, fy1 := snap(y0+float64(y+4)*mod), snap(y0+float64(y+5)*mod)
			b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: ui.Box(fx0, fy0, fx1-fx0, fy1-fy0), Col: black})
		}
	}
}

func snap(v float64) float64 { return float64(int(v + 0.5)) }

// shortLink shortens an invite link for the screen.
func shortLink(u string) string {
	base, code, ok := strings.Cut(u, "#join=")
	if !ok || len(code) < 16 {
		return u
	}
	if len(base) > 40 {
		base = base[:37] + "…"
	}
	return base + "#join=" + code[:8] + "…" + code[len(code)-6:]
}
