package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/rulebook"
)

// TestRulesDocsUpToDate: the committed player docs docs/rules/GAME.LANG.md
// are exactly what `galleria rules` prints, for every game and language,
// and there are no others. Regenerate them with:
//
//	for g in mallworld mallornothing luxshopping mallforheroes; do for l in en fr; do
//	  go run ./cmd/galleria rules -game $g -lang $l > docs/rules/$g.$l.md; done; done
func TestRulesDocsUpToDate(t *testing.T) {
	want := map[string]bool{}
	for _, g := range rulebook.Games() {
		for _, l := range lang.Tags {
			name := g + "." + l + ".md"
			want[name] = true
			var out, errb bytes.Buffer
			if code := run([]string{"rules", "-game", g, "-lang", l}, &out, &errb); code != 0 {
				t.Fatalf("rules -game %s -lang %s: exit %d: %s", g, l, code, errb.String())
			}
			got, err := os.ReadFile(filepath.Join("..", "..", "docs", "rules", name))
			if err != nil {
				t.Errorf("docs/rules/%s: %v", name, err)
				continue
			}
			if !bytes.Equal(got, out.Bytes()) {
				t.Errorf("docs/rules/%s differs from `galleria rules -game %s -lang %s` (%d bytes, it prints %d): regenerate it", name, g, l, len(got), out.Len())
			}
		}
	}
	files, err := os.ReadDir(filepath.Join("..", "..", "docs", "rules"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if !want[f.Name()] {
			t.Errorf("docs/rules/%s: no game and language print it", f.Name())
		}
	}
}

// TestRulesHasEveryBook: books.go links the book of every game the engine
// knows, and the command lists them in the menu order; the words the
// books add agree with the shell's.
func TestRulesHasEveryBook(t *testing.T) {
	if got, want := rulebook.Games(), games.Names(); !slices.Equal(got, want) {
		t.Errorf("rulebook.Games() = %q, want every game of the engine, in its order: %q", got, want)
	}
	for _, c := range lang.Conflicts() {
		t.Errorf("conflicting translations: %s", c)
	}
}

// TestRulesCommand: the output is the book in the asked language; bad
// flags exit with status 2.
func TestRulesCommand(t *testing.T) {
	var en, fr, errb bytes.Buffer
	if run([]string{"rules", "-game", "mallworld"}, &en, &errb) != 0 || run([]string{"rules", "-game", "mallworld", "-lang", "fr"}, &fr, &errb) != 0 {
		t.Fatalf("rules failed: %s", errb.String())
	}
	if !strings.Contains(en.String(), "## How to play") || !strings.Contains(fr.String(), "## Comment jouer") {
		t.Errorf("English or French headings missing:\n%.200s\n%.200s", en.String(), fr.String())
	}
	if lang.Current() != lang.English {
		t.Errorf("the command left the language at %s", lang.Current())
	}
	for _, args := range [][]string{{"rules"}, {"rules", "-game", "nope"}, {"rules", "-game", "mallworld", "-lang", "de"}, {"rules", "-game", "mallworld", "extra"}} {
		var out, e bytes.Buffer
		if code := run(args, &out, &e); code != 2 || out.Len() != 0 {
			t.Errorf("%v: exit %d, %d bytes out; want 2 and nothing", args, code, out.Len())
		}
	}
}
