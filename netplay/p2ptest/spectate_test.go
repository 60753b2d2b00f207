package p2ptest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/galleria-games/galleria/netplay"
	"github.com/galleria-games/galleria/netplay/rtc"
)

// watchNode is a spectator and its links.
type watchNode struct {
	w     *netplay.Watcher
	links []*rtc.Link
}

// newWatchNode makes a spectator of host's match, closed when the test
// ends.
func newWatchNode(t *testing.T, host *node, name string) *watchNode {
	t.Helper()
	id, err := netplay.NewIdentity(nil)
	if err != nil {
		t.Fatal(err)
	}
	w, err := netplay.NewWatcher(netplay.Config{Identity: id, Name: name, Logf: t.Logf}, host.p.Match())
	if err != nil {
		t.Fatal(err)
	}
	wn := &watchNode{w: w}
	t.Cleanup(func() {
		w.Close()
		for _, l := range wn.links {
			l.Close()
		}
	})
	return wn
}

// connectWatcher links a spectator to the host over a WebRTC data channel,
// as connect does a guest.
func connectWatcher(t *testing.T, host *node, wn *watchNode) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cfg := rtc.Config{Loopback: true}
	var hid, wid netplay.LinkID
	hready, wready := make(chan struct{}), make(chan struct{})
	pend, offer, err := rtc.Offer(ctx, cfg, rtc.Handlers{
		Message: func(b []byte) { <-hready; host.p.Receive(hid, b) },
		Closed:  func() { <-hready; host.p.Detach(hid) },
	})
	if err != nil {
		t.Fatal(err)
	}
	defer pend.Close()
	wl, answer, err := rtc.Answer(ctx, cfg, offer, rtc.Handlers{
		Message: func(b []byte) { <-wready; wn.w.Receive(wid, b) },
		Closed:  func() { <-wready; wn.w.Detach(wid) },
	})
	if err != nil {
		t.Fatal(err)
	}
	wn.links = append(wn.links, wl)
	hl, err := pend.Accept(ctx, answer)
	if err != nil {
		t.Fatal(err)
	}
	host.keep(hl)
	if err := wl.WaitOpen(ctx); err != nil {
		t.Fatal(err)
	}
	hid = host.p.Attach(hl)
	close(hready)
	wid = wn.w.Attach(wl)
	close(wready)
}

// TestSpectatorsOverWebRTC: a Mall World match of a host, two guests and
// two bots, played once with no spectator and once with eight, each over
// its own WebRTC link to the host from before the start. Every spectator
// follows to the end: its view is the spectator's view of the players'
// final state, with no fault. Figure: the players' median latency of a
// plain move without and with the spectators.
func TestSpectatorsOverWebRTC(t *testing.T) {
	watchLeaks(t)
	var lat [2]time.Duration
	var counts [2]int
	for run, spectators := range []int{0, netplay.MaxSpectators} {
		t.Run(fmt.Sprintf("%dspectators", spectators), func(t *testing.T) {
			hn, hcfg := newNode(t, "Host")
			plan := []netplay.SeatPlan{{Kind: "remote"}, {Kind: "remote"}, {Kind: "local"}, {Kind: "bot", Bot: "greedy"}, {Kind: "bot", Bot: "random"}}
			var err error
			if hn.p, err = netplay.NewHost(hcfg, "mallworld", map[string]string{"players": "5"}, plan); err != nil {
				t.Fatal(err)
			}
			var ws []*watchNode
			for i := 0; i < spectators; i++ {
				wn := newWatchNode(t, hn, fmt.Sprintf("Spectator%d", i+1))
				connectWatcher(t, hn, wn)
				ws = append(ws, wn)
			}
			waitFor(t, func() bool { return len(hn.p.Spectators()) == spectators }, "%d spectators at the host", spectators)
			nodes := []*node{hn}
			for i := 0; i < 2; i++ {
				gn, gcfg := newNode(t, fmt.Sprintf("Guest%d", i+1))
				if gn.p, err = netplay.NewGuest(gcfg, hn.p.Match()); err != nil {
					t.Fatal(err)
				}
				connect(t, hn, gn)
				waitFor(t, func() bool { return !hn.p.Status().Setup.Seats[i].Open() }, "guest %d to take its seat", i+1)
				nodes = append(nodes, gn)
			}
			if err := hn.p.Start(); err != nil {
				t.Fatal(err)
			}
			for _, n := range nodes {
				waitFor(t, func() bool { return n.p.Status().Started }, "%s to start", n.name)
			}
			playAll(t, nodes, 3*time.Minute)
			sameEnd(t, nodes)
			st := hn.p.State()
			want := st.View(st.Seats()).Hash()
			steps := hn.p.Status().Step
			lat[run], counts[run] = latPlain(nodes), nPlain(nodes)
			t.Logf("%d spectators: %d steps; median plain-move latency %v over %d", spectators, steps, lat[run], counts[run])
			for i, wn := range ws {
				waitFor(t, func() bool { return wn.w.Status().Steps == steps }, "spectator %d to follow all %d steps", i+1, steps)
				ws := wn.w.Status()
				if len(ws.Reports) > 0 || ws.View.Hash() != want || ws.View.Result() == nil {
					t.Fatalf("spectator %d: reports %v; view of the end %v", i+1, ws.Reports, ws.View.Hash() == want)
				}
			}
		})
	}
	if lat[0] > 0 {
		t.Logf("plain-move latency with %d spectators / without: %.2f (%v / %v)", netplay.MaxSpectators, float64(lat[1])/float64(lat[0]), lat[1], lat[0])
	}
}
