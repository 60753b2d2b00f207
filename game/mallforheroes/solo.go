package mallforheroes

import (
	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
)

// The solo levels in words. Every number of a level's condition (gardens
// needed, types allowed, the empty area's bonus, the Monsters) comes from
// the engine's level table (rules.SoloLevelOf), and a mall's standing
// from its count (rules.SoloMall.Count): no rule's number is written here.
//
// The formats below take a rule's number from the engine (the level table,
// rules.TowerPoints): their French is in fr_notes.go, this package's
// catalog, and TestRuleWordsInFrench checks that every one of them has it.
const (
	levelMonoGardens = "each mall needs %d single-colour gardens"
	levelMaxTypes    = "each mall keeps at most %d Shop types"
	levelNoGardens   = "no completed garden; +%d per empty area"
	levelTypesShort  = "each mall needs %d Shops of every type"
	levelGardens     = "each mall needs %d completed gardens"
	levelMonsters    = "%d Monsters count for both malls"

	whyMonoGardensOne   = "%d single-colour garden of the %d needed"
	whyMonoGardensOther = "%d single-colour gardens of the %d needed"
	whyMaxTypesOne      = "%d Shop type, at most %d allowed"
	whyMaxTypesOther    = "%d Shop types, at most %d allowed"
	whyTypesShortOne    = "%d type with fewer than %d Shops"
	whyTypesShortOther  = "%d types with fewer than %d Shops"
	whyGardensOne       = "%d completed garden of the %d needed"
	whyGardensOther     = "%d completed gardens of the %d needed"
	whyMonsters         = "%d Monsters, no other condition"

	removeOneWords   = "%s: remove one Shop type (each mall keeps %d types)"
	removeTwoWords   = "%s: remove two Shop types, then OK (each mall keeps %d types)"
	guideRemoveWords = "Guide: a mall keeps only %d Shop types. Remove the types that score least for you: their Shops leave the mall."

	guideTowerWords = "Guide: your mall shows a Wizard's pattern. Place its Tower next to your cards: at the end it scores %d points per Shop of its type."
	towerShortWords = "%s · Tower: %d per %s"
	wizardCardWords = "%s (%s). Claim when your mall shows %s (any turn or mirror). Its Tower: %d points per %s in your mall; garden quarters %s."
)

// LevelWords is a solo level's condition (§5.4), "" for no level.
func LevelWords(level int) string {
	L := rules.SoloLevelOf(level)
	switch L.Rule {
	case rules.SoloMonoGardens:
		return lang.F(levelMonoGardens, L.Limit)
	case rules.SoloMaxTypes:
		return lang.F(levelMaxTypes, L.Limit)
	case rules.SoloNoGardens:
		return lang.F(levelNoGardens, L.Bonus)
	case rules.SoloTypesShort:
		return lang.F(levelTypesShort, L.Limit)
	case rules.SoloGardens:
		return lang.F(levelGardens, L.Limit)
	case rules.SoloMonsters:
		return lang.F(levelMonsters, L.Monsters)
	}
	return ""
}

// soloWhy is the state of a solo level's condition for one mall, in the
// current language: the mall's count against the level's number.
func soloWhy(level int, m rules.SoloMall) string {
	L := rules.SoloLevelOf(level)
	n := m.Count
	switch L.Rule {
	case rules.SoloMonoGardens:
		return lang.N(n, whyMonoGardensOne, whyMonoGardensOther, L.Limit)
	case rules.SoloMaxTypes:
		return lang.N(n, whyMaxTypesOne, whyMaxTypesOther, L.Limit)
	case rules.SoloNoGardens:
		return lang.N(n, "%d completed garden, none allowed", "%d completed gardens, none allowed")
	case rules.SoloTypesShort:
		return lang.N(n, whyTypesShortOne, whyTypesShortOther, L.Limit)
	case rules.SoloGardens:
		return lang.N(n, whyGardensOne, whyGardensOther, L.Limit)
	case rules.SoloMonsters:
		return lang.F(whyMonsters, L.Monsters)
	}
	return ""
}
