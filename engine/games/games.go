// Package games is the registry of every rules package: it maps the short
// names used in logs, URLs and command lines ("mallworld") to engine.Game.
// Front ends (cmd/galleria, the wasm client) look games up here so that adding
// a game is one line in this file.
package games

import (
	"fmt"
	"strings"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/engine/mallworld"
)

// all lists the games in the order menus show them.
var all = []engine.Game{
	mallworld.Game{},
	mallornothing.Game{},
}

// All returns every known game, in menu order. The slice is a copy.
func All() []engine.Game {
	return append([]engine.Game(nil), all...)
}

// Names returns the names of every known game, in menu order.
func Names() []string {
	names := make([]string, len(all))
	for i, g := range all {
		names[i] = g.Name()
	}
	return names
}

// Lookup returns the game with that name. An unknown name is an error that
// lists the known ones.
func Lookup(name string) (engine.Game, error) {
	for _, g := range all {
		if g.Name() == name {
			return g, nil
		}
	}
	if name == "" {
		return nil, fmt.Errorf("no game named (known games: %s)", strings.Join(Names(), ", "))
	}
	return nil, fmt.Errorf("unknown game %q (known games: %s)", name, strings.Join(Names(), ", "))
}
