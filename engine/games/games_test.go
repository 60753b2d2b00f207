package games_test

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/engine/testgame"
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

// TestInfoConsistent checks every game's Info against its own Normalize:
// front ends build menus and setup forms from Info alone, so every choice a
// form offers must be accepted and every default must be what Normalize
// fills in.
func TestInfoConsistent(t *testing.T) {
	for _, g := range games.All() {
		info := g.Info()
		name := g.Name()
		if info.MinSeats < 1 || info.DefaultSeats < info.MinSeats || info.MaxSeats < info.DefaultSeats || info.MaxSeats > 6 {
			t.Errorf("%s: seats min %d, default %d, max %d: want 1 <= min <= default <= max <= 6",
				name, info.MinSeats, info.DefaultSeats, info.MaxSeats)
		}
		if info.Tagline == "" || info.ScoreUnit == "" || info.ScoreUnitPlural == "" {
			t.Errorf("%s: empty tagline or score unit: %+v", name, info)
		}
		if n, err := engine.Players(g, engine.Options{}); err != nil || n != info.DefaultSeats {
			t.Errorf("%s: Players with no options = %d, %v; want the default %d", name, n, err, info.DefaultSeats)
		}
		for _, n := range info.SeatCounts() {
			opts, err := g.Normalize(engine.Options{"players": strconv.Itoa(n)})
			if err != nil {
				t.Errorf("%s: players=%d refused: %v", name, n, err)
				continue
			}
			if got, err := engine.Players(g, opts); err != nil || got != n {
				t.Errorf("%s: players=%d normalizes to %d seats (%v)", name, n, got, err)
			}
		}
		for _, n := range []int{info.MinSeats - 1, info.MaxSeats + 1} {
			if _, err := g.Normalize(engine.Options{"players": strconv.Itoa(n)}); err == nil {
				t.Errorf("%s: players=%d accepted, out of %s", name, n, info.SeatsWords())
			}
		}
		defaults, err := g.Normalize(engine.Options{})
		if err != nil {
			t.Errorf("%s: default options: %v", name, err)
			continue
		}
		keys := map[string]bool{"players": true}
		for _, o := range info.Options {
			if o.Key == "" || o.Label == "" || keys[o.Key] {
				t.Errorf("%s: option %q: empty or repeated key, or no label", name, o.Key)
			}
			keys[o.Key] = true
			if len(o.Values) == 0 || len(o.Labels) != len(o.Values) {
				t.Errorf("%s: option %s: %d values, %d labels", name, o.Key, len(o.Values), len(o.Labels))
			}
			if !slices.Contains(o.Values, o.Default) {
				t.Errorf("%s: option %s: default %q not among %q", name, o.Key, o.Default, o.Values)
			}
			if got, ok := defaults[o.Key]; !ok || got != o.Default {
				t.Errorf("%s: option %s absent normalizes to %q (present %v), want the default %q", name, o.Key, got, ok, o.Default)
			}
			for _, v := range o.Values {
				opts, err := g.Normalize(engine.Options{o.Key: v})
				if err != nil {
					t.Errorf("%s: %s=%s refused: %v", name, o.Key, v, err)
				} else if opts[o.Key] != v {
					t.Errorf("%s: %s=%s normalizes to %q", name, o.Key, v, opts[o.Key])
				}
			}
			if _, err := g.Normalize(engine.Options{o.Key: "no-such-value"}); err == nil {
				t.Errorf("%s: %s=no-such-value accepted", name, o.Key)
			}
		}
		if got, ok := info.Option("players"); ok {
			t.Errorf("%s: players is listed as an option: %+v", name, got)
		}
	}
}

// renamed is a game under another name (for registering many).
type renamed struct {
	engine.Game
	name string
}

func (r renamed) Name() string { return r.name }

func TestRegister(t *testing.T) {
	builtin := games.Names()
	if err := games.Register(testgame.Game{}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { games.Unregister("testgame") })
	if got, want := games.Names(), append(slices.Clone(builtin), "testgame"); !slices.Equal(got, want) {
		t.Fatalf("names %v, want %v", got, want)
	}
	if g, err := games.Lookup("testgame"); err != nil || g.Title() != "Test Race" {
		t.Fatalf("Lookup(testgame) = %v, %v", g, err)
	}
	if all := games.All(); all[len(all)-1].Name() != "testgame" {
		t.Fatalf("All ends with %q", all[len(all)-1].Name())
	}
	// Taken names, empty names and nil are refused.
	for _, g := range []engine.Game{testgame.Game{}, renamed{testgame.Game{}, "mallworld"}, renamed{testgame.Game{}, ""}, nil} {
		if err := games.Register(g); err == nil {
			t.Errorf("Register(%v) accepted", g)
		}
	}
	if got := len(games.Names()); got != len(builtin)+1 {
		t.Fatalf("%d games after refused registrations", got)
	}
	// Built-in games stay; unknown names change nothing.
	for _, name := range append(slices.Clone(builtin), "chess", "") {
		games.Unregister(name)
	}
	if got := len(games.Names()); got != len(builtin)+1 {
		t.Fatalf("Unregister removed a built-in game: %v", games.Names())
	}
	games.Unregister("testgame")
	if !slices.Equal(games.Names(), builtin) {
		t.Fatalf("after Unregister: %v", games.Names())
	}
	if _, err := games.Lookup("testgame"); err == nil {
		t.Fatal("testgame found after Unregister")
	}
	// Registered again, it comes last again.
	if err := games.Register(renamed{testgame.Game{}, "a"}); err != nil {
		t.Fatal(err)
	}
	if err := games.Register(testgame.Game{}); err != nil {
		t.Fatal(err)
	}
	games.Unregister("a")
	if got := games.Names(); got[len(got)-1] != "testgame" || len(got) != len(builtin)+1 {
		t.Fatalf("names %v", got)
	}
}

// TestRegisterConcurrent registers and removes games while others read the
// registry (run with -race to see it is safe).
func TestRegisterConcurrent(t *testing.T) {
	builtin := games.Names()
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(2)
		go func() {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				name := fmt.Sprintf("plug%d-%d", w, i)
				if err := games.Register(renamed{testgame.Game{}, name}); err != nil {
					t.Error(err)
					return
				}
				if _, err := games.Lookup(name); err != nil {
					t.Error(err)
				}
				games.Unregister(name)
			}
		}()
		go func() {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				all := games.All()
				if len(all) < len(builtin) || all[0].Name() != builtin[0] {
					t.Errorf("All = %d games", len(all))
				}
				_ = games.Names()
				if _, err := games.Lookup("mallworld"); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	if !slices.Equal(games.Names(), builtin) {
		t.Fatalf("after the workers: %v", games.Names())
	}
}

// TestRegisterFollowers: after RegisterFollowers every built-in game has
// follow rules.
func TestRegisterFollowers(t *testing.T) {
	games.RegisterFollowers()
	for _, g := range builtIn(t) {
		if _, ok := engine.FollowRulesFor(g.Name()); !ok {
			t.Errorf("%s has no follow rules", g.Name())
		}
	}
}
