package mallornothing

import (
	"fmt"
	"strings"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallornothing"
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
	// verb agrees with a seat's name: "You draw", "Ann draws".
	verb := func(seat int, third, base string) string {
		if name(seat) == "You" {
			return base
		}
		return third
	}
	if step.Seat == engine.Chance {
		if strings.HasPrefix(step.Move, "start ") {
			p1 := after.P1()
			return []string{fmt.Sprintf("%s %s with card 9 and %s first; %s %s with card 10.",
				name(p1), verb(p1, "starts", "start"), verb(p1, "draws", "draw"), name(1-p1), verb(1-p1, "starts", "start"))}
		}
		for seat := 0; seat < 2; seat++ {
			if after.Drawn(seat) != 0 && before.Drawn(seat) == 0 {
				return []string{fmt.Sprintf("Round %d: %s %s card %d.", after.Round()+1, name(seat), verb(seat, "draws", "draw"), after.Drawn(seat))}
			}
		}
		return []string{step.Move}
	}
	if after.Round() == before.Round() {
		return []string{name(step.Seat) + " " + verb(step.Seat, "has", "have") + " locked in a placement."}
	}
	moves := [2]string{before.Pending(0), before.Pending(1)}
	moves[step.Seat] = step.Move
	var out []string
	for seat, text := range moves {
		m, err := rules.ParseMove(text)
		if err != nil {
			out = append(out, fmt.Sprintf("%s: %s", name(seat), text))
			continue
		}
		if m.Discard {
			out = append(out, fmt.Sprintf("%s had no place for card %d and discarded it.", name(seat), m.Card))
			continue
		}
		out = append(out, fmt.Sprintf("%s placed card %d %s.", name(seat), m.Card, Where(m)))
	}
	if r := after.Result(); r != nil {
		out = append(out, fmt.Sprintf("Game over: %s %d, %s %d.", name(0), r.Scores[0], name(1), r.Scores[1]))
	}
	return out
}

// SquareWords names a square code ("D", "S:Post", "E:Star") for a tip.
func SquareWords(code string) string {
	switch code {
	case "H":
		return "hallway"
	case "D":
		return "department store"
	case "B":
		return "beauty shop"
	case "C":
		return "clothing store"
	case "R":
		return "restaurant"
	}
	if icon, ok := strings.CutPrefix(code, "S:"); ok {
		if icon == "DryCleaner" {
			icon = "dry cleaner"
		}
		return "service: " + strings.ToLower(icon)
	}
	if shape, ok := strings.CutPrefix(code, "E:"); ok {
		return "entertainment: " + strings.ToLower(shape)
	}
	return code
}

// KindWords names a score item's kind, plural: "Department stores".
var KindWords = map[string]string{
	"department":    "Department stores",
	"restaurant":    "Restaurants",
	"clothing":      "Clothing stores",
	"beauty":        "Beauty shops",
	"services":      "Services",
	"entertainment": "Entertainment",
}
