package mallworld_test

import (
	"testing"

	"github.com/galleria-games/galleria/engine/enginetest"
)

// BenchmarkEvaluate evaluates the mid-game states of benchSteps for their seat.
func BenchmarkEvaluate(b *testing.B) { enginetest.BenchEvaluate(b, benchSteps()) }
