//go:build !js || galleria_net

package game

import (
	"context"
	"errors"
	"fmt"
	"github.com/galleria-games/galleria/game/ui"
	"math/rand/v2"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
)

// ---------------------------------------------------------------- transport

// memNet is an in-memory network for Transports: offers and answers are
// fake SDP texts, links deliver every message on a goroutine of its own (so
// arrival order is not send order, as with pion in the browser), or, when
// ordered, on one goroutine per link in the order sent (as natively).
type memNet struct {
	mu      sync.Mutex
	next    int
	offers  map[string]*memOffer
	links   []*memPair
	wg      sync.WaitGroup
	ordered bool
}

type memOffer struct {
	id      int
	hostEv  LinkEvents
	answers map[string]*memAnswer
	used    bool
	gone    bool
}

type memAnswer struct {
	ev   LinkEvents
	open chan struct{}
	link *memLink
}

// memPair is one link: host is the host's end, guest the guest's.
type memPair struct{ host, guest *memLink }

type memLink struct {
	net     *memNet
	deliver func([]byte) // the other end's Message
	closed  atomic.Bool
	other   *memLink
	onClose func()
	once    sync.Once

	mu      sync.Mutex // ordered delivery:
	pending [][]byte
	running bool
}

func (l *memLink) Send(b []byte) error {
	if l.closed.Load() {
		return errors.New("link closed")
	}
	c := append([]byte(nil), b...)
	if l.net.ordered {
		l.mu.Lock()
		l.pending = append(l.pending, c)
		if !l.running {
			l.running = true
			l.net.wg.Add(1)
			go l.drain()
		}
		l.mu.Unlock()
		return nil
	}
	l.net.wg.Add(1)
	go func() {
		defer l.net.wg.Done()
		if !l.closed.Load() {
			l.deliver(c)
		}
	}()
	return nil
}

func (l *memLink) drain() {
	defer l.net.wg.Done()
	for {
		l.mu.Lock()
		if len(l.pending) == 0 {
			l.running = false
			l.mu.Unlock()
			return
		}
		m := l.pending[0]
		l.pending = l.pending[1:]
		l.mu.Unlock()
		if !l.closed.Load() {
			l.deliver(m)
		}
	}
}

func (l *memLink) Close() error {
	for _, x := range []*memLink{l, l.other} {
		x := x
		x.once.Do(func() {
			x.closed.Store(true)
			if x.onClose != nil {
				l.net.wg.Add(1)
				go func() { defer l.net.wg.Done(); x.onClose() }()
			}
		})
	}
	return nil
}

func newMemNet() *memNet { return &memNet{offers: map[string]*memOffer{}} }

type memTransport struct{ n *memNet }

func (t memTransport) Offer(ctx context.Context, ev LinkEvents) (string, func(context.Context, string) (Link, error), func(), error) {
	n := t.n
	n.mu.Lock()
	n.next++
	o := &memOffer{id: n.next, hostEv: ev, answers: map[string]*memAnswer{}}
	sdp := fmt.Sprintf("v=0\r\no=- %d 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=fake-offer:%d\r\n", o.id, o.id)
	n.offers[sdp] = o
	n.mu.Unlock()
	accept := func(ctx context.Context, answer string) (Link, error) {
		n.mu.Lock()
		defer n.mu.Unlock()
		a := o.answers[answer]
		switch {
		case o.gone:
			return nil, errors.New("offer abandoned")
		case o.used:
			return nil, errors.New("offer already answered")
		case a == nil:
			return nil, errors.New("that answer is not for this offer")
		}
		o.used = true
		h := &memLink{net: n, deliver: a.ev.Message, onClose: o.hostEv.Closed}
		g := &memLink{net: n, deliver: o.hostEv.Message, onClose: a.ev.Closed}
		h.other, g.other = g, h
		a.link = g
		n.links = append(n.links, &memPair{host: h, guest: g})
		close(a.open)
		return h, nil
	}
	cancel := func() {
		n.mu.Lock()
		defer n.mu.Unlock()
		if !o.used {
			o.gone = true
		}
	}
	return sdp, accept, cancel, nil
}

func (t memTransport) Answer(ctx context.Context, offer string, ev LinkEvents) (string, func(context.Context) (Link, error), error) {
	n := t.n
	n.mu.Lock()
	defer n.mu.Unlock()
	o := n.offers[offer]
	if o == nil {
		return "", nil, errors.New("no such offer")
	}
	n.next++
	sdp := fmt.Sprintf("v=0\r\no=- %d 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=fake-answer:%d\r\n", n.next, n.next)
	a := &memAnswer{ev: ev, open: make(chan struct{})}
	o.answers[sdp] = a
	open := func(ctx context.Context) (Link, error) {
		select {
		case <-a.open:
			return a.link, nil
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	return sdp, open, nil
}

// pair returns the i-th link made.
func (n *memNet) pair(i int) *memPair {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.links[i]
}

// ---------------------------------------------------------------- browser

// fakeBrowser is one browser tab's platform: URL, clipboard, text box,
// storage (shared between tabs of one profile when the same store is
// given).
type fakeBrowser struct {
	mu    sync.Mutex
	url   string
	clip  string
	asks  []string // what the person types into the next text boxes
	asked []string
	store *MemNetStorage
	logs  []string
}

func (f *fakeBrowser) online(tr Transport) OnlinePlatform {
	return OnlinePlatform{
		Net: tr,
		Copy: func(s string) {
			f.mu.Lock()
			f.clip = s
			f.mu.Unlock()
		},
		AskText: func(label string, done func(string)) {
			f.mu.Lock()
			f.asked = append(f.asked, label)
			ans := ""
			if len(f.asks) > 0 {
				ans, f.asks = f.asks[0], f.asks[1:]
			}
			f.mu.Unlock()
			go done(ans) // a person types later, on the browser's event loop
		},
		Location: func() string {
			f.mu.Lock()
			defer f.mu.Unlock()
			return f.url
		},
		SetFragment: func(fr string) {
			f.mu.Lock()
			defer f.mu.Unlock()
			base, _, _ := strings.Cut(f.url, "#")
			if fr == "" {
				f.url = base
			} else {
				f.url = base + "#" + fr
			}
		},
		Store: f.store,
	}
}

func (f *fakeBrowser) type_(s string) {
	f.mu.Lock()
	f.asks = append(f.asks, s)
	f.mu.Unlock()
}

func (f *fakeBrowser) logf(format string, args ...any) {
	f.mu.Lock()
	f.logs = append(f.logs, fmt.Sprintf(format, args...))
	f.mu.Unlock()
}

// testClock is a clock the test moves; every pump moves it a little.
type testClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *testClock) Add(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

// player is one client in an online test.
type player struct {
	name string
	a    *App
	in   *fakeInput
	br   *fakeBrowser
}

func newPlayer(t *testing.T, name string, net *memNet, url string, store *MemNetStorage, clk *testClock) *player {
	t.Helper()
	if store == nil {
		store = &MemNetStorage{}
	}
	br := &fakeBrowser{url: url, store: store}
	o := Options{BotDelay: time.Nanosecond, Online: br.online(memTransport{net}), Logf: br.logf}
	if clk != nil {
		o.Clock = clk.Now
	}
	a := NewApp(&fakePlatform{}, o)
	in := &fakeInput{}
	a.input = in
	a.setSize(1280, 720, 1)
	a.rebuild()
	a.snapshot()
	return &player{name: name, a: a, in: in, br: br}
}

// pump runs the clients' game loops until cond holds.
func pump(t *testing.T, what string, cond func() bool, clk *testClock, ps ...*player) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			for _, p := range ps {
				t.Logf("%s: %+v", p.name, p.a.Status())
				t.Logf("%s: targets %v", p.name, targetIDs(p.a))
				p.br.mu.Lock()
				for _, l := range p.br.logs {
					t.Logf("%s log: %s", p.name, l)
				}
				p.br.mu.Unlock()
			}
			t.Fatalf("timed out waiting for %s", what)
		}
		for _, p := range ps {
			p.a.Update()
		}
		if clk != nil {
			clk.Add(10 * time.Millisecond)
		}
		time.Sleep(200 * time.Microsecond)
	}
}

// tryClick clicks a target if it is on screen and enabled.
func tryClick(p *player, id string) bool {
	for _, tg := range p.a.Targets() {
		if tg.ID == id && tg.Enabled {
			pt := point{(tg.X + tg.W/2) * p.a.dsf, (tg.Y + tg.H/2) * p.a.dsf}
			p.in.queue = append(p.in.queue, inputFrame{presses: []point{pt}}, inputFrame{releases: []point{pt}})
			p.a.Update()
			p.a.Update()
			return true
		}
	}
	return false
}

// frameText is every text drawn in the last frame.
func frameText(a *App) string {
	var b strings.Builder
	for _, it := range a.frame.Items {
		if it.Kind == ui.KText {
			b.WriteString(it.Text)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// onlineMatch sets up a 3-seat match by clicks: seat 1 a guest on another
// device, seat 2 a person at the host's device, seat 3 a greedy bot. The
// invite and the answer travel as a person would carry them: Copy, then
// paste.
func onlineMatch(t *testing.T, clk *testClock, ordered bool) (host, guest *player, net *memNet) {
	t.Helper()
	net = newMemNet()
	net.ordered = ordered
	host = newPlayer(t, "host", net, "https://example.test/galleria/?net=1", nil, clk)
	if s := host.a.Status().Scene; s != sceneOnline {
		t.Fatalf("?net=1 opens scene %s", s)
	}
	click(t, host.a, host.in, "online:host")
	click(t, host.a, host.in, "hostsetup:players:3")
	for i := 0; i < 3; i++ {
		click(t, host.a, host.in, "hostsetup:seat:0") // local → greedy → random → remote
	}
	click(t, host.a, host.in, "hostsetup:seat:1") // remote → local
	host.br.type_("Hanna")
	click(t, host.a, host.in, "hostsetup:name")
	pump(t, "the host's name", func() bool { return host.a.name == "Hanna" }, clk, host)
	want := [5]netSeatKind{netRemote, netLocal, netGreedy}
	if got := host.a.hostForm.kinds; got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Fatalf("host form %v", got)
	}
	click(t, host.a, host.in, "hostsetup:open")
	pump(t, "an invite link", func() bool { return host.a.Status().Invite != "" }, clk, host)
	st := host.a.Status()
	if st.Scene != sceneLobby || !strings.HasPrefix(host.br.url, "https://example.test/galleria/?net=1#host=") {
		t.Fatalf("lobby: scene %s, url %s", st.Scene, host.br.url)
	}
	click(t, host.a, host.in, "lobby:copy:0")
	invite := host.a.Status().Clipboard
	if invite != st.Invite || !strings.Contains(invite, "#join=") {
		t.Fatalf("copied %q, invite %q", invite, st.Invite)
	}

	guest = newPlayer(t, "guest", net, invite, nil, clk)
	pump(t, "the answer code", func() bool { return guest.a.Status().Answer != "" }, clk, guest)
	if s := guest.a.Status().Scene; s != sceneJoin {
		t.Fatalf("guest scene %s", s)
	}
	click(t, guest.a, guest.in, "join:copy")
	answer := guest.a.Status().Clipboard
	if answer != guest.a.Status().Answer {
		t.Fatalf("copied %q, answer %q", answer, guest.a.Status().Answer)
	}
	host.br.type_(answer)
	click(t, host.a, host.in, "lobby:paste:0")
	pump(t, "the guest in the lobby", func() bool {
		hs, gs := host.a.Status(), guest.a.Status()
		return hs.Online != nil && len(hs.Online.Connected) == 3 && hs.Online.Connected[0] &&
			gs.Scene == sceneLobby && gs.Online != nil && len(gs.Online.Seats) == 1
	}, clk, host, guest)
	if s := guest.a.Status().Online.Seats; s[0] != 0 {
		t.Fatalf("guest plays seats %v", s)
	}
	click(t, host.a, host.in, "lobby:start")
	pump(t, "both at the table", func() bool {
		return host.a.Status().Scene != sceneLobby && guest.a.Status().Scene != sceneLobby
	}, clk, host, guest)
	return host, guest, net
}

// playStep makes one move, by clicks, for a client that must act; it
// reports whether it did anything.
func playStep(t *testing.T, p *player, rng *rand.Rand) bool {
	t.Helper()
	st := p.a.Status()
	switch st.Scene {
	case sceneHandoff:
		return tryClick(p, "handoff:ready")
	case sceneTable:
		if st.Seat < 0 {
			return tryClick(p, "scoring:ok")
		}
		move := st.Legal[rng.IntN(len(st.Legal))]
		for _, id := range p.a.Plan(move) {
			if !tryClick(p, id) {
				return true // the table moved on meanwhile: look again
			}
		}
		return true
	}
	return false
}

// playUntil plays every client's moves by clicks until cond holds.
func playUntil(t *testing.T, what string, rng *rand.Rand, cond func() bool, ps ...*player) int {
	t.Helper()
	deadline := time.Now().Add(3 * time.Minute)
	moves := 0
	for !cond() {
		if time.Now().After(deadline) {
			for _, p := range ps {
				t.Logf("%s: %+v", p.name, p.a.Status())
				if p.a.Status().Online != nil {
					t.Logf("%s: %+v", p.name, *p.a.Status().Online)
				}
			}
			t.Fatalf("timed out playing until %s", what)
		}
		acted := false
		for _, p := range ps {
			if playStep(t, p, rng) {
				acted = true
				moves++
			}
			p.a.Update()
		}
		if !acted {
			time.Sleep(100 * time.Microsecond)
		}
	}
	return moves
}

// sameEnd checks that the clients reached the results with the same state.
func sameEnd(t *testing.T, ps ...*player) Status {
	t.Helper()
	s0 := ps[0].a.Status()
	for _, p := range ps {
		st := p.a.Status()
		if st.Scene != sceneResults || st.Online == nil || st.Online.Hash == "" || st.Online.Hash != s0.Online.Hash || st.Step != s0.Step {
			t.Fatalf("%s ends with %+v %+v; %s with %+v %+v", p.name, st, st.Online, ps[0].name, s0, s0.Online)
		}
		if len(st.Winners) == 0 || strings.Join(st.Winners, ",") != strings.Join(s0.Winners, ",") {
			t.Fatalf("winners: %s %v, %s %v", p.name, st.Winners, ps[0].name, s0.Winners)
		}
	}
	return s0
}

func atResults(ps ...*player) func() bool {
	return func() bool {
		for _, p := range ps {
			if p.a.Status().Scene != sceneResults {
				return false
			}
		}
		return true
	}
}

func TestOnlineMatchByClicks(t *testing.T) {
	start := time.Now()
	host, guest, _ := onlineMatch(t, nil, false)
	t.Logf("lobby and start: %v", time.Since(start))
	rng := rand.New(rand.NewPCG(3, 4))
	moves := playUntil(t, "the results", rng, atResults(host, guest), host, guest)
	sameEnd(t, host, guest)
	hs, gs := host.a.Status(), guest.a.Status()
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
	click(t, host.a, host.in, "results:menu")
	if s := host.a.Status().Scene; s != sceneMenu || host.br.url != "https://example.test/galleria/?net=1" {
		t.Fatalf("after results: %s, url %s", s, host.br.url)
	}
	if keys := host.br.store.Keys(); len(keys) > 1 { // the name stays
		t.Errorf("stored after the match: %v", keys)
	}
}

// A seat that keeps the match waiting is shown with the time it waited; the
// host can give it to a bot after GiveBotAfter (30 s).
func TestOnlineWaitingAndGiveToBot(t *testing.T) {
	clk := &testClock{now: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	host, guest, _ := onlineMatch(t, clk, false)
	rng := rand.New(rand.NewPCG(5, 6))
	// Play the host's seats until the guest must make a turn move.
	guestTurn := func() bool {
		gs := guest.a.Status()
		return gs.Scene == sceneTable && gs.Seat == 0 && guest.a.net.state.Decision().Kind == engine.Turn
	}
	for i := 0; !guestTurn(); i++ {
		if i > 20000 {
			t.Fatalf("the guest never has a turn: %+v", guest.a.Status())
		}
		playStep(t, host, rng)
		if gs := guest.a.Status(); gs.Seat >= 0 && !guestTurn() {
			playStep(t, guest, rng)
		} else if gs.Seat < 0 {
			tryClick(guest, "scoring:ok")
		}
		host.a.Update()
		guest.a.Update()
		clk.Add(10 * time.Millisecond)
	}
	step := guest.a.Status().Step
	pump(t, "the host waiting for the guest", func() bool {
		return strings.Contains(host.a.tbl.netPrompt, "Waiting for") && host.a.Status().Step == step
	}, clk, host, guest)
	for hasTarget(host.a, "scoring:ok") {
		click(t, host.a, host.in, "scoring:ok")
	}
	clk.Add(5 * time.Second)
	host.a.Update()
	text := frameText(host.a)
	if !strings.Contains(text, "Waiting for") || !strings.Contains(text, "(seat 1)") || !strings.Contains(text, " s") {
		t.Fatalf("no waiting line on the host's table:\n%s", text)
	}
	if hasTarget(host.a, "net:bot:0") {
		t.Fatal("give-to-bot offered before 30 s")
	}
	if hasTarget(guest.a, "net:bot:0") {
		t.Fatal("the guest is offered to give seats to bots")
	}
	clk.Add(30 * time.Second)
	host.a.Update()
	if !strings.Contains(frameText(host.a), "— 35 s") {
		t.Errorf("the waiting time is not shown: %q", host.a.tbl.netPrompt)
	}
	click(t, host.a, host.in, "net:bot:0")
	pump(t, "the bot to play the guest's seat", func() bool {
		gs := guest.a.Status()
		return host.a.Status().Step > step && gs.Online != nil && len(gs.Online.Seats) == 0 && gs.Step > step
	}, clk, host, guest)
	if k := host.a.tbl.kinds[0]; k != kindGreedy {
		t.Errorf("seat 1 is now %v", k)
	}
}

// A fault (here a message that is not one) is reported on the table in
// plain words, and in the hook.
func TestOnlineFaultIsShown(t *testing.T) {
	host, guest, net := onlineMatch(t, nil, true)
	net.pair(0).guest.Send([]byte("this is not a netplay message"))
	pump(t, "the report", func() bool {
		st := host.a.Status()
		return st.Online != nil && len(st.Online.Reports) > 0
	}, nil, host, guest)
	host.a.Update()
	if st := host.a.Status(); st.Scene == sceneTable {
		text := frameText(host.a)
		if !strings.Contains(text, "Problem at step") {
			t.Fatalf("the table does not show the fault:\n%s", text)
		}
	}
	found := false
	for _, l := range host.a.tbl.log {
		if strings.Contains(l, "was not a valid message") && strings.Contains(l, "(seat 1)") {
			found = true
		}
	}
	if !found {
		t.Fatalf("no plain-words report in the log: %v", host.a.tbl.log)
	}
	if st := host.a.Status(); !strings.Contains(strings.Join(st.Online.Reports, "\n"), "malformed") {
		t.Fatalf("reports %v", st.Online.Reports)
	}
}

// After a reload the guest's invite is used up: the table says so, the host
// sends a new link (a re-invitation of that seat), and the guest comes back
// with the same key and catches up.
func TestOnlineGuestReloadRejoins(t *testing.T) {
	host, guest, net := onlineMatch(t, nil, false)
	rng := rand.New(rand.NewPCG(7, 8))
	playUntil(t, "step 40", rng, func() bool { return guest.a.Status().Step >= 40 }, host, guest)
	// The guest's page reloads: its links go, its storage and URL stay.
	guest.a.closeNet(false)
	g2 := newPlayer(t, "guest2", net, guest.br.url, guest.br.store, nil)
	// netplay restores the records up to the peer's own last message (its
	// stored record count is saved with its own messages): the rest comes
	// back with the host's catch-up.
	if st := g2.a.Status(); st.Scene != sceneTable || st.Online == nil || st.Online.HostUp || st.Step < 30 {
		t.Fatalf("after the reload: %+v %+v", st, st.Online)
	}
	if !strings.Contains(frameText(g2.a), "Host disconnected") || !hasTarget(g2.a, "net:newlink") {
		t.Fatalf("the reloaded guest's table:\n%s", frameText(g2.a))
	}
	pump(t, "the host to see the guest gone", func() bool {
		st := host.a.Status()
		return !st.Online.Connected[0]
	}, nil, host, g2)
	click(t, host.a, host.in, "table:players")
	pump(t, "a re-invitation", func() bool { return host.a.Status().Invite != "" }, nil, host, g2)
	click(t, host.a, host.in, "lobby:copy:0")
	link := host.a.Status().Clipboard
	g2.br.type_(link)
	click(t, g2.a, g2.in, "net:newlink")
	pump(t, "the new answer", func() bool { return g2.a.Status().Answer != "" }, nil, host, g2)
	click(t, g2.a, g2.in, "join:copy")
	host.br.type_(g2.a.Status().Clipboard)
	click(t, host.a, host.in, "lobby:paste:0")
	pump(t, "the guest back", func() bool {
		hs, gs := host.a.Status(), g2.a.Status()
		return hs.Online.Connected[0] && gs.Scene != sceneJoin && gs.Online.HostUp && gs.Step == hs.Step
	}, nil, host, g2)
	if !strings.Contains(g2.br.url, "#join=") {
		t.Errorf("the guest's URL lost its invite: %s", g2.br.url)
	}
	click(t, host.a, host.in, "lobby:table")
	playUntil(t, "the results", rng, atResults(host, g2), host, g2)
	st := sameEnd(t, host, g2)
	for _, p := range []*player{host, g2} {
		if r := p.a.Status().Online.Reports; len(r) > 0 {
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
		gs, hs := guest.a.Status(), host.a.Status()
		return gs.Step >= 30 && gs.Seat == 0 && guest.a.net.state.Decision().Kind == engine.Turn &&
			hs.Online.Step == gs.Online.Step && hs.Online.Hash == gs.Online.Hash
	}
	for i := 0; !guestTurn(); i++ {
		if i > 20000 {
			t.Fatalf("the guest never has a turn: %+v", guest.a.Status())
		}
		playStep(t, host, rng)
		if gs := guest.a.Status(); gs.Seat >= 0 && !(gs.Step >= 30 && guest.a.net.state.Decision().Kind == engine.Turn) {
			playStep(t, guest, rng)
		} else if gs.Seat < 0 {
			tryClick(guest, "scoring:ok")
		}
		host.a.Update()
		guest.a.Update()
	}
	net.wg.Wait()
	host.a.closeNet(false) // the host's page is gone
	pump(t, "the guest to see the host gone", func() bool {
		return strings.Contains(frameText(guest.a), "Host disconnected") && hasTarget(guest.a, "net:takehost")
	}, nil, guest)
	click(t, guest.a, guest.in, "net:takehost")
	if st := guest.a.Status(); st.Scene != sceneLobby || !st.Online.Host {
		t.Fatalf("after taking over: %+v %+v", st, st.Online)
	}
	pump(t, "an invitation for the former host", func() bool { return guest.a.Status().Invite != "" }, nil, guest)
	click(t, guest.a, guest.in, "lobby:copy:1")
	link := guest.a.Status().Clipboard
	// The former host opens it in its tab (same storage).
	h2 := newPlayer(t, "host2", net, link, host.br.store, nil)
	pump(t, "the former host's answer", func() bool { return h2.a.Status().Answer != "" }, nil, guest, h2)
	click(t, h2.a, h2.in, "join:copy")
	guest.br.type_(h2.a.Status().Clipboard)
	click(t, guest.a, guest.in, "lobby:paste:1")
	pump(t, "the former host back", func() bool {
		gs, hs := guest.a.Status(), h2.a.Status()
		return gs.Online.Connected[1] && hs.Online != nil && !hs.Online.Host && hs.Online.HostUp && hs.Step == gs.Step
	}, nil, guest, h2)
	click(t, guest.a, guest.in, "lobby:table")
	playUntil(t, "the results", rng, atResults(guest, h2), guest, h2)
	st := sameEnd(t, guest, h2)
	t.Logf("%d steps, winners %v", st.Step, st.Winners)
}
