// Package book is Mall for Heroes's rules book
// (shared/rules/mall-for-heroes.md): it registers the book with
// game/rulebook when linked, and adds the French of the words the book
// looks up (fr.go).
//
// The package does not import ebiten, so the galleria command (galleria
// rules) links it as the client does: that is why the words the book looks
// up are here. The words only the table shows stay beside the table, in
// game/mallforheroes/fr.go, as the command has no use for them.
// game/mallforheroes imports this package, so a word both show is here,
// once.
package book

import (
	"fmt"
	"strings"

	mfh "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/rulebook"
)

func init() { rulebook.Register(mfh.GameName, mallForHeroes) }

// nb applies French typography (rulebook.NoBreak).
func nb(s string) string { return rulebook.NoBreak(s) }

func mfhType(t mfh.Type) string {
	switch t {
	case mfh.Potions:
		return lang.T("Potions")
	case mfh.Pub:
		return lang.T("Pub")
	case mfh.Tavern:
		return lang.T("Tavern")
	case mfh.Library:
		return lang.T("Library")
	case mfh.Blacksmith:
		return lang.T("Blacksmith")
	}
	return lang.T("Fountain")
}

func mfhColour(c mfh.Colour) string {
	switch c {
	case mfh.Red:
		return lang.T("red")
	case mfh.Yellow:
		return lang.T("yellow")
	case mfh.Blue:
		return lang.T("blue")
	}
	return ""
}

var mfhCornerWords = [4]string{"top left", "top right", "bottom left", "bottom right"}

// mfhCorners lists the garden quarters of four corners: "red top left, …".
func mfhCorners(cs [4]mfh.Colour) string {
	var out []string
	for i, c := range cs {
		if c != mfh.NoColour {
			out = append(out, lang.F("%s %s", mfhColour(c), lang.T(mfhCornerWords[i])))
		}
	}
	if len(out) == 0 {
		return lang.T("no garden quarter")
	}
	return strings.Join(out, ", ")
}

// mfhAbility says what a Shop ability scores.
func mfhAbility(a mfh.Ability) string {
	switch a {
	case mfh.RowBP:
		return lang.Pair("+1 for each other Blacksmith or Potions in this Shop's row.", "+1 par autre Forge ou Potions dans la rangée de cette Boutique.")
	case mfh.Pot2BS2:
		return lang.Pair("+6 if your mall has at least 2 Potions and 2 Blacksmiths.", "+6 si votre centre a au moins 2 Potions et 2 Forges.")
	case mfh.AdjTavern:
		return lang.Pair("+2 for each Tavern next to it (sharing a side).", "+2 par Taverne voisine (côté commun).")
	case mfh.LeftPubs:
		return lang.Pair("+2 for each Pub the player on your left has beyond yours.", "+2 par Pub que le joueur à votre gauche a de plus que vous.")
	case mfh.NoAdjPub:
		return lang.Pair("+3 if no Pub is next to it (sharing a side).", "+3 si aucun Pub ne lui est voisin (côté commun).")
	case mfh.Tav3:
		return lang.Pair("+5 if your mall has at least 3 Taverns.", "+5 si votre centre a au moins 3 Tavernes.")
	case mfh.LibGtPot:
		return lang.Pair("+3 if you have more Libraries than Potions.", "+3 si vous avez plus de Bibliothèques que de Potions.")
	case mfh.MostLib:
		return lang.Pair("+6 if you alone have the most Libraries, +3 if you share the most.", "+6 si vous seul avez le plus de Bibliothèques, +3 si vous êtes à égalité en tête.")
	case mfh.ColBT:
		return lang.Pair("+1 for each other Blacksmith or Tavern in this Shop's column.", "+1 par autre Forge ou Taverne dans la colonne de cette Boutique.")
	case mfh.Surrounded:
		return lang.Pair("+3 if all four sides touch cards of your mall.", "+3 si ses quatre côtés touchent des cartes de votre centre.")
	case mfh.FountainCount:
		return lang.Pair("+1 for each Fountain in your mall, this one included.", "+1 par Fontaine de votre centre, celle-ci comprise.")
	case mfh.RightMono:
		return lang.Pair("+2 for each single-colour garden in the mall of the player on your right.", "+2 par jardin d’une seule couleur dans le centre du joueur à votre droite.")
	case mfh.BlacksmithCount:
		return lang.Pair("+1 for each Blacksmith in your mall.", "+1 par Forge de votre centre.")
	}
	return ""
}

func mfhRule(rule string) string {
	switch rule {
	case "rainbow":
		return lang.Pair("Each garden scores 2, 4 or 6 for 1, 2 or 3 colours.", "Chaque jardin rapporte 2, 4 ou 6 pour 1, 2 ou 3 couleurs.")
	case "mono":
		return lang.Pair("8 per single-colour garden, 3 per other garden.", "8 par jardin d’une seule couleur, 3 par autre jardin.")
	case "flat":
		return lang.Pair("4 per garden.", "4 par jardin.")
	case "twin":
		return lang.Pair("5 per garden of exactly 2 colours, 3 per other garden.", "5 par jardin d’exactement 2 couleurs, 3 par autre jardin.")
	case "grand":
		return lang.Pair("With n gardens, n × (n+1) in all (2, 6, 12, 20…).", "Avec n jardins, n × (n+1) en tout (2, 6, 12, 20…).")
	}
	return ""
}

func mfhHero(n int) string {
	switch n {
	case mfh.Rogue:
		return lang.Pair("Draft any Shop of the display, even one without a free corner.", "Prenez n’importe quelle Boutique de l’étalage, même sans coin libre.")
	case mfh.Paladin:
		return lang.Pair("Place your Shop on a cell that only touches your mall by a corner.", "Placez votre Boutique sur une case qui ne touche votre centre que par un coin.")
	case mfh.Sorceress:
		return lang.Pair("One Wizard may be claimed with one of its three Shops of any type.", "Un Magicien peut être pris avec l’une de ses trois Boutiques de n’importe quel type.")
	case mfh.Bard:
		return lang.Pair("After placing, swap two Shops of your mall.", "Après la pose, échangez deux Boutiques de votre centre.")
	case mfh.Druid:
		return lang.Pair("Place your Shop turned 180°: its garden quarters move to the opposite corners.", "Placez votre Boutique tournée de 180° : ses quarts de jardin passent aux coins opposés.")
	}
	return ""
}

func mfhMonster(n int) string {
	switch n {
	case mfh.Dragon:
		return lang.Pair("−3 for each of the six Shop types missing from your mall.", "−3 par type de Boutique, sur les six, absent de votre centre.")
	case mfh.Troll:
		return lang.Pair("−1 for each Shop with no Shop of the same type next to it (sharing a side).", "−1 par Boutique sans voisine du même type (côté commun).")
	case mfh.GoblinKing:
		return lang.Pair("−2 for each row and each column of your mall beyond 4.", "−2 par rangée et par colonne de votre centre au-delà de 4.")
	case mfh.Basilisk:
		return lang.Pair("−1 for each broken area: four cards meet but only 1 to 3 of their corners carry a garden quarter.", "−1 par zone brisée : quatre cartes se rejoignent mais seuls 1 à 3 de leurs coins ont un quart de jardin.")
	}
	return ""
}

func mfhLevel(n int) string {
	switch n {
	case 1:
		return lang.Pair("Each mall has at least 2 single-colour gardens.", "Chaque centre a au moins 2 jardins d’une seule couleur.")
	case 2:
		return lang.Pair("Each mall keeps at most 4 Shop types: after round 3 you remove the extra types.", "Chaque centre garde au plus 4 types de Boutiques : après la manche 3, vous retirez les types en trop.")
	case 3:
		return lang.Pair("No completed garden at all; +6 for each completely empty area.", "Aucun jardin complet ; +6 par zone entièrement vide.")
	case 4:
		return lang.Pair("At least 2 Shops of every type in each mall.", "Au moins 2 Boutiques de chaque type dans chaque centre.")
	case 5:
		return lang.Pair("At least 6 completed gardens in each mall.", "Au moins 6 jardins complets dans chaque centre.")
	case 6:
		return lang.Pair("Two Monsters are active for both malls.", "Deux Monstres sont actifs pour les deux centres.")
	}
	return ""
}

func mallForHeroes() *rulebook.Book {
	b := &rulebook.Book{Game: mfh.GameName, Title: "Mall for Heroes"}
	rounds := []string{}
	for _, n := range []int{2, 3, 4, 5} {
		rounds = append(rounds, fmt.Sprint(mfh.Rounds(n)))
	}
	b.HowTo = []rulebook.Section{
		{Title: nb(lang.Pair("Goal", "But du jeu")), Body: nb(lang.Pair(
			"Each of you builds a mall for heroes around your Entrance, one Shop at a time, drafted from a shared display. Shops score with their abilities, gardens with your Entrance's rule, Wizard's Towers add points and a Monster takes some away. The highest score wins.",
			"Chacun construit un centre commercial pour héros autour de son Entrée, une Boutique à la fois, prise dans un étalage commun. Les Boutiques rapportent grâce à leur capacité, les jardins selon la règle de votre Entrée, les Tours de Magicien ajoutent des points et un Monstre en retire. Le meilleur score l’emporte."))},
		{Title: nb(lang.Pair("A round", "Une manche")), Body: nb(fmt.Sprintf(lang.Pair(
			"The round's first player lays 12 Shops face up in a display of 4 columns and 3 rows. In turn, each player takes a Shop that has at least one free corner (at first only the four corner cards), and places it on an empty cell next to a card of their mall, sharing a side. Cards are never turned or moved, except by the Druid and the Bard. The round ends when the display is empty. There are %s rounds with 2, 3, 4 or 5 players.\n\nYour Hero's ability may be used once per round, on your turn. When your mall shows a Wizard's pattern of three Shops, you must take that Wizard at once and place its Tower side in your mall.",
			"Le premier joueur de la manche pose 12 Boutiques face visible en un étalage de 4 colonnes et 3 rangées. À tour de rôle, chacun prend une Boutique qui a au moins un coin libre (au début, seules les quatre cartes des coins) et la place sur une case vide voisine d’une carte de son centre, par un côté. Les cartes ne sont jamais tournées ni déplacées, sauf par le Druide et le Barde. La manche s’arrête quand l’étalage est vide. Il y a %s manches à 2, 3, 4 ou 5 joueurs.\n\nLa capacité de votre Héros s’utilise une fois par manche, pendant votre tour. Quand votre centre montre le motif de trois Boutiques d’un Magicien, vous devez aussitôt prendre ce Magicien et placer sa face Tour dans votre centre."),
			strings.Join(rounds, " / ")))},
		{Title: nb(lang.Pair("Scoring", "Décompte")), Body: nb(lang.Pair(
			"Where four cards of your mall meet, their four touching corners form an area. If all four carry a garden quarter, it is a completed garden, scored by your Entrance's rule. Add each Shop's ability and each Tower's points, then take away the Monster's penalty.",
			"Là où quatre cartes de votre centre se rejoignent, leurs quatre coins forment une zone. Si les quatre ont un quart de jardin, c’est un jardin complet, compté selon la règle de votre Entrée. Ajoutez la capacité de chaque Boutique et les points de chaque Tour, puis retirez la pénalité du Monstre."))},
		{Title: nb(lang.Pair("End", "Fin")), Body: nb(lang.Pair(
			"After the last round the highest score wins. A tie goes to the most completed gardens, then to the most Towers; after that the victory is shared.\n\nSolo: you build two malls, and a bot takes Shops from the display; your score is the lower of your two malls. Each level from 1 to 6 adds a condition that both malls must meet (see the reference).",
			"Après la dernière manche, le meilleur score l’emporte. En cas d’égalité, gagne celui qui a le plus de jardins complets, puis le plus de Tours ; sinon, la victoire est partagée.\n\nEn solo, vous construisez deux centres et un bot prend des Boutiques dans l’étalage ; votre score est le plus faible de vos deux centres. Chaque niveau, de 1 à 6, ajoute une condition que les deux centres doivent remplir (voir la référence)."))},
	}

	count := map[mfh.Type]int{}
	copies := map[mfh.Ability]int{}
	abilityType := map[mfh.Ability]mfh.Type{}
	for n := 1; n <= mfh.Shops; n++ {
		s := mfh.Shop(n)
		count[s.Type]++
		copies[s.Ability]++
		abilityType[s.Ability] = s.Type
	}
	types := rulebook.Table{Key: "types", Title: nb(lang.Pair("Shop types", "Types de Boutiques"))}
	for t := 0; t < mfh.Types; t++ {
		types.Rows = append(types.Rows, rulebook.Row{Key: mfh.Type(t).String(), Name: mfhType(mfh.Type(t)),
			Text: nb(lang.N(count[mfh.Type(t)], "%d Shop.", "%d Shops.")), Nums: []int{count[mfh.Type(t)]}})
	}
	abilities := rulebook.Table{Key: "abilities", Title: nb(lang.Pair("Shop abilities", "Capacités des Boutiques")),
		Intro: nb(lang.Pair("Scored at the end of the game. “Next to” means sharing a side.", "Comptées en fin de partie. « Voisin » veut dire : par un côté."))}
	for a := 1; a <= mfh.Abilities; a++ {
		ab := mfh.Ability(a)
		abilities.Rows = append(abilities.Rows, rulebook.Row{Key: ab.String(), Name: mfhType(abilityType[ab]),
			Text: nb(mfhAbility(ab) + " " + lang.N(copies[ab], "%d Shop.", "%d Shops.")), Nums: []int{copies[ab]}})
	}
	shops := rulebook.Table{Key: "shops", Title: nb(lang.Pair("Shops", "Boutiques")),
		Intro: nb(lang.Pair("Shops marked 4+ are used with 4 or 5 players, those marked 5 with 5 players only.", "Les Boutiques marquées 4+ servent à 4 ou 5 joueurs, celles marquées 5 à 5 joueurs seulement."))}
	for n := 1; n <= mfh.Shops; n++ {
		s := mfh.Shop(n)
		mark := ""
		switch s.Marking {
		case 1:
			mark = " · 4+"
		case 2:
			mark = " · 5"
		}
		shops.Rows = append(shops.Rows, rulebook.Row{Key: mfh.ShopID(n), Name: mfh.ShopID(n) + " · " + mfhType(s.Type) + mark,
			Text: nb(mfhAbility(s.Ability) + " " + lang.F("Garden: %s.", mfhCorners(mfh.ShopCorners(n, false)))), Nums: []int{n}})
	}
	entrances := rulebook.Table{Key: "entrances", Title: nb(lang.Pair("Entrances", "Entrées")),
		Intro: nb(lang.Pair("Each player gets one; it starts the mall and scores its gardens.", "Chaque joueur en reçoit une ; elle commence le centre et compte ses jardins."))}
	for n := 1; n <= mfh.Entrances; n++ {
		e := mfh.Entrance(n)
		entrances.Rows = append(entrances.Rows, rulebook.Row{Key: mfh.EntranceID(n), Name: lang.T(e.Name),
			Text: nb(mfhRule(mfh.Rule(n)) + " " + lang.F("Garden: %s.", mfhCorners(e.Corners))), Nums: []int{n}})
	}
	wizards := rulebook.Table{Key: "wizards", Title: nb(lang.Pair("Wizards", "Magiciens")),
		Intro: nb(lang.Pair("The pattern may be turned or mirrored. The Tower side adds garden quarters and points.", "Le motif peut être tourné ou retourné. La face Tour ajoute des quarts de jardin et des points."))}
	for n := 1; n <= mfh.Wizards; n++ {
		w := mfh.Wizard(n)
		var pat string
		if mfh.Line(n) {
			pat = lang.F("Three in a line: %s, %s in the middle, %s.", mfhType(w.A), mfhType(w.M), mfhType(w.B))
		} else {
			pat = lang.F("An L: a %s Shop with a %s Shop on one side and a %s Shop on a side at right angles.", mfhType(w.A), mfhType(w.M), mfhType(w.B))
		}
		wizards.Rows = append(wizards.Rows, rulebook.Row{Key: mfh.WizardID(n), Name: lang.T(w.Name),
			Text: nb(pat + " " + lang.F("Tower: +2 per %s; garden: %s.", mfhType(w.Scores), mfhCorners(w.Tower))), Nums: []int{n}})
	}
	heroes := rulebook.Table{Key: "heroes", Title: nb(lang.Pair("Heroes", "Héros")),
		Intro: nb(lang.Pair("Once per round, on your turn.", "Une fois par manche, pendant votre tour."))}
	for n := 1; n <= mfh.Heroes; n++ {
		heroes.Rows = append(heroes.Rows, rulebook.Row{Key: mfh.HeroID(n), Name: lang.T(mfh.HeroName(n)), Text: nb(mfhHero(n)), Nums: []int{n}})
	}
	monsters := rulebook.Table{Key: "monsters", Title: nb(lang.Pair("Monsters", "Monstres")),
		Intro: nb(lang.Pair("One is drawn for each game and counts for everyone.", "Un seul est tiré par partie et compte pour tous."))}
	for n := 1; n <= mfh.Monsters; n++ {
		monsters.Rows = append(monsters.Rows, rulebook.Row{Key: mfh.MonsterID(n), Name: lang.T(mfh.MonsterName(n)), Text: nb(mfhMonster(n)), Nums: []int{n}})
	}
	levels := rulebook.Table{Key: "solo", Title: nb(lang.Pair("Solo levels", "Niveaux solo")),
		Intro: nb(lang.Pair("You beat a level when both malls meet its condition and your score reaches its target.", "Vous battez un niveau quand les deux centres remplissent sa condition et que votre score atteint son objectif."))}
	for n := 1; n <= 6; n++ {
		levels.Rows = append(levels.Rows, rulebook.Row{Key: fmt.Sprint(n), Name: nb(lang.F("Level %d", n)),
			Text: nb(mfhLevel(n) + " " + lang.F("Target: %d.", mfh.SoloTarget(n))), Nums: []int{mfh.SoloTarget(n)}})
	}
	b.Reference = []rulebook.Table{types, abilities, shops, entrances, wizards, heroes, monsters, levels}
	return b
}
