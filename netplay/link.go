package netplay

// Link is an open, reliable connection to one other peer (a WebRTC data
// channel, or a pipe in tests). Messages may arrive in any order: the Peer
// sequences them itself. Send must not call back into the Peer; it is called
// with the Peer's lock held, so it must not block for long either.
type Link interface {
	Send(data []byte) error
	Close() error
}

// LinkID names a link attached to a Peer.
type LinkID int

// self is the pseudo-link a peer's own messages arrive on.
const self LinkID = 0

// linkState is a link attached to the peer, and how far a catch-up on it
// has come.
type linkState struct {
	link Link
	peer int // -1 until its hello (host) / the link to the host (guest)
	// syncing: repeats are expected on this link and not reported. A guest's
	// link to the host syncs until the host's catch-up has all arrived (got
	// reaches want: the synced message says how many records it sent); a
	// host's link from a rejoining guest until the guest's first new message.
	syncing   bool
	synced    bool   // the host's synced message came: want and have are set
	got, want int    // catch-up batches received, and sent by the host
	have      uint64 // the host has this guest's messages up to this number
	watcher   bool   // a spectator's link (spectate.go): it gets the redacted log only
}

// Attach adds a newly opened link. A guest sends its hello on it at once; a
// host waits for the guest's hello.
func (p *Peer) Attach(l Link) LinkID {
	p.mu.Lock()
	defer p.unlock()
	id := p.nextLink
	p.nextLink++
	ls := &linkState{link: l, peer: -1}
	p.links[id] = ls
	if !p.isHost() {
		// A guest's link always goes to the host (a new one after a drop or a
		// change of host).
		if old, ok := p.links[p.hostLink]; ok && p.hostLink != id {
			old.link.Close()
			delete(p.links, p.hostLink)
		}
		p.hostLink, ls.syncing = id, true
		p.sendOn(id, body{Kind: kindHello, Name: p.cfg.Name})
		p.helloSeq = p.seq
	}
	p.changed = true
	return id
}

// Detach tells the peer a link closed.
func (p *Peer) Detach(id LinkID) {
	if q, nid, ok := p.forward(id); ok {
		q.Detach(nid)
		return
	}
	p.mu.Lock()
	defer p.unlock()
	ls, ok := p.links[id]
	if !ok {
		return
	}
	delete(p.links, id)
	if p.rematch != nil {
		delete(p.rematch.links, id)
	}
	if id == p.hostLink {
		p.hostLink = 0
	}
	if ls.peer >= 0 {
		p.logf("netplay: %s disconnected", p.setup.name(ls.peer))
	}
	p.sendPresence()
	if ls.watcher {
		p.sendAudience()
	}
	p.changed = true
}

// LinkOf returns the link this peer talks to peer (an index into
// Setup.Peers) on: for the host, the link a guest said hello on; for a
// guest, its link to the host (for the host's index only). ok is false when
// there is none (not connected, this peer itself, or another guest: guests
// talk through the host).
func (p *Peer) LinkOf(peer int) (l Link, ok bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.isHost() {
		for _, ls := range p.links {
			if ls.peer == peer && peer >= 0 {
				return ls.link, true
			}
		}
		return nil, false
	}
	if peer != p.setup.Host {
		return nil, false
	}
	if ls, found := p.links[p.hostLink]; found && p.hostLink != 0 {
		return ls.link, true
	}
	return nil, false
}

func (p *Peer) send(id LinkID, raw []byte) {
	ls, ok := p.links[id]
	if !ok {
		return
	}
	if err := ls.link.Send(raw); err != nil {
		p.logf("netplay: send to %s: %v", p.setup.name(ls.peer), err)
	}
}

// sendOn signs a message that is not part of the game (hello, synced) and
// sends it on one link only.
func (p *Peer) sendOn(id LinkID, b body) {
	raw, err := p.sign(b)
	if err != nil {
		p.logf("netplay: %v", err)
		return
	}
	p.send(id, raw)
}

// resendOwn sends the host this peer's own log records it has not seen:
// those made while the link was down.
func (p *Peer) resendOwn(hostHas uint64) {
	for _, raw := range p.log {
		msg, err := decode(raw)
		if err == nil && msg.From == p.key && msg.Seq > hostHas && msg.Seq < p.helloSeq {
			p.send(p.hostLink, raw)
		}
	}
}
