package mallforheroes_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	mfh "github.com/galleria-games/galleria/game/mallforheroes"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// screens are the sizes the table is built at: landscape and portrait.
var screens = []struct {
	name string
	w, h float64
}{{"landscape", 1280, 720}, {"portrait", 420, 900}}

// newMatch starts a seeded match: seat 0 a person, the others greedy bots.
func newMatch(t *testing.T, seed uint64, players, level int) (*match.Driver, ui.Table, []ui.SeatInfo) {
	t.Helper()
	seats := []match.Seat{{Kind: match.Human, Name: "You"}}
	infos := []ui.SeatInfo{{Name: "You", Kind: ui.Human, Connected: true}}
	for i := 1; i < players; i++ {
		seats = append(seats, match.Seat{Kind: match.Bot, Bot: "greedy", Name: ui.BotNames[i]})
		infos = append(infos, ui.SeatInfo{Name: ui.BotNames[i], Kind: ui.Greedy, Connected: true})
	}
	opts := engine.Options{"players": fmt.Sprint(players)}
	if level > 0 {
		opts["level"] = fmt.Sprint(level)
	}
	s, err := match.New(match.Config{Game: rules.GameName, Options: opts, Seed: seed, Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	s.Delay = 0
	tb, err := mfh.UI{}.NewTable(localOf(s).Config().Options, names(infos))
	if err != nil {
		t.Fatal(err)
	}
	if !ui.NothingHidden(tb) {
		t.Fatal("the table is not Open")
	}
	return s, tb, infos
}

func names(infos []ui.SeatInfo) []string {
	out := make([]string, len(infos))
	for i, si := range infos {
		out[i] = si.Name
	}
	return out
}

// advance resolves chance and bots, and narrates.
func advance(t *testing.T, tb ui.Table, s *match.Driver, log *[]string) {
	t.Helper()
	for i := 0; i < 1000 && !s.Over() && len(s.HumansToAct()) == 0; i++ {
		if _, err := s.Advance(time.Now()); err != nil {
			t.Fatal(err)
		}
	}
	lines, err := tb.CatchUp(s.Steps(), true)
	if err != nil {
		t.Fatal(err)
	}
	*log = append(*log, lines...)
}

// ctxFor is seat 0's table context (acting when p is given).
func ctxFor(s *match.Driver, seats []ui.SeatInfo, p ui.Picker, log []string) *ui.TableCtx {
	c := &ui.TableCtx{State: s.State(), View: s.State().View(0), Focus: 0, Private: true,
		Seats: seats, Log: log, Picker: mfh.NewPicker(nil)}
	if p != nil {
		c.Acting, c.Legal, c.Picker = true, s.State().View(0).LegalMoves(0), p
	}
	return c
}

func build(tb ui.Table, c *ui.TableCtx, w, h float64, hover string) *ui.Builder {
	b := ui.NewBuilder(ui.TableXform(w, h), hover)
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

// checkFrame fails if a target lies off the screen, or a drawn move target
// is enabled though the picker does not take it.
func checkFrame(t *testing.T, b *ui.Builder, p *mfh.Picker, w, h float64, where string) {
	t.Helper()
	for _, sp := range b.F.Spots {
		r := sp.R
		if sp.ID != "" && (r.X < -0.01 || r.Y < -0.01 || r.X+r.W > w+0.01 || r.Y+r.H > h+0.01 || r.W <= 0 || r.H <= 0) {
			t.Errorf("%s: target %s at %+v is off the %vx%v screen", where, sp.ID, r, w, h)
		}
		if p != nil && sp.Enabled && strings.HasPrefix(sp.ID, "mfh:") && !strings.HasPrefix(sp.ID, "mfh:info:") && !p.Enabled(sp.ID) {
			t.Errorf("%s: target %s enabled but the picker does not take it", where, sp.ID)
		}
	}
}

// playByPlan makes move by clicking its plan on freshly built frames, each
// target on the frame and enabled when it is clicked.
func playByPlan(t *testing.T, tb ui.Table, s *match.Driver, seats []ui.SeatInfo, log []string, move string, sc int) {
	t.Helper()
	legal := s.State().View(0).LegalMoves(0)
	p := mfh.UI{}.NewPicker(legal).(*mfh.Picker)
	plan := p.Plan(move)
	if len(plan) == 0 {
		t.Fatalf("no plan for %q (legal %v)", move, legal)
	}
	got := ""
	for k, id := range plan {
		c := ctxFor(s, seats, p, log)
		b := build(tb, c, screens[sc].w, screens[sc].h, "")
		checkFrame(t, b, p, screens[sc].w, screens[sc].h, fmt.Sprintf("%q click %d", move, k))
		if sp := b.F.Spot(id); sp == nil || !sp.Enabled {
			t.Fatalf("%s: %q: target %s of plan %v missing or disabled (%v)", screens[sc].name, move, id, plan, sp)
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

// checkDecision builds seat 0's frame at both sizes: the targets are on
// screen, the first target of every legal move is there and enabled, the
// round and a prompt are shown, and pointing at a legal cell previews the
// score change.
func checkDecision(t *testing.T, tb ui.Table, s *match.Driver, seats []ui.SeatInfo, log, legal []string, where string) {
	t.Helper()
	st := s.State().(*rules.State)
	for _, sc := range screens {
		p := mfh.NewPicker(legal)
		b := build(tb, ctxFor(s, seats, p, log), sc.w, sc.h, "")
		w := where + " " + sc.name
		checkFrame(t, b, p, sc.w, sc.h, w)
		for _, mv := range legal {
			id := p.Plan(mv)[0]
			if sp := b.F.Spot(id); sp == nil || !sp.Enabled {
				t.Errorf("%s: %q starts with %s: not an enabled target", w, mv, id)
			}
		}
		tx := texts(b)
		if !strings.Contains(tx, fmt.Sprintf("Round %d of %d", st.Round(), st.TotalRounds())) {
			t.Errorf("%s: no round: %q", w, tx)
		}
		for p := 0; p < st.Malls(); p++ {
			label := seats[min(p, len(seats)-1)].Name
			if st.Solo() {
				label = "Mall " + string(rune('A'+p))
			}
			if !strings.Contains(tx, label) {
				t.Errorf("%s: mall %d (%s) not labelled: %q", w, p, label, tx)
			}
		}
		// Pointing at a cell only diagonally next to the mall says why not
		// (unless the Paladin makes it legal).
		if st.Phase() == "place" {
			for _, sp := range b.F.Spots {
				if strings.HasPrefix(sp.ID, "mfh:cell:") && !sp.Enabled {
					htx := texts(build(tb, ctxFor(s, seats, mfh.NewPicker(legal), log), sc.w, sc.h, sp.ID))
					if !strings.Contains(htx, "Not there: cell ") || !strings.Contains(htx, "touches the mall only diagonally") {
						t.Errorf("%s: pointing at %s gives no reason: %q", w, sp.ID, htx)
					}
					break
				}
			}
		}
		// Pointing at the first cell of a place or Tower move previews it.
		for _, mv := range legal {
			plan := p.Plan(mv)
			if m, _ := rules.ParseMove(mv); (m.Kind == rules.MovePlace || m.Kind == rules.MoveTower) && len(plan) == 1 {
				hb := build(tb, ctxFor(s, seats, mfh.NewPicker(legal), log), sc.w, sc.h, plan[0])
				if htx := texts(hb); !strings.Contains(htx, " (score ") {
					t.Errorf("%s: pointing at %s shows no preview: %q", w, plan[0], htx)
				}
				break
			}
		}
	}
}

// Whole games against greedy bots through the table and the picker: solo
// Levels 2 and 3, 3 and 5 players. At seat 0's decisions, at both sizes,
// the targets are on screen, every legal move's first target is enabled,
// and a move chosen at random is made by clicking its plan. At the end the
// results name every seat and a replay narrates every seat's step.
func TestGamesThroughTheTable(t *testing.T) {
	phases := map[string]int{}
	for _, g := range []struct {
		seed           uint64
		players, level int
	}{{3, 1, 2}, {4, 1, 3}, {5, 3, 0}, {8, 5, 0}} {
		s, tb, seats := newMatch(t, g.seed, g.players, g.level)
		rng := rand.New(rand.NewPCG(g.seed, 9))
		pick := pickMove(rng)
		var log []string
		for i := 0; i < 400; i++ {
			advance(t, tb, s, &log)
			if s.Over() {
				break
			}
			if !slices.Equal(s.HumansToAct(), []int{0}) {
				t.Fatalf("humans to act %v", s.HumansToAct())
			}
			st := s.State().(*rules.State)
			legal := s.State().View(0).LegalMoves(0)
			phase := st.Phase()
			phases[phase]++
			if phases[phase] < 8 || i%9 == 0 || phase == "remove" || phase == "claim" || phase == "bard" {
				checkDecision(t, tb, s, seats, log, legal, fmt.Sprintf("seed %d %dp step %d %s", g.seed, g.players, s.Step(), phase))
			}
			playByPlan(t, tb, s, seats, log, pick(st, legal), i%2)
			if i%5 == 0 { // the table while others play
				sc := screens[(i/5)%2]
				b := build(tb, ctxFor(s, seats, nil, log), sc.w, sc.h, "")
				checkFrame(t, b, nil, sc.w, sc.h, fmt.Sprintf("seed %d step %d waiting", g.seed, s.Step()))
			}
		}
		if !s.Over() {
			t.Fatalf("seed %d: not over", g.seed)
		}
		checkEnd(t, tb, s, seats, log)
	}
	for _, ph := range []string{"draft", "place", "remove"} {
		if phases[ph] == 0 {
			t.Errorf("no %s decision in the games (%v)", ph, phases)
		}
	}
	t.Logf("decisions: %v", phases)
}

// checkEnd: the final frame says the game is over, a replay narrates every
// seat's step, and the results name every seat (and both malls in solo).
func checkEnd(t *testing.T, tb ui.Table, s *match.Driver, seats []ui.SeatInfo, log []string) {
	t.Helper()
	for _, sc := range screens {
		b := build(tb, ctxFor(s, seats, nil, log), sc.w, sc.h, "")
		checkFrame(t, b, nil, sc.w, sc.h, "end "+sc.name)
		if tx := texts(b); !strings.Contains(tx, "Game over") {
			t.Errorf("%s: final frame %q", sc.name, tx)
		}
	}
	if !strings.Contains(log[len(log)-1], "Game over") {
		t.Errorf("the log does not tell the end: %q", log[len(log)-1])
	}
	tb2, _ := mfh.UI{}.NewTable(localOf(s).Config().Options, names(seats))
	steps := s.Steps()
	var all []string
	for i := range steps {
		lines, err := tb2.CatchUp(steps[:i+1], false)
		if err != nil {
			t.Fatal(err)
		}
		if steps[i].Seat >= 0 && (len(lines) == 0 || lines[0] == "") {
			t.Errorf("step %d (%d %q) is not narrated", i+1, steps[i].Seat, steps[i].Move)
		}
		all = append(all, lines...)
	}
	if !slices.Equal(all, log) {
		t.Errorf("replay step by step: %d lines, live %d", len(all), len(log))
	}
	b := ui.NewBuilder(ui.ColumnXform(720, 720), "")
	tb.Results(b, logOf(s), s.State(), names(seats), 100, b.T.W)
	tx := texts(b)
	for _, n := range names(seats) {
		if !strings.Contains(tx, n) {
			t.Errorf("results lack %s: %q", n, tx)
		}
	}
	if st := s.State().(*rules.State); st.Solo() {
		for _, w := range []string{"Mall A", "Mall B", "Final score", fmt.Sprintf("Level %d", st.Level())} {
			if !strings.Contains(tx, w) {
				t.Errorf("solo results lack %q: %q", w, tx)
			}
		}
	}
	pb := ui.NewBuilder(ui.ColumnXform(420, 900), "")
	tb.Results(pb, logOf(s), s.State(), names(seats), 100, pb.T.W)
	for _, sp := range pb.F.Items {
		if sp.Kind == ui.KText && sp.R.X+sp.R.W > 420.5 {
			t.Errorf("portrait results: %q runs off the screen", sp.Text)
		}
	}
}

// Info targets open a card's rule in words; a second tap, or any other
// click, closes it; pointing at a card shows the rule too.
func TestInfoBoxes(t *testing.T) {
	s, tb, seats := newMatch(t, 11, 3, 0)
	var log []string
	advance(t, tb, s, &log)
	st := s.State().(*rules.State)
	w := st.Wizards()[0]
	id := mfh.InfoTarget(rules.WizardID(w))
	c := ctxFor(s, seats, mfh.NewPicker(st.LegalMoves(0)), log)
	b := build(tb, c, 1280, 720, "")
	if b.F.Spot(id) == nil {
		t.Fatalf("no %s target", id)
	}
	rule := "Claim when your mall shows"
	if strings.Contains(texts(b), rule) {
		t.Fatal("the rule shows before a tap")
	}
	if !tb.Click(id, c) {
		t.Fatal("the table does not take the info tap")
	}
	if tx := texts(build(tb, c, 1280, 720, "")); !strings.Contains(tx, rule) {
		t.Errorf("the tapped rule is not shown: %q", tx)
	}
	tb.Click(id, c)
	if strings.Contains(texts(build(tb, c, 1280, 720, "")), rule) {
		t.Error("a second tap does not close the rule")
	}
	h, _ := st.HeroOf(0)
	hero := mfh.InfoTarget(rules.HeroID(h))
	if tx := texts(build(tb, c, 420, 900, hero)); !strings.Contains(tx, "once per round") {
		t.Errorf("pointing at the Hero shows no rule: %q", tx)
	}
	m := st.Monsters()[0]
	if tx := texts(build(tb, c, 1280, 720, mfh.InfoTarget(rules.MonsterID(m)))); !strings.Contains(tx, "at the end:") {
		t.Errorf("pointing at the Monster shows no rule: %q", tx)
	}
	for _, card := range []string{"S01", "S60", "EN1", "EN5", "W1", "W6", "H1", "H5", "M1", "M4"} {
		if mfh.InfoWords(card) == "" {
			t.Errorf("no words for %s", card)
		}
	}
}
