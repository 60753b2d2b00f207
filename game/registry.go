package game

import (
	"fmt"
	"strconv"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/game/ui"
)

// The registry of game UIs: games.go registers each game's UI in one line;
// the shell reaches every game through it and never names one.

var gameUIs []ui.GameUI

// register adds game UIs, in menu order. A UI whose game the engine's
// registry does not know, or registered twice, is a programming error.
func register(us ...ui.GameUI) {
	for _, u := range us {
		name := u.Game().Name()
		if _, err := games.Lookup(name); err != nil {
			panic(fmt.Sprintf("game UI for %q: %v", name, err))
		}
		if _, ok := lookupUI(name); ok {
			panic(fmt.Sprintf("game UI for %q registered twice", name))
		}
		gameUIs = append(gameUIs, u)
	}
}

// lookupUI is the UI of a game, by the engine's name.
func lookupUI(name string) (ui.GameUI, bool) {
	for _, u := range gameUIs {
		if u.Game().Name() == name {
			return u, true
		}
	}
	return nil, false
}

// playable reports whether the client has a table for game.
func playable(game string) bool {
	_, ok := lookupUI(game)
	return ok
}

// playableGames are the engine games that have a UI, in menu order.
func playableGames() []engine.Game {
	out := make([]engine.Game, len(gameUIs))
	for i, u := range gameUIs {
		out[i] = u.Game()
	}
	return out
}

// gameTitle is a game's human name (its title), from the engine's
// registry; a game it does not know is shown by its name, quoted.
func gameTitle(name string) string {
	if g, err := games.Lookup(name); err == nil {
		return g.Title()
	}
	return strconv.Quote(name)
}

// soon is a game on the menu that cannot be played yet.
type soon struct{ id, title, blurb string }

var comingSoon []soon

// announce puts a game that has no UI yet on the menu as coming soon.
func announce(id, title, blurb string) { comingSoon = append(comingSoon, soon{id, title, blurb}) }
