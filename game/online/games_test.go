package online_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/online"
	"github.com/galleria-games/galleria/game/ui"
	"github.com/galleria-games/galleria/netplay/signal"
)

// Online play of either game: the host setup's game choice, the invite that
// names the game, a guest that refuses a game it cannot play.

// The host setup offers both games; Mall World is the default with its 3–5
// players, Mall or Nothing has 2 seats (the host, a remote player) and no
// player count to choose. Each game keeps its seats while the other is shown.
func TestOnlineHostSetupGameChoice(t *testing.T) {
	net := newMemNet()
	host := newPlayer(t, "host", net, "https://example.test/galleria/?net=1", nil, nil)
	host.d.Click("online:host")
	if !strings.Contains(frameText(host), "Host a Mall World game") {
		t.Fatalf("host setup heading:\n%s", frameText(host))
	}
	if !drawnSelected(host, "hostsetup:game:mallworld") || drawnSelected(host, "hostsetup:game:mallornothing") {
		t.Fatal("Mall World is not the chosen game by default")
	}
	if got := strings.Join(targetsWith(host, "hostsetup:players:"), " "); got != "hostsetup:players:3 hostsetup:players:4 hostsetup:players:5" {
		t.Fatalf("Mall World player buttons: %s", got)
	}
	host.d.Click("hostsetup:players:5")
	for i := 0; i < 3; i++ {
		host.d.Click("hostsetup:seat:4") // normal → hard → greedy → random
	}

	host.d.Click("hostsetup:game:mallornothing")
	if !drawnSelected(host, "hostsetup:game:mallornothing") || drawnSelected(host, "hostsetup:game:mallworld") {
		t.Fatal("the chosen game is not highlighted")
	}
	if p := targetsWith(host, "hostsetup:players:"); len(p) != 0 {
		t.Fatalf("Mall or Nothing offers player counts: %v", p)
	}
	if got := strings.Join(targetsWith(host, "hostsetup:seat:"), " "); got != "hostsetup:seat:0 hostsetup:seat:1" {
		t.Fatalf("Mall or Nothing seats: %s", got)
	}
	text := frameText(host)
	for _, want := range []string{"Host a Mall or Nothing game", "Seat 1: Local player", "Seat 2: Remote player", "Mall or Nothing is a game for 2"} {
		if !strings.Contains(text, want) {
			t.Fatalf("no %q on the setup:\n%s", want, text)
		}
	}
	// A stale click on a player count (the button is gone) changes nothing.
	host.o.Click(sceneHostSetup, "hostsetup:players:3")
	host.o.Click(sceneHostSetup, "hostsetup:seat:2")
	if _, players, kinds := host.o.Form(); players != 2 || kinds[0] != online.SeatLocal || kinds[1] != online.SeatRemote {
		t.Fatalf("Mall or Nothing form after stale clicks: %d players, %v", players, kinds)
	}

	host.d.Click("hostsetup:game:mallworld")
	if g, players, kinds := host.o.Form(); g != mallworld.GameName || players != 5 || kinds[4] != online.SeatRandom {
		t.Fatalf("Mall World's seats were not kept: %s, %d players, %v", g, players, kinds)
	}
	host.d.Click("hostsetup:game:mallornothing")
	host.d.Click("hostsetup:open")
	pump(t, "an invite link", func() bool { return host.status().Invite != "" }, nil, host)

	st := host.o.PeerStatus()
	if st.Setup.Game != mallornothing.GameName || len(st.Setup.Seats) != 2 || st.Setup.Options.String() != "players=2" {
		t.Fatalf("the host's match: game %q, %d seats, options %q", st.Setup.Game, len(st.Setup.Seats), st.Setup.Options)
	}
	if s := st.Setup.Seats; s[0].Peer != st.Me || s[0].Bot != "" || !s[1].Open() {
		t.Fatalf("seats: %+v (host is peer %d)", s, st.Me)
	}
	inv, err := signal.InviteFromURL(host.status().Invite)
	if err != nil || inv.Game != mallornothing.GameName {
		t.Fatalf("invite %+v, %v", inv, err)
	}
	if text := frameText(host); !strings.Contains(text, "Mall or Nothing · 2 players") {
		t.Fatalf("lobby heading:\n%s", text)
	}

	// The guest sees the game before it connects, and in the lobby.
	host.d.Click("lobby:copy:1")
	guest := newPlayer(t, "guest", net, host.status().Clipboard, nil, nil)
	pump(t, "the answer code", func() bool { return guest.status().Answer != "" }, nil, guest)
	if text := frameText(guest); !strings.Contains(text, "invites you to a game of Mall or Nothing.") {
		t.Fatalf("join page:\n%s", text)
	}
	guest.d.Click("join:copy")
	host.br.type_(guest.status().Clipboard)
	host.d.Click("lobby:paste:1")
	pump(t, "the guest in the lobby", func() bool {
		gs := guest.status()
		snap := host.o.Snapshot()
		return gs.Scene == sceneLobby && gs.Online != nil && len(gs.Online.Seats) == 1 && online.OpenSeats(&snap) == 0
	}, nil, host, guest)
	if s := guest.status().Online.Seats; s[0] != 1 {
		t.Fatalf("the guest plays seats %v", s)
	}
	guest.update()
	if text := frameText(guest); !strings.Contains(text, "Mall or Nothing · 2 players") {
		t.Fatalf("guest's lobby heading:\n%s", text)
	}
	if !host.has("lobby:start") {
		t.Fatalf("no Start: %v", host.d.IDs())
	}

	// The host's page reloads: the match comes back from storage, and the
	// new invite for the guest's seat names the game again.
	host.o.Drop()
	again := newPlayer(t, "host again", net, host.br.URL(), host.br.store, nil)
	pump(t, "a new invite link after the reload", func() bool { return again.status().Invite != "" }, nil, again)
	if inv, err := signal.InviteFromURL(again.status().Invite); err != nil || inv.Game != mallornothing.GameName || inv.Slot != online.RejoinSlot+1 {
		t.Fatalf("invite after the reload: %+v, %v", inv, err)
	}
	if text := frameText(again); !strings.Contains(text, "Mall or Nothing · 2 players") {
		t.Fatalf("lobby heading after the reload:\n%s", text)
	}
}

// The setup's Mall World path used by the browser test (e2e/online_test.go)
// still opens a 3-player Mall World match.
func TestOnlineHostSetupMallWorldUnchanged(t *testing.T) {
	net := newMemNet()
	host := newPlayer(t, "host", net, "https://example.test/galleria/?net=1", nil, nil)
	for _, id := range []string{"online:host", "hostsetup:players:3",
		"hostsetup:seat:0", "hostsetup:seat:0", "hostsetup:seat:0", "hostsetup:seat:0", "hostsetup:seat:0", "hostsetup:seat:0",
		"hostsetup:seat:1", "hostsetup:open"} {
		host.d.Click(id)
	}
	pump(t, "an invite link", func() bool { return host.status().Invite != "" }, nil, host)
	st := host.o.PeerStatus()
	if st.Setup.Game != mallworld.GameName || len(st.Setup.Seats) != 3 || st.Setup.Options["players"] != "3" {
		t.Fatalf("the host's match: game %q, %d seats, options %q", st.Setup.Game, len(st.Setup.Seats), st.Setup.Options)
	}
	if inv, err := signal.InviteFromURL(host.status().Invite); err != nil || inv.Game != mallworld.GameName {
		t.Fatalf("invite %+v, %v", inv, err)
	}
}

// A guest refuses an invite to a game it does not know, and says which.
func TestOnlineGuestRefusesUnknownGame(t *testing.T) {
	link, err := signal.InviteURL("https://example.test/galleria/", signal.Invite{
		Match: strings.Repeat("ab", 16), Slot: 0, Game: "mallofthemoon", Host: "Hanna", SDP: "v=0 fake offer"})
	if err != nil {
		t.Fatal(err)
	}
	guest := newPlayer(t, "guest", newMemNet(), link, nil, nil)
	st := guest.status()
	if st.Scene != sceneOnline || guest.o.Active() {
		t.Fatalf("an invite to an unknown game opened scene %s (active %v)", st.Scene, guest.o.Active())
	}
	text := frameText(guest)
	for _, want := range []string{`"mallofthemoon"`, "cannot play", "Mall World, Mall or Nothing, Luxembourg-Shopping and Mall for Heroes"} {
		if !strings.Contains(text, want) {
			t.Fatalf("the note does not say %q:\n%s", want, text)
		}
	}
	// The same through "Join with an invite link".
	g2 := newPlayer(t, "guest2", newMemNet(), "https://example.test/galleria/?net=1", nil, nil)
	g2.br.type_(link)
	g2.d.Click("online:join")
	pump(t, "the refusal", func() bool { return strings.Contains(g2.status().Note, "mallofthemoon") }, nil, g2)
	if g2.o.Active() || g2.status().Scene != sceneOnline {
		t.Fatalf("scene %s after a refused invite", g2.status().Scene)
	}
}

// The host setup fits the screen, landscape and portrait, for each game at
// its most seats (with Luxembourg-Shopping's time limit option), and no two
// of its targets overlap.
func TestOnlineHostSetupLayout(t *testing.T) {
	host := newPlayer(t, "host", newMemNet(), "https://example.test/galleria/?net=1", nil, nil)
	host.d.Click("online:host")
	for _, game := range []string{mallworld.GameName, mallornothing.GameName, luxshopping.GameName} {
		host.d.TryClick("hostsetup:game:" + game)
		if g, err := games.Lookup(game); err == nil && g.Info().MaxSeats > g.Info().MinSeats {
			host.d.Click(fmt.Sprintf("hostsetup:players:%d", g.Info().MaxSeats))
		}
		for _, size := range [][2]float64{{1280, 720}, {390, 844}, {720, 720}} {
			host.d.App.SetSize(size[0], size[1], 1)
			host.update()
			tgs := host.d.App.Targets()
			if len(tgs) < 6 {
				t.Fatalf("%s at %v: targets %v", game, size, host.d.IDs())
			}
			for i, tg := range tgs {
				if tg.X < 0 || tg.Y < 0 || tg.X+tg.W > size[0]+0.5 || tg.Y+tg.H > size[1]+0.5 {
					t.Errorf("%s at %v: %s off screen: %+v", game, size, tg.ID, tg)
				}
				for _, o := range tgs[i+1:] {
					if tg.X < o.X+o.W && o.X < tg.X+tg.W && tg.Y < o.Y+o.H && o.Y < tg.Y+tg.H {
						t.Errorf("%s at %v: %s overlaps %s", game, size, tg.ID, o.ID)
					}
				}
			}
			_, devH := ui.DeviceSize(size[0], size[1], 1)
			for _, tx := range sceneBuilder(host, sceneHostSetup, size[0], size[1]).F.Items {
				if tx.Kind == ui.KText && (tx.R.Y+tx.R.H > devH+0.5 || tx.R.X < -0.5) {
					t.Errorf("%s at %v: text %q off screen", game, size, tx.Text)
				}
			}
		}
	}
}

// mnOnlineMatch sets up a Mall or Nothing match by clicks: the host plays
// seat 1 at its device, the guest seat 2 on its own.
func mnOnlineMatch(t *testing.T) (host, guest *player) {
	t.Helper()
	net := newMemNet()
	host = newPlayer(t, "host", net, "https://example.test/galleria/?net=1", nil, nil)
	host.d.Click("online:host")
	guest = mnOnlineLobby(t, net, host, nil, nil)
	host.d.Click("lobby:start")
	pump(t, "both at the table", func() bool {
		return host.status().Scene == sceneTable && guest.status().Scene == sceneTable
	}, nil, host, guest)
	return host, guest
}

// mnOnlineLobby takes host from its host form to a full Mall or Nothing
// lobby by clicks: it opens the lobby, a guest (in a browser asking for
// langs) opens the invite and sends its answer code, the host pastes it.
// at (if not nil) is called with each page on the way: the host's lobby
// with its invite, the guest's join page, both full lobbies.
func mnOnlineLobby(t *testing.T, net *memNet, host *player, langs []string, at func(p *player, where string)) (guest *player) {
	t.Helper()
	return gameOnlineLobby(t, net, host, "mallornothing", langs, at)
}

// gameOnlineLobby is mnOnlineLobby for a game of two players: the host
// plays seat 1, the guest seat 2.
func gameOnlineLobby(t *testing.T, net *memNet, host *player, game string, langs []string, at func(p *player, where string)) (guest *player) {
	t.Helper()
	if at == nil {
		at = func(*player, string) {}
	}
	host.d.Click("hostsetup:game:" + game)
	host.d.TryClick("hostsetup:players:2")
	host.d.Click("hostsetup:open")
	pump(t, "an invite link", func() bool { return host.status().Invite != "" }, nil, host)
	at(host, "lobby with an invite")
	host.d.Click("lobby:copy:1")
	guest = newPlayerSpeaking(t, "guest", net, host.status().Clipboard, nil, nil, langs)
	pump(t, "the answer code", func() bool { return guest.status().Answer != "" }, nil, guest)
	at(guest, "join page with the answer code")
	guest.d.Click("join:copy")
	host.br.type_(guest.status().Clipboard)
	host.d.Click("lobby:paste:1")
	pump(t, "the guest in the lobby", func() bool {
		gs := guest.status()
		snap := host.o.Snapshot()
		return gs.Scene == sceneLobby && gs.Online != nil && len(gs.Online.Seats) == 1 && online.OpenSeats(&snap) == 0
	}, nil, host, guest)
	at(host, "host's lobby, table full")
	at(guest, "guest's lobby")
	return guest
}

// TestOnlineMallOrNothingByClicks: a whole game of Mall or Nothing between
// two Apps, by clicks on the table's targets, to the same results.
func TestOnlineMallOrNothingByClicks(t *testing.T) {
	host, guest := mnOnlineMatch(t)
	if g := host.o.Snapshot().Setup.Game; g != mallornothing.GameName {
		t.Fatalf("the match is of %q", g)
	}
	rng := rand.New(rand.NewPCG(8, 9))
	moves := playUntil(t, "the results", rng, atResults(host, guest), host, guest)
	end := sameEnd(t, host, guest)
	for _, p := range []*player{host, guest} {
		if r := p.status().Online.Reports; len(r) > 0 {
			t.Errorf("%s: fault reports %v", p.name, r)
		}
	}
	steps := host.o.PeerSteps()
	placed := [2]int{}
	for _, s := range steps {
		if s.Seat >= 0 {
			placed[s.Seat]++
		}
	}
	if placed != [2]int{8, 8} {
		t.Fatalf("placements by seat: %v", placed)
	}
	t.Logf("%d clicks/moves, %d steps, winners %v, hash %s", moves, end.Step, end.Winners, end.Online.Hash)
}

// A game with a solo mode is hosted for two seats or more: the host setup
// offers no player count of 1 and no solo-only option (Mall for Heroes'
// solo level), and a stale click on either changes nothing.
func TestOnlineHostSetupNoSolo(t *testing.T) {
	host := newPlayer(t, "host", newMemNet(), "https://example.test/galleria/?net=1", nil, nil)
	host.d.Click("online:host")
	host.d.Click("hostsetup:game:mallforheroes")
	if g, players, _ := host.o.Form(); g != "mallforheroes" || players != 3 {
		t.Fatalf("the form shows %s with %d players, want mallforheroes with 3", g, players)
	}
	if got := strings.Join(targetsWith(host, "hostsetup:players:"), " "); got != "hostsetup:players:2 hostsetup:players:3 hostsetup:players:4 hostsetup:players:5" {
		t.Fatalf("Mall for Heroes player buttons: %s", got)
	}
	if got := targetsWith(host, "hostsetup:opt:"); len(got) != 0 {
		t.Fatalf("the host setup offers solo options: %v", got)
	}
	host.o.Click(sceneHostSetup, "hostsetup:players:1")
	host.o.Click(sceneHostSetup, "hostsetup:opt:level:6")
	host.d.Click("hostsetup:open")
	pump(t, "an invite link", func() bool { return host.status().Invite != "" }, nil, host)
	st := host.o.PeerStatus()
	if len(st.Setup.Seats) != 3 || st.Setup.Options["players"] != "3" || st.Setup.Options["level"] == "6" {
		t.Fatalf("the hosted match after stale clicks: %d seats, options %q", len(st.Setup.Seats), st.Setup.Options)
	}
}
