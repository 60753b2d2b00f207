package mallforheroes

// The solo levels (§5.4): each level's condition, with its numbers, and
// its target, in one table that the rules and the clients read.

// SoloRule is the kind of a solo level's condition.
type SoloRule uint8

// The solo conditions, for each mall. Count is the number a mall's
// standing gives (SoloMall.Count), Limit the level's number.
const (
	// SoloMonoGardens: at least Limit completed single-colour gardens
	// (Count: the mall's single-colour gardens).
	SoloMonoGardens SoloRule = iota + 1
	// SoloMaxTypes: at most Limit Shop types; at the end the player removes
	// the types above Limit (Count: the mall's types).
	SoloMaxTypes
	// SoloNoGardens: no completed garden; each completely empty area scores
	// Bonus (Count: the mall's completed gardens).
	SoloNoGardens
	// SoloTypesShort: at least Limit Shops of every type (Count: the types
	// with fewer).
	SoloTypesShort
	// SoloGardens: at least Limit completed gardens (Count: the mall's
	// completed gardens).
	SoloGardens
	// SoloMonsters: Monsters Monsters count for both malls; no other
	// condition (Count: 0).
	SoloMonsters
)

// SoloLevel is a solo level's rules.
type SoloLevel struct {
	Level    int
	Rule     SoloRule
	Limit    int // the condition's number (gardens needed, types allowed, Shops per type)
	Bonus    int // points per completely empty area, 0 if none
	Monsters int // Monsters active for both malls
	Target   int // the final score that beats the level
}

// soloLevels is the table of §5.4, by level.
var soloLevels = [7]SoloLevel{
	1: {Level: 1, Rule: SoloMonoGardens, Limit: 2, Target: 50},
	2: {Level: 2, Rule: SoloMaxTypes, Limit: 4, Target: 50},
	3: {Level: 3, Rule: SoloNoGardens, Limit: 0, Bonus: 6, Target: 45},
	4: {Level: 4, Rule: SoloTypesShort, Limit: 2, Target: 50},
	5: {Level: 5, Rule: SoloGardens, Limit: 6, Target: 55},
	6: {Level: 6, Rule: SoloMonsters, Monsters: 2, Target: 55},
}

// SoloLevelOf is the rules of solo level 1…6 (the zero SoloLevel for any
// other number).
func SoloLevelOf(level int) SoloLevel {
	if level < 1 || level >= len(soloLevels) {
		return SoloLevel{}
	}
	return soloLevels[level]
}

// SoloLevel is the rules of the solo level being played (the zero
// SoloLevel with 2 or more players).
func (s *State) SoloLevel() SoloLevel {
	if !s.solo() {
		return SoloLevel{}
	}
	return SoloLevelOf(int(s.level))
}

// SoloTarget is the target score of a solo level (1…6).
func SoloTarget(level int) int { return SoloLevelOf(level).Target }
