package game

import "github.com/galleria-games/galleria/game/match"

// localOf is the local match a test's driver runs.
func localOf(d *match.Driver) *match.Local {
	l, ok := d.Local()
	if !ok {
		panic("not a local match")
	}
	return l
}
