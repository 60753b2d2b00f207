package mallornothing

import (
	"sort"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// partCodes are the squares that stand for each kind of part, as icons.
var partCodes = map[string]string{
	"department": "D", "beauty": "B", "clothing": "C", "restaurant": "R", "services": "S:Post", "entertainment": "E:Star",
}

// Results draws both final scores, best first: per seat its total, then
// each category that scored as a line (its square, how its stores scored,
// its points: the parts of ResultParts), and the hallway line that breaks
// ties. It starts from y (after a gap of 10 units) in a column w units
// wide and returns the y below. The shell draws the title, the winners,
// the engine's note on a tie-break and the way back. The final state holds
// every part (ResultParts gives the same for m), so m is not needed.
func (t *table) Results(b *ui.Builder, m *engine.Match, st engine.State, names []string, y, w float64) float64 {
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
	const line = 18.0
	lw := w - 150 // a part's words, between its icon and its points
	for _, s := range order {
		sc := ms.ScoreOf(s)
		ps := parts(st, s)
		hall := lang.F("Scored hallway %d squares, %d unused hallway squares", sc.Hallway, sc.Unused)
		if w < 600 {
			hall = lang.F("Hallway %d, unused %d", sc.Hallway, sc.Unused)
		}
		rows := make([]float64, len(ps))
		h := 34 + line + 8
		for i, p := range ps {
			rows[i] = line*float64(max(1, len(ui.Wrap(p.Label, b.Px(13), false, b.R(0, 0, lw, 0).W)))) + 2
			h += rows[i]
		}
		fill := ui.ColPanel
		if res.Places[s] == 1 {
			fill = ui.Mix(ui.ColPanel, ui.ColHighlight, 0.18)
		}
		b.Fill(b.R(20, y-2, w-40, h), fill, 6)
		b.Text(b.R(32, y, 60, 34), ui.Ordinal(res.Places[s]), 16, ui.ColText, true, ui.AlignLeft)
		ui.SeatChip(b, b.R(90, y+10, 14, 14), s)
		b.Text(b.R(108, y, w-260, 34), name(s), 16, ui.ColText, true, ui.AlignLeft)
		b.Text(b.R(w-160, y, 130, 34), Points(int(res.Scores[s])), 16, ui.ColText, true, ui.AlignRight)
		ly := y + 34
		for i, p := range ps {
			square(b, b.R(32, ly+1, 15, 15), partCodes[p.kind])
			b.Para(b.R(54, ly, lw, rows[i]), p.Label, 13, ui.ColText, false)
			b.Text(b.R(w-92, ly, 62, line), signed(p.Points), 13, ui.ColText, true, ui.AlignRight)
			ly += rows[i]
		}
		b.Text(b.R(32, ly, w-64, line), hall, 13, ui.ColTextDim, false, ui.AlignLeft)
		y += h + 8
	}
	return y + 4
}

// signed is a part's points with its sign: "+12", "0", "−6".
func signed(n int) string {
	switch {
	case n > 0:
		return "+" + lang.Int(n)
	case n < 0:
		return "−" + lang.Int(-n)
	}
	return "0"
}
