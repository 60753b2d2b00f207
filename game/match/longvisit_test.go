package match_test

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"testing"
	"time"

	"github.com/galleria-games/galleria/game/match"
)

// visitMatch is one match of TestLongVisit as measured.
type visitMatch struct {
	iterations   int           // search iterations (the bot's and the hints')
	busy         time.Duration // wall time in Advance and StartHint
	longest      time.Duration // the longest Advance call
	longestStart time.Duration // the longest StartHint call
	steps        int
	hash         [32]byte
	live         uint64 // heap in use after a collection once the match is dropped
	sys          uint64 // heap memory obtained from the system
	gcs          uint32 // collections during the match
	pause        time.Duration
}

// TestLongVisit plays ten Mall or Nothing matches in one process as a page
// does over a long visit (issue 29): the person's seat asks for the hard
// Hint at each of its decisions and plays it, the other seat is the hard
// bot, both think in the driver's slices of DefaultSlice, with the page's
// GC percent (400, wasm/main.go). It prints each match's milliseconds per
// search iteration (wall time in Advance and StartHint over the
// iterations run) and heap figures; run it under js/wasm to see the page's
// Go (docs/bots.md, "In the browser"):
//
//	GOOS=js GOARCH=wasm go test -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./game/match -run TestLongVisit -v
//
// It asserts what does not depend on the machine: every match is the same
// game (same seed), and the live heap after a match, the match dropped,
// does not grow from match to match (nothing keeps old matches' states,
// searches or logs). -short plays three matches.
func TestLongVisit(t *testing.T) {
	n := 10
	if testing.Short() {
		n = 3
	}
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	var out []visitMatch
	for k := 0; k < n; k++ {
		m := playVisitMatch(t, 7)
		out = append(out, m)
		t.Logf("match %2d: %d iterations, %.3f ms/iteration, longest Advance %.1f ms, longest StartHint %.1f ms; live heap %.2f MB, heap from the system %.1f MB, %d GCs (pauses %.1f ms)",
			k+1, m.iterations, ms(m.busy)/float64(m.iterations), ms(m.longest), ms(m.longestStart),
			float64(m.live)/(1<<20), float64(m.sys)/(1<<20), m.gcs, ms(m.pause))
	}
	for k, m := range out[1:] {
		if m.hash != out[0].hash || m.steps != out[0].steps || m.iterations != out[0].iterations {
			t.Errorf("match %d: %d steps, %d iterations, hash %x; match 1: %d, %d, %x", k+2, m.steps, m.iterations, m.hash[:4], out[0].steps, out[0].iterations, out[0].hash[:4])
		}
	}
	// A match's live leftovers would add up: allow 1 MB over the smallest
	// live heap seen after a match for the runtime's own noise.
	least := out[0].live
	for _, m := range out {
		least = min(least, m.live)
	}
	for k, m := range out {
		if m.live > least+1<<20 {
			t.Errorf("match %d: live heap %.2f MB after the match, %.2f MB after another: something keeps old matches", k+1, float64(m.live)/(1<<20), float64(least)/(1<<20))
		}
	}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// playVisitMatch plays one match of TestLongVisit to its end.
func playVisitMatch(t *testing.T, seed uint64) visitMatch {
	t.Helper()
	var m visitMatch
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	d, err := match.New(match.Config{Game: "mallornothing", Seed: seed, Seats: []match.Seat{
		{Kind: match.Human, Name: "You"}, {Kind: match.Bot, Bot: "hard", Name: "Beat"}}})
	if err != nil {
		t.Fatal(err)
	}
	d.Delay = 0
	// The default budget, counting the iterations it lets run (one per
	// chunk of one).
	d.Budget = func() func() bool {
		end := time.Now().Add(match.DefaultSlice)
		return func() bool {
			if time.Now().Before(end) {
				m.iterations++
				return true
			}
			return false
		}
	}
	now := time.Unix(0, 0)
	for guard := 0; !d.Over(); guard++ {
		if guard > 100000 {
			t.Fatalf("no end after %d Advance calls", guard)
		}
		if h := d.HumansToAct(); len(h) > 0 {
			switch hint := d.Hint(); {
			case hint == nil:
				t0 := time.Now()
				if err := d.StartHint(h[0]); err != nil {
					t.Fatal(err)
				}
				el := time.Since(t0)
				m.busy += el
				m.longestStart = max(m.longestStart, el)
			case hint.Ready:
				if err := d.Play(h[0], hint.Move); err != nil {
					t.Fatal(err)
				}
				continue
			}
		}
		now = now.Add(time.Second)
		t0 := time.Now()
		if _, err := d.Advance(now); err != nil {
			t.Fatal(err)
		}
		el := time.Since(t0)
		m.busy += el
		m.longest = max(m.longest, el)
	}
	m.steps, m.hash = d.Step(), d.State().Hash()
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	m.gcs, m.pause, m.sys = after.NumGC-before.NumGC, time.Duration(after.PauseTotalNs-before.PauseTotalNs), after.HeapSys
	d = nil
	runtime.GC()
	runtime.ReadMemStats(&after)
	m.live = after.HeapAlloc
	if m.iterations == 0 {
		t.Fatal(fmt.Errorf("no search iteration ran"))
	}
	return m
}
