package mallornothing

import (
	"fmt"
	"strings"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// Narrate says in words what step did, given the full state before and
// after it. A placement is told only when the round resolves (both moves
// are in), so the log never shows a move the other seat may not see yet.
func Narrate(before, after *rules.State, step engine.Step, names []string) []string {
	name := func(seat int) string {
		if seat >= 0 && seat < len(names) {
			return names[seat]
		}
		return engine.SeatName(seat)
	}
	// you: the seat is the lone person here ("You"; "Vous" once the
	// shell names it in French): its lines take the second person.
	you := func(seat int) bool { n := name(seat); return n == "You" || n == "Vous" }
	if step.Seat == engine.Chance {
		m, _ := rules.ParseMove(step.Move)
		switch m.Kind {
		case rules.ChanceDeal:
			p1 := after.P1()
			switch {
			case you(p1):
				return []string{lang.F("You start with card 9 and draw first; %s starts with card 10.", name(1-p1))}
			case you(1 - p1):
				return []string{lang.F("%s starts with card 9 and draws first; you start with card 10.", name(p1))}
			}
			return []string{lang.F("%s starts with card 9 and draws first; %s starts with card 10.", name(p1), name(1-p1))}
		case rules.ChanceDraw:
			for seat := 0; seat < 2; seat++ {
				if after.Drawn(seat) != 0 && before.Drawn(seat) == 0 {
					if you(seat) {
						return []string{lang.F("Round %d: you draw card %d.", after.Round()+1, m.Card)}
					}
					return []string{lang.F("Round %d: %s draws card %d.", after.Round()+1, name(seat), m.Card)}
				}
			}
		}
		return []string{step.Move}
	}
	if after.Round() == before.Round() {
		if you(step.Seat) {
			return []string{lang.T("You have locked in a placement.")}
		}
		return []string{lang.F("%s has locked in a placement.", name(step.Seat))}
	}
	return narrateRound(before, after, roundMoves(before, step), name, you)
}

// roundMoves are both moves of the round a step completes: the seats'
// pending moves and the step's, or both from a spectator's "reveal a / b".
func roundMoves(before *rules.State, step engine.Step) [2]string {
	if a, b, ok := revealed(step.Move); ok {
		return [2]string{a, b}
	}
	moves := [2]string{before.Pending(0), before.Pending(1)}
	moves[step.Seat] = step.Move
	return moves
}

// revealed splits a spectator's "reveal <seat 0's move> / <seat 1's move>".
func revealed(text string) (a, b string, ok bool) {
	rest, ok := strings.CutPrefix(text, rules.Reveal+" ")
	if !ok {
		return "", "", false
	}
	return strings.Cut(rest, " / ")
}

// narrateRound says the two moves of a round that resolved.
func narrateRound(before, after *rules.State, moves [2]string, name func(int) string, you func(int) bool) []string {
	var out []string
	for seat, text := range moves {
		m, err := rules.ParseMove(text)
		if err != nil {
			out = append(out, fmt.Sprintf("%s: %s", name(seat), text))
			continue
		}
		if m.Kind == rules.MoveDiscard {
			if you(seat) {
				out = append(out, lang.F("You had no place for card %d and discarded it.", m.Card))
			} else {
				out = append(out, lang.F("%s had no place for card %d and discarded it.", name(seat), m.Card))
			}
			continue
		}
		where := Where(m) + " " + Layers(before, after, seat, m)
		if you(seat) {
			out = append(out, lang.F("You placed card %d %s.", m.Card, where))
		} else {
			out = append(out, lang.F("%s placed card %d %s.", name(seat), m.Card, where))
		}
	}
	if r := after.Result(); r != nil {
		out = append(out, lang.F("Game over: %s %d, %s %d.", name(0), r.Scores[0], name(1), r.Scores[1]))
	}
	return out
}

// SquareWords names a square code ("D", "S:Post", "E:Star") for a tip.
func SquareWords(code string) string {
	switch code {
	case "H":
		return lang.T("hallway")
	case "D":
		return lang.T("department store")
	case "B":
		return lang.T("beauty shop")
	case "C":
		return lang.T("clothing store")
	case "R":
		return lang.T("restaurant")
	}
	if icon, ok := strings.CutPrefix(code, "S:"); ok {
		return lang.F("service: %s", iconWords(icon))
	}
	if shape, ok := strings.CutPrefix(code, "E:"); ok {
		return lang.F("entertainment: %s", shapeWords(shape))
	}
	return code
}

// iconWords names a service icon ("ATM", "DryCleaner") in words.
func iconWords(icon string) string {
	switch icon {
	case "ATM":
		return lang.T("atm")
	case "Pharmacy":
		return lang.T("pharmacy")
	case "Post":
		return lang.T("post office")
	case "Repair":
		return lang.T("repair shop")
	case "DryCleaner":
		return lang.T("dry cleaner")
	case "Optician":
		return lang.T("optician")
	}
	return strings.ToLower(icon)
}

// shapeWords names an entertainment shape ("Star") in words.
func shapeWords(shape string) string {
	switch shape {
	case "Circle":
		return lang.T("circle")
	case "Triangle":
		return lang.T("triangle")
	case "Square":
		return lang.T("square")
	case "Star":
		return lang.T("star")
	}
	return strings.ToLower(shape)
}

// KindWords names a score item's kind, plural: "Department stores" (in
// English; kindWords is it in the current language).
var KindWords = map[string]string{
	"department":    "Department stores",
	"restaurant":    "Restaurants",
	"clothing":      "Clothing stores",
	"beauty":        "Beauty shops",
	"services":      "Services",
	"entertainment": "Entertainment",
}

// kindWords is KindWords[kind] in the current language.
func kindWords(kind string) string {
	switch kind {
	case "department":
		return lang.T("Department stores")
	case "restaurant":
		return lang.T("Restaurants")
	case "clothing":
		return lang.T("Clothing stores")
	case "beauty":
		return lang.T("Beauty shops")
	case "services":
		return lang.T("Services")
	case "entertainment":
		return lang.T("Entertainment")
	}
	return kind
}

// whyWords says why a score item scores what it does: the engine's note
// (ScoreItem.Told) in the current language.
func whyWords(it rules.ScoreItem) string { return ui.Told(it.Told, nil) }

// Points is a score with its unit: "1 point", "54 points" (the current
// language's plural rule and digit grouping).
func Points(n int) string {
	return lang.N(n, "%d point", "%d points")
}

// legendName names the kind a legend line is about ("Department stores").
func legendName(code string) string {
	switch code[0] {
	case 'H':
		return lang.T("Hallways")
	case 'D':
		return kindWords("department")
	case 'B':
		return kindWords("beauty")
	case 'C':
		return kindWords("clothing")
	case 'R':
		return kindWords("restaurant")
	case 'S':
		return kindWords("services")
	}
	return kindWords("entertainment")
}
