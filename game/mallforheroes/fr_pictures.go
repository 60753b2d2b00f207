package mallforheroes

import "github.com/galleria-games/galleria/game/lang"

// French for the rules pages' pictures (illustrate.go) and the
// narration of tie-breaks.
func init() {
	lang.Add(lang.French, map[string]string{
		"A mall grows around its Entrance, one Shop a turn, each next to a card it touches by a side.":                                                                             "Une galerie grandit autour de son Entrée, une Boutique par tour, chacune à côté d’une carte qu’elle touche par un côté.",
		"The display: at first only the four corner Shops have a free corner (green mark) and can be drafted.":                                                                     "L’étalage\u00a0: au début, seules les quatre Boutiques des coins ont un coin libre (marque verte) et peuvent être prises.",
		"A completed garden: where these four Shops meet, every corner carries a garden quarter. Its colours (here red, yellow and blue) decide what your Entrance scores for it.": "Un jardin complet\u00a0: là où ces quatre Boutiques se rejoignent, chaque coin porte un quart de jardin. Ses couleurs (ici rouge, jaune et bleu) décident de ce que votre Entrée lui rapporte.",
		"Garden quarters: red circles, yellow triangles, blue squares.":                                                                                                            "Quarts de jardin\u00a0: ronds rouges, triangles jaunes, carrés bleus.",
		"A tie goes to the most completed gardens, then to the most Towers.":                                                                                                       "Une égalité va au plus de jardins complets, puis au plus de Tours.",
		"Tie on %d points between %s; you rank ahead with more completed gardens (%d against %d).":                                                                                 "Égalité à %d points entre %s\u00a0; vous passez devant avec plus de jardins complets (%d contre %d).",
		"Tie on %d points between %s; %s ranks ahead with more completed gardens (%d against %d).":                                                                                 "Égalité à %d points entre %s\u00a0; %s passe devant avec plus de jardins complets (%d contre %d).",
		"Tie on %d points and on completed gardens (%d) between %s; you rank ahead with more Towers (%d against %d).":                                                              "Égalité à %d points et en jardins complets (%d) entre %s\u00a0; vous passez devant avec plus de Tours (%d contre %d).",
		"Tie on %d points and on completed gardens (%d) between %s; %s ranks ahead with more Towers (%d against %d).":                                                              "Égalité à %d points et en jardins complets (%d) entre %s\u00a0; %s passe devant avec plus de Tours (%d contre %d).",
		"Tie on %d points, completed gardens (%d) and Towers (%d) between %s: you share the place.":                                                                                "Égalité en points (%d), en jardins complets (%d) et en Tours (%d) entre %s\u00a0: vous partagez la place.",
		"Tie on %d points, completed gardens (%d) and Towers (%d) between %s: they share the place.":                                                                               "Égalité en points (%d), en jardins complets (%d) et en Tours (%d) entre %s\u00a0: ils partagent la place.",
		"you": "vous",
	})
}
