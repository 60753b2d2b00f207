package game

import (
	"github.com/galleria-games/galleria/game/luxshopping"
	"github.com/galleria-games/galleria/game/mallforheroes"
	"github.com/galleria-games/galleria/game/mallornothing"
	"github.com/galleria-games/galleria/game/mallworld"
)

// The one file of the shell that names games: a line registers a game's UI
// (its table, picker and narration, in its own package), in menu order.
func init() {
	register(mallworld.UI{})
	register(mallornothing.UI{})
	register(luxshopping.UI{})
	register(mallforheroes.UI{})
}
