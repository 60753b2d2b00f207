package mallornothing_test

// Golden tests from the spec: shared/rules/mall-or-nothing.md, section 8,
// MN-T1 … MN-T12, with the exact numbers the spec states. Mall situations are
// built through real games (helpers_test.go): seat 0 draws and places the
// cards of the case, seat 1 plays along.

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/mallornothing"
)

func split(rows ...string) [][]string {
	out := make([][]string, len(rows))
	for i, r := range rows {
		out[i] = strings.Fields(r)
	}
	return out
}

func TestSpec(t *testing.T) {
	// Visible-grid cases: the scoring function on its own.
	grids := []struct {
		id   string
		rows []string
		want mallornothing.Score
	}{
		{"MN-T1", []string{
			"D D R C",
			"D H H R",
			"C B C E:Circle",
		}, mallornothing.Score{Total: 19, Department: 6, Beauty: 4, Clothing: 6, Restaurant: 2, Entertainment: 1, Hallway: 2}},
		{"MN-T2", []string{
			"H C R C H",
			"C H C D C",
			"H C H D R",
		}, mallornothing.Score{Total: 9, Clothing: 8, Restaurant: 1, Hallway: 4, Unused: 1}},
		{"MN-T7", []string{
			"C H D H R",
			"C C D R R",
		}, mallornothing.Score{Total: 9, Restaurant: 9, Hallway: 1, Unused: 1}},
		{"MN-T8", []string{
			"E:Circle E:Circle E:Circle S:Post",
			"E:Star H H E:Star",
			"E:Square S:ATM S:ATM D",
		}, mallornothing.Score{Total: 14, Services: 4, Entertainment: 10, Hallway: 2}},
		// MN-T9: one eligible Department group of 5 and a separate one of 2.
		{"MN-T9", []string{
			"D D D D D",
			"H H H H H",
			"D D . . .",
		}, mallornothing.Score{Total: 6, Department: 6, Hallway: 5}},
	}
	for _, c := range grids {
		t.Run(c.id, func(t *testing.T) {
			got, err := mallornothing.ScoreGrid(c.rows)
			if err != nil {
				t.Fatal(err)
			}
			if got != c.want {
				t.Errorf("score %v, want %v", got, c.want)
			}
		})
	}

	t.Run("MN-T3", func(t *testing.T) {
		st := specBuild(t, 10, specRound{6, ""})
		specApply(t, st, 0, "place 6 at 1,1 r0")
		specApply(t, st, 1, st.LegalMoves(1)[0])
		if !slices.Equal(st.Pairs(0), [][2]int{{6, 10}}) {
			t.Errorf("after 6: pairs %v, want 6 under 10", st.Pairs(0))
		}
		if e := st.Eff(0, 6); e != 6 {
			t.Errorf("after 6: eff(6) = %d, want 6 (corner (2,3) visible)", e)
		}
		specDraw(t, st, 15, []int{15, 7})
		specApply(t, st, 0, "place 15 at 1,-1 r0")
		specApply(t, st, 1, st.LegalMoves(1)[0])
		specDraw(t, st, 7, []int{7})
		specLegal(t, st, 0, "place 7 at 2,1 r0")
		specApply(t, st, 0, "place 7 at 2,1 r0")
		specApply(t, st, 1, st.LegalMoves(1)[0])
		specVisible(t, st, 0, 0, -1, split(
			". 15:D 15:B .",
			"10:E:Square 15:C 15:H .",
			"10:H 15:E:Triangle 15:S:Post 7:D",
			"10:C 10:R 7:H 7:D",
			". 6:H 7:C 7:B",
		))
		if want := [][2]int{{6, 7}, {6, 10}, {6, 15}, {7, 15}, {10, 15}}; !slices.Equal(st.Pairs(0), want) {
			t.Errorf("pairs %v, want %v", st.Pairs(0), want)
		}
		for card, want := range map[int]int{6: 0, 7: 7, 10: 10, 15: 15} {
			if e := st.Eff(0, card); e != want {
				t.Errorf("eff(%d) = %d, want %d", card, e, want)
			}
		}
		want := mallornothing.Score{Total: 12, Beauty: 4, Clothing: 4, Restaurant: 1, Services: 2, Entertainment: 1, Hallway: 2, Unused: 2}
		if got := st.ScoreOf(0); got != want {
			t.Errorf("score %v, want %v", got, want)
		}
		if got := st.Evaluate(0); got != 12 {
			t.Errorf("Evaluate(0) = %v, want 12", got)
		}
		// The same score laid out on the cells: the hallway H(2,2)–H(1,3)
		// and the stores around it.
		sm := st.ScoreMapOf(0)
		if sm.Score != want {
			t.Errorf("ScoreMapOf(0).Score = %v, want %v", sm.Score, want)
		}
		if h := [][2]int{{2, 2}, {1, 3}}; !slices.Equal(sm.Hallway, h) {
			t.Errorf("scored hallway %v, want %v", sm.Hallway, h)
		}
		var items []string
		for _, it := range sm.Items {
			items = append(items, fmt.Sprintf("%s %v %d", it.Kind, it.Cells, it.Points))
		}
		wantItems := []string{
			"services [[2 1]] 2",
			"department [[3 1] [3 2]] 0",
			"clothing [[0 2]] 2",
			"restaurant [[1 2]] 1",
			"clothing [[2 3]] 2",
			"beauty [[3 3]] 4",
			"entertainment [[1 1]] 1",
		}
		if !slices.Equal(items, wantItems) {
			t.Errorf("score items\n%s\nwant\n%s", strings.Join(items, "\n"), strings.Join(wantItems, "\n"))
		}
	})

	t.Run("MN-T4", func(t *testing.T) {
		st := specBuild(t, 10, specRound{6, ""})
		msg := specReject(t, st, 0, "place 6 at 2,0 r0")
		if !strings.Contains(msg, "overlaps no card") {
			t.Errorf("error %q does not say the card must overlap", msg)
		}
		specRefusedFor(t, st, 0, "place 6 at 2,0 r0", mallornothing.ErrNoOverlap)
		specReject(t, st, 0, "place 6 at 2,0 r180")
		specLegal(t, st, 0, "place 6 at 1,0 r0")
	})

	t.Run("MN-T5", func(t *testing.T) {
		st := specBuild(t, 10, specRound{12, "place 12 at 0,-1 r0"})
		if e := st.Eff(0, 10); e != 10 {
			t.Errorf("after 12: eff(10) = %d, want 10 (corner (1,2) visible)", e)
		}
		specDraw(t, st, 14, []int{14, 2})
		specApply(t, st, 0, "place 14 at 0,2 r0")
		specApply(t, st, 1, st.LegalMoves(1)[0])
		if e := st.Eff(0, 10); e != 0 {
			t.Errorf("after 14: eff(10) = %d, want 0", e)
		}
		specDraw(t, st, 2, []int{2})
		specLegal(t, st, 0, "place 2 at 1,1 r0")
		specApply(t, st, 0, "place 2 at 1,1 r0")
		specApply(t, st, 1, st.LegalMoves(1)[0])
		for _, p := range [][2]int{{10, 2}, {2, 12}, {2, 14}} {
			if !slices.Contains(st.Pairs(0), p) {
				t.Errorf("pairs %v lack %v", st.Pairs(0), p)
			}
		}
		specVisible(t, st, 0, 0, -1, split(
			"12:R 12:S:Optician .",
			"12:H 12:E:Star .",
			"12:D 12:C 2:H",
			"14:H 14:C 2:B",
			"14:R 14:E:Square 2:C",
			"14:S:ATM 14:H .",
		))
	})

	t.Run("MN-T6", func(t *testing.T) {
		st := specBuild(t, 10,
			specRound{11, "place 11 at 1,0 r0"},
			specRound{12, "place 12 at 2,0 r0"},
			specRound{13, "place 13 at 2,-2 r0"},
			specRound{14, "place 14 at 3,2 r0"},
			specRound{3, "place 3 at 3,1 r0"},
			specRound{5, ""},
		)
		for card, want := range map[int]int{12: 0, 11: 11, 13: 13, 14: 14, 3: 3} {
			if e := st.Eff(0, card); e != want {
				t.Errorf("eff(%d) = %d, want %d", card, e, want)
			}
		}
		for _, rot := range []string{"r0", "r180"} {
			msg := specReject(t, st, 0, "place 5 at 2,1 "+rot)
			if !strings.Contains(msg, "cycle") {
				t.Errorf("error %q does not name the layering cycle", msg)
			}
			specRefusedFor(t, st, 0, "place 5 at 2,1 "+rot, mallornothing.ErrLayerCycle)
		}
		specLegal(t, st, 0, "place 5 at 4,0 r0")
		specApply(t, st, 0, "place 5 at 4,0 r0")
		specApply(t, st, 1, st.LegalMoves(1)[0])
		for _, p := range [][2]int{{3, 5}, {5, 14}} {
			if !slices.Contains(st.Pairs(0), p) {
				t.Errorf("pairs %v lack %v", st.Pairs(0), p)
			}
		}
	})

	t.Run("MN-T10", func(t *testing.T) {
		for _, c := range []struct {
			name         string
			p1, p2       mallornothing.Score
			winners      []int
			places       []int
			noteContains string
		}{
			{"smaller hallway", mallornothing.Score{Total: 40, Hallway: 7}, mallornothing.Score{Total: 40, Hallway: 9},
				[]int{0}, []int{1, 2}, "smaller scored hallway"},
			{"fewer unused", mallornothing.Score{Total: 40, Hallway: 7, Unused: 3}, mallornothing.Score{Total: 40, Hallway: 7, Unused: 1},
				[]int{1}, []int{2, 1}, "fewer unused"},
			{"draw", mallornothing.Score{Total: 40, Hallway: 7, Unused: 1}, mallornothing.Score{Total: 40, Hallway: 7, Unused: 1},
				[]int{0, 1}, []int{1, 1}, "shared victory"},
			{"score first", mallornothing.Score{Total: 41, Hallway: 9, Unused: 5}, mallornothing.Score{Total: 40, Hallway: 1},
				[]int{0}, []int{1, 2}, ""},
		} {
			r := mallornothing.RankScores([2]mallornothing.Score{c.p1, c.p2})
			if !slices.Equal(r.Winners, c.winners) || !slices.Equal(r.Places, c.places) {
				t.Errorf("%s: winners %v places %v, want %v %v", c.name, r.Winners, r.Places, c.winners, c.places)
			}
			if !slices.Equal(r.Scores, []int64{int64(c.p1.Total), int64(c.p2.Total)}) {
				t.Errorf("%s: scores %v", c.name, r.Scores)
			}
			if c.noteContains == "" && r.Note != "" || !strings.Contains(r.Note, c.noteContains) {
				t.Errorf("%s: note %q, want one mentioning %q", c.name, r.Note, c.noteContains)
			}
		}
	})

	t.Run("MN-T11", func(t *testing.T) {
		sq, err := mallornothing.Lay(9, 0, 0, 180)
		if err != nil {
			t.Fatal(err)
		}
		want := map[[2]int]string{
			{0, 0}: "E:Triangle", {1, 0}: "R",
			{0, 1}: "H", {1, 1}: "C",
			{0, 2}: "H", {1, 2}: "D",
		}
		var corners [][2]int
		for i, s := range sq {
			if w := want[[2]int{s.X, s.Y}]; s.Kind != w {
				t.Errorf("(%d,%d) = %s, want %s", s.X, s.Y, s.Kind, w)
			}
			// local (c, r) → (1−c, 2−r)
			if c, r := i%2, i/2; s.X != 1-c || s.Y != 2-r {
				t.Errorf("local (%d,%d) lands on (%d,%d), want (%d,%d)", c, r, s.X, s.Y, 1-c, 2-r)
			}
			if s.Corner {
				corners = append(corners, [2]int{s.X, s.Y})
			}
		}
		if !slices.Equal(corners, [][2]int{{1, 2}, {0, 0}}) {
			t.Errorf("number corners %v, want (1,2) for local (0,0) and (0,0) for local (1,2)", corners)
		}
	})

	t.Run("MN-T12", func(t *testing.T) {
		games := 300
		if testing.Short() {
			games = 50
		}
		for g := 0; g < games; g++ {
			st, _ := mallornothing.Game{}.NewState(nil)
			bots := []bot.Bot{bot.Greedy{}, bot.Random{}}
			if g%2 == 1 {
				bots[0], bots[1] = bots[1], bots[0]
			}
			rng := rand.New(rand.NewPCG(uint64(g), 12))
			log, err := bot.Play(st, bots, rng, 100)
			if err != nil {
				t.Fatalf("game %d: %v", g, err)
			}
			placed := [2]int{}
			for _, s := range log {
				if s.Seat >= 0 {
					placed[s.Seat]++
				}
			}
			if placed != [2]int{8, 8} {
				t.Errorf("game %d: moves per seat %v, want 8 each", g, placed)
			}
			if len(st.Deck()) != 0 {
				t.Errorf("game %d: deck %v left at the end", g, st.Deck())
			}
			for seat := 0; seat < 2; seat++ {
				if n := len(st.Mall(seat)) - 1 + len(st.Discarded(seat)); n != 8 {
					t.Errorf("game %d seat %d: %d cards laid or discarded, want 8", g, seat, n)
				}
				sc := st.ScoreOf(seat)
				if sum := sc.Department + sc.Beauty + sc.Clothing + sc.Restaurant + sc.Services + sc.Entertainment; sum != sc.Total {
					t.Errorf("game %d seat %d: breakdown sums to %d, total %d", g, seat, sum, sc.Total)
				}
			}
			// Every placement satisfies 4.3: the import replays each one.
			data, _ := st.Position()
			if _, err := mallornothing.ImportState(data); err != nil {
				t.Errorf("game %d: the final position does not import: %v", g, err)
			}
			r := st.Result()
			if st.Decision().Kind != engine.Terminal || r == nil {
				t.Fatalf("game %d: not over", g)
			}
			switch len(r.Winners) {
			case 1:
				w := r.Winners[0]
				if r.Places[w] != 1 || r.Places[1-w] != 2 || r.Scores[w] < r.Scores[1-w] {
					t.Errorf("game %d: result %+v is not a win and a loss", g, r)
				}
			case 2:
				if r.Places[0] != 1 || r.Places[1] != 1 || r.Scores[0] != r.Scores[1] {
					t.Errorf("game %d: result %+v is not a draw", g, r)
				}
			default:
				t.Errorf("game %d: winners %v", g, r.Winners)
			}
		}
	})
}

// TestCardData checks the designed card faces against the totals of spec 1.2.
func TestCardData(t *testing.T) {
	count := map[string]int{}
	for n := 1; n <= 18; n++ {
		f, err := mallornothing.Face(n)
		if err != nil {
			t.Fatal(err)
		}
		hall := 0
		for _, row := range f {
			for _, q := range row {
				count[q]++
				if q == "H" {
					hall++
				}
			}
		}
		if hall < 1 || hall > 3 {
			t.Errorf("card %d has %d hallways, want 1 to 3", n, hall)
		}
	}
	want := map[string]int{"H": 33, "D": 14, "B": 10, "C": 12, "R": 14,
		"S:ATM": 2, "S:Pharmacy": 2, "S:Post": 2, "S:Repair": 2, "S:DryCleaner": 2, "S:Optician": 2,
		"E:Circle": 4, "E:Triangle": 3, "E:Square": 3, "E:Star": 3}
	for k, v := range want {
		if count[k] != v {
			t.Errorf("%s: %d squares, want %d", k, count[k], v)
		}
	}
	if len(count) != len(want) {
		t.Errorf("square kinds %v, want %v", count, want)
	}
	if _, err := mallornothing.Face(19); err == nil {
		t.Error("Face(19) accepted")
	}
}
