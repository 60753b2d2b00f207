package match_test

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine/botfarm"
	"github.com/galleria-games/galleria/game/match"
)

// fakeFarm runs parts with botfarm.Serve as a worker would, the newest
// first (parts come back in another order than they went out), on a
// later Poll; sendFail and pollFail make a Send or a Poll fail (the n-th,
// from 1).
type fakeFarm struct {
	workers            int
	busy               map[int][]byte
	next               int
	sent, polls        int
	sendFail, pollFail int
	dropped            int
	err                error // Err's answer
	warmed             int   // Warm's calls
}

func (f *fakeFarm) Err() error { return f.err }

func (f *fakeFarm) Warm() { f.warmed++ }

func newFakeFarm(workers int) *fakeFarm { return &fakeFarm{workers: workers, busy: map[int][]byte{}} }

func (f *fakeFarm) Free() int { return f.workers - len(f.busy) }

func (f *fakeFarm) Send(req []byte) (int, error) {
	f.sent++
	if f.sent == f.sendFail {
		return 0, errors.New("the worker did not start")
	}
	f.next++
	f.busy[f.next] = req
	return f.next, nil
}

func (f *fakeFarm) Poll(ticket int) ([]byte, bool, error) {
	f.polls++
	req, ok := f.busy[ticket]
	if !ok {
		return nil, false, errors.New("no such ticket")
	}
	if f.polls == f.pollFail {
		delete(f.busy, ticket)
		return nil, false, errors.New("the worker crashed")
	}
	for k := range f.busy {
		if k > ticket {
			return nil, false, nil // a newer part comes back first
		}
	}
	delete(f.busy, ticket)
	out, err := botfarm.Serve(req)
	return out, err == nil, err
}

func (f *fakeFarm) Drop(ticket int) {
	if _, ok := f.busy[ticket]; ok {
		f.dropped++
		delete(f.busy, ticket)
	}
}

// playBots plays a hard-bot match until n bot moves, with Advance's budget
// counted: it fails if a farmed search got page time. It returns how many
// calls left nothing due (the page may rest: every part out).
func playBots(t *testing.T, d *match.Driver, n int, farmed bool) (resting int) {
	t.Helper()
	b := &countBudget{chunks: 1 << 30}
	d.Budget, d.Chunk, d.Delay = b.budget, 5, time.Second
	now := time.Unix(0, 0)
	moves := 0
	for calls := 0; moves < n && !d.Over(); calls++ {
		now = now.Add(time.Second) // one bot move per call at most
		if farmed && d.Farmed() && !d.Due() {
			// Nothing due: the parts are all out. A page would rest until
			// a result woke it; here the next call polls them.
			if d.BotToAct() < 0 {
				t.Fatalf("step %d: nothing due with no bot to move", d.Step())
			}
		}
		if calls > 1_000_000 {
			t.Fatalf("no progress at step %d: %+v farmed %v", d.Step(), d.Think(), d.Farmed())
		}
		seat, step := d.BotToAct(), d.Step()
		if _, err := d.Advance(now); err != nil {
			t.Fatal(err)
		}
		if farmed && d.Farmed() && b.granted > 0 {
			t.Fatalf("step %d: the page ran %d chunks of a farmed search", step, b.granted)
		}
		if farmed && d.Farmed() && !d.Due() {
			resting++
		}
		if seat >= 0 && d.Step() > step {
			moves++
		}
	}
	return resting
}

// twoMatches is the same match twice: one for the page, one for a farm.
func twoMatches(t *testing.T, seed uint64, level string, human bool) (page, farmed *match.Driver) {
	t.Helper()
	var err error
	if page, err = match.New(searchCfg(seed, level, human)); err == nil {
		farmed, err = match.New(searchCfg(seed, level, human))
	}
	if err != nil {
		t.Fatal(err)
	}
	return page, farmed
}

// playTo plays d, one bot move per Advance, until it has n steps.
func playTo(t *testing.T, d *match.Driver, n int) {
	t.Helper()
	d.Delay = time.Second
	d.Budget = func() func() bool { return func() bool { return true } }
	now := time.Unix(0, 0)
	for d.Step() < n && !d.Over() {
		now = now.Add(time.Second)
		if _, err := d.Advance(now); err != nil {
			t.Fatal(err)
		}
	}
}

// Bots whose searches run at a farm (two workers, parts back in any order)
// play the moves they play on the page, and the page runs none of their
// iterations.
func TestFarmedBotsPlayThePageMoves(t *testing.T) {
	const seed = 21
	page, farmed := twoMatches(t, seed, "hard", false)
	farm := newFakeFarm(2)
	farmed.Farm = farm
	if resting := playBots(t, farmed, 6, true); resting == 0 {
		t.Error("nothing was ever left to the farm alone: the page would never rest while bots think in workers")
	}
	playTo(t, page, farmed.Step())
	if farm.warmed != 1 {
		t.Errorf("the farm was warmed %d times, want once", farm.warmed)
	}
	if farm.sent == 0 || !farmed.Farmed() {
		t.Fatalf("%d parts sent, farmed %v (%v)", farm.sent, farmed.Farmed(), farmed.FarmErr)
	}
	if n := farmed.Step(); n > page.Step() || !slices.Equal(page.Steps()[:n], farmed.Steps()) {
		t.Fatalf("farmed and page differ:\n%v\n%v", farmed.Steps(), page.Steps())
	}
	t.Logf("%d steps, %d parts farmed", farmed.Step(), farm.sent)
}

// A farm that fails (a worker that does not start, or dies with a part)
// is given up: its parts come back to the page, which finishes the
// search with the same move.
func TestFarmFailureFallsBackToThePage(t *testing.T) {
	for _, c := range []struct {
		name string
		farm *fakeFarm
	}{
		{"send", &fakeFarm{workers: 2, busy: map[int][]byte{}, sendFail: 3}},
		{"poll", &fakeFarm{workers: 3, busy: map[int][]byte{}, pollFail: 4}},
		{"dead", &fakeFarm{workers: 0, busy: map[int][]byte{}, err: errors.New("no worker could start")}},
	} {
		const seed = 23
		page, farmed := twoMatches(t, seed, "hard", false)
		farmed.Farm = c.farm
		playBots(t, farmed, 3, true)
		playTo(t, page, farmed.Step())
		if farmed.Farmed() || farmed.FarmErr == nil {
			t.Errorf("%s: the failed farm is still used (err %v)", c.name, farmed.FarmErr)
		}
		if n := farmed.Step(); n > page.Step() || !slices.Equal(page.Steps()[:n], farmed.Steps()) {
			t.Errorf("%s: farmed and page differ:\n%v\n%v", c.name, farmed.Steps(), page.Steps())
		}
	}
}

// A hint thought of at the farm is the page's hint, and a hint dropped
// before its end drops its parts.
func TestFarmedHint(t *testing.T) {
	const seed = 5
	page, farmed := twoMatches(t, seed, "easy", true)
	farm := newFakeFarm(2)
	farmed.Farm = farm
	for _, d := range []*match.Driver{page, farmed} {
		d.Delay = 0
		for len(d.HumansToAct()) == 0 {
			if _, err := d.Advance(time.Unix(0, 0)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !slices.Equal(page.Steps(), farmed.Steps()) {
		t.Fatal("the matches differ before the hint")
	}
	seat := page.HumansToAct()[0]
	var hints []*match.HintInfo
	for _, d := range []*match.Driver{page, farmed} {
		if err := d.StartHint(seat); err != nil {
			t.Fatal(err)
		}
		for calls := 0; !d.Hint().Ready; calls++ {
			if calls > 100000 {
				t.Fatal("the hint never ends")
			}
			if _, err := d.Advance(time.Unix(0, 0)); err != nil {
				t.Fatal(err)
			}
		}
		hints = append(hints, d.Hint())
	}
	if farm.sent == 0 {
		t.Fatal("the hint sent no part to the farm")
	}
	if hints[0].Move != hints[1].Move || hints[0].Reason != hints[1].Reason {
		t.Fatalf("farmed hint %q (%s), page hint %q (%s)", hints[1].Move, hints[1].Reason, hints[0].Move, hints[0].Reason)
	}
	// A new hint at another step: its parts go out, then the step moves on.
	if err := farmed.Play(seat, hints[1].Move); err != nil {
		t.Fatal(err)
	}
	for len(farmed.HumansToAct()) == 0 {
		if _, err := farmed.Advance(time.Unix(0, 0)); err != nil {
			t.Fatal(err)
		}
	}
	if err := farmed.StartHint(farmed.HumansToAct()[0]); err != nil {
		t.Fatal(err)
	}
	farmed.Budget = func() func() bool { return func() bool { return false } }
	if _, err := farmed.Advance(time.Unix(0, 0)); err != nil {
		t.Fatal(err)
	}
	if len(farm.busy) == 0 {
		t.Fatal("no part out for the second hint")
	}
	farmed.ClearHint()
	if len(farm.busy) != 0 || farm.dropped == 0 {
		t.Fatalf("%d parts still out after the hint was cleared (%d dropped)", len(farm.busy), farm.dropped)
	}
}
