package testgame_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	rules "github.com/galleria-games/galleria/engine/testgame"
	tg "github.com/galleria-games/galleria/game/testgame"
	"github.com/galleria-games/galleria/game/ui"
)

// screens are the sizes the table is built at: landscape and portrait.
var screens = []struct {
	name string
	w, h float64
}{{"landscape", 1280, 720}, {"portrait", 420, 900}}

const gamesPerCount = 50

var firstNames = []string{"Anna", "Beat", "Carla", "Dario", "Elsa", "Fritz"}

// world is one match as the shell holds it: the full state, the log, the
// table fed from it and the narrated lines.
type world struct {
	st    engine.State
	steps []engine.Step
	tb    ui.Table
	log   []string
	seats []ui.SeatInfo
}

func newWorld(t *testing.T, seats []ui.SeatInfo) *world {
	t.Helper()
	opts := engine.Options{"players": strconv.Itoa(len(seats))}
	st, err := rules.Game{}.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	names := make([]string, len(seats))
	for i, s := range seats {
		names[i] = s.Name
	}
	tb, err := tg.UI{}.NewTable(opts, names)
	if err != nil {
		t.Fatal(err)
	}
	return &world{st: st, tb: tb, seats: seats}
}

// apply plays a step and narrates it; it returns the new lines.
func (w *world) apply(t *testing.T, step engine.Step) []string {
	t.Helper()
	if err := w.st.Apply(step.Seat, step.Move); err != nil {
		t.Fatalf("%s: %v", step, err)
	}
	w.steps = append(w.steps, step)
	lines, err := w.tb.CatchUp(w.steps, true)
	if err != nil {
		t.Fatal(err)
	}
	w.log = append(w.log, lines...)
	return lines
}

// ctx is the table context for focus; it acts when the state says so.
func (w *world) ctx(focus int) *ui.TableCtx {
	view := w.st.View(focus)
	c := &ui.TableCtx{State: w.st, View: view, Focus: focus, Private: true, Seats: w.seats,
		Log: slices.Clone(w.log), Picker: tg.UI{}.NewPicker(nil)}
	if w.st.Decision().Acts(focus) {
		c.Acting, c.Legal = true, view.LegalMoves(focus)
		c.Picker = tg.UI{}.NewPicker(c.Legal)
	}
	return c
}

func build(tb ui.Table, c *ui.TableCtx, w, h float64, hover string) *ui.Builder {
	b := ui.NewBuilder(ui.TableXform(w, h), hover)
	c.Hover = hover
	tb.Build(b, c)
	return b
}

// texts lists every text of a frame.
func texts(b *ui.Builder) []string {
	var out []string
	for _, it := range b.F.Items {
		if it.Kind == ui.KText {
			out = append(out, it.Text)
		}
	}
	return out
}

// onScreen fails if a target lies outside the screen.
func onScreen(t *testing.T, b *ui.Builder, w, h float64, where string) {
	t.Helper()
	for _, sp := range b.F.Spots {
		if sp.ID == "" {
			continue
		}
		r := sp.R
		if r.X < -0.01 || r.Y < -0.01 || r.X+r.W > w+0.01 || r.Y+r.H > h+0.01 || r.W < 1 || r.H < 1 {
			t.Errorf("%s: target %s at %+v is off the %vx%v screen", where, sp.ID, r, w, h)
		}
	}
}

// checkFrames builds the table for every seat at both sizes and checks the
// targets: on screen, one enabled button per legal move whose plan and
// click give that move, and no move button for a seat that does not act.
func checkFrames(t *testing.T, w *world, where string) {
	t.Helper()
	n := w.st.Seats()
	for f := 0; f < n; f++ {
		for _, sc := range screens {
			c := w.ctx(f)
			at := fmt.Sprintf("%s, seat %d, %s", where, f, sc.name)
			b := build(w.tb, c, sc.w, sc.h, "")
			onScreen(t, b, sc.w, sc.h, at)
			all := strings.Join(texts(b), "\n")
			for s := 0; s < n; s++ {
				if !strings.Contains(all, c.Name(s)) {
					t.Fatalf("%s: no row for %s in\n%s", at, c.Name(s), all)
				}
			}
			if b.F.Spot("table:menu") == nil {
				t.Fatalf("%s: no Menu button", at)
			}
			if !c.Acting {
				for _, sp := range b.F.Spots {
					if strings.HasPrefix(sp.ID, "tg:") {
						t.Fatalf("%s: move button %s for a seat that does not act", at, sp.ID)
					}
				}
				if want := ui.WaitingWords(c); want != "" && !strings.Contains(all, strings.TrimSuffix(want, "…")) {
					t.Errorf("%s: prompt %q not shown", at, want)
				}
				continue
			}
			if !strings.Contains(all, "Your move") {
				t.Errorf("%s: no \"Your move\"", at)
			}
			p := c.Picker
			for _, m := range c.Legal {
				plan := p.Plan(m)
				if len(plan) != 1 || plan[0] != "tg:"+strings.ReplaceAll(m, " ", "_") {
					t.Fatalf("%s: plan of %q is %v", at, m, plan)
				}
				sp := b.F.Spot(plan[0])
				if sp == nil || !sp.Enabled {
					t.Fatalf("%s: button %s missing or disabled", at, plan[0])
				}
				if hit := b.F.Hit(sp.R.CX(), sp.R.CY()); hit == nil || hit.ID != plan[0] {
					t.Fatalf("%s: the middle of %s hits %v", at, plan[0], hit)
				}
				if got := p.Click(plan[0]); got != m {
					t.Fatalf("%s: click %s gives %q, want %q", at, plan[0], got, m)
				}
				// Hovering a button draws it too.
				if hb := build(w.tb, c, sc.w, sc.h, plan[0]); hb.F.Spot(plan[0]) == nil {
					t.Fatalf("%s: hovered button %s gone", at, plan[0])
				}
			}
			for _, bad := range []string{"take 3", "bid 2", "roll 1", ""} {
				if p.Plan(bad) != nil || p.Click(tg.TargetID(bad)) != "" {
					t.Fatalf("%s: the picker takes %q", at, bad)
				}
			}
			p.Reset()
			// The quit question covers the buttons.
			c.ConfirmQuit = true
			qb := build(w.tb, c, sc.w, sc.h, "")
			onScreen(t, qb, sc.w, sc.h, at+" (quit)")
			for _, m := range c.Legal {
				sp := qb.F.Spot(tg.TargetID(m))
				if sp != nil && qb.F.Hit(sp.R.CX(), sp.R.CY()) == sp {
					t.Fatalf("%s: %s can be clicked under the quit question", at, sp.ID)
				}
			}
			if qb.F.Spot("table:quit") == nil {
				t.Fatalf("%s: no quit question", at)
			}
		}
	}
	// Online: the Players button and the net buttons of a seat that waits.
	for f := 0; f < n; f++ {
		c := w.ctx(f)
		if c.Acting {
			continue
		}
		c.Online = &ui.OnlineInfo{Prompt: "Waiting for the others…", Buttons: []ui.NetButton{{ID: "net:bot", Label: "Give the seat to a bot"}}}
		for _, sc := range screens {
			b := build(w.tb, c, sc.w, sc.h, "")
			onScreen(t, b, sc.w, sc.h, where+" online")
			if sp := b.F.Spot("net:bot"); sp == nil || !sp.Enabled || b.F.Spot("table:players") == nil {
				t.Fatalf("%s online %s: net buttons %v", where, sc.name, b.F.Spots)
			}
		}
		break
	}
}

// flipped replays w with every bid of the current round turned over: the
// world a seat cannot tell from w while the bids are secret.
func flipped(t *testing.T, w *world) *world {
	t.Helper()
	last := 0 // the first bid step of the round
	for i, s := range w.steps {
		if strings.HasPrefix(s.Move, "take ") {
			last = i + 1
		}
	}
	alt := newWorld(t, w.seats)
	for i, s := range w.steps {
		if i >= last {
			switch s.Move {
			case rules.Bid0:
				s.Move = rules.Bid1
			case rules.Bid1:
				s.Move = rules.Bid0
			}
		}
		alt.apply(t, s)
	}
	return alt
}

// checkSecret: while some bids of the round are in and some are not, no
// frame and no narrated line depends on them.
func checkSecret(t *testing.T, w *world, where string) {
	t.Helper()
	alt := flipped(t, w)
	if !slices.Equal(alt.log, w.log) {
		t.Fatalf("%s: the narration tells a bid:\n%q\n%q", where, w.log, alt.log)
	}
	resolved := slices.ContainsFunc(w.log, func(l string) bool { return strings.HasPrefix(l, "All bids are in") })
	for f := 0; f < w.st.Seats(); f++ {
		for _, sc := range screens {
			a := texts(build(w.tb, w.ctx(f), sc.w, sc.h, ""))
			b := texts(build(alt.tb, alt.ctx(f), sc.w, sc.h, ""))
			if !slices.Equal(a, b) {
				t.Fatalf("%s: seat %d's %s frame tells a bid:\n%q\n%q", where, f, sc.name, a, b)
			}
			if resolved {
				continue // the log shows last round's bids
			}
			for _, s := range a {
				if strings.Contains(s, "bid 0") || strings.Contains(s, "bid 1") {
					t.Fatalf("%s: seat %d's %s frame shows %q", where, f, sc.name, s)
				}
			}
		}
	}
}

// TestRandomGames plays random games for 2 to 6 seats through the table and
// the picker: the humans' moves are made by clicking the planned button on
// the frame, chance and the bots are engine/bot.
func TestRandomGames(t *testing.T) {
	for n := 2; n <= 6; n++ {
		rng := rand.New(rand.NewPCG(uint64(n), 99))
		for g := 0; g < gamesPerCount; g++ {
			seats := make([]ui.SeatInfo, n)
			for i := range seats {
				kind := []ui.SeatKind{ui.Human, ui.Greedy, ui.Random, ui.Remote}[rng.IntN(4)]
				if i == 0 {
					kind = ui.Human
				}
				seats[i] = ui.SeatInfo{Name: firstNames[i], Kind: kind, Connected: i%3 != 2}
			}
			if g%4 == 0 {
				seats[0].Name = "You"
			}
			playGame(t, rng, seats, fmt.Sprintf("%d seats, game %d", n, g))
		}
	}
}

func playGame(t *testing.T, rng *rand.Rand, seats []ui.SeatInfo, game string) {
	w := newWorld(t, seats)
	for w.st.Decision().Kind != engine.Terminal {
		where := fmt.Sprintf("%s, step %d", game, len(w.steps)+1)
		d := w.st.Decision()
		checkFrames(t, w, where)
		if d.Kind == engine.Simultaneous && len(d.Seats) < w.st.Seats() {
			checkSecret(t, w, where)
		}
		var step engine.Step
		switch {
		case d.Kind == engine.ChanceNode:
			m, err := bot.PickChance(w.st.ChanceOutcomes(), rng)
			if err != nil {
				t.Fatal(err)
			}
			step = engine.Step{Seat: engine.Chance, Move: m}
		default:
			s := d.Seats[rng.IntN(len(d.Seats))]
			var m string
			switch seats[s].Kind {
			case ui.Human:
				// Click the planned button on the seat's frame.
				c := w.ctx(s)
				mv := c.Legal[rng.IntN(len(c.Legal))]
				sc := screens[rng.IntN(len(screens))]
				b := build(w.tb, c, sc.w, sc.h, "")
				id := c.Picker.Plan(mv)[0]
				sp := b.F.Spot(id)
				hit := b.F.Hit(sp.R.CX(), sp.R.CY())
				if hit == nil || !hit.Enabled {
					t.Fatalf("%s: no enabled target under %s", where, id)
				}
				if m = c.Picker.Click(hit.ID); m != mv {
					t.Fatalf("%s: clicking %s gave %q, want %q", where, hit.ID, m, mv)
				}
			case ui.Greedy:
				var err error
				if m, err = (bot.Greedy{}).Choose(w.st.View(s), s, rng); err != nil {
					t.Fatal(err)
				}
			default:
				var err error
				if m, err = (bot.Random{}).Choose(w.st.View(s), s, rng); err != nil {
					t.Fatal(err)
				}
			}
			step = engine.Step{Seat: s, Move: m}
		}
		roundBefore := w.st.(*rules.State).Round()
		lines := w.apply(t, step)
		// One plain line per step, none for a bid while others are to come.
		switch {
		case step.Seat != engine.Chance && strings.HasPrefix(step.Move, "bid ") && w.st.(*rules.State).Round() == roundBefore:
			if len(lines) != 0 {
				t.Fatalf("%s: a bid narrated before the others are in: %q", where, lines)
			}
		case len(lines) != 1:
			t.Fatalf("%s: %s narrated as %q", where, step, lines)
		case step.Seat == engine.Chance && lines[0] != "The die shows "+strings.TrimPrefix(step.Move, "roll ")+".":
			t.Fatalf("%s: roll narrated as %q", where, lines[0])
		}
		if w.tb.Blocking() {
			t.Fatalf("%s: the table blocks", where)
		}
	}
	checkFrames(t, w, game+", the end")
	checkResults(t, w, game)
}

// checkResults draws the results at both column sizes: one line per seat in
// place order with its place, name and score.
func checkResults(t *testing.T, w *world, game string) {
	t.Helper()
	res := w.st.Result()
	names := make([]string, len(w.seats))
	for i, s := range w.seats {
		names[i] = s.Name
	}
	info := rules.Game{}.Info()
	m := &engine.Match{Game: rules.Game{}.Name(), Options: engine.Options{"players": strconv.Itoa(len(w.seats))}, Steps: w.steps}
	for _, sc := range screens {
		b := ui.NewBuilder(ui.ColumnXform(sc.w, sc.h), "")
		y := w.tb.Results(b, m, w.st, names, 100, b.T.W)
		if y <= 100 || y > b.T.H {
			t.Fatalf("%s %s: results end at %v", game, sc.name, y)
		}
		all := texts(b)
		at := 0 // names must come in place order
		lastPlace := 0
		for range names {
			for at < len(all) && !slices.Contains(names, all[at]) {
				at++
			}
			if at == len(all) {
				t.Fatalf("%s %s: not every name in %q", game, sc.name, all)
			}
			s := slices.Index(names, all[at])
			if res.Places[s] < lastPlace || at < 1 || all[at-1] != ui.Ordinal(res.Places[s]) ||
				at+1 >= len(all) || all[at+1] != info.FormatScore(res.Scores[s]) {
				t.Fatalf("%s %s: line of %s in %q", game, sc.name, names[s], all)
			}
			lastPlace = res.Places[s]
			at++
		}
	}
}

// TestNarration checks the lines of a scripted game.
func TestNarration(t *testing.T) {
	seats := []ui.SeatInfo{{Name: "You"}, {Name: "Beat"}, {Name: "Carla"}}
	w := newWorld(t, seats)
	for _, tc := range []struct {
		step engine.Step
		want []string
	}{
		{engine.Step{Seat: engine.Chance, Move: "roll 3"}, []string{"The die shows 3."}},
		{engine.Step{Seat: 0, Move: "take 2"}, []string{"You take 2."}},
		{engine.Step{Seat: 2, Move: "bid 1"}, nil},
		{engine.Step{Seat: 0, Move: "bid 1"}, nil},
		{engine.Step{Seat: 1, Move: "bid 0"}, []string{"All bids are in: You and Carla bid 1 and gain 3."}},
		{engine.Step{Seat: engine.Chance, Move: "roll 1"}, []string{"The die shows 1."}},
		{engine.Step{Seat: 1, Move: "take 1"}, []string{"Beat takes 1."}},
		{engine.Step{Seat: 0, Move: "bid 0"}, nil},
		{engine.Step{Seat: 1, Move: "bid 0"}, nil},
		{engine.Step{Seat: 2, Move: "bid 0"}, []string{"All bids are in: nobody bid 1."}},
	} {
		if got := w.apply(t, tc.step); !slices.Equal(got, tc.want) {
			t.Fatalf("%s: %q, want %q", tc.step, got, tc.want)
		}
	}
	// A table opened on a finished match narrates it all at once; a log that
	// does not replay is an error.
	tb, _ := tg.UI{}.NewTable(engine.Options{"players": "3"}, []string{"You", "Beat", "Carla"})
	lines, err := tb.CatchUp(w.steps, false)
	if err != nil || !slices.Equal(lines, w.log) {
		t.Fatalf("catch-up at once: %q, %v", lines, err)
	}
	tb, _ = tg.UI{}.NewTable(engine.Options{"players": "3"}, nil)
	if _, err := tb.CatchUp([]engine.Step{{Seat: engine.Chance, Move: "roll 2"}, {Seat: 1, Move: "take 1"}}, true); err == nil {
		t.Fatal("a bad log replayed")
	}
	if _, err := (tg.UI{}).NewTable(engine.Options{"players": "9"}, nil); err == nil {
		t.Fatal("a table for 9 seats")
	}
	if (tg.UI{}).Game().Name() != "testgame" {
		t.Fatal("Game")
	}
	c := w.ctx(0)
	if w.tb.Click("tg:take_1", c) || w.tb.Keys([]rune{'r'}, c) {
		t.Fatal("the table handles a click or a key of its own")
	}
}
