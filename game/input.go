package game

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// point is a position in device pixels.
type point struct{ X, Y float64 }

// inputFrame is what the player did during one tick. Positions are in device
// pixels (the game's screen coordinates).
type inputFrame struct {
	hover     point
	hasHover  bool    // a mouse is over the screen (never for touch)
	presses   []point // mouse button or touch went down
	releases  []point // …and came up (a touch at its last position)
	chars     []rune  // typed characters
	backspace bool
	enter     bool
	escape    bool
	// step: Left (-1) or Right (+1) was pressed; home, end: Home, End
	// (the replay viewer steps with them).
	step      int
	home, end bool
	touch     bool // a finger went down: the player uses a touch screen
	mouse     bool // a mouse button went down: the player uses a mouse

	scroll float64 // a finger dragged the scene up by this much (device px)
	wheel  float64 // the mouse wheel turned (ebiten's units; positive: up)
	cancel bool    // a press turned into a drag: it clicks nothing
}

// dragSlop is how far (device px) a finger moves before a press becomes a
// drag that scrolls.
const dragSlop = 24

func (f *inputFrame) idle() bool {
	return len(f.presses) == 0 && len(f.releases) == 0 && len(f.chars) == 0 && !f.backspace && !f.enter && !f.escape &&
		f.step == 0 && !f.home && !f.end &&
		f.scroll == 0 && f.wheel == 0 && !f.cancel
}

// inputSource gives one tick's input. The App reads ebiten; tests inject.
type inputSource interface {
	read() inputFrame
}

// ebitenInput reads the mouse, touches and the keyboard. A touch press and
// release is a click like a mouse's; after a touch the mouse position is
// ignored (no hover on touch screens) until the mouse really moves.
type ebitenInput struct {
	touchPos   map[ebiten.TouchID]point
	touchFrom  map[ebiten.TouchID]point // where each touch went down
	dragging   map[ebiten.TouchID]bool  // touches that became drags
	ids        []ebiten.TouchID
	lastMouse  point
	mouseMoved bool
	touched    bool
	chars      []rune
}

func (in *ebitenInput) read() inputFrame {
	var f inputFrame
	if in.touchPos == nil {
		in.touchPos = map[ebiten.TouchID]point{}
		in.touchFrom = map[ebiten.TouchID]point{}
		in.dragging = map[ebiten.TouchID]bool{}
	}
	// Touches.
	in.ids = inpututil.AppendJustPressedTouchIDs(in.ids[:0])
	for _, id := range in.ids {
		x, y := ebiten.TouchPosition(id)
		p := point{float64(x), float64(y)}
		in.touchPos[id], in.touchFrom[id] = p, p
		f.presses = append(f.presses, p)
		f.touch = true
		in.touched = true
	}
	in.ids = ebiten.AppendTouchIDs(in.ids[:0])
	for _, id := range in.ids {
		x, y := ebiten.TouchPosition(id)
		p := point{float64(x), float64(y)}
		prev, from := in.touchPos[id], in.touchFrom[id]
		in.touchPos[id] = p
		// A finger that moves far enough drags the scene: it scrolls, and
		// its press clicks nothing.
		if !in.dragging[id] && math.Hypot(p.X-from.X, p.Y-from.Y) > dragSlop {
			in.dragging[id], f.cancel = true, true
			prev = from
		}
		if in.dragging[id] {
			f.scroll += prev.Y - p.Y
		}
	}
	in.ids = inpututil.AppendJustReleasedTouchIDs(in.ids[:0])
	for _, id := range in.ids {
		if p, ok := in.touchPos[id]; ok && !in.dragging[id] {
			f.releases = append(f.releases, p)
		}
		delete(in.touchPos, id)
		delete(in.touchFrom, id)
		delete(in.dragging, id)
	}
	// Mouse.
	mx, my := ebiten.CursorPosition()
	m := point{float64(mx), float64(my)}
	if m != in.lastMouse {
		in.lastMouse = m
		if len(in.touchPos) == 0 && len(f.releases) == 0 && len(f.presses) == 0 {
			in.touched = false
		}
	}
	if !in.touched {
		if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
			f.presses = append(f.presses, m)
			f.mouse = true
		}
		if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
			f.releases = append(f.releases, m)
		}
		f.hover, f.hasHover = m, true
	}
	_, f.wheel = ebiten.Wheel()
	// Keyboard.
	in.chars = ebiten.AppendInputChars(in.chars[:0])
	f.chars = in.chars
	f.backspace = inpututil.IsKeyJustPressed(ebiten.KeyBackspace)
	f.enter = inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter)
	f.escape = inpututil.IsKeyJustPressed(ebiten.KeyEscape)
	if inpututil.IsKeyJustPressed(ebiten.KeyArrowLeft) {
		f.step--
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyArrowRight) {
		f.step++
	}
	f.home = inpututil.IsKeyJustPressed(ebiten.KeyHome)
	f.end = inpututil.IsKeyJustPressed(ebiten.KeyEnd)
	return f
}

// clicker turns presses and releases into clicks: a click is a press and a
// release on the same target. A touch held holdTip or longer on something
// with a tip opens the tip instead (App.holdTip): its release clicks
// nothing. A mouse press is always a click, however long: the mouse's
// hover already shows tips, and a page that delivers a release late (a
// busy or slow machine) must not turn a click into an inspection.
type clicker struct {
	pressed string // target under the last press ("" none)
	down    bool
	at      time.Time // when the press went down
	held    bool      // the press was held: it opened a tip, and clicks nothing
	tick    int       // the Update that saw the press go down
	later   time.Time // when an Update after that one first saw it still down
	touch   bool      // the press is a finger's (only a finger's can be held)
}

// holdTip is how long a press must be held to open a tip (inspect on touch).
const holdTip = 450 * time.Millisecond

// press records a press on target id ("" if none) at now, by a finger if
// touch.
func (c *clicker) press(id string, now time.Time, tick int, touch bool) {
	c.pressed, c.down, c.at, c.held, c.tick, c.later, c.touch = id, true, now, false, tick, time.Time{}, touch
}

// holdSeen is how long a press must have been seen still down, from the
// first later Update that saw it, to count as held (with holdTip since it
// went down). On a slow page one late frame runs several Updates in a row
// (Ebitengine catches up) long after the press: they all see a tap's
// press still down, and must not make it a hold.
const holdSeen = 100 * time.Millisecond

// release returns the clicked target, or "" if the release is not on the
// target that was pressed, or the press was held.
func (c *clicker) release(id string) string {
	was, down, held := c.pressed, c.down, c.held
	c.pressed, c.down, c.held = "", false, false
	if !down || held || id == "" || id != was {
		return ""
	}
	return id
}
