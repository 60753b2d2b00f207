package netplay

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/galleria-games/galleria/engine"
)

// Clocks. The host chooses a clock before the start (SetClock): a time for
// each decision, or a time bank per seat with an increment after each of
// its decisions (Fischer). It is part of the roster, so every peer knows
// it, and the host keeps it: a seat's time runs from when it must act to
// when its decision is in (for a sealed move, its commitment). The host
// tells the guests each seat's time after every change (a "clock" message,
// advice, not part of the log); a page shows it counting down from there.
// When a seat's time is out, the host's match driver calls TimeOut: a
// roster record lends the seat to a bot the host runs, marked as lent
// (SeatInfo.Lent), so the log says why; once that decision is played the
// host gives the seat back to its player. Peers' clocks are not trusted:
// only the host's counts. A peer that takes over as host keeps the times
// the old host last told it.

// kindClock: host → guests, advice: every seat's time (txt) at step s.
const kindClock = "clock"

// Clock is a match's clock. Exactly one of Move and Bank is set.
type Clock struct {
	Move int64 `json:"move,omitempty"` // ms for each decision
	Bank int64 `json:"bank,omitempty"` // ms a seat has for the whole match
	Inc  int64 `json:"inc,omitempty"`  // ms added to a seat's bank after each of its decisions
}

func (c *Clock) check() error {
	switch {
	case c.Move != 0 && c.Bank != 0:
		return fmt.Errorf("a time per decision and a time bank")
	case c.Move == 0 && c.Bank == 0:
		return fmt.Errorf("no time")
	case c.Move != 0 && (c.Move < 1000 || c.Move > 3600_000):
		return fmt.Errorf("%d ms a decision; from 1 s to 1 h", c.Move)
	case c.Bank != 0 && (c.Bank < 1000 || c.Bank > 36000_000):
		return fmt.Errorf("a bank of %d ms; from 1 s to 10 h", c.Bank)
	case c.Inc < 0 || c.Inc > 600_000 || c.Move != 0 && c.Inc != 0:
		return fmt.Errorf("an increment of %d ms; from 0 to 10 min, with a bank only", c.Inc)
	}
	return nil
}

// SetClock sets the match's clock (nil: none); the host only, before the
// start.
func (p *Peer) SetClock(c *Clock) error {
	p.mu.Lock()
	defer p.unlock()
	if !p.isHost() || p.started {
		return fmt.Errorf("only the host sets the clock, before the start")
	}
	if c != nil {
		if err := c.check(); err != nil {
			return fmt.Errorf("clock: %v", err)
		}
		c = &Clock{Move: c.Move, Bank: c.Bank, Inc: c.Inc}
	}
	p.setup.Clock = c
	p.saveMeta()
	p.broadcastLobby()
	p.changed = true
	return nil
}

// seatTime is one seat's clock.
type seatTime struct {
	left    time.Duration
	running bool
	step    int // the step its decision began at (while running)
}

// clockState is the times of every seat: the host's, kept up to date, or a
// guest's, as the host last told it (at since).
type clockState struct {
	seats  []seatTime
	since  time.Time
	lentAt map[int]int // the host's: the step at which each lent seat was lent
	// A guest's: the host's message it comes from (messages may arrive out
	// of order: an older one is dropped).
	from string
	seq  uint64
}

// SeatClock is one seat's time, for the UI.
type SeatClock struct {
	Left    time.Duration // may be below 0 while the host has not acted yet
	Running bool
	Lent    bool // a bot plays this decision: the seat's time ran out
}

// Clocks returns every seat's time now; nil without a clock.
func (p *Peer) Clocks() []SeatClock {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.setup.Clock == nil || p.clock == nil {
		return nil
	}
	return p.clock.now(p.cfg.Now(), p.setup.Seats)
}

// now gives every seat's time at now; seats says which are lent.
func (c *clockState) now(now time.Time, seats []SeatInfo) []SeatClock {
	out := make([]SeatClock, len(c.seats))
	for i, s := range c.seats {
		out[i] = SeatClock{Left: s.left, Running: s.running, Lent: i < len(seats) && seats[i].Lent > 0}
		if s.running {
			out[i].Left -= now.Sub(c.since)
		}
	}
	return out
}

// runClock brings the host's clock up to now and to the decision the game
// waits for: it charges the seats that were running, credits (or resets)
// those whose decision is in, starts those that must act, gives lent seats
// back once their decision is played, and tells the guests when anything
// changed. It runs after every change the peer settles.
func (p *Peer) runClock() {
	if p.setup.Clock == nil || !p.started || !p.isHost() || p.quiet || p.stopped {
		return
	}
	c := p.setup.Clock
	now := p.cfg.Now()
	if p.clock == nil {
		p.clock = &clockState{since: now}
	}
	for len(p.clock.seats) < len(p.setup.Seats) {
		p.clock.seats = append(p.clock.seats, seatTime{left: time.Duration(c.Move+c.Bank) * time.Millisecond})
	}
	elapsed := now.Sub(p.clock.since)
	p.clock.since = now
	acting := p.waitingSeats()
	n := len(p.steps)
	changed := false
	for i := range p.clock.seats {
		s := &p.clock.seats[i]
		if s.running {
			s.left -= elapsed
		}
		lent := p.setup.Seats[i].Lent > 0
		now := acting[i] && !lent
		if s.running && (!now || s.step != n) {
			// Its decision is in (or it was lent).
			s.running, changed = false, true
			if c.Bank > 0 && !lent {
				s.left += time.Duration(c.Inc) * time.Millisecond
			}
		}
		if now && !s.running {
			s.running, s.step, changed = true, n, true
			if c.Move > 0 {
				s.left = time.Duration(c.Move) * time.Millisecond
			}
		}
	}
	for i, si := range p.setup.Seats {
		if si.Lent > 0 && n > p.clock.lentAt[i] {
			// The decision the bot played for it is in: the seat goes back.
			s := p.setup.clone()
			s.Seats[i].Peer, s.Seats[i].Bot, s.Seats[i].Lent = si.Lent-1, "", 0
			s.Peers[si.Lent-1].Away = false
			if err := p.changeRoster(kindRoster, s); err != nil {
				p.logf("netplay: give seat %d back: %v", i, err)
			}
			return // changeRoster settles, which runs the clock again
		}
	}
	if changed {
		p.sendClock()
	}
}

// waitingSeats says, by seat, which seats the game waits for now: the
// seats of a turn, or those of a sealed decision that have not committed.
func (p *Peer) waitingSeats() []bool {
	out := make([]bool, len(p.setup.Seats))
	d := p.st.Decision()
	if d.Kind != engine.Turn && d.Kind != engine.Simultaneous {
		return out
	}
	r := p.currentRound()
	for _, s := range d.Seats {
		if s < len(out) && (r == nil || !r.sealed(s)) {
			out[s] = true
		}
	}
	return out
}

// Overdue lists the seats whose time is out (the host's clock; nil on a
// guest and without a clock): the host's driver calls TimeOut for each.
func (p *Peer) Overdue() []int {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.setup.Clock == nil || p.clock == nil || !p.isHost() {
		return nil
	}
	now := p.cfg.Now()
	var out []int
	for i, s := range p.clock.seats {
		if s.running && s.left-now.Sub(p.clock.since) <= 0 && p.setup.Seats[i].Lent == 0 {
			out = append(out, i)
		}
	}
	return out
}

// TimeOut lends an overdue seat to a bot the host runs for its decision (a
// roster record, marked Lent): the host's driver then moves it with that
// bot, and the seat goes back to its player once the decision is played.
func (p *Peer) TimeOut(seat int, botName string) error {
	p.mu.Lock()
	defer p.unlock()
	if p.setup.Clock == nil || p.clock == nil || !p.isHost() {
		return fmt.Errorf("no clock runs here")
	}
	if err := checkBotName(botName); err != nil {
		return err
	}
	if seat < 0 || seat >= len(p.clock.seats) || !p.clock.seats[seat].running ||
		p.clock.seats[seat].left-p.cfg.Now().Sub(p.clock.since) > 0 {
		return fmt.Errorf("seat %d still has time", seat)
	}
	s := p.setup.clone()
	prev := s.Seats[seat].Peer
	s.Seats[seat].Peer, s.Seats[seat].Bot, s.Seats[seat].Lent = s.Host, botName, prev+1
	if p.clock.lentAt == nil {
		p.clock.lentAt = map[int]int{}
	}
	p.clock.lentAt[seat] = len(p.steps)
	return p.changeRoster(kindRoster, s)
}

// sendClock tells the guests every seat's time: "r29500,12000,…" (ms left,
// r when it runs) at the host's step.
func (p *Peer) sendClock() {
	var b strings.Builder
	for i, s := range p.clock.seats {
		if i > 0 {
			b.WriteByte(',')
		}
		if s.running {
			b.WriteByte('r')
		}
		b.WriteString(strconv.FormatInt(s.left.Milliseconds(), 10))
	}
	for id, ls := range p.links {
		if ls.peer >= 0 || ls.watcher {
			// Spectators see the times too: they tell nothing hidden.
			p.sendOn(id, body{Kind: kindClock, Step: len(p.steps), Seat: -1, Text: b.String()})
		}
	}
}

// takeClock keeps the host's clock message (a guest), unless a later one
// from the same host came first.
func (p *Peer) takeClock(msg *message) {
	if p.setup.Clock == nil {
		return
	}
	cs, err := readClock(p.clock, msg, len(p.setup.Seats), p.cfg.Now())
	if err != nil {
		p.report(Report{Fault: FaultMalformed, Seat: -1, Peer: "host", Detail: err.Error()})
	}
	if cs != nil {
		p.clock = cs
		p.changed = true
	}
}

// readClock reads the host's clock message msg for a match of n seats,
// received at now: nil if an older message than last from the same host
// (messages arrive in any order), an error if malformed.
func readClock(last *clockState, msg *message, n int, now time.Time) (*clockState, error) {
	if last != nil && last.from == msg.From && last.seq > msg.Seq {
		return nil, nil
	}
	parts := strings.Split(msg.Text, ",")
	if len(parts) != n {
		return nil, fmt.Errorf("a clock of %d seats, the match has %d", len(parts), n)
	}
	cs := &clockState{since: now, seats: make([]seatTime, len(parts)), from: msg.From, seq: msg.Seq}
	for i, f := range parts {
		run := strings.HasPrefix(f, "r")
		ms, err := strconv.ParseInt(strings.TrimPrefix(f, "r"), 10, 64)
		if err != nil || ms < -1<<40 || ms > 1<<40 {
			return nil, fmt.Errorf("clock of seat %d: %q", i, clip(f))
		}
		cs.seats[i] = seatTime{left: time.Duration(ms) * time.Millisecond, running: run, step: msg.Step}
	}
	return cs, nil
}
