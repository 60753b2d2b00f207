package mallforheroes

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
)

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 99)) }

// playStep plays one step: a random chance outcome or a random (or
// greedy) move of the deciding seat, chosen on its view.
func playStep(t *testing.T, st *State, rng *rand.Rand, greedy bool) string {
	t.Helper()
	d := st.Decision()
	var seat int
	var mv string
	var err error
	if d.Kind == engine.ChanceNode {
		seat = engine.Chance
		mv, err = bot.PickChance(st.ChanceOutcomes(), rng)
	} else {
		seat = d.Seats[0]
		var b bot.Bot = bot.Random{}
		if greedy {
			b = bot.Greedy{}
		}
		mv, err = b.Choose(st.View(seat), seat, rng)
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Apply(seat, mv); err != nil {
		t.Fatalf("%s %q: %v", engine.SeatName(seat), mv, err)
	}
	return mv
}

// checkRoundTrip exports and imports st and compares.
func checkRoundTrip(t *testing.T, st *State) {
	t.Helper()
	data, err := st.Position()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ImportState(data)
	if err != nil {
		t.Fatalf("import of own position: %v\n%s", err, data)
	}
	if back.Hash() != st.Hash() || !reflect.DeepEqual(*back, *st) {
		t.Fatalf("round trip changed the state\n%s", data)
	}
}

// TestMFHT18 plays whole games with random and greedy bots for 1 (each
// level) to 5 players and checks the invariants of MFH-T18 and the engine
// contract on the way.
func TestMFHT18(t *testing.T) {
	type setup struct{ n, level int }
	var setups []setup
	for lv := 1; lv <= 6; lv++ {
		setups = append(setups, setup{1, lv})
	}
	for n := 2; n <= 5; n++ {
		setups = append(setups, setup{n, 0})
	}
	games := 6
	if testing.Short() {
		games = 2
	}
	for _, su := range setups {
		for g := 0; g < games; g++ {
			greedy := g%2 == 1
			t.Run(fmt.Sprintf("p%d-l%d-g%d", su.n, su.level, g), func(t *testing.T) {
				playChecked(t, su.n, su.level, uint64(100*su.n+10*su.level+g), greedy)
			})
		}
	}
}

func playChecked(t *testing.T, n, level int, seed uint64, greedy bool) {
	opts := engine.Options{"players": fmt.Sprint(n)}
	if level > 0 {
		opts["level"] = fmt.Sprint(level)
	}
	st, err := Game{}.NewState(opts)
	if err != nil {
		t.Fatal(err)
	}
	rng := newRand(seed)
	claimed := map[int]bool{}
	snaps := map[int][]int{} // round → each player's picks when its display is laid out
	snap := func() []int {
		out := make([]int, st.np)
		for p := range out {
			out[p] = st.Picks(p)
		}
		return out
	}
	lastRound := 0
	steps := 0
	for st.Decision().Kind != engine.Terminal {
		steps++
		if steps > 5000 {
			t.Fatal("no end after 5000 steps")
		}
		if steps%7 == 0 {
			checkRoundTrip(t, st)
		}
		// An illegal move changes nothing.
		h := st.Hash()
		if err := st.Apply(0, "draft 9 9"); err == nil || st.Hash() != h {
			t.Fatalf("illegal move accepted or state changed (%v)", err)
		}
		// A view cannot resolve chance.
		if st.Decision().Kind == engine.ChanceNode {
			v := st.View(0)
			if v.ChanceOutcomes() != nil || v.Apply(engine.Chance, st.ChanceOutcomes()[0].Move) == nil {
				t.Fatal("a view resolves chance")
			}
		}
		if st.phase == phDisplay && snaps[int(st.round)] == nil {
			snaps[int(st.round)] = snap()
		}
		towersBefore := st.malls
		mv := playStep(t, st, rng, greedy)
		for p := 0; p < st.humans(); p++ {
			for _, w := range st.TowersOf(p) {
				if towersBefore[p].towers&(1<<w) == 0 {
					if claimed[w] {
						t.Fatalf("Wizard W%d claimed twice", w)
					}
					claimed[w] = true
				}
			}
		}
		if int(st.round) != lastRound {
			if lastRound > 0 && st.round > 0 && st.displayCount() != 0 && st.phase != phDisplay {
				t.Fatalf("round %d began with a display of %d (move %q)", st.round, st.displayCount(), mv)
			}
			lastRound = int(st.round)
		}
	}
	checkRoundTrip(t, st)
	if st.deck != 0 || st.displayCount() != 0 || st.held != 0 {
		t.Fatalf("at the end: deck %d, display %d", popcount(st.deck), st.displayCount())
	}
	// Per-round drafts: §3.3.
	snaps[st.rounds()+1] = snap()
	for r := 1; r <= st.rounds(); r++ {
		for p := 0; p < int(st.np); p++ {
			want := 0
			for k := 0; k < displaySize; k++ {
				if (st.firstOf(r)+k)%int(st.np) == p {
					want++
				}
			}
			if snaps[r] == nil || snaps[r+1] == nil {
				t.Fatalf("round %d: no snapshot", r)
			}
			if got := snaps[r+1][p] - snaps[r][p]; got != want {
				t.Errorf("round %d player %d drafted %d, want %d", r, p, got, want)
			}
		}
	}
	// Scores are the sum of their parts and of their items.
	for p := 0; p < st.humans(); p++ {
		sm := st.ScoreMapOf(p)
		b := sm.Score
		if b.Total != b.Shops+b.Gardens+b.Towers+b.Monsters+b.Bonus {
			t.Errorf("mall %d: %+v does not add up", p, b)
		}
		sum := 0
		for _, it := range sm.Items {
			sum += it.Points
		}
		if sum != b.Total {
			t.Errorf("mall %d: items add up to %d, total %d", p, sum, b.Total)
		}
		if n > 1 && st.malls[p].shopCount() != map[int]int{2: 18}[n]+map[bool]int{true: 12}[n > 2] {
			t.Errorf("mall %d holds %d Shops", p, st.malls[p].shopCount())
		}
	}
	res := st.Result()
	if res == nil || len(res.Scores) != n {
		t.Fatalf("result %+v", res)
	}
	if n == 1 {
		so, _ := st.SoloOutcome()
		if res.Scores[0] != int64(so.Final) || so.Final != min(so.Malls[0].Score.Total, so.Malls[1].Score.Total) || (len(res.Winners) == 1) != so.Beaten {
			t.Errorf("solo result %+v, outcome %+v", res, so)
		}
		if level == 2 && (typesIn(st.malls[0].typeCounts()) > 4 || typesIn(st.malls[1].typeCounts()) > 4) {
			t.Error("Level 2: a mall keeps more than 4 types")
		}
		if popcount(st.botShops) != 12 {
			t.Errorf("the bot holds %d Shops", popcount(st.botShops))
		}
	} else {
		for p := 0; p < n; p++ {
			if res.Scores[p] != int64(st.ScoreOf(p).Total) {
				t.Errorf("seat %d: result %d, score %d", p, res.Scores[p], st.ScoreOf(p).Total)
			}
		}
	}
}

// TestNormalize checks defaults and errors naming the option.
func TestNormalize(t *testing.T) {
	g := Game{}
	o, err := g.Normalize(engine.Options{})
	if err != nil || o.String() != "first=0 level=1 players=3" {
		t.Fatalf("defaults %v %v", o, err)
	}
	for _, bad := range []engine.Options{{"players": "6"}, {"players": "0"}, {"level": "7"}, {"level": "01"}, {"first": "3"}, {"colour": "red"}} {
		_, err := g.Normalize(bad)
		if err == nil {
			t.Errorf("%v accepted", bad)
			continue
		}
		for k := range bad {
			if !contains([]string{err.Error()}, err.Error()) || !containsWord(err.Error(), k) {
				t.Errorf("%v: error %q does not name %s", bad, err, k)
			}
		}
	}
	info := g.Info()
	if info.MinSeats != 1 || info.MaxSeats != 5 || info.DefaultSeats != 3 || !info.Solo || info.ScoreUnitPlural != "points" {
		t.Errorf("info %+v", info)
	}
}

func containsWord(s, w string) bool {
	for i := 0; i+len(w) <= len(s); i++ {
		if s[i:i+len(w)] == w {
			return true
		}
	}
	return false
}

// TestImportErrors checks that a broken position is refused with the field
// named.
func TestImportErrors(t *testing.T) {
	st, _ := Game{}.NewState(engine.Options{"players": "3"})
	rng := newRand(5)
	for i := 0; i < 60; i++ {
		playStep(t, st, rng, false)
	}
	data, _ := st.Position()
	for _, c := range []struct{ from, to, field string }{
		{`"version":1`, `"version":2`, "version"},
		{`"players":3`, `"players":7`, "players"},
		{`"phase":"` + st.Phase() + `"`, `"phase":"nap"`, "phase"},
		{`"deck":[`, `"deck":["S99",`, "deck"},
		{`"turn":`, `"bogus":1,"turn":`, "bogus"},
	} {
		bad := []byte(replaceOnce(string(data), c.from, c.to))
		if _, err := ImportState(bad); err == nil || !containsWord(err.Error(), c.field) {
			t.Errorf("%s→%s: %v", c.from, c.to, err)
		}
	}
}

func replaceOnce(s, from, to string) string {
	for i := 0; i+len(from) <= len(s); i++ {
		if s[i:i+len(from)] == from {
			return s[:i] + to + s[i+len(from):]
		}
	}
	return s
}
