package mallforheroes

// Component data of spec §1: 60 Shops, 5 Entrances, 6 Wizards, 5 Heroes and
// 4 Monsters.

// Type is a Shop type (§1.1).
type Type uint8

const (
	Potions Type = iota
	Pub
	Tavern
	Library
	Blacksmith
	Fountain
	nTypes
)

// typeNames are the words for the types in moves and positions.
var typeNames = [nTypes]string{"potions", "pub", "tavern", "library", "blacksmith", "fountain"}

func (t Type) String() string {
	if t < nTypes {
		return typeNames[t]
	}
	return "?"
}

// TypeByName returns the type with that move word.
func TypeByName(s string) (Type, bool) {
	for i, n := range typeNames {
		if n == s {
			return Type(i), true
		}
	}
	return 0, false
}

// Colour is a garden quarter's colour; NoColour for a corner without one.
type Colour uint8

const (
	NoColour Colour = iota
	Red
	Yellow
	Blue
)

var colourNames = [4]string{"", "red", "yellow", "blue"}

func (c Colour) String() string { return colourNames[c&3] }

// Corners, in the order TL, TR, BL, BR.
const (
	TL = iota
	TR
	BL
	BR
)

// Ability is a Shop's scoring ability (§1.3).
type Ability uint8

const (
	RowBP Ability = iota + 1
	Pot2BS2
	AdjTavern
	LeftPubs
	NoAdjPub
	Tav3
	LibGtPot
	MostLib
	ColBT
	Surrounded
	FountainCount
	RightMono
	BlacksmithCount
)

var abilityNames = [...]string{"", "ROW_BP", "POT2_BS2", "ADJ_TAVERN", "LEFT_PUBS", "NO_ADJ_PUB", "TAV3",
	"LIB_GT_POT", "MOST_LIB", "COL_BT", "SURROUNDED", "FOUNTAIN_COUNT", "RIGHT_MONO", "BLACKSMITH_COUNT"}

func (a Ability) String() string {
	if int(a) < len(abilityNames) {
		return abilityNames[a]
	}
	return "?"
}

// Markings (§1.2).
const (
	markNone = iota // every game
	mark4           // 4 and 5 players (and the solo bot deck)
	mark5           // 5 players (and the solo bot deck)
)

// ShopCard is one Shop of §1.4.
type ShopCard struct {
	Type    Type
	Marking int // 0 none, 1 "4+", 2 "5"
	Ability Ability
	Colour  Colour // the colour of all its quarters (NoColour: none)
	Corners uint8  // bit k: corner k (TL, TR, BL, BR) has a quarter
}

const nShops = 60

const (
	cTL = 1 << TL
	cTR = 1 << TR
	cBL = 1 << BL
	cBR = 1 << BR
	c4  = cTL | cTR | cBL | cBR
)

// shops is §1.4, index = Shop number (1…60).
var shops = [nShops + 1]ShopCard{
	{},
	{Potions, markNone, RowBP, Red, c4},
	{Potions, markNone, RowBP, Yellow, cTL | cTR | cBL},
	{Potions, markNone, RowBP, Blue, cTR | cBL | cBR},
	{Potions, markNone, Pot2BS2, Red, cTL | cTR | cBR},
	{Potions, markNone, Pot2BS2, Yellow, cTL | cBR},
	{Potions, markNone, Pot2BS2, NoColour, 0},
	{Potions, mark4, RowBP, Red, c4},
	{Potions, mark4, Pot2BS2, Yellow, cTL},
	{Potions, mark5, RowBP, Blue, cTL | cBL | cBR},
	{Potions, mark5, Pot2BS2, Red, cTL | cTR},
	{Pub, markNone, AdjTavern, Yellow, c4},
	{Pub, markNone, AdjTavern, Blue, cTL | cTR | cBR},
	{Pub, markNone, AdjTavern, Red, cTL | cBL | cBR},
	{Pub, markNone, LeftPubs, Yellow, cTR | cBL | cBR},
	{Pub, markNone, LeftPubs, Blue, cTR | cBL},
	{Pub, markNone, LeftPubs, NoColour, 0},
	{Pub, mark4, AdjTavern, Yellow, c4},
	{Pub, mark4, LeftPubs, Blue, cTR},
	{Pub, mark5, AdjTavern, Red, cTL | cTR | cBL},
	{Pub, mark5, LeftPubs, Yellow, cTR | cBR},
	{Tavern, markNone, NoAdjPub, Blue, c4},
	{Tavern, markNone, NoAdjPub, Red, cTR | cBL | cBR},
	{Tavern, markNone, NoAdjPub, Yellow, cTL | cTR | cBL},
	{Tavern, markNone, Tav3, Blue, cTL | cBL | cBR},
	{Tavern, markNone, Tav3, Red, cTL | cBR},
	{Tavern, markNone, Tav3, NoColour, 0},
	{Tavern, mark4, NoAdjPub, Blue, c4},
	{Tavern, mark4, Tav3, Red, cBR},
	{Tavern, mark5, NoAdjPub, Yellow, cTL | cTR | cBR},
	{Tavern, mark5, Tav3, Blue, cBL | cBR},
	{Library, markNone, LibGtPot, Red, c4},
	{Library, markNone, LibGtPot, Yellow, cTL | cBL | cBR},
	{Library, markNone, LibGtPot, Blue, cTL | cTR | cBR},
	{Library, markNone, MostLib, Red, cTL | cTR | cBL},
	{Library, markNone, MostLib, Yellow, cTR | cBL},
	{Library, markNone, MostLib, NoColour, 0},
	{Library, mark4, LibGtPot, Red, c4},
	{Library, mark4, MostLib, Yellow, cBL},
	{Library, mark5, LibGtPot, Blue, cTR | cBL | cBR},
	{Library, mark5, MostLib, Red, cTL | cBL},
	{Blacksmith, markNone, ColBT, Yellow, c4},
	{Blacksmith, markNone, ColBT, Blue, cTL | cTR | cBL},
	{Blacksmith, markNone, ColBT, Red, cTR | cBL | cBR},
	{Blacksmith, markNone, ColBT, Yellow, cTL | cTR | cBR},
	{Blacksmith, markNone, ColBT, Blue, cTL | cBR},
	{Blacksmith, markNone, ColBT, NoColour, 0},
	{Blacksmith, mark4, ColBT, Yellow, c4},
	{Blacksmith, mark4, ColBT, Blue, cTL},
	{Blacksmith, mark5, Surrounded, Red, cTL | cBL | cBR},
	{Blacksmith, mark5, Surrounded, Yellow, cTL | cTR},
	{Fountain, markNone, FountainCount, Blue, c4},
	{Fountain, markNone, FountainCount, Red, cTL | cTR | cBR},
	{Fountain, markNone, FountainCount, Yellow, cTL | cBL | cBR},
	{Fountain, markNone, RightMono, Blue, cTR | cBL | cBR},
	{Fountain, markNone, RightMono, Red, cTR | cBL},
	{Fountain, markNone, RightMono, NoColour, 0},
	{Fountain, mark4, FountainCount, Blue, c4},
	{Fountain, mark4, RightMono, Red, cTR},
	{Fountain, mark5, BlacksmithCount, Yellow, cTL | cTR | cBL},
	{Fountain, mark5, BlacksmithCount, Blue, cTR | cBR},
}

// ShopCorners is the quarter colour on each corner of Shop n (indexed by
// TL, TR, BL, BR), as placed normally or, rotated, turned 180° by the
// Druid (§1.7: TL↔BR, TR↔BL); all NoColour for n outside 1…60.
func ShopCorners(n int, rotated bool) [4]Colour {
	if n < 1 || n > nShops {
		return [4]Colour{}
	}
	return cell{card: uint8(n), rot: rotated}.corners()
}

// Shop returns Shop n (1…60) of §1.4.
func Shop(n int) ShopCard {
	if n < 1 || n > nShops {
		return ShopCard{}
	}
	return shops[n]
}

// rot180 moves quarters TL↔BR and TR↔BL (the Druid, §1.7).
func rot180(mask uint8) uint8 {
	var out uint8
	if mask&cTL != 0 {
		out |= cBR
	}
	if mask&cBR != 0 {
		out |= cTL
	}
	if mask&cTR != 0 {
		out |= cBL
	}
	if mask&cBL != 0 {
		out |= cTR
	}
	return out
}

// Garden-scoring rules of the Entrances (§1.5).
const (
	ruleRainbow = iota + 1
	ruleMono
	ruleFlat
	ruleTwin
	ruleGrand
)

// EntranceCard is one Entrance of §1.5.
type EntranceCard struct {
	Name    string
	Corners [4]Colour // TL, TR, BL, BR
	Rule    int
	Scoring string // the rule in words
}

const nEntrances = 5

var entrances = [nEntrances + 1]EntranceCard{
	{},
	{"Rainbow Gate", [4]Colour{Red, Yellow, Blue, Yellow}, ruleRainbow, "2/4/6 per garden of 1/2/3 colours"},
	{"Rose Gate", [4]Colour{Red, Red, Red, Red}, ruleMono, "8 per single-colour garden, 3 per other"},
	{"Market Gate", [4]Colour{Yellow, Blue, Blue, Yellow}, ruleFlat, "4 per garden"},
	{"Twin Gate", [4]Colour{Blue, Yellow, Yellow, Blue}, ruleTwin, "5 per two-colour garden, 3 per other"},
	{"Grand Gate", [4]Colour{Yellow, Red, Blue, Red}, ruleGrand, "n × (n+1) for n gardens"},
}

// Entrance returns Entrance n (1…5).
func Entrance(n int) EntranceCard {
	if n < 1 || n > nEntrances {
		return EntranceCard{}
	}
	return entrances[n]
}

// Wizard patterns (§1.6).
const (
	patLine = iota + 1 // LINE(a, m, b)
	patEll             // ELL(c; p, q)
)

// WizardCard is one Wizard of §1.6. For LINE, A and B are the ends and M the
// middle; for ELL, A is the corner card c, M the first arm p and B the
// second arm q.
type WizardCard struct {
	Name    string
	Pattern int
	A, M, B Type
	Tower   [4]Colour // the Tower side's quarters, TL, TR, BL, BR
	Scores  Type      // the Tower scores TowerPoints per Shop of this type
}

// TowerPoints is what a Wizard's Tower scores at the end for each Shop of
// its type in the mall (§1.6).
const TowerPoints = 2

const nWizards = 6

var wizards = [nWizards + 1]WizardCard{
	{},
	{"Alchemist", patLine, Potions, Library, Potions, [4]Colour{Red, 0, 0, Blue}, Potions},
	{"Brewmaster", patLine, Pub, Tavern, Pub, [4]Colour{0, Yellow, Yellow, 0}, Pub},
	{"Runesmith", patEll, Blacksmith, Blacksmith, Fountain, [4]Colour{Blue, Blue, 0, 0}, Blacksmith},
	{"Archivist", patEll, Library, Library, Tavern, [4]Colour{0, 0, Red, Red}, Library},
	{"Hydromancer", patLine, Fountain, Potions, Fountain, [4]Colour{Yellow, 0, 0, Yellow}, Fountain},
	{"Hearth Wizard", patEll, Tavern, Pub, Fountain, [4]Colour{0, Red, Blue, 0}, Tavern},
}

// Wizard returns Wizard n (1…6).
func Wizard(n int) WizardCard {
	if n < 1 || n > nWizards {
		return WizardCard{}
	}
	return wizards[n]
}

// Heroes (§1.7).
const (
	Rogue = iota + 1
	Paladin
	Sorceress
	Bard
	Druid
	nHeroes = 5
)

var heroNames = [nHeroes + 1]string{"", "Rogue", "Paladin", "Sorceress", "Bard", "Druid"}

// HeroName returns the name of Hero n (1…5).
func HeroName(n int) string {
	if n < 1 || n > nHeroes {
		return ""
	}
	return heroNames[n]
}

// Monsters (§1.8).
const (
	Dragon = iota + 1
	Troll
	GoblinKing
	Basilisk
	nMonsters = 4
)

var monsterNames = [nMonsters + 1]string{"", "Dragon", "Troll", "Goblin King", "Basilisk"}

// MonsterName returns the name of Monster n (1…4).
func MonsterName(n int) string {
	if n < 1 || n > nMonsters {
		return ""
	}
	return monsterNames[n]
}

// Rounds is the number of rounds for a seat count (1: solo).
func Rounds(seats int) int {
	switch seats {
	case 4:
		return 4
	case 5:
		return 5
	}
	return 3
}

// shopInPlay reports whether Shop n is in the deck for this seat count
// (solo plays with the unmarked Shops).
func shopInPlay(n, seats int) bool {
	switch shops[n].Marking {
	case mark4:
		return seats >= 4
	case mark5:
		return seats == 5
	}
	return true
}
