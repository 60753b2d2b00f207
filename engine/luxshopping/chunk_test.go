package luxshopping

import (
	"sync"
	"testing"
)

// TestChunkPieces checks that pieces cut from a chunk by concurrent callers
// never share memory: each caller fills its pieces and finds them intact.
func TestChunkPieces(t *testing.T) {
	c := chunk[int]{size: 64}
	var wg sync.WaitGroup
	for g := 1; g <= 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var held [][]int
			for i := 0; i < 2000; i++ {
				p := c.take(1 + i%20)
				if cap(p) != len(p) {
					t.Errorf("piece of length %d has capacity %d", len(p), cap(p))
					return
				}
				for j := range p {
					if p[j] != 0 {
						t.Errorf("piece not zero")
						return
					}
					p[j] = g
				}
				held = append(held, p)
			}
			for _, p := range held {
				for _, v := range p {
					if v != g {
						t.Errorf("piece of goroutine %d overwritten by %d", g, v)
						return
					}
				}
			}
		}()
	}
	wg.Wait()
}
