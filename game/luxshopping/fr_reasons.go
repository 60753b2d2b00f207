package luxshopping

import (
	rules "github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/game/lang"
)

// French for what a move does (the engine's Explain notes, in a hint's
// reason); the shops' names are in the catalog already.
func init() {
	lang.Add(lang.French, map[string]string{
		rules.ExplainGain:    "+%d\u00a0€ maintenant",
		rules.ExplainLoss:    "coûte %d\u00a0€ maintenant",
		rules.ExplainBuy:     "achète le commerce %s",
		rules.ExplainSell:    "vend le commerce %s",
		rules.ExplainGallery: "forme une galerie",
		rules.ExplainLargest: "votre plus grande galerie atteint %d des %d\u00a0commerces qu’il faut pour gagner",
		rules.ExplainSigns:   "une enseigne\u00a0: %d des %d\u00a0enseignes qu’il faut pour gagner",
		rules.ExplainWin:     "gagne la partie",
	})
}
