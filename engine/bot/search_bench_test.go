package bot_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
)

// BenchmarkHardDecision times the hard level's whole think on mid-game
// decisions of each game (seeded random games, decisions with two or more
// legal moves), cycling through 20 of them: ns/op is the time a hard bot
// takes per decision on this machine, natively or under js/wasm.
//
//	go test ./engine/bot -run '^$' -bench HardDecision -benchtime 20x
func BenchmarkHardDecision(b *testing.B) {
	hard, _ := bot.New("hard")
	for _, su := range []struct {
		game string
		opts engine.Options
	}{
		{"mallworld", engine.Options{"players": "4"}},
		{"mallornothing", engine.Options{}},
		{"luxshopping", engine.Options{"players": "4"}},
		{"mallforheroes", engine.Options{"players": "3"}},
	} {
		b.Run(su.game, func(b *testing.B) {
			type decision struct {
				view engine.State
				seat int
			}
			var ds []decision
			decisionsOf(b, su.game, su.opts, 9, 20, func(st engine.State, seat int, _ *rand.Rand) {
				ds = append(ds, decision{st.View(seat), seat})
			})
			if len(ds) == 0 {
				b.Fatal("no decisions")
			}
			i := 0
			for b.Loop() {
				d := ds[i%len(ds)]
				if _, err := hard.Choose(d.view, d.seat, rand.New(rand.NewPCG(uint64(i), 1))); err != nil {
					b.Fatal(fmt.Errorf("%s: %v", su.game, err))
				}
				i++
			}
		})
	}
}
