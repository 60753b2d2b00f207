package netplay

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/engine/mallornothing"
)

// Mall or Nothing over the protocol: each round is two chance draws (the
// commit-reveal coin flip of every active peer) and one simultaneous
// decision of seats 0 and 1 (commit-reveal of both placements).

// openMatch opens a match of game with these seat plans: one guest per
// remote seat, in seat order. tap, when set, is called with each guest's
// links (both ends) before the start, so a test can watch every game
// message.
func openMatch(t testing.TB, n *testNet, game string, plan []SeatPlan, tap func(g *Peer)) (*Peer, []*Peer) {
	t.Helper()
	host, err := NewHost(n.config("Host", 1), game, engine.Options{"players": itoa(len(plan))}, plan)
	if err != nil {
		t.Fatal(err)
	}
	var gs []*Peer
	for i, sp := range plan {
		if sp.Kind != "remote" {
			continue
		}
		g, err := NewGuest(n.config("Guest"+itoa(len(gs)+1), uint64(10+i)), host.Match())
		if err != nil {
			t.Fatal(err)
		}
		n.connect(host, g)
		n.settle()
		if tap != nil {
			tap(g)
		}
		gs = append(gs, g)
	}
	n.settle()
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	n.settle()
	return host, gs
}

// replays checks that the log replays through the engine to the final state.
func replays(t *testing.T, p *Peer) engine.State {
	t.Helper()
	m := p.EngineMatch()
	g, err := games.Lookup(m.Game)
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.Replay(g, m)
	if err != nil {
		t.Fatal(err)
	}
	if st.Hash() != hashOf(p) {
		t.Fatalf("%s: the log does not replay to the final state", p.cfg.Name)
	}
	return st
}

// wireLog records every message crossing the links of one guest, in the
// order they were sent, in both directions.
type wireLog struct {
	mu   sync.Mutex
	msgs []wireMsg
}

type wireMsg struct {
	toGuest bool
	msg     *message
}

func (w *wireLog) tap(n *testNet, g *Peer) {
	watch := func(l *memLink, toGuest bool) {
		l.tamper = func(b []byte) []byte {
			if m, err := decode(b); err == nil {
				w.mu.Lock()
				w.msgs = append(w.msgs, wireMsg{toGuest, m})
				w.mu.Unlock()
			}
			return b
		}
	}
	watch(n.hostSide[g], true)
	watch(n.guestSide[g], false)
}

func (w *wireLog) snapshot() []wireMsg {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]wireMsg(nil), w.msgs...)
}

func hasSeat(seats []int, s int) bool {
	for _, x := range seats {
		if x == s {
			return true
		}
	}
	return false
}

func mnState(t *testing.T, st engine.State) *mallornothing.State {
	t.Helper()
	s, ok := st.(*mallornothing.State)
	if !ok {
		t.Fatalf("state %T is not Mall or Nothing's", st)
	}
	return s
}

// TestMemWholeGameMallOrNothing: the host plays seat 0, a guest seat 1, each
// on its own peer, with shuffled delivery. Both end with the same state; the
// log replays through the engine. And every round keeps seat 0's placement
// from seat 1's peer until seat 1 has committed to its own: when seat 0 has
// sealed and seat 1 has not, the guest's state and view know nothing of the
// placement, no message that reached the guest carries it (the commitment
// has no move and no salt, and no legal placement hashes to it without the
// salt), and seat 0's reveal is sent to the guest only after the guest's
// commitment was sent.
func TestMemWholeGameMallOrNothing(t *testing.T) {
	n := newTestNet(t)
	w := &wireLog{}
	host, gs := openMatch(t, n, mallornothing.GameName,
		[]SeatPlan{{Kind: "local", Name: "Ann"}, {Kind: "remote"}}, func(g *Peer) { w.tap(n, g) })
	g := gs[0]
	peers := []*Peer{host, g}
	if s := host.Status().Setup; s.Game != mallornothing.GameName || len(s.Seats) != 2 || s.Options.String() != "players=2" {
		t.Fatalf("setup %+v", s)
	}

	type check struct {
		step    int
		digest  string
		seen    int // messages sent on the guest's links by then
		guessed int // legal placements tried against the commitment
	}
	var checks []check
	for i := 0; i < 100000 && n.stepOnce(peers, n.rng); i++ {
		n.settle()
		hs, gst := host.Status(), g.Status()
		if !hasSeat(gst.Sealed, 0) || hasSeat(gst.Sealed, 1) || len(checks) > 0 && checks[len(checks)-1].step == gst.Step {
			continue
		}
		// Seat 0 has sealed, seat 1 not yet: what can the guest know?
		step := gst.Step
		if hs.Step != step || !hasSeat(hs.Sealed, 0) {
			t.Fatalf("step %d: host at %d, sealed %v", step, hs.Step, hs.Sealed)
		}
		full := mnState(t, g.State())
		if d := full.Decision(); d.Kind != engine.Simultaneous || !d.Acts(0) || !d.Acts(1) {
			t.Fatalf("step %d: the guest's state waits for %v %v", step, d.Kind, d.Seats)
		}
		if p := full.Pending(0); p != "" {
			t.Fatalf("step %d: the guest's state holds seat 0's placement %q", step, p)
		}
		if p := mnState(t, g.View(1)).Pending(0); p != "" && p != "hidden" {
			t.Fatalf("step %d: seat 1's view shows seat 0's placement %q", step, p)
		}
		if p := mnState(t, host.State()).Pending(0); p != "" {
			t.Fatalf("step %d: the host applied seat 0's sealed placement %q before the reveal", step, p)
		}
		c := check{step: step}
		msgs := w.snapshot()
		c.seen = len(msgs)
		for _, m := range msgs {
			if !m.toGuest || m.msg.Step != step || m.msg.Kind == kindAck {
				continue
			}
			switch m.msg.Kind {
			case kindCommit:
				if m.msg.Move != "" || m.msg.Salt != "" {
					t.Fatalf("step %d: a commitment carries move %q, salt %q", step, m.msg.Move, m.msg.Salt)
				}
				if m.msg.Seat == 0 {
					c.digest = m.msg.Digest
				}
			default:
				t.Fatalf("step %d: the guest got a %s for seat %d before it sealed", step, m.msg.Kind, m.msg.Seat)
			}
		}
		if c.digest == "" {
			t.Fatalf("step %d: the guest knows seat 0 sealed but got no commitment", step)
		}
		// Knowing every legal placement does not open the commitment.
		for _, mv := range full.LegalMoves(0) {
			for _, salt := range [][]byte{nil, make([]byte, 32)} {
				d := commitment(host.Match(), step, 0, 0, mv, salt)
				if b64(d[:]) == c.digest {
					t.Fatalf("step %d: the commitment opens with %q and a guessable salt", step, mv)
				}
			}
			c.guessed++
		}
		checks = append(checks, c)
	}
	n.settle()
	mustOver(t, peers)
	for _, p := range peers {
		if r := p.Reports(); len(r) > 0 {
			t.Errorf("%s: reports %v", p.cfg.Name, r)
		}
	}
	final := replays(t, host)
	if r0, r1, r2 := resultText(host.State()), resultText(g.State()), resultText(final); r0 != r1 || r2 != r0 {
		t.Fatalf("results differ: host %s, guest %s, replay %s", r0, r1, r2)
	}

	// Each sealed round, checked above, against what was finally revealed.
	steps := host.Steps()
	rounds, chance := 0, 0
	for k, s := range steps {
		switch {
		case s.Seat == engine.Chance:
			chance++
		case s.Seat == 0:
			rounds++
			if k+1 >= len(steps) || steps[k+1].Seat != 1 {
				t.Fatalf("step %d: seat 0's placement is not followed by seat 1's", k)
			}
		}
	}
	if rounds != 8 || len(checks) != rounds {
		t.Fatalf("%d placement rounds, %d checked before seat 1 sealed (want 8 and 8)", rounds, len(checks))
	}
	msgs := w.snapshot()
	for _, c := range checks {
		move := steps[c.step].Move
		if steps[c.step].Seat != 0 {
			t.Fatalf("step %d is %v, not seat 0's placement", c.step, steps[c.step])
		}
		for _, m := range msgs[:c.seen] {
			if m.toGuest && bytes.Contains(m.msg.raw, []byte(move)) && m.msg.Step >= c.step {
				t.Fatalf("step %d: a %s message reached the guest with %q before it sealed", c.step, m.msg.Kind, move)
			}
		}
		// In send order: the guest's commitment, then seat 0's reveal.
		guestCommit, hostReveal := -1, -1
		for i, m := range msgs {
			if m.msg.Step != c.step {
				continue
			}
			if !m.toGuest && m.msg.Kind == kindCommit && m.msg.Seat == 1 && guestCommit < 0 {
				guestCommit = i
			}
			if m.toGuest && m.msg.Kind == kindReveal && m.msg.Seat == 0 && hostReveal < 0 {
				hostReveal = i
				if m.msg.Move != move {
					t.Fatalf("step %d: revealed %q, applied %q", c.step, m.msg.Move, move)
				}
			}
		}
		if guestCommit < 0 || hostReveal < 0 || hostReveal < guestCommit {
			t.Fatalf("step %d: the guest's commitment is message %d, seat 0's reveal %d", c.step, guestCommit, hostReveal)
		}
	}
	// What the guest's link carried, by kind.
	kinds := map[string]int{}
	for _, m := range msgs {
		kinds[m.msg.Kind]++
	}
	if kinds[kindMove] != 0 || kinds[kindCommit] != 2*(rounds+chance) || kinds[kindReveal] != 2*(rounds+chance) {
		t.Errorf("on the guest's link: %v for %d rounds and %d chance events", kinds, rounds, chance)
	}
	t.Logf("%d steps: %d chance events, %d placement rounds; %d legal placements tried against commitments; on the guest's link %v",
		len(steps), chance, rounds, sum(checks, func(c check) int { return c.guessed }), kinds)
}

func resultText(st engine.State) string { return fmt.Sprintf("%+v", *st.Result()) }

func sum[T any](xs []T, f func(T) int) int {
	n := 0
	for _, x := range xs {
		n += f(x)
	}
	return n
}

// TestMemMallOrNothingBotSeat: one person on a guest's peer, a bot run by
// the host in the other seat (either way round).
func TestMemMallOrNothingBotSeat(t *testing.T) {
	for _, plan := range [][]SeatPlan{
		{{Kind: "bot", Bot: "greedy"}, {Kind: "remote"}},
		{{Kind: "remote"}, {Kind: "bot", Bot: "random"}},
	} {
		n := newTestNet(t)
		host, gs := openMatch(t, n, mallornothing.GameName, plan, nil)
		peers := append([]*Peer{host}, gs...)
		n.run(peers, 100000)
		mustOver(t, peers)
		for _, p := range peers {
			if r := p.Reports(); len(r) > 0 {
				t.Errorf("%s: reports %v", p.cfg.Name, r)
			}
		}
		replays(t, gs[0])
		bot := 0
		if plan[0].Kind == "remote" {
			bot = 1
		}
		placed := 0
		for _, s := range host.Steps() {
			if s.Seat == bot {
				placed++
			}
		}
		if placed != 8 {
			t.Fatalf("the bot of seat %d placed %d times", bot, placed)
		}
		if r0, r1 := resultText(host.State()), resultText(gs[0].State()); r0 != r1 {
			t.Fatalf("results differ: host %s, guest %s", r0, r1)
		}
		t.Logf("bot in seat %d: %d steps, %s", bot, host.Status().Step, resultText(host.State()))
	}
}

// TestMemMallOrNothingIllegalPlacement: a placement the engine refuses is an
// error for Play (nothing is sent), and a forged commitment and reveal of
// one is dropped as illegal with the state untouched; the host then gives
// the seat to a bot and the match ends normally.
func TestMemMallOrNothingIllegalPlacement(t *testing.T) {
	n := newTestNet(t)
	host, gs := openMatch(t, n, mallornothing.GameName, []SeatPlan{{Kind: "local"}, {Kind: "remote"}}, nil)
	g := gs[0]
	peers := []*Peer{host, g}
	n.playUntil(peers, func() bool { return hasSeat(humansToAct(g), 1) })
	step := g.Status().Step
	before := hashOf(g)
	for _, bad := range []string{"place 99 at 0,0 r0", "place 1 at 0,0 r90", "discard", "", "place 1 at 0,0 r0 extra"} {
		if err := g.Play(1, bad); err == nil {
			t.Fatalf("Play(1, %q) was accepted", bad)
		}
	}
	n.settle()
	if g.Status().Step != step || hashOf(g) != before || len(host.Status().Sealed) != 0 {
		t.Fatal("an illegal placement changed something")
	}
	// A legal-looking text for another card than the one drawn.
	legal := g.View(1).LegalMoves(1)
	lie := ""
	for c := 1; c <= 18 && lie == ""; c++ {
		mv := "place " + itoaN(c) + " at 0,0 r0"
		found := false
		for _, l := range legal {
			found = found || strings.HasPrefix(l, "place "+itoaN(c)+" ")
		}
		if !found {
			lie = mv
		}
	}
	m := host.Match()
	hist := host.hist[step]
	salt := make([]byte, 32)
	d := commitment(m, step, 0, 1, lie, salt)
	link := n.guestSide[g]
	link.Send(forge(t, g.cfg.Identity, m, 3000, body{Kind: kindCommit, Step: step, Seat: 1, Digest: b64(d[:]),
		Log: b64(hist.log[:]), State: b64(hist.state[:])}))
	others := []*Peer{host}
	n.run(others, 20)
	hostBefore := hashOf(host)
	link.Send(forge(t, g.cfg.Identity, m, 3001, body{Kind: kindReveal, Step: step, Seat: 1, Move: lie, Salt: b64(salt)}))
	n.settle()
	wantReport(t, host, FaultIllegal, 1, "sealed move")
	if host.Status().Step != step || hashOf(host) != hostBefore {
		t.Fatal("the round was decided with an illegal placement")
	}
	if err := host.GiveToBot(1, "greedy"); err != nil {
		t.Fatal(err)
	}
	n.drop(g)
	n.run(others, 100000)
	mustOver(t, others)
	replays(t, host)
}

func itoaN(i int) string {
	if i < 10 {
		return itoa(i)
	}
	return itoa(i/10) + itoa(i%10)
}
