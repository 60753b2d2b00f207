package online

import (
	"math/rand/v2"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/match"
)

// peerSource is an online match as the match driver sees it (match.Source):
// the state and log of this device's peer (its snapshot), the seats this
// device plays, the bots among them (the roster's), and chance left to the
// protocol's commit-reveal rounds. The driver paces and runs this device's
// bots exactly as in a local match.
type peerSource struct{ m *netMatch }

var _ match.Source = peerSource{}

func (s peerSource) State() engine.State  { return s.m.state }
func (s peerSource) Steps() []engine.Step { return s.m.steps }
func (s peerSource) DrawsChance() bool    { return false }
func (s peerSource) Epoch() int           { return s.m.st.Setup.Epoch }

// Rand is this device's generator: what an online bot draws need not be
// replayed.
func (s peerSource) Rand(match.Stream) *rand.Rand { return s.m.rng }

// ToAct lists this device's seats that must act; none while a guest has
// lost its host (the table shows what to do about that instead).
func (s peerSource) ToAct() []int {
	if !s.m.st.Host && !s.m.hostUp() {
		return nil
	}
	return s.m.toAct
}

// Bot names the bot of a seat this device runs.
func (s peerSource) Bot(seat int) string {
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
	err := s.m.peer.Play(seat, move)
	s.m.refresh()
	return err
}
