package mallornothing

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	rules "github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// Drawing a Mall or Nothing mall: every visible square in its colour with a
// letter, icon name or shape (colour is never the only cue), a dark edge
// where two cards meet, a shadow cast by the upper card on the lower one,
// the number corners that still show, and, for the focus seat, the anchors
// of the drawn card and the ghost of the placement shown.

// ColHallway outlines the scored hallway at the end.
var ColHallway = ui.RGB(0x3c, 0xc8, 0x6e) // the scored hallway at the end

// minText is the smallest text the table draws, in units: 12 CSS px on a
// desktop (a unit is a CSS px there) and 11 CSS px or more on a 390 px wide
// phone (about 0.93 CSS px a unit).
const minText = 12

// cornerNumber draws a card's number in the top-left or bottom-right corner
// of cell r (device pixels); in a small cell the number keeps a readable
// size (minText) and its disc grows with it.
func cornerNumber(b *ui.Builder, r ui.Rect, n int, topLeft bool) {
	rad := max(r.W*0.19, b.Px(minText)/1.15)
	cx, cy := r.X+rad+1, r.Y+rad+1
	if !topLeft {
		cx, cy = r.X+r.W-rad-1, r.Y+r.H-rad-1
	}
	b.Circle(cx, cy, rad, ui.ColParchment, ui.ColTextDark, math.Max(1, rad*0.12))
	b.TextPx(ui.Box(cx-rad, cy-rad, 2*rad, 2*rad), strconv.Itoa(n), rad*1.15, ui.ColTextDark, true, ui.AlignCenter)
}

// cellOf is what one cell of a drawn mall shows.
type cellOf struct {
	card int
	code string
}

// mallPanel draws seat's mall in panel r; own marks the focus seat's mall
// (anchors, ghost preview).
func (c *mctx) mallPanel(r ui.Rect, seat int, own bool) {
	st := c.shown(seat)
	if own && c.preview != nil {
		st = c.preview
	}
	title := lang.F("%s's mall", c.name(seat))
	if own && c.humans() == 1 {
		title = lang.T("Your mall")
	}
	sc := st.ScoreOf(seat)
	if c.final {
		title += " · " + Points(sc.Total)
	} else {
		title += " · " + lang.F("score now %s", lang.Int(c.scoreShown(seat)))
	}
	c.mallGrid(c.section(r, title), seat, own, st)
}

// mallGrid draws seat's mall st inside in (units): its squares, edges,
// shadows and numbers, the last placement's outline, the final score's
// marks, and for the focus seat's own mall the anchors and the placement
// shown.
func (c *mctx) mallGrid(in ui.Rect, seat int, own bool, st *rules.State) {
	b, L := c.b, c.L
	minX, minY, maxX, maxY := c.v.Bounds(seat)
	if maxX < minX {
		b.Text(c.U(in), lang.T("No card yet."), L.font, ui.ColTextDim, false, ui.AlignCenter)
		return
	}
	anchors := own && c.acting && !c.p.CanDiscard()
	x0, y0, x1, y1 := minX, minY, maxX, maxY
	if anchors {
		x0, y0, x1, y1 = minX-1, minY-2, maxX+1, maxY+2
	} else if st == c.preview && st != nil {
		x0, y0, x1, y1 = st.Bounds(seat)
	}
	cols, rows := x1-x0+1, y1-y0+1
	cell := math.Min(math.Min(in.W/float64(cols), in.H/float64(rows)), L.maxCell)
	ox := in.X + (in.W-cell*float64(cols))/2
	oy := in.Y + (in.H-cell*float64(rows))/2
	at := func(x, y int) ui.Rect {
		return ui.Box(ox+float64(x-x0)*cell, oy+float64(y-y0)*cell, cell, cell)
	}
	if anchors {
		b.Fill(c.U(ui.Box(ox, oy, cell*float64(cols), cell*float64(rows))), ui.Mix(ui.ColPanel, ui.ColEmptyCell, 0.6), 4)
	}
	cells := map[[2]int]cellOf{}
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if n, code, ok := st.SquareAt(seat, x, y); ok {
				cells[[2]int{x, y}] = cellOf{card: n, code: code}
			}
		}
	}
	above := map[[2]int]bool{}
	for _, p := range st.Pairs(seat) {
		above[p] = true // p[1] lies above p[0]
	}
	// Squares, then edges and shadows, then numbers: later items lie on top.
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if cl, ok := cells[[2]int{x, y}]; ok {
				cr := c.U(at(x, y))
				square(b, cr, cl.code)
				b.Spot("", cr, false, lang.F("Card %d: %s", cl.card, SquareWords(cl.code)))
			}
		}
	}
	lw := math.Max(1.5, b.Px(cell)*0.05)
	for pos, cl := range cells {
		cr := c.U(at(pos[0], pos[1]))
		for _, d := range [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
			nb, ok := cells[[2]int{pos[0] + d[0], pos[1] + d[1]}]
			if ok && nb.card == cl.card {
				continue
			}
			x0, y0, x1, y1 := cr.X, cr.Y, cr.X+cr.W, cr.Y+cr.H
			switch d {
			case [2]int{0, -1}:
				y1 = y0
			case [2]int{1, 0}:
				x0 = x1
			case [2]int{0, 1}:
				y0 = y1
			default:
				x1 = x0
			}
			b.Line(x0, y0, x1, y1, ui.ColTextDark, lw/b.T.U)
			if ok && above[[2]int{nb.card, cl.card}] {
				// This card lies on the neighbour's: a shadow on the neighbour.
				s := cr.W * 0.14
				nr := c.U(at(pos[0]+d[0], pos[1]+d[1]))
				var sh ui.Rect
				switch d {
				case [2]int{0, -1}:
					sh = ui.Box(nr.X, nr.Y+nr.H-s, nr.W, s)
				case [2]int{1, 0}:
					sh = ui.Box(nr.X, nr.Y, s, nr.H)
				case [2]int{0, 1}:
					sh = ui.Box(nr.X, nr.Y, nr.W, s)
				default:
					sh = ui.Box(nr.X+nr.W-s, nr.Y, s, nr.H)
				}
				b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: sh, Col: color.RGBA{0, 0, 0, 0x50}})
			}
		}
	}
	for _, p := range st.Mall(seat) {
		sq, err := rules.Lay(p.Card, p.X, p.Y, p.Rot)
		if err != nil {
			continue
		}
		for _, s := range sq {
			if s.Corner && cells[[2]int{s.X, s.Y}].card == p.Card {
				cornerNumber(b, c.U(at(s.X, s.Y)), p.Card, s.X == p.X && s.Y == p.Y)
			}
		}
	}
	c.lastMark(seat, at, cell)
	if c.final {
		c.scoreMarks(st, seat, at)
	}
	if !own {
		return
	}
	// The placement shown: its visible squares and its whole footprint.
	if m, err := rules.ParseMove(c.show); err == nil && c.preview != nil && m.Kind == rules.MovePlace {
		col := ui.ColSelected
		if c.showLocked {
			col = ui.ColHighlight
		}
		foot := at(m.X, m.Y)
		foot.W, foot.H = 2*cell, 3*cell
		b.Stroke(c.U(foot), col, 2, 2)
		if sq, err := rules.Lay(m.Card, m.X, m.Y, m.Rot); err == nil {
			for _, s := range sq {
				if cells[[2]int{s.X, s.Y}].card == m.Card {
					b.Stroke(c.U(at(s.X, s.Y)).Inset(b.Px(2)), col, 3, 2)
				}
			}
		}
		label := lang.T("preview")
		if c.showLocked {
			label = lang.T("locked in")
		}
		b.Text(c.U(ui.Box(foot.X, foot.Y-16, math.Max(foot.W, 80), 16)), label, L.small, col, true, ui.AlignLeft)
	}
	if c.hovering && c.refusal != nil {
		foot := at(c.hoverX, c.hoverY)
		foot.W, foot.H = 2*cell, 3*cell
		b.Stroke(c.U(foot), ui.ColBad, 3, 2)
	}
	if !anchors {
		return
	}
	// Anchors: the card centred on the pointer. Anchor (ax, ay) covers the
	// cell-sized square around the centre of its footprint.
	chosenX, chosenY, chosen := c.p.Chosen()
	for ay := minY - 2; ay <= maxY; ay++ {
		for ax := minX - 1; ax <= maxX; ax++ {
			ar := ui.Box(ox+(float64(ax-x0)+0.5)*cell, oy+(float64(ay-y0)+1)*cell, cell, cell)
			legal := c.p.LegalAt(ax, ay)
			id := AtID(ax, ay)
			if legal {
				rad := cell * 0.11
				col := ui.ColHighlight
				if (chosen && ax == chosenX && ay == chosenY) || id == b.Hover {
					rad, col = cell*0.17, ui.ColSelected
				}
				dr := c.U(ar)
				b.Circle(dr.CX(), dr.CY(), b.Px(rad), col, ui.ColTextDark, b.Px(1))
			}
			b.Spot(id, c.U(ar), legal, "")
		}
	}
}

// scoreMarks lays the final score on a mall: the scored hallway outlined in
// green, each store group, icon and set with its points.
func (c *mctx) scoreMarks(st *rules.State, seat int, at func(x, y int) ui.Rect) {
	b := c.b
	sm := st.ScoreMapOf(seat)
	for _, h := range sm.Hallway {
		r := c.U(at(h[0], h[1]))
		b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: r, Col: color.RGBA{0x3c, 0xc8, 0x6e, 0x70}})
		b.Stroke(r.Inset(b.Px(1.5)), ColHallway, 3, 2)
	}
	for _, it := range sm.Items {
		if len(it.Cells) == 0 {
			continue
		}
		for _, cl := range it.Cells {
			b.Stroke(c.U(at(cl[0], cl[1])).Inset(b.Px(3)), ui.ColText, 1.5, 2)
		}
		r := c.U(at(it.Cells[0][0], it.Cells[0][1]))
		fill, tc := ColHallway, ui.ColTextDark
		label := "+" + strconv.Itoa(it.Points)
		if it.Points == 0 {
			fill, tc, label = ui.ColButtonOff, ui.ColText, "0"
		}
		// A pill in the cell's top-right corner, as wide as its label.
		h := max(r.W*0.42, b.Px(minText)/0.8)
		px := h * 0.8
		w := math.Max(h, ui.TextWidth(label, px, true)+h*0.4)
		pill := ui.Box(r.X+r.W-w-1, r.Y+1, w, h)
		b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: pill, Col: fill, Rad: h / 2},
			ui.Item{Kind: ui.KStroke, R: pill, Col: ui.ColTextDark, LW: b.Px(1), Rad: h / 2})
		b.TextPx(pill, label, px, tc, true, ui.AlignCenter)
		b.Spot("", r, false, lang.F("%s: %d (%s)", kindWords(it.Kind), it.Points, whyWords(it)))
	}
}

// scoreTable shows both final scores by category, and the way on to the
// results.
func (c *mctx) scoreTable() {
	b, L := c.b, c.L
	in := c.section(L.hand, lang.T("Final scores"))
	var sc [2]rules.Score
	for s := range sc {
		sc[s] = c.shown(s).ScoreOf(s) // the old score while its last card glides
	}
	rows := []struct {
		label string
		f     func(rules.Score) int
	}{
		{lang.T("Department stores"), func(s rules.Score) int { return s.Department }},
		{lang.T("Beauty shops"), func(s rules.Score) int { return s.Beauty }},
		{lang.T("Clothing stores"), func(s rules.Score) int { return s.Clothing }},
		{lang.T("Restaurants"), func(s rules.Score) int { return s.Restaurant }},
		{lang.T("Services"), func(s rules.Score) int { return s.Services }},
		{lang.T("Entertainment"), func(s rules.Score) int { return s.Entertainment }},
		{lang.T("Total"), func(s rules.Score) int { return s.Total }},
		{lang.T("Hallway (unused)"), nil},
	}
	btnH := 32.0
	if L.portrait {
		// Two lines, one per seat: the name and total, then each row's
		// icon and points.
		for s := 0; s < 2; s++ {
			x := sc[s]
			y := in.Y + float64(s)*24
			nw := in.W - 264
			b.Text(c.U(ui.Box(in.X, y, nw, 22)), lang.F("%s: %s", c.name(s), Points(x.Total)), L.small, ui.ColText, true, ui.AlignLeft)
			breakdownRow(b, ui.Box(in.X+nw, y+1, 264, 20), x, L.small)
		}
		b.Button("scoring:ok", c.U(ui.Box(in.X+in.W/2-90, in.Y+in.H-btnH, 180, btnH)), lang.T("See the results"), L.small, true, false)
		return
	}
	rh := (in.H - btnH - 6) / float64(len(rows)+1)
	cw := 56.0
	lx := in.X
	b.Text(c.U(ui.Box(lx+in.W-2*cw, in.Y, cw, rh)), c.name(0), L.small, ui.ColTextDim, true, ui.AlignRight)
	b.Text(c.U(ui.Box(lx+in.W-cw, in.Y, cw, rh)), c.name(1), L.small, ui.ColTextDim, true, ui.AlignRight)
	for i, row := range rows {
		y := in.Y + float64(i+1)*rh
		bold := row.f != nil && i == len(rows)-2
		b.Text(c.U(ui.Box(lx, y, in.W-2*cw, rh)), row.label, L.small, ui.ColText, bold, ui.AlignLeft)
		for s := 0; s < 2; s++ {
			v := ""
			if row.f != nil {
				v = strconv.Itoa(row.f(sc[s]))
			} else {
				v = fmt.Sprintf("%d (%d)", sc[s].Hallway, sc[s].Unused)
			}
			b.Text(c.U(ui.Box(lx+in.W-float64(2-s)*cw, y, cw, rh)), v, L.small, ui.ColText, bold, ui.AlignRight)
		}
	}
	b.Button("scoring:ok", c.U(ui.Box(in.X+in.W/2-90, in.Y+in.H-btnH, 180, btnH)), lang.T("See the results"), L.small, true, false)
}

// sideBySide puts the two scored malls of a phone's final scoring side by
// side instead of one above the other when their cells are larger so (the
// malls are tall and narrow).
func (c *mctx) sideBySide() {
	own, other := c.L.own, c.L.other
	cellIn := func(w, h float64) float64 {
		least := math.Inf(1)
		for s := 0; s < 2; s++ {
			x0, y0, x1, y1 := c.v.Bounds(s)
			if x1 < x0 {
				continue
			}
			least = math.Min(least, math.Min(w/float64(x1-x0+1), h/float64(y1-y0+1)))
		}
		return least
	}
	tall := own.H + 4 + other.H
	half := (own.W - 6) / 2
	if cellIn(half, tall-24) > cellIn(own.W-12, own.H-24) {
		c.L.own = ui.Box(own.X, own.Y, half, tall)
		c.L.other = ui.Box(own.X+half+6, own.Y, half, tall)
	}
}
