package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

var _ MatchSource = (*match.Driver)(nil)

// table is the shell's side of one running match: whose view is shown, the
// picker over that seat's legal moves, the narrated log; the game's own
// table (g) draws it.
type table struct {
	game   string // the engine's name of the game
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
	guide     bool     // the guided first game's line is shown (App.guideFor)
}

const maxLog = 400

// seatsOf describes the seats of a local match.
func seatsOf(cfg match.Config) (seats []ui.SeatInfo, humans []int) {
	for i, seat := range cfg.Seats {
		k := ui.Human
		if seat.Kind == match.Bot {
			k = ui.BotKind(seat.Bot)
		} else {
			humans = append(humans, i)
		}
		seats = append(seats, ui.SeatInfo{Name: ui.ShownName(seat.Name), Kind: k, Connected: true})
	}
	return seats, humans
}

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
	t := &table{game: game, gui: gui, g: g, seats: seats, humans: humans, focus: 0, shown: -1, pickFor: [2]int{-1, -1}}
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
func (t *table) ctx(src MatchSource, hover string, touch bool) *ui.TableCtx {
	st := src.State()
	return &ui.TableCtx{State: st, View: st.View(t.focus), Focus: t.focus, Private: t.private,
		Acting: t.actingSeat() >= 0, Legal: t.legal, Picker: t.picker, Seats: t.seats, Log: t.log,
		Err: t.err, Hover: hover, ConfirmQuit: t.confirmQuit, Online: t.online,
		Thinking: t.thinking, Hint: t.hint, Touch: touch, Guide: t.guide, Rules: hasRules(t.game)}
}

// resume opens a saved match.
func (a *App) resume(data []byte) error {
	s, err := match.Load(data)
	if err != nil {
		return err
	}
	if g := localConfig(s).Game; !playable(g) {
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

// localConfig is the config of the local match d drives.
func localConfig(d *match.Driver) match.Config {
	l, _ := d.Local()
	return l.Config()
}

// open shows a local match: table (or handoff), after resolving what is
// due.
func (a *App) open(s *match.Driver) error {
	s.Delay = a.botDelay()
	s.Budget = a.thinkBudget
	cfg := localConfig(s)
	seats, humans := seatsOf(cfg)
	if len(humans) == 0 {
		return fmt.Errorf("the match has no human seat")
	}
	t, err := newTable(cfg.Game, seats, humans, cfg.Options, s.Steps())
	if err != nil {
		return err
	}
	t.canHint = s.CanHint()
	a.leaveOnline(false)
	a.sess, a.src, a.tbl = s, s, t
	a.scene = sceneTable
	if s.Over() {
		a.scene = sceneResults
		a.markFinished(cfg.Game)
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
	if s == nil || t == nil || t.blocked() || a.scene != sceneTable {
		return false
	}
	before := s.Step()
	if _, err := s.Advance(a.now()); err != nil {
		t.err = ui.ErrWords(err, t.names())
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
	} else if l, ok := a.sess.Local(); ok {
		a.p.Store(l.Save())
	}
}

// route moves between table, handoff and results, and keeps the picker on
// the right seat and step. It reports whether anything changed.
func (a *App) route() bool {
	s, t := a.src, a.tbl
	hotseat := len(t.humans)
	if ui.NothingHidden(t.g) {
		hotseat = 1 // nothing to hide: the table turns to the next person without a handoff
	}
	r := routeMatch(s.Over(), t.g.Blocking(), hotseat, s.HumansToAct(), t.shown)
	changed := r.scene != a.scene
	a.scene = r.scene
	if r.scene == sceneResults {
		a.markFinished(t.game)
	}
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
	if a.syncThink() {
		changed = true
	}
	return changed
}

// thinkingSource is an online match whose bots, run at this device, think
// in slices: Thinking is the one thinking now, or nil.
type thinkingSource interface {
	Thinking() *ui.Thinking
}

// syncThink brings the table's thinking line and hint up to date; it
// reports whether what they show changed (progress in steps of 25%: each
// redraw of a table costs a frame, so a search redraws it a few times only).
func (a *App) syncThink() bool {
	t := a.tbl
	if t == nil || a.src == nil {
		return false
	}
	var th *ui.Thinking
	t.hint, t.hintMove, t.hintWhy = nil, "", ""
	if a.sess != nil && a.src == a.sess {
		if seat := a.sess.Thinking(); seat >= 0 {
			info := a.sess.Think()
			th = &ui.Thinking{Seat: seat, Done: info.Done, Total: info.Total}
		}
		a.hintFor(t)
	} else if ts, ok := a.src.(thinkingSource); ok {
		th = ts.Thinking()
	}
	t.thinking = th
	key := ""
	if th != nil {
		key = fmt.Sprintf("think %d %d;", th.Seat, th.Percent()/25)
	}
	if h := t.hint; h != nil {
		p := 0
		if h.Total > 0 {
			p = 4 * h.Done / h.Total
		}
		key += fmt.Sprintf("hint %v %v %d %s %q", h.Offered, h.Thinking, p, h.Line, h.Targets)
	}
	changed := key != t.thinkKey
	t.thinkKey = key
	return changed
}

// hintFor sets the table's hint for a local match: offered when the focus
// seat acts on the table, then thought of, then shown.
func (a *App) hintFor(t *table) {
	seat := t.actingSeat()
	if seat < 0 || a.scene != sceneTable || !t.canHint {
		return
	}
	hi := a.sess.Hint()
	if hi == nil || hi.Seat != seat {
		t.hint = &ui.Hint{Offered: true}
		return
	}
	t.hintSeat = seat
	if !hi.Ready {
		t.hint = &ui.Hint{Thinking: true, Done: hi.Done, Total: hi.Total}
		return
	}
	if hi.Err != nil {
		t.hint = &ui.Hint{Line: lang.F("No hint: %s", ui.ErrWords(hi.Err, t.names()))}
		return
	}
	words := ""
	if tl, ok := t.g.(ui.Teller); ok {
		words = tl.TellMove(a.sess.State().View(seat), seat, hi.Move, t.names())
	}
	if words == "" {
		words = hi.Move
	}
	words = strings.TrimSuffix(words, ".")
	t.hintMove, t.hintWhy = hi.Move, hi.Reason
	t.hint = &ui.Hint{Line: lang.F("Hint: %s — %s.", words, ui.Told(hi.Why, t.names())), Targets: t.gui.NewPicker(t.legal).Plan(hi.Move)}
}

// updatePicker makes a new picker when the step or the acting seat changed.
// When only the step changed (another seat locked in a sealed move) and
// the seat's choices are the same, the choice in progress is kept.
func (a *App) updatePicker(acting int) bool {
	t := a.tbl
	if a.scene != sceneTable {
		acting = -1
	}
	key := [2]int{a.src.Step(), acting}
	if key == t.pickFor {
		return false
	}
	old, oldSeat := t.legal, t.pickFor[1]
	t.pickFor = key
	t.legal = nil
	if acting >= 0 {
		t.legal = a.src.State().View(t.focus).LegalMoves(acting)
	}
	if acting < 0 || acting != oldSeat || !slices.Equal(old, t.legal) {
		t.picker = t.gui.NewPicker(t.legal)
	}
	return true
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
		if !a.onlineActive() {
			a.p.Clear()
		}
		a.toMenu()
		return
	case "table:players":
		a.clickOnline(sceneTable, id)
		return
	case "table:guideoff":
		a.setGuide(false)
		t.guide = false
		return
	case "table:rules":
		a.openRules(t.game, sceneTable)
		return
	case "table:hint":
		if seat := t.actingSeat(); seat >= 0 && a.sess != nil && a.src == a.sess {
			if err := a.sess.StartHint(seat); err != nil {
				t.err = ui.ErrWords(err, t.names())
			}
			a.syncThink()
		}
		return
	}
	if len(id) > 4 && id[:4] == "net:" {
		a.clickOnline(sceneTable, id)
		return
	}
	t.guide = a.guideFor(t.game)
	if t.g.Click(id, t.ctx(a.src, a.hover, a.touch)) {
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
	if err := a.src.Play(seat, move); err != nil {
		t.err = ui.ErrWords(err, t.names())
		t.picker.Reset()
		return
	}
	a.stepped()
	a.route()
	if !a.onlineActive() {
		a.tick() // resolve chance at once
	}
}

// tableKeys passes typed characters to the game's table.
func (a *App) tableKeys(chars []rune) {
	t := a.tbl
	if t.actingSeat() < 0 {
		return
	}
	if t.g.Keys(chars, t.ctx(a.src, a.hover, a.touch)) {
		a.dirty = true
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
		if a.onlineActive() {
			a.leaveOnline(true)
		} else {
			a.p.Clear()
		}
		a.toMenu()
	}
}
