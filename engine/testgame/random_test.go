package testgame_test

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	tg "github.com/galleria-games/galleria/engine/testgame"
)

const gamesPerCount = 2000

// TestRandomGames plays gamesPerCount random games for every seat count and
// checks the State contract at every step.
func TestRandomGames(t *testing.T) {
	for n := 2; n <= 6; n++ {
		t.Run(strconv.Itoa(n), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(n), 7))
			bots := make([]bot.Bot, n)
			for i := range bots {
				bots[i] = bot.Random{}
				if i%2 == 1 {
					bots[i] = bot.Greedy{}
				}
			}
			places := map[int]int{}
			for g := 0; g < gamesPerCount; g++ {
				st, err := tg.Game{}.New(engine.Options{"players": strconv.Itoa(n)})
				if err != nil {
					t.Fatal(err)
				}
				var steps []engine.Step
				for st.Decision().Kind != engine.Terminal {
					if len(steps) > 4*(n+2) {
						t.Fatalf("game %d: no end after %d steps", g, len(steps))
					}
					checkState(t, st, n, rng)
					var step engine.Step
					if st.Decision().Kind == engine.ChanceNode {
						m, err := bot.PickChance(st.ChanceOutcomes(), rng)
						if err != nil {
							t.Fatal(err)
						}
						step = engine.Step{Seat: engine.Chance, Move: m}
					} else {
						// Any seat that acts, not only the first.
						d := st.Decision()
						seat := d.Seats[rng.IntN(len(d.Seats))]
						m, err := bots[seat].Choose(st.View(seat), seat, rng)
						if err != nil {
							t.Fatalf("game %d: bot of seat %d: %v", g, seat, err)
						}
						step = engine.Step{Seat: seat, Move: m}
					}
					if err := st.Apply(step.Seat, step.Move); err != nil {
						t.Fatalf("game %d: %s: %v", g, step, err)
					}
					steps = append(steps, step)
				}
				checkState(t, st, n, rng)
				r := st.Result()
				if r == nil || len(r.Scores) != n || len(r.Places) != n || len(r.Winners) == 0 {
					t.Fatalf("game %d: result %+v", g, r)
				}
				shared := false
				for s := 0; s < n; s++ {
					if slices.Contains(r.Winners, s) != (r.Places[s] == 1) {
						t.Fatalf("game %d: winners %v, places %v", g, r.Winners, r.Places)
					}
					for o := 0; o < n; o++ {
						if o != s && r.Places[o] == r.Places[s] {
							shared = true
						}
					}
					places[r.Places[s]]++
				}
				if shared != (r.Note == tg.TieNote) {
					t.Fatalf("game %d: places %v, note %q", g, r.Places, r.Note)
				}
				// The log replays to the same state.
				m := &engine.Match{Game: tg.GameName, Options: engine.Options{"players": strconv.Itoa(n)}, Steps: steps}
				parsed, err := engine.ParseLog(bytes.NewReader([]byte(engine.FormatLog(m))))
				if err != nil {
					t.Fatal(err)
				}
				re, err := engine.Replay(tg.Game{}, parsed)
				if err != nil || re.Hash() != st.Hash() {
					t.Fatalf("game %d: replay %v, hash equal %v", g, err, err == nil && re.Hash() == st.Hash())
				}
			}
			if places[1] == 0 || len(places) < 2 {
				t.Errorf("places seen %v", places)
			}
		})
	}
}

// checkState checks one state of a game of n seats: positions round-trip,
// every legal move applies, illegal moves are refused with the state
// unchanged, and views hide the other seats' bids.
func checkState(t *testing.T, st engine.State, n int, rng *rand.Rand) {
	t.Helper()
	h := st.Hash()
	if st.Seats() != n || st.Viewer() != -1 {
		t.Fatalf("seats %d viewer %d", st.Seats(), st.Viewer())
	}
	pos, err := st.Position()
	if err != nil {
		t.Fatal(err)
	}
	back, err := tg.Game{}.Import(pos)
	if err != nil {
		t.Fatalf("import of %s: %v", pos, err)
	}
	if back.Hash() != h {
		t.Fatalf("position %s does not round-trip", pos)
	}
	if pos2, _ := back.Position(); !bytes.Equal(pos, pos2) {
		t.Fatalf("position %s reads back as %s", pos, pos2)
	}
	d := st.Decision()
	if (d.Kind == engine.Terminal) != (st.Result() != nil) {
		t.Fatalf("decision %v, result %v", d.Kind, st.Result())
	}
	// Every legal move applies to a clone and changes it; the original
	// stays as it was.
	actors := slices.Clone(d.Seats)
	if d.Kind == engine.ChanceNode {
		actors = []int{engine.Chance}
		if len(st.ChanceOutcomes()) != 3 {
			t.Fatalf("outcomes %v", st.ChanceOutcomes())
		}
	}
	for _, seat := range actors {
		moves := st.LegalMoves(seat)
		if len(moves) == 0 {
			t.Fatalf("%s acts but has no move", engine.SeatName(seat))
		}
		for _, m := range moves {
			c := st.Clone()
			if err := c.Apply(seat, m); err != nil {
				t.Fatalf("legal %s %q: %v", engine.SeatName(seat), m, err)
			}
			if c.Hash() == h {
				t.Fatalf("legal %s %q changed nothing", engine.SeatName(seat), m)
			}
		}
		if seat >= 0 {
			// The seat's own view lists and plays the same moves.
			v := st.View(seat)
			if !slices.Equal(v.LegalMoves(seat), moves) {
				t.Fatalf("view of seat %d lists %v, the state %v", seat, v.LegalMoves(seat), moves)
			}
			if err := v.Apply(seat, moves[rng.IntN(len(moves))]); err != nil {
				t.Fatalf("view of seat %d: %v", seat, err)
			}
		}
	}
	if st.Hash() != h {
		t.Fatal("checking moves changed the state")
	}
	// Illegal moves and wrong seats are refused.
	try := func(seat int, move string) {
		if slices.Contains(actors, seat) && slices.Contains(st.LegalMoves(seat), move) {
			return
		}
		if err := st.Apply(seat, move); err == nil {
			t.Fatalf("%s %q accepted at %s", engine.SeatName(seat), move, pos)
		}
		if st.Hash() != h {
			t.Fatalf("refused %s %q changed the state", engine.SeatName(seat), move)
		}
	}
	for seat := -2; seat <= n; seat++ {
		for _, m := range []string{"take 3", "bid 2", "roll 4", "take 1", "bid 1", "roll 2", "pass", ""} {
			try(seat, m)
		}
	}
	// Views: no outcomes, and the other seats' bids hidden.
	for v := 0; v <= n; v++ {
		view := st.View(v).(*tg.State)
		if view.ChanceOutcomes() != nil || view.LegalMoves(engine.Chance) != nil {
			t.Fatalf("view %d lists chance outcomes", v)
		}
		full := st.(*tg.State)
		for s := 0; s < n; s++ {
			want := full.Pending(s)
			if s != v && want != "" {
				want = "hidden"
			}
			if view.Pending(s) != want {
				t.Fatalf("view %d shows seat %d's bid as %q, want %q", v, s, view.Pending(s), want)
			}
		}
	}
	// The views of every other seat are the same whichever bid a seat
	// makes, unless that bid ends the round.
	if d.Kind == engine.Simultaneous && len(d.Seats) > 1 {
		s := d.Seats[rng.IntN(len(d.Seats))]
		a, b := st.Clone(), st.Clone()
		if a.Apply(s, "bid 0") != nil || b.Apply(s, "bid 1") != nil {
			t.Fatal("bids refused")
		}
		for v := 0; v <= n; v++ {
			if v != s && a.View(v).Hash() != b.View(v).Hash() {
				t.Fatalf("view %d tells seat %d's bid", v, s)
			}
		}
	}
}
