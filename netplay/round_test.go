package netplay

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/testgame"
)

// The round on its own: no Peer, no network. The rig is Test Race
// (engine/testgame) with three peers, each playing one seat: "Host" (peer
// 0, seat 0), "Ann" (peer 1, seat 1) and "Bob" (peer 2, seat 2). Its first
// step is a chance roll; after the roll and the leader's take, every seat
// bids "bid 0" or "bid 1" in secret, at step 2.

const rigMatch = "0123456789abcdef0123456789abcdef"

// rigEpoch is the roster epoch of the rig's rounds: 1, so that a message
// can be of the epoch before.
const rigEpoch = 1

// rigHashes are the hashes a round's commitments must carry in the rig.
var rigHashes = hashes{log: [32]byte{1, 2, 3}, state: [32]byte{4, 5, 6}}

func rigSetup(epoch int) *Setup {
	return &Setup{Match: rigMatch, Game: testgame.GameName, Epoch: epoch,
		Peers: []PeerInfo{{Name: "Host"}, {Name: "Ann"}, {Name: "Bob"}},
		Seats: []SeatInfo{{Name: "Host", Peer: 0}, {Name: "Ann", Peer: 1}, {Name: "Bob", Peer: 2}}}
}

// rigState returns the rig's state at the chance roll (sealed false, step 0)
// or at the sealed bids (step 2).
func rigState(t *testing.T, sealed bool) (engine.State, int) {
	t.Helper()
	st, err := testgame.Game{}.New(engine.Options{"players": "3"})
	if err != nil {
		t.Fatal(err)
	}
	if !sealed {
		return st, 0
	}
	if err := st.Apply(engine.Chance, "roll 2"); err != nil {
		t.Fatal(err)
	}
	if err := st.Apply(0, testgame.Take1); err != nil {
		t.Fatal(err)
	}
	if d := st.Decision(); d.Kind != engine.Simultaneous || len(d.Seats) != 3 {
		t.Fatalf("the rig's step 2 is %v %v", d.Kind, d.Seats)
	}
	return st, 2
}

// salt is a 32-byte salt or nonce made of one byte.
func salt(b byte) []byte { return bytes.Repeat([]byte{b}, 32) }

// ev is one thing that happens to a round: a commitment or a reveal taken
// (as the Peer hands it over once the signature and the author's key are
// checked), or a roster change, which gives seat 2 to a bot the host runs
// and so replaces the round by a new one in the next epoch.
type ev struct {
	kind   string // "commit", "reveal" or "roster"
	author int    // the signing peer
	seat   int    // the seat named; -1 for a chance nonce
	move   string // the sealed move committed to and revealed ("" for a nonce)
	salt   byte   // the salt (or nonce) committed to and revealed
	// What the message says instead, if it lies or is stale:
	lie     string // reveal: another move than the one committed to
	badSalt bool   // reveal: another salt than the one committed to
	stale   int    // for the step before (1), the epoch before (2), the next step (-1), the next epoch (-2)
	badHash bool   // commit: hashes that are not the round's
	// What the round must do with it:
	want    outcome
	fault   Fault // the fault of a dropped message
	ignored bool  // done, and the round took nothing new from it
}

// roundCase is a table row: a round at the rig's chance roll or sealed
// bids, the events in order, and the steps it resolves to (nil: the round
// does not complete).
type roundCase struct {
	name   string
	sealed bool
	who    []int // the slots of the decision, when not every seat's (sealed)
	away   []int // peers away from chance rounds
	events []ev
	steps  []engine.Step // nil: not resolved
}

func TestRoundTable(t *testing.T) {
	c, r := "commit", "reveal"
	bid := func(s int, mv string) []engine.Step { return []engine.Step{{Seat: s, Move: mv}} }
	honest3 := []engine.Step{{Seat: 0, Move: "bid 1"}, {Seat: 1, Move: "bid 0"}, {Seat: 2, Move: "bid 1"}}
	// The chance outcome of these nonces, in this order, at the rig's step 0,
	// drawn the way every peer draws it.
	roll := func(nonces ...byte) []engine.Step {
		var ns [][]byte
		for _, n := range nonces {
			ns = append(ns, salt(n))
		}
		st, _ := rigState(t, false)
		out, err := drawChance(rigMatch, 0, rigEpoch, ns, st.ChanceOutcomes())
		if err != nil {
			t.Fatal(err)
		}
		return []engine.Step{{Seat: engine.Chance, Move: out}}
	}
	// The rows below show the nonces are taken in peer order only if another
	// order draws another outcome.
	if reflect.DeepEqual(roll(1, 2, 3), roll(3, 1, 2)) || reflect.DeepEqual(roll(1, 3), roll(3, 1)) {
		t.Fatal("the rig's nonces draw the same outcome in another order: choose others")
	}
	cases := []roundCase{
		{name: "honest sealed round, three seats, resolved in seat order", sealed: true, events: []ev{
			{kind: c, author: 2, seat: 2, move: "bid 1", salt: 3, want: done},
			{kind: c, author: 0, seat: 0, move: "bid 1", salt: 1, want: done},
			{kind: c, author: 1, seat: 1, move: "bid 0", salt: 2, want: done},
			{kind: r, author: 2, seat: 2, move: "bid 1", salt: 3, want: done},
			{kind: r, author: 1, seat: 1, move: "bid 0", salt: 2, want: done},
			{kind: r, author: 0, seat: 0, move: "bid 1", salt: 1, want: done},
		}, steps: honest3},
		{name: "honest sealed round, two seats", sealed: true, who: []int{0, 2}, events: []ev{
			{kind: c, author: 2, seat: 2, move: "bid 0", salt: 3, want: done},
			{kind: c, author: 0, seat: 0, move: "bid 1", salt: 1, want: done},
			{kind: r, author: 2, seat: 2, move: "bid 0", salt: 3, want: done},
			{kind: r, author: 0, seat: 0, move: "bid 1", salt: 1, want: done},
		}, steps: []engine.Step{{Seat: 0, Move: "bid 1"}, {Seat: 2, Move: "bid 0"}}},
		{name: "honest chance round, outcome drawn from the nonces in peer order", events: []ev{
			{kind: c, author: 1, seat: -1, salt: 2, want: done},
			{kind: c, author: 2, seat: -1, salt: 3, want: done},
			{kind: c, author: 0, seat: -1, salt: 1, want: done},
			{kind: r, author: 2, seat: -1, salt: 3, want: done},
			{kind: r, author: 0, seat: -1, salt: 1, want: done},
			{kind: r, author: 1, seat: -1, salt: 2, want: done},
		}, steps: roll(1, 2, 3)},
		{name: "chance round without an away peer", away: []int{1}, events: []ev{
			{kind: c, author: 1, seat: -1, salt: 2, want: drop, fault: FaultWrongSeat},
			{kind: c, author: 2, seat: -1, salt: 3, want: done},
			{kind: c, author: 0, seat: -1, salt: 1, want: done},
			{kind: r, author: 2, seat: -1, salt: 3, want: done},
			{kind: r, author: 0, seat: -1, salt: 1, want: done},
		}, steps: roll(1, 3)},
		{name: "bad reveal: another bid than committed", sealed: true, events: []ev{
			{kind: c, author: 0, seat: 0, move: "bid 1", salt: 1, want: done},
			{kind: c, author: 1, seat: 1, move: "bid 0", salt: 2, want: done},
			{kind: c, author: 2, seat: 2, move: "bid 1", salt: 3, want: done},
			{kind: r, author: 0, seat: 0, move: "bid 1", salt: 1, want: done},
			{kind: r, author: 2, seat: 2, move: "bid 1", salt: 3, want: done},
			{kind: r, author: 1, seat: 1, move: "bid 0", lie: "bid 1", salt: 2, want: drop, fault: FaultBadReveal},
		}},
		{name: "bad reveal: another nonce than committed", events: []ev{
			{kind: c, author: 0, seat: -1, salt: 1, want: done},
			{kind: c, author: 1, seat: -1, salt: 2, want: done},
			{kind: c, author: 2, seat: -1, salt: 3, want: done},
			{kind: r, author: 0, seat: -1, salt: 1, want: done},
			{kind: r, author: 1, seat: -1, salt: 2, want: done},
			{kind: r, author: 2, seat: -1, salt: 3, badSalt: true, want: drop, fault: FaultBadReveal},
		}},
		{name: "equivocation: a second, different commitment; the same one again is harmless", sealed: true, events: []ev{
			{kind: c, author: 1, seat: 1, move: "bid 0", salt: 2, want: done},
			{kind: c, author: 1, seat: 1, move: "bid 1", salt: 2, want: drop, fault: FaultEquivocate},
			{kind: c, author: 1, seat: 1, move: "bid 0", salt: 9, want: drop, fault: FaultEquivocate},
			{kind: c, author: 1, seat: 1, move: "bid 0", salt: 2, want: done, ignored: true},
			{kind: c, author: 0, seat: 0, move: "bid 1", salt: 1, want: done},
			{kind: c, author: 2, seat: 2, move: "bid 1", salt: 3, want: done},
			{kind: r, author: 1, seat: 1, move: "bid 0", salt: 2, want: done},
			{kind: r, author: 0, seat: 0, move: "bid 1", salt: 1, want: done},
			{kind: r, author: 2, seat: 2, move: "bid 1", salt: 3, want: done},
		}, steps: honest3},
		{name: "late: a reveal before every commitment waits, and is taken after", sealed: true, events: []ev{
			{kind: c, author: 0, seat: 0, move: "bid 1", salt: 1, want: done},
			{kind: c, author: 1, seat: 1, move: "bid 0", salt: 2, want: done},
			{kind: r, author: 0, seat: 0, move: "bid 1", salt: 1, want: later},
			{kind: r, author: 1, seat: 1, move: "bid 0", salt: 2, want: later},
			{kind: c, author: 2, seat: 2, move: "bid 1", salt: 3, want: done},
			{kind: r, author: 0, seat: 0, move: "bid 1", salt: 1, want: done},
			{kind: r, author: 2, seat: 2, move: "bid 1", salt: 3, want: done},
			{kind: r, author: 1, seat: 1, move: "bid 0", salt: 2, want: done},
		}, steps: honest3},
		{name: "a message for a later step or epoch waits", sealed: true, events: []ev{
			{kind: c, author: 0, seat: 0, move: "bid 1", salt: 1, stale: -1, want: later},
			{kind: c, author: 0, seat: 0, move: "bid 1", salt: 1, stale: -2, want: later},
		}},
		{name: "replayed: older steps and epochs are done with; a second reveal is harmless", sealed: true, events: []ev{
			{kind: c, author: 0, seat: 0, move: "bid 0", salt: 7, stale: 1, want: done, ignored: true},
			{kind: c, author: 0, seat: 0, move: "bid 0", salt: 7, stale: 2, want: done, ignored: true},
			{kind: c, author: 0, seat: 0, move: "bid 1", salt: 1, want: done},
			{kind: c, author: 1, seat: 1, move: "bid 0", salt: 2, want: done},
			{kind: c, author: 2, seat: 2, move: "bid 1", salt: 3, want: done},
			{kind: r, author: 0, seat: 0, move: "bid 0", salt: 7, stale: 2, want: done, ignored: true},
			{kind: r, author: 0, seat: 0, move: "bid 1", salt: 1, want: done},
			{kind: r, author: 0, seat: 0, move: "bid 1", salt: 1, want: done, ignored: true},
			{kind: r, author: 1, seat: 1, move: "bid 0", salt: 2, want: done},
			{kind: r, author: 2, seat: 2, move: "bid 1", salt: 3, want: done},
		}, steps: honest3},
		{name: "missing seat: another peer's seat, a seat not acting, a chance nonce naming a seat", sealed: true, who: []int{0, 1}, events: []ev{
			{kind: c, author: 1, seat: 0, move: "bid 1", salt: 1, want: drop, fault: FaultWrongSeat},
			{kind: c, author: 2, seat: 2, move: "bid 1", salt: 3, want: drop, fault: FaultIllegal},
			{kind: c, author: 0, seat: 0, move: "bid 1", salt: 1, want: done},
			{kind: c, author: 1, seat: 1, move: "bid 1", salt: 2, want: done},
			{kind: r, author: 1, seat: 0, move: "bid 1", salt: 1, want: drop, fault: FaultWrongSeat},
			{kind: r, author: 0, seat: 0, move: "bid 1", salt: 1, want: done},
		}},
		{name: "missing seat in a chance round", away: []int{2}, events: []ev{
			{kind: c, author: 2, seat: -1, salt: 3, want: drop, fault: FaultWrongSeat},
			{kind: c, author: 0, seat: 0, salt: 1, want: drop, fault: FaultIllegal},
			{kind: c, author: 0, seat: -1, salt: 1, want: done},
			{kind: r, author: 2, seat: -1, salt: 3, want: drop, fault: FaultWrongSeat},
		}},
		{name: "desync: a commitment made at other hashes", sealed: true, events: []ev{
			{kind: c, author: 1, seat: 1, move: "bid 0", salt: 2, badHash: true, want: drop, fault: FaultDesync},
			{kind: c, author: 0, seat: 0, move: "bid 1", salt: 1, want: done},
		}},
		{name: "seat handed to a bot mid-round: a new epoch, an empty round, the bot's commitment resolves it", sealed: true, events: []ev{
			{kind: c, author: 0, seat: 0, move: "bid 1", salt: 1, want: done},
			{kind: c, author: 1, seat: 1, move: "bid 0", salt: 2, want: done},
			{kind: "roster"},
			// The old epoch's commitments are void: taken as done, counted nowhere.
			{kind: c, author: 0, seat: 0, move: "bid 1", salt: 1, stale: 2, want: done, ignored: true},
			{kind: c, author: 1, seat: 1, move: "bid 0", salt: 2, stale: 2, want: done, ignored: true},
			// Bob no longer plays seat 2: the host does, for its bot.
			{kind: c, author: 2, seat: 2, move: "bid 0", salt: 3, want: drop, fault: FaultWrongSeat},
			{kind: c, author: 0, seat: 0, move: "bid 1", salt: 4, want: done},
			{kind: c, author: 1, seat: 1, move: "bid 0", salt: 5, want: done},
			{kind: r, author: 0, seat: 0, move: "bid 1", salt: 4, want: later},
			{kind: c, author: 0, seat: 2, move: "bid 1", salt: 6, want: done},
			{kind: r, author: 0, seat: 0, move: "bid 1", salt: 4, want: done},
			{kind: r, author: 1, seat: 1, move: "bid 0", salt: 5, want: done},
			{kind: r, author: 0, seat: 2, move: "bid 1", salt: 6, want: done},
		}, steps: honest3},
		{name: "illegal sealed move: the reveal matches its commitment, the engine refuses it", sealed: true, events: []ev{
			{kind: c, author: 0, seat: 0, move: "bid 1", salt: 1, want: done},
			{kind: c, author: 1, seat: 1, move: "bid 7", salt: 2, want: done},
			{kind: c, author: 2, seat: 2, move: "bid 1", salt: 3, want: done},
			{kind: r, author: 1, seat: 1, move: "bid 7", salt: 2, want: drop, fault: FaultIllegal},
			{kind: r, author: 0, seat: 0, move: "bid 1", salt: 1, want: done},
			{kind: r, author: 2, seat: 2, move: "bid 1", salt: 3, want: done},
		}},
		{name: "a chance reveal carrying a move", events: []ev{
			{kind: c, author: 0, seat: -1, salt: 1, want: done},
			{kind: c, author: 1, seat: -1, salt: 2, want: done},
			{kind: c, author: 2, seat: -1, salt: 3, want: done},
			{kind: r, author: 1, seat: -1, salt: 2, lie: "roll 3", want: drop, fault: FaultIllegal},
			{kind: r, author: 0, seat: -1, salt: 1, want: done},
			{kind: r, author: 2, seat: -1, salt: 3, want: done},
		}},
		{name: "one seat's bid, resolved alone", sealed: true, who: []int{1}, events: []ev{
			{kind: c, author: 1, seat: 1, move: "bid 1", salt: 2, want: done},
			{kind: r, author: 1, seat: 1, move: "bid 1", salt: 2, want: done},
		}, steps: bid(1, "bid 1")},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { runRoundCase(t, tc) })
	}
}

func runRoundCase(t *testing.T, tc roundCase) {
	st, step := rigState(t, tc.sealed)
	s := rigSetup(rigEpoch)
	for _, a := range tc.away {
		s.Peers[a].Away = true
	}
	d := st.Decision()
	if tc.who != nil {
		d.Seats = tc.who
	}
	r := newRound(s, step, d, rigHashes)
	if r == nil {
		t.Fatalf("no round at a %s decision", d.Kind)
	}
	for i, e := range tc.events {
		if e.kind == "roster" {
			// Seat 2 goes to a bot the host runs: the next epoch.
			s = rigSetup(r.epoch + 1)
			s.Seats[2] = SeatInfo{Name: "greedy bot", Peer: 0, Bot: "greedy"}
			r = newRound(s, step, d, rigHashes)
			if r.taken() != 0 {
				t.Fatalf("event %d: the new epoch's round starts with %d commitments and reveals", i, r.taken())
			}
			continue
		}
		msg := e.message(r)
		before := r.taken()
		o, f := r.take(msg, e.author, st)
		var got Fault
		if f != nil {
			got = f.kind
			if f.detail == "" {
				t.Errorf("event %d: a %s fault with no detail", i, f.kind)
			}
		}
		if o != e.want || got != e.fault {
			t.Fatalf("event %d (%s by peer %d for seat %d): outcome %v, fault %q (%v); want %v, %q", i, e.kind, e.author, e.seat, o, got, f, e.want, e.fault)
		}
		switch {
		case o != done && r.taken() != before:
			t.Fatalf("event %d: a message not taken changed the round", i)
		case e.ignored && r.taken() != before:
			t.Fatalf("event %d: a stale or repeated message was counted", i)
		case o == done && !e.ignored && r.taken() != before+1:
			t.Fatalf("event %d: taken, but the round holds %d messages, had %d", i, r.taken(), before)
		}
	}
	if !r.complete() {
		if tc.steps != nil {
			t.Fatalf("the round is not complete: %d of %d reveals", len(r.reveals), len(r.who))
		}
		return
	}
	if tc.steps == nil {
		t.Fatal("the round completed")
	}
	steps, f := r.resolve(st)
	if f != nil {
		t.Fatalf("resolve: %s: %s", f.kind, f.detail)
	}
	if !reflect.DeepEqual(steps, tc.steps) {
		t.Fatalf("resolved to %v, want %v", steps, tc.steps)
	}
	// The steps apply in order to the state of the round's step.
	c := st.Clone()
	for _, x := range steps {
		if err := c.Apply(x.Seat, x.Move); err != nil {
			t.Fatalf("step %v: %v", x, err)
		}
	}
}

// message makes the commit or reveal message e describes for round r.
func (e ev) message(r *round) *message {
	step, epoch := r.step, r.epoch
	switch e.stale {
	case 1:
		step--
	case 2:
		epoch--
	case -1:
		step++
	case -2:
		epoch++
	}
	cslot := e.seat
	if e.seat == -1 {
		cslot = chanceSlotOffset + e.author
	}
	b := body{Kind: kindCommit, Match: rigMatch, Step: step, Epoch: epoch, Seat: e.seat}
	if e.kind == "commit" {
		dg := commitment(rigMatch, step, epoch, cslot, e.move, salt(e.salt))
		b.Digest = b64(dg[:])
		b.Log, b.State = r.log, r.state
		if e.badHash {
			b.State = b64(make([]byte, 32))
		}
		return &message{body: b}
	}
	b.Kind, b.Move, b.Salt = kindReveal, e.move, b64(salt(e.salt))
	if e.lie != "" {
		b.Move = e.lie
	}
	if e.badSalt {
		b.Salt = b64(salt(e.salt + 100))
	}
	return &message{body: b}
}

func (o outcome) String() string {
	return [...]string{"done", "later", "drop"}[o]
}

func (f *fault) String() string {
	if f == nil {
		return "no fault"
	}
	return fmt.Sprintf("%s: %s", f.kind, f.detail)
}

// TestRoundOwnCommitments: this peer's side of a round. seal commits a
// sealed move with a fresh salt, or a nonce; a second seal of one slot is an
// error; the reveal (open) is due only once every commitment is in, and
// once; the secrets survive a reload through the store's keys; a missing
// secret shows as lost.
func TestRoundOwnCommitments(t *testing.T) {
	st, step := rigState(t, true)
	s := rigSetup(0)
	r := newRound(s, step, st.Decision(), rigHashes)
	rnd := bytes.NewReader(append(salt(0xa1), salt(0xb2)...))
	d0, err := r.seal(0, "bid 1", rnd)
	if err != nil {
		t.Fatal(err)
	}
	if want := commitment(rigMatch, step, 0, 0, "bid 1", salt(0xa1)); d0 != want {
		t.Fatal("the digest is not the commitment to the move and the salt read")
	}
	if _, err := r.seal(0, "bid 0", rnd); err == nil || !strings.Contains(err.Error(), "already sealed") {
		t.Fatalf("a second seal of seat 0: %v", err)
	}
	if !r.sealed(0) || r.sealed(1) {
		t.Fatal("sealed does not follow this peer's commitment")
	}
	if _, due, lost := r.open(0); due || lost {
		t.Fatal("a reveal is due before any commitment is in")
	}
	if f := take(r, st, 0, kindCommit, 0, "", d0[:], nil); f != nil {
		t.Fatal(f)
	}
	// A reload: a new round of the same step and epoch keeps the stored
	// secrets; a secret of another epoch or of a seat not acting is not kept.
	kept := r.secrets()
	if want := "bid 1\x00" + b64(salt(0xa1)); len(kept) != 1 || kept["c/2/0/0"] != want {
		t.Fatalf("secrets %q", kept)
	}
	r2 := newRound(s, step, st.Decision(), rigHashes)
	for k, v := range kept {
		if !r2.keep(k, v) {
			t.Fatalf("secret %q not kept", k)
		}
	}
	if r2.keep("c/2/1/0", kept["c/2/0/0"]) || r2.keep("c/2/0/7", kept["c/2/0/0"]) || r2.keep("c/2/0/0", "no zero byte") || r2.keep("x", "") {
		t.Fatal("a secret of another round, or a malformed one, was kept")
	}
	r = r2
	take(r, st, 0, kindCommit, 0, "", d0[:], nil)
	for _, x := range []struct {
		seat int
		move string
		salt byte
	}{{1, "bid 0", 2}, {2, "bid 1", 3}} {
		d := commitment(rigMatch, step, 0, x.seat, x.move, salt(x.salt))
		if f := take(r, st, x.seat, kindCommit, x.seat, "", d[:], nil); f != nil {
			t.Fatal(f)
		}
	}
	o, due, lost := r.open(0)
	if !due || lost || o.move != "bid 1" || !bytes.Equal(o.salt, salt(0xa1)) {
		t.Fatalf("open: %+v due %v lost %v", o, due, lost)
	}
	if _, due, _ := r.open(0); due {
		t.Fatal("the reveal is due twice")
	}
	if _, due, lost := r.open(1); due || !lost {
		t.Fatal("seat 1's secret is not this peer's: it must show as lost")
	}

	// A chance nonce.
	cst, _ := rigState(t, false)
	cr := newRound(s, 0, cst.Decision(), rigHashes)
	if _, err := cr.seal(1, "bid 1", bytes.NewReader(salt(1))); err == nil {
		t.Fatal("a chance nonce with a move")
	}
	dn, err := cr.seal(1, "", bytes.NewReader(salt(0xc3)))
	if err != nil {
		t.Fatal(err)
	}
	if want := commitment(rigMatch, 0, 0, chanceSlotOffset+1, "", salt(0xc3)); dn != want {
		t.Fatal("the nonce's digest is not its commitment")
	}
	if got := cr.own(1); !reflect.DeepEqual(got, []int{1}) {
		t.Fatalf("own slots of peer 1 in a chance round: %v", got)
	}
	if got := r.own(2); !reflect.DeepEqual(got, []int{2}) {
		t.Fatalf("own slots of peer 2 in the sealed round: %v", got)
	}
}

// take hands a round one message by author; it returns the fault, if any.
func take(r *round, st engine.State, author int, kind string, seat int, move string, digest, salt []byte) *fault {
	b := body{Kind: kind, Match: rigMatch, Step: r.step, Epoch: r.epoch, Seat: seat, Move: move, Log: r.log, State: r.state}
	if digest != nil {
		b.Digest = b64(digest)
	}
	if salt != nil {
		b.Salt = b64(salt)
	}
	_, f := r.take(&message{body: b}, author, st)
	return f
}

// TestDrawChancePinned pins the outcomes drawChance selects: every peer must
// draw the same one from the same nonces, so the mapping from nonces to an
// outcome is part of the protocol. The values were recorded before the
// weighted walk moved to engine.TotalWeight / engine.OutcomeAt.
func TestDrawChancePinned(t *testing.T) {
	outs := []engine.Outcome{{Move: "VV", Weight: 4}, {Move: "GG", Weight: 1}, {Move: "RB", Weight: 3}, {Move: "P06", Weight: 2}}
	nonces := [][]byte{[]byte("alpha"), []byte("beta")}
	want := []string{"VV", "GG", "VV", "P06", "RB", "RB", "RB", "VV", "P06", "RB", "VV", "P06"}
	for step, w := range want {
		got, err := drawChance("match-1", step, step%2, nonces, outs)
		if err != nil || got != w {
			t.Errorf("step %d: %q, %v; want %q", step, got, err, w)
		}
	}
	for _, bad := range [][]engine.Outcome{nil, {{Move: "VV", Weight: 0}}, {{Move: "VV", Weight: 2}, {Move: "GG", Weight: -1}}} {
		if got, err := drawChance("match-1", 0, 0, nonces, bad); err == nil {
			t.Errorf("outcomes %v: %q, want an error", bad, got)
		}
	}
}
