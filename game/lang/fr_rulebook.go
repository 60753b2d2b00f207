package lang

// French for the rules scene (game/scene_rules.go): its menu and table
// buttons. Each game's book adds the words it looks up from its own
// package (game/<game>/book).
func init() {
	Add(French, map[string]string{
		"Rules":              "Règles",
		"Rules of the games": "Règles des jeux",
		"Back":               "Retour",
	})
}
