package netplay

import (
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
)

func roundKey(kind string, step, epoch, slot int) string {
	return fmt.Sprintf("%s/%d/%d/%d", kind, step, epoch, slot)
}

// auto makes this peer's automatic messages for the current step: its
// chance commitment, the reveals due once every commitment is in, and its
// ack after another peer's plain move or at the end. It reports whether it
// sent anything.
func (p *Peer) auto() bool {
	if p.quiet || !p.started || p.me < 0 || p.stopped {
		return false
	}
	if ls, ok := p.links[p.hostLink]; ok && ls.syncing && !p.isHost() {
		// Catching up: what this peer sent before is still arriving.
		return false
	}
	n := len(p.steps)
	d := p.st.Decision()
	sent := false
	if (p.ackDue || d.Kind == engine.Terminal) && !p.sent[roundKey("a", n, 0, 0)] {
		p.sent[roundKey("a", n, 0, 0)] = true
		p.ackDue = false
		h := p.hist[n]
		if err := p.emit(body{Kind: kindAck, Step: n, Seat: -1, Log: b64(h.log[:]), State: b64(h.state[:])}); err != nil {
			p.logf("netplay: ack: %v", err)
		}
		sent = true
	}
	r := p.currentRound()
	if r == nil {
		return sent
	}
	h := p.hist[n]
	if r.chance && r.has(p.me) {
		ck := roundKey("c", n, r.epoch, p.me)
		if _, ok := r.commits[p.me]; !ok && !p.sent[ck] {
			nonce := make([]byte, 32)
			if _, err := io.ReadFull(p.cfg.Rand, nonce); err != nil {
				p.logf("netplay: nonce: %v", err)
				return sent
			}
			p.secrets[ck] = "\x00" + b64(nonce)
			p.sent[ck] = true
			p.saveMeta()
			c := commitment(p.setup.Match, n, r.epoch, chanceSlotOffset+p.me, "", nonce)
			p.emit(body{Kind: kindCommit, Step: n, Epoch: r.epoch, Seat: -1, Digest: b64(c[:]), Log: b64(h.log[:]), State: b64(h.state[:])})
			sent = true
		}
	}
	if !r.allCommitted() {
		return sent
	}
	var mine []int
	if r.chance {
		if r.has(p.me) {
			mine = append(mine, p.me)
		}
	} else {
		for _, s := range r.who {
			if p.setup.owns(p.me, s) {
				mine = append(mine, s)
			}
		}
	}
	for _, slot := range mine {
		rk := roundKey("r", n, r.epoch, slot)
		if _, ok := r.reveals[slot]; ok || p.sent[rk] {
			continue
		}
		secret, ok := p.secrets[roundKey("c", n, r.epoch, slot)]
		if !ok {
			p.logf("netplay: the secret of my commitment at step %d is lost", n)
			continue
		}
		move, salt, _ := strings.Cut(secret, "\x00")
		p.sent[rk] = true
		seat := slot
		if r.chance {
			seat = -1
		}
		p.emit(body{Kind: kindReveal, Step: n, Epoch: r.epoch, Seat: seat, Move: move, Salt: salt})
		sent = true
	}
	return sent
}

// Play makes a move for one of this peer's seats: a plain move is sent at
// once; a sealed move (a simultaneous decision) is committed now and revealed
// when every acting seat has committed. The move is checked first: an
// illegal move is an error and nothing is sent.
func (p *Peer) Play(seat int, move string) error {
	p.mu.Lock()
	defer p.unlock()
	return p.play(seat, move)
}

func (p *Peer) play(seat int, move string) error {
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
	c := p.st.Clone()
	if err := c.Apply(seat, move); err != nil {
		return err
	}
	h := p.hist[n]
	switch d.Kind {
	case engine.Turn:
		if err := p.emit(body{Kind: kindMove, Step: n, Epoch: p.setup.Epoch, Seat: seat, Move: move, Log: b64(h.log[:]), State: b64(h.state[:])}); err != nil {
			return err
		}
	case engine.Simultaneous:
		r := p.currentRound()
		ck := roundKey("c", n, r.epoch, seat)
		if _, ok := r.commits[seat]; ok || p.sent[ck] {
			return fmt.Errorf("seat %d has already sealed its move", seat)
		}
		salt := make([]byte, 32)
		if _, err := io.ReadFull(p.cfg.Rand, salt); err != nil {
			return err
		}
		p.secrets[ck] = move + "\x00" + b64(salt)
		p.sent[ck] = true
		p.saveMeta()
		dg := commitment(p.setup.Match, n, r.epoch, seat, move, salt)
		if err := p.emit(body{Kind: kindCommit, Step: n, Epoch: r.epoch, Seat: seat, Digest: b64(dg[:]), Log: b64(h.log[:]), State: b64(h.state[:])}); err != nil {
			return err
		}
	default:
		return fmt.Errorf("no seat moves at a %s decision", d.Kind)
	}
	p.settle()
	return nil
}

// RunBots plays one move for a bot seat this peer runs, if one must act now.
// It reports whether it played.
func (p *Peer) RunBots(rng *rand.Rand) (bool, error) {
	p.mu.Lock()
	defer p.unlock()
	seat := p.botToAct()
	if seat < 0 {
		return false, nil
	}
	b, err := bot.New(p.setup.Seats[seat].Bot)
	if err != nil {
		return false, err
	}
	m, err := b.Choose(p.st.View(seat), seat, rng)
	if err != nil {
		return false, fmt.Errorf("bot of seat %d: %v", seat, err)
	}
	if err := p.play(seat, m); err != nil {
		return false, fmt.Errorf("bot of seat %d: %v", seat, err)
	}
	return true, nil
}

// BotThinking is the state of the bot this peer must move now (ThinkBots).
type BotThinking struct {
	Seat        int  // the bot's seat, -1 if no bot of this peer must act
	Step        int  // the step it thinks about
	Done, Total int  // a search bot's iterations so far and its budget (0, 0 for other bots)
	Finished    bool // its move is chosen (a search is over; other bots choose when they play)
	Played      bool // this call played its move
}

// botThought is a search bot's thinking kept between ThinkBots calls: for
// one seat, step, epoch and bot.
type botThought struct {
	seat, step, epoch int
	bot               string
	th                *bot.Thought
	busy              bool // a ThinkBots call runs it, outside the lock
}

// ThinkBots moves the bot seat this peer must move now, in slices, so that
// a page keeps drawing while a search bot (bot.Thinker) thinks: each call
// runs the search while more() says so (the caller's budget, asked before
// each iteration), and, when the search is over and play is true (the
// caller's pacing says the move is due), plays the move. The peer's lock is
// not held while the search runs. The search is kept for the next call, and
// dropped when the step, the epoch or the seat's bot changed. A bot that is
// not a Thinker chooses when play is true. rng seeds a new search (and a
// plain bot's choice).
func (p *Peer) ThinkBots(rng *rand.Rand, more func() bool, play bool) (BotThinking, error) {
	p.mu.Lock()
	seat := p.botToAct()
	if seat < 0 {
		p.thought = nil
		p.mu.Unlock()
		return BotThinking{Seat: -1}, nil
	}
	out := BotThinking{Seat: seat, Step: len(p.steps)}
	name := p.setup.Seats[seat].Bot
	b, err := bot.New(name)
	if err != nil {
		p.mu.Unlock()
		return out, err
	}
	tb, ok := b.(bot.Thinker)
	if !ok {
		defer p.unlock()
		if !play {
			return out, nil
		}
		m, err := b.Choose(p.st.View(seat), seat, rng)
		if err != nil {
			return out, fmt.Errorf("bot of seat %d: %v", seat, err)
		}
		if err := p.play(seat, m); err != nil {
			return out, fmt.Errorf("bot of seat %d: %v", seat, err)
		}
		out.Finished, out.Played = true, true
		return out, nil
	}
	t := p.thought
	if t == nil || !p.thoughtFits(t, seat, name) {
		th, err := tb.Think(p.st.View(seat), seat, rng)
		if err != nil {
			p.mu.Unlock()
			return out, fmt.Errorf("bot of seat %d: %v", seat, err)
		}
		t = &botThought{seat: seat, step: len(p.steps), epoch: p.setup.Epoch, bot: name, th: th}
		p.thought = t
	}
	if t.busy {
		// Another call runs it now.
		out.Done, out.Total = t.th.Progress()
		p.mu.Unlock()
		return out, nil
	}
	t.busy = true
	p.mu.Unlock()
	for !t.th.Done() && more() {
		t.th.Work(1)
	}
	p.mu.Lock()
	defer p.unlock()
	t.busy = false
	out.Done, out.Total = t.th.Progress()
	out.Finished = t.th.Done()
	if p.thought != t || p.botToAct() != seat || !p.thoughtFits(t, seat, name) {
		// The match moved on while it thought.
		if p.thought == t {
			p.thought = nil
		}
		out.Finished = false
		return out, nil
	}
	if !out.Finished || !play {
		return out, nil
	}
	p.thought = nil
	m, err := t.th.Move()
	if err != nil {
		return out, fmt.Errorf("bot of seat %d: %v", seat, err)
	}
	if err := p.play(seat, m); err != nil {
		return out, fmt.Errorf("bot of seat %d: %v", seat, err)
	}
	out.Played = true
	return out, nil
}

// thoughtFits reports whether t is the search for seat's bot now.
func (p *Peer) thoughtFits(t *botThought, seat int, name string) bool {
	return t.seat == seat && t.step == len(p.steps) && t.epoch == p.setup.Epoch && t.bot == name &&
		p.setup.Seats[seat].Bot == name
}

func (p *Peer) botToAct() int {
	for _, s := range p.toAct() {
		if p.setup.Seats[s].Bot != "" {
			return s
		}
	}
	return -1
}

// toAct lists this peer's seats that must act now and have not sealed yet.
func (p *Peer) toAct() []int {
	if !p.started || p.stopped || p.me < 0 {
		return nil
	}
	d := p.st.Decision()
	if d.Kind != engine.Turn && d.Kind != engine.Simultaneous {
		return nil
	}
	var out []int
	for _, s := range d.Seats {
		if !p.setup.owns(p.me, s) {
			continue
		}
		if d.Kind == engine.Simultaneous && p.sent[roundKey("c", len(p.steps), p.setup.Epoch, s)] {
			continue
		}
		out = append(out, s)
	}
	return out
}

// ToAct lists the seats this peer plays (people and bots alike) that must
// act now and have not sealed their move yet: the match driver above the
// protocol moves them.
func (p *Peer) ToAct() []int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.toAct()
}

// HumansToAct lists the seats of people at this peer that must act now.
func (p *Peer) HumansToAct() []int {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []int
	for _, s := range p.toAct() {
		if p.setup.Seats[s].Bot == "" {
			out = append(out, s)
		}
	}
	return out
}

// BotToAct is the bot seat this peer must move now, or -1.
func (p *Peer) BotToAct() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.botToAct()
}

// Start begins the match once every seat is taken (host only).
func (p *Peer) Start() error {
	p.mu.Lock()
	defer p.unlock()
	if !p.isHost() {
		return fmt.Errorf("only the host starts the match")
	}
	if p.started {
		return fmt.Errorf("the match has started")
	}
	for i, si := range p.setup.Seats {
		if si.Open() {
			return fmt.Errorf("seat %d waits for a guest", i)
		}
	}
	s := p.setup.clone()
	if err := p.emit(body{Kind: kindStart, Seat: -1, Setup: s}); err != nil {
		return err
	}
	p.settle()
	return nil
}

// GiveToBot hands a seat to a bot the host runs: for a seat whose player is
// silent or gone (host only). The round in progress restarts.
func (p *Peer) GiveToBot(seat int, botName string) error {
	p.mu.Lock()
	defer p.unlock()
	if !p.isHost() || !p.started {
		return fmt.Errorf("only the host of a started match gives seats to bots")
	}
	if seat < 0 || seat >= len(p.setup.Seats) {
		return fmt.Errorf("no seat %d", seat)
	}
	if _, err := bot.New(botName); err != nil {
		return err
	}
	s := p.setup.clone()
	prev := s.Seats[seat].Peer
	s.Seats[seat].Peer, s.Seats[seat].Bot = s.Host, botName
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
	s.Seats[seat].Peer, s.Seats[seat].Bot = peer, ""
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
	p.secrets, p.sent = map[string]string{}, map[string]bool{}
	p.ackDue = false
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

// Waiting is someone the match waits for.
type Waiting struct {
	Seat      int    // the seat, or -1 for a peer's chance nonce
	Peer      int    // the peer that must act
	Name      string // the peer's name
	What      string // "move", "sealed move", "reveal", "chance", "guest"
	For       time.Duration
	Connected bool
}

// Status is what the UI shows about the match and its peers.
type Status struct {
	Match     string
	Started   bool
	Over      bool
	Host      bool
	Me        int
	Setup     Setup
	Step      int
	Connected []bool // by peer
	Waiting   []Waiting
	Reports   []Report
	Sealed    []int // seats whose sealed move is committed this round
}

// Status returns a snapshot for the UI.
func (p *Peer) Status() Status {
	p.mu.Lock()
	defer p.mu.Unlock()
	st := Status{Match: p.setup.Match, Started: p.started, Host: p.isHost(), Me: p.me,
		Setup: *p.setup.clone(), Step: len(p.steps), Connected: p.connected(),
		Reports: append([]Report(nil), p.reports...)}
	now := p.cfg.Now()
	conn := st.Connected
	wait := func(seat, peer int, what string) {
		w := Waiting{Seat: seat, Peer: peer, Name: p.peerName(peer), What: what, For: now.Sub(p.since)}
		if peer >= 0 && peer < len(conn) {
			w.Connected = conn[peer]
		}
		st.Waiting = append(st.Waiting, w)
	}
	if !p.started {
		for i, si := range p.setup.Seats {
			if si.Open() {
				wait(i, -1, "guest")
			}
		}
		return st
	}
	d := p.st.Decision()
	st.Over = d.Kind == engine.Terminal
	switch d.Kind {
	case engine.Turn:
		for _, s := range d.Seats {
			wait(s, p.setup.Seats[s].Peer, "move")
		}
	case engine.Simultaneous, engine.ChanceNode:
		r := p.currentRound()
		for _, x := range r.who {
			seat, peer := x, -1
			if r.chance {
				seat, peer = -1, x
			} else {
				peer = p.setup.Seats[x].Peer
				if _, ok := r.commits[x]; ok {
					st.Sealed = append(st.Sealed, x)
				}
			}
			_, committed := r.commits[x]
			_, revealed := r.reveals[x]
			switch {
			case !committed && r.chance:
				wait(seat, peer, "chance")
			case !committed:
				wait(seat, peer, "sealed move")
			case r.allCommitted() && !revealed:
				wait(seat, peer, "reveal")
			}
		}
	}
	return st
}

// View returns what seat may see of the game now (nil before the start).
func (p *Peer) View(seat int) engine.State {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.started {
		return nil
	}
	return p.st.View(seat)
}

// State returns a copy of the full engine state (nil before the start).
func (p *Peer) State() engine.State {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.started {
		return nil
	}
	return p.st.Clone()
}

// Steps returns a copy of the log of engine steps.
func (p *Peer) Steps() []engine.Step {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]engine.Step(nil), p.steps...)
}

// EngineMatch returns the log as an engine match (for replays and saves).
func (p *Peer) EngineMatch() *engine.Match {
	p.mu.Lock()
	defer p.mu.Unlock()
	return &engine.Match{Game: p.setup.Game, Options: p.setup.Options.Clone(), Steps: append([]engine.Step(nil), p.steps...)}
}
