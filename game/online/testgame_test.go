package online_test

import (
	"math/rand/v2"
	"testing"

	"github.com/galleria-games/galleria/engine/testgame"
	"github.com/galleria-games/galleria/game"
	"github.com/galleria-games/galleria/game/online"
	tgui "github.com/galleria-games/galleria/game/testgame"
)

// TestOnlinePluggedGame plugs the test-only game into the client by its
// registration alone and plays a whole 6-seat online match of it in memory:
// the host picks it in the host setup, a guest joins by invite and answer,
// four greedy bots run on the host, and both devices reach the same end.
func TestOnlinePluggedGame(t *testing.T) {
	if err := game.Register(tgui.UI{}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { game.Unregister(testgame.GameName) })

	net := newMemNet()
	host := newPlayer(t, "host", net, "https://example.test/galleria/?net=1", nil, nil)
	for _, id := range []string{"online:host", "hostsetup:game:" + testgame.GameName, "hostsetup:players:6"} {
		host.d.Click(id)
	}
	g, players, kinds := host.o.Form()
	if g != testgame.GameName || players != 6 || kinds[0] != online.SeatLocal || kinds[1] != online.SeatRemote {
		t.Fatalf("host form: %s, %d players, %v", g, players, kinds)
	}
	for i := 2; i < 6; i++ {
		if kinds[i] != online.SeatGreedy {
			t.Fatalf("seat %d is %v, want a greedy bot", i+1, kinds[i])
		}
	}
	fitsBothScreens(t, host, sceneHostSetup)
	host.d.Click("hostsetup:open")
	pump(t, "an invite link", func() bool { return host.status().Invite != "" }, nil, host)
	host.d.Click("lobby:copy:1")
	guest := newPlayer(t, "guest", net, host.status().Clipboard, nil, nil)
	pump(t, "the answer code", func() bool { return guest.status().Answer != "" }, nil, guest)
	guest.d.Click("join:copy")
	host.br.type_(guest.status().Clipboard)
	host.d.Click("lobby:paste:1")
	pump(t, "the guest in the lobby", func() bool {
		snap := host.o.Snapshot()
		return guest.status().Scene == sceneLobby && online.OpenSeats(&snap) == 0
	}, nil, host, guest)
	fitsBothScreens(t, host, sceneLobby)
	host.d.Click("lobby:start")
	pump(t, "both at the table", func() bool {
		return host.status().Scene == sceneTable && guest.status().Scene == sceneTable
	}, nil, host, guest)

	rng := rand.New(rand.NewPCG(3, 4))
	playUntil(t, "the results", rng, atResults(host, guest), host, guest)
	end := sameEnd(t, host, guest)
	if len(end.Scores) != 6 || end.Online.Seats[0] != 0 {
		t.Fatalf("end %+v %+v", end, end.Online)
	}
	if gs := guest.status().Online.Seats; len(gs) != 1 || gs[0] != 1 {
		t.Fatalf("the guest played seats %v", gs)
	}
	for _, p := range []*player{host, guest} {
		if r := p.status().Online.Reports; len(r) > 0 {
			t.Errorf("%s: fault reports %v", p.name, r)
		}
	}
	// Every seat acted: the two people and the four bots each bid twice.
	bids := map[int]int{}
	for _, s := range host.o.PeerSteps() {
		if s.Move == testgame.Bid0 || s.Move == testgame.Bid1 {
			bids[s.Seat]++
		}
	}
	for seat := 0; seat < 6; seat++ {
		if bids[seat] != testgame.Rounds {
			t.Errorf("seat %d bid %d times, want %d", seat+1, bids[seat], testgame.Rounds)
		}
	}
}

// fitsBothScreens checks that every target of one of p's online scenes lies
// on a landscape and on a portrait screen.
func fitsBothScreens(t *testing.T, p *player, scene string) {
	t.Helper()
	for _, size := range [][2]float64{{1280, 720}, {420, 860}} {
		b := sceneBuilder(p, scene, size[0], size[1])
		for _, s := range b.F.Spots {
			if r := s.R; r.X < 0 || r.Y < 0 || r.X+r.W > size[0]+0.01 || r.Y+r.H > size[1]+0.01 {
				t.Errorf("%vx%v: %s target %s off screen: %+v", size[0], size[1], scene, s.ID, r)
			}
		}
	}
}
