package mallornothing

import (
	"fmt"

	"github.com/galleria-games/galleria/engine"
)

// Decision implements engine.State.
func (s *State) Decision() engine.Decision {
	switch s.phase {
	case phOver:
		return engine.Decision{Kind: engine.Terminal}
	case phPlace:
		var seats []int
		for i := 0; i < nSeats; i++ {
			if s.pending[i].kind == pendNone {
				seats = append(seats, i)
			}
		}
		return engine.Decision{Kind: engine.Simultaneous, Seats: seats}
	}
	// phStart, phDraw, and phHidden in a view.
	return engine.Decision{Kind: engine.ChanceNode}
}

// LegalMoves implements engine.State.
func (s *State) LegalMoves(seat int) []string {
	if seat == engine.Chance {
		return engine.OutcomeMoves(s.ChanceOutcomes())
	}
	if !s.mustPlace(seat) {
		return nil
	}
	// The texts go into one backing string: three allocations in all.
	n := s.drawn[seat]
	buf := make([]byte, 0, 2048)
	ends := make([]int, 0, 160)
	s.malls[seat].anchors(n, func(ax, ay int) bool {
		m := Move{Card: int(n), X: ax, Y: ay}
		buf = m.appendText(buf)
		ends = append(ends, len(buf))
		m.Rot = 180
		buf = m.appendText(buf)
		ends = append(ends, len(buf))
		return true
	})
	if len(ends) == 0 {
		return []string{Move{Discard: true, Card: int(n)}.String()}
	}
	all := string(buf)
	out := make([]string, len(ends))
	start := 0
	for i, e := range ends {
		out[i] = all[start:e]
		start = e
	}
	return out
}

// Moves is LegalMoves as parsed moves.
func (s *State) Moves(seat int) []Move { return s.legalMoves(seat) }

// Apply implements engine.State.
func (s *State) Apply(seat int, text string) error {
	if err := engine.ValidMoveText(text); err != nil {
		return err
	}
	d := s.Decision()
	if d.Kind == engine.Terminal {
		return fmt.Errorf("the game is over")
	}
	if seat == engine.Chance {
		if d.Kind != engine.ChanceNode {
			return fmt.Errorf("no chance event is pending (waiting for %s)", engine.WaitingFor(d))
		}
		if s.viewer >= 0 {
			return fmt.Errorf("a view cannot resolve chance events")
		}
		return s.applyChance(text)
	}
	if seat < 0 || seat >= nSeats {
		return fmt.Errorf("%s does not exist (Mall or Nothing has seats 0 and 1)", engine.SeatName(seat))
	}
	if !d.Acts(seat) {
		if d.Kind == engine.Simultaneous {
			return fmt.Errorf("%s has already placed its card this round (waiting for %s)", engine.SeatName(seat), engine.WaitingFor(d))
		}
		return fmt.Errorf("%s does not act now (waiting for %s)", engine.SeatName(seat), engine.WaitingFor(d))
	}
	if s.viewer >= 0 && seat != int(s.viewer) {
		return fmt.Errorf("this view belongs to %s", viewerName(int(s.viewer)))
	}
	m, err := ParseMove(text)
	if err != nil {
		return err
	}
	if _, _, err := s.checkMove(seat, m); err != nil {
		return fmt.Errorf("%s: %v", text, err)
	}
	p := pending{kind: pendDiscard}
	if !m.Discard {
		p = pending{kind: pendPlace, x: int8(m.X), y: int8(m.Y), rot180: m.Rot == 180}
	}
	s.pending[seat] = p
	s.resolve()
	return nil
}

func viewerName(v int) string {
	if v == spectator {
		return "a spectator"
	}
	return engine.SeatName(v)
}

// resolve ends the round once both seats have committed: both moves are
// carried out together, then the next round's draws (or the end) follow. In
// a view where the other seat's move is hidden, the round cannot resolve and
// the view waits for something it cannot see.
func (s *State) resolve() {
	for i := 0; i < nSeats; i++ {
		switch s.pending[i].kind {
		case pendNone:
			return
		case pendHidden:
			s.phase = phHidden
			return
		}
	}
	for i := 0; i < nSeats; i++ {
		m := &s.malls[i]
		p := s.pending[i]
		n := s.drawn[i]
		if p.kind == pendDiscard {
			m.discarded |= 1 << n
		} else {
			ly := m.layers()
			up, down, err := m.check(n, int(p.x), int(p.y), &ly)
			if err != nil {
				// Checked when committed, and the mall has not changed since.
				panic(fmt.Sprintf("mallornothing: committed placement became illegal: %v", err))
			}
			m.lay(n, int(p.x), int(p.y), p.rot180, up, down)
		}
		s.drawn[i] = 0
		s.pending[i] = pending{}
	}
	s.round++
	if s.round == nRounds {
		s.phase = phOver
	} else {
		s.phase = phDraw
	}
}
