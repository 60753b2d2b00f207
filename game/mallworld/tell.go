package mallworld

import (
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
)

// cardShort names an amenity card by its shops, without "card": "Clothing–
// Food", "double Hobby".
func cardShort(code string) string {
	x, y, ok := rules.CardColours(code)
	if !ok {
		return lang.T("an amenity card")
	}
	if x == y {
		return lang.F("double %s", shopWord(x))
	}
	return shopWord(x) + "–" + shopWord(y)
}

// cardsShort lists cards by cardShort: "Clothing–Food and double Hobby".
func cardsShort(codes []string) string {
	parts := make([]string, len(codes))
	for i, c := range codes {
		parts[i] = cardShort(c)
	}
	return lang.List(parts)
}

// tellMove says a move for the hint's line: a short sentence in the
// imperative ("Auction Clothing–Food and double Hobby."), never the move's
// text. A move that does not parse is "" (the hint then names none).
func tellMove(v *rules.State, move string) string {
	m, err := rules.ParseMove(move)
	if err != nil {
		return ""
	}
	switch m.Kind {
	case rules.MovePass:
		switch v.PositionOf().Stage {
		case "accept":
			return lang.T("Take no contract.")
		case "develop":
			return lang.T("End development.")
		}
		return lang.T("Take no card.")
	case rules.MoveAccept:
		return lang.F("Accept %s.", ContractWords(m.Contract))
	case rules.MoveOffer:
		if !rules.Auctioned(len(m.Cards)) {
			return lang.F("Pay a coin to play %s.", cardShort(m.Cards[0]))
		}
		return lang.F("Auction %s.", cardsShort(m.Cards))
	case rules.MoveValidate:
		return lang.F("Validate %s, taking the %s token.", ContractName(m.Contract), tokenAmount(m.Token))
	case rules.MoveBid:
		return lang.N(m.Coins, "Bid %d coin.", "Bid %d coins.")
	case rules.MoveBuild:
		return lang.F("Build a %s on %s (%s).", shopKind(m.Colour), m.Cell, cardShort(m.Card))
	case rules.MoveRent:
		return lang.F("Rent the shop on %s to %s (%s).", m.Cell, tenantWord(m.Colour), cardShort(m.Card))
	case rules.MoveDiscard:
		return lang.F("Discard %s.", cardShort(m.Card))
	case rules.MoveTrash:
		return lang.F("Throw away %s.", cardShort(m.Card))
	case rules.MoveRefresh:
		return lang.F("Pay %s for a new display.", coins(rules.RefreshCost))
	case rules.MoveTake:
		return lang.F("Take %s.", cardsShort(m.Cards))
	}
	return ""
}
