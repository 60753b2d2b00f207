package online

import (
	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/ui"
	"github.com/galleria-games/galleria/netplay"
)

// Read-only views of the package's state for its black-box tests.

const RejoinSlot = rejoinSlot

type SeatKind = seatKind

const (
	SeatRemote = seatRemote
	SeatLocal  = seatLocal
	SeatGreedy = seatGreedy
	SeatRandom = seatRandom
)

// Name is the player's name ("" until set).
func (o *Online) Name() string { return o.name }

// Form is the host setup: the game, the player count and the seat kinds.
func (o *Online) Form() (game string, players int, kinds []SeatKind) {
	return o.form.game, o.form.players, append([]SeatKind(nil), o.form.kinds...)
}

// PeerStatus is the peer's status now; Snapshot the status last taken.
func (o *Online) PeerStatus() netplay.Status { return o.m.peer.Status() }
func (o *Online) Snapshot() netplay.Status   { return o.m.st }

// PeerSteps is the peer's match log.
func (o *Online) PeerSteps() []engine.Step { return o.m.peer.Steps() }

// MatchState is the snapshot's full state (nil before the start).
func (o *Online) MatchState() engine.State {
	if o.m == nil {
		return nil
	}
	return o.m.state
}

// Prompt is the line about whom the match waits for, as the table gets it.
func (o *Online) Prompt() string {
	if o.m == nil {
		return ""
	}
	p, _ := o.m.waitInfo()
	return p
}

// TableSeats is the roster as the table gets it.
func (o *Online) TableSeats() []ui.SeatInfo {
	s, _ := o.m.seats()
	return s
}

// LoggedReports are the fault reports given to the table's log, in words.
func (o *Online) LoggedReports() []string {
	var out []string
	for _, r := range o.m.st.Reports[:o.m.reportsLogged] {
		out = append(out, reportWords(r))
	}
	return out
}

// Drop closes the online match as a page that goes away does: its links
// close, its storage and URL stay.
func (o *Online) Drop() { o.closeMatch(false) }

func OpenSeats(st *netplay.Status) int { return openSeats(st) }

// SliceThinking makes the match driver think at most n search iterations
// an update, so that a bot's search takes several updates whatever the
// machine's speed (the real budget is a few milliseconds of wall time).
func (o *Online) SliceThinking(n int) {
	o.m.drv.Chunk = 1
	o.m.drv.Budget = func() func() bool {
		left := n
		return func() bool { left--; return left >= 0 }
	}
}

// ChatSaid counts the lines typed in the chat's text box that the page took
// (sent or refused).
func (o *Online) ChatSaid() int {
	if o.m == nil {
		return 0
	}
	return o.m.chat.said
}

// PeerChat is the peer's chat lines.
func (o *Online) PeerChat() []netplay.ChatLine { return o.m.peer.ChatLines() }
