package botfarm_test

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/botfarm"
	"github.com/galleria-games/galleria/engine/games"
)

// positions plays random games of every game and keeps, every few steps,
// a full state in which a seat acts with a choice of moves.
func positions(t *testing.T, perGame int) []engine.State {
	t.Helper()
	var out []engine.State
	for _, g := range games.All() {
		rng := rand.New(rand.NewPCG(7, uint64(len(out))))
		st, err := g.New(engine.Options{})
		if err != nil {
			t.Fatal(err)
		}
		kept := 0
		for step := 0; kept < perGame && st.Decision().Kind != engine.Terminal; step++ {
			d := st.Decision()
			if d.Kind == engine.ChanceNode {
				m, err := bot.PickChance(st.ChanceOutcomes(), rng)
				if err != nil {
					t.Fatal(err)
				}
				if err := st.Apply(engine.Chance, m); err != nil {
					t.Fatal(err)
				}
				continue
			}
			seat := d.Seats[0]
			moves := st.LegalMoves(seat)
			if len(moves) > 1 && step%7 == 3 {
				out = append(out, st.Clone())
				kept++
			}
			if err := st.Apply(seat, moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

func think(t *testing.T, st engine.State, name string) (*bot.Thought, int) {
	t.Helper()
	b, err := bot.New(name)
	if err != nil {
		t.Fatal(err)
	}
	seat := st.Decision().Seats[0]
	th, err := b.(bot.Thinker).Think(st.View(seat), seat, rand.New(rand.NewPCG(11, 12)))
	if err != nil {
		t.Fatal(err)
	}
	return th, seat
}

// The move of a sharded search is the same whether its parts run here, in
// order, or elsewhere through requests and results (as in Web Workers),
// in any order and any mix: what a page with 0, 1, 2 or 4 workers does.
func TestPartsGiveTheSameMoveWherever(t *testing.T) {
	const name = "ismcts:it=24"
	for i, st := range positions(t, 2) {
		local, seat := think(t, st, name)
		if local.Parts() != 4 {
			t.Fatalf("%s: %d parts, want the hard level's 4", st.Game(), local.Parts())
		}
		for !local.Work(5) {
		}
		want, err := local.Move()
		if err != nil {
			t.Fatal(err)
		}
		wantWhy := local.Why().String()
		for _, order := range [][]int{{0, 1, 2, 3}, {3, 2, 1, 0}, {2, 0}, {1}} {
			th, _ := think(t, st, name)
			jobs := map[int]bot.Job{}
			for range 4 {
				j, ok := th.Take()
				if !ok {
					t.Fatal("Take gave no part")
				}
				jobs[j.Index] = j
			}
			if _, ok := th.Take(); ok {
				t.Fatal("Take gave a fifth part")
			}
			for k := range 4 {
				if !slices.Contains(order, k) {
					th.Return(k) // its worker failed: it runs here
				}
			}
			for _, k := range order {
				req, err := botfarm.NewRequest(st, seat, name, jobs[k])
				if err != nil {
					t.Fatal(err)
				}
				out, err := botfarm.Serve(req)
				if err != nil {
					t.Fatalf("%s: %v", st.Game(), err)
				}
				res, err := botfarm.ParseResult(out)
				if err != nil {
					t.Fatal(err)
				}
				if err := th.Put(res); err != nil {
					t.Fatalf("%s %v: %v\n%s\n%s", st.Game(), order, err, req, out)
				}
				// Work here runs the parts no one took while others are out.
				th.Work(3)
			}
			for !th.Work(5) {
			}
			got, err := th.Move()
			if err != nil {
				t.Fatal(err)
			}
			if got != want || th.Why().String() != wantWhy {
				t.Errorf("position %d (%s), parts elsewhere %v: %q (%s), here %q (%s)", i, st.Game(), order, got, th.Why(), want, wantWhy)
			}
			if done, total := th.Progress(); done != total || total != 24 {
				t.Errorf("position %d: progress %d of %d, want 24 of 24", i, done, total)
			}
		}
	}
}

// A part given back (its worker failed) runs here.
func TestReturnedPartRunsHere(t *testing.T) {
	st := positions(t, 1)[0]
	th, _ := think(t, st, "ismcts:it=8")
	var taken []bot.Job
	for {
		j, ok := th.Take()
		if !ok {
			break
		}
		taken = append(taken, j)
	}
	if len(taken) != 4 || !th.Idle() {
		t.Fatalf("took %d parts, idle %v", len(taken), th.Idle())
	}
	if th.Work(100) {
		t.Fatal("done with every part out")
	}
	for _, j := range taken {
		th.Return(j.Index)
	}
	if th.Idle() {
		t.Fatal("idle with every part returned")
	}
	for !th.Work(100) {
	}
	if _, err := th.Move(); err != nil {
		t.Fatal(err)
	}
}

// Put refuses a result that does not fit, and the search is unchanged.
func TestPutRefuses(t *testing.T) {
	st := positions(t, 1)[0]
	name := "ismcts:it=8"
	th, seat := think(t, st, name)
	j, _ := th.Take()
	req, err := botfarm.NewRequest(st, seat, name, j)
	if err != nil {
		t.Fatal(err)
	}
	out, err := botfarm.Serve(req)
	if err != nil {
		t.Fatal(err)
	}
	good, err := botfarm.ParseResult(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(good.Edges) == 0 {
		t.Fatal("a part with no root move")
	}
	bad := map[string]func(r *bot.Result){
		"index":      func(r *bot.Result) { r.Index = 9 },
		"not out":    func(r *bot.Result) { r.Index = 1 },
		"iterations": func(r *bot.Result) { r.Iterations++ },
		"move":       func(r *bot.Result) { r.Edges[0].Move = "no such move" },
		"twice":      func(r *bot.Result) { r.Edges = append(r.Edges, r.Edges[0]) },
		"count":      func(r *bot.Result) { r.Edges[0].N = -1 },
	}
	for what, f := range bad {
		r := good
		r.Edges = append([]bot.EdgeStat(nil), good.Edges...)
		f(&r)
		if err := th.Put(r); err == nil {
			t.Errorf("%s: Put took %+v", what, r)
		}
		if done, _ := th.Progress(); done != 0 {
			t.Errorf("%s: a refused result counts %d iterations", what, done)
		}
	}
	if err := th.Put(good); err != nil {
		t.Fatal(err)
	}
	if err := th.Put(good); err == nil {
		t.Error("Put took the same part twice")
	}
}

// Serve refuses malformed requests with an error naming what is wrong.
func TestServeRefuses(t *testing.T) {
	st := positions(t, 1)[0]
	seat := st.Decision().Seats[0]
	req, err := botfarm.NewRequest(st, seat, "hard", bot.Job{Index: 1, Seed: [2]uint64{1, 2}, Iterations: 3})
	if err != nil {
		t.Fatal(err)
	}
	var base map[string]any
	if err := json.Unmarshal(req, &base); err != nil {
		t.Fatal(err)
	}
	edit := func(k string, v any) string {
		m := map[string]any{}
		for kk, vv := range base {
			m[kk] = vv
		}
		if v == nil {
			delete(m, k)
		} else {
			m[k] = v
		}
		b, _ := json.Marshal(m)
		return string(b)
	}
	cases := []struct{ req, want string }{
		{"", "botfarm request"},
		{"{", "botfarm request"},
		{"[]", "botfarm request"},
		{string(req) + "x", "botfarm request"},
		{edit("extra", 1), "extra"},
		{edit("game", "chess"), "game"},
		{edit("position", nil), "position"},
		{edit("position", map[string]any{"x": 1}), "position"},
		{edit("seat", 9), "seat 9"},
		{edit("seat", -1), "seat -1"},
		{edit("bot", "greedy"), "does not search"},
		{edit("bot", "nobody"), "bot"},
		{edit("bot", "ismcts:shards=1"), "parts"},
		{edit("job", map[string]any{"index": 4, "seed": []int{1, 2}, "iterations": 3}), "job 4"},
		{edit("job", map[string]any{"index": 0, "seed": []int{1, 2}, "iterations": -3}), "iterations"},
		{edit("job", "x"), "botfarm request"},
		{strings.Repeat(" ", botfarm.MaxRequest+1), "bytes"},
	}
	for _, c := range cases {
		_, err := botfarm.Serve([]byte(c.req))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Serve(%.60q): %v, want an error naming %q", c.req, err, c.want)
		}
	}
	if _, err := botfarm.NewRequest(st.View(seat), seat, "hard", bot.Job{}); err == nil {
		t.Error("NewRequest took a view")
	}
	for _, bad := range []string{"", "{", `{"index":0,"iterations":1,"edges":[],"x":1}`} {
		if _, err := botfarm.ParseResult([]byte(bad)); err == nil {
			t.Errorf("ParseResult(%q) took it", bad)
		}
	}
}
