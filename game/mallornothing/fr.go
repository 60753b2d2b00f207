package mallornothing

import "github.com/galleria-games/galleria/game/lang"

// French for Mall or Nothing: its table, narration, scores, guided first
// game and the engine's Info texts and result notes; the words its rules
// book shows too (the squares) are in book/fr.go, which this package
// links. The rulebook is English only: the words
// are those of the French rules screen ("couloir", "grand magasin",
// "institut de beauté", "magasin de vêtements", "divertissement"), and
// "galerie" for a player's mall.
func init() {
	lang.Add(lang.French, map[string]string{
		// Seats and scores.
		"%d point":              "%d point",
		"%d points":             "%d points",
		"%s and %s":             "%s et %s",
		"%s draws first":        "%s pioche en premier",
		"You draw first":        "Vous piochez en premier",
		"%s's card":             "Carte de %s",
		"Your card":             "Votre carte",
		"%s's mall":             "Galerie de %s",
		"Your mall":             "Votre galerie",
		"score now %s":          "score actuel %s",
		"card %d":               "carte %d",
		"first":                 "1er",
		"locked in":             "validé",
		"placing…":              "pose…",
		"preview":               "aperçu",
		"Players":               "Joueurs",
		"Game over":             "Partie terminée",
		"Error: %s":             "Erreur\u00a0: %s",
		"Round %d of %d":        "Manche %d sur %d",
		"No card yet.":          "Aucune carte encore.",
		"Card %d: %s":           "Carte %d\u00a0: %s",
		"%s: %d (%s)":           "%s\u00a0: %d (%s)",
		"Final scores":          "Scores finaux",
		"See the results":       "Voir les résultats",
		"Total":                 "Total",
		"Hallway (unused)":      "Couloir (inutilisé)",
		"Department stores":     "Grands magasins",
		"Beauty shops":          "Instituts de beauté",
		"Clothing stores":       "Magasins de vêtements",
		"Restaurants":           "Restaurants",
		"Hallway %d, unused %d": "Couloir %d, inutilisé %d",
		"%s: %d = D %d · B %d · C %d · R %d · S %d · E %d · hallway %d":                             "%s\u00a0: %d = G %d · B %d · V %d · R %d · S %d · D %d · couloir %d",
		"D %d · B %d · C %d · R %d · S %d · E %d":                                                   "G %d · B %d · V %d · R %d · S %d · D %d",
		"Department %d · Beauty %d · Clothing %d · Restaurants %d · Services %d · Entertainment %d": "Grands magasins %d · Beauté %d · Vêtements %d · Restaurants %d · Services %d · Divertissement %d",
		"Scored hallway %d squares, %d unused hallway squares":                                      "Couloir compté\u00a0: %d cases, %d cases de couloir inutilisées",

		// Squares and score items.
		"hallway":                       "couloir",
		"department store":              "grand magasin",
		"beauty shop":                   "institut de beauté",
		"clothing store":                "magasin de vêtements",
		"restaurant":                    "restaurant",
		"service: %s":                   "service\u00a0: %s",
		"entertainment: %s":             "divertissement\u00a0: %s",
		"atm":                           "distributeur",
		"pharmacy":                      "pharmacie",
		"post office":                   "poste",
		"repair shop":                   "réparations",
		"dry cleaner":                   "pressing",
		"optician":                      "opticien",
		"circle":                        "cercle",
		"triangle":                      "triangle",
		"square":                        "carré",
		"star":                          "étoile",
		"group of %d (6 for 3 or more)": "groupe de %d (6 dès 3)",
		"group of %d: %d×%d":            "groupe de %d\u00a0: %d×%d",
		"next to a clothing store":      "à côté d’un magasin de vêtements",
		"no clothing store beside it":   "aucun magasin de vêtements à côté",
		"a new icon":                    "une nouvelle icône",
		"icon already counted":          "icône déjà comptée",
		"set of %d different shapes":    "série de %d formes différentes",

		// The legend.
		"How stores score (next to the largest hallway)": "Ce que rapportent les boutiques (le long du plus grand couloir)",
		"hallway: largest group":                         "couloir\u00a0: plus grand groupe",
		"3+ together: 6":                                 "3 ou plus ensemble\u00a0: 6",
		"group of n: n×n":                                "groupe de n\u00a0: n×n",
		"2 each":                                         "2 chacun",
		"4 beside a C":                                   "4 à côté d’un V",
		"2 per icon":                                     "2 par icône",
		"sets: 1 3 6 10":                                 "séries\u00a0: 1 3 6 10",

		// The drawn card and the prompt.
		"Dealing the starting cards": "Distribution des cartes de départ",
		"No card to place.":          "Aucune carte à poser.",
		"Locked in. The placements are shown when both players are done.": "Validé. Les poses s’affichent quand les deux joueurs ont fini.",
		"Card %d waits for its turn.":                                     "La carte %d attend son tour.",
		"Card %d fits nowhere: it is discarded.":                          "La carte %d ne va nulle part\u00a0: elle est défaussée.",
		"Discard":                                                         "Défausser",
		"Upright":                                                         "Droite",
		"Turned 180°":                                                     "Tournée à 180°",
		"Lock in":                                                         "Valider",
		"R turns the card.":                                               "R tourne la carte.",
		"Final scoring: the scored hallway is outlined in green, each store shows its points.": "Décompte final\u00a0: le couloir compté est bordé de vert, chaque boutique montre ses points.",
		"Waiting for %s to place…":                         "On attend que %s pose…",
		"Card %d has no legal place: discard it.":          "La carte %d n’a aucune place permise\u00a0: défaussez-la.",
		"Not there: %s":                                    "Pas ici\u00a0: %s",
		"Card %d %s: score if the game ended now %d → %d.": "Carte %d %s\u00a0: score si la partie finissait maintenant %d → %d.",
		"Lock in to confirm.":                              "Validez pour confirmer.",
		"%s to choose.":                                    "%s pour choisir.",
		"Place card %d: tap a dot on your mall (the legal spots). Turn it with Upright and Turned 180°.":              "Posez la carte %d\u00a0: touchez un point de votre galerie (les places permises). Tournez-la avec Droite et Tournée à 180°.",
		"Place card %d: point at your mall, the dots are the legal spots. Turn it with R or the buttons.": "Posez la carte %d\u00a0: visez votre galerie, les points sont les places permises. Tournez-la avec R ou les boutons.",
		"at %d,%d":              "en %d,%d",
		"at %d,%d, turned 180°": "en %d,%d, tournée à 180°",
		"discarded face down":   "défaussée face cachée",

		// The narration.
		"%s starts with card 9 and draws first; %s starts with card 10.": "%s commence avec la carte 9 et pioche en premier\u00a0; %s commence avec la carte 10.",
		"You start with card 9 and draw first; %s starts with card 10.":  "Vous commencez avec la carte 9 et piochez en premier\u00a0; %s commence avec la carte 10.",
		"%s starts with card 9 and draws first; You start with card 10.": "%s commence avec la carte 9 et pioche en premier\u00a0; vous commencez avec la carte 10.",
		"Round %d: %s draws card %d.":                                    "Manche %d\u00a0: %s pioche la carte %d.",
		"Round %d: You draw card %d.":                                    "Manche %d\u00a0: vous piochez la carte %d.",
		"%s has locked in a placement.":                                  "%s a validé sa pose.",
		"You have locked in a placement.":                                "Vous avez validé votre pose.",
		"%s had no place for card %d and discarded it.":                  "%s n’avait aucune place pour la carte %d et l’a défaussée.",
		"You had no place for card %d and discarded it.":                 "Vous n’aviez aucune place pour la carte %d et l’avez défaussée.",
		"%s placed card %d %s.":                                          "%s a posé la carte %d %s.",
		"You placed card %d %s.":                                         "Vous avez posé la carte %d %s.",
		"Game over: %s %d, %s %d.":                                       "Partie terminée\u00a0: %s %d, %s %d.",

		// The guided first game.
		"Only stores touching your largest hallway score: count them on each mall, then see the results.":                        "Seules les boutiques le long de votre plus grand couloir comptent\u00a0: voyez-les sur chaque galerie, puis les résultats.",
		"The game is over: the higher score wins.":                                                                               "La partie est finie\u00a0: le plus haut score gagne.",
		"Both players place their card at the same time; the placements are shown together when both are locked in.":             "Les deux joueurs posent leur carte en même temps\u00a0; les poses s’affichent ensemble une fois validées.",
		"The cards are being dealt: each round both players draw a card and place it.":                                           "Distribution\u00a0: à chaque manche, chacun pioche une carte et la pose.",
		"A card must overlap your mall without closing a loop of layers: this one cannot, so it is lost.":                        "Une carte doit recouvrir votre galerie sans boucle d’empilement\u00a0: celle-ci ne peut pas, elle est perdue.",
		"Check the score shown, then lock in: the move is final, and the other player sees it only when both are done.":          "Vérifiez le score affiché, puis validez\u00a0: c’est définitif, et l’autre ne le voit qu’une fois les deux poses faites.",
		"Lay the card over part of your mall: covered squares no longer count. Stores score only beside your largest hallway.":   "Posez la carte sur une partie de votre galerie\u00a0: les cases couvertes ne comptent plus. Seules les boutiques le long du plus grand couloir marquent.",
		"Grow one big hallway: at the end, only stores next to your largest hallway score. Covering a square hides it for good.": "Formez un grand couloir\u00a0: à la fin, seules les boutiques le long de votre plus grand couloir marquent. Une case couverte l’est pour de bon.",
		// Hint lines (TellMove).
		"Place card %d %s.":                       "Posez la carte %d %s.",
		"Discard card %d: it has no legal place.": "Défaussez la carte %d\u00a0: elle n’a aucune place permise.",

		// The game's Info (tagline, setup options, score units) and result
		// notes, which the shell shows.
		"simultaneous card overlays": "cartes superposées, jouées en même temps",
		"point":                      "point",
		"points":                     "points",
		"Both seats scored %d; %s wins with the smaller scored hallway (%d squares against %d).":                               "Les deux joueurs ont %d points\u00a0; %s gagne avec le plus petit couloir compté (%d cases contre %d).",
		"Both seats scored %d with a scored hallway of %d squares; %s wins with fewer unused hallway squares (%d against %d).": "Les deux joueurs ont %d points et un couloir compté de %d cases\u00a0; %s gagne avec moins de cases de couloir inutilisées (%d contre %d).",
		"Both seats scored %d with a scored hallway of %d squares and %d unused hallway squares: a shared victory.":            "Les deux joueurs ont %d points, un couloir compté de %d cases et %d cases de couloir inutilisées\u00a0: victoire partagée.",
	})
}
