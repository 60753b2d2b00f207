package luxshopping

import (
	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/game/lang"
)

// TellMove says a move of seat in words, on seat's view (a hint's line):
// the narration's first line for the move, tried on a copy of the view
// (what the move does itself, not the mail that follows; a roll says only
// that: the dice are still to come). An illegal move says nothing.
func (t *table) TellMove(view engine.State, seat int, move string, names []string) string {
	v, ok := view.(*rules.State)
	if !ok {
		return ""
	}
	evs, err := v.Copy().ApplyTrace(seat, move)
	if err != nil {
		return ""
	}
	if lines := Narrate(evs, names); len(lines) > 0 {
		return lines[0] // the move itself, not the mail that follows
	}
	m, err := rules.ParseMove(move)
	switch {
	case err != nil:
	case m.Kind == rules.MoveRoll:
		return lang.T("Roll the dice.")
	case m.Kind == rules.MovePass && v.Waiting().Phase == "buy":
		return lang.T("Don't buy the shop.")
	case m.Kind == rules.MovePass: // at one's own shop: no new gallery, no merge
		return lang.T("Leave your galleries as they are this time.")
	}
	return ""
}
