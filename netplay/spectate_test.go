package netplay

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/games"
)

// watchLink joins a watcher to the host with a fresh pair of memLinks and
// returns the host's end, whose sends (the bytes the spectator receives)
// are kept in got.
type watchLink struct {
	host *memLink
	mu   sync.Mutex
	got  [][]byte
}

func (n *testNet) watch(host *Peer, w *Watcher) *watchLink {
	wl := &watchLink{}
	hl := &memLink{wg: &n.wg}
	ll := &memLink{wg: &n.wg}
	hl.peer, ll.peer = ll, hl
	hid := host.Attach(hl)
	hl.onClose = func() { host.Detach(hid) }
	ll.deliver = func(b []byte) { host.Receive(hid, b) }
	var lid LinkID
	ready := make(chan struct{})
	hl.deliver = func(b []byte) {
		<-ready
		wl.mu.Lock()
		wl.got = append(wl.got, append([]byte(nil), b...))
		wl.mu.Unlock()
		w.Receive(lid, b)
	}
	lid = w.Attach(ll)
	close(ready)
	ll.onClose = func() { w.Detach(lid) }
	wl.host = hl
	return wl
}

// settleFeed waits until every message in flight has been delivered. The
// host feeds its spectators inline here (feedInline): the in-memory links
// count their sends in a WaitGroup that a feeder goroutine would add to
// while settle waits. TestFeederAsync runs the feeder's goroutine.
func (n *testNet) settleFeed(host *Peer) { n.settle() }

// inlineFeed makes hosts feed spectators inline for the rest of the test.
func inlineFeed(t *testing.T) {
	feedInline = true
	t.Cleanup(func() { feedInline = false })
}

func newWatcher(t testing.TB, n *testNet, host *Peer, name string, seed uint64) *Watcher {
	t.Helper()
	w, err := NewWatcher(n.config(name, seed), host.Match())
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// mustFollow checks that w follows host: the same number of steps, the
// redacted log engine.RedactMatch makes of the host's log, and the
// spectator's view of the host's state.
func mustFollow(t *testing.T, name string, w *Watcher, host *Peer) {
	t.Helper()
	ws, hs := w.Status(), host.Status()
	if len(ws.Reports) > 0 {
		t.Fatalf("%s: reports %v", name, ws.Reports)
	}
	if ws.Steps != hs.Step || ws.Behind != 0 {
		t.Fatalf("%s: %d steps followed (%d behind), the host has %d", name, ws.Steps, ws.Behind, hs.Step)
	}
	g, err := games.Lookup(hs.Setup.Game)
	if err != nil {
		t.Fatal(err)
	}
	st := host.State()
	want, _, err := engine.RedactMatch(g, &engine.Match{Game: hs.Setup.Game, Options: hs.Setup.Options, Steps: host.Steps()}, st.Seats())
	if err != nil {
		t.Fatal(err)
	}
	if got := w.Steps(); !slices.Equal(got, want) {
		t.Fatalf("%s: the redacted log differs from RedactMatch's", name)
	}
	if ws.View.Hash() != st.View(st.Seats()).Hash() {
		t.Fatalf("%s: the view differs from the host state's spectator view", name)
	}
}

// TestSpectatorsFollowTheMatch: a Mall World match of four seats (host,
// two guests, a bot); one spectator watches from the lobby, one comes at
// step 40 and catches up, one after the end. Each follows the redacted log
// to the spectator's view of the final state; the players' list names
// them; nobody reports a fault. The bytes a spectator received hold no
// card that its view hides at the end. Figures: bytes per step to a
// spectator and to a guest.
func TestSpectatorsFollowTheMatch(t *testing.T) {
	inlineFeed(t)
	n := newTestNet(t)
	host, err := NewHost(n.config("Host", 1), "mallworld", engine.Options{"players": "4"},
		[]SeatPlan{{Kind: "remote"}, {Kind: "remote"}, {Kind: "local"}, {Kind: "bot", Bot: "greedy"}})
	if err != nil {
		t.Fatal(err)
	}
	early := newWatcher(t, n, host, "Early", 50)
	earlyLink := n.watch(host, early)
	var gs []*Peer
	for i := 0; i < 2; i++ {
		g, err := NewGuest(n.config("Guest"+itoa(i+1), uint64(10+i)), host.Match())
		if err != nil {
			t.Fatal(err)
		}
		n.connect(host, g)
		n.settleFeed(host)
		gs = append(gs, g)
	}
	if s := early.Status(); s.Setup == nil || len(s.Setup.Peers) != 3 {
		t.Fatalf("the early spectator's roster before the start: %+v", s.Setup)
	}
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	peers := append([]*Peer{host}, gs...)
	n.run(peers, 40)
	late := newWatcher(t, n, host, "Late", 51)
	n.watch(host, late)
	n.settleFeed(host)
	mustFollow(t, "the late spectator at its arrival", late, host)
	n.run(peers, 100000)
	n.settleFeed(host)
	mustOver(t, peers)
	after := newWatcher(t, n, host, "", 52)
	n.watch(host, after)
	n.settleFeed(host)
	for _, c := range []struct {
		name string
		w    *Watcher
	}{{"early", early}, {"late", late}, {"after", after}} {
		mustFollow(t, c.name, c.w, host)
	}
	if r := after.Status().View.Result(); r == nil {
		t.Fatal("the spectator's view of the end has no result")
	}
	for _, p := range peers {
		if r := p.Reports(); len(r) > 0 {
			t.Errorf("%s: reports %v", p.cfg.Name, r)
		}
	}
	sp := host.Spectators()
	if len(sp) != 3 || sp[0].Name != "Early" || sp[1].Name != "Late" || sp[2].Name != "Spectator 3" || !sp[0].Connected {
		t.Errorf("the host's spectators: %+v", sp)
	}
	n.settle()
	for _, g := range gs {
		if got := g.Spectators(); !slices.Equal(got, sp) {
			t.Errorf("%s's spectators %+v, the host's %+v", g.cfg.Name, got, sp)
		}
	}

	// No card the spectator's final view hides is named in what it got.
	hidden := hiddenWords(t, host)
	if len(hidden) == 0 {
		t.Fatal("no hidden card at the end: the check would prove nothing")
	}
	earlyLink.mu.Lock()
	got := earlyLink.got
	earlyLink.mu.Unlock()
	for i, raw := range got {
		msg, err := decode(raw)
		if err != nil {
			t.Fatalf("message %d to the spectator: %v", i, err)
		}
		text := msg.Move + " " + msg.Text + " " + msg.Name
		if msg.Setup != nil {
			js, _ := json.Marshal(msg.Setup)
			text += " " + string(js)
		}
		for _, wd := range strings.FieldsFunc(text, func(r rune) bool {
			return r == ' ' || r == '"' || r == ',' || r == ':' || r == '{' || r == '}' || r == '[' || r == ']'
		}) {
			if hidden[wd] {
				t.Fatalf("message %d to the spectator (%s, step %d) names %q, which its view hides", i, msg.Kind, msg.Step, wd)
			}
		}
	}
	steps := host.Status().Step
	toGuest := n.hostSide[gs[0]].bytes.Load()
	toSpectator := earlyLink.host.bytes.Load()
	t.Logf("%d steps, %d hidden cards at the end; bytes per step to a spectator %.0f, to a guest %.0f (ratio %.2f)",
		steps, len(hidden), float64(toSpectator)/float64(steps), float64(toGuest)/float64(steps), float64(toSpectator)/float64(toGuest))

	// The early spectator leaves: the guests see it disconnected.
	earlyLink.host.Close()
	n.settle()
	for _, g := range gs {
		if got := g.Spectators(); len(got) != 3 || got[0].Connected {
			t.Errorf("%s's spectators after the early one left: %+v", g.cfg.Name, got)
		}
	}
}

// hiddenWords are the words of the chance outcomes of host's log that a
// spectator was never shown (their redacted step differs), that no step
// sent whole names and that its view of the final state does not name:
// cards that stayed in hidden hands.
func hiddenWords(t *testing.T, host *Peer) map[string]bool {
	t.Helper()
	hs := host.Status()
	g, err := games.Lookup(hs.Setup.Game)
	if err != nil {
		t.Fatal(err)
	}
	st := host.State()
	steps := host.Steps()
	red, _, err := engine.RedactMatch(g, &engine.Match{Game: hs.Setup.Game, Options: hs.Setup.Options, Steps: steps}, st.Seats())
	if err != nil {
		t.Fatal(err)
	}
	pos, err := st.View(st.Seats()).Position()
	if err != nil {
		t.Fatal(err)
	}
	shown := map[string]bool{}
	for _, wd := range strings.FieldsFunc(string(pos), func(r rune) bool { return !('A' <= r && r <= 'Z' || 'a' <= r && r <= 'z' || '0' <= r && r <= '9') }) {
		shown[wd] = true
	}
	// A word of a step sent whole is public (Mall World's amenity cards
	// are types: one VB can stay hidden while another is offered).
	for i, s := range steps {
		if red[i].Move == s.Move {
			for _, wd := range strings.Fields(s.Move) {
				shown[wd] = true
			}
		}
	}
	hidden := map[string]bool{}
	for i, s := range steps {
		if s.Seat != engine.Chance || red[i].Move == s.Move {
			continue
		}
		for _, wd := range strings.Fields(s.Move) {
			if !shown[wd] {
				hidden[wd] = true
			}
		}
	}
	return hidden
}

// TestSpectatorRefusals: the host takes eight spectators and refuses a
// ninth and a player's key; a spectator's link carries nothing but its
// watch; a spectator refuses steps not signed by the host and a step whose
// hash differs from its view's; a spectator who comes back with the same
// key (a reload) takes its place back and catches up.
func TestSpectatorRefusals(t *testing.T) {
	inlineFeed(t)
	n := newTestNet(t)
	host, gs := lobby(t, n, 3, 1)
	peers := append([]*Peer{host}, gs...)
	n.run(peers, 30)
	var ws []*Watcher
	var links []*watchLink
	cfgs := make([]Config, MaxSpectators+1)
	for i := range cfgs {
		cfgs[i] = n.config("", uint64(60+i))
		w, err := NewWatcher(cfgs[i], host.Match())
		if err != nil {
			t.Fatal(err)
		}
		ws = append(ws, w)
		links = append(links, n.watch(host, w))
		n.settleFeed(host)
	}
	for i, w := range ws[:MaxSpectators] {
		mustFollow(t, "spectator "+itoa(i+1), w, host)
	}
	if r := ws[MaxSpectators].Status().Refused; !strings.Contains(r, "8 spectators") {
		t.Errorf("the ninth spectator: refused %q", r)
	}
	if sp := host.Spectators(); len(sp) != MaxSpectators {
		t.Errorf("the host lists %d spectators, want %d", len(sp), MaxSpectators)
	}

	// A player's key cannot watch.
	gcfg := n.config("Guest1", 10) // the same identity as lobby's guest
	pw, err := NewWatcher(gcfg, host.Match())
	if err != nil {
		t.Fatal(err)
	}
	n.watch(host, pw)
	n.settleFeed(host)
	if r := pw.Status().Refused; !strings.Contains(r, "player of the match") {
		t.Errorf("a player watching: refused %q", r)
	}

	// A spectator's link carries its watch only: a move on it is reported,
	// and nothing changes.
	hashBefore := hashOf(host)
	raw, err := encode(cfgs[0].Identity, body{Kind: kindMove, Match: host.Match(), From: cfgs[0].Identity.Key(), Seq: 9,
		Step: host.Status().Step, Seat: 0, Move: "take 1", Log: b64(make([]byte, 32)), State: b64(make([]byte, 32))})
	if err != nil {
		t.Fatal(err)
	}
	links[0].host.peer.deliver(raw)
	n.settleFeed(host)
	if hashOf(host) != hashBefore || !hasFault(host.Reports(), FaultMalformed, "move message from a spectator") {
		t.Errorf("a move on a spectator's link: reports %v", host.Reports())
	}
	for _, g := range gs {
		if r := g.Reports(); len(r) > 0 {
			t.Errorf("%s: reports %v", g.cfg.Name, r)
		}
	}

	// At a spectator: what the second one got, replayed to a new watcher,
	// with its step 5 signed by a guest, then with a wrong hash.
	links[1].mu.Lock()
	got := slices.Clone(links[1].got)
	links[1].mu.Unlock()
	for _, c := range []struct {
		id    Identity
		fault Fault
	}{{gcfg.Identity, FaultForged}, {host.cfg.Identity, FaultDesync}} {
		w, err := NewWatcher(n.config("", 90), host.Match())
		if err != nil {
			t.Fatal(err)
		}
		id := w.Attach(&memLink{wg: &n.wg, deliver: func([]byte) {}})
		for _, raw := range got {
			msg, err := decode(raw)
			if err != nil {
				t.Fatal(err)
			}
			if msg.Kind == kindVStep && msg.Step == 5 {
				b := msg.body
				b.From = c.id.Key()
				b.State = b64(make([]byte, 32))
				if raw, err = encode(c.id, b); err != nil {
					t.Fatal(err)
				}
			}
			w.Receive(id, raw)
		}
		if st := w.Status(); !hasFault(st.Reports, c.fault, "step 5") || st.Steps != 5 {
			t.Errorf("a %s step 5: reports %v, %d steps followed (want 5)", c.fault, st.Reports, st.Steps)
		}
	}

	// A reload: the third spectator's page comes back with the same key.
	links[2].host.Close()
	n.settleFeed(host)
	back, err := NewWatcher(cfgs[2], host.Match())
	if err != nil {
		t.Fatal(err)
	}
	n.watch(host, back)
	n.run(peers, 100000)
	n.settleFeed(host)
	mustOver(t, peers)
	mustFollow(t, "the spectator back after a reload", back, host)
	sp := host.Spectators()
	if len(sp) != MaxSpectators || !sp[2].Connected {
		t.Errorf("after the reload the host lists %+v", sp)
	}
}

func hasFault(rs []Report, f Fault, detail string) bool {
	for _, r := range rs {
		if r.Fault == f && strings.Contains(r.Detail, detail) {
			return true
		}
	}
	return false
}

// sink is a link that keeps what is sent on it.
type sink struct {
	mu  sync.Mutex
	got [][]byte
}

func (s *sink) Send(b []byte) error {
	s.mu.Lock()
	s.got = append(s.got, append([]byte(nil), b...))
	s.mu.Unlock()
	return nil
}
func (s *sink) Close() error { return nil }

// TestFeederAsync runs the feeder on its own goroutine, as a host does:
// snapshots of a growing Mall World log are posted while earlier ones are
// still being sent, then one of another log (a change of host that went
// back), then that log to its end. A spectator fed what one link got
// follows it to the spectator's view of the end; a link that came later
// gets the same. Run it with -race.
func TestFeederAsync(t *testing.T) {
	n := newTestNet(t)
	g, _ := games.Lookup("mallworld")
	opts := engine.Options{"players": "3"}
	play := func(seed uint64) []engine.Step {
		st, err := g.New(opts)
		if err != nil {
			t.Fatal(err)
		}
		log, err := enginetestPlay(st, seed)
		if err != nil {
			t.Fatal(err)
		}
		return log
	}
	a, b := play(1), play(2)
	cut := 0
	for cut < len(a) && cut < len(b) && a[cut] == b[cut] {
		cut++
	}
	hostCfg := n.config("Host", 1)
	setup := &Setup{Match: "0123456789abcdef0123456789abcdef", Game: "mallworld", Options: opts, Host: 0,
		Peers: []PeerInfo{{Key: hostCfg.Identity.Key(), Name: "Host"}}, Seats: []SeatInfo{{Name: "Host", Peer: 0}, {Name: "B", Peer: 0, Bot: "greedy"}, {Name: "C", Peer: 0, Bot: "greedy"}}}
	f := newFeeder(hostCfg.Identity, setup.Match, t.Logf)
	first, second := &sink{}, &sink{}
	for k := 0; k <= len(a); k += 7 {
		f.post(&feedSnap{setup: setup, steps: slices.Clone(a[:k]), links: map[LinkID]Link{1: first}})
	}
	f.post(&feedSnap{setup: setup, steps: slices.Clone(b[:cut]), links: map[LinkID]Link{1: first}})
	for k := cut; k <= len(b); k += 5 {
		f.post(&feedSnap{setup: setup, steps: slices.Clone(b[:k]), links: map[LinkID]Link{1: first, 2: second}})
	}
	f.post(&feedSnap{setup: setup, steps: slices.Clone(b), links: map[LinkID]Link{1: first, 2: second}})
	f.wait()
	st, err := engine.Replay(g, &engine.Match{Game: "mallworld", Options: opts, Steps: b})
	if err != nil {
		t.Fatal(err)
	}
	want := st.View(st.Seats()).Hash()
	for name, s := range map[string]*sink{"the first link": first, "the later link": second} {
		w, err := NewWatcher(n.config("W", 3), setup.Match)
		if err != nil {
			t.Fatal(err)
		}
		id := w.Attach(&sink{})
		s.mu.Lock()
		got := slices.Clone(s.got)
		s.mu.Unlock()
		for _, raw := range got {
			w.Receive(id, raw)
		}
		ws := w.Status()
		if len(ws.Reports) > 0 || ws.Steps != len(b) || ws.View.Hash() != want {
			t.Errorf("%s (%d messages): %d of %d steps, reports %v, view as wanted %v", name, len(got), ws.Steps, len(b), ws.Reports, ws.View != nil && ws.View.Hash() == want)
		}
	}
}

// enginetestPlay plays st to the end with greedy bots and returns the log.
func enginetestPlay(st engine.State, seed uint64) ([]engine.Step, error) {
	bots := make([]bot.Bot, st.Seats())
	for i := range bots {
		bots[i] = bot.Greedy{}
	}
	return enginetest.Play(st, bots, rand.New(rand.NewPCG(seed, 28)), nil)
}
