// Package match drives a match for the client, the same way for every kind
// of play: solo against bots and hotseat (a Local source) and online (the
// source is the device's netplay peer). The Driver is the one place that
// paces bots, lets search bots think in slices, draws chance where the
// source wants it drawn, and thinks of hints; what differs between local
// and online play is only where other seats' moves and chance come from
// (Source). A local match saves as options + log, so a reload resumes the
// same step. It decides no rule: every move goes through the engine.
package match

import (
	"fmt"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
)

// Driver runs a match from its Source.
type Driver struct {
	src   Source
	hints bool // a person may ask for a hint (local matches)
	bots  map[string]bot.Bot
	pace  Pacer
	seen  int // the steps the driver last saw: a step made elsewhere restarts the pacing
	// Delay is how long a bot waits before its move is played.
	Delay time.Duration
	// Budget bounds the thinking one Advance does (search bots and the
	// hint): it is called once per Advance and returns a function asked
	// before each chunk of Chunk iterations whether the call may go on.
	// Nil: DefaultSlice of wall time.
	Budget func() (more func() bool)
	// Chunk is the number of search iterations between two questions to
	// the budget (0: 1).
	Chunk int
	// Wall is the clock of think times (ThinkInfo.Wall); nil: time.Now.
	Wall func() time.Time
	// Hold, if set and true, holds this device's bots and the chance the
	// driver draws (the table still shows the last move in motion): a
	// search bot goes on thinking, but no move is played and nothing is
	// drawn until Hold is false. What the source does on its own (online
	// play's protocol) is not held.
	Hold func() bool
	// Farm, if set, runs the parts of searches off the page (UseFarm
	// gives the default); FarmErr says why it was given up, if it was.
	Farm     Farm
	FarmErr  error
	farmDown bool
	warmed   bool

	think     *thinking   // the bot's search under way, for one seat and step
	lastThink ThinkInfo   // the last search a bot finished (or the one under way)
	thinks    []ThinkInfo // the last searches that finished
	hint      *hintThink

	// Undo (local matches): the last UndoSpan answer, for a step, seat
	// and count of undos.
	undoKey   [3]int
	undoKnown bool
	undoN     int
	undos     int
}

// DefaultSlice is how much wall time one Advance lets bots think by
// default: short enough for a page to draw its next frame on time (a
// page's Go runs on its one thread).
const DefaultSlice = 7 * time.Millisecond

// DefaultDelay is a bot's delay before its move, unless set.
const DefaultDelay = 600 * time.Millisecond

// NewDriver drives a match from src. hints: a person at this device may
// ask for hints (StartHint).
func NewDriver(src Source, hints bool) *Driver {
	return &Driver{src: src, hints: hints, bots: map[string]bot.Bot{}, Delay: DefaultDelay,
		seen: len(src.Steps()), lastThink: ThinkInfo{Seat: -1}, Farm: defaultFarm}
}

// Source is the match's source.
func (d *Driver) Source() Source { return d.src }

// Local is the local match, if the driver runs one.
func (d *Driver) Local() (*Local, bool) {
	l, ok := d.src.(*Local)
	return l, ok
}

// State is the full engine state (nil before an online match starts). The
// UI shows only views of it.
func (d *Driver) State() engine.State { return d.src.State() }

// Steps is the log so far.
func (d *Driver) Steps() []engine.Step { return d.src.Steps() }

// Step is the number of steps played.
func (d *Driver) Step() int { return len(d.src.Steps()) }

// Over reports whether the game has ended.
func (d *Driver) Over() bool {
	st := d.src.State()
	return st != nil && st.Decision().Kind == engine.Terminal
}

// HumansToAct lists the seats of people at this device that must move now.
func (d *Driver) HumansToAct() []int {
	var out []int
	for _, s := range d.src.ToAct() {
		if d.src.Bot(s) == "" {
			out = append(out, s)
		}
	}
	return out
}

// BotToAct is the bot seat of this device that moves next, or -1.
func (d *Driver) BotToAct() int {
	for _, s := range d.src.ToAct() {
		if d.src.Bot(s) != "" {
			return s
		}
	}
	return -1
}

// Due reports whether Advance has something to do without any event: a
// bot of this device to move (or thinking), chance for the driver to
// draw, a hint being thought of. A page may rest while nothing is due: a
// search whose parts are all at the farm is not due (the farm wakes the
// page when a part comes back: its Farm's own business).
func (d *Driver) Due() bool {
	if d.Over() || d.src.State() == nil {
		return false
	}
	if d.src.DrawsChance() && d.src.State().Decision().Kind == engine.ChanceNode {
		return true
	}
	if seat := d.BotToAct(); seat >= 0 {
		t := d.think
		if t == nil || t.seat != seat || t.step != len(d.src.Steps()) || !d.farmWaits(t.th, t.farm) {
			return true
		}
	}
	h := d.Hint()
	return h != nil && !h.Ready && !d.farmWaits(d.hint.th, d.hint.farm)
}

// Play plays a move of a person at this device.
func (d *Driver) Play(seat int, move string) error {
	if st := d.src.State(); st == nil || seat < 0 || seat >= st.Seats() {
		return fmt.Errorf("seat %d is not in the match", seat)
	}
	if d.src.Bot(seat) != "" {
		return fmt.Errorf("seat %d is played by a bot", seat)
	}
	if err := d.src.Play(seat, move); err != nil {
		return err
	}
	d.stepped()
	return nil
}

// stepped forgets what was for the last step: the bot's pacing (the next
// bot's delay starts when it is next asked), and a hint.
func (d *Driver) stepped() {
	d.seen = len(d.src.Steps())
	d.pace.Reset()
	d.dropHint()
}

// Advance resolves every chance event the driver draws and, when a bot of
// this device must move and its delay since the last step has passed,
// plays its move. It returns how many steps it played. Call it from the
// UI loop with the current time; it never blocks for the delay.
//
// A search bot (bot.Thinker) thinks in slices: the first call at its
// decision starts a search, and each call runs it for the Budget (a few
// milliseconds) and returns; the move is played once the search is over and
// the delay has passed (the thinking counts toward the delay). A hint being
// thought of (StartHint) gets what is left of the budget. The move depends
// only on the generator the source gives for the step, never on the
// slicing: the search is the one bot.Bot.Choose runs, with the same
// generator.
func (d *Driver) Advance(now time.Time) (int, error) {
	more := d.budget()
	n, err := d.advance(now, more)
	if err == nil && d.hint != nil && !d.hint.th.Done() {
		d.run(d.hint.th, d.hint.farm, more)
	}
	return n, err
}

func (d *Driver) advance(now time.Time, more func() bool) (int, error) {
	if len(d.src.Steps()) != d.seen {
		d.stepped() // a step made elsewhere (another device, the protocol)
	}
	d.warm()
	n := 0
	for {
		st := d.src.State()
		if st == nil {
			return n, nil
		}
		switch st.Decision().Kind {
		case engine.Terminal:
			return n, nil
		case engine.ChanceNode:
			if !d.src.DrawsChance() {
				return n, nil // the protocol's round draws it
			}
			if d.held() {
				return n, nil
			}
			m, err := bot.PickChance(st.ChanceOutcomes(), d.src.Rand(StreamChance))
			if err == nil {
				err = d.src.Play(engine.Chance, m)
			}
			if err != nil {
				return n, err
			}
			d.stepped()
			n++
			continue
		}
		seat := d.BotToAct()
		if seat < 0 {
			d.pace.Reset()
			return n, nil
		}
		played, err := d.playBot(st, seat, d.pace.Ready(now, d.Delay) && !d.held(), more)
		if err != nil {
			return n, fmt.Errorf("bot of seat %d: %v", seat, err)
		}
		if !played {
			return n, nil
		}
		d.stepped()
		n++
		// One bot move at a time, so the UI can show each before the next.
		d.pace.Moved(now, d.Delay)
	}
}

// held reports whether Hold holds the bots and chance now.
func (d *Driver) held() bool { return d.Hold != nil && d.Hold() }

// bot is the bot of that name (made once).
func (d *Driver) bot(name string) (bot.Bot, error) {
	if b, ok := d.bots[name]; ok {
		return b, nil
	}
	b, err := bot.New(name)
	if err != nil {
		return nil, err
	}
	d.bots[name] = b
	return b, nil
}

// budget is this call's thinking budget.
func (d *Driver) budget() func() bool {
	if d.Budget != nil {
		return d.Budget()
	}
	end := time.Now().Add(DefaultSlice)
	return func() bool { return time.Now().Before(end) }
}

// work runs th in chunks while the budget allows.
func (d *Driver) wall() time.Time {
	if d.Wall != nil {
		return d.Wall()
	}
	return time.Now()
}
