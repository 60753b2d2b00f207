//go:build !js

package rtc

import (
	"context"
	"errors"
	"net"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pion/logging"
	"github.com/pion/turn/v2"
)

// The servers of these tests listen on 127.0.0.1 inside the tests' private
// network namespace; no test names a server elsewhere.

const (
	turnUser = "galleria"
	turnPass = "correct horse"
)

// startTURN starts a TURN server on 127.0.0.1 (UDP) whose relay addresses are
// on 127.0.0.1 too, with one user, turnUser/turnPass. It answers STUN binding
// requests as well. It returns the server's host:port.
func startTURN(t *testing.T) string {
	t.Helper()
	conn, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv, err := turn.NewServer(turn.ServerConfig{
		Realm: "galleria.test",
		// Quiet: the wrong-password test makes it log refused requests.
		LoggerFactory: &logging.DefaultLoggerFactory{DefaultLogLevel: logging.LogLevelDisabled},
		AuthHandler: func(user, realm string, _ net.Addr) ([]byte, bool) {
			if user != turnUser {
				return nil, false
			}
			return turn.GenerateAuthKey(turnUser, realm, turnPass), true
		},
		PacketConnConfigs: []turn.PacketConnConfig{{
			PacketConn: conn,
			RelayAddressGenerator: &turn.RelayAddressGeneratorStatic{
				RelayAddress: net.ParseIP("127.0.0.1"),
				Address:      "127.0.0.1",
			},
		}},
	})
	if err != nil {
		conn.Close()
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	return conn.LocalAddr().String()
}

// startBlackHole starts a UDP socket on 127.0.0.1 that reads and discards
// every packet: a STUN server that never answers. It returns its host:port
// and a count of the packets it swallowed.
func startBlackHole(t *testing.T) (string, *atomic.Int32) {
	t.Helper()
	conn, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	var n atomic.Int32
	go func() {
		buf := make([]byte, 1500)
		for {
			if _, _, err := conn.ReadFrom(buf); err != nil {
				return
			}
			n.Add(1)
		}
	}()
	return conn.LocalAddr().String(), &n
}

// candidateTypes counts the candidates of an SDP by type ("host", "srflx",
// "relay").
func candidateTypes(sdp string) map[string]int {
	n := map[string]int{}
	for _, line := range strings.Split(sdp, "\r\n") {
		if !strings.HasPrefix(line, "a=candidate:") {
			continue
		}
		f := strings.Fields(line)
		for i := 0; i+1 < len(f); i++ {
			if f[i] == "typ" {
				n[f[i+1]]++
			}
		}
	}
	return n
}

// timeOffer returns how long Offer takes with cfg, and the offer.
func timeOffer(t *testing.T, cfg Config) (time.Duration, string, *Pending) {
	t.Helper()
	start := time.Now()
	p, offer, err := Offer(t.Context(), cfg, Handlers{})
	took := time.Since(start)
	if err != nil {
		t.Fatalf("Offer (%v): %v", cfg, err)
	}
	t.Cleanup(func() { p.Close() })
	return took, offer, p
}

// TestGatherDeadline checks that a STUN server that never answers delays an
// offer by GatherTimeout at most, and that the offer still connects over
// loopback host candidates. It logs the time to a ready offer with a STUN
// server that answers, one that does not, and none.
func TestGatherDeadline(t *testing.T) {
	t.Parallel()
	hole, swallowed := startBlackHole(t)
	stun := startTURN(t)

	none, _, _ := timeOffer(t, loop)

	reach := loop
	reach.ICEServers = []ICEServer{{URLs: []string{"stun:" + stun}}}
	reached, offer, _ := timeOffer(t, reach)
	if n := candidateTypes(offer); n["srflx"] == 0 || n["host"] == 0 {
		t.Errorf("offer with a reachable STUN server: candidates %v, want host and srflx", n)
	}

	dead := loop
	dead.ICEServers = []ICEServer{{URLs: []string{"stun:" + hole}}}
	dead.GatherTimeout = time.Second
	hr, gr := newRecorder(), newRecorder()
	start := time.Now()
	p, offer, err := Offer(t.Context(), dead, hr.handlers())
	dropped := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	t.Logf("time to a ready offer: no STUN server %v, reachable STUN server %v, STUN server dropping every packet %v (GatherTimeout %v)",
		none.Round(10*time.Microsecond), reached.Round(10*time.Microsecond), dropped.Round(time.Millisecond), dead.GatherTimeout)
	if dropped > 2500*time.Millisecond {
		t.Errorf("Offer took %v with an unanswering STUN server and GatherTimeout %v, want < 2.5 s", dropped, dead.GatherTimeout)
	}
	if dropped < dead.GatherTimeout-50*time.Millisecond {
		t.Errorf("Offer took %v: gathering completed before the deadline, so the deadline was not tested", dropped)
	}
	if swallowed.Load() == 0 {
		t.Error("the dropping STUN server got no request")
	}
	if n := candidateTypes(offer); n["host"] == 0 || n["srflx"] != 0 {
		t.Errorf("offer with a dropping STUN server: candidates %v, want host ones only", n)
	}

	// That offer connects, over host candidates.
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	guest, answer, err := Answer(ctx, loop, offer, gr.handlers())
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	host, err := p.Accept(ctx, answer)
	if err != nil {
		t.Fatalf("Accept: %v", err)
	}
	defer host.Close()
	if err := guest.WaitOpen(ctx); err != nil {
		t.Fatal(err)
	}
	if err := host.Send([]byte("through")); err != nil {
		t.Fatal(err)
	}
	gr.wait(t, 1, 5*time.Second)
}

// TestTURN connects two peers through a TURN server on 127.0.0.1 only
// (relay-only policy on both sides) and checks what Path says.
func TestTURN(t *testing.T) {
	t.Parallel()
	addr := startTURN(t)
	cfg := loop
	cfg.RelayOnly = true
	cfg.ConnectTimeout = 3 * time.Second
	cfg.ICEServers = []ICEServer{{URLs: []string{"turn:" + addr + "?transport=udp"}, Username: turnUser, Credential: turnPass}}

	hr, gr := newRecorder(), newRecorder()
	var failed atomic.Int32
	hh, gh := hr.handlers(), gr.handlers()
	hh.Failed = func(string) { failed.Add(1) }
	gh.Failed = hh.Failed

	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	start := time.Now()
	p, offer, err := Offer(ctx, cfg, hh)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if n := candidateTypes(offer); n["relay"] == 0 || n["host"]+n["srflx"] != 0 {
		t.Fatalf("relay-only offer: candidates %v, want relay ones only", n)
	}
	guest, answer, err := Answer(ctx, cfg, offer, gh)
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	host, err := p.Accept(ctx, answer)
	if err != nil {
		t.Fatalf("Accept through TURN: %v", err)
	}
	defer host.Close()
	if err := guest.WaitOpen(ctx); err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)

	for i := range 20 {
		if err := host.Send([]byte{byte(i)}); err != nil {
			t.Fatal(err)
		}
		if err := guest.Send([]byte{byte(i)}); err != nil {
			t.Fatal(err)
		}
	}
	gr.wait(t, 20, 5*time.Second)
	hr.wait(t, 20, 5*time.Second)

	for name, l := range map[string]*Link{"host": host, "guest": guest} {
		pi := waitRTT(t, l)
		if !pi.Known || (pi.Local != "relay" && pi.Remote != "relay") || pi.Kind() != "relayed (TURN)" {
			t.Errorf("%s: Path %+v, Kind %q; want a relay candidate, \"relayed (TURN)\"", name, pi, pi.Kind())
		}
		t.Logf("%s: relayed through TURN: connected in %v, path %s/%s %s, Kind %q, RTT %v",
			name, took.Round(100*time.Microsecond), pi.Local, pi.Remote, pi.Protocol, pi.Kind(), pi.RTT)
	}
	if n := failed.Load(); n != 0 {
		t.Errorf("Failed called %d times on a link that works", n)
	}
}

// TestTURNWrongPassword checks that with a wrong TURN password the link does
// not open, and that Failed (then Closed) is called within ConnectTimeout,
// with an error wrapping ErrNoPath from Accept and WaitOpen.
func TestTURNWrongPassword(t *testing.T) {
	t.Parallel()
	addr := startTURN(t)
	cfg := loop
	cfg.RelayOnly = true
	cfg.ConnectTimeout = 3 * time.Second
	cfg.ICEServers = []ICEServer{{URLs: []string{"turn:" + addr + "?transport=udp"}, Username: turnUser, Credential: "wrong"}}

	type event struct {
		what string
		at   time.Time
	}
	var mu sync.Mutex
	events := map[string][]event{}
	record := func(side, what string) {
		mu.Lock()
		events[side] = append(events[side], event{what, time.Now()})
		mu.Unlock()
	}
	handlers := func(side string) Handlers {
		return Handlers{
			Failed: func(reason string) { record(side, "Failed: "+reason) },
			Closed: func() { record(side, "Closed") },
		}
	}

	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	p, offer, err := Offer(ctx, cfg, handlers("host"))
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if n := candidateTypes(offer); n["relay"] != 0 {
		t.Fatalf("a relay candidate with a wrong password: %v", n)
	}
	guest, answer, err := Answer(ctx, cfg, offer, handlers("guest"))
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	start := time.Now()
	host, err := p.Accept(ctx, answer)
	took := time.Since(start)
	if err == nil {
		host.Close()
		t.Fatal("Accept opened a link with a wrong TURN password")
	}
	if !errors.Is(err, ErrNoPath) || !errors.Is(err, ErrClosed) {
		t.Errorf("Accept: err %v, want ErrNoPath (and ErrClosed)", err)
	}
	if took > cfg.ConnectTimeout+time.Second {
		t.Errorf("Accept gave up after %v, ConnectTimeout %v", took, cfg.ConnectTimeout)
	}
	if err := guest.WaitOpen(ctx); !errors.Is(err, ErrNoPath) {
		t.Errorf("guest WaitOpen: err %v, want ErrNoPath", err)
	}
	t.Logf("wrong TURN password: Accept failed after %v: %v", took.Round(time.Millisecond), err)

	deadline := time.Now().Add(2 * time.Second)
	for {
		mu.Lock()
		done := len(events["host"]) >= 2 && len(events["guest"]) >= 2
		mu.Unlock()
		if done || time.Now().After(deadline) {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(100 * time.Millisecond) // room for a wrong second call
	mu.Lock()
	defer mu.Unlock()
	for _, side := range []string{"host", "guest"} {
		ev := events[side]
		if len(ev) != 2 || ev[0].what != "Failed: "+reasonNoPath || ev[1].what != "Closed" {
			t.Errorf("%s: events %v, want Failed (%q) then Closed, once each", side, ev, reasonNoPath)
			continue
		}
		if since := ev[0].at.Sub(start); side == "host" && since > cfg.ConnectTimeout+500*time.Millisecond {
			t.Errorf("host: Failed %v after Accept, ConnectTimeout %v", since, cfg.ConnectTimeout)
		}
	}
}

// TestPathDirect checks Path on a plain loopback link: host candidates on
// both sides, "direct", and a round-trip time.
func TestPathDirect(t *testing.T) {
	t.Parallel()
	host, guest, _, _ := pair(t)
	for name, l := range map[string]*Link{"host": host, "guest": guest} {
		pi := waitRTT(t, l)
		if pi.Kind() != "direct" || pi.Local != "host" || pi.Remote != "host" || pi.Protocol != "udp" {
			t.Errorf("%s: Path %+v, Kind %q; want host/host udp, \"direct\"", name, pi, pi.Kind())
		}
		if pi.RTT <= 0 {
			t.Errorf("%s: no RTT on a loopback link after 2 s: %+v", name, pi)
		}
		t.Logf("%s: loopback: path %s/%s %s, Kind %q, RTT %v", name, pi.Local, pi.Remote, pi.Protocol, pi.Kind(), pi.RTT)
	}
	host.Close()
	if _, err := host.Path(); !errors.Is(err, ErrClosed) {
		t.Errorf("Path after Close: err %v, want ErrClosed", err)
	}
}

// waitRTT returns l's path once it has a round-trip time, or after 2 s.
func waitRTT(t *testing.T, l *Link) PathInfo {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for {
		pi, err := l.Path()
		if err != nil {
			t.Fatalf("Path: %v", err)
		}
		if (pi.Known && pi.RTT > 0) || time.Now().After(deadline) {
			return pi
		}
		time.Sleep(50 * time.Millisecond)
	}
}
