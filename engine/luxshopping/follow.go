package luxshopping

import "github.com/galleria-games/galleria/engine"

// Redacted steps of Luxembourg-Shopping (engine.FollowRules).
//
// Grammar: a redacted step is the step itself, for every viewer (each seat
// and a spectator): the seat or Chance, and the move text of
// docs/luxshopping-moves.md ("deal 17", "dice 2 5", "card 41", "red 12",
// "buy", "gallery 4 25", "sign 30", ...). Nothing of the position is secret
// (spec §12): the merchant cards are dealt face up, cash, shops, signs,
// galleries and pawns are public, every drawn card is shown, and there are
// no simultaneous decisions. The piles are kept as the public set of cards
// not seen since the shuffle above the public queue of returned cards; their
// order is not in the state. So Redact and Follow are engine.RedactWhole and
// engine.FollowWhole: a view applies each step as the full state does.

// FollowRules gives Luxembourg-Shopping's engine.FollowRules, for
// engine.RegisterFollow (games.RegisterFollowers registers them).
func FollowRules() engine.FollowRules {
	return engine.FollowRulesOf((*State).redactStep, (*State).followStep)
}

// redactStep is the Redact of FollowRules: the step as it is, once it is legal
// here (engine.RedactWhole). The state is unchanged.
func (s *State) redactStep(viewer, seat int, move string) (engine.Step, error) {
	return engine.RedactWhole(s, viewer, seat, move)
}

// followStep is the Follow of FollowRules (engine.FollowWhole): the view applies
// the step as the full state would (a chance outcome too: it must be
// possible, a card still unseen in its pile, a free shop) and stays a view
// of the same viewer. A step that is not legal here is refused with Apply's
// reason and the view is unchanged.
func (s *State) followStep(st engine.Step) error {
	return engine.FollowWhole(s, (*State).setViewer, st)
}

// setViewer makes s the full state (-1) or the view of viewer.
func (s *State) setViewer(viewer int) { s.viewer = int8(viewer) }
