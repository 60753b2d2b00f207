package luxshopping

import (
	rules "github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/game/lang"
)

// The engine's data comes in English: its shop names and card texts. The
// table shows them in the current language: names and card texts through
// the catalog (lang.T of the engine's text), amounts with the language's
// grouping, and the log's lines said from the events' fields, in English
// as in French (the engine's own sentences, Event.Words, are not read).

// money writes an amount in euros: the engine's "15,000 €" in English,
// "15 000 €" in French.
func money(v int64) string {
	if lang.Current() == lang.English {
		return rules.Money(v)
	}
	return lang.Amount(int(v), "€")
}

// shopName is shop k's name in the current language.
func shopName(k int) string {
	if k >= 1 && k <= rules.Shops {
		return lang.T(rules.ShopName(k))
	}
	return lang.F("shop %d", k)
}

// zoneWords names a zone: orange, yellow, green.
func zoneWords(z rules.Zone) string {
	switch z {
	case rules.Orange:
		return lang.T("orange")
	case rules.Yellow:
		return lang.T("yellow")
	case rules.Green:
		return lang.T("green")
	}
	return z.String()
}

// pileWords names a pile: even, odd, red.
func pileWords(p rules.Pile) string {
	switch p {
	case rules.PileEven:
		return lang.T("even")
	case rules.PileOdd:
		return lang.T("odd")
	case rules.PileRed:
		return lang.T("red")
	}
	return p.String()
}

// mailText is the upper half of correspondence card n.
func mailText(n int) string {
	if k := rules.MailShop(n); k != 0 {
		return lang.F("Shop %d: %s", k, shopName(k))
	}
	return lang.T(rules.MailText(n))
}

// officeText is the lower half (the Office's outcome) of card n.
func officeText(n int) string { return lang.T(rules.OfficeText(n)) }

// redText is Red Button card n's text.
func redText(n int) string { return lang.T(rules.RedText(n)) }

// spaceWords names space sp ("the Bakery (2)": a shop by its name and
// the number the board prints on it; the special spaces by name).
func spaceWords(sp int) string {
	switch rules.KindOf(sp) {
	case rules.SpaceShop:
		k := rules.ShopAt(sp)
		return lang.F("the %s (%d)", shopName(k), k)
	case rules.SpaceRedButton:
		return lang.T("a Red Button space")
	case rules.SpaceOffice:
		return lang.T("Mr Poche's Office")
	case rules.SpacePlusOne:
		return lang.T("space 66 (+1 shop)")
	case rules.SpaceMinusOne:
		return lang.T("space 33 (−1 shop)")
	}
	return lang.F("space %d", sp)
}

// isYou reports whether a seat's name is the lone person's ("You", or
// "Vous" once the shell names it in French).
func isYou(name string) bool { return name == "You" || name == "Vous" }

// eventWords is one event in words, said from its fields; a seat named
// "You" is told in the second person.
func eventWords(e rules.Event, names []string) string {
	name := func(seat int) string {
		if seat >= 0 && seat < len(names) {
			return names[seat]
		}
		if seat == -1 {
			return lang.T("the bank")
		}
		return lang.F("seat %d", seat+1)
	}
	// other is a seat as the object of a sentence ("vous" for You).
	other := func(seat int) string {
		if n := name(seat); !isYou(n) {
			return n
		}
		return lang.T("you")
	}
	who := name(e.Seat)
	you := isYou(who)
	// say picks the second person's format for You, else the third's
	// (with who first).
	say := func(third, second string, args ...any) string {
		if you {
			return lang.F(second, args...)
		}
		return lang.F(third, append([]any{who}, args...)...)
	}
	shop := lang.F("the %s (%d)", shopName(e.Shop), e.Shop)
	amt := money(e.Amount)
	switch e.Kind {
	case rules.EvDeal:
		return say("%s is dealt %s.", "You are dealt %s.", shop)
	case rules.EvFirstRoll:
		return say("%s rolls %d for first player.", "You roll %d for first player.", e.Amount)
	case rules.EvFirstPlayer:
		return say("%s has the lowest roll (%d) and starts.", "You have the lowest roll (%d) and start.", e.Amount)
	case rules.EvFirstTie:
		// What decided: the lowest roll is shared, so those who share it
		// roll again.
		var others []string
		withYou := false
		for s := 0; s < rules.MaxSeats; s++ {
			if e.Card&(1<<s) == 0 {
				continue
			}
			if isYou(name(s)) {
				withYou = true
				continue
			}
			others = append(others, name(s))
		}
		if withYou {
			return lang.F("You and %s tie with the lowest roll (%d) and roll again.", andList(others), e.Amount)
		}
		return lang.F("%s tie with the lowest roll (%d) and roll again.", andList(others), e.Amount)
	case rules.EvDice:
		if e.Card == e.Shop {
			return say("%s rolls a double %d–%d.", "You roll a double %d–%d.", e.Card, e.Shop)
		}
		return say("%s rolls %d–%d.", "You roll %d–%d.", e.Card, e.Shop)
	case rules.EvMove:
		return say("%s reaches %s.", "You reach %s.", spaceWords(e.Space))
	case rules.EvDraw:
		if e.Pile == rules.PileRed {
			return lang.F("Red Button card %d: %s.", e.Card, redText(e.Card))
		}
		return lang.F("Card %d from the %s pile.", e.Card, pileWords(e.Pile))
	case rules.EvSign:
		return say("%s puts a sign on %s.", "You put a sign on %s.", shop)
	case rules.EvUnsign:
		return say("%s removes the sign from %s.", "You remove the sign from %s.", shop)
	case rules.EvIncome:
		return say("%s collects %s at %s.", "You collect %s at %s.", amt, shop)
	case rules.EvRent:
		return say("%s owes %s %s for visiting %s.", "You owe %s %s for visiting %s.", other(e.Other), amt, shop)
	case rules.EvBuy:
		return say("%s buys %s for %s.", "You buy %s for %s.", shop, amt)
	case rules.EvNoBuy:
		return say("%s does not buy %s.", "You do not buy %s.", shop)
	case rules.EvGallery:
		return say("%s creates a gallery at %s for %s.", "You create a gallery at %s for %s.", shop, amt)
	case rules.EvMerge:
		return say("%s merges two galleries at %s for %s.", "You merge two galleries at %s for %s.", shop, amt)
	case rules.EvJackpot:
		if you {
			return lang.F("Jackpot! The mail shows %s, where you stand: %s.", shop, amt)
		}
		return lang.F("Jackpot! The mail shows %s, where %s stands: %s.", shop, who, amt)
	case rules.EvMailIncome:
		if you {
			return lang.F("The mail shows your %s (%d): the bank pays %s.", shopName(e.Shop), e.Shop, amt)
		}
		return lang.F("The mail shows %s's %s (%d): the bank pays %s.", who, shopName(e.Shop), e.Shop, amt)
	case rules.EvMailBill:
		if you {
			return lang.F("The mail shows your %s (%d): you owe %s %s.", shopName(e.Shop), e.Shop, other(e.Other), amt)
		}
		return lang.F("The mail shows %s's %s (%d): %s owes %s %s.", who, shopName(e.Shop), e.Shop, who, other(e.Other), amt)
	case rules.EvReceive:
		return say("%s receives %s from the bank.", "You receive %s from the bank.", amt)
	case rules.EvPayBank:
		return say("%s owes the bank %s.", "You owe the bank %s.", amt)
	case rules.EvAllReceive:
		return lang.F("Every player receives %s.", amt)
	case rules.EvPaid:
		return say("%s pays %s %s.", "You pay %s %s.", other(e.Other), amt)
	case rules.EvSold:
		return say("%s sells %s to the bank for %s.", "You sell %s to the bank for %s.", shop, amt)
	case rules.EvLoseShop:
		if you {
			return lang.F("Bankruptcy (card %d): you lose %s.", e.Card, shop)
		}
		return lang.F("Bankruptcy (card %d): %s loses %s.", e.Card, who, shop)
	case rules.EvFreeShop:
		return say("%s takes the free shop %s.", "You take the free shop %s.", shop)
	case rules.EvEliminated:
		return say("%s cannot pay, gives the last %s to %s and is out.", "You cannot pay, give the last %s to %s and are out.", amt, other(e.Other))
	case rules.EvEnd:
		switch e.Ending() {
		case rules.EndTime:
			return lang.T("Time is up: the players are ranked.")
		case rules.EndSigns:
			return say("%s reaches the sign goal and wins!", "You reach the sign goal and win!")
		case rules.EndGallery:
			return say("%s reaches the gallery goal and wins!", "You reach the gallery goal and win!")
		case rules.EndLast:
			return say("%s is the last player left and wins!", "You are the last player left and win!")
		}
	}
	return ""
}

// andList joins names: "Ann", "Ann and Bea", "Ann, Bea and Carla".
func andList(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	head := names[0]
	for _, n := range names[1 : len(names)-1] {
		head += ", " + n
	}
	return lang.F("%s and %s", head, names[len(names)-1])
}
