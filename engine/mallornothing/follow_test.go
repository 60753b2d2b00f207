package mallornothing_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/mallornothing"
)

// The follow rules are registered by the programs that redact
// (games.RegisterFollowers); these tests register them here.
func init() { engine.RegisterFollow(mallornothing.GameName, mallornothing.FollowRules()) }

// followLog plays a random game from the start with bots (Random or Greedy
// per seat, drawn from rng) and returns the first state and the log. The
// bots always move seat 0 first in a round; the log swaps the two moves of
// a round at random, which keeps it legal (a seat's moves depend only on its
// own mall and card), so that either seat may be the one that completes it.
func followLog(t testing.TB, rng *rand.Rand) (engine.State, []engine.Step) {
	t.Helper()
	st, err := mallornothing.Game{}.New(engine.Options{"players": "2"})
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]bot.Bot, 2)
	for i := range bots {
		bots[i] = bot.Bot(bot.Random{})
		if rng.IntN(2) == 0 {
			bots[i] = bot.Greedy{}
		}
	}
	log, err := enginetest.Play(st.Clone(), bots, rng, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(log); i++ {
		if log[i].Seat >= 0 && log[i+1].Seat >= 0 {
			if rng.IntN(2) == 0 {
				log[i], log[i+1] = log[i+1], log[i]
			}
			i++
		}
	}
	return st, log
}

// stepKind names what a redacted step is, for the counts.
func stepKind(real, r engine.Step, viewer int) string {
	switch {
	case r.Seat == engine.Chance:
		return "chance " + strings.Fields(r.Move)[0]
	case r.Move == mallornothing.Sealed:
		return fmt.Sprintf("sealed (seat %d first, viewer %d)", r.Seat, viewer)
	case strings.HasPrefix(r.Move, mallornothing.Reveal+" "):
		return fmt.Sprintf("reveal (seat %d last, viewer %d)", r.Seat, viewer)
	case r == real && r.Seat == viewer:
		return fmt.Sprintf("own first move (seat %d)", r.Seat)
	}
	return "unknown"
}

// TestFollowRandomGames: the views of both seats and a spectator follow the
// redacted log of random games to the end with the full state's view's hash
// at every step, refuse wrong copies, and no redacted step shows a move its
// viewer cannot see. Every kind of redacted step is met, and the mean size
// of a redacted step against the real one is logged.
func TestFollowRandomGames(t *testing.T) {
	games := 3000
	if testing.Short() {
		games = 800
	}
	rng := rand.New(rand.NewPCG(28, 11))
	kinds := map[string]int{}
	var realBytes, redBytes, nred int
	for g := 0; g < games; g++ {
		st, log := followLog(t, rng)
		if _, err := enginetest.CheckFollow(st, log, mallornothing.FollowLeak); err != nil {
			t.Fatalf("game %d: %v", g, err)
		}
		full := st.Clone()
		for _, s := range log {
			for v := 0; v <= 2; v++ {
				r, err := engine.Redact(full, v, s)
				if err != nil {
					t.Fatal(err)
				}
				kinds[stepKind(s, r, v)]++
				realBytes += len(s.Move)
				redBytes += len(r.Move)
				nred++
			}
			if err := full.Apply(s.Seat, s.Move); err != nil {
				t.Fatal(err)
			}
		}
	}
	want := []string{"chance start", "chance card", "own first move (seat 0)", "own first move (seat 1)"}
	for seat := 0; seat < 2; seat++ {
		for v := 0; v <= 2; v++ {
			if v != seat {
				want = append(want, fmt.Sprintf("sealed (seat %d first, viewer %d)", seat, v))
			}
			want = append(want, fmt.Sprintf("reveal (seat %d last, viewer %d)", seat, v))
		}
	}
	for _, k := range want {
		if kinds[k] == 0 {
			t.Errorf("no redacted step of kind %q in %d games", k, games)
		}
	}
	if kinds["unknown"] != 0 {
		t.Errorf("%d redacted steps of no known kind", kinds["unknown"])
	}
	keys := make([]string, 0, len(kinds))
	for k := range kinds {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		t.Logf("%-40s %d", k, kinds[k])
	}
	t.Logf("%d games, %d redacted steps (3 viewers): mean redacted step %.2f bytes, mean real step %.2f bytes",
		games, nred, float64(redBytes)/float64(nred), float64(realBytes)/float64(nred))
}

// TestFollowLeakCheck: the leak check is real: the real steps of random
// games, sent unredacted, fail it for another seat's view and a
// spectator's, and never for the acting seat's own view.
func TestFollowLeakCheck(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 12))
	for g := 0; g < 10; g++ {
		st, log := followLog(t, rng)
		full := st.Clone()
		caught := 0
		for _, s := range log {
			if err := full.Apply(s.Seat, s.Move); err != nil {
				t.Fatal(err)
			}
			for v := 0; v <= 2; v++ {
				err := mallornothing.FollowLeak(v, s, full)
				if err != nil && v == s.Seat {
					t.Fatalf("game %d, step %s: the acting seat's own move counted as a leak: %v", g, s, err)
				}
				if err != nil {
					caught++
				}
			}
		}
		// A round's first move is caught for the other seat and the
		// spectator: 8 rounds, 2 viewers.
		if caught != 16 {
			t.Errorf("game %d: the unredacted log failed the leak check %d times, want 16", g, caught)
		}
	}
}

// followStart is a full state after the deal and the first two draws: seat
// 0 holds card 9 (P1) and drew card 5, seat 1 holds 10 and drew 7.
func followStart(t *testing.T) *mallornothing.State {
	t.Helper()
	st, err := mallornothing.Game{}.NewState(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"start 9 10", "card 5", "card 7"} {
		if err := st.Apply(engine.Chance, m); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// TestFollowGolden pins the redacted texts of a short fixed log for each
// viewer, and that following them gives the full state's views.
func TestFollowGolden(t *testing.T) {
	log := []engine.Step{
		{Seat: engine.Chance, Move: "start 9 10"},
		{Seat: engine.Chance, Move: "card 5"},
		{Seat: engine.Chance, Move: "card 7"},
		{Seat: 1, Move: "place 7 at 0,-2 r180"},
		{Seat: 0, Move: "place 5 at 1,0 r0"},
		{Seat: engine.Chance, Move: "card 12"},
		{Seat: engine.Chance, Move: "card 3"},
		{Seat: 0, Move: "place 12 at 0,1 r0"},
		{Seat: 1, Move: "place 3 at -1,0 r0"},
	}
	want := [3][]string{
		{"start 9 10", "card 5", "card 7", "sealed",
			"reveal place 5 at 1,0 r0 / place 7 at 0,-2 r180", "card 12", "card 3", "place 12 at 0,1 r0",
			"reveal place 12 at 0,1 r0 / place 3 at -1,0 r0"},
		{"start 9 10", "card 5", "card 7", "place 7 at 0,-2 r180",
			"reveal place 5 at 1,0 r0 / place 7 at 0,-2 r180", "card 12", "card 3", "sealed",
			"reveal place 12 at 0,1 r0 / place 3 at -1,0 r0"},
		{"start 9 10", "card 5", "card 7", "sealed",
			"reveal place 5 at 1,0 r0 / place 7 at 0,-2 r180", "card 12", "card 3", "sealed",
			"reveal place 12 at 0,1 r0 / place 3 at -1,0 r0"},
	}
	m := &engine.Match{Game: mallornothing.GameName, Options: engine.Options{"players": "2"}, Steps: log}
	for v := 0; v <= 2; v++ {
		steps, full, err := engine.RedactMatch(mallornothing.Game{}, m, v)
		if err != nil {
			t.Fatalf("viewer %d: %v", v, err)
		}
		for i, s := range steps {
			if s.Seat != log[i].Seat || s.Move != want[v][i] {
				t.Errorf("viewer %d, step %d: redacted %s, want seat %d %q", v, i+1, s, log[i].Seat, want[v][i])
			}
		}
		view, err := engine.FollowMatch(mallornothing.Game{}, m.Options, v, steps)
		if err != nil {
			t.Fatalf("viewer %d: %v", v, err)
		}
		if view.Hash() != full.View(v).Hash() {
			t.Errorf("viewer %d: the followed view differs from the full state's", v)
		}
	}
}

// TestFollowRefuse: malformed or misplaced redacted steps are refused with
// an error naming what is wrong, and the view is unchanged.
func TestFollowRefuse(t *testing.T) {
	st := followStart(t)
	// Seat 1 has moved first: seat 0's view holds it sealed, seat 1's view
	// holds it plain.
	committed := followStart(t)
	if err := committed.Apply(1, "place 7 at 0,-2 r180"); err != nil {
		t.Fatal(err)
	}
	begin, err := mallornothing.Game{}.NewState(nil)
	if err != nil {
		t.Fatal(err)
	}
	over := followStart(t)
	var hidden *mallornothing.State
	for over.Decision().Kind != engine.Terminal {
		d := over.Decision()
		if d.Kind == engine.ChanceNode {
			if err := over.Apply(engine.Chance, over.LegalMoves(engine.Chance)[0]); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if hidden == nil && len(d.Seats) == 1 && d.Seats[0] == 1 {
			hidden = over.ViewState(1)
			if err := hidden.Apply(1, hidden.LegalMoves(1)[0]); err != nil {
				t.Fatal(err)
			}
		}
		if err := over.Apply(d.Seats[0], over.LegalMoves(d.Seats[0])[0]); err != nil {
			t.Fatal(err)
		}
	}
	if hidden == nil || hidden.Stage() != "hidden" {
		t.Fatal("no view in stage hidden")
	}
	for _, c := range []struct {
		name   string
		view   *mallornothing.State
		seat   int
		move   string
		reason string
	}{
		{"empty", st.ViewState(0), 0, "", "empty"},
		{"double space", st.ViewState(0), 0, "place 5  at 1,0 r0", "space"},
		{"chance at a placement", st.ViewState(2), engine.Chance, "card 12", "chance does not move now"},
		{"seat at chance", begin.ViewState(0), 0, "start 9 10", "seat 0 does not act now"},
		{"chance nonsense", begin.ViewState(2), engine.Chance, "start 9 9", "start"},
		{"drawn card not in deck", committed.ViewState(0), engine.Chance, "card 5", "chance does not move now"},
		{"seat that does not exist", st.ViewState(2), 2, mallornothing.Sealed, "seat 2 does not move now"},
		{"seat that has moved", committed.ViewState(0), 1, mallornothing.Sealed, "seat 1 does not move now"},
		{"own move sealed", st.ViewState(0), 0, mallornothing.Sealed, "not sealed from its own view"},
		{"other's move plain", st.ViewState(0), 1, "place 7 at 0,-2 r180", "reaches seat 0's view as \"sealed\""},
		{"other's move plain to a spectator", st.ViewState(2), 0, "place 5 at 1,0 r0", "reaches a spectator's view"},
		{"own illegal move", st.ViewState(0), 0, "place 5 at 9,9 r0", "place 5 at 9,9 r0"},
		{"own move of another card", st.ViewState(0), 0, "place 7 at 1,0 r0", "you drew card 5"},
		{"reveal too early", st.ViewState(2), 0, "reveal place 5 at 1,0 r0 / place 7 at 0,-2 r180", "still to move"},
		{"last move not revealed", committed.ViewState(0), 0, "place 5 at 1,0 r0", "comes as \"reveal"},
		{"last move sealed", committed.ViewState(2), 0, mallornothing.Sealed, "comes as \"reveal"},
		{"reveal alone", committed.ViewState(2), 0, "reveal", "two moves"},
		{"reveal of one move", committed.ViewState(2), 0, "reveal place 5 at 1,0 r0", "two moves"},
		{"reveal of three moves", committed.ViewState(2), 0, "reveal place 5 at 1,0 r0 / place 7 at 0,-2 r180 / discard 7", "two moves"},
		{"reveal with a bad move", committed.ViewState(2), 0, "reveal place 5 at 1,0 r90 / place 7 at 0,-2 r180", "seat 0's move"},
		{"reveal with a chance outcome", committed.ViewState(2), 0, "reveal card 5 / place 7 at 0,-2 r180", "chance outcome"},
		{"reveal with the wrong card", committed.ViewState(2), 0, "reveal place 5 at 1,0 r0 / place 8 at 0,-2 r180", "you drew card 7"},
		{"reveal with an illegal hidden move", committed.ViewState(0), 0, "reveal place 5 at 1,0 r0 / place 7 at 9,9 r180", "seat 1's move"},
		{"reveal with an illegal own move", committed.ViewState(0), 0, "reveal place 5 at 9,9 r0 / place 7 at 0,-2 r180", "seat 0's move"},
		{"reveal contradicting the view's own move", committed.ViewState(1), 0, "reveal place 5 at 1,0 r0 / place 7 at 0,-2 r0", "seat 1 moved \"place 7 at 0,-2 r180\" here"},
		{"reveal with an unforced discard", committed.ViewState(2), 0, "reveal discard 5 / place 7 at 0,-2 r180", "seat 0's move"},
		{"stage hidden", hidden, 0, "reveal x", "stage hidden"},
		{"game over", over.ViewState(0), engine.Chance, "card 1", "the game is over"},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := c.view.Hash()
			err := engine.Follow(c.view, engine.Step{Seat: c.seat, Move: c.move})
			if err == nil {
				t.Fatalf("followed %q", c.move)
			}
			if !strings.Contains(err.Error(), c.reason) {
				t.Errorf("error %q does not say %q", err, c.reason)
			}
			if c.view.Hash() != h {
				t.Errorf("the view changed")
			}
		})
	}
	// The game's own Follow (not through engine.Follow) checks the text
	// too, and a full state refuses to follow.
	rules := mallornothing.FollowRules()
	if err := rules.Follow(st.ViewState(0), engine.Step{Seat: 0, Move: "place 5  at 1,0 r0"}); err == nil {
		t.Error("Follow took a text with a double space")
	}
	if err := rules.Follow(st.Copy(), engine.Step{Seat: 0, Move: "place 5 at 1,0 r0"}); err == nil {
		t.Error("a full state followed a redacted step")
	}
	// Redact: only from the full state, for a viewer that exists, of a
	// legal step; the state is unchanged.
	h := st.Hash()
	for _, c := range []struct {
		st     *mallornothing.State
		viewer int
		step   engine.Step
		reason string
	}{
		{st.ViewState(0), 0, engine.Step{Seat: 0, Move: "place 5 at 1,0 r0"}, "only the full state"},
		{st, 3, engine.Step{Seat: 0, Move: "place 5 at 1,0 r0"}, "viewer 3"},
		{st, -1, engine.Step{Seat: 0, Move: "place 5 at 1,0 r0"}, "viewer -1"},
		{st, 0, engine.Step{Seat: 0, Move: "place 5 at 9,9 r0"}, "place 5 at 9,9 r0"},
		{st, 0, engine.Step{Seat: engine.Chance, Move: "card 12"}, "no chance event"},
	} {
		if _, err := rules.Redact(c.st, c.viewer, c.step.Seat, c.step.Move); err == nil || !strings.Contains(err.Error(), c.reason) {
			t.Errorf("redact %s for viewer %d: error %v, want one saying %q", c.step, c.viewer, err, c.reason)
		}
	}
	if st.Hash() != h {
		t.Error("Redact changed the full state")
	}
}
