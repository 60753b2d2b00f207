package game

import (
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// shell is the App as online play sees it (Shell). What it does to the
// running match, the table scene does (scene_table.go).
type shell struct{ a *App }

var _ Shell = shell{}

func (s shell) Scene() string             { return s.a.cur.name() }
func (s shell) SetScene(name string)      { s.a.cur, s.a.tapTip, s.a.dirty = s.a.sceneNamed(name), "", true }
func (s shell) Post(f func())             { s.a.post(f) }
func (s shell) Now() time.Time            { return s.a.now() }
func (s shell) MenuNote(note string)      { s.a.menu.note = note }
func (s shell) Touch() bool               { return s.a.touch }
func (s shell) LeaveLocal()               { s.a.table.leaveLocal() }
func (s shell) ToMenu()                   { s.a.toMenu() }
func (s shell) GameTitle(g string) string { return gameTitle(g) }
func (s shell) Games() []engine.Game      { return playableGames() }
func (s shell) HasLocal() bool            { return s.a.table.hasLocal() }
func (s shell) ResumeLocal()              { s.a.table.resumeLocal(s.a) }
func (s shell) TableError(msg string)     { s.a.table.setErr(msg) }

func (s shell) Changed() {
	s.a.changed.Store(true)
	s.a.Wake()
}

func (s shell) TableOpen(d *match.Driver) bool { return s.a.table.shows(d) }

func (s shell) OpenTable(d *match.Driver, game string, opts engine.Options, seats []ui.SeatInfo, humans []int) error {
	return s.a.table.openOnline(s.a, d, game, opts, seats, humans)
}

func (s shell) WatchTable(d *match.Driver, game string, opts engine.Options, seats []ui.SeatInfo) error {
	return s.a.table.openWatch(s.a, d, game, opts, seats)
}

func (s shell) FocusTable(seat int) { s.a.table.focusOn(s.a, seat) }

func (s shell) SyncTable(seats []ui.SeatInfo, humans []int, info *ui.OnlineInfo, logLines []string) bool {
	return s.a.table.syncOnline(s.a, seats, humans, info, logLines)
}

// plug is online play as the App uses it: every method does nothing (or
// says no) in the solo build, where there is none.
type plug struct{ o Online }

// on reports whether online play is plugged in.
func (p plug) on() bool { return p.o != nil }

func (p plug) start(s Shell) {
	if p.o != nil {
		p.o.Start(s)
	}
}

func (p plug) fromURL() {
	if p.o != nil {
		p.o.OpenFromURL()
	}
}

func (p plug) enter() {
	if p.o != nil {
		p.o.Enter()
	}
}

// unfinished lists the unfinished online matches kept here (none in the
// solo build).
func (p plug) unfinished() []UnfinishedMatch {
	if r, ok := p.o.(Resumer); ok {
		return r.Unfinished()
	}
	return nil
}

// resume reopens an unfinished online match this device hosts.
func (p plug) resume(id string) {
	if r, ok := p.o.(Resumer); ok {
		r.Resume(id)
	}
}

func (p plug) tick() bool { return p.o != nil && p.o.Tick() }

// active reports whether an online match owns the table.
func (p plug) active() bool { return p.o != nil && p.o.Active() }

// busy reports whether online play has work on the game loop that no event
// announces (its bots); it is busy when it cannot say (no Quiet).
func (p plug) busy() bool {
	q, ok := p.o.(quieter)
	return !ok || !q.Quiet()
}

func (p plug) build(scene string, b *ui.Builder) bool { return p.o != nil && p.o.Build(scene, b) }

// covering reports whether online play's layer covers the online table.
func (p plug) covering() bool {
	l, ok := p.o.(TableLayer)
	return ok && p.active() && l.Covering()
}

// withLayer builds a table: draw lays the game's table out, for an online
// match (online) above online play's strip (TableLayer) if it wants one;
// then the strip and what online play puts over the table are drawn. devH
// is the screen's height in device px; quiet: the "leave the match?"
// question is open.
func (p plug) withLayer(b *ui.Builder, online bool, devH float64, quiet bool, draw func()) {
	l, ok := p.o.(TableLayer)
	if !ok || !online || !p.active() {
		draw()
		return
	}
	strip, full := l.TableStrip(b), b.T.H
	b.T.H -= strip
	draw()
	b.T.H = full
	l.BuildTable(b, ui.Box(0, full-strip, b.T.W, strip), devH/b.T.U, quiet)
}

func (p plug) click(scene, id string) {
	if p.o != nil {
		p.o.Click(scene, id)
	}
}

func (p plug) status(st *Status) {
	if p.o != nil {
		p.o.Status(st)
	}
}

// leave closes the online match, if any.
func (p plug) leave(forget bool) {
	if p.o != nil {
		p.o.Leave(forget)
	}
}
