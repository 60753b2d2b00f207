package mallforheroes

import (
	"math"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// resRow is one mall's panel on the results: a seat's (or a solo mall's)
// place, name, parts and the counts that break ties.
type resRow struct {
	p            int
	place, label string
	best         bool
	extra        string // the solo condition's line, or ""
	parts        []part
	total        int
	more         string
}

// The results' layouts, richest first: one line per part; the parts as
// chips of a few words and points; the parts as chips of an icon and
// points. Every part's full words are its chip's tip.
const (
	layoutLines = iota
	layoutWords
	layoutPoints
)

// resLine is the height of a line of the results' parts, in units.
const resLine = 18.0

// Results draws the final breakdown from y (after a gap) in a column w
// units wide and returns the y below: each seat in place order with its
// total, then the parts of its score (an icon, the words, the points: the
// parts of ResultParts), then its completed gardens and Towers (the
// tie-breaks); in solo both malls with their parts and the level's
// condition, and the final score (the lower mall) against the target. The
// column does not scroll, so the parts are laid out as richly as the
// column's height allows: a line each, else chips (see the layouts). The
// shell draws the title, the winners, the engine's note and, below what
// this returns, its buttons (b.T.H ends above them). The final state holds
// every part (ResultParts gives the same for m), so m is not needed.
func (t *table) Results(b *ui.Builder, m *engine.Match, st engine.State, names []string, y, w float64) float64 {
	s, ok := st.(*rules.State)
	if !ok {
		return y
	}
	res := s.Result()
	if res == nil {
		return y
	}
	name := func(p int) string {
		if p < len(names) && names[p] != "" {
			return seatName(names[p])
		}
		return engine.SeatName(p)
	}
	narrow := w < 600
	newRow := func(p int, place, label string, best bool, extra string) resRow {
		sc := s.ScoreOf(p)
		more := lang.F("%s (%d single-colour) · %s · %s",
			lang.N(sc.GardenCount, "%d completed garden", "%d completed gardens"), sc.MonoGardens,
			lang.N(sc.TowerCount, "%d Tower", "%d Towers"), lang.N(sc.BrokenAreas, "%d broken area", "%d broken areas"))
		if narrow {
			more = lang.N(sc.GardenCount, "%d garden", "%d gardens") + " · " + lang.N(sc.TowerCount, "%d Tower", "%d Towers")
		}
		return resRow{p: p, place: place, label: label, best: best, extra: extra, parts: mallParts(s, p), total: sc.Total, more: more}
	}
	var rows []resRow
	var tail []string // solo: the verdict and the condition
	solo, isSolo := s.SoloOutcome()
	if isSolo {
		lower := lowerMall(solo)
		for p := 0; p < 2; p++ {
			why := soloWhy(solo.Level, solo.Malls[p])
			cond := lang.F("condition met: %s", why)
			if !solo.Malls[p].Met {
				cond = lang.F("condition not met: %s", why)
			}
			rows = append(rows, newRow(p, "", lang.F("%s · Mall %s", name(0), string(rune('A'+p))), p == lower, cond))
		}
		verdict := lang.F("Level %d not beaten", solo.Level)
		if solo.Beaten {
			verdict = lang.F("Level %d beaten", solo.Level)
		}
		cond := lang.T("both malls meet the condition")
		if !solo.Met {
			cond = lang.T("not both malls meet the condition")
		}
		tail = []string{
			lang.F("Final score %d (the lower mall) against the target %d: %s.", solo.Final, solo.Target, verdict),
			lang.F("Condition: %s; %s.", LevelWords(solo.Level), cond),
		}
	} else {
		order := make([]int, len(res.Places))
		for i := range order {
			order[i] = i
		}
		for i := 1; i < len(order); i++ { // stable by place
			for j := i; j > 0 && res.Places[order[j]] < res.Places[order[j-1]]; j-- {
				order[j], order[j-1] = order[j-1], order[j]
			}
		}
		for _, p := range order {
			rows = append(rows, newRow(p, ui.Ordinal(res.Places[p]), name(p), res.Places[p] == 1, ""))
		}
	}
	y += 10
	// The richest layout whose panels and the solo lines fit in the column
	// (the builder's height ends above the shell's buttons).
	tailH := 0.0
	if len(tail) == 2 {
		tailH = paraH(b, tail[0], 15, true, w-64) + 4 + paraH(b, tail[1], 13, false, w-64) + 8
	}
	layout := layoutLines
	for ; layout < layoutPoints; layout++ {
		need := tailH + 4
		for _, r := range rows {
			need += resRowH(b, r, layout, w) + 8
		}
		if y+need <= b.T.H {
			break
		}
	}
	for _, r := range rows {
		y = drawResRow(b, r, layout, y, w) + 8
	}
	if len(tail) == 2 {
		col := ui.ColBad
		if solo.Beaten {
			col = ui.ColGood
		}
		used := b.Para(b.R(32, y, w-64, 60), tail[0], 15, col, true)
		y += used/b.T.U + 4
		used = b.Para(b.R(32, y, w-64, 60), tail[1], 13, ui.ColTextDim, false)
		return y + used/b.T.U + 8
	}
	return y + 4
}

// paraH is the height (units) of s wrapped in w units at size units.
func paraH(b *ui.Builder, s string, size float64, bold bool, w float64) float64 {
	n := len(ui.Wrap(s, b.Px(size), bold, b.Px(w)))
	return float64(max(1, n)) * size * 1.3
}

// partLines are the heights (units) of a row's parts, one line each: a
// part's words wrap between its icon and its points.
func partLines(b *ui.Builder, r resRow, w float64) []float64 {
	hs := make([]float64, len(r.parts))
	for i, pt := range r.parts {
		hs[i] = resLine*float64(max(1, len(ui.Wrap(pt.Label, b.Px(13), false, b.Px(w-150))))) + 2
	}
	return hs
}

// chipText is a part's chip's text in a layout: a few words and the
// points, or the points alone.
func chipText(pt part, layout int) string {
	if layout == layoutPoints {
		return signed(pt.Points)
	}
	return pt.short + " " + signed(pt.Points)
}

// chips lays a row's parts out as chips from the left of a w-unit column
// (units), wrapping; with draw false it only measures. It returns the
// number of lines.
func chips(b *ui.Builder, r resRow, layout int, y, w float64, draw bool) int {
	x0, x1 := 32.0, w-32
	x, lines := x0, 1
	for _, pt := range r.parts {
		text := chipText(pt, layout)
		cw := 20 + ui.TextWidth(text, b.Px(13), true)/b.T.U + 2
		if x > x0 && x+cw > x1 {
			x, lines = x0, lines+1
		}
		if draw {
			cy := y + float64(lines-1)*resLine
			partIcon(b, b.R(x, cy+1, 16, 16), pt)
			b.Text(b.R(x+20, cy, cw-20, resLine), text, 13, ui.ColText, true, ui.AlignLeft)
			b.Spot("", b.R(x, cy, cw, resLine), false, lang.F("%s: %s", pt.Label, signed(pt.Points)))
		}
		x += cw + 12
	}
	return lines
}

// resRowH is a row's panel's height (units) in a layout.
func resRowH(b *ui.Builder, r resRow, layout int, w float64) float64 {
	h := 30 + resLine + 8
	if layout == layoutLines {
		for _, v := range partLines(b, r, w) {
			h += v
		}
	} else if len(r.parts) > 0 {
		h += float64(chips(b, r, layout, 0, w, false))*resLine + 2
	}
	if r.extra != "" {
		h += resLine
	}
	return h
}

// drawResRow draws a row's panel from y in a layout; it returns the y
// below it.
func drawResRow(b *ui.Builder, r resRow, layout int, y, w float64) float64 {
	h := resRowH(b, r, layout, w)
	fill := ui.ColPanel
	if r.best {
		fill = ui.Mix(ui.ColPanel, ui.ColHighlight, 0.18)
	}
	b.Fill(b.R(20, y-2, w-40, h), fill, 6)
	b.Text(b.R(32, y, 56, 30), r.place, 16, ui.ColText, true, ui.AlignLeft)
	ui.SeatChip(b, b.R(90, y+8, 14, 14), r.p)
	b.Text(b.R(110, y, w-290, 30), r.label, 16, ui.ColText, true, ui.AlignLeft)
	b.Text(b.R(w-180, y, 150, 30), pointWords(r.total), 16, ui.ColText, true, ui.AlignRight)
	ly := y + 30
	if layout == layoutLines {
		for i, lh := range partLines(b, r, w) {
			pt := r.parts[i]
			partIcon(b, b.R(32, ly+1, 16, 16), pt)
			b.Para(b.R(54, ly, w-150, lh), pt.Label, 13, ui.ColText, false)
			b.Text(b.R(w-92, ly, 62, resLine), signed(pt.Points), 13, ui.ColText, true, ui.AlignRight)
			ly += lh
		}
	} else if len(r.parts) > 0 {
		ly += float64(chips(b, r, layout, ly, w, true))*resLine + 2
	}
	b.Text(b.R(32, ly, w-64, resLine), r.more, 13, ui.ColTextDim, false, ui.AlignLeft)
	if r.extra != "" {
		b.Text(b.R(32, ly+resLine, w-64, resLine), r.extra, 13, ui.ColText, false, ui.AlignLeft)
	}
	return y + h
}

// partIcon draws a results part's icon in r (device px): the Shops' type
// on its colour (as on their cards), a garden, the Tower in its scored
// type's colour, the Monster, an empty area's ring.
func partIcon(b *ui.Builder, r ui.Rect, pt part) {
	switch pt.kind {
	case "shop":
		q := square(r)
		fill(b, q, typeColours[pt.id%6], q.W*0.12)
		typeIcon(b, box(q, 0.12, 0.12, 0.76, 0.76), rules.Type(pt.id), inkLight)
	case "garden":
		gardenIcon(b, r)
	case "tower":
		ink := ui.ColText
		if pt.id > 0 {
			ink = typeColours[rules.Wizard(pt.id).Scores%6]
		}
		towerIcon(b, r, ink)
	case "monster":
		if pt.id > 0 {
			monsterIcon(b, r, pt.id)
		}
	case "bonus":
		q := square(r)
		b.Circle(q.CX(), q.CY(), q.W*0.36, ui.ColPanel, ui.ColText, math.Max(1.5, q.W*0.1))
	}
}

// signed is a part's points with its sign: "+12", "0", "−6".
func signed(n int) string {
	if n > 0 {
		return "+" + lang.Int(n)
	}
	return lang.Int(n)
}
