package online

import (
	"github.com/galleria-games/galleria/game/lang"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/game/ui"
)

// The running match: the game-loop tick, and the table the shell shows for
// it (opened with Shell.OpenTable, kept up to date with Shell.SyncTable).

// tick runs the online match: snapshot, bots, invitations, the table. It
// reports whether anything on screen may have changed.
func (m *netMatch) tick() bool {
	o := m.o
	changed := false
	if o.dirty.Swap(false) {
		m.refresh()
		changed = true
	}
	if m.peer == nil {
		return changed
	}
	scene := o.sh.Scene()
	if m.hosting() && scene == sceneLobby {
		before, link := len(m.invites), m.watchInv
		m.ensureInvites()
		m.ensureWatchLink()
		changed = changed || len(m.invites) != before || m.watchInv != link
	}
	if !m.st.Started {
		return changed
	}
	if !o.sh.TableOpen(m.drv) {
		m.openTable()
		return true
	}
	switch {
	case scene == sceneLobby && m.lobbyOpened:
		// The lobby was opened from the table: stay there.
	case scene == sceneJoin && !m.st.Host && !m.hostUp() && !m.stale:
		// A guest coming back: the answer code stays on screen until the
		// host accepts it.
	case scene == sceneLobby || scene == sceneJoin:
		o.sh.SetScene(sceneTable)
		changed = true
	}
	if m.timeOuts() || m.clockChanged() {
		changed = true
	}
	if m.sync() {
		changed = true
	}
	return changed
}

// openTable shows the table of a started online match.
func (m *netMatch) openTable() {
	o := m.o
	seats, humans := m.seats()
	if err := o.sh.OpenTable(m.drv, m.st.Setup.Game, m.st.Setup.Options, seats, humans); err != nil {
		o.note = lang.F("Cannot show the match: %s", err.Error())
		return
	}
	m.sync()
}

// sync brings the open table up to date: the roster, the fault reports not
// logged yet (in plain words), whom the match waits for and the buttons
// that go with it. The shell narrates new steps and routes the match.
func (m *netMatch) sync() bool {
	seats, humans := m.seats()
	var lines []string
	for ; m.reportsLogged < len(m.st.Reports); m.reportsLogged++ {
		lines = append(lines, reportWords(m.st.Reports[m.reportsLogged]))
	}
	lines = append(lines, m.clockLines()...)
	prompt, buttons := m.waitInfo()
	return m.o.sh.SyncTable(seats, humans, &ui.OnlineInfo{Prompt: prompt, Buttons: buttons, Chat: m.chatLabel()}, lines)
}

// toTable goes back from the lobby to the table.
func (m *netMatch) toTable() {
	m.lobbyOpened = false
	if !m.o.sh.TableOpen(m.drv) {
		m.openTable()
		return
	}
	m.o.sh.SetScene(sceneTable)
	m.sync()
}

// clickNet handles the table's online buttons.
func (o *Online) clickNet(id string) {
	if o.w != nil {
		o.w.clickNet(id)
		return
	}
	m := o.m
	if m == nil || m.peer == nil {
		return
	}
	switch {
	case strings.HasPrefix(id, "net:bot:"):
		seat, err := strconv.Atoi(strings.TrimPrefix(id, "net:bot:"))
		if err != nil || seat < 0 || seat >= len(m.st.Setup.Seats) {
			return
		}
		m.giveToBot(seat)
	case id == "net:takehost":
		m.takeHost()
	case id == "net:newlink":
		o.askNewLink()
	case id == "net:room":
		room := m.oldRoom
		o.setFragment("room=" + room)
		o.openRoom(room)
	case id == "net:lobby" || id == "table:players":
		m.lobbyOpened = true
		o.sh.SetScene(sceneLobby)
	}
}
