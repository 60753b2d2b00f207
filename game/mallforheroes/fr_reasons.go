package mallforheroes

import "github.com/galleria-games/galleria/game/lang"

// French for what a move does (the engine's Explain notes, in a hint's
// reason); the Shop types' names are in book/fr.go.
func init() {
	lang.Add(lang.French, map[string]string{
		"+%d points now":      "+%d\u00a0points maintenant",
		"+%d point now":       "+%d\u00a0point maintenant",
		"costs %d points now": "coûte %d\u00a0points maintenant",
		"costs %d point now":  "coûte %d\u00a0point maintenant",
		"no points now":       "aucun point maintenant",

		"drafts a %s Shop":                    "prend une Boutique %s",
		"your Shops' abilities score %d more": "les pouvoirs de vos Boutiques rapportent %d de plus",
		"completes a garden":                  "complète un jardin",
		"completes %d gardens":                "complète %d\u00a0jardins",
		"builds a Tower":                      "bâtit une Tour",
		"the Monsters cost you %d more":       "les Monstres vous coûtent %d de plus",
		"the Monsters cost you %d less":       "les Monstres vous coûtent %d de moins",
		"keeps clear of the Monsters":         "tient les Monstres à l’écart",
	})
}
