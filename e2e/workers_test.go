//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/match"
)

const (
	workerSearches = 8               // hard searches measured per page
	workerLimit    = 6 * time.Minute // the whole test
	workerWarm     = 6 * time.Second // the person's first think (the workers start meanwhile)
)

// workerSave is a Mall World match (seat 0 a person, seats 1–3 hard bots)
// saved at seat 0's first decision, as the page keeps it.
func workerSave(t *testing.T) []byte {
	t.Helper()
	c := match.Config{Game: "mallworld", Options: engine.Options{"players": "4"}, Seed: 29}
	for i := 0; i < 4; i++ {
		s := match.Seat{Kind: match.Bot, Bot: "hard", Name: fmt.Sprintf("Bot %d", i)}
		if i == 0 {
			s = match.Seat{Kind: match.Human, Name: "You"}
		}
		c.Seats = append(c.Seats, s)
	}
	d, err := match.New(c)
	if err != nil {
		t.Fatal(err)
	}
	d.Delay = 0
	d.Budget = func() func() bool { return func() bool { return true } }
	for i := 0; len(d.HumansToAct()) == 0; i++ {
		if i > 10000 || d.Over() {
			t.Fatal("seat 0 never acts")
		}
		if _, err := d.Advance(time.Unix(int64(i), 0)); err != nil {
			t.Fatal(err)
		}
	}
	l, _ := d.Local()
	return l.Save()
}

// workerSearch is one hard search as a page's hook told it (Thinks).
type workerSearch struct {
	Seat, Step, Total int
	Ms                float64 // the search's wall time, from its start to its end
	Gap               rafGap  // animation frames from its start to its end
	Farmed            bool
}

// workerRun opens the save in a page with ?workers=N (-1: the page's own
// choice), lets the person think workerWarm, then plays seat 0's first
// legal move whenever it acts until the hook lists workerSearches hard
// searches (status().thinks); it returns them, with the animation frames
// of each, and the match's save at the end.
func workerRun(t *testing.T, ctx context.Context, base string, save []byte, workers int, art string) ([]workerSearch, string) {
	tab, closeTab := browser(t, ctx, fmt.Sprintf("workers%d", workers))
	defer closeTab()
	url := base + "?ice=none&botdelay=30&motion=off"
	if workers >= 0 {
		url += fmt.Sprintf("&workers=%d", workers)
	}
	fatal := func(format string, args ...any) {
		t.Helper()
		dumpState(t, tab, filepath.Join(art, fmt.Sprintf("workers%d-failure.png", workers)))
		t.Fatalf("workers=%d: %s", workers, fmt.Sprintf(format, args...))
	}
	if err := chromedp.Do(tab, chromedp.Navigate(url)); err != nil {
		fatal("navigate: %v", err)
	}
	if _, err := waitReady(tab, loadTimeout); err != nil {
		fatal("%v", err)
	}
	if err := openSave(tab, url, save); err != nil {
		fatal("%v", err)
	}
	if _, err := chromedp.Run(tab, chromedp.Evaluate[bool](rafScript)); err != nil {
		fatal("installing the frame counter: %v", err)
	}
	// The match is open at the person's decision: its workers start and
	// warm up (wasm/botworker) while the person thinks, as at a table.
	time.Sleep(workerWarm)
	seen := map[int]ThinkStatus{} // by step
	for len(seen) < workerSearches {
		if ctx.Err() != nil {
			fatal("%d searches within the test's time", len(seen))
		}
		st, ok, err := status(tab)
		if err != nil {
			fatal("%v", err)
		}
		if !ok {
			time.Sleep(thinkPollPeriod)
			continue
		}
		for _, th := range st.Thinks {
			if th.Total > 1 && th.Finished {
				seen[th.Step] = th
			}
		}
		if st.Think != nil && st.Think.FarmErr != "" {
			fatal("the workers failed: %s", st.Think.FarmErr)
		}
		if st.Scene != "table" || st.Seat != 0 || len(st.Legal) == 0 {
			time.Sleep(thinkPollPeriod)
			continue
		}
		move := st.Legal[0]
		if err := playMove(tab, move); err != nil {
			fatal("step %d, move %q: %v", st.Step, move, err)
		}
		if err := waitFor(tab, moveTimeout, "the move "+move, func() (bool, error) {
			now, ok, err := status(tab)
			return ok && changed(st, now), err
		}); err != nil {
			fatal("step %d: %v", st.Step, err)
		}
	}
	origin, err := evalString(tab, `String(performance.timeOrigin)`)
	if err != nil {
		fatal("%v", err)
	}
	var t0 float64
	fmt.Sscan(origin, &t0)
	var out []workerSearch
	for _, th := range seen {
		a := th.StartMs - t0
		g, err := evalString(tab, fmt.Sprintf("rafGaps(%f, %f)", a, a+th.Ms))
		if err != nil {
			fatal("%v", err)
		}
		w := workerSearch{Seat: th.Seat, Step: th.Step, Total: th.Total, Ms: th.Ms, Farmed: th.Farmed}
		if err := json.Unmarshal([]byte(g), &w.Gap); err != nil {
			fatal("rafGaps: %v: %s", err, g)
		}
		out = append(out, w)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Step < out[j].Step })
	log, err := evalString(tab, `localStorage.getItem("galleria.save.v1") || ""`)
	if err != nil {
		fatal("%v", err)
	}
	return out, log
}

// Hard bots think in Web Workers: their moves land and are the moves the
// page's own slices find (every seat's moves the same), every search is
// farmed, and it runs faster than in the page's slices (iterations per
// second over the same searches). The largest frame gap while a search
// runs is printed, not asserted: with SwiftShader it is the table's
// redraw as the search begins (the page itself runs no iteration).
func TestBotWorkers(t *testing.T) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), workerLimit)
	defer cancel()
	_, base := serve(t)
	art := artifactsDir(t)
	save := workerSave(t)
	sliced, slicedLog := workerRun(t, ctx, base, save, 0, art)
	logStep(start, "the page's own slices: %v", sliced)
	farmed, farmedLog := workerRun(t, ctx, base, save, -1, art)
	logStep(start, "workers (the page's choice): %v", farmed)
	// The same searches in both pages, by step and seat.
	page := map[[2]int]workerSearch{}
	for _, s := range sliced {
		page[[2]int{s.Step, s.Seat}] = s
	}
	var steps []int
	worst, pageWorst, ratios := 0.0, 0.0, []float64{}
	for i, f := range farmed {
		if !f.Farmed {
			t.Fatalf("search %d (step %d): not in workers", i, f.Step)
		}
		s, ok := page[[2]int{f.Step, f.Seat}]
		if !ok {
			continue
		}
		if s.Farmed {
			t.Fatalf("step %d: the page with workers=0 used workers", s.Step)
		}
		steps = append(steps, f.Step)
		worst, pageWorst = max(worst, f.Gap.Max), max(pageWorst, s.Gap.Max)
		ratios = append(ratios, s.Ms/f.Ms)
	}
	if len(ratios) < 2 {
		t.Fatalf("%d searches seen in both pages, want 2 at least", len(ratios))
	}
	if !sameSeatMoves(farmedLog, slicedLog) {
		t.Fatalf("the moves differ with and without workers:\n%s\n%s", farmedLog, slicedLog)
	}
	logStep(start, "searches at steps %v: largest frame gap %.1f ms in workers, %.1f ms on the page; iterations per second, workers ÷ page: median %.2f (%v)",
		steps, worst, pageWorst, median(ratios), ratios)
	if m := median(ratios); m <= 1 {
		t.Errorf("workers search %.2f× as fast as the page's slices", m)
	}
}

// sameSeatMoves reports whether two saves of the same match, one maybe
// further on, agree on every seat's moves, in order: the bots' moves are
// the search's, while the order of moves within a simultaneous decision
// (Mall World's bids) follows when the person clicked.
func sameSeatMoves(a, b string) bool {
	da, err1 := match.Load([]byte(a))
	db, err2 := match.Load([]byte(b))
	if err1 != nil || err2 != nil || da.Step() == 0 {
		return false
	}
	bySeat := func(d *match.Driver) map[int][]string {
		out := map[int][]string{}
		for _, s := range d.Steps() {
			out[s.Seat] = append(out[s.Seat], s.Move)
		}
		return out
	}
	sa, sb := bySeat(da), bySeat(db)
	for seat, ma := range sa {
		mb := sb[seat]
		n := min(len(ma), len(mb))
		if n == 0 || !slices.Equal(ma[:n], mb[:n]) {
			return false
		}
	}
	return true
}
