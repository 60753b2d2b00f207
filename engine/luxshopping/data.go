package luxshopping

import "fmt"

// Board and card data of spec §1: the 66-space loop, the 56 shops in three
// zones, the 72 correspondence cards and the 20 Red Button cards.

const (
	nSpaces   = 66 // spaces 1…66; 0 is the start position before space 1
	nShops    = 56 // shops 1…56 in board order
	nCards    = 72 // correspondence cards 1…72 (odd pile: odd numbers)
	nRed      = 20 // Red Button cards RB01…RB20
	maxSeat   = 6
	minSeat   = 2
	startCash = 100000
	dealEach  = 6
	signBonus = 5000
	jackpot   = 50000
	backSteps = 3 // a Red Button card's "move back 3 spaces"
)

// Spaces is the number of spaces of the loop; Shops the number of shops.
const (
	Spaces = nSpaces
	Shops  = nShops
)

// SpaceKind is what a board space is (§1.2).
type SpaceKind uint8

const (
	SpaceShop      SpaceKind = iota // a shop (B1, B2 or B3)
	SpaceRedButton                  // draw a Red Button card (B5)
	SpaceOffice                     // Mr Poche's Office (B6)
	SpacePlusOne                    // space 66: take a random free shop (B7)
	SpaceMinusOne                   // space 33: lose one of your shops (B8)
)

// Zone is a shop's price band (§1.1).
type Zone uint8

const (
	Orange Zone = iota
	Yellow
	Green
)

func (z Zone) String() string {
	switch z {
	case Orange:
		return "orange"
	case Yellow:
		return "yellow"
	case Green:
		return "green"
	}
	return fmt.Sprintf("zone(%d)", uint8(z))
}

var zoneVisit = [3]int64{3000, 6000, 10000}
var zonePrice = [3]int64{8000, 16000, 24000}

var shopNames = [nShops + 1]string{"",
	"Newsagent", "Bakery", "Butcher", "Greengrocer", "Florist", "Shoe Repair", "Dry Cleaner",
	"Key Cutter", "Launderette", "Tobacconist", "Hairdresser", "Stationer", "Pet Shop",
	"Hardware Store", "Snack Bar", "Video Rental", "Sweet Shop", "Haberdashery", "Photo Studio",
	"Bookshop", "Pharmacy", "Optician", "Sports Shop", "Music Store", "Shoe Shop", "Bistro",
	"Pastry Shop", "Wine Merchant", "Perfumery", "Toy Store", "Travel Agency", "Phone Shop",
	"Garden Centre", "Cheese Shop", "Tea Room", "Kitchenware", "Bicycle Shop", "Computer Shop",
	"Jeweller", "Watchmaker", "Fashion House", "Art Gallery", "Antique Dealer",
	"Furniture Showroom", "Gourmet Restaurant", "Leather Goods", "Chocolatier",
	"Electronics Megastore", "Department Store", "Bridal Boutique", "Fine Spirits",
	"Crystal & Porcelain", "Car Showroom", "Designer Eyewear", "Cinema", "Spa & Beauty Institute",
}

// board[space] for spaces 1…66: the kind, and the shop number on shop spaces.
var (
	spaceKind [nSpaces + 1]SpaceKind
	spaceShop [nSpaces + 1]uint8
	shopSpace [nShops + 1]uint8
)

func init() {
	special := map[int]SpaceKind{
		6: SpaceRedButton, 18: SpaceRedButton, 39: SpaceRedButton, 55: SpaceRedButton,
		12: SpaceOffice, 28: SpaceOffice, 50: SpaceOffice, 61: SpaceOffice,
		33: SpaceMinusOne, 66: SpacePlusOne,
	}
	shop := 0
	for sp := 1; sp <= nSpaces; sp++ {
		if k, ok := special[sp]; ok {
			spaceKind[sp] = k
			continue
		}
		shop++
		spaceKind[sp] = SpaceShop
		spaceShop[sp] = uint8(shop)
		shopSpace[shop] = uint8(sp)
	}
	if shop != nShops {
		panic("luxshopping: board has the wrong number of shops")
	}
}

// KindOf returns the kind of space sp (1…66).
func KindOf(sp int) SpaceKind {
	if sp < 1 || sp > nSpaces {
		return SpaceShop
	}
	return spaceKind[sp]
}

// ShopAt returns the shop on space sp, 0 if sp is not a shop space.
func ShopAt(sp int) int {
	if sp < 1 || sp > nSpaces {
		return 0
	}
	return int(spaceShop[sp])
}

// SpaceOf returns the space of shop k (1…56), 0 for a bad shop number.
func SpaceOf(k int) int {
	if k < 1 || k > nShops {
		return 0
	}
	return int(shopSpace[k])
}

// ShopName is shop k's name ("Bakery").
func ShopName(k int) string {
	if k < 1 || k > nShops {
		return fmt.Sprintf("shop %d", k)
	}
	return shopNames[k]
}

// ZoneOf returns shop k's zone: shops 1–19 orange, 20–38 yellow, 39–56 green.
func ZoneOf(k int) Zone {
	switch {
	case k <= 19:
		return Orange
	case k <= 38:
		return Yellow
	}
	return Green
}

// VisitValue is shop k's visit value (own-shop bonus, rent, mail, gallery value).
func VisitValue(k int) int64 { return zoneVisit[ZoneOf(k)] }

// Price is shop k's purchase price.
func Price(k int) int64 { return zonePrice[ZoneOf(k)] }

// Resale is what the bank pays for shop k in a forced sale (50%).
func Resale(k int) int64 { return zonePrice[ZoneOf(k)] / 2 }

// Pile is one of the three face-down card piles.
type Pile uint8

const (
	PileEven Pile = iota // correspondence cards 2, 4, …, 72
	PileOdd              // correspondence cards 1, 3, …, 71
	PileRed              // Red Button cards 1…20
	nPiles
)

var pileNames = [nPiles]string{"even", "odd", "red"}

func (p Pile) String() string {
	if p < nPiles {
		return pileNames[p]
	}
	return fmt.Sprintf("pile(%d)", uint8(p))
}

// pileSize is the number of cards of each pile.
var pileSize = [nPiles]int{nCards / 2, nCards / 2, nRed}

// inPile reports whether card c belongs to pile p.
func inPile(p Pile, c int) bool {
	switch p {
	case PileEven:
		return c >= 2 && c <= nCards && c%2 == 0
	case PileOdd:
		return c >= 1 && c <= nCards && c%2 == 1
	case PileRed:
		return c >= 1 && c <= nRed
	}
	return false
}

// parityPile is the pile of a dice total: even totals draw from the even pile.
func parityPile(total int) Pile {
	if total%2 == 0 {
		return PileEven
	}
	return PileOdd
}

// op is what an effect does (§1.3, §1.4).
type op uint8

const (
	opNone        op = iota
	opReceive        // bank pays amount × count
	opPayBank        // pay the bank amount × count
	opPayEach        // pay amount to each other player
	opCollectEach    // each other player pays amount
	opGainSign
	opLoseSign
	opBankrupt
	opFreeShop
	opAllReceive
	opToOffice // advance to the next Office ahead
	opBack3    // move back 3 spaces
	opTo33
	opTo66
)

// per says what an amount is multiplied by.
type per uint8

const (
	perOnce per = iota
	perShop
	perSign
	perGallery
)

// effect is one card action.
type effect struct {
	op     op
	amount int64
	per    per
}

// officeOutcomes are O1…O12 (§1.3).
var officeOutcomes = [13]effect{{},
	{opReceive, 10000, perOnce}, {opPayBank, 10000, perOnce}, {opGainSign, 0, perOnce},
	{opBankrupt, 0, perOnce}, {opReceive, 2000, perShop}, {opPayBank, 2000, perShop},
	{opFreeShop, 0, perOnce}, {opLoseSign, 0, perOnce}, {opReceive, 5000, perGallery},
	{opPayBank, 5000, perGallery}, {opReceive, 20000, perOnce}, {opPayBank, 20000, perOnce},
}

// OfficeOutcome is the Office outcome index (1…12) of correspondence card n.
func OfficeOutcome(n int) int { return ((n-1)/2)%12 + 1 }

// mailActions are the upper halves of cards 57…72.
var mailActions = [nCards - nShops]effect{
	{opPayBank, 5000, perOnce}, {opReceive, 5000, perOnce}, {opPayEach, 1000, perOnce},
	{opCollectEach, 1000, perOnce}, {opGainSign, 0, perOnce}, {opReceive, 3000, perSign},
	{opPayBank, 1000, perShop}, {opReceive, 1000, perShop}, {opPayBank, 10000, perOnce},
	{opReceive, 10000, perOnce}, {opLoseSign, 0, perOnce}, {opAllReceive, 2000, perOnce},
	{opPayBank, 3000, perGallery}, {opReceive, 3000, perGallery}, {opReceive, 5000, perOnce},
	{opGainSign, 0, perOnce},
}

// redCards are RB01…RB20 (§1.4).
var redCards = [nRed + 1]effect{{},
	{opBankrupt, 0, perOnce}, {opBankrupt, 0, perOnce}, {opPayBank, 10000, perOnce},
	{opPayBank, 5000, perGallery}, {opLoseSign, 0, perOnce}, {opPayBank, 2000, perShop},
	{opReceive, 10000, perOnce}, {opReceive, 20000, perOnce}, {opCollectEach, 2000, perOnce},
	{opPayEach, 2000, perOnce}, {opToOffice, 0, perOnce}, {opBack3, 0, perOnce},
	{opGainSign, 0, perOnce}, {opTo33, 0, perOnce}, {opPayBank, 5000, perOnce},
	{opReceive, 5000, perGallery}, {opTo66, 0, perOnce}, {opPayBank, 3000, perSign},
	{opReceive, 15000, perOnce}, {opGainSign, 0, perOnce},
}

// text describes an effect in plain words.
func (e effect) text() string {
	amt := money(e.amount)
	suffix := ""
	switch e.per {
	case perShop:
		suffix = " per shop you own"
	case perSign:
		suffix = " per sign you own"
	case perGallery:
		suffix = " per gallery you own"
	}
	switch e.op {
	case opReceive:
		return "Receive " + amt + suffix
	case opPayBank:
		return "Pay the bank " + amt + suffix
	case opPayEach:
		return "Pay " + amt + " to each other player"
	case opCollectEach:
		return "Collect " + amt + " from each other player"
	case opGainSign:
		return "Put a sign on one of your shops"
	case opLoseSign:
		return "Remove a sign from one of your shops"
	case opBankrupt:
		return "Bankruptcy: lose one of your shops"
	case opFreeShop:
		return "Take a free shop at random"
	case opAllReceive:
		return "Every player receives " + amt
	case opToOffice:
		return "Advance to the next Office"
	case opBack3:
		return "Move back 3 spaces"
	case opTo33:
		return "Advance to space 33"
	case opTo66:
		return "Advance to space 66"
	}
	return "Nothing"
}

// MailText is the upper half of correspondence card n: a shop or an action.
func MailText(n int) string {
	switch {
	case n >= 1 && n <= nShops:
		return fmt.Sprintf("Shop %d: %s", n, ShopName(n))
	case n > nShops && n <= nCards:
		return mailActions[n-nShops-1].text()
	}
	return fmt.Sprintf("card %d", n)
}

// OfficeText is the lower half (Office outcome) of correspondence card n.
func OfficeText(n int) string {
	if n < 1 || n > nCards {
		return fmt.Sprintf("card %d", n)
	}
	return officeOutcomes[OfficeOutcome(n)].text()
}

// RedText is Red Button card id's text (1…20).
func RedText(id int) string {
	if id < 1 || id > nRed {
		return fmt.Sprintf("Red Button %d", id)
	}
	return redCards[id].text()
}

// money writes an amount the way the rulebook does: "15,000".
func money(v int64) string {
	neg := v < 0
	if neg {
		v = -v
	}
	s := fmt.Sprint(v)
	out := ""
	for len(s) > 3 {
		out = "," + s[len(s)-3:] + out
		s = s[:len(s)-3]
	}
	out = s + out
	if neg {
		out = "-" + out
	}
	return out
}

// Money formats an amount with grouped thousands and the euro sign: "15,000 €".
func Money(v int64) string { return money(v) + " €" }

// Goals returns the victory thresholds for a seat count at setup (§11.1):
// signs held and shops in one gallery.
func Goals(players int) (signs, gallery int) {
	switch players {
	case 2, 3:
		return 6, 15
	case 4:
		return 5, 12
	case 5:
		return 4, 9
	}
	return 3, 9
}
