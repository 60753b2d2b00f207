package online

import (
	"errors"
	"math/rand/v2"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/match"
)

// peerSource is an online match as the match driver sees it (match.Source):
// the state and log of this device's peer (its snapshot), the seats this
// device plays, the bots among them (the roster's), and chance left to the
// protocol's commit-reveal rounds. The driver paces and runs this device's
// bots exactly as in a local match.
//
// After a rematch the match's peer is the new match's: the driver of the
// finished match (still the table's until the new one opens) then reads
// what it had at the end (past), and moves nothing.
type peerSource struct {
	m    *netMatch
	past *pastMatch
}

// pastMatch is the end of a match a rematch replaced (done), for its
// driver.
type pastMatch struct {
	done  bool
	state engine.State
	steps []engine.Step
	epoch int
}

var _ match.Source = peerSource{}

func (s peerSource) State() engine.State {
	if s.past.done {
		return s.past.state
	}
	return s.m.state
}

func (s peerSource) Steps() []engine.Step {
	if s.past.done {
		return s.past.steps
	}
	return s.m.steps
}

func (s peerSource) DrawsChance() bool { return false }

func (s peerSource) Epoch() int {
	if s.past.done {
		return s.past.epoch
	}
	return s.m.st.Setup.Epoch
}

// Rand is this device's generator: what an online bot draws need not be
// replayed.
func (s peerSource) Rand(match.Stream) *rand.Rand { return s.m.rng }

// ToAct lists this device's seats that must act; none while a guest has
// lost its host (the table shows what to do about that instead).
func (s peerSource) ToAct() []int {
	if s.past.done {
		return nil
	}
	if !s.m.st.Host && !s.m.hostUp() {
		return nil
	}
	return s.m.toAct
}

// Bot names the bot of a seat this device runs.
func (s peerSource) Bot(seat int) string {
	if s.past.done {
		return ""
	}
	st := &s.m.st
	if seat < 0 || seat >= len(st.Setup.Seats) {
		return ""
	}
	if si := st.Setup.Seats[seat]; si.Peer >= 0 && si.Peer == st.Me {
		return si.Bot
	}
	return ""
}

// Play sends the move through the peer (sealed moves are committed now and
// revealed by the protocol) and takes a new snapshot.
func (s peerSource) Play(seat int, move string) error {
	if s.past.done {
		return errors.New("this match is over: a rematch replaced it")
	}
	err := s.m.peer.Play(seat, move)
	s.m.refresh()
	return err
}
