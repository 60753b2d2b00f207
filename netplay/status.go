package netplay

import (
	"time"

	"github.com/galleria-games/galleria/engine"
)

// This file is what the UI and the match driver read: the status of the
// match and who it waits for, the seats this peer must move, the state, a
// seat's view and the log.

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
	// Rematch is the id of the new match the host offered (a guest, after
	// the end), or "".
	Rematch string
}

// Status returns a snapshot for the UI.
func (p *Peer) Status() Status {
	p.mu.Lock()
	defer p.mu.Unlock()
	st := Status{Match: p.setup.Match, Started: p.started, Host: p.isHost(), Me: p.me,
		Setup: *p.setup.clone(), Step: len(p.steps), Connected: p.connected(),
		Reports: append([]Report(nil), p.reports...)}
	if p.offer != nil {
		st.Rematch = p.offer.Match
	}
	now := p.cfg.Now()
	conn := st.Connected
	wait := func(seat, peer int, what string) {
		w := Waiting{Seat: seat, Peer: peer, Name: p.setup.name(peer), What: what, For: now.Sub(p.since)}
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
		p.rematchWaiting(func(seat, peer int, what string, connected bool) {
			wait(seat, peer, what)
			st.Waiting[len(st.Waiting)-1].Connected = connected
		})
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
				if r.committed(x) {
					st.Sealed = append(st.Sealed, x)
				}
			}
			if what := r.awaits(x); what != "" {
				wait(seat, peer, what)
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

// toAct lists this peer's seats that must act now and have not sealed yet.
func (p *Peer) toAct() []int {
	if !p.started || p.stopped || p.me < 0 {
		return nil
	}
	d := p.st.Decision()
	if d.Kind != engine.Turn && d.Kind != engine.Simultaneous {
		return nil
	}
	r := p.currentRound() // nil at a turn
	var out []int
	for _, s := range d.Seats {
		if p.setup.owns(p.me, s) && (r == nil || !r.sealed(s)) {
			out = append(out, s)
		}
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
