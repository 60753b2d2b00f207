package mallornothing

import (
	"github.com/galleria-games/galleria/engine"
)

// View implements engine.State. Spec 6 hides two things: the order of the
// deck (which this engine never holds: every draw is a chance event, and the
// deck's content is public) and a seat's placement of the round until both
// are in. So a view shows both malls, both drawn cards and the deck, and
// turns the other seat's committed move into "hidden". A view of a seat that
// does not exist is a spectator's view (Viewer 2): both committed moves are
// hidden. A view cannot resolve chance events; when its own seat's move
// completes a round whose other move it cannot see, the view waits in stage
// "hidden" (a chance node without outcomes).
func (s *State) View(seat int) engine.State { return s.ViewState(seat) }

// ViewState is View with the concrete type.
func (s *State) ViewState(seat int) *State {
	v := *s
	if seat < 0 || seat >= nSeats {
		seat = spectator
	}
	if v.viewer >= 0 && int(v.viewer) != seat {
		// A view of a view hides at least as much as both.
		seat = spectator
	}
	v.viewer = int8(seat)
	for i := 0; i < nSeats; i++ {
		if i != seat && v.pending[i].kind != pendNone {
			v.pending[i] = pending{kind: pendHidden}
		}
	}
	return &v
}

// Result implements engine.State: scores, and the tie-breaks of spec 5.4.
func (s *State) Result() *engine.Result {
	if s.phase != phOver {
		return nil
	}
	return RankScores([2]Score{s.malls[0].score(), s.malls[1].score()})
}

// RankScores ranks the two seats' final scores (spec 5.4): the higher total
// wins; if tied, the smaller scored hallway; then fewer unused hallway
// squares; then both share the victory. Note explains a tie-break.
func RankScores(sc [2]Score) *engine.Result {
	r := &engine.Result{Scores: []int64{int64(sc[0].Total), int64(sc[1].Total)}}
	winner := -1
	a, b := sc[0], sc[1]
	switch {
	case a.Total != b.Total:
		winner = 0
		if b.Total > a.Total {
			winner = 1
		}
	case a.Hallway != b.Hallway:
		winner = 0
		if b.Hallway < a.Hallway {
			winner = 1
		}
		r.SetNote(engine.NewNote("Both seats scored %d; %s wins with the smaller scored hallway (%d squares against %d).",
			a.Total, engine.Seat(winner), sc[winner].Hallway, sc[1-winner].Hallway))
	case a.Unused != b.Unused:
		winner = 0
		if b.Unused < a.Unused {
			winner = 1
		}
		r.SetNote(engine.NewNote("Both seats scored %d with a scored hallway of %d squares; %s wins with fewer unused hallway squares (%d against %d).",
			a.Total, a.Hallway, engine.Seat(winner), sc[winner].Unused, sc[1-winner].Unused))
	default:
		r.SetNote(engine.NewNote("Both seats scored %d with a scored hallway of %d squares and %d unused hallway squares: a shared victory.",
			a.Total, a.Hallway, a.Unused))
	}
	if winner < 0 {
		r.Places = []int{1, 1}
		r.Winners = []int{0, 1}
	} else {
		r.Places = []int{2, 2}
		r.Places[winner] = 1
		r.Winners = []int{winner}
	}
	return r
}

// Evaluate implements engine.Evaluator: the score seat's mall would have if
// the game ended now, with seat's own committed placement of the round laid
// (the greedy bot applies each legal move to its view and keeps the best
// immediate score).
func (s *State) Evaluate(seat int) float64 {
	if seat < 0 || seat >= nSeats {
		return 0
	}
	m := s.committedMall(seat)
	return float64(m.score().Total)
}

// committedMall is a copy of seat's mall with the seat's own committed
// placement of the round laid (what Evaluate and SearchEvaluate score).
func (s *State) committedMall(seat int) mall {
	m := s.malls[seat]
	if p := s.pending[seat]; p.kind == pendPlace {
		ly := m.layers()
		if up, down, err := m.check(s.drawn[seat], int(p.x), int(p.y), &ly); err == nil {
			m.lay(s.drawn[seat], int(p.x), int(p.y), p.rot180, up, down)
		}
	}
	return m
}
