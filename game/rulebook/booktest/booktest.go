// Package booktest holds the checks that every game's book package
// (game/<game>/book) runs in its tests: the book is registered under its
// game, both languages are whole, and helpers to compare a reference
// table with the engine's numbers. Only tests import it.
package booktest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/rulebook"
)

// InLang builds a game's book in one language; the language goes back to
// English when the test ends.
func InLang(t testing.TB, tag, game string) *rulebook.Book {
	t.Helper()
	lang.Set(tag)
	t.Cleanup(func() { lang.Set(lang.English) })
	b, ok := rulebook.For(game)
	if !ok {
		t.Fatalf("no book for %s", game)
	}
	return b
}

// Table fetches a reference table and checks its number of rows.
func Table(t testing.TB, b *rulebook.Book, key string, rows int) *rulebook.Table {
	t.Helper()
	tb := b.Table(key)
	if tb == nil {
		t.Fatalf("%s: no reference table %q", b.Game, key)
	}
	if len(tb.Rows) != rows {
		t.Errorf("%s/%s: %d rows, the engine has %d", b.Game, key, len(tb.Rows), rows)
	}
	return tb
}

// Nums checks the numbers of row i.
func Nums(t testing.TB, tb *rulebook.Table, i int, want ...int) {
	t.Helper()
	if i >= len(tb.Rows) {
		return
	}
	if got := tb.Rows[i].Nums; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("%s row %d (%s): numbers %v, the engine's are %v", tb.Key, i, tb.Rows[i].Key, got, want)
	}
}

// Shows checks that the text of row i shows s (a formatted number).
func Shows(t testing.TB, tb *rulebook.Table, i int, s string) {
	t.Helper()
	if i < len(tb.Rows) && !strings.Contains(tb.Rows[i].Text, s) {
		t.Errorf("%s row %d (%s): %q does not show %q", tb.Key, i, tb.Rows[i].Key, tb.Rows[i].Text, s)
	}
}

// Registered checks that rulebook knows the book of game and that the book
// is that game's, under the engine's title.
func Registered(t testing.TB, game string) {
	t.Helper()
	g, err := games.Lookup(game)
	if err != nil {
		t.Fatalf("a book for %q, which the engine does not know: %v", game, err)
	}
	found := false
	for _, have := range rulebook.Games() {
		found = found || have == game
	}
	if !found {
		t.Errorf("rulebook.Games() = %q, without %q", rulebook.Games(), game)
	}
	b := InLang(t, lang.English, game)
	if b.Game != game || b.Title != g.Title() {
		t.Errorf("the book of %q is %q, titled %q; want the engine's title %q", game, b.Game, b.Title, g.Title())
	}
}

// BothLanguages checks the book of game in English and French: every
// section, table and row has text in both, the French differs from the
// English and keeps its typography (a no-break space before : ; ? !),
// the French Markdown is not the English, and no French lookup lacks a
// translation.
func BothLanguages(t testing.TB, game string) {
	t.Helper()
	lang.ResetMisses()
	en := InLang(t, lang.English, game)
	fr := InLang(t, lang.French, game)
	if len(en.HowTo) < 4 || len(en.HowTo) != len(fr.HowTo) || len(en.Reference) != len(fr.Reference) {
		t.Fatalf("%s: %d/%d sections, %d/%d tables", game, len(en.HowTo), len(fr.HowTo), len(en.Reference), len(fr.Reference))
	}
	differ := func(what, e, f string) {
		t.Helper()
		if strings.TrimSpace(e) == "" || strings.TrimSpace(f) == "" {
			t.Errorf("%s %s: empty text (en %q, fr %q)", game, what, e, f)
		} else if e == f {
			t.Errorf("%s %s: the French is the English: %q", game, what, e)
		}
		for _, bad := range []string{" :", " ;", " ?", " !"} {
			if strings.Contains(f, bad) {
				t.Errorf("%s %s: French with a plain space before %q: %q", game, what, bad[1:], f)
			}
		}
	}
	for i := range en.HowTo {
		differ(fmt.Sprintf("section %d title", i), en.HowTo[i].Title, fr.HowTo[i].Title)
		differ(fmt.Sprintf("section %d", i), en.HowTo[i].Body, fr.HowTo[i].Body)
	}
	for i := range en.Reference {
		te, tf := en.Reference[i], fr.Reference[i]
		differ("table "+te.Key, te.Title, tf.Title)
		if te.Intro != "" || tf.Intro != "" {
			differ("intro of "+te.Key, te.Intro, tf.Intro)
		}
		if len(te.Rows) != len(tf.Rows) {
			t.Errorf("%s %s: %d rows in English, %d in French", game, te.Key, len(te.Rows), len(tf.Rows))
			continue
		}
		for j := range te.Rows {
			differ(fmt.Sprintf("%s row %s", te.Key, te.Rows[j].Key), te.Rows[j].Text, tf.Rows[j].Text)
		}
	}
	lang.Set(lang.French)
	md := fr.Markdown()
	lang.Set(lang.English)
	if !strings.HasPrefix(md, "# ") || md == en.Markdown() {
		t.Errorf("%s: French Markdown missing or the same as the English", game)
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("%s: French lookups without a translation: %q", game, m)
	}
}
