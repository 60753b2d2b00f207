package lang

// French for the games' engine texts the shell shows: each game's Info
// (tagline, setup options, score units) and its result notes. The games'
// titles are names and stay as they are. The words follow the French
// rulebooks of the two games that come from them: « enchère à poing
// fermé », « enseignes », « galeries ».
func init() {
	Add(French, map[string]string{
		// The contracts game.
		"contracts, corruption and closed-fist auctions": "contrats, corruption et enchères à poing fermé",
		"Board":                 "Plateau",
		"Standard (first game)": "Standard (1re partie)",
		"Random":                "Aléatoire",
		"CHF":                   "CHF",
		"The rules give no tie-break: the tied players share the victory.": "Les règles ne départagent pas les ex æquo\u00a0: ils partagent la victoire.",

		// The card overlays game.
		"simultaneous card overlays": "cartes superposées, jouées en même temps",
		"point":                      "point",
		"points":                     "points",
		"Both seats scored %d; %s wins with the smaller scored hallway (%d squares against %d).":                               "Les deux joueurs ont %d points\u00a0; %s gagne avec le plus petit couloir compté (%d cases contre %d).",
		"Both seats scored %d with a scored hallway of %d squares; %s wins with fewer unused hallway squares (%d against %d).": "Les deux joueurs ont %d points et un couloir compté de %d cases\u00a0; %s gagne avec moins de cases de couloir inutilisées (%d contre %d).",
		"Both seats scored %d with a scored hallway of %d squares and %d unused hallway squares: a shared victory.":            "Les deux joueurs ont %d points, un couloir compté de %d cases et %d cases de couloir inutilisées\u00a0: victoire partagée.",

		// The roll-and-move game.
		"roll and move, galleries and signs": "dés, déplacements, galeries et enseignes",
		"Time limit":                         "Durée",
		"30 rounds":                          "30 tours",
		"60 rounds":                          "60 tours",
		"100 rounds":                         "100 tours",
		"200 rounds":                         "200 tours",
		"€":                                  "€",
		"%s reached %d signs and won; the others are ranked by signs, largest gallery, galleries, shops, then cash.":            "%s a atteint %d enseignes et gagne\u00a0; les autres sont classés par enseignes, plus grande galerie, galeries, commerces, puis argent.",
		"%s had %d shops in one gallery and won; the others are ranked by signs, largest gallery, galleries, shops, then cash.": "%s a eu %d commerces dans une galerie et gagne\u00a0; les autres sont classés par enseignes, plus grande galerie, galeries, commerces, puis argent.",
		"%s was the last player left; the others are ranked by when they went out.":                                             "%s est le dernier joueur en lice\u00a0; les autres sont classés selon leur ordre d’élimination.",
		"Time limit of %d rounds: ranked by signs, largest gallery, galleries, shops, then cash; players out rank last.":        "Limite de %d tours\u00a0: classement par enseignes, plus grande galerie, galeries, commerces, puis argent\u00a0; les joueurs éliminés sont derniers.",

		// The drafting game.
		"draft shops, grow gardens, win the wizards": "draftez des boutiques, faites pousser des jardins, gagnez les mages",
		"Solo level": "Niveau solo",
		"Level 1":    "Niveau 1",
		"Level 2":    "Niveau 2",
		"Level 3":    "Niveau 3",
		"Level 4":    "Niveau 4",
		"Level 5":    "Niveau 5",
		"Level 6":    "Niveau 6",
		"Solo level %d %s: final score %d (mall A %d, mall B %d) against the target %d; %s.": "Niveau solo %d %s\u00a0: score final %d (galerie A %d, galerie B %d) pour un objectif de %d\u00a0; %s.",
		"beaten":                          "réussi",
		"not beaten":                      "manqué",
		"condition met by both malls":     "condition remplie par les deux galeries",
		"condition not met by both malls": "condition non remplie par les deux galeries",
		"Ranked by score; ties are broken by completed gardens, then Wizard's Towers.": "Classement au score\u00a0; à égalité, les jardins complets départagent, puis les Tours de Mage.",
		"Top score tied: the most completed gardens wins.":                             "Meilleur score à égalité\u00a0: le plus de jardins complets l’emporte.",
		"Top score and gardens tied: the most Wizard's Towers wins.":                   "Meilleur score et jardins à égalité\u00a0: le plus de Tours de Mage l’emporte.",
		"Top score, gardens and Towers tied: the tied players share the victory.":      "Meilleur score, jardins et Tours à égalité\u00a0: les ex æquo partagent la victoire.",

		// The test game (the shell's own tests).
		"a tiny game for tests":         "un tout petit jeu pour les tests",
		"Tied seats share their place.": "Les ex æquo partagent leur place.",
	})
}
