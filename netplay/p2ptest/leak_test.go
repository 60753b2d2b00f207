package p2ptest

import (
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

// leakSlack is how many more goroutines than at a test's start may still be
// running leakWait after everything it opened is closed: a few of pion's
// timers and the runtime's own may take longer.
const leakSlack = 8

// leakWait bounds how long a test's end waits for the goroutines of the
// peer connections it closed (pion's readers, timers, the SCTP and DTLS
// loops) to exit.
const leakWait = 5 * time.Second

var (
	leakMu      sync.Mutex
	leakWatched = map[*testing.T]bool{}
)

// watchLeaks, called once per test before it opens anything (newNode does
// it), counts the goroutines and the live heap at the start; once the test
// and every cleanup the harness registered afterwards have run (so every
// link, peer connection and Peer is closed), it waits up to leakWait for
// the goroutines to come back to that count, and fails the test if more
// than leakSlack are still running then. It logs both figures (the heap
// after a subtest still holds what the test's cleanups refer to; the
// figure after the whole test does not).
func watchLeaks(t *testing.T) {
	leakMu.Lock()
	seen := leakWatched[t]
	leakWatched[t] = true
	leakMu.Unlock()
	if seen {
		return
	}
	g0, h0 := goroutines(), liveHeap()
	// Registered first, so it runs after every cleanup registered later.
	t.Cleanup(func() {
		leakMu.Lock()
		delete(leakWatched, t)
		leakMu.Unlock()
		deadline := time.Now().Add(leakWait)
		g := goroutines()
		for g > g0 && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
			g = goroutines()
		}
		h := liveHeap()
		t.Logf("leaks: goroutines %d at the start, %d after the cleanup; live heap %.1f MB, then %.1f MB", g0, g, mb(h0), mb(h))
		if g > g0+leakSlack {
			t.Errorf("%d goroutines still run after the test closed everything (%d at its start, %d allowed); some of them:\n%s",
				g, g0, g0+leakSlack, someStacks(6))
		}
	})
}

func goroutines() int { return runtime.NumGoroutine() }

// liveHeap is the heap in use after a full collection.
func liveHeap() uint64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

func mb(b uint64) float64 { return float64(b) / (1 << 20) }

// someStacks returns up to n stacks of goroutines that are not the test
// framework's, to show what leaked.
func someStacks(n int) string {
	buf := make([]byte, 1<<20)
	buf = buf[:runtime.Stack(buf, true)]
	var out []string
	for _, s := range strings.Split(string(buf), "\n\n") {
		if len(out) < n && !strings.Contains(s, "testing.") {
			out = append(out, s)
		}
	}
	return strings.Join(out, "\n\n")
}
