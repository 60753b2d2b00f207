package mallornothing

import (
	"fmt"

	"github.com/galleria-games/galleria/engine"
)

// Preview returns a copy of s in which seat's move (a legal move of seat
// now, or the move seat has committed this round, if s shows it) is already
// carried out in seat's mall, as it will be when the round resolves; nothing
// else changes. A front end reads it (VisibleAt, Mall, ScoreOf) to show a
// placement before the round resolves. The copy is for reading only: its
// round is still open, so it is not a state to play on.
func (s *State) Preview(seat int, text string) (*State, error) {
	if !s.mustPlace(seat) {
		if seat < 0 || seat >= nSeats || s.phase != phPlace || s.pending[seat].kind == pendNone || s.pending[seat].kind == pendHidden {
			return nil, engine.Refuse("%s has no placement to make now", engine.Seat(seat))
		}
		if own := s.pendingText(seat); text != own {
			return nil, engine.Refuse("%s has committed %q this round, not %q", engine.Seat(seat), own, text)
		}
	}
	m, err := ParseMove(text)
	if err != nil {
		return nil, err
	}
	up, down, err := s.checkMove(seat, m)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", text, err)
	}
	c := *s
	n := c.drawn[seat]
	if m.Kind == MoveDiscard {
		c.malls[seat].discarded |= 1 << n
	} else {
		c.malls[seat].lay(n, m.X, m.Y, m.Rot == 180, up, down)
	}
	return &c, nil
}
