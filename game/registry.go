package game

import (
	"fmt"
	"strconv"
	"sync"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/game/ui"
)

// The registry of game UIs: games.go registers each game's UI in one line;
// the shell reaches every game through it and never names one.

var (
	uiMu    sync.RWMutex
	gameUIs []ui.GameUI
	// addedRules are the games whose rules Register put in engine/games.
	addedRules = map[string]bool{}
)

// register adds the built-in game UIs (games.go), in menu order. A UI
// whose game the engine does not know, or a UI registered twice, is a
// programming error.
func register(us ...ui.GameUI) {
	for _, u := range us {
		if _, err := games.Lookup(u.Game().Name()); err != nil {
			panic(fmt.Sprintf("game UI for %q: %v", u.Game().Name(), err))
		}
		if err := Register(u); err != nil {
			panic(err)
		}
	}
}

// Register adds a game UI to the client, after those already there: the
// menu, the setup, the table, hotseat, results and online play reach the
// game through it. Its rules join the engine's registry (engine/games) if
// they are not there yet, so a game from outside the built-in list (a
// plug-in, a test) plugs in with this one call.
func Register(u ui.GameUI) error {
	g := u.Game()
	name := g.Name()
	uiMu.Lock()
	defer uiMu.Unlock()
	for _, have := range gameUIs {
		if have.Game().Name() == name {
			return fmt.Errorf("game UI for %q registered twice", name)
		}
	}
	if _, err := games.Lookup(name); err != nil {
		if err := games.Register(g); err != nil {
			return err
		}
		addedRules[name] = true
	}
	gameUIs = append(gameUIs, u)
	return nil
}

// Unregister removes the game UI of a game (and its rules, if Register
// added them).
func Unregister(name string) {
	uiMu.Lock()
	defer uiMu.Unlock()
	for i, u := range gameUIs {
		if u.Game().Name() == name {
			gameUIs = append(gameUIs[:i:i], gameUIs[i+1:]...)
			break
		}
	}
	if addedRules[name] {
		games.Unregister(name)
		delete(addedRules, name)
	}
}

// uis lists the registered game UIs, in menu order.
func uis() []ui.GameUI {
	uiMu.RLock()
	defer uiMu.RUnlock()
	return append([]ui.GameUI(nil), gameUIs...)
}

// lookupUI is the UI of a game, by the engine's name.
func lookupUI(name string) (ui.GameUI, bool) {
	for _, u := range uis() {
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
	us := uis()
	out := make([]engine.Game, len(us))
	for i, u := range us {
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
