package online

import (
	"fmt"
	"github.com/galleria-games/galleria/game/lang"
	"sync/atomic"
	"time"

	"github.com/galleria-games/galleria/netplay"
)

// How each seat is connected: every few seconds, off the game loop (the
// browser's statistics come back asynchronously, and a hidden tab runs no
// game loop), the match asks each of its links how it reaches the other
// device; the lobby (the Players page) shows the answers by seat.

// pathEvery is how often links are asked.
const pathEvery = 2 * time.Second

// watchPaths asks the links of m every pathEvery until m closes.
func (m *netMatch) watchPaths() {
	var queued atomic.Bool // a round is posted to the game loop and not run yet
	go func() {
		t := time.NewTicker(pathEvery)
		defer t.Stop()
		for {
			select {
			case <-m.ctx.Done():
				return
			case <-t.C:
			}
			if queued.Swap(true) {
				continue // the game loop has not run the last one yet
			}
			m.o.post(func() {
				queued.Store(false)
				m.askPaths()
			})
		}
	}()
}

// askPaths collects, on the game loop, the links that can tell their path,
// and asks them on a goroutine of its own.
func (m *netMatch) askPaths() {
	if m.closed || m.peer == nil {
		return
	}
	links := map[int]PathReporter{}
	for i := range m.st.Setup.Peers {
		if l, ok := m.peer.LinkOf(i); ok {
			if pr, ok := l.(PathReporter); ok {
				links[i] = pr
			}
		}
	}
	if len(links) == 0 {
		return
	}
	go func() {
		got := map[int]Path{}
		for i, pr := range links {
			if p, err := pr.Path(); err == nil && p.Kind != "" {
				got[i] = p
			}
		}
		m.o.post(func() {
			if !m.closed {
				m.paths = got
				m.o.changed()
			}
		})
	}()
}

// pathOfSeat is how this device reaches the player of seat, if known.
func (m *netMatch) pathOfSeat(st *netplay.Status, seat int) (Path, bool) {
	if seat < 0 || seat >= len(st.Setup.Seats) {
		return Path{}, false
	}
	p, ok := m.paths[st.Setup.Seats[seat].Peer]
	return p, ok
}

// pathWords says a path in a lobby row: "direct via NAT (STUN) · 34 ms".
func pathWords(p Path) string {
	if p.RTT <= 0 {
		return p.Kind
	}
	return fmt.Sprintf("%s · %d ms", p.Kind, (p.RTT+time.Millisecond/2)/time.Millisecond)
}

// noPathWords is what to tell a player whose devices found no network path
// to each other, and what to try.
func noPathWords() string {
	return lang.T("Your two devices found no network path to each other. Try: both on the same Wi-Fi network; " +
		"or a TURN server in the ICE setting (see \"When it does not connect\" in docs/multiplayer.md).")
}
