package enginetest

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// The text makers below serve the games' Illegal.Text functions; each
// documents what it draws from rng, so that a game's generator keeps its
// draws when it moves to them.

// RandomWords joins 1+rng.IntN(most) words drawn from words (one
// rng.IntN(len(words)) each).
func RandomWords(rng *rand.Rand, words []string, most int) string {
	w := make([]string, 1+rng.IntN(most))
	for i := range w {
		w[i] = words[rng.IntN(len(words))]
	}
	return strings.Join(w, " ")
}

// RandomBytes is 1+rng.IntN(most) bytes, each rng.IntN(below).
func RandomBytes(rng *rand.Rand, most, below int) string {
	b := make([]byte, 1+rng.IntN(most))
	for i := range b {
		b[i] = byte(rng.IntN(below))
	}
	return string(b)
}

// ListedMove is a move listed for the first of Chance, seat 0, seat 1, …
// that has any (drawn with rng.IntN), or false if none has.
func ListedMove(st engine.State, rng *rand.Rand) (string, bool) {
	for s := -1; s < st.Seats(); s++ {
		if l := st.LegalMoves(s); len(l) > 0 {
			return l[rng.IntN(len(l))], true
		}
	}
	return "", false
}

// Misspelt is ListedMove spelt wrong, by k := rng.IntN(5+len(extras)): a
// trailing space (k 0), a leading space (1), a doubled space (2), upper
// case (3), " "+extras[k-4] appended (4 … 3+len(extras)), or else a "0"
// put before its second word (" 1" appended to a one-word move). False if
// no seat has a move.
func Misspelt(st engine.State, rng *rand.Rand, extras ...string) (string, bool) {
	m, ok := ListedMove(st, rng)
	if !ok {
		return "", false
	}
	switch k := rng.IntN(5 + len(extras)); {
	case k == 0:
		return m + " ", true
	case k == 1:
		return " " + m, true
	case k == 2:
		return strings.Replace(m, " ", "  ", 1), true
	case k == 3:
		return strings.ToUpper(m), true
	case k < 4+len(extras):
		return m + " " + extras[k-4], true
	}
	if i := strings.IndexByte(m, ' '); i > 0 {
		return m[:i+1] + "0" + m[i+1:], true
	}
	return m + " 1", true
}

// TryImport imports fuzz input data with imp: the state if imp accepts
// it; nil and no error if imp rejects it with an error that starts with
// prefix (and is not empty); an error if the error does not.
func TryImport(data []byte, imp func([]byte) (engine.State, error), prefix string) (engine.State, error) {
	st, err := imp(data)
	if err == nil {
		return st, nil
	}
	if err.Error() == "" || !strings.HasPrefix(err.Error(), prefix) {
		return nil, fmt.Errorf("error %q does not say it is about the %s", err, strings.TrimRight(prefix, ": "))
	}
	return nil, nil
}
