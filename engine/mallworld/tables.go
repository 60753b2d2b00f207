package mallworld

// Read-only views of the data tables for the rules book (game/rulebook)
// and the table (game/mallworld): the values the rules use, exported
// without changing any rule, and the codes of texts read for the table.

// CardCopies is how many amenity cards of each colour pair the deck holds.
const CardCopies = copiesEach

// Colours is the number of colours (shop types and tenant types).
const Colours = nColours

// Token is one value of corruption token and how many the game has.
type Token struct{ Value, Count int }

// Tokens lists the corruption tokens' values, highest first, with their
// counts.
func Tokens() []Token {
	out := make([]Token, nTokenValues)
	for i := range out {
		out[i] = Token{int(tokenValues[i]), int(tokenCounts[i])}
	}
	return out
}

// LobbySlots is the number of lobby slots (LobbyPrice gives their prices).
const LobbySlots = len(lobbyPrices)

// Start is what each player starts with: the bank account (CHF), coins and
// amenity cards in hand.
func Start() (account, coins, hand int) { return startAccount, startCoins, startHand }

// ShopTiles is the number of shop tiles of each colour.
const ShopTiles = tilesPerShop

// TenantTokens is the number of tenant tokens of each colour.
const TenantTokens = tokensPerKind

// RefreshCost is what refreshing the display costs, in coins.
const RefreshCost = refreshCost

// TakeLimit is the most display cards one take moves to a hand.
const TakeLimit = takeLimit

// MaxOffer is the most cards one offer holds; an offer of one card has no
// auction and costs SoloOfferCost coins.
const MaxOffer = maxOffer

// SoloOfferCost is what playing a single offered card costs, in coins.
const SoloOfferCost = soloOfferCost

// Auctioned reports whether an offer of n cards goes to a closed-fist
// auction: two cards or more. A single card is played by the seat that
// offers it, for SoloOfferCost coins.
func Auctioned(n int) bool { return n > 1 }

// CoinValue is what each coin adds to its owner's bank account at the end,
// in CHF.
const CoinValue = coinValue

// Phases is the number of phases; the last one allows both developments in
// one turn.
const Phases = lastPhase

// DisplaySize is the number of amenity cards the display shows.
const DisplaySize = displaySize

// MallColumns and MallRows are the mall's size: columns A… and rows 1….
const (
	MallColumns = cols
	MallRows    = rows
)

// BlackBoxShare is the least the black box must hold at the end of a turn
// for its coins to be shared out: one coin per player.
func BlackBoxShare(players int) int { return players }

// ColourCode is colour c's letter in move texts and positions ("V" for
// V); "?" for no colour.
func ColourCode(c int) string { return colourWord(c) }

// ColourOfCode is the colour a letter of ColourCode names; ok is false for
// any other text.
func ColourOfCode(code string) (c int, ok bool) { return parseColour(code) }

// TokenCode is a corruption token's text in moves and positions: its value
// with a sign ("+4000", "-1000").
func TokenCode(value int) string { return tokenWord(value) }

// TokenValue is the value of the corruption token whose text is code; ok
// is false for any other text.
func TokenValue(code string) (value int, ok bool) {
	i, ok := parseToken(code)
	if !ok {
		return 0, false
	}
	return int(tokenValues[i]), true
}

// CardColours are the two colours of the amenity card whose code is code
// ("VG": V and G); ok is false for any other text.
func CardColours(code string) (x, y int, ok bool) {
	t, ok := parseCardType(code)
	if !ok {
		return 0, 0, false
	}
	return CardTypes[t].X, CardTypes[t].Y, true
}
