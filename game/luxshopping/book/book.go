// Package book is Luxembourg-Shopping's rules book
// (shared/rules/luxembourg-shopping.md): it registers the book with
// game/rulebook when linked, and adds the French of the words the book
// looks up (fr.go).
//
// The package does not import ebiten, so the galleria command (galleria
// rules) links it as the client does: that is why the words the book looks
// up are here. The words only the table shows stay beside the table, in
// game/luxshopping/fr.go, as the command has no use for them.
// game/luxshopping imports this package, so a word both show is here, once.
package book

import (
	"fmt"
	"strings"

	"github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/rulebook"
)

func init() { rulebook.Register(luxshopping.GameName, luxShopping) }

// nb applies French typography (rulebook.NoBreak).
func nb(s string) string { return rulebook.NoBreak(s) }

func eur(n int64) string { return lang.Amount(int(n), "€") }

// luxEffect says what a card half does.
func luxEffect(e luxshopping.Effect) string {
	amt := eur(e.Amount)
	var s string
	switch e.Kind {
	case "receive":
		switch e.Per {
		case "shop":
			s = lang.F("Receive %s per shop you own.", amt)
		case "sign":
			s = lang.F("Receive %s per sign you own.", amt)
		case "gallery":
			s = lang.F("Receive %s per gallery you own.", amt)
		default:
			s = lang.F("Receive %s.", amt)
		}
	case "pay-bank":
		switch e.Per {
		case "shop":
			s = lang.F("Pay the bank %s per shop you own.", amt)
		case "sign":
			s = lang.F("Pay the bank %s per sign you own.", amt)
		case "gallery":
			s = lang.F("Pay the bank %s per gallery you own.", amt)
		default:
			s = lang.F("Pay the bank %s.", amt)
		}
	case "pay-each":
		s = lang.F("Pay %s to each other player.", amt)
	case "collect-each":
		s = lang.F("Collect %s from each other player.", amt)
	case "all-receive":
		s = lang.F("Every player receives %s.", amt)
	case "gain-sign":
		s = lang.T("Put a sign on one of your shops.")
	case "lose-sign":
		s = lang.T("Remove a sign from one of your shops.")
	case "bankrupt":
		s = lang.T("Bankruptcy: lose one of your shops.")
	case "free-shop":
		s = lang.T("Take a free shop at random.")
	case "to-office":
		s = lang.T("Advance to the next Office.")
	case "back-3":
		s = lang.T("Move back 3 spaces.")
	case "to-33":
		s = lang.T("Advance to space 33.")
	case "to-66":
		s = lang.T("Advance to space 66.")
	default:
		s = lang.T("Nothing happens.")
	}
	return nb(s)
}

func luxZone(z luxshopping.Zone) string {
	switch z {
	case luxshopping.Orange:
		return lang.T("Orange zone")
	case luxshopping.Yellow:
		return lang.T("Yellow zone")
	}
	return lang.T("Green zone")
}

func luxShopping() *rulebook.Book {
	b := &rulebook.Book{Game: luxshopping.GameName, Title: "Luxembourg-Shopping"}
	b.HowTo = []rulebook.Section{
		{Title: nb(lang.Pair("Goal", "But du jeu")), Body: nb(fmt.Sprintf(lang.Pair(
			"Mr Jean Poche is retiring from his giant mall, and each of you wants to be his successor. Go round the board, earn from your shops, charge visitors, join shops into galleries and collect signs. You win at once when you hold enough signs or enough shops in one gallery (see Victory in the reference), or when you are the last player not eliminated.\n\nEach player starts with %s and %d shops dealt at random.",
			"M. Jean Poche prend sa retraite et quitte son immense centre commercial : chacun de vous veut lui succéder. Faites le tour du plateau, gagnez de l’argent avec vos boutiques, faites payer les visiteurs, réunissez des boutiques en galeries et collectionnez les enseignes. Vous gagnez aussitôt quand vous avez assez d’enseignes ou assez de boutiques dans une même galerie (voir Victoire dans la référence), ou quand vous êtes le dernier joueur en jeu.\n\nChaque joueur commence avec %s et %d boutiques distribuées au hasard."),
			eur(luxshopping.StartCash), luxshopping.DealEach))},
		{Title: nb(lang.Pair("A turn", "Un tour")), Body: nb(fmt.Sprintf(lang.Pair(
			"Roll both dice and move forward by their total, round the %d spaces. With a double, first draw one card from each correspondence pile: a card naming a shop of yours without a sign puts a sign on it. Then the space you reach acts:\n• your shop: the bank pays you its visit value (the whole gallery's value if it is in one); you may then make a gallery of it and two more of your shops, or merge its gallery with another of yours, paying the new gallery's value;\n• another player's shop: pay its owner the same amount;\n• a free shop: you may buy it at its price, except in your first turn;\n• after a shop space, open your mail: draw from the pile matching your dice total (even or odd) and carry out its upper half;\n• Red Button, Office, space 33 and space 66: see Spaces in the reference.",
			"Lancez les deux dés et avancez de leur total, autour des %d cases. Sur un double, piochez d’abord une carte dans chaque pile de correspondance : une carte qui nomme une de vos boutiques sans enseigne y met une enseigne. Puis la case atteinte agit :\n• votre boutique : la banque vous paie sa valeur de visite (la valeur de toute la galerie si elle en fait partie) ; vous pouvez ensuite en faire une galerie avec deux autres de vos boutiques, ou fusionner sa galerie avec une autre des vôtres, en payant la valeur de la nouvelle galerie ;\n• la boutique d’un autre joueur : payez la même somme à son propriétaire ;\n• une boutique libre : vous pouvez l’acheter à son prix, sauf à votre premier tour ;\n• après une case boutique, ouvrez votre courrier : piochez dans la pile qui correspond à votre total de dés (pair ou impair) et appliquez sa moitié haute ;\n• Bouton rouge, Bureau, case 33 et case 66 : voir Cases dans la référence."),
			luxshopping.Spaces))},
		{Title: nb(lang.Pair("Money", "Argent")), Body: nb(fmt.Sprintf(lang.Pair(
			"A sign adds %s to every payment made for its shop. Mail naming a shop of yours pays its visit value, doubled if the shop is in a gallery; if your pawn stands on that very shop, you win the %s jackpot instead. Mail naming another player's shop makes its owner pay you the same.\n\nIf you cannot pay, you must sell shops to the bank at half their price; if even that is not enough, you pay what you have and are eliminated.",
			"Une enseigne ajoute %s à chaque paiement fait pour sa boutique. Un courrier qui nomme une de vos boutiques vous paie sa valeur de visite, doublée si elle est dans une galerie ; si votre pion est sur cette boutique même, vous gagnez à la place le gros lot de %s. Un courrier qui nomme la boutique d’un autre joueur vous fait payer la même somme par son propriétaire.\n\nSi vous ne pouvez pas payer, vous devez vendre des boutiques à la banque à la moitié de leur prix ; si cela ne suffit pas, vous payez ce que vous avez et vous êtes éliminé."),
			eur(luxshopping.SignBonus), eur(luxshopping.Jackpot)))},
		{Title: nb(lang.Pair("End", "Fin")), Body: nb(lang.Pair(
			"The game ends the moment a player reaches a goal or is the only one left. If you stop at a time limit instead, players rank by signs, then the largest gallery, the most galleries, the most shops and the most cash.",
			"La partie s’arrête dès qu’un joueur atteint un objectif ou reste seul en jeu. Si vous arrêtez à une limite de temps, les joueurs sont classés par enseignes, puis par plus grande galerie, nombre de galeries, nombre de boutiques et argent."))},
	}

	zones := rulebook.Table{Key: "zones", Title: nb(lang.Pair("Price zones", "Zones de prix")),
		Intro: nb(lang.Pair("A shop's zone sets its visit value (paid to its owner, charged to visitors, paid by mail, summed in a gallery), its price and what the bank pays in a forced sale.", "La zone d’une boutique fixe sa valeur de visite (payée au propriétaire, due par les visiteurs, payée par courrier, additionnée dans une galerie), son prix et ce que la banque paie lors d’une vente forcée."))}
	for _, z := range []luxshopping.Zone{luxshopping.Orange, luxshopping.Yellow, luxshopping.Green} {
		first, last := 0, 0
		for k := 1; k <= luxshopping.Shops; k++ {
			if luxshopping.ZoneOf(k) == z {
				if first == 0 {
					first = k
				}
				last = k
			}
		}
		v, p, r := luxshopping.VisitValue(first), luxshopping.Price(first), luxshopping.Resale(first)
		zones.Rows = append(zones.Rows, rulebook.Row{Key: z.String(), Name: nb(lang.F("%s: shops %d to %d", luxZone(z), first, last)),
			Text: nb(lang.F("Visit value %s; price %s; forced sale %s.", eur(v), eur(p), eur(r))),
			Nums: []int{first, last, int(v), int(p), int(r)}})
	}

	spaces := rulebook.Table{Key: "spaces", Title: nb(lang.Pair("Spaces", "Cases")),
		Intro: nb(lang.Pair("After the last space comes the first again. Only the space where the pawn stops acts.", "Après la dernière case revient la première. Seule la case où le pion s’arrête agit."))}
	kinds := []struct {
		k    luxshopping.SpaceKind
		key  string
		name string
		text string
	}{
		{luxshopping.SpaceShop, "shop", lang.T("Shop space"), nb(lang.Pair("Your own shop pays you; another player's shop makes you pay; a free shop may be bought. Then open your mail.", "Votre boutique vous paie ; celle d’un autre joueur vous fait payer ; une boutique libre peut être achetée. Puis ouvrez votre courrier."))},
		{luxshopping.SpaceRedButton, "red", lang.T("Red Button space"), nb(lang.Pair("Draw a Red Button card and carry it out. No mail.", "Piochez une carte Bouton rouge et appliquez-la. Pas de courrier."))},
		{luxshopping.SpaceOffice, "office", lang.T("Office space"), nb(lang.Pair("Mr Poche's office: draw from the pile matching your dice total and carry out the lower half. No mail.", "Le bureau de M. Poche : piochez dans la pile qui correspond à votre total de dés et appliquez la moitié basse. Pas de courrier."))},
		{luxshopping.SpaceMinusOne, "minus", lang.T("Space 33: minus one shop"), nb(lang.Pair("Bankruptcy: lose one of your shops. No mail.", "Faillite : perdez une de vos boutiques. Pas de courrier."))},
		{luxshopping.SpacePlusOne, "plus", lang.T("Space 66: plus one shop"), nb(lang.Pair("Take a free shop at random. No mail.", "Prenez une boutique libre au hasard. Pas de courrier."))},
	}
	for _, k := range kinds {
		var at []string
		n := 0
		for sp := 1; sp <= luxshopping.Spaces; sp++ {
			if luxshopping.KindOf(sp) == k.k {
				at = append(at, fmt.Sprint(sp))
				n++
			}
		}
		where := lang.F("Spaces %s.", strings.Join(at, ", "))
		if len(at) == 1 {
			where = "" // the name says which space
		}
		if n > 10 {
			where = lang.N(n, "%d space.", "%d spaces.")
		}
		text := k.text
		if where != "" {
			text += " " + nb(where)
		}
		spaces.Rows = append(spaces.Rows, rulebook.Row{Key: k.key, Name: k.name, Text: text, Nums: []int{n}})
	}

	shops := rulebook.Table{Key: "shops", Title: nb(lang.Pair("Shops", "Boutiques"))}
	for k := 1; k <= luxshopping.Shops; k++ {
		shops.Rows = append(shops.Rows, rulebook.Row{Key: fmt.Sprint(k), Name: nb(lang.F("%d. %s", k, lang.T(luxshopping.ShopName(k)))),
			Text: nb(lang.F("Space %d · %s · price %s · visit %s.", luxshopping.SpaceOf(k), luxZone(luxshopping.ZoneOf(k)),
				eur(luxshopping.Price(k)), eur(luxshopping.VisitValue(k)))),
			Nums: []int{luxshopping.SpaceOf(k), int(luxshopping.Price(k)), int(luxshopping.VisitValue(k))}})
	}

	mail := rulebook.Table{Key: "correspondence", Title: nb(lang.Pair("Correspondence cards", "Cartes correspondance")),
		Intro: nb(lang.Pair("Even cards form the even pile, odd cards the odd pile. The upper half is read as mail, the lower half at an Office; a card is put back under its pile.", "Les cartes paires forment la pile paire, les impaires la pile impaire. La moitié haute se lit comme courrier, la moitié basse au Bureau ; une carte retourne sous sa pile."))}
	for n := 1; n <= luxshopping.Cards; n++ {
		upper := ""
		if e, ok := luxshopping.MailEffect(n); ok {
			upper = luxEffect(e)
		} else {
			upper = nb(lang.F("shop %d, %s.", n, lang.T(luxshopping.ShopName(n))))
		}
		mail.Rows = append(mail.Rows, rulebook.Row{Key: fmt.Sprint(n), Name: nb(lang.F("Card %d", n)),
			Text: nb(lang.F("Mail: %s Office: %s", upper, luxEffect(luxshopping.OfficeEffect(n)))), Nums: []int{n}})
	}

	red := rulebook.Table{Key: "redbutton", Title: nb(lang.Pair("Red Button cards", "Cartes Bouton rouge"))}
	for n := 1; n <= luxshopping.RedCards; n++ {
		red.Rows = append(red.Rows, rulebook.Row{Key: fmt.Sprintf("RB%02d", n), Name: nb(lang.F("Red Button card %d", n)), Text: luxEffect(luxshopping.RedEffect(n)), Nums: []int{n}})
	}

	goals := rulebook.Table{Key: "victory", Title: nb(lang.Pair("Victory", "Victoire")),
		Intro: nb(lang.Pair("You win at once when you hold this many signs, or this many shops in one gallery. The number of players at the start decides.", "Vous gagnez aussitôt quand vous avez autant d’enseignes, ou autant de boutiques dans une même galerie. Le nombre de joueurs au départ décide."))}
	for p := luxshopping.MinSeats; p <= luxshopping.MaxSeats; p++ {
		s, g := luxshopping.Goals(p)
		goals.Rows = append(goals.Rows, rulebook.Row{Key: fmt.Sprint(p), Name: nb(lang.N(p, "%d player", "%d players")),
			Text: nb(lang.F("%d signs, or %d shops in one gallery.", s, g)), Nums: []int{s, g}})
	}
	b.Reference = []rulebook.Table{zones, spaces, shops, mail, red, goals}
	return b
}
