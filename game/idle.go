package game

import (
	"sync/atomic"
	"time"
)

// Quiet when idle. Ebitengine calls Update and Draw once per animation
// frame, 60 times a second, even when nothing changes: the App then draws
// nothing (the screen is kept between frames), yet each frame still wakes
// the page's Go, reads the input, and keeps the browser's frame machinery
// (its compositor, the GPU process) running. So when the client has had
// nothing to do for quietAfter and nothing is due without an event (no bot
// to move or thinking, no hint being thought of, no animation), Update
// blocks (Options.IdleWait): no new animation frame is requested until it
// returns, and the page is really idle. It returns on Wake (the page's input
// listeners, work posted by another goroutine, a peer's message) or after
// IdleWait at the latest, for what follows the clock (the online waiting
// line's seconds, invitations retried later).

// quietAfter is how long the client must have had nothing to do before
// Update blocks: a few frames more than Ebitengine presents an unchanged
// screen for, and enough for a press to be followed by its release at full
// rate.
const quietAfter = 250 * time.Millisecond

// idler is the game loop's rest: Wake's channel, when the client last did
// something, the wait's timer; Updates run and waits begun so far, and
// whether Update waits now (for the hook, read from any goroutine).
type idler struct {
	wake     chan struct{}
	activeAt time.Time
	timer    *time.Timer
	ticks    atomic.Int64
	sleeps   atomic.Int64
	asleep   atomic.Bool
}

func newIdler() idler { return idler{wake: make(chan struct{}, 1)} }

// rest ends an Update: when the client has been quiet for quietAfter it
// blocks until Wake (App.Wake) or for wait at most. busy reports whether
// this Update did anything or something is due; woken whether another
// goroutine has already asked for a frame or posted work.
func (w *idler) rest(wait time.Duration, busy bool, woken func() bool) {
	now := time.Now()
	if busy {
		w.activeAt = now
		return
	}
	if now.Sub(w.activeAt) < quietAfter || woken() {
		return
	}
	if w.timer == nil {
		w.timer = time.NewTimer(wait)
	} else {
		w.timer.Reset(wait)
	}
	w.sleeps.Add(1)
	w.asleep.Store(true)
	select {
	case <-w.wake:
		// An event: run at full rate for a while, so that what follows it
		// (the release after a press, the next move of the mouse) is seen
		// at once. Ebitengine reads the event's input on the next frame.
		w.activeAt = time.Now()
	case <-w.timer.C:
	}
	w.timer.Stop()
	w.asleep.Store(false)
}

// quieter is what online play may add to Online: Quiet reports whether its
// match has nothing to do on the game loop until a message, a click or the
// clock (its waiting line) changes something.
type quieter interface {
	Quiet() bool
}
