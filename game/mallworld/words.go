package mallworld

// The narration: moves, contracts and amounts in plain words, for the move
// log, the tips and the phase-end scoring.

import (
	"fmt"
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

// ContractName names a contract without an article, for a row or a tip
// ("Clothing–Hobby placement", "placement Vêtements–Loisirs").
func ContractName(id string) string {
	c, ok := contractOf(id)
	if !ok {
		return lang.T("contract")
	}
	switch c.Kind {
	case rules.Placement:
		return lang.F("%s–%s placement", shopWord(c.A), shopWord(c.B))
	case rules.Rental:
		return lang.F("%s + %s rental", chainName(c.A), chainName(c.B))
	}
	return lang.F("%s + %s special", chainName(c.A), chainName(c.B))
}

// ContractWords names a contract in a sentence, with its article ("the
// Clothing–Hobby placement contract", "le contrat de placement
// Vêtements–Loisirs"). Its code never shows.
func ContractWords(id string) string {
	c, ok := contractOf(id)
	if !ok {
		return lang.T("a contract")
	}
	switch c.Kind {
	case rules.Placement:
		return lang.F("the %s–%s placement contract", shopWord(c.A), shopWord(c.B))
	case rules.Rental:
		return lang.F("the %s + %s rental contract", chainName(c.A), chainName(c.B))
	}
	return lang.F("the %s + %s special contract", chainName(c.A), chainName(c.B))
}

// cardWords names an amenity card by the two shops it shows, with its
// article ("a Clothing–Food card", "a double Hobby card").
func cardWords(code string) string {
	x, y, ok := rules.CardColours(code)
	if !ok {
		return lang.T("an amenity card")
	}
	if x == y {
		return lang.F("a double %s card", shopWord(x))
	}
	return lang.F("a %s–%s card", shopWord(x), shopWord(y))
}

// cardsWords names several cards in a sentence: "two double Hobby cards
// and a Clothing–Food card".
func cardsWords(codes []string) string {
	var parts []string
	done := map[string]bool{}
	for _, code := range codes {
		if done[code] {
			continue
		}
		done[code] = true
		n := 0
		for _, c := range codes {
			if c == code {
				n++
			}
		}
		if n == 1 {
			parts = append(parts, cardWords(code))
			continue
		}
		x, y, _ := rules.CardColours(code)
		if x == y {
			parts = append(parts, lang.F("%d double %s cards", n, shopWord(x)))
		} else {
			parts = append(parts, lang.F("%d %s–%s cards", n, shopWord(x), shopWord(y)))
		}
	}
	return lang.List(parts)
}

// capital makes a sentence start with a capital letter.
func capital(s string) string {
	for i, r := range s {
		return strings.ToUpper(string(r)) + s[i+len(string(r)):]
	}
	return s
}

// chf is an amount of Swiss francs in the current language ("12,000 CHF",
// "12 000 CHF").
func chf(v int) string { return lang.Amount(v, "CHF") }

// CHF formats an amount of Swiss francs with thousands separators.
func CHF(v int) string { return chf(v) }

// coins is a number of coins in words ("2 coins").
func coins(n int) string { return lang.N(n, "%d coin", "%d coins") }

// tokenAmount is a corruption token's value as an amount with its sign
// ("+4,000 CHF").
func tokenAmount(v int) string {
	if v > 0 {
		return "+" + chf(v)
	}
	return chf(v)
}

// tokenWords is tokenAmount for a token's text in a position ("+4000");
// the text as it is if it is not a token.
func tokenWords(tok string) string {
	v, ok := rules.TokenValue(tok)
	if !ok {
		return tok
	}
	return tokenAmount(v)
}

// Describe says in plain words what step did, as seen by everyone at the
// table: a card dealt into a hand or a sealed bid is not named. before is the
// full state before the step. The step's move is read with rules.ParseMove;
// a text that does not parse is shown as it is.
func Describe(before *rules.State, step engine.Step, names []string) string {
	who := func(seat int) string {
		if seat >= 0 && seat < len(names) {
			return names[seat]
		}
		return lang.F("Seat %d", seat)
	}
	m, err := rules.ParseMove(step.Move)
	if err != nil {
		return lang.F("%s: %s", who(step.Seat), step.Move)
	}
	if step.Seat == engine.Chance {
		return describeChance(before, m, who)
	}
	p := who(step.Seat)
	switch m.Kind {
	case rules.MovePass:
		switch before.PositionOf().Stage {
		case "accept":
			return say(p, lang.F("%s takes no contract.", p), lang.T("You take no contract."))
		case "develop":
			return say(p, lang.F("%s ends development.", p), lang.T("You end development."))
		}
		return say(p, lang.F("%s takes no card.", p), lang.T("You take no card."))
	case rules.MoveAccept:
		c := ContractWords(m.Contract)
		return say(p, lang.F("%s accepts %s.", p, c), lang.F("You accept %s.", c))
	case rules.MoveOffer:
		if !rules.Auctioned(len(m.Cards)) {
			return say(p, lang.F("%s pays a coin to play %s without auction.", p, cardWords(m.Cards[0])),
				lang.F("You pay a coin to play %s without auction.", cardWords(m.Cards[0])))
		}
		cards := cardsWords(m.Cards)
		return say(p, lang.F("%s offers %s for a closed-fist auction.", p, cards),
			lang.F("You offer %s for a closed-fist auction.", cards))
	case rules.MoveValidate:
		c, tok := ContractWords(m.Contract), tokenAmount(m.Token)
		return say(p, lang.F("%s validates %s and takes the %s token.", p, c, tok),
			lang.F("You validate %s and take the %s token.", c, tok))
	case rules.MoveBid:
		return say(p, lang.F("%s closes their fist (sealed bid).", p), lang.T("You close your fist (sealed bid)."))
	case rules.MoveBuild:
		shop := shopKind(m.Colour)
		card := cardWords(m.Card)
		return say(p, lang.F("%s plays %s: a %s on %s.", p, card, shop, m.Cell),
			lang.F("You play %s: a %s on %s.", card, shop, m.Cell))
	case rules.MoveRent:
		tenant := tenantWord(m.Colour)
		card := cardWords(m.Card)
		return say(p, lang.F("%s plays %s: %s rent the shop on %s.", p, card, tenant, m.Cell),
			lang.F("You play %s: %s rent the shop on %s.", card, tenant, m.Cell))
	case rules.MoveDiscard:
		card := cardWords(m.Card)
		return say(p, lang.F("%s discards %s: it has no legal play.", p, card),
			lang.F("You discard %s: it has no legal play.", card))
	case rules.MoveTrash:
		card := cardWords(m.Card)
		return say(p, lang.F("%s throws away %s, which can no longer be played.", p, card),
			lang.F("You throw away %s, which can no longer be played.", card))
	case rules.MoveRefresh:
		cost := coins(rules.RefreshCost)
		return say(p, lang.F("%s pays %s for a new display.", p, cost), lang.F("You pay %s for a new display.", cost))
	case rules.MoveTake:
		cards := cardsWords(m.Cards)
		return say(p, lang.F("%s takes %s from the display.", p, cards), lang.F("You take %s from the display.", cards))
	}
	return lang.F("%s: %s", p, step.Move)
}

// describeChance says what a chance outcome did, by the event pending
// before it.
func describeChance(before *rules.State, m rules.Move, who func(int) string) string {
	switch before.PendingChance() {
	case "storage":
		return lang.F("The storage room goes on %s.", m.Cell+"–"+m.Last)
	case "locker":
		return lang.F("The locker room goes on %s.", m.Cell+"–"+m.Last)
	case "start_shop":
		return lang.F("A starting shop goes on %s.", m.Cell)
	case "display":
		return capital(lang.F("%s is revealed in the display.", cardWords(m.Card)))
	case "hand":
		p := who(before.DealSeat())
		return say(p, lang.F("%s is dealt an amenity card.", p), lang.T("You are dealt an amenity card."))
	case "special":
		p := who(before.DealSeat())
		return say(p, lang.F("%s is dealt a secret special contract.", p), lang.T("You are dealt a secret special contract."))
	case "lobby":
		return capital(lang.F("%s enters the lobby.", ContractWords(m.Contract)))
	case "token":
		return lang.F("Corruption token %s is laid in the mall office.", tokenAmount(m.Token))
	case "first":
		p := who(m.Seat)
		return say(p, lang.F("%s plays first.", p), lang.T("You play first."))
	case "repair":
		p := who(before.DealSeat())
		return say(p, lang.F("%s's right neighbour removes a card over the hand limit.", p),
			lang.T("Your right neighbour removes a card over the hand limit."))
	}
	return lang.F("Chance: %s.", m.String())
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
