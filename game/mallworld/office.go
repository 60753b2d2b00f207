package mallworld

import (
	"image/color"
	"math"
	"strconv"

	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/ui"
)

// stack is the office's tokens of one value: at most two (the box holds
// two of a value at most), drawn as one token with a second edge under it.
type stack struct {
	tok string
	n   int
}

// tokenStacks groups the office's tokens by value, in the office's order.
func tokenStacks(office []string) []stack {
	var out []stack
next:
	for _, tok := range office {
		for i := range out {
			if out[i].tok == tok {
				out[i].n++
				continue next
			}
		}
		out = append(out, stack{tok: tok, n: 1})
	}
	return out
}

// grid is where the office's stacks go in its panel: rows of perRow cells
// of w×h units.
type grid struct {
	in        ui.Rect
	stacks    []stack
	perRow    int
	w, h, gap float64
	short     bool // values in thousands ("+4k") where the full ones do not fit
}

func (g grid) cell(i int) ui.Rect {
	col, row := i%g.perRow, i/g.perRow
	return ui.Box(g.in.X+float64(col)*(g.w+g.gap), g.in.Y+float64(row)*(g.h+g.gap), g.w, g.h)
}

// Token cells are at most 62×30 units (24 high on a phone), at least
// 24 high (20 on a phone: its panel is narrow), and a stack's second edge
// takes stackEdge units.
const stackEdge = 4.0

// officeGrid lays the stacks out in the panel's inside in: the fewest rows
// whose cells hold every label at the smallest text size (12 units) or
// more and are high enough to tap; when no number of rows does, the values
// are written in thousands.
func officeGrid(b *ui.Builder, in ui.Rect, stacks []stack, portrait bool) grid {
	g := grid{in: in, stacks: stacks, gap: 6}
	maxH, minH := 30.0, 24.0
	if portrait {
		g.gap, maxH, minH = 4, 24, 20
	}
	n := max(1, len(stacks))
	for _, short := range []bool{false, true} {
		for rows := 1; rows <= n; rows++ {
			per := (n + rows - 1) / rows
			w := math.Min(62, (in.W-g.gap*float64(per-1))/float64(per))
			h := math.Min(maxH, (in.H-g.gap*float64(rows-1))/float64(rows))
			if h < minH {
				break
			}
			if labelsFit(b, stacks, w-stackEdge, short) {
				g.perRow, g.w, g.h, g.short = per, w, h, short
				return g
			}
		}
	}
	// Nothing fits (a panel far smaller than designed): one row, short
	// labels, cells as they come.
	g.perRow, g.short = n, true
	g.w = (in.W - g.gap*float64(n-1)) / float64(n)
	g.h = math.Min(maxH, in.H)
	return g
}

// labelsFit reports whether every stack's label fits a token w units wide
// at 12 units.
func labelsFit(b *ui.Builder, stacks []stack, w float64, short bool) bool {
	for _, st := range stacks {
		if ui.TextWidth(tokenLabel(st.tok, short), b.Px(12), true) > b.Px(w*0.94) {
			return false
		}
	}
	return true
}

// tokenLabel is a token's value with its sign ("+4,000"), or in thousands
// ("+4k").
func tokenLabel(tok string, short bool) string {
	v, _ := rules.TokenValue(tok)
	s := shortCHF(v)
	if short {
		s = strconv.Itoa(v/1000) + "k"
	}
	if v > 0 {
		s = "+" + s
	}
	return s
}

// tokenStack draws a stack in its cell (units): the token, and for two a
// second token's edge showing under it.
func tokenStack(b *ui.Builder, cell ui.Rect, st stack, short bool) {
	front := ui.Box(cell.X, cell.Y, cell.W-stackEdge, cell.H-stackEdge)
	if st.n > 1 {
		back := ui.Box(cell.X+stackEdge, cell.Y+stackEdge, cell.W-stackEdge, cell.H-stackEdge)
		tokenFace(b, b.U(back), st.tok, "")
		b.Fill(b.U(back), color.RGBA{0, 0, 0, 110}, 8) // the lower token, in shadow
		b.Stroke(b.U(back), ui.ColPanel, 1, 8)
	}
	tokenFace(b, b.U(front), st.tok, tokenLabel(st.tok, short))
}
