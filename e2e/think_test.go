//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/mallworld"
)

const (
	thinkMoves      = 8                     // hard bot searches measured
	thinkMinFrames  = 3                     // animation frames the page draws per search, on average over the searches (one task would draw at most 2)
	thinkTestLimit  = 12 * time.Minute      // the whole test
	thinkPollPeriod = 15 * time.Millisecond // between two reads of the hook
	hintTimeout     = 20 * time.Second      // the hint's search
)

// pagePoll is one read of the hook with the page's clock (performance.now)
// at the read.
type pagePoll struct {
	St Status  `json:"st"`
	T  float64 `json:"t"`
}

// pollPage reads galleria.status() and performance.now() in one evaluation.
func pollPage(ctx context.Context) (pagePoll, error) {
	var p pagePoll
	s, err := evalString(ctx, `JSON.stringify({st: JSON.parse(galleria.status()), t: performance.now()})`)
	if err != nil {
		return p, err
	}
	if err := json.Unmarshal([]byte(s), &p); err != nil {
		return p, fmt.Errorf("status: %v: %s", err, s)
	}
	return p, nil
}

// rafScript records the page's animation-frame times (window.__raf.ts) and
// rafGaps(a, b) gives the largest gap between consecutive frames that
// touch [a, b] (the first frame after b included) and how many there were.
const rafScript = `(() => {
	if (window.__raf) return true;
	const r = window.__raf = {ts: []};
	const f = t => { r.ts.push(t); if (r.ts.length > 100000) r.ts.splice(0, 50000); requestAnimationFrame(f); };
	requestAnimationFrame(f);
	window.rafGaps = (a, b) => {
		const ts = r.ts;
		let i = 0;
		while (i < ts.length && ts[i] < a) i++;
		let max = 0, n = 0, prev = i > 0 ? ts[i-1] : a;
		const gaps = [];
		for (; i < ts.length; i++) {
			const d = ts[i] - prev;
			max = Math.max(max, d);
			if (d > 34) gaps.push([Math.round(prev - a), Math.round(d)]);
			prev = ts[i]; n++;
			if (ts[i] > b) break;
		}
		gaps.sort((x, y) => y[1] - x[1]);
		return JSON.stringify({max, n, top: gaps.slice(0, 6)});
	};
	return true;
})()`

type rafGap struct {
	Max float64      `json:"max"`
	N   int          `json:"n"`
	Top [][2]float64 `json:"top"` // the longest gaps over 2 frames: [start after the search was seen, length] in ms
}

// thinkRecord is one hard bot search as the test saw it.
type thinkRecord struct {
	seat, step  int
	start, end  float64       // page clock: first read showing the search, first read showing its move
	land        time.Duration // end - start
	ms          float64       // the page's own measure (ThinkStatus.Ms)
	iterations  int
	polls       int // hook reads answered during the search
	frames      int // frames the client drew (redraws) during the search
	frames0     int
	gc, gc0     uint64  // the page's Go garbage collections during the search
	slice       float64 // the longest slice of the search in the page, ms
	slices      int     // the Updates that worked on it (the page\'s count)
	gap         rafGap
	lastPollGap float64 // the largest gap between two hook answers during the search, ms
}

// TestThinkAndHint plays Mall World (the slowest engine) with four seats in
// the browser: the person (this test) in seat 0 and hard bots in the
// others, chosen in the setup. While a hard bot thinks, the page's
// animation frames and the hook's answers are counted: the page must go on
// drawing frames while it thinks (the search runs in slices between frames;
// a search run as one task would give at most one). The largest frame gap
// and the time to land are measured and printed, not asserted: they depend
// on the machine's load (see docs/browser-tests.md).
// Then the person asks for a hint: the hook's hint targets must be
// galleria.plan(hint move), the table must mark them (Target.hint), and
// clicking them must play the hinted move.
func TestThinkAndHint(t *testing.T) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), thinkTestLimit)
	defer cancel()
	_, base := serve(t)
	tab, closeTab := browser(t, ctx, "think")
	defer closeTab()
	art := artifactsDir(t)
	fatal := func(format string, args ...any) {
		t.Helper()
		msg := fmt.Sprintf(format, args...)
		dumpState(t, tab, filepath.Join(art, "think-failure.png"))
		t.Fatalf("%s", msg)
	}
	rng := rand.New(rand.NewPCG(moveSeed(t), 0x7417c))
	hb, err := bot.New("hard")
	hard, ok := hb.(bot.Search)
	if err != nil || !ok {
		t.Fatalf("the hard bot: %v (%T)", err, hb)
	}
	mw, err := mallworld.Game{}.New(engine.Options{"players": "4"})
	if err != nil {
		t.Fatal(err)
	}
	hardBudget := hard.Budget(mw)

	// workers=0: the bots and the hint think in the page's own slices,
	// as where the browser has no Web Workers (TestBotWorkers tests the
	// workers).
	url := base + "?ice=none&botdelay=30&motion=off&workers=0"
	if g := os.Getenv("GALLERIA_E2E_GOGC"); g != "" {
		url += "&gogc=" + g // the page's GC percent (measurements)
	}
	if err := chromedp.Do(tab, chromedp.Navigate(url)); err != nil {
		t.Fatalf("navigate: %v", err)
	}
	if _, err := waitReady(tab, loadTimeout); err != nil {
		fatal("%v", err)
	}
	if err := clickTarget(tab, "menu:mallworld", clickTimeout); err != nil {
		fatal("%v", err)
	}
	if err := clickTarget(tab, "setup:players:4", clickTimeout); err != nil {
		fatal("%v", err)
	}
	// Seats 2–4 start as normal bots: one click each makes them hard
	// (checked below: each search's budget is the hard level's).
	for seat := 1; seat < 4; seat++ {
		if err := clickTarget(tab, fmt.Sprintf("setup:seat:%d", seat), clickTimeout); err != nil {
			fatal("%v", err)
		}
	}
	if err := clickTarget(tab, "setup:start", clickTimeout); err != nil {
		fatal("%v", err)
	}
	if _, err := chromedp.Run(tab, chromedp.Evaluate[bool](rafScript)); err != nil {
		fatal("installing the frame counter: %v", err)
	}
	logStep(start, "started: you and three hard bots")

	var (
		records []thinkRecord
		cur     *thinkRecord
		prevT   float64 // page time of the previous read
		hinted  int
		shot    bool
		moves   int
	)
	for len(records) < thinkMoves || hinted == 0 {
		if ctx.Err() != nil {
			fatal("%d searches measured and %d hints within %v", len(records), hinted, thinkTestLimit)
		}
		p, err := pollPage(tab)
		if err != nil {
			fatal("%v", err)
		}
		st := p.St
		if cur != nil && st.Think != nil && st.Think.Step == cur.step && st.Think.Seat == cur.seat {
			cur.ms, cur.iterations, cur.slice, cur.slices = st.Think.Ms, st.Think.Done, st.Think.SliceMs, st.Think.Slices
			if st.Think.Total != hardBudget {
				fatal("step %d: seat %d searches %d iterations, the hard level %d", cur.step, cur.seat, st.Think.Total, hardBudget)
			}
		}
		if cur != nil {
			cur.polls++
			cur.lastPollGap = max(cur.lastPollGap, p.T-prevT)
			if st.Step != cur.step {
				// The move landed. The hook shows the search's last
				// figures unless the next one has begun.
				if th := st.Think; th != nil && th.Step == cur.step && th.Seat == cur.seat {
					cur.ms, cur.iterations, cur.slice, cur.slices = th.Ms, th.Done, th.SliceMs, th.Slices
				}
				cur.end = p.T
				cur.land = time.Duration((cur.end - cur.start) * float64(time.Millisecond))
				cur.frames = st.Frames - cur.frames0
				cur.gc = st.GC - cur.gc0
				g, err := evalString(tab, fmt.Sprintf("rafGaps(%f, %f)", cur.start, cur.end))
				if err != nil {
					fatal("%v", err)
				}
				if err := json.Unmarshal([]byte(g), &cur.gap); err != nil {
					fatal("rafGaps: %v: %s", err, g)
				}
				logStep(start, "step %d: seat %d's hard search: landed %v after it was seen, %.0f ms in the page (%d iterations seen); %d animation frames, largest gap %.0f ms (longest gaps [at, ms]: %v), %d redraws, %d GCs (live heap %.0f MB), longest slice %.1f ms of %d; %d hook reads, largest gap %.0f ms",
					cur.step, cur.seat, cur.land.Round(time.Millisecond), cur.ms, cur.iterations, cur.gap.N, cur.gap.Max, cur.gap.Top, cur.frames, cur.gc, st.HeapMB, cur.slice, cur.slices, cur.polls, cur.lastPollGap)
				records = append(records, *cur)
				cur = nil
			}
		}
		prevT = p.T
		if cur == nil && st.Thinking > 0 && st.Scene == "table" && len(records) < thinkMoves {
			cur = &thinkRecord{seat: st.Thinking, step: st.Step, start: p.T, frames0: st.Frames, gc0: st.GC}
			if !shot {
				if err := screenshot(tab, filepath.Join(art, "think.png")); err != nil {
					fatal("%v", err)
				}
				shot = true
			}
		}
		if st.Scene == "results" {
			break
		}
		if cur != nil || st.Scene != "table" || st.Seat != 0 || len(st.Legal) == 0 {
			if st.Scene == "table" && st.Seat < 0 {
				if ts, err := targets(tab); err == nil {
					if _, ok := find(ts, "scoring:ok"); ok {
						if err := clickTarget(tab, "scoring:ok", clickTimeout); err != nil {
							fatal("%v", err)
						}
					}
				}
			}
			time.Sleep(thinkPollPeriod)
			continue
		}
		// The person acts: once enough searches were measured, ask for
		// a hint and play it; before, a seeded legal move.
		if len(records) >= min(3, thinkMoves) && hinted == 0 {
			hintAndPlay(t, tab, st, art, start, fatal)
			hinted++
			continue
		}
		move := st.Legal[rng.IntN(len(st.Legal))]
		ids, err := plan(tab, move)
		if err != nil || len(ids) == 0 {
			fatal("step %d: no plan for %q: %v", st.Step, move, err)
		}
		for _, id := range ids {
			if err := clickTarget(tab, id, clickTimeout); err != nil {
				fatal("step %d, move %q: %v", st.Step, move, err)
			}
		}
		moves++
		if err := waitFor(tab, moveTimeout, "the move "+move, func() (bool, error) {
			now, ok, err := status(tab)
			return ok && changed(st, now), err
		}); err != nil {
			fatal("step %d: %v", st.Step, err)
		}
	}
	if len(records) == 0 {
		fatal("no hard bot search was seen")
	}
	lands := make([]float64, len(records))
	mss := make([]float64, len(records))
	worst, frames, sliced := 0.0, 0, 0
	for i, r := range records {
		lands[i], mss[i] = float64(r.land)/float64(time.Millisecond), r.ms
		worst = max(worst, r.gap.Max)
		frames += r.gap.N
		sliced += r.slices
	}
	// A search run as one task shows the hook at most one slice and lets
	// at most two frames touch it; sliced ones show many (the hook may
	// see a short search only as it starts: hence sums, not each search).
	if sliced < 2*len(records) {
		fatal("the hook saw %d slices over %d searches (at least 2 a search on average: the searches must run in slices between frames)", sliced, len(records))
	}
	if frames < thinkMinFrames*len(records) {
		fatal("the page drew %d animation frames over %d searches (at least %d a search on average: the searches must run in slices between frames)", frames, len(records), thinkMinFrames)
	}
	logStep(start, "%d hard searches: median %.0f ms in the page (think time per move), median %.0f ms from the search seen to the move seen; largest frame gap %.0f ms; the person made %d moves and took %d hint(s)",
		len(records), median(mss), median(lands), worst, moves, hinted)
}

// median of xs (sorted in place).
func median(xs []float64) float64 {
	sort.Float64s(xs)
	n := len(xs)
	if n%2 == 1 {
		return xs[n/2]
	}
	return (xs[n/2-1] + xs[n/2]) / 2
}

// hintAndPlay asks for a hint at the person's decision st, checks what the
// page marks against galleria.plan of the hinted move, and clicks the
// marked targets in the plan's order: the hinted move must be played.
func hintAndPlay(t *testing.T, tab context.Context, st Status, art string, start time.Time, fatal func(string, ...any)) {
	t.Helper()
	if st.Hint == nil || !st.Hint.Offered {
		fatal("step %d: the person acts and no hint is offered: %+v", st.Step, st.Hint)
	}
	asked := time.Now()
	if err := clickTarget(tab, "table:hint", clickTimeout); err != nil {
		fatal("%v", err)
	}
	var h *HintStatus
	if err := waitFor(tab, hintTimeout, "the hint", func() (bool, error) {
		now, ok, err := status(tab)
		if ok && now.Hint != nil && now.Hint.Move != "" {
			h = now.Hint
		}
		return h != nil, err
	}); err != nil {
		fatal("step %d: %v", st.Step, err)
	}
	logStep(start, "step %d: hint after %v: %q (%s)", st.Step, time.Since(asked).Round(time.Millisecond), h.Move, h.Line)
	if !slices.Contains(st.Legal, h.Move) || !strings.HasPrefix(h.Line, "Hint: ") || h.Reason == "" {
		fatal("step %d: hint %+v (legal %q)", st.Step, h, st.Legal)
	}
	want, err := plan(tab, h.Move)
	if err != nil || len(want) == 0 {
		fatal("step %d: no plan for the hint %q: %v", st.Step, h.Move, err)
	}
	if !slices.Equal(h.Targets, want) {
		fatal("step %d: the hint's targets %q, galleria.plan(%q) = %q", st.Step, h.Targets, h.Move, want)
	}
	if err := screenshot(tab, filepath.Join(art, "hint.png")); err != nil {
		fatal("%v", err)
	}
	for k, id := range want {
		var marked []string
		if err := waitFor(tab, clickTimeout, "the hint's mark on "+id, func() (bool, error) {
			ts, err := targets(tab)
			marked = marked[:0]
			for _, tg := range ts {
				if tg.Hint {
					marked = append(marked, tg.ID)
				}
			}
			return slices.Contains(marked, id), err
		}); err != nil {
			fatal("step %d: click %d of the hint's plan %q: %v (marked: %q)", st.Step, k+1, want, err, marked)
		}
		for _, m := range marked {
			if !slices.Contains(want, m) {
				fatal("step %d: %s is marked, not in the hint's plan %q", st.Step, m, want)
			}
		}
		if k == 0 {
			logStep(start, "step %d: marked %q of the plan %q", st.Step, marked, want)
		}
		if err := clickTarget(tab, id, clickTimeout); err != nil {
			fatal("%v", err)
		}
	}
	if err := waitFor(tab, moveTimeout, "the hinted move", func() (bool, error) {
		now, ok, err := status(tab)
		return ok && now.Step > st.Step, err
	}); err != nil {
		fatal("step %d: %v", st.Step, err)
	}
	s, ok, err := mfhSaved(tab)
	if err != nil || !ok {
		fatal("the page's save: %v (found %v)", err, ok)
	}
	if steps := s.Steps(); len(steps) <= st.Step || steps[st.Step].Seat != 0 || steps[st.Step].Move != h.Move {
		fatal("step %d: the page played %v, the hint was %q", st.Step+1, steps[min(st.Step, len(steps)-1)], h.Move)
	}
	ts, err := targets(tab)
	if err != nil {
		fatal("%v", err)
	}
	for _, tg := range ts {
		if tg.Hint {
			fatal("%s is still marked after the hinted move", tg.ID)
		}
	}
}
