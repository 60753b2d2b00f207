package online

import (
	"encoding/hex"
	"fmt"

	"github.com/galleria-games/galleria/game"
)

// Status implements game.Online: the online scenes' note and the last text
// copied, always; the invite, answer and room links and the online match,
// while there is one.
func (o *Online) Status(st *game.Status) {
	st.Clipboard, st.Note = o.clipboard, o.note
	if o.w != nil {
		o.w.status(st, o.sh.Scene())
		return
	}
	m := o.m
	if m == nil {
		return
	}
	scene := o.sh.Scene()
	if scene == sceneJoin {
		st.Answer = m.answer
	}
	st.Room = m.roomLink()
	if scene == sceneLobby {
		for _, r := range m.lobbyRows() {
			if r.inv != nil && r.inv.state == inviteReady {
				st.Invite = r.inv.url
				break
			}
		}
	}
	os := &game.OnlineStatus{Match: m.id, Host: m.st.Host, Started: m.st.Started, Over: m.st.Over,
		Seats: m.mySeats(), Step: len(m.steps), Waiting: []string{}, Reports: []string{},
		Connected: m.seatConnected(), HostUp: m.st.Host || m.hostUp(), Spectators: m.spectatorNames()}
	if os.Spectators == nil {
		os.Spectators = []string{}
	}
	if inv := m.watchInv; inv != nil && inv.state == inviteReady {
		os.WatchLink = inv.url
	}
	if os.Seats == nil {
		os.Seats = []int{}
	}
	for _, w := range m.st.Waiting {
		c := "disconnected"
		if w.Connected {
			c = "connected"
		}
		os.Waiting = append(os.Waiting, fmt.Sprintf("seat %d (%s): %s, %s", w.Seat+1, w.Name, w.What, c))
	}
	for _, r := range m.st.Reports {
		os.Reports = append(os.Reports, r.String())
	}
	if m.state != nil {
		h := m.state.Hash()
		os.Hash = hex.EncodeToString(h[:8])
	}
	shown := scene == sceneLobby && m.chat.inline || m.chat.open && (scene == sceneLobby || scene == sceneTable)
	m.chatStatus(os, shown && m.canChat())
	m.clockStatus(os)
	st.Online = os
}
