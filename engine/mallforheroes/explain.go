package mallforheroes

import (
	"fmt"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// The formats of Explain's notes (besides engine.PointsNote).
const (
	ExplainTakes      = "drafts a %s Shop"
	ExplainAbilities  = "your Shops' abilities score %d more"
	ExplainGarden     = "completes a garden"
	ExplainGardens    = "completes %d gardens"
	ExplainTower      = "builds a Tower"
	ExplainMonsterUp  = "the Monsters cost you %d more"
	ExplainMonsterOff = "the Monsters cost you %d less"
	ExplainNoMonster  = "keeps clear of the Monsters"
)

// Explain implements engine.Explainer: what seat's move does to the mall it
// plays (the seat's own, or in solo mall A or B), compared with the mall
// before the move: the points now (the mall's score if the game ended
// now), the Shop drafted, the gardens completed, a Tower built, the
// Monsters' penalty.
func (s *State) Explain(seat int, move string) ([]engine.Note, error) {
	if s.Viewer() != seat {
		v, err := engine.ExplainOn(s, seat)
		if err != nil {
			return nil, err
		}
		return v.(*State).Explain(seat, move)
	}
	m, err := ParseMove(move)
	if err != nil {
		return nil, err
	}
	if m.Kind.Chance() {
		return nil, fmt.Errorf("explain: %q is a chance outcome, not a seat's move", move)
	}
	p := s.ActiveMall()
	if p < 0 {
		p = seat
	}
	var took Type
	taking := m.Kind == MoveDraft
	if taking {
		took = Shop(s.DisplayAt(m.Col, m.Row)).Type
	}
	after := s.Copy()
	if err := after.Apply(seat, move); err != nil {
		return nil, err
	}
	b, a := s.ScoreOf(p), after.ScoreOf(p)
	notes := []engine.Note{engine.PointsNote(a.Total - b.Total)}
	if taking {
		name := took.String()
		name = strings.ToUpper(name[:1]) + name[1:]
		notes = append(notes, engine.NewNote(ExplainTakes, engine.Word(name)))
	}
	if d := a.Shops - b.Shops; d > 0 {
		notes = append(notes, engine.NewNote(ExplainAbilities, d))
	}
	switch d := a.GardenCount - b.GardenCount; {
	case d == 1:
		notes = append(notes, engine.NewNote(ExplainGarden))
	case d > 1:
		notes = append(notes, engine.NewNote(ExplainGardens, d))
	}
	if a.TowerCount > b.TowerCount {
		notes = append(notes, engine.NewNote(ExplainTower))
	}
	switch d := a.Monsters - b.Monsters; {
	case d < 0:
		notes = append(notes, engine.NewNote(ExplainMonsterUp, -d))
	case d > 0:
		notes = append(notes, engine.NewNote(ExplainMonsterOff, d))
	case b.Monsters == 0 && m.Kind == MovePlace && len(s.Monsters()) > 0:
		notes = append(notes, engine.NewNote(ExplainNoMonster))
	}
	return notes, nil
}

// ExplainFormats lists every format Explain may use (for translations).
func ExplainFormats() []string {
	return []string{ExplainTakes, ExplainAbilities, ExplainGarden, ExplainGardens, ExplainTower,
		ExplainMonsterUp, ExplainMonsterOff, ExplainNoMonster}
}
