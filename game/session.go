package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/mnui"
	"github.com/galleria-games/galleria/game/mwui"
)

// matchSource is a running match as the table reads it: a local
// match.Session, or an online match (a snapshot of its netplay.Peer).
type matchSource interface {
	State() engine.State // the full state; the table draws only the focus seat's view of it
	Steps() []engine.Step
	Step() int
	Over() bool
	HumansToAct() []int // seats of people at this device that must act now
	Play(seat int, move string) error
}

var _ matchSource = (*match.Session)(nil)

// table is the client's state of one running match: whose view is shown,
// the picker over that seat's legal moves, the narrated log and the pending
// phase-end overlays.
type table struct {
	game   string // the engine's name of the game
	names  []string
	kinds  []seatKind
	humans []int

	focus   int  // seat whose view is drawn
	shown   int  // last human whose decision was shown (-1 none yet)
	private bool // the focus seat's hand may be drawn

	picker  *mwui.Picker
	legal   []string // the picker's moves (the focus seat's legal moves, if it acts)
	pickFor [2]int   // step and seat the picker was made for

	log    []string
	shadow *mallworld.State // full state replayed from the log, for the narration
	done   int              // steps applied to shadow (or mn.shadow)

	mn *mnTable // Mall or Nothing's part of the table (nil for Mall World)

	scoring     []scoring // phase-end overlays not yet dismissed
	confirmQuit bool
	err         string

	// Online matches.
	online     bool
	conn       []bool       // by seat: its player is connected
	sealed     map[int]bool // seats whose sealed move is committed
	netPrompt  string       // whom the match waits for, when no seat here acts
	netButtons []netButton  // give to a bot, take over, invite again
}

// netButton is a button the table shows for an online match.
type netButton struct{ id, label string }

// scoring is one phase end's payments.
type scoring struct {
	phase int
	final bool
	lines []mwui.Line
}

const maxLog = 400

// sessionTable prepares the table of a local session.
func sessionTable(s *match.Session) (*table, error) {
	cfg := s.Config()
	var names []string
	var kinds []seatKind
	var humans []int
	for i, seat := range cfg.Seats {
		names = append(names, seat.Name)
		k := kindHuman
		if seat.Kind == match.Bot {
			k = kindGreedy
			if seat.Bot == "random" {
				k = kindRandom
			}
		} else {
			humans = append(humans, i)
		}
		kinds = append(kinds, k)
	}
	if len(humans) == 0 {
		return nil, fmt.Errorf("the match has no human seat")
	}
	return newTable(cfg.Game, names, kinds, humans, cfg.Options, s.Steps())
}

// newTable prepares the table of a match and narrates its log so far.
// humans are the seats of people at this device (none: the table only
// watches).
func newTable(game string, names []string, kinds []seatKind, humans []int, opts engine.Options, steps []engine.Step) (*table, error) {
	t := &table{game: game, focus: -1, shown: -1, pickFor: [2]int{-1, -1}, names: names, kinds: kinds, humans: humans}
	switch game {
	case mallworld.GameName:
		st, err := mallworld.Game{}.NewState(opts)
		if err != nil {
			return nil, err
		}
		t.shadow = st
	case mallornothing.GameName:
		st, err := mallornothing.Game{}.NewState(opts)
		if err != nil {
			return nil, err
		}
		t.mn = &mnTable{shadow: st, picker: mnui.NewPicker(nil)}
	default:
		return nil, fmt.Errorf("the client cannot show %q", game)
	}
	t.focus = 0
	if len(t.humans) > 0 {
		t.focus = t.humans[0]
	}
	if len(t.humans) == 1 {
		t.shown, t.private = t.focus, true
	}
	t.catchUp(steps, false)
	return t, nil
}

// setSeats updates the roster of an online match (a seat given to a bot, a
// new host).
func (t *table) setSeats(names []string, kinds []seatKind, humans []int) {
	t.names, t.kinds = names, kinds
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

// catchUp narrates the new steps. live: phase ends open the overlay.
func (t *table) catchUp(steps []engine.Step, live bool) {
	if t.mn != nil {
		t.mnCatchUp(steps, live)
		return
	}
	for t.done < len(steps) {
		step := steps[t.done]
		before := t.shadow.Copy()
		line := mwui.Describe(before, step, t.names)
		if err := t.shadow.Apply(step.Seat, step.Move); err != nil {
			t.err = fmt.Sprintf("replay: step %d: %v", t.done+1, err)
			return
		}
		t.done++
		t.addLog(line)
		if r := mwui.BidsRevealed(before, t.shadow, t.names); r != "" {
			t.addLog(r)
		}
		if sc := mwui.PhaseScoring(before, t.shadow); sc != nil {
			phase := before.PositionOf().Phase
			final := t.shadow.Decision().Kind == engine.Terminal
			total := 0
			for _, l := range sc {
				total += l.Pay
			}
			t.addLog(fmt.Sprintf("End of phase %d: contracts pay %s in all.", phase, mwui.CHF(total)))
			if live {
				t.scoring = append(t.scoring, scoring{phase: phase, final: final, lines: sc})
			}
		}
	}
}

func (t *table) addLog(s string) {
	t.log = append(t.log, s)
	if len(t.log) > maxLog {
		t.log = append(t.log[:0], t.log[len(t.log)-maxLog:]...)
	}
}

// actingSeat is the seat whose decision the table shows now, or -1.
func (t *table) actingSeat() int {
	if len(t.scoring) > 0 || t.confirmQuit || len(t.legal) == 0 {
		return -1
	}
	return t.focus
}

// resume opens a saved match.
func (a *App) resume(data []byte) error {
	s, err := match.Load(data)
	if err != nil {
		return err
	}
	if g := s.Config().Game; !playable(g) {
		return fmt.Errorf("saved match of %q: the client cannot show that game", g)
	}
	return a.open(s)
}

// start begins a new match from the setup form.
func (a *App) start() error {
	cfg, err := a.setup.config()
	if err != nil {
		return err
	}
	s, err := match.New(cfg)
	if err != nil {
		return err
	}
	return a.open(s)
}

// open shows a session: table (or handoff), after resolving what is due.
func (a *App) open(s *match.Session) error {
	s.Delay = a.botDelay()
	t, err := sessionTable(s)
	if err != nil {
		return err
	}
	a.leaveNet(false)
	a.sess, a.src, a.tbl = s, s, t
	a.scene = sceneTable
	if s.Over() {
		a.scene = sceneResults
		a.p.Clear()
		return nil
	}
	a.tick()
	a.route()
	return nil
}

// tick lets the session resolve chance and play bots, narrates what
// happened and saves. It reports whether anything changed.
func (a *App) tick() bool {
	s, t := a.sess, a.tbl
	// Nothing moves under an overlay (phase-end scoring, leaving the match).
	if s == nil || t == nil || len(t.scoring) > 0 || t.confirmQuit || a.scene != sceneTable {
		return false
	}
	before := s.Step()
	if _, err := s.Advance(a.now()); err != nil {
		t.err = err.Error()
	}
	if s.Step() == before {
		return a.route()
	}
	a.stepped()
	a.route()
	return true
}

// stepped narrates and saves after the log grew.
func (a *App) stepped() {
	a.tbl.catchUp(a.src.Steps(), true)
	if a.sess == nil {
		return // an online match: the peer keeps it
	}
	if a.sess.Over() {
		a.p.Clear()
	} else {
		a.p.Store(a.sess.Save())
	}
}

// route moves between table, handoff and results, and keeps the picker on
// the right seat and step. It reports whether anything changed.
func (a *App) route() bool {
	s, t := a.src, a.tbl
	r := routeMatch(s.Over(), len(t.scoring) > 0, len(t.humans), s.HumansToAct(), t.shown)
	changed := r.scene != a.scene
	a.scene = r.scene
	switch r.scene {
	case sceneTable:
		if r.seat >= 0 && (t.focus != r.seat || t.shown != r.seat) {
			t.focus, t.shown, t.private = r.seat, r.seat, true
			changed = true
		}
	case sceneHandoff:
		t.confirmQuit = false
	}
	if a.updatePicker(r.seat) {
		changed = true
	}
	return changed
}

// updatePicker makes a new picker when the step or the acting seat changed.
func (a *App) updatePicker(acting int) bool {
	t := a.tbl
	if a.scene != sceneTable {
		acting = -1
	}
	key := [2]int{a.src.Step(), acting}
	if key == t.pickFor {
		return false
	}
	old := t.legal
	oldSeat := t.pickFor[1]
	t.pickFor = key
	t.legal = nil
	if acting >= 0 {
		t.legal = a.src.State().View(t.focus).LegalMoves(acting)
	}
	if t.mn != nil {
		// The other seat locking in its card changes the step, not this
		// seat's choice: the card keeps its rotation and chosen anchor.
		if acting < 0 || acting != oldSeat || !slices.Equal(old, t.legal) {
			t.mn.picker = mnui.NewPicker(t.legal)
		}
		return true
	}
	t.picker = mwui.NewPicker(t.legal)
	return true
}

// pick is the picker of the table's game.
func (t *table) pick() movePicker {
	if t.mn != nil {
		return t.mn.picker
	}
	return t.picker
}

// movePicker turns clicks on targets into one of the legal moves.
type movePicker interface {
	Click(id string) string
	Reset()
}

// playable reports whether the client has a table for game.
func playable(game string) bool {
	return game == mallworld.GameName || game == mallornothing.GameName
}

// view is the focus seat's view of the match: the only state the table draws.
func (a *App) view() *mallworld.State {
	return a.src.State().(*mallworld.State).ViewState(a.tbl.focus)
}

// clickTable handles a click on the table scene.
func (a *App) clickTable(id string) {
	t := a.tbl
	switch id {
	case "table:menu":
		t.confirmQuit = true
		return
	case "table:stay":
		t.confirmQuit = false
		return
	case "table:quit":
		if a.net == nil {
			a.p.Clear()
		}
		a.toMenu()
		return
	case "table:players":
		a.clickNet(id)
		return
	case "scoring:ok":
		if len(t.scoring) > 0 {
			t.scoring = t.scoring[1:]
		}
		a.route()
		return
	}
	if strings.HasPrefix(id, "net:") {
		a.clickNet(id)
		return
	}
	seat := t.actingSeat()
	if seat < 0 {
		return
	}
	move := t.pick().Click(id)
	if move == "" {
		return
	}
	t.err = ""
	if err := a.src.Play(seat, move); err != nil {
		t.err = err.Error()
		t.pick().Reset()
		return
	}
	a.stepped()
	a.route()
	if a.net == nil {
		a.tick() // resolve chance at once
	}
}

// clickHandoff: the next human has the device.
func (a *App) clickHandoff(id string) {
	if id != "handoff:ready" {
		return
	}
	t := a.tbl
	next := focusSeat(a.src.HumansToAct(), t.shown)
	if next >= 0 {
		t.focus, t.shown, t.private = next, next, true
	}
	a.scene = sceneTable
	a.route()
}

// clickResults: back to the menu.
func (a *App) clickResults(id string) {
	if id == "results:menu" {
		if a.net != nil {
			a.leaveNet(true)
		} else {
			a.p.Clear()
		}
		a.toMenu()
	}
}
