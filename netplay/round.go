package netplay

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"io"
	"math/big"
	"sort"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// This file is one commit-reveal round from end to end: the round type (what
// a round holds, the commitments and reveals it takes, what it resolves to),
// the hash of a commitment and the chance draw, and the Peer's glue that
// feeds a round its messages and makes this peer's own commitments and
// reveals.

// chanceSlotOffset is added to a peer's index to give the seat field of the
// commitment to its chance nonce (commitSlot). It lies far above any seat
// number, so a nonce commitment can never pass for the commitment of a sealed
// move, or the reverse. It is part of the wire protocol: changing it breaks
// play with peers that use the old value.
const chanceSlotOffset = 1000

// round is one commit-reveal round: at one step and roster epoch, the sealed
// moves of the seats that act at a simultaneous decision, or the nonces of
// the active peers at a chance event. Every member commits first; once every
// commitment is in, each reveals, and each reveal is checked against its
// commitment; once every reveal is in, the round resolves to engine steps.
// A roster change starts a new epoch and so a new round: the commitments of
// the old one are void.
//
// A slot is what a member is counted by: its seat in a sealed round, its
// index in the roster in a chance round. A round is not safe for concurrent
// use (the Peer's lock guards it).
type round struct {
	setup       *Setup // the roster of the round's epoch; not changed while the round lives
	step, epoch int
	chance      bool
	who         []int  // the slots that take part: acting seats, or active peers
	log, state  string // the hashes at the round's step, which every commitment carries
	commits     map[int]string
	reveals     map[int]opening
	mine        map[int]opening // this peer's own commitments: what it will reveal
	opened      map[int]bool    // this peer's reveals made (perhaps not yet taken back)
}

// opening is what a reveal discloses: the sealed move and its salt, or (move
// "") a chance nonce.
type opening struct {
	move string
	salt []byte
}

// fault is a round's reason to drop a commitment or a reveal, or not to
// resolve.
type fault struct {
	kind   Fault
	seat   int // resolve: the seat blamed, -1 for a chance draw
	detail string
}

func faultf(kind Fault, format string, args ...any) *fault {
	return &fault{kind: kind, seat: -1, detail: fmt.Sprintf(format, args...)}
}

// newRound makes the round of decision d at step under roster s, or returns
// nil when d is neither simultaneous nor chance. h is the log and state hash
// at step.
func newRound(s *Setup, step int, d engine.Decision, h hashes) *round {
	r := &round{setup: s, step: step, epoch: s.Epoch, log: b64(h.log[:]), state: b64(h.state[:]),
		commits: map[int]string{}, reveals: map[int]opening{}, mine: map[int]opening{}, opened: map[int]bool{}}
	switch d.Kind {
	case engine.Simultaneous:
		r.who = append([]int(nil), d.Seats...)
	case engine.ChanceNode:
		r.chance, r.who = true, s.active()
	default:
		return nil
	}
	return r
}

func (r *round) has(slot int) bool {
	for _, w := range r.who {
		if w == slot {
			return true
		}
	}
	return false
}

func (r *round) allCommitted() bool { return len(r.commits) == len(r.who) }

// complete reports whether every reveal is in: the round can resolve.
func (r *round) complete() bool { return len(r.reveals) == len(r.who) }

// taken counts the commitments and reveals taken so far.
func (r *round) taken() int { return len(r.commits) + len(r.reveals) }

func (r *round) committed(slot int) bool {
	_, ok := r.commits[slot]
	return ok
}

// awaits says what the round waits for from slot: "chance" (a nonce's
// commitment), "sealed move" (a sealed move's), "reveal", or "" (nothing).
func (r *round) awaits(slot int) string {
	_, revealed := r.reveals[slot]
	switch {
	case !r.committed(slot) && r.chance:
		return "chance"
	case !r.committed(slot):
		return "sealed move"
	case r.allCommitted() && !revealed:
		return "reveal"
	}
	return ""
}

// sealed reports whether slot has committed, or this peer has made the
// commitment for it (which may still be on its way).
func (r *round) sealed(slot int) bool {
	_, made := r.mine[slot]
	return r.committed(slot) || made
}

// own lists the slots peer me commits for: its seats among the acting ones,
// or itself in a chance round it takes part in.
func (r *round) own(me int) []int {
	var out []int
	for _, x := range r.who {
		if r.chance && x == me || !r.chance && r.setup.owns(me, x) {
			out = append(out, x)
		}
	}
	return out
}

// commitSlot is the seat field a slot's commitment is made with.
func (r *round) commitSlot(slot int) int {
	if r.chance {
		return chanceSlotOffset + slot
	}
	return slot
}

func (r *round) revealName(slot int) string {
	if r.chance {
		return "its chance nonce"
	}
	return fmt.Sprintf("seat %d's sealed move", slot)
}

// seal makes this peer's commitment for slot: to move with a fresh 32-byte
// salt or, in a chance round (move ""), to a fresh 32-byte nonce. It keeps
// the secret for the reveal and returns the digest to send.
func (r *round) seal(slot int, move string, rnd io.Reader) ([32]byte, error) {
	if !r.has(slot) {
		return [32]byte{}, fmt.Errorf("seat %d has no sealed move to make at step %d", slot, r.step)
	}
	if r.sealed(slot) {
		return [32]byte{}, fmt.Errorf("seat %d has already sealed its move", slot)
	}
	if r.chance && move != "" {
		return [32]byte{}, fmt.Errorf("a chance nonce has no move")
	}
	salt := make([]byte, 32)
	if _, err := io.ReadFull(rnd, salt); err != nil {
		return [32]byte{}, err
	}
	r.mine[slot] = opening{move: move, salt: salt}
	return commitment(r.setup.Match, r.step, r.epoch, r.commitSlot(slot), move, salt), nil
}

// open returns this peer's reveal for slot once it is due: every commitment
// is in and slot is neither revealed nor already opened. It marks the slot
// opened. lost says the reveal is due but the secret is gone (this peer's
// commitment came back from its log without its store).
func (r *round) open(slot int) (o opening, due, lost bool) {
	if !r.allCommitted() || r.opened[slot] {
		return opening{}, false, false
	}
	if _, ok := r.reveals[slot]; ok {
		return opening{}, false, false
	}
	o, ok := r.mine[slot]
	if !ok {
		return opening{}, false, true
	}
	r.opened[slot] = true
	return o, true, false
}

// slotOf checks that author (an index into the roster) may speak for seat
// in this round, and returns its slot.
func (r *round) slotOf(kind string, seat, author int) (int, *fault) {
	if r.chance {
		if seat != -1 {
			return 0, faultf(FaultIllegal, "%s names seat %d in a chance round", kind, seat)
		}
		if !r.has(author) {
			return 0, faultf(FaultWrongSeat, "%s takes no part in this chance round", r.setup.name(author))
		}
		return author, nil
	}
	if !r.setup.owns(author, seat) {
		return 0, faultf(FaultWrongSeat, "%s does not play seat %d", r.setup.name(author), seat)
	}
	if !r.has(seat) {
		return 0, faultf(FaultIllegal, "seat %d has no sealed move to make at step %d", seat, r.step)
	}
	return seat, nil
}

// take takes a commitment or a reveal signed by author, an index into the
// roster; st is the state at the round's step. A message of a later step or
// epoch is for later; one of an earlier step or epoch is done with (its
// round was decided, or restarted by a roster change). A reveal waits until
// every commitment is in. What is wrong is a fault, and nothing changes.
func (r *round) take(msg *message, author int, st engine.State) (outcome, *fault) {
	if msg.Step > r.step || msg.Epoch > r.epoch {
		return later, nil
	}
	if msg.Step < r.step || msg.Epoch < r.epoch {
		return done, nil
	}
	slot, f := r.slotOf(msg.Kind, msg.Seat, author)
	if f != nil {
		return drop, f
	}
	if msg.Kind == kindCommit {
		return r.commit(slot, msg)
	}
	return r.reveal(slot, msg, st)
}

func (r *round) commit(slot int, msg *message) (outcome, *fault) {
	if msg.Log != r.log || msg.State != r.state {
		return drop, faultf(FaultDesync, "at step %d its hashes differ from ours", msg.Step)
	}
	if old, ok := r.commits[slot]; ok {
		if old == msg.Digest {
			return done, nil
		}
		return drop, faultf(FaultEquivocate, "a second, different commitment at step %d", msg.Step)
	}
	r.commits[slot] = msg.Digest
	return done, nil
}

func (r *round) reveal(slot int, msg *message, st engine.State) (outcome, *fault) {
	if !r.allCommitted() {
		return later, nil
	}
	if _, ok := r.reveals[slot]; ok {
		return done, nil
	}
	o := opening{move: msg.Move, salt: unb64(msg.Salt)}
	if r.chance {
		if msg.Move != "" {
			return drop, faultf(FaultIllegal, "a chance reveal carries a move")
		}
	}
	want := commitment(r.setup.Match, r.step, r.epoch, r.commitSlot(slot), o.move, o.salt)
	if b64(want[:]) != r.commits[slot] {
		return drop, faultf(FaultBadReveal, "the reveal of %s at step %d does not match its commitment", r.revealName(slot), msg.Step)
	}
	if !r.chance {
		if err := st.Clone().Apply(slot, o.move); err != nil {
			return drop, faultf(FaultIllegal, "sealed move %q: %v", o.move, err)
		}
	}
	r.reveals[slot] = o
	return done, nil
}

// resolve returns the steps a complete round decides, checked on a clone of
// st, the state at the round's step: the sealed moves in seat order, or the
// chance outcome drawn from every nonce in peer order.
func (r *round) resolve(st engine.State) ([]engine.Step, *fault) {
	slots := make([]int, 0, len(r.reveals))
	for s := range r.reveals {
		slots = append(slots, s)
	}
	sort.Ints(slots)
	c := st.Clone()
	if r.chance {
		var nonces [][]byte
		for _, i := range slots {
			nonces = append(nonces, r.reveals[i].salt)
		}
		out, err := drawChance(r.setup.Match, r.step, r.epoch, nonces, st.ChanceOutcomes())
		if err == nil {
			err = c.Apply(engine.Chance, out)
		}
		if err != nil {
			return nil, &fault{kind: FaultIllegal, seat: -1, detail: fmt.Sprintf("chance at step %d: %v", r.step, err)}
		}
		return []engine.Step{{Seat: engine.Chance, Move: out}}, nil
	}
	var steps []engine.Step
	for _, s := range slots {
		mv := r.reveals[s].move
		if err := c.Apply(s, mv); err != nil {
			return nil, &fault{kind: FaultIllegal, seat: s, detail: fmt.Sprintf("sealed move %q: %v", mv, err)}
		}
		steps = append(steps, engine.Step{Seat: s, Move: mv})
	}
	return steps, nil
}

// secrets returns this peer's secrets in the round as the store keeps them:
// under "c/step/epoch/slot", the move, a zero byte and the salt in
// base64url (the nonce for a chance round, with no move).
func (r *round) secrets() map[string]string {
	out := map[string]string{}
	for slot, o := range r.mine {
		out[fmt.Sprintf("c/%d/%d/%d", r.step, r.epoch, slot)] = o.move + "\x00" + b64(o.salt)
	}
	return out
}

// keep takes back a secret the store kept (see secrets), if it is one of
// this round's.
func (r *round) keep(key, v string) bool {
	var step, epoch, slot int
	if _, err := fmt.Sscanf(strings.ReplaceAll(key, "/", " "), "c %d %d %d", &step, &epoch, &slot); err != nil {
		return false
	}
	move, salt, ok := strings.Cut(v, "\x00")
	if !ok || step != r.step || epoch != r.epoch || !r.has(slot) {
		return false
	}
	r.mine[slot] = opening{move: move, salt: unb64(salt)}
	return true
}

// commitment is SHA-256(domain | match | step | epoch | seat | secret | salt):
// secret is the sealed move's text, or empty for a chance nonce (the salt is
// then the nonce itself). Lengths are encoded, so no two inputs collide.
func commitment(match string, step, epoch, seat int, secret string, salt []byte) [32]byte {
	h := sha256.New()
	h.Write([]byte("galleria-commit/1\x00"))
	var n [8]byte
	for _, v := range []int{step, epoch, seat} {
		binary.BigEndian.PutUint64(n[:], uint64(int64(v)))
		h.Write(n[:])
	}
	for _, s := range [][]byte{[]byte(match), []byte(secret), salt} {
		binary.BigEndian.PutUint64(n[:], uint64(len(s)))
		h.Write(n[:])
		h.Write(s)
	}
	var out [32]byte
	h.Sum(out[:0])
	return out
}

// drawChance picks the outcome that the nonces (in peer order) select: the
// SHA-256 of all of them, read as a 256-bit number, modulo the total weight.
// Every nonce changes the result unpredictably, so no peer can steer it
// unless it knows every other nonce before committing to its own.
func drawChance(match string, step, epoch int, nonces [][]byte, outs []engine.Outcome) (string, error) {
	total, err := engine.TotalWeight(outs)
	if err != nil {
		return "", err
	}
	h := sha256.New()
	h.Write([]byte("galleria-chance/1\x00"))
	h.Write([]byte(match))
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], uint64(step))
	h.Write(n[:])
	binary.BigEndian.PutUint64(n[:], uint64(epoch))
	h.Write(n[:])
	for _, x := range nonces {
		h.Write(x)
	}
	sum := h.Sum(nil)
	// 256 bits modulo a total below 2^31: the bias is under 2^-220.
	r := new(big.Int).Mod(new(big.Int).SetBytes(sum), big.NewInt(int64(total))).Int64()
	return engine.OutcomeAt(outs, r)
}

// The Peer's side of rounds.

// currentRound returns the round of the current step and epoch, making it
// when the decision is sealed or chance, or nil.
func (p *Peer) currentRound() *round {
	step := len(p.steps)
	if p.round != nil && p.round.step == step && p.round.epoch == p.setup.Epoch {
		return p.round
	}
	p.round = newRound(p.setup, step, p.st.Decision(), p.hist[step])
	return p.round
}

// sealMove commits this peer to a sealed move for seat: the commitment is
// sent now, the move and its salt are kept (and stored) for the reveal.
func (p *Peer) sealMove(seat int, move string) error {
	r := p.currentRound()
	d, err := r.seal(seat, move, p.cfg.Rand)
	if err != nil {
		return err
	}
	p.saveMeta()
	return p.emit(body{Kind: kindCommit, Step: r.step, Epoch: r.epoch, Seat: seat, Digest: b64(d[:]), Log: r.log, State: r.state})
}

// processRound hands a commitment or a reveal to the round of the current
// step, and applies the round's steps when its last reveal is in.
func (p *Peer) processRound(msg *message, author int, fail func(Fault, string, ...any) outcome) outcome {
	r := p.currentRound()
	if r == nil {
		switch {
		case msg.Step > len(p.steps) || msg.Epoch > p.setup.Epoch:
			return later
		case msg.Step < len(p.steps) || msg.Epoch < p.setup.Epoch:
			return done
		}
		return fail(FaultIllegal, "%s for step %d, which is a %s decision", msg.Kind, msg.Step, p.st.Decision().Kind)
	}
	n := r.taken()
	o, f := r.take(msg, author, p.st)
	if f != nil {
		return fail(f.kind, "%s", f.detail)
	}
	if r.taken() > n {
		p.progress()
		if r.complete() {
			p.resolve(r)
		}
	}
	return o
}

// resolve applies what a complete round decides, recording each step.
func (p *Peer) resolve(r *round) {
	steps, f := r.resolve(p.st)
	if f != nil {
		p.report(Report{Fault: f.kind, Seat: f.seat, Detail: f.detail})
		return
	}
	for _, s := range steps {
		if err := p.st.Apply(s.Seat, s.Move); err != nil {
			// Checked on a clone: the engine disagrees with itself.
			p.report(Report{Fault: FaultIllegal, Seat: s.Seat, Detail: fmt.Sprintf("step %q: %v", s.Move, err)})
			return
		}
		p.record(s.Seat, s.Move)
	}
}

// autoRound makes this peer's automatic part of the current round: its
// chance commitment, and, once every commitment is in, the reveals of its
// own commitments. It reports whether it sent anything.
func (p *Peer) autoRound() bool {
	r := p.currentRound()
	if r == nil {
		return false
	}
	sent := false
	if r.chance && r.has(p.me) && !r.sealed(p.me) {
		d, err := r.seal(p.me, "", p.cfg.Rand)
		if err != nil {
			p.logf("netplay: nonce: %v", err)
			return false
		}
		p.saveMeta()
		p.emit(body{Kind: kindCommit, Step: r.step, Epoch: r.epoch, Seat: -1, Digest: b64(d[:]), Log: r.log, State: r.state})
		sent = true
	}
	for _, slot := range r.own(p.me) {
		o, due, lost := r.open(slot)
		if lost {
			p.logf("netplay: the secret of my commitment at step %d is lost", r.step)
		}
		if !due {
			continue
		}
		seat := slot
		if r.chance {
			seat = -1
		}
		p.emit(body{Kind: kindReveal, Step: r.step, Epoch: r.epoch, Seat: seat, Move: o.move, Salt: b64(o.salt)})
		sent = true
	}
	return sent
}
