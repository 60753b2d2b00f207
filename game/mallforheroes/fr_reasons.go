package mallforheroes

import (
	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
)

// French for what a move does (the engine's Explain notes, in a hint's
// reason); the Shop types' names are in book/fr.go.
func init() {
	lang.Add(lang.French, map[string]string{
		engine.PointsGained:  "+%d\u00a0points maintenant",
		engine.PointGained:   "+%d\u00a0point maintenant",
		engine.PointsLost:    "coûte %d\u00a0points maintenant",
		engine.PointLost:     "coûte %d\u00a0point maintenant",
		engine.PointsNothing: "aucun point maintenant",

		rules.ExplainTakes:      "prend une Boutique %s",
		rules.ExplainAbilities:  "les pouvoirs de vos Boutiques rapportent %d de plus",
		rules.ExplainGarden:     "complète un jardin",
		rules.ExplainGardens:    "complète %d\u00a0jardins",
		rules.ExplainTower:      "bâtit une Tour",
		rules.ExplainMonsterUp:  "les Monstres vous coûtent %d de plus",
		rules.ExplainMonsterOff: "les Monstres vous coûtent %d de moins",
		rules.ExplainNoMonster:  "tient les Monstres à l’écart",
	})
}
