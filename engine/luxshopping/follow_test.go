package luxshopping_test

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	lux "github.com/galleria-games/galleria/engine/luxshopping"
)

// The follow rules are registered by the programs that redact
// (games.RegisterFollowers); these tests register them here.
func init() { engine.RegisterFollow(lux.GameName, lux.FollowRules()) }

// followKind names a step for coverage: the phase it is taken in and its
// first word ("card:red", "build:gallery").
func followKind(phase string, s engine.Step) string {
	return phase + ":" + strings.Fields(s.Move)[0]
}

// TestFollowRandomGames: the views of every seat and a spectator follow the
// redacted log of random games (2 to 6 seats, the default time limit and a
// short one, random and greedy bots) to the end with the full state's
// view's hash at every step; every redacted step is the real one and every
// view hides nothing.
func TestFollowRandomGames(t *testing.T) {
	games := 5
	if testing.Short() {
		games = 2
	}
	var setups []engine.Options
	for n := 2; n <= 6; n++ {
		setups = append(setups, engine.Options{"players": strconv.Itoa(n)}, engine.Options{"players": strconv.Itoa(n), "rounds": "5"})
	}
	kind := func(st engine.State, s engine.Step) string { return followKind(st.(*lux.State).Waiting().Phase, s) }
	end := func(st engine.State) string { return "ended:" + st.(*lux.State).Ended() }
	stats, err := enginetest.FollowWholeGames(lux.Game{}, setups, games, rand.New(rand.NewPCG(28, 3)), kind, end)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d steps followed by every seat and a spectator; kinds: %s", stats.Steps, stats.KindList())
	t.Logf("%s", stats.Sizes())
	want := []string{
		"deal:deal", "first:first", "roll:roll", "dice:dice", "card:card", "card:red", "free:free",
		"buy:buy", "buy:pass", "build:gallery", "build:merge", "build:pass", "gain:sign", "lose:unsign",
		"sell:sell", "sell:pay", "ended:time", "ended:signs", "ended:gallery", "ended:last",
	}
	for _, k := range stats.Missing(want) {
		t.Errorf("no step of kind %q in %d steps", k, stats.Steps)
	}
}

// TestFollowLeakCheck: the leak check passes the real step on a real view,
// and fails a redacted step that is not the real one (say a drawn card sent
// without its number) and a view that hides something.
func TestFollowLeakCheck(t *testing.T) {
	st := luxAt(t, goldenLog[:22])
	real := goldenLog[22] // buy, then card 41 follows
	if err := st.Apply(real.Seat, real.Move); err != nil {
		t.Fatal(err)
	}
	wrong := []engine.Step{{Seat: 0, Move: "pass"}, {Seat: engine.Chance, Move: "card"}, {Seat: 1, Move: real.Move}}
	if err := enginetest.CheckHidesNothing(st, real, wrong, "piles"); err != nil {
		t.Error(err)
	}
}

// luxAt is a 2-player game after steps.
func luxAt(t *testing.T, steps []engine.Step) *lux.State {
	t.Helper()
	st, err := lux.Game{}.NewState(engine.Options{"players": "2"})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range steps {
		if err := st.Apply(s.Seat, s.Move); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// goldenLog is the start of a 2-player game (random bots, seed 5).
var goldenLog = []engine.Step{
	{Seat: -1, Move: "deal 40"}, {Seat: -1, Move: "deal 30"}, {Seat: -1, Move: "deal 13"},
	{Seat: -1, Move: "deal 9"}, {Seat: -1, Move: "deal 3"}, {Seat: -1, Move: "deal 26"},
	{Seat: -1, Move: "deal 12"}, {Seat: -1, Move: "deal 39"}, {Seat: -1, Move: "deal 53"},
	{Seat: -1, Move: "deal 51"}, {Seat: -1, Move: "deal 15"}, {Seat: -1, Move: "deal 28"},
	{Seat: -1, Move: "first 5"}, {Seat: -1, Move: "first 6"},
	{Seat: 0, Move: "roll"}, {Seat: -1, Move: "dice 5 6"}, {Seat: -1, Move: "card 37"},
	{Seat: 1, Move: "roll"}, {Seat: -1, Move: "dice 3 6"}, {Seat: -1, Move: "card 23"},
	{Seat: 0, Move: "roll"}, {Seat: -1, Move: "dice 1 4"}, {Seat: 0, Move: "buy"}, {Seat: -1, Move: "card 41"},
	{Seat: 1, Move: "roll"}, {Seat: -1, Move: "dice 1 3"}, {Seat: 1, Move: "buy"}, {Seat: -1, Move: "card 38"},
	{Seat: 0, Move: "roll"}, {Seat: -1, Move: "dice 4 4"}, {Seat: -1, Move: "card 22"}, {Seat: -1, Move: "card 11"},
	{Seat: 0, Move: "pass"}, {Seat: -1, Move: "card 12"},
	{Seat: 1, Move: "roll"}, {Seat: -1, Move: "dice 4 5"}, {Seat: 1, Move: "pass"}, {Seat: -1, Move: "card 19"},
	{Seat: 0, Move: "roll"}, {Seat: -1, Move: "dice 3 5"}, {Seat: -1, Move: "card 60"},
	{Seat: 1, Move: "roll"}, {Seat: -1, Move: "dice 1 3"}, {Seat: 1, Move: "pass"}, {Seat: -1, Move: "card 24"},
	{Seat: 0, Move: "roll"}, {Seat: -1, Move: "dice 1 6"}, {Seat: -1, Move: "red 19"},
}

// TestFollowGolden: the redacted texts of a fixed short log, for each seat
// and a spectator, and the views that follow them.
func TestFollowGolden(t *testing.T) {
	const want = `chance: deal 40
chance: deal 30
chance: deal 13
chance: deal 9
chance: deal 3
chance: deal 26
chance: deal 12
chance: deal 39
chance: deal 53
chance: deal 51
chance: deal 15
chance: deal 28
chance: first 5
chance: first 6
seat 0: roll
chance: dice 5 6
chance: card 37
seat 1: roll
chance: dice 3 6
chance: card 23
seat 0: roll
chance: dice 1 4
seat 0: buy
chance: card 41
seat 1: roll
chance: dice 1 3
seat 1: buy
chance: card 38
seat 0: roll
chance: dice 4 4
chance: card 22
chance: card 11
seat 0: pass
chance: card 12
seat 1: roll
chance: dice 4 5
seat 1: pass
chance: card 19
seat 0: roll
chance: dice 3 5
chance: card 60
seat 1: roll
chance: dice 1 3
seat 1: pass
chance: card 24
seat 0: roll
chance: dice 1 6
chance: red 19
`
	m := &engine.Match{Game: lux.GameName, Options: engine.Options{"players": "2"}, Steps: goldenLog}
	if err := enginetest.CheckRedactedWhole(lux.Game{}, m, want); err != nil {
		t.Error(err)
	}
}

// TestFollowRefuse: malformed and out-of-turn redacted steps are refused
// with an error naming what is wrong, and the view is unchanged; so are a
// full state that follows, a view that redacts and a viewer that does not
// exist.
func TestFollowRefuse(t *testing.T) {
	deal := luxAt(t, goldenLog[:3])   // dealing: 40, 30 and 13 are out
	first := luxAt(t, goldenLog[:12]) // the first-player roll
	roll := luxAt(t, goldenLog[:14])  // seat 0 rolls
	dice := luxAt(t, goldenLog[:15])  // the dice of seat 0's turn
	card := luxAt(t, goldenLog[:23])  // an odd card: 37 and 23 are seen
	buy := luxAt(t, goldenLog[:22])   // seat 0 buys or passes
	red := luxAt(t, goldenLog[:47])   // a Red Button card
	over := luxOver(t)
	cases := []struct {
		name string
		st   *lux.State
		step engine.Step
		want string
	}{
		{"empty", dice, engine.Step{Seat: engine.Chance, Move: ""}, "empty"},
		{"two spaces", dice, engine.Step{Seat: engine.Chance, Move: "dice 2  5"}, "space"},
		{"a dealt shop", deal, engine.Step{Seat: engine.Chance, Move: "deal 30"}, "not possible now"},
		{"no such shop", deal, engine.Step{Seat: engine.Chance, Move: "deal 57"}, "not possible now"},
		{"a word too many", deal, engine.Step{Seat: engine.Chance, Move: "deal 9 9"}, "not possible now"},
		{"a leading zero", deal, engine.Step{Seat: engine.Chance, Move: "deal 09"}, "not possible now"},
		{"a seat deals", deal, engine.Step{Seat: 0, Move: "deal 9"}, "seat 0 cannot move now"},
		{"a die of 7", first, engine.Step{Seat: engine.Chance, Move: "first 7"}, "not possible now"},
		{"dice at the first roll", first, engine.Step{Seat: engine.Chance, Move: "dice 1 2"}, "not possible now"},
		{"a seat at the first roll", first, engine.Step{Seat: 0, Move: "roll"}, "seat 0 cannot move now"},
		{"the other seat rolls", roll, engine.Step{Seat: 1, Move: "roll"}, "seat 1 cannot move now"},
		{"a seat that does not exist", roll, engine.Step{Seat: 6, Move: "roll"}, "seat 6 cannot move now"},
		{"a negative seat", roll, engine.Step{Seat: -3, Move: "roll"}, "seat -3 cannot move now"},
		{"chance at a turn", roll, engine.Step{Seat: engine.Chance, Move: "dice 1 2"}, "no chance event is pending"},
		{"buy at the roll", roll, engine.Step{Seat: 0, Move: "buy"}, "not legal now"},
		{"dice in the wrong order", dice, engine.Step{Seat: engine.Chance, Move: "dice 6 5"}, "not possible now"},
		{"a face of 0", dice, engine.Step{Seat: engine.Chance, Move: "dice 0 3"}, "not possible now"},
		{"one die", dice, engine.Step{Seat: engine.Chance, Move: "dice 3"}, "not possible now"},
		{"a card seen", card, engine.Step{Seat: engine.Chance, Move: "card 37"}, "not possible now"},
		{"a card of the other pile", card, engine.Step{Seat: engine.Chance, Move: "card 42"}, "not possible now"},
		{"no such card", card, engine.Step{Seat: engine.Chance, Move: "card 73"}, "not possible now"},
		{"a Red Button card for mail", card, engine.Step{Seat: engine.Chance, Move: "red 3"}, "not possible now"},
		{"mail for a Red Button card", red, engine.Step{Seat: engine.Chance, Move: "card 41"}, "not possible now"},
		{"no such Red Button card", red, engine.Step{Seat: engine.Chance, Move: "red 21"}, "not possible now"},
		{"a sign at the buy", buy, engine.Step{Seat: 0, Move: "sign 3"}, "not legal now"},
		{"a gallery at the buy", buy, engine.Step{Seat: 0, Move: "gallery 3 9"}, "not legal now"},
		{"the other seat buys", buy, engine.Step{Seat: 1, Move: "buy"}, "seat 1 cannot move now"},
		{"after the end", over, engine.Step{Seat: 0, Move: "roll"}, "game is over"},
		{"chance after the end", over, engine.Step{Seat: engine.Chance, Move: "dice 1 2"}, "game is over"},
	}
	for _, c := range cases {
		if err := enginetest.CheckFollowRefused(c.st, c.step, c.want); err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
	}
	illegal := []engine.Step{{Seat: 0, Move: "roll"}, {Seat: 1, Move: "buy"}, {Seat: engine.Chance, Move: "card 41"}}
	if err := enginetest.CheckRedactWhole(buy, engine.Step{Seat: 0, Move: "buy"}, illegal); err != nil {
		t.Error(err)
	}
}

// luxOver is a finished 2-player game.
func luxOver(t *testing.T) *lux.State {
	t.Helper()
	st, err := lux.Game{}.NewState(engine.Options{"players": "2", "rounds": "3"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := enginetest.Play(st, []bot.Bot{bot.Random{}, bot.Random{}}, rand.New(rand.NewPCG(3, 3)), nil); err != nil {
		t.Fatal(err)
	}
	if st.Waiting().Phase != "over" {
		t.Fatalf("phase %s", st.Waiting().Phase)
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
	words := []string{"0", "1", "2", "3", "5", "9", "12", "41", "x", "", "-1", "07", "deal", "card", "red", "dice", "buy", "sign", "sell", "pay", "gallery"}
	for _, opts := range []engine.Options{{"players": "2"}, {"players": "6"}} {
		tried, accepted, err := enginetest.CheckFollowAsApply(lux.Game{}, opts, rng, words)
		if err != nil {
			t.Fatalf("%v: %v", opts, err)
		}
		t.Logf("%v: %d changed steps, %d applied", opts, tried, accepted)
	}
}
