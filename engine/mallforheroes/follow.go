package mallforheroes

import (
	"fmt"

	"github.com/galleria-games/galleria/engine"
)

// Redacted steps of Mall for Heroes (engine.Redactor, engine.Follower).
//
// Grammar: a redacted step is the step itself, for every viewer (each seat
// and a spectator): the seat or Chance, and the move text of
// docs/mallforheroes-moves.md ("entrance EN2", "shop S07", "bot pub",
// "draft 3 0", "place 1 0 druid", "tower W2 4 0", "remove tavern", ...).
// Nothing of the position is secret (§3.6): every turn is public and one
// seat's at a time (no simultaneous or sealed moves), the display, malls,
// Heroes, Wizards and Monsters are face up, and the Shop deck and the solo
// bot's deck are kept as the public sets of cards not yet drawn (their
// order is not in the state). A view holds the whole position; it differs
// from the full state only in that it cannot resolve chance. So Follow
// applies the step as the full state does, chance outcomes included, and
// the view stays the full state's view.

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
	if viewer < 0 || viewer > int(s.seats) {
		return engine.Step{}, fmt.Errorf("viewer %d does not exist (seats 0 to %d, %d for a spectator)", viewer, s.seats-1, s.seats)
	}
	after := *s
	if err := after.Apply(seat, move); err != nil {
		return engine.Step{}, err
	}
	return engine.Step{Seat: seat, Move: move}, nil
}

// Follow implements engine.Follower. The view holds everything the full
// state holds, so it applies the step as the full state would (a chance
// outcome too: it must be possible, a card still in the deck, a type left
// in the bot deck) and stays a view of the same viewer. A step that is not
// legal here is refused with Apply's reason and the view is unchanged.
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
