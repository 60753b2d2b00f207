package ui

import (
	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/lang"
)

// Told puts a note an engine or a bot tells (engine.Note: a result's note,
// a refusal's reason, a hint's why) in the current language: its format
// goes through the catalog as a whole, seats become the players' names,
// Words are translated, whole numbers are grouped as the language writes
// them, and the rest (move texts) is kept.
func Told(n engine.Note, names []string) string {
	if n.Format == "" {
		return ""
	}
	args := make([]any, len(n.Args))
	for i, a := range n.Args {
		switch a := a.(type) {
		case engine.Seat:
			if int(a) >= 0 && int(a) < len(names) {
				args[i] = names[a]
			} else {
				args[i] = a.String()
			}
		case engine.Word:
			args[i] = lang.T(string(a))
		case engine.Note:
			args[i] = Told(a, names) // a note inside a note (a hint's reason)
		case int:
			args[i] = lang.Number(a)
		default:
			args[i] = a
		}
	}
	return lang.F(n.Format, args...)
}

// ErrWords is an error for a player. A refusal (engine.Refusal) is its
// reason in the current language (Told). Any other error is, in English,
// the error itself; in another language a sentence in that language with
// the error's English text after it (a network or storage error).
func ErrWords(err error, names []string) string {
	if err == nil {
		return ""
	}
	if n, ok := engine.RefusalOf(err); ok {
		return Told(n, names)
	}
	if lang.Current() == lang.English {
		return err.Error()
	}
	return lang.F("Refused (in English: %s)", err.Error())
}
