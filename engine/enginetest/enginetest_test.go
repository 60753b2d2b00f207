package enginetest_test

import (
	"encoding/hex"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/testgame"
)

// The helpers are checked on Test Race (engine/testgame), which has every
// kind of decision, and on faulty versions of it that break one rule of
// the contract each: every check must pass on the real game and fail on
// the fault it is there to find.

func newGame(t testing.TB, players int) *testgame.State {
	t.Helper()
	st, err := testgame.Game{}.NewState(engine.Options{"players": fmt.Sprint(players)})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// states plays a seeded game of players seats and returns a copy of every
// state it passes, the final one included, and its log.
func states(t testing.TB, players int, seed uint64) ([]*testgame.State, []engine.Step) {
	t.Helper()
	var out []*testgame.State
	bots := make([]bot.Bot, players)
	for i := range bots {
		bots[i] = bot.Random{}
	}
	log, err := enginetest.Play(newGame(t, players), bots, rand.New(rand.NewPCG(seed, 1)), func(st *testgame.State, step int) bool {
		if step != len(out) {
			t.Fatalf("visit at step %d after %d visits", step, len(out))
		}
		out = append(out, st.Copy())
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return out, log
}

// faulty is Test Race with one fault.
type faulty struct {
	*testgame.State
	fault string
}

const (
	acceptAll   = "accepts any text (as a no-op)"
	dirtyReject = "a rejected text still changes the state"
	frozenMove  = "a legal move leaves the hash unchanged"
	peekMoves   = "a view lists the other seats' moves"
	viewChance  = "a view resolves chance"
	badImport   = "import drops the last step"
	rejectLegal = "a listed move is rejected"
)

func (f *faulty) Clone() engine.State { return &faulty{f.Copy(), f.fault} }

func (f *faulty) Apply(seat int, move string) error {
	before := *f.State
	err := f.State.Apply(seat, move)
	switch {
	case err != nil && f.fault == acceptAll:
		return nil
	case err != nil && f.fault == dirtyReject:
		for s := -1; s < f.Seats(); s++ {
			if l := f.State.LegalMoves(s); len(l) > 0 {
				f.State.Apply(s, l[0])
				break
			}
		}
	case err == nil && f.fault == frozenMove:
		*f.State = before
	case err == nil && f.fault == rejectLegal:
		*f.State = before
		return fmt.Errorf("no")
	}
	return err
}

func (f *faulty) View(seat int) engine.State {
	v := f.State.ViewState(seat)
	switch f.fault {
	case peekMoves:
		return &peeking{v, f.State}
	case viewChance:
		return &faulty{f.Copy(), ""}
	}
	return &faulty{v, f.fault}
}

// peeking is a view that lists every seat's moves.
type peeking struct {
	*testgame.State
	full *testgame.State
}

func (p *peeking) LegalMoves(seat int) []string {
	if seat == engine.Chance {
		return nil
	}
	return p.full.LegalMoves(seat)
}

func TestPlay(t *testing.T) {
	sts, log := states(t, 3, 1)
	// Two rounds of a roll, a take and three bids.
	if len(log) != 10 || len(sts) != 11 {
		t.Fatalf("%d steps, %d visits; want 10 and 11", len(log), len(sts))
	}
	if sts[10].Decision().Kind != engine.Terminal {
		t.Fatal("the last visit is not at the end")
	}
	// visit stops the game.
	n := 0
	log, err := enginetest.Play(newGame(t, 2), []bot.Bot{bot.Random{}, bot.Random{}}, rand.New(rand.NewPCG(1, 1)),
		func(*testgame.State, int) bool { n++; return n < 4 })
	if err != nil || len(log) != 3 {
		t.Fatalf("stopped at the 4th visit: %d steps, %v", len(log), err)
	}
	// A missing bot is an error.
	if _, err := enginetest.Play(newGame(t, 2), []bot.Bot{bot.Random{}}, rand.New(rand.NewPCG(1, 1)), nil); err == nil {
		t.Fatal("a game with no bot for seat 1 played on")
	}
}

func TestPlayOn(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		st := newGame(t, 2+int(seed%5))
		steps := 0
		end, err := enginetest.PlayOn(st, rand.New(rand.NewPCG(seed, 2)), 100, func(int) error { steps++; return nil })
		if err != nil || end != enginetest.Ended || st.Result() == nil {
			t.Fatalf("seed %d: %v, %v", seed, end, err)
		}
		if want := 2 * (2 + st.Seats()); steps != want {
			t.Fatalf("seed %d: after ran %d times, want %d", seed, steps, want)
		}
	}
	st := newGame(t, 3)
	if end, err := enginetest.PlayOn(st, rand.New(rand.NewPCG(1, 2)), 3, nil); err != nil || end != enginetest.OutOfSteps {
		t.Fatalf("3 steps: %v, %v", end, err)
	}
	if end, err := enginetest.PlayOn(newGame(t, 3).View(0), rand.New(rand.NewPCG(1, 2)), 3, nil); err != nil || end != enginetest.AtChance {
		t.Fatalf("a view: %v, %v", end, err)
	}
	boom := errors.New("boom")
	if _, err := enginetest.PlayOn(newGame(t, 3), rand.New(rand.NewPCG(1, 2)), 9, func(int) error { return boom }); err != boom {
		t.Fatalf("after's error: %v", err)
	}
	if end, err := enginetest.PlayOn(&faulty{newGame(t, 3), frozenMove}, rand.New(rand.NewPCG(1, 2)), 100, nil); err != nil || end != enginetest.OutOfSteps {
		t.Fatalf("a game that never moves on: %v, %v", end, err)
	}
	if _, err := enginetest.PlayOn(&faulty{newGame(t, 3), rejectLegal}, rand.New(rand.NewPCG(1, 2)), 100, nil); err == nil {
		t.Fatalf("%s: not found", rejectLegal)
	}
}

// goldenLoop is the loop the games' TestGoldenHash wrote out before
// PlayGolden, kept here as the reference PlayGolden must agree with, draw
// for draw: every game's golden record depends on it.
func goldenLoop(t *testing.T, st engine.State, seed uint64, at int, last bool) (int, string, string) {
	chance := rand.New(rand.NewPCG(seed, 1))
	moves := rand.New(rand.NewPCG(seed, 2))
	var hAt string
	steps := 0
	for st.Decision().Kind != engine.Terminal {
		if steps == at {
			h := st.Hash()
			hAt = hex.EncodeToString(h[:])
		}
		d := st.Decision()
		var seat int
		var move string
		if d.Kind == engine.ChanceNode {
			seat = engine.Chance
			var err error
			if move, err = bot.PickChance(st.ChanceOutcomes(), chance); err != nil {
				t.Fatal(err)
			}
		} else {
			seat = d.Seats[0]
			if last {
				seat = d.Seats[len(d.Seats)-1]
			}
			legal := st.View(seat).LegalMoves(seat)
			move = legal[moves.IntN(len(legal))]
		}
		if err := st.Apply(seat, move); err != nil {
			t.Fatalf("step %d: %s %q: %v", steps+1, engine.SeatName(seat), move, err)
		}
		steps++
	}
	h := st.Hash()
	return steps, hAt, hex.EncodeToString(h[:])
}

func TestPlayGolden(t *testing.T) {
	g1, err := enginetest.PlayGolden(newGame(t, 3), 2026, 4, 100, nil)
	if err != nil {
		t.Fatal(err)
	}
	g2, err := enginetest.PlayGolden(newGame(t, 3), 2026, 4, 100, enginetest.FirstSeat)
	if err != nil || g1 != g2 {
		t.Fatalf("the same game twice: %+v, %+v, %v", g1, g2, err)
	}
	if g1.Steps != 10 || len(g1.HashAt) != 64 || len(g1.Final) != 64 || g1.HashAt == g1.Final {
		t.Fatalf("record %+v", g1)
	}
	for seed := uint64(0); seed < 30; seed++ {
		players := 2 + int(seed%5)
		for _, last := range []bool{false, true} {
			pick := enginetest.FirstSeat
			if last {
				pick = enginetest.LastSeat
			}
			g, err := enginetest.PlayGolden(newGame(t, players), seed, 3, 100, pick)
			steps, hAt, final := goldenLoop(t, newGame(t, players), seed, 3, last)
			if err != nil || g.Steps != steps || g.HashAt != hAt || g.Final != final {
				t.Fatalf("seed %d, %d players, last %v: PlayGolden %+v (%v), the reference loop %d %s %s", seed, players, last, g, err, steps, hAt, final)
			}
		}
	}
	if g3, _ := enginetest.PlayGolden(newGame(t, 3), 2027, 4, 100, nil); g3.Final == g1.Final && g3.HashAt == g1.HashAt {
		t.Error("another seed plays the same game")
	}
	if g4, _ := enginetest.PlayGolden(newGame(t, 3), 2026, 4, 100, enginetest.LastSeat); g4 == g1 {
		t.Error("LastSeat plays the same game as FirstSeat")
	}
	if _, err := enginetest.PlayGolden(newGame(t, 3), 2026, 4, 5, nil); err == nil {
		t.Error("a limit of 5 steps is not reported")
	}
}

func TestCheckLegal(t *testing.T) {
	sts, _ := states(t, 4, 3)
	rng := rand.New(rand.NewPCG(3, 3))
	for i, st := range sts {
		d := st.Decision()
		if d.Kind == engine.Terminal {
			continue
		}
		seat := engine.Chance
		if d.Kind != engine.ChanceNode {
			seat = d.Seats[0]
		}
		afters := 0
		n, err := enginetest.CheckLegal(st, seat, rng, 0, func(c engine.State, m string) error { afters++; return nil })
		if err != nil || n != len(st.LegalMoves(seat)) || afters != n {
			t.Fatalf("step %d: %d applied, %d afters: %v", i, n, afters, err)
		}
		if n, err := enginetest.CheckLegal(st, seat, rng, 1, nil); err != nil || n != 1 {
			t.Fatalf("step %d, sample 1: %d applied: %v", i, n, err)
		}
		if _, err := enginetest.CheckLegal(&faulty{st, frozenMove}, seat, rng, 0, nil); err == nil {
			t.Fatalf("step %d: %s: not found", i, frozenMove)
		}
		if _, err := enginetest.CheckLegal(st, seat, rng, 0, func(engine.State, string) error { return errors.New("x") }); err == nil {
			t.Fatalf("step %d: after's error is lost", i)
		}
	}
	if _, err := enginetest.CheckLegal(sts[0], 0, rng, 0, nil); err == nil {
		t.Fatal("a seat without moves passes")
	}
}

// texts makes Test Race texts, legal and not.
func texts(rng *rand.Rand, st engine.State) func(int) string {
	words := []string{"take", "bid", "roll", "0", "1", "2", "3", "-1", "", " "}
	return func(seat int) string {
		if rng.IntN(4) == 0 {
			for s := -1; s < st.Seats(); s++ {
				if l := st.LegalMoves(s); len(l) > 0 {
					return l[rng.IntN(len(l))]
				}
			}
		}
		return words[rng.IntN(len(words))] + " " + words[rng.IntN(len(words))]
	}
}

func TestCheckIllegal(t *testing.T) {
	sts, _ := states(t, 3, 4)
	rng := rand.New(rand.NewPCG(4, 4))
	var total enginetest.Tally
	for i, st := range sts {
		d := st.Decision()
		for _, accept := range []bool{false, true} {
			in := enginetest.Illegal{Tries: 40, Beyond: 2, DeciderFirst: true, AcceptListed: accept, Text: texts(rng, st)}
			tl, err := enginetest.CheckIllegal(st, d, rng, in)
			if err != nil || tl.Tried != 40 {
				t.Fatalf("step %d: %+v: %v", i, tl, err)
			}
			total.Tried += tl.Tried
			total.Listed += tl.Listed
			for _, fault := range []string{acceptAll, dirtyReject} {
				if d.Kind == engine.Terminal && fault == dirtyReject {
					continue // nothing to play
				}
				in.Text = texts(rng, st)
				if _, err := enginetest.CheckIllegal(&faulty{st.Copy(), fault}, d, rng, in); err == nil {
					t.Fatalf("step %d: %s: not found", i, fault)
				}
			}
		}
	}
	if total.Listed == 0 || total.Listed == total.Tried {
		t.Fatalf("tally %+v: the texts should be legal now and then", total)
	}
	// A listed text that is rejected fails with AcceptListed only.
	st := sts[1] // the leader's turn
	if st.Decision().Kind != engine.Turn {
		t.Fatalf("step 1: %v", st.Decision())
	}
	in := enginetest.Illegal{Tries: 1, DeciderFirst: true, Text: func(int) string { return testgame.Take1 }}
	rejecting := &faulty{st.Copy(), rejectLegal}
	if tl, err := enginetest.CheckIllegal(rejecting, st.Decision(), rng, in); err != nil || tl.Listed != 1 {
		t.Fatalf("%+v, %v", tl, err)
	}
	in.AcceptListed = true
	if tl, err := enginetest.CheckIllegal(st, st.Decision(), rng, in); err != nil || tl.Listed != 1 {
		t.Fatalf("%+v, %v", tl, err)
	}
	if _, err := enginetest.CheckIllegal(rejecting, st.Decision(), rng, in); err == nil {
		t.Fatalf("%s: not found", rejectLegal)
	}
}

func TestCheckViews(t *testing.T) {
	sts, _ := states(t, 3, 5)
	rng := rand.New(rand.NewPCG(5, 5))
	kinds := map[engine.Kind]bool{}
	for i, st := range sts {
		d := st.Decision()
		kinds[d.Kind] = true
		shows := 0
		in := enginetest.Views{Shows: func(v engine.State, seat int) error {
			shows++
			// The other seats' bids that are in read "hidden".
			tv := v.(*testgame.State)
			for s := 0; s < st.Seats(); s++ {
				if want := st.Pending(s); s != seat && want != "" && tv.Pending(s) != "hidden" {
					return fmt.Errorf("view %d shows seat %d's bid %q", seat, s, tv.Pending(s))
				}
			}
			return nil
		}}
		n, err := enginetest.CheckViews(st, d, rng, in)
		if err != nil || n != 4 || shows != 4 {
			t.Fatalf("step %d: %d views, %d shows: %v", i, n, shows, err)
		}
		if _, err := enginetest.CheckViews(st, d, rng, enginetest.Views{Shows: func(engine.State, int) error { return errors.New("x") }}); err == nil {
			t.Fatalf("step %d: Shows' error is lost", i)
		}
		if d.Kind == engine.Turn || d.Kind == engine.Simultaneous {
			if _, err := enginetest.CheckViews(&faulty{st, peekMoves}, d, rng, enginetest.Views{}); err == nil {
				t.Fatalf("step %d: %s: not found", i, peekMoves)
			}
			// The same views break a game whose moves are public.
			if _, err := enginetest.CheckViews(st, d, rng, enginetest.Views{MovesPublic: true}); err == nil && st.Seats() > 1 {
				t.Fatalf("step %d: Test Race's views pass as public", i)
			}
		}
		if d.Kind == engine.ChanceNode {
			if _, err := enginetest.CheckViews(&faulty{st, viewChance}, d, rng, enginetest.Views{}); err == nil {
				t.Fatalf("step %d: %s: not found", i, viewChance)
			}
		}
	}
	if len(kinds) != 4 {
		t.Fatalf("decision kinds met: %v", kinds)
	}
}

func TestPublicPosition(t *testing.T) {
	// Test Race's position has a viewer field but hides bids: a state
	// without a pending bid passes, one with passes not.
	sts, _ := states(t, 2, 6)
	for i, st := range sts {
		shows, err := enginetest.PublicPosition(st)
		if err != nil {
			p, _ := st.Position()
			t.Fatalf("step %d: %v (%s)", i, err, p)
		}
		hidden := false
		for s := 0; s < st.Seats(); s++ {
			hidden = hidden || st.Pending(s) != ""
		}
		for seat := 0; seat <= st.Seats(); seat++ {
			err := shows(st.View(seat), seat)
			if secret := hidden && (seat == st.Seats() || st.Pending(1-seat) != ""); (err != nil) != secret {
				t.Fatalf("step %d, view %d: %v (a bid hidden from it: %v)", i, seat, err, secret)
			}
		}
	}
	if _, err := enginetest.PublicPosition(sts[0].View(0)); err == nil {
		t.Fatal("a view passes as a full state")
	}
}

func TestCheckPositionRoundTrip(t *testing.T) {
	sts, _ := states(t, 3, 7)
	imp := testgame.Game{}.Import
	for i, st := range sts {
		back, data, err := enginetest.CheckPositionRoundTrip(st, imp)
		if err != nil || back.Hash() != st.Hash() || len(data) == 0 {
			t.Fatalf("step %d: %v", i, err)
		}
		if i == 0 {
			continue
		}
		prev := sts[i-1]
		stale := func([]byte) (engine.State, error) { return prev, nil }
		if _, _, err := enginetest.CheckPositionRoundTrip(st, stale); err == nil {
			t.Fatalf("step %d: %s: not found", i, badImport)
		}
	}
	failing := func([]byte) (engine.State, error) { return nil, errors.New("no") }
	if _, _, err := enginetest.CheckPositionRoundTrip(sts[0], failing); err == nil {
		t.Fatal("a failing import passes")
	}
}

func TestCheckReplayAndLog(t *testing.T) {
	sts, log := states(t, 3, 8)
	final := sts[len(sts)-1]
	m := &engine.Match{Game: testgame.GameName, Options: engine.Options{"players": "3"}, Steps: log}
	for _, viaText := range []bool{false, true} {
		if err := enginetest.CheckReplay(testgame.Game{}, m, final.Hash(), viaText); err != nil {
			t.Fatal(err)
		}
		if err := enginetest.CheckReplay(testgame.Game{}, m, sts[len(sts)-2].Hash(), viaText); err == nil {
			t.Fatal("the hash before the last step passes")
		}
	}
	short := &engine.Match{Game: m.Game, Options: m.Options, Steps: log[:4]}
	if err := enginetest.CheckReplay(testgame.Game{}, short, sts[4].Hash(), true); err != nil {
		t.Fatal(err)
	}
	// A step the game rejects.
	bad := &engine.Match{Game: m.Game, Options: m.Options, Steps: append([]engine.Step{{Seat: 0, Move: "take 3"}}, log...)}
	if err := enginetest.CheckReplay(testgame.Game{}, bad, final.Hash(), false); err == nil {
		t.Fatal("an illegal step replays")
	}
	if parsed, err := enginetest.LogRoundTrip(m); err != nil || len(parsed.Steps) != len(log) || parsed.Steps[0].Line == 0 {
		t.Fatalf("LogRoundTrip: %v", err)
	}

	text := engine.FormatLog(m)
	st, err := enginetest.CheckLog(testgame.Game{}, text)
	if err != nil || st == nil || st.Hash() != final.Hash() {
		t.Fatalf("CheckLog of a real log: %v, %v", st, err)
	}
	for _, s := range []string{"", "galleria-log 1\n", "galleria-log 1\ngame testgame\noption players 9\n",
		"galleria-log 1\ngame testgame\nseat 0 take 1\n", "galleria-log 1\ngame other\n", strings.Replace(text, "roll", "rol", 1)} {
		if st, err := enginetest.CheckLog(testgame.Game{}, s); st != nil || err != nil {
			t.Errorf("CheckLog(%q): %v, %v; want neither", s, st, err)
		}
	}
	if st, err := enginetest.CheckLog(testgame.Game{}, "galleria-log 1\ngame testgame\n"); st == nil || err != nil {
		t.Errorf("CheckLog of an empty match: %v, %v", st, err)
	}
}

func TestFuzzAction(t *testing.T) {
	words := []string{"take", "bid", "roll", "0", "1", "2", "3"}
	bots := []bot.Bot{bot.Random{}, bot.Random{}, bot.Random{}}
	rng := rand.New(rand.NewPCG(9, 9))
	found := 0
	for g := 0; g < 300; g++ {
		data := make([]byte, 4+rng.IntN(60))
		for i := range data {
			data[i] = byte(rng.IntN(256))
		}
		st := newGame(t, 3)
		in := enginetest.Bytes{Data: data}
		for !in.Done() && st.Decision().Kind != engine.Terminal {
			if err := enginetest.FuzzAction(st, &in, words, 3, bots); err != nil {
				t.Fatalf("input %x: %v", data, err)
			}
		}
		// The same input on a game that accepts any text fails, unless
		// it never tries a garbage text.
		bad := &faulty{newGame(t, 3), acceptAll}
		in = enginetest.Bytes{Data: data}
		for !in.Done() && bad.Decision().Kind != engine.Terminal {
			if err := enginetest.FuzzAction(bad, &in, words, 3, bots); err != nil {
				found++
				break
			}
		}
	}
	if found < 50 {
		t.Fatalf("%s found in %d of 300 inputs", acceptAll, found)
	}
	var in enginetest.Bytes
	if in.Next() != 0 || in.Take(3) != nil || !in.Done() {
		t.Fatal("an empty input reads as zeros")
	}
	data := enginetest.ChoiceBytes(newGame(t, 3), []engine.Step{{Seat: engine.Chance, Move: "roll 2"}, {Seat: 0, Move: testgame.Take2}}, 0,
		func(i int) []byte { return []byte{0, 0, 0} }) // garbage: an empty text as no seat
	if fmt.Sprint(data) != "[3 1 0 0 0 3 1 0 0 0]" {
		t.Fatalf("ChoiceBytes: %v", data)
	}
	st := newGame(t, 3)
	in = enginetest.Bytes{Data: data}
	for !in.Done() {
		if err := enginetest.FuzzAction(st, &in, words, 3, bots); err != nil {
			t.Fatal(err)
		}
	}
	if st.Die() != 2 || st.Score(0) != 2 {
		t.Fatalf("ChoiceBytes replayed: die %d, score %d", st.Die(), st.Score(0))
	}
}

func TestDecisions(t *testing.T) {
	var steps []enginetest.Decision[*testgame.State]
	visit := enginetest.Decisions(&steps, rand.New(rand.NewPCG(7, 7)), nil, nil)
	log, err := enginetest.Play(newGame(t, 3), []bot.Bot{bot.Random{}, bot.Random{}, bot.Random{}}, rand.New(rand.NewPCG(1, 1)), visit)
	if err != nil || len(steps) != len(log) {
		t.Fatalf("%d decisions for %d steps: %v", len(steps), len(log), err)
	}
	for i, s := range steps {
		if err := s.St.Clone().Apply(s.Seat, s.Move); err != nil {
			t.Fatalf("decision %d: %v", i, err)
		}
	}
	var all []enginetest.Decision[*testgame.State]
	every := func(d engine.Decision) []int { return d.Seats }
	visit = enginetest.Decisions(&all, rand.New(rand.NewPCG(7, 7)), every, func(st *testgame.State, _ int) bool { return st.Stage() == "bid" })
	enginetest.Play(newGame(t, 3), []bot.Bot{bot.Random{}, bot.Random{}, bot.Random{}}, rand.New(rand.NewPCG(1, 1)), visit)
	if len(all) != 2*(3+2+1) {
		t.Fatalf("%d bid decisions, want 12", len(all))
	}
}

func benchDecisions(b *testing.B) []enginetest.Decision[*testgame.State] {
	var steps []enginetest.Decision[*testgame.State]
	visit := enginetest.Decisions(&steps, rand.New(rand.NewPCG(7, 7)), nil, nil)
	if _, err := enginetest.Play(newGame(b, 3), []bot.Bot{bot.Random{}, bot.Random{}, bot.Random{}}, rand.New(rand.NewPCG(1, 1)), visit); err != nil {
		b.Fatal(err)
	}
	return steps
}

func BenchmarkHelpers(b *testing.B) {
	b.Run("playout", func(b *testing.B) {
		enginetest.BenchPlayout(b, func() (engine.State, error) { return testgame.Game{}.New(nil) }, []bot.Bot{bot.Greedy{}, bot.Random{}, bot.Random{}}, 100)
	})
	b.Run("apply", func(b *testing.B) { enginetest.BenchApply(b, benchDecisions(b)) })
	b.Run("legal", func(b *testing.B) { enginetest.BenchLegalMoves(b, benchDecisions(b)) })
	b.Run("evaluate", func(b *testing.B) { enginetest.BenchEvaluate(b, benchDecisions(b)) })
	b.Run("clone", func(b *testing.B) { enginetest.BenchClone(b, benchDecisions(b)) })
	b.Run("hash", func(b *testing.B) { enginetest.BenchHash(b, benchDecisions(b)) })
	b.Run("import", func(b *testing.B) { enginetest.BenchPositionImport(b, benchDecisions(b), testgame.Game{}.Import) })
}
