package ui

import (
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/game/lang"
)

// You is the name of a local match's lone person (a name: the games word
// their lines for it, and it is kept in saves).
const You = "You"

// ShownName is a seat's name as a table shows it: the lone person's You and
// the hotseat's "Player N" in the current language ("Vous", "Joueur 2"),
// any other name as it is. Saves and the
// match keep You; the games word their lines for both (IsYou).
func ShownName(name string) string {
	if name == You {
		return lang.T("You")
	}
	// A hotseat person's "Player N" ("Joueur N").
	if n, ok := strings.CutPrefix(name, "Player "); ok {
		if k, err := strconv.Atoi(n); err == nil && k > 0 && strconv.Itoa(k) == n {
			return lang.F("Player %d", k)
		}
	}
	return name
}

// IsYou reports whether a shown name is the lone person's, in any language.
func IsYou(name string) bool { return name == You || name == lang.T("You") }

// BotNames are the bots' names by seat.
var BotNames = [MaxSeats]string{"Anna", "Beat", "Carla", "Dario", "Elsa", "Fritz"}

// SeatNames names the seats of a local match: a lone human is "You",
// hotseat humans are "Player N", bots have a first name.
func SeatNames(kinds []SeatKind) []string {
	humans := 0
	for _, k := range kinds {
		if k == Human {
			humans++
		}
	}
	out := make([]string, len(kinds))
	for i, k := range kinds {
		switch {
		case k != Human:
			out[i] = BotNames[i%MaxSeats]
		case humans == 1:
			out[i] = You
		default:
			out[i] = "Player " + strconv.Itoa(i+1)
		}
	}
	return out
}
