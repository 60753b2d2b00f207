package online_test

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/netplay"
)

// clockShown matches a time of the clocks' strip under 30 s a decision.
var clockShown = regexp.MustCompile(`(?m)^0:[0-3][0-9]$`)

// clockMatch is onlineMatch with the host form's clock of 30 s per
// decision, chosen by a click.
func clockMatch(t *testing.T, clk *testClock) (host, guest *player) {
	t.Helper()
	hostFormMore = func(host *player) {
		host.d.Click("hostsetup:clock:m30000")
		if !drawnSelected(host, "hostsetup:clock:m30000") || drawnSelected(host, "hostsetup:clock:none") {
			t.Error("the clock chosen is not drawn selected")
		}
	}
	t.Cleanup(func() { hostFormMore = nil })
	host, guest, _ = onlineMatch(t, clk, false)
	return host, guest
}

// TestOnlineClockTimeOut: the host form's clock reaches the match's setup
// (and every page's hook); the guest's time runs while it must move and
// the strip under the table shows it; when it runs out, the host's page
// gives the decision to the stand-in bot, every page's log says so, and
// the guest has its seat back and makes its next decision itself.
func TestOnlineClockTimeOut(t *testing.T) {
	clk := &testClock{now: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	host, guest := clockMatch(t, clk)
	if c := host.o.PeerStatus().Setup.Clock; c == nil || *c != (netplay.Clock{Move: 30_000}) {
		t.Fatalf("the match's clock is %+v", c)
	}
	pump(t, "the clocks on both pages", func() bool {
		hs, gs := host.status().Online, guest.status().Online
		return hs.Clock == "move 30000" && gs.Clock == "move 30000" && len(hs.Clocks) == 3 && len(gs.Clocks) == 3
	}, clk, host, guest)
	rng := rand.New(rand.NewPCG(7, 8))
	guestTurn := func() bool {
		gs := guest.status()
		return gs.Scene == sceneTable && gs.Seat == 0 && guest.o.MatchState().Decision().Kind == engine.Turn
	}
	untilGuestTurn := func() {
		t.Helper()
		for i := 0; !guestTurn(); i++ {
			if i > 20000 {
				t.Fatalf("the guest never has a turn: %+v", guest.status())
			}
			playStep(t, host, rng)
			if gs := guest.status(); gs.Seat >= 0 && !guestTurn() {
				playStep(t, guest, rng)
			} else if gs.Seat < 0 {
				guest.d.TryClick("scoring:ok")
			}
			host.update()
			guest.update()
			clk.Add(10 * time.Millisecond)
		}
	}
	untilGuestTurn()
	step := guest.status().Step
	pump(t, "the guest's time running on both pages", func() bool {
		for _, p := range []*player{host, guest} {
			if c := p.status().Online.Clocks; len(c) != 3 || !c[0].Running || c[0].Ms <= 0 || c[0].Ms > 30_000 {
				return false
			}
		}
		return true
	}, clk, host, guest)
	for _, p := range []*player{host, guest} {
		if txt := frameText(p); !strings.Contains(txt, "Hanna") || !clockShown.MatchString(txt) {
			t.Errorf("%s's table shows no clocks:\n%s", p.name, txt)
		}
	}
	// 31 s later the guest has not moved: the host's bot moves for it.
	clk.Add(31 * time.Second)
	ranOut := "Hanna's time ran out"
	if n := host.o.PeerStatus().Setup.Seats[0].Name; n != "Hanna" {
		ranOut = n + "'s time ran out"
	}
	pump(t, "the bot's move for the guest, told on both pages", func() bool {
		hs, gs := host.status(), guest.status()
		return hs.Step > step && gs.Step > step && len(hs.Online.TimeOuts) == 1 && len(gs.Online.TimeOuts) == 1
	}, clk, host, guest)
	for _, p := range []*player{host, guest} {
		if l := p.status().Online.TimeOuts[0]; !strings.HasPrefix(l, ranOut) {
			t.Errorf("%s's log line: %q", p.name, l)
		}
		if txt := flatText(p); !strings.Contains(txt, "time ran out") {
			t.Errorf("%s's table does not show the time-out:\n%s", p.name, frameText(p))
		}
	}
	pump(t, "the seat back with the guest", func() bool {
		gs := guest.status().Online
		return slices.Contains(gs.Seats, 0) && !gs.Clocks[0].Lent
	}, clk, host, guest)
	// Its next decision is the guest's own: its move, no bot.
	untilGuestTurn()
	step = guest.status().Step
	if !playStep(t, guest, rng) {
		t.Fatal("the guest cannot move")
	}
	pump(t, "the guest's own move", func() bool { return host.status().Step > step && guest.status().Step > step }, clk, host, guest)
	for _, p := range []*player{host, guest} {
		if n := len(p.status().Online.TimeOuts); n != 1 {
			t.Errorf("%s: %d time-outs", p.name, n)
		}
	}
	if r := host.status().Online.Reports; len(r) > 0 {
		t.Errorf("reports: %v", r)
	}
}

// TestOnlineClockKeptOnReload: the clock is part of the roster the host's
// page keeps: reloaded in the lobby, it has the same clock.
func TestOnlineClockKeptOnReload(t *testing.T) {
	hostFormMore = func(host *player) { host.d.Click("hostsetup:clock:b600000+5000") }
	t.Cleanup(func() { hostFormMore = nil })
	host, _, net := onlineLobby(t, nil, false)
	if c := host.status().Online.Clock; c != "bank 600000+5000" {
		t.Fatalf("the lobby's clock: %q", c)
	}
	url := host.br.URL()
	host.o.Drop()
	h2 := newPlayer(t, "host2", net, url, host.br.store, nil)
	pump(t, "the reloaded lobby", func() bool { return h2.status().Online != nil }, nil, h2)
	if c := h2.o.PeerStatus().Setup.Clock; c == nil || *c != (netplay.Clock{Bank: 600_000, Inc: 5000}) || h2.status().Online.Clock != "bank 600000+5000" {
		t.Errorf("after the reload the clock is %+v (hook %q)", c, h2.status().Online.Clock)
	}
}

// TestOnlineClockFits: the host form with its clock choices, and the table
// with its clocks' strip, keep their texts whole at a phone's size and a
// desktop's, in English and French.
func TestOnlineClockFits(t *testing.T) {
	t.Cleanup(func() { lang.Set(lang.English); stillPieces = false })
	stillPieces = true
	form := newPlayer(t, "form", newMemNet(), "https://example.test/galleria/?net=1", nil, nil)
	form.d.Click("online:host")
	form.d.Click("hostsetup:clock:b300000+10000")
	clk := &testClock{now: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	host, _ := clockMatch(t, clk)
	for _, l := range []string{lang.English, lang.French} {
		lang.Set(l)
		for _, sz := range []struct{ w, h, dsf float64 }{{390, 844, 3}, {1280, 800, 1}} {
			where := fmt.Sprintf("%s %vx%v", l, sz.w, sz.h)
			for _, p := range []*player{form, host} {
				p.d.App.SetSize(sz.w, sz.h, sz.dsf)
				p.update()
				if m := misfits(p.d.App.Screen()); len(m) > 0 {
					t.Errorf("%s, %s: %q", where, p.name, m)
				}
				sc := p.d.App.Screen()
				for _, tg := range p.d.App.Targets() {
					if tg.X < 0 || tg.X+tg.W > sz.w+0.5 || tg.Y+tg.H > sz.h+sc.ScrollMax+0.5 {
						t.Errorf("%s, %s: %s off screen at %.0f,%.0f %.0fx%.0f", where, p.name, tg.ID, tg.X, tg.Y, tg.W, tg.H)
					}
				}
				shot(t, p.d.App, fmt.Sprintf("clock-%s-%s-%vx%v", p.name, l, sz.w, sz.h), sz.w, sz.h, sz.dsf)
			}
			if n := len(targetsWith(form, "hostsetup:clock:")); n != 7 {
				t.Errorf("%s: %d clock choices", where, n)
			}
			if txt := frameText(host); !clockShown.MatchString(txt) {
				t.Errorf("%s: no clocks on the table:\n%s", where, frameText(host))
			}
			// The lobby (Players, from the table) names the clock.
			host.d.Click("table:players")
			if m := misfits(host.d.App.Screen()); len(m) > 0 {
				t.Errorf("%s, lobby: %q", where, m)
			}
			if want := lang.F("clock: %s a decision", lang.F("%d s", 30)); !strings.Contains(frameText(host), want) {
				t.Errorf("%s: the lobby does not say %q:\n%s", where, want, frameText(host))
			}
			shot(t, host.d.App, fmt.Sprintf("clock-lobby-%s-%vx%v", l, sz.w, sz.h), sz.w, sz.h, sz.dsf)
			host.d.Click("lobby:table")
		}
	}
}
