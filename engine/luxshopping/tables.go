package luxshopping

// Read-only views of the card and money tables for the rules book
// (game/rulebook) and the table (game/luxshopping), without changing any
// rule.

// Effect is what a card half does: Kind is one of "receive", "pay-bank",
// "pay-each", "collect-each", "gain-sign", "lose-sign", "bankrupt",
// "free-shop", "all-receive", "to-office", "back-3", "to-33", "to-66";
// Amount is in euros; Per is "" (once), "shop", "sign" or "gallery".
type Effect struct {
	Kind   string
	Amount int64
	Per    string
}

var opKinds = [...]string{opNone: "", opReceive: "receive", opPayBank: "pay-bank", opPayEach: "pay-each",
	opCollectEach: "collect-each", opGainSign: "gain-sign", opLoseSign: "lose-sign", opBankrupt: "bankrupt",
	opFreeShop: "free-shop", opAllReceive: "all-receive", opToOffice: "to-office", opBack3: "back-3",
	opTo33: "to-33", opTo66: "to-66"}

var perKinds = [...]string{perOnce: "", perShop: "shop", perSign: "sign", perGallery: "gallery"}

func (e effect) export() Effect {
	return Effect{Kind: opKinds[e.op], Amount: e.amount, Per: perKinds[e.per]}
}

// Cards is the number of correspondence cards; RedCards of Red Button cards.
const (
	Cards    = nCards
	RedCards = nRed
)

// MailEffect is the upper half of correspondence card n when it is an
// action (cards Shops+1…Cards); ok is false for a shop card or a bad n.
func MailEffect(n int) (e Effect, ok bool) {
	if n <= nShops || n > nCards {
		return Effect{}, false
	}
	return mailActions[n-nShops-1].export(), true
}

// OfficeEffect is the lower half (Office outcome) of correspondence card n.
func OfficeEffect(n int) Effect {
	if n < 1 || n > nCards {
		return Effect{}
	}
	return officeOutcomes[OfficeOutcome(n)].export()
}

// RedEffect is Red Button card id (1…RedCards).
func RedEffect(id int) Effect {
	if id < 1 || id > nRed {
		return Effect{}
	}
	return redCards[id].export()
}

// Money the rules use: each player's starting cash and shops, a sign's
// bonus on every payment from its shop, the mail jackpot.
const (
	StartCash = startCash
	DealEach  = dealEach
	SignBonus = signBonus
	Jackpot   = jackpot
	MinSeats  = minSeat
	MaxSeats  = maxSeat
)

// BackSteps is the most spaces a pawn ever moves backwards (a Red Button
// card's "move back 3 spaces"); every other move goes forward round the
// loop.
const BackSteps = backSteps

// ZonePrice is the purchase price of the shops of zone z.
func ZonePrice(z Zone) int64 {
	if int(z) >= len(zonePrice) {
		return 0
	}
	return zonePrice[z]
}

// MailShop is the shop correspondence card n shows on its upper half, or 0
// when that half is an action (or n is no card).
func MailShop(n int) int {
	if n >= 1 && n <= nShops {
		return n
	}
	return 0
}
