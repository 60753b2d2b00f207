package netplay

import (
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"io"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
)

// This file is the match before its start and the peers' comings and
// goings: the host's lobby and the guests' hellos (a rejoining guest gets
// the whole log), refusals, who is connected, and the start.

// SeatPlan says who will play a seat of a match the host opens.
type SeatPlan struct {
	Kind string // "remote" (a guest joins), "local" (a person at the host), "bot"
	Bot  string // bot name for "bot"
	Name string // display name for local and bot seats
}

// NewHost opens a lobby for a new match. Remote seats wait for guests.
func NewHost(cfg Config, game string, opts engine.Options, seats []SeatPlan) (*Peer, error) {
	p, err := newPeer(cfg)
	if err != nil {
		return nil, err
	}
	g, err := games.Lookup(game)
	if err != nil {
		return nil, err
	}
	if opts, err = g.Normalize(opts); err != nil {
		return nil, err
	}
	st, err := g.New(opts)
	if err != nil {
		return nil, err
	}
	if len(seats) != st.Seats() {
		return nil, fmt.Errorf("%d seats planned, %s %s has %d", len(seats), game, opts, st.Seats())
	}
	var id [16]byte
	if _, err := io.ReadFull(p.cfg.Rand, id[:]); err != nil {
		return nil, err
	}
	s := &Setup{Match: hex.EncodeToString(id[:]), Game: g.Name(), Options: opts,
		Peers: []PeerInfo{{Key: p.key, Name: p.cfg.Name}}}
	for i, sp := range seats {
		si := SeatInfo{Name: sp.Name, Peer: 0}
		switch sp.Kind {
		case "remote":
			si.Peer = -1
		case "local":
			if si.Name == "" {
				si.Name = p.cfg.Name
			}
		case "bot":
			if err := checkBotName(sp.Bot); err != nil {
				return nil, fmt.Errorf("seat %d: %v", i, err)
			}
			si.Bot = sp.Bot
			if si.Name == "" {
				si.Name = sp.Bot + " bot"
			}
		default:
			return nil, fmt.Errorf("seat %d: kind %q (remote, local or bot)", i, sp.Kind)
		}
		s.Seats = append(s.Seats, si)
	}
	p.setup, p.me, p.hostKey = s, 0, p.key
	p.saveMeta()
	return p, nil
}

// NewGuest makes a peer that joins the match with that id: attach the link
// to the host with Attach, and it introduces itself.
func NewGuest(cfg Config, match string) (*Peer, error) {
	if !isHex(match, 32) {
		return nil, fmt.Errorf("match id %q: want 32 hex chars", clip(match))
	}
	p, err := newPeer(cfg)
	if err != nil {
		return nil, err
	}
	p.setup = &Setup{Match: match}
	return p, nil
}

// hello handles a guest's introduction on the host: a new key takes the first
// open seat in the lobby; a key already in the match is a peer coming back,
// which gets the whole log to catch up from.
func (p *Peer) hello(id LinkID, ls *linkState, msg *message) {
	i := p.setup.peerIndex(msg.From)
	if i < 0 {
		if p.started {
			p.refuse(id, msg.From, "the match has started and this key is not in it")
			return
		}
		open := -1
		for s, si := range p.setup.Seats {
			if si.Open() {
				open = s
				break
			}
		}
		if open < 0 {
			p.refuse(id, msg.From, "every seat is taken")
			return
		}
		name := msg.Name
		if len(name) > 24 {
			name = name[:24]
		}
		if name == "" {
			name = fmt.Sprintf("Guest %d", len(p.setup.Peers))
		}
		p.setup.Peers = append(p.setup.Peers, PeerInfo{Key: msg.From, Name: name})
		i = len(p.setup.Peers) - 1
		p.setup.Seats[open].Peer = i
		p.setup.Seats[open].Name = name
		p.logf("netplay: %s joined, seat %d", name, open)
	} else {
		p.logf("netplay: %s is back", p.setup.name(i))
	}
	// A second link for the same peer replaces the first.
	for oid, o := range p.links {
		if oid != id && o.peer == i {
			o.link.Close()
			delete(p.links, oid)
		}
	}
	ls.peer = i
	p.seen[msg.From] = ensure(p.seen[msg.From])
	if !p.started {
		p.saveMeta()
		p.broadcastLobby()
		p.sendOn(id, body{Kind: kindSynced, Text: "0 0"}) // nothing to catch up on
	} else {
		batches := 0
		var recs []string
		size := 0
		flush := func() {
			if len(recs) > 0 {
				p.sendOn(id, body{Kind: kindSync, Recs: recs})
				batches++
				recs, size = nil, 0
			}
		}
		for _, raw := range p.log {
			if len(raw)*4/3+8 > MaxMessage-1024 {
				p.send(id, raw) // too big for a batch: as it is (guests take repeats quietly)
				continue
			}
			if size+len(raw)*4/3+8 > MaxMessage-1024 {
				flush()
			}
			recs = append(recs, base64.RawURLEncoding.EncodeToString(raw))
			size += len(raw)*4/3 + 8
		}
		flush()
		var have uint64
		for q := range p.seen[msg.From] {
			have = max(have, q)
		}
		p.sendOn(id, body{Kind: kindSynced, Text: fmt.Sprintf("%d %d", batches, have)})
		ls.syncing = true
		if p.setup.Peers[i].Away && p.setup.seatOf(i) >= 0 {
			// Back from away, with a seat still its own: count it in again.
			s := p.setup.clone()
			s.Peers[i].Away = false
			p.changeRoster(kindRoster, s)
		}
	}
	p.sendPresence()
	p.sendAudience()
	p.changed = true
	p.acceptedRematch(id, i)
}

func (p *Peer) refuse(id LinkID, key, why string) {
	p.logf("netplay: refused %s: %s", clip(key), why)
	p.sendOn(id, body{Kind: kindRefused, Text: why})
}

func (p *Peer) broadcastLobby() {
	raw, err := p.sign(body{Kind: kindLobby, Setup: p.setup.clone()})
	if err != nil {
		p.logf("netplay: lobby: %v", err)
		return
	}
	for id, ls := range p.links {
		if ls.peer >= 0 {
			p.send(id, raw)
		}
	}
}

// sendPresence tells the guests who is connected to the host (for their
// seat lists). It is advice, not part of the log.
func (p *Peer) sendPresence() {
	if !p.isHost() {
		return
	}
	p.presence = p.connected()
	var b []byte
	for _, c := range p.presence {
		if c {
			b = append(b, '1')
		} else {
			b = append(b, '0')
		}
	}
	for id, ls := range p.links {
		if ls.peer >= 0 {
			p.sendOn(id, body{Kind: kindPresence, Text: string(b)})
		}
	}
}

// connected lists, by peer, who this peer has a live link with (itself
// included; for a guest, everyone the host last said was connected).
func (p *Peer) connected() []bool {
	out := make([]bool, len(p.setup.Peers))
	if p.isHost() {
		if p.me >= 0 {
			out[p.me] = true
		}
		for _, ls := range p.links {
			if ls.peer >= 0 && ls.peer < len(out) {
				out[ls.peer] = true
			}
		}
		return out
	}
	copy(out, p.presence)
	if p.me >= 0 && p.me < len(out) {
		out[p.me] = true
	}
	if p.hostLink == 0 && p.setup.Host < len(out) {
		out[p.setup.Host] = false
	}
	return out
}

// Start begins the match once every seat is taken (host only).
func (p *Peer) Start() error {
	p.mu.Lock()
	defer p.unlock()
	if !p.isHost() {
		return fmt.Errorf("only the host starts the match")
	}
	if err := p.start(); err != nil {
		return err
	}
	p.settle()
	return nil
}

// start sends the start (host; settle follows).
func (p *Peer) start() error {
	if p.started {
		return fmt.Errorf("the match has started")
	}
	for i, si := range p.setup.Seats {
		if si.Open() {
			return fmt.Errorf("seat %d waits for a guest", i)
		}
	}
	s := p.setup.clone()
	if err := p.rematchSeats(s); err != nil {
		return err
	}
	return p.emit(body{Kind: kindStart, Seat: -1, Setup: s})
}

// processLobby takes the host's roster before the start (a guest).
func (p *Peer) processLobby(msg *message, fail func(Fault, string, ...any) outcome) outcome {
	if p.isHost() || p.started {
		return fail(FaultIllegal, "a lobby message after the start or to the host")
	}
	if p.hostKey != "" && msg.From != p.hostKey {
		return fail(FaultForged, "lobby signed by a key that is not the host's")
	}
	s := msg.Setup
	if s.Match != p.setup.Match || s.Peers[s.Host].Key != msg.From {
		return fail(FaultIllegal, "lobby of another match or host")
	}
	p.hostKey, p.setup = msg.From, s.clone()
	p.me = p.setup.peerIndex(p.key)
	p.saveMeta()
	return done
}

// processStart takes the final roster: the match begins.
func (p *Peer) processStart(msg *message, fail func(Fault, string, ...any) outcome) outcome {
	if p.started {
		return fail(FaultIllegal, "a second start")
	}
	s := msg.Setup
	if s.Match != p.setup.Match || s.Peers[s.Host].Key != msg.From || (p.hostKey != "" && msg.From != p.hostKey) {
		return fail(FaultForged, "start not signed by the match's host")
	}
	g, err := games.Lookup(s.Game)
	if err != nil {
		return fail(FaultIllegal, "%v", err)
	}
	opts, err := g.Normalize(s.Options)
	if err != nil {
		return fail(FaultIllegal, "options: %v", err)
	}
	st, err := g.New(opts)
	if err != nil {
		return fail(FaultIllegal, "%v", err)
	}
	if st.Seats() != len(s.Seats) {
		return fail(FaultIllegal, "%d seats for a %d-seat game", len(s.Seats), st.Seats())
	}
	for i, si := range s.Seats {
		if si.Open() {
			return fail(FaultIllegal, "seat %d is still open", i)
		}
	}
	p.hostKey, p.setup, p.st, p.started = msg.From, s.clone(), st, true
	p.me = p.setup.peerIndex(p.key)
	lh := logStart(p.setup)
	p.hist = []hashes{{log: lh, state: st.Hash()}}
	p.progress()
	p.logf("netplay: match %s started: %s %s, %d seats", s.Match, s.Game, opts, len(s.Seats))
	return done
}
