package p2ptest

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/netplay"
)

// reportOf finds the host's report of a fault.
func reportOf(t *testing.T, n *node, f netplay.Fault, detail string) netplay.Report {
	t.Helper()
	var found netplay.Report
	waitFor(t, func() bool {
		for _, r := range n.p.Reports() {
			if r.Fault == f && strings.Contains(r.Detail, detail) {
				found = r
				return true
			}
		}
		return false
	}, "a %s report containing %q", f, detail)
	return found
}

// TestRawFaultsOverWebRTC sends, on a guest's real data channel, what a
// broken or hostile client could: noise, an oversized message, a message
// with a broken signature and one of the guest's messages again. The host
// drops each and reports it with the guest's seat; the game then ends the
// same everywhere with nothing lost.
func TestRawFaultsOverWebRTC(t *testing.T) {
	nodes := lobby(t, 4, 2)
	host, g := nodes[0], nodes[1]
	link := g.links[0]
	// Play a while, keeping a copy of the guest's move messages as sent.
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	var paused sync.Map
	stop := func(n *node) func() bool {
		return func() bool { _, ok := paused.Load(n); return ok }
	}
	for i, n := range nodes {
		wg.Add(1)
		go func() { defer wg.Done(); drive(ctx, n, uint64(i+1), stop(n)) }()
	}
	waitFor(t, func() bool { return host.p.Status().Step > 60 }, "step 60")
	for _, n := range nodes {
		paused.Store(n, true)
	}
	time.Sleep(100 * time.Millisecond) // let the moves in flight land
	before := host.p.State().Hash()
	step := host.p.Status().Step

	send := func(b []byte) {
		if err := link.Send(b); err != nil {
			t.Fatal(err)
		}
	}
	send([]byte("not a galleria message"))
	r := reportOf(t, host, netplay.FaultMalformed, "too short")
	if r.Seat != 0 || r.Peer != "Guest1" {
		t.Fatalf("malformed blamed on %+v", r)
	}
	send(make([]byte, netplay.MaxMessage+100))
	if r := reportOf(t, host, netplay.FaultOversized, "over the 16384-byte cap"); r.Seat != 0 {
		t.Fatalf("oversized blamed on %+v", r)
	}
	// A stored record of the guest: its signature broken, then intact.
	raw := guestRecord(t, g)
	bad := append([]byte(nil), raw...)
	bad[10] ^= 0xff
	send(bad)
	if r := reportOf(t, host, netplay.FaultForged, "signature does not verify"); r.Seat != 0 {
		t.Fatalf("forged blamed on %+v", r)
	}
	send(raw)
	if r := reportOf(t, host, netplay.FaultReplayed, "already received"); r.Seat != 0 {
		t.Fatalf("replay blamed on %+v", r)
	}
	if host.p.State().Hash() != before || host.p.Status().Step != step {
		t.Fatal("a dropped message changed the host's state")
	}
	for _, n := range nodes {
		paused.Delete(n)
	}
	wg.Wait()
	cancel()
	for _, n := range nodes {
		if !n.p.Status().Over {
			t.Fatalf("%s did not finish", n.name)
		}
		if n.p.State().Hash() != host.p.State().Hash() {
			t.Fatalf("%s ended differently", n.name)
		}
	}
	if got := len(host.p.Reports()); got != 4 {
		t.Fatalf("host has %d reports, want the 4 faults: %v", got, host.p.Reports())
	}
}

// guestRecord returns one of the guest's own logged messages, as stored.
func guestRecord(t *testing.T, g *node) []byte {
	t.Helper()
	for i := 0; i < 10000; i++ {
		raw, _ := g.store.Load(fmt.Sprintf("rec/%d", i))
		if len(raw) == 0 {
			break
		}
		if strings.Contains(string(raw), `"f":"`+g.p.Key()+`"`) {
			return raw
		}
	}
	t.Fatal("the guest has no record of its own")
	return nil
}

// TestDropRejoinOverWebRTC: a guest's connection dies mid-game; the host
// notices, the match waits for it, the guest reconnects with a new data
// channel and catches up from the host's log, and the game ends the same.
func TestDropRejoinOverWebRTC(t *testing.T) {
	nodes := lobby(t, 4, 2)
	host, g := nodes[0], nodes[1]
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	var dropped sync.Map
	errs := make(chan error, len(nodes))
	for i, n := range nodes {
		go func() {
			errs <- drive(ctx, n, uint64(i+1), func() bool { _, ok := dropped.Load(n); return ok })
		}()
	}
	waitFor(t, func() bool { return host.p.Status().Step > 40 }, "step 40")
	dropped.Store(g, true)
	g.links[0].Close()
	waitFor(t, func() bool { return !host.p.Status().Connected[1] }, "the host to see the drop")
	waitFor(t, func() bool {
		st := host.p.Status()
		for _, w := range st.Waiting {
			if w.Peer == 1 && !w.Connected {
				return true
			}
		}
		return false
	}, "the match to wait for the dropped guest")
	connect(t, host, g)
	waitFor(t, func() bool { return g.p.Status().Step == host.p.Status().Step }, "the guest to catch up")
	dropped.Delete(g)
	for range nodes {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	sameEnd(t, nodes)
}

// TestReloadOverWebRTC: a guest's page reloads in the middle of a sealed
// round it has committed to: the peer is rebuilt from its store (key, log,
// the secret of its commitment) and rejoins; the round completes.
func TestReloadOverWebRTC(t *testing.T) {
	nodes := lobby(t, 4, 2)
	host, g := nodes[0], nodes[1]
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	var gone sync.Map
	errs := make(chan error, len(nodes))
	for i, n := range nodes[:1] {
		go func() { errs <- drive(ctx, n, uint64(i+1), nil) }()
	}
	drv := func(n *node, seed uint64) {
		go func() { errs <- drive(ctx, n, seed, func() bool { _, ok := gone.Load(n); return ok }) }()
	}
	drv(nodes[2], 3)
	gctx, gcancel := context.WithCancel(ctx)
	go func() { drive(gctx, g, 2, nil) }()
	// Wait until the guest has sealed a bid that is not yet revealed.
	waitFor(t, func() bool {
		st := g.p.Status()
		for _, s := range st.Sealed {
			if s == 0 && len(st.Waiting) > 0 {
				return true
			}
		}
		return false
	}, "the guest to seal a bid")
	gcancel()
	g.p.Close()
	g.links[0].Close()
	step := g.p.Status().Step
	// The reload: a new peer from the stored data only.
	ng, cfg := newNode(t, "Guest1")
	ng.store = g.store
	cfg.Store = g.store
	var err error
	if ng.p, err = netplay.Restore(cfg); err != nil {
		t.Fatal(err)
	}
	if ng.p.Key() != g.p.Key() || ng.p.Status().Step != step {
		t.Fatalf("restored at step %d (want %d); same key %v", ng.p.Status().Step, step, ng.p.Key() == g.p.Key())
	}
	connect(t, host, ng)
	nodes[1] = ng
	go func() { errs <- drive(ctx, ng, 9, nil) }()
	for i := 0; i < 3; i++ {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	sameEnd(t, nodes)
}

// TestHostLeavesOverWebRTC: the host's page closes mid-game. Guest 1 takes
// over as host (it holds the whole log), guest 2 connects to it, and they
// finish the game; the new host runs the old host's bots.
func TestHostLeavesOverWebRTC(t *testing.T) {
	nodes := lobby(t, 4, 2)
	host, g1, g2 := nodes[0], nodes[1], nodes[2]
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	hctx, hcancel := context.WithCancel(ctx)
	go drive(hctx, host, 1, nil)
	var paused sync.Map
	errs := make(chan error, 2)
	for i, n := range nodes[1:] {
		go func() { errs <- drive(ctx, n, uint64(i+2), func() bool { _, ok := paused.Load(n); return ok }) }()
	}
	waitFor(t, func() bool { return g2.p.Status().Step > 50 }, "step 50")
	hcancel()
	host.p.Close()
	waitFor(t, func() bool { return !g1.p.Status().Connected[0] && !g2.p.Status().Connected[0] }, "the guests to see the host leave")
	if err := g1.p.TakeHost(); err != nil {
		t.Fatal(err)
	}
	connect(t, g1, g2)
	waitFor(t, func() bool { return g2.p.Status().Setup.Host == 1 }, "guest 2 to accept the new host")
	for range 2 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	sameEnd(t, nodes[1:])
	if st := g2.p.Status(); st.Setup.Seats[2].Peer != 1 || st.Setup.Seats[3].Peer != 1 {
		t.Fatalf("the old host's bots are not run by the new host: %+v", st.Setup.Seats)
	}
	_ = engine.Terminal
}
