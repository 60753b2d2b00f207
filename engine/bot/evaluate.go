package bot

import (
	"github.com/galleria-games/galleria/engine"
)

// SearchEvaluator is implemented by the states of a game whose search wants
// a different evaluation from the one the greedy bot plays by: one that
// looks further ahead than the position's worth today. The search ranks,
// plays on and scores with it when it is there, with Evaluate otherwise;
// the greedy bot always plays by Evaluate, so it stays the same baseline.
type SearchEvaluator interface {
	SearchEvaluate(seat int) float64
}

// hasEval reports whether st can be evaluated (evaluate's ok).
func hasEval(st engine.State) bool {
	switch st.(type) {
	case SearchEvaluator, engine.Evaluator:
		return true
	}
	return false
}

// evaluate is seat's value of st for the search: SearchEvaluate where the
// game has it, else Evaluate; ok is false for a game with neither.
func evaluate(st engine.State, seat int) (v float64, ok bool) {
	switch e := st.(type) {
	case SearchEvaluator:
		return e.SearchEvaluate(seat), true
	case engine.Evaluator:
		return e.Evaluate(seat), true
	}
	return 0, false
}
