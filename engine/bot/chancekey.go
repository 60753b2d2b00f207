package bot

import (
	"math/rand/v2"

	"github.com/galleria-games/galleria/engine"
)

// ChanceKeyer is implemented by the states of a game that can name their
// pending chance event so that the same event comes out the same way
// whatever was played before it: the dice of turn 12, the 7th draw from a
// pile's unseen cards. In paired rounds the search then draws each named
// event from the round's seed and the name instead of from one running
// stream, so the candidates meet the same dice and cards even when one of
// them makes more or fewer draws than another (a stream would fall out of
// step at the first such difference and the comparison would be luck
// again). ok is false for an event the game does not name.
type ChanceKeyer interface {
	ChanceKey() (key uint64, ok bool)
}

// keyedRand returns the generator for st's pending chance event: one made
// from seed and the event's name where st names it, else rng. It depends
// only on its arguments, so the search's move still depends only on the
// view and its seed.
func keyedRand(st engine.State, seed [2]uint64, rng *rand.Rand) *rand.Rand {
	k, ok := st.(ChanceKeyer)
	if !ok {
		return rng
	}
	key, ok := k.ChanceKey()
	if !ok {
		return rng
	}
	return rand.New(rand.NewPCG(seed[0]^mixKey(key), seed[1]^mixKey(^key)))
}

// mixKey spreads a key's bits (SplitMix64's finalizer), so that nearby
// keys give unrelated generators.
func mixKey(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}
