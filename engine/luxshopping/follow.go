package luxshopping

import (
	"fmt"

	"github.com/galleria-games/galleria/engine"
)

// Redacted steps of Luxembourg-Shopping (engine.Redactor, engine.Follower).
//
// Grammar: a redacted step is the step itself, for every viewer (each seat
// and a spectator): the seat or Chance, and the move text of
// docs/luxshopping-moves.md ("deal 17", "first 3", "dice 2 5", "card 41",
// "red 12", "free 9", "roll", "buy", "pass", "gallery 4 25", "merge 12",
// "sign 30", "unsign 30", "sell 45", "pay"). Nothing of the position is
// secret (spec §12): the merchant cards are dealt face up, cash, shops,
// signs, galleries and pawns are public, every drawn card is shown, and
// there are no simultaneous decisions. The piles are kept as the public set
// of cards not seen since the shuffle above the public queue of returned
// cards; their order is not in the state. A view holds the whole position
// and differs from the full state only in that it cannot resolve chance.
// So Follow applies the step as the full state does, chance outcomes
// included, and the view stays the full state's view.

var (
	_ engine.Redactor = (*State)(nil)
	_ engine.Follower = (*State)(nil)
)

// Redact implements engine.Redactor: the step as it is, once it is legal
// here. The state is unchanged.
func (s *State) Redact(viewer, seat int, move string) (engine.Step, error) {
	if s.viewer >= 0 {
		return engine.Step{}, fmt.Errorf("only the full state redacts (this is the view of viewer %d)", s.viewer)
	}
	if viewer < 0 || viewer > int(s.players) {
		return engine.Step{}, fmt.Errorf("viewer %d does not exist (seats 0 to %d, %d for a spectator)", viewer, s.players-1, s.players)
	}
	after := *s
	if err := after.Apply(seat, move); err != nil {
		return engine.Step{}, err
	}
	return engine.Step{Seat: seat, Move: move}, nil
}

// Follow implements engine.Follower. The view holds everything the full
// state holds, so it applies the step as the full state would (a chance
// outcome too: it must be possible, a card still unseen in its pile, a free
// shop) and stays a view of the same viewer. A step that is not legal here
// is refused with Apply's reason and the view is unchanged.
func (s *State) Follow(st engine.Step) error {
	if s.viewer < 0 {
		return fmt.Errorf("a full state applies the real steps, not redacted ones")
	}
	full := *s
	full.viewer = -1
	if err := full.Apply(st.Seat, st.Move); err != nil {
		return err
	}
	full.viewer = s.viewer
	*s = full
	return nil
}
