package mallforheroes

import (
	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// Results draws the final breakdown from y (after a gap) in a column w
// units wide and returns the y below: each seat in place order with its
// score by part (Shops, gardens, Towers, Monsters, bonus), completed
// gardens and Towers; in solo both malls with the level's condition, and
// the final score (the lower mall) against the target. The shell draws
// the title, the winners, the engine's note and the way back.
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
	row := func(y float64, p int, place, label string, best bool, extra string) float64 {
		sc := s.ScoreOf(p)
		fill := ui.ColPanel
		if best {
			fill = ui.Mix(ui.ColPanel, ui.ColHighlight, 0.18)
		}
		h := 74.0
		if extra != "" {
			h = 92
		}
		b.Fill(b.R(20, y-2, w-40, h), fill, 6)
		b.Text(b.R(32, y, 56, 30), place, 16, ui.ColText, true, ui.AlignLeft)
		ui.SeatChip(b, b.R(90, y+8, 14, 14), p)
		b.Text(b.R(110, y, w-290, 30), label, 16, ui.ColText, true, ui.AlignLeft)
		b.Text(b.R(w-180, y, 150, 30), pointWords(sc.Total), 16, ui.ColText, true, ui.AlignRight)
		parts := lang.F("Shops %d · Gardens %d · Towers %d · Monsters %d · Bonus %d · Total %d",
			sc.Shops, sc.Gardens, sc.Towers, sc.Monsters, sc.Bonus, sc.Total)
		more := lang.F("%s (%d single-colour) · %s · %s",
			lang.N(sc.GardenCount, "%d completed garden", "%d completed gardens"), sc.MonoGardens,
			lang.N(sc.TowerCount, "%d Tower", "%d Towers"), lang.N(sc.BrokenAreas, "%d broken area", "%d broken areas"))
		if narrow {
			parts = lang.F("Shops %d · Gardens %d · Towers %d · Monst. %d · Bonus %d",
				sc.Shops, sc.Gardens, sc.Towers, sc.Monsters, sc.Bonus)
			more = lang.N(sc.GardenCount, "%d garden", "%d gardens") + " · " + lang.N(sc.TowerCount, "%d Tower", "%d Towers")
		}
		b.Text(b.R(32, y+30, w-64, 18), parts, 13, ui.ColTextDim, false, ui.AlignLeft)
		b.Text(b.R(32, y+48, w-64, 18), more, 13, ui.ColTextDim, false, ui.AlignLeft)
		if extra != "" {
			b.Text(b.R(32, y+66, w-64, 18), extra, 13, ui.ColText, false, ui.AlignLeft)
		}
		return y + h + 8
	}
	y += 10
	if r, ok := s.SoloOutcome(); ok {
		lower := 0
		if r.Malls[1].Score.Total < r.Malls[0].Score.Total {
			lower = 1
		}
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
