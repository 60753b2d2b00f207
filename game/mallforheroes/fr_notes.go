package mallforheroes

import "github.com/galleria-games/galleria/game/lang"

// French for the texts this package words from the engine's numbers and
// notes: the solo levels (solo.go) and the refusal of a placement
// (engine.Refusal notes, worded by ui.ErrWords when the pointer is on a
// cell that is no target).
func init() {
	lang.Add(lang.French, map[string]string{
		"each mall needs %d single-colour gardens": "chaque galerie doit avoir %d jardins unicolores",
		"each mall keeps at most %d Shop types":    "chaque galerie garde au plus %d types de Boutiques",
		"no completed garden; +%d per empty area":  "aucun jardin complet\u00a0; +%d par zone vide",
		"each mall needs %d Shops of every type":   "chaque galerie doit avoir %d Boutiques de chaque type",
		"each mall needs %d completed gardens":     "chaque galerie doit avoir %d jardins complets",
		"%d Monsters count for both malls":         "%d Monstres comptent pour les deux galeries",

		"%d single-colour garden of the %d needed":  "%d jardin unicolore sur les %d requis",
		"%d single-colour gardens of the %d needed": "%d jardins unicolores sur les %d requis",
		"%d Shop type, at most %d allowed":          "%d type de Boutique, %d au plus",
		"%d Shop types, at most %d allowed":         "%d types de Boutiques, %d au plus",
		"%d type with fewer than %d Shops":          "%d type avec moins de %d Boutiques",
		"%d types with fewer than %d Shops":         "%d types avec moins de %d Boutiques",
		"%d completed garden of the %d needed":      "%d jardin complet sur les %d requis",
		"%d completed gardens of the %d needed":     "%d jardins complets sur les %d requis",
		"%d Monsters, no other condition":           "%d Monstres, pas d’autre condition",

		"%s: remove one Shop type (each mall keeps %d types)":                                                            "%s\u00a0: retirez un type de Boutique (chaque galerie garde %d types)",
		"%s: remove two Shop types, then OK (each mall keeps %d types)":                                                  "%s\u00a0: retirez deux types de Boutique, puis OK (chaque galerie garde %d types)",
		"Guide: a mall keeps only %d Shop types. Remove the types that score least for you: their Shops leave the mall.": "Guide\u00a0: une galerie ne garde que %d types de Boutiques. Retirez ceux qui vous rapportent le moins\u00a0: leurs Boutiques quittent la galerie.",

		"Guide: your mall shows a Wizard's pattern. Place its Tower next to your cards: at the end it scores %d points per Shop of its type.": "Guide\u00a0: votre galerie montre le motif d’un Mage. Posez sa Tour à côté de vos cartes\u00a0: à la fin, elle rapporte %d points par Boutique de son type.",
		"%s · Tower: %d per %s": "%s · Tour\u00a0: %d par %s",
		"%s. Claim when your mall shows %s (any turn or mirror). Its Tower: %d points per %s in your mall; garden quarters %s.": "%s. À revendiquer quand votre galerie montre %s (tourné ou en miroir). Sa Tour\u00a0: %d points par %s de votre galerie\u00a0; quarts de jardin %s.",

		"cell %s is taken": "la case %s est occupée",
		"cell %s touches the mall only diagonally (only the Paladin places there)": "la case %s ne touche votre galerie qu’en diagonale (seul le Paladin y pose)",
		"cell %s is not next to a card of the mall":                                "la case %s n’est à côté d’aucune carte de votre galerie",
		"cell %s touches no card of the mall, not even diagonally":                 "la case %s ne touche aucune carte de votre galerie, même en diagonale",
		"cell %s is next to the mall: it needs no Paladin":                         "la case %s est à côté de votre galerie\u00a0: pas besoin du Paladin",
		"the Druid is not ready to turn the Shop":                                  "le Druide n’est pas prêt à tourner la Boutique",
		"the Paladin is not ready":                                                 "le Paladin n’est pas prêt",
		"turned 180°, this Shop looks the same: the Druid would change nothing":    "tournée de 180°, cette Boutique est la même\u00a0: le Druide ne changerait rien",
	})
}
