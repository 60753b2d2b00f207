package mallforheroes

// Read-only views of the component counts for the rules book
// (game/rulebook), without changing any rule.

// The number of each component: Shops (1…Shops), Entrances, Wizards,
// Heroes, Monsters, Shop types and Shop abilities (1…Abilities).
const (
	Shops     = nShops
	Entrances = nEntrances
	Wizards   = nWizards
	Heroes    = nHeroes
	Monsters  = nMonsters
	Types     = int(nTypes)
	Abilities = len(abilityNames) - 1
)

// Rule is Entrance n's garden-scoring rule: "rainbow", "mono", "flat",
// "twin" or "grand" ("" for a bad n).
func Rule(n int) string {
	switch Entrance(n).Rule {
	case ruleRainbow:
		return "rainbow"
	case ruleMono:
		return "mono"
	case ruleFlat:
		return "flat"
	case ruleTwin:
		return "twin"
	case ruleGrand:
		return "grand"
	}
	return ""
}

// Line reports whether Wizard n's pattern is a straight line of three
// (LINE); otherwise it is an L (ELL).
func Line(n int) bool { return Wizard(n).Pattern == patLine }
