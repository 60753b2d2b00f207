package ui

import "github.com/galleria-games/galleria/engine"

// A ScorePart is one line of a seat's results breakdown: what scored, in
// words (the current language), and its points (negative for a loss).
type ScorePart struct {
	Label  string
	Points int
}

// A ResultsExplainer is a GameUI that breaks each seat's final total into
// its parts, from the engine's own scoring. The parts of a seat sum to its
// total in the engine's Result (Scores[seat]).
type ResultsExplainer interface {
	ResultParts(st engine.State, seat int) []ScorePart
}
