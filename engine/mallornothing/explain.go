package mallornothing

import "github.com/galleria-games/galleria/engine"

// The formats of Explain's notes (besides engine.PointsNote).
const (
	ExplainHallway     = "your hallway grows by %d squares"
	ExplainHallway1    = "your hallway grows by %d square"
	ExplainHallwayCut  = "your hallway shrinks by %d squares"
	ExplainHallwayCut1 = "your hallway shrinks by %d square"
	ExplainDiscard     = "the card has no legal place, so it is discarded"
)

// explainKinds are the formats of a kind of store that scores more, in the
// order Score lists them.
var explainKinds = [6]string{
	"department stores +%d",
	"beauty shops +%d",
	"clothing stores +%d",
	"restaurants +%d",
	"services +%d",
	"entertainment +%d",
}

// Explain implements engine.Explainer: what seat's placement does to its
// mall as the round will resolve it (Preview), compared with the mall now:
// the points now, the hallway grown or cut, the kinds of stores that score
// more.
func (s *State) Explain(seat int, move string) ([]engine.Note, error) {
	if s.Viewer() != seat {
		v, err := engine.ExplainOn(s, seat)
		if err != nil {
			return nil, err
		}
		return v.(*State).Explain(seat, move)
	}
	after, err := s.Preview(seat, move)
	if err != nil {
		return nil, err
	}
	m, err := ParseMove(move)
	if err != nil {
		return nil, err
	}
	before, now := s.ScoreOf(seat), after.ScoreOf(seat)
	notes := []engine.Note{engine.PointsNote(now.Total - before.Total)}
	if m.Kind == MoveDiscard {
		return append(notes, engine.NewNote(ExplainDiscard)), nil
	}
	switch d := now.Hallway - before.Hallway; {
	case d == 1:
		notes = append(notes, engine.NewNote(ExplainHallway1, d))
	case d > 1:
		notes = append(notes, engine.NewNote(ExplainHallway, d))
	case d == -1:
		notes = append(notes, engine.NewNote(ExplainHallwayCut1, -d))
	case d < -1:
		notes = append(notes, engine.NewNote(ExplainHallwayCut, -d))
	}
	b := [6]int{before.Department, before.Beauty, before.Clothing, before.Restaurant, before.Services, before.Entertainment}
	a := [6]int{now.Department, now.Beauty, now.Clothing, now.Restaurant, now.Services, now.Entertainment}
	for i, f := range explainKinds {
		if d := a[i] - b[i]; d > 0 {
			notes = append(notes, engine.NewNote(f, d))
		}
	}
	return notes, nil
}

// ExplainFormats lists every format Explain may use (for translations).
func ExplainFormats() []string {
	return append([]string{ExplainHallway, ExplainHallway1, ExplainHallwayCut, ExplainHallwayCut1, ExplainDiscard}, explainKinds[:]...)
}
