package bot

import (
	"math/rand/v2"
	"testing"

	"github.com/galleria-games/galleria/engine"
)

// keyed is a state that names its chance event key (ok: named).
type keyed struct {
	engine.State
	key uint64
	ok  bool
}

func (k keyed) ChanceKey() (uint64, bool) { return k.key, k.ok }

// TestKeyedRand: a named event is drawn from the seed and its name alone
// (the same seed and name give the same draws, another name or seed others,
// and the running stream is not touched); an unnamed one from the stream.
func TestKeyedRand(t *testing.T) {
	seed := [2]uint64{3, 4}
	draws := func(r *rand.Rand) [4]uint64 {
		var out [4]uint64
		for i := range out {
			out[i] = r.Uint64()
		}
		return out
	}
	stream := rand.New(rand.NewPCG(1, 2))
	a := draws(keyedRand(keyed{key: 7, ok: true}, seed, stream))
	stream.Uint64() // the stream moving on changes nothing for a named event
	b := draws(keyedRand(keyed{key: 7, ok: true}, seed, stream))
	if a != b {
		t.Fatalf("one seed and name gave %v and %v", a, b)
	}
	if c := draws(keyedRand(keyed{key: 8, ok: true}, seed, stream)); c == a {
		t.Fatalf("names 7 and 8 gave the same draws %v", a)
	}
	if c := draws(keyedRand(keyed{key: 7, ok: true}, [2]uint64{3, 5}, stream)); c == a {
		t.Fatalf("two seeds gave the same draws %v", a)
	}
	if r := keyedRand(keyed{key: 7, ok: false}, seed, stream); r != stream {
		t.Fatal("an unnamed event is not drawn from the stream")
	}
	if r := keyedRand(nil, seed, stream); r != stream {
		t.Fatal("a state that names nothing is not drawn from the stream")
	}
}
