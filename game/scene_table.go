package game

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// The table scene: the running match and its table. Everything that talks
// to the match is here: opening it (a save, the setup's form, online
// play's), moving it on (bots, chance), saving it, routing between the
// table, the handoff and the results, the thinking line and the hint, the
// clicks and keys on the table, and what online play does to the table
// through the Shell. The handoff and the results read the match through
// this scene.

var _ MatchSource = (*match.Session)(nil)

// tableScene is the running match, if any, and the scene of its table.
type tableScene struct {
	sess *match.Session // the local match, if any
	src  MatchSource    // the match the table shows: sess, or the online match
	tbl  *table         // src's table
}

func (*tableScene) name() string { return sceneTable }

// running reports whether a match is open.
func (ts *tableScene) running() bool { return ts.src != nil && ts.tbl != nil }

// local reports whether the match shown is the local one.
func (ts *tableScene) local() bool { return ts.sess != nil && ts.src == ts.sess }

// state is the match's state (the table draws only the focus seat's view
// of it).
func (ts *tableScene) state() engine.State { return ts.src.State() }

// game is the engine's name of the match's game, or "".
func (ts *tableScene) game() string {
	if ts.tbl == nil {
		return ""
	}
	return ts.tbl.game
}

// close forgets the match.
func (ts *tableScene) close() { ts.sess, ts.src, ts.tbl = nil, nil, nil }

// resume opens a saved match.
func (ts *tableScene) resume(a *App, data []byte) error {
	s, err := match.Load(data)
	if err != nil {
		return err
	}
	if g := s.Config().Game; !playable(g) {
		return fmt.Errorf("saved match of %q: the client cannot show that game", g)
	}
	return ts.open(a, s)
}

// start begins a new match.
func (ts *tableScene) start(a *App, cfg match.Config) error {
	s, err := match.New(cfg)
	if err != nil {
		return err
	}
	return ts.open(a, s)
}

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

// open shows a session: table (or handoff), after resolving what is due.
func (ts *tableScene) open(a *App, s *match.Session) error {
	s.Delay = a.opt.BotDelay
	s.Budget = func() func() bool { return a.think.budget(a.opt.ThinkBudget) }
	cfg := s.Config()
	seats, humans := seatsOf(cfg)
	if len(humans) == 0 {
		return fmt.Errorf("the match has no human seat")
	}
	t, err := newTable(cfg.Game, seats, humans, cfg.Options, s.Steps())
	if err != nil {
		return err
	}
	t.canHint = canSearch(s.State())
	a.online.leave(false)
	ts.sess, ts.src, ts.tbl = s, s, t
	a.cur = ts
	if s.Over() {
		a.cur = resultsScene{}
		a.prefs.markFinished(cfg.Game)
		a.p.Clear()
		return nil
	}
	ts.tick(a)
	ts.route(a)
	return nil
}

// update moves a local match on (bots, chance) and runs the game's
// animation; it reports whether the frame must be rebuilt.
func (ts *tableScene) update(a *App) bool {
	changed := false
	if !a.online.active() && ts.tbl != nil && ts.tick(a) {
		changed = true
	}
	if a.cur != ts || ts.tbl == nil {
		return changed // the match went to the handoff or the results
	}
	if an, ok := ts.tbl.g.(ui.Animator); ok && an.Animate() {
		changed = true
	}
	return changed
}

// tick lets the session resolve chance and play bots, narrates what
// happened and saves. It reports whether anything changed.
func (ts *tableScene) tick(a *App) bool {
	s, t := ts.sess, ts.tbl
	// Nothing moves under an overlay (phase-end scoring, leaving the match).
	if s == nil || t == nil || t.blocked() || a.cur != ts {
		return false
	}
	before := s.Step()
	if _, err := s.Advance(a.now()); err != nil {
		t.err = ui.ErrWords(err, t.names())
	}
	if s.Step() == before {
		return ts.route(a)
	}
	ts.stepped(a)
	ts.route(a)
	return true
}

// due reports whether the match has work that no event announces: a local
// match's bot to move or thinking, a chance event to resolve, a hint being
// thought of; for an online match, whatever online play says (its bots).
func (ts *tableScene) due(a *App) bool {
	if a.online.active() {
		return a.online.busy()
	}
	s, t := ts.sess, ts.tbl
	if s == nil || t == nil || ts.src != s || a.cur != ts || t.blocked() {
		return false // nothing moves until a person clicks
	}
	switch s.State().Decision().Kind {
	case engine.Terminal:
		return false
	case engine.ChanceNode:
		return true
	}
	if s.BotToAct() >= 0 {
		return true
	}
	if h := s.Hint(); h != nil && !h.Ready {
		return true
	}
	return false
}

// stepped narrates and saves after the log grew.
func (ts *tableScene) stepped(a *App) {
	ts.tbl.catchUp(ts.src.Steps(), true)
	if ts.sess == nil {
		return // an online match: the peer keeps it
	}
	if ts.sess.Over() {
		a.p.Clear()
	} else {
		a.p.Store(ts.sess.Save())
	}
}

// route moves between table, handoff and results, and keeps the picker on
// the right seat and step. It reports whether anything changed.
func (ts *tableScene) route(a *App) bool {
	s, t := ts.src, ts.tbl
	hotseat := len(t.humans)
	if ui.NothingHidden(t.g) {
		hotseat = 1 // nothing to hide: the table turns to the next person without a handoff
	}
	r := routeMatch(s.Over(), t.g.Blocking(), hotseat, s.HumansToAct(), t.shown)
	changed := r.scene != a.cur.name()
	a.cur = a.sceneNamed(r.scene)
	if r.scene == sceneResults {
		a.prefs.markFinished(t.game)
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
	if ts.updatePicker(a, r.seat) {
		changed = true
	}
	if ts.syncThink(a) {
		changed = true
	}
	return changed
}

// nextHuman is the person the device goes to (the handoff), or -1.
func (ts *tableScene) nextHuman() int {
	if !ts.running() {
		return -1
	}
	return focusSeat(ts.src.HumansToAct(), ts.tbl.shown)
}

// thinkingSource is an online match whose bots, run at this device, think
// in slices: Thinking is the one thinking now, or nil.
type thinkingSource interface {
	Thinking() *ui.Thinking
}

// syncThink brings the table's thinking line and hint up to date; it
// reports whether what they show changed (progress in steps of 25%: each
// redraw of a table costs a frame, so a search redraws it a few times only).
func (ts *tableScene) syncThink(a *App) bool {
	t := ts.tbl
	if t == nil || ts.src == nil {
		return false
	}
	var th *ui.Thinking
	t.hint, t.hintMove, t.hintWhy = nil, "", ""
	if ts.local() {
		if seat := ts.sess.Thinking(); seat >= 0 {
			info := ts.sess.Think()
			th = &ui.Thinking{Seat: seat, Done: info.Done, Total: info.Total}
		}
		ts.hintFor(a, t)
	} else if src, ok := ts.src.(thinkingSource); ok {
		th = src.Thinking()
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
func (ts *tableScene) hintFor(a *App, t *table) {
	seat := t.actingSeat()
	if seat < 0 || a.cur != ts || !t.canHint {
		return
	}
	hi := ts.sess.Hint()
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
		words = tl.TellMove(ts.sess.State().View(seat), seat, hi.Move, t.names())
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
func (ts *tableScene) updatePicker(a *App, acting int) bool {
	t := ts.tbl
	if a.cur != ts {
		acting = -1
	}
	key := [2]int{ts.src.Step(), acting}
	if key == t.pickFor {
		return false
	}
	old, oldSeat := t.legal, t.pickFor[1]
	t.pickFor = key
	t.legal = nil
	if acting >= 0 {
		t.legal = ts.src.State().View(t.focus).LegalMoves(acting)
	}
	if acting < 0 || acting != oldSeat || !slices.Equal(old, t.legal) {
		t.picker = t.gui.NewPicker(t.legal)
	}
	return true
}

// view is the table's transform.
func (ts *tableScene) view(a *App) ui.Xform { return ui.TableView(a.devW, a.devH, a.dsf) }

// build draws the table (the game's), the guide's switch over the quit
// question, and the hint's marks.
func (ts *tableScene) build(a *App, b *ui.Builder) {
	t := ts.tbl
	t.guide = a.prefs.guideFor(t.game)
	t.g.Build(b, t.ctx(ts.src, a.hover, a.touch))
	if t.guide && t.confirmQuit {
		ui.GuideOffButton(b)
	}
	t.hintShown = nil
	if h := t.hint; h != nil {
		t.hintShown = ui.HintMarks(b, h.Targets)
	}
}

// hintShown is the hint's targets marked in the last frame.
func (ts *tableScene) hintShown() []string {
	if ts.tbl == nil {
		return nil
	}
	return ts.tbl.hintShown
}

// click handles a click on the table: the header's buttons, online play's
// ("table:players", "net:…"), the game's own overlays, and the picker's
// targets, whose last one plays a move.
func (ts *tableScene) click(a *App, id string) {
	t := ts.tbl
	switch id {
	case "table:menu":
		t.confirmQuit = true
		return
	case "table:stay":
		t.confirmQuit = false
		return
	case "table:quit":
		if !a.online.active() {
			a.p.Clear()
		}
		a.toMenu()
		return
	case "table:players":
		a.online.click(sceneTable, id)
		return
	case "table:guideoff":
		a.prefs.setGuide(false)
		t.guide = false
		return
	case "table:rules":
		a.rules.open(a, t.game, sceneTable)
		return
	case "table:hint":
		if seat := t.actingSeat(); seat >= 0 && ts.local() {
			if err := ts.sess.StartHint(seat); err != nil {
				t.err = ui.ErrWords(err, t.names())
			}
			ts.syncThink(a)
		}
		return
	}
	if len(id) > 4 && id[:4] == "net:" {
		a.online.click(sceneTable, id)
		return
	}
	t.guide = a.prefs.guideFor(t.game)
	if t.g.Click(id, t.ctx(ts.src, a.hover, a.touch)) {
		ts.route(a)
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
	if err := ts.src.Play(seat, move); err != nil {
		t.err = ui.ErrWords(err, t.names())
		t.picker.Reset()
		return
	}
	ts.stepped(a)
	ts.route(a)
	if !a.online.active() {
		ts.tick(a) // resolve chance at once
	}
}

// keys passes typed characters to the game's table.
func (ts *tableScene) keys(a *App, in *inputFrame) {
	t := ts.tbl
	if len(in.chars) == 0 || t == nil || t.actingSeat() < 0 {
		return
	}
	if t.g.Keys(in.chars, t.ctx(ts.src, a.hover, a.touch)) {
		a.dirty = true
	}
}

// matchStatus fills the hook's fields of the running match, whatever the
// scene: its step, and the bot thinking at this device in a local match.
func (ts *tableScene) matchStatus(st *Status) {
	st.Thinking = -1
	if ts.src != nil {
		st.Step = ts.src.Step()
	}
	if ts.local() {
		st.Thinking = ts.sess.Thinking()
		if ti := ts.sess.Think(); ti.Seat >= 0 {
			st.Think = &ThinkStatus{Seat: ti.Seat, Step: ti.Step, Done: ti.Done, Total: ti.Total,
				Finished: ti.Finished, Ms: float64(ti.Wall) / float64(time.Millisecond),
				SliceMs: float64(ti.Slice) / float64(time.Millisecond)}
		}
	}
}

// report fills the table's own fields of the hook: the guide, the seat
// that acts and its legal moves, the hint.
func (ts *tableScene) report(_ *App, st *Status) {
	t := ts.tbl
	if t == nil {
		return
	}
	st.Guide = t.guide
	if seat := t.actingSeat(); seat >= 0 {
		st.Seat = seat
		st.Legal = append(st.Legal, t.legal...)
	}
	if h := t.hint; h != nil {
		st.Hint = &HintStatus{Seat: t.hintSeat, Offered: h.Offered, Thinking: h.Thinking, Done: h.Done, Total: h.Total,
			Move: t.hintMove, Reason: t.hintWhy, Line: h.Line, Targets: append([]string{}, h.Targets...)}
		if h.Offered {
			st.Hint.Seat = t.actingSeat()
		}
	}
}

// What online play does to the table (through the Shell).

// leaveLocal puts the local match away (it stays saved) before an online
// match takes the table.
func (ts *tableScene) leaveLocal() {
	if ts.sess != nil {
		ts.close()
	}
}

// hasLocal reports whether a local match is open (shown, or behind online
// play's scenes).
func (ts *tableScene) hasLocal() bool { return ts.sess != nil && ts.tbl != nil }

// resumeLocal shows the local match's table again (routed: table, handoff
// or results).
func (ts *tableScene) resumeLocal(a *App) {
	if ts.sess == nil || ts.tbl == nil {
		return
	}
	ts.src = ts.sess
	a.cur = ts
	ts.route(a)
	a.dirty = true
}

// shows reports whether src's table is the one shown.
func (ts *tableScene) shows(src MatchSource) bool { return ts.tbl != nil && ts.src == src }

// openOnline shows the table of a started online match; humans are the
// seats played by people at this device.
func (ts *tableScene) openOnline(a *App, src MatchSource, game string, opts engine.Options, seats []ui.SeatInfo, humans []int) error {
	t, err := newTable(game, seats, humans, opts, src.Steps())
	if err != nil {
		return err
	}
	t.online = &ui.OnlineInfo{}
	ts.tbl, ts.src = t, src
	a.cur = ts
	ts.route(a)
	a.dirty = true
	return nil
}

// syncOnline brings the online table up to date with its source: the
// roster, whom the match waits for, fault lines for the log, new steps
// narrated; then the match is routed when one of its scenes is shown. It
// reports whether anything changed.
func (ts *tableScene) syncOnline(a *App, seats []ui.SeatInfo, humans []int, info *ui.OnlineInfo, logLines []string) bool {
	t := ts.tbl
	if t == nil {
		return false
	}
	changed := false
	if !sameSeats(t.seats, seats) {
		changed = true
	}
	t.setSeats(seats, humans)
	if n := len(ts.src.Steps()); n > 0 {
		before := len(t.log)
		t.catchUp(ts.src.Steps(), true)
		changed = changed || len(t.log) != before
	}
	if len(logLines) > 0 {
		t.addLog(logLines...)
		changed = true
	}
	if info == nil {
		info = &ui.OnlineInfo{}
	}
	if !sameInfo(t.online, info) {
		t.online = info
		changed = true
	}
	switch a.cur.name() {
	case sceneTable, sceneHandoff, sceneResults:
		if ts.route(a) {
			changed = true
		}
	}
	return changed
}

// setErr shows an error in the table's header.
func (ts *tableScene) setErr(msg string) {
	if ts.tbl != nil {
		ts.tbl.err = msg
	}
}
