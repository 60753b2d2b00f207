package lang

// French for the History scene and the menu's History button (package
// game: scene_history.go, scene_menu.go).
func init() {
	Add(French, map[string]string{
		"History":                             "Historique",
		"Unfinished online matches":           "Parties en ligne inachevées",
		"An online match that cannot be read": "Une partie en ligne illisible",
		"in the lobby":                        "dans le salon",
		"step %d":                             "étape %d",
		"Resume":                              "Reprendre",
		"With %s. You host it: resume it, then send each guest their new invite link.":      "Avec %s. Vous l’hébergez\u00a0: reprenez-la, puis envoyez à chaque invité son nouveau lien d’invitation.",
		"With %s. %s hosts it: ask them for a new invite link.":                             "Avec %s. %s l’héberge\u00a0: demandez-lui un nouveau lien d’invitation.",
		"The history of past matches could not be read: it starts again empty.":             "L’historique des parties n’a pas pu être lu\u00a0: il repart vide.",
		"No finished match yet: the matches you finish on this device will be listed here.": "Aucune partie terminée pour l’instant\u00a0: les parties que vous terminez sur cet appareil seront listées ici.",
		"Against the bots":          "Contre les bots",
		"%s: %d of %d beaten":       "%s\u00a0: %d battus sur %d",
		"%d past match":             "%d partie jouée",
		"%d past matches":           "%d parties jouées",
		"Watch this match's replay": "Revoir cette partie",
		"(winner)":                  "(gagnant)",
		"Easy bots":                 "Bots faciles",
		"Normal bots":               "Bots normaux",
		"Hard bots":                 "Bots difficiles",
		"Greedy bots":               "Bots gloutons",
		"Random bots":               "Bots aléatoires",
		"Other bots":                "Autres bots",
	})
}
