package online_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/galleria-games/galleria/game/online"
)

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
	// path is what every link says of its path (online.PathReporter);
	// noPath makes every accept fail as when ICE finds no path.
	path   online.Path
	noPath bool
}

type memOffer struct {
	id      int
	hostEv  online.LinkEvents
	answers map[string]*memAnswer
	used    bool
	gone    bool
}

type memAnswer struct {
	ev   online.LinkEvents
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

// Path implements online.PathReporter.
func (l *memLink) Path() (online.Path, error) {
	l.net.mu.Lock()
	defer l.net.mu.Unlock()
	return l.net.path, nil
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

func (t memTransport) Offer(ctx context.Context, ev online.LinkEvents) (string, func(context.Context, string) (online.Link, error), func(), error) {
	n := t.n
	n.mu.Lock()
	n.next++
	o := &memOffer{id: n.next, hostEv: ev, answers: map[string]*memAnswer{}}
	sdp := fmt.Sprintf("v=0\r\no=- %d 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=fake-offer:%d\r\n", o.id, o.id)
	n.offers[sdp] = o
	n.mu.Unlock()
	accept := func(ctx context.Context, answer string) (online.Link, error) {
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
		case n.noPath:
			o.gone = true
			return nil, fmt.Errorf("ice failed: %w", online.ErrNoPath)
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

func (t memTransport) Answer(ctx context.Context, offer string, ev online.LinkEvents) (string, func(context.Context) (online.Link, error), error) {
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
	open := func(ctx context.Context) (online.Link, error) {
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
