//go:build !js || galleria_net

package game

import (
	"sync"

	"github.com/galleria-games/galleria/netplay"
)

// roleStore is the netplay.Store of one role (host, or a guest slot) of one
// match: every key gets the prefix "<match>/<role>/". A host's match id is
// only known once netplay.NewHost has made it (and saved once), so until
// bind is called the store keeps what it is given in memory, and bind
// writes it out.
type roleStore struct {
	base NetStorage

	mu     sync.Mutex
	prefix string
	early  map[string][]byte
}

func newRoleStore(base NetStorage, prefix string) *roleStore {
	return &roleStore{base: base, prefix: prefix, early: map[string][]byte{}}
}

func (s *roleStore) Load(key string) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.prefix == "" {
		return append([]byte(nil), s.early[key]...), nil
	}
	return s.base.Load(s.prefix + key)
}

func (s *roleStore) Save(key string, data []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.prefix == "" {
		s.early[key] = append([]byte(nil), data...)
		return nil
	}
	return s.base.Save(s.prefix+key, data)
}

// bind sets the prefix and writes out what was saved before.
func (s *roleStore) bind(prefix string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.prefix = prefix
	for k, v := range s.early {
		s.base.Save(prefix+k, v)
	}
	s.early = nil
}

// pipe connects one link's events to a Peer. Messages that arrive before the
// link is attached (a guest's hello can beat the host's Attach, since
// Attach's LinkID only exists once the link does) wait in order, and so does
// a close; bind attaches the link and delivers them.
type pipe struct {
	mu     sync.Mutex
	peer   *netplay.Peer
	id     netplay.LinkID
	bound  bool
	queue  [][]byte
	closed bool // the link closed (before or after bind)
	onDown func()
}

func newPipe() *pipe { return &pipe{} }

func (p *pipe) events() LinkEvents {
	return LinkEvents{Message: p.message, Closed: p.close}
}

func (p *pipe) message(b []byte) {
	p.mu.Lock()
	if !p.bound {
		p.queue = append(p.queue, append([]byte(nil), b...))
		p.mu.Unlock()
		return
	}
	peer, id := p.peer, p.id
	p.mu.Unlock()
	peer.Receive(id, b)
}

func (p *pipe) close() {
	p.mu.Lock()
	already := p.closed
	p.closed = true
	bound, peer, id, down := p.bound, p.peer, p.id, p.onDown
	p.mu.Unlock()
	if already {
		return
	}
	if bound {
		peer.Detach(id)
	}
	if down != nil {
		down()
	}
}

// isClosed reports whether the link has closed.
func (p *pipe) isClosed() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.closed
}

// bind attaches l to peer and delivers what arrived so far, in order.
// Messages that arrive while the queue drains join its end.
func (p *pipe) bind(peer *netplay.Peer, l netplay.Link) {
	id := peer.Attach(l)
	p.mu.Lock()
	p.peer, p.id = peer, id
	p.mu.Unlock()
	for {
		p.mu.Lock()
		q := p.queue
		p.queue = nil
		if len(q) == 0 {
			p.bound = true
			closed := p.closed
			p.mu.Unlock()
			if closed {
				peer.Detach(id)
			}
			return
		}
		p.mu.Unlock()
		for _, m := range q {
			peer.Receive(id, m)
		}
	}
}
