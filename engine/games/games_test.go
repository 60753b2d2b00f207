package games_test

import (
	"slices"
	"strconv"
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
