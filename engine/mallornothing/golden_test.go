package mallornothing_test

// TestGoldenHash pins the canonical byte layout of State.Hash across
// platforms. It plays one fixed game (random moves, chance drawn from fixed
// math/rand/v2 PCG seeds) and compares the hash after 12 steps (mid-round,
// one placement committed) and the final hash with constants recorded on
// linux/amd64. The same test must pass everywhere the engine runs, in
// particular in the browser build:
//
//	GOOS=js GOARCH=wasm go test -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./engine/mallornothing/ -run 'Golden|Hash'
//
// The constants change only when the hashed layout or the rules change on
// purpose; then record the new values this test prints. A failure anywhere
// else, with the same engine source, means the hash is not platform
// independent.
//
// The moves are chosen by enginetest.PlayGolden as bot.Random and
// bot.PickChance would (at a simultaneous decision the last seat that must
// place moves first), written out so that the constants depend on nothing
// but the engine and the PCG of math/rand/v2.

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/mallornothing"
)

// Recorded on linux/amd64 (go1.26).
const (
	goldenSteps     = 33
	goldenHash12    = "3a900527c306072de8c42ed71bee08abb4e64cb1fa33e2871d4f62ca924280de"
	goldenHashFinal = "38c08a6d529a60f3d5eb26712be453ff8576a95fca475362bdbabc61e7b0cb73"
	goldenScores    = "8 (D0 B0 C2 R3 S0 E3; hallway 5, unused 4) / 14 (D0 B0 C4 R2 S6 E2; hallway 5, unused 5) / winners [1]"
)

func TestGoldenHash(t *testing.T) {
	st, err := mallornothing.Game{}.NewState(nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := enginetest.PlayGolden(st, 2026, 12, 100, enginetest.LastSeat)
	if err != nil {
		t.Fatal(err)
	}
	steps, h12, final := g.Steps, g.HashAt, g.Final
	r := st.Result()
	scores := st.ScoreOf(0).String() + " / " + st.ScoreOf(1).String() + " / winners " + fmt.Sprint(r.Winners)
	if steps != goldenSteps || h12 != goldenHash12 || final != goldenHashFinal || scores != goldenScores {
		t.Errorf("the fixed game gives %d steps, hash after 12 steps %s, final hash %s, scores %q;\n"+
			"recorded: %d steps, %s, %s, %q.\n"+
			"If the hash layout or the rules changed on purpose, record the new values in golden_test.go;\n"+
			"otherwise the hash is not the same on this platform (%s).",
			steps, h12, final, scores, goldenSteps, goldenHash12, goldenHashFinal, goldenScores, runtime.GOOS+"/"+runtime.GOARCH)
	}
}

// TestHashLayout checks that the hash covers what tells states apart and
// nothing else: equal states hash equal, a view differs from the full state,
// and states one move apart differ.
func TestHashLayout(t *testing.T) {
	a, _ := mallornothing.Game{}.NewState(nil)
	b, _ := mallornothing.Game{}.NewState(nil)
	if a.Hash() != b.Hash() {
		t.Fatal("two new states hash differently")
	}
	specApply(t, a, engine.Chance, "start 9 10")
	specApply(t, b, engine.Chance, "start 10 9")
	if a.Hash() == b.Hash() {
		t.Error("the two deals hash the same")
	}
	if a.ViewState(0).Hash() == a.Hash() || a.ViewState(0).Hash() == a.ViewState(1).Hash() {
		t.Error("views hash like the full state or like each other")
	}
	specApply(t, a, engine.Chance, "card 3")
	specApply(t, a, engine.Chance, "card 4")
	c := a.Copy()
	specApply(t, a, 0, "place 3 at 0,0 r0")
	specApply(t, c, 0, "place 3 at 0,0 r180")
	if a.Hash() == c.Hash() {
		t.Error("the two rotations hash the same")
	}
}
