package luxshopping_test

// TestGoldenHash pins the canonical byte layout of State.Hash across
// platforms. It plays one fixed 4-player game (random moves, chance drawn
// from fixed math/rand/v2 PCG seeds) and compares a one-line record of it
// (length, how it ended, the hash after 100 steps and the final hash) with
// goldenGame, recorded on linux/amd64. The same test must pass everywhere
// the engine runs, in particular in the browser build:
//
//	GOOS=js GOARCH=wasm go test -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./engine/luxshopping/ -run 'Golden|Hash'
//
// goldenGame changes only when the hashed layout or the rules change on
// purpose; then paste the line this test prints in its place. A failure
// anywhere else, with the same engine source, means the hash is not
// platform independent.
//
// The moves are chosen by enginetest.PlayGolden as bot.Random and
// bot.PickChance would (the seat's view lists its moves, the chance
// generator picks outcomes by weight), written out so that the record
// depends on nothing but the engine and the PCG of math/rand/v2, and not
// on the greedy bot's evaluation.

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/luxshopping"
)

// Recorded on linux/amd64 (go1.26). Update by pasting the line the test prints.
const goldenGame = "494 steps, round 37, ended gallery, winners [2], cash [7000 0 289000 0], hash@100 cd23d0526c93eeca63131d4034473eec2a9baa17f3d42e4e0b58efcbcc12a0f9, final b1bb9b428abf35478788b997000482cc7e3a6ffd7b73412bc1dbaa88a0b1f776"

func goldenPlay(t *testing.T) string {
	st, err := luxshopping.Game{}.NewState(engine.Options{"players": "4"})
	if err != nil {
		t.Fatal(err)
	}
	g, err := enginetest.PlayGolden(st, 2026, 100, 20000, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := st.Result()
	return fmt.Sprintf("%d steps, round %d, ended %s, winners %v, cash %v, hash@100 %s, final %s",
		g.Steps, st.Round(), st.Ended(), r.Winners, r.Scores, g.HashAt, g.Final)
}

func TestGoldenHash(t *testing.T) {
	got := goldenPlay(t)
	if got != goldenGame {
		t.Errorf("the fixed game gives\n\t%q\nrecorded:\n\t%q\n"+
			"If the hash layout or the rules changed on purpose, paste the new line into goldenGame in golden_test.go;\n"+
			"otherwise the hash is not the same on this platform (%s).", got, goldenGame, runtime.GOOS+"/"+runtime.GOARCH)
	}
}

// TestHashLayout checks that the hash covers what tells states apart and
// nothing else: equal states hash equal (and so do clones), options and
// views change it, and so does one step.
func TestHashLayout(t *testing.T) {
	a, _ := luxshopping.Game{}.NewState(engine.Options{"players": "3"})
	b, _ := luxshopping.Game{}.NewState(engine.Options{"players": "3"})
	if a.Hash() != b.Hash() || a.Clone().Hash() != a.Hash() {
		t.Fatal("two new states, or a state and its clone, hash differently")
	}
	for _, o := range []engine.Options{{"players": "4"}, {"players": "3", "rounds": "30"}} {
		c, _ := luxshopping.Game{}.NewState(o)
		if c.Hash() == a.Hash() {
			t.Errorf("options %v hash like the default 3-player game", o)
		}
	}
	if a.View(0).Hash() == a.Hash() || a.View(0).Hash() == a.View(1).Hash() {
		t.Error("views hash like the full state or like each other")
	}
	if err := a.Apply(engine.Chance, "deal 1"); err != nil {
		t.Fatal(err)
	}
	if err := b.Apply(engine.Chance, "deal 2"); err != nil {
		t.Fatal(err)
	}
	if a.Hash() == b.Hash() {
		t.Error("two different deals hash the same")
	}
}
