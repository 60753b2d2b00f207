package mallworld

import "github.com/galleria-games/galleria/game/lang"

// French for what a move does (the engine's Explain notes, in a hint's
// reason).
func init() {
	lang.Add(lang.French, map[string]string{
		"+%d CHF now":                                     "+%d\u00a0CHF maintenant",
		"costs %d CHF now":                                "coûte %d\u00a0CHF maintenant",
		"your contracts would pay %d CHF more":            "vos contrats paieraient %d\u00a0CHF de plus",
		"your contracts would pay %d CHF less":            "vos contrats paieraient %d\u00a0CHF de moins",
		"takes a contract that would pay %d CHF now":      "prend un contrat qui paierait %d\u00a0CHF maintenant",
		"takes a contract that the mall does not pay yet": "prend un contrat que le centre ne paie pas encore",
		"validates a contract worth %d CHF now":           "valide un contrat qui vaut %d\u00a0CHF maintenant",
		"builds a shop in the mall":                       "bâtit une boutique dans le centre",
		"brings a customer to a shop":                     "amène une clientèle dans une boutique",
		"takes %d amenity cards":                          "prend %d\u00a0cartes d’agrément",
		"takes an amenity card":                           "prend une carte d’agrément",
		"puts %d cards up for auction":                    "met %d\u00a0cartes aux enchères",
		"puts a card up for auction":                      "met une carte aux enchères",
		"turns up new cards in the display":               "découvre de nouvelles cartes",
		"bids %d coins":                                   "mise %d\u00a0pièces",
		"bids %d coin":                                    "mise %d\u00a0pièce",
		"bids nothing":                                    "ne mise rien",
	})
}
