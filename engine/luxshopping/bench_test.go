package luxshopping_test

// Benchmarks of the engine's hot paths:
//
//	go test ./engine/luxshopping/ -run '^$' -bench . -count 5
//
// BenchmarkRandomPlayout plays whole games per player count (random bots on
// their views, chance from a PCG, the default 100-round limit) and reports
// games/s; BenchmarkGreedyPlayout does the same for four greedy bots. The
// others cycle through a fixed set of decisions (chance and seats alike)
// taken from seeded random 4-player games, each with one of its legal moves.
//
// TestRoundsReport (GALLERIA_LS_REPORT=1 go test ./engine/luxshopping/ -run
// TestRoundsReport -v) prints the median game length in rounds of
// all-greedy tables, per player count.

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"sync"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/luxshopping"
)

func BenchmarkRandomPlayout(b *testing.B) {
	for n := 2; n <= 6; n++ {
		b.Run("players="+strconv.Itoa(n), func(b *testing.B) {
			benchPlayout(b, n, bot.Random{})
		})
	}
}

func BenchmarkGreedyPlayout(b *testing.B) {
	benchPlayout(b, 4, bot.Greedy{})
}

func benchPlayout(b *testing.B, n int, bt bot.Bot) {
	bots := make([]bot.Bot, n)
	for i := range bots {
		bots[i] = bt
	}
	opts := engine.Options{"players": strconv.Itoa(n)}
	enginetest.BenchPlayout(b, func() (engine.State, error) { return luxshopping.Game{}.New(opts) }, bots, 100000)
}

// benchSteps are decisions (chance and seats alike) of seeded random
// 4-player games, each with one of its legal moves.
var benchSteps = sync.OnceValue(func() []enginetest.Decision[*luxshopping.State] {
	var out []enginetest.Decision[*luxshopping.State]
	pick := rand.New(rand.NewPCG(7, 7))
	bots := []bot.Bot{bot.Random{}, bot.Random{}, bot.Random{}, bot.Random{}}
	for g := uint64(0); g < 8; g++ {
		st, _ := luxshopping.Game{}.NewState(engine.Options{"players": "4"})
		rng := rand.New(rand.NewPCG(g, 0xBE7C))
		if _, err := enginetest.Play(st, bots, rng, enginetest.Decisions(&out, pick, nil, nil)); err != nil {
			panic(err)
		}
	}
	return out
})

func BenchmarkApply(b *testing.B)      { enginetest.BenchApply(b, benchSteps()) }
func BenchmarkLegalMoves(b *testing.B) { enginetest.BenchLegalMoves(b, benchSteps()) }
func BenchmarkEvaluate(b *testing.B)   { enginetest.BenchEvaluate(b, benchSteps()) }
func BenchmarkClone(b *testing.B)      { enginetest.BenchClone(b, benchSteps()) }
func BenchmarkHash(b *testing.B)       { enginetest.BenchHash(b, benchSteps()) }
func BenchmarkPositionImport(b *testing.B) {
	enginetest.BenchPositionImport(b, benchSteps(), luxshopping.Game{}.Import)
}

// TestRoundsReport prints, per player count, the median length in rounds
// (completed rounds when the game ends, as Round reports) of
// GALLERIA_LS_REPORT_GAMES (default 2000) games with greedy bots in every
// seat, and how they ended. It is a measurement, not a check: it runs only
// with GALLERIA_LS_REPORT=1.
func TestRoundsReport(t *testing.T) {
	if os.Getenv("GALLERIA_LS_REPORT") != "1" {
		t.Skip("set GALLERIA_LS_REPORT=1 to print the rounds report")
	}
	games := 2000
	if v := os.Getenv("GALLERIA_LS_REPORT_GAMES"); v != "" {
		g, err := strconv.Atoi(v)
		if err != nil || g < 1 {
			t.Fatalf("GALLERIA_LS_REPORT_GAMES=%q", v)
		}
		games = g
	}
	for n := 2; n <= 6; n++ {
		t.Run("players="+strconv.Itoa(n), func(t *testing.T) {
			t.Parallel()
			bots := make([]bot.Bot, n)
			for i := range bots {
				bots[i] = bot.Greedy{}
			}
			var rounds []int
			ends := map[string]int{}
			for g := 0; g < games; g++ {
				st, _ := luxshopping.Game{}.NewState(engine.Options{"players": strconv.Itoa(n)})
				rng := rand.New(rand.NewPCG(uint64(g), 0x5EED+uint64(n)))
				if _, err := bot.Play(st, bots, rng, 100000); err != nil {
					t.Fatal(err)
				}
				rounds = append(rounds, st.Round())
				ends[st.Ended()]++
			}
			pct := func(k string) string { return fmt.Sprintf("%.1f%%", 100*float64(ends[k])/float64(games)) }
			t.Logf("%d players, %d all-greedy games: median %d rounds; ended by signs %s, gallery %s, last player %s, time limit %s",
				n, games, median(rounds), pct("signs"), pct("gallery"), pct("last"), pct("time"))
		})
	}
}
