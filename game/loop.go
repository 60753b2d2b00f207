package game

import (
	"math"
	"sync"
	"time"

	"github.com/galleria-games/galleria/game/ui"
)

// Small parts of the game loop that the App owns: the bots' thinking time,
// work posted by other goroutines, the scroll.

// thinkSlice is how long bots may think per frame (the page's Go runs on
// its one thread: a longer slice would hold up drawing and input), and
// frameTime a frame at 60 Hz.
const (
	thinkSlice = 7 * time.Millisecond
	frameTime  = time.Second / 60
)

// thinkClock shares out the bots' thinking time: thinkSlice per frame. A
// frame's budget starts with the first Update after a Draw (or a frame's
// time after the last one).
type thinkClock struct {
	from  time.Time
	drawn bool // a Draw ran since the budget started
}

// budget is the thinking budget of one Update (match.Driver.Budget, for
// local and online matches): what is left of this frame's slice, in wall time; or
// custom's (Options.ThinkBudget), if set.
func (c *thinkClock) budget(custom func() func() bool) func() bool {
	if custom != nil {
		return custom()
	}
	now := time.Now()
	if c.drawn || now.Sub(c.from) >= frameTime {
		c.from, c.drawn = now, false
	}
	end := c.from.Add(thinkSlice)
	return func() bool { return time.Now().Before(end) }
}

// postQueue is work that other goroutines give the game loop.
type postQueue struct {
	mu sync.Mutex
	fs []func()
}

func (q *postQueue) add(f func()) {
	q.mu.Lock()
	q.fs = append(q.fs, f)
	q.mu.Unlock()
}

// run runs the queued work; it reports whether there was any.
func (q *postQueue) run() bool {
	q.mu.Lock()
	fs := q.fs
	q.fs = nil
	q.mu.Unlock()
	for _, f := range fs {
		f()
	}
	return len(fs) > 0
}

// waiting reports whether work waits to be run.
func (q *postQueue) waiting() bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.fs) > 0
}

// scroller scrolls a scene taller than the screen (a phone held
// sideways): how far down the scene is shown, the most it can be, and the
// scene it belongs to (a new scene starts at the top). Device px.
type scroller struct {
	y, max float64
	scene  string
}

// view applies the scroll to scene's transform: a new scene starts at the
// top, and the scroll stays within what the scene has below the screen.
func (s *scroller) view(t ui.Xform, scene string, devH float64) ui.Xform {
	if scene != s.scene {
		s.scene, s.y = scene, 0
	}
	s.max = t.Scroll(devH)
	s.y = max(0, min(s.y, s.max))
	t.OY -= s.y
	return t
}

// by scrolls by dy device px (positive: the content moves up), within the
// bounds; it reports whether anything moved.
func (s *scroller) by(dy float64) bool {
	y := max(0, min(s.y+dy, s.max))
	if y == s.y {
		return false
	}
	s.y = y
	return true
}

// reveal scrolls a modal overlay of frame f (a question over the scene,
// the final scoring) into view when the screen scrolls and part of it is
// off the screen: its panel (Frame.Reveal) and its targets. It reports
// whether it scrolled.
func (s *scroller) reveal(f *ui.Frame, devH float64) bool {
	if s.max <= 0 || f.Barrier == 0 || f.Barrier >= len(f.Spots) {
		return false
	}
	top, bottom := math.Inf(1), math.Inf(-1)
	if r := f.Reveal; r.H > 0 {
		top, bottom = r.Y, r.Y+r.H
	}
	for _, sp := range f.Spots[f.Barrier:] {
		top, bottom = min(top, sp.R.Y), max(bottom, sp.R.Y+sp.R.H)
	}
	if top >= 0 && bottom <= devH {
		return false
	}
	if bottom-top <= devH {
		// Centre it.
		return s.by((top + bottom - devH) / 2)
	}
	// Taller than the screen: its top is shown when it opens, and then
	// the person scrolls through it (a drag within it is never undone);
	// a screen that shows something beyond one of its edges has that edge
	// brought back to the screen's.
	switch {
	case top > 0 || bottom <= 0:
		return s.by(top)
	case bottom < devH:
		return s.by(bottom - devH)
	}
	return false
}
