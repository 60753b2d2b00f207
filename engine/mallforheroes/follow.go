package mallforheroes

import "github.com/galleria-games/galleria/engine"

// Redacted steps of Mall for Heroes (engine.FollowRules).
//
// Grammar: a redacted step is the step itself, for every viewer (each seat
// and a spectator): the seat or Chance, and the move text of
// docs/mallforheroes-moves.md ("entrance EN2", "shop S07", "bot pub",
// "draft 3 0", "place 1 0 druid", "tower W2 4 0", "remove tavern", ...).
// Nothing of the position is secret (§3.6): every turn is public and one
// seat's at a time (no simultaneous or sealed moves), the display, malls,
// Heroes, Wizards and Monsters are face up, and the Shop deck and the solo
// bot's deck are kept as the public sets of cards not yet drawn (their
// order is not in the state). So Redact and Follow are engine.RedactWhole
// and engine.FollowWhole: a view applies each step as the full state does.

// FollowRules gives Mall for Heroes' engine.FollowRules, for
// engine.RegisterFollow (games.RegisterFollowers registers them).
func FollowRules() engine.FollowRules {
	return engine.FollowRulesOf((*State).redactStep, (*State).followStep)
}

// redactStep is the Redact of FollowRules with engine.RedactWhole: the step as it
// is, once it is legal here. The state is unchanged.
func (s *State) redactStep(viewer, seat int, move string) (engine.Step, error) {
	return engine.RedactWhole(s, viewer, seat, move)
}

// followStep is the Follow of FollowRules with engine.FollowWhole: the view
// applies the step as the full state would (a chance outcome too: it must
// be possible, a card still in the deck, a type left in the bot deck) and
// stays a view of the same viewer. A step that is not legal here is refused
// with Apply's reason and the view is unchanged.
func (s *State) followStep(st engine.Step) error {
	return engine.FollowWhole(s, (*State).setViewer, st)
}

// setViewer makes s the full state (-1) or the view of viewer.
func (s *State) setViewer(viewer int) { s.viewer = int8(viewer) }
