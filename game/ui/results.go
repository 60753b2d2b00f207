package ui

import "github.com/galleria-games/galleria/engine"

// A ScorePart is one line of a seat's results breakdown: what scored, in
// words (the current language), and its points (negative for a loss).
type ScorePart struct {
	Label  string
	Points int
}

// A ResultsExplainer is a GameUI that breaks each seat's final total into
// its parts, from the engine's own scoring. It reads the match log, not a
// final state: some games' final state does not keep where the points came
// from, and a replay or a history entry has the log of a match no table
// followed. The parts of a seat sum to its total in the engine's Result
// (Scores[seat]).
type ResultsExplainer interface {
	// ResultParts gives the parts of seat's final total for the finished
	// match m; nil if m does not replay, is not finished or has no such
	// seat.
	ResultParts(m *engine.Match, seat int) []ScorePart
}

// FinalState replays m with g and gives its final state if the match is
// over; nil if m is nil, is of another game, does not replay or is not
// finished.
func FinalState(g engine.Game, m *engine.Match) engine.State {
	if m == nil {
		return nil
	}
	st, err := engine.Replay(g, m)
	if err != nil || st.Result() == nil {
		return nil
	}
	return st
}
