package match

import (
	"sync"

	"github.com/galleria-games/galleria/engine"
)

// Searchable reports whether the search bot (its levels, and the hint) can
// play a game on st's views: they sample full states (engine.Determinizer).
func Searchable(st engine.State) bool {
	_, ok := st.View(0).(engine.Determinizer)
	return ok
}

// StandIn is the bot that takes over an abandoned seat of the match of st
// (online, when the host hands over a seat whose player is gone): the
// search bot's normal level, or greedy for a game it cannot play.
func StandIn(st engine.State) string {
	if Searchable(st) {
		return "normal"
	}
	return "greedy"
}

// SearchableGame reports whether the search bot can play game g: Searchable
// on a new match of g with its default options (false for a game that
// makes no state). The answer is kept, by game name.
func SearchableGame(g engine.Game) bool {
	if g == nil {
		return false
	}
	if v, ok := searchableGames.Load(g.Name()); ok {
		return v.(bool)
	}
	ok := false
	if opts, err := g.Normalize(engine.Options{}); err == nil {
		if st, err := g.New(opts); err == nil {
			ok = Searchable(st)
		}
	}
	searchableGames.Store(g.Name(), ok)
	return ok
}

var searchableGames sync.Map // game name → SearchableGame
