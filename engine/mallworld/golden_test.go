package mallworld_test

// TestGoldenHash pins the canonical byte layout of State.Hash across
// platforms. It plays one fixed game (4 players, random board and first
// player, random moves, chance drawn from fixed math/rand/v2 PCG seeds) and
// compares the hash after 100 steps and the final hash with constants
// recorded from a linux/amd64 run. The same test must pass everywhere the
// engine runs, in particular in the browser build:
//
//	GOOS=js GOARCH=wasm go test -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./engine/mallworld/ -run Golden
//
// The constants change only when the hashed layout, the state it covers (a
// field reset that used to be left over, say) or the rules change on purpose
// (a rules change alters the game the seeds produce). Then check that the
// change is intended, and record the new values this test prints. A
// failure anywhere else, with the same engine source, means the hash is not
// platform independent (byte order, int size, map order, floating point).
//
// The moves are chosen by enginetest.PlayGolden as bot.Random and
// bot.PickChance would choose them, written out so that the constants
// depend on nothing but the engine and the PCG of math/rand/v2 (whose
// output the Go project keeps fixed).

import (
	"runtime"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/mallworld"
)

// Recorded on linux/amd64 (go1.26); the same on js/wasm under node, on 386,
// and under qemu-user on arm64 and big-endian s390x.
const (
	goldenSteps     = 334 // steps the fixed game lasts
	goldenHash100   = "8c5024cf8068fafd244a2cc60d2e76588103b7990520a0cdfa3a991a89d85538"
	goldenHashFinal = "0861e69752085456cbe9d3431a501f2338042f4525c6794352faea17b768b69e"
)

func TestGoldenHash(t *testing.T) {
	st, err := mallworld.Game{}.NewState(engine.Options{"players": "4", "board": "random", "first": "random"})
	if err != nil {
		t.Fatal(err)
	}
	g, err := enginetest.PlayGolden(st, 20041, 100, 5000, nil)
	if err != nil {
		t.Fatal(err)
	}
	steps, h100, final := g.Steps, g.HashAt, g.Final
	if steps != goldenSteps || h100 != goldenHash100 || final != goldenHashFinal {
		t.Errorf("the fixed game gives %d steps, hash after 100 steps %s, final hash %s;\nrecorded: %d steps, %s, %s.\n"+
			"If the hash layout or the rules changed on purpose, record the new values in golden_test.go;\n"+
			"otherwise the hash is not the same on this platform (%s).",
			steps, h100, final, goldenSteps, goldenHash100, goldenHashFinal, runtime.GOOS+"/"+runtime.GOARCH)
	}
}
