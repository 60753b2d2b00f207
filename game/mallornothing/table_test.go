package mallornothing_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallornothing"
	mn "github.com/galleria-games/galleria/game/mallornothing"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// screens are the sizes the table is built at: landscape and portrait.
var screens = []struct {
	name string
	w, h float64
}{{"landscape", 1280, 720}, {"portrait", 420, 900}}

// newMatch starts a seeded match with these seats; bots move at once.
func newMatch(t *testing.T, seed uint64, seats ...match.Seat) (*match.Driver, ui.Table) {
	t.Helper()
	s, err := match.New(match.Config{Game: rules.GameName, Options: engine.Options{"players": "2"}, Seed: seed, Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	s.Delay = 0
	var names []string
	for _, seat := range seats {
		names = append(names, seat.Name)
	}
	tb, err := mn.UI{}.NewTable(localOf(s).Config().Options, names)
	if err != nil {
		t.Fatal(err)
	}
	return s, tb
}

// seatInfos is the table's roster for these seats.
func seatInfos(seats []match.Seat) []ui.SeatInfo {
	var out []ui.SeatInfo
	for _, s := range seats {
		k := ui.Human
		if s.Kind == match.Bot {
			k = ui.Greedy
		}
		out = append(out, ui.SeatInfo{Name: s.Name, Kind: k, Connected: true})
	}
	return out
}

// catchUp feeds the table the new steps and keeps the log.
func catchUp(t *testing.T, tb ui.Table, s *match.Driver, log *[]string) {
	t.Helper()
	lines, err := tb.CatchUp(s.Steps(), true)
	if err != nil {
		t.Fatal(err)
	}
	*log = append(*log, lines...)
}

// advance resolves chance and bots, and narrates.
func advance(t *testing.T, tb ui.Table, s *match.Driver, log *[]string) {
	t.Helper()
	if _, err := s.Advance(time.Now()); err != nil {
		t.Fatal(err)
	}
	catchUp(t, tb, s, log)
}

// ctxFor is the table context of focus seat (acting when its picker is given).
func ctxFor(s *match.Driver, seats []match.Seat, focus int, p *mn.Picker, log []string) *ui.TableCtx {
	c := &ui.TableCtx{State: s.State(), View: s.State().View(focus), Focus: focus, Private: true,
		Seats: seatInfos(seats), Log: log, Picker: mn.NewPicker(nil)}
	if p != nil {
		c.Acting, c.Legal, c.Picker = true, s.State().View(focus).LegalMoves(focus), p
	}
	return c
}

// build draws the table at a screen size.
func build(tb ui.Table, c *ui.TableCtx, w, h float64, hover string) *ui.Builder {
	b := ui.NewBuilder(ui.TableXform(w, h), hover)
	c.Hover = hover
	tb.Build(b, c)
	return b
}

// texts is every text of a frame.
func texts(b *ui.Builder) string {
	var out []string
	for _, it := range b.F.Items {
		if it.Kind == ui.KText {
			out = append(out, it.Text)
		}
	}
	return strings.Join(out, " ")
}

// onScreen fails if a target lies outside the screen.
func onScreen(t *testing.T, b *ui.Builder, w, h float64, where string) {
	t.Helper()
	for _, sp := range b.F.Spots {
		if sp.ID == "" {
			continue
		}
		r := sp.R
		if r.X < -0.01 || r.Y < -0.01 || r.X+r.W > w+0.01 || r.Y+r.H > h+0.01 {
			t.Errorf("%s: target %s at %+v is off the %vx%v screen", where, sp.ID, r, w, h)
		}
	}
}

// mustSpot returns the enabled target id on the frame.
func mustSpot(t *testing.T, b *ui.Builder, id, where string) *ui.Hotspot {
	t.Helper()
	sp := b.F.Spot(id)
	if sp == nil || !sp.Enabled {
		t.Fatalf("%s: target %s missing or disabled (%v)", where, id, sp)
	}
	return sp
}

// A whole solo game against a greedy bot through the table and the picker:
// every round, at both sizes, the targets of each plan are on the frame and
// enabled, and clicking them makes the move; the final scoring blocks until
// "scoring:ok", and the results name both players.
func TestSoloGame(t *testing.T) {
	seats := []match.Seat{{Kind: match.Human, Name: "You"}, {Kind: match.Bot, Bot: "greedy", Name: "Bea"}}
	s, tb := newMatch(t, 11, seats...)
	rng := rand.New(rand.NewPCG(11, 2))
	var log []string
	rounds := 0
	sawRefusal := false
	for i := 0; i < 100; i++ {
		advance(t, tb, s, &log)
		if s.Over() {
			break
		}
		if tb.Blocking() {
			t.Fatal("blocking before the game ended")
		}
		if !slices.Equal(s.HumansToAct(), []int{0}) {
			t.Fatalf("step %d: humans to act %v", s.Step(), s.HumansToAct())
		}
		legal := s.State().View(0).LegalMoves(0)
		// The targets of every move's plan are on the frame and enabled.
		for _, sc := range screens {
			p := mn.UI{}.NewPicker(legal).(*mn.Picker)
			c := ctxFor(s, seats, 0, p, log)
			b := build(tb, c, sc.w, sc.h, "")
			where := fmt.Sprintf("round %d %s", rounds+1, sc.name)
			onScreen(t, b, sc.w, sc.h, where)
			if want := fmt.Sprintf("Round %d of %d", rounds+1, rules.Rounds); !strings.Contains(texts(b), want) {
				t.Errorf("%s: no %q in %q", where, want, texts(b))
			}
			for _, mv := range legal {
				plan := p.Plan(mv)
				if len(plan) == 0 {
					t.Fatalf("%s: no plan for %q", where, mv)
				}
				if plan[0] == mn.Rot0 {
					mustSpot(t, b, plan[1], where)
				}
				mustSpot(t, b, plan[0], where)
			}
			if sp := b.F.Spot(mn.Lock); sp == nil || sp.Enabled {
				t.Errorf("%s: lock %v before an anchor is chosen", where, sp)
			}
			// R turns the card; the upright button turns it back.
			if !tb.Keys([]rune{'r'}, c) || p.Rotation() != 180 {
				t.Fatalf("%s: R did not turn the card", where)
			}
			if b := build(tb, c, sc.w, sc.h, ""); sc.name == "landscape" && !strings.Contains(texts(b), "Turned 180°") {
				t.Errorf("%s: no Turned 180° button", where)
			}
			p.Click(mn.Rot0)
			// A hovered anchor that is not legal says why.
			for _, sp := range b.F.Spots {
				if strings.HasPrefix(sp.ID, "mn:at:") && !sp.Enabled {
					if !strings.Contains(texts(build(tb, c, sc.w, sc.h, sp.ID)), "Not there:") {
						t.Errorf("%s: hovering %s gives no reason", where, sp.ID)
					}
					sawRefusal = true
					break
				}
			}
		}
		// Play a random move by its plan, checking each click on the frame.
		mv := legal[rng.IntN(len(legal))]
		sc := screens[rounds%2]
		p := mn.UI{}.NewPicker(legal).(*mn.Picker)
		plan := p.Plan(mv)
		got := ""
		for k, id := range plan {
			c := ctxFor(s, seats, 0, p, log)
			b := build(tb, c, sc.w, sc.h, "")
			mustSpot(t, b, id, fmt.Sprintf("round %d click %d", rounds+1, k))
			if k == len(plan)-1 && len(plan) == 3 {
				if tx := texts(b); !strings.Contains(tx, "preview") || !strings.Contains(tx, "Lock in to confirm") {
					t.Errorf("round %d: no ghost preview after choosing %s: %q", rounds+1, plan[1], tx)
				}
			}
			if tb.Click(id, c) {
				t.Fatalf("the table took the picker's click %s", id)
			}
			got = p.Click(id)
			if k < len(plan)-1 && got != "" {
				t.Fatalf("click %d of %v made %q", k, plan, got)
			}
		}
		if got != mv {
			t.Fatalf("plan %v made %q, want %q", plan, got, mv)
		}
		if err := s.Play(0, mv); err != nil {
			t.Fatal(err)
		}
		catchUp(t, tb, s, &log)
		rounds++
	}
	if !s.Over() || rounds != rules.Rounds {
		t.Fatalf("%d rounds played, over %v", rounds, s.Over())
	}
	if !sawRefusal {
		t.Error("no illegal anchor was ever on the grid")
	}
	if !strings.Contains(strings.Join(log, "\n"), "Game over: You") {
		t.Errorf("the log does not tell the end: %q", log[len(log)-1])
	}

	// The final scoring blocks until scoring:ok; it shows once the last
	// cards have landed.
	for tb.(ui.Mover).Animate() {
	}
	if !tb.Blocking() {
		t.Fatal("the final scoring is not shown")
	}
	st := s.State().(*rules.State)
	for _, sc := range screens {
		c := ctxFor(s, seats, 0, nil, log)
		b := build(tb, c, sc.w, sc.h, "")
		onScreen(t, b, sc.w, sc.h, "final "+sc.name)
		mustSpot(t, b, "scoring:ok", "final "+sc.name)
		tx := texts(b)
		for seat := 0; seat < 2; seat++ {
			total := st.ScoreOf(seat).Total
			if !strings.Contains(tx, fmt.Sprintf("%d points", total)) && !strings.Contains(tx, fmt.Sprintf(": %d = D", total)) {
				t.Errorf("%s: the final scoring does not show seat %d's %d points: %q", sc.name, seat, total, tx)
			}
			for _, it := range st.ScoreMapOf(seat).Items {
				if it.Points > 0 && !strings.Contains(tx, fmt.Sprintf("+%d", it.Points)) {
					t.Errorf("%s: no label +%d for %s", sc.name, it.Points, it.Kind)
				}
			}
		}
		if !strings.Contains(tx, "Final scoring:") {
			t.Errorf("%s: prompt %q", sc.name, tx)
		}
	}
	c := ctxFor(s, seats, 0, nil, log)
	if tb.Keys([]rune{'r'}, c) {
		t.Error("R did something under the final scoring")
	}
	if !tb.Click("scoring:ok", c) || tb.Blocking() || tb.Click("scoring:ok", c) {
		t.Error("scoring:ok does not close the final scoring once")
	}
	if tx := texts(build(tb, c, 1280, 720, "")); !strings.Contains(tx, "The game is over.") || !strings.Contains(tx, "Game over") {
		t.Errorf("after the scoring: %q", tx)
	}

	// Replaying the log (not live) tells the same and opens no scoring.
	tb2, err := mn.UI{}.NewTable(localOf(s).Config().Options, []string{"You", "Bea"})
	if err != nil {
		t.Fatal(err)
	}
	lines, err := tb2.CatchUp(s.Steps(), false)
	if err != nil || !slices.Equal(lines, log) || tb2.Blocking() {
		t.Errorf("replay: %d lines (want %d), err %v, blocking %v", len(lines), len(log), err, tb2.Blocking())
	}
	if more, err := tb2.CatchUp(s.Steps(), true); len(more) != 0 || err != nil {
		t.Errorf("a second catch-up told %v, %v", more, err)
	}

	// The results: each seat's row with its name, points and parts.
	for _, sz := range [][2]float64{{720, 720}, {420, 900}} {
		b := ui.NewBuilder(ui.ColumnXform(sz[0], sz[1]), "")
		y := tb.Results(b, logOf(s), st, []string{"You", "Bea"}, 100, b.T.W)
		if y < 100+2*84 {
			t.Errorf("%v: results end at %v", sz, y)
		}
		tx := texts(b)
		for seat, name := range []string{"You", "Bea"} {
			if !strings.Contains(tx, name) || !strings.Contains(tx, fmt.Sprintf("%d points", st.ScoreOf(seat).Total)) {
				t.Errorf("%v: results do not show %s's %d points: %q", sz, name, st.ScoreOf(seat).Total, tx)
			}
		}
		if !strings.Contains(tx, "1st") || strings.Contains(tx, "Ties go") || !strings.Contains(tx, "allway") {
			t.Errorf("%v: results %q", sz, tx)
		}
	}
}

// Hotseat: while one player's placement waits for the other's, the other's
// frame does not show it, the first sees whom it waits for, and the log
// tells both once the round resolves. The menu's overlay and the online
// buttons draw where they should.
func TestHotseatAndOverlays(t *testing.T) {
	seats := []match.Seat{{Kind: match.Human, Name: "Ann"}, {Kind: match.Human, Name: "Bea"}}
	s, tb := newMatch(t, 5, seats...)
	var log []string
	advance(t, tb, s, &log)
	if got := s.HumansToAct(); len(got) != 2 {
		t.Fatalf("humans to act: %v", got)
	}
	legal := s.State().View(0).LegalMoves(0)
	mv := legal[len(legal)-1]
	if err := s.Play(0, mv); err != nil {
		t.Fatal(err)
	}
	catchUp(t, tb, s, &log)
	m, _ := rules.ParseMove(mv)
	where := fmt.Sprintf("card %d %s", m.Card, mn.Where(m))
	for _, sc := range screens {
		// Ann waits.
		b := build(tb, ctxFor(s, seats, 0, nil, log), sc.w, sc.h, "")
		tx := texts(b)
		if !strings.Contains(tx, "Waiting for Bea to place…") || !strings.Contains(tx, "Ann's card") || !strings.Contains(tx, "Ann's mall") {
			t.Errorf("%s: Ann's frame while waiting: %q", sc.name, tx)
		}
		// Bea places: Ann's move does not show.
		p := mn.NewPicker(s.State().View(1).LegalMoves(1))
		b = build(tb, ctxFor(s, seats, 1, p, log), sc.w, sc.h, "")
		if tx := texts(b); strings.Contains(tx, where) || !strings.Contains(tx, "placing") && !strings.Contains(tx, "locked in") {
			t.Errorf("%s: Bea's frame: %q", sc.name, tx)
		}
		onScreen(t, b, sc.w, sc.h, "Bea "+sc.name)
	}
	if strings.Contains(strings.Join(log, "\n"), where) {
		t.Fatal("the log tells Ann's placement before the round resolves")
	}
	if err := s.Play(1, s.State().View(1).LegalMoves(1)[0]); err != nil {
		t.Fatal(err)
	}
	advance(t, tb, s, &log)
	if !strings.Contains(strings.Join(log, "\n"), "Ann placed "+where) {
		t.Errorf("the round's placements are not told: %q", log)
	}

	for _, sc := range screens {
		// The quit overlay covers the table.
		c := ctxFor(s, seats, 0, nil, log)
		c.ConfirmQuit = true
		b := build(tb, c, sc.w, sc.h, "")
		mustSpot(t, b, "table:stay", "quit "+sc.name)
		mustSpot(t, b, "table:quit", "quit "+sc.name)
		if b.F.Barrier == 0 {
			t.Errorf("%s: the quit overlay is not modal", sc.name)
		}
		// Online: the Players button, the buttons and the prompt.
		c = ctxFor(s, seats, 0, nil, log)
		c.Seats[1].Kind, c.Seats[1].Connected = ui.Remote, false
		c.Err = "boom"
		c.Online = &ui.OnlineInfo{Prompt: "Waiting for Bea — 12 s", Buttons: []ui.NetButton{{ID: "net:bot:1", Label: "Give Bea's seat to a bot"}}}
		b = build(tb, c, sc.w, sc.h, "")
		onScreen(t, b, sc.w, sc.h, "online "+sc.name)
		mustSpot(t, b, "net:bot:1", "online "+sc.name)
		mustSpot(t, b, "table:players", "online "+sc.name)
		mustSpot(t, b, "table:menu", "online "+sc.name)
		tx := texts(b)
		for _, want := range []string{"Waiting for Bea — 12 s", "Error: boom", "offline", "Your mall"} {
			if !strings.Contains(tx, want) {
				t.Errorf("%s: online frame has no %q: %q", sc.name, want, tx)
			}
		}
	}
}

// A log that does not replay is an error.
func TestCatchUpError(t *testing.T) {
	tb, err := mn.UI{}.NewTable(nil, []string{"Ann", "Bea"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.CatchUp([]engine.Step{{Seat: 0, Move: "discard 3"}}, true); err == nil || !strings.Contains(err.Error(), "step 1") {
		t.Errorf("err %v", err)
	}
	if (mn.UI{}).Game().Name() != rules.GameName {
		t.Error("Game")
	}
}
