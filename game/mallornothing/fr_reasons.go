package mallornothing

import "github.com/galleria-games/galleria/game/lang"

// French for what a placement does (the engine's Explain notes, in a
// hint's reason).
func init() {
	lang.Add(lang.French, map[string]string{
		"+%d points now":      "+%d\u00a0points maintenant",
		"+%d point now":       "+%d\u00a0point maintenant",
		"costs %d points now": "coûte %d\u00a0points maintenant",
		"costs %d point now":  "coûte %d\u00a0point maintenant",
		"no points now":       "aucun point maintenant",

		"your hallway grows by %d squares":                "votre couloir s’allonge de %d\u00a0cases",
		"your hallway grows by %d square":                 "votre couloir s’allonge de %d\u00a0case",
		"your hallway shrinks by %d squares":              "votre couloir perd %d\u00a0cases",
		"your hallway shrinks by %d square":               "votre couloir perd %d\u00a0case",
		"the card has no legal place, so it is discarded": "la carte n’a aucune place permise, elle est donc défaussée",
		"department stores +%d":                           "grands magasins +%d",
		"beauty shops +%d":                                "instituts de beauté +%d",
		"clothing stores +%d":                             "magasins de vêtements +%d",
		"restaurants +%d":                                 "restaurants +%d",
		"services +%d":                                    "services +%d",
		"entertainment +%d":                               "divertissement +%d",
	})
}
