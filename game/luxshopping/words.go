package luxshopping

import (
	"strings"

	rules "github.com/galleria-games/galleria/engine/luxshopping"
)

// Narrate is the log's lines for one step's events: the engine's words for
// each, with the seats' names; events that say nothing are left out.
func Narrate(evs []rules.Event, names []string) []string {
	var out []string
	for _, e := range evs {
		if s := eventWords(e, names); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// youVerbs turn the engine's third person into the second after "You".
var youVerbs = strings.NewReplacer(
	"You is ", "You are ", "You has ", "You have ", "You does ", "You do ",
	"You rolls", "You roll", "You reaches", "You reach", "You puts", "You put",
	"You removes", "You remove", "You collects", "You collect", "You owes", "You owe",
	"You buys", "You buy", "You creates", "You create", "You merges", "You merge",
	"You receives", "You receive", "You pays", "You pay", "You sells", "You sell",
	"You takes", "You take", "You loses", "You lose", "You gives", "You give",
	"You's ", "your ", "where You stands", "where you stand",
)

// youEnds fix the end of a line that starts with "You".
var youEnds = strings.NewReplacer("and wins!", "and win!", "cannot pay, gives", "cannot pay, give")

// youWords fixes the grammar of a line about a seat named "You".
func youWords(s string, names []string) string {
	for _, n := range names {
		if n == "You" {
			if strings.HasPrefix(s, "You ") {
				s = youEnds.Replace(s)
			}
			s = youVerbs.Replace(s)
			if strings.HasPrefix(s, "your ") {
				s = "Your " + s[5:]
			}
			return s
		}
	}
	return s
}
