package mallforheroes_test

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
	mfh "github.com/galleria-games/galleria/engine/mallforheroes"
)

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

// TestFollowRandomGames: the views of every seat and a spectator follow the
// redacted log of random games (1 to 5 seats, every solo level, random and
// greedy bots) to the end with the full state's view's hash at every step;
// every redacted step is the real one and every view hides nothing.
func TestFollowRandomGames(t *testing.T) {
	type setup struct {
		opts  engine.Options
		games int
	}
	games := 12
	if testing.Short() {
		games = 4
	}
	var setups []setup
	for lv := 1; lv <= 6; lv++ {
		setups = append(setups, setup{engine.Options{"players": "1", "level": strconv.Itoa(lv)}, games})
	}
	for n := 2; n <= 5; n++ {
		setups = append(setups, setup{engine.Options{"players": strconv.Itoa(n), "first": strconv.Itoa(n - 1)}, games})
	}
	kinds := map[string]int{}
	var steps, redactedSteps, redactedBytes, realBytes int
	rng := rand.New(rand.NewPCG(28, 4))
	for _, su := range setups {
		for g := 0; g < su.games; g++ {
			st0, err := mfh.Game{}.New(su.opts)
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
				t.Fatalf("%v, game %d: %v", su.opts, g, err)
			}
			if n != len(log) || h.calls != len(log)*(st0.Seats()+1) {
				t.Fatalf("%v, game %d: %d of %d steps followed, leak check called %d times", su.opts, g, n, len(log), h.calls)
			}
			full := st0.Clone()
			for _, s := range log {
				kinds[followKind(full.(*mfh.State).Phase(), s)]++
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
		"entrance:entrance", "hero:hero", "wizard:wizard", "monster:monster", "display:shop", "bot:bot",
		"draft:draft", "draft:draft rogue", "place:place", "place:place druid", "place:place paladin",
		"bard:swap", "bard:pass", "claim:tower", "claim:tower sorceress", "remove:remove",
	}
	if !testing.Short() {
		want = append(want, "claim:pass") // rare: 3 in the long run's games
	}
	for _, k := range want {
		if kinds[k] == 0 {
			t.Errorf("no step of kind %q in %d steps", k, steps)
		}
	}
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
	p["deck"] = []any{}
	return json.Marshal(p)
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
	for v := 0; v <= 2; v++ {
		h := &hidesNothing{steps: []engine.Step{real}}
		if err := h.leak(v, real, st); err != nil {
			t.Errorf("viewer %d: the real step on a real view: %v", v, err)
		}
		for _, bad := range []engine.Step{{Seat: engine.Chance, Move: "shop"}, {Seat: engine.Chance, Move: "shop S53"}, {Seat: 0, Move: real.Move}} {
			h := &hidesNothing{steps: []engine.Step{real}}
			if err := h.leak(v, bad, st); err == nil || !strings.Contains(err.Error(), "not the real step") {
				t.Errorf("viewer %d: redacted %s for %s: err %v, want \"not the real step\"", v, bad, real, err)
			}
		}
		h = &hidesNothing{steps: []engine.Step{real}}
		if err := h.leak(v, real, hidingFull{st}); err == nil || !strings.Contains(err.Error(), "hides or changes deck") {
			t.Errorf("viewer %d: a view that hides the deck: err %v, want \"hides or changes deck\"", v, err)
		}
	}
}

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
	opts := engine.Options{"players": "2"}
	m := &engine.Match{Game: mfh.GameName, Options: opts, Steps: goldenLog}
	for v := 0; v <= 2; v++ {
		steps, full, err := engine.RedactMatch(mfh.Game{}, m, v)
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
		view, err := engine.FollowMatch(mfh.Game{}, opts, v, steps)
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
			if err := view.(*mfh.State).Follow(c.step); err == nil {
				t.Errorf("%s: viewer %d: State.Follow accepted %s", c.name, v, c.step)
			}
			if view.Hash() != h {
				t.Errorf("%s: viewer %d's view changed", c.name, v)
			}
		}
	}

	h := draft.Hash()
	if err := draft.Follow(engine.Step{Seat: 0, Move: "draft 0 0"}); err == nil || !strings.Contains(err.Error(), "full state") {
		t.Errorf("a full state follows: err %v", err)
	}
	if _, err := draft.View(1).(*mfh.State).Redact(1, 0, "draft 0 0"); err == nil || !strings.Contains(err.Error(), "only the full state") {
		t.Errorf("a view redacts: err %v", err)
	}
	for _, v := range []int{-1, 3, 9} {
		if _, err := draft.Redact(v, 0, "draft 0 0"); err == nil || !strings.Contains(err.Error(), "does not exist") {
			t.Errorf("viewer %d: err %v", v, err)
		}
	}
	for _, s := range []engine.Step{{Seat: 0, Move: "draft 1 1"}, {Seat: 1, Move: "draft 0 0"}, {Seat: engine.Chance, Move: "shop S13"}} {
		if _, err := draft.Redact(2, s.Seat, s.Move); err == nil {
			t.Errorf("redact the illegal %s: no error", s)
		}
	}
	if r, err := draft.Redact(2, 0, "draft 0 0"); err != nil || r != (engine.Step{Seat: 0, Move: "draft 0 0"}) {
		t.Errorf("redact draft 0 0: %v, %v", r, err)
	}
	if draft.Hash() != h {
		t.Errorf("redacting changed the full state")
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
		st, err := mfh.Game{}.New(opts)
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
						err := view.(*mfh.State).Follow(b)
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
