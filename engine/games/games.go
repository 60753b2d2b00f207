// Package games is the registry of every rules package: it maps the short
// names used in logs, URLs and command lines ("mallworld") to engine.Game.
// Front ends (cmd/galleria, the wasm client) look games up here so that adding
// a game is one line in this file. Games outside that built-in list (tests,
// plug-ins) are added with Register.
package games

import (
	"fmt"
	"strings"
	"sync"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/engine/mallworld"
)

var (
	mu sync.RWMutex
	// all lists the games in the order menus show them: the built-in ones,
	// then those added by Register in the order they were added.
	all = []engine.Game{
		mallworld.Game{},
		mallornothing.Game{},
		luxshopping.Game{},
		mallforheroes.Game{},
	}
	// builtin is the number of built-in games at the front of all.
	builtin = len(all)
)

// All returns every known game, in menu order. The slice is a copy.
func All() []engine.Game {
	mu.RLock()
	defer mu.RUnlock()
	return append([]engine.Game(nil), all...)
}

// Names returns the names of every known game, in menu order.
func Names() []string {
	mu.RLock()
	defer mu.RUnlock()
	return names()
}

// names lists the names; the caller holds mu.
func names() []string {
	out := make([]string, len(all))
	for i, g := range all {
		out[i] = g.Name()
	}
	return out
}

// Lookup returns the game with that name. An unknown name is an error that
// lists the known ones.
func Lookup(name string) (engine.Game, error) {
	mu.RLock()
	defer mu.RUnlock()
	for _, g := range all {
		if g.Name() == name {
			return g, nil
		}
	}
	if name == "" {
		return nil, fmt.Errorf("no game named (known games: %s)", strings.Join(names(), ", "))
	}
	return nil, fmt.Errorf("unknown game %q (known games: %s)", name, strings.Join(names(), ", "))
}

// Register adds a game that is not in the built-in list (a test's game, a
// plug-in) after the games already known, so that Lookup, All and Names
// include it. A nil game, an empty name or a name already taken is an
// error. It is safe to call while other goroutines use the registry.
func Register(g engine.Game) error {
	if g == nil {
		return fmt.Errorf("register: no game")
	}
	name := g.Name()
	if name == "" {
		return fmt.Errorf("register %T: the game has no name", g)
	}
	mu.Lock()
	defer mu.Unlock()
	for _, known := range all {
		if known.Name() == name {
			return fmt.Errorf("register: a game named %q is already known", name)
		}
	}
	all = append(all[:len(all):len(all)], g)
	return nil
}

// Unregister removes a game added by Register. An unknown name, or the name
// of a built-in game (which cannot be removed), changes nothing. It is safe
// to call while other goroutines use the registry.
func Unregister(name string) {
	mu.Lock()
	defer mu.Unlock()
	for i := builtin; i < len(all); i++ {
		if all[i].Name() == name {
			next := make([]engine.Game, 0, len(all)-1)
			all = append(append(next, all[:i]...), all[i+1:]...)
			return
		}
	}
}

// RegisterFollowers registers the follow rules of every built-in game
// (engine.RegisterFollow), so that their views follow redacted logs. Only
// the programs that redact call it (netplay does): the rules stay out of
// the others.
func RegisterFollowers() {
	engine.RegisterFollow(mallworld.GameName, mallworld.FollowRules())
	engine.RegisterFollow(mallornothing.GameName, mallornothing.FollowRules())
	engine.RegisterFollow(luxshopping.GameName, luxshopping.FollowRules())
	engine.RegisterFollow(mallforheroes.GameName, mallforheroes.FollowRules())
}
