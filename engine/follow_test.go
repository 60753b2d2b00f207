package engine_test

import (
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	tg "github.com/galleria-games/galleria/engine/testgame"
)

// raceMatch is a whole Test Race match of two seats (two rounds).
var raceMatch = &engine.Match{Game: tg.GameName, Options: engine.Options{"players": "2"}, Steps: []engine.Step{
	{Seat: engine.Chance, Move: "roll 2"}, {Seat: 0, Move: "take 1"}, {Seat: 1, Move: "bid 1"}, {Seat: 0, Move: "bid 0"},
	{Seat: engine.Chance, Move: "roll 3"}, {Seat: 1, Move: "take 2"}, {Seat: 0, Move: "bid 1"}, {Seat: 1, Move: "bid 1"},
}}

// TestRedactAndFollowMatch: a spectator's redacted log of a whole match
// names no bid until a round's last one, and the view that follows it ends
// with the full state's view.
func TestRedactAndFollowMatch(t *testing.T) {
	g := tg.Game{}
	for _, spectator := range []bool{true, false} {
		viewer := 2
		if !spectator {
			viewer = 1
		}
		steps, final, err := engine.RedactMatch(g, raceMatch, viewer)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, s := range steps {
			got = append(got, s.Move)
		}
		want := "roll 2|take 1|sealed|bids 0 1|roll 3|take 2|sealed|bids 1 1"
		if !spectator {
			want = "roll 2|take 1|bid 1|bids 0 1|roll 3|take 2|sealed|bids 1 1"
		}
		if strings.Join(got, "|") != want {
			t.Errorf("viewer %d's steps %q, want %q", viewer, strings.Join(got, "|"), want)
		}
		v, err := engine.FollowMatch(g, raceMatch.Options, viewer, steps)
		if err != nil {
			t.Fatal(err)
		}
		if v.Hash() != final.View(viewer).Hash() || v.Result() == nil {
			t.Errorf("viewer %d: the followed view differs from the final state's view", viewer)
		}
	}
}

// TestRedactAndFollowRefuse: bad arguments are errors that say what.
func TestRedactAndFollowRefuse(t *testing.T) {
	g := tg.Game{}
	st, err := g.New(engine.Options{"players": "2"})
	if err != nil {
		t.Fatal(err)
	}
	roll := engine.Step{Seat: engine.Chance, Move: "roll 1"}
	for _, c := range []struct {
		name string
		err  func() error
		want string
	}{
		{"a view redacts", func() error { _, err := engine.Redact(st.View(0), 0, roll); return err }, "only the full state"},
		{"no such viewer", func() error { _, err := engine.Redact(st, 3, roll); return err }, "viewer 3 does not exist"},
		{"illegal step", func() error { _, err := engine.Redact(st, 0, engine.Step{Seat: 0, Move: "take 1"}); return err }, "does not act"},
		{"full state follows", func() error { return engine.Follow(st, roll) }, "full state"},
		{"bad text", func() error { return engine.Follow(st.View(0), engine.Step{Seat: engine.Chance, Move: "roll  1"}) }, "follow chance"},
		{"cut log", func() error {
			_, _, err := engine.RedactMatch(g, &engine.Match{Game: tg.GameName, Options: raceMatch.Options, Steps: raceMatch.Steps[1:]}, 0)
			return err
		}, "step 1"},
		{"wrong step", func() error {
			_, err := engine.FollowMatch(g, raceMatch.Options, 0, []engine.Step{roll, {Seat: 1, Move: "take 1"}})
			return err
		}, "step 2"},
		{"no such viewer to follow", func() error { _, err := engine.FollowMatch(g, raceMatch.Options, -1, nil); return err }, "viewer -1"},
	} {
		err := c.err()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.want)
		}
	}
}

// renamedState is a Test Race state under a game name with no follow rules.
type renamedState struct{ engine.State }

func (renamedState) Game() string { return "no-rules" }

// TestFollowRulesRegistry: a game without registered rules, rules with a
// function missing, and a state of another type than the rules' are
// refused with errors that say so.
func TestFollowRulesRegistry(t *testing.T) {
	st, err := tg.Game{}.New(engine.Options{"players": "2"})
	if err != nil {
		t.Fatal(err)
	}
	roll := engine.Step{Seat: engine.Chance, Move: "roll 1"}
	other := renamedState{st}
	if _, err := engine.Redact(other, 0, roll); err == nil || !strings.Contains(err.Error(), "no-rules has no follow rules") {
		t.Errorf("redact a game with no rules: %v", err)
	}
	if err := engine.Follow(renamedState{st.View(0)}, roll); err == nil || !strings.Contains(err.Error(), "no-rules has no follow rules") {
		t.Errorf("follow a game with no rules: %v", err)
	}
	engine.RegisterFollow("no-rules", engine.FollowRules{Redact: tg.FollowRules().Redact})
	if _, ok := engine.FollowRulesFor("no-rules"); ok {
		t.Error("rules without a Follow were registered")
	}
	if _, err := tg.FollowRules().Redact(other, 0, 0, "roll 1"); err == nil || !strings.Contains(err.Error(), "not a *testgame.State") {
		t.Errorf("redact a state of another type: %v", err)
	}
	if err := tg.FollowRules().Follow(renamedState{st.View(0)}, roll); err == nil || !strings.Contains(err.Error(), "not a *testgame.State") {
		t.Errorf("follow on a view of another type: %v", err)
	}
	if _, ok := engine.FollowRulesFor(tg.GameName); !ok {
		t.Error("Test Race registers its rules itself")
	}
}
