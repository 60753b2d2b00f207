package netplay

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
)

// playUntil runs the match until cond holds (checked between moves).
func (n *testNet) playUntil(peers []*Peer, cond func() bool) {
	n.t.Helper()
	for i := 0; i < 5000 && !cond(); i++ {
		n.run(peers, 1)
	}
	n.settle()
	if !cond() {
		n.t.Fatalf("condition never reached (step %d)", peers[0].Status().Step)
	}
}

// forge signs a message body as id would.
func forge(t *testing.T, id Identity, match string, seq uint64, b body) []byte {
	t.Helper()
	b.Match, b.From, b.Seq = match, id.Key(), seq
	raw, err := encode(id, b)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

// guestTurn plays until the guest's seat 0 has a plain move to make.
func guestTurn(n *testNet, peers []*Peer, g *Peer) {
	n.playUntil(peers, func() bool {
		st := g.State()
		return st != nil && st.Decision().Kind == engine.Turn && st.Decision().Acts(0)
	})
}

func wantReport(t *testing.T, p *Peer, f Fault, seat int, detail string) {
	t.Helper()
	for _, r := range p.Reports() {
		if r.Fault == f && r.Seat == seat && strings.Contains(r.Detail, detail) {
			if !strings.Contains(r.String(), "dropped") {
				t.Errorf("report text %q", r)
			}
			return
		}
	}
	t.Fatalf("%s: no %s report for seat %d containing %q; reports: %v", p.cfg.Name, f, seat, detail, p.Reports())
}

// finish plays to the end and checks every peer agrees, and that the log
// replays through the engine to the same state.
func finish(t *testing.T, n *testNet, peers []*Peer) {
	t.Helper()
	n.run(peers, 100000)
	mustOver(t, peers)
	g, _ := games.Lookup("mallworld")
	st, err := engine.Replay(g, peers[0].EngineMatch())
	if err != nil {
		t.Fatal(err)
	}
	if st.Hash() != hashOf(peers[0]) {
		t.Fatal("the log does not replay to the final state")
	}
}

// TestFaultDropped: one case per kind of bad message a guest's link can
// carry. Each is dropped, reported on the host with the exact fault, the
// guest's seat and name, and a detail naming what was wrong; the host's
// state does not move; nothing is passed on to the other guest; and the
// match then plays to the end identically on every peer.
func TestFaultDropped(t *testing.T) {
	zero := b64(make([]byte, 32))
	cases := []struct {
		name   string
		fault  Fault
		detail string
		make   func(t *testing.T, n *testNet, host *Peer, gs []*Peer) []byte
	}{
		{"malformed-short", FaultMalformed, "11 bytes is too short for a message", func(*testing.T, *testNet, *Peer, []*Peer) []byte {
			return []byte("hello there")
		}},
		{"malformed-body", FaultMalformed, "body: invalid character 'x'", func(*testing.T, *testNet, *Peer, []*Peer) []byte {
			return append([]byte{Version}, bytes.Repeat([]byte{'x'}, 200)...)
		}},
		{"malformed-version", FaultMalformed, "wire version 9, this client speaks 1", func(*testing.T, *testNet, *Peer, []*Peer) []byte {
			return append([]byte{9}, bytes.Repeat([]byte{'x'}, 200)...)
		}},
		{"oversized", FaultOversized, "16385 bytes, over the 16384-byte cap", func(*testing.T, *testNet, *Peer, []*Peer) []byte {
			return bytes.Repeat([]byte{1}, MaxMessage+1)
		}},
		{"forged-signature", FaultForged, "move message: the signature does not verify", func(t *testing.T, n *testNet, host *Peer, gs []*Peer) []byte {
			// Signed by guest 1, but claiming guest 2's key.
			raw := forge(t, gs[0].cfg.Identity, host.Match(), 900, body{Kind: kindMove, Step: host.Status().Step, Seat: 0, Move: "pass", Log: zero, State: zero})
			msg, _ := decode(raw)
			return bytes.Replace(raw, []byte(msg.From), []byte(gs[1].Key()), 1)
		}},
		{"forged-unknown-key", FaultForged, "which is not in the match", func(t *testing.T, n *testNet, host *Peer, gs []*Peer) []byte {
			stranger := n.config("Mallory", 99).Identity
			return forge(t, stranger, host.Match(), 1, body{Kind: kindAck, Seat: -1, Log: zero, State: zero})
		}},
		{"illegal", FaultIllegal, `move "bid 99"`, func(t *testing.T, n *testNet, host *Peer, gs []*Peer) []byte {
			step := host.Status().Step
			h := host.hist[step]
			return forge(t, gs[0].cfg.Identity, host.Match(), 1000, body{Kind: kindMove, Step: step, Seat: 0, Move: "bid 99", Log: b64(h.log[:]), State: b64(h.state[:])})
		}},
		{"wrong-seat", FaultWrongSeat, "Guest1 does not play seat 1", func(t *testing.T, n *testNet, host *Peer, gs []*Peer) []byte {
			step := host.Status().Step
			h := host.hist[step]
			return forge(t, gs[0].cfg.Identity, host.Match(), 1001, body{Kind: kindMove, Step: step, Seat: 1, Move: "pass", Log: b64(h.log[:]), State: b64(h.state[:])})
		}},
		{"replayed", FaultReplayed, "was already received", func(t *testing.T, n *testNet, host *Peer, gs []*Peer) []byte {
			for _, raw := range host.log {
				if msg, err := decode(raw); err == nil && msg.From == gs[0].Key() {
					return raw
				}
			}
			t.Fatal("the guest has sent nothing yet")
			return nil
		}},
		{"desync", FaultDesync, "its hashes differ from ours", func(t *testing.T, n *testNet, host *Peer, gs []*Peer) []byte {
			// An ack whose state hash is not the host's: the guest (or a
			// relay lying to it) went another way.
			step := host.Status().Step
			h := host.hist[step]
			return forge(t, gs[0].cfg.Identity, host.Match(), 1003, body{Kind: kindAck, Step: step, Seat: -1, Log: b64(h.log[:]), State: zero})
		}},
		{"other-match", FaultOtherMatch, "for match 0123456789abcdef0123456789abcdef", func(t *testing.T, n *testNet, host *Peer, gs []*Peer) []byte {
			return forge(t, gs[0].cfg.Identity, "0123456789abcdef0123456789abcdef", 1002, body{Kind: kindAck, Seat: -1, Log: zero, State: zero})
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			n := newTestNet(t)
			host, gs := lobby(t, n, 4, 2)
			peers := append([]*Peer{host}, gs...)
			guestTurn(n, peers, gs[0])
			before, step := hashOf(host), host.Status().Step
			n.guestSide[gs[0]].Send(tc.make(t, n, host, gs))
			n.settle()
			r := host.Reports()
			if len(r) != 1 || r[0].Fault != tc.fault || r[0].Seat != 0 || r[0].Peer != "Guest1" || !strings.Contains(r[0].Detail, tc.detail) {
				t.Fatalf("host reports %q, want one %s report for seat 0 (Guest1) with %q", r, tc.fault, tc.detail)
			}
			if want := fmt.Sprintf("step %d: %s message from seat 0 (Guest1) dropped: ", step, tc.fault); !strings.HasPrefix(r[0].String(), want) {
				t.Fatalf("report text %q, want it to start %q", r[0], want)
			}
			if hashOf(host) != before || host.Status().Step != step {
				t.Fatal("a dropped message changed the host's state")
			}
			if len(gs[1].Reports()) != 0 {
				t.Fatalf("the other guest saw it: %v", gs[1].Reports())
			}
			finish(t, n, peers)
			if len(host.Reports()) != 1 {
				t.Fatalf("more reports after: %v", host.Reports())
			}
		})
	}
}

// sealedRound plays until both guests must bid in a closed-fist auction.
func sealedRound(n *testNet, peers []*Peer, g *Peer) {
	n.playUntil(peers, func() bool {
		st := g.State()
		return st != nil && st.Decision().Kind == engine.Simultaneous && st.Decision().Acts(0) && len(humansToAct(g)) > 0
	})
}

func TestFaultBadRevealThenBot(t *testing.T) {
	n := newTestNet(t)
	host, gs := lobby(t, n, 4, 2)
	peers := append([]*Peer{host}, gs...)
	g := gs[0]
	sealedRound(n, peers, g)
	step := host.Status().Step
	// The guest's peer lies: it commits to one bid and reveals another.
	moves := g.View(0).LegalMoves(0)
	honest, lie := moves[0], moves[len(moves)-1]
	if honest == lie {
		t.Fatalf("seat 0 has one legal bid (%q): the test needs two to lie with", honest)
	}
	m := host.Match()
	hist := host.hist[step]
	salt := make([]byte, 32)
	d := commitment(m, step, 0, 0, honest, salt)
	link := n.guestSide[g]
	// The guest's peer is not played (it is left out of 'others' below);
	// what it "sends" is forged here.
	link.Send(forge(t, g.cfg.Identity, m, 2000, body{Kind: kindCommit, Step: step, Seat: 0, Digest: b64(d[:]),
		Log: b64(hist.log[:]), State: b64(hist.state[:])}))
	// Let every other seat commit, then reveal the lie.
	others := []*Peer{host, gs[1]}
	n.run(others, 20)
	link.Send(forge(t, g.cfg.Identity, m, 2001, body{Kind: kindReveal, Step: step, Seat: 0, Move: lie, Salt: b64(salt)}))
	n.settle()
	wantReport(t, host, FaultBadReveal, 0, "does not match its commitment")
	if host.Status().Step != step {
		t.Fatal("the round was decided with a bad reveal")
	}
	// The host gives the cheating seat to a bot; the round restarts and the
	// match goes on without it.
	if err := host.GiveToBot(0, "greedy"); err != nil {
		t.Fatal(err)
	}
	n.drop(g)
	finish(t, n, others)
}

func TestFaultSilentSeatToBot(t *testing.T) {
	n := newTestNet(t)
	host, gs := lobby(t, n, 4, 2)
	peers := append([]*Peer{host}, gs...)
	g := gs[1]
	n.playUntil(peers, func() bool { return host.Status().Step > 40 })
	// Guest 2 stops playing; everyone else goes on until the game waits on it.
	others := []*Peer{host, gs[0]}
	n.run(others, 100000)
	st := host.Status()
	if st.Over || len(st.Waiting) == 0 {
		t.Fatalf("the match does not wait: %+v", st)
	}
	n.clock.Add(90 * time.Second)
	st = host.Status()
	w := st.Waiting[0]
	if w.Peer != 2 || w.Name != "Guest2" || w.For < 90*time.Second || !w.Connected {
		t.Fatalf("waiting %+v", st.Waiting)
	}
	if err := host.GiveToBot(1, "random"); err != nil {
		t.Fatal(err)
	}
	n.settle()
	if s := gs[0].Status().Setup.Seats[1]; s.Bot != "random" || s.Peer != 0 {
		t.Fatalf("guest 1 sees seat 1 as %+v", s)
	}
	if !gs[0].Status().Setup.Peers[2].Away {
		t.Fatal("the silent peer is not away")
	}
	n.drop(g)
	finish(t, n, others)
}

func TestFaultDropAndRejoin(t *testing.T) {
	n := newTestNet(t)
	host, gs := lobby(t, n, 4, 2)
	peers := append([]*Peer{host}, gs...)
	g := gs[0]
	n.playUntil(peers, func() bool { return host.Status().Step > 30 })
	n.drop(g)
	n.settle()
	if c := host.Status().Connected; c[1] {
		t.Fatalf("host still sees guest 1 connected: %v", c)
	}
	// The others go on as far as they can without it.
	n.run([]*Peer{host, gs[1]}, 100000)
	behind := g.Status().Step
	if host.Status().Step <= behind {
		t.Logf("the match could not move without the guest (step %d)", behind)
	}
	g.cfg.Logf = t.Logf
	n.connect(host, g)
	n.settle()
	if g.Status().Step != host.Status().Step {
		t.Fatalf("after rejoining the guest is at step %d, the host at %d", g.Status().Step, host.Status().Step)
	}
	finish(t, n, peers)
	for _, p := range peers {
		for _, r := range p.Reports() {
			t.Errorf("%s: %v", p.cfg.Name, r)
		}
	}
}

func TestReloadResumes(t *testing.T) {
	for _, who := range []string{"guest", "host"} {
		t.Run(who, func(t *testing.T) {
			n := newTestNet(t)
			host, gs := lobby(t, n, 4, 2)
			peers := append([]*Peer{host}, gs...)
			// Stop in the middle of a sealed round, after the guest committed.
			sealedRound(n, peers, gs[0])
			n.run(peers, 1)
			idx := 1
			if who == "host" {
				idx = 0
			}
			old := peers[idx]
			step, h := old.Status().Step, hashOf(old)
			cfg := old.cfg
			for _, g := range gs {
				n.drop(g)
			}
			old.Close()
			n.settle()
			p, err := Restore(Config{Store: cfg.Store, Now: cfg.Now, Rand: cfg.Rand})
			if err != nil {
				t.Fatal(err)
			}
			if p.Key() != old.Key() || p.Status().Step != step || hashOf(p) != h {
				t.Fatalf("restored at step %d (want %d), same key %v", p.Status().Step, step, p.Key() == old.Key())
			}
			peers[idx] = p
			for _, g := range peers[1:] {
				n.connect(peers[0], g)
			}
			n.settle()
			finish(t, n, peers)
		})
	}
}

func TestHostLeavesGuestTakesOver(t *testing.T) {
	n := newTestNet(t)
	host, gs := lobby(t, n, 4, 2)
	peers := append([]*Peer{host}, gs...)
	n.playUntil(peers, func() bool { return host.Status().Step > 50 && botToAct(host) >= 0 })
	// The host's last move never leaves it: it plays a bot move whose
	// messages are lost, then its page closes.
	for _, g := range gs {
		n.hostSide[g].tamper = func([]byte) []byte { return nil }
	}
	if played, err := runBots(host, n.rng); played == 0 || err != nil {
		t.Fatalf("host bot: %d moves, %v", played, err)
	}
	lost := host.Status().Step
	n.settle()
	step := gs[0].Status().Step
	host.Close()
	for _, g := range gs {
		n.drop(g)
	}
	n.settle()
	if err := gs[0].TakeHost(); err != nil {
		t.Fatal(err)
	}
	n.connect(gs[0], gs[1])
	n.settle()
	st := gs[1].Status()
	if st.Setup.Host != 1 || st.Setup.Seats[2].Peer != 1 || st.Step < step {
		t.Fatalf("after the takeover guest 2 sees host %d, seat 2 run by %d, step %d", st.Setup.Host, st.Setup.Seats[2].Peer, st.Step)
	}
	finish(t, n, gs)
	// The old host comes back as a guest: its lost move is gone, it takes
	// the new host's log, and ends where the others ended.
	host.mu.Lock()
	host.stopped = false
	host.mu.Unlock()
	host.JoinAsGuest()
	n.connect(gs[0], host)
	n.settle()
	if hashOf(host) != hashOf(gs[0]) || host.IsHost() || !host.Status().Over {
		t.Fatalf("the old host (which had played to step %d alone) did not catch up as a guest: step %d vs %d, host %v, reports %v",
			lost, host.Status().Step, gs[0].Status().Step, host.IsHost(), host.Reports())
	}
	if r := host.Reports(); len(r) > 0 {
		t.Fatalf("the old host reports %v", r)
	}
}

// TestHostLeavesGuestAhead: the old host's last move reaches guest 2 but
// not guest 1, and guest 1 takes over. Guest 2, one step further, goes back
// to where the new host took over when it gets the new host's record, and
// the match goes on the same for both.
func TestHostLeavesGuestAhead(t *testing.T) {
	n := newTestNet(t)
	host, gs := lobby(t, n, 4, 2)
	peers := append([]*Peer{host}, gs...)
	n.playUntil(peers, func() bool { return host.Status().Step > 50 && botToAct(host) >= 0 })
	n.hostSide[gs[0]].tamper = func([]byte) []byte { return nil }
	if played, err := runBots(host, n.rng); played == 0 || err != nil {
		t.Fatalf("host bot: %d moves, %v", played, err)
	}
	n.settle()
	ahead, behind := gs[1].Status().Step, gs[0].Status().Step
	if ahead <= behind {
		t.Fatalf("guest 2 at step %d is not ahead of guest 1 at %d", ahead, behind)
	}
	host.Close()
	for _, g := range gs {
		n.drop(g)
	}
	n.settle()
	if err := gs[0].TakeHost(); err != nil {
		t.Fatal(err)
	}
	n.connect(gs[0], gs[1])
	n.settle()
	if gs[1].rolledBack != 1 {
		t.Fatalf("guest 2 went back %d times", gs[1].rolledBack)
	}
	if a, b := gs[1].Status().Step, gs[0].Status().Step; a != b {
		t.Fatalf("after going back guest 2 is at step %d, the new host at %d", a, b)
	}
	finish(t, n, gs)
	for _, g := range gs {
		if r := g.Reports(); len(r) > 0 {
			t.Fatalf("%s reports %v", g.cfg.Name, r)
		}
	}
}
