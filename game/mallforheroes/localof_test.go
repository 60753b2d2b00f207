package mallforheroes_test

import (
	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/match"
)

// localOf is the local match a test's driver runs.
func localOf(d *match.Driver) *match.Local {
	l, ok := d.Local()
	if !ok {
		panic("not a local match")
	}
	return l
}

// logOf is the local match's log as an engine match.
func logOf(d *match.Driver) *engine.Match {
	c := localOf(d).Config()
	return &engine.Match{Game: c.Game, Options: c.Options, Steps: d.Steps()}
}
