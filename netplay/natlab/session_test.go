package natlab

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/galleria-games/galleria/netplay/rtc"
)

// session is a host peer in home 0 and a guest peer in home 1 of a lab.
type session struct {
	t           *testing.T
	lab         *Lab
	host, guest *Child

	match         string
	offer, answer string
	gather        [2]time.Duration // Offer's and Answer's
	open          [2]peerMsg       // what each said of its link
	before, after [2]Traffic       // the routers' counters around the match
	done          [2]*peerResult
	moves         int
	wireBytes     int64 // both routers, both ways, during the match
	wirePackets   int64
	appBytes      int64 // the links' application bytes sent, both peers
	appMessages   int64
	played        time.Duration
}

// peerConfig is the rtc setup both peers of a session use.
type peerConfig struct {
	ICE            []rtc.ICEServer
	GatherTimeout  time.Duration
	ConnectTimeout time.Duration
}

// startHost starts the host peer in home 0 and waits for its offer.
func startHost(t *testing.T, lab *Lab, pc peerConfig) *session {
	t.Helper()
	s := &session{t: t, lab: lab}
	s.host = s.start(lab.Home(0), peerSpec{Host: true, ICE: pc.ICE, GatherTimeout: pc.GatherTimeout, ConnectTimeout: pc.ConnectTimeout, Seed: 1})
	var m peerMsg
	s.recv(s.host, &m, pc.GatherTimeout+20*time.Second)
	if m.Offer == "" {
		t.Fatalf("the host made no offer: %+v\n%s", m, s.host.Output())
	}
	s.offer, s.gather[0] = m.Offer, m.Gather
	s.match = m.Match
	return s
}

// connect starts the guest peer in home 1 with the host's offer, hands its
// answer to the host and waits until both say whether their link opened.
func (s *session) connect(pc peerConfig) {
	t := s.t
	t.Helper()
	s.guest = s.start(s.lab.Home(1), peerSpec{ICE: pc.ICE, GatherTimeout: pc.GatherTimeout, ConnectTimeout: pc.ConnectTimeout, Seed: 2})
	s.send(s.guest, peerMsg{Offer: s.offer, Match: s.match})
	var m peerMsg
	s.recv(s.guest, &m, pc.GatherTimeout+20*time.Second)
	if m.Answer == "" {
		t.Fatalf("the guest made no answer: %+v\n%s", m, s.guest.Output())
	}
	s.answer, s.gather[1] = m.Answer, m.Gather
	s.send(s.host, peerMsg{Answer: s.answer})
	for i, c := range []*Child{s.host, s.guest} {
		s.recv(c, &s.open[i], pc.ConnectTimeout+30*time.Second)
	}
}

// opened reports whether both links opened.
func (s *session) opened() bool { return s.open[0].Open && s.open[1].Open }

// play has both peers play a whole match and checks they end alike, with a
// complete log; it measures the traffic meanwhile.
func (s *session) play() {
	t := s.t
	t.Helper()
	for i := range 2 {
		tr, err := s.lab.Traffic(i)
		if err != nil {
			t.Fatal(err)
		}
		s.before[i] = tr
	}
	for _, c := range []*Child{s.host, s.guest} {
		s.send(c, peerMsg{Play: true})
	}
	for i, c := range []*Child{s.host, s.guest} {
		var m peerMsg
		s.recv(c, &m, 3*time.Minute)
		if m.Done == nil {
			t.Fatalf("%s did not finish the match: %+v\n%s", c.Name, m, c.Output())
		}
		s.done[i] = m.Done
	}
	for i := range 2 {
		tr, err := s.lab.Traffic(i)
		if err != nil {
			t.Fatal(err)
		}
		s.after[i] = tr
		d := tr.Sub(s.before[i])
		s.wireBytes += d.OutBytes + d.InBytes
		s.wirePackets += d.OutPackets + d.InPackets
	}
	h, g := s.done[0], s.done[1]
	for i, r := range s.done {
		who := []string{"host", "guest"}[i]
		if !r.Replayed {
			t.Errorf("%s: its log does not replay to its final state", who)
		}
		if r.Placed != [2]int{8, 8} {
			t.Errorf("%s: placements by seat %v, want 8 each: the log is incomplete", who, r.Placed)
		}
		for _, rep := range r.Reports {
			t.Errorf("%s: fault report: %s", who, rep)
		}
		s.appBytes += r.SentBytes
		s.appMessages += r.Sent
	}
	if h.Hash != g.Hash {
		t.Fatalf("final state hashes differ: host %s, guest %s", h.Hash[:16], g.Hash[:16])
	}
	if h.Log != g.Log || h.Steps != g.Steps {
		t.Fatalf("logs differ: host %d steps (%s), guest %d steps (%s)", h.Steps, h.Log[:16], g.Steps, g.Log[:16])
	}
	s.moves = h.Steps
	s.played = max(h.Played, g.Played)
	t.Logf("a whole match: %d steps (%d chance events, %d placements each) in %v; final state %s… on both",
		h.Steps, h.Chance, h.Placed[0], s.played.Round(time.Millisecond), h.Hash[:16])
}

// close tells the peers to stop and waits for them.
func (s *session) close() {
	for _, c := range []*Child{s.host, s.guest} {
		if c == nil {
			continue
		}
		_ = c.Send(peerMsg{Bye: true})
		if err := c.Close(); err != nil {
			s.t.Errorf("%v\n%s", err, c.Output())
		}
	}
}

// start runs a peer child in namespace ns; it is closed when the test ends.
func (s *session) start(ns string, spec peerSpec) *Child {
	s.t.Helper()
	raw, err := json.Marshal(spec)
	if err != nil {
		s.t.Fatal(err)
	}
	c, err := s.lab.StartRole(context.Background(), ns, "peer", envPeer+"="+string(raw))
	if err != nil {
		s.t.Fatal(err)
	}
	c.Name = map[bool]string{true: "the host", false: "the guest"}[spec.Host] + " (in " + ns + ")"
	s.t.Cleanup(func() { _ = c.Close() })
	return c
}

func (s *session) send(c *Child, m peerMsg) {
	s.t.Helper()
	if err := c.Send(m); err != nil {
		s.t.Fatal(err)
	}
}

func (s *session) recv(c *Child, m *peerMsg, within time.Duration) {
	s.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), within)
	defer cancel()
	if err := c.Recv(ctx, m); err != nil {
		s.t.Fatalf("%v\n%s", err, c.Output())
	}
	if m.Err != "" && !m.Open && m.Connect == 0 {
		s.t.Fatalf("%s: %s\n%s", c.Name, m.Err, c.Output())
	}
}

// paths is the path each peer reported at the end of its match.
func (s *session) paths() string {
	var out string
	for i, r := range s.done {
		if r == nil {
			continue
		}
		out += fmt.Sprintf("%s: %s (local %s, remote %s, RTT %v); ", []string{"host", "guest"}[i],
			r.PathKind, r.Path.Local, r.Path.Remote, r.Path.RTT.Round(10*time.Microsecond))
	}
	return out
}
