package book

import "github.com/galleria-games/galleria/game/lang"

// French for the words the book looks up with lang.T, lang.F and lang.N:
// the squares of its cards (stores, service icons, shapes) and the rows of
// its scoring and cards (its prose is side by side, in lang.Pair).
func init() {
	lang.Add(lang.French, map[string]string{
		"Hallway":            "Couloir",
		"Department Store":   "Grand magasin",
		"Beauty Shop":        "Institut de beauté",
		"Clothing Store":     "Magasin de vêtements",
		"Restaurant":         "Restaurant",
		"Services":           "Services",
		"Entertainment":      "Divertissement",
		"Services (%s)":      "Services (%s)",
		"Entertainment (%s)": "Divertissement (%s)",
		"ATM":                "Distributeur",
		"Pharmacy":           "Pharmacie",
		"Post":               "Poste",
		"Repair":             "Réparation",
		"Dry Cleaner":        "Pressing",
		"Optician":           "Opticien",
		"Circle":             "Cercle",
		"Triangle":           "Triangle",
		"Square":             "Carré",
		"Star":               "Étoile",
		"%d points for each group of 3 or more; smaller groups score nothing.": "%d points par groupe de 3 ou plus\u00a0; les groupes plus petits ne rapportent rien.",
		"%d points if it touches a Clothing Store by a side.":                  "%d points s’il touche un Magasin de vêtements par un côté.",
		"%d points each.": "%d points chacun.",
		"Each group scores its size squared: a lone Restaurant %d, a group of 3 scores %d.": "Chaque groupe rapporte sa taille au carré\u00a0: un Restaurant seul %d, un groupe de 3 rapporte %d.",
		"%d points for each different service icon; a repeated icon adds nothing.":          "%d points par symbole de service différent\u00a0; un symbole répété n’ajoute rien.",
		"Sets of different shapes: a set of 1, 2, 3 or 4 shapes scores %s.":                 "Séries de formes différentes\u00a0: une série de 1, 2, 3 ou 4 formes rapporte %s.",
		"Card %d":             "Carte %d",
		"%d hallway square.":  "%d case couloir.",
		"%d hallway squares.": "%d cases couloir.",
	})
}
