package mallforheroes

import (
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

var _ ui.ResultsExplainer = UI{}

// part is one line of a mall's results: a part of its score with what it
// is about, for its icon (kind "shop", "garden", "tower", "monster" or
// "bonus"; id the Wizard of a Tower, the Monster of a penalty).
type part struct {
	kind  string
	id    int
	short string // a few words for a chip: "Taverns", "Gardens", "Troll"
	ui.ScorePart
}

// ResultParts implements ui.ResultsExplainer: seat's final score in
// parts, from the engine's ScoreMapOf: the Shops' abilities by type, the gardens,
// each Tower, each Monster that costs points, the solo bonus. With 2 or
// more players a seat's total (Result.Scores) is the plain sum of its
// mall's parts; the tie-breaks (completed gardens, Towers) are counts, not
// points. In solo the one score is the lower mall's: the parts are that
// mall's, each label naming it. Nil if m does not replay or is not over.
func (UI) ResultParts(m *engine.Match, seat int) []ui.ScorePart {
	return seatParts(ui.FinalState(rules.Game{}, m), seat)
}

// seatParts is ResultParts on the final state st.
func seatParts(st engine.State, seat int) []ui.ScorePart {
	s, ok := st.(*rules.State)
	if !ok || seat < 0 || seat >= s.Seats() {
		return nil
	}
	p, prefix := seat, ""
	if r, solo := s.SoloOutcome(); solo {
		p = lowerMall(r)
		prefix = lang.F("Mall %s (the lower)", string(rune('A'+p)))
	}
	var out []ui.ScorePart
	for _, pt := range mallParts(s, p) {
		if prefix != "" {
			pt.Label = lang.F("%s · %s", prefix, pt.Label)
		}
		out = append(out, pt.ScorePart)
	}
	return out
}

// lowerMall is the solo mall whose score is the final one (the lower; A
// when both are equal).
func lowerMall(r rules.SoloResult) int {
	if r.Malls[1].Score.Total < r.Malls[0].Score.Total {
		return 1
	}
	return 0
}

// mallParts is mall p's score in parts (p: a seat, or in solo 0 for mall A
// and 1 for mall B): the Shops of each type with their abilities' points,
// the gardens, each Tower, each Monster that costs points, the bonus.
// Monsters that cost nothing are left out.
func mallParts(s *rules.State, p int) []part {
	sm := s.ScoreMapOf(p)
	sc := sm.Score
	var out []part
	// The Shops by type, in the types' order: each Shop's ability points
	// (the engine's items) under its card's type.
	const types = 6
	var byType [types][]int
	var gardens []int
	for _, it := range sm.Items {
		switch it.Kind {
		case "shop":
			t := rules.Type(0)
			if len(it.Cells) > 0 {
				if c, ok := s.CardAt(p, it.Cells[0][0], it.Cells[0][1]); ok {
					t = rules.Shop(c.Shop).Type
				}
			}
			byType[int(t)%types] = append(byType[int(t)%types], it.Points)
		case "garden":
			gardens = append(gardens, it.Points)
		}
	}
	for t, pts := range byType {
		if len(pts) == 0 {
			continue
		}
		sum := 0
		var each []string
		for _, v := range pts {
			sum += v
			each = append(each, strconv.Itoa(v))
		}
		label := lang.F("%s: %s (%s)", typeCount(rules.Type(t), len(pts)),
			lang.N(len(pts), "%d Shop", "%d Shops"), strings.Join(each, " + "))
		out = append(out, part{kind: "shop", id: t, short: typeCount(rules.Type(t), len(pts)), ScorePart: ui.ScorePart{Label: label, Points: sum}})
	}
	if len(gardens) > 0 || sc.Gardens != 0 {
		out = append(out, part{kind: "garden", short: lang.T("Gardens"), ScorePart: ui.ScorePart{Label: gardenLabel(gardens), Points: sc.Gardens}})
	}
	monsters := s.Monsters() // the order in which the engine lists their penalties
	mk := 0
	for _, it := range sm.Items {
		switch it.Kind {
		case "tower":
			w := 0
			if len(it.Cells) > 0 {
				if c, ok := s.CardAt(p, it.Cells[0][0], it.Cells[0][1]); ok {
					w = c.Tower
				}
			}
			out = append(out, part{kind: "tower", id: w, short: lang.T("Tower"), ScorePart: ui.ScorePart{Label: towerLabel(w, it.Points), Points: it.Points}})
		case "monster":
			m := 0
			if mk < len(monsters) {
				m = monsters[mk]
			}
			mk++
			if it.Points == 0 {
				continue
			}
			label, short := lang.T("Monster"), lang.T("Monster")
			if m > 0 {
				label, short = lang.F("%s (%s)", monsterName(m), MonsterShort(m)), monsterName(m)
			}
			out = append(out, part{kind: "monster", id: m, short: short, ScorePart: ui.ScorePart{Label: label, Points: it.Points}})
		}
	}
	if sc.Bonus != 0 {
		out = append(out, part{kind: "bonus", short: lang.T("Empty areas"), ScorePart: ui.ScorePart{
			Label:  lang.F("Empty areas: %d × %d", sc.EmptyAreas, s.SoloLevel().Bonus),
			Points: sc.Bonus,
		}})
	}
	return out
}

// gardenLabel words the completed gardens' points: "Gardens: 3 × 4",
// "Gardens: 2 + 4 + 6".
func gardenLabel(pts []int) string {
	if len(pts) == 0 {
		return lang.T("Gardens: none completed")
	}
	same := true
	var each []string
	for _, v := range pts {
		same = same && v == pts[0]
		each = append(each, strconv.Itoa(v))
	}
	if same {
		return lang.F("Gardens: %d × %d", len(pts), pts[0])
	}
	return lang.F("Gardens: %s", strings.Join(each, " + "))
}

// towerLabel words a Tower's points: "Tower (Alchemist): 3 Potions × 2".
func towerLabel(w, pts int) string {
	if w <= 0 {
		return lang.T("Tower")
	}
	k := pts / rules.TowerPoints
	t := rules.Wizard(w).Scores
	return lang.F("Tower (%s): %d %s × %d", wizardNameOf(w), k, typeCount(t, k), rules.TowerPoints)
}
