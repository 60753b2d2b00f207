package netplay

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"io"
	"sort"
	"sync"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
)

// Config configures a Peer.
type Config struct {
	Identity Identity // required
	Name     string   // this player's display name
	Store    Store    // where keys and the log persist; nil: nowhere
	Rand     io.Reader
	Now      func() time.Time
	// Logf receives every fault report and protocol event, for the console.
	Logf func(format string, args ...any)
	// OnChange is called, without the peer's lock held, after anything a UI
	// shows may have changed (a step, a roster, a link, a report).
	OnChange func()
}

// Peer is one participant of a networked match: it holds the roster, the
// engine state and the log, checks every message, runs the commit-reveal
// rounds of its own seats and, on the host, relays messages between guests.
// All methods are safe for concurrent use.
type Peer struct {
	mu  sync.Mutex
	cfg Config
	key string

	setup   *Setup // the lobby before the start, the roster after
	started bool
	hostKey string // the key whose lobby this guest accepted
	me      int    // my index in setup.Peers, -1 until known

	game  engine.Game
	st    engine.State
	steps []engine.Step
	hist  []hashes // hist[k]: hashes after k steps
	round *round

	seq     uint64
	seen    map[string]map[uint64][32]byte
	queue   []pendingMsg
	log     [][]byte
	secrets map[string]string // own commit secrets, by round key
	sent    map[string]bool   // own commits, reveals and acks already made

	links    map[LinkID]*linkState
	nextLink LinkID
	hostLink LinkID // guests: the link to the host (0: none)
	// early: a guest's messages from the host's link that came before the
	// host's first lobby (links deliver out of order), taken once it has
	// come; at most maxEarly.
	early [][]byte

	reports    []Report
	since      time.Time // last progress
	changed    bool
	quiet      bool // restoring from the store: no sends, no automatic actions
	stopped    bool
	demoted    bool   // JoinAsGuest: a former host rejoining another host
	ackDue     bool   // a plain move by another peer was applied: ack it
	helloSeq   uint64 // the sequence number of the last hello: older own messages may need resending
	rollback   *rollbackTo
	rolledBack int         // how many times (tests)
	presence   []bool      // host's view of who is connected, by peer
	thought    *botThought // a search bot's thinking under way (ThinkBots)
}

type hashes struct{ log, state [32]byte }

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
}

type pendingMsg struct {
	msg  *message
	from LinkID
}

// round is a commit-reveal round in progress at one step and epoch.
type round struct {
	step, epoch int
	chance      bool
	who         []int // sealed: acting seats; chance: active peers
	commits     map[int]string
	reveals     map[int]revealed
}

type revealed struct {
	secret string
	salt   []byte
}

func (r *round) allCommitted() bool { return len(r.commits) == len(r.who) }
func (r *round) allRevealed() bool  { return len(r.reveals) == len(r.who) }

func (r *round) has(x int) bool {
	for _, w := range r.who {
		if w == x {
			return true
		}
	}
	return false
}

func newPeer(cfg Config) (*Peer, error) {
	if !cfg.Identity.Valid() {
		return nil, fmt.Errorf("netplay: config has no identity")
	}
	if cfg.Rand == nil {
		cfg.Rand = rand.Reader
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if len(cfg.Name) > 24 {
		cfg.Name = cfg.Name[:24]
	}
	p := &Peer{cfg: cfg, key: cfg.Identity.Key(), me: -1, nextLink: 1,
		seen: map[string]map[uint64][32]byte{}, secrets: map[string]string{}, sent: map[string]bool{},
		links: map[LinkID]*linkState{}}
	p.since = cfg.Now()
	return p, nil
}

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
			if sp.Bot == "" {
				return nil, fmt.Errorf("seat %d: bot seat without a bot name", i)
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

// Match returns the match id.
func (p *Peer) Match() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.setup.Match
}

// Key returns this peer's public key.
func (p *Peer) Key() string { return p.key }

// IsHost reports whether this peer is the host now.
func (p *Peer) IsHost() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.isHost()
}

func (p *Peer) isHost() bool {
	return p.me >= 0 && p.setup.Host == p.me && len(p.setup.Peers) > 0 && !p.demoted
}

// unlock releases the lock and tells the UI when something changed.
func (p *Peer) unlock() {
	ch := p.changed
	p.changed = false
	p.mu.Unlock()
	if ch && p.cfg.OnChange != nil {
		p.cfg.OnChange()
	}
}

func (p *Peer) logf(format string, args ...any) {
	if p.cfg.Logf != nil {
		p.cfg.Logf(format, args...)
	}
}

func (p *Peer) report(r Report) {
	r.Step = len(p.steps)
	p.reports = append(p.reports, r)
	p.changed = true
	p.logf("netplay: %s", r)
}

// Reports returns every fault found so far.
func (p *Peer) Reports() []Report {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]Report(nil), p.reports...)
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
	p.mu.Lock()
	defer p.unlock()
	ls, ok := p.links[id]
	if !ok {
		return
	}
	delete(p.links, id)
	if id == p.hostLink {
		p.hostLink = 0
	}
	if ls.peer >= 0 {
		p.logf("netplay: %s disconnected", p.peerName(ls.peer))
	}
	p.sendPresence()
	p.changed = true
}

// Close closes every link and stops the peer.
func (p *Peer) Close() {
	p.mu.Lock()
	defer p.unlock()
	for id, ls := range p.links {
		ls.link.Close()
		delete(p.links, id)
	}
	p.stopped = true
	p.changed = true
}

func (p *Peer) peerName(i int) string {
	if i >= 0 && i < len(p.setup.Peers) {
		if n := p.setup.Peers[i].Name; n != "" {
			return n
		}
		return fmt.Sprintf("peer %d", i)
	}
	return "unknown peer"
}

// seatOfPeer returns the first seat peer i plays, or -1.
func (p *Peer) seatOfPeer(i int) int {
	for s, si := range p.setup.Seats {
		if si.Peer == i && i >= 0 {
			return s
		}
	}
	return -1
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
			r.Seat = p.seatOfPeer(i)
		}
		r.Peer = p.peerName(i)
	}
	return r
}

// Receive takes a message that arrived on a link.
func (p *Peer) Receive(id LinkID, data []byte) {
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
	if msg.Match != p.setup.Match {
		p.report(p.blame(Report{Fault: FaultOtherMatch, Seat: -1, Detail: fmt.Sprintf("%s message for match %s, this is %s", msg.Kind, msg.Match, p.setup.Match)}, msg.From, id))
		return
	}
	if msg.Kind == kindHello {
		if p.isHost() && !inSync {
			p.hello(id, ls, msg)
		}
		return
	}
	if msg.Kind == kindSynced || msg.Kind == kindPresence || msg.Kind == kindSync {
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
		p.report(p.blame(Report{Fault: FaultForged, Seat: -1, Detail: fmt.Sprintf("%s message of %s sent by %s", msg.Kind, p.peerName(p.setup.peerIndex(msg.From)), p.peerName(ls.peer))}, "", id))
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
			return
		}
	}
}

// rollbackTo is where a peer goes back to when a new host took over at an
// earlier step than this peer had reached.
type rollbackTo struct{ step, epoch int }

// rollBack rebuilds the match from the log without what happened from the
// rollback step on under the old roster, then resumes: the messages waiting
// in the queue (the new host's record among them) are processed next.
func (p *Peer) rollBack() {
	to := p.rollback
	p.rollback = nil
	p.logf("netplay: the new host took over at step %d while this peer was at step %d (the old host's last messages did not reach it): steps from %d on are played again", to.step, len(p.steps), to.step)
	p.rolledBack++
	recs, waiting := p.log, p.queue
	p.started, p.st, p.steps, p.hist, p.round = false, nil, nil, nil, nil
	p.log, p.queue = nil, nil
	p.seen = map[string]map[uint64][32]byte{}
	secrets := p.secrets
	p.secrets, p.sent = map[string]string{}, map[string]bool{}
	p.ackDue = false
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
			if msg.From == p.key {
				p.markSent(msg)
			}
		}
	}
	p.quiet = false
	for k, v := range secrets {
		p.secrets[k] = v
	}
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

// accepted logs a processed message and, on the host, relays it.
func (p *Peer) accepted(msg *message, from LinkID) {
	switch msg.Kind {
	case kindStart, kindMove, kindCommit, kindReveal, kindRoster, kindHost:
		p.log = append(p.log, msg.raw)
		p.saveRecord(len(p.log)-1, msg.raw)
	}
	if msg.From == p.key {
		p.markSent(msg) // it may come back from the host after a reset
		p.saveMeta()
	}
	if p.quiet {
		return
	}
	if p.isHost() && from != self {
		for id, ls := range p.links {
			if id != from && ls.peer >= 0 {
				p.send(id, msg.raw)
			}
		}
	}
	p.changed = true
}

func (p *Peer) send(id LinkID, raw []byte) {
	ls, ok := p.links[id]
	if !ok {
		return
	}
	if err := ls.link.Send(raw); err != nil {
		p.logf("netplay: send to %s: %v", p.peerName(ls.peer), err)
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

func (p *Peer) sign(b body) ([]byte, error) {
	p.seq++
	b.Match, b.From, b.Seq = p.setup.Match, p.key, p.seq
	return encode(p.cfg.Identity, b)
}

// emit signs one of this peer's own protocol messages, queues it for local
// processing like any other, and sends it: a guest to the host, the host to
// every guest.
func (p *Peer) emit(b body) error {
	raw, err := p.sign(b)
	if err != nil {
		return err
	}
	p.saveMeta()
	msg, err := decode(raw)
	if err != nil {
		return err
	}
	p.seen[p.key] = ensure(p.seen[p.key])
	p.seen[p.key][msg.Seq] = sha256.Sum256(raw)
	p.queue = append(p.queue, pendingMsg{msg: msg, from: self})
	if p.quiet {
		return nil
	}
	if p.isHost() {
		for id, ls := range p.links {
			if ls.peer >= 0 {
				p.send(id, raw)
			}
		}
	} else if p.hostLink != 0 {
		p.send(p.hostLink, raw)
	}
	return nil
}

func ensure(m map[uint64][32]byte) map[uint64][32]byte {
	if m == nil {
		return map[uint64][32]byte{}
	}
	return m
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

func sortedInts(m map[int]revealed) []int {
	out := make([]int, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Ints(out)
	return out
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
