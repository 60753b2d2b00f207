package game

import (
	"fmt"
	"github.com/galleria-games/galleria/game/ui"
	"sort"
	"strings"

	"github.com/galleria-games/galleria/engine/mallornothing"
)

// The results of Mall or Nothing: both scores with their breakdown, the
// winner and the engine's note on a tie-break.
func (a *App) buildMNResults(b *ui.Builder) {
	w := b.T.W
	st := a.src.State().(*mallornothing.State)
	names := a.tbl.names
	res := st.Result()
	b.Text(b.R(20, 24, w-40, 44), "Game over", 30, ui.ColText, true, ui.AlignCenter)
	y := 76.0
	if res == nil {
		b.Button("results:menu", b.R(w/2-110, y, 220, 48), "Back to the menu", 17, true, false)
		return
	}
	y += b.Para(b.R(30, y, w-60, 70), winnersLine(names, res.Winners), 20, ui.ColHighlight, true)/b.T.U + 4
	if res.Note != "" {
		y += b.Para(b.R(30, y, w-60, 60), seatNote(res.Note, names), 14, ui.ColTextDim, false)/b.T.U + 2
	}
	y += 10
	order := []int{0, 1}
	sort.SliceStable(order, func(i, j int) bool { return res.Places[order[i]] < res.Places[order[j]] })
	narrow := w < 600
	for _, s := range order {
		sc := st.ScoreOf(s)
		rr := b.R(20, y-2, w-40, 74)
		fill := ui.ColPanel
		if res.Places[s] == 1 {
			fill = ui.Mix(ui.ColPanel, ui.ColHighlight, 0.18)
		}
		b.Fill(rr, fill, 6)
		b.Text(b.R(32, y, 60, 34), ordinal(res.Places[s]), 16, ui.ColText, true, ui.AlignLeft)
		b.Fill(b.R(92, y+12, 10, 10), ui.SeatColours[s], 5)
		b.Text(b.R(108, y, w-260, 34), names[s], 16, ui.ColText, true, ui.AlignLeft)
		b.Text(b.R(w-160, y, 130, 34), fmt.Sprintf("%d points", sc.Total), 16, ui.ColText, true, ui.AlignRight)
		parts := fmt.Sprintf("Department %d · Beauty %d · Clothing %d · Restaurants %d · Services %d · Entertainment %d",
			sc.Department, sc.Beauty, sc.Clothing, sc.Restaurant, sc.Services, sc.Entertainment)
		hall := fmt.Sprintf("Scored hallway %d squares, %d unused hallway squares", sc.Hallway, sc.Unused)
		if narrow {
			parts = fmt.Sprintf("D %d · B %d · C %d · R %d · S %d · E %d", sc.Department, sc.Beauty, sc.Clothing, sc.Restaurant, sc.Services, sc.Entertainment)
			hall = fmt.Sprintf("Hallway %d, unused %d", sc.Hallway, sc.Unused)
		}
		b.Text(b.R(32, y+32, w-64, 18), parts, 13, ui.ColTextDim, false, ui.AlignLeft)
		b.Text(b.R(32, y+50, w-64, 18), hall, 13, ui.ColTextDim, false, ui.AlignLeft)
		y += 84
	}
	y += 4
	b.Para(b.R(30, y, w-60, 40), "Ties go to the smaller scored hallway, then to fewer unused hallway squares.", 13, ui.ColTextDim, false)
	y += 44
	b.Button("results:menu", b.R(w/2-110, y, 220, 48), "Back to the menu", 17, true, false)
}

// seatNote puts the players' names in the engine's note ("seat 1 wins …";
// the game has seats 0 and 1 only).
func seatNote(note string, names []string) string {
	if len(names) < 2 {
		return note
	}
	return strings.NewReplacer("seat 0", names[0], "seat 1", names[1]).Replace(note)
}
