package book

import "github.com/galleria-games/galleria/game/lang"

// French for the words the book looks up with lang.T, lang.F and lang.N:
// the colours and chains of its shops and tenants, the reference rows of
// its cards, contracts, corruption tokens and lobby (its prose is side by
// side, in lang.Pair).
func init() {
	lang.Add(lang.French, map[string]string{
		"Clothing":                               "Vêtements",
		"Food":                                   "Alimentation",
		"Hobby":                                  "Loisirs",
		"Sport":                                  "Sport",
		"Men":                                    "Hommes",
		"Women":                                  "Femmes",
		"Teenagers":                              "Adolescents",
		"Children":                               "Enfants",
		"%d %s shop tiles, %d %s tenant tokens.": "%d tuiles boutique %s, %d pions client %s.",
		"%s on a %s shop.":                       "%s sur une boutique %s.",
		"%s on %s (%s)":                          "%s sur %s (%s)",
		"a %s shop next to a %s shop":            "une boutique %s à côté d’une boutique %s",
		"a %s shop next to a %s shop, or the reverse": "une boutique %s à côté d’une boutique %s, ou l’inverse",
		"Shop: %s.":      "Boutique\u00a0: %s.",
		"Tenant: %s.":    "Client\u00a0: %s.",
		"%s · placement": "%s · placement",
		"%s per pair of adjacent unrented shops: %s next to %s.": "%s par paire de boutiques voisines non louées\u00a0: %s à côté de %s.",
		"%s · rental":                     "%s · location",
		"%s per shop rented by %s or %s.": "%s par boutique louée par %s ou %s.",
		"%s · special":                    "%s · spécial",
		"%s per adjacency between a %s shop and a %s shop.": "%s par contact entre une boutique %s et une boutique %s.",
		"Slot %d":    "Place %d",
		"Price: %s.": "Prix\u00a0: %s.",
		"%d copy.":   "%d exemplaire.",
		"%d copies.": "%d exemplaires.",
		"%d token.":  "%d pion.",
		"%d tokens.": "%d pions.",
	})
}
