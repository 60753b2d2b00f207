package mallforheroes

import (
	"math"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// Results draws the final breakdown from y (after a gap) in a column w
// units wide and returns the y below: each seat in place order with its
// total, then each part of its score as a line (an icon, the words, the
// points: the parts of ResultParts), then its completed gardens and Towers
// (the tie-breaks); in solo both malls with their parts and the level's
// condition, and the final score (the lower mall) against the target. The
// shell draws the title, the winners, the engine's note and the way back.
func (t *table) Results(b *ui.Builder, st engine.State, names []string, y, w float64) float64 {
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
	const line = 18.0
	lw := w - 150 // a part's words, between its icon and its points
	row := func(y float64, p int, place, label string, best bool, extra string) float64 {
		sc := s.ScoreOf(p)
		ps := mallParts(s, p)
		more := lang.F("%s (%d single-colour) · %s · %s",
			lang.N(sc.GardenCount, "%d completed garden", "%d completed gardens"), sc.MonoGardens,
			lang.N(sc.TowerCount, "%d Tower", "%d Towers"), lang.N(sc.BrokenAreas, "%d broken area", "%d broken areas"))
		if narrow {
			more = lang.N(sc.GardenCount, "%d garden", "%d gardens") + " · " + lang.N(sc.TowerCount, "%d Tower", "%d Towers")
		}
		rows := make([]float64, len(ps))
		h := 30 + line + 8
		for i, pt := range ps {
			rows[i] = line*float64(max(1, len(ui.Wrap(pt.Label, b.Px(13), false, b.R(0, 0, lw, 0).W)))) + 2
			h += rows[i]
		}
		if extra != "" {
			h += line
		}
		fill := ui.ColPanel
		if best {
			fill = ui.Mix(ui.ColPanel, ui.ColHighlight, 0.18)
		}
		b.Fill(b.R(20, y-2, w-40, h), fill, 6)
		b.Text(b.R(32, y, 56, 30), place, 16, ui.ColText, true, ui.AlignLeft)
		ui.SeatChip(b, b.R(90, y+8, 14, 14), p)
		b.Text(b.R(110, y, w-290, 30), label, 16, ui.ColText, true, ui.AlignLeft)
		b.Text(b.R(w-180, y, 150, 30), pointWords(sc.Total), 16, ui.ColText, true, ui.AlignRight)
		ly := y + 30
		for i, pt := range ps {
			partIcon(b, b.R(32, ly+1, 16, 16), pt)
			b.Para(b.R(54, ly, lw, rows[i]), pt.Label, 13, ui.ColText, false)
			b.Text(b.R(w-92, ly, 62, line), signed(pt.Points), 13, ui.ColText, true, ui.AlignRight)
			ly += rows[i]
		}
		b.Text(b.R(32, ly, w-64, line), more, 13, ui.ColTextDim, false, ui.AlignLeft)
		if extra != "" {
			b.Text(b.R(32, ly+line, w-64, line), extra, 13, ui.ColText, false, ui.AlignLeft)
		}
		return y + h + 8
	}
	y += 10
	if r, ok := s.SoloOutcome(); ok {
		lower := lowerMall(r)
		for p := 0; p < 2; p++ {
			why := soloWhy(r.Level, r.Malls[p])
			cond := lang.F("condition met: %s", why)
			if !r.Malls[p].Met {
				cond = lang.F("condition not met: %s", why)
			}
			label := lang.F("%s · Mall %s", name(0), string(rune('A'+p)))
			y = row(y, p, "", label, p == lower, cond)
		}
		verdict := lang.F("Level %d not beaten", r.Level)
		col := ui.ColBad
		if r.Beaten {
			verdict, col = lang.F("Level %d beaten", r.Level), ui.ColGood
		}
		cond := lang.T("both malls meet the condition")
		if !r.Met {
			cond = lang.T("not both malls meet the condition")
		}
		used := b.Para(b.R(32, y, w-64, 44), lang.F("Final score %d (the lower mall) against the target %d: %s.", r.Final, r.Target, verdict), 15, col, true)
		y += used/b.T.U + 4
		used = b.Para(b.R(32, y, w-64, 36), lang.F("Condition: %s; %s.", LevelWords(r.Level), cond), 13, ui.ColTextDim, false)
		return y + used/b.T.U + 8
	}
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
		y = row(y, p, ui.Ordinal(res.Places[p]), name(p), res.Places[p] == 1, "")
	}
	return y + 4
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
