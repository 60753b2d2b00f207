package online_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/galleria-games/galleria/game"
	"github.com/galleria-games/galleria/game/gametest"
	"github.com/galleria-games/galleria/game/online"
	"github.com/galleria-games/galleria/game/ui"
	"github.com/galleria-games/galleria/netplay"
)

// Scenes, as Status reports them.
const (
	sceneMenu      = "menu"
	sceneTable     = "table"
	sceneHandoff   = "handoff"
	sceneResults   = "results"
	sceneOnline    = "online"
	sceneHostSetup = "host-setup"
	sceneLobby     = "lobby"
	sceneJoin      = "join"
)

// fakePlatform keeps a local save in memory.
type fakePlatform struct {
	data []byte
	has  bool
}

func (p *fakePlatform) Load() ([]byte, bool) { return p.data, p.has }
func (p *fakePlatform) Store(d []byte)       { p.data, p.has = append([]byte(nil), d...), true }
func (p *fakePlatform) Clear()               { p.data, p.has = nil, false }

// fakeBrowser is one browser tab's platform: URL, clipboard, text box,
// storage (shared between tabs of one profile when the same store is
// given).
type fakeBrowser struct {
	mu    sync.Mutex
	url   string
	clip  string
	asks  []string // what the person types into the next text boxes
	asked []string
	store *netplay.MemStore
	logs  []string
}

func (f *fakeBrowser) platform(tr online.Transport) online.Platform {
	return online.Platform{
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

func (f *fakeBrowser) URL() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.url
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

// player is one client in an online test: an App with online play, on a
// fake browser tab.
type player struct {
	name string
	d    *gametest.Driver
	o    *online.Online
	br   *fakeBrowser
}

// stillPieces makes the next players' browsers ask for reduced motion: no
// piece glides (a gliding piece's texts are drawn at in-between sizes).
var stillPieces bool

func newPlayer(t *testing.T, name string, net *memNet, url string, store *netplay.MemStore, clk *testClock) *player {
	t.Helper()
	return newPlayerSpeaking(t, name, net, url, store, clk, nil)
}

// newPlayerSpeaking is newPlayer in a browser whose languages are langs
// (the App picks its language from them, as on a first visit).
func newPlayerSpeaking(t *testing.T, name string, net *memNet, url string, store *netplay.MemStore, clk *testClock, langs []string) *player {
	t.Helper()
	if store == nil {
		store = &netplay.MemStore{}
	}
	br := &fakeBrowser{url: url, store: store}
	o := online.New(br.platform(memTransport{net}), online.Options{Logf: br.logf})
	opts := game.Options{BotDelay: time.Nanosecond, Online: o, Languages: langs, ReducedMotion: stillPieces}
	if clk != nil {
		opts.Clock = clk.Now
	}
	d := gametest.New(t, &fakePlatform{}, opts, 1280, 720, 1)
	return &player{name: name, d: d, o: o, br: br}
}

func (p *player) status() game.Status { return p.d.Status() }
func (p *player) update()             { p.d.App.Update() }

func (p *player) has(id string) bool {
	_, ok := p.d.Target(id)
	return ok
}

// pump runs the clients' game loops until cond holds.
func pump(t *testing.T, what string, cond func() bool, clk *testClock, ps ...*player) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			for _, p := range ps {
				t.Logf("%s: %+v", p.name, p.status())
				t.Logf("%s: targets %v", p.name, p.d.IDs())
				p.br.mu.Lock()
				for _, l := range p.br.logs {
					t.Logf("%s log: %s", p.name, l)
				}
				p.br.mu.Unlock()
			}
			t.Fatalf("timed out waiting for %s", what)
		}
		for _, p := range ps {
			p.update()
		}
		if clk != nil {
			clk.Add(10 * time.Millisecond)
		}
		time.Sleep(200 * time.Microsecond)
	}
}

// sceneBuilder builds online play's scene at p's size, as the App does.
func sceneBuilder(p *player, scene string, cssW, cssH float64) *ui.Builder {
	w, h := ui.DeviceSize(cssW, cssH, 1)
	b := ui.NewBuilder(ui.ColumnXform(w, h), "")
	if !p.o.Build(scene, b) {
		return nil
	}
	return b
}

// frameText is every text of p's last frame, one a line.
func frameText(p *player) string {
	return strings.Join(p.d.App.Texts(), "\n") + "\n"
}

// drawnSelected reports whether the target id of p's online scene is drawn
// selected (the thick edge of a chosen button).
func drawnSelected(p *player, id string) bool {
	f := sceneBuilder(p, p.status().Scene, 1280, 720).F
	for _, s := range f.Spots {
		if s.ID != id {
			continue
		}
		for _, it := range f.Items {
			if it.Kind == ui.KStroke && it.Col == ui.ColSelected && it.R == s.R {
				return true
			}
		}
	}
	return false
}

func targetsWith(p *player, prefix string) []string {
	var out []string
	for _, id := range p.d.IDs() {
		if strings.HasPrefix(id, prefix) {
			out = append(out, id)
		}
	}
	return out
}

// onlineMatch sets up a 3-seat match by clicks: seat 1 a guest on another
// device, seat 2 a person at the host's device, seat 3 a greedy bot. The
// invite and the answer travel as a person would carry them: Copy, then
// paste.
func onlineMatch(t *testing.T, clk *testClock, ordered bool) (host, guest *player, net *memNet) {
	t.Helper()
	host, guest, net = onlineLobby(t, clk, ordered)
	host.d.Click("lobby:start")
	pump(t, "both at the table", func() bool {
		return host.status().Scene != sceneLobby && guest.status().Scene != sceneLobby
	}, clk, host, guest)
	return host, guest, net
}

// hostFormMore, if set, makes more choices on onlineLobby's host form
// before the lobby opens (a clock: clock_test.go).
var hostFormMore func(host *player)

// onlineLobby is onlineMatch up to the lobby with every seat taken, before
// Start.
func onlineLobby(t *testing.T, clk *testClock, ordered bool) (host, guest *player, net *memNet) {
	t.Helper()
	net = newMemNet()
	net.ordered = ordered
	host = newPlayer(t, "host", net, "https://example.test/galleria/?net=1", nil, clk)
	if s := host.status().Scene; s != sceneOnline {
		t.Fatalf("?net=1 opens scene %s", s)
	}
	host.d.Click("online:host")
	host.d.Click("hostsetup:players:3")
	for i := 0; i < 6; i++ {
		host.d.Click("hostsetup:seat:0") // local → easy → normal → hard → greedy → random → remote
	}
	host.d.Click("hostsetup:seat:1") // remote → local
	host.d.Click("hostsetup:seat:2") // normal → hard
	host.d.Click("hostsetup:seat:2") // hard → greedy
	host.br.type_("Hanna")
	host.d.Click("hostsetup:name")
	pump(t, "the host's name", func() bool { return host.o.Name() == "Hanna" }, clk, host)
	want := []online.SeatKind{online.SeatRemote, online.SeatLocal, online.SeatGreedy}
	if _, _, got := host.o.Form(); got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Fatalf("host form %v", got)
	}
	if hostFormMore != nil {
		hostFormMore(host)
	}
	host.d.Click("hostsetup:open")
	pump(t, "an invite link", func() bool { return host.status().Invite != "" }, clk, host)
	st := host.status()
	if st.Scene != sceneLobby || !strings.HasPrefix(host.br.URL(), "https://example.test/galleria/?net=1#host=") {
		t.Fatalf("lobby: scene %s, url %s", st.Scene, host.br.URL())
	}
	host.d.Click("lobby:copy:0")
	invite := host.status().Clipboard
	if invite != st.Invite || !strings.Contains(invite, "#join=") {
		t.Fatalf("copied %q, invite %q", invite, st.Invite)
	}

	guest = newPlayer(t, "guest", net, invite, nil, clk)
	pump(t, "the answer code", func() bool { return guest.status().Answer != "" }, clk, guest)
	if s := guest.status().Scene; s != sceneJoin {
		t.Fatalf("guest scene %s", s)
	}
	guest.d.Click("join:copy")
	answer := guest.status().Clipboard
	if answer != guest.status().Answer {
		t.Fatalf("copied %q, answer %q", answer, guest.status().Answer)
	}
	host.br.type_(answer)
	host.d.Click("lobby:paste:0")
	pump(t, "the guest in the lobby", func() bool {
		hs, gs := host.status(), guest.status()
		return hs.Online != nil && len(hs.Online.Connected) == 3 && hs.Online.Connected[0] &&
			gs.Scene == sceneLobby && gs.Online != nil && len(gs.Online.Seats) == 1
	}, clk, host, guest)
	if s := guest.status().Online.Seats; s[0] != 0 {
		t.Fatalf("guest plays seats %v", s)
	}
	return host, guest, net
}

// playStep makes one move, by clicks, for a client that must act; it
// reports whether it did anything.
func playStep(t *testing.T, p *player, rng *rand.Rand) bool {
	t.Helper()
	st := p.status()
	switch st.Scene {
	case sceneHandoff:
		return p.d.TryClick("handoff:ready")
	case sceneTable:
		if st.Seat < 0 {
			return p.d.TryClick("scoring:ok")
		}
		move := st.Legal[rng.IntN(len(st.Legal))]
		for _, id := range p.d.App.Plan(move) {
			if !p.d.TryClick(id) {
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
				t.Logf("%s: %+v", p.name, p.status())
				if p.status().Online != nil {
					t.Logf("%s: %+v", p.name, *p.status().Online)
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
			p.update()
		}
		if !acted {
			time.Sleep(100 * time.Microsecond)
		}
	}
	return moves
}

// sameEnd checks that the clients reached the results with the same state.
func sameEnd(t *testing.T, ps ...*player) game.Status {
	t.Helper()
	s0 := ps[0].status()
	for _, p := range ps {
		st := p.status()
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
			if p.status().Scene != sceneResults {
				return false
			}
		}
		return true
	}
}
