package luxshopping

import "github.com/galleria-games/galleria/game/lang"

// French for the log's lines the table now says from the events' fields
// in English too (the mail showing a shop: its name and number apart).
func init() {
	lang.Add(lang.French, map[string]string{
		"The mail shows your %s (%d): the bank pays %s.": "Le courrier montre votre commerce %s (%d)\u00a0: la banque paie %s.",
		"The mail shows %s's %s (%d): the bank pays %s.": "Le courrier montre %[2]s (%[3]d) de %[1]s\u00a0: la banque paie %[4]s.",
		"The mail shows your %s (%d): you owe %s %s.":    "Le courrier montre votre commerce %[1]s (%[2]d)\u00a0: vous devez %[4]s à %[3]s.",
		"The mail shows %s's %s (%d): %s owes %s %s.":    "Le courrier montre %[2]s (%[3]d) de %[1]s\u00a0: %[4]s doit %[6]s à %[5]s.",
	})
	// The engine's refusal of a move that is not legal (an engine.Refusal
	// note of Apply), as the table's error line tells it.
	lang.Add(lang.French, map[string]string{
		"move %q is not legal now (%s may play: %s)": "le coup %q n’est pas permis maintenant (%s peut jouer\u00a0: %s)",
	})
}
