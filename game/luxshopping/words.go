package luxshopping

import (
	rules "github.com/galleria-games/galleria/engine/luxshopping"
)

// Narrate is the log's lines for one step's events, with the seats'
// names; events that say nothing are left out.
func Narrate(evs []rules.Event, names []string) []string {
	var out []string
	for _, e := range evs {
		if s := eventWords(e, names); s != "" {
			out = append(out, s)
		}
	}
	return out
}
