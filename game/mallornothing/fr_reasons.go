package mallornothing

import (
	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/lang"
)

// French for what a placement does (the engine's Explain notes, in a
// hint's reason).
func init() {
	lang.Add(lang.French, map[string]string{
		engine.PointsGained:  "+%d\u00a0points maintenant",
		engine.PointGained:   "+%d\u00a0point maintenant",
		engine.PointsLost:    "coûte %d\u00a0points maintenant",
		engine.PointLost:     "coûte %d\u00a0point maintenant",
		engine.PointsNothing: "aucun point maintenant",

		rules.ExplainHallway:     "votre couloir s’allonge de %d\u00a0cases",
		rules.ExplainHallway1:    "votre couloir s’allonge de %d\u00a0case",
		rules.ExplainHallwayCut:  "votre couloir perd %d\u00a0cases",
		rules.ExplainHallwayCut1: "votre couloir perd %d\u00a0case",
		rules.ExplainDiscard:     "la carte n’a aucune place permise, elle est donc défaussée",
		"department stores +%d":  "grands magasins +%d",
		"beauty shops +%d":       "instituts de beauté +%d",
		"clothing stores +%d":    "magasins de vêtements +%d",
		"restaurants +%d":        "restaurants +%d",
		"services +%d":           "services +%d",
		"entertainment +%d":      "divertissement +%d",
	})
}
