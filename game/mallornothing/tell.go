package mallornothing

import (
	"slices"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/lang"
)

// TellMove says a move of seat in words, on seat's view (a hint's line):
// where the drawn card goes, as the picker words a place, or that it is
// discarded. A move not among seat's legal moves says nothing.
func (t *table) TellMove(view engine.State, seat int, move string, names []string) string {
	v, ok := view.(*rules.State)
	if !ok {
		return ""
	}
	m, err := rules.ParseMove(move)
	if err != nil || !slices.Contains(v.LegalMoves(seat), move) {
		return ""
	}
	if m.Kind == rules.MoveDiscard {
		return lang.F("Discard card %d: it has no legal place.", m.Card)
	}
	placed, err := v.Preview(seat, move)
	if err != nil {
		return ""
	}
	return lang.F("Place card %d %s %s.", m.Card, Where(m), Layers(v, placed, seat, m))
}
