package game

import (
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// Undo on the table of a local match (solo and hotseat, never online): the
// header's Undo button (on a phone, the Menu question's) takes back the
// acting person's latest decision and the bots' replies to it, unless
// something was revealed since (match.Driver.UndoSpan says how far it
// goes). The match is replayed from
// its log, so the state is exactly the earlier one; the table is made
// again from the shorter log, and the save follows.

// undoLabel is the Undo button's label for n steps, "" for none.
func undoLabel(n int) string {
	if n <= 0 {
		return ""
	}
	return lang.N(n, "Undo %d move", "Undo %d moves")
}

// undoSeat is the seat whose moves Undo takes back: the one that acts on
// the table (also while the Menu's question is open, which shows Undo on
// a phone: ui.UndoInMenu), or -1.
func (t *table) undoSeat() int {
	if t.g.Blocking() || len(t.legal) == 0 {
		return -1
	}
	return t.focus
}

// syncUndo brings the table's Undo count up to date: the steps the acting
// person (on the table, of a local match) could take back. It reports
// whether it changed.
func (ts *tableScene) syncUndo(a *App) bool {
	t := ts.tbl
	if t == nil {
		return false
	}
	n := 0
	if seat := t.undoSeat(); seat >= 0 && a.cur == ts && ts.isLocal() && !ts.ending() {
		n = ts.drv.UndoSpan(seat)
	}
	changed := n != t.undo
	t.undo = n
	return changed
}

// undo takes the acting person's moves back: the driver rewinds (a bot's
// search and a hint under way are dropped), the table is made again from
// the shorter log with the same person at it, and the match is saved.
func (ts *tableScene) undo(a *App) {
	t := ts.tbl
	seat := t.undoSeat()
	if seat < 0 || !ts.isLocal() || t.undo == 0 {
		return
	}
	if _, err := ts.drv.Undo(seat); err != nil {
		t.err = ui.ErrWords(err, t.names())
		return
	}
	cfg := localConfig(ts.drv)
	seats, humans := seatsOf(cfg)
	nt, err := newTable(cfg.Game, seats, humans, cfg.Options, ts.drv.Steps())
	if err != nil {
		t.err = ui.ErrWords(err, t.names())
		return
	}
	nt.canHint, nt.guide = t.canHint, t.guide
	nt.focus, nt.shown, nt.private = seat, seat, true
	ts.tbl = nt
	ts.setSpeed(a)
	if l, ok := ts.drv.Local(); ok {
		a.p.Store(l.Save())
	}
	ts.route(a)
	a.dirty = true
}
