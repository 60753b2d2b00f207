package game

import (
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The handoff (hotseat only): the device goes to the next human; nothing
// private is drawn. The running match is the table scene's.

type handoffScene struct{}

func (handoffScene) name() string { return sceneHandoff }

func (handoffScene) build(a *App, b *ui.Builder) {
	w := b.T.W
	name := lang.T("the next player")
	if next := a.table.nextHuman(); next >= 0 {
		name = a.table.tbl.seats[next].Name
	}
	b.Text(b.R(20, 200, w-40, 30), lang.T("Hotseat"), 16, ui.ColTextDim, true, ui.AlignCenter)
	b.ParaAlign(b.R(40, 240, w-80, 90), lang.F("Pass the device to %s", name), 30, ui.ColText, true, ui.AlignCenter)
	b.ParaAlign(b.R(40, 340, w-80, 60), lang.F("Only %s should look at the screen now: their cards are shown next.", name), 15, ui.ColTextDim, false, ui.AlignCenter)
	b.Button("handoff:ready", b.R(w/2-140, 420, 280, 52), lang.F("%s is ready", name), 17, true, false)
}

// click: the next human has the device; the table shows their view.
func (handoffScene) click(a *App, id string) {
	if id != "handoff:ready" {
		return
	}
	t := a.table.tbl
	if next := a.table.nextHuman(); next >= 0 {
		t.focus, t.shown, t.private = next, next, true
	}
	a.cur = a.table
	a.table.route(a)
}
