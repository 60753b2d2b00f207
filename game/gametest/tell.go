package gametest

import (
	"fmt"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// TellBoth is tl's words for seat's move on view, in English and in French;
// the language is English again after.
func TellBoth(tl ui.Teller, view engine.State, seat int, move string, names []string) (en, fr string) {
	defer lang.Set(lang.English)
	lang.Set(lang.English)
	en = tl.TellMove(view, seat, move, names)
	lang.Set(lang.French)
	fr = tl.TellMove(view, seat, move, names)
	return en, fr
}

// Told checks a move told by TellBoth: words in both languages, neither
// the move's notation, and not the same in both.
func Told(move, en, fr string) error {
	if en == "" || fr == "" || en == move || fr == move || fr == en {
		return fmt.Errorf("%q told as %q / %q", move, en, fr)
	}
	return nil
}
