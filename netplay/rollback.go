package netplay

import "crypto/sha256"

// rollbackTo is where a peer goes back to when a new host took over at an
// earlier step than this peer had reached.
type rollbackTo struct{ step, epoch int }

// rollBack rebuilds the match from the log without what happened from the
// rollback step on under the old roster, then resumes: the messages waiting
// in the queue (the new host's record among them) are processed next. The
// rounds are rebuilt from the log too. The secrets of this peer's
// commitments from before are not kept: those of decided rounds are of no
// use, and those from the rollback step on belong to the old epoch, whose
// rounds the new host's record voids.
func (p *Peer) rollBack() {
	to := p.rollback
	p.rollback = nil
	p.logf("netplay: the new host took over at step %d while this peer was at step %d (the old host's last messages did not reach it): steps from %d on are played again", to.step, len(p.steps), to.step)
	p.rolledBack++
	recs, waiting := p.log, p.queue
	p.started, p.st, p.steps, p.hist, p.round = false, nil, nil, nil, nil
	p.log, p.queue = nil, nil
	p.seen = map[string]map[uint64][32]byte{}
	p.unacked, p.ackedTo = 0, 0
	p.quiet = true
	for _, raw := range recs {
		msg, err := decode(raw)
		if err != nil {
			continue
		}
		switch msg.Kind {
		case kindMove, kindCommit, kindReveal, kindRoster:
			if msg.Step >= to.step && msg.Epoch < to.epoch {
				continue
			}
		}
		if p.fresh(msg, true) {
			p.queue = append(p.queue, pendingMsg{msg: msg, from: self})
			p.settle()
		}
	}
	p.quiet = false
	for _, q := range waiting {
		p.seen[q.msg.From] = ensure(p.seen[q.msg.From])
		p.seen[q.msg.From][q.msg.Seq] = sha256.Sum256(q.msg.raw)
	}
	p.queue = append(p.queue, waiting...)
	for i, raw := range p.log {
		p.saveRecord(i, raw)
	}
	p.changed = true
}
