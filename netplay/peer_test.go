package netplay

import (
	"strings"
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

// TestBotNames: the protocol runs no bot, so it only checks the name a
// roster gives a bot seat: a word of 1 to 32 printable ASCII bytes. A bad
// name is an error for NewHost and GiveToBot, and GiveToBot then sends
// nothing; a good one, unknown to engine/bot or not, goes in the roster.
func TestBotNames(t *testing.T) {
	bad := []string{"", "two words", "tab\tbot", "é", "bot\x7f", "nul\x00", strings.Repeat("x", 33)}
	for _, name := range bad {
		n := newTestNet(t)
		_, err := NewHost(n.config("Host", 1), "mallworld", engine.Options{"players": "3"},
			[]SeatPlan{{Kind: "local"}, {Kind: "bot", Bot: name}, {Kind: "bot", Bot: "greedy"}})
		if err == nil || !strings.Contains(err.Error(), "seat 1: ") {
			t.Errorf("NewHost with bot %q: %v", name, err)
		}
	}
	n := newTestNet(t)
	host, gs := lobby(t, n, 4, 2)
	before := len(host.log)
	epoch := host.Status().Setup.Epoch
	for _, name := range bad {
		if err := host.GiveToBot(1, name); err == nil {
			t.Errorf("GiveToBot(1, %q) was accepted", name)
		}
	}
	n.settle()
	if len(host.log) != before || host.Status().Setup.Epoch != epoch {
		t.Fatal("a refused bot name changed the roster")
	}
	long := "ismcts:iters=90:c=1.4:depth=5555" // 32 bytes
	if err := host.GiveToBot(1, long); err != nil {
		t.Fatalf("GiveToBot(1, %q): %v", long, err)
	}
	n.settle()
	for _, p := range append([]*Peer{host}, gs...) {
		if s := p.Status().Setup; s.Epoch != epoch+1 || s.Seats[1].Bot != long || s.Seats[1].Peer != s.Host {
			t.Fatalf("%s sees seat 1 as %+v in epoch %d", p.cfg.Name, s.Seats[1], s.Epoch)
		}
	}
}
