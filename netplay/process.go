package netplay

import (
	"bytes"
	"encoding/base64"
	"fmt"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
)

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
		p.logf("netplay: %s is back", p.peerName(i))
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
		if p.setup.Peers[i].Away && p.seatOfPeer(i) >= 0 {
			// Back from away, with a seat still its own: count it in again.
			s := p.setup.clone()
			s.Peers[i].Away = false
			p.changeRoster(kindRoster, s)
		}
	}
	p.sendPresence()
	p.changed = true
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

// process applies one message if its step has come. It reports and drops
// what is wrong.
func (p *Peer) process(msg *message, from LinkID) outcome {
	author := p.setup.peerIndex(msg.From)
	fail := func(f Fault, format string, args ...any) outcome {
		p.report(p.blame(Report{Fault: f, Seat: msg.Seat, Detail: fmt.Sprintf(format, args...)}, msg.From, from))
		return drop
	}
	switch msg.Kind {
	case kindLobby:
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
	case kindStart:
		return p.processStart(msg, fail)
	case kindRefused:
		if msg.From == p.hostKey {
			p.report(Report{Fault: FaultIllegal, Seat: -1, Peer: "host", Detail: "the host refused this peer: " + msg.Text})
			return drop
		}
		return fail(FaultForged, "refusal not from the host")
	}
	if !p.started {
		return later
	}
	switch msg.Kind {
	case kindMove:
		return p.processMove(msg, author, fail)
	case kindCommit, kindReveal:
		return p.processRound(msg, author, fail)
	case kindAck:
		if msg.Step > len(p.steps) {
			return later
		}
		h := p.hist[msg.Step]
		if msg.Log != b64(h.log[:]) || msg.State != b64(h.state[:]) {
			return fail(FaultDesync, "after step %d its hashes differ from ours (log %s… vs %s…, state %s… vs %s…)",
				msg.Step, msg.Log[:8], b64(h.log[:])[:8], msg.State[:8], b64(h.state[:])[:8])
		}
		return done
	case kindRoster, kindHost:
		return p.processRoster(msg, author, fail)
	}
	return fail(FaultMalformed, "unexpected %s message", msg.Kind)
}

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
	p.hostKey, p.setup, p.game, p.st, p.started = msg.From, s.clone(), g, st, true
	p.me = p.setup.peerIndex(p.key)
	lh := logStart(p.setup)
	p.hist = []hashes{{log: lh, state: st.Hash()}}
	p.progress()
	p.logf("netplay: match %s started: %s %s, %d seats", s.Match, s.Game, opts, len(s.Seats))
	return done
}

// hashesMatch checks the hashes a message carries against ours at its step.
func (p *Peer) hashesMatch(msg *message) error {
	h := p.hist[msg.Step]
	if msg.Log != b64(h.log[:]) || msg.State != b64(h.state[:]) {
		return fmt.Errorf("at step %d its hashes differ from ours", msg.Step)
	}
	return nil
}

func (p *Peer) processMove(msg *message, author int, fail func(Fault, string, ...any) outcome) outcome {
	if msg.Step > len(p.steps) || msg.Epoch > p.setup.Epoch {
		return later // its step, or the roster it was made under, is still to come
	}
	if !p.setup.owns(author, msg.Seat) {
		return fail(FaultWrongSeat, "%s does not play seat %d", p.peerName(author), msg.Seat)
	}
	if msg.Step < len(p.steps) {
		return fail(FaultIllegal, "move %q for step %d, which was already played", msg.Move, msg.Step)
	}
	d := p.st.Decision()
	if d.Kind != engine.Turn || !d.Acts(msg.Seat) {
		return fail(FaultIllegal, "move %q: seat %d is not to move (the game waits for a %s decision)", msg.Move, msg.Seat, d.Kind)
	}
	if err := p.hashesMatch(msg); err != nil {
		return fail(FaultDesync, "%v", err)
	}
	if err := p.st.Apply(msg.Seat, msg.Move); err != nil {
		return fail(FaultIllegal, "move %q: %v", msg.Move, err)
	}
	p.record(msg.Seat, msg.Move)
	if msg.From != p.key {
		p.ackDue = true
	}
	return done
}

// record appends an applied step to the log and the hash history.
func (p *Peer) record(seat int, move string) {
	n := len(p.steps)
	p.steps = append(p.steps, engine.Step{Seat: seat, Move: move})
	lh := logHash(p.hist[n].log, n, seat, move)
	p.hist = append(p.hist, hashes{log: lh, state: p.st.Hash()})
	p.round = nil
	p.progress()
}

func (p *Peer) progress() {
	p.since = p.cfg.Now()
	p.changed = true
}

// currentRound returns the commit-reveal round of the current step, making it
// when the decision is sealed or chance, or nil.
func (p *Peer) currentRound() *round {
	step, epoch := len(p.steps), p.setup.Epoch
	if p.round != nil && p.round.step == step && p.round.epoch == epoch {
		return p.round
	}
	d := p.st.Decision()
	r := &round{step: step, epoch: epoch, commits: map[int]string{}, reveals: map[int]revealed{}}
	switch d.Kind {
	case engine.Simultaneous:
		r.who = append([]int(nil), d.Seats...)
	case engine.ChanceNode:
		r.chance, r.who = true, p.setup.active()
	default:
		return nil
	}
	p.round = r
	return r
}

func (p *Peer) processRound(msg *message, author int, fail func(Fault, string, ...any) outcome) outcome {
	if msg.Step > len(p.steps) || msg.Epoch > p.setup.Epoch {
		return later
	}
	if msg.Step < len(p.steps) || msg.Epoch < p.setup.Epoch {
		return done // a round already decided, or restarted by a roster change
	}
	r := p.currentRound()
	if r == nil {
		return fail(FaultIllegal, "%s for step %d, which is a %s decision", msg.Kind, msg.Step, p.st.Decision().Kind)
	}
	slot := msg.Seat
	if r.chance {
		if msg.Seat != -1 {
			return fail(FaultIllegal, "%s names seat %d in a chance round", msg.Kind, msg.Seat)
		}
		if !r.has(author) {
			return fail(FaultWrongSeat, "%s takes no part in this chance round", p.peerName(author))
		}
		slot = author
	} else {
		if !p.setup.owns(author, msg.Seat) {
			return fail(FaultWrongSeat, "%s does not play seat %d", p.peerName(author), msg.Seat)
		}
		if !r.has(msg.Seat) {
			return fail(FaultIllegal, "seat %d has no sealed move to make at step %d", msg.Seat, msg.Step)
		}
	}
	if msg.Kind == kindCommit {
		if err := p.hashesMatch(msg); err != nil {
			return fail(FaultDesync, "%v", err)
		}
		if old, ok := r.commits[slot]; ok {
			if old == msg.Digest {
				return done
			}
			return fail(FaultEquivocate, "a second, different commitment at step %d", msg.Step)
		}
		r.commits[slot] = msg.Digest
		p.progress()
		return done
	}
	// A reveal waits until every commitment is in.
	if !r.allCommitted() {
		return later
	}
	if _, ok := r.reveals[slot]; ok {
		return done
	}
	salt := unb64(msg.Salt)
	secret := msg.Move
	if r.chance {
		secret = ""
		if msg.Move != "" {
			return fail(FaultIllegal, "a chance reveal carries a move")
		}
	}
	want := commitment(p.setup.Match, r.step, r.epoch, commitSlot(r, slot), secret, salt)
	if b64(want[:]) != r.commits[slot] {
		return fail(FaultBadReveal, "the reveal of %s at step %d does not match its commitment", revealName(r, slot), msg.Step)
	}
	if !r.chance {
		c := p.st.Clone()
		if err := c.Apply(msg.Seat, msg.Move); err != nil {
			return fail(FaultIllegal, "sealed move %q: %v", msg.Move, err)
		}
	}
	r.reveals[slot] = revealed{secret: secret, salt: salt}
	p.progress()
	if r.allRevealed() {
		p.resolve(r)
	}
	return done
}

func commitSlot(r *round, slot int) int {
	if r.chance {
		return chanceSlotOffset + slot
	}
	return slot
}

func revealName(r *round, slot int) string {
	if r.chance {
		return "its chance nonce"
	}
	return fmt.Sprintf("seat %d's sealed move", slot)
}

// resolve applies a round once every reveal is in: the sealed moves in seat
// order, or the chance outcome the nonces select.
func (p *Peer) resolve(r *round) {
	if r.chance {
		var nonces [][]byte
		for _, i := range sortedInts(r.reveals) {
			nonces = append(nonces, r.reveals[i].salt)
		}
		out, err := drawChance(p.setup.Match, r.step, r.epoch, nonces, p.st.ChanceOutcomes())
		if err == nil {
			err = p.st.Apply(engine.Chance, out)
		}
		if err != nil {
			p.report(Report{Fault: FaultIllegal, Seat: -1, Detail: fmt.Sprintf("chance at step %d: %v", r.step, err)})
			return
		}
		p.record(engine.Chance, out)
		return
	}
	c := p.st.Clone()
	seats := sortedInts(r.reveals)
	for _, s := range seats {
		if err := c.Apply(s, r.reveals[s].secret); err != nil {
			p.report(Report{Fault: FaultIllegal, Seat: s, Detail: fmt.Sprintf("sealed move %q: %v", r.reveals[s].secret, err)})
			return
		}
	}
	// Replay onto the real state so each step's hashes are recorded.
	for _, s := range seats {
		p.st.Apply(s, r.reveals[s].secret)
		p.record(s, r.reveals[s].secret)
	}
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
		s.Options.String() != p.setup.Options.String() || len(s.Seats) != len(p.setup.Seats) {
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
	p.logf("netplay: epoch %d: %s", s.Epoch, p.describeRoster())
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

func (p *Peer) describeRoster() string {
	var b bytes.Buffer
	for i, si := range p.setup.Seats {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "seat %d %s", i, p.peerName(si.Peer))
		if si.Bot != "" {
			fmt.Fprintf(&b, " (%s bot)", si.Bot)
		}
	}
	fmt.Fprintf(&b, "; host %s", p.peerName(p.setup.Host))
	return b.String()
}
