package book

import "github.com/galleria-games/galleria/game/lang"

// French for the words the book looks up with lang.T, lang.F and lang.N:
// its Shop types, garden colours and corners, Entrances, Wizards, Heroes,
// Monsters and solo levels (its prose is side by side, in lang.Pair).
func init() {
	lang.Add(lang.French, map[string]string{
		"Potions":           "Potions",
		"Pub":               "Pub",
		"Tavern":            "Taverne",
		"Library":           "Bibliothèque",
		"Blacksmith":        "Forge",
		"Fountain":          "Fontaine",
		"red":               "rouge",
		"yellow":            "jaune",
		"blue":              "bleu",
		"top left":          "en haut à gauche",
		"top right":         "en haut à droite",
		"bottom left":       "en bas à gauche",
		"bottom right":      "en bas à droite",
		"%s %s":             "%s %s",
		"no garden quarter": "aucun quart de jardin",
		"Garden: %s.":       "Jardin\u00a0: %s.",
		"Three in a line: %s, %s in the middle, %s.":                                          "Trois en ligne\u00a0: %s, %s au milieu, %s.",
		"An L: a %s Shop with a %s Shop on one side and a %s Shop on a side at right angles.": "Un L\u00a0: une Boutique %s avec une Boutique %s d’un côté et une Boutique %s sur un côté à angle droit.",
		"Tower: +2 per %s; garden: %s.":                                                       "Tour\u00a0: +2 par %s\u00a0; jardin\u00a0: %s.",
		"Level %d":                                                                            "Niveau %d",
		"Target: %d.":                                                                         "Objectif\u00a0: %d.",
		"%d Shop.":                                                                            "%d Boutique.",
		"%d Shops.":                                                                           "%d Boutiques.",
		"Rainbow Gate":                                                                        "Porte Arc-en-ciel",
		"Rose Gate":                                                                           "Porte des Roses",
		"Market Gate":                                                                         "Porte du Marché",
		"Twin Gate":                                                                           "Porte Jumelle",
		"Grand Gate":                                                                          "Grande Porte",
		"Alchemist":                                                                           "Alchimiste",
		"Brewmaster":                                                                          "Maître brasseur",
		"Runesmith":                                                                           "Forgeur de runes",
		"Archivist":                                                                           "Archiviste",
		"Hydromancer":                                                                         "Hydromancien",
		"Hearth Wizard":                                                                       "Mage du foyer",
		"Rogue":                                                                               "Voleur",
		"Paladin":                                                                             "Paladin",
		"Sorceress":                                                                           "Sorcière",
		"Bard":                                                                                "Barde",
		"Druid":                                                                               "Druide",
		"Dragon":                                                                              "Dragon",
		"Troll":                                                                               "Troll",
		"Goblin King":                                                                         "Roi gobelin",
		"Basilisk":                                                                            "Basilic",
	})
}
