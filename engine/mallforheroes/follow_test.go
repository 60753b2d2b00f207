package mallforheroes_test

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	mfh "github.com/galleria-games/galleria/engine/mallforheroes"
)

// The follow rules are registered by the programs that redact
// (games.RegisterFollowers); these tests register them here.
func init() { engine.RegisterFollow(mfh.GameName, mfh.FollowRules()) }

// followKind names a step for coverage: the phase it is taken in and its
// first word, with a Hero flag when it has one ("place:place druid").
func followKind(phase string, s engine.Step) string {
	w := strings.Fields(s.Move)
	k := phase + ":" + w[0]
	switch last := w[len(w)-1]; last {
	case "rogue", "druid", "paladin", "sorceress":
		k += " " + last
	}
	return k
}

// TestFollowRandomGames: the views of every seat and a spectator follow the
// redacted log of random games (1 to 5 seats, every solo level, random and
// greedy bots) to the end with the full state's view's hash at every step;
// every redacted step is the real one and every view hides nothing.
func TestFollowRandomGames(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 4
	}
	var setups []engine.Options
	for lv := 1; lv <= 6; lv++ {
		setups = append(setups, engine.Options{"players": "1", "level": strconv.Itoa(lv)})
	}
	for n := 2; n <= 5; n++ {
		setups = append(setups, engine.Options{"players": strconv.Itoa(n), "first": strconv.Itoa(n - 1)})
	}
	kind := func(st engine.State, s engine.Step) string { return followKind(st.(*mfh.State).Phase(), s) }
	stats, err := enginetest.FollowWholeGames(mfh.Game{}, setups, games, rand.New(rand.NewPCG(28, 4)), kind, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d steps followed by every seat and a spectator; kinds: %s", stats.Steps, stats.KindList())
	t.Logf("%s", stats.Sizes())
	want := []string{
		"entrance:entrance", "hero:hero", "wizard:wizard", "monster:monster", "display:shop", "bot:bot",
		"draft:draft", "draft:draft rogue", "place:place", "place:place druid", "place:place paladin",
		"bard:swap", "bard:pass", "claim:tower", "claim:tower sorceress", "remove:remove",
	}
	if !testing.Short() {
		want = append(want, "claim:pass") // rare: 3 in the long run's games
	}
	for _, k := range stats.Missing(want) {
		t.Errorf("no step of kind %q in %d steps", k, stats.Steps)
	}
}

// TestFollowLeakCheck: the leak check passes the real step on a real view,
// and fails a redacted step that is not the real one (say a drawn Shop sent
// without its id) and a view that hides something.
func TestFollowLeakCheck(t *testing.T) {
	st := newMFH(t, engine.Options{"players": "2"})
	log := goldenLog[:9]
	for _, s := range log {
		if err := st.Apply(s.Seat, s.Move); err != nil {
			t.Fatal(err)
		}
	}
	real := goldenLog[9] // shop S52
	if err := st.Apply(real.Seat, real.Move); err != nil {
		t.Fatal(err)
	}
	wrong := []engine.Step{{Seat: engine.Chance, Move: "shop"}, {Seat: engine.Chance, Move: "shop S53"}, {Seat: 0, Move: real.Move}}
	if err := enginetest.CheckHidesNothing(st, real, wrong, "deck"); err != nil {
		t.Error(err)
	}
}

// newMFH is a new game with opts.
func newMFH(t *testing.T, opts engine.Options) *mfh.State {
	t.Helper()
	st, err := mfh.Game{}.NewState(opts)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// goldenLog is the start of a 2-player game (random bots, seed 5).
var goldenLog = []engine.Step{
	{Seat: -1, Move: "entrance EN4"}, {Seat: -1, Move: "entrance EN5"},
	{Seat: -1, Move: "hero H2"}, {Seat: -1, Move: "hero H1"},
	{Seat: -1, Move: "wizard W1"}, {Seat: -1, Move: "wizard W4"}, {Seat: -1, Move: "wizard W5"},
	{Seat: -1, Move: "monster M2"},
	{Seat: -1, Move: "shop S54"}, {Seat: -1, Move: "shop S52"}, {Seat: -1, Move: "shop S13"},
	{Seat: -1, Move: "shop S25"}, {Seat: -1, Move: "shop S35"}, {Seat: -1, Move: "shop S46"},
	{Seat: -1, Move: "shop S24"}, {Seat: -1, Move: "shop S56"}, {Seat: -1, Move: "shop S26"},
	{Seat: -1, Move: "shop S55"}, {Seat: -1, Move: "shop S41"}, {Seat: -1, Move: "shop S14"},
	{Seat: 0, Move: "draft 0 0"}, {Seat: 0, Move: "place 1 0"},
	{Seat: 1, Move: "draft 1 1 rogue"}, {Seat: 1, Move: "place 0 1"},
	{Seat: 0, Move: "draft 0 2"}, {Seat: 0, Move: "place 1 -1"},
	{Seat: 1, Move: "draft 3 2"}, {Seat: 1, Move: "place -1 1"},
	{Seat: 0, Move: "draft 3 0"}, {Seat: 0, Move: "place -1 -1 paladin"},
}

// TestFollowGolden: the redacted texts of a fixed short log, for each seat
// and a spectator, and the views that follow them.
func TestFollowGolden(t *testing.T) {
	const want = `chance: entrance EN4
chance: entrance EN5
chance: hero H2
chance: hero H1
chance: wizard W1
chance: wizard W4
chance: wizard W5
chance: monster M2
chance: shop S54
chance: shop S52
chance: shop S13
chance: shop S25
chance: shop S35
chance: shop S46
chance: shop S24
chance: shop S56
chance: shop S26
chance: shop S55
chance: shop S41
chance: shop S14
seat 0: draft 0 0
seat 0: place 1 0
seat 1: draft 1 1 rogue
seat 1: place 0 1
seat 0: draft 0 2
seat 0: place 1 -1
seat 1: draft 3 2
seat 1: place -1 1
seat 0: draft 3 0
seat 0: place -1 -1 paladin
`
	m := &engine.Match{Game: mfh.GameName, Options: engine.Options{"players": "2"}, Steps: goldenLog}
	if err := enginetest.CheckRedactedWhole(mfh.Game{}, m, want); err != nil {
		t.Error(err)
	}
}

// TestFollowRefuse: malformed and out-of-turn redacted steps are refused
// with an error naming what is wrong, and the view is unchanged; so are a
// full state that follows, a view that redacts and a viewer that does not
// exist.
func TestFollowRefuse(t *testing.T) {
	at := func(opts engine.Options, steps []engine.Step) *mfh.State {
		st := newMFH(t, opts)
		for _, s := range steps {
			if err := st.Apply(s.Seat, s.Move); err != nil {
				t.Fatal(err)
			}
		}
		return st
	}
	two := engine.Options{"players": "2"}
	display := at(two, goldenLog[:10]) // laying out the display, S54 and S52 out
	draft := at(two, goldenLog[:20])   // seat 0 drafts
	place := at(two, goldenLog[:21])   // seat 0 places S54
	solo := soloAtBot(t)
	over := soloOver(t)
	cases := []struct {
		name string
		st   *mfh.State
		step engine.Step
		want string
	}{
		{"empty", display, engine.Step{Seat: engine.Chance, Move: ""}, "empty"},
		{"two spaces", draft, engine.Step{Seat: 0, Move: "draft  0 0"}, "space"},
		{"a word too many", display, engine.Step{Seat: engine.Chance, Move: "shop S13 x"}, "not possible now"},
		{"no such Shop", display, engine.Step{Seat: engine.Chance, Move: "shop S61"}, "not possible now"},
		{"not canonical", display, engine.Step{Seat: engine.Chance, Move: "shop S1"}, "not possible now"},
		{"a Shop on the display", display, engine.Step{Seat: engine.Chance, Move: "shop S52"}, "not possible now"},
		{"a Shop not in play with 2", display, engine.Step{Seat: engine.Chance, Move: "shop S07"}, "not possible now"},
		{"the wrong kind of card", display, engine.Step{Seat: engine.Chance, Move: "hero H3"}, "not possible now"},
		{"a seat at chance", display, engine.Step{Seat: 0, Move: "shop S13"}, "seat 0 cannot move now"},
		{"chance at a turn", draft, engine.Step{Seat: engine.Chance, Move: "shop S13"}, "no chance event is pending"},
		{"the other seat", draft, engine.Step{Seat: 1, Move: "draft 0 0"}, "seat 1 cannot move now"},
		{"a seat that does not exist", draft, engine.Step{Seat: 5, Move: "draft 0 0"}, "seat 5 cannot move now"},
		{"a negative seat", draft, engine.Step{Seat: -4, Move: "draft 0 0"}, "seat -4 cannot move now"},
		{"no free corner", draft, engine.Step{Seat: 0, Move: "draft 1 1"}, "not legal now"},
		{"off the display", draft, engine.Step{Seat: 0, Move: "draft 9 0"}, "not legal now"},
		{"a place at the draft", draft, engine.Step{Seat: 0, Move: "place 1 0"}, "not legal now"},
		{"a Hero not held", draft, engine.Step{Seat: 0, Move: "draft 1 1 rogue"}, "not legal now"},
		{"a cell not next to the mall", place, engine.Step{Seat: 0, Move: "place 5 5"}, "not legal now"},
		{"the Entrance's cell", place, engine.Step{Seat: 0, Move: "place 0 0"}, "not legal now"},
		{"no such type", solo, engine.Step{Seat: engine.Chance, Move: "bot dragons"}, "not possible now"},
		{"a bot card at a 2-player display", display, engine.Step{Seat: engine.Chance, Move: "bot pub"}, "not possible now"},
		{"after the end", over, engine.Step{Seat: 0, Move: "pass"}, "game is over"},
		{"chance after the end", over, engine.Step{Seat: engine.Chance, Move: "shop S01"}, "game is over"},
	}
	for _, c := range cases {
		if err := enginetest.CheckFollowRefused(c.st, c.step, c.want); err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
	}
	illegal := []engine.Step{{Seat: 0, Move: "draft 1 1"}, {Seat: 1, Move: "draft 0 0"}, {Seat: engine.Chance, Move: "shop S13"}}
	if err := enginetest.CheckRedactWhole(draft, engine.Step{Seat: 0, Move: "draft 0 0"}, illegal); err != nil {
		t.Error(err)
	}
}

// soloAtBot is a solo game waiting for the bot's first reveal.
func soloAtBot(t *testing.T) *mfh.State {
	t.Helper()
	st := newMFH(t, engine.Options{"players": "1"})
	rng := rand.New(rand.NewPCG(1, 2))
	for st.Phase() != "bot" {
		o := st.ChanceOutcomes()
		if len(o) == 0 {
			t.Fatalf("no bot reveal before phase %s", st.Phase())
		}
		if err := st.Apply(engine.Chance, o[rng.IntN(len(o))].Move); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// soloOver is a finished solo game.
func soloOver(t *testing.T) *mfh.State {
	t.Helper()
	st := newMFH(t, engine.Options{"players": "1"})
	if _, err := enginetest.Play(st, []bot.Bot{bot.Random{}}, rand.New(rand.NewPCG(3, 3)), nil); err != nil {
		t.Fatal(err)
	}
	if st.Phase() != "over" {
		t.Fatalf("phase %s", st.Phase())
	}
	return st
}

// TestFollowAcceptsWhatApplyAccepts: at states along a random game, steps
// made from the legal moves and outcomes by small changes (a word dropped,
// added or changed, another seat) are followed by a view exactly when the
// full state applies them, with the same result; refused, the view is
// unchanged. Nothing panics.
func TestFollowAcceptsWhatApplyAccepts(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 28))
	words := []string{"0", "1", "2", "3", "5", "9", "12", "41", "x", "", "-1", "07", "draft", "place", "S13", "pub", "druid", "tower", "W2", "pass"}
	for _, opts := range []engine.Options{{"players": "1", "level": "2"}, {"players": "2"}, {"players": "5"}} {
		tried, accepted, err := enginetest.CheckFollowAsApply(mfh.Game{}, opts, rng, words)
		if err != nil {
			t.Fatalf("%v: %v", opts, err)
		}
		t.Logf("%v: %d changed steps, %d applied", opts, tried, accepted)
	}
}
