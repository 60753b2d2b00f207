package luxshopping

import (
	"sync"

	"github.com/galleria-games/galleria/engine"
)

// Bots call View at every decision and ChanceOutcomes at every chance
// event, and each call must return memory of its own. Small allocations
// are what random playouts spend most on (above all under js/wasm, whose
// garbage collector is slow), so those results are cut from shared chunks
// instead: one allocation serves many calls. The pieces never overlap
// (a list's capacity is cut to its length, so an append copies), and a
// chunk is freed by the garbage collector once no piece of it is in use.

// chunk hands out consecutive pieces of a shared array of T.
type chunk[T any] struct {
	mu   sync.Mutex
	size int // elements per array
	buf  []T // what is left of the current array
}

// take returns n zero elements of their own.
func (c *chunk[T]) take(n int) []T {
	if n == 0 || n > c.size/4 {
		return make([]T, n)
	}
	c.mu.Lock()
	if len(c.buf) < n {
		c.buf = make([]T, c.size)
	}
	out := c.buf[:n:n]
	c.buf = c.buf[n:]
	c.mu.Unlock()
	return out
}

var (
	stateChunk   = chunk[State]{size: 16}           // 16 × 576 bytes
	outcomeChunk = chunk[engine.Outcome]{size: 512} // 512 × 24 bytes
	stringChunk  = chunk[string]{size: 512}         // 512 × 16 bytes
)

// copyState returns a new copy of s.
func copyState(s *State) *State {
	c := &stateChunk.take(1)[0]
	*c = *s
	return c
}
