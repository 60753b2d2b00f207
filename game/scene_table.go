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

// The table scene: the running match and its table. Everything that talks
// to the match is here: opening it (a save, the setup's form, online
// play's), moving it on (bots, chance), saving it, routing between the
// table, the handoff and the results, the thinking line and the hint, the
// clicks and keys on the table, and what online play does to the table
// through the Shell. The handoff and the results read the match through
// this scene.
//
// A local match and an online one are the same here: a match.Driver, whose
// source (match.Local, or online play's peer) is the only difference. The
// driver paces this device's bots and lets them think in slices, draws
// chance where the source wants it, and thinks of hints.

// tableScene is the running match, if any, and the scene of its table.
type tableScene struct {
	local *match.Driver // the local match, if any (kept behind online play's scenes)
	drv   *match.Driver // the match the table shows: local, or the online match
	tbl   *table        // drv's table
}

func (*tableScene) name() string { return sceneTable }

// running reports whether a match is open.
func (ts *tableScene) running() bool { return ts.drv != nil && ts.tbl != nil }

// isLocal reports whether the match shown is the local one.
func (ts *tableScene) isLocal() bool { return ts.local != nil && ts.drv == ts.local }

// state is the match's state (the table draws only the focus seat's view
// of it).
func (ts *tableScene) state() engine.State { return ts.drv.State() }

// game is the engine's name of the match's game, or "".
func (ts *tableScene) game() string {
	if ts.tbl == nil {
		return ""
	}
	return ts.tbl.game
}

// close forgets the match.
func (ts *tableScene) close() { ts.local, ts.drv, ts.tbl = nil, nil, nil }

// resume opens a saved match.
func (ts *tableScene) resume(a *App, data []byte) error {
	s, err := match.Load(data)
	if err != nil {
		return err
	}
	if g := localConfig(s).Game; !playable(g) {
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

// localConfig is the config of the local match d drives.
func localConfig(d *match.Driver) match.Config {
	l, _ := d.Local()
	return l.Config()
}

// pace gives a driver the client's bot delay and thinking budget (the
// frame's slice).
func (ts *tableScene) pace(a *App, d *match.Driver) {
	d.Delay = a.opt.BotDelay
	d.Budget = func() func() bool { return a.think.budget(a.opt.ThinkBudget) }
	d.Hold = func() bool { return ts.shows(d) && ts.moving(a) }
}

// open shows a local match: table (or handoff), after resolving what is
// due.
func (ts *tableScene) open(a *App, s *match.Driver) error {
	ts.pace(a, s)
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
	a.online.leave(false)
	ts.local, ts.drv, ts.tbl = s, s, t
	ts.setSpeed(a)
	a.cur = ts
	if s.Over() {
		a.cur = resultsScene{}
		a.matchEnded(cfg.Game)
		a.p.Clear()
		return nil
	}
	ts.advance(a)
	return nil
}

// update runs the game's animation, and moves on from the end-of-match
// banner once its time is over; it reports whether the frame must be
// rebuilt.
func (ts *tableScene) update(a *App) bool {
	if ts.tbl == nil {
		return false
	}
	if ts.ending() && a.now().Sub(ts.tbl.endAt) >= endPause {
		ts.tbl.endDone = true
		ts.route(a)
		return true
	}
	an, ok := ts.tbl.g.(ui.Animator)
	return ok && an.Animate()
}

// advance lets the driver move the match on (this device's bots, the chance
// it draws, a hint), narrates what happened and saves; the App calls it on
// every Update. A local match moves only while its table is shown and no
// overlay holds it (phase-end scoring, leaving the match): nothing happens
// there without the person. An online match goes on whatever this device
// shows, as the other devices do. It reports whether anything changed.
func (ts *tableScene) advance(a *App) bool {
	d, t := ts.drv, ts.tbl
	if d == nil || t == nil || ts.isLocal() && (a.cur != ts || t.blocked()) {
		return false
	}
	before := d.Step()
	if _, err := d.Advance(a.now()); err != nil {
		t.err = ui.ErrWords(err, t.names())
	}
	if d.Step() == before {
		return a.cur == ts && ts.route(a)
	}
	ts.stepped(a)
	if ts.routed(a) {
		ts.route(a)
	}
	return true
}

// routed reports whether one of the match's scenes is shown (the table,
// the handoff, the results), which route moves between.
func (ts *tableScene) routed(a *App) bool {
	switch a.cur.name() {
	case sceneTable, sceneHandoff, sceneResults:
		return true
	}
	return false
}

// due reports whether the match has work that no event announces (the
// driver's: a bot of this device to move or thinking, chance to draw, a
// hint being thought of; online play's own besides).
func (ts *tableScene) due(a *App) bool {
	if a.online.active() && a.online.busy() {
		return true
	}
	d, t := ts.drv, ts.tbl
	if d == nil || t == nil || ts.isLocal() && (a.cur != ts || t.blocked()) {
		return false // nothing moves until a person clicks
	}
	return d.Due()
}

// stepped narrates and, for a local match, saves after the log grew (an
// online match is kept by its peer).
func (ts *tableScene) stepped(a *App) {
	ts.tbl.catchUp(ts.drv.Steps(), true)
	if !ts.isLocal() {
		return
	}
	if ts.drv.Over() {
		a.p.Clear()
	} else if l, ok := ts.drv.Local(); ok {
		a.p.Store(l.Save())
	}
}

// route moves between table, handoff and results, and keeps the picker on
// the right seat and step. It reports whether anything changed.
func (ts *tableScene) route(a *App) bool {
	s, t := ts.drv, ts.tbl
	hotseat := len(t.humans)
	if ui.NothingHidden(t.g) {
		hotseat = 1 // nothing to hide: the table turns to the next person without a handoff
	}
	r := routeMatch(s.Over(), t.g.Blocking(), hotseat, s.HumansToAct(), t.shown)
	if r.scene == sceneResults && !t.endDone {
		// The end of the match, seen live: the table first shows it.
		if t.endAt.IsZero() {
			t.endAt = a.now()
		}
		r = route{scene: sceneTable, seat: -1}
	}
	changed := r.scene != a.cur.name()
	a.cur = a.sceneNamed(r.scene)
	if r.scene == sceneResults {
		a.matchEnded(t.game)
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
	return ts.syncUndo(a) || changed
}

// nextHuman is the person the device goes to (the handoff), or -1.
func (ts *tableScene) nextHuman() int {
	if !ts.running() {
		return -1
	}
	return focusSeat(ts.drv.HumansToAct(), ts.tbl.shown)
}

// syncThink brings the table's thinking line and hint up to date; it
// reports whether what they show changed (progress in steps of 25%: each
// redraw of a table costs a frame, so a search redraws it a few times only).
func (ts *tableScene) syncThink(a *App) bool {
	t := ts.tbl
	if t == nil || ts.drv == nil {
		return false
	}
	var th *ui.Thinking
	t.hint, t.hintMove, t.hintWhy = nil, "", ""
	if seat := ts.drv.Thinking(); seat >= 0 {
		info := ts.drv.Think()
		th = &ui.Thinking{Seat: seat, Done: info.Done, Total: info.Total}
	}
	ts.hintFor(a, t)
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

// hintFor sets the table's hint where the driver allows them (a local
// match): offered when the focus seat acts on the table, then thought of,
// then shown.
func (ts *tableScene) hintFor(a *App, t *table) {
	seat := t.actingSeat()
	if seat < 0 || a.cur != ts || !t.canHint {
		return
	}
	hi := ts.drv.Hint()
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
		words = tl.TellMove(ts.drv.State().View(seat), seat, hi.Move, t.names())
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
	key := [2]int{ts.drv.Step(), acting}
	if key == t.pickFor {
		return false
	}
	old, oldSeat := t.legal, t.pickFor[1]
	t.pickFor = key
	t.legal = nil
	if acting >= 0 {
		t.legal = ts.drv.State().View(t.focus).LegalMoves(acting)
	}
	if acting < 0 || acting != oldSeat || !slices.Equal(old, t.legal) {
		t.picker = t.gui.NewPicker(t.legal)
	}
	return true
}

// view is the table's transform.
func (ts *tableScene) view(a *App) ui.Xform { return ui.TableView(a.devW, a.devH, a.dsf) }

// build draws the table (the game's, with the Menu's question and what it
// offers: Undo on a phone, the guide's switch), online play's strip under
// it and its layer over it (the chat), and the hint's marks.
func (ts *tableScene) build(a *App, b *ui.Builder) {
	t := ts.tbl
	t.guide = a.prefs.guideFor(t.game)
	a.online.withLayer(b, !ts.isLocal(), a.devH, t.confirmQuit, func() {
		t.g.Build(b, t.ctx(ts.drv.State(), a.hover, a.touch))
		if ts.ending() {
			ts.buildEnd(b)
		}
	})
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
// ("table:players", "net:…", "chat:…"), the game's own overlays, and the
// picker's targets, whose last one plays a move.
func (ts *tableScene) click(a *App, id string) {
	t := ts.tbl
	switch id {
	case "table:undo":
		ts.undo(a)
		return
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
	case "table:results":
		if ts.ending() {
			t.endDone = true
			ts.route(a)
		}
		return
	case "table:rules":
		a.rules.open(a, t.game, sceneTable)
		return
	case "table:hint":
		if seat := t.actingSeat(); seat >= 0 && t.canHint {
			if err := ts.drv.StartHint(seat); err != nil {
				t.err = ui.ErrWords(err, t.names())
			}
			ts.syncThink(a)
		}
		return
	}
	if strings.HasPrefix(id, "net:") || strings.HasPrefix(id, "chat:") {
		a.online.click(sceneTable, id)
		return
	}
	t.guide = a.prefs.guideFor(t.game)
	if t.g.Click(id, t.ctx(ts.drv.State(), a.hover, a.touch)) {
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
	if err := ts.drv.Play(seat, move); err != nil {
		t.err = ui.ErrWords(err, t.names())
		t.picker.Reset()
		return
	}
	ts.stepped(a)
	ts.route(a)
	ts.advance(a) // chance the driver draws, at once
}

// keys passes typed characters to the game's table (not under the chat).
func (ts *tableScene) keys(a *App, in *inputFrame) {
	t := ts.tbl
	if len(in.chars) == 0 || t == nil || t.actingSeat() < 0 || !ts.isLocal() && a.online.covering() {
		return
	}
	if t.g.Keys(in.chars, t.ctx(ts.drv.State(), a.hover, a.touch)) {
		a.dirty = true
	}
}

// What online play does to the table (through the Shell).

// leaveLocal puts the local match away (it stays saved) before an online
// match takes the table.
func (ts *tableScene) leaveLocal() {
	if ts.local != nil {
		ts.close()
	}
}

// hasLocal reports whether a local match is open (shown, or behind online
// play's scenes).
func (ts *tableScene) hasLocal() bool { return ts.local != nil && ts.tbl != nil }

// resumeLocal shows the local match's table again (routed: table, handoff
// or results).
func (ts *tableScene) resumeLocal(a *App) {
	if ts.local == nil || ts.tbl == nil {
		return
	}
	ts.drv = ts.local
	a.cur = ts
	ts.route(a)
	a.dirty = true
}

// shows reports whether d's table is the one shown.
func (ts *tableScene) shows(d *match.Driver) bool { return ts.tbl != nil && ts.drv == d }

// openOnline shows the table of a started online match; humans are the
// seats played by people at this device.
func (ts *tableScene) openOnline(a *App, d *match.Driver, game string, opts engine.Options, seats []ui.SeatInfo, humans []int) error {
	t, err := newTable(game, seats, humans, opts, d.Steps())
	if err != nil {
		return err
	}
	ts.pace(a, d)
	t.online = &ui.OnlineInfo{}
	t.canHint = d.CanHint()
	ts.tbl, ts.drv = t, d
	ts.setSpeed(a)
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
	if n := len(ts.drv.Steps()); n > 0 {
		before := len(t.log)
		t.catchUp(ts.drv.Steps(), true)
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
	if ts.routed(a) && ts.route(a) {
		changed = true
	}
	return changed
}

// setErr shows an error in the table's header.
func (ts *tableScene) setErr(msg string) {
	if ts.tbl != nil {
		ts.tbl.err = msg
	}
}
