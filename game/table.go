package game

import (
	"fmt"
	"slices"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/ui"
)

// table is the shell's side of one running match: whose view is shown, the
// picker over that seat's legal moves, the narrated log; the game's own
// table (g) draws it.
type table struct {
	game   string         // the engine's name of the game
	opts   engine.Options // the match's options (for its log, see resultsMatch)
	gui    ui.GameUI
	g      ui.Table
	seats  []ui.SeatInfo
	humans []int

	focus   int  // seat whose view is drawn
	shown   int  // last human whose decision was shown (-1 none yet)
	private bool // the focus seat's hand may be drawn

	picker  ui.Picker
	legal   []string // the picker's moves (the focus seat's legal moves, if it acts)
	pickFor [2]int   // step and seat the picker was made for

	log     []string
	stopped bool // the log did not replay: the table follows it no more
	watch   bool // a spectator's table: the log is redacted (watch.go)

	confirmQuit bool
	err         string
	online      *ui.OnlineInfo // an online match's waiting line and buttons; nil offline

	// A bot thinking at this device, and the hint (local matches).
	thinking  *ui.Thinking
	hint      *ui.Hint
	hintMove  string   // the hint's move, once found
	hintWhy   string   // and why (the search's reason)
	hintSeat  int      // the seat the hint is for
	hintShown []string // the hint's targets marked in the last frame
	thinkKey  string   // what of the thinking and the hint is shown
	canHint   bool     // a local match of a game the search bot plays
	undo      int      // the steps the Undo button takes back (0: no button)
	guide     bool     // the guided first game's line is shown (prefs.guideFor)

	// The end of the match seen live: the table shows a banner (who won,
	// "See results") from endAt for endPause, then the results.
	endAt   time.Time
	endDone bool // the results may be shown (the banner's time is over, or it was clicked)
	// countTicks is how far the results' totals have counted up (ticks at
	// normal speed, up to countUp).
	countTicks float64
	// ended is the finished match's log and breakdown, worked out once
	// for the results (resultsMatch).
	ended *endedMatch
}

const maxLog = 400

// newTable prepares the table of a match and narrates its log so far.
// humans are the seats of people at this device (none: the table only
// watches).
func newTable(game string, seats []ui.SeatInfo, humans []int, opts engine.Options, steps []engine.Step) (*table, error) {
	gui, ok := lookupUI(game)
	if !ok {
		return nil, fmt.Errorf("the client cannot show %q", game)
	}
	names := make([]string, len(seats))
	for i, s := range seats {
		names[i] = s.Name
	}
	g, err := gui.NewTable(opts, names)
	if err != nil {
		return nil, err
	}
	t := &table{game: game, opts: opts, gui: gui, g: g, seats: seats, humans: humans, focus: 0, shown: -1, pickFor: [2]int{-1, -1}}
	t.picker = gui.NewPicker(nil)
	if len(humans) > 0 {
		t.focus = humans[0]
	}
	if len(humans) == 1 {
		t.shown, t.private = t.focus, true
	}
	t.catchUp(steps, false)
	return t, nil
}

// names lists the seats' names.
func (t *table) names() []string {
	out := make([]string, len(t.seats))
	for i, s := range t.seats {
		out[i] = s.Name
	}
	return out
}

// setSeats updates the roster of an online match (a seat given to a bot, a
// new host).
func (t *table) setSeats(seats []ui.SeatInfo, humans []int) {
	t.seats = seats
	if slices.Equal(humans, t.humans) {
		return
	}
	t.humans = humans
	t.pickFor = [2]int{-1, -1}
	if slices.Contains(humans, t.focus) {
		return
	}
	t.shown, t.private = -1, false
	t.focus = 0
	if len(humans) > 0 {
		t.focus = humans[0]
	}
	if len(humans) == 1 {
		t.shown, t.private = t.focus, true
	}
}

// catchUp narrates the new steps. live: they happen now (a phase end opens
// its overlay).
func (t *table) catchUp(steps []engine.Step, live bool) {
	if t.stopped {
		return
	}
	lines, err := t.g.CatchUp(steps, live)
	t.addLog(lines...)
	if err != nil {
		t.err = ui.ErrWords(err, t.names())
		t.stopped = true
	}
}

func (t *table) addLog(lines ...string) {
	t.log = append(t.log, lines...)
	if len(t.log) > maxLog {
		t.log = append(t.log[:0], t.log[len(t.log)-maxLog:]...)
	}
}

// blocked: an overlay (the game's, or leaving the match) holds the match.
func (t *table) blocked() bool { return t.g.Blocking() || t.confirmQuit }

// actingSeat is the seat whose decision the table shows now, or -1.
func (t *table) actingSeat() int {
	if t.blocked() || len(t.legal) == 0 {
		return -1
	}
	return t.focus
}

// ctx is what the game's table is told when it is drawn or clicked.
func (t *table) ctx(st engine.State, hover string, touch bool) *ui.TableCtx {
	return &ui.TableCtx{State: st, View: st.View(t.focus), Focus: t.focus, Private: t.private,
		Acting: t.actingSeat() >= 0, Legal: t.legal, Picker: t.picker, Seats: t.seats, Log: t.log,
		Err: t.err, Hover: hover, ConfirmQuit: t.confirmQuit, Online: t.online,
		Thinking: t.thinking, Hint: t.hint, Undo: undoLabel(t.undo), Touch: touch, Guide: t.guide, Rules: hasRules(t.game)}
}

// sameSeats reports whether two rosters are the same.
func sameSeats(a, b []ui.SeatInfo) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// sameInfo reports whether two online waiting lines (and their buttons)
// are the same.
func sameInfo(a, b *ui.OnlineInfo) bool {
	if a == nil || b == nil {
		return a == b
	}
	if a.Prompt != b.Prompt || a.Chat != b.Chat || len(a.Buttons) != len(b.Buttons) {
		return false
	}
	for i := range a.Buttons {
		if a.Buttons[i] != b.Buttons[i] {
			return false
		}
	}
	return true
}
