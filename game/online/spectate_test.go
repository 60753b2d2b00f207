package online_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/netplay"
)

// addSpectator makes a spectator's page from the host's spectator link, on
// store (nil: a new browser profile), and has the host paste its answer;
// it returns once the host lists it connected.
func addSpectator(t *testing.T, name string, net *memNet, host *player, store *netplay.MemStore, ps ...*player) *player {
	t.Helper()
	pump(t, "a spectator link", func() bool { return host.status().Online.WatchLink != "" }, nil, append(ps, host)...)
	host.d.Click("lobby:watchcopy")
	link := host.status().Clipboard
	if !strings.Contains(link, "#watch=") || link != host.status().Online.WatchLink {
		t.Fatalf("copied %q, spectator link %q", link, host.status().Online.WatchLink)
	}
	before := len(host.status().Online.Spectators)
	sp := newPlayer(t, name, net, link, store, nil)
	answerSpectator(t, sp, host, ps...)
	pump(t, name+" in the host's list", func() bool {
		s := host.status().Online.Spectators
		return len(s) > before || strings.Contains(sp.status().Note, "refused")
	}, nil, append(ps, host, sp)...)
	return sp
}

// answerSpectator has the host paste the answer of a spectator's page.
func answerSpectator(t *testing.T, sp, host *player, ps ...*player) {
	t.Helper()
	pump(t, sp.name+"'s answer code", func() bool { return sp.status().Answer != "" }, nil, append(ps, host, sp)...)
	if st := sp.status(); st.Scene != "watch" || st.Online == nil || !st.Online.Watching {
		t.Fatalf("%s: scene %s, online %+v", sp.name, st.Scene, st.Online)
	}
	sp.d.Click("watch:copy")
	host.br.type_(sp.status().Clipboard)
	host.d.Click("lobby:watchpaste")
}

// hiddenHands checks that a spectator's view knows no card of any hand, no
// coins (until the final scoring counts them openly) and no special: what a
// seated page's view knows of its own seat.
func hiddenHands(t *testing.T, sp *player, when string) {
	t.Helper()
	v, ok := sp.o.WatchView().(*rules.State)
	if !ok {
		t.Fatalf("%s: %s follows no Mall World view", when, sp.name)
	}
	for i, s := range v.PositionOf().Seats {
		if len(s.Hand) > 0 || len(s.Contracts) > 0 || s.Coins >= 0 && v.Result() == nil || s.Special != "" && s.Special != "?" {
			t.Fatalf("%s: %s's view shows seat %d's secrets: %+v", when, sp.name, i+1, s)
		}
	}
}

// TestSpectatorFollowsMallWorld: a spectator joins the lobby through the
// host's spectator link and is listed there and on the guest's page; once
// the match runs its table follows it read-only (no legal move, no hand
// target, a view with no hand, no coins, no special: the seated guest's
// frames have hand targets), it follows the seat it chooses, a reload resumes on the same
// place with the host's next link, and at the end its results are the
// players' (the step that ends the game shows the coins in hand).
func TestSpectatorFollowsMallWorld(t *testing.T) {
	host, guest, net := onlineLobby(t, nil, false)
	store := &netplay.MemStore{}
	sp := addSpectator(t, "spectator", net, host, store, guest)
	if s := host.status().Online.Spectators; len(s) != 1 || strings.Contains(s[0], "disconnected") {
		t.Fatalf("the host lists the spectators %q", s)
	}
	if !strings.Contains(flatText(host), "Watching: ") {
		t.Fatalf("the host's lobby does not list the spectator:\n%s", frameText(host))
	}
	pump(t, "the guest's list of spectators", func() bool {
		s := guest.status().Online.Spectators
		return len(s) == 1 && !strings.Contains(s[0], "disconnected") && strings.Contains(flatText(guest), "Watching: ")
	}, nil, host, guest, sp)
	host.d.Click("lobby:start")
	pump(t, "everyone at the table", func() bool {
		return host.status().Scene == sceneTable && guest.status().Scene != sceneLobby && sp.status().Scene == sceneTable
	}, nil, host, guest, sp)
	if st := sp.status(); !st.Online.Watching || st.Online.WatchSeat != 0 || len(st.Online.Seats) != 0 {
		t.Fatalf("the spectator's status %+v", *st.Online)
	}

	rng := rand.New(rand.NewPCG(28, 1))
	guestHand, reloaded, followed := false, false, false
	check := func() {
		st := sp.status()
		if st.Seat >= 0 || len(st.Legal) > 0 {
			t.Fatalf("the spectator acts: seat %d, legal %v", st.Seat, st.Legal)
		}
		if h := targetsWith(sp, "hand:"); len(h) > 0 {
			t.Fatalf("the spectator's table has hand targets %v", h)
		}
		if len(targetsWith(guest, "hand:")) > 0 {
			guestHand = true
		}
		if st.Online.WatchSteps > 0 {
			hiddenHands(t, sp, fmt.Sprintf("step %d", st.Online.WatchSteps))
		}
	}
	playUntil(t, "step 40 at the spectator", rng, func() bool {
		check()
		return sp.status().Online.WatchSteps >= 40
	}, host, guest, sp)

	// The spectator follows seat 3 (the bot's): the table turns to it.
	if !sp.has("net:follow:1") {
		t.Fatalf("no follow button: %v", sp.d.IDs())
	}
	sp.d.Click("net:follow:1")
	sp.d.Click("net:follow:2")
	pump(t, "the spectator to follow seat 3", func() bool { return sp.status().Online.WatchSeat == 2 }, nil, host, guest, sp)
	third := host.o.Snapshot().Setup.Seats[2].Name
	// The spectator's table fits a desktop and a phone (with CHAT_SHOT set,
	// it is saved as PNGs).
	for _, sz := range []struct{ w, h, dsf float64 }{{390, 844, 3}, {1280, 720, 1}} {
		sp.d.App.SetSize(sz.w, sz.h, sz.dsf)
		sp.update()
		if m := misfits(sp.d.App.Screen()); len(m) > 0 {
			t.Errorf("the spectator's table at %vx%v: %q", sz.w, sz.h, m)
		}
		shot(t, sp.d.App, fmt.Sprintf("spectator-table-%vx%v", sz.w, sz.h), sz.w, sz.h, sz.dsf)
	}
	followed = strings.Contains(flatText(sp), "You are watching, following "+third+".")

	// A reload: the page goes away and comes back on the same storage; its
	// link was used, so the host's next spectator link takes it back.
	url := sp.br.URL()
	sp.o.DropWatch()
	pump(t, "the host to see the spectator gone", func() bool {
		s := host.status().Online.Spectators
		return len(s) == 1 && strings.Contains(s[0], "disconnected")
	}, nil, host, guest)
	sp = newPlayer(t, "spectator (reloaded)", net, url, store, nil)
	if st := sp.status(); st.Scene != "watch" || !sp.has("watch:newlink") {
		t.Fatalf("the reloaded page: scene %s, targets %v", st.Scene, sp.d.IDs())
	}
	host.d.Click("table:players")
	pump(t, "a spectator link for the reload", func() bool { return host.status().Online.WatchLink != "" }, nil, host, guest, sp)
	sp.br.type_(host.status().Online.WatchLink)
	sp.d.Click("watch:newlink")
	answerSpectator(t, sp, host, guest)
	pump(t, "the reloaded spectator at the table, caught up", func() bool {
		st := sp.status()
		s := host.status().Online.Spectators
		return st.Scene == sceneTable && st.Online.WatchSteps >= 40 && len(s) == 1 && !strings.Contains(s[0], "disconnected")
	}, nil, host, guest, sp)
	reloaded = true
	if st := sp.status(); st.Online.WatchSeat != 2 {
		t.Fatalf("the reloaded page follows seat %d, not 3", st.Online.WatchSeat+1)
	}
	host.d.Click("lobby:table")

	playUntil(t, "the end", rng, func() bool {
		check()
		return atResults(host, guest, sp)() && sp.status().Online.WatchSteps == host.status().Step
	}, host, guest, sp)
	end := sameEnd(t, host, guest)
	st := sp.status()
	if len(st.Scores) != len(end.Scores) || strings.Join(st.Winners, ",") == "" {
		t.Fatalf("the spectator's results: scores %v winners %v; the players' %v", st.Scores, st.Winners, end.Scores)
	}
	if fmt.Sprint(st.Scores) != fmt.Sprint(end.Scores) || fmt.Sprint(st.Winners) != fmt.Sprint(end.Winners) {
		t.Fatalf("the spectator's scores %v and winners %v, the players' %v and %v", st.Scores, st.Winners, end.Scores, end.Winners)
	}
	if !guestHand || !reloaded || !followed {
		t.Fatalf("guest's hand drawn %v, reloaded %v, followed %v", guestHand, reloaded, followed)
	}
}

// TestNinthSpectatorRefused: a match takes eight spectators; the host's
// lobby says so, and a ninth who answers the spectator link gets the
// host's refusal in plain words on its page.
func TestNinthSpectatorRefused(t *testing.T) {
	host, guest, net := onlineLobby(t, nil, false)
	var sps []*player
	for i := 0; i < netplay.MaxSpectators; i++ {
		sps = append(sps, addSpectator(t, fmt.Sprintf("spectator %d", i+1), net, host, nil, guest))
	}
	if s := host.status().Online.Spectators; len(s) != netplay.MaxSpectators {
		t.Fatalf("the host lists %q", s)
	}
	if !strings.Contains(flatText(host), "Watching (8, the most a match takes)") {
		t.Fatalf("the host's lobby:\n%s", frameText(host))
	}
	ninth := addSpectator(t, "spectator 9", net, host, nil, guest)
	pump(t, "the ninth's refusal", func() bool { return strings.Contains(ninth.status().Note, "refused") }, nil, host, guest, ninth)
	if n := ninth.status().Note; !strings.Contains(n, "refused") || !strings.Contains(n, "8 spectators") {
		t.Fatalf("the ninth's note %q", n)
	}
	if !strings.Contains(flatText(ninth), "refused") {
		t.Fatalf("the ninth's page:\n%s", frameText(ninth))
	}
	if s := host.status().Online.Spectators; len(s) != netplay.MaxSpectators {
		t.Fatalf("after the ninth the host lists %q", s)
	}
}
