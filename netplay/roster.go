package netplay

import "fmt"

// This file is who plays what after the start: the host gives seats to bots
// and back to peers, a guest takes over as host, a former host rejoins as a
// guest. Each change is a signed record that starts a new epoch, which
// restarts the round in progress.

// checkBotName checks the name of a bot a roster gives a seat to: a word of
// 1 to 32 printable ASCII bytes, no space. The protocol does not know bots;
// the match driver that moves the seat chooses names it can run.
func checkBotName(name string) error {
	if name == "" {
		return fmt.Errorf("no bot name")
	}
	if len(name) > 32 {
		return fmt.Errorf("bot name %q is over 32 bytes", clip(name))
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; c <= ' ' || c > '~' {
			return fmt.Errorf("bot name %q: byte %d is not a printable ASCII letter, digit or sign", clip(name), i)
		}
	}
	return nil
}

// GiveToBot hands a seat to a bot the host runs: for a seat whose player is
// silent or gone (host only). The round in progress restarts. The protocol
// runs no bot: it only names botName in the roster (see checkBotName), and
// the host's match driver moves the seat from then on.
func (p *Peer) GiveToBot(seat int, botName string) error {
	p.mu.Lock()
	defer p.unlock()
	if !p.isHost() || !p.started {
		return fmt.Errorf("only the host of a started match gives seats to bots")
	}
	if seat < 0 || seat >= len(p.setup.Seats) {
		return fmt.Errorf("no seat %d", seat)
	}
	if err := checkBotName(botName); err != nil {
		return err
	}
	s := p.setup.clone()
	prev := s.Seats[seat].Peer
	s.Seats[seat].Peer, s.Seats[seat].Bot, s.Seats[seat].Lent = s.Host, botName, 0
	if prev != s.Host && prev >= 0 {
		still := false
		for _, si := range s.Seats {
			still = still || si.Peer == prev
		}
		s.Peers[prev].Away = !still
	}
	return p.changeRoster(kindRoster, s)
}

// GiveToPeer hands a seat back to a peer of the match (host only).
func (p *Peer) GiveToPeer(seat, peer int) error {
	p.mu.Lock()
	defer p.unlock()
	if !p.isHost() || !p.started {
		return fmt.Errorf("only the host of a started match moves seats")
	}
	if seat < 0 || seat >= len(p.setup.Seats) || peer < 0 || peer >= len(p.setup.Peers) {
		return fmt.Errorf("no seat %d or peer %d", seat, peer)
	}
	s := p.setup.clone()
	s.Seats[seat].Peer, s.Seats[seat].Bot, s.Seats[seat].Lent = peer, "", 0
	s.Peers[peer].Away = false
	return p.changeRoster(kindRoster, s)
}

// TakeHost makes this guest the host of the match, after the host left: it
// runs the old host's bots from now on, and the old host's own seats wait
// (give them to bots, or the old host rejoins). Other peers join it again
// with new links; its log brings them up to date.
func (p *Peer) TakeHost() error {
	p.mu.Lock()
	defer p.unlock()
	if !p.started || p.me < 0 {
		return fmt.Errorf("no started match to host")
	}
	if p.isHost() {
		return fmt.Errorf("this peer is the host already")
	}
	s := p.setup.clone()
	old := s.Host
	s.Host = p.me
	s.Peers[old].Away = true
	for i, si := range s.Seats {
		if si.Peer == old && si.Bot != "" {
			s.Seats[i].Peer = p.me
		}
	}
	p.demoted = false
	for id, ls := range p.links {
		ls.link.Close()
		delete(p.links, id)
	}
	p.hostLink = 0
	return p.changeRoster(kindHost, s)
}

// JoinAsGuest makes a former host rejoin the match hosted by another peer:
// the next link attached is to the new host. The peer forgets its own log
// and rebuilds it from the new host's (every record is signed, so it checks
// each one again): what it played just before it left may never have reached
// anyone, and the others have played on without it.
func (p *Peer) JoinAsGuest() {
	p.mu.Lock()
	defer p.unlock()
	p.demoted = true
	for id, ls := range p.links {
		ls.link.Close()
		delete(p.links, id)
	}
	p.hostLink = 0
	// Keep the key, the sequence numbers and the roster (so the new host's
	// records are recognised); drop everything derived from the log.
	p.started, p.st, p.steps, p.hist, p.round = false, nil, nil, nil, nil
	p.log, p.queue, p.hostKey, p.early = nil, nil, "", nil
	p.seen = map[string]map[uint64][32]byte{}
	p.unacked, p.ackedTo = 0, 0
	p.saveMeta()
	p.changed = true
}

func (p *Peer) changeRoster(kind string, s *Setup) error {
	s.Epoch, s.Step = p.setup.Epoch+1, len(p.steps)
	if err := p.emit(body{Kind: kind, Step: s.Step, Epoch: s.Epoch, Seat: -1, Setup: s}); err != nil {
		return err
	}
	p.settle()
	return nil
}

func (p *Peer) processRoster(msg *message, author int, fail func(Fault, string, ...any) outcome) outcome {
	s := msg.Setup
	if msg.Epoch > p.setup.Epoch+1 || s.Step > len(p.steps) {
		return later
	}
	if msg.Epoch <= p.setup.Epoch {
		return fail(FaultIllegal, "roster for epoch %d, already at %d", msg.Epoch, p.setup.Epoch)
	}
	if msg.Kind == kindHost && s.Step < len(p.steps) && p.rollback == nil && p.setup.peerIndex(msg.From) >= 0 {
		// The old host's last messages reached this peer but not the one
		// that took over: those steps did not happen for the match. Go back
		// to where the new host took over, then take its record.
		p.rollback = &rollbackTo{step: s.Step, epoch: msg.Epoch}
		return later
	}
	if s.Epoch != msg.Epoch || s.Match != p.setup.Match || s.Game != p.setup.Game ||
		s.Options.String() != p.setup.Options.String() || len(s.Seats) != len(p.setup.Seats) ||
		(s.Clock == nil) != (p.setup.Clock == nil) || s.Clock != nil && *s.Clock != *p.setup.Clock {
		return fail(FaultIllegal, "the roster changes the match itself")
	}
	for i, pi := range p.setup.Peers {
		if i >= len(s.Peers) || s.Peers[i].Key != pi.Key {
			return fail(FaultIllegal, "the roster drops or reorders peers")
		}
	}
	switch msg.Kind {
	case kindRoster:
		if author != p.setup.Host {
			return fail(FaultForged, "roster change not signed by the host")
		}
		if s.Host != p.setup.Host {
			return fail(FaultIllegal, "a roster change cannot move the host")
		}
	case kindHost:
		if author < 0 || s.Host != author {
			return fail(FaultIllegal, "a host change must name its signer as host")
		}
	}
	for i, si := range s.Seats {
		if si.Open() {
			return fail(FaultIllegal, "seat %d left open", i)
		}
	}
	wasHost := p.isHost()
	p.setup = s.clone()
	p.me = p.setup.peerIndex(p.key)
	p.round = nil
	p.progress()
	p.logf("netplay: epoch %d: %s", s.Epoch, p.setup.describe())
	if wasHost && !p.isHost() {
		// Someone else hosts now: drop the links to our former guests.
		for id, ls := range p.links {
			if id != p.hostLink {
				ls.link.Close()
				delete(p.links, id)
			}
		}
	}
	if msg.Kind == kindHost && !p.isHost() {
		p.hostKey = msg.From
	}
	p.saveMeta()
	return done
}
