package luxshopping_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	lux "github.com/galleria-games/galleria/engine/luxshopping"
)

// followKind names a step for coverage: the phase it is taken in and its
// first word ("card:red", "build:gallery").
func followKind(phase string, s engine.Step) string {
	return phase + ":" + strings.Fields(s.Move)[0]
}

// hidesNothing is the leak check of a game whose views hide nothing. The
// redacted step must be the real step, word for word, and View(viewer) of
// the full state after it must show everything the full state shows: its
// position is the full state's apart from the viewer field. steps is the
// log being followed; CheckFollow calls the check once for each viewer
// (seats, then a spectator) of each step in order, so calls says which step
// it is. If a future change starts hiding something from a view, the
// position comparison fails and says what: the step must then be redacted
// for real.
type hidesNothing struct {
	steps []engine.Step
	calls int
}

func (h *hidesNothing) leak(viewer int, r engine.Step, after engine.State) error {
	i := h.calls / (after.Seats() + 1)
	h.calls++
	if i >= len(h.steps) {
		return fmt.Errorf("leak check called %d times for %d steps", h.calls, len(h.steps))
	}
	if real := h.steps[i]; r != real {
		return fmt.Errorf("the redacted step %s is not the real step %s, but the views hide nothing", r, real)
	}
	return sameApartFromViewer(after, after.View(viewer))
}

// sameApartFromViewer compares the positions of a full state and of its
// view, key by key, leaving out "viewer".
func sameApartFromViewer(full, view engine.State) error {
	if full.Viewer() != -1 || view.Viewer() < 0 {
		return fmt.Errorf("want a full state and a view, have viewers %d and %d", full.Viewer(), view.Viewer())
	}
	fp, err := full.Position()
	if err != nil {
		return err
	}
	vp, err := view.Position()
	if err != nil {
		return err
	}
	var f, v map[string]any
	if err := json.Unmarshal(fp, &f); err != nil {
		return err
	}
	if err := json.Unmarshal(vp, &v); err != nil {
		return err
	}
	if f["viewer"] == nil || v["viewer"] == nil {
		return fmt.Errorf("a position without a viewer field")
	}
	delete(f, "viewer")
	delete(v, "viewer")
	var differ []string
	for k := range f {
		if !reflect.DeepEqual(f[k], v[k]) {
			differ = append(differ, k)
		}
	}
	for k := range v {
		if _, ok := f[k]; !ok {
			differ = append(differ, k)
		}
	}
	if len(differ) > 0 {
		sort.Strings(differ)
		return fmt.Errorf("the view of %d hides or changes %s: its redacted steps must hide them too", view.Viewer(), strings.Join(differ, ", "))
	}
	return nil
}

// hidingFull is a full state whose views hide the Shop deck: what a future
// change that hides something would look like. The leak check must notice.
type hidingFull struct{ engine.State }

func (h hidingFull) View(seat int) engine.State { return hidingView{h.State.View(seat)} }

type hidingView struct{ engine.State }

func (h hidingView) Position() ([]byte, error) {
	b, err := h.State.Position()
	if err != nil {
		return nil, err
	}
	var p map[string]any
	if err := json.Unmarshal(b, &p); err != nil {
		return nil, err
	}
	p["piles"] = []any{}
	return json.Marshal(p)
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
	kinds := map[string]int{}
	var steps, redactedSteps, redactedBytes, realBytes int
	rng := rand.New(rand.NewPCG(28, 3))
	for _, opts := range setups {
		for g := 0; g < games; g++ {
			st0, err := lux.Game{}.New(opts)
			if err != nil {
				t.Fatal(err)
			}
			bots := make([]bot.Bot, st0.Seats())
			for i := range bots {
				bots[i] = bot.Random{}
				if (g+i)%2 == 1 {
					bots[i] = bot.Greedy{}
				}
			}
			log, err := enginetest.Play(st0.Clone(), bots, rng, nil)
			if err != nil {
				t.Fatal(err)
			}
			h := &hidesNothing{steps: log}
			n, err := enginetest.CheckFollow(st0, log, h.leak)
			if err != nil {
				t.Fatalf("%v, game %d: %v", opts, g, err)
			}
			if n != len(log) || h.calls != len(log)*(st0.Seats()+1) {
				t.Fatalf("%v, game %d: %d of %d steps followed, leak check called %d times", opts, g, n, len(log), h.calls)
			}
			full := st0.Clone()
			for _, s := range log {
				kinds[followKind(full.(*lux.State).Waiting().Phase, s)]++
				for v := 0; v <= full.Seats(); v++ {
					r, err := engine.Redact(full, v, s)
					if err != nil {
						t.Fatal(err)
					}
					redactedSteps++
					redactedBytes += len(r.Move)
					realBytes += len(s.Move)
				}
				if err := full.Apply(s.Seat, s.Move); err != nil {
					t.Fatal(err)
				}
			}
			kinds["ended:"+full.(*lux.State).Ended()]++
			steps += len(log)
		}
	}
	names := make([]string, 0, len(kinds))
	for k := range kinds {
		names = append(names, k)
	}
	sort.Strings(names)
	var list []string
	for _, k := range names {
		list = append(list, fmt.Sprintf("%s %d", k, kinds[k]))
	}
	t.Logf("%d steps followed by every seat and a spectator; kinds: %s", steps, strings.Join(list, ", "))
	t.Logf("mean step size over every viewer's %d steps: redacted %.2f bytes, full %.2f bytes",
		redactedSteps, float64(redactedBytes)/float64(redactedSteps), float64(realBytes)/float64(redactedSteps))
	want := []string{
		"deal:deal", "first:first", "roll:roll", "dice:dice", "card:card", "card:red", "free:free",
		"buy:buy", "buy:pass", "build:gallery", "build:merge", "build:pass", "gain:sign", "lose:unsign",
		"sell:sell", "sell:pay", "ended:time", "ended:signs", "ended:gallery", "ended:last",
	}
	for _, k := range want {
		if kinds[k] == 0 {
			t.Errorf("no step of kind %q in %d steps", k, steps)
		}
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
	for v := 0; v <= 2; v++ {
		h := &hidesNothing{steps: []engine.Step{real}}
		if err := h.leak(v, real, st); err != nil {
			t.Errorf("viewer %d: the real step on a real view: %v", v, err)
		}
		for _, bad := range []engine.Step{{Seat: 0, Move: "pass"}, {Seat: engine.Chance, Move: "card"}, {Seat: 1, Move: real.Move}} {
			h := &hidesNothing{steps: []engine.Step{real}}
			if err := h.leak(v, bad, st); err == nil || !strings.Contains(err.Error(), "not the real step") {
				t.Errorf("viewer %d: redacted %s for %s: err %v, want \"not the real step\"", v, bad, real, err)
			}
		}
		h = &hidesNothing{steps: []engine.Step{real}}
		if err := h.leak(v, real, hidingFull{st}); err == nil || !strings.Contains(err.Error(), "hides or changes piles") {
			t.Errorf("viewer %d: a view that hides the piles: err %v, want \"hides or changes piles\"", v, err)
		}
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
	opts := engine.Options{"players": "2"}
	m := &engine.Match{Game: lux.GameName, Options: opts, Steps: goldenLog}
	for v := 0; v <= 2; v++ {
		steps, full, err := engine.RedactMatch(lux.Game{}, m, v)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		for _, s := range steps {
			fmt.Fprintf(&b, "%s: %s\n", engine.SeatName(s.Seat), s.Move)
		}
		if b.String() != want {
			t.Errorf("viewer %d: redacted steps\n%s\nwant\n%s", v, b.String(), want)
		}
		view, err := engine.FollowMatch(lux.Game{}, opts, v, steps)
		if err != nil {
			t.Fatal(err)
		}
		if view.Viewer() != v || view.Hash() != full.View(v).Hash() {
			t.Errorf("viewer %d: the followed view (viewer %d) is not the full state's view", v, view.Viewer())
		}
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
		for v := 0; v <= c.st.Seats(); v++ {
			view := c.st.View(v)
			h := view.Hash()
			err := engine.Follow(view, c.step)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s: viewer %d follows %s: err %v, want %q", c.name, v, c.step, err, c.want)
			}
			if view.Hash() != h {
				t.Errorf("%s: viewer %d's view changed", c.name, v)
			}
			// The view's own Follow refuses it too (no engine.Follow
			// check first).
			if err := view.(*lux.State).Follow(c.step); err == nil {
				t.Errorf("%s: viewer %d: State.Follow accepted %s", c.name, v, c.step)
			}
			if view.Hash() != h {
				t.Errorf("%s: viewer %d's view changed", c.name, v)
			}
		}
	}

	h := buy.Hash()
	if err := buy.Follow(engine.Step{Seat: 0, Move: "buy"}); err == nil || !strings.Contains(err.Error(), "full state") {
		t.Errorf("a full state follows: err %v", err)
	}
	if _, err := buy.View(1).(*lux.State).Redact(1, 0, "buy"); err == nil || !strings.Contains(err.Error(), "only the full state") {
		t.Errorf("a view redacts: err %v", err)
	}
	for _, v := range []int{-1, 3, 9} {
		if _, err := buy.Redact(v, 0, "buy"); err == nil || !strings.Contains(err.Error(), "does not exist") {
			t.Errorf("viewer %d: err %v", v, err)
		}
	}
	for _, s := range []engine.Step{{Seat: 0, Move: "roll"}, {Seat: 1, Move: "buy"}, {Seat: engine.Chance, Move: "card 41"}} {
		if _, err := buy.Redact(2, s.Seat, s.Move); err == nil {
			t.Errorf("redact the illegal %s: no error", s)
		}
	}
	if r, err := buy.Redact(2, 0, "buy"); err != nil || r != (engine.Step{Seat: 0, Move: "buy"}) {
		t.Errorf("redact buy: %v, %v", r, err)
	}
	if buy.Hash() != h {
		t.Errorf("redacting changed the full state")
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
		st, err := lux.Game{}.New(opts)
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]bot.Bot, st.Seats())
		for i := range bots {
			bots[i] = bot.Random{}
		}
		log, err := enginetest.Play(st.Clone(), bots, rng, nil)
		if err != nil {
			t.Fatal(err)
		}
		tried, accepted := 0, 0
		for i, s := range log {
			if i%5 == 0 {
				var base []engine.Step
				for _, m := range st.LegalMoves(engine.Chance) {
					base = append(base, engine.Step{Seat: engine.Chance, Move: m})
				}
				for seat := 0; seat < st.Seats(); seat++ {
					for _, m := range st.LegalMoves(seat) {
						base = append(base, engine.Step{Seat: seat, Move: m})
					}
				}
				for k := 0; k < 30 && len(base) > 0; k++ {
					b := base[rng.IntN(len(base))]
					w := strings.Split(b.Move, " ")
					switch rng.IntN(5) {
					case 0:
						w = w[:len(w)-1]
					case 1:
						w = append(w, words[rng.IntN(len(words))])
					case 2:
						w[rng.IntN(len(w))] = words[rng.IntN(len(words))]
					case 3:
						b.Seat = rng.IntN(st.Seats()+3) - 2
					}
					b.Move = strings.Join(w, " ")
					full := st.Clone()
					applyErr := full.Apply(b.Seat, b.Move)
					for v := 0; v <= st.Seats(); v++ {
						view := st.View(v)
						h := view.Hash()
						err := view.(*lux.State).Follow(b)
						switch {
						case (err == nil) != (applyErr == nil):
							t.Fatalf("%v step %d: %s: follow %v, apply %v", opts, i+1, b, err, applyErr)
						case err != nil && view.Hash() != h:
							t.Fatalf("%v step %d: %s refused but the view changed", opts, i+1, b)
						case err == nil && view.Hash() != full.View(v).Hash():
							t.Fatalf("%v step %d: %s followed differs from the full state's view", opts, i+1, b)
						}
					}
					tried++
					if applyErr == nil {
						accepted++
					}
				}
			}
			if err := st.Apply(s.Seat, s.Move); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("%v: %d changed steps, %d applied", opts, tried, accepted)
		if accepted == 0 || accepted == tried {
			t.Errorf("%v: %d of %d changed steps applied: want some of each", opts, accepted, tried)
		}
	}
}
