package luxshopping

import "github.com/galleria-games/galleria/game/lang"

// French for what a move does (the engine's Explain notes, in a hint's
// reason); the shops' names are in the catalog already.
func init() {
	lang.Add(lang.French, map[string]string{
		"+%d\u00a0€ now":      "+%d\u00a0€ maintenant",
		"costs %d\u00a0€ now": "coûte %d\u00a0€ maintenant",
		"buys the %s":         "achète le commerce %s",
		"sells the %s":        "vend le commerce %s",
		"forms a gallery":     "forme une galerie",
		"your largest gallery grows to %d of the %d shops a win needs": "votre plus grande galerie atteint %d des %d\u00a0commerces qu’il faut pour gagner",
		"a sign: %d of the %d signs a win needs":                       "une enseigne\u00a0: %d des %d\u00a0enseignes qu’il faut pour gagner",
		"wins the game":                                                "gagne la partie",
	})
}
