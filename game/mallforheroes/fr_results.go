package mallforheroes

import "github.com/galleria-games/galleria/game/lang"

// French for the results' breakdown (parts.go, results.go).
func init() {
	lang.Add(lang.French, map[string]string{
		"Gardens":                 "Jardins",
		"Empty areas":             "Zones vides",
		"Mall %s (the lower)":     "Galerie %s (la plus faible)",
		"%s · %s":                 "%s · %s",
		"%s: %s (%s)":             "%s\u00a0: %s (%s)",
		"%s (%s)":                 "%s (%s)",
		"Empty areas: %d × %d":    "Zones vides\u00a0: %d × %d",
		"Gardens: none completed": "Jardins\u00a0: aucun complet",
		"Gardens: %d × %d":        "Jardins\u00a0: %d × %d",
		"Gardens: %s":             "Jardins\u00a0: %s",
		"Tower (%s): %d %s × %d":  "Tour (%s)\u00a0: %d %s × %d",
	})
}
