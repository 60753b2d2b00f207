//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// visitSearch is one hard search of TestLongVisitPage as the page reported
// it last (ThinkStatus), or one hint as the test saw it.
type visitSearch struct {
	ms           float64
	done, slices int
	sliceMs      float64
	total        int
	finished     bool
	start, end   float64 // page clock of the first and last reads that showed it
	hintMs       float64 // hints: from the click to the hint shown
	hintFrameGap float64 // hints: the largest gap between animation frames meanwhile
}

// TestLongVisitPage plays Mall or Nothing matches one after another in one
// page (issue 29): the person asks for the hard Hint at each decision and
// plays it, seat 2 is the hard bot, the same seed (7) each match
// (GALLERIA_E2E_VISIT_MATCHES matches, default 2: about 70 s each under
// SwiftShader; docs/bots.md's figures are of 10). For each match it
// prints the bot's searches as the page measured them: ms per iteration
// (ThinkStatus.Ms over the iterations), slices per iteration and ms per
// slice (the time between two slices: a frame), the longest slice, the
// largest animation-frame gaps during the searches and the hints, the
// page's GC count and live heap. Not asserted: they depend on the
// machine's load. Asserted: every search is the hard level's, and every
// match deals the same game (the seed typed in the setup is kept).
func TestLongVisitPage(t *testing.T) {
	n := 2
	if v, err := strconv.Atoi(os.Getenv("GALLERIA_E2E_VISIT_MATCHES")); err == nil && v > 0 {
		n = v
	}
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), time.Duration(n)*6*time.Minute)
	defer cancel()
	_, base := serve(t)
	tab, closeTab := browser(t, ctx, "longvisit")
	defer closeTab()
	fatal := func(format string, args ...any) {
		t.Helper()
		t.Fatalf(format, args...)
	}
	if err := chromedp.Do(tab, chromedp.Navigate(base+"?botdelay=30&motion=off&workers=0")); err != nil {
		fatal("navigate: %v", err)
	}
	if _, err := waitReady(tab, loadTimeout); err != nil {
		fatal("%v", err)
	}
	if _, err := chromedp.Run(tab, chromedp.Evaluate[bool](rafScript)); err != nil {
		fatal("installing the frame counter: %v", err)
	}
	if err := clickTarget(tab, "menu:mallornothing", clickTimeout); err != nil {
		fatal("%v", err)
	}
	if err := clickTarget(tab, "setup:seat:1", clickTimeout); err != nil { // normal → hard
		fatal("%v", err)
	}
	if err := clickTarget(tab, "setup:seed", clickTimeout); err != nil {
		fatal("%v", err)
	}
	if err := chromedp.Do(tab, chromedp.KeyEvent("7")); err != nil {
		fatal("typing the seed: %v", err)
	}
	var firstLegal []string
	for k := 0; k < n; k++ {
		if err := clickTarget(tab, "setup:start", clickTimeout); err != nil {
			fatal("match %d: %v", k+1, err)
		}
		searches := map[int]*visitSearch{}
		note := func(p pagePoll) {
			if th := p.St.Think; th != nil && th.Seat == 1 && p.St.Scene == "table" {
				s := searches[th.Step]
				if s == nil {
					s = &visitSearch{start: p.T}
					searches[th.Step] = s
				}
				s.ms, s.done, s.slices, s.sliceMs, s.total, s.finished, s.end = th.Ms, th.Done, th.Slices, th.SliceMs, th.Total, th.Finished, p.T
			}
		}
		var hints []visitSearch
		var gc0 uint64
		var legal0 []string
		for first := true; ; first = false {
			if ctx.Err() != nil {
				fatal("match %d: out of time", k+1)
			}
			p, err := pollPage(tab)
			if err != nil {
				fatal("%v", err)
			}
			st := p.St
			if first {
				gc0 = st.GC
			}
			note(p)
			if st.Scene == "results" {
				var sumMs float64
				var sumDone, sumSlices, nsearch int
				var longestSlice, gap float64
				for _, s := range searches {
					if !s.finished || s.done == 0 {
						continue
					}
					if s.total != 300 {
						fatal("match %d: a search of %d iterations, not the hard level's 300", k+1, s.total)
					}
					g, err := evalString(tab, fmt.Sprintf("rafGaps(%f, %f)", s.start, s.end))
					if err == nil {
						var rg rafGap
						if json.Unmarshal([]byte(g), &rg) == nil {
							gap = max(gap, rg.Max)
						}
					}
					nsearch++
					sumMs += s.ms
					sumDone += s.done
					sumSlices += s.slices
					longestSlice = max(longestSlice, s.sliceMs)
				}
				if nsearch == 0 {
					fatal("match %d: no finished search of the bot was seen", k+1)
				}
				var hintMs, hintGap float64
				for _, h := range hints {
					hintMs += h.hintMs
					hintGap = max(hintGap, h.hintFrameGap)
				}
				same := slices.Equal(legal0, firstLegal)
				logStep(start, "match %d: %d bot searches, %d iterations: %.2f ms/iteration, %.3f slices/iteration, %.1f ms/slice, longest slice %.1f ms, largest frame gap %.0f ms; %d hints, %.0f ms each on average, largest frame gap %.0f ms; %d GCs, live heap %.1f MB; same deal as match 1: %v",
					k+1, nsearch, sumDone, sumMs/float64(sumDone), float64(sumSlices)/float64(sumDone), sumMs/float64(sumSlices), longestSlice, gap,
					len(hints), hintMs/float64(max(len(hints), 1)), hintGap, st.GC-gc0, st.HeapMB, same)
				if !same {
					t.Errorf("match %d: the first decision's legal moves differ from match 1's: not the same deal", k+1)
				}
				if err := clickTarget(tab, "results:menu", clickTimeout); err != nil {
					fatal("%v", err)
				}
				if err := clickTarget(tab, "menu:mallornothing", clickTimeout); err != nil {
					fatal("%v", err)
				}
				break
			}
			ts, err := targets(tab)
			if err != nil {
				fatal("%v", err)
			}
			if _, ok := find(ts, "scoring:ok"); ok {
				if err := clickTarget(tab, "scoring:ok", clickTimeout); err != nil {
					fatal("%v", err)
				}
				continue
			}
			if st.Ending {
				if _, ok := find(ts, "table:results"); ok {
					if err := clickTarget(tab, "table:results", clickTimeout); err != nil {
						fatal("%v", err)
					}
				}
				time.Sleep(50 * time.Millisecond)
				continue
			}
			if st.Scene != "table" || st.Seat != 0 || len(st.Legal) == 0 || st.Hint == nil || !st.Hint.Offered {
				time.Sleep(30 * time.Millisecond)
				continue
			}
			if legal0 == nil {
				legal0 = st.Legal
				if k == 0 {
					firstLegal = st.Legal
				}
			}
			// Ask for the hint and play it.
			t0, err := evalString(tab, "String(performance.now())")
			if err != nil {
				fatal("%v", err)
			}
			if err := clickTarget(tab, "table:hint", clickTimeout); err != nil {
				fatal("%v", err)
			}
			var h *HintStatus
			var shown pagePoll
			asked := st.Step
			if err := waitFor(tab, hintTimeout*3, "the hint", func() (bool, error) {
				q, err := pollPage(tab)
				if err != nil {
					return false, err
				}
				note(q)
				switch qh := q.St.Hint; {
				case qh != nil && qh.Move != "":
					h, shown = qh, q
				case qh != nil && qh.Offered && !qh.Thinking && q.St.Step != asked:
					// The bot sealed its placement (a step): the
					// hint asked for the step before was dropped.
					// Ask again, as a person would.
					asked = q.St.Step
					return false, clickTarget(tab, "table:hint", clickTimeout)
				}
				return h != nil, nil
			}); err != nil {
				now, _, _ := status(tab)
				dumpState(t, tab, filepath.Join(artifactsDir(t), "longvisit-failure.png"))
				fatal("match %d, step %d: %v; hint %+v think %+v seat %d scene %s", k+1, st.Step, err, now.Hint, now.Think, now.Seat, now.Scene)
			}
			from, _ := strconv.ParseFloat(t0, 64)
			hv := visitSearch{hintMs: shown.T - from}
			if g, err := evalString(tab, fmt.Sprintf("rafGaps(%f, %f)", from, shown.T)); err == nil {
				var rg rafGap
				if json.Unmarshal([]byte(g), &rg) == nil {
					hv.hintFrameGap = rg.Max
				}
			}
			hints = append(hints, hv)
			for _, id := range h.Targets {
				if err := clickTarget(tab, id, clickTimeout); err != nil {
					fatal("match %d, step %d: %v", k+1, st.Step, err)
				}
			}
			if err := waitFor(tab, moveTimeout, "the hinted move", func() (bool, error) {
				q, err := pollPage(tab)
				if err != nil {
					return false, err
				}
				note(q)
				return q.St.Step > st.Step || q.St.Seat != 0, nil
			}); err != nil {
				fatal("match %d, step %d: %v", k+1, st.Step, err)
			}
		}
	}
}
