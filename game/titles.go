package game

import (
	"strconv"

	"github.com/galleria-games/galleria/engine/games"
)

// gameTitle is a game's human name ("Mall or Nothing"), from the engine's
// registry; a game it does not know is shown by its name, quoted. (Every
// build has it: the setup and the online scenes name games with it.)
func gameTitle(name string) string {
	if g, err := games.Lookup(name); err == nil {
		return g.Title()
	}
	return strconv.Quote(name)
}
