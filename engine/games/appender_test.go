package games_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/games"
)

// builtIn lists the built-in games: those whose states live in a rules
// package of this module (tests register Test Race too).
func builtIn(t *testing.T) []engine.Game {
	var out []engine.Game
	for _, g := range games.All() {
		st, err := g.New(nil)
		if err != nil {
			t.Fatalf("%s: %v", g.Name(), err)
		}
		if p := reflect.TypeOf(st).Elem().PkgPath(); strings.HasPrefix(p, "github.com/galleria-games/galleria/engine/") && !strings.HasSuffix(p, "/testgame") {
			out = append(out, g)
		}
	}
	if len(out) < 4 {
		t.Fatalf("%d built-in games", len(out))
	}
	return out
}

// TestAppenders: every built-in game lists moves and outcomes into a
// caller's buffer (engine.MoveAppender, engine.OutcomeAppender), and the
// lists are LegalMoves' and ChanceOutcomes', in the same order, on the
// state and on every view (enginetest.CheckAppend) at every step of seeded
// random games of every seat count.
func TestAppenders(t *testing.T) {
	for _, g := range builtIn(t) {
		info := g.Info()
		for n := info.MinSeats; n <= info.MaxSeats; n++ {
			t.Run(fmt.Sprintf("%s/players=%d", g.Name(), n), func(t *testing.T) {
				games := 10
				if testing.Short() {
					games = 2
				}
				steps, lists := 0, 0
				for seed := range uint64(games) {
					st, err := g.New(engine.Options{"players": fmt.Sprint(n)})
					if err != nil {
						t.Fatal(err)
					}
					if _, ok := st.(engine.MoveAppender); !ok {
						t.Fatalf("%T is no engine.MoveAppender", st)
					}
					if _, ok := st.(engine.OutcomeAppender); !ok {
						t.Fatalf("%T is no engine.OutcomeAppender", st)
					}
					bots := make([]bot.Bot, n)
					for i := range bots {
						bots[i] = bot.Random{}
					}
					var failed error
					_, err = enginetest.Play(st, bots, rand.New(rand.NewPCG(seed, uint64(n))), func(st engine.State, step int) bool {
						k, err := enginetest.CheckAppend(st)
						if err != nil {
							failed = fmt.Errorf("game %d, step %d: %v", seed, step, err)
							return false
						}
						steps++
						lists += k
						return step < 5000
					})
					if err != nil {
						t.Fatal(err)
					}
					if failed != nil {
						t.Fatal(failed)
					}
				}
				if steps == 0 || lists < steps {
					t.Fatalf("%d steps, %d lists compared", steps, lists)
				}
			})
		}
	}
}

// viewing is Random without its MovePicker fast path: it chooses on the
// view, as any other bot does.
type viewing struct{}

func (viewing) Name() string { return "viewing" }
func (viewing) Choose(view engine.State, seat int, rng *rand.Rand) (string, error) {
	return bot.Random{}.Choose(view, seat, rng)
}

// plain hides a state's appenders: only engine.State's methods show.
type plain struct{ engine.State }

// TestPlayFastPath: bot.Play with random bots, on the states (their
// appenders and Random's MovePicker: no view, reused buffers), plays the
// very games it plays through views and freshly made lists, for every
// built-in game and seat count.
func TestPlayFastPath(t *testing.T) {
	for _, g := range builtIn(t) {
		info := g.Info()
		for n := info.MinSeats; n <= info.MaxSeats; n++ {
			for seed := range uint64(4) {
				opts := engine.Options{"players": fmt.Sprint(n)}
				fast, err := g.New(opts)
				if err != nil {
					t.Fatal(err)
				}
				slow, _ := g.New(opts)
				fastBots, slowBots := make([]bot.Bot, n), make([]bot.Bot, n)
				for i := range fastBots {
					fastBots[i], slowBots[i] = bot.Random{}, viewing{}
				}
				a, err := bot.Play(fast, fastBots, rand.New(rand.NewPCG(seed, 77)), 100000)
				if err != nil {
					t.Fatalf("%s, %d players, seed %d: %v", g.Name(), n, seed, err)
				}
				b, err := bot.Play(plain{slow}, slowBots, rand.New(rand.NewPCG(seed, 77)), 100000)
				if err != nil {
					t.Fatalf("%s, %d players, seed %d, slow: %v", g.Name(), n, seed, err)
				}
				if !slices.Equal(a, b) || fast.Hash() != slow.Hash() || len(a) == 0 {
					t.Fatalf("%s, %d players, seed %d: the fast path played %d steps, the slow one %d (or the end differs)", g.Name(), n, seed, len(a), len(b))
				}
			}
		}
	}
}
