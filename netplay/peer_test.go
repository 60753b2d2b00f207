package netplay

import (
	"testing"

	"github.com/galleria-games/galleria/engine"
)

// lobby opens a match: the host plus len(guests) remote seats, the rest bots.
func lobby(t testing.TB, n *testNet, players int, guests int) (*Peer, []*Peer) {
	t.Helper()
	var plan []SeatPlan
	for i := 0; i < players; i++ {
		switch {
		case i < guests:
			plan = append(plan, SeatPlan{Kind: "remote"})
		case i%2 == 0:
			plan = append(plan, SeatPlan{Kind: "bot", Bot: "greedy"})
		default:
			plan = append(plan, SeatPlan{Kind: "bot", Bot: "random"})
		}
	}
	host, err := NewHost(n.config("Host", 1), "mallworld", engine.Options{"players": itoa(players)}, plan)
	if err != nil {
		t.Fatal(err)
	}
	var gs []*Peer
	for i := 0; i < guests; i++ {
		g, err := NewGuest(n.config("Guest"+itoa(i+1), uint64(10+i)), host.Match())
		if err != nil {
			t.Fatal(err)
		}
		n.connect(host, g)
		n.settle()
		gs = append(gs, g)
	}
	n.settle()
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	n.settle()
	return host, gs
}

func itoa(i int) string { return string(rune('0' + i)) }

func TestMemWholeGame(t *testing.T) {
	for _, tc := range []struct{ players, guests int }{{3, 1}, {4, 2}, {5, 4}} {
		n := newTestNet(t)
		host, gs := lobby(t, n, tc.players, tc.guests)
		peers := append([]*Peer{host}, gs...)
		n.run(peers, 100000)
		mustOver(t, peers)
		for _, p := range peers {
			if r := p.Reports(); len(r) > 0 {
				t.Errorf("%s: reports %v", p.cfg.Name, r)
			}
		}
		t.Logf("%d players, %d guests: %d steps", tc.players, tc.guests, host.Status().Step)
	}
}
