package game

import (
	"time"

	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// The table's fields of the hook (Status).

// matchStatus fills the hook's fields of the running match, whatever the
// scene: its step, and the bot thinking at this device.
func (ts *tableScene) matchStatus(st *Status) {
	st.Thinking = -1
	if ts.drv != nil {
		st.Step = ts.drv.Step()
		st.Thinking = ts.drv.Thinking()
		if ti := ts.drv.Think(); ti.Seat >= 0 {
			th := thinkStatus(ti)
			st.Think = &th
			if err := ts.drv.FarmErr; err != nil {
				st.Think.FarmErr = err.Error()
			}
		}
		for _, ti := range ts.drv.Thinks() {
			st.Thinks = append(st.Thinks, thinkStatus(ti))
		}
	}
}

// report fills the table's own fields of the hook: the guide, the seat
// that acts and its legal moves, the hint.
func (ts *tableScene) report(a *App, st *Status) {
	t := ts.tbl
	if t == nil {
		return
	}
	st.Guide = t.guide
	st.Ending, st.Undo = ts.ending(), t.undo
	if seat := t.actingSeat(); seat >= 0 {
		st.Seat = seat
		st.Legal = append(st.Legal, t.legal...)
	}
	if m, ok := ts.mover(); ok {
		st.Moving = m.Moving()
		for _, g := range m.Glides() {
			r := ui.ToCSS(g.R, a.dsf)
			st.Glides = append(st.Glides, GlideStatus{ID: g.ID, X: r.X, Y: r.Y, W: r.W, H: r.H, Progress: g.Progress})
		}
	}
	if h := t.hint; h != nil {
		st.Hint = &HintStatus{Seat: t.hintSeat, Offered: h.Offered, Thinking: h.Thinking, Done: h.Done, Total: h.Total,
			Move: t.hintMove, Reason: t.hintWhy, Line: h.Line, Targets: append([]string{}, h.Targets...)}
		if h.Offered {
			st.Hint.Seat = t.actingSeat()
		}
	}
}

// thinkStatus is a bot's search as the hook shows it.
func thinkStatus(ti match.ThinkInfo) ThinkStatus {
	return ThinkStatus{Seat: ti.Seat, Step: ti.Step, Done: ti.Done, Total: ti.Total,
		Finished: ti.Finished, Ms: float64(ti.Wall) / float64(time.Millisecond),
		SliceMs: float64(ti.Slice) / float64(time.Millisecond), Slices: ti.Slices, Farmed: ti.Farmed,
		StartMs: float64(ti.Start.UnixMicro()) / 1000}
}
