package netplay

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
)

// memLink is an in-memory link: every Send is delivered on its own goroutine,
// like pion does in js/wasm, so arrival order is not send order.
type memLink struct {
	deliver func([]byte)
	closed  atomic.Bool
	onClose func()
	peer    *memLink
	msgs    atomic.Int64
	bytes   atomic.Int64
	tamper  func([]byte) []byte // tests: rewrite what is sent
	wg      *sync.WaitGroup
}

func (l *memLink) Send(b []byte) error {
	if l.closed.Load() {
		return fmt.Errorf("link closed")
	}
	if l.tamper != nil {
		if b = l.tamper(b); b == nil {
			return nil // lost on the way
		}
	}
	l.msgs.Add(1)
	l.bytes.Add(int64(len(b)))
	c := append([]byte(nil), b...)
	l.wg.Add(1)
	go func() {
		defer l.wg.Done()
		if !l.closed.Load() {
			l.deliver(c)
		}
	}()
	return nil
}

func (l *memLink) Close() error {
	if l.closed.Swap(true) {
		return nil
	}
	if l.peer != nil && !l.peer.closed.Load() {
		l.wg.Add(1)
		go func() { defer l.wg.Done(); l.peer.Close() }()
	}
	if l.onClose != nil {
		l.wg.Add(1)
		go func() { defer l.wg.Done(); l.onClose() }()
	}
	return nil
}

// net is a test network: a host and guests joined by memLinks.
type testNet struct {
	t     testing.TB
	wg    sync.WaitGroup
	peers []*Peer
	// hostSide[i], guestSide[i]: the two ends between the host and peers[i].
	hostSide, guestSide map[*Peer]*memLink
	stores              []*MemStore
	clock               *fakeClock
	rng                 *rand.Rand
	// toGuest, when set before connect, wraps the delivery of what the
	// host sends the guest (a test holds or reorders it).
	toGuest func(deliver func([]byte)) func([]byte)
}

type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) Add(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

func newTestNet(t testing.TB) *testNet {
	return &testNet{t: t, hostSide: map[*Peer]*memLink{}, guestSide: map[*Peer]*memLink{},
		clock: &fakeClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}, rng: rand.New(rand.NewPCG(7, 7))}
}

func (n *testNet) config(name string, seed uint64) Config {
	id, err := NewIdentity(randReader{rand.New(rand.NewPCG(seed, 1))})
	if err != nil {
		n.t.Fatal(err)
	}
	st := &MemStore{}
	n.stores = append(n.stores, st)
	return Config{Identity: id, Name: name, Store: st, Now: n.clock.Now,
		Rand: randReader{rand.New(rand.NewPCG(seed, 2))}}
}

type randReader struct{ r *rand.Rand }

func (r randReader) Read(b []byte) (int, error) {
	for i := range b {
		b[i] = byte(r.r.Uint32())
	}
	return len(b), nil
}

// connect joins guest to host with a fresh pair of links.
func (n *testNet) connect(host, guest *Peer) {
	hl := &memLink{wg: &n.wg}
	gl := &memLink{wg: &n.wg}
	hl.peer, gl.peer = gl, hl
	hid := host.Attach(hl)
	hl.deliver = func(b []byte) { guest.Receive(0, b) } // replaced below
	hl.onClose = func() { host.Detach(hid) }
	gl.deliver = func(b []byte) { host.Receive(hid, b) }
	var gid LinkID
	ready := make(chan struct{})
	toGuest := func(b []byte) { <-ready; guest.Receive(gid, b) }
	if n.toGuest != nil {
		toGuest = n.toGuest(toGuest)
	}
	hl.deliver = toGuest
	gid = guest.Attach(gl)
	close(ready)
	gl.onClose = func() { guest.Detach(gid) }
	n.hostSide[guest], n.guestSide[guest] = hl, gl
}

// drop cuts the links of a guest.
func (n *testNet) drop(guest *Peer) {
	n.guestSide[guest].Close()
	n.hostSide[guest].Close()
}

// settle waits until every message in flight has been delivered.
func (n *testNet) settle() { n.wg.Wait() }

// runBots is what a match driver above the protocol does for bots: for
// each seat in p.ToAct() that the roster gives to a bot, it asks that
// engine/bot for a move on the seat's view and plays it. It reports how many
// moves it played.
func runBots(p *Peer, rng *rand.Rand) (int, error) {
	seats := p.Status().Setup.Seats
	played := 0
	for _, s := range p.ToAct() {
		name := seats[s].Bot
		if name == "" || !slices.Contains(p.ToAct(), s) {
			continue // a person's seat, or sealed meanwhile
		}
		b, err := bot.New(name)
		if err != nil {
			return played, fmt.Errorf("bot of seat %d: %v", s, err)
		}
		m, err := b.Choose(p.View(s), s, rng)
		if err != nil {
			return played, fmt.Errorf("bot of seat %d: %v", s, err)
		}
		if err := p.Play(s, m); err != nil {
			return played, fmt.Errorf("bot of seat %d: %v", s, err)
		}
		played++
	}
	return played, nil
}

// humansToAct lists the seats in p.ToAct() that the roster gives to people.
func humansToAct(p *Peer) []int {
	seats := p.Status().Setup.Seats
	var out []int
	for _, s := range p.ToAct() {
		if seats[s].Bot == "" {
			out = append(out, s)
		}
	}
	return out
}

// botToAct is the first seat in p.ToAct() that the roster gives to a bot,
// or -1.
func botToAct(p *Peer) int {
	seats := p.Status().Setup.Seats
	for _, s := range p.ToAct() {
		if seats[s].Bot != "" {
			return s
		}
	}
	return -1
}

// stepOnce plays the moves of the first peer that has something to play:
// its bots' moves, or else one "remote human" move (a random choice). It
// reports whether it played.
func (n *testNet) stepOnce(peers []*Peer, rng *rand.Rand) bool {
	n.t.Helper()
	n.settle()
	for _, p := range peers {
		if played, err := runBots(p, rng); err != nil {
			n.t.Fatal(err)
		} else if played > 0 {
			return true
		}
		for _, s := range humansToAct(p) {
			moves := p.View(s).LegalMoves(s)
			if err := p.Play(s, moves[rng.IntN(len(moves))]); err != nil {
				n.t.Fatalf("%s seat %d: %v", p.cfg.Name, s, err)
			}
			return true
		}
	}
	return false
}

// run plays until nobody has anything to do (the end, or a wait for a peer
// not in peers), at most limit moves.
func (n *testNet) run(peers []*Peer, limit int) {
	for i := 0; i < limit && n.stepOnce(peers, n.rng); i++ {
	}
	n.settle()
}

func hashOf(p *Peer) [32]byte {
	st := p.State()
	if st == nil {
		return [32]byte{}
	}
	return st.Hash()
}

func mustOver(t *testing.T, peers []*Peer) {
	t.Helper()
	h0 := hashOf(peers[0])
	for _, p := range peers {
		st := p.Status()
		if !st.Over {
			t.Fatalf("%s: not over at step %d; waiting for %+v; reports %v", p.cfg.Name, st.Step, st.Waiting, st.Reports)
		}
		if h := hashOf(p); h != h0 {
			t.Fatalf("%s: final hash %x differs from %x", p.cfg.Name, h[:6], h0[:6])
		}
		if r := p.State().Result(); r == nil {
			t.Fatalf("%s: no result", p.cfg.Name)
		}
	}
	_ = engine.Terminal
}

func (n *testNet) verbose(p *Peer) { p.cfg.Logf = n.t.Logf }
