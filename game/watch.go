package game

import (
	"fmt"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// A spectator's table: an online match this device watches. Its source
// gives a spectator's view of the match (viewer Seats()) and the log as a
// spectator gets it (engine.Redact), so the game's table follows it on a
// view (ui.Spectator) rather than replaying it. Nobody acts here; the
// focus seat is the one the spectator follows, and its secrets stay
// hidden (the view holds none).

// newWatchTable prepares a spectator's table and narrates the log so far.
func newWatchTable(game string, seats []ui.SeatInfo, opts engine.Options, steps []engine.Step) (*table, error) {
	t, err := newTable(game, seats, nil, opts, nil)
	if err != nil {
		return nil, err
	}
	sp, ok := t.g.(ui.Spectator)
	if !ok {
		return nil, fmt.Errorf("the client cannot show %q to a spectator", game)
	}
	if err := sp.Spectate(); err != nil {
		return nil, err
	}
	t.watch = true
	t.catchUp(steps, false)
	return t, nil
}

// openWatch shows the table of an online match this device watches.
func (ts *tableScene) openWatch(a *App, d *match.Driver, game string, opts engine.Options, seats []ui.SeatInfo) error {
	t, err := newWatchTable(game, seats, opts, d.Steps())
	if err != nil {
		return err
	}
	ts.pace(a, d)
	t.online = &ui.OnlineInfo{}
	ts.tbl, ts.drv = t, d
	ts.setSpeed(a)
	a.cur = ts
	ts.route(a)
	a.dirty = true
	return nil
}

// focusOn turns a spectator's table to seat.
func (ts *tableScene) focusOn(a *App, seat int) {
	t := ts.tbl
	if t == nil || !t.watch || seat < 0 || seat >= len(t.seats) || t.focus == seat {
		return
	}
	t.focus, t.private = seat, false
	a.dirty = true
}
