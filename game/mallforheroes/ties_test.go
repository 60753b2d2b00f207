package mallforheroes_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
	mfh "github.com/galleria-games/galleria/game/mallforheroes"
	"github.com/galleria-games/galleria/game/ui"
)

// TestTieWords plays random 2-player games (ties come up often there)
// until some end with tied scores: the closing narration says what ranked
// the tied players (gardens, Towers, or a shared place), in both
// languages, with the counts the engine's scores give.
func TestTieWords(t *testing.T) {
	t.Cleanup(func() { lang.Set(lang.English) })
	names := []string{"You", ui.BotNames[1]}
	found := 0
	for seed := uint64(1); seed <= 400 && found < 3; seed++ {
		st, err := rules.Game{}.NewState(engine.Options{"players": "2"})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 5))
		pick := pickMove(rng)
		var before *rules.State
		var last engine.Step
		for i := 0; i < 5000 && st.Decision().Kind != engine.Terminal; i++ {
			before = st.Copy()
			d := st.Decision()
			seat, move := engine.Chance, ""
			if d.Kind == engine.ChanceNode {
				out := st.ChanceOutcomes()
				move = out[rng.IntN(len(out))].Move
			} else {
				seat = d.Seats[0]
				move = pick(st, st.LegalMoves(seat))
			}
			if err := st.Apply(seat, move); err != nil {
				t.Fatal(err)
			}
			last = engine.Step{Seat: seat, Move: move}
		}
		a, b := st.ScoreOf(0), st.ScoreOf(1)
		if a.Total != b.Total {
			continue
		}
		found++
		for _, tag := range []string{lang.English, lang.French} {
			lang.Set(tag)
			lines := mfh.Narrate(before, st, last, names)
			end := lines[len(lines)-1]
			var want string
			switch {
			case a.GardenCount != b.GardenCount:
				want = fmt.Sprintf("(%d ", max(a.GardenCount, b.GardenCount))
			case a.TowerCount != b.TowerCount:
				want = fmt.Sprintf("(%d ", max(a.TowerCount, b.TowerCount))
			default:
				want = fmt.Sprintf("(%d)", a.TowerCount)
			}
			if !strings.Contains(end, want) || !strings.Contains(end, "Égalité") && !strings.Contains(end, "Tie on") {
				t.Errorf("seed %d %s: tied at %d (gardens %d/%d, Towers %d/%d), told %q", seed, tag, a.Total, a.GardenCount, b.GardenCount, a.TowerCount, b.TowerCount, end)
			}
			t.Logf("seed %d %s: %s", seed, tag, end)
		}
	}
	if found == 0 {
		t.Fatal("no tied game found")
	}
}
