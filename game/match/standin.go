package match

import "github.com/galleria-games/galleria/engine"

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
