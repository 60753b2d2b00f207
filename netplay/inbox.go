package netplay

import (
	"crypto/sha256"
	"encoding/base64"
	"fmt"
)

// This file is the way in, for every message (this peer's own too): it
// decodes and authenticates each one that comes on a link, checks that its
// author may send it on that link, drops replays and floods, and queues the
// rest; settle then takes each in order when its step has come (process:
// a plain move in lockstep.go, a commitment or reveal in round.go, a
// roster in roster.go), logs and relays it (accepted), and makes this
// peer's automatic answers.

// Receive takes a message that arrived on a link.
func (p *Peer) Receive(id LinkID, data []byte) {
	if q, nid, ok := p.forward(id); ok {
		q.Receive(nid, data)
		return
	}
	p.mu.Lock()
	defer p.unlock()
	if p.stopped {
		return
	}
	ls, ok := p.links[id]
	if !ok {
		return
	}
	p.receive(id, ls, data, false)
	p.settle()
	p.takeEarly()
}

// maxEarly bounds what a guest holds before the host's first lobby.
const maxEarly = 1024

// takeEarly takes the messages that overtook the host's first lobby, once
// it has come (and they are checked as any other then).
func (p *Peer) takeEarly() {
	if p.hostKey == "" || len(p.early) == 0 {
		return
	}
	early := p.early
	p.early = nil
	ls, ok := p.links[p.hostLink]
	if !ok {
		return
	}
	for _, data := range early {
		p.receive(p.hostLink, ls, data, false)
	}
	p.settle()
}

// receive checks one message and queues it. inSync: it came inside the
// host's catch-up, where repeats are expected.
func (p *Peer) receive(id LinkID, ls *linkState, data []byte, inSync bool) {
	msg, err := decode(data)
	if err != nil {
		de := err.(*decodeError)
		p.report(p.blame(Report{Fault: de.fault, Seat: -1, Detail: de.detail}, "", id))
		return
	}
	if msg.Match != p.setup.Match && msg.Match == p.prev && p.prev != "" {
		return // late news of the match before this rematch
	}
	if msg.Match != p.setup.Match {
		p.report(p.blame(Report{Fault: FaultOtherMatch, Seat: -1, Detail: fmt.Sprintf("%s message for match %s, this is %s", msg.Kind, msg.Match, p.setup.Match)}, msg.From, id))
		return
	}
	if ls.watcher || msg.Kind == kindWatch {
		// A spectator's link carries its watch and nothing else.
		if msg.Kind == kindWatch && p.isHost() && !inSync && ls.peer < 0 {
			p.watch(id, ls, msg)
		} else if ls.watcher {
			p.report(Report{Fault: FaultMalformed, Seat: -1, Detail: fmt.Sprintf("%s message from a spectator", msg.Kind)})
		}
		return
	}
	if msg.Kind == kindView || msg.Kind == kindVStep {
		p.report(p.blame(Report{Fault: FaultMalformed, Seat: -1, Detail: fmt.Sprintf("%s message, which only spectators take", msg.Kind)}, msg.From, id))
		return
	}
	if msg.Kind == kindHello {
		if p.isHost() && !inSync {
			p.hello(id, ls, msg)
		}
		return
	}
	if msg.Kind == kindSynced || msg.Kind == kindPresence || msg.Kind == kindSync || msg.Kind == kindClock || msg.Kind == kindAudience {
		// Advice from whoever is at the other end of the link to the host
		// (after a change of host, its key may not be hostKey yet).
		// Before the first lobby, the host's key is not known yet.
		if id == p.hostLink && (p.known(msg.From) || p.hostKey == "") && !p.isHost() && !inSync {
			p.advice(id, ls, msg)
		}
		return
	}
	if !p.known(msg.From) {
		// Only the host's first lobby introduces a key a guest did not know;
		// what overtook that lobby on the host's link waits for it.
		firstLobby := !p.isHost() && p.hostKey == "" && id == p.hostLink
		if firstLobby && msg.Kind != kindLobby && !inSync {
			if len(p.early) < maxEarly {
				p.early = append(p.early, data)
			}
			return
		}
		if !(msg.Kind == kindLobby && firstLobby) {
			p.report(p.blame(Report{Fault: FaultForged, Seat: -1, Detail: fmt.Sprintf("%s message signed by key %s, which is not in the match", msg.Kind, clip(msg.From))}, "", id))
			return
		}
	}
	if p.isHost() && ls.peer >= 0 && msg.From != p.setup.Peers[ls.peer].Key {
		// A guest's link carries only that guest's own messages.
		p.report(p.blame(Report{Fault: FaultForged, Seat: -1, Detail: fmt.Sprintf("%s message of %s sent by %s", msg.Kind, p.setup.name(p.setup.peerIndex(msg.From)), p.setup.name(ls.peer))}, "", id))
		return
	}
	if p.isHost() && ls.peer < 0 {
		p.report(Report{Fault: FaultMalformed, Seat: -1, Detail: fmt.Sprintf("%s message before the hello", msg.Kind)})
		return
	}
	if !p.fresh(msg, inSync || ls.syncing) {
		return
	}
	if p.isHost() {
		ls.syncing = false // a rejoining guest's first new message
	}
	if limit := 256; (inSync || ls.syncing) && len(p.queue) < 1<<16 || p.queued(msg.From) < limit {
		// fine: a catch-up brings the whole log, in any order
	} else {
		p.report(p.blame(Report{Fault: FaultFlood, Seat: -1, Detail: "over 256 messages waiting for later steps"}, msg.From, id))
		return
	}
	p.queue = append(p.queue, pendingMsg{msg: msg, from: id})
}

// advice handles what the host tells a guest about the link itself: who is
// connected, a batch of the log to catch up from, the end of the catch-up.
func (p *Peer) advice(id LinkID, ls *linkState, msg *message) {
	switch msg.Kind {
	case kindClock:
		p.takeClock(msg)
	case kindAudience:
		p.takeAudience(msg)
	case kindPresence:
		p.presence = p.presence[:0]
		for _, c := range msg.Text {
			p.presence = append(p.presence, c == '1')
		}
	case kindSync:
		ls.got++
		for i, r := range msg.Recs {
			raw, err := base64.RawURLEncoding.DecodeString(r)
			if err != nil {
				p.report(p.blame(Report{Fault: FaultMalformed, Seat: -1, Detail: fmt.Sprintf("catch-up record %d: not base64url", i)}, msg.From, id))
				continue
			}
			p.receive(id, ls, raw, true)
		}
	case kindSynced:
		fmt.Sscanf(msg.Text, "%d %d", &ls.want, &ls.have)
		ls.synced = true
	}
	if ls.syncing && ls.synced && ls.got >= ls.want {
		ls.syncing = false
		p.resendOwn(ls.have)
	}
	p.changed = true
}

// known reports whether a key belongs to the match.
func (p *Peer) known(key string) bool {
	return p.setup.peerIndex(key) >= 0 || key == p.hostKey && key != ""
}

// fresh checks a message's sequence number against those seen from its
// author. A number seen before with other content is always reported; the
// same message again is reported as a replay, except where repeats are
// expected: while a rejoining peer catches up (quiet), and on a guest, whose
// host may pass on what it already passed on.
func (p *Peer) fresh(msg *message, quiet bool) bool {
	s := p.seen[msg.From]
	if s == nil {
		s = map[uint64][32]byte{}
		p.seen[msg.From] = s
	}
	sum := sha256.Sum256(msg.raw)
	if old, ok := s[msg.Seq]; ok {
		switch {
		case old != sum:
			p.report(p.blame(Report{Fault: FaultReplayed, Seat: msg.Seat, Detail: fmt.Sprintf("%s message number %d reuses the number of another message", msg.Kind, msg.Seq)}, msg.From, self))
		case !quiet && !p.quiet && p.isHost():
			p.report(p.blame(Report{Fault: FaultReplayed, Seat: msg.Seat, Detail: fmt.Sprintf("%s message number %d was already received", msg.Kind, msg.Seq)}, msg.From, self))
		}
		return false
	}
	s[msg.Seq] = sum
	return true
}

func (p *Peer) queued(key string) int {
	n := 0
	for _, q := range p.queue {
		if q.msg.From == key {
			n++
		}
	}
	return n
}

// blame fills a report's sender from a key, or from the link it came on.
func (p *Peer) blame(r Report, key string, from LinkID) Report {
	i := -1
	if key != "" {
		i = p.setup.peerIndex(key)
	}
	if i < 0 && from != self {
		if ls, ok := p.links[from]; ok {
			i = ls.peer
		}
	}
	if i >= 0 {
		if r.Seat < 0 || !p.setup.owns(i, r.Seat) {
			r.Seat = p.setup.seatOf(i)
		}
		r.Peer = p.setup.name(i)
	}
	return r
}

// outcome of trying to process a message.
type outcome int

const (
	done  outcome = iota // applied (or harmlessly ignored)
	later                // for a later step or epoch: keep it
	drop                 // reported and dropped
)

// settle processes every queued message that can be processed now, then
// makes this peer's automatic moves (chance commitments, reveals, acks), and
// repeats until nothing changes.
func (p *Peer) settle() {
	for {
		progress := false
		for i := 0; i < len(p.queue); i++ {
			q := p.queue[i]
			o := p.process(q.msg, q.from)
			if o == later {
				continue
			}
			p.queue = append(p.queue[:i], p.queue[i+1:]...)
			i--
			progress = true
			if o == done {
				p.accepted(q.msg, q.from)
			}
		}
		if p.rollback != nil {
			p.rollBack()
			continue
		}
		if !progress && !p.auto() {
			p.runClock()
			p.feedWatchers()
			return
		}
	}
}

// accepted logs a processed message and, on the host, relays it.
func (p *Peer) accepted(msg *message, from LinkID) {
	switch msg.Kind {
	case kindStart, kindMove, kindCommit, kindReveal, kindRoster, kindHost:
		p.log = append(p.log, msg.raw)
		p.saveRecord(len(p.log)-1, msg.raw)
	}
	if msg.From == p.key {
		p.saveMeta()
	}
	if p.quiet {
		return
	}
	if p.isHost() && from != self && msg.Kind != kindAck {
		// A guest's ack is for the host alone (autoAck).
		for id, ls := range p.links {
			if id != from && ls.peer >= 0 {
				p.send(id, msg.raw)
			}
		}
	}
	p.changed = true
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
		return p.processLobby(msg, fail)
	case kindStart:
		return p.processStart(msg, fail)
	case kindRematch:
		return p.processRematch(msg, fail)
	case kindChat:
		return p.processChat(msg, author, fail)
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
		return p.processAck(msg, fail)
	case kindRoster, kindHost:
		return p.processRoster(msg, author, fail)
	}
	return fail(FaultMalformed, "unexpected %s message", msg.Kind)
}
