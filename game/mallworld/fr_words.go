package mallworld

import "github.com/galleria-games/galleria/game/lang"

// French for the names of cards and contracts, the tie-breaks of the
// auctions and the tips of the pieces.
func init() {
	lang.Add(lang.French, map[string]string{
		"Amenity cards": "Cartes d’agrément",
		"Spectators do not see the coins in hand: these totals leave them out.": "Les spectateurs ne voient pas les pièces en main : ces totaux ne les comptent pas.",
		"contract":                       "contrat",
		"a contract":                     "un contrat",
		"%s–%s placement":                "placement %s–%s",
		"%s + %s rental":                 "location %s + %s",
		"%s + %s special":                "spécial %s + %s",
		"the %s–%s placement contract":   "le contrat de placement %s–%s",
		"the %s + %s rental contract":    "le contrat de location %s + %s",
		"the %s + %s special contract":   "le contrat spécial %s + %s",
		"an amenity card":                "une carte d’agrément",
		"An amenity card.":               "Une carte d’agrément.",
		"a double %s card":               "une carte double %s",
		"a %s–%s card":                   "une carte %s–%s",
		"%d double %s cards":             "%d cartes doubles %s",
		"%d %s–%s cards":                 "%d cartes %s–%s",
		"%s is revealed in the display.": "%s est retournée à l’étalage.",
		"%s throws away %s, which can no longer be played.":                   "%s retire %s, qui ne peut plus être jouée.",
		"You throw away %s, which can no longer be played.":                   "Vous retirez %s, qui ne peut plus être jouée.",
		"Double %s card: it builds a %s, or brings %s to rent one.":           "Carte double %s\u00a0: elle construit une %s, ou amène des %s pour en louer une.",
		"%s–%s card: it builds a %s or a %s, or brings %s or %s to rent one.": "Carte %s–%s\u00a0: elle construit une %s ou une %s, ou amène des %s ou des %s pour en louer une.",
		"you": "vous",
		"Tie at %s: you win it over %s, as the player who offers wins every tie.":  "Égalité à %s\u00a0: vous l’emportez sur %s, car qui propose les cartes gagne toutes les égalités.",
		"Tie at %s: %s wins it over %s, as the player who offers wins every tie.":  "Égalité à %s\u00a0: %s l’emporte sur %s, car qui propose les cartes gagne toutes les égalités.",
		"Tie at %s: you win it over %s, as you come first in turn order after %s.": "Égalité à %s\u00a0: vous l’emportez sur %s, car, après %s, votre tour vient le plus tôt.",
		"Tie at %s: %s wins it over %s, coming first in turn order after you.":     "Égalité à %s\u00a0: %s l’emporte sur %s, car, après vous, son tour vient le plus tôt.",
		"Tie at %s: %s wins it over %s, coming first in turn order after %s.":      "Égalité à %s\u00a0: %s l’emporte sur %s, car, après %s, son tour vient le plus tôt.",
	})
}

// French for the hint's short sentences (tell.go).
func init() {
	lang.Add(lang.French, map[string]string{
		"double %s":                         "double %s",
		"Take no contract.":                 "Ne prenez aucun contrat.",
		"End development.":                  "Terminez le développement.",
		"Take no card.":                     "Ne prenez aucune carte.",
		"Accept %s.":                        "Acceptez %s.",
		"Pay a coin to play %s.":            "Payez une pièce pour jouer %s.",
		"Auction %s.":                       "Enchère\u00a0: %s.",
		"Validate %s, taking the %s token.": "Validez %s en prenant le pion %s.",
		"Build a %s on %s (%s).":            "Construisez une %s en %s (%s).",
		"Rent the shop on %s to %s (%s).":   "Louez la boutique en %s aux %s (%s).",
		"Discard %s.":                       "Défaussez %s.",
		"Throw away %s.":                    "Retirez %s.",
		"Pay %s for a new display.":         "Payez %s pour un nouvel étalage.",
		"Take %s.":                          "Prenez %s.",
	})
}

// French for the marks of the last moves (motion.go).
func init() {
	lang.Add(lang.French, map[string]string{
		"%s's last move was here.": "%s a joué son dernier coup ici.",
		"Your last move was here.": "Votre dernier coup était ici.",
	})
}

// French for the rules' pictures (illustrate.go).
func init() {
	lang.Add(lang.French, map[string]string{
		"%s: %s shops, %s": "%s\u00a0: boutiques %s, %s",
		"Violet":           "Violet",
		"Green":            "Vert",
		"Red":              "Rouge",
		"Blue":             "Bleu",
		"%s pays %s for each unrented %s next to an unrented %s: two pairs here (the rented %s does not count), so 2 × %s = %s at the phase's end.": "%s paie %s pour chaque %s non louée à côté d’une %s non louée\u00a0: deux paires ici (la %s louée ne compte pas), donc 2 × %s = %s à la fin de la phase.",
	})
}
