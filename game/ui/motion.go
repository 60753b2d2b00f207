package ui

import "math"

// Motion shows a table's moves happening: each Glide draws one piece
// moving from where it came from (a card in a hand, the display, a
// supply) to where it goes (a mall's cell, an account), in ticks of the
// game loop (60 a second). A table keeps one Motion, starts glides in
// CatchUp when the steps are live (never when a saved match is replayed),
// ticks it in Animate and draws it last in Build, after its hotspots.
//
// Places are named by keys: a glide's From and To are the IDs of the
// frame's hotspots (a target such as "cell:B3"), or keys the table names
// with Place while it builds (an account, a supply that is no target).
// A glide whose places are not both in the frame ends at once.
//
// The speed (Speed) comes from the player's settings: 1 normal, 2 fast,
// 0 off (reduced motion: every glide ends at once).
type Motion struct {
	glides   []Glide
	places   map[string]Rect
	speed    float64 // set by SetSpeed; 1 before
	speedSet bool
	seen     []GlideStatus // the glides as last drawn, for the test hook
}

// Glide is one piece moving.
type Glide struct {
	ID       string // what moves, named for the test hook (a target's ID is fine)
	From, To string // place keys (see Motion)
	Delay    int    // ticks before it starts (to play several in turn)
	Ticks    int    // ticks it takes at speed 1 (0: DefaultGlide)
	// Draw draws the piece in r (device px), which goes from the From
	// place's rectangle to the To place's.
	Draw func(b *Builder, r Rect)

	t float64 // ticks run (the delay included)
}

// GlideStatus is a glide as last drawn: the piece's rectangle (device px)
// and how far it has gone (0 to 1).
type GlideStatus struct {
	ID       string
	R        Rect
	Progress float64
}

// DefaultGlide is a glide's length at speed 1: a third of a second.
const DefaultGlide = 20

// SetSpeed sets the speed (1 normal, 2 fast, 0 off). Off ends the
// glides under way.
func (m *Motion) SetSpeed(s float64) {
	m.speed, m.speedSet = max(s, 0), true
	if m.speed == 0 {
		m.glides = nil
	}
}

// Add starts a glide; with motion off it is dropped (the piece is simply
// where it goes).
func (m *Motion) Add(g Glide) {
	if m.off() {
		return
	}
	if g.Ticks <= 0 {
		g.Ticks = DefaultGlide
	}
	g.t = 0
	m.glides = append(m.glides, g)
}

// off reports whether the speed was set to 0.
func (m *Motion) off() bool { return m.speedSet && m.speed == 0 }

// Clear ends every glide at once (a new match, a table opened on a save).
func (m *Motion) Clear() { m.glides, m.seen = nil, nil }

// Tick moves the glides on by one tick; it reports whether anything moves
// (the frame must be drawn again).
func (m *Motion) Tick() bool {
	if len(m.glides) == 0 {
		return false
	}
	s := 1.0
	if m.speedSet && m.speed > 0 {
		s = m.speed
	}
	kept := m.glides[:0]
	for _, g := range m.glides {
		g.t += s
		if g.t < float64(g.Delay+g.Ticks) {
			kept = append(kept, g)
		}
	}
	m.glides = kept
	if len(m.glides) == 0 {
		m.seen = nil
	}
	return true
}

// Moving reports whether a glide is under way (or waits for its delay).
func (m *Motion) Moving() bool { return len(m.glides) > 0 }

// Pending reports whether a glide still travels to place key: the table
// leaves that place as it was before the move until the piece arrives.
func (m *Motion) Pending(key string) bool {
	for _, g := range m.glides {
		if g.To == key {
			return true
		}
	}
	return false
}

// Place names a rectangle of this frame (device px) as a place glides
// can start or end at. Call it while building, before Draw.
func (m *Motion) Place(key string, r Rect) {
	if m.places == nil {
		m.places = map[string]Rect{}
	}
	m.places[key] = r
}

// Draw draws every glide at its place now, over what the table drew, and
// forgets the places named for this frame. A glide one of whose places is
// missing from the frame is dropped.
func (m *Motion) Draw(b *Builder) {
	m.seen = m.seen[:0]
	kept := m.glides[:0]
	for _, g := range m.glides {
		from, ok1 := m.where(b, g.From)
		to, ok2 := m.where(b, g.To)
		if !ok1 || !ok2 {
			continue
		}
		kept = append(kept, g)
		p := min(max((g.t-float64(g.Delay))/float64(g.Ticks), 0), 1)
		r := lerpRect(from, to, ease(p))
		if g.Draw != nil {
			g.Draw(b, r)
		}
		m.seen = append(m.seen, GlideStatus{ID: g.ID, R: r, Progress: p})
	}
	m.glides = kept
	clear(m.places)
}

// Status is the glides as last drawn.
func (m *Motion) Status() []GlideStatus { return m.seen }

// where is the rectangle of place key in the frame being built.
func (m *Motion) where(b *Builder, key string) (Rect, bool) {
	if r, ok := m.places[key]; ok {
		return r, true
	}
	if s := b.F.Spot(key); s != nil {
		return s.R, true
	}
	return Rect{}, false
}

// ease is a smooth start and stop (a cosine ramp).
func ease(p float64) float64 { return (1 - math.Cos(math.Pi*p)) / 2 }

func lerpRect(a, b Rect, p float64) Rect {
	l := func(x, y float64) float64 { return x + (y-x)*p }
	return Rect{l(a.X, b.X), l(a.Y, b.Y), l(a.W, b.W), l(a.H, b.H)}
}

// Mover is a Table that shows moves in motion (a Motion). The shell sets
// its speed from the settings, calls Animate every tick, keeps the loop
// awake and holds this device's bots while Moving (a bot's move waits for
// the previous one's animation), and reports Glides to the test hook.
type Mover interface {
	Animator
	SetMotionSpeed(s float64)
	Moving() bool
	Glides() []GlideStatus
}
