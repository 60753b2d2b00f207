package mallforheroes

import (
	"fmt"

	"github.com/galleria-games/galleria/engine"
)

// placeRefusal says why a placement that Apply refuses is not legal, as an
// engine.Refusal a client words in its own language (nil when move is not
// a placement in the place phase). Cells are written as text, "(1, -2)",
// as the rest of the game's words write them.
func (s *State) placeRefusal(move string) error {
	if s.phase != phPlace {
		return nil
	}
	m, err := ParseMove(move)
	if err != nil || m.Kind != MovePlace {
		return nil
	}
	a := &s.malls[s.active]
	cell := fmt.Sprintf("(%d, %d)", m.X, m.Y)
	if a.at(m.X, m.Y) >= 0 {
		return engine.Refuse("cell %s is taken", cell)
	}
	orth, diag := a.canPlace(m.X, m.Y)
	switch m.Hero {
	case Druid:
		if !s.heroReady(Druid) {
			return engine.Refuse("the Druid is not ready to turn the Shop")
		}
		if !s.druidTurns() {
			return engine.Refuse("turned 180°, this Shop looks the same: the Druid would change nothing")
		}
	case Paladin:
		switch {
		case !s.heroReady(Paladin):
			return engine.Refuse("the Paladin is not ready")
		case orth:
			return engine.Refuse("cell %s is next to the mall: it needs no Paladin", cell)
		case diag:
			return nil // legal: Apply would not refuse it
		}
		return engine.Refuse("cell %s touches no card of the mall, not even diagonally", cell)
	}
	switch {
	case orth:
		return nil
	case diag:
		return engine.Refuse("cell %s touches the mall only diagonally (only the Paladin places there)", cell)
	}
	return engine.Refuse("cell %s is not next to a card of the mall", cell)
}
