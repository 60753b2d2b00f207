package netplay

import (
	"crypto/rand"
	"crypto/sha256"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/galleria-games/galleria/engine"
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
// engine state and the log, checks every message, sequences the
// commit-reveal rounds (see round) and, on the host, relays messages between
// guests. It plays no seat by itself: the match driver above it moves every
// seat this peer plays, people and bots alike (ToAct, Play).
// All methods are safe for concurrent use.
//
// Its methods are spread by what they do: this file has the type, Play and
// the loop that processes messages (settle); inbox.go takes messages from
// links; lockstep.go applies plain moves and acks; round.go runs
// commit-reveal rounds; lobby.go the lobby and the start; roster.go seat
// changes and host changes; link.go links; status.go what the UI reads;
// persist.go the store; rollback.go going back after a change of host.
type Peer struct {
	mu  sync.Mutex
	cfg Config
	key string

	setup   *Setup // the lobby before the start, the roster after
	started bool
	hostKey string // the key whose lobby this guest accepted
	me      int    // my index in setup.Peers, -1 until known

	st    engine.State
	steps []engine.Step
	hist  []hashes // hist[k]: hashes after k steps
	round *round   // the round of the current step, if made (currentRound)

	seq     uint64
	seen    map[string]map[uint64][32]byte
	queue   []pendingMsg
	log     [][]byte
	unacked int // plain moves by others since this peer's hashes last went out
	ackedTo int // 1 + the step of the last ack sent (0: none)

	links    map[LinkID]*linkState
	nextLink LinkID
	hostLink LinkID // guests: the link to the host (0: none)
	// early: a guest's messages from the host's link that came before the
	// host's first lobby (links deliver out of order), taken once it has
	// come; at most maxEarly.
	early    [][]byte
	helloSeq uint64 // the sequence number of the last hello: older own messages may need resending
	presence []bool // host's view of who is connected, by peer
	// A guest's list of the spectators, as the host last sent it (by the
	// host's message number: messages arrive in any order).
	audience     []Spectator
	audienceFrom string
	audienceSeq  uint64

	reports    []Report
	since      time.Time // last progress
	changed    bool
	quiet      bool // restoring from the store: no sends, no automatic actions
	stopped    bool
	demoted    bool // JoinAsGuest: a former host rejoining another host
	rollback   *rollbackTo
	rolledBack int // how many times (tests)

	// A rematch (rematch.go): the host's offer this guest received; the
	// Peer this one handed its links to; the match this one follows, whose
	// late messages are dropped quietly; the host's acceptances.
	offer   *Setup
	next    *handOff
	prev    string
	rematch *rematchHost

	watchers *watchers // the host's spectators (spectate.go), nil until one comes

	clock     *clockState            // the seats' times (clock.go), nil without a clock
	chat      []ChatLine             // the chat so far (chat.go)
	chatSaved int                    // chat messages in the store
	chatTimes map[string][]time.Time // recent lines by author, for the rate
}

type pendingMsg struct {
	msg  *message
	from LinkID
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
		seen: map[string]map[uint64][32]byte{}, links: map[LinkID]*linkState{}}
	p.since = cfg.Now()
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

// Play makes a move for one of this peer's seats: a plain move is sent at
// once; a sealed move (a simultaneous decision) is committed now and revealed
// when every acting seat has committed. The move is checked first: an
// illegal move is an error and nothing is sent.
func (p *Peer) Play(seat int, move string) error {
	p.mu.Lock()
	defer p.unlock()
	if !p.started {
		return fmt.Errorf("the match has not started")
	}
	if !p.setup.owns(p.me, seat) {
		return fmt.Errorf("seat %d is not played here", seat)
	}
	if err := engine.ValidMoveText(move); err != nil {
		return err
	}
	n := len(p.steps)
	d := p.st.Decision()
	if !d.Acts(seat) {
		return fmt.Errorf("seat %d is not to move now", seat)
	}
	if err := p.st.Clone().Apply(seat, move); err != nil {
		return err
	}
	switch d.Kind {
	case engine.Turn:
		h := p.hist[n]
		if err := p.emit(body{Kind: kindMove, Step: n, Epoch: p.setup.Epoch, Seat: seat, Move: move, Log: b64(h.log[:]), State: b64(h.state[:])}); err != nil {
			return err
		}
	case engine.Simultaneous:
		if err := p.sealMove(seat, move); err != nil {
			return err
		}
	default:
		return fmt.Errorf("no seat moves at a %s decision", d.Kind)
	}
	p.settle()
	return nil
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
	if b.Log != "" {
		p.unacked = 0 // its hashes go out with it
	}
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

// auto makes this peer's automatic messages for the current step: its ack
// after another peer's plain move or at the end, and its part of the
// current round (autoRound). It reports whether it sent anything.
func (p *Peer) auto() bool {
	if p.quiet || !p.started || p.me < 0 || p.stopped {
		return false
	}
	if ls, ok := p.links[p.hostLink]; ok && ls.syncing && !p.isHost() {
		// Catching up: what this peer sent before is still arriving.
		return false
	}
	sent := p.autoAck()
	return p.autoRound() || sent
}
