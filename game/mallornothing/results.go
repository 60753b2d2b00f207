package mallornothing

import (
	"sort"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// Results draws both final scores, best first, with their breakdown by
// category and the hallway line, from y (after a gap of 10 units) in a
// column w units wide; it returns the y below. The shell draws the title,
// the winners, the engine's note on a tie-break and the way back.
func (t *table) Results(b *ui.Builder, st engine.State, names []string, y, w float64) float64 {
	ms, ok := st.(*rules.State)
	if !ok {
		return y
	}
	res := ms.Result()
	if res == nil || len(res.Places) < 2 {
		return y
	}
	name := func(s int) string {
		if s < len(names) {
			return names[s]
		}
		return engine.SeatName(s)
	}
	y += 10
	order := []int{0, 1}
	sort.SliceStable(order, func(i, j int) bool { return res.Places[order[i]] < res.Places[order[j]] })
	narrow := w < 600
	for _, s := range order {
		sc := ms.ScoreOf(s)
		rr := b.R(20, y-2, w-40, 74)
		fill := ui.ColPanel
		if res.Places[s] == 1 {
			fill = ui.Mix(ui.ColPanel, ui.ColHighlight, 0.18)
		}
		b.Fill(rr, fill, 6)
		b.Text(b.R(32, y, 60, 34), ui.Ordinal(res.Places[s]), 16, ui.ColText, true, ui.AlignLeft)
		ui.SeatChip(b, b.R(90, y+10, 14, 14), s)
		b.Text(b.R(108, y, w-260, 34), name(s), 16, ui.ColText, true, ui.AlignLeft)
		b.Text(b.R(w-160, y, 130, 34), Points(sc.Total), 16, ui.ColText, true, ui.AlignRight)
		parts := lang.F("Department %d · Beauty %d · Clothing %d · Restaurants %d · Services %d · Entertainment %d",
			sc.Department, sc.Beauty, sc.Clothing, sc.Restaurant, sc.Services, sc.Entertainment)
		hall := lang.F("Scored hallway %d squares, %d unused hallway squares", sc.Hallway, sc.Unused)
		if narrow {
			// The rows as icons with their points.
			breakdownRow(b, ui.Box(32, y+32, w-64, 18), sc, 13)
			hall = lang.F("Hallway %d, unused %d", sc.Hallway, sc.Unused)
		} else {
			b.Text(b.R(32, y+32, w-64, 18), parts, 13, ui.ColTextDim, false, ui.AlignLeft)
		}
		b.Text(b.R(32, y+50, w-64, 18), hall, 13, ui.ColTextDim, false, ui.AlignLeft)
		y += 84
	}
	return y + 4
}
