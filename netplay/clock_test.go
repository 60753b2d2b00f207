package netplay

import (
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
)

// threeSeatLobby opens the lobby of a 3-seat Mall World match with clock c
// (nil: none): the host's person (seat 0) and two guests (seats 1 and 2),
// connected.
func threeSeatLobby(t *testing.T, n *testNet, c *Clock) (*Peer, []*Peer) {
	t.Helper()
	host, err := NewHost(n.config("Host", 1), "mallworld", engine.Options{"players": "3"},
		[]SeatPlan{{Kind: "local"}, {Kind: "remote"}, {Kind: "remote"}})
	if err != nil {
		t.Fatal(err)
	}
	if err := host.SetClock(c); err != nil {
		t.Fatal(err)
	}
	var gs []*Peer
	for i := 0; i < 2; i++ {
		g, err := NewGuest(n.config("Guest"+itoa(i+1), uint64(10+i)), host.Match())
		if err != nil {
			t.Fatal(err)
		}
		n.connect(host, g)
		n.settle()
		gs = append(gs, g)
	}
	return host, gs
}

// clockMatch starts threeSeatLobby's match with clock c.
func clockMatch(t *testing.T, n *testNet, c *Clock) (*Peer, []*Peer) {
	t.Helper()
	host, gs := threeSeatLobby(t, n, c)
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	n.settle()
	return host, gs
}

// waitsFor reports whether the match waits for seat (a move or a sealed
// move not yet committed).
func waitsFor(p *Peer, seat int) bool {
	for _, w := range p.Status().Waiting {
		if w.Seat == seat && (w.What == "move" || w.What == "sealed move") {
			return true
		}
	}
	return false
}

// TestClockTimeOut: a clock of 30 s a decision; the first guest never
// plays. Each time the match waits for its seat, 31 s pass: the host's
// clock finds the seat overdue, TimeOut lends it to a bot the host runs
// (a roster record marked Lent, in every peer's log), the bot's decision
// is played, and the seat goes back to the guest. Turns and sealed bids
// both time out; the match ends the same for all; every page shows the
// seats' times, a spectator's too.
func TestClockTimeOut(t *testing.T) {
	inlineFeed(t)
	n := newTestNet(t)
	host, gs := clockMatch(t, n, &Clock{Move: 30_000})
	sp := newWatcher(t, n, host, "Watcher", 60)
	n.watch(host, sp)
	n.settle()
	playing := []*Peer{host, gs[1]}
	kinds := map[engine.Kind]int{}
	for i := 0; i < 400 && !host.Status().Over; i++ {
		n.run(playing, 100000)
		if host.Status().Over {
			break
		}
		if !waitsFor(host, 1) {
			t.Fatalf("the match stopped without waiting for seat 1: %+v", host.Status().Waiting)
		}
		if o := host.Overdue(); len(o) != 0 {
			t.Fatalf("overdue before the time is out: %v", o)
		}
		if err := host.TimeOut(1, "greedy"); err == nil {
			t.Fatal("TimeOut with time left was accepted")
		}
		n.clock.Add(29 * time.Second)
		if cl := gs[0].Clocks(); len(cl) != 3 || !cl[1].Running || cl[1].Left > time.Second || cl[1].Left <= 0 {
			t.Fatalf("the guest's clocks after 29 s: %+v", cl)
		}
		if cl := sp.Clocks(); len(cl) != 3 || !cl[1].Running || cl[1].Left > time.Second || cl[1].Left <= 0 {
			t.Fatalf("the spectator's clocks after 29 s: %+v", cl)
		}
		n.clock.Add(2 * time.Second)
		if o := host.Overdue(); len(o) != 1 || o[0] != 1 {
			t.Fatalf("overdue after 31 s: %v", o)
		}
		kinds[host.State().Decision().Kind]++
		if err := host.TimeOut(1, "greedy"); err != nil {
			t.Fatal(err)
		}
		n.settle()
		if si := gs[0].Status().Setup.Seats[1]; si.Lent != 2 || si.Bot != "greedy" {
			t.Fatalf("the guest sees seat 1 as %+v after the time-out", si)
		}
		step := host.Status().Step
		for j := 0; j < 50 && host.Status().Step == step; j++ {
			n.stepOnce(playing, n.rng)
		}
		n.settle()
		if si := host.Status().Setup.Seats[1]; si.Lent != 0 || si.Bot != "" || si.Peer != 1 {
			t.Fatalf("after the bot's decision seat 1 is %+v, not back with the guest", si)
		}
	}
	peers := []*Peer{host, gs[0], gs[1]}
	mustOver(t, peers)
	for _, p := range peers {
		if r := p.Reports(); len(r) > 0 {
			t.Errorf("%s: reports %v", p.cfg.Name, r)
		}
	}
	if kinds[engine.Turn] == 0 || kinds[engine.Simultaneous] == 0 {
		t.Errorf("time-outs by kind of decision: %v; want turns and sealed bids", kinds)
	}
	lent := 0
	for _, raw := range gs[1].Transcript() {
		if msg, err := decode(raw); err == nil && msg.Kind == kindRoster && strings.Contains(string(raw), `"lent":2`) {
			lent++
		}
	}
	if lent != kinds[engine.Turn]+kinds[engine.Simultaneous] {
		t.Errorf("%d lent rosters in the log, %v time-outs", lent, kinds)
	}
	t.Logf("%d steps; time-outs %v", host.Status().Step, kinds)
}

// TestClockBankAndTakeover: a bank of 60 s with 5 s more after each
// decision. A guest's turn taken in 10 s costs its bank 10 s and gives 5
// back, as the host and the other guest show. Then the host leaves while
// the game waits for the second guest; the first guest takes over as host
// and keeps the times the old host last told it: the second guest's bank
// runs on, runs out, and the new host lends the seat to a bot, as the old
// host would have.
func TestClockBankAndTakeover(t *testing.T) {
	n := newTestNet(t)
	host, gs := clockMatch(t, n, &Clock{Bank: 60_000, Inc: 5_000})
	// Until seat 1 (the first guest) has a turn.
	for i := 0; ; i++ {
		n.run([]*Peer{host, gs[1]}, 100000)
		if waitsFor(host, 1) && host.State().Decision().Kind == engine.Turn {
			break
		}
		if i > 200 || host.Status().Over {
			t.Fatal("seat 1 never had a turn")
		}
		n.stepOnce([]*Peer{gs[0]}, n.rng)
	}
	before := host.Clocks()[1].Left
	n.clock.Add(10 * time.Second)
	if !n.stepOnce([]*Peer{gs[0]}, n.rng) {
		t.Fatal("the first guest had nothing to play")
	}
	n.settle()
	want := before - 10*time.Second + 5*time.Second
	for _, p := range []*Peer{host, gs[1]} {
		if got := p.Clocks()[1].Left; got != want {
			t.Fatalf("%s: seat 1's bank %v after a 10 s turn, want %v (was %v)", p.cfg.Name, got, want, before)
		}
	}

	// Until the game waits for seat 2; then the host leaves.
	for i := 0; !waitsFor(host, 2); i++ {
		if i > 200 || host.Status().Over {
			t.Fatal("the game never waited for seat 2")
		}
		n.stepOnce([]*Peer{host, gs[0]}, n.rng)
		n.settle()
	}
	left := gs[0].Clocks()[2].Left
	host.Close()
	for _, g := range gs {
		n.drop(g)
	}
	n.settle()
	n.clock.Add(20 * time.Second)
	if err := gs[0].TakeHost(); err != nil {
		t.Fatal(err)
	}
	n.connect(gs[0], gs[1])
	n.settle()
	if got := gs[0].Clocks()[2]; !got.Running || got.Left != left-20*time.Second {
		t.Fatalf("the new host's clock of seat 2: %+v, want %v running", got, left-20*time.Second)
	}
	if err := gs[0].GiveToBot(0, "greedy"); err != nil { // the old host's person
		t.Fatal(err)
	}
	n.settle()
	n.clock.Add(left - 20*time.Second + time.Second)
	if o := gs[0].Overdue(); len(o) != 1 || o[0] != 2 {
		t.Fatalf("the new host finds overdue %v, want [2]", o)
	}
	if err := gs[0].TimeOut(2, "greedy"); err != nil {
		t.Fatal(err)
	}
	finish(t, n, gs)
	for _, p := range gs {
		if r := p.Reports(); len(r) > 0 {
			t.Errorf("%s: reports %v", p.cfg.Name, r)
		}
	}
}
