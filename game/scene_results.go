package game

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// The results frame: who won, the engine's note on ties (with names for
// seat numbers), the game's own breakdown, the way back to the menu and,
// for a local match, "Play again" (a new deal for the same seats and
// options). The game is over, so everything is public.

// winnersLine says who won.
func winnersLine(names []string, winners []int) string {
	var ws []string
	for _, w := range winners {
		ws = append(ws, names[w])
	}
	switch len(ws) {
	case 0:
		return lang.T("No winner.")
	case 1:
		if ui.IsYou(ws[0]) {
			return lang.T("You win!")
		}
		return lang.F("%s wins!", ws[0])
	}
	return lang.F("Shared victory: %s and %s.", strings.Join(ws[:len(ws)-1], ", "), ws[len(ws)-1])
}

// resultsScene is the results of the running match (the table scene's).
type resultsScene struct{}

func (resultsScene) name() string { return sceneResults }

func (resultsScene) build(a *App, b *ui.Builder) {
	w := b.T.W
	st := a.table.state()
	names := a.table.tbl.names()
	res := st.Result()
	b.Text(b.R(20, 24, w-40, 44), lang.T("Game over"), 30, ui.ColText, true, ui.AlignCenter)
	or, online := a.online.o.(onlineResults)
	online = online && a.online.active() && !a.table.isLocal()
	y := 76.0
	if res != nil {
		y += b.Para(b.R(30, y, w-60, 70), winnersLine(names, res.Winners), 20, ui.ColHighlight, true)/b.T.U + 4
		if note := ui.Told(res.Told, names); note != "" {
			y += b.Para(b.R(30, y, w-60, 60), note, 14, ui.ColTextDim, false)/b.T.U + 2
		}
		if line := totalsLine(names, res.Scores, a.table.tbl.countShare(a)); line != "" {
			y += b.ParaAlign(b.R(30, y, w-60, 60), line, 16, ui.ColText, true, ui.AlignCenter)/b.T.U + 6
		}
		// The game lays its breakdown out above the buttons: its builder's
		// height ends where they begin.
		gb := *b
		gb.T.H -= endButtonsHeight(a, b, w, online, or)
		y = a.table.tbl.g.Results(&gb, a.table.resultsMatch(), st, names, y, w)
	}
	if online {
		y = or.ResultsButtons(b, y, w)
		if n := a.share.fileNote; n != "" {
			b.ParaAlign(b.R(30, y, w-60, 60), n, 14, ui.ColTextDim, false, ui.AlignCenter)
		}
		return
	}
	buildEndButtons(a, b, y, w)
}

// endButtonsHeight is the height (units) of the buttons and notes under
// the breakdown, measured by laying them out on a scratch frame.
func endButtonsHeight(a *App, b *ui.Builder, w float64, online bool, or onlineResults) float64 {
	scratch := ui.NewBuilder(b.T, "")
	if online {
		y := or.ResultsButtons(scratch, 0, w)
		if n := a.share.fileNote; n != "" {
			y += scratch.ParaAlign(b.R(30, y, w-60, 60), n, 14, ui.ColTextDim, false, ui.AlignCenter) / b.T.U
		}
		return y + 4
	}
	return buildEndButtons(a, scratch, 0, w) + 4
}

// onlineResults is online play's part of the results of an online match
// (game/online): the host's rematch, a guest's accept, the way out.
type onlineResults interface {
	// ResultsButtons draws them from y and returns the y under them.
	ResultsButtons(b *ui.Builder, y, w float64) float64
	// ResultsClick reports whether it handled id.
	ResultsClick(id string) bool
}

// update counts the totals up; it reports whether the frame must be
// rebuilt.
func (resultsScene) update(a *App) bool {
	if !a.table.running() {
		return false
	}
	t := a.table.tbl
	if t.countTicks >= countUp {
		return false
	}
	s := a.prefs.motionSpeed()
	if s == 0 {
		t.countTicks = countUp
		return true
	}
	t.countTicks = min(countUp, t.countTicks+s)
	return true
}

// countUp is how many ticks (60 a second) the totals take to count up at
// normal speed.
const countUp = 45

// countShare is how far the results' totals have counted up (0 to 1): at
// once with motion off.
func (t *table) countShare(a *App) float64 {
	if a.prefs.motionSpeed() == 0 {
		return 1
	}
	p := min(t.countTicks/countUp, 1)
	return (1 - math.Cos(math.Pi*p)) / 2
}

// totalsLine is the seats' totals, counted up to share of them: "You 42 ·
// Bea 38".
func totalsLine(names []string, scores []int64, share float64) string {
	var parts []string
	for i, v := range scores {
		if i >= len(names) {
			break
		}
		shown := int64(math.Round(float64(v) * share))
		parts = append(parts, names[i]+"\u00a0"+groupDigits(shown))
	}
	return strings.Join(parts, " · ")
}

// groupDigits writes v with its thousands grouped (a comma in English, a
// no-break space in French).
func groupDigits(v int64) string {
	sep := ","
	if lang.Current() == lang.French {
		sep = "\u00a0"
	}
	digits := strconv.FormatInt(v, 10)
	neg := strings.HasPrefix(digits, "-")
	digits = strings.TrimPrefix(digits, "-")
	var out []string
	for len(digits) > 3 {
		out = append([]string{digits[len(digits)-3:]}, out...)
		digits = digits[:len(digits)-3]
	}
	out = append([]string{digits}, out...)
	r := strings.Join(out, sep)
	if neg {
		r = "-" + r
	}
	return r
}

// click: back to the menu (an online match is left and forgotten, a local
// match's save cleared), or a rematch of a local match.
func (resultsScene) click(a *App, id string) {
	if or, ok := a.online.o.(onlineResults); ok && a.online.active() && !a.table.isLocal() && or.ResultsClick(id) {
		a.dirty = true
		return
	}
	switch id {
	case "results:rematch":
		rematch(a)
		return
	case "results:replay":
		a.openReplayOfMatch()
		return
	case "results:share":
		a.shareReplay()
		return
	case "results:download":
		a.saveReplayFile()
		return
	}
	if id != "results:menu" {
		return
	}
	if a.online.active() {
		a.online.leave(true)
	} else {
		a.p.Clear()
	}
	a.toMenu()
}

// endedMatch is a finished match's log as an engine match and the hook's
// breakdown of it (nil until asked for). The results are drawn and
// reported every frame while the totals count up: the log is replayed
// for the breakdown once, not every frame.
type endedMatch struct {
	m       *engine.Match
	seats   []SeatResult
	counted bool // seats is worked out
}

// resultsMatch is the log of the match shown, as an engine match (its
// game, options and the source's steps: the local match's, or the online
// peer's), for the games' breakdowns; nil if no match runs or the table
// stopped following the log (it does not replay).
func (ts *tableScene) resultsMatch() *engine.Match {
	if e := ts.ended(); e != nil {
		return e.m
	}
	return nil
}

// ended is the match shown with its log, kept while the log does not
// grow; nil if no match runs or the table stopped following the log.
func (ts *tableScene) ended() *endedMatch {
	if !ts.running() || ts.tbl.stopped || ts.tbl.watch {
		return nil
	}
	steps := ts.drv.Steps()
	if e := ts.tbl.ended; e != nil && slices.Equal(e.m.Steps, steps) {
		return e
	}
	ts.tbl.ended = &endedMatch{m: &engine.Match{Game: ts.tbl.game, Options: ts.tbl.opts, Steps: slices.Clone(steps)}}
	return ts.tbl.ended
}

// report gives the winners' names and the final scores.
func (resultsScene) report(a *App, st *Status) {
	if !a.table.running() {
		return
	}
	t := a.table.tbl
	if r := a.table.state().Result(); r != nil {
		for _, w := range r.Winners {
			st.Winners = append(st.Winners, t.seats[w].Name)
		}
		st.Scores = append([]int64{}, r.Scores...)
		if e := a.table.ended(); e != nil {
			if !e.counted {
				e.seats, e.counted = seatResults(t.gui, e.m, r.Scores), true
			}
			st.Results = e.seats
		}
	}
	if a.share.note != "" {
		st.Clipboard, st.Note = a.share.url, a.share.note
	}
}

// seatResults is each seat's total and its parts from the game's
// ResultsExplainer, for the hook; nil if the game has none or m has no
// parts (it is not a finished match that replays).
func seatResults(g ui.GameUI, m *engine.Match, scores []int64) []SeatResult {
	ex, ok := g.(ui.ResultsExplainer)
	if !ok {
		return nil
	}
	var out []SeatResult
	for seat, total := range scores {
		ps := ex.ResultParts(m, seat)
		if ps == nil {
			return nil
		}
		r := SeatResult{Seat: seat, Total: total, Parts: make([]PartStatus, len(ps))}
		for i, p := range ps {
			r.Parts[i] = PartStatus{Label: p.Label, Points: p.Points}
		}
		out = append(out, r)
	}
	return out
}

// rematch starts a new local match like the one that ended: the same game,
// options and seats (names, people and bot levels), a new seed, so a new
// deal. The table opens at once (a hotseat match's handoff as usual).
func rematch(a *App) {
	if !a.table.isLocal() {
		return
	}
	cfg := localConfig(a.table.local)
	cfg.Seats = append([]match.Seat(nil), cfg.Seats...)
	old := cfg.Seed
	for cfg.Seed = 0; ; {
		d, err := match.New(cfg)
		if err != nil {
			a.toMenu()
			a.menu.note = ui.ErrWords(err, nil)
			return
		}
		if localConfig(d).Seed == old {
			continue // the same deal again: draw another seed
		}
		a.p.Clear()
		if err := a.table.open(a, d); err != nil {
			a.toMenu()
			a.menu.note = ui.ErrWords(err, nil)
		}
		a.dirty = true
		return
	}
}
