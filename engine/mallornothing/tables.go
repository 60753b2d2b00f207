package mallornothing

// Read-only views of the card data for the rules book (game/rulebook),
// without changing any rule.

// Cards is the number of cards (numbered 1…Cards); StartP1 and StartP2
// the two starting cards.
const (
	Cards   = nCards
	StartP1 = cardP1
	StartP2 = cardP2
)
