package game

import (
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/ui"
)

// shell is the App as online play sees it (Shell).
type shell struct{ a *App }

var _ Shell = shell{}

func (s shell) Scene() string             { return s.a.scene }
func (s shell) SetScene(name string)      { s.a.scene, s.a.tapTip, s.a.dirty = name, "", true }
func (s shell) Post(f func())             { s.a.post(f) }
func (s shell) Changed()                  { s.a.requestFrame() }
func (s shell) Now() time.Time            { return s.a.now() }
func (s shell) BotDelay() time.Duration   { return s.a.botDelay() }
func (s shell) ThinkBudget() func() bool  { return s.a.thinkBudget() }
func (s shell) MenuNote(note string)      { s.a.menuNote = note }
func (s shell) Touch() bool               { return s.a.touch }
func (s shell) LeaveLocal()               { s.a.leaveLocal() }
func (s shell) ToMenu()                   { s.a.toMenu() }
func (s shell) GameTitle(g string) string { return gameTitle(g) }
func (s shell) HasLocal() bool            { return s.a.sess != nil && s.a.tbl != nil }

func (s shell) ResumeLocal() {
	a := s.a
	if a.sess == nil || a.tbl == nil {
		return
	}
	a.src = a.sess
	a.scene = sceneTable
	a.route()
	a.dirty = true
}
func (s shell) Games() []engine.Game { return playableGames() }

func (s shell) TableOpen(src MatchSource) bool { return s.a.tbl != nil && s.a.src == src }

func (s shell) OpenTable(src MatchSource, game string, opts engine.Options, seats []ui.SeatInfo, humans []int) error {
	a := s.a
	t, err := newTable(game, seats, humans, opts, src.Steps())
	if err != nil {
		return err
	}
	t.online = &ui.OnlineInfo{}
	a.tbl, a.src = t, src
	a.scene = sceneTable
	a.route()
	a.dirty = true
	return nil
}

func (s shell) SyncTable(seats []ui.SeatInfo, humans []int, info *ui.OnlineInfo, logLines []string) bool {
	a, t := s.a, s.a.tbl
	if t == nil {
		return false
	}
	changed := false
	if !sameSeats(t.seats, seats) {
		changed = true
	}
	t.setSeats(seats, humans)
	if n := len(a.src.Steps()); n > 0 {
		before := len(t.log)
		t.catchUp(a.src.Steps(), true)
		changed = changed || len(t.log) != before
	}
	if len(logLines) > 0 {
		t.addLog(logLines...)
		changed = true
	}
	if info == nil {
		info = &ui.OnlineInfo{}
	}
	if !sameInfo(t.online, info) {
		t.online = info
		changed = true
	}
	if a.scene == sceneTable || a.scene == sceneHandoff || a.scene == sceneResults {
		if a.route() {
			changed = true
		}
	}
	return changed
}

func (s shell) TableError(msg string) {
	if s.a.tbl != nil {
		s.a.tbl.err = msg
	}
}

func sameSeats(a, b []ui.SeatInfo) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func sameInfo(a, b *ui.OnlineInfo) bool {
	if a == nil || b == nil {
		return a == b
	}
	if a.Prompt != b.Prompt || len(a.Buttons) != len(b.Buttons) {
		return false
	}
	for i := range a.Buttons {
		if a.Buttons[i] != b.Buttons[i] {
			return false
		}
	}
	return true
}

// onlineActive reports whether an online match owns the table.
func (a *App) onlineActive() bool { return a.online != nil && a.online.Active() }

// leaveOnline closes the online match, if any.
func (a *App) leaveOnline(forget bool) {
	if a.online != nil {
		a.online.Leave(forget)
	}
}

// clickOnline passes a click to online play.
func (a *App) clickOnline(scene, id string) {
	if a.online != nil {
		a.online.Click(scene, id)
	}
}

// leaveLocal puts the local match away (it stays saved) before an online
// match takes the table.
func (a *App) leaveLocal() {
	if a.sess != nil {
		a.sess, a.src, a.tbl = nil, nil, nil
	}
}
