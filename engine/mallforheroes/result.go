package mallforheroes

import (
	"sort"
	"strconv"

	"github.com/galleria-games/galleria/engine"
)

// SoloMall is one solo mall's standing.
type SoloMall struct {
	Score Breakdown
	Met   bool // the level's condition holds for this mall
	// Count is the number the level's condition is about, for this mall
	// (see SoloRule): with the level's Limit (SoloLevelOf) a client says
	// the condition's state in its own words.
	Count int
	Why   string // the condition's state in English, for logs and tools
}

// SoloResult is the solo standing (§5.4): the final score is the lower of
// the two malls; the level is beaten when both malls meet its condition and
// the final score reaches the target.
type SoloResult struct {
	Level  int
	Target int
	Malls  [2]SoloMall
	Final  int
	Met    bool // both malls meet the condition
	Beaten bool // Met and Final >= Target
}

// SoloOutcome is the solo standing now (at the end: the result); ok false
// in a game of 2 or more players.
func (s *State) SoloOutcome() (SoloResult, bool) {
	if !s.solo() {
		return SoloResult{}, false
	}
	r := SoloResult{Level: int(s.level), Target: SoloTarget(int(s.level)), Met: true}
	for p := 0; p < 2; p++ {
		b := s.score(p, nil)
		met, n, why := s.soloCondition(p, b)
		r.Malls[p] = SoloMall{Score: b, Met: met, Count: n, Why: why}
		r.Met = r.Met && met
	}
	r.Final = min(r.Malls[0].Score.Total, r.Malls[1].Score.Total)
	r.Beaten = r.Met && r.Final >= r.Target
	return r, true
}

// soloCondition checks the level's condition for mall p (§5.4): whether
// it is met, the count it is about, and its state in English.
func (s *State) soloCondition(p int, b Breakdown) (met bool, n int, why string) {
	lv := s.SoloLevel()
	c := s.malls[p].typeCounts()
	limit := strconv.Itoa(lv.Limit)
	switch lv.Rule {
	case SoloMonoGardens:
		n = b.MonoGardens
		return n >= lv.Limit, n, counted(n, "single-colour garden", "single-colour gardens") + " of the " + limit + " needed"
	case SoloMaxTypes:
		n = typesIn(c)
		return n <= lv.Limit, n, counted(n, "Shop type", "Shop types") + ", at most " + limit + " allowed"
	case SoloNoGardens:
		n = b.GardenCount
		return n <= lv.Limit, n, counted(n, "completed garden", "completed gardens") + ", none allowed"
	case SoloTypesShort:
		for _, k := range c {
			if k < lv.Limit {
				n++
			}
		}
		return n == 0, n, counted(n, "type", "types") + " with fewer than " + limit + " Shops"
	case SoloGardens:
		n = b.GardenCount
		return n >= lv.Limit, n, counted(n, "completed garden", "completed gardens") + " of the " + limit + " needed"
	}
	return true, 0, "two Monsters, no other condition"
}

// counted is n and the noun, singular for 1.
func counted(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// Result implements engine.State. With 2 or more players: scores are points
// (§4.2), ranked by score, then completed gardens, then Towers; players
// still tied share the place (§4.3). Solo: one score, the final score (the
// lower mall); place 1 and the single winner when the level is beaten,
// place 2 and no winner when not.
func (s *State) Result() *engine.Result {
	if s.phase != phOver {
		return nil
	}
	if s.solo() {
		r, _ := s.SoloOutcome()
		res := &engine.Result{Scores: []int64{int64(r.Final)}, Places: []int{2}}
		verdict := engine.Word("not beaten")
		if r.Beaten {
			res.Places[0], res.Winners = 1, []int{0}
			verdict = "beaten"
		}
		cond := engine.Word("condition met by both malls")
		if !r.Met {
			cond = "condition not met by both malls"
		}
		res.SetNote(engine.NewNote("Solo level %d %s: final score %d (mall A %d, mall B %d) against the target %d; %s.",
			r.Level, verdict, r.Final, r.Malls[0].Score.Total, r.Malls[1].Score.Total, r.Target, cond))
		return res
	}
	n := int(s.seats)
	keys := make([][3]int, n)
	scores := make([]int64, n)
	for p := 0; p < n; p++ {
		b := s.score(p, nil)
		keys[p] = [3]int{b.Total, b.GardenCount, b.TowerCount}
		scores[p] = int64(b.Total)
	}
	places, note := rankKeys(keys)
	var winners []int
	for p := 0; p < n; p++ {
		if places[p] == 1 {
			winners = append(winners, p)
		}
	}
	r := &engine.Result{Scores: scores, Places: places, Winners: winners}
	r.SetNote(note)
	return r
}

// rankKeys places players by (score, gardens, Towers), higher first;
// players equal on all three share a place (§4.3).
func rankKeys(keys [][3]int) ([]int, engine.Note) {
	n := len(keys)
	better := func(a, b int) bool {
		for i := 0; i < 3; i++ {
			if keys[a][i] != keys[b][i] {
				return keys[a][i] > keys[b][i]
			}
		}
		return false
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return better(order[i], order[j]) })
	places := make([]int, n)
	for i, p := range order {
		if i > 0 && !better(order[i-1], p) {
			places[p] = places[order[i-1]]
		} else {
			places[p] = i + 1
		}
	}
	return places, tieNote(order, keys)
}

// tieNote says how the top score was decided.
func tieNote(order []int, keys [][3]int) engine.Note {
	top := keys[order[0]]
	tied := 0
	for _, k := range keys {
		if k[0] == top[0] {
			tied++
		}
	}
	switch {
	case tied == 1:
		return engine.Fixed("Ranked by score; ties are broken by completed gardens, then Wizard's Towers.")
	case len(order) > 1 && keys[order[1]][0] == top[0] && keys[order[1]][1] != top[1]:
		return engine.Fixed("Top score tied: the most completed gardens wins.")
	case len(order) > 1 && keys[order[1]][0] == top[0] && keys[order[1]][2] != top[2]:
		return engine.Fixed("Top score and gardens tied: the most Wizard's Towers wins.")
	}
	return engine.Fixed("Top score, gardens and Towers tied: the tied players share the victory.")
}
