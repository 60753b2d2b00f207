package online

import (
	"strconv"

	"github.com/galleria-games/galleria/game/ui"
)

// The peer's snapshot: what the scenes, the table and the match driver
// (through peerSource) read, taken on the game loop when the peer says it
// changed.

// refresh takes a new snapshot of the peer.
func (m *netMatch) refresh() {
	if m.peer == nil {
		return
	}
	st := m.peer.Status()
	m.st = st
	m.takeChat()
	m.state, m.steps, m.toAct = nil, nil, nil
	if st.Started {
		m.steps = m.peer.Steps()
		m.state = m.peer.State()
		m.toAct = m.peer.ToAct()
		if after := m.peer.Status().Step; after != len(m.steps) || st.Step != len(m.steps) {
			m.o.dirty.Store(true) // moved on meanwhile: look again next tick
		}
	}
	now := m.o.sh.Now()
	m.since = now
	for _, w := range st.Waiting {
		m.since = now.Add(-w.For)
		break
	}
	m.saveAliases()
}

// mySeats are the seats played at this device (people and bots).
func (m *netMatch) mySeats() []int {
	var out []int
	for i, si := range m.st.Setup.Seats {
		if si.Peer >= 0 && si.Peer == m.st.Me {
			out = append(out, i)
		}
	}
	return out
}

// saveAliases records which stored peer plays each local seat, for
// re-invitations.
func (m *netMatch) saveAliases() {
	if m.id == "" || m.st.Me < 0 {
		return
	}
	st := m.o.p.Store
	for _, s := range m.mySeats() {
		k := m.id + "/seat" + strconv.Itoa(s)
		if b, _ := st.Load(k); string(b) != m.role {
			st.Save(k, []byte(m.role))
		}
	}
}

func (m *netMatch) myName() string {
	if me := m.st.Me; me >= 0 && me < len(m.st.Setup.Peers) {
		return m.st.Setup.Peers[me].Name
	}
	return m.o.shownName(m.st.Host)
}

// seats is the table's view of the roster (names, kinds, connections,
// sealed moves) and the seats of people at this device.
func (m *netMatch) seats() (seats []ui.SeatInfo, humans []int) {
	conn := m.seatConnected()
	sealed := map[int]bool{}
	for _, s := range m.st.Sealed {
		sealed[s] = true
	}
	for i, si := range m.st.Setup.Seats {
		k := ui.Remote
		switch {
		case si.Bot != "":
			k = ui.BotKind(si.Bot)
		case si.Peer == m.st.Me && si.Peer >= 0:
			k = ui.Human
			humans = append(humans, i)
		}
		seats = append(seats, ui.SeatInfo{Name: si.Name, Kind: k, Connected: conn[i], Sealed: sealed[i]})
	}
	return seats, humans
}

// seatConnected reports, by seat, whether its player is connected (bots
// count as connected: their peer runs them).
func (m *netMatch) seatConnected() []bool {
	out := make([]bool, len(m.st.Setup.Seats))
	for i, si := range m.st.Setup.Seats {
		switch {
		case si.Peer < 0:
		case si.Peer < len(m.st.Connected):
			out[i] = m.st.Connected[si.Peer]
		}
		if si.Peer == m.st.Me && si.Peer >= 0 {
			out[i] = true
		}
	}
	if !m.st.Host && !m.hostUp() {
		for i, si := range m.st.Setup.Seats {
			if si.Peer != m.st.Me {
				out[i] = false
			}
		}
	}
	return out
}
