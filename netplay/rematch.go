package netplay

import (
	"encoding/hex"
	"fmt"
	"io"

	"github.com/galleria-games/galleria/engine"
)

// This file is the rematch: once a match is over, its host may offer the
// same peers a new match over the links they have. The offer is a message
// of the finished match, signed by its host, carrying the new match's setup:
// a fresh match id, the same game and options, the same peers, and the
// seats rotated by one (whoever sat at seat i sits at seat i+1 mod n, so the
// first player changes; bots stay bots). A guest that accepts makes a Peer
// for the new match and hands it its link to the host: it says hello with
// the same key. A guest that leaves closes its link. The host starts the
// new match when every guest with a seat has accepted; it may start before
// once the others have left (their seats go to a bot it runs).
//
// A Peer that has handed its links over forwards what still arrives on
// them to the new Peer: the transport's pipes need not know.

// kindRematch is the host's offer (host → guests, after the end): the
// new match's setup.
const kindRematch = "rematch"

// RematchPlan is a rematch as the host offered it.
type RematchPlan struct {
	Match string // the new match's id
	Setup Setup  // the new match's seats (rotated), game and options
}

// rematchHost is what the host's Peer of a rematch knows before the start.
type rematchHost struct {
	pending map[int]bool // peers with a seat that have not accepted yet
	bot     string       // the bot that takes the seats of peers that left
	// links: the links handed over from the finished match, by whose they
	// are, until their hello (a link that closes before is a peer that left).
	links map[LinkID]int
}

// handOff is where a Peer's links went after a rematch.
type handOff struct {
	to  *Peer
	ids map[LinkID]LinkID
}

// rotated is the next match's setup: a new id, the seats rotated by one,
// every peer with a seat back (none away), the rest away.
func (s *Setup) rotated(id string) *Setup {
	n := s.clone()
	n.Match, n.Epoch, n.Step = id, 0, 0
	for i, si := range s.Seats {
		n.Seats[(i+1)%len(s.Seats)] = si
	}
	for i := range n.Peers {
		n.Peers[i].Away = n.seatOf(i) < 0 && i != n.Host
	}
	return n
}

// OfferRematch is the host's offer of a rematch of a finished match: it
// makes the host's Peer of the new match (cfg as for NewHost: the same
// identity is used whatever cfg says), sends the offer to every guest, and
// hands this peer's links to the new Peer. bot names the bot that takes
// the seats of guests that leave instead of accepting.
func (p *Peer) OfferRematch(cfg Config, bot string) (*Peer, error) {
	if err := checkBotName(bot); err != nil {
		return nil, err
	}
	p.mu.Lock()
	defer p.unlock()
	switch {
	case !p.isHost():
		return nil, fmt.Errorf("only the host offers a rematch")
	case !p.started || p.st.Decision().Kind != engine.Terminal:
		return nil, fmt.Errorf("the match is not over")
	case p.next != nil:
		return nil, fmt.Errorf("a rematch was offered already")
	case p.stopped:
		return nil, fmt.Errorf("the match is closed")
	}
	cfg.Identity = p.cfg.Identity
	q, err := newPeer(cfg)
	if err != nil {
		return nil, err
	}
	var id [16]byte
	if _, err := io.ReadFull(q.cfg.Rand, id[:]); err != nil {
		return nil, err
	}
	s := p.setup.rotated(hex.EncodeToString(id[:]))
	if s.Match == p.setup.Match {
		return nil, fmt.Errorf("the new match id is the old one")
	}
	q.setup, q.me, q.hostKey, q.prev = s, p.me, p.key, p.setup.Match
	q.rematch = &rematchHost{pending: map[int]bool{}, bot: bot, links: map[LinkID]int{}}
	for _, si := range s.Seats {
		if si.Peer >= 0 && si.Peer != s.Host {
			q.rematch.pending[si.Peer] = true
		}
	}
	raw, err := p.sign(body{Kind: kindRematch, Seat: -1, Step: len(p.steps), Setup: s.clone()})
	if err != nil {
		return nil, err
	}
	p.saveMeta()
	for id, ls := range p.links {
		if ls.peer >= 0 {
			p.send(id, raw)
		}
	}
	q.mu.Lock()
	q.saveMeta()
	q.mu.Unlock()
	p.handOver(q)
	p.logf("netplay: rematch %s offered: %s", s.Match, s.describe())
	return q, nil
}

// RematchOffer returns the host's rematch offer this guest has received,
// if any.
func (p *Peer) RematchOffer() (RematchPlan, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.offer == nil {
		return RematchPlan{}, false
	}
	return RematchPlan{Match: p.offer.Match, Setup: *p.offer.clone()}, true
}

// AcceptRematch takes the host's offer (a guest): it makes this peer's Peer
// of the new match, with the same identity, and hands it the link to the
// host, on which it says hello. cfg is as for NewGuest.
func (p *Peer) AcceptRematch(cfg Config) (*Peer, error) {
	p.mu.Lock()
	defer p.unlock()
	switch {
	case p.offer == nil:
		return nil, fmt.Errorf("the host has offered no rematch")
	case p.next != nil:
		return nil, fmt.Errorf("the rematch was accepted already")
	case p.stopped:
		return nil, fmt.Errorf("the match is closed")
	}
	cfg.Identity = p.cfg.Identity
	q, err := NewGuest(cfg, p.offer.Match)
	if err != nil {
		return nil, err
	}
	q.hostKey, q.prev = p.hostKey, p.setup.Match
	q.mu.Lock()
	q.saveMeta()
	q.mu.Unlock()
	p.handOver(q)
	p.logf("netplay: rematch %s accepted", q.setup.Match)
	return q, nil
}

// handOver moves every link of p to q (p's lock held): q attaches each as
// a new link (a guest says hello on it), and p forwards what still arrives.
func (p *Peer) handOver(q *Peer) {
	p.next = &handOff{to: q, ids: map[LinkID]LinkID{}}
	for id, ls := range p.links {
		nid := q.Attach(ls.link)
		p.next.ids[id] = nid
		if q.rematch != nil && ls.peer >= 0 {
			q.mu.Lock()
			q.rematch.links[nid] = ls.peer
			q.mu.Unlock()
		}
		delete(p.links, id)
	}
	p.hostLink = 0
	p.changed = true
}

// forward reports where a message or a close on link id goes now, if this
// peer has handed its links over.
func (p *Peer) forward(id LinkID) (*Peer, LinkID, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.next == nil {
		return nil, 0, false
	}
	nid, ok := p.next.ids[id]
	return p.next.to, nid, ok
}

// processRematch takes the host's offer (a guest). It is refused when it
// is not the host's, when the match is not over, and when it is not a
// rematch of this match.
func (p *Peer) processRematch(msg *message, fail func(Fault, string, ...any) outcome) outcome {
	if p.isHost() {
		return fail(FaultIllegal, "a rematch offer to the host")
	}
	if msg.From != p.hostKey {
		return fail(FaultForged, "rematch offer not signed by the host")
	}
	if !p.started || p.st.Decision().Kind != engine.Terminal {
		return fail(FaultIllegal, "a rematch offer before the end of the match")
	}
	s := msg.Setup
	if s.Match == p.setup.Match || s.Game != p.setup.Game || len(s.Seats) != len(p.setup.Seats) || len(s.Peers) != len(p.setup.Peers) {
		return fail(FaultIllegal, "a rematch offer that is not one of this match")
	}
	for i, pi := range s.Peers {
		if pi.Key != p.setup.Peers[i].Key {
			return fail(FaultIllegal, "rematch offer: peer %d is not this match's", i)
		}
	}
	if s.Peers[s.Host].Key != msg.From {
		return fail(FaultIllegal, "rematch offer: another host")
	}
	if p.offer != nil && p.offer.Match != s.Match {
		return fail(FaultIllegal, "a second rematch offer")
	}
	p.offer = s.clone()
	p.logf("netplay: rematch %s offered", s.Match)
	return done
}

// acceptedRematch notes a guest's hello on the host of a rematch; when no
// one is left to accept, the match starts.
func (p *Peer) acceptedRematch(id LinkID, i int) {
	if p.rematch == nil || p.started {
		return
	}
	delete(p.rematch.links, id)
	delete(p.rematch.pending, i)
	if len(p.rematch.pending) == 0 {
		if err := p.start(); err != nil {
			p.logf("netplay: rematch start: %v", err)
		}
	}
}

// rematchSeats is the setup of a rematch at its start (host): the seats of
// peers that left without accepting go to the bot. It is an error while a
// peer who has not accepted is still connected.
func (p *Peer) rematchSeats(s *Setup) error {
	if p.rematch == nil {
		return nil
	}
	for i := range p.rematch.pending {
		if p.deciding(i) {
			return fmt.Errorf("%s has not accepted the rematch yet", s.name(i))
		}
	}
	for i := range p.rematch.pending {
		for seat, si := range s.Seats {
			if si.Peer == i {
				s.Seats[seat] = SeatInfo{Name: p.rematch.bot + " bot", Peer: p.me, Bot: p.rematch.bot}
			}
		}
		s.Peers[i].Away = true
	}
	return nil
}

// deciding reports whether peer i of a rematch has neither accepted nor
// left: its link from the finished match is still open.
func (p *Peer) deciding(i int) bool {
	if p.rematch == nil || !p.rematch.pending[i] {
		return false
	}
	for _, x := range p.rematch.links {
		if x == i {
			return true
		}
	}
	return false
}

// rematchWaiting lists the seats of a rematch whose peers have not
// accepted yet (host, before the start), for Status.
func (p *Peer) rematchWaiting(wait func(seat, peer int, what string, connected bool)) {
	if p.rematch == nil || p.started {
		return
	}
	for seat, si := range p.setup.Seats {
		if si.Peer >= 0 && p.rematch.pending[si.Peer] {
			wait(seat, si.Peer, "rematch", p.deciding(si.Peer))
		}
	}
}
