package mallforheroes_test

// TestGoldenHash pins the canonical byte layout of State.Hash across
// platforms. It plays two fixed games, one of 3 players and one solo game
// at Level 2 (which ends with a removal decision), with random moves and
// chance drawn from fixed math/rand/v2 PCG seeds, and compares a one-line
// record of them (length, scores, the hash after 50 steps and the final
// hash of each) with goldenGames, recorded on linux/amd64. The same test
// must pass everywhere the engine runs, in particular in the browser build:
//
//	GOOS=js GOARCH=wasm go test -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./engine/mallforheroes/ -run 'Golden|Hash'
//
// goldenGames changes only when the hashed layout or the rules change on
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
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/mallforheroes"
)

// Recorded on linux/amd64 (go1.26). Update by pasting the line the test prints.
const goldenGames = "players 3: 121 steps, scores [20 3 11], winners [0], hash@50 3875e26db08dd36b753dd04763aa1a45082c17e22b598f557d4e71355192d254, final cf5df22f683fd7ffcf71f05cb92c58dd0a31c520fe8860864be5ebae37658de9; players 1: 116 steps, scores [6], winners [], hash@50 9f6f9ccc25e7f1125a1aa57afe2f14138e9be07f1313697109fc93789a102592, final e0535d44949f28c4715c6b52f863850bc283c0d50e0dc142af506f562497355a"

func goldenPlay(t *testing.T, opts engine.Options, seed uint64) string {
	st, err := mallforheroes.Game{}.NewState(opts)
	if err != nil {
		t.Fatal(err)
	}
	g, err := enginetest.PlayGolden(st, seed, 50, 5000, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := st.Result()
	return fmt.Sprintf("players %s: %d steps, scores %v, winners %v, hash@50 %s, final %s",
		opts["players"], g.Steps, r.Scores, r.Winners, g.HashAt, g.Final)
}

func goldenRecord(t *testing.T) string {
	return strings.Join([]string{
		goldenPlay(t, engine.Options{"players": "3"}, 2026),
		goldenPlay(t, engine.Options{"players": "1", "level": "2"}, 2027),
	}, "; ")
}

func TestGoldenHash(t *testing.T) {
	got := goldenRecord(t)
	if got != goldenGames {
		t.Errorf("the fixed games give\n\t%q\nrecorded:\n\t%q\n"+
			"If the hash layout or the rules changed on purpose, paste the new line into goldenGames in golden_test.go;\n"+
			"otherwise the hash is not the same on this platform (%s).", got, goldenGames, runtime.GOOS+"/"+runtime.GOARCH)
	}
}

// TestHashLayout checks that the hash covers what tells states apart and
// nothing else: equal states hash equal (and so do clones), options and
// views change it, and so does one step.
func TestHashLayout(t *testing.T) {
	a, _ := mallforheroes.Game{}.NewState(engine.Options{"players": "3"})
	b, _ := mallforheroes.Game{}.NewState(engine.Options{"players": "3"})
	if a.Hash() != b.Hash() || a.Clone().Hash() != a.Hash() {
		t.Fatal("two new states, or a state and its clone, hash differently")
	}
	for _, o := range []engine.Options{{"players": "4"}, {"players": "3", "first": "1"}, {"players": "1"}, {"players": "1", "level": "2"}} {
		c, _ := mallforheroes.Game{}.NewState(o)
		if c.Hash() == a.Hash() {
			t.Errorf("options %v hash like the default 3-player game", o)
		}
	}
	if a.View(0).Hash() == a.Hash() || a.View(0).Hash() == a.View(1).Hash() {
		t.Error("views hash like the full state or like each other")
	}
	if err := a.Apply(engine.Chance, "entrance EN1"); err != nil {
		t.Fatal(err)
	}
	if err := b.Apply(engine.Chance, "entrance EN2"); err != nil {
		t.Fatal(err)
	}
	if a.Hash() == b.Hash() {
		t.Error("two different deals hash the same")
	}
}
