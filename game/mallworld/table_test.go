package mallworld_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/mallworld"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// screens the table is built at: landscape and portrait.
var screens = []struct {
	name string
	w, h float64
}{{"landscape", 1280, 720}, {"portrait", 420, 900}}

// build draws the table at a screen size and checks that every target lies
// inside the screen.
func build(t *testing.T, tbl ui.Table, c *ui.TableCtx, w, h float64) *ui.Frame {
	t.Helper()
	b := ui.NewBuilder(ui.TableXform(w, h), "")
	tbl.Build(b, c)
	for _, s := range b.F.Spots {
		if s.R.X < -0.01 || s.R.Y < -0.01 || s.R.X+s.R.W > w+0.01 || s.R.Y+s.R.H > h+0.01 || s.R.W <= 0 || s.R.H <= 0 {
			t.Fatalf("%vx%v: target %q %+v is off screen", w, h, s.ID, s.R)
		}
	}
	return b.F
}

// clickable checks that id is on the frame, enabled, and what a click at its
// centre reaches.
func clickable(t *testing.T, f *ui.Frame, id, what string) {
	t.Helper()
	s := f.Spot(id)
	if s == nil {
		t.Fatalf("%s: no target %q on the frame", what, id)
	}
	if !s.Enabled {
		t.Fatalf("%s: target %q is disabled", what, id)
	}
	if hit := f.Hit(s.R.CX(), s.R.CY()); hit == nil || hit.ID != id {
		t.Fatalf("%s: a click on the centre of %q reaches %+v", what, id, hit)
	}
}

// hasText reports whether s is drawn: on one line, or across the lines of
// a wrapped paragraph.
func hasText(f *ui.Frame, s string) bool {
	var all []string
	for _, it := range f.Items {
		if it.Kind == ui.KText {
			all = append(all, it.Text)
		}
	}
	return strings.Contains(strings.Join(all, " "), s)
}

// playPlan makes move through the picker by clicking its plan, checking
// each click's target on a freshly built frame of every screen.
func playPlan(t *testing.T, tbl ui.Table, c *ui.TableCtx, move string, screensToCheck int) {
	t.Helper()
	p := c.Picker
	p.Reset()
	plan := p.Plan(move)
	if len(plan) == 0 {
		t.Fatalf("no plan for legal move %q among %v", move, c.Legal)
	}
	got := ""
	for i, id := range plan {
		for _, sc := range screens[:screensToCheck] {
			f := build(t, tbl, c, sc.w, sc.h)
			clickable(t, f, id, fmt.Sprintf("%s, move %q click %d", sc.name, move, i))
		}
		got = p.Click(id)
		if got != "" && i != len(plan)-1 {
			t.Fatalf("plan %v for %q completed %q early", plan, move, got)
		}
	}
	if got != move {
		t.Fatalf("plan %v for %q made %q", plan, move, got)
	}
}

// Seeded games played through the table and the picker only: the narration
// comes from CatchUp, the moves from clicks on targets drawn on the frame,
// the phase ends are dismissed through the table, and the results name
// every seat. In hotseat the hands stay hidden until a player has the device.
func TestPlayThroughTheTable(t *testing.T) {
	for _, c := range []struct {
		players int
		seed    uint64
		humans  []int
	}{{4, 7, []int{0}}, {3, 11, []int{1}}, {5, 23, []int{0, 3}}} {
		t.Run(fmt.Sprintf("%d players seed %d humans %v", c.players, c.seed, c.humans), func(t *testing.T) {
			playGame(t, c.players, c.seed, c.humans)
		})
	}
}

func playGame(t *testing.T, players int, seed uint64, humans []int) {
	names := []string{"Anna", "Beat", "Carla", "Dario", "Elsa"}[:players]
	if len(humans) == 1 {
		names[humans[0]] = "You"
	}
	cfg := match.Config{Game: rules.GameName, Options: engine.Options{"players": fmt.Sprint(players)}, Seed: seed}
	seats := make([]ui.SeatInfo, players)
	for i, n := range names {
		kind, seat := ui.Greedy, match.Seat{Kind: match.Bot, Bot: "greedy", Name: n}
		if slices.Contains(humans, i) {
			kind, seat = ui.Human, match.Seat{Kind: match.Human, Name: n}
		}
		cfg.Seats = append(cfg.Seats, seat)
		seats[i] = ui.SeatInfo{Name: n, Kind: kind, Connected: true}
	}
	s, err := match.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s.Delay = 0
	gui := mallworld.UI{}
	if gui.Game().Name() != rules.GameName {
		t.Fatalf("Game() is %q", gui.Game().Name())
	}
	tbl, err := gui.NewTable(localOf(s).Config().Options, names)
	if err != nil {
		t.Fatal(err)
	}
	var log []string
	catchUp := func(live bool) {
		lines, err := tbl.CatchUp(s.Steps(), live)
		if err != nil {
			t.Fatal(err)
		}
		log = append(log, lines...)
	}
	focus, private := humans[0], len(humans) == 1
	ctx := func() *ui.TableCtx {
		st := s.State()
		return &ui.TableCtx{State: st, View: st.View(focus), Focus: focus, Private: private, Seats: seats, Log: log,
			Picker: gui.NewPicker(nil)}
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	now := time.Unix(0, 0)
	decisions, scorings, waits, handoffs := 0, 0, 0, 0
	for i := 0; !s.Over() || tbl.Blocking(); i++ {
		if i > 20000 {
			t.Fatalf("no end after %d rounds, step %d", i, s.Step())
		}
		if tbl.Blocking() {
			// A phase end: nothing else is clickable until it is dismissed.
			c := ctx()
			for _, sc := range screens {
				f := build(t, tbl, c, sc.w, sc.h)
				clickable(t, f, "scoring:ok", sc.name+" scoring")
				if !hasText(f, "End of") {
					t.Errorf("%s: the scoring overlay has no title", sc.name)
				}
				for _, sp := range f.Spots[:f.Barrier] {
					if hit := f.Hit(sp.R.CX(), sp.R.CY()); hit != nil && hit.ID == sp.ID && sp.ID != "" {
						t.Fatalf("%s: %q is clickable under the scoring overlay", sc.name, sp.ID)
					}
				}
			}
			if tbl.Click("btn:pass", c) {
				t.Fatal("the table handled btn:pass")
			}
			if !tbl.Click("scoring:ok", c) {
				t.Fatal("scoring:ok not handled")
			}
			scorings++
			continue
		}
		now = now.Add(time.Second)
		if _, err := s.Advance(now); err != nil {
			t.Fatal(err)
		}
		catchUp(true)
		if tbl.Blocking() || s.Over() {
			continue
		}
		h := s.HumansToAct()
		if len(h) == 0 {
			// A bot acts: the table waits and offers no move.
			if waits++; waits%25 == 1 {
				f := build(t, tbl, ctx(), 1280, 720)
				for _, sp := range f.Spots {
					if sp.Enabled && sp.ID != "table:menu" {
						t.Fatalf("%q is enabled while no human acts", sp.ID)
					}
				}
			}
			continue
		}
		seat := h[0]
		if slices.Contains(h, focus) {
			seat = focus
		}
		if seat != focus || !private {
			// Hotseat: before the device is passed, no hand is drawn.
			focus, private = seat, false
			f := build(t, tbl, ctx(), 1280, 720)
			for _, sp := range f.Spots {
				if strings.HasPrefix(sp.ID, "hand:") || strings.HasPrefix(sp.ID, "contract:") {
					t.Fatalf("%q is drawn before the device is passed", sp.ID)
				}
			}
			if !hasText(f, "Hands are hidden") {
				t.Fatal("no word on the hidden hands")
			}
			private = true
			handoffs++
		}
		c := ctx()
		c.Legal = c.View.LegalMoves(seat)
		c.Acting = true
		decisions++
		// Every legal move can be made by its plan on the drawn targets.
		for _, m := range c.Legal {
			c.Picker = gui.NewPicker(c.Legal)
			playPlan(t, tbl, c, m, len(screens))
		}
		move := c.Legal[rng.IntN(len(c.Legal))]
		c.Picker = gui.NewPicker(c.Legal)
		playPlan(t, tbl, c, move, len(screens))
		if err := s.Play(seat, move); err != nil {
			t.Fatal(err)
		}
		catchUp(true)
	}
	if scorings < 3 {
		t.Errorf("%d phase-end overlays, want 3", scorings)
	}
	if len(log) <= s.Step() {
		t.Errorf("%d lines narrated for %d steps", len(log), s.Step())
	}
	t.Logf("%d decisions, %d handoffs, %d steps, %d scorings, %d lines", decisions, handoffs, s.Step(), scorings, len(log))

	// Replaying the log (a saved match opened) narrates the same and opens
	// no overlay.
	again, err := gui.NewTable(localOf(s).Config().Options, names)
	if err != nil {
		t.Fatal(err)
	}
	lines, err := again.CatchUp(s.Steps(), false)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(lines, log) || again.Blocking() {
		t.Errorf("replay narrated %d lines (blocking %v), live %d", len(lines), again.Blocking(), len(log))
	}

	// The results name every seat.
	for _, sz := range [][2]float64{{720, 720}, {420, 900}} {
		b := ui.NewBuilder(ui.ColumnXform(sz[0], sz[1]), "")
		y := tbl.Results(b, logOf(s), s.State(), names, 140, b.T.W)
		if y <= 140 || y > b.T.H {
			t.Errorf("%v: results end at y %v", sz, y)
		}
		for _, n := range names {
			if !hasText(b.F, n) {
				t.Errorf("%v: the results do not name %s", sz, n)
			}
		}
		if !hasText(b.F, "Final CHF = ") {
			t.Errorf("%v: no explanation of the final CHF", sz)
		}
	}
}

// midGame plays a seeded 4-player match (seat 0 human, greedy bots, the
// human's first legal move) until seat 0 must act at step minStep or later,
// and returns it with a table that has narrated it.
func midGame(t *testing.T, minStep int) (*match.Driver, ui.Table, []string) {
	t.Helper()
	names := []string{"You", "Beat", "Carla", "Dario"}
	cfg := match.Config{Game: rules.GameName, Options: engine.Options{"players": "4"}, Seed: 5,
		Seats: []match.Seat{{Kind: match.Human, Name: "You"}, {Kind: match.Bot, Bot: "greedy", Name: "Beat"},
			{Kind: match.Bot, Bot: "greedy", Name: "Carla"}, {Kind: match.Bot, Bot: "greedy", Name: "Dario"}}}
	s, err := match.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s.Delay = 0
	now := time.Unix(0, 0)
	for !s.Over() {
		now = now.Add(time.Second)
		if _, err := s.Advance(now); err != nil {
			t.Fatal(err)
		}
		if h := s.HumansToAct(); len(h) > 0 {
			if s.Step() >= minStep {
				break
			}
			if err := s.Play(0, s.State().LegalMoves(0)[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if s.Over() {
		t.Fatalf("the match ended before step %d", minStep)
	}
	tbl, err := mallworld.UI{}.NewTable(localOf(s).Config().Options, names)
	if err != nil {
		t.Fatal(err)
	}
	log, err := tbl.CatchUp(s.Steps(), false)
	if err != nil {
		t.Fatal(err)
	}
	return s, tbl, log
}

// The leave-the-match overlay covers the table; an online match shows the
// Players button, its prompt and its buttons, and a seat's connection; an
// error is in the header.
func TestOverlaysOnlineAndErrors(t *testing.T) {
	s, tbl, log := midGame(t, 120)
	st := s.State()
	legal := st.View(0).LegalMoves(0)
	seats := []ui.SeatInfo{{Name: "You", Kind: ui.Human, Connected: true}, {Name: "Beat", Kind: ui.Remote},
		{Name: "Carla", Kind: ui.Greedy, Connected: true}, {Name: "Dario", Kind: ui.Random, Connected: true}}
	ctx := func() *ui.TableCtx {
		return &ui.TableCtx{State: st, View: st.View(0), Focus: 0, Private: true, Acting: true, Legal: legal,
			Picker: mallworld.UI{}.NewPicker(legal), Seats: seats, Log: log}
	}
	for _, sc := range screens {
		c := ctx()
		c.ConfirmQuit = true
		f := build(t, tbl, c, sc.w, sc.h)
		clickable(t, f, "table:stay", sc.name)
		clickable(t, f, "table:quit", sc.name)
		if f.Barrier == 0 {
			t.Fatalf("%s: the quit overlay is not modal", sc.name)
		}
		for _, sp := range f.Spots[:f.Barrier] {
			if sp.Enabled && sp.ID != "table:menu" {
				t.Errorf("%s: %q is enabled under the quit overlay", sc.name, sp.ID)
			}
		}
		if !hasText(f, "Leave this match?") || !hasText(f, "It will not be saved") {
			t.Errorf("%s: quit overlay words", sc.name)
		}

		c = ctx()
		c.Err = "boom"
		if f := build(t, tbl, c, sc.w, sc.h); !hasText(f, "Error: boom") {
			t.Errorf("%s: the error is not in the header", sc.name)
		}

		// Online, waiting for another seat.
		c = ctx()
		c.Acting, c.Legal = false, nil
		c.Online = &ui.OnlineInfo{Prompt: "Waiting for Beat to come back…", Buttons: []ui.NetButton{{ID: "net:bot:1", Label: "Give Beat's seat to a bot"}}}
		f = build(t, tbl, c, sc.w, sc.h)
		clickable(t, f, "table:players", sc.name)
		clickable(t, f, "net:bot:1", sc.name)
		if !hasText(f, "Waiting for Beat to come back") {
			t.Errorf("%s: no online prompt", sc.name)
		}
		kinds := map[string]bool{}
		for _, sp := range f.Spots {
			for _, k := range []string{"(human)", "(offline)", "(greedy bot)", "(random bot)"} {
				if strings.Contains(sp.Tip, k) {
					kinds[k] = true
				}
			}
			if sp.Enabled && !strings.HasPrefix(sp.ID, "table:") && !strings.HasPrefix(sp.ID, "net:") {
				t.Errorf("%s: %q is enabled while the seat does not act", sc.name, sp.ID)
			}
		}
		if len(kinds) != 4 {
			t.Errorf("%s: seat kinds shown: %v", sc.name, kinds)
		}
		c.ConfirmQuit = true
		if f := build(t, tbl, c, sc.w, sc.h); !hasText(f, "the host can give your seat to a bot") {
			t.Errorf("%s: online quit overlay words", sc.name)
		}
	}
	if tbl.Keys([]rune("r"), ctx()) {
		t.Error("a key changed the table")
	}
	if tbl.Click("table:menu", ctx()) || tbl.Click("btn:pass", ctx()) {
		t.Error("the table handled a target that is not its own")
	}
}
