package mallforheroes_test

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/mallforheroes"
)

// TestSoloLevels: the level table holds §5.4's conditions and targets, and
// in random solo games at every level each mall's standing gives the count
// its condition is about: met exactly as the rule and the limit say, and
// the count the English words start with.
func TestSoloLevels(t *testing.T) {
	want := map[int]mallforheroes.SoloLevel{
		1: {Level: 1, Rule: mallforheroes.SoloMonoGardens, Limit: 2, Target: 50},
		2: {Level: 2, Rule: mallforheroes.SoloMaxTypes, Limit: 4, Target: 50},
		3: {Level: 3, Rule: mallforheroes.SoloNoGardens, Bonus: 6, Target: 45},
		4: {Level: 4, Rule: mallforheroes.SoloTypesShort, Limit: 2, Target: 50},
		5: {Level: 5, Rule: mallforheroes.SoloGardens, Limit: 6, Target: 55},
		6: {Level: 6, Rule: mallforheroes.SoloMonsters, Monsters: 2, Target: 55},
	}
	for _, lv := range []int{0, 7, -1} {
		if got := mallforheroes.SoloLevelOf(lv); got != (mallforheroes.SoloLevel{}) || mallforheroes.SoloTarget(lv) != 0 {
			t.Errorf("level %d: %+v", lv, got)
		}
	}
	met := map[bool]int{}
	for lv := 1; lv <= 6; lv++ {
		if got := mallforheroes.SoloLevelOf(lv); got != want[lv] || mallforheroes.SoloTarget(lv) != want[lv].Target {
			t.Errorf("level %d: %+v, want %+v", lv, got, want[lv])
		}
		rng := rand.New(rand.NewPCG(uint64(lv), 5))
		for g := 0; g < 20; g++ {
			st, _ := mallforheroes.Game{}.NewState(engine.Options{"players": "1", "level": strconv.Itoa(lv)})
			if st.SoloLevel() != want[lv] || len(st.Monsters()) != 0 && lv != 6 {
				t.Fatalf("level %d: the state's level %+v", lv, st.SoloLevel())
			}
			for st.Phase() != "over" {
				seat := engine.Chance
				if d := st.Decision(); d.Kind == engine.Turn {
					seat = d.Seats[0]
				}
				legal := st.LegalMoves(seat)
				if err := st.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			if lv == 6 && len(st.Monsters()) != 2 {
				t.Errorf("level 6: Monsters %v", st.Monsters())
			}
			r, _ := st.SoloOutcome()
			L := want[lv]
			for p, m := range r.Malls {
				ok := true
				switch L.Rule {
				case mallforheroes.SoloMonoGardens:
					ok = m.Count == m.Score.MonoGardens && m.Met == (m.Count >= L.Limit)
				case mallforheroes.SoloMaxTypes:
					ok = m.Met == (m.Count <= L.Limit)
				case mallforheroes.SoloNoGardens:
					ok = m.Count == m.Score.GardenCount && m.Met == (m.Count == 0) && m.Score.Bonus == L.Bonus*m.Score.EmptyAreas
				case mallforheroes.SoloTypesShort:
					ok = m.Met == (m.Count == 0)
				case mallforheroes.SoloGardens:
					ok = m.Count == m.Score.GardenCount && m.Met == (m.Count >= L.Limit)
				case mallforheroes.SoloMonsters:
					ok = m.Count == 0 && m.Met
				}
				if !ok || L.Rule != mallforheroes.SoloMonsters && !strings.HasPrefix(m.Why, strconv.Itoa(m.Count)+" ") {
					t.Errorf("level %d, mall %d: %+v", lv, p, m)
				}
				met[m.Met]++
			}
		}
	}
	if met[true] == 0 || met[false] == 0 {
		t.Errorf("conditions met and not: %v", met)
	}
}
