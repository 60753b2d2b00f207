package online_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestOnlineRematchByClicks: after the results, the host clicks Rematch;
// the guest, which waited for it, clicks Accept rematch; both reach the
// table of a new match (another id, the seats rotated by one, the same
// game) over the link they had: no new link is made. They play it to the
// end, with no fault reported.
func TestOnlineRematchByClicks(t *testing.T) {
	host, guest, net := onlineMatch(t, nil, false)
	rng := rand.New(rand.NewPCG(5, 6))
	playUntil(t, "the results", rng, atResults(host, guest), host, guest)
	first := sameEnd(t, host, guest)
	pump(t, "the guest's results buttons", func() bool { return guest.has("results:menu") }, nil, host, guest)
	if guest.has("results:accept") || guest.has("results:rematch") || !strings.Contains(frameText(guest), "Waiting for the host…") {
		t.Fatalf("the guest's results before an offer:\n%s\ntargets %v", frameText(guest), guest.d.IDs())
	}
	if !host.has("results:rematch") || host.has("results:accept") {
		t.Fatalf("the host's results: targets %v", host.d.IDs())
	}
	net.mu.Lock()
	links := len(net.links)
	net.mu.Unlock()
	oldSeats := [][]int{first.Online.Seats, guest.status().Online.Seats}

	host.d.Click("results:rematch")
	hs := host.status()
	if hs.Scene != sceneLobby || hs.Online.Match == first.Online.Match || !strings.HasSuffix(host.br.URL(), "#host="+hs.Online.Match) {
		t.Fatalf("after Rematch: scene %s, match %s (was %s), url %s", hs.Scene, hs.Online.Match, first.Online.Match, host.br.URL())
	}
	if !strings.Contains(frameText(host), "deciding on the rematch") {
		t.Fatalf("the host's lobby:\n%s", frameText(host))
	}
	pump(t, "the offer", func() bool { return guest.has("results:accept") }, nil, host, guest)
	if !strings.Contains(frameText(guest), "The host offers a rematch.") {
		t.Fatalf("the guest's results with the offer:\n%s", frameText(guest))
	}
	guest.d.Click("results:accept")
	pump(t, "both at the new table", func() bool {
		hs, gs := host.status(), guest.status()
		return hs.Scene == sceneTable && gs.Scene == sceneTable && hs.Online.Started && gs.Online.Started &&
			gs.Online.Match == hs.Online.Match
	}, nil, host, guest)
	hs, gs := host.status(), guest.status()
	if hs.Online.Match == first.Online.Match || hs.Online.Step >= first.Online.Step {
		t.Fatalf("the new match: %+v", hs.Online)
	}
	rot := func(seats []int) []int {
		var out []int
		for _, s := range seats {
			out = append(out, (s+1)%3)
		}
		slices.Sort(out)
		return out
	}
	if !slices.Equal(hs.Online.Seats, rot(oldSeats[0])) || !slices.Equal(gs.Online.Seats, rot(oldSeats[1])) {
		t.Fatalf("seats: host %v guest %v, were %v", hs.Online.Seats, gs.Online.Seats, oldSeats)
	}
	net.mu.Lock()
	if len(net.links) != links {
		t.Errorf("%d links made for the rematch", len(net.links)-links)
	}
	net.mu.Unlock()
	if hs.Invite != "" || gs.Answer != "" {
		t.Errorf("an invite (%q) or answer (%q) was made", hs.Invite, gs.Answer)
	}
	// The first match is forgotten; the guest keeps where its invite leads.
	for _, p := range []*player{host, guest} {
		for _, k := range p.br.store.Keys() {
			if strings.HasPrefix(k, first.Online.Match) && k != first.Online.Match+"/g0/ui/rematch" {
				t.Errorf("%s still stores %s", p.name, k)
			}
		}
	}
	if b, _ := guest.br.store.Load(first.Online.Match + "/g0/ui/rematch"); string(b) != hs.Online.Match {
		t.Errorf("the guest's first match leads to %q, want %s", b, hs.Online.Match)
	}
	playUntil(t, "the rematch's results", rng, atResults(host, guest), host, guest)
	end := sameEnd(t, host, guest)
	for _, p := range []*player{host, guest} {
		if r := p.status().Online.Reports; len(r) > 0 {
			t.Errorf("%s: reports %v", p.name, r)
		}
	}
	t.Logf("first match %s: %d steps; rematch %s: %d steps, winners %v", first.Online.Match[:8], first.Step, end.Online.Match[:8], end.Step, end.Winners)
}

// TestOnlineRematchGuestLeaves: the guest leaves instead of accepting; the
// host's lobby stops waiting for it, and Start gives its seat to a bot.
func TestOnlineRematchGuestLeaves(t *testing.T) {
	host, guest, _ := onlineMatch(t, nil, false)
	rng := rand.New(rand.NewPCG(9, 10))
	playUntil(t, "the results", rng, atResults(host, guest), host, guest)
	first := sameEnd(t, host, guest)
	host.d.Click("results:rematch")
	pump(t, "the offer", func() bool { return guest.has("results:accept") }, nil, host, guest)
	host.d.Click("lobby:start")
	if !strings.Contains(host.status().Note, "not accepted") || host.status().Online.Started {
		t.Fatalf("Start while the guest decides: note %q", host.status().Note)
	}
	guest.d.Click("results:menu")
	if s := guest.status().Scene; s != sceneMenu {
		t.Fatalf("the guest left to %s", s)
	}
	pump(t, "the host to see the guest gone", func() bool { return !strings.Contains(frameText(host), "deciding on the rematch") }, nil, host)
	host.d.Click("lobby:start")
	pump(t, "the host's new table", func() bool {
		st := host.status()
		return st.Scene == sceneTable && st.Online.Started
	}, nil, host)
	hs := host.status()
	if hs.Online.Match == first.Online.Match || !slices.Equal(hs.Online.Seats, []int{0, 1, 2}) {
		t.Fatalf("the rematch without the guest: %+v", hs.Online)
	}
	playUntil(t, "the rematch's results", rng, atResults(host), host)
	if r := host.status().Online.Reports; len(r) > 0 {
		t.Errorf("reports %v", r)
	}
}
