package engine

import "fmt"

// Explainer is implemented by states that can say what a move does for the
// seat that plays it, in game terms: the points it brings now, what it
// builds, completes, takes or denies. The engine works it out from the rules
// (the move applied to a copy, compared with the state before). The notes
// name things as the game does (shops, zones, contracts): never a move's
// text or a card's code. On a view the notes use only what the seat sees.
// A move that is not legal now is an error and s is unchanged.
type Explainer interface {
	Explain(seat int, move string) ([]Note, error)
}

// Explain is st's notes about seat's move, or nil (no error) when the game
// does not implement Explainer.
func Explain(st State, seat int, move string) ([]Note, error) {
	e, ok := st.(Explainer)
	if !ok {
		return nil, nil
	}
	return e.Explain(seat, move)
}

// The formats of PointsNote: a change of score now.
const (
	PointsGained  = "+%d points now"
	PointGained   = "+%d point now"
	PointsLost    = "costs %d points now"
	PointLost     = "costs %d point now"
	PointsNothing = "no points now"
)

// PointsNote is the note of a change of score of delta points now: "+6
// points now", "+1 point now", "costs 2 points now" or "no points now".
func PointsNote(delta int) Note {
	switch {
	case delta == 1:
		return NewNote(PointGained, 1)
	case delta > 1:
		return NewNote(PointsGained, delta)
	case delta == -1:
		return NewNote(PointLost, 1)
	case delta < 0:
		return NewNote(PointsLost, -delta)
	}
	return NewNote(PointsNothing)
}

// NotePoints reads back the change of score a PointsNote states; ok is
// false for any other note.
func NotePoints(n Note) (delta int, ok bool) {
	arg := func() int {
		if len(n.Args) == 1 {
			if v, ok := n.Args[0].(int); ok {
				return v
			}
		}
		return 0
	}
	switch n.Format {
	case PointsGained, PointGained:
		return arg(), true
	case PointsLost, PointLost:
		return -arg(), true
	case PointsNothing:
		return 0, true
	}
	return 0, false
}

// ExplainOn is the state an Explain of seat's move reasons on: st's view for
// seat (a full state's secrets never reach the notes), or nil with an error
// when st is another seat's view.
func ExplainOn(st State, seat int) (State, error) {
	switch v := st.Viewer(); {
	case v == seat:
		return st, nil
	case v >= 0:
		return nil, fmt.Errorf("explain: %s's view cannot explain a move of %s", SeatName(v), SeatName(seat))
	}
	return st.View(seat), nil
}
