package game

import (
	"fmt"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/mwui"
)

// table is the client's state of one running match: whose view is shown,
// the picker over that seat's legal moves, the narrated log and the pending
// phase-end overlays.
type table struct {
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
	done   int              // steps applied to shadow

	scoring     []scoring // phase-end overlays not yet dismissed
	confirmQuit bool
	err         string
}

// scoring is one phase end's payments.
type scoring struct {
	phase int
	final bool
	lines []mwui.Line
}

const maxLog = 400

// newTable prepares the table of a session and narrates its log so far.
func newTable(s *match.Session) (*table, error) {
	cfg := s.Config()
	t := &table{focus: -1, shown: -1, pickFor: [2]int{-1, -1}}
	for i, seat := range cfg.Seats {
		t.names = append(t.names, seat.Name)
		k := kindHuman
		if seat.Kind == match.Bot {
			k = kindGreedy
			if seat.Bot == "random" {
				k = kindRandom
			}
		} else {
			t.humans = append(t.humans, i)
		}
		t.kinds = append(t.kinds, k)
	}
	if len(t.humans) == 0 {
		return nil, fmt.Errorf("the match has no human seat")
	}
	st, err := mallworld.Game{}.NewState(cfg.Options)
	if err != nil {
		return nil, err
	}
	t.shadow = st
	t.focus = t.humans[0]
	if len(t.humans) == 1 {
		t.shown, t.private = t.focus, true
	}
	t.catchUp(s.Steps(), false)
	return t, nil
}

// catchUp narrates the new steps. live: phase ends open the overlay.
func (t *table) catchUp(steps []engine.Step, live bool) {
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
	if s.Config().Game != mallworld.GameName {
		return fmt.Errorf("saved match of %q: only Mall World is playable", s.Config().Game)
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
	t, err := newTable(s)
	if err != nil {
		return err
	}
	a.sess, a.tbl = s, t
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
	a.tbl.catchUp(a.sess.Steps(), true)
	if a.sess.Over() {
		a.p.Clear()
	} else {
		a.p.Store(a.sess.Save())
	}
}

// route moves between table, handoff and results, and keeps the picker on
// the right seat and step. It reports whether anything changed.
func (a *App) route() bool {
	s, t := a.sess, a.tbl
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
	key := [2]int{a.sess.Step(), acting}
	if key == t.pickFor {
		return false
	}
	t.pickFor = key
	t.legal = nil
	if acting >= 0 {
		t.legal = a.view().LegalMoves(acting)
	}
	t.picker = mwui.NewPicker(t.legal)
	return true
}

// view is the focus seat's view of the match: the only state the table draws.
func (a *App) view() *mallworld.State {
	return a.sess.State().(*mallworld.State).ViewState(a.tbl.focus)
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
		a.p.Clear()
		a.toMenu()
		return
	case "scoring:ok":
		if len(t.scoring) > 0 {
			t.scoring = t.scoring[1:]
		}
		a.route()
		return
	}
	seat := t.actingSeat()
	if seat < 0 {
		return
	}
	move := t.picker.Click(id)
	if move == "" {
		return
	}
	t.err = ""
	if err := a.sess.Play(seat, move); err != nil {
		t.err = err.Error()
		t.picker.Reset()
		return
	}
	a.stepped()
	a.route()
	a.tick() // resolve chance at once
}

// clickHandoff: the next human has the device.
func (a *App) clickHandoff(id string) {
	if id != "handoff:ready" {
		return
	}
	t := a.tbl
	next := focusSeat(a.sess.HumansToAct(), t.shown)
	if next >= 0 {
		t.focus, t.shown, t.private = next, next, true
	}
	a.scene = sceneTable
	a.route()
}

// clickResults: back to the menu.
func (a *App) clickResults(id string) {
	if id == "results:menu" {
		a.p.Clear()
		a.toMenu()
	}
}
