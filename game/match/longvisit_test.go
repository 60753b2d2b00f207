package match_test

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"
	"weak"

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
	live         uint64 // heap in use after a collection once the match is over
	sys          uint64 // heap memory obtained from the system
	gcs          uint32 // collections during the match
	pause        time.Duration
}

// TestLongVisit plays ten Mall or Nothing matches in one process as a page
// does over a long visit (issue 29): the person's seat asks for the hard
// Hint at each of its decisions and plays it, the other seat is the hard
// bot, both think in the driver's slices of DefaultSlice, with the page's
// GC percent (400, wasm/main.go) and about its live heap. It prints each match's milliseconds per
// search iteration (wall time in Advance and StartHint over the
// iterations run) and heap figures; run it under js/wasm to see the page's
// Go (docs/bots.md, "In the browser"):
//
//	GOOS=js GOARCH=wasm go test -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./game/match -run TestLongVisit -v
//
// It asserts what does not depend on the machine: every match is the same
// game (same seed), and the live heap after a match, the match dropped,
// does not grow from match to match, and each match's driver and local
// match are collected once it is over (nothing keeps old matches'
// states, searches or logs). -short plays three matches.
func TestLongVisit(t *testing.T) {
	n := 10
	if testing.Short() {
		n = 3
	}
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	// The page's own live heap (ebiten, fonts, the frame: 9–12 MB in
	// e2e's TestLongVisitPage), so that collections come as often and
	// mark as much as there.
	page := pageHeap(10 << 20)
	defer runtime.KeepAlive(page)
	var out []visitMatch
	var drivers []weak.Pointer[match.Driver]
	var locals []weak.Pointer[match.Local]
	for k := 0; k < n; k++ {
		m, d, l := playVisitMatch(t, 7)
		drivers, locals = append(drivers, d), append(locals, l)
		runtime.GC()
		var mem runtime.MemStats
		runtime.ReadMemStats(&mem)
		m.live = mem.HeapAlloc
		for i := range drivers {
			if drivers[i].Value() != nil || locals[i].Value() != nil {
				t.Errorf("after match %d: match %d's driver or local match is still reachable", k+1, i+1)
			}
		}
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
	// Leftovers of each match would add up: allow 256 KB over the smallest
	// live heap seen after a match for the runtime's own noise.
	least := out[0].live
	for _, m := range out {
		least = min(least, m.live)
	}
	for k, m := range out {
		if m.live > least+256<<10 {
			t.Errorf("match %d: live heap %.2f MB after the match, %.2f MB after another: something keeps old matches", k+1, float64(m.live)/(1<<20), float64(least)/(1<<20))
		}
	}
}

// pageHeap is about n bytes of small objects that point to each other.
func pageHeap(n int) [][]*[8]uint64 {
	var out [][]*[8]uint64
	for size := 0; size < n; size += 1024 * (64 + 8) {
		row := make([]*[8]uint64, 1024)
		for j := range row {
			row[j] = new([8]uint64)
		}
		out = append(out, row)
	}
	return out
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// playVisitMatch plays one match of TestLongVisit to its end.
// It returns weak pointers to the match's driver and source: nothing
// should keep them once the match is over.
func playVisitMatch(t *testing.T, seed uint64) (visitMatch, weak.Pointer[match.Driver], weak.Pointer[match.Local]) {
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
		if runtime.GOARCH == "wasm" {
			// The page waits for its next frame: the collector's
			// background work runs then (one thread).
			time.Sleep(time.Millisecond)
		}
	}
	m.steps, m.hash = d.Step(), d.State().Hash()
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	m.gcs, m.pause, m.sys = after.NumGC-before.NumGC, time.Duration(after.PauseTotalNs-before.PauseTotalNs), after.HeapSys
	if m.iterations == 0 {
		t.Fatal("no search iteration ran")
	}
	l, _ := d.Local()
	return m, weak.Make(d), weak.Make(l)
}
