package luxshopping

import (
	"strings"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

var _ ui.ResultsExplainer = UI{}

// ResultParts breaks seat's final score into its parts
// (ui.ResultsExplainer): cashParts of the match's final state. Nil if m
// does not replay or is not over.
func (UI) ResultParts(m *engine.Match, seat int) []ui.ScorePart {
	return cashParts(ui.FinalState(rules.Game{}, m), seat)
}

// cashParts is seat's parts in the final state st. The engine's score is
// the seat's cash and nothing else (signs, galleries and shops rank the
// seats but add no points), so there is one part: the cash. Nil before the
// end.
func cashParts(st engine.State, seat int) []ui.ScorePart {
	ls, ok := st.(*rules.State)
	if !ok || ls.Result() == nil || seat < 0 || seat >= ls.Seats() {
		return nil
	}
	return []ui.ScorePart{{Label: lang.T("Cash"), Points: int(ls.Cash(seat))}}
}

// Results lists the seats in place order: the place, the name, the cash,
// and what ranks them (signs, largest gallery, galleries, shops), from y
// (after a gap) in a column w units wide; it returns the y below. The shell
// draws the title, the winners, the engine's note and the way back. The
// final state holds all the parts (cashParts, as ResultParts gives them
// for m), so m is not needed.
func (t *table) Results(b *ui.Builder, m *engine.Match, st engine.State, names []string, y, w float64) float64 {
	ls, ok := st.(*rules.State)
	if !ok {
		return y
	}
	res := ls.Result()
	if res == nil {
		return y
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
	name := func(s int) string {
		if s < len(names) && names[s] != "" {
			return names[s]
		}
		return engine.SeatName(s)
	}
	y += 10
	for i, s := range order {
		fill := ui.ColPanel
		if res.Places[s] == 1 {
			fill = ui.Mix(ui.ColPanel, ui.ColHighlight, 0.18)
		}
		b.Fill(b.R(20, y-2, w-40, 56), fill, 6)
		b.Text(b.R(32, y, 56, 30), ui.Ordinal(res.Places[s]), 16, ui.ColText, true, ui.AlignLeft)
		ui.SeatChip(b, b.R(90, y+8, 14, 14), s)
		b.Text(b.R(110, y, w-320, 30), name(s), 16, ui.ColText, true, ui.AlignLeft)
		var cash []string
		for _, p := range cashParts(ls, s) {
			cash = append(cash, lang.F("%s: %s", p.Label, money(int64(p.Points))))
		}
		b.Text(b.R(w-206, y, 176, 30), strings.Join(cash, " + "), 15, ui.ColText, true, ui.AlignRight)
		parts := lang.N(ls.SignCount(s), "%d sign", "%d signs") + " · " + lang.F("largest gallery %d", ls.LargestGallery(s)) +
			" · " + lang.N(ls.GalleryCount(s), "%d gallery", "%d galleries") + " · " + lang.N(ls.ShopCount(s), "%d shop", "%d shops")
		if !ls.Alive(s) {
			parts = lang.T("eliminated")
		}
		b.Text(b.R(32, y+28, w-64, 20), parts, 13, ui.ColTextDim, false, ui.AlignLeft)
		y += 64
		if i > 0 {
			if why := decided(ls, order[i-1], s, name); why != "" {
				h := b.ParaHeight(why, w-64, 13, false)
				b.Fill(b.R(20, y-10, w-40, h+6), fill, 0)
				b.Para(b.R(32, y-8, w-64, h+2), why, 13, ui.ColTextDim, false)
				y += h + 4
			}
		}
	}
	return y + 4
}

// criteria are the time limit's ranking counts, in order (signs first).
func criteria(ls *rules.State, s int) [5]int64 {
	return [5]int64{int64(ls.SignCount(s)), int64(ls.LargestGallery(s)), int64(ls.GalleryCount(s)), int64(ls.ShopCount(s)), ls.Cash(s)}
}

// criterionWords names ranking count i.
func criterionWords(i int) string {
	return [...]string{lang.T("signs"), lang.T("largest gallery"), lang.T("galleries"), lang.T("shops"), lang.T("cash")}[i]
}

// decided says what put seat s below seat above when both are still in and
// the counts before the deciding one are level (a tie-break), or that
// they are level on every count; "" when signs alone decide, or a goal or
// an elimination does.
func decided(ls *rules.State, above, s int, name func(int) string) string {
	if !ls.Alive(above) || !ls.Alive(s) || above == ls.Winner() && ls.Ended() != "time" {
		return ""
	}
	a, c := criteria(ls, above), criteria(ls, s)
	for i := range a {
		if a[i] == c[i] {
			continue
		}
		if i == 0 {
			return ""
		}
		var level []string
		for j := 0; j < i; j++ {
			level = append(level, criterionWords(j))
		}
		return lang.F("Below %s, decided by %s (level on %s).", name(above), criterionWords(i), andList(level))
	}
	return lang.F("Level with %s on every count: same place.", name(above))
}
