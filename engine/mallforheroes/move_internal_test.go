package mallforheroes

import (
	"math/rand/v2"
	"testing"

	"github.com/galleria-games/galleria/engine"
)

// TestMoveAgreesWithMv: on every seat move of random games (solo and 2 to
// 5 players), ParseMove's Move has the fields of the mv that Apply reads
// (parseMove), so a client reads a move as the engine plays it.
func TestMoveAgreesWithMv(t *testing.T) {
	heroOf := [nHeroWords]int{heroRogue: Rogue, heroDruid: Druid, heroPaladin: Paladin, heroSorceress: Sorceress}
	checked := 0
	for players := 1; players <= 5; players++ {
		rng := rand.New(rand.NewPCG(uint64(players), 7))
		for g := 0; g < 5; g++ {
			s, _ := Game{}.NewState(engine.Options{"players": string(rune('0' + players)), "level": "2"})
			for s.phase != phOver {
				seat := engine.Chance
				if d := s.Decision(); d.Kind == engine.Turn {
					seat = d.Seats[0]
				}
				legal := s.LegalMoves(seat)
				for _, text := range legal {
					if seat == engine.Chance {
						continue
					}
					m, err := ParseMove(text)
					v, ok := parseMove(text)
					if err != nil || !ok || MoveKind(v.kind) != m.Kind || heroOf[v.hero] != m.Hero {
						t.Fatalf("%q: Move %+v (%v), mv %+v (%v)", text, m, err, v, ok)
					}
					var a, b, c, d int
					var types uint8
					switch m.Kind {
					case MoveDraft:
						a, b = m.Col, m.Row
					case MovePlace:
						a, b = m.X, m.Y
					case MoveSwap:
						a, b, c, d = m.X, m.Y, m.X2, m.Y2
					case MoveTower:
						a, b, c = m.Wizard, m.X, m.Y
					case MoveRemove:
						for _, ty := range m.Types {
							types |= 1 << ty
						}
					}
					if [4]int{a, b, c, d} != [4]int{int(v.a), int(v.b), int(v.c), int(v.d)} || types != v.types {
						t.Fatalf("%q: Move %+v, mv %+v", text, m, v)
					}
					checked++
				}
				if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if checked < 10000 {
		t.Errorf("only %d moves checked", checked)
	}
	t.Logf("%d seat moves checked", checked)
}
