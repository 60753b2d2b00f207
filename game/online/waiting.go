package online

import (
	"github.com/galleria-games/galleria/game/lang"
	"strconv"
	"strings"
	"time"

	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
	"github.com/galleria-games/galleria/netplay"
)

// Whom the match waits for, the bots this device runs, and the host's
// remedy for a silent seat: giving it to a bot.

// waitInfo is the table's line about whom the match waits for, and the
// buttons that go with it: give a silent seat to a bot (host), take over
// (a guest whose host left), invite again.
func (m *netMatch) waitInfo() (string, []ui.NetButton) {
	st := &m.st
	if st.Over {
		return "", nil
	}
	var buttons []ui.NetButton
	if !st.Host && !m.hostUp() {
		if m.oldRoom != "" {
			buttons = append(buttons, ui.NetButton{ID: "net:room", Label: lang.F("Look in room %s again", m.oldRoom)})
		}
		buttons = append(buttons, ui.NetButton{ID: "net:takehost", Label: lang.T("Take over as host")}, ui.NetButton{ID: "net:newlink", Label: lang.T("Paste a new invite link")})
		return lang.T("Host disconnected. Ask the host for a new invite link, or take over as host."), buttons
	}
	waited := m.o.sh.Now().Sub(m.since)
	secs := int(waited / time.Second)
	var who []string
	seenPeer := map[int]bool{}
	mine := false
	for _, w := range st.Waiting {
		if w.Peer == st.Me && w.Peer >= 0 {
			mine = true
			continue
		}
		if w.Peer >= 0 && seenPeer[w.Peer] {
			continue
		}
		seenPeer[w.Peer] = true
		seat := w.Seat
		if seat < 0 {
			seat = seatOfPeer(st, w.Peer)
		}
		name := w.Name
		if seat >= 0 && seat < len(st.Setup.Seats) {
			name = lang.F("%s (seat %d)", st.Setup.Seats[seat].Name, seat+1)
		}
		if !w.Connected {
			name += lang.T(", disconnected")
		}
		who = append(who, name)
		if st.Host && seat >= 0 && waited >= m.o.opt.GiveBotAfter {
			buttons = append(buttons, ui.NetButton{ID: "net:bot:" + strconv.Itoa(seat), Label: lang.F("Give seat %d to a bot", seat+1)})
		}
	}
	if st.Host {
		for i, c := range m.seatConnected() {
			si := st.Setup.Seats[i]
			if !c && si.Bot == "" && si.Peer >= 0 && si.Peer != st.Me {
				buttons = append(buttons, ui.NetButton{ID: "net:lobby", Label: lang.T("Invite links")})
				break
			}
		}
	}
	if len(who) == 0 {
		return "", buttons
	}
	line := lang.F("Waiting for %s — %d s", lang.List(who), secs)
	if len(st.Sealed) > 0 && !mine {
		for _, s := range st.Sealed {
			if st.Setup.Seats[s].Peer == st.Me {
				line = lang.F("Sealed — waiting for the others: %s — %d s", strings.Join(who, ", "), secs)
				break
			}
		}
	}
	return line, buttons
}

func seatOfPeer(st *netplay.Status, peer int) int {
	for i, si := range st.Setup.Seats {
		if si.Peer == peer && peer >= 0 {
			return i
		}
	}
	return -1
}

// giveToBot gives every seat of the player of seat to the driver's stand-in
// bot (match.StandIn), which the host runs: the host's remedy for a player
// who keeps the match waiting.
func (m *netMatch) giveToBot(seat int) {
	if m.state == nil {
		return
	}
	peer := m.st.Setup.Seats[seat].Peer
	name := match.StandIn(m.state)
	for i, si := range m.st.Setup.Seats {
		if si.Peer == peer && si.Bot == "" {
			if err := m.peer.GiveToBot(i, name); err != nil {
				m.o.sh.TableError(err.Error())
			}
		}
	}
	m.refresh()
}
