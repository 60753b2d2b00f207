package netplay

import (
	"github.com/galleria-games/galleria/engine"
)

// processMove applies a plain move (the guests ack plain moves now and
// then: autoAck).
func (p *Peer) processMove(msg *message, author int, fail func(Fault, string, ...any) outcome) outcome {
	if msg.Step > len(p.steps) || msg.Epoch > p.setup.Epoch {
		return later // its step, or the roster it was made under, is still to come
	}
	if !p.setup.owns(author, msg.Seat) {
		return fail(FaultWrongSeat, "%s does not play seat %d", p.setup.name(author), msg.Seat)
	}
	if msg.Step < len(p.steps) {
		return fail(FaultIllegal, "move %q for step %d, which was already played", msg.Move, msg.Step)
	}
	d := p.st.Decision()
	if d.Kind != engine.Turn || !d.Acts(msg.Seat) {
		return fail(FaultIllegal, "move %q: seat %d is not to move (the game waits for a %s decision)", msg.Move, msg.Seat, d.Kind)
	}
	h := p.hist[msg.Step]
	if msg.Log != b64(h.log[:]) || msg.State != b64(h.state[:]) {
		return fail(FaultDesync, "at step %d its hashes differ from ours", msg.Step)
	}
	if err := p.st.Apply(msg.Seat, msg.Move); err != nil {
		return fail(FaultIllegal, "move %q: %v", msg.Move, err)
	}
	p.record(msg.Seat, msg.Move)
	if msg.From != p.key {
		p.unacked++
	}
	return done
}

// processAck compares another peer's hashes after a step with ours.
func (p *Peer) processAck(msg *message, fail func(Fault, string, ...any) outcome) outcome {
	if msg.Step > len(p.steps) {
		return later
	}
	h := p.hist[msg.Step]
	if msg.Log != b64(h.log[:]) || msg.State != b64(h.state[:]) {
		return fail(FaultDesync, "after step %d its hashes differ from ours (log %s… vs %s…, state %s… vs %s…)",
			msg.Step, msg.Log[:8], b64(h.log[:])[:8], msg.State[:8], b64(h.state[:])[:8])
	}
	return done
}

// autoAck sends this guest's hashes of the current step to the host, which
// checks them against its own (a desync is reported there) and passes acks
// on to no one. Every message the host relays goes through its state first,
// so checking each guest against the host checks every pair of peers. A
// guest's moves, commitments and reveals carry its hashes too, so it acks
// only when they have not gone out for as many plain moves of others as
// the match has peers, and once at the end: a guest that plays in its turn
// sends no ack, and one that does not is checked at least once a round.
// The host acks nothing. It reports whether it sent the ack.
func (p *Peer) autoAck() bool {
	if p.isHost() {
		return false
	}
	n := len(p.steps)
	end := p.st.Decision().Kind == engine.Terminal
	if !end && p.unacked < len(p.setup.Peers) || p.ackedTo == n+1 {
		return false
	}
	p.ackedTo = n + 1
	p.unacked = 0
	h := p.hist[n]
	if err := p.emit(body{Kind: kindAck, Step: n, Seat: -1, Log: b64(h.log[:]), State: b64(h.state[:])}); err != nil {
		p.logf("netplay: ack: %v", err)
	}
	return true
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
