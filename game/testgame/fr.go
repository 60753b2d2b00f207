package testgame

import "github.com/galleria-games/galleria/game/lang"

// French for the test game's Info and result note, which the shell shows.
func init() {
	lang.Add(lang.French, map[string]string{
		"a tiny game for tests":         "un tout petit jeu pour les tests",
		"Tied seats share their place.": "Les ex æquo partagent leur place.",
	})
}
