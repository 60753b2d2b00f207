package online_test

import (
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/ui"
)

func TestOnlineMatchByClicks(t *testing.T) {
	start := time.Now()
	host, guest, _ := onlineMatch(t, nil, false)
	t.Logf("lobby and start: %v", time.Since(start))
	rng := rand.New(rand.NewPCG(3, 4))
	moves := playUntil(t, "the results", rng, atResults(host, guest), host, guest)
	sameEnd(t, host, guest)
	hs, gs := host.status(), guest.status()
	if hs.Online.Hash == "" || hs.Online.Hash != gs.Online.Hash || hs.Step != gs.Step {
		t.Fatalf("final states differ: host %+v, guest %+v", hs.Online, gs.Online)
	}
	if len(hs.Winners) == 0 || strings.Join(hs.Winners, ",") != strings.Join(gs.Winners, ",") {
		t.Fatalf("winners: host %v, guest %v", hs.Winners, gs.Winners)
	}
	if len(hs.Online.Reports) > 0 || len(gs.Online.Reports) > 0 {
		t.Errorf("fault reports: host %v, guest %v", hs.Online.Reports, gs.Online.Reports)
	}
	t.Logf("%d clicks/moves, %d steps, winners %v, hash %s, %v in all", moves, hs.Step, hs.Winners, hs.Online.Hash, time.Since(start))
	host.d.Click("results:menu")
	if s := host.status().Scene; s != sceneMenu || host.br.URL() != "https://example.test/galleria/?net=1" {
		t.Fatalf("after results: %s, url %s", s, host.br.URL())
	}
	if keys := host.br.store.Keys(); len(keys) > 1 { // the name stays
		t.Errorf("stored after the match: %v", keys)
	}
}

// A seat that keeps the match waiting is shown with the time it waited; the
// host can give it to a bot (of the normal level) after GiveBotAfter (30 s).
func TestOnlineWaitingAndGiveToBot(t *testing.T) {
	clk := &testClock{now: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	host, guest, _ := onlineMatch(t, clk, false)
	rng := rand.New(rand.NewPCG(5, 6))
	// Play the host's seats until the guest must make a turn move.
	guestTurn := func() bool {
		gs := guest.status()
		return gs.Scene == sceneTable && gs.Seat == 0 && guest.o.MatchState().Decision().Kind == engine.Turn
	}
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
	step := guest.status().Step
	pump(t, "the host waiting for the guest", func() bool {
		return strings.Contains(host.o.Prompt(), "Waiting for") && host.status().Step == step
	}, clk, host, guest)
	for host.has("scoring:ok") {
		host.d.Click("scoring:ok")
	}
	// Waiting on the guest, the host's page has nothing to do on its loop
	// (game.Options.IdleWait may let it rest).
	host.update()
	if !host.o.Quiet() {
		t.Error("the host waits on the guest, and online play is not quiet")
	}
	clk.Add(5 * time.Second)
	host.update()
	text := frameText(host)
	if !strings.Contains(text, "Waiting for") || !strings.Contains(text, "(seat 1)") || !strings.Contains(text, " s") {
		t.Fatalf("no waiting line on the host's table:\n%s", text)
	}
	if host.has("net:bot:0") {
		t.Fatal("give-to-bot offered before 30 s")
	}
	if guest.has("net:bot:0") {
		t.Fatal("the guest is offered to give seats to bots")
	}
	// The wait shown counts from when the host began waiting, which the
	// pump above may have passed by a few clock ticks: at least 5 s now,
	// and 30 s more after 30 s.
	waited := func() int {
		m := waitedSecs.FindStringSubmatch(host.o.Prompt())
		if m == nil {
			t.Fatalf("no waiting time in the prompt %q", host.o.Prompt())
		}
		n, _ := strconv.Atoi(m[1])
		return n
	}
	before := waited()
	if before < 5 {
		t.Errorf("the prompt shows %d s after 5 s of waiting: %q", before, host.o.Prompt())
	}
	clk.Add(30 * time.Second)
	host.update()
	if after := waited(); after != before+30 || !strings.Contains(frameText(host), host.o.Prompt()) {
		t.Errorf("the waiting time is not shown: %q (before 30 s: %d s)", host.o.Prompt(), before)
	}
	// Ten search iterations an update: the search spans several frames on
	// any machine (with the real budget of a few milliseconds, a fast
	// machine could finish it in the first frame, and no frame would say
	// the bot is thinking).
	host.o.SliceThinking(10)
	host.d.Click("net:bot:0")
	// A bot of the host's page must move: its loop has work.
	host.update()
	if host.o.Quiet() {
		t.Error("online play says it is quiet while a bot of the host's page must move")
	}
	// The bot's search runs in slices on the host's page, which says so.
	thinking := false
	pump(t, "the bot to play the guest's seat", func() bool {
		if st := host.status(); st.Thinking == 0 && strings.Contains(frameText(host), "is thinking…") {
			thinking = true
		}
		gs := guest.status()
		return host.status().Step > step && gs.Online != nil && len(gs.Online.Seats) == 0 && gs.Step > step
	}, clk, host, guest)
	if k := host.o.TableSeats()[0].Kind; k != ui.Normal {
		t.Errorf("seat 1 is now %v", k)
	}
	if st := host.status(); !thinking || st.Think == nil || st.Think.Seat != 0 || st.Think.Total == 0 {
		t.Errorf("the host's page never said that the bot was thinking (%v), or its status has no search: %+v", thinking, st.Think)
	}
}

// A fault (here a message that is not one) is reported on the table in
// plain words, and in the hook.
func TestOnlineFaultIsShown(t *testing.T) {
	host, guest, net := onlineMatch(t, nil, true)
	// The setup's chance steps first: the log's lines narrating them would
	// otherwise come after the fault's and push it out of sight (the log
	// panel shows the newest lines), as on a fast machine they did.
	pump(t, "the first decision", func() bool {
		h, g := host.status(), guest.status()
		return len(h.Legal)+len(g.Legal) > 0 && h.Step == g.Step
	}, nil, host, guest)
	net.pair(0).guest.Send([]byte("this is not a netplay message"))
	pump(t, "the report", func() bool {
		st := host.status()
		return st.Online != nil && len(st.Online.Reports) > 0
	}, nil, host, guest)
	host.update()
	if st := host.status(); st.Scene == sceneTable {
		text := frameText(host)
		if !strings.Contains(text, "Problem at step") {
			t.Fatalf("the table does not show the fault:\n%s", text)
		}
	}
	found := false
	for _, l := range host.o.LoggedReports() {
		if strings.Contains(l, "was not a valid message") && strings.Contains(l, "(seat 1)") {
			found = true
		}
	}
	if !found {
		t.Fatalf("no plain-words report in the log: %v", host.o.LoggedReports())
	}
	if st := host.status(); !strings.Contains(strings.Join(st.Online.Reports, "\n"), "malformed") {
		t.Fatalf("reports %v", st.Online.Reports)
	}
}

// After a reload the guest's invite is used up: the table says so, the host
// sends a new link (a re-invitation of that seat), and the guest comes back
// with the same key and catches up.
func TestOnlineGuestReloadRejoins(t *testing.T) {
	host, guest, net := onlineMatch(t, nil, false)
	rng := rand.New(rand.NewPCG(7, 8))
	playUntil(t, "step 40", rng, func() bool { return guest.status().Step >= 40 }, host, guest)
	// The guest's page reloads: its links go, its storage and URL stay.
	guest.o.Drop()
	g2 := newPlayer(t, "guest2", net, guest.br.URL(), guest.br.store, nil)
	// netplay restores the records up to the peer's own last message (its
	// stored record count is saved with its own messages): the rest comes
	// back with the host's catch-up.
	if st := g2.status(); st.Scene != sceneTable || st.Online == nil || st.Online.HostUp || st.Step < 30 {
		t.Fatalf("after the reload: %+v %+v", st, st.Online)
	}
	if !strings.Contains(frameText(g2), "Host disconnected") || !g2.has("net:newlink") {
		t.Fatalf("the reloaded guest's table:\n%s", frameText(g2))
	}
	pump(t, "the host to see the guest gone", func() bool {
		st := host.status()
		return !st.Online.Connected[0]
	}, nil, host, g2)
	host.d.Click("table:players")
	pump(t, "a re-invitation", func() bool { return host.status().Invite != "" }, nil, host, g2)
	host.d.Click("lobby:copy:0")
	link := host.status().Clipboard
	g2.br.type_(link)
	g2.d.Click("net:newlink")
	pump(t, "the new answer", func() bool { return g2.status().Answer != "" }, nil, host, g2)
	g2.d.Click("join:copy")
	host.br.type_(g2.status().Clipboard)
	host.d.Click("lobby:paste:0")
	pump(t, "the guest back", func() bool {
		hs, gs := host.status(), g2.status()
		return hs.Online.Connected[0] && gs.Scene != sceneJoin && gs.Online.HostUp && gs.Step == hs.Step
	}, nil, host, g2)
	if !strings.Contains(g2.br.URL(), "#join=") {
		t.Errorf("the guest's URL lost its invite: %s", g2.br.URL())
	}
	host.d.Click("lobby:table")
	playUntil(t, "the results", rng, atResults(host, g2), host, g2)
	st := sameEnd(t, host, g2)
	for _, p := range []*player{host, g2} {
		if r := p.status().Online.Reports; len(r) > 0 {
			t.Errorf("%s: reports %v", p.name, r)
		}
	}
	t.Logf("%d steps, winners %v", st.Step, st.Winners)
}

// When the host leaves, a guest takes over: it runs the bots, and the
// former host comes back as a guest through the new host's invitation.
func TestOnlineTakeOverAsHost(t *testing.T) {
	host, guest, net := onlineMatch(t, nil, false)
	rng := rand.New(rand.NewPCG(9, 10))
	// The host leaves while nothing is in flight: the guest must make a
	// turn move, so the host has nothing to send. (A host that leaves with
	// moves of its own still unsent forks the match: netplay does not
	// roll a returning host back.)
	guestTurn := func() bool {
		gs, hs := guest.status(), host.status()
		return gs.Step >= 30 && gs.Seat == 0 && guest.o.MatchState().Decision().Kind == engine.Turn &&
			hs.Online.Step == gs.Online.Step && hs.Online.Hash == gs.Online.Hash
	}
	for i := 0; !guestTurn(); i++ {
		if i > 20000 {
			t.Fatalf("the guest never has a turn: %+v", guest.status())
		}
		playStep(t, host, rng)
		if gs := guest.status(); gs.Seat >= 0 && !(gs.Step >= 30 && guest.o.MatchState().Decision().Kind == engine.Turn) {
			playStep(t, guest, rng)
		} else if gs.Seat < 0 {
			guest.d.TryClick("scoring:ok")
		}
		host.update()
		guest.update()
	}
	net.wg.Wait()
	host.o.Drop() // the host's page is gone
	pump(t, "the guest to see the host gone", func() bool {
		return strings.Contains(frameText(guest), "Host disconnected") && guest.has("net:takehost")
	}, nil, guest)
	guest.d.Click("net:takehost")
	if st := guest.status(); st.Scene != sceneLobby || !st.Online.Host {
		t.Fatalf("after taking over: %+v %+v", st, st.Online)
	}
	pump(t, "an invitation for the former host", func() bool { return guest.status().Invite != "" }, nil, guest)
	guest.d.Click("lobby:copy:1")
	link := guest.status().Clipboard
	// The former host opens it in its tab (same storage).
	h2 := newPlayer(t, "host2", net, link, host.br.store, nil)
	pump(t, "the former host's answer", func() bool { return h2.status().Answer != "" }, nil, guest, h2)
	h2.d.Click("join:copy")
	guest.br.type_(h2.status().Clipboard)
	guest.d.Click("lobby:paste:1")
	pump(t, "the former host back", func() bool {
		gs, hs := guest.status(), h2.status()
		return gs.Online.Connected[1] && hs.Online != nil && !hs.Online.Host && hs.Online.HostUp && hs.Step == gs.Step
	}, nil, guest, h2)
	guest.d.Click("lobby:table")
	playUntil(t, "the results", rng, atResults(guest, h2), guest, h2)
	st := sameEnd(t, guest, h2)
	t.Logf("%d steps, winners %v", st.Step, st.Winners)
}

// waitedSecs finds the seconds of a waiting prompt ("Waiting for … — 35 s").
var waitedSecs = regexp.MustCompile(`— (\d+) s`)
