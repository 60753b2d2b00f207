package online_test

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestOnlineResumeAnotherEvening: both pages of a match are closed at
// step 40. Another evening the host opens the site with no fragment: its
// History lists the match with Resume, the guest's lists it as hosted by
// the host; Resume opens the host's lobby with a new invite link; the
// guest opens it in a new page, which finds its seat and key; the match
// goes on from the same step to the end, both with the same final state.
func TestOnlineResumeAnotherEvening(t *testing.T) {
	host, guest, net := onlineMatch(t, nil, false)
	rng := rand.New(rand.NewPCG(27, 7))
	playUntil(t, "step 40", rng, func() bool { return guest.status().Step >= 40 && host.status().Step >= 40 }, host, guest)
	pump(t, "the guest to have every step", func() bool { return guest.status().Step == host.status().Step }, nil, host, guest)
	step := host.status().Step
	host.o.Drop()
	guest.o.Drop()
	// static/loader.js loads the net build at the bare address when the
	// browser keeps a key of this form: the host's, not the guest's.
	hostKey := regexp.MustCompile(`^[0-9a-f]{32}/host/meta$`)
	if !slices.ContainsFunc(host.br.store.Keys(), hostKey.MatchString) {
		t.Errorf("the host's storage has no <match>/host/meta key (static/loader.js looks for it): %q", host.br.store.Keys())
	}
	if slices.ContainsFunc(guest.br.store.Keys(), hostKey.MatchString) {
		t.Errorf("the guest's storage has a <match>/host/meta key: %q", guest.br.store.Keys())
	}

	site, _, _ := strings.Cut(host.br.URL(), "?") // no ?net=1, no #host=
	h2 := newPlayer(t, "host2", net, site, host.br.store, nil)
	g2 := newPlayer(t, "guest2", net, site, guest.br.store, nil)
	for _, p := range []*player{h2, g2} {
		if sc := p.status().Scene; sc != "menu" {
			t.Fatalf("%s: a page with no fragment opens %s", p.name, sc)
		}
		p.d.Click("menu:history")
	}
	if !h2.has("history:resume:0") || !strings.Contains(frameText(h2), "Unfinished online matches") {
		t.Fatalf("the host's history offers no Resume:\n%s", frameText(h2))
	}
	if g2.has("history:resume:0") || !strings.Contains(frameText(g2), "Hanna hosts it") {
		t.Fatalf("the guest's history:\n%s", frameText(g2))
	}

	h2.d.Click("history:resume:0")
	if sc := h2.status().Scene; sc != sceneLobby || !strings.Contains(h2.br.URL(), "#host=") {
		t.Fatalf("after Resume: scene %s, url %s", sc, h2.br.URL())
	}
	pump(t, "a new invitation", func() bool { return h2.status().Invite != "" }, nil, h2)
	h2.d.Click("lobby:copy:0")
	link := h2.status().Clipboard
	if !strings.Contains(link, "#join=") {
		t.Fatalf("copied %q", link)
	}
	g3 := newPlayer(t, "guest3", net, link, guest.br.store, nil)
	pump(t, "the guest's answer", func() bool { return g3.status().Answer != "" }, nil, h2, g3)
	g3.d.Click("join:copy")
	h2.br.type_(g3.status().Clipboard)
	h2.d.Click("lobby:paste:0")
	pump(t, "the guest back at the same step", func() bool {
		hs, gs := h2.status(), g3.status()
		return hs.Online != nil && hs.Online.Connected[0] && gs.Online != nil && gs.Online.HostUp && gs.Step == hs.Step && gs.Scene != sceneJoin
	}, nil, h2, g3)
	// Nothing lost (the host's bot may have moved on since).
	if s := h2.status().Step; s < step {
		t.Fatalf("resumed at step %d, closed at %d", s, step)
	}
	if s := g3.status().Online.Seats; len(s) != 1 || s[0] != 0 {
		t.Fatalf("the guest plays seats %v, want its seat 0", s)
	}
	h2.d.Click("lobby:table")
	playUntil(t, "the results", rng, atResults(h2, g3), h2, g3)
	st := sameEnd(t, h2, g3)
	for _, p := range []*player{h2, g3} {
		if r := p.status().Online.Reports; len(r) > 0 {
			t.Errorf("%s: reports %v", p.name, r)
		}
	}
	t.Logf("closed at step %d, resumed, ended at step %d, winners %v", step, st.Step, st.Winners)
}

// TestOnlineResumeWithAChangedLog: between two evenings one record of the
// guest's stored log is changed. Its History says the match cannot be
// read, and the page that opens the host's new invite says plainly that
// the stored match could not be restored (a record's signature fails).
func TestOnlineResumeWithAChangedLog(t *testing.T) {
	host, guest, net := onlineMatch(t, nil, false)
	rng := rand.New(rand.NewPCG(27, 8))
	playUntil(t, "step 20", rng, func() bool { return guest.status().Step >= 20 }, host, guest)
	host.o.Drop()
	guest.o.Drop()
	st := guest.br.store
	changed := ""
	for _, k := range st.Keys() {
		if strings.HasSuffix(k, "/rec/5") && !strings.Contains(k, "/host/") {
			b, _ := st.Load(k)
			b[len(b)-3] ^= 1 // a byte of the signed body
			if err := st.Save(k, b); err != nil {
				t.Fatal(err)
			}
			changed = k
		}
	}
	if changed == "" {
		t.Fatalf("no guest record 5 among %v", st.Keys())
	}
	site, _, _ := strings.Cut(host.br.URL(), "?")
	g2 := newPlayer(t, "guest2", net, site, st, nil)
	g2.d.Click("menu:history")
	if txt := frameText(g2); !strings.Contains(txt, "An online match that cannot be read") || !strings.Contains(txt, "record 5") {
		t.Fatalf("the guest's history with a changed record:\n%s", txt)
	}
	h2 := newPlayer(t, "host2", net, site, host.br.store, nil)
	h2.d.Click("menu:history")
	h2.d.Click("history:resume:0")
	pump(t, "a new invitation", func() bool { return h2.status().Invite != "" }, nil, h2)
	h2.d.Click("lobby:copy:0")
	g3 := newPlayer(t, "guest3", net, h2.status().Clipboard, st, nil)
	if txt := frameText(g3); !strings.Contains(txt, "could not be restored") || !strings.Contains(txt, "record 5") {
		t.Fatalf("the guest's page after the new invite:\n%s", txt)
	}
}
