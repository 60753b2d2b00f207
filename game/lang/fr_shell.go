package lang

// French for the shell (package game and the shared words of game/ui it
// draws): the menu, the setup, the handoff, the results, hints and errors.
func init() {
	Add(French, map[string]string{
		// Menu.
		"Mall-building board games: play solo against bots, hotseat on one device, or online with friends.": "Bâtissez des centres commerciaux\u00a0: en solo contre des bots, à plusieurs sur un appareil, ou en ligne.",
		"Coming soon":                 "Bientôt",
		"Play":                        "Jouer",
		"Play online":                 "Jouer en ligne",
		"Guide for a first game: on":  "Guide de première partie\u00a0: activé",
		"Guide for a first game: off": "Guide de première partie\u00a0: désactivé",
		"Motion: normal":              "Animations\u00a0: normales",
		"Motion: fast":                "Animations\u00a0: rapides",
		"Motion: off":                 "Animations\u00a0: aucune",
		"Turn chime: on":              "Son du tour\u00a0: oui",
		"Turn chime: off":             "Son du tour\u00a0: non",
		"(●) Your turn — Galleria":    "(●) À vous de jouer — Galleria",
		"%d player":                   "%d joueur",
		"%d players":                  "%d joueurs",
		"%d–%d players":               "%d à %d joueurs",
		"The saved match could not be read and was discarded.": "La partie sauvegardée était illisible et a été effacée.",

		// Setup.
		"Who plays each seat: a person, or a bot": "Qui joue à chaque place\u00a0: une personne ou un bot",
		"Who plays each seat":                     "Qui joue à chaque place",
		"Easy":                                    "Facile",
		"Normal":                                  "Normal",
		"Hard":                                    "Difficile",
		"Greedy":                                  "Glouton",
		"Random":                                  "Aléatoire",
		"%s: new match":                           "%s\u00a0: nouvelle partie",
		"Players":                                 "Joueurs",
		"Seats (%s to change)":                    "Places (%s pour changer)",
		"Seed (optional: the same seed deals the same game)": "Graine (facultative\u00a0: la même graine donne la même partie)",
		"Seed (optional)":                  "Graine (facultative)",
		"Back":                             "Retour",
		"Start":                            "Commencer",
		"At least one seat must be human.": "Au moins une place doit être humaine.",
		"random":                           "au hasard",
		"Seed: %s":                         "Graine\u00a0: %s",
		"type digits, Enter when done":     "tapez des chiffres, puis Entrée",
		"Delete":                           "Effacer",
		"Done":                             "Terminé",
		"Could not start: %s":              "Impossible de commencer\u00a0: %s",

		// Seat kinds.
		"Human":         "Humain",
		"Greedy bot":    "Bot glouton",
		"Remote player": "Joueur distant",
		"Random bot":    "Bot aléatoire",
		"Easy bot":      "Bot facile",
		"Normal bot":    "Bot normal",
		"Hard bot":      "Bot difficile",
		"Bot":           "Bot",
		"human":         "humain",
		"offline":       "hors ligne",
		"online":        "en ligne",
		"bot":           "bot",

		// Handoff.
		"the next player":       "le joueur suivant",
		"Hotseat":               "Chacun son tour",
		"Pass the device to %s": "Passez l’appareil à %s",
		"Only %s should look at the screen now: their cards are shown next.": "Personne d’autre que %s ne doit regarder l’écran\u00a0: ses cartes vont s’afficher.",
		"%s is ready": "%s est là",

		// Table header, hints, errors.
		"Menu":                     "Menu",
		"Hint":                     "Conseil",
		"Switch the guide off":     "Désactiver le guide",
		"Moves":                    "Coups",
		"Thinking of a hint… %d%%": "Je cherche un conseil… %d\u00a0%%",
		"No hint: %s":              "Pas de conseil\u00a0: %s",
		"Hint: %s — %s.":           "Conseil\u00a0: %s — %s.",
		"the only legal move":      "le seul coup permis",
		"Refused (in English: %s)": "Refusé (en anglais\u00a0: %s)",

		// Results.
		"Game over":                  "Partie terminée",
		"Game over — %s":             "Partie terminée — %s",
		"See results":                "Voir les résultats",
		"No winner.":                 "Pas de gagnant.",
		"%s wins!":                   "%s gagne\u00a0!",
		"You win!":                   "Vous gagnez\u00a0!",
		"Shared victory: %s and %s.": "Victoire partagée\u00a0: %s et %s.",
		"Back to the menu":           "Retour au menu",
		"Play again":                 "Rejouer",
		"Undo %d move":               "Annuler %d coup",
		"Undo %d moves":              "Annuler %d coups",
	})
}
