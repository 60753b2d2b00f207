package luxshopping_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/luxshopping"
	lx "github.com/galleria-games/galleria/game/luxshopping"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// screens are the sizes the table is built at: landscape and portrait.
var screens = []struct {
	name string
	w, h float64
}{{"landscape", 1280, 720}, {"portrait", 420, 900}}

// newMatch starts a seeded match: seat 0 a person, the others greedy bots.
func newMatch(t *testing.T, seed uint64, players int, rounds string) (*match.Driver, ui.Table, []ui.SeatInfo) {
	t.Helper()
	seats := []match.Seat{{Kind: match.Human, Name: "You"}}
	infos := []ui.SeatInfo{{Name: "You", Kind: ui.Human, Connected: true}}
	for i := 1; i < players; i++ {
		seats = append(seats, match.Seat{Kind: match.Bot, Bot: "greedy", Name: ui.BotNames[i]})
		infos = append(infos, ui.SeatInfo{Name: ui.BotNames[i], Kind: ui.Greedy, Connected: true})
	}
	opts := engine.Options{"players": fmt.Sprint(players), "rounds": rounds}
	s, err := match.New(match.Config{Game: rules.GameName, Options: opts, Seed: seed, Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	s.Delay = 0
	names := make([]string, players)
	for i, si := range infos {
		names[i] = si.Name
	}
	tb, err := lx.UI{}.NewTable(localOf(s).Config().Options, names)
	if err != nil {
		t.Fatal(err)
	}
	return s, tb, infos
}

// advance resolves chance and bots, and narrates.
func advance(t *testing.T, tb ui.Table, s *match.Driver, log *[]string) {
	t.Helper()
	if _, err := s.Advance(time.Now()); err != nil {
		t.Fatal(err)
	}
	lines, err := tb.CatchUp(s.Steps(), true)
	if err != nil {
		t.Fatal(err)
	}
	*log = append(*log, lines...)
}

// ctxFor is seat 0's table context (acting when p is given).
func ctxFor(s *match.Driver, seats []ui.SeatInfo, p *lx.Picker, log []string) *ui.TableCtx {
	c := &ui.TableCtx{State: s.State(), View: s.State().View(0), Focus: 0, Private: true,
		Seats: seats, Log: log, Picker: lx.NewPicker(nil)}
	if p != nil {
		c.Acting, c.Legal, c.Picker = true, s.State().View(0).LegalMoves(0), p
	}
	return c
}

// settle runs the table's animations to their end.
func settle(tb ui.Table) {
	for an, ok := tb.(ui.Animator); ok && an.Animate(); {
	}
}

func build(tb ui.Table, c *ui.TableCtx, w, h float64) *ui.Builder {
	b := ui.NewBuilder(ui.TableXform(w, h), "")
	tb.Build(b, c)
	return b
}

func texts(b *ui.Builder) string {
	var out []string
	for _, it := range b.F.Items {
		if it.Kind == ui.KText {
			out = append(out, it.Text)
		}
	}
	return strings.Join(out, " ")
}

// checkFrame fails if a target lies off the screen, or if the shop targets
// are not exactly the picker's pickable shops.
func checkFrame(t *testing.T, b *ui.Builder, p *lx.Picker, w, h float64, where string) {
	t.Helper()
	for _, sp := range b.F.Spots {
		r := sp.R
		if sp.ID != "" && (r.X < -0.01 || r.Y < -0.01 || r.X+r.W > w+0.01 || r.Y+r.H > h+0.01) {
			t.Errorf("%s: target %s at %+v is off the %vx%v screen", where, sp.ID, r, w, h)
		}
		if strings.HasPrefix(sp.ID, "lx:pick:") && (!sp.Enabled || !p.Enabled(sp.ID)) {
			t.Errorf("%s: shop target %s drawn but not pickable", where, sp.ID)
		}
	}
}

// playByPlan makes move by clicking its plan on freshly built frames, each
// target on the frame and enabled when it is clicked.
func playByPlan(t *testing.T, tb ui.Table, s *match.Driver, seats []ui.SeatInfo, log []string, move string, sc int) {
	t.Helper()
	legal := s.State().View(0).LegalMoves(0)
	p := lx.UI{}.NewPicker(legal).(*lx.Picker)
	plan := p.Plan(move)
	if len(plan) == 0 {
		t.Fatalf("no plan for %q (legal %v)", move, legal)
	}
	got := ""
	for k, id := range plan {
		c := ctxFor(s, seats, p, log)
		b := build(tb, c, screens[sc].w, screens[sc].h)
		checkFrame(t, b, p, screens[sc].w, screens[sc].h, fmt.Sprintf("%q click %d", move, k))
		if sp := b.F.Spot(id); sp == nil || !sp.Enabled {
			t.Fatalf("%q: target %s of plan %v missing or disabled (%v)", move, id, plan, sp)
		}
		if tb.Click(id, c) {
			t.Fatalf("the table took the picker's click %s", id)
		}
		got = p.Click(id)
	}
	if got != move {
		t.Fatalf("plan %v made %q, want %q", plan, got, move)
	}
	if err := s.Play(0, move); err != nil {
		t.Fatal(err)
	}
}

// Whole games against greedy bots through the table and the picker: at
// every decision of seat 0, at both sizes, the targets are on screen, every
// legal move's first target is there and enabled, and a move chosen at
// random is made by clicking its plan. Over the games every kind of
// decision comes up.
func TestGamesThroughTheTable(t *testing.T) {
	phases := map[string]int{}
	for _, g := range []struct {
		seed    uint64
		players int
	}{{3, 2}, {5, 4}, {8, 6}, {13, 3}} {
		s, tb, seats := newMatch(t, g.seed, g.players, "30")
		rng := rand.New(rand.NewPCG(g.seed, 9))
		var log []string
		for i := 0; i < 3000; i++ {
			advance(t, tb, s, &log)
			settle(tb) // the shell holds the person's choice until the move is seen
			if s.Over() {
				break
			}
			if tb.Blocking() {
				t.Fatal("the table blocks")
			}
			if !slices.Equal(s.HumansToAct(), []int{0}) {
				t.Fatalf("humans to act %v", s.HumansToAct())
			}
			st := s.State().(*rules.State)
			phase := st.Waiting().Phase
			phases[phase]++
			legal := s.State().View(0).LegalMoves(0)
			if phases[phase] < 6 || phase != "roll" {
				checkDecision(t, tb, s, seats, log, legal, fmt.Sprintf("seed %d %s", g.seed, phase))
			}
			mv := legal[rng.IntN(len(legal))]
			if phase == "build" && legal[0] != "pass" && rng.IntN(3) > 0 {
				mv = legal[0] // build often, so galleries and merges come up
			}
			playByPlan(t, tb, s, seats, log, mv, i%2)
		}
		if !s.Over() {
			t.Fatalf("seed %d: not over", g.seed)
		}
		checkEnd(t, tb, s, seats, log)
	}
	for _, ph := range []string{"roll", "buy", "build", "sell", "gain", "lose"} {
		if phases[ph] == 0 {
			t.Errorf("no %s decision in the games (%v)", ph, phases)
		}
	}
	t.Logf("decisions: %v", phases)
}

// checkDecision builds seat 0's frame at both sizes and checks it.
func checkDecision(t *testing.T, tb ui.Table, s *match.Driver, seats []ui.SeatInfo, log, legal []string, where string) {
	t.Helper()
	for _, sc := range screens {
		p := lx.NewPicker(legal)
		b := build(tb, ctxFor(s, seats, p, log), sc.w, sc.h)
		w := where + " " + sc.name
		checkFrame(t, b, p, sc.w, sc.h, w)
		for _, mv := range legal {
			if sp := b.F.Spot(p.Plan(mv)[0]); sp == nil || !sp.Enabled {
				t.Errorf("%s: %q starts with %s: not an enabled target", w, mv, p.Plan(mv)[0])
			}
		}
		tx := texts(b)
		if slices.Contains(legal, "buy") && !strings.Contains(tx, "Buy for ") {
			t.Errorf("%s: no buy button: %q", w, tx)
		}
		if slices.Contains(legal, "pay") && !strings.Contains(tx, "Pay ") {
			t.Errorf("%s: no pay button: %q", w, tx)
		}
		if !strings.Contains(tx, "Round ") || !strings.Contains(tx, "goals") {
			t.Errorf("%s: no round or goals: %q", w, tx)
		}
	}
}

// checkEnd: the final frame says the game is over, the log tells the end,
// a replay tells the same, and the results list every seat.
func checkEnd(t *testing.T, tb ui.Table, s *match.Driver, seats []ui.SeatInfo, log []string) {
	t.Helper()
	for _, sc := range screens {
		b := build(tb, ctxFor(s, seats, nil, log), sc.w, sc.h)
		if tx := texts(b); !strings.Contains(tx, "Game over") {
			t.Errorf("%s: final frame %q", sc.name, tx)
		}
	}
	all := strings.Join(log, "\n")
	if !strings.Contains(all, "wins") && !strings.Contains(all, "Time is up") && !strings.Contains(all, "win!") {
		t.Errorf("the log does not tell the end: %q", log[len(log)-5:])
	}
	names := make([]string, len(seats))
	for i, si := range seats {
		names[i] = si.Name
	}
	tb2, _ := lx.UI{}.NewTable(localOf(s).Config().Options, names)
	if lines, err := tb2.CatchUp(s.Steps(), false); err != nil || !slices.Equal(lines, log) {
		t.Errorf("replay: %d lines (want %d), %v", len(lines), len(log), err)
	}
	b := ui.NewBuilder(ui.ColumnXform(720, 720), "")
	if y := tb.Results(b, logOf(s), s.State(), names, 100, b.T.W); y < 100+float64(len(names))*60 {
		t.Errorf("results end at %v", y)
	}
	tx := texts(b)
	for _, n := range names {
		if !strings.Contains(tx, n) {
			t.Errorf("results lack %s: %q", n, tx)
		}
	}
}

// The animation of a turn (the dice, the walk, then the coins, cards and
// shops it moves) lasts at most two seconds (120 ticks), never blocks the
// match, and a replay (not live) animates nothing.
func TestAnimationIsShort(t *testing.T) {
	s, tb, _ := newMatch(t, 21, 3, "30")
	var log []string
	an := tb.(ui.Animator)
	longest := 0
	for turn := 0; turn < 10; turn++ {
		advance(t, tb, s, &log)
		for an.Animate() {
		}
		if err := s.Play(0, s.State().View(0).LegalMoves(0)[0]); err != nil {
			t.Fatal(err)
		}
		advance(t, tb, s, &log)
		n := 0
		for an.Animate() {
			n++
			if tb.Blocking() {
				t.Fatal("the animation blocks the match")
			}
			if n > 120 {
				t.Fatalf("turn %d: still animating after %d ticks", turn, n)
			}
		}
		longest = max(longest, n)
	}
	if longest < 14 {
		t.Errorf("the longest animation took %d ticks: the dice did not roll", longest)
	}
	tb2, _ := lx.UI{}.NewTable(localOf(s).Config().Options, []string{"You", "Beat", "Carla"})
	if _, err := tb2.CatchUp(s.Steps(), false); err != nil || tb2.(ui.Animator).Animate() {
		t.Errorf("a replay animates (err %v)", err)
	}
}
