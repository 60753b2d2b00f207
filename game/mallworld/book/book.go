// Package book is Mall World's rules book (shared/rules/mall-world.md): it
// registers the book with game/rulebook when linked, and adds the French of
// the words the book looks up (fr.go).
//
// The package does not import ebiten, so the galleria command (galleria
// rules) links it as the client does: that is why the words the book looks
// up are here. The words only the table shows stay beside the table, in
// game/mallworld/fr.go, as the command has no use for them. game/mallworld
// imports this package, so a word both show is here, once.
package book

import (
	"fmt"

	"github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/rulebook"
)

func init() { rulebook.Register(mallworld.GameName, mallWorld) }

// nb applies French typography (rulebook.NoBreak).
func nb(s string) string { return rulebook.NoBreak(s) }

func mwShop(c int) string   { return lang.T(mallworld.ShopName(c)) }
func mwTenant(c int) string { return lang.T(mallworld.TenantName(c)) }
func chf(n int) string      { return lang.Amount(n, "CHF") }

func mallWorld() *rulebook.Book {
	account, coins, hand := mallworld.Start()
	var prices []string
	for i := 0; i < mallworld.LobbySlots; i++ {
		prices = append(prices, chf(mallworld.LobbyPrice(i)))
	}
	var place, rent, special int
	for _, c := range mallworld.Contracts[1:] {
		switch c.Kind {
		case mallworld.Placement:
			place = c.Value
		case mallworld.Rental:
			rent = c.Value
		case mallworld.Special:
			special = c.Value
		}
	}
	b := &rulebook.Book{Game: mallworld.GameName, Title: "Mall World"}
	b.HowTo = []rulebook.Section{
		{Title: nb(lang.Pair("Goal", "But du jeu")), Body: nb(fmt.Sprintf(lang.Pair(
			"Together you build one mall of 36 spaces; each of you earns from contracts that pay when the mall holds the right shops. The game has three phases. At the end every coin you hold is worth 1,000 CHF, and the highest bank account wins.\n\nYou start with %s in the bank, %d coins, %d amenity cards and one secret special contract.",
			"Ensemble, vous construisez un seul centre commercial de 36 cases ; chacun gagne de l’argent grâce à des contrats qui paient quand le centre contient les bonnes boutiques. La partie compte trois phases. À la fin, chaque pièce que vous avez vaut 1 000 CHF et le plus gros compte en banque l’emporte.\n\nVous commencez avec %s en banque, %d pièces, %d cartes d’agrément et un contrat spécial secret."),
			chf(account), coins, hand))},
		{Title: nb(lang.Pair("A turn", "Un tour")), Body: nb(fmt.Sprintf(lang.Pair(
			"• Contract (optional): take a contract from the lobby and pay its slot's price (%s). Placement contracts come first; rental contracts follow.\n• Development (required): trade amenity cards or validate a contract; in phase 3 you may do both.\n• Cards (optional): pay 2 coins to refresh the display as often as you like, then take up to 2 of its cards. A hand holds at most %d cards, your special contract not counted.\n• Black box: when it holds at least one coin per player, each player receives an equal share and the rest stays in it.",
			"• Contrat (facultatif) : prenez un contrat dans l’entrée du centre et payez le prix de sa place (%s). Les contrats de placement viennent d’abord, puis les contrats de location.\n• Développement (obligatoire) : échangez des cartes d’agrément ou validez un contrat ; en phase 3, vous pouvez faire les deux.\n• Cartes (facultatif) : payez 2 pièces pour renouveler l’étalage autant de fois que vous voulez, puis prenez-y jusqu’à 2 cartes. Une main compte au plus %d cartes, contrat spécial non compris.\n• Caisse noire : dès qu’elle contient au moins une pièce par joueur, chacun en reçoit une part égale et le reste y demeure."),
			lang.List(prices), mallworld.HandLimit))},
		{Title: nb(lang.Pair("Building", "Construire")), Body: nb(lang.Pair(
			"An amenity card shows two colours. Play it in one of two ways:\n• Shop: put a shop tile of one colour on an empty space next to a shop of the other colour.\n• Tenant: put a tenant of one colour on an unrented shop of the other colour, if the two make a chain (see the reference). Tenants are allowed once someone has validated a rental contract, and always from phase 2.\n\nTrade: offer 1 to 3 cards. With one card you play it and pay 1 coin to the black box. With two or three, the others bid coins in secret (with 3 players you bid too); the best bids play the first cards, and you play the rest for free.",
			"Une carte d’agrément montre deux couleurs. Jouez-la de l’une de deux façons :\n• Boutique : posez une tuile boutique d’une couleur sur une case vide voisine d’une boutique de l’autre couleur.\n• Client : posez un client d’une couleur sur une boutique non louée de l’autre couleur, si les deux forment une chaîne (voir la référence). Les clients sont permis dès qu’un joueur a validé un contrat de location, et toujours à partir de la phase 2.\n\nÉchange : proposez de 1 à 3 cartes. Avec une carte, vous la jouez et payez 1 pièce à la caisse noire. Avec deux ou trois, les autres misent des pièces en secret (à 3 joueurs, vous misez aussi) ; les meilleures mises jouent les premières cartes, et vous jouez le reste gratuitement."))},
		{Title: nb(lang.Pair("Scoring", "Décompte")), Body: nb(fmt.Sprintf(lang.Pair(
			"To validate, lay a contract (or your special) face up and take a corruption token of your choice from the mall office: its value is added to your account at once, or taken from it.\n\nWhen the office has no token left, the phase ends and each contract validated in it pays:\n• placement: %s for each pair of adjacent unrented shops of its two colours;\n• rental: %s for each shop rented by either of its chains;\n• special: %s for each adjacency between shops of its two chains.\nContracts still in hand pay nothing.",
			"Pour valider, posez un contrat (ou votre contrat spécial) face visible et prenez le pion corruption de votre choix au bureau du centre : sa valeur s’ajoute aussitôt à votre compte, ou s’en retire.\n\nQuand le bureau n’a plus de pion, la phase se termine et chaque contrat validé pendant cette phase paie :\n• placement : %s par paire de boutiques voisines non louées de ses deux couleurs ;\n• location : %s par boutique louée par l’une de ses chaînes ;\n• spécial : %s par contact entre boutiques de ses deux chaînes.\nLes contrats restés en main ne rapportent rien."),
			chf(place), chf(rent), chf(special)))},
		{Title: nb(lang.Pair("End", "Fin")), Body: nb(lang.Pair(
			"The game ends after the scoring of phase 3, or earlier: once every space holds a shop and no contract is left, everyone plays one last turn. Each coin then adds 1,000 CHF to its owner's account. The highest account wins; tied players share the victory.",
			"La partie se termine après le décompte de la phase 3, ou plus tôt : quand toutes les cases ont une boutique et qu’il ne reste aucun contrat, chacun joue un dernier tour. Chaque pièce ajoute alors 1 000 CHF au compte de son propriétaire. Le plus gros compte l’emporte ; les joueurs à égalité se partagent la victoire."))},
	}

	colours := rulebook.Table{Key: "colours", Title: nb(lang.Pair("Colours", "Couleurs")),
		Intro: nb(lang.Pair("Each colour is a type of shop tile and a type of tenant.", "Chaque couleur est un type de tuile boutique et un type de client."))}
	for c := 0; c < mallworld.Colours; c++ {
		colours.Rows = append(colours.Rows, rulebook.Row{Key: mallworld.ShopName(c), Name: mwShop(c) + " / " + mwTenant(c),
			Text: nb(lang.F("%d %s shop tiles, %d %s tenant tokens.", mallworld.ShopTiles, mwShop(c), mallworld.TenantTokens, mwTenant(c))),
			Nums: []int{mallworld.ShopTiles, mallworld.TenantTokens}})
	}

	chains := rulebook.Table{Key: "chains", Title: nb(lang.Pair("Chains", "Chaînes")),
		Intro: nb(lang.Pair("A tenant on a shop makes a rented shop of a chain. The other four pairs do not exist.", "Un client sur une boutique en fait une boutique louée d’une chaîne. Les quatre autres paires n’existent pas."))}
	for _, ch := range mallworld.Chains {
		chains.Rows = append(chains.Rows, rulebook.Row{Key: ch.ID, Name: ch.Name,
			Text: nb(lang.F("%s on a %s shop.", mwTenant(ch.Tenant), mwShop(ch.Shop)))})
	}

	cards := rulebook.Table{Key: "amenity", Title: nb(lang.Pair("Amenity cards", "Cartes d’agrément"))}
	for _, ct := range mallworld.CardTypes {
		var tenants []string
		orients := [][2]int{{ct.X, ct.Y}, {ct.Y, ct.X}}
		if ct.X == ct.Y {
			orients = orients[:1]
		}
		for _, o := range orients {
			if ch := mallworld.ChainAt(o[0], o[1]); ch >= 0 {
				tenants = append(tenants, lang.F("%s on %s (%s)", mwTenant(o[0]), mwShop(o[1]), mallworld.Chains[ch].Name))
			}
		}
		shop := lang.F("a %s shop next to a %s shop", mwShop(ct.X), mwShop(ct.Y))
		if ct.X != ct.Y {
			shop = lang.F("a %s shop next to a %s shop, or the reverse", mwShop(ct.X), mwShop(ct.Y))
		}
		cards.Rows = append(cards.Rows, rulebook.Row{Key: ct.Code, Name: mwShop(ct.X) + " + " + mwShop(ct.Y),
			Text: nb(lang.N(mallworld.CardCopies, "%d copy.", "%d copies.") + " " + lang.F("Shop: %s.", shop) + " " +
				lang.F("Tenant: %s.", lang.List(tenants))),
			Nums: []int{mallworld.CardCopies}})
	}

	contracts := rulebook.Table{Key: "contracts", Title: nb(lang.Pair("Contracts", "Contrats")),
		Intro: nb(lang.Pair("A validated contract pays at the end of its phase. Each player also gets one special contract, kept secret.", "Un contrat validé paie à la fin de sa phase. Chaque joueur reçoit aussi un contrat spécial, gardé secret."))}
	for _, c := range mallworld.Contracts[1:] {
		var name, text string
		switch c.Kind {
		case mallworld.Placement:
			name = lang.F("%s · placement", c.ID)
			text = lang.F("%s per pair of adjacent unrented shops: %s next to %s.", chf(c.Value), mwShop(c.A), mwShop(c.B))
		case mallworld.Rental:
			name = lang.F("%s · rental", c.ID)
			text = lang.F("%s per shop rented by %s or %s.", chf(c.Value), mallworld.Chains[c.A].Name, mallworld.Chains[c.B].Name)
		default:
			name = lang.F("%s · special", c.ID)
			text = lang.F("%s per adjacency between a %s shop and a %s shop.", chf(c.Value), mallworld.Chains[c.A].Name, mallworld.Chains[c.B].Name)
		}
		contracts.Rows = append(contracts.Rows, rulebook.Row{Key: c.ID, Name: nb(name), Text: nb(text), Nums: []int{c.Value}})
	}

	tokens := rulebook.Table{Key: "tokens", Title: nb(lang.Pair("Corruption tokens", "Pions corruption")),
		Intro: nb(lang.Pair("Taken when you validate a contract; the value goes to your account at once. Each phase lays out some of them face up.", "Pris quand vous validez un contrat ; la valeur va aussitôt à votre compte. Chaque phase en expose une partie face visible."))}
	for _, t := range mallworld.Tokens() {
		tokens.Rows = append(tokens.Rows, rulebook.Row{Key: fmt.Sprint(t.Value), Name: rulebook.Signed(t.Value) + "\u00a0CHF",
			Text: nb(lang.N(t.Count, "%d token.", "%d tokens.")), Nums: []int{t.Value, t.Count}})
	}

	lobby := rulebook.Table{Key: "lobby", Title: nb(lang.Pair("Lobby", "Entrée du centre")),
		Intro: nb(lang.Pair("The contracts on offer, one per slot; a taken contract is replaced and the others slide to the cheaper slots.", "Les contrats proposés, un par place ; un contrat pris est remplacé et les autres glissent vers les places moins chères."))}
	for i := 0; i < mallworld.LobbySlots; i++ {
		lobby.Rows = append(lobby.Rows, rulebook.Row{Key: fmt.Sprint(i + 1), Name: nb(lang.F("Slot %d", i+1)),
			Text: nb(lang.F("Price: %s.", chf(mallworld.LobbyPrice(i)))), Nums: []int{mallworld.LobbyPrice(i)}})
	}
	b.Reference = []rulebook.Table{colours, chains, cards, contracts, tokens, lobby}
	return b
}
