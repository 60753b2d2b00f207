package game

import (
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/game/rulebook"
)

// TestShellNamesNoGame fails if a file of the client outside the per-game
// packages (and the one registration file, games.go) names a game: its
// engine name ("mallworld"), its title ("Mall World"), or the import path
// of its rules or UI package. Test files may (they drive real games). The
// shared packages game/lang and game/rulebook are checked too: a game's
// words and book are in its own packages (game/<game>, game/<game>/book).
func TestShellNamesNoGame(t *testing.T) {
	const module = "github.com/galleria-games/galleria/"
	// The per-game packages: every registered UI's, and the test game's.
	perGame := map[string]bool{}
	for _, u := range uis() {
		perGame[strings.TrimPrefix(reflect.TypeOf(u).PkgPath(), module+"game/")] = true
	}
	perGame["testgame"] = true
	if len(perGame) < 3 {
		t.Fatalf("per-game packages: %v", perGame)
	}
	var words []string
	for _, g := range games.All() {
		words = append(words, g.Name(), g.Title(), module+"engine/"+g.Name())
	}
	for dir := range perGame {
		words = append(words, module+"game/"+dir)
	}
	// The games still to come are named by the menu's announcements only.
	for _, s := range comingSoon {
		words = append(words, s.title, strings.TrimPrefix(s.id, "menu:"))
	}
	checked := 0
	seen := map[string]bool{} // the directories of the files checked
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if perGame[filepath.ToSlash(path)] || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || path == "games.go" {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		checked++
		seen[filepath.ToSlash(filepath.Dir(path))] = true
		low := strings.ToLower(string(data))
		for _, w := range words {
			if i := strings.Index(low, strings.ToLower(w)); i >= 0 {
				line := strings.Count(low[:i], "\n") + 1
				t.Errorf("%s:%d names a game: %q", filepath.Join("game", path), line, w)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 10 {
		t.Fatalf("only %d shell files checked", checked)
	}
	for _, dir := range []string{"lang", "rulebook"} {
		if !seen[dir] {
			t.Errorf("game/%s was not checked", dir)
		}
	}
}

// TestEveryGameHasItsBook: the UI package of each built-in game links its
// rules book (game/<game>/book registers itself), and the rules menu lists
// the books in the games' menu order.
func TestEveryGameHasItsBook(t *testing.T) {
	var want []string
	for _, g := range playableGames() {
		if reflect.TypeOf(g).PkgPath() == "github.com/galleria-games/galleria/engine/testgame" {
			continue // the test game has no book
		}
		want = append(want, g.Name())
	}
	if len(want) < 4 {
		t.Fatalf("%d built-in games", len(want))
	}
	if got := rulebook.Games(); !slices.Equal(got, want) {
		t.Errorf("rulebook.Games() = %q, want the menu's games %q", got, want)
	}
}
