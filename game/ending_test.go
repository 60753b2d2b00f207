package game

import (
	"strings"
	"testing"
	"time"
)

// playToEnding plays a match of Test Race (seat 0 by its buttons, the
// others bots) until the table shows its end; the App's clock is *clock.
func playToEnding(t *testing.T, clock *time.Time) (*App, *fakeInput) {
	t.Helper()
	a, in := startMover(t, "off")
	a.now = func() time.Time { return *clock }
	for i := 0; i < 2000 && !a.Status().Ending; i++ {
		if st := a.Status(); st.Scene != sceneTable {
			t.Fatalf("scene %s before the end", st.Scene)
		}
		if a.Status().Seat == 0 {
			playFirst(t, a, in)
			continue
		}
		*clock = clock.Add(time.Second)
		a.Update()
	}
	if !a.Status().Ending {
		t.Fatal("no end of the match on the table")
	}
	return a, in
}

// The end of a match seen live: the table shows who won and a "See
// results" button for endPause, then the results come by themselves; the
// button goes there at once.
func TestEndOnTheTable(t *testing.T) {
	clock := time.Unix(5000, 0)
	a, _ := playToEnding(t, &clock)
	st := a.Status()
	if st.Scene != sceneTable || !hasTarget(a, "table:results") || !a.table.drv.Over() {
		t.Fatalf("at the end: scene %s, targets %v", st.Scene, targetIDs(a))
	}
	texts := frameTexts(a)
	res := a.table.drv.State().Result()
	if !strings.Contains(texts, "Game over — "+winnersLine(a.table.tbl.names(), res.Winners)) {
		t.Fatalf("no banner naming the winner: %s", texts)
	}
	clock = clock.Add(endPause - 100*time.Millisecond)
	a.Update()
	if a.Status().Scene != sceneTable {
		t.Fatal("the results came before the banner's time was over")
	}
	clock = clock.Add(200 * time.Millisecond)
	a.Update()
	if st := a.Status(); st.Scene != sceneResults || st.Ending {
		t.Fatalf("after the banner's time: scene %s, ending %v", st.Scene, st.Ending)
	}
	// The button, at once.
	b, in := playToEnding(t, &clock)
	click(t, b, in, "table:results")
	if b.Status().Scene != sceneResults {
		t.Fatalf("See results leads to %s", b.Status().Scene)
	}
}

// The results' totals count up (over countUp ticks at normal speed), and
// are there at once with motion off.
func TestTotalsCountUp(t *testing.T) {
	clock := time.Unix(5000, 0)
	a, in := playToEnding(t, &clock)
	click(t, a, in, "table:results")
	res := a.table.drv.State().Result()
	final := totalsLine(a.table.tbl.names(), res.Scores, 1)
	if !strings.Contains(frameTexts(a), final) {
		t.Fatalf("motion off: the totals %q are not there at once: %s", final, frameTexts(a))
	}
	a.prefs.store.Set(motionKey, "normal")
	a.table.tbl.countTicks = 0
	a.Update()
	var seen []string
	for i := 0; i < countUp+5; i++ {
		for _, tx := range a.Texts() {
			if strings.Contains(tx, "\u00a0") && strings.Contains(tx, a.table.tbl.names()[0]) {
				if len(seen) == 0 || seen[len(seen)-1] != tx {
					seen = append(seen, tx)
				}
			}
		}
		a.Update()
	}
	if len(seen) < 3 || seen[len(seen)-1] != final || seen[0] == final {
		t.Fatalf("the totals did not count up to %q: %q", final, seen)
	}
	if got := totalsLine([]string{"A", "B"}, []int64{1234567, -1500}, 1); got != "A\u00a01,234,567 · B\u00a0-1,500" {
		t.Fatalf("totals line %q", got)
	}
}
