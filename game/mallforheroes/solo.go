package mallforheroes

import (
	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
)

// The solo levels in words. Every number of a level's condition (gardens
// needed, types allowed, the empty area's bonus, the Monsters) comes from
// the engine's level table (rules.SoloLevelOf), and a mall's standing
// from its count (rules.SoloMall.Count): no rule's number is written here.
// Their French is in fr_notes.go.

// LevelWords is a solo level's condition (§5.4), "" for no level.
func LevelWords(level int) string {
	L := rules.SoloLevelOf(level)
	switch L.Rule {
	case rules.SoloMonoGardens:
		return lang.F("each mall needs %d single-colour gardens", L.Limit)
	case rules.SoloMaxTypes:
		return lang.F("each mall keeps at most %d Shop types", L.Limit)
	case rules.SoloNoGardens:
		return lang.F("no completed garden; +%d per empty area", L.Bonus)
	case rules.SoloTypesShort:
		return lang.F("each mall needs %d Shops of every type", L.Limit)
	case rules.SoloGardens:
		return lang.F("each mall needs %d completed gardens", L.Limit)
	case rules.SoloMonsters:
		return lang.F("%d Monsters count for both malls", L.Monsters)
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
		return lang.N(n, "%d single-colour garden of the %d needed", "%d single-colour gardens of the %d needed", L.Limit)
	case rules.SoloMaxTypes:
		return lang.N(n, "%d Shop type, at most %d allowed", "%d Shop types, at most %d allowed", L.Limit)
	case rules.SoloNoGardens:
		return lang.N(n, "%d completed garden, none allowed", "%d completed gardens, none allowed")
	case rules.SoloTypesShort:
		return lang.N(n, "%d type with fewer than %d Shops", "%d types with fewer than %d Shops", L.Limit)
	case rules.SoloGardens:
		return lang.N(n, "%d completed garden of the %d needed", "%d completed gardens of the %d needed", L.Limit)
	case rules.SoloMonsters:
		return lang.F("%d Monsters, no other condition", L.Monsters)
	}
	return ""
}
