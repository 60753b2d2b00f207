package netplay

import (
	"testing"
)

// FuzzReceive feeds arbitrary bytes to a host in the middle of a match, on
// a guest's link. Nothing may panic, and since no input can carry a valid
// signature of a peer's key, the state may not change: every input is
// dropped with a report, or ignored as a repeat.
func FuzzReceive(f *testing.F) {
	n := newTestNet(f)
	host, gs := lobbyFuzz(n)
	for _, raw := range host.log {
		f.Add(raw)
	}
	f.Add([]byte{})
	f.Add([]byte{Version})
	f.Add(append([]byte{Version}, make([]byte, 64)...))
	before := hashOf(host)
	step := host.Status().Step
	hid := LinkID(1)
	_ = gs
	f.Fuzz(func(t *testing.T, data []byte) {
		host.Receive(hid, data)
		if hashOf(host) != before || host.Status().Step != step {
			t.Fatalf("%q changed the state", data)
		}
	})
}

// FuzzDecode: decode never panics, and what it accepts re-encodes to a body
// that passes the same checks.
func FuzzDecode(f *testing.F) {
	id, _ := NewIdentity(nil)
	for _, b := range []body{
		{Kind: kindMove, Seat: 1, Move: "pass", Log: b64(make([]byte, 32)), State: b64(make([]byte, 32))},
		{Kind: kindReveal, Seat: -1, Salt: b64(make([]byte, 32))},
		{Kind: kindHello, Name: "Ann"},
	} {
		b.Match, b.From, b.Seq = "0123456789abcdef0123456789abcdef", id.Key(), 1
		raw, err := encode(id, b)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(raw)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		msg, err := decode(data)
		if err != nil {
			if _, ok := err.(*decodeError); !ok {
				t.Fatalf("error of type %T", err)
			}
			return
		}
		if err := msg.body.check(); err != nil {
			t.Fatalf("accepted a body that fails its check: %v", err)
		}
	})
}

// lobbyFuzz starts a 4-player match with 2 guests and plays 30 moves,
// without a *testing.T of its own.
func lobbyFuzz(n *testNet) (*Peer, []*Peer) {
	host, gs := lobby(n.t, n, 4, 2)
	peers := append([]*Peer{host}, gs...)
	for i := 0; i < 30; i++ {
		n.stepOnce(peers, n.rng)
	}
	n.settle()
	return host, gs
}
