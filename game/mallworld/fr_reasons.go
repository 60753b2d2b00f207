package mallworld

import (
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
)

// French for what a move does (the engine's Explain notes, in a hint's
// reason).
func init() {
	lang.Add(lang.French, map[string]string{
		rules.ExplainGain:       "+%d\u00a0CHF maintenant",
		rules.ExplainLoss:       "coûte %d\u00a0CHF maintenant",
		rules.ExplainMore:       "vos contrats paieraient %d\u00a0CHF de plus",
		rules.ExplainLess:       "vos contrats paieraient %d\u00a0CHF de moins",
		rules.ExplainAccept:     "prend un contrat qui paierait %d\u00a0CHF maintenant",
		rules.ExplainAccept0:    "prend un contrat que le centre ne paie pas encore",
		rules.ExplainValidate:   "valide un contrat qui vaut %d\u00a0CHF maintenant",
		rules.ExplainBuild:      "bâtit une boutique dans le centre",
		rules.ExplainRent:       "amène une clientèle dans une boutique",
		rules.ExplainTake:       "prend %d\u00a0cartes d’agrément",
		rules.ExplainTake1:      "prend une carte d’agrément",
		rules.ExplainOffer:      "met %d\u00a0cartes aux enchères",
		rules.ExplainOffer1:     "met une carte aux enchères",
		rules.ExplainRefresh:    "découvre de nouvelles cartes",
		rules.ExplainBid:        "mise %d\u00a0pièces",
		rules.ExplainBid1:       "mise %d\u00a0pièce",
		rules.ExplainBidNothing: "ne mise rien",
	})
}
