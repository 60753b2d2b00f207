package mallworld

// Card, contract, token and board data, as plain tables matching the IDs of
// the spec (shared/rules/mall-world.md, section 2).

// Colours of shops and tenants.
const (
	V = iota // violet: Clothing shops, Men tenants
	G        // green: Food shops, Women tenants
	R        // red: Hobby shops, Teenager tenants
	B        // blue: Sport shops, Children tenants
	nColours
)

const colourLetters = "VGRB"

var shopNames = [nColours]string{"Clothing", "Food", "Hobby", "Sport"}
var tenantNames = [nColours]string{"Men", "Women", "Teenagers", "Children"}

// ShopName and TenantName give the English names of a colour.
func ShopName(c int) string   { return shopNames[c] }
func TenantName(c int) string { return tenantNames[c] }

func colourByte(c int) byte { return colourLetters[c] }

func parseColour(s string) (int, bool) {
	if len(s) != 1 {
		return 0, false
	}
	for i := 0; i < nColours; i++ {
		if s[0] == colourLetters[i] {
			return i, true
		}
	}
	return 0, false
}

// Chains: tenant colour × shop colour → chain index, -1 where no chain exists.
const nChains = 12

var chainOf = [nColours][nColours]int8{
	//        V   G   R   B   (shop)
	V: {0, 1, -1, 2},   // Men: Belt & Button, Fresh Fish, —, Jump and Gun
	G: {3, 4, 5, -1},   // Women: Maid of the Mall, Biologic, Game Lobby, —
	R: {6, -1, 7, 8},   // Teens: Lovis, —, Bananas, Skateman
	B: {-1, 9, 10, 11}, // Children: —, Jen's Got Berries, Girls' Things, You're a Star
}

// Chain is one rented shop type: a tenant colour on a shop colour.
type Chain struct {
	ID     string
	Name   string
	Tenant int
	Shop   int
}

// Chains lists the 12 chains in spec order.
var Chains = [nChains]Chain{
	{"BB_BELT", "Belt & Button", V, V},
	{"FF_FISH", "Fresh Fish", V, G},
	{"JG_JUMP", "Jump and Gun", V, B},
	{"MM_MAID", "Maid of the Mall", G, V},
	{"BI_BIO", "Biologic", G, G},
	{"GL_LOBBY", "Game Lobby", G, R},
	{"LO_LOVIS", "Lovis", R, V},
	{"BA_BANANAS", "Bananas", R, R},
	{"SK_SKATE", "Skateman", R, B},
	{"JB_BERRIES", "Jen's Got Berries", B, G},
	{"GT_GIRLS", "Girls' Things", B, R},
	{"YS_STAR", "You're a Star", B, B},
}

// ChainAt returns the chain index of tenant t on shop c, or -1.
func ChainAt(t, c int) int { return int(chainOf[t][c]) }

// Amenity card types: the 10 unordered colour pairs, 4 copies each.
const (
	nCardTypes = 10
	copiesEach = 4
)

// CardType is an amenity card's unordered colour pair.
type CardType struct {
	Code string // "VG"
	X, Y int
}

// CardTypes in spec order (AM01–AM04 are VV, AM05–AM08 GG, …).
var CardTypes = [nCardTypes]CardType{
	{"VV", V, V}, {"GG", G, G}, {"RR", R, R}, {"BB", B, B},
	{"VG", V, G}, {"VR", V, R}, {"VB", V, B}, {"GR", G, R}, {"GB", G, B}, {"RB", R, B},
}

// parseCardType reads a card code ("VG") with a table lookup.
func parseCardType(s string) (int, bool) {
	if len(s) != 2 {
		return 0, false
	}
	x, y := colourOfLetter(s[0]), colourOfLetter(s[1])
	if x < 0 || y < 0 || cardTypeOf[x][y] < 0 {
		return 0, false
	}
	return int(cardTypeOf[x][y]), true
}

// colourOfLetter is the colour a letter of colourLetters names, or -1.
func colourOfLetter(c byte) int {
	switch c {
	case 'V':
		return V
	case 'G':
		return G
	case 'R':
		return R
	case 'B':
		return B
	}
	return -1
}

// cardTypeOf[x][y] is the card type whose code is the letters of x then y,
// or -1 (codes list their colours in one order only: "VG", never "GV").
var cardTypeOf = func() (out [nColours][nColours]int8) {
	for x := range out {
		for y := range out[x] {
			out[x][y] = -1
		}
	}
	for t, ct := range CardTypes {
		out[ct.X][ct.Y] = int8(t)
	}
	return out
}()

// Contracts: IDs 1–10 placement (P01–P10), 11–22 rental (R01–R12), 23–28
// special (S01–S06). 0 means none.
const (
	nContracts    = 28
	firstRental   = 11
	firstSpecial  = 23
	placementVal  = 3000  // [INFERRED] per adjacent pair
	rentalVal     = 4000  // per rented shop
	specialVal    = 12000 // per adjacency
	noContract    = 0
	hiddenSpecial = 0xFF // a view's placeholder for another seat's special
)

// ContractKind of a contract ID.
type ContractKind int

const (
	Placement ContractKind = iota
	Rental
	Special
)

// Contract is one contract card. For placements A and B are shop colours; for
// rentals and specials they are chain indices.
type Contract struct {
	ID    string
	Kind  ContractKind
	A, B  int
	Value int
}

// Contracts indexed by ID number (index 0 unused).
var Contracts = [nContracts + 1]Contract{
	{},
	{"P01", Placement, V, V, placementVal}, {"P02", Placement, G, G, placementVal},
	{"P03", Placement, R, R, placementVal}, {"P04", Placement, B, B, placementVal},
	{"P05", Placement, V, G, placementVal}, {"P06", Placement, V, R, placementVal},
	{"P07", Placement, V, B, placementVal}, {"P08", Placement, G, R, placementVal},
	{"P09", Placement, G, B, placementVal}, {"P10", Placement, R, B, placementVal},
	{"R01", Rental, 0, 8, rentalVal},    // Belt & Button + Skateman
	{"R02", Rental, 0, 10, rentalVal},   // Belt & Button + Girls' Things
	{"R03", Rental, 4, 6, rentalVal},    // Biologic + Lovis
	{"R04", Rental, 4, 2, rentalVal},    // Biologic + Jump and Gun
	{"R05", Rental, 7, 3, rentalVal},    // Bananas + Maid of the Mall
	{"R06", Rental, 7, 9, rentalVal},    // Bananas + Jen's Got Berries
	{"R07", Rental, 11, 6, rentalVal},   // You're a Star + Lovis
	{"R08", Rental, 11, 1, rentalVal},   // You're a Star + Fresh Fish
	{"R09", Rental, 5, 2, rentalVal},    // Game Lobby + Jump and Gun
	{"R10", Rental, 5, 10, rentalVal},   // Game Lobby + Girls' Things
	{"R11", Rental, 9, 3, rentalVal},    // Jen's Got Berries + Maid of the Mall
	{"R12", Rental, 1, 8, rentalVal},    // Fresh Fish + Skateman
	{"S01", Special, 1, 5, specialVal},  // Fresh Fish + Game Lobby
	{"S02", Special, 0, 9, specialVal},  // Belt & Button + Jen's Got Berries
	{"S03", Special, 4, 8, specialVal},  // Biologic + Skateman
	{"S04", Special, 3, 11, specialVal}, // Maid of the Mall + You're a Star [INFERRED]
	{"S05", Special, 6, 10, specialVal}, // Lovis + Girls' Things [INFERRED]
	{"S06", Special, 7, 2, specialVal},  // Bananas + Jump and Gun [INFERRED]
}

func contractKind(id int) ContractKind {
	switch {
	case id >= firstSpecial:
		return Special
	case id >= firstRental:
		return Rental
	}
	return Placement
}

// parseContract reads a contract ID ("P06", "R12", "S03") without a search:
// the letter gives the kind's first ID, the two digits the number within it.
func parseContract(s string) (int, bool) {
	if len(s) != 3 || s[1] < '0' || s[1] > '9' || s[2] < '0' || s[2] > '9' {
		return 0, false
	}
	k := int(s[1]-'0')*10 + int(s[2]-'0')
	var id int
	switch s[0] {
	case 'P':
		id = k
	case 'R':
		id = firstRental - 1 + k
	case 'S':
		id = firstSpecial - 1 + k
	default:
		return 0, false
	}
	if id < 1 || id > nContracts || Contracts[id].ID != s {
		return 0, false
	}
	return id, true
}

const (
	allPlacements uint32 = (1<<11 - 1) &^ 1                     // bits 1–10
	allRentals    uint32 = (1<<firstSpecial - 1) &^ (1<<11 - 1) // bits 11–22
	allSpecials   uint32 = (1<<(nContracts+1) - 1) &^ (1<<firstSpecial - 1)
)

// Corruption tokens: 7 distinct values; tokenCounts copies of each (10 in all).
const nTokenValues = 7

var tokenValues = [nTokenValues]int32{4000, 3000, 2000, 1000, -1000, -2000, -3000}
var tokenCounts = [nTokenValues]uint8{2, 1, 1, 1, 1, 2, 2}

func tokenText(i int) string { return tokenTexts[i] }

// tokenTexts are the tokens' texts ("+4000", "-1000"), made once.
var tokenTexts = func() (out [nTokenValues]string) {
	for i, v := range tokenValues {
		out[i] = itoa(int(v))
		if v > 0 {
			out[i] = "+" + out[i]
		}
	}
	return out
}()

func parseToken(s string) (int, bool) {
	for i := range tokenTexts {
		if tokenTexts[i] == s {
			return i, true
		}
	}
	return 0, false
}

// Lobby slot prices, cheapest first.
var lobbyPrices = [4]int32{1000, 2000, 4000, 7000}

// Limits.
const (
	handLimit     = 8
	startAccount  = 20000
	startCoins    = 5
	startHand     = 4
	displaySize   = 4
	tilesPerShop  = 9
	tokensPerKind = 8
	refreshCost   = 2    // coins to refresh the display
	takeLimit     = 2    // display cards taken in one action 3
	maxOffer      = 3    // cards offered in one amenity trade
	soloOfferCost = 1    // coins to play a single offered card
	coinValue     = 1000 // CHF a coin adds at the end
	lastPhase     = 3
)

// HandLimit is the most cards a hand may hold: amenity cards and
// placement/rental contracts (the special contract does not count).
const HandLimit = handLimit

// LobbyPrice is the price of lobby slot i (0 = cheapest), in CHF.
func LobbyPrice(i int) int { return int(lobbyPrices[i]) }
