package game

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/game/ui"
)

// The results frame: who won, the engine's note on ties (with names for
// seat numbers), the game's own breakdown, and the way back to the menu.
// The game is over, so everything is public.

// winnersLine says who won.
func winnersLine(names []string, winners []int) string {
	var ws []string
	for _, w := range winners {
		ws = append(ws, names[w])
	}
	switch len(ws) {
	case 0:
		return "No winner."
	case 1:
		return ws[0] + " wins!"
	}
	return "Shared victory: " + strings.Join(ws[:len(ws)-1], ", ") + " and " + ws[len(ws)-1] + "."
}

var seatRef = regexp.MustCompile(`\bseat (\d+)`)

// seatNote puts names for the engine's seat numbers ("seat 1", 0-based) in
// a result note.
func seatNote(note string, names []string) string {
	return seatRef.ReplaceAllStringFunc(note, func(m string) string {
		i, err := strconv.Atoi(m[strings.LastIndexByte(m, ' ')+1:])
		if err != nil || i < 0 || i >= len(names) {
			return m
		}
		return names[i]
	})
}

func (a *App) buildResults(b *ui.Builder) {
	w := b.T.W
	st := a.src.State()
	names := a.tbl.names()
	res := st.Result()
	b.Text(b.R(20, 24, w-40, 44), "Game over", 30, ui.ColText, true, ui.AlignCenter)
	y := 76.0
	if res != nil {
		y += b.Para(b.R(30, y, w-60, 70), winnersLine(names, res.Winners), 20, ui.ColHighlight, true)/b.T.U + 4
		if res.Note != "" {
			y += b.Para(b.R(30, y, w-60, 60), seatNote(res.Note, names), 14, ui.ColTextDim, false)/b.T.U + 2
		}
		y = a.tbl.g.Results(b, st, names, y, w)
	}
	b.Button("results:menu", b.R(w/2-110, y, 220, 48), "Back to the menu", 17, true, false)
}
