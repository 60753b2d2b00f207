package netplay

import (
	"sync"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/mallornothing"
)

// TestGuestHoldsWhatOvertakesTheLobby: in the browser each message arrives
// on its own goroutine, so the host's start (and the commitments after it)
// may reach a guest before the host's first lobby, which is what introduces
// the host's key. The guest holds such messages until that lobby arrives
// and then takes them, instead of dropping them as forged: here every
// message the host sent before and just after the start reaches the guest
// in reverse order, and the guest still starts, reports no fault, and
// plays the match to the host's end.
func TestGuestHoldsWhatOvertakesTheLobby(t *testing.T) {
	n := newTestNet(t)
	host, err := NewHost(n.config("Host", 1), mallornothing.GameName, engine.Options{"players": "2"},
		[]SeatPlan{{Kind: "bot", Bot: "greedy"}, {Kind: "remote"}})
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewGuest(n.config("Guest", 10), host.Match())
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var held [][]byte
	holding := true
	var deliver func([]byte)
	n.toGuest = func(d func([]byte)) func([]byte) {
		deliver = d
		return func(b []byte) {
			mu.Lock()
			if holding {
				held = append(held, b)
				mu.Unlock()
				return
			}
			mu.Unlock()
			d(b)
		}
	}
	n.connect(host, g)
	n.settle()
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	n.settle()
	mu.Lock()
	early := held
	held, holding = nil, false // what the host sends from now on goes through
	mu.Unlock()
	if len(early) < 2 {
		t.Fatalf("the host sent the guest %d messages before and at the start", len(early))
	}
	for i := len(early) - 1; i >= 0; i-- {
		deliver(early[i])
	}
	n.settle()
	if !g.Status().Started {
		t.Fatalf("the guest did not start after %d messages in reverse order", len(early))
	}
	n.run([]*Peer{host, g}, 100000)
	mustOver(t, []*Peer{host, g})
	if hashOf(host) != hashOf(g) {
		t.Error("the guest ends in another state than the host")
	}
	for _, r := range g.Reports() {
		t.Errorf("the guest reported a fault: %s", r)
	}
}
