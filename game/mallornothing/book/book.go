// Package book is Mall or Nothing's rules book
// (shared/rules/mall-or-nothing.md): it registers the book with
// game/rulebook when linked, and adds the French of the words the book
// looks up (fr.go).
//
// The package does not import ebiten, so the galleria command (galleria
// rules) links it as the client does: that is why the words the book looks
// up are here. The words only the table shows stay beside the table, in
// game/mallornothing/fr.go, as the command has no use for them.
// game/mallornothing imports this package, so a word both show is here,
// once.
package book

import (
	"fmt"
	"strings"

	"github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/rulebook"
)

func init() { rulebook.Register(mallornothing.GameName, mallOrNothing) }

// nb applies French typography (rulebook.NoBreak).
func nb(s string) string { return rulebook.NoBreak(s) }

// monSquare names a square code of a card face ("H", "S:Post", "E:Star").
func monSquare(code string) string {
	switch code {
	case "H":
		return lang.T("Hallway")
	case "D":
		return lang.T("Department Store")
	case "B":
		return lang.T("Beauty Shop")
	case "C":
		return lang.T("Clothing Store")
	case "R":
		return lang.T("Restaurant")
	}
	if icon, ok := strings.CutPrefix(code, "S:"); ok {
		if icon == "DryCleaner" {
			icon = "Dry Cleaner"
		}
		return lang.F("Services (%s)", lang.T(icon))
	}
	if shape, ok := strings.CutPrefix(code, "E:"); ok {
		return lang.F("Entertainment (%s)", lang.T(shape))
	}
	return code
}

// monScore scores a small grid with the engine's own scoring (a grid the
// package writes, so it never fails; a failure scores zero).
func monScore(rows ...string) mallornothing.Score {
	s, _ := mallornothing.ScoreGrid(rows)
	return s
}

func mallOrNothing() *rulebook.Book {
	b := &rulebook.Book{Game: mallornothing.GameName, Title: "Mall or Nothing"}
	b.HowTo = []rulebook.Section{
		{Title: nb(lang.Pair("Goal", "But du jeu")), Body: nb(fmt.Sprintf(lang.Pair(
			"Each of the two players builds a mall of their own by laying numbered cards of 2×3 squares over and under each other. At the end only the stores that touch your largest hallway score, and the higher score wins.\n\nCards %d and %d start the two malls; the holder of card %d draws first. The other %d cards form the deck.",
			"Chacun des deux joueurs construit son propre centre commercial en posant des cartes numérotées de 2×3 cases les unes sur ou sous les autres. À la fin, seuls les magasins qui touchent votre plus grand couloir comptent, et le meilleur score l’emporte.\n\nLes cartes %d et %d commencent les deux centres ; celui qui a la carte %d pioche en premier. Les %d autres cartes forment la pioche."),
			mallornothing.StartP1, mallornothing.StartP2, mallornothing.StartP1, mallornothing.Cards-2))},
		{Title: nb(lang.Pair("A round", "Une manche")), Body: nb(fmt.Sprintf(lang.Pair(
			"In each of the %d rounds both players draw a card, then place it in secret at the same time; the two placements are shown together.\n• The new card must overlap at least one card of your mall. It may be turned 180°, never a quarter turn.\n• The numbers decide the layers: the new card goes above every card showing a lower number and below every card showing a higher one. A card whose two numbers are both covered counts as 0: anything may go on top of it.\n• A placement that would make the layers contradict each other is not allowed.",
			"À chacune des %d manches, les deux joueurs piochent une carte puis la posent en secret en même temps ; les deux poses sont révélées ensemble.\n• La nouvelle carte doit chevaucher au moins une carte de votre centre. Elle peut être tournée de 180°, jamais d’un quart de tour.\n• Les numéros décident des couches : la nouvelle carte va sur toute carte montrant un numéro plus petit et sous toute carte montrant un numéro plus grand. Une carte dont les deux numéros sont couverts vaut 0 : tout peut aller dessus.\n• Une pose qui rendrait les couches contradictoires est interdite."),
			mallornothing.Rounds))},
		{Title: nb(lang.Pair("Scoring", "Décompte")), Body: nb(lang.Pair(
			"Only the squares you can see count. Your largest hallway is the biggest group of yellow hallway squares that touch by a side or a corner; if two are equally large, the better one scores. A store scores only if it touches that hallway by a side or a corner. Stores of one kind form a group when they touch by a side. What each store earns is in the reference.",
			"Seules les cases visibles comptent. Votre plus grand couloir est le plus grand groupe de cases couloir jaunes qui se touchent par un côté ou un coin ; si deux sont aussi grands, le meilleur compte. Un magasin ne compte que s’il touche ce couloir par un côté ou un coin. Des magasins du même type forment un groupe quand ils se touchent par un côté. Ce que rapporte chaque magasin est dans la référence."))},
		{Title: nb(lang.Pair("End", "Fin")), Body: nb(fmt.Sprintf(lang.Pair(
			"After round %d both malls are scored and the higher score wins. A tie goes to the player whose scored hallway is smaller, then to the one with fewer unused hallway squares; after that the victory is shared.",
			"Après la manche %d, les deux centres sont comptés et le meilleur score l’emporte. En cas d’égalité, gagne celui dont le couloir compté est le plus petit, puis celui qui a le moins de cases couloir inutilisées ; sinon, la victoire est partagée."),
			mallornothing.Rounds))},
	}

	dept := monScore("H H H", "D D D").Department
	beauty := monScore("H B", "H C").Beauty
	cloth := monScore("H C").Clothing
	rest1 := monScore("H", "R").Restaurant
	rest3 := monScore("H H H", "R R R").Restaurant
	serv := monScore("H", "S:ATM").Services
	shapes := []string{"E:Circle", "E:Triangle", "E:Square", "E:Star"}
	var sets []int
	var setWords []string
	for k := 1; k <= len(shapes); k++ {
		v := monScore(strings.TrimSpace(strings.Repeat("H ", k)), strings.Join(shapes[:k], " ")).Entertainment
		sets = append(sets, v)
		setWords = append(setWords, lang.Int(v))
	}
	squares := rulebook.Table{Key: "squares", Title: nb(lang.Pair("Squares", "Cases")),
		Intro: nb(lang.Pair("Every square other than a hallway is a store. Only stores touching your largest hallway score.", "Toute case autre qu’un couloir est un magasin. Seuls les magasins qui touchent votre plus grand couloir comptent."))}
	squares.Rows = []rulebook.Row{
		{Key: "H", Name: monSquare("H"), Text: nb(lang.Pair("Yellow square. Hallway squares touching by a side or a corner form a hallway; only your largest one scores.", "Case jaune. Les cases couloir qui se touchent par un côté ou un coin forment un couloir ; seul votre plus grand compte."))},
		{Key: "D", Name: monSquare("D"), Text: nb(lang.F("%d points for each group of 3 or more; smaller groups score nothing.", dept)), Nums: []int{dept}},
		{Key: "B", Name: monSquare("B"), Text: nb(lang.F("%d points if it touches a Clothing Store by a side.", beauty)), Nums: []int{beauty}},
		{Key: "C", Name: monSquare("C"), Text: nb(lang.F("%d points each.", cloth)), Nums: []int{cloth}},
		{Key: "R", Name: monSquare("R"), Text: nb(lang.F("Each group scores its size squared: a lone Restaurant %d, a group of 3 scores %d.", rest1, rest3)), Nums: []int{rest1, rest3}},
		{Key: "S", Name: lang.T("Services"), Text: nb(lang.F("%d points for each different service icon; a repeated icon adds nothing.", serv)), Nums: []int{serv}},
		{Key: "E", Name: lang.T("Entertainment"), Text: nb(lang.F("Sets of different shapes: a set of 1, 2, 3 or 4 shapes scores %s.", strings.Join(setWords, " / "))), Nums: sets},
	}

	cards := rulebook.Table{Key: "cards", Title: nb(lang.Pair("Cards", "Cartes")),
		Intro: nb(lang.Pair("Each card upright, top row first, left | right. The number is printed in the top-left and bottom-right squares.", "Chaque carte à l’endroit, rangée du haut d’abord, gauche | droite. Le numéro est imprimé dans les cases en haut à gauche et en bas à droite."))}
	for n := 1; n <= mallornothing.Cards; n++ {
		face, err := mallornothing.Face(n)
		if err != nil {
			continue
		}
		var rows []string
		halls := 0
		for _, r := range face {
			rows = append(rows, monSquare(r[0])+" | "+monSquare(r[1]))
			for _, q := range r {
				if q == "H" {
					halls++
				}
			}
		}
		cards.Rows = append(cards.Rows, rulebook.Row{Key: fmt.Sprint(n), Name: nb(lang.F("Card %d", n)),
			Text: nb(strings.Join(rows, " · ") + ". " + lang.N(halls, "%d hallway square.", "%d hallway squares.")),
			Nums: []int{n, halls}})
	}
	b.Reference = []rulebook.Table{squares, cards}
	return b
}
