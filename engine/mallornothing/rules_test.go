package mallornothing_test

// Tests of the engine contract: options, move texts, the state machine of a
// round, views, errors that leave the state unchanged, positions.

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/engine/mallornothing"
)

func TestGameAndOptions(t *testing.T) {
	g, err := games.Lookup("mallornothing")
	if err != nil {
		t.Fatal(err)
	}
	if g.Name() != "mallornothing" || g.Title() != "Mall or Nothing" {
		t.Errorf("name %q title %q", g.Name(), g.Title())
	}
	for _, in := range []engine.Options{nil, {}, {"players": "2"}} {
		out, err := g.Normalize(in)
		if err != nil || out.String() != "players=2" {
			t.Errorf("Normalize(%v) = %v, %v; want players=2", in, out, err)
		}
	}
	for in, want := range map[string]string{"players=3": "exactly 2 players", "board=random": `unknown option "board"`, "players=02": "exactly 2"} {
		o, _ := engine.ParseOptions(in)
		if _, err := g.Normalize(o); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Normalize(%s): %v, want an error with %q", in, err, want)
		}
		if _, err := g.New(o); err == nil {
			t.Errorf("New(%s) accepted", in)
		}
	}
	st, err := g.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	if st.Seats() != 2 || st.Game() != "mallornothing" || st.Viewer() != -1 {
		t.Errorf("seats %d game %q viewer %d", st.Seats(), st.Game(), st.Viewer())
	}
	outs := st.ChanceOutcomes()
	if len(outs) != 2 || outs[0] != (engine.Outcome{Move: "start 9 10", Weight: 1}) || outs[1] != (engine.Outcome{Move: "start 10 9", Weight: 1}) {
		t.Errorf("deal outcomes %v", outs)
	}
}

// TestRound walks one round: the deal, the draws, both placements with the
// views in between, and checks the errors on the way leave the state as it
// was.
func TestRound(t *testing.T) {
	st, _ := mallornothing.Game{}.NewState(nil)
	specReject(t, st, 0, "place 9 at 0,0 r0")
	specReject(t, st, engine.Chance, "card 3")
	specApply(t, st, engine.Chance, "start 10 9")
	if st.P1() != 1 || !slices.Equal(st.Mall(0), []mallornothing.Placement{{Card: 10}}) || !slices.Equal(st.Mall(1), []mallornothing.Placement{{Card: 9}}) {
		t.Fatalf("after the deal: p1 %d, malls %v %v", st.P1(), st.Mall(0), st.Mall(1))
	}
	if d := st.Decision(); d.Kind != engine.ChanceNode || len(st.ChanceOutcomes()) != 16 {
		t.Fatalf("want a draw of 16 cards, got %v with %d outcomes", d.Kind, len(st.ChanceOutcomes()))
	}
	for _, o := range st.ChanceOutcomes() {
		if o.Move == "card 9" || o.Move == "card 10" || o.Weight != 1 {
			t.Errorf("bad draw outcome %v", o)
		}
	}
	specReject(t, st, engine.Chance, "card 9")
	specReject(t, st, engine.Chance, "card 07")
	specReject(t, st, engine.Chance, "start 9 10")
	specReject(t, st, 1, "place 7 at 0,0 r0")
	if st.View(1).ChanceOutcomes() != nil || st.View(1).Apply(engine.Chance, "card 7") == nil {
		t.Error("a view resolves chance")
	}
	specApply(t, st, engine.Chance, "card 7") // P1 is seat 1
	if st.Drawn(1) != 7 || st.Drawn(0) != 0 {
		t.Fatalf("drawn %d %d, want P1 (seat 1) to draw first", st.Drawn(0), st.Drawn(1))
	}
	specApply(t, st, engine.Chance, "card 6")
	d := st.Decision()
	if d.Kind != engine.Simultaneous || !slices.Equal(d.Seats, []int{0, 1}) {
		t.Fatalf("decision %v %v, want both seats", d.Kind, d.Seats)
	}
	moves := st.LegalMoves(0)
	if len(moves) != 30 || moves[0] != "place 6 at -1,-2 r0" || moves[1] != "place 6 at -1,-2 r180" || moves[29] != "place 6 at 1,2 r180" {
		t.Errorf("legal moves of 6 over the lone 10: %d, %v … %v", len(moves), moves[:2], moves[len(moves)-1])
	}
	specReject(t, st, engine.Chance, "card 8")
	specReject(t, st, 0, "place 7 at 1,1 r0")
	specReject(t, st, 0, "discard 6")
	specReject(t, st, 0, "place 6 at 1,1  r0")
	specReject(t, st, 2, "place 6 at 1,1 r0")
	specReject(t, st, -2, "place 6 at 1,1 r0")

	// Seat 0 commits first: its move is hidden from seat 1 and spectators.
	v1 := st.ViewState(1)
	specApply(t, st, 0, "place 6 at 1,1 r0")
	if d := st.Decision(); d.Kind != engine.Simultaneous || !slices.Equal(d.Seats, []int{1}) {
		t.Fatalf("after seat 0: decision %v %v, want seat 1 only", d.Kind, d.Seats)
	}
	if st.LegalMoves(0) != nil {
		t.Error("seat 0 still has legal moves after committing")
	}
	specReject(t, st, 0, "place 6 at 1,0 r0")
	if got := st.Pending(0); got != "place 6 at 1,1 r0" {
		t.Errorf("pending %q", got)
	}
	if len(st.Mall(0)) != 1 {
		t.Error("seat 0's card was laid before seat 1 committed")
	}
	w1 := st.ViewState(1)
	if w1.Pending(0) != "hidden" || st.ViewState(0).Pending(0) != "place 6 at 1,1 r0" || st.ViewState(5).Pending(0) != "hidden" {
		t.Errorf("views show seat 0's move as %q (seat 1), %q (seat 0), %q (spectator)",
			w1.Pending(0), st.ViewState(0).Pending(0), st.ViewState(5).Pending(0))
	}
	if st.ViewState(5).Viewer() != 2 || st.ViewState(-1).Viewer() != 2 || st.ViewState(1).ViewState(0).Viewer() != 2 {
		t.Error("views of absent seats or of other views are not spectator views")
	}
	// Seat 1's view is the same whatever seat 0 chose.
	other := v1.Copy()
	if err := other.Apply(0, "place 6 at 1,1 r0"); err == nil {
		t.Error("seat 1's view applied a move of seat 0")
	}
	realCopy, _ := mallornothing.Game{}.NewState(nil)
	for _, m := range []string{"start 10 9", "card 7", "card 6"} {
		specApply(t, realCopy, engine.Chance, m)
	}
	specApply(t, realCopy, 0, "place 6 at -1,-2 r180")
	if realCopy.ViewState(1).Hash() != w1.Hash() {
		t.Error("seat 1's view depends on seat 0's hidden move")
	}
	if p, _ := w1.Position(); strings.Contains(string(p), "1,1") || !strings.Contains(string(p), `"hidden"`) {
		t.Errorf("seat 1's view position shows seat 0's move:\n%s", p)
	}
	if _, err := mallornothing.ImportState(mustPos(t, w1)); err == nil || !strings.Contains(err.Error(), "viewer") {
		t.Errorf("a view imports: %v", err)
	}

	// Seat 1 plans on its view: its own move completes a round it cannot see.
	vm := w1.LegalMoves(1)
	if !slices.Equal(vm, st.LegalMoves(1)) || w1.LegalMoves(0) != nil {
		t.Error("the view's legal moves differ from the real ones")
	}
	plan := w1.Copy()
	specApply(t, plan, 1, vm[0])
	if plan.Stage() != "hidden" || plan.Decision().Kind != engine.ChanceNode || plan.ChanceOutcomes() != nil || plan.Result() != nil {
		t.Errorf("view after its move: stage %s decision %v", plan.Stage(), plan.Decision().Kind)
	}
	if plan.Evaluate(1) != float64(firstScore(t, st, 1, vm[0])) {
		t.Errorf("Evaluate on the view %v, want the score with the committed card laid", plan.Evaluate(1))
	}

	specApply(t, st, 1, "place 7 at 0,1 r180")
	if st.Round() != 1 || st.Stage() != "draw" || len(st.Mall(0)) != 2 || len(st.Mall(1)) != 2 || st.Pending(0) != "" {
		t.Errorf("after the round: round %d stage %s malls %v %v", st.Round(), st.Stage(), st.Mall(0), st.Mall(1))
	}
	if !slices.Equal(st.Mall(1)[1:], []mallornothing.Placement{{Card: 7, X: 0, Y: 1, Rot: 180}}) {
		t.Errorf("seat 1's mall %v", st.Mall(1))
	}
	if len(st.Deck()) != 14 {
		t.Errorf("deck %v", st.Deck())
	}
}

// firstScore is seat's score once move is laid (on a copy, with the other
// seat's first legal move).
func firstScore(t *testing.T, st *mallornothing.State, seat int, move string) int {
	t.Helper()
	c := st.Copy()
	specApply(t, c, seat, move)
	if c.Decision().Kind == engine.Simultaneous {
		o := c.Decision().Seats[0]
		specApply(t, c, o, c.LegalMoves(o)[0])
	}
	return c.ScoreOf(seat).Total
}

func mustPos(t *testing.T, st engine.State) []byte {
	t.Helper()
	p, err := st.Position()
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestGameOver(t *testing.T) {
	st := playedGame(t, 3)
	if st.Decision().Kind != engine.Terminal {
		t.Fatal("not over")
	}
	specReject(t, st, 0, "place 5 at 0,0 r0")
	specReject(t, st, engine.Chance, "card 1")
	if st.LegalMoves(0) != nil || st.LegalMoves(engine.Chance) != nil || st.ChanceOutcomes() != nil {
		t.Error("moves listed after the end")
	}
	r := st.Result()
	if r == nil || len(r.Scores) != 2 {
		t.Fatalf("result %+v", r)
	}
	for seat := 0; seat < 2; seat++ {
		if r.Scores[seat] != int64(st.ScoreOf(seat).Total) || st.Evaluate(seat) != float64(r.Scores[seat]) {
			t.Errorf("seat %d: result %d, score %v, evaluate %v", seat, r.Scores[seat], st.ScoreOf(seat), st.Evaluate(seat))
		}
	}
	st2, err := mallornothing.ImportState(mustPos(t, st))
	if err != nil || st2.Hash() != st.Hash() {
		t.Fatalf("final position does not round-trip: %v", err)
	}
}

// playedGame plays a whole game: chance takes the k-th outcome modulo their
// number, seats their first legal move.
func playedGame(t *testing.T, k int) *mallornothing.State {
	t.Helper()
	st, _ := mallornothing.Game{}.NewState(nil)
	for i := 0; st.Decision().Kind != engine.Terminal; i++ {
		d := st.Decision()
		if d.Kind == engine.ChanceNode {
			outs := st.ChanceOutcomes()
			specApply(t, st, engine.Chance, outs[(k*i)%len(outs)].Move)
			continue
		}
		seat := d.Seats[len(d.Seats)-1]
		lm := st.LegalMoves(seat)
		specApply(t, st, seat, lm[(k*i)%len(lm)])
	}
	return st
}

// TestImportErrors edits real positions: each edit is rejected with an error
// naming the field.
func TestImportErrors(t *testing.T) {
	// A position in stage place with seat 0's move in and round 2 complete.
	st, _ := mallornothing.Game{}.NewState(nil)
	for _, m := range []string{"start 9 10", "card 6", "card 7"} {
		specApply(t, st, engine.Chance, m)
	}
	specApply(t, st, 0, "place 6 at 1,1 r0")
	specApply(t, st, 1, "place 7 at 1,1 r0")
	for _, m := range []string{"card 15", "card 12"} {
		specApply(t, st, engine.Chance, m)
	}
	specApply(t, st, 0, "place 15 at 1,-1 r0")
	base := mustPos(t, st)
	if back, err := mallornothing.ImportState(base); err != nil || back.Hash() != st.Hash() {
		t.Fatalf("base position: %v", err)
	}
	edit := func(f func(m map[string]any)) []byte {
		var m map[string]any
		if err := json.Unmarshal(base, &m); err != nil {
			t.Fatal(err)
		}
		f(m)
		out, _ := json.Marshal(m)
		return out
	}
	seat := func(m map[string]any, i int) map[string]any { return m["seats"].([]any)[i].(map[string]any) }
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"not json", []byte("{"), "position"},
		{"trailing", append(slices.Clone(base), []byte(" {}")...), "position"},
		{"missing viewer", edit(func(m map[string]any) { delete(m, "viewer") }), "viewer: missing"},
		{"missing pairs", edit(func(m map[string]any) { delete(seat(m, 1), "pairs") }), "seats[1].pairs: missing"},
		{"unknown field", edit(func(m map[string]any) { m["score"] = 3 }), "unknown field"},
		{"format", edit(func(m map[string]any) { m["format"] = "x" }), "format"},
		{"version", edit(func(m map[string]any) { m["version"] = 2 }), "version"},
		{"game", edit(func(m map[string]any) { m["game"] = "mallworld" }), "game"},
		{"view", edit(func(m map[string]any) { m["viewer"] = 0 }), "viewer"},
		{"stage", edit(func(m map[string]any) { m["stage"] = "hidden" }), "stage"},
		{"p1", edit(func(m map[string]any) { m["p1"] = 1 }), "mall[0]"},
		{"p1 range", edit(func(m map[string]any) { m["p1"] = 4 }), "p1"},
		{"round", edit(func(m map[string]any) { m["round"] = 3 }), "rounds are complete"},
		{"deck duplicate", edit(func(m map[string]any) {
			d := append(m["deck"].([]any), 15.0)
			slices.SortFunc(d, func(a, b any) int { return int(a.(float64) - b.(float64)) })
			m["deck"] = d
		}), "card 15 is also in deck"},
		{"deck order", edit(func(m map[string]any) { d := m["deck"].([]any); d[0], d[1] = d[1], d[0] }), "ascending"},
		{"deck missing", edit(func(m map[string]any) { m["deck"] = m["deck"].([]any)[1:] }), "nowhere"},
		{"card 0", edit(func(m map[string]any) { m["deck"] = append([]any{0.0}, m["deck"].([]any)...) }), "deck[0]"},
		{"pairs", edit(func(m map[string]any) { seat(m, 0)["pairs"] = []any{} }), "seats[0].pairs"},
		{"illegal placement", edit(func(m map[string]any) {
			seat(m, 0)["mall"].([]any)[1].(map[string]any)["x"] = 5.0
		}), "seats[0].mall[1]"},
		{"rotation", edit(func(m map[string]any) { seat(m, 0)["mall"].([]any)[1].(map[string]any)["rot"] = 90.0 }), "rot 90"},
		{"start card", edit(func(m map[string]any) { seat(m, 0)["mall"].([]any)[0].(map[string]any)["x"] = 1.0 }), "seats[0].mall[0]"},
		{"discarded", edit(func(m map[string]any) { seat(m, 0)["discarded"] = []any{1.0} }), "seats[0].discarded"},
		{"pending illegal", edit(func(m map[string]any) { seat(m, 0)["pending"] = "place 15 at 9,9 r0" }), "seats[0].pending"},
		{"pending text", edit(func(m map[string]any) { seat(m, 0)["pending"] = "place 15 at 1,-1" }), "seats[0].pending"},
		{"pending hidden", edit(func(m map[string]any) { seat(m, 0)["pending"] = "hidden" }), "seats[0].pending"},
		{"both pending", edit(func(m map[string]any) { seat(m, 1)["pending"] = "place 12 at 0,0 r0" }), "round would have resolved"},
		{"drawn in draw stage", edit(func(m map[string]any) { m["stage"] = "draw" }), "both cards are drawn"},
		{"over", edit(func(m map[string]any) { m["stage"] = "over" }), "round"},
		{"seats", edit(func(m map[string]any) { m["seats"] = m["seats"].([]any)[:1] }), "seats"},
	}
	for _, c := range cases {
		_, err := mallornothing.ImportState(c.data)
		if err == nil {
			t.Errorf("%s: accepted", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q does not mention %q", c.name, err, c.want)
		}
	}
}

func TestScoreGridEdges(t *testing.T) {
	for _, c := range []struct {
		rows []string
		want string
	}{
		{nil, "rows"},
		{[]string{""}, "cells"},
		{[]string{"H D", "H"}, "row 1 has 1 cells"},
		{[]string{"H X"}, `unknown square "X"`},
		{[]string{"H E:Hexagon"}, "unknown square"},
		{slices.Repeat([]string{strings.Repeat("D ", 25)}, 25), "too large"},
	} {
		if _, err := mallornothing.ScoreGrid(c.rows); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ScoreGrid(%q): %v, want an error with %q", c.rows, err, c.want)
		}
	}
	// No hallway: nothing scores.
	if sc, err := mallornothing.ScoreGrid([]string{"D D D", "R R C", "B C ."}); err != nil || sc != (mallornothing.Score{}) {
		t.Errorf("no hallway: %v, %v", sc, err)
	}
	// Stores touching only an unused hallway do not score; a Beauty Shop
	// whose Clothing neighbour is not eligible scores nothing.
	sc, err := mallornothing.ScoreGrid([]string{
		"H H R . C",
		". . B C H",
	})
	want := mallornothing.Score{Total: 1, Restaurant: 1, Hallway: 2, Unused: 1}
	if err != nil || sc != want {
		t.Errorf("got %v, %v; want %v", sc, err, want)
	}
	// Equal largest hallways: the better one scores, the tie-break sizes stay.
	sc, _ = mallornothing.ScoreGrid([]string{
		"E:Star H . . H S:ATM",
		"E:Circle . . . . S:Post",
	})
	want = mallornothing.Score{Total: 4, Services: 4, Hallway: 1, Unused: 1}
	if sc != want {
		t.Errorf("got %v, want %v", sc, want)
	}
}

// TestPositionJSON checks that the hand-written layout is the JSON of the
// Position struct: encoding/json reads it back to the same value.
func TestPositionJSON(t *testing.T) {
	st := playedGame(t, 5)
	for _, s := range []*mallornothing.State{st, st.ViewState(1)} {
		p := s.PositionOf()
		var back mallornothing.Position
		if err := json.Unmarshal(p.JSON(), &back); err != nil {
			t.Fatal(err)
		}
		a, _ := json.Marshal(p)
		b, _ := json.Marshal(&back)
		if string(a) != string(b) {
			t.Errorf("layout and struct differ:\n%s\n%s", a, b)
		}
	}
}

// TestPreview: a preview of each legal move shows seat 0's mall exactly as
// the round leaves it; illegal moves and seats that do not act are refused,
// and the state is never changed.
func TestPreview(t *testing.T) {
	st := specBuild(t, 10, specRound{6, "place 6 at 1,1 r0"}, specRound{15, "place 15 at 1,-1 r0"}, specRound{7, ""})
	view := st.ViewState(0)
	before, viewBefore := st.Hash(), view.Hash()
	moves := view.LegalMoves(0)
	if len(moves) < 10 {
		t.Fatalf("only %d legal moves", len(moves))
	}
	for _, mv := range moves {
		pv, err := view.Preview(0, mv)
		if err != nil {
			t.Fatalf("Preview(%s): %v", mv, err)
		}
		real := st.Copy()
		specApply(t, real, 0, mv)
		specApply(t, real, 1, real.LegalMoves(1)[0])
		if !slices.Equal(pv.Mall(0), real.Mall(0)) || !slices.Equal(pv.Pairs(0), real.Pairs(0)) {
			t.Fatalf("%s: preview mall %v %v, played %v %v", mv, pv.Mall(0), pv.Pairs(0), real.Mall(0), real.Pairs(0))
		}
		minX, minY, maxX, maxY := real.Bounds(0)
		for y := minY - 1; y <= maxY+1; y++ {
			for x := minX - 1; x <= maxX+1; x++ {
				if a, b := pv.VisibleAt(0, x, y), real.VisibleAt(0, x, y); a != b {
					t.Fatalf("%s: cell %d,%d shows %q in the preview, %q played", mv, x, y, a, b)
				}
			}
		}
		if pv.ScoreOf(0) != real.ScoreOf(0) || !slices.Equal(pv.Mall(1), st.Mall(1)) {
			t.Fatalf("%s: preview score %v, played %v", mv, pv.ScoreOf(0), real.ScoreOf(0))
		}
	}
	for _, c := range []struct {
		seat int
		move string
	}{{0, "place 7 at 9,9 r0"}, {0, "place 8 at 1,1 r0"}, {0, "discard 7"}, {0, "nonsense"}, {1, moves[0]}, {2, moves[0]}} {
		if _, err := view.Preview(c.seat, c.move); err == nil {
			t.Errorf("Preview(%d, %q) accepted", c.seat, c.move)
		}
	}
	if st.Hash() != before || view.Hash() != viewBefore {
		t.Error("Preview changed the state or the view")
	}
	// Once committed, only the committed move can be previewed, and only
	// where it shows.
	specApply(t, st, 0, moves[0])
	if _, err := st.Preview(0, moves[1]); err == nil {
		t.Error("a preview of another move after the seat committed was accepted")
	}
	pv, err := st.ViewState(0).Preview(0, moves[0])
	if err != nil || len(pv.Mall(0)) != len(st.Mall(0))+1 {
		t.Errorf("preview of the committed move: %v", err)
	}
	if _, err := st.ViewState(1).Preview(0, moves[0]); err == nil {
		t.Error("seat 1's view previewed seat 0's hidden move")
	}
}
