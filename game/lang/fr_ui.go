package lang

// French for game/ui: the words every table shares.
func init() {
	Add(French, map[string]string{
		"click":                "cliquez",
		"Click":                "Cliquez",
		"tap":                  "touchez",
		"Tap":                  "Touchez",
		"%s is thinking… %d%%": "%s réfléchit… %d\u00a0%%",
		"The game is over.":    "La partie est finie.",
		"You":                  "Vous",
		"Player %d":            "Joueur %d",
		"%s and %s":            "%s et %s",
		"Waiting for %s…":      "On attend %s…",
		"Leave this match?":    "Quitter cette partie\u00a0?",
		"It will not be saved: back at the menu you start a new one.":             "Elle ne sera pas gardée\u00a0: de retour au menu, vous en commencerez une nouvelle.",
		"The others can go on without you: the host can give your seat to a bot.": "Les autres peuvent continuer sans vous\u00a0: l’hôte peut confier votre place à un bot.",
		"Keep playing": "Continuer",
		"Leave":        "Quitter",
	})
}
