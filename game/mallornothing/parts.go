package mallornothing

import (
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

var _ ui.ResultsExplainer = UI{}

// partKinds are the six categories of a Mall or Nothing score (spec 5.3),
// in the order the results list them.
var partKinds = [6]string{"department", "restaurant", "clothing", "beauty", "services", "entertainment"}

// part is one line of a seat's results: a category of its score, with the
// engine's kind of store for its icon.
type part struct {
	kind string
	ui.ScorePart
}

// ResultParts implements ui.ResultsExplainer: seat's final score by
// category, each with how its stores scored, from the engine's ScoreMapOf
// of the match's final state. A seat's total (Result.Scores) is the plain
// sum of the six categories; the scored hallway and the unused squares
// only break ties and are not parts. Nil if m does not replay or is not
// over.
func (UI) ResultParts(m *engine.Match, seat int) []ui.ScorePart {
	var out []ui.ScorePart
	for _, p := range parts(ui.FinalState(rules.Game{}, m), seat) {
		out = append(out, p.ScorePart)
	}
	return out
}

// parts is seat's categories that score (or hold a store the hallway
// reaches), in partKinds order.
func parts(st engine.State, seat int) []part {
	ms, ok := st.(*rules.State)
	if !ok || seat < 0 || seat >= ms.Seats() {
		return nil
	}
	sm := ms.ScoreMapOf(seat)
	var out []part
	for _, kind := range partKinds {
		pts := categoryPoints(sm.Score, kind)
		var items []rules.ScoreItem
		for _, it := range sm.Items {
			if it.Kind == kind {
				items = append(items, it)
			}
		}
		if pts == 0 && len(items) == 0 {
			continue
		}
		out = append(out, part{kind: kind, ScorePart: ui.ScorePart{Label: partLabel(kind, items), Points: pts}})
	}
	return out
}

// categoryPoints is the engine's points of one category.
func categoryPoints(sc rules.Score, kind string) int {
	switch kind {
	case "department":
		return sc.Department
	case "restaurant":
		return sc.Restaurant
	case "clothing":
		return sc.Clothing
	case "beauty":
		return sc.Beauty
	case "services":
		return sc.Services
	case "entertainment":
		return sc.Entertainment
	}
	return 0
}

// partLabel words a category and how its scoring items made its points:
// "Clothing stores: 3 stores × 2", "Restaurants: groups of 3 and 1 (9 + 1)".
func partLabel(kind string, items []rules.ScoreItem) string {
	var scoring []rules.ScoreItem
	for _, it := range items {
		if it.Points != 0 {
			scoring = append(scoring, it)
		}
	}
	name := kindWords(kind)
	n := len(scoring)
	if n == 0 {
		return lang.F("%s: nothing scores", name)
	}
	var sizes, pts []string
	for _, it := range scoring {
		sizes = append(sizes, strconv.Itoa(len(it.Cells)))
		pts = append(pts, strconv.Itoa(it.Points))
	}
	sum := strings.Join(pts, " + ")
	var what string
	switch kind {
	case "department":
		what = times(lang.N(n, "%d group of 3 or more", "%d groups of 3 or more"), scoring)
	case "restaurant":
		if n == 1 {
			what = lang.F("a group of %d", len(scoring[0].Cells))
		} else {
			what = lang.F("groups of %s (%s)", lang.List(sizes), sum)
		}
	case "clothing":
		what = times(lang.N(n, "%d store", "%d stores"), scoring)
	case "beauty":
		what = times(lang.N(n, "%d beside clothing", "%d beside clothing"), scoring)
	case "services":
		what = times(lang.N(n, "%d different icon", "%d different icons"), scoring)
	case "entertainment":
		if n == 1 {
			what = lang.N(len(scoring[0].Cells), "a set of %d shape", "a set of %d shapes")
		} else {
			what = lang.F("sets of %s shapes (%s)", lang.List(sizes), sum)
		}
	}
	return lang.F("%s: %s", name, what)
}

// times is "counted × p" when every item scores p, else counted with the
// items' points added up: "2 groups of 3 or more × 6".
func times(counted string, items []rules.ScoreItem) string {
	same := true
	var pts []string
	for _, it := range items {
		same = same && it.Points == items[0].Points
		pts = append(pts, strconv.Itoa(it.Points))
	}
	if same {
		return counted + " × " + strconv.Itoa(items[0].Points)
	}
	return counted + " (" + strings.Join(pts, " + ") + ")"
}
