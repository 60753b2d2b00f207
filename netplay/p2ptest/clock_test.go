package p2ptest

import (
	"context"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/galleria-games/galleria/netplay"
)

// keepClock is what a host's match driver does with the clock: every 20 ms
// it lends each overdue seat to the greedy bot (the host's drive then moves
// it); it counts the time-outs. It stops with ctx.
func keepClock(ctx context.Context, host func() *netplay.Peer, timeouts *atomic.Int64) {
	for ctx.Err() == nil {
		if p := host(); p != nil {
			for _, s := range p.Overdue() {
				if p.TimeOut(s, "greedy") == nil {
					timeouts.Add(1)
				}
			}
		}
		select {
		case <-ctx.Done():
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// TestClockOverWebRTC: a Mall World match of the host and two guests over
// WebRTC with a clock of 1 s a decision. The second guest sits out its
// first decisions: each time, the host's clock lends its seat to a bot for
// that decision and gives it back. Later the host leaves while the match
// waits for the second guest, which is silent again; the first guest takes
// over as host with the clock's times, and its clock lends the seat to a
// bot in turn. All end the same; the log has a lent roster for each
// time-out.
func TestClockOverWebRTC(t *testing.T) {
	hn, hcfg := newNode(t, "Host")
	var err error
	if hn.p, err = netplay.NewHost(hcfg, "mallworld", map[string]string{"players": "3"},
		[]netplay.SeatPlan{{Kind: "remote"}, {Kind: "remote"}, {Kind: "local"}}); err != nil {
		t.Fatal(err)
	}
	if err := hn.p.SetClock(&netplay.Clock{Move: 1000}); err != nil {
		t.Fatal(err)
	}
	nodes := []*node{hn}
	for i := 0; i < 2; i++ {
		gn, gcfg := newNode(t, "Guest"+string(rune('1'+i)))
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
	g1, g2 := nodes[1], nodes[2]
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	var hostNow atomic.Pointer[netplay.Peer]
	hostNow.Store(hn.p)
	var timeouts atomic.Int64
	go keepClock(ctx, hostNow.Load, &timeouts)
	var silent atomic.Bool
	silent.Store(true)
	hctx, hcancel := context.WithCancel(ctx)
	go drive(hctx, hn, 1, nil)
	errs := make(chan error, 2)
	go func() { errs <- drive(ctx, g1, 2, nil) }()
	go func() { errs <- drive(ctx, g2, 3, silent.Load) }()

	waitFor(t, func() bool { return timeouts.Load() >= 3 }, "three time-outs of the silent guest")
	silent.Store(false)
	waitFor(t, func() bool { return g2.p.Status().Step > 60 }, "step 60")
	silent.Store(true)
	waitFor(t, func() bool {
		for _, w := range hn.p.Status().Waiting {
			if w.Seat == 1 && (w.What == "move" || w.What == "sealed move") {
				return true
			}
		}
		return false
	}, "the match to wait for the silent guest")
	before := timeouts.Load()
	hostNow.Store(nil)
	hcancel()
	hn.p.Close()
	waitFor(t, func() bool { return !g1.p.Status().Connected[0] && !g2.p.Status().Connected[0] }, "the guests to see the host leave")
	if err := g1.p.TakeHost(); err != nil {
		t.Fatal(err)
	}
	if err := g1.p.GiveToBot(2, "greedy"); err != nil { // the old host's person
		t.Fatal(err)
	}
	hostNow.Store(g1.p)
	connect(t, g1, g2)
	waitFor(t, func() bool { return timeouts.Load() > before }, "the new host to time the silent guest out")
	silent.Store(false)
	for range 2 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	sameEnd(t, nodes[1:])
	lent := 0
	for _, raw := range g2.p.Transcript() {
		if strings.Contains(string(raw), `"lent":`) {
			lent++
		}
	}
	if lent < int(timeouts.Load()) {
		t.Errorf("%d lent rosters in the log for %d time-outs", lent, timeouts.Load())
	}
	// Lendings (what the pages tell) lists each time-out once, the same on
	// both guests, the new host's included.
	l1, _ := g1.p.Lendings(0)
	l2, _ := g2.p.Lendings(0)
	if len(l2) < int(timeouts.Load()) || !slices.Equal(l1, l2) {
		t.Errorf("lendings: %d on the new host, %d on the other guest, for %d time-outs", len(l1), len(l2), timeouts.Load())
	}
	for _, n := range nodes[1:] {
		if r := n.p.Reports(); len(r) > 0 {
			t.Errorf("%s: reports %v", n.name, r)
		}
	}
	t.Logf("%d steps, %d time-outs (%d by the new host)", g2.p.Status().Step, timeouts.Load(), timeouts.Load()-before)
}
