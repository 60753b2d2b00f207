package game

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// startLocal opens a seeded local match of game on a's table: people at
// the seats in humans, greedy bots at the others.
func startLocal(t *testing.T, a *App, game string, players int, humans []int, seed uint64) match.Config {
	t.Helper()
	cfg := match.Config{Game: game, Options: engine.Options{"players": fmt.Sprint(players)}, Seed: seed}
	for i := 0; i < players; i++ {
		s := match.Seat{Kind: match.Bot, Bot: "greedy", Name: ui.BotNames[i]}
		if slices.Contains(humans, i) {
			s = match.Seat{Kind: match.Human, Name: fmt.Sprintf("Person %d", i+1)}
		}
		cfg.Seats = append(cfg.Seats, s)
	}
	if err := a.table.start(a, cfg); err != nil {
		t.Fatal(err)
	}
	a.dirty = true
	a.Update()
	return cfg
}

// decisionPoint is a person's decision as the table showed it.
type decisionPoint struct {
	hash  [32]byte
	legal []string
}

// undoByClicks plays a local match through the App's clicks (the person's
// moves by their plans), and clicks Undo each time the header offers it,
// up to maxUndos times. At each decision it checks the button against
// status().undo and its label; after each undo, that the match is back at
// the person's earlier decision (the same state hash and legal moves), that
// no bot plays on before the person does, and that the save reloads there.
// It returns the undos made.
func undoByClicks(t *testing.T, a *App, in *fakeInput, p *fakePlatform, maxUndos int) int {
	t.Helper()
	rng := rand.New(rand.NewPCG(3, 4))
	points := map[[2]int]decisionPoint{}
	undos := 0
	for i := 0; i < 100000; i++ {
		st := a.Status()
		switch st.Scene {
		case sceneResults:
			return undos
		case sceneHandoff:
			click(t, a, in, "handoff:ready")
			continue
		case sceneTable:
		default:
			t.Fatalf("unexpected scene %s", st.Scene)
		}
		if st.Seat < 0 {
			if hasTarget(a, "scoring:ok") {
				click(t, a, in, "scoring:ok")
			} else if st.Ending {
				click(t, a, in, "table:results")
			} else {
				a.Update()
			}
			continue
		}
		hash := a.table.drv.State().Hash()
		points[[2]int{st.Step, st.Seat}] = decisionPoint{hash, slices.Clone(st.Legal)}
		if got := hasTarget(a, "table:undo"); got != (st.Undo > 0) {
			t.Fatalf("step %d: status undo %d, Undo button %v", st.Step, st.Undo, got)
		}
		if st.Undo > 0 && undos < maxUndos && rng.IntN(2) == 0 {
			if label := undoLabel(st.Undo); !strings.Contains(frameTexts(a), label) ||
				label != fmt.Sprintf("Undo %d move", st.Undo) && label != fmt.Sprintf("Undo %d moves", st.Undo) {
				t.Fatalf("step %d: the header does not say %q", st.Step, label)
			}
			steps := slices.Clone(a.table.drv.Steps())
			click(t, a, in, "table:undo")
			back := a.Status()
			want := st.Step - st.Undo
			if back.Step != want || back.Seat != st.Seat || back.Scene != sceneTable {
				t.Fatalf("undo of %d from step %d: step %d, seat %d, scene %s", st.Undo, st.Step, back.Step, back.Seat, back.Scene)
			}
			for _, s := range steps[want:] {
				if s.Seat == engine.Chance {
					t.Fatalf("undo from step %d took back a chance step", st.Step)
				}
			}
			pt, ok := points[[2]int{want, st.Seat}]
			if !ok || a.table.drv.State().Hash() != pt.hash || !slices.Equal(back.Legal, pt.legal) {
				t.Fatalf("undo from step %d to %d: not the earlier decision (known %v)", st.Step, want, ok)
			}
			for j := 0; j < 5; j++ {
				a.Update()
			}
			if s := a.Status(); s.Step != want || s.Seat != st.Seat {
				t.Fatalf("after the undo the match went on without the person: step %d", s.Step)
			}
			b, _ := testApp(t, &fakePlatform{data: p.data, has: p.has}, 1280, 720, 1)
			if !b.table.running() || b.table.drv.Step() != want || b.table.drv.State().Hash() != pt.hash {
				t.Fatalf("the save after the undo does not reload at step %d", want)
			}
			undos++
			continue
		}
		move := st.Legal[rng.IntN(len(st.Legal))]
		for _, id := range a.Plan(move) {
			click(t, a, in, id)
		}
		if a.Status().Step <= st.Step {
			t.Fatalf("move %q did not play", move)
		}
	}
	t.Fatal("the match did not end")
	return 0
}

// Undo by the header's button in each game, solo and hotseat. Mall or
// Nothing draws after every placement, so nothing there is ever undone
// and the button never shows.
func TestUndoByClicks(t *testing.T) {
	for _, c := range []struct {
		game    string
		players int
		humans  []int
	}{
		{"mallworld", 3, []int{0}}, {"mallworld", 3, []int{0, 2}},
		{"mallforheroes", 3, []int{0}}, {"mallforheroes", 2, []int{0, 1}},
		{"luxshopping", 3, []int{0}}, {"luxshopping", 3, []int{0, 1}},
		{mallornothing.GameName, 2, []int{0}}, {mallornothing.GameName, 2, []int{0, 1}},
	} {
		t.Run(fmt.Sprintf("%s-%v", c.game, c.humans), func(t *testing.T) {
			p := &fakePlatform{}
			a, in := testApp(t, p, 1280, 720, 1)
			startLocal(t, a, c.game, c.players, c.humans, 11)
			n := undoByClicks(t, a, in, p, 4)
			t.Logf("%d undos", n)
			if c.game == mallornothing.GameName {
				if n != 0 {
					t.Fatalf("%d undos in Mall or Nothing", n)
				}
			} else if n == 0 {
				t.Fatal("no undo was offered in a whole match")
			}
		})
	}
}

// Play again, solo and hotseat: a new match of the same game with the same
// seats and options and a new seed opens at once.
func TestRematch(t *testing.T) {
	for _, humans := range [][]int{{0}, {0, 1}} {
		p := &fakePlatform{}
		a, in := testApp(t, p, 1280, 720, 1)
		startLocal(t, a, "mallforheroes", 3, humans, 11)
		cfg := localConfig(a.table.local) // options normalized
		undoByClicks(t, a, in, p, 0)
		end := a.table.drv.Step()
		if !hasTarget(a, "results:rematch") || !hasTarget(a, "results:menu") {
			t.Fatalf("results targets %v", targetIDs(a))
		}
		click(t, a, in, "results:rematch")
		st := a.Status()
		if st.Scene != sceneTable && st.Scene != sceneHandoff || !a.table.isLocal() {
			t.Fatalf("after Play again: scene %s", st.Scene)
		}
		got := localConfig(a.table.local)
		if got.Game != cfg.Game || got.Options.String() != cfg.Options.String() || !slices.Equal(got.Seats, cfg.Seats) {
			t.Fatalf("rematch config %+v, was %+v", got, cfg)
		}
		if got.Seed == cfg.Seed || got.Seed == 0 {
			t.Fatalf("rematch seed %d (was %d)", got.Seed, cfg.Seed)
		}
		if a.table.drv.Over() || a.table.drv.Step() >= end {
			t.Fatalf("the rematch is at step %d (the match ended at %d)", a.table.drv.Step(), end)
		}
		// It plays to the end like any match.
		if undoByClicks(t, a, in, p, 1) == 0 {
			t.Error("no undo in the rematch")
		}
	}
}

// notLocal is a source that is not a match.Local, as online play's is.
type notLocal struct{ *match.Local }

// An online match's table (its source is not a Local) has no Undo button,
// even where the same log played locally has one, and its results no Play
// again.
func TestNoUndoOnline(t *testing.T) {
	p := &fakePlatform{}
	a, in := testApp(t, p, 1280, 720, 1)
	cfg := startLocal(t, a, "mallworld", 3, []int{0}, 11)
	playUntilUndo(t, a, in)
	if !hasTarget(a, "table:undo") {
		t.Fatal("no Undo button in the local match")
	}
	l, _ := a.table.local.Local()
	d := match.NewDriver(notLocal{l}, false)
	seats, humans := seatsOf(cfg)
	if err := a.table.openOnline(a, d, cfg.Game, l.Config().Options, seats, humans); err != nil {
		t.Fatal(err)
	}
	a.dirty = true
	a.Update()
	st := a.Status()
	if st.Scene != sceneTable || st.Seat != 0 {
		t.Fatalf("online-like table: scene %s, seat %d", st.Scene, st.Seat)
	}
	if st.Undo != 0 || hasTarget(a, "table:undo") || d.UndoSpan(0) != 0 {
		t.Fatalf("an online match offers undo: status %d, targets %v", st.Undo, targetIDs(a))
	}
	a.table.click(a, "table:undo")
	if a.table.drv.Step() != st.Step {
		t.Fatal("table:undo took moves back online")
	}
	a.cur = resultsScene{}
	a.dirty = true
	a.Update()
	if !hasTarget(a, "results:menu") || hasTarget(a, "results:rematch") {
		t.Fatalf("online results targets %v", targetIDs(a))
	}
}

// playUntilUndo plays the person's moves (by their plans) until the table
// offers an undo.
func playUntilUndo(t *testing.T, a *App, in *fakeInput) {
	t.Helper()
	rng := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 5000 && a.Status().Undo == 0; i++ {
		st := a.Status()
		if st.Scene != sceneTable {
			t.Fatalf("scene %s", st.Scene)
		}
		if st.Seat < 0 {
			if hasTarget(a, "scoring:ok") {
				click(t, a, in, "scoring:ok")
			} else {
				a.Update()
			}
			continue
		}
		for _, id := range a.Plan(st.Legal[rng.IntN(len(st.Legal))]) {
			click(t, a, in, id)
		}
	}
	if a.Status().Undo == 0 {
		t.Fatal("no undo offered")
	}
}

// On an upright phone the header has no room for Undo: it is over the
// Menu's question, and works from there.
func TestUndoOnPhone(t *testing.T) {
	p := &fakePlatform{}
	a, in := testApp(t, p, 390, 844, 3)
	startLocal(t, a, "mallworld", 3, []int{0}, 11)
	playUntilUndo(t, a, in)
	st := a.Status()
	if hasTarget(a, "table:undo") {
		t.Fatal("the phone's header has an Undo button")
	}
	click(t, a, in, "table:menu")
	if a.Status().Undo != st.Undo || !strings.Contains(frameTexts(a), undoLabel(st.Undo)) {
		t.Fatalf("the Menu's question does not offer %q", undoLabel(st.Undo))
	}
	click(t, a, in, "table:undo")
	back := a.Status()
	if back.Step != st.Step-st.Undo || back.Seat != st.Seat || a.table.tbl.confirmQuit || hasTarget(a, "table:quit") {
		t.Fatalf("after Undo from the menu: step %d (was %d, undo %d), seat %d", back.Step, st.Step, st.Undo, back.Seat)
	}
}
