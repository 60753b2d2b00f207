package mallworld

import "github.com/galleria-games/galleria/game/lang"

// French for the texts whose rule numbers now come from the engine (the
// cost of a new display, the take limit, the phases…), kept in the
// package that shows them.
func init() {
	lang.Add(lang.French, map[string]string{
		"New display (%s)":               "Nouvel étalage (%s)",
		"%s pays %s for a new display.":  "%s paie %s pour un nouvel étalage.",
		"You pay %s for a new display.":  "Vous payez %s pour un nouvel étalage.",
		"Phase %d of %d":                 "Phase %d sur %d",
		"%s plays one card (%s)":         "%s joue une carte (%s)",
		"You play one card (%s)":         "Vous jouez une carte (%s)",
		"The game ended after phase %d.": "La partie s’est terminée après la phase %d.",
		"Select 1 to %d cards, then Offer (1 card: you pay a coin and play it; 2–%d: closed-fist auction).":                     "Choisissez 1 à %d cartes, puis Proposer (1 carte\u00a0: une pièce et vous la jouez\u00a0; 2–%d\u00a0: enchère à poing fermé).",
		"Phase %d: you may also do the other development, or be done.":                                                          "Phase %d\u00a0: vous pouvez aussi faire l’autre développement, ou terminer.",
		"Take the selected cards (at most %d), or change the selection.":                                                        "Prenez les cartes choisies (%d au plus), ou changez la sélection.",
		"Throw away dead cards, pay %s for a new display, take up to %d display cards, or be done.":                             "Retirez les cartes inutilisables, payez %s pour un nouvel étalage, prenez jusqu’à %d cartes, ou terminez.",
		"In phase %d you may do both developments in one turn: validate what the board already pays, the last scoring is near.": "En phase %d, les deux développements sont permis dans un tour\u00a0: validez ce que le plateau paie déjà, le dernier décompte approche.",
		"Prepare your next turns: take up to %d cards (%d in hand at most). A dead card can never be played: throw it away.":    "Préparez la suite\u00a0: prenez jusqu’à %d cartes (%d en main au plus). Une carte inutilisable ne se joue plus\u00a0: retirez-la.",
	})
	// The engine's refusals (engine.Refusal notes of Apply): the reason a
	// move is refused, as the table's error line tells it.
	lang.Add(lang.French, map[string]string{
		"card %s has no %s side":                                                    "la carte %s n’a pas de face %s",
		"space %s is not empty":                                                     "la case %s n’est pas libre",
		"no %s shop tile left":                                                      "plus aucune tuile de boutique %s",
		"space %s touches no %s shop":                                               "la case %s ne touche aucune boutique %s",
		"tenants are locked until a rental contract is validated":                   "les locataires attendent qu’un contrat de location soit validé",
		"%s on a %s shop is not a chain":                                            "%s dans une boutique %s ne forme pas de chaîne",
		"space %s holds no %s shop":                                                 "la case %s n’a pas de boutique %s",
		"the shop on %s is already rented":                                          "la boutique en %s est déjà louée",
		"no %s token left":                                                          "plus aucun pion %s",
		"%s is not in the lobby":                                                    "%s n’est pas dans le lobby",
		"hand is full (%d cards)":                                                   "la main est pleine (%d cartes)",
		"%s costs %d CHF, account holds %d":                                         "%s coûte %d CHF, le compte n’a que %d",
		"action 1: accept a lobby contract or pass":                                 "action 1\u00a0: acceptez un contrat du lobby ou passez",
		"development is mandatory: offer cards or validate a contract":              "le développement est obligatoire\u00a0: proposez des cartes ou validez un contrat",
		"no amenity trade possible now":                                             "aucun échange de cartes d’agrément possible maintenant",
		"hand holds %d %s card(s)":                                                  "la main a %d carte(s) %s",
		"card %s has no legal play now and cannot be offered":                       "la carte %s n’a aucun coup possible et ne peut pas être proposée",
		"offering a single card costs a coin and you have none":                     "proposer une seule carte coûte une pièce et vous n’en avez aucune",
		"the mall office holds no corruption token":                                 "le bureau du centre n’a aucun pion corruption",
		"no validation possible now":                                                "aucune validation possible maintenant",
		"you hold no contract %s":                                                   "vous n’avez pas le contrat %s",
		"no %s token in the mall office":                                            "aucun pion %s au bureau du centre",
		"action 2: offer cards, validate a contract or (phase %d, after one) pass":  "action 2\u00a0: proposez des cartes, validez un contrat ou (phase %d, après l’un des deux) passez",
		"a sealed bid is expected: bid N":                                           "une mise secrète est attendue\u00a0: bid N",
		"bid %d is more than your %d coins":                                         "la mise %d dépasse vos %d pièces",
		"play one of the offered cards (build, rent, or discard if it has no play)": "jouez une des cartes offertes (bâtir, louer, ou défausser si elle n’a aucun coup)",
		"card %s is not among the offered cards":                                    "la carte %s n’est pas parmi les cartes offertes",
		"card %s has a legal play and must be played":                               "la carte %s a un coup possible et doit être jouée",
		"dead cards are removed before refreshing the display":                      "les cartes inutilisables se retirent avant de renouveler l’étalage",
		"hand holds no %s card":                                                     "la main n’a aucune carte %s",
		"card %s can still be played and may not be thrown away":                    "la carte %s peut encore être jouée et ne se retire pas",
		"refreshing costs %d coins":                                                 "renouveler l’étalage coûte %d pièces",
		"taking %d card(s) would put %d cards in hand (limit %d)":                   "prendre %d carte(s) mettrait %d cartes en main (limite %d)",
		"the display holds %d %s card(s)":                                           "l’étalage a %d carte(s) %s",
		"action 3: trash a dead card, refresh, take up to %d cards, or pass":        "action 3\u00a0: retirez une carte inutilisable, renouvelez l’étalage, prenez jusqu’à %d cartes, ou passez",
		"no move is expected from %s now":                                           "aucun coup n’est attendu de %s maintenant",
	})
}
