package game

import (
	"strings"

	"github.com/galleria-games/galleria/game/lang"
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
		return lang.T("No winner.")
	case 1:
		if ui.IsYou(ws[0]) {
			return lang.T("You win!")
		}
		return lang.F("%s wins!", ws[0])
	}
	return lang.F("Shared victory: %s and %s.", strings.Join(ws[:len(ws)-1], ", "), ws[len(ws)-1])
}

// resultsScene is the results of the running match (the table scene's).
type resultsScene struct{}

func (resultsScene) name() string { return sceneResults }

func (resultsScene) build(a *App, b *ui.Builder) {
	w := b.T.W
	st := a.table.state()
	names := a.table.tbl.names()
	res := st.Result()
	b.Text(b.R(20, 24, w-40, 44), lang.T("Game over"), 30, ui.ColText, true, ui.AlignCenter)
	y := 76.0
	if res != nil {
		y += b.Para(b.R(30, y, w-60, 70), winnersLine(names, res.Winners), 20, ui.ColHighlight, true)/b.T.U + 4
		if note := ui.Told(res.Told, names); note != "" {
			y += b.Para(b.R(30, y, w-60, 60), note, 14, ui.ColTextDim, false)/b.T.U + 2
		}
		y = a.table.tbl.g.Results(b, st, names, y, w)
	}
	b.Button("results:menu", b.R(w/2-110, y, 220, 48), lang.T("Back to the menu"), 17, true, false)
}

// click: back to the menu (an online match is left and forgotten, a local
// match's save cleared).
func (resultsScene) click(a *App, id string) {
	if id != "results:menu" {
		return
	}
	if a.online.active() {
		a.online.leave(true)
	} else {
		a.p.Clear()
	}
	a.toMenu()
}

// report gives the winners' names and the final scores.
func (resultsScene) report(a *App, st *Status) {
	if !a.table.running() {
		return
	}
	t := a.table.tbl
	if r := a.table.state().Result(); r != nil {
		for _, w := range r.Winners {
			st.Winners = append(st.Winners, t.seats[w].Name)
		}
		st.Scores = append([]int64{}, r.Scores...)
	}
}
