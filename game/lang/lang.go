// Package lang holds the languages the client speaks (English and French)
// and their message catalogs.
//
// English is the source language: a message is written in English at the
// place that shows it, wrapped in one of this package's calls, and the
// catalog of every other language maps that English text to its
// translation:
//
//	lang.T("Leave this match?")                  // a fixed message
//	lang.F("%s is thinking… %d%%", name, pct)   // a format (fmt verbs)
//	lang.N(n, "%d coin", "%d coins")            // a plural (one, other)
//	lang.Pair("Long English prose", "Prose française") // both, side by side
//
// A translation keeps its format's verbs (it may reorder them with
// explicit indexes, %[2]s). Numbers and amounts are written with Int and
// Amount, which follow the language's grouping ("12,000" / "12 000").
//
// Lookups of a text the current catalog lacks fall back to the English
// text and are recorded: Misses lists them, so tests (and the browser
// hook) can show that a game played in French met no untranslated text.
//
// The catalogs are plain maps filled with Add: by this package's fr_*.go
// files for the parts of the client every game shares, and by each game's
// own packages for that game's words (game/<game>/fr.go, and
// game/<game>/book/fr.go for its rules book). No message-catalog library
// is used: see docs/languages.md for the sizes measured.
package lang

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// The languages, by their BCP 47 tag.
const (
	English = "en"
	French  = "fr"
)

// Tags lists the languages the client speaks, in menu order.
var Tags = []string{English, French}

// Name is a language's own name for itself ("English", "Français").
func Name(tag string) string {
	switch tag {
	case French:
		return "Français"
	}
	return "English"
}

var (
	mu      sync.Mutex
	current = English
	misses  = map[string]bool{}
)

// catalogs maps a language to its catalog: English text → translation.
var catalogs = map[string]map[string]string{French: {}}

// conflicts records English texts that two areas translate differently
// (Conflicts lists them).
var conflicts []string

// Add puts entries into the catalog of tag: each area of the client (this
// package's fr_*.go files, a game's own packages) adds its own from an
// init function. An English text two areas translate differently is
// recorded as a conflict (Conflicts).
func Add(tag string, entries map[string]string) {
	c := catalogs[tag]
	for k, v := range entries {
		if old, ok := c[k]; ok && old != v {
			conflicts = append(conflicts, fmt.Sprintf("%s: %q is %q and %q", tag, k, old, v))
		}
		c[k] = v
	}
}

// Conflicts lists the English texts that two calls of Add translated
// differently, each as "tag: text is one and other", in the order met. A
// test of a package that links every area (the client's, game/) reports
// them: only there are all the entries added.
func Conflicts() []string { return append([]string(nil), conflicts...) }

// Set makes tag the current language; a tag it does not speak (or a
// regional one it does: "fr-CH") is matched by Match.
func Set(tag string) {
	t := Match([]string{tag})
	mu.Lock()
	current = t
	mu.Unlock()
}

// Current is the current language's tag.
func Current() string {
	mu.Lock()
	defer mu.Unlock()
	return current
}

// Match picks the language for a browser's list of preferred languages
// (navigator.languages, best first): the first one whose primary subtag
// the client speaks, else English.
func Match(prefs []string) string {
	for _, p := range prefs {
		p = strings.ToLower(strings.TrimSpace(p))
		if i := strings.IndexAny(p, "-_"); i >= 0 {
			p = p[:i]
		}
		for _, t := range Tags {
			if p == t {
				return t
			}
		}
	}
	return English
}

// lookup translates the English text s into the current language.
func lookup(s string) string {
	mu.Lock()
	defer mu.Unlock()
	if current == English || s == "" {
		return s
	}
	if t, ok := catalogs[current][s]; ok {
		return t
	}
	misses[s] = true
	return s
}

// T translates a fixed message.
func T(s string) string { return lookup(s) }

// F translates a format and fills it in (fmt.Sprintf).
func F(format string, args ...any) string { return fmt.Sprintf(lookup(format), args...) }

// N picks the singular or plural format for n by the current language's
// rule (English: singular for 1; French: for 0 and 1), translates it and
// fills it in with n (and args after it: the format's verbs see n first).
func N(n int, one, other string, args ...any) string {
	f := other
	if Singular(n) {
		f = one
	}
	return fmt.Sprintf(lookup(f), append([]any{n}, args...)...)
}

// Singular reports whether the current language uses the singular for n.
func Singular(n int) bool {
	if Current() == French {
		return n == 0 || n == 1 || n == -1
	}
	return n == 1 || n == -1
}

// Pair is en or fr, whichever the current language is: for long texts
// (the rules) written in both languages side by side.
func Pair(en, fr string) string {
	if Current() == French {
		return fr
	}
	return en
}

// List joins words for a sentence in the current language: "Anna",
// "Anna and Beat", "Anna, Beat and Carla" ("Anna, Beat et Carla").
func List(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return F("%s and %s", strings.Join(words[:len(words)-1], ", "), words[len(words)-1])
}

// Int writes n with the current language's digit grouping: "12,000" in
// English, "12 000" (no-break space) in French; a minus sign (−) for
// negative numbers.
func Int(n int) string {
	neg := n < 0
	u := uint64(n)
	if neg {
		u = uint64(-n)
	}
	s := strconv.FormatUint(u, 10)
	sep := ","
	if Current() == French {
		sep = "\u00a0"
	}
	var b strings.Builder
	if neg {
		b.WriteString("−")
	}
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Number is an integer that a format's %d writes as Int does, with the
// current language's digit grouping (1,200 / 1 200); any other verb writes
// it as fmt writes an int.
type Number int

// Format implements fmt.Formatter.
func (n Number) Format(f fmt.State, verb rune) {
	if verb == 'd' {
		io.WriteString(f, Int(int(n)))
		return
	}
	fmt.Fprintf(f, fmt.FormatString(f, verb), int(n))
}

// Amount writes n with a unit after it: "12,000 CHF", "12 000 CHF" (a
// no-break space before the unit, in both languages).
func Amount(n int, unit string) string { return Int(n) + "\u00a0" + unit }

// Misses lists the texts looked up in a language other than English that
// its catalog lacks, sorted (each once).
func Misses() []string {
	mu.Lock()
	defer mu.Unlock()
	out := make([]string, 0, len(misses))
	for s := range misses {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// ResetMisses forgets the recorded misses.
func ResetMisses() {
	mu.Lock()
	misses = map[string]bool{}
	mu.Unlock()
}

// Has reports whether the catalog of tag translates s (English has every
// text).
func Has(tag, s string) bool {
	if tag == English {
		return true
	}
	_, ok := catalogs[tag][s]
	return ok
}

// Catalog is a copy of the catalog of tag (English text → translation).
func Catalog(tag string) map[string]string {
	out := map[string]string{}
	for k, v := range catalogs[tag] {
		out[k] = v
	}
	return out
}
