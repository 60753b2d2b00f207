package p2ptest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/netplay"
	"github.com/galleria-games/galleria/netplay/rtc"
	"github.com/galleria-games/galleria/netplay/rtc/rtctest"
)

func TestMain(m *testing.M) { rtctest.IsolatedMain(m) }

// node is one peer and what the test watches of it.
type node struct {
	name    string
	p       *netplay.Peer
	store   *netplay.MemStore
	changed chan struct{}
	mu      sync.Mutex
	links   []*rtc.Link
	reached map[int]time.Time // when this peer first had n steps
	played  []play            // moves this peer made
}

type play struct {
	step   int
	sealed bool
	at     time.Time
}

// newNode makes a node and the config of its peer (the test makes the peer
// and sets n.p). When the test ends, the node's peer and every link it
// connected are closed, and then watchLeaks checks that what they ran has
// stopped.
func newNode(t *testing.T, name string) (*node, netplay.Config) {
	watchLeaks(t)
	id, err := netplay.NewIdentity(nil)
	if err != nil {
		t.Fatal(err)
	}
	n := &node{name: name, store: &netplay.MemStore{}, changed: make(chan struct{}, 1), reached: map[int]time.Time{}}
	cfg := netplay.Config{Identity: id, Name: name, Store: n.store, Logf: t.Logf}
	cfg.OnChange = n.onChange
	t.Cleanup(n.close)
	return n, cfg
}

// close closes the node's peer and every link connected for it.
func (n *node) close() {
	n.mu.Lock()
	p, links := n.p, n.links
	n.links = nil
	n.mu.Unlock()
	if p != nil {
		p.Close()
	}
	for _, l := range links {
		l.Close()
	}
}

func (n *node) onChange() {
	if n.p != nil {
		k := n.p.Status().Step
		n.mu.Lock()
		if _, ok := n.reached[k]; !ok {
			n.reached[k] = time.Now()
		}
		n.mu.Unlock()
	}
	select {
	case n.changed <- struct{}{}:
	default:
	}
}

// connect links a guest to the host over a WebRTC data channel: the host
// offers, the guest answers, the host accepts (non-trickle: the SDP texts are
// complete, as the invite link and answer code carry them).
func connect(t *testing.T, host, guest *node) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cfg := rtc.Config{Loopback: true}
	var hid, gid netplay.LinkID
	hready, gready := make(chan struct{}), make(chan struct{})
	pend, offer, err := rtc.Offer(ctx, cfg, rtc.Handlers{
		Message: func(b []byte) { <-hready; host.p.Receive(hid, b) },
		Closed:  func() { <-hready; host.p.Detach(hid) },
	})
	if err != nil {
		t.Fatal(err)
	}
	defer pend.Close() // abandons the offer if it is not accepted below
	gl, answer, err := rtc.Answer(ctx, cfg, offer, rtc.Handlers{
		Message: func(b []byte) { <-gready; guest.p.Receive(gid, b) },
		Closed:  func() { <-gready; guest.p.Detach(gid) },
	})
	if err != nil {
		t.Fatal(err)
	}
	guest.keep(gl)
	hl, err := pend.Accept(ctx, answer)
	if err != nil {
		t.Fatal(err)
	}
	host.keep(hl)
	if err := gl.WaitOpen(ctx); err != nil {
		t.Fatal(err)
	}
	var hlink, glink netplay.Link = hl, gl
	if wrap != nil {
		hlink, glink = wrap(hl), wrap(gl)
	}
	hid = host.p.Attach(hlink)
	close(hready)
	gid = guest.p.Attach(glink)
	close(gready)
}

// keep adds a link to the node's, which the test may use and which are
// closed when it ends.
func (n *node) keep(l *rtc.Link) {
	n.mu.Lock()
	n.links = append(n.links, l)
	n.mu.Unlock()
}

// wrap, when set, wraps every link a test connects (to count its traffic).
var wrap func(netplay.Link) netplay.Link

// runBot is what a match driver above the protocol does for a bot: if one
// of the seats in p.ToAct() is the roster's bot, it asks that engine/bot for
// a move on the seat's view and plays it. It reports whether it played.
func runBot(p *netplay.Peer, rng *rand.Rand) (bool, error) {
	seats := p.Status().Setup.Seats
	for _, s := range p.ToAct() {
		name := seats[s].Bot
		if name == "" {
			continue
		}
		b, err := bot.New(name)
		if err != nil {
			return false, fmt.Errorf("bot of seat %d: %v", s, err)
		}
		m, err := b.Choose(p.View(s), s, rng)
		if err != nil {
			return false, fmt.Errorf("bot of seat %d: %v", s, err)
		}
		if err := p.Play(s, m); err != nil {
			return false, fmt.Errorf("bot of seat %d: %v", s, err)
		}
		return true, nil
	}
	return false, nil
}

// humansToAct lists the seats in p.ToAct() that the roster gives to people.
func humansToAct(p *netplay.Peer) []int {
	seats := p.Status().Setup.Seats
	var out []int
	for _, s := range p.ToAct() {
		if seats[s].Bot == "" {
			out = append(out, s)
		}
	}
	return out
}

// drive plays a peer's seats until the match ends or ctx is done: its bot
// seats with their bots (runBot), its people's seats with the greedy bot.
// stop, when set, pauses the peer (it plays nothing while stop() is true).
func drive(ctx context.Context, n *node, seed uint64, stop func() bool) error {
	rng := rand.New(rand.NewPCG(seed, 3))
	g := bot.Greedy{}
	for ctx.Err() == nil {
		if n.p.Status().Over {
			return nil
		}
		if stop == nil || !stop() {
			step := n.p.Status().Step
			sealed := false
			if st := n.p.State(); st != nil {
				sealed = st.Decision().Kind == engine.Simultaneous
			}
			at := time.Now()
			if ok, err := runBot(n.p, rng); err != nil {
				return fmt.Errorf("%s: %v", n.name, err)
			} else if ok {
				n.record(play{step, sealed, at})
				continue
			}
			if seats := humansToAct(n.p); len(seats) > 0 {
				s := seats[0]
				m, err := g.Choose(n.p.View(s), s, rng)
				if err != nil {
					return fmt.Errorf("%s: %v", n.name, err)
				}
				at = time.Now()
				if err := n.p.Play(s, m); err != nil {
					return fmt.Errorf("%s seat %d: %v", n.name, s, err)
				}
				n.record(play{step, sealed, at})
				continue
			}
		}
		select {
		case <-n.changed:
		case <-time.After(20 * time.Millisecond):
		case <-ctx.Done():
		}
	}
	return fmt.Errorf("%s: %v at step %d, waiting for %+v", n.name, ctx.Err(), n.p.Status().Step, n.p.Status().Waiting)
}

func (n *node) record(p play) {
	n.mu.Lock()
	n.played = append(n.played, p)
	n.mu.Unlock()
}

// playAll drives every node at once until all reach the end.
func playAll(t *testing.T, nodes []*node, timeout time.Duration) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	errs := make(chan error, len(nodes))
	for i, n := range nodes {
		go func() { errs <- drive(ctx, n, uint64(i+1), nil) }()
	}
	for range nodes {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
}

// lobby opens a match of players seats: one remote seat per guest, the rest
// bots run by the host, and starts it.
func lobby(t *testing.T, players, guests int) []*node {
	t.Helper()
	hn, hcfg := newNode(t, "Host")
	var plan []netplay.SeatPlan
	for i := 0; i < players; i++ {
		switch {
		case i < guests:
			plan = append(plan, netplay.SeatPlan{Kind: "remote"})
		case i%2 == 0:
			plan = append(plan, netplay.SeatPlan{Kind: "bot", Bot: "greedy"})
		default:
			plan = append(plan, netplay.SeatPlan{Kind: "bot", Bot: "random"})
		}
	}
	return lobbyOf(t, hn, hcfg, "mallworld", plan)
}

// lobbyOf opens a match of game with these seat plans on the host hn, one
// guest per remote seat, and starts it. The nodes are the host, then the
// guests in seat order.
func lobbyOf(t *testing.T, hn *node, hcfg netplay.Config, game string, plan []netplay.SeatPlan) []*node {
	t.Helper()
	return lobbyOpts(t, hn, hcfg, game, nil, plan)
}

// lobbyOpts is lobbyOf with game options besides players (which is always
// the number of seat plans).
func lobbyOpts(t *testing.T, hn *node, hcfg netplay.Config, game string, opts engine.Options, plan []netplay.SeatPlan) []*node {
	t.Helper()
	o := opts.Clone()
	o["players"] = fmt.Sprint(len(plan))
	var err error
	if hn.p, err = netplay.NewHost(hcfg, game, o, plan); err != nil {
		t.Fatal(err)
	}
	nodes := []*node{hn}
	for i, sp := range plan {
		if sp.Kind != "remote" {
			continue
		}
		gn, gcfg := newNode(t, fmt.Sprintf("Guest%d", len(nodes)))
		if gn.p, err = netplay.NewGuest(gcfg, hn.p.Match()); err != nil {
			t.Fatal(err)
		}
		connect(t, hn, gn)
		waitFor(t, func() bool { return !hn.p.Status().Setup.Seats[i].Open() }, "guest %d to take its seat", len(nodes))
		nodes = append(nodes, gn)
	}
	if err := hn.p.Start(); err != nil {
		t.Fatal(err)
	}
	for _, n := range nodes {
		waitFor(t, func() bool { return n.p.Status().Started }, "%s to start", n.name)
	}
	return nodes
}

func waitFor(t *testing.T, cond func() bool, format string, args ...any) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for "+format, args...)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// sameEnd checks every node ended with the same state and no fault.
func sameEnd(t *testing.T, nodes []*node) {
	t.Helper()
	h0 := nodes[0].p.State().Hash()
	for _, n := range nodes {
		st := n.p.Status()
		if !st.Over {
			t.Fatalf("%s: not over", n.name)
		}
		if h := n.p.State().Hash(); h != h0 {
			t.Fatalf("%s: final hash %x, host %x", n.name, h[:8], h0[:8])
		}
		for _, r := range st.Reports {
			t.Errorf("%s: %s", n.name, r)
		}
	}
}

func median(d []time.Duration) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2]
}

// firstAfter is when n first had more than s steps.
func (n *node) firstAfter(s int) (time.Time, bool) {
	n.mu.Lock()
	defer n.mu.Unlock()
	var best time.Time
	for k, at := range n.reached {
		if k > s && (best.IsZero() || at.Before(best)) {
			best = at
		}
	}
	return best, !best.IsZero()
}

// latencies: for plain moves, from the Play on peer A to the first change
// past that step on each other peer B; for sealed rounds, from the last
// commitment (the moment the round can complete) to B's change past it.
func latencies(nodes []*node, sealed bool) []time.Duration {
	type last struct {
		at  time.Time
		who *node
	}
	var out []time.Duration
	rounds := map[int]last{}
	for _, a := range nodes {
		a.mu.Lock()
		plays := append([]play(nil), a.played...)
		a.mu.Unlock()
		for _, p := range plays {
			if p.sealed != sealed {
				continue
			}
			if !sealed {
				for _, b := range nodes {
					if b == a {
						continue
					}
					if at, ok := b.firstAfter(p.step); ok && at.After(p.at) {
						out = append(out, at.Sub(p.at))
					}
				}
				continue
			}
			if r, ok := rounds[p.step]; !ok || p.at.After(r.at) {
				rounds[p.step] = last{p.at, a}
			}
		}
	}
	for s, r := range rounds {
		for _, b := range nodes {
			if b == r.who {
				continue
			}
			if at, ok := b.firstAfter(s); ok && at.After(r.at) {
				out = append(out, at.Sub(r.at))
			}
		}
	}
	return out
}

func latPlain(nodes []*node) time.Duration  { return median(latencies(nodes, false)) }
func latSealed(nodes []*node) time.Duration { return median(latencies(nodes, true)) }
func nPlain(nodes []*node) int              { return len(latencies(nodes, false)) }
func nSealed(nodes []*node) int             { return len(latencies(nodes, true)) }
