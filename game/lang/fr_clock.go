package lang

// French for the online match's clock (game/online/clock.go): the host
// form's choices, the clocks' strip and the log's line about a time-out.
func init() {
	Add(French, map[string]string{
		"Clock":       "Pendule",
		"None":        "Aucune",
		"%d s":        "%d s",
		"%d min":      "%d min",
		"%d min %d s": "%d min %d s",
		"%s + %s":     "%s + %s",
		"bot %s":      "bot %s",
		"%s for each decision. When it runs out, a bot makes that decision; the player decides again next time.":     "%s pour chaque décision. Quand il est écoulé, un bot prend cette décision\u00a0; le joueur reprend la main à la suivante.",
		"%s for each player's whole game, plus %s after each decision. When it runs out, a bot makes each decision.": "%s pour toute la partie de chaque joueur, plus %s après chaque décision. Quand il est écoulé, un bot prend chaque décision.",
		"clock: %s a decision":                           "pendule\u00a0: %s par décision",
		"clock: %s a player":                             "pendule\u00a0: %s par joueur",
		"%s's time ran out: the bot made that decision.": "Le temps de %s est écoulé\u00a0: le bot a pris cette décision.",
	})
}
