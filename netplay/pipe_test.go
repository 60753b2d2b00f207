package netplay

import (
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
)

// pipeLink is a link end that hands what it sends to the other end's Pipe,
// on a goroutine per message (arrival order is not send order).
type pipeLink struct {
	to     *Pipe
	wg     *sync.WaitGroup
	closed atomic.Bool
}

func (l *pipeLink) Send(b []byte) error {
	c := append([]byte(nil), b...)
	l.wg.Add(1)
	go func() { defer l.wg.Done(); l.to.Message(c) }()
	return nil
}

func (l *pipeLink) Close() error { l.closed.Store(true); return nil }

// pipePeers opens a two-seat lobby (seat 0 the host's, seat 1 remote) and a
// guest for it.
func pipePeers(t *testing.T) (n *testNet, host, guest *Peer) {
	t.Helper()
	n = newTestNet(t)
	host, err := NewHost(n.config("Hanna", 1), "mallornothing", engine.Options{}, []SeatPlan{{Kind: "local"}, {Kind: "remote"}})
	if err != nil {
		t.Fatal(err)
	}
	guest, err = NewGuest(n.config("Gil", 2), host.Match())
	if err != nil {
		t.Fatal(err)
	}
	return n, host, guest
}

// The guest's hello reaches the host's Pipe before the host binds it: it
// waits there, and Bind delivers it, so the guest takes its seat.
func TestPipeQueuesUntilBind(t *testing.T) {
	n, host, guest := pipePeers(t)
	hostEnd, guestEnd := NewPipe(nil), NewPipe(nil)
	toHost := &pipeLink{to: hostEnd, wg: &n.wg}
	toGuest := &pipeLink{to: guestEnd, wg: &n.wg}
	guestEnd.Bind(guest, toHost) // the guest says hello at once
	n.settle()
	hostEnd.mu.Lock()
	queued := len(hostEnd.queue)
	hostEnd.mu.Unlock()
	if queued == 0 {
		t.Fatal("the hello was not kept for the host")
	}
	if st := host.Status(); !st.Setup.Seats[1].Open() {
		t.Fatalf("the host saw the guest before Bind: %+v", st.Setup.Seats)
	}
	hostEnd.Bind(host, toGuest)
	deadline := time.Now().Add(5 * time.Second)
	for {
		n.settle()
		hs, gs := host.Status(), guest.Status()
		if !hs.Setup.Seats[1].Open() && gs.Me >= 0 && len(gs.Setup.Seats) == 2 && gs.Setup.Seats[1].Peer == gs.Me {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the guest did not join: host %+v, guest %+v", hs.Setup, gs.Setup)
		}
		time.Sleep(time.Millisecond)
	}
	if hostEnd.IsClosed() || guestEnd.IsClosed() {
		t.Fatal("a pipe reports its link closed")
	}
}

// A close that comes before Bind is kept too: Bind attaches and detaches
// again, and onDown runs once however often the transport reports it.
func TestPipeCloseBeforeBind(t *testing.T) {
	n, host, guest := pipePeers(t)
	var downs atomic.Int32
	hostEnd := NewPipe(func() { downs.Add(1) })
	guestEnd := NewPipe(nil)
	guestEnd.Bind(guest, &pipeLink{to: hostEnd, wg: &n.wg})
	n.settle()
	hostEnd.Closed()
	hostEnd.Closed()
	if !hostEnd.IsClosed() || downs.Load() != 1 {
		t.Fatalf("closed %v, onDown ran %d times", hostEnd.IsClosed(), downs.Load())
	}
	hostEnd.Bind(host, &pipeLink{to: guestEnd, wg: &n.wg})
	n.settle()
	host.mu.Lock()
	links := len(host.links)
	host.mu.Unlock()
	if links != 0 {
		t.Fatalf("the host keeps %d links after a close before Bind", links)
	}
	hostEnd.Closed()
	if downs.Load() != 1 {
		t.Fatalf("onDown ran %d times", downs.Load())
	}
}

// A close after Bind detaches the link from the peer.
func TestPipeCloseAfterBind(t *testing.T) {
	n, host, guest := pipePeers(t)
	hostEnd, guestEnd := NewPipe(nil), NewPipe(nil)
	guestEnd.Bind(guest, &pipeLink{to: hostEnd, wg: &n.wg})
	hostEnd.Bind(host, &pipeLink{to: guestEnd, wg: &n.wg})
	n.settle()
	host.mu.Lock()
	before := len(host.links)
	host.mu.Unlock()
	hostEnd.Closed()
	host.mu.Lock()
	after := len(host.links)
	host.mu.Unlock()
	if before != 1 || after != 0 {
		t.Fatalf("host links: %d before the close, %d after", before, after)
	}
}
