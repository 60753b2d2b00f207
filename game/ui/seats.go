package ui

import "strconv"

// You is the name of a local match's lone person (a name: the games word
// their lines for it, and it is kept in saves).
const You = "You"

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
