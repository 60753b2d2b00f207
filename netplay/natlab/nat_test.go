package natlab

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/netplay/rtc"
)

// The peers' timeouts in the lab.
const (
	gatherTimeout  = 2 * time.Second
	connectTimeout = 8 * time.Second
)

// TestNAT: two homes, each behind its own NAT router, play online through
// the lab's Internet. One subtest per case:
//
//	a  endpoint-independent NAT on both sides + STUN: a direct path through
//	   the NATs (server- or peer-reflexive, never a relay), a whole match.
//	b  the same NATs and no ICE server: no path; the failure is known
//	   within the connect timeout.
//	c  symmetric NAT on both sides: STUN alone finds no path; with the TURN
//	   server a whole match is played, relayed.
//	d  a STUN server that drops every packet: the invite (offer) is still
//	   ready within the gather timeout.
//
// It logs the figures: time to a ready offer (reachable STUN, unreachable,
// none), connect time and RTT per case, and the bytes a step of the match
// costs, direct and through TURN.
func TestNAT(t *testing.T) {
	var direct, relayed *session
	offerReady := map[string]time.Duration{}

	t.Run("a_stun_direct", func(t *testing.T) {
		lab, svc := newLab(t, EndpointIndependent, EndpointIndependent)
		pc := peerConfig{ICE: []rtc.ICEServer{{URLs: []string{svc.STUN()}}}, GatherTimeout: gatherTimeout, ConnectTimeout: connectTimeout}
		s := startHost(t, lab, pc)
		defer s.close()
		offerReady["reachable STUN"] = s.gather[0]
		if n := candidates(s.offer); n["srflx"] == 0 {
			t.Fatalf("the offer has no server-reflexive candidate (%v): STUN at %s did not answer through the NAT", n, svc.STUN())
		}
		s.connect(pc)
		if !s.opened() {
			t.Fatalf("no connection: host %+v, guest %+v", s.open[0], s.open[1])
		}
		s.play()
		for i, r := range s.done {
			if r.PathKind != "direct via NAT (STUN)" || r.Path.Local == "relay" || r.Path.Remote == "relay" {
				t.Errorf("%s's path: %q (local %s, remote %s), want direct via NAT (STUN)", []string{"host", "guest"}[i], r.PathKind, r.Path.Local, r.Path.Remote)
			}
		}
		t.Logf("offer ready in %v (candidates %v); answer in %v", s.gather[0].Round(time.Millisecond), candidates(s.offer), s.gather[1].Round(time.Millisecond))
		t.Logf("connected: host %v after Accept, guest %v after Answer; %s", s.open[0].Connect.Round(time.Millisecond), s.open[1].Connect.Round(time.Millisecond), s.paths())
		direct = s
	})

	t.Run("b_no_server_fails", func(t *testing.T) {
		lab, _ := newLab(t, EndpointIndependent, EndpointIndependent)
		pc := peerConfig{GatherTimeout: gatherTimeout, ConnectTimeout: connectTimeout}
		s := startHost(t, lab, pc)
		defer s.close()
		offerReady["no ICE server"] = s.gather[0]
		if n := candidates(s.offer); n["host"] == 0 || len(n) != 1 {
			t.Errorf("the offer's candidates: %v, want host candidates only", n)
		}
		s.connect(pc)
		s.checkNoPath("no ICE server, endpoint-independent NATs")
	})

	t.Run("c_symmetric_turn", func(t *testing.T) {
		lab, svc := newLab(t, Symmetric, Symmetric)
		stun := peerConfig{ICE: []rtc.ICEServer{{URLs: []string{svc.STUN()}}}, GatherTimeout: gatherTimeout, ConnectTimeout: connectTimeout}
		s := startHost(t, lab, stun)
		if n := candidates(s.offer); n["srflx"] == 0 {
			t.Fatalf("the offer has no server-reflexive candidate (%v)", n)
		}
		s.connect(stun)
		s.checkNoPath("STUN only, symmetric NATs")
		s.close()

		withTURN := stun
		withTURN.ICE = append(withTURN.ICE, rtc.ICEServer{URLs: []string{svc.TURN()}, Username: svc.User, Credential: svc.Password})
		s = startHost(t, lab, withTURN)
		defer s.close()
		if n := candidates(s.offer); n["relay"] == 0 {
			t.Fatalf("the offer has no relay candidate (%v): the TURN server at %s gave no allocation", n, svc.TURN())
		}
		s.connect(withTURN)
		if !s.opened() {
			t.Fatalf("no connection through TURN: host %+v, guest %+v", s.open[0], s.open[1])
		}
		s.play()
		for i, r := range s.done {
			if r.PathKind != "relayed (TURN)" {
				t.Errorf("%s's path: %q (local %s, remote %s), want relayed (TURN)", []string{"host", "guest"}[i], r.PathKind, r.Path.Local, r.Path.Remote)
			}
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		st, err := svc.Stats(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if st.Allocated == 0 || st.RelayedBytes < s.appBytes {
			t.Errorf("the TURN server made %d allocations and relayed %d bytes, for %d application bytes", st.Allocated, st.RelayedBytes, s.appBytes)
		}
		t.Logf("offer ready in %v (candidates %v); answer in %v", s.gather[0].Round(time.Millisecond), candidates(s.offer), s.gather[1].Round(time.Millisecond))
		t.Logf("connected: host %v after Accept, guest %v after Answer; %s", s.open[0].Connect.Round(time.Millisecond), s.open[1].Connect.Round(time.Millisecond), s.paths())
		t.Logf("the TURN server: %d allocations, %d packets and %d bytes relayed (payload, both ways)", st.Allocated, st.RelayedPackets, st.RelayedBytes)
		relayed = s
	})

	t.Run("d_dead_stun", func(t *testing.T) {
		lab, svc := newLab(t, EndpointIndependent, EndpointIndependent)
		pc := peerConfig{ICE: []rtc.ICEServer{{URLs: []string{svc.DeadSTUN()}}}, GatherTimeout: gatherTimeout, ConnectTimeout: connectTimeout}
		start := time.Now()
		s := startHost(t, lab, pc)
		defer s.close()
		offerReady["unreachable STUN"] = s.gather[0]
		if limit := gatherTimeout + 1500*time.Millisecond; s.gather[0] > limit {
			t.Errorf("the offer took %v with a dead STUN server: over the gather timeout %v + 1.5 s", s.gather[0], gatherTimeout)
		}
		if n := candidates(s.offer); n["host"] == 0 || n["srflx"] != 0 {
			t.Errorf("the offer's candidates: %v, want host candidates only", n)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		st, err := svc.Stats(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if st.Dropped == 0 {
			t.Errorf("the dead STUN server at %s heard nothing: the peer did not ask it", svc.DeadSTUN())
		}
		t.Logf("offer ready in %v with a STUN server that drops everything (it dropped %d requests); the child started and offered in %v",
			s.gather[0].Round(time.Millisecond), st.Dropped, time.Since(start).Round(time.Millisecond))
	})

	var ready []string
	for _, k := range []string{"reachable STUN", "unreachable STUN", "no ICE server"} {
		if d, ok := offerReady[k]; ok {
			ready = append(ready, k+" "+d.Round(time.Millisecond).String())
		}
	}
	t.Logf("invite (offer) ready: %s", strings.Join(ready, ", "))
	for _, c := range []struct {
		name string
		s    *session
	}{{"direct via NAT (STUN)", direct}, {"relayed (TURN)", relayed}} {
		if c.s == nil || c.s.moves == 0 {
			continue
		}
		n := float64(c.s.moves)
		// Every packet crosses both routers (the relay's too): a home's
		// share is half of what the two counted.
		t.Logf("%-22s %d steps in %v; per step: %.0f application bytes in %.1f messages (both peers' sends); through a home's router, both ways, %.0f bytes in %.1f packets (IP, UDP, DTLS, SCTP, TURN framing, acks and ICE keepalives included)",
			c.name+":", c.s.moves, c.s.played.Round(time.Millisecond), float64(c.s.appBytes)/n, float64(c.s.appMessages)/n,
			float64(c.s.wireBytes)/2/n, float64(c.s.wirePackets)/2/n)
	}
}

// checkNoPath checks that neither peer's link opened and that both knew so
// within the connect timeout (plus a little), and logs when.
func (s *session) checkNoPath(what string) {
	t := s.t
	t.Helper()
	for i, m := range s.open {
		who := []string{"host", "guest"}[i]
		if m.Open {
			t.Errorf("%s: the %s's link opened, want no path", what, who)
			continue
		}
		if m.Connect > connectTimeout+2*time.Second {
			t.Errorf("%s: the %s knew of the failure only after %v (connect timeout %v)", what, who, m.Connect, connectTimeout)
		}
	}
	t.Logf("%s: no path, as it should be: the guest knew %v after Answer (%q), the host %v after Accept (%q)", what,
		s.open[1].Connect.Round(time.Millisecond), s.open[1].Failed, s.open[0].Connect.Round(time.Millisecond), s.open[0].Failed)
}
