package game

import (
	"testing"
	"time"

	"github.com/galleria-games/galleria/game/ui"
)

// The idle wait (idle.go): Update blocks once the client has been quiet for
// a while and nothing is due, until Wake (input, posted work, a peer's
// change) or IdleWait; never while something is due or undrawn.

// drawn marks the current frame as drawn, as Draw does after painting it
// (these tests run no ebiten).
func drawn(a *App) { a.drawnGen = a.gen }

// quietFor makes the client look quiet since long enough to wait.
func quietFor(a *App) { a.idle.activeAt = time.Now().Add(-2 * quietAfter) }

// updateAsync runs one Update on a goroutine; the channel is closed when it
// returns.
func updateAsync(a *App) chan struct{} {
	done := make(chan struct{})
	go func() {
		defer close(done)
		a.Update()
	}()
	return done
}

// waitAsleep waits until Update waits (the hook's Asleep).
func waitAsleep(t *testing.T, a *App, done chan struct{}) {
	t.Helper()
	end := time.Now().Add(5 * time.Second)
	for !a.Status().Asleep {
		select {
		case <-done:
			t.Fatalf("Update returned without waiting (status %+v)", a.Status())
		default:
		}
		if time.Now().After(end) {
			t.Fatal("Update did not start waiting in 5 s")
		}
		time.Sleep(time.Millisecond)
	}
}

// returns fails unless done is closed within 5 s.
func returns(t *testing.T, done chan struct{}, what string) {
	t.Helper()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatalf("Update still waits 5 s after %s", what)
	}
}

// slept runs one Update (with a short IdleWait, so that it cannot hang) and
// reports whether it waited.
func slept(a *App) bool {
	before := a.Status().Sleeps
	a.Update()
	return a.Status().Sleeps > before
}

// An idle menu: Update waits until Wake, then returns; the wake counts as
// activity, so the loop runs at full rate for a while after it.
func TestIdleWaitsForWake(t *testing.T) {
	a, _ := testApp(t, &fakePlatform{}, 1280, 720, 1)
	a.opt.IdleWait = time.Hour
	a.Update()
	drawn(a)
	quietFor(a)
	done := updateAsync(a)
	waitAsleep(t, a, done)
	select {
	case <-done:
		t.Fatal("Update returned while asleep")
	case <-time.After(50 * time.Millisecond):
	}
	woke := time.Now()
	a.Wake()
	returns(t, done, "Wake")
	st := a.Status()
	if st.Asleep || st.Sleeps != 1 {
		t.Fatalf("after Wake: asleep %v, %d waits (want 1)", st.Asleep, st.Sleeps)
	}
	if a.idle.activeAt.Before(woke) {
		t.Fatalf("the wake did not count as activity (active at %v, woken at %v)", a.idle.activeAt, woke)
	}
}

// IdleWait bounds a wait: with no event, Update returns by itself.
func TestIdleWaitEnds(t *testing.T) {
	a, _ := testApp(t, &fakePlatform{}, 1280, 720, 1)
	a.opt.IdleWait = 20 * time.Millisecond
	a.Update()
	drawn(a)
	quietFor(a)
	done := updateAsync(a)
	returns(t, done, "IdleWait")
	if n := a.Status().Sleeps; n != 1 {
		t.Fatalf("%d waits, want 1", n)
	}
	// No wake: the client is still quiet, and the next Update waits too.
	if !slept(a) {
		t.Fatal("the quiet client did not wait again")
	}
}

// Work posted by another goroutine, or a change it announces (online
// play's peer), ends the wait, and the next Update runs the work.
func TestIdleWakesForOtherGoroutines(t *testing.T) {
	for _, how := range []string{"post", "changed"} {
		t.Run(how, func(t *testing.T) {
			a, _ := testApp(t, &fakePlatform{}, 1280, 720, 1)
			a.opt.IdleWait = time.Hour
			a.Update()
			drawn(a)
			quietFor(a)
			done := updateAsync(a)
			waitAsleep(t, a, done)
			ran := make(chan bool, 1)
			go func() {
				if how == "post" {
					a.post(func() { ran <- true })
				} else {
					shell{a}.Changed()
				}
			}()
			returns(t, done, how)
			a.opt.IdleWait = 10 * time.Millisecond // a slow machine may pass quietAfter
			gen := a.gen
			done = updateAsync(a)
			returns(t, done, "the wake") // the loop is active after a wake
			if how == "post" && len(ran) != 1 {
				t.Fatal("the posted work did not run")
			}
			if how == "changed" && a.gen == gen {
				t.Fatal("Changed did not make a new frame")
			}
		})
	}
}

// Update does not wait without IdleWait, before the frame is drawn, within
// quietAfter of activity, or while there is input.
func TestIdleNotWhenBusy(t *testing.T) {
	a, in := testApp(t, &fakePlatform{}, 1280, 720, 1)
	a.Update()
	drawn(a)
	quietFor(a)
	if slept(a) {
		t.Fatal("waited without IdleWait")
	}
	a.opt.IdleWait = 10 * time.Millisecond
	a.dirty = true // a new frame, not drawn yet
	quietFor(a)
	if slept(a) {
		t.Fatal("waited before the new frame was drawn")
	}
	drawn(a)
	if slept(a) {
		t.Fatal("waited just after a new frame")
	}
	quietFor(a)
	in.queue = append(in.queue, inputFrame{chars: []rune("x")})
	if slept(a) {
		t.Fatal("waited in an Update that had input")
	}
	quietFor(a)
	if !slept(a) {
		t.Fatal("the quiet menu did not wait")
	}
}

// A solo table: no wait while a bot must move (its delay runs on the
// loop's clock), nor while a hint is being thought of; a wait once the
// table waits on the person alone.
func TestIdleTable(t *testing.T) {
	a, in := testApp(t, &fakePlatform{}, 1280, 720, 1)
	click(t, a, in, "menu:mallworld")
	for seat := 1; seat < 4; seat++ {
		setSeat(t, a, in, seat, ui.Greedy)
	}
	click(t, a, in, "setup:seed")
	in.queue = append(in.queue, inputFrame{chars: []rune("77")}, inputFrame{enter: true})
	a.Update()
	a.Update()
	click(t, a, in, "setup:start")
	settle(a)
	st := a.Status()
	if st.Scene != sceneTable || st.Seat < 0 || a.table.drv.BotToAct() >= 0 {
		t.Fatalf("the table does not wait on the person alone: %+v, bot to act %d", st, a.table.drv.BotToAct())
	}
	a.opt.IdleWait = 10 * time.Millisecond
	drawn(a)
	quietFor(a)
	if !slept(a) {
		t.Fatal("the table waiting on the person did not wait")
	}

	// A hint being thought of (no budget: it never ends).
	a.opt.ThinkBudget = func() func() bool { return func() bool { return false } }
	click(t, a, in, "table:hint")
	if h := a.Status().Hint; h == nil || !h.Thinking {
		t.Fatalf("no hint thinking: %+v", h)
	}
	drawn(a)
	quietFor(a)
	if slept(a) {
		t.Fatal("waited while a hint was being thought of")
	}

	// Play the person's moves until the bots must move, after a delay
	// that does not pass.
	a.opt.ThinkBudget = unlimited
	a.table.drv.Delay = time.Hour
	for i := 0; a.table.drv.BotToAct() < 0; i++ {
		st := a.Status()
		if i == 30 || st.Seat < 0 {
			t.Fatalf("no bot to move after %d moves of the person (seed 77): %+v", i, st)
		}
		step := st.Step
		for _, id := range a.Plan(st.Legal[0]) {
			click(t, a, in, id)
		}
		if a.table.drv.Step() == step {
			t.Fatalf("the move %q was not played", st.Legal[0])
		}
	}
	for i := 0; i < 3; i++ {
		drawn(a)
		quietFor(a)
		if slept(a) {
			t.Fatal("waited while a bot must move")
		}
	}
}
