package book_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/rulebook/booktest"
)

func TestRegistered(t *testing.T) { booktest.Registered(t, mallornothing.GameName) }

func TestBothLanguages(t *testing.T) { booktest.BothLanguages(t, mallornothing.GameName) }

// TestReferenceMatchesEngine: every entry of each engine table the
// reference covers is a row, with the engine's numbers (both languages).
func TestReferenceMatchesEngine(t *testing.T) {
	lang.ResetMisses()
	for _, tag := range lang.Tags {
		t.Run(tag, func(t *testing.T) {
			b := booktest.InLang(t, tag, mallornothing.GameName)
			cards := booktest.Table(t, b, "cards", mallornothing.Cards)
			for n := 1; n <= mallornothing.Cards; n++ {
				face, err := mallornothing.Face(n)
				if err != nil {
					t.Fatal(err)
				}
				h := strings.Count(fmt.Sprint(face), "H ") + strings.Count(fmt.Sprint(face), "H]")
				booktest.Nums(t, cards, n-1, n, h)
			}
			sq := booktest.Table(t, b, "squares", 7)
			// Points as the engine scores them, on grids of their own.
			score := func(rows ...string) mallornothing.Score {
				s, err := mallornothing.ScoreGrid(rows)
				if err != nil {
					t.Fatal(err)
				}
				return s
			}
			booktest.Nums(t, sq, 1, score("H H H H", "D D D D").Department)
			booktest.Nums(t, sq, 3, score("C H").Clothing)
			booktest.Nums(t, sq, 4, score("R", "H").Restaurant, score("R R R", "H H H").Restaurant)
			booktest.Nums(t, sq, 5, score("S:Post", "H").Services)
		})
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("French lookups without a translation: %q", m)
	}
}
