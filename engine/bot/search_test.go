package bot_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/games"
)

// searchSetups are the tables the search tests play: every game, solo
// included.
var searchSetups = []struct {
	game string
	opts engine.Options
}{
	{"mallworld", engine.Options{"players": "4"}},
	{"mallworld", engine.Options{"players": "3"}},
	{"mallornothing", engine.Options{}},
	{"luxshopping", engine.Options{"players": "4"}},
	{"luxshopping", engine.Options{"players": "2"}},
	{"mallforheroes", engine.Options{"players": "3"}},
	{"mallforheroes", engine.Options{"players": "1", "level": "2"}},
}

// small searches: the tree (turns, simultaneous decisions and chance in
// the tree) and the paired rounds, with guided and random play-on.
var smallSearches = []string{"ismcts:it=24:depth=4:sample=1:paired=0", "ismcts:it=24:depth=8:sample=3:trust=1:reward=own:paired=3:others=1", "ismcts:it=12:depth=3:sample=2:c=1:trust=0:reward=margin:paired=0"}

// decisionsOf plays random games of a setup and calls visit at every
// decision of a seat with more than one legal move (seat is a seat that
// acts), until visit has been called limit times.
func decisionsOf(t testing.TB, game string, opts engine.Options, seed uint64, limit int, visit func(st engine.State, seat int, rng *rand.Rand)) {
	t.Helper()
	g, err := games.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 0x5EA4))
	calls := 0
	for calls < limit {
		st, err := g.New(opts)
		if err != nil {
			t.Fatal(err)
		}
		for steps := 0; st.Decision().Kind != engine.Terminal && calls < limit; steps++ {
			if steps > 100000 {
				t.Fatalf("%s: a random game does not end", game)
			}
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
			seat := d.Seats[rng.IntN(len(d.Seats))]
			legal := st.LegalMoves(seat)
			if len(legal) > 1 && rng.IntN(3) == 0 {
				visit(st, seat, rng)
				calls++
			}
			if err := st.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// The search proposes a legal move of the real state at every decision it
// is shown, in every game, whatever its configuration.
func TestSearchMovesAreLegal(t *testing.T) {
	positions := 300
	if testing.Short() {
		positions = 40
	}
	for _, su := range searchSetups {
		t.Run(fmt.Sprintf("%s/%s", su.game, su.opts), func(t *testing.T) {
			checked := 0
			decisionsOf(t, su.game, su.opts, 1, positions, func(st engine.State, seat int, rng *rand.Rand) {
				name := smallSearches[checked%len(smallSearches)]
				b, err := bot.New(name)
				if err != nil {
					t.Fatal(err)
				}
				before := st.Hash()
				m, err := b.Choose(st.View(seat), seat, rng)
				if err != nil {
					t.Fatalf("%s at step hash %x: %v", name, before[:4], err)
				}
				if !slices.Contains(st.LegalMoves(seat), m) {
					t.Fatalf("%s proposed %q for %s, not a legal move %v", name, m, engine.SeatName(seat), st.LegalMoves(seat))
				}
				if st.Hash() != before {
					t.Fatalf("%s changed the state it was shown", name)
				}
				checked++
			})
			t.Logf("%d positions", checked)
		})
	}
}

// The move depends only on the view and the seed: two different full
// states with the same view of the bot's seat give the same move, and the
// same seed gives the same move twice.
func TestSearchReadsOnlyTheView(t *testing.T) {
	for _, su := range searchSetups {
		t.Run(fmt.Sprintf("%s/%s", su.game, su.opts), func(t *testing.T) {
			differ := 0
			decisionsOf(t, su.game, su.opts, 2, 25, func(st engine.State, seat int, rng *rand.Rand) {
				other, err := engine.Determinize(st, seat, rng)
				if err != nil {
					t.Fatal(err)
				}
				if other.View(seat).Hash() != st.View(seat).Hash() {
					t.Fatal("a determinization's view differs from the view it was drawn from")
				}
				if other.Hash() != st.Hash() {
					differ++
				}
				seed := rng.Uint64()
				for _, name := range []string{"ismcts:it=30:depth=4:sample=1:paired=0", "ismcts:it=30:depth=6:sample=3:trust=1:reward=own:paired=3"} {
					b, _ := bot.New(name)
					a, err1 := b.Choose(st.View(seat), seat, rand.New(rand.NewPCG(seed, 1)))
					c, err2 := b.Choose(other.View(seat), seat, rand.New(rand.NewPCG(seed, 1)))
					again, err3 := b.Choose(st.View(seat), seat, rand.New(rand.NewPCG(seed, 1)))
					if err1 != nil || err2 != nil || err3 != nil {
						t.Fatal(err1, err2, err3)
					}
					if a != c || a != again {
						t.Fatalf("%s: %q on the state, %q on another state with the same view, %q again with the same seed", name, a, c, again)
					}
				}
			})
			// Luxembourg-Shopping and Mall for Heroes hide only the order
			// of what is yet to be drawn, which no full state fixes; Mall
			// World hides hands and coins, Mall or Nothing the sealed
			// placement of a seat that has already chosen.
			t.Logf("%d of 25 decisions had another full state with the same view", differ)
			if (su.game == "mallworld" || su.game == "mallornothing") && differ == 0 {
				t.Fatal("no decision had another full state with the same view: the test compared nothing")
			}
		})
	}
}

// Thinking in slices of any size gives the move Choose gives.
func TestSearchSlicesGiveTheSameMove(t *testing.T) {
	for _, i := range []int{0, 2, 3, 5, 6} {
		su := searchSetups[i]
		t.Run(fmt.Sprintf("%s/%s", su.game, su.opts), func(t *testing.T) {
			decisionsOf(t, su.game, su.opts, 3, 10, func(st engine.State, seat int, rng *rand.Rand) {
				for _, name := range smallSearches {
					b, _ := bot.New(name)
					seed := rng.Uint64()
					want, err := b.Choose(st.View(seat), seat, rand.New(rand.NewPCG(seed, 2)))
					if err != nil {
						t.Fatal(err)
					}
					th, err := b.(bot.Thinker).Think(st.View(seat), seat, rand.New(rand.NewPCG(seed, 2)))
					if err != nil {
						t.Fatal(err)
					}
					slices := 0
					for slice := 1; !th.Work(slice); slice = slice%3 + 1 {
						slices++
						if done, total := th.Progress(); done > total || slices > total {
							t.Fatalf("progress %d of %d after %d slices", done, total, slices)
						}
					}
					got, err := th.Move()
					if err != nil {
						t.Fatal(err)
					}
					if got != want {
						t.Fatalf("%s: sliced %q, whole %q", name, got, want)
					}
					if th.Reason() == "" {
						t.Fatal("no reason")
					}
				}
			})
		})
	}
}

// A small search already beats random bots clearly (a search that ignored
// its statistics would not).
func TestSearchBeatsRandom(t *testing.T) {
	g, _ := games.Lookup("mallornothing")
	s, _ := bot.New("ismcts:it=40:depth=0:sample=1:paired=0:trust=0")
	wins := 0.0
	const n = 20
	for i := 0; i < n; i++ {
		st, _ := g.New(engine.Options{})
		seats := []bot.Bot{s, bot.Random{}}
		if i%2 == 1 {
			seats = []bot.Bot{bot.Random{}, s}
		}
		if _, err := bot.Play(st, seats, rand.New(rand.NewPCG(uint64(i), 3)), 1000); err != nil {
			t.Fatal(err)
		}
		for _, w := range st.Result().Winners {
			if w == i%2 {
				wins += 1 / float64(len(st.Result().Winners))
			}
		}
	}
	t.Logf("search won %.1f of %d games against random", wins, n)
	if wins < 0.8*n {
		t.Fatalf("search won %.1f of %d games against a random bot, want at least 80%%", wins, n)
	}
}

func TestSearchNames(t *testing.T) {
	for _, name := range []string{"easy", "normal", "hard", "ismcts:it=10", "ismcts:depth=0", "ismcts:it=10:depth=3:sample=4:c=1.5:trust=2:reward=own:paired=5:others=1"} {
		b, err := bot.New(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if b.Name() != name {
			t.Fatalf("%s is named %q", name, b.Name())
		}
		if _, ok := b.(bot.Thinker); !ok {
			t.Fatalf("%s cannot think in slices", name)
		}
	}
	for _, name := range []string{"ismcts", "ismcts:", "ismcts:10", "ismcts:it=0", "ismcts:it=x", "ismcts:depth=-1", "ismcts:sample=0", "ismcts:c=-1", "ismcts:reward=both", "ismcts:paired=-2", "ismcts:it=5:it=6", "ismcts:speed=3", "Hard"} {
		if _, err := bot.New(name); err == nil {
			t.Fatalf("%q accepted", name)
		}
	}
}

// The levels take their share of the game's budget (engine.SearchHints),
// weakest first, and a tuning configuration overrides the budget it names.
func TestSearchLevelsBudget(t *testing.T) {
	for _, g := range games.All() {
		st, err := g.New(engine.Options{})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(5, 5))
		for st.Decision().Kind == engine.ChanceNode {
			m, err := bot.PickChance(st.ChanceOutcomes(), rng)
			if err != nil {
				t.Fatal(err)
			}
			if err := st.Apply(engine.Chance, m); err != nil {
				t.Fatal(err)
			}
		}
		seat := st.Decision().Seats[0]
		want := 1000
		if h, ok := st.(engine.SearchHinter); ok {
			want = h.SearchHints().Iterations
		}
		last := 0
		for _, name := range []string{"easy", "normal", "hard", "ismcts:it=7"} {
			b, _ := bot.New(name)
			th, err := b.(bot.Thinker).Think(st.View(seat), seat, rand.New(rand.NewPCG(1, 1)))
			if err != nil {
				t.Fatal(err)
			}
			_, total := th.Progress()
			switch {
			case name == "hard" && total != want:
				t.Errorf("%s: hard thinks %d iterations, the game's budget is %d", g.Name(), total, want)
			case name == "ismcts:it=7" && total != 7:
				t.Errorf("%s: %s thinks %d iterations", g.Name(), name, total)
			case name != "ismcts:it=7" && total <= last:
				t.Errorf("%s: %s thinks %d iterations, no more than the level below (%d)", g.Name(), name, total, last)
			}
			last = total
		}
	}
}
