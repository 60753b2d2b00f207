//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/match"
)

const (
	workerSearches = 6               // hard searches measured per page
	workerGapMax   = 20.0            // ms: the largest frame gap allowed while a bot thinks in workers
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

// workerSearch is one hard search as a page showed it.
type workerSearch struct {
	Seat, Step, Total int
	Ms                float64 // the hook's wall time of the search
	Gap               rafGap  // animation frames while it was seen thinking
	Farmed            bool
	Redraws, Updates  int // the client's redraws and Updates while it was seen thinking
	frames0, updates0 int
}

// workerRun opens the save in a page with ?workers=N (-1: the page's own
// choice), plays seat 0's first legal move whenever it acts, and records
// the first workerSearches hard searches; it returns them and the match's
// log at the end.
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
	var (
		out       []workerSearch
		cur       *workerSearch
		start, at float64 // page clock: the search first and last seen thinking
	)
	for len(out) < workerSearches {
		if ctx.Err() != nil {
			fatal("%d searches within the test's time", len(out))
		}
		p, err := pollPage(tab)
		if err != nil {
			fatal("%v", err)
		}
		st := p.St
		if cur != nil {
			if th := st.Think; th != nil && th.Step == cur.Step && th.Seat == cur.Seat {
				cur.Ms, cur.Total, cur.Farmed = th.Ms, th.Total, th.Farmed
				if th.FarmErr != "" {
					fatal("the workers failed: %s", th.FarmErr)
				}
			}
			if st.Step == cur.Step {
				at = p.T
				cur.Redraws, cur.Updates = st.Frames-cur.frames0, int(st.Updates)-cur.updates0
			} else {
				g, err := evalString(tab, fmt.Sprintf("rafGaps(%f, %f)", start, at))
				if err != nil {
					fatal("%v", err)
				}
				if err := json.Unmarshal([]byte(g), &cur.Gap); err != nil {
					fatal("rafGaps: %v: %s", err, g)
				}
				if cur.Total > 0 { // else the hook never showed it: one legal move, say
					out = append(out, *cur)
				}
				cur = nil
			}
		}
		if cur == nil && st.Thinking > 0 && st.Scene == "table" {
			cur = &workerSearch{Seat: st.Thinking, Step: st.Step, frames0: st.Frames, updates0: int(st.Updates)}
			start, at = p.T, p.T
		}
		if cur == nil && st.Scene == "table" && st.Seat == 0 && len(st.Legal) > 0 {
			move := st.Legal[0]
			ids, err := plan(tab, move)
			if err != nil || len(ids) == 0 {
				fatal("step %d: no plan for %q: %v", st.Step, move, err)
			}
			for _, id := range ids {
				if err := clickTarget(tab, id, clickTimeout); err != nil {
					fatal("step %d, move %q: %v", st.Step, move, err)
				}
			}
			if err := waitFor(tab, moveTimeout, "the move "+move, func() (bool, error) {
				now, ok, err := status(tab)
				return ok && changed(st, now), err
			}); err != nil {
				fatal("step %d: %v", st.Step, err)
			}
			continue
		}
		time.Sleep(thinkPollPeriod)
	}
	log, err := evalString(tab, `localStorage.getItem("galleria.save.v1") || ""`)
	if err != nil {
		fatal("%v", err)
	}
	return out, log
}

// Hard bots think in Web Workers: the page draws on while they think
// (largest frame gap), their moves land and are the moves the page's own
// slices find (the same steps), and the search runs faster than in the
// page's slices (iterations per second, the same searches).
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
	// The same searches in both pages (the hook may miss a short one in
	// either), by step and seat.
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
	if len(slicedLog) < len(farmedLog) {
		slicedLog, farmedLog = farmedLog, slicedLog
	}
	if !sameMatchPrefix(farmedLog, slicedLog) {
		t.Fatalf("the moves differ with and without workers:\n%s\n%s", farmedLog, slicedLog)
	}
	logStep(start, "searches at steps %v: largest frame gap %.1f ms in workers, %.1f ms on the page; iterations per second, workers ÷ page: median %.2f (%v)",
		steps, worst, pageWorst, median(ratios), ratios)
	if worst > workerGapMax {
		t.Errorf("a frame gap of %.1f ms while a bot thought in workers (at most %.0f)", worst, workerGapMax)
	}
	if m := median(ratios); m <= 1 {
		t.Errorf("workers search %.2f× as fast as the page's slices", m)
	}
}

// sameMatchPrefix reports whether the saved match short's steps begin
// long's (two saves of the same match, one further on).
func sameMatchPrefix(short, long string) bool {
	a, err1 := match.Load([]byte(short))
	b, err2 := match.Load([]byte(long))
	if err1 != nil || err2 != nil || a.Step() == 0 || a.Step() > b.Step() {
		return false
	}
	for i, s := range a.Steps() {
		if s != b.Steps()[i] {
			return false
		}
	}
	return true
}
