package mallornothing_test

import (
	"testing"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/gametest"
)

// Every format of the engine's Explain notes has its French, and the notes
// of the moves of random games, worded in French, miss nothing.
func TestFrenchReasons(t *testing.T) {
	gametest.CheckFrenchReasons(t, rules.Game{}, nil, append(rules.ExplainFormats(), engine.PointsGained, engine.PointGained, engine.PointsLost, engine.PointLost, engine.PointsNothing))
}
