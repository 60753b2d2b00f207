package match

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/engine/testgame"
)

// undoPoint is a person's decision as it was: the state's hash and the
// legal moves.
type undoPoint struct {
	hash  [32]byte
	legal []string
}

// undoMatch plays a seeded local match of game with the given seats
// (people pick by the step, bots greedy). At each person's decision it
// checks UndoSpan against the log, and every third time it can, undoes:
// the match must be back at the person's previous decision, with the same
// hash and legal moves, and nothing taken back may be a chance step, a
// step completing a simultaneous decision, or another person's decision.
// It returns how many undos it made, and how many of them took back a
// bot's step.
func undoMatch(t *testing.T, game string, kinds []Kind, seed uint64) (undos, withBots int) {
	t.Helper()
	cfg := Config{Game: game, Options: engine.Options{"players": fmt.Sprint(len(kinds))}, Seed: seed}
	for i, k := range kinds {
		s := Seat{Kind: k, Name: fmt.Sprintf("P%d", i)}
		if k == Bot {
			s.Bot = "greedy"
		}
		cfg.Seats = append(cfg.Seats, s)
	}
	d, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	d.Delay = 0
	l, _ := d.Local()
	points := map[[2]int]undoPoint{} // by step and seat
	now := time.Unix(0, 0)
	offered := 0
	for i := 0; i < 20000 && !d.Over(); i++ {
		now = now.Add(time.Second)
		if _, err := d.Advance(now); err != nil {
			t.Fatal(err)
		}
		h := d.HumansToAct()
		if len(h) == 0 {
			continue
		}
		seat := h[0]
		step := d.Step()
		points[[2]int{step, seat}] = undoPoint{d.State().Hash(), slices.Clone(d.State().LegalMoves(seat))}
		n := d.UndoSpan(seat)
		checkSpan(t, l, seat, n)
		if n > 0 {
			offered++
			if offered%3 == 1 {
				before := slices.Clone(d.Steps())
				got, err := d.Undo(seat)
				if err != nil || got != n {
					t.Fatalf("step %d: Undo(%d) = %d, %v; UndoSpan said %d", step, seat, got, err, n)
				}
				back := d.Step()
				if back != step-n || before[back].Seat != seat {
					t.Fatalf("step %d: undo went back to step %d, not to seat %d's decision", step, back, seat)
				}
				p, ok := points[[2]int{back, seat}]
				if !ok {
					t.Fatalf("step %d: undo went back to step %d, where seat %d did not decide", step, back, seat)
				}
				if d.State().Hash() != p.hash || !slices.Equal(d.State().LegalMoves(seat), p.legal) {
					t.Fatalf("step %d: after undo to step %d the state or the legal moves differ", step, back)
				}
				if !slices.Equal(d.HumansToAct(), []int{seat}) && !slices.Contains(d.HumansToAct(), seat) {
					t.Fatalf("after undo, seat %d does not act (%v)", seat, d.HumansToAct())
				}
				undos++
				for _, s := range before[back:] {
					if s.Seat != seat {
						withBots++
						break
					}
				}
				continue
			}
		}
		legal := d.State().LegalMoves(seat)
		if err := d.Play(seat, legal[(i*7+int(seed))%len(legal)]); err != nil {
			t.Fatal(err)
		}
	}
	if !d.Over() {
		t.Fatalf("%s seed %d: the match did not end", game, seed)
	}
	return undos, withBots
}

// checkSpan checks UndoSpan n for seat against the log, step by step:
// the steps it would take back hold seat's latest decision and, after it,
// only seat's and bots' steps; none is chance or completes a simultaneous
// decision; and when n is 0 with a latest decision of seat's reachable
// through bots' steps only, one of those steps must show seat something.
func checkSpan(t *testing.T, l *Local, seat, n int) {
	t.Helper()
	steps := l.Steps()
	if n == 0 {
		return
	}
	k := len(steps) - n
	if k < 0 || steps[k].Seat != seat {
		t.Fatalf("UndoSpan(%d) = %d does not start at a decision of that seat", seat, n)
	}
	g, _ := games.Lookup(l.Config().Game)
	st, _ := g.New(l.Config().Options)
	for j, s := range steps {
		if j >= k {
			if s.Seat == engine.Chance {
				t.Fatalf("undo of %d steps takes back chance step %d", n, j+1)
			}
			if s.Seat != seat && l.Bot(s.Seat) == "" {
				t.Fatalf("undo of %d steps takes back another person's step %d", n, j+1)
			}
			if d := st.Decision(); d.Kind == engine.Simultaneous && len(d.Seats) == 1 {
				t.Fatalf("undo of %d steps takes back step %d, which reveals a simultaneous decision", n, j+1)
			}
			if s.Seat != seat {
				v := st.View(seat)
				if err := v.Apply(s.Seat, s.Move); err != nil {
					t.Fatalf("undo takes back step %d, which seat %d's view cannot foresee: %v", j+1, seat, err)
				}
				after := st.Clone()
				after.Apply(s.Seat, s.Move)
				if v.Hash() != after.View(seat).Hash() {
					t.Fatalf("undo takes back step %d, which showed seat %d something new", j+1, seat)
				}
			}
		}
		if err := st.Apply(s.Seat, s.Move); err != nil {
			t.Fatal(err)
		}
	}
}

func init() {
	if _, err := games.Lookup(testgame.GameName); err != nil {
		if err := games.Register(testgame.Game{}); err != nil {
			panic(err)
		}
	}
}

// TestUndoEachGame plays seeded matches of the four games, solo and
// hotseat, undoing now and then (undoMatch's checks). Mall or Nothing
// draws a card after each placement, so nothing there can be undone.
func TestUndoEachGame(t *testing.T) {
	for _, g := range []string{"mallworld", "mallornothing", "mallforheroes", "luxshopping"} {
		for _, kinds := range [][]Kind{{Human, Bot, Bot}, {Human, Human, Bot}} {
			if g == "mallornothing" {
				kinds = kinds[:2]
			}
			total, bots := 0, 0
			for seed := uint64(1); seed <= 3; seed++ {
				u, b := undoMatch(t, g, kinds, seed)
				total, bots = total+u, bots+b
			}
			t.Logf("%s %v: %d undos in 3 matches, %d with bots' replies", g, kinds, total, bots)
			if g == "mallforheroes" && kinds[1] == Bot && bots == 0 {
				t.Errorf("%s solo: no undo took back a bot's reply", g)
			}
			if total == 0 && g != "mallornothing" {
				t.Errorf("%s %v: no undo offered in 3 matches", g, kinds)
			}
		}
	}
}

// testRace is a local Test Race match (engine/testgame) with the given
// seats, played by hand through Local.Play.
func testRace(t *testing.T, kinds ...Kind) *Local {
	t.Helper()
	cfg := Config{Game: testgame.GameName, Options: engine.Options{"players": fmt.Sprint(len(kinds))}, Seed: 5}
	for i, k := range kinds {
		s := Seat{Kind: k, Name: fmt.Sprintf("P%d", i)}
		if k == Bot {
			s.Bot = "random"
		}
		cfg.Seats = append(cfg.Seats, s)
	}
	l, err := NewLocal(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func play(t *testing.T, l *Local, steps ...engine.Step) {
	t.Helper()
	for _, s := range steps {
		if err := l.Play(s.Seat, s.Move); err != nil {
			t.Fatalf("%s %q: %v", engine.SeatName(s.Seat), s.Move, err)
		}
	}
}

// Test Race has every kind of decision: undo stops at its chance roll, at
// the bid that completes the simultaneous decision, at a bot's secret bid
// (seat 0's view cannot foresee it) and at another person's decision.
func TestUndoBarriers(t *testing.T) {
	roll := engine.Step{Seat: engine.Chance, Move: "roll 2"}
	take := engine.Step{Seat: 0, Move: testgame.Take2}

	// Solo: seat 0 takes, then bids; its take can be undone, back to the
	// state after the roll, and no further.
	l := testRace(t, Human, Bot)
	play(t, l, roll)
	hash, legal := l.State().Hash(), slices.Clone(l.State().LegalMoves(0))
	if n := l.UndoSpan(0); n != 0 {
		t.Fatalf("after the roll alone: UndoSpan %d, want 0", n)
	}
	play(t, l, take)
	d := NewDriver(l, true)
	if n := d.UndoSpan(0); n != 1 {
		t.Fatalf("after seat 0's take: UndoSpan %d, want 1", n)
	}
	if n, err := d.Undo(0); n != 1 || err != nil {
		t.Fatalf("Undo: %d, %v", n, err)
	}
	if l.State().Hash() != hash || !slices.Equal(l.State().LegalMoves(0), legal) || len(l.Steps()) != 1 {
		t.Fatal("the undo did not restore the state after the roll")
	}
	if n := d.UndoSpan(0); n != 0 {
		t.Fatalf("after the undo: UndoSpan %d, want 0 (the roll is a barrier)", n)
	}
	if _, err := d.Undo(0); err == nil {
		t.Fatal("an undo across the roll was accepted")
	}

	// The bid that completes the round reveals the bids; then the next
	// roll.
	l = testRace(t, Human, Bot)
	play(t, l, roll, take, engine.Step{Seat: 0, Move: testgame.Bid1}, engine.Step{Seat: 1, Move: testgame.Bid0})
	if l.State().Decision().Kind != engine.ChanceNode {
		t.Fatalf("the round did not end: %v", l.State().Decision())
	}
	st := l.State().Clone()
	if rev, err := Reveals(st, 0, engine.Step{Seat: engine.Chance, Move: "roll 1"}); !rev || err != nil {
		t.Fatalf("a chance step: Reveals %v, %v", rev, err)
	}
	// Seat 1 (a bot) leads round 2 and takes; seat 0 then bids: the roll
	// in between stops the undo.
	play(t, l, engine.Step{Seat: engine.Chance, Move: "roll 3"}, engine.Step{Seat: 1, Move: testgame.Take1})
	if n := l.UndoSpan(0); n != 0 {
		t.Fatalf("round 2: UndoSpan %d across the roll", n)
	}
	l2 := testRace(t, Human, Bot)
	play(t, l2, roll, take, engine.Step{Seat: 0, Move: testgame.Bid1})
	st = l2.State().Clone()
	if rev, err := Reveals(st, 0, engine.Step{Seat: 1, Move: testgame.Bid0}); !rev || err != nil {
		t.Fatalf("the bid that completes the round: Reveals %v, %v", rev, err)
	}

	// Three seats: a bot's secret bid between seat 0's take and its bid.
	l = testRace(t, Human, Bot, Bot)
	play(t, l, roll, take, engine.Step{Seat: 1, Move: testgame.Bid1})
	if n := l.UndoSpan(0); n != 0 {
		t.Fatalf("after a bot's secret bid: UndoSpan %d, want 0", n)
	}

	// Hotseat: seat 1's bid is another person's decision.
	l = testRace(t, Human, Human, Bot)
	play(t, l, roll, take)
	if n := l.UndoSpan(0); n != 1 {
		t.Fatalf("hotseat, after seat 0's take: UndoSpan %d, want 1", n)
	}
	if n := l.UndoSpan(1); n != 0 {
		t.Fatalf("hotseat: seat 1 has nothing to undo, UndoSpan %d", n)
	}
	play(t, l, engine.Step{Seat: 1, Move: testgame.Bid0})
	if n := l.UndoSpan(0); n != 0 {
		t.Fatalf("hotseat, after seat 1's bid: seat 0's UndoSpan %d, want 0", n)
	}

	// Online (any source that is not a Local): nothing to undo.
	if n := NewDriver(onlineLike{l}, false).UndoSpan(0); n != 0 {
		t.Fatalf("a source that is not local: UndoSpan %d", n)
	}
}

// onlineLike is a source that is not a Local.
type onlineLike struct{ *Local }

// peek is a tiny two-seat state for Reveals: seat 1 holds a secret number;
// its move "pass" changes nothing, "show" makes the secret public. With sim
// set, the decision is a simultaneous one that waits for seat 1 alone, and
// its moves look the same in every view.
type peek struct {
	secret       int
	shown, moved bool
	sim          bool
	viewer       int
}

func (p *peek) Game() string                     { return "peek" }
func (p *peek) Seats() int                       { return 2 }
func (p *peek) ChanceOutcomes() []engine.Outcome { return nil }
func (p *peek) Clone() engine.State              { c := *p; return &c }
func (p *peek) Viewer() int                      { return p.viewer }
func (p *peek) Position() ([]byte, error)        { return nil, nil }
func (p *peek) Result() *engine.Result           { return nil }
func (p *peek) Decision() engine.Decision {
	switch {
	case p.moved:
		return engine.Decision{Kind: engine.Turn, Seats: []int{0}}
	case p.sim:
		return engine.Decision{Kind: engine.Simultaneous, Seats: []int{1}}
	}
	return engine.Decision{Kind: engine.Turn, Seats: []int{1}}
}
func (p *peek) LegalMoves(seat int) []string {
	if p.Decision().Acts(seat) {
		return []string{"pass", "show"}
	}
	return nil
}
func (p *peek) Apply(seat int, move string) error {
	if !p.Decision().Acts(seat) || move != "pass" && move != "show" {
		return fmt.Errorf("no")
	}
	p.moved, p.shown = true, p.shown || move == "show"
	return nil
}
func (p *peek) Hash() [32]byte {
	return [32]byte{byte(p.secret), b2i(p.shown), b2i(p.moved), b2i(p.sim), byte(p.viewer + 1)}
}
func (p *peek) View(seat int) engine.State {
	v := *p
	v.viewer = seat
	if seat != 1 && !p.shown {
		v.secret = 0
	}
	return &v
}

func b2i(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// Reveals, rule by rule: a step the view foresees is no reveal; one whose
// result the view could not know is; the completion of a simultaneous
// decision is, even when every view foresees it.
func TestRevealsRules(t *testing.T) {
	for _, c := range []struct {
		sim  bool
		move string
		want bool
	}{{false, "pass", false}, {false, "show", true}, {true, "pass", true}} {
		st := &peek{secret: 7, sim: c.sim, viewer: -1}
		got, err := Reveals(st, 0, engine.Step{Seat: 1, Move: c.move})
		if err != nil || got != c.want {
			t.Errorf("sim %v, %q: Reveals %v, %v; want %v", c.sim, c.move, got, err, c.want)
		}
	}
	if _, err := Reveals(&peek{viewer: -1}, 0, engine.Step{Seat: 0, Move: "pass"}); err == nil {
		t.Error("an illegal step: no error")
	}
}
