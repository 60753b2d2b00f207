package game

import (
	"time"

	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The table's moments that take time: moves in motion (a ui.Mover table's
// glides, which hold this device's bots), the end of the match shown on
// the table before the results, and the online "your turn" signal.

// yourTurnOnline reports whether a person at this device must move now in
// an online match.
func (ts *tableScene) yourTurnOnline() bool {
	if !ts.running() || ts.isLocal() || ts.drv.State() == nil || ts.drv.Over() {
		return false
	}
	return len(ts.drv.HumansToAct()) > 0
}

// mover is the table's game UI as a ui.Mover, if it shows moves in motion.
func (ts *tableScene) mover() (ui.Mover, bool) {
	if ts.tbl == nil {
		return nil, false
	}
	m, ok := ts.tbl.g.(ui.Mover)
	return m, ok
}

// moving reports whether the table is shown and a move glides on it: this
// device's bots wait (match.Driver.Hold) and the loop stays awake. A
// table that is not shown does not tick, so it holds nothing.
func (ts *tableScene) moving(a *App) bool {
	m, ok := ts.mover()
	return ok && a.cur == ts && m.Moving()
}

// awake reports whether the table needs the loop awake with no event: a
// move in motion, the end-of-match banner's time running.
func (ts *tableScene) awake(a *App) bool { return ts.moving(a) || a.cur == ts && ts.ending() }

// setSpeed gives the table the motion speed of the settings.
func (ts *tableScene) setSpeed(a *App) {
	if m, ok := ts.mover(); ok {
		m.SetMotionSpeed(a.prefs.motionSpeed())
	}
}

// endPause is how long the table shows the end of the match (who won)
// before the results.
const endPause = 2 * time.Second

// ending reports whether the table shows the end-of-match banner.
func (ts *tableScene) ending() bool {
	return ts.running() && ts.drv.Over() && !ts.tbl.endAt.IsZero() && !ts.tbl.endDone
}

// buildEnd draws the end-of-match banner over the table: "Game over", who
// won, and the button to the results ("table:results").
func (ts *tableScene) buildEnd(b *ui.Builder) {
	t := ts.tbl
	line := lang.T("Game over")
	if res := ts.drv.State().Result(); res != nil {
		line = lang.F("Game over — %s", winnersLine(t.names(), res.Winners))
	}
	b.Modal(b.R(0, 0, b.T.W, b.T.H))
	w := min(b.T.W-24, 520)
	th := b.ParaHeight(line, w-32, 22, true)
	h := th + 96
	x, y := (b.T.W-w)/2, (b.T.H-h)/2
	b.Fill(b.R(x, y, w, h), ui.ColPanel, 12)
	b.Stroke(b.R(x, y, w, h), ui.ColHighlight, 2, 12)
	b.ParaAlign(b.R(x+16, y+16, w-32, th), line, 22, ui.ColText, true, ui.AlignCenter)
	bw := min(w-32, max(200, b.ButtonWidth(lang.T("See results"), 18)+24))
	b.Button("table:results", b.R(x+(w-bw)/2, y+h-62, bw, 46), lang.T("See results"), 18, true, false)
}
