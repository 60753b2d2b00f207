package testgame_test

import (
	"crypto/sha256"
	"encoding/binary"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	tg "github.com/galleria-games/galleria/engine/testgame"
)

// newState starts a match of n seats.
func newState(t *testing.T, n int) *tg.State {
	t.Helper()
	st, err := tg.Game{}.NewState(engine.Options{"players": strconv.Itoa(n)})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// play applies steps ("chance roll 2", "0 take 1", "2 bid 1") and fails on
// the first error.
func play(t *testing.T, st engine.State, steps ...string) {
	t.Helper()
	for _, s := range steps {
		who, move, _ := strings.Cut(s, " ")
		seat := engine.Chance
		if who != "chance" {
			var err error
			if seat, err = strconv.Atoi(who); err != nil {
				t.Fatalf("bad step %q", s)
			}
		}
		if err := st.Apply(seat, move); err != nil {
			t.Fatalf("step %q: %v", s, err)
		}
	}
}

// refuse checks that st refuses move by seat and stays as it was.
func refuse(t *testing.T, st engine.State, seat int, move, want string) {
	t.Helper()
	before := st.Hash()
	err := st.Apply(seat, move)
	if err == nil {
		t.Fatalf("%s %q accepted", engine.SeatName(seat), move)
	}
	if want != "" && !strings.Contains(err.Error(), want) {
		t.Errorf("%s %q: error %q does not say %q", engine.SeatName(seat), move, err, want)
	}
	if st.Hash() != before {
		t.Fatalf("%s %q refused but the state changed", engine.SeatName(seat), move)
	}
}

func TestInfoAndNormalize(t *testing.T) {
	g := tg.Game{}
	if g.Name() != "testgame" || g.Title() != "Test Race" {
		t.Fatalf("name %q, title %q", g.Name(), g.Title())
	}
	info := g.Info()
	if info.MinSeats != 2 || info.MaxSeats != 6 || info.DefaultSeats != 3 || info.Tagline != "a tiny game for tests" ||
		len(info.Options) != 0 || info.ScoreUnit != "point" || info.ScoreUnitPlural != "points" || info.Solo {
		t.Fatalf("info %+v", info)
	}
	for _, tc := range []struct {
		opts engine.Options
		want string // the normalized options, or a word of the error
		ok   bool
	}{
		{engine.Options{}, "players=3", true},
		{engine.Options{"players": "2"}, "players=2", true},
		{engine.Options{"players": "6"}, "players=6", true},
		{engine.Options{"players": "1"}, `players="1"`, false},
		{engine.Options{"players": "7"}, `players="7"`, false},
		{engine.Options{"players": "03"}, `players="03"`, false},
		{engine.Options{"players": "three"}, `players="three"`, false},
		{engine.Options{"board": "big"}, `board="big"`, false},
		{engine.Options{"players": "3", "x": "1"}, `x="1"`, false},
	} {
		got, err := g.Normalize(tc.opts)
		switch {
		case tc.ok && err != nil:
			t.Errorf("Normalize(%v): %v", tc.opts, err)
		case tc.ok && got.String() != tc.want:
			t.Errorf("Normalize(%v) = %v, want %s", tc.opts, got, tc.want)
		case !tc.ok && err == nil:
			t.Errorf("Normalize(%v) accepted: %v", tc.opts, got)
		case !tc.ok && !strings.Contains(err.Error(), tc.want):
			t.Errorf("Normalize(%v): error %q does not name %s", tc.opts, err, tc.want)
		}
	}
	if _, err := g.New(engine.Options{"players": "9"}); err == nil {
		t.Error("New with players=9 succeeded")
	}
	st, err := g.New(engine.Options{})
	if err != nil || st.Seats() != 3 || st.Game() != "testgame" || st.Viewer() != -1 {
		t.Fatalf("New with defaults: %v, %v", st, err)
	}
}

func TestRoll(t *testing.T) {
	for _, n := range []int{1, 2, 3} {
		st := newState(t, 3)
		d := st.Decision()
		if d.Kind != engine.ChanceNode || d.Seats != nil {
			t.Fatalf("first decision %+v, want chance", d)
		}
		want := []engine.Outcome{{Move: "roll 1", Weight: 1}, {Move: "roll 2", Weight: 1}, {Move: "roll 3", Weight: 1}}
		if !slices.Equal(st.ChanceOutcomes(), want) {
			t.Fatalf("outcomes %v", st.ChanceOutcomes())
		}
		if !slices.Equal(st.LegalMoves(engine.Chance), []string{"roll 1", "roll 2", "roll 3"}) {
			t.Fatalf("chance moves %v", st.LegalMoves(engine.Chance))
		}
		for seat := 0; seat < 3; seat++ {
			if st.LegalMoves(seat) != nil {
				t.Fatalf("seat %d has moves during the roll", seat)
			}
		}
		refuse(t, st, engine.Chance, "roll 4", "roll 1, roll 2 or roll 3")
		refuse(t, st, engine.Chance, "roll 0", "")
		refuse(t, st, 0, "take 1", "does not act")
		play(t, st, "chance roll "+strconv.Itoa(n))
		if st.Die() != n || st.Stage() != "take" || st.ChanceOutcomes() != nil {
			t.Fatalf("after roll %d: die %d, stage %s, outcomes %v", n, st.Die(), st.Stage(), st.ChanceOutcomes())
		}
		refuse(t, st, engine.Chance, "roll 1", "no chance event")
	}
}

func TestTake(t *testing.T) {
	for _, tc := range []struct {
		n, round int
		move     string
		gain     int64
	}{
		{2, 0, "take 1", 1}, {2, 1, "take 2", 2}, {3, 0, "take 2", 2}, {3, 1, "take 1", 1}, {6, 1, "take 2", 2},
	} {
		st := newState(t, tc.n)
		play(t, st, "chance roll 3")
		if tc.round == 1 {
			var bids []string
			for s := 0; s < tc.n; s++ {
				bids = append(bids, strconv.Itoa(s)+" bid 0")
			}
			play(t, st, append(append([]string{"0 take 1"}, bids...), "chance roll 3")...)
		}
		leader := tc.round % tc.n
		d := st.Decision()
		if d.Kind != engine.Turn || !slices.Equal(d.Seats, []int{leader}) || st.Leader() != leader {
			t.Fatalf("%d seats round %d: decision %+v, leader %d; want seat %d's turn", tc.n, tc.round, d, st.Leader(), leader)
		}
		if got := st.LegalMoves(leader); !slices.Equal(got, []string{"take 1", "take 2"}) {
			t.Fatalf("leader's moves %v", got)
		}
		other := (leader + 1) % tc.n
		if st.LegalMoves(other) != nil || st.LegalMoves(tc.n) != nil || st.LegalMoves(-2) != nil {
			t.Fatal("a seat that does not act has moves")
		}
		refuse(t, st, leader, "take 3", "takes 1 or 2")
		refuse(t, st, leader, "bid 1", "")
		refuse(t, st, other, tc.move, "does not act now")
		refuse(t, st, tc.n, tc.move, "does not exist")
		refuse(t, st, engine.Chance, "roll 1", "no chance event")
		refuse(t, st, leader, "take  1", "single spaces")
		refuse(t, st, leader, "", "empty")
		before := st.Score(leader)
		play(t, st, strconv.Itoa(leader)+" "+tc.move)
		if st.Score(leader)-before != tc.gain || st.Stage() != "bid" {
			t.Fatalf("%s: score %d → %d, stage %s", tc.move, before, st.Score(leader), st.Stage())
		}
	}
}

func TestBids(t *testing.T) {
	for _, tc := range []struct {
		n    int
		die  int
		bids []string // by seat
	}{
		{2, 1, []string{"bid 0", "bid 1"}},
		{3, 3, []string{"bid 1", "bid 1", "bid 0"}},
		{4, 2, []string{"bid 0", "bid 0", "bid 0", "bid 0"}},
		{6, 3, []string{"bid 1", "bid 0", "bid 1", "bid 0", "bid 1", "bid 1"}},
	} {
		st := newState(t, tc.n)
		play(t, st, "chance roll "+strconv.Itoa(tc.die), "0 take 2")
		before := st.Scores()
		// Bid in reverse seat order: the decision shrinks as bids come in.
		for s := tc.n - 1; s >= 0; s-- {
			d := st.Decision()
			want := make([]int, s+1)
			for i := range want {
				want[i] = i
			}
			if d.Kind != engine.Simultaneous || !slices.Equal(d.Seats, want) {
				t.Fatalf("decision %+v, want simultaneous %v", d, want)
			}
			if got := st.LegalMoves(s); !slices.Equal(got, []string{"bid 0", "bid 1"}) {
				t.Fatalf("seat %d moves %v", s, got)
			}
			refuse(t, st, s, "bid 2", "bids 0 or 1")
			refuse(t, st, s, "take 1", "")
			if s < tc.n-1 {
				if st.LegalMoves(s+1) != nil {
					t.Fatalf("seat %d has moves after bidding", s+1)
				}
				refuse(t, st, s+1, "bid 0", "already bid")
			}
			play(t, st, strconv.Itoa(s)+" "+tc.bids[s])
			if s > 0 {
				if got := st.Pending(s); got != tc.bids[s] {
					t.Fatalf("seat %d pending %q, want %q", s, got, tc.bids[s])
				}
				if !slices.Equal(st.Scores(), before) {
					t.Fatalf("scores changed before every bid was in: %v → %v", before, st.Scores())
				}
			}
		}
		for s := 0; s < tc.n; s++ {
			gain := int64(0)
			if tc.bids[s] == "bid 1" {
				gain = int64(tc.die)
			}
			if st.Score(s)-before[s] != gain || st.Pending(s) != "" {
				t.Errorf("seat %d: %d → %d (pending %q), want a gain of %d", s, before[s], st.Score(s), st.Pending(s), gain)
			}
		}
		if st.Round() != 1 || st.Stage() != "roll" || st.Die() != 0 || st.Decision().Kind != engine.ChanceNode {
			t.Fatalf("after the bids: round %d, stage %s, die %d", st.Round(), st.Stage(), st.Die())
		}
	}
}

// allBids is the steps of every seat bidding move, in seat order.
func allBids(n int, move func(seat int) string) []string {
	var out []string
	for s := 0; s < n; s++ {
		out = append(out, strconv.Itoa(s)+" "+move(s))
	}
	return out
}

func TestEndAndResult(t *testing.T) {
	st := newState(t, 3)
	if st.Result() != nil {
		t.Fatal("result before the end")
	}
	play(t, st, "chance roll 2", "0 take 2")
	play(t, st, allBids(3, func(s int) string { return "bid " + strconv.Itoa(s%2) })...) // 2, 2, 0
	play(t, st, "chance roll 3", "1 take 1")
	if st.Result() != nil {
		t.Fatal("result before the end")
	}
	play(t, st, allBids(3, func(s int) string { return "bid 1" })...) // 5, 6, 3
	if d := st.Decision(); d.Kind != engine.Terminal || d.Seats != nil {
		t.Fatalf("decision %+v after round 2, want terminal", d)
	}
	for s := -1; s < 3; s++ {
		if st.LegalMoves(s) != nil {
			t.Fatalf("%s has moves after the end", engine.SeatName(s))
		}
	}
	refuse(t, st, 0, "bid 1", "over")
	refuse(t, st, engine.Chance, "roll 1", "over")
	r := st.Result()
	if r == nil || !slices.Equal(r.Scores, []int64{5, 6, 3}) || !slices.Equal(r.Places, []int{2, 1, 3}) ||
		!slices.Equal(r.Winners, []int{1}) || r.Note != "" {
		t.Fatalf("result %+v", r)
	}
	if st.Round() != 2 || st.Stage() != "over" {
		t.Fatalf("round %d stage %s", st.Round(), st.Stage())
	}
}

// tiedGame plays a game in which every seat ends with 2 points: the two
// leaders take 1 and bid 1 in the other round, every other seat bids 1
// twice, and the die shows 1 both times.
func tiedGame(t *testing.T, n int) *tg.State {
	st := newState(t, n)
	play(t, st, "chance roll 1", "0 take 1")
	play(t, st, allBids(n, func(s int) string { return map[bool]string{true: "bid 0", false: "bid 1"}[s == 0] })...)
	play(t, st, "chance roll 1", "1 take 1")
	play(t, st, allBids(n, func(s int) string { return map[bool]string{true: "bid 0", false: "bid 1"}[s == 1] })...)
	return st
}

func TestTiesSharePlaces(t *testing.T) {
	for n := 2; n <= 6; n++ {
		r := tiedGame(t, n).Result()
		if r == nil || r.Note != tg.TieNote || len(r.Winners) != n {
			t.Fatalf("%d seats: result %+v, want everyone first", n, r)
		}
		for s := 0; s < n; s++ {
			if r.Places[s] != 1 || r.Scores[s] != 2 {
				t.Fatalf("%d seats: seat %d place %d score %d", n, s, r.Places[s], r.Scores[s])
			}
		}
	}
	// A tie below the top is noted too.
	st := newState(t, 3)
	play(t, st, "chance roll 3", "0 take 2")
	play(t, st, allBids(3, func(int) string { return "bid 0" })...)
	play(t, st, "chance roll 3", "1 take 2")
	play(t, st, allBids(3, func(s int) string { return "bid " + strconv.Itoa(s/2) })...) // 2, 2, 3
	r := st.Result()
	if !slices.Equal(r.Places, []int{2, 2, 1}) || r.Note != tg.TieNote {
		t.Fatalf("result %+v", r)
	}
}

func TestView(t *testing.T) {
	st := newState(t, 3)
	v := st.View(1)
	if v.Viewer() != 1 || v.ChanceOutcomes() != nil || v.LegalMoves(engine.Chance) != nil || v.Decision().Kind != engine.ChanceNode {
		t.Fatalf("view at the roll: viewer %d, outcomes %v", v.Viewer(), v.ChanceOutcomes())
	}
	refuse(t, v, engine.Chance, "roll 1", "view cannot resolve")
	play(t, st, "chance roll 2")
	// Only the leader's own view lists and plays its take.
	if got := st.View(0).LegalMoves(0); !slices.Equal(got, []string{"take 1", "take 2"}) {
		t.Fatalf("leader's view moves %v", got)
	}
	if st.View(1).LegalMoves(0) != nil {
		t.Fatal("another seat's view lists the leader's moves")
	}
	refuse(t, st.View(1), 0, "take 1", "view belongs to seat 1")
	play(t, st, "0 take 1", "2 bid 1")
	for _, seat := range []int{0, 1} {
		v := st.ViewState(seat)
		if v.Pending(2) != "hidden" || v.Score(0) != 1 || v.Die() != 2 {
			t.Fatalf("view %d: pending %q, score %d, die %d", seat, v.Pending(2), v.Score(0), v.Die())
		}
		pos, _ := v.Position()
		if strings.Contains(string(pos), "bid 1") {
			t.Fatalf("view %d position shows seat 2's bid: %s", seat, pos)
		}
		if !slices.Equal(v.Decision().Seats, []int{0, 1}) {
			t.Fatalf("view %d decision %+v", seat, v.Decision())
		}
	}
	if got := st.ViewState(2).Pending(2); got != "bid 1" {
		t.Fatalf("own view pending %q", got)
	}
	// A spectator sees no bid; a view of a view hides what both hide.
	if st.ViewState(3).Pending(2) != "hidden" || st.View(-5).Viewer() != 3 {
		t.Fatal("spectator view")
	}
	if vv := st.ViewState(2).ViewState(0); vv.Viewer() != 3 || vv.Pending(2) != "hidden" {
		t.Fatalf("view of a view: viewer %d pending %q", vv.Viewer(), vv.Pending(2))
	}
	// The same public history with a different secret bid gives the same view.
	other := newState(t, 3)
	play(t, other, "chance roll 2", "0 take 1", "2 bid 0")
	if other.View(0).Hash() != st.View(0).Hash() || other.View(2).Hash() == st.View(2).Hash() {
		t.Fatal("view hashes depend on a hidden bid, or not on an own one")
	}
	// Seat 0 bids on its view; seat 1's bid completes the round on seat 1's
	// view, which cannot know the result and waits.
	v0 := st.ViewState(0)
	play(t, v0, "0 bid 1")
	if v0.Stage() != "bid" || v0.Pending(0) != "bid 1" {
		t.Fatalf("view after an own bid: stage %s", v0.Stage())
	}
	play(t, st, "0 bid 0")
	v1 := st.ViewState(1)
	play(t, v1, "1 bid 1")
	if d := v1.Decision(); d.Kind != engine.ChanceNode || v1.Stage() != "hidden" || v1.ChanceOutcomes() != nil || v1.LegalMoves(1) != nil {
		t.Fatalf("view after the last bid: %+v stage %s", d, v1.Stage())
	}
	refuse(t, v1, engine.Chance, "roll 1", "view cannot resolve")
	if v1.Evaluate(1) != float64(2-1) {
		t.Fatalf("Evaluate on the waiting view: %v", v1.Evaluate(1))
	}
}

func TestEvaluate(t *testing.T) {
	st := newState(t, 3)
	play(t, st, "chance roll 3", "0 take 2")
	if st.Evaluate(0) != 2 || st.Evaluate(1) != -2 || st.Evaluate(7) != 0 {
		t.Fatalf("evaluate %v %v", st.Evaluate(0), st.Evaluate(1))
	}
	play(t, st, "1 bid 1")
	if st.Evaluate(1) != 1 { // 0 + 3 pending, against 2
		t.Fatalf("evaluate with a pending bid: %v", st.Evaluate(1))
	}
}

func TestClone(t *testing.T) {
	st := newState(t, 4)
	play(t, st, "chance roll 1", "0 take 1", "1 bid 1")
	c := st.Clone()
	h := st.Hash()
	play(t, c, "0 bid 1", "2 bid 1", "3 bid 0")
	if st.Hash() != h || st.Pending(0) != "" || st.Score(1) != 0 {
		t.Fatal("applying to a clone changed the original")
	}
	sc := st.Scores()
	sc[0] = 99
	if st.Score(0) != 1 {
		t.Fatal("Scores shares memory with the state")
	}
}

func TestHashLayout(t *testing.T) {
	// The hash is SHA-256 of the documented byte layout, the same on every
	// platform: rebuild those bytes by hand.
	st := newState(t, 3)
	play(t, st, "chance roll 2", "0 take 1", "1 bid 1")
	want := []byte("testgame/1")
	want = append(want, 0xff, 3, 2, 0, 2) // full state, 3 seats, stage bid, round 0, die 2
	for _, seat := range []struct {
		score int64
		bid   byte
	}{{1, 0}, {0, 2}, {0, 0}} {
		want = binary.BigEndian.AppendUint64(want, uint64(seat.score))
		want = append(want, seat.bid)
	}
	if st.Hash() != sha256.Sum256(want) {
		t.Fatal("the hash is not SHA-256 of the documented layout")
	}
	again := newState(t, 3)
	play(t, again, "chance roll 2", "0 take 1", "1 bid 1")
	if again.Hash() != st.Hash() {
		t.Fatal("equal states, different hashes")
	}
	if newState(t, 3).Hash() == newState(t, 4).Hash() {
		t.Fatal("seat count not hashed")
	}
}
