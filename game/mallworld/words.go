package mallworld

// The narration: moves, contracts and amounts in plain words, for the move
// log, the tips and the phase-end scoring.

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
)

// shopKind names a shop colour in a sentence ("Clothing shop").
func shopKind(c int) string {
	switch c {
	case rules.V:
		return lang.T("Clothing shop")
	case rules.G:
		return lang.T("Food shop")
	case rules.R:
		return lang.T("Hobby shop")
	case rules.B:
		return lang.T("Sport shop")
	}
	return "?"
}

// shopWord names a shop colour alone ("Clothing"), tenantWord a tenant
// colour ("Men").
func shopWord(c int) string {
	switch c {
	case rules.V:
		return lang.T("Clothing")
	case rules.G:
		return lang.T("Food")
	case rules.R:
		return lang.T("Hobby")
	case rules.B:
		return lang.T("Sport")
	}
	return "?"
}

func tenantWord(c int) string {
	switch c {
	case rules.V:
		return lang.T("Men")
	case rules.G:
		return lang.T("Women")
	case rules.R:
		return lang.T("Teenagers")
	case rules.B:
		return lang.T("Children")
	}
	return "?"
}

// chainName is a chain's name in the current language (the French
// rulebook keeps the English names); "?" for no chain.
func chainName(i int) string {
	if i < 0 || i >= len(rules.Chains) {
		return "?"
	}
	return lang.T(rules.Chains[i].Name)
}

// letterColour maps a colour letter of a move ("V") to 0..3.
func letterColour(c string) int {
	if c == "" {
		return -1
	}
	return strings.Index("VGRB", c)
}

// isYou reports whether a seat's name is the lone human's "You" (in
// either language).
func isYou(name string) bool { return name == "You" || name == lang.T("You") }

// say picks the second-person sentence when the seat is "You".
func say(name, third, second string) string {
	if isYou(name) {
		return second
	}
	return third
}

// ContractWords names a contract in plain words ("P06 Clothing–Hobby").
func ContractWords(id string) string {
	for _, c := range rules.Contracts[1:] {
		if c.ID != id {
			continue
		}
		switch c.Kind {
		case rules.Placement:
			return fmt.Sprintf("%s %s–%s", id, shopWord(c.A), shopWord(c.B))
		default:
			return fmt.Sprintf("%s %s + %s", id, chainName(c.A), chainName(c.B))
		}
	}
	return id
}

// chf is an amount of Swiss francs in the current language ("12,000 CHF",
// "12 000 CHF").
func chf(v int) string { return lang.Amount(v, "CHF") }

// CHF formats an amount of Swiss francs with thousands separators.
func CHF(v int) string { return chf(v) }

// tokenWords is a corruption token's value as an amount with its sign
// ("+4,000 CHF"); the token's text as it is if it is not a number.
func tokenWords(tok string) string {
	v, err := strconv.Atoi(tok)
	if err != nil {
		return tok
	}
	if v > 0 {
		return "+" + chf(v)
	}
	return chf(v)
}

// Describe says in plain words what step did, as seen by everyone at the
// table: a card dealt into a hand or a sealed bid is not named. before is the
// full state before the step.
func Describe(before *rules.State, step engine.Step, names []string) string {
	who := func(seat int) string {
		if seat >= 0 && seat < len(names) {
			return names[seat]
		}
		return lang.F("Seat %d", seat)
	}
	f := strings.Fields(step.Move)
	if len(f) == 0 {
		return lang.F("%s: %s", who(step.Seat), step.Move)
	}
	arg := func(i int) string {
		if i < len(f) {
			return f[i]
		}
		return "?"
	}
	m := step.Move
	if step.Seat == engine.Chance {
		switch before.PendingChance() {
		case "storage":
			return lang.F("The storage room goes on %s.", m)
		case "locker":
			return lang.F("The locker room goes on %s.", m)
		case "start_shop":
			return lang.F("A starting shop goes on %s.", m)
		case "display":
			return lang.F("A %s card is revealed in the display.", m)
		case "hand":
			p := who(before.DealSeat())
			return say(p, lang.F("%s is dealt an amenity card.", p), lang.T("You are dealt an amenity card."))
		case "special":
			p := who(before.DealSeat())
			return say(p, lang.F("%s is dealt a secret special contract.", p), lang.T("You are dealt a secret special contract."))
		case "lobby":
			return lang.F("%s enters the lobby.", ContractWords(m))
		case "token":
			return lang.F("Corruption token %s is laid in the mall office.", tokenWords(m))
		case "first":
			var k int
			fmt.Sscanf(m, "first %d", &k)
			p := who(k)
			return say(p, lang.F("%s plays first.", p), lang.T("You play first."))
		case "repair":
			p := who(before.DealSeat())
			return say(p, lang.F("%s's right neighbour removes a card over the hand limit.", p),
				lang.T("Your right neighbour removes a card over the hand limit."))
		}
		return lang.F("Chance: %s.", m)
	}
	p := who(step.Seat)
	switch f[0] {
	case "pass":
		switch before.PositionOf().Stage {
		case "accept":
			return say(p, lang.F("%s takes no contract.", p), lang.T("You take no contract."))
		case "develop":
			return say(p, lang.F("%s ends development.", p), lang.T("You end development."))
		}
		return say(p, lang.F("%s takes no card.", p), lang.T("You take no card."))
	case "accept":
		c := ContractWords(arg(1))
		return say(p, lang.F("%s accepts %s.", p, c), lang.F("You accept %s.", c))
	case "offer":
		if len(f) == 2 {
			return say(p, lang.F("%s pays a coin to play %s without auction.", p, f[1]),
				lang.F("You pay a coin to play %s without auction.", f[1]))
		}
		cards := strings.Join(f[1:], ", ")
		return say(p, lang.F("%s offers %s for a closed-fist auction.", p, cards),
			lang.F("You offer %s for a closed-fist auction.", cards))
	case "validate":
		c, tok := ContractWords(arg(1)), tokenWords(arg(2))
		return say(p, lang.F("%s validates %s and takes the %s token.", p, c, tok),
			lang.F("You validate %s and take the %s token.", c, tok))
	case "bid":
		return say(p, lang.F("%s closes their fist (sealed bid).", p), lang.T("You close your fist (sealed bid)."))
	case "build":
		card, shop, cell := arg(1), shopKind(letterColour(arg(2))), arg(3)
		return say(p, lang.F("%s plays %s: a %s on %s.", p, card, shop, cell),
			lang.F("You play %s: a %s on %s.", card, shop, cell))
	case "rent":
		card, tenant, cell := arg(1), tenantWord(letterColour(arg(2))), arg(3)
		return say(p, lang.F("%s plays %s: %s rent the shop on %s.", p, card, tenant, cell),
			lang.F("You play %s: %s rent the shop on %s.", card, tenant, cell))
	case "discard":
		return say(p, lang.F("%s discards %s: it has no legal play.", p, arg(1)),
			lang.F("You discard %s: it has no legal play.", arg(1)))
	case "trash":
		return say(p, lang.F("%s throws away the dead card %s.", p, arg(1)),
			lang.F("You throw away the dead card %s.", arg(1)))
	case "refresh":
		return say(p, lang.F("%s pays 2 coins for a new display.", p), lang.T("You pay 2 coins for a new display."))
	case "take":
		cards := strings.Join(f[1:], " "+lang.T("and")+" ")
		return say(p, lang.F("%s takes %s from the display.", p, cards), lang.F("You take %s from the display.", cards))
	}
	return lang.F("%s: %s", p, m)
}

// BidsRevealed describes the bids of an auction that the step resolved, or
// "" if it resolved none.
func BidsRevealed(before, after *rules.State, names []string) string {
	b, a := before.PositionOf(), after.PositionOf()
	if b.Stage != "bid" || a.Stage == "bid" {
		return ""
	}
	var parts []string
	for _, seat := range b.Bidders {
		name := lang.F("Seat %d", seat)
		if seat < len(names) {
			name = names[seat]
		}
		parts = append(parts, fmt.Sprintf("%s %d", name, a.Bids[seat]))
	}
	return lang.F("Fists open: %s.", strings.Join(parts, ", "))
}

// Line is one contract's payment at a phase end.
type Line struct {
	Seat     int
	Contract string
	Count    int
	Pay      int
}

// PhaseScoring returns the payments made by the step from before to after,
// if a phase ended in it (nil otherwise): every contract validated in the
// phase, with its count on the board as scored.
func PhaseScoring(before, after *rules.State) []Line {
	b, a := before.PositionOf(), after.PositionOf()
	if a.Phase == b.Phase && (a.Stage != "over" || b.Stage == "over") {
		return nil
	}
	var out []Line
	for seat, sp := range b.Seats {
		for _, id := range sp.Validated {
			n, pay, _ := after.ContractScore(id)
			out = append(out, Line{Seat: seat, Contract: id, Count: n, Pay: pay})
		}
	}
	if out == nil {
		out = []Line{}
	}
	return out
}
