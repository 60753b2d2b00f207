package netplay

import "sync"

// Endpoint is what a Pipe carries a link's events to: a Peer, or a
// spectator's Watcher.
type Endpoint interface {
	Attach(l Link) LinkID
	Receive(id LinkID, data []byte)
	Detach(id LinkID)
}

// Pipe carries one link's events to a Peer (or any Endpoint). A transport calls Message and
// Closed from the moment the link exists — on any goroutine, concurrently —
// which can be before the link is attached to the Peer: a guest's hello can
// beat the host's Attach, since Attach needs the Link, which the transport
// hands over only once it is open. So a Pipe keeps the messages that arrive
// before Bind, in order, and a close too; Bind attaches the link and
// delivers them.
type Pipe struct {
	mu     sync.Mutex
	peer   Endpoint
	id     LinkID
	bound  bool
	queue  [][]byte
	closed bool // the link closed (before or after Bind)
	onDown func()
}

// NewPipe makes a Pipe. onDown, if not nil, is called once when the link
// closes (on the goroutine that reports it).
func NewPipe(onDown func()) *Pipe { return &Pipe{onDown: onDown} }

// Message takes a message from the link. It does not keep data.
func (p *Pipe) Message(data []byte) {
	p.mu.Lock()
	if !p.bound {
		p.queue = append(p.queue, append([]byte(nil), data...))
		p.mu.Unlock()
		return
	}
	peer, id := p.peer, p.id
	p.mu.Unlock()
	peer.Receive(id, data)
}

// Closed takes the news that the link closed: a bound link is detached from
// its Peer. Calls after the first do nothing.
func (p *Pipe) Closed() {
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

// IsClosed reports whether the link has closed.
func (p *Pipe) IsClosed() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.closed
}

// Bind attaches l to peer (a Peer or a Watcher) and delivers what arrived
// so far, in order; messages that arrive while that queue drains join its
// end. If the link closed meanwhile it is detached again. Bind is called
// once.
func (p *Pipe) Bind(peer Endpoint, l Link) {
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
