package game

import (
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

// Wake ends an idle wait of Update, or keeps the next one from starting;
// any goroutine may call it (the page's event listeners do, for every
// input event).
func (a *App) Wake() {
	select {
	case a.wake <- struct{}{}:
	default:
	}
}

// requestFrame asks for a new frame from another goroutine.
func (a *App) requestFrame() {
	a.changed.Store(true)
	a.Wake()
}

// rest ends an Update: when the client has been quiet for quietAfter it
// blocks until Wake or for IdleWait at most. active reports whether this
// Update did anything (input, a new frame, a step).
func (a *App) rest(active bool) {
	if a.opt.IdleWait <= 0 {
		return
	}
	now := time.Now()
	if active || a.gen != a.drawnGen || a.pending() {
		a.activeAt = now
		return
	}
	if now.Sub(a.activeAt) < quietAfter || a.changed.Load() || a.hasPosted() {
		return
	}
	if a.idleTimer == nil {
		a.idleTimer = time.NewTimer(a.opt.IdleWait)
	} else {
		a.idleTimer.Reset(a.opt.IdleWait)
	}
	a.sleeps.Add(1)
	a.asleep.Store(true)
	select {
	case <-a.wake:
		// An event: run at full rate for a while, so that what follows it
		// (the release after a press, the next move of the mouse) is seen
		// at once. Ebitengine reads the event's input on the next frame.
		a.activeAt = time.Now()
	case <-a.idleTimer.C:
	}
	a.idleTimer.Stop()
	a.asleep.Store(false)
}

// hasPosted reports whether work from another goroutine waits for Update.
func (a *App) hasPosted() bool {
	a.postMu.Lock()
	defer a.postMu.Unlock()
	return len(a.posted) > 0
}

// pending reports whether the loop has work that no event announces: a
// local match's bot to move or thinking, a chance event to resolve, a hint
// being thought of; in an online match, whatever online play says (its
// bots), or always when it cannot say.
func (a *App) pending() bool {
	if a.onlineActive() {
		q, ok := a.online.(quieter)
		return !ok || !q.Quiet()
	}
	s, t := a.sess, a.tbl
	if s == nil || t == nil || a.src != s || a.scene != sceneTable || t.blocked() {
		return false // nothing moves until a person clicks
	}
	return s.Due()
}

// quieter is what online play may add to Online: Quiet reports whether its
// match has nothing to do on the game loop until a message, a click or the
// clock (its waiting line) changes something.
type quieter interface {
	Quiet() bool
}
