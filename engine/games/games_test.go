package games_test

import (
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
)

func TestLookupKnown(t *testing.T) {
	for _, g := range games.All() {
		got, err := games.Lookup(g.Name())
		if err != nil {
			t.Fatalf("Lookup(%q): %v", g.Name(), err)
		}
		if got.Name() != g.Name() {
			t.Fatalf("Lookup(%q) returned %q", g.Name(), got.Name())
		}
	}
	if _, err := games.Lookup("mallworld"); err != nil {
		t.Fatalf("mallworld is not registered: %v", err)
	}
}

func TestLookupUnknownListsNames(t *testing.T) {
	for _, name := range []string{"", "chess", "MallWorld"} {
		_, err := games.Lookup(name)
		if err == nil {
			t.Fatalf("Lookup(%q) succeeded", name)
		}
		if !strings.Contains(err.Error(), "mallworld") {
			t.Errorf("Lookup(%q) error %q does not list the known games", name, err)
		}
	}
}

func TestAllDistinctAndPlayable(t *testing.T) {
	seen := map[string]bool{}
	for _, g := range games.All() {
		if g.Name() == "" || g.Title() == "" {
			t.Errorf("game %T has an empty name or title", g)
		}
		if seen[g.Name()] {
			t.Errorf("game %q registered twice", g.Name())
		}
		seen[g.Name()] = true
		opts, err := g.Normalize(engine.Options{})
		if err != nil {
			t.Errorf("%s: default options: %v", g.Name(), err)
			continue
		}
		st, err := g.New(opts)
		if err != nil {
			t.Errorf("%s: New with default options: %v", g.Name(), err)
			continue
		}
		if st.Game() != g.Name() {
			t.Errorf("%s: state says game %q", g.Name(), st.Game())
		}
	}
	a := games.All()
	a[0] = nil
	if games.All()[0] == nil {
		t.Fatal("All returns the registry's own slice")
	}
}
