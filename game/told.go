package game

import (
	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/lang"
)

// toldWords puts a note an engine or a bot tells (engine.Note) in the
// current language: its format goes through the catalog as a whole, seats
// become the players' names, Words are translated, whole numbers are
// grouped as the language writes them, and the rest (move texts) is kept.
func toldWords(n engine.Note, names []string) string {
	if n.Format == "" {
		return ""
	}
	args := make([]any, len(n.Args))
	for i, a := range n.Args {
		switch a := a.(type) {
		case engine.Seat:
			if int(a) >= 0 && int(a) < len(names) {
				args[i] = names[a]
			} else {
				args[i] = a.String()
			}
		case engine.Word:
			args[i] = lang.T(string(a))
		case int:
			args[i] = lang.Number(a)
		default:
			args[i] = a
		}
	}
	return lang.F(n.Format, args...)
}
