package netplay

import (
	"strings"
	"testing"
)

// finished plays a match of players seats, guests of them remote, to its
// end.
func finished(t *testing.T, n *testNet, players, guests int) (*Peer, []*Peer) {
	t.Helper()
	host, gs := lobby(t, n, players, guests)
	n.run(append([]*Peer{host}, gs...), 100000)
	mustOver(t, append([]*Peer{host}, gs...))
	return host, gs
}

// keysBySeat lists the key of the peer of each seat ("bot:<name>" for a
// bot).
func keysBySeat(s Setup) []string {
	var out []string
	for _, si := range s.Seats {
		if si.Bot != "" {
			out = append(out, "bot:"+si.Bot)
			continue
		}
		out = append(out, s.Peers[si.Peer].Key)
	}
	return out
}

func noReports(t *testing.T, peers ...*Peer) {
	t.Helper()
	for _, p := range peers {
		if r := p.Reports(); len(r) > 0 {
			t.Errorf("%s (match %s): reports %v", p.cfg.Name, p.Match(), r)
		}
	}
}

// TestRematchWholeGame: after the end, the host offers a rematch; both
// guests accept over the links they have; the new match starts by itself
// with a new id, the same keys, the seats rotated by one (bots stay
// bots), and is played to its end. Nobody reports a fault, the late acks
// of the first match included.
func TestRematchWholeGame(t *testing.T) {
	n := newTestNet(t)
	host, gs := finished(t, n, 4, 2)
	old := host.Status().Setup
	h2, err := host.OfferRematch(n.config("Host", 91), "greedy")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := host.OfferRematch(n.config("Host", 92), "greedy"); err == nil {
		t.Fatal("a second offer was made")
	}
	n.settle()
	var next []*Peer
	for i, g := range gs {
		plan, ok := g.RematchOffer()
		if !ok || plan.Match != h2.Match() {
			t.Fatalf("guest %d: offer %v %q, host's new match %s", i, ok, plan.Match, h2.Match())
		}
		if s := g.Status(); s.Rematch != plan.Match {
			t.Fatalf("guest %d: status says rematch %q", i, s.Rematch)
		}
		if h2.Status().Started {
			t.Fatalf("the rematch started before guest %d accepted", i)
		}
		g2, err := g.AcceptRematch(n.config("Guest", uint64(93+i)))
		if err != nil {
			t.Fatal(err)
		}
		if g2.Key() != g.Key() {
			t.Fatalf("guest %d: new key", i)
		}
		next = append(next, g2)
		n.settle()
	}
	st := h2.Status()
	if !st.Started {
		t.Fatalf("the rematch did not start: waiting for %+v", st.Waiting)
	}
	if st.Match == old.Match || h2.Key() != host.Key() {
		t.Fatalf("new match %s (old %s), host key changed %v", st.Match, old.Match, h2.Key() != host.Key())
	}
	was, now := keysBySeat(old), keysBySeat(st.Setup)
	for i := range was {
		if now[(i+1)%len(was)] != was[i] {
			t.Fatalf("seats not rotated: was %v, now %v", was, now)
		}
	}
	if st.Setup.Game != old.Game || st.Setup.Options.String() != old.Options.String() {
		t.Fatalf("game %s %s, was %s %s", st.Setup.Game, st.Setup.Options, old.Game, old.Options)
	}
	peers := append([]*Peer{h2}, next...)
	for _, p := range next {
		if s := p.Status(); !s.Started || s.Match != st.Match || s.Me < 0 {
			t.Fatalf("%s: started %v, match %s, me %d", p.cfg.Name, s.Started, s.Match, s.Me)
		}
	}
	n.run(peers, 100000)
	mustOver(t, peers)
	noReports(t, host, h2)
	noReports(t, gs...)
	noReports(t, next...)
}

// TestRematchGuestLeaves: one guest accepts, the other closes its link.
// The host cannot start while the second one may still accept; once it
// has left, the host's Start gives its seat to the bot named in the offer,
// and the two play the rematch to its end.
func TestRematchGuestLeaves(t *testing.T) {
	n := newTestNet(t)
	host, gs := finished(t, n, 3, 2)
	h2, err := host.OfferRematch(n.config("Host", 91), "greedy")
	if err != nil {
		t.Fatal(err)
	}
	n.settle()
	g2, err := gs[0].AcceptRematch(n.config("Guest", 93))
	if err != nil {
		t.Fatal(err)
	}
	n.settle()
	if h2.Status().Started {
		t.Fatal("started before the second guest decided")
	}
	waiting := h2.Status().Waiting
	if len(waiting) != 1 || waiting[0].What != "rematch" || !waiting[0].Connected || waiting[0].Name != "Guest2" {
		t.Fatalf("waiting for %+v", waiting)
	}
	if err := h2.Start(); err == nil || !strings.Contains(err.Error(), "not accepted") {
		t.Fatalf("Start while a guest decides: %v", err)
	}
	n.drop(gs[1])
	n.settle()
	if w := h2.Status().Waiting; len(w) != 1 || w[0].Connected {
		t.Fatalf("after leaving: waiting for %+v", w)
	}
	if err := h2.Start(); err != nil {
		t.Fatal(err)
	}
	n.settle()
	st := h2.Status()
	left := st.Setup.Peers[st.Setup.peerIndex(gs[1].Key())]
	if !left.Away {
		t.Fatal("the peer that left is not away")
	}
	for seat, si := range st.Setup.Seats {
		if si.Peer == st.Setup.peerIndex(gs[1].Key()) {
			t.Fatalf("seat %d still belongs to the peer that left", seat)
		}
	}
	peers := []*Peer{h2, g2}
	n.run(peers, 100000)
	mustOver(t, peers)
	noReports(t, h2, g2)
}

// TestRematchRefused: offers a guest must not take. Each is reported with
// its fault, and the guest has no offer after it.
func TestRematchRefused(t *testing.T) {
	n := newTestNet(t)
	host, gs := lobby(t, n, 3, 2)
	if _, err := host.OfferRematch(n.config("Host", 91), "greedy"); err == nil || !strings.Contains(err.Error(), "not over") {
		t.Fatalf("offer before the end: %v", err)
	}
	if _, err := gs[0].OfferRematch(n.config("Guest", 92), "greedy"); err == nil {
		t.Fatal("a guest offered a rematch")
	}
	if _, err := gs[0].AcceptRematch(n.config("Guest", 92)); err == nil {
		t.Fatal("accepted an offer never made")
	}
	g := gs[0]
	unknown := n.config("Mallory", 66).Identity
	seq := uint64(5000)
	offer := func(from Identity, match string) []byte {
		seq++
		setup := host.Status().Setup
		s := setup.rotated(strings.Repeat("ab", 16))
		raw, err := encode(from, body{Kind: kindRematch, Match: match, From: from.Key(), Seq: seq, Seat: -1, Setup: s})
		if err != nil {
			t.Fatal(err)
		}
		return raw
	}
	deliver := func(raw []byte) Fault {
		t.Helper()
		before := len(g.Reports())
		g.Receive(g.hostLink, raw)
		r := g.Reports()
		if len(r) != before+1 {
			t.Fatalf("no fault reported; reports %v", r)
		}
		if _, ok := g.RematchOffer(); ok {
			t.Fatal("the guest took the offer")
		}
		return r[len(r)-1].Fault
	}
	// Before the end, from the host itself.
	if f := deliver(offer(host.cfg.Identity, host.Match())); f != FaultIllegal {
		t.Fatalf("offer before the end: %s", f)
	}
	n.run(append([]*Peer{host}, gs...), 100000)
	mustOver(t, append([]*Peer{host}, gs...))
	cases := []struct {
		name string
		raw  []byte
		want Fault
	}{
		{"signed by the other guest", offer(gs[1].cfg.Identity, host.Match()), FaultForged},
		{"signed by a key not in the match", offer(unknown, host.Match()), FaultForged},
		{"for another match", offer(host.cfg.Identity, strings.Repeat("cd", 16)), FaultOtherMatch},
	}
	for _, tc := range cases {
		if f := deliver(tc.raw); f != tc.want {
			t.Errorf("%s: fault %s, want %s", tc.name, f, tc.want)
		}
	}
	// A bit flipped in a real offer: its signature fails.
	raw := offer(host.cfg.Identity, host.Match())
	raw[len(raw)-3] ^= 1
	if f := deliver(raw); f != FaultForged && f != FaultMalformed {
		t.Errorf("flipped bit: fault %s", f)
	}
	// The real offer is taken after all that.
	g.Receive(g.hostLink, offer(host.cfg.Identity, host.Match()))
	if _, ok := g.RematchOffer(); !ok {
		t.Fatalf("the host's offer was refused: %v", g.Reports())
	}
}
