package game

import (
	"cmp"
	"math"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/history"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/replaylink"
	"github.com/galleria-games/galleria/game/ui"
)

// The history of the local matches finished on this device (package
// game/history), kept in the settings store under history.Key: a record is
// added when a solo or hotseat match reaches its results, once per match
// (its ID is its seed and log). The History scene lists them, newest
// first, each opening its replay in the viewer, and counts per game how
// often the persons here beat each bot level. See docs/history.md.

const sceneHistory = "history"

// historyState is the history read from the store at start.
type historyState struct {
	h   *history.History
	bad bool // the stored history could not be read: it was started again
	// fileNote says why a replay file could not be opened ("": nothing).
	fileNote string
	// unfinished are the unfinished online matches kept here, as listed
	// when the scene was opened.
	unfinished []UnfinishedMatch
}

// loadHistory reads the history from the store. Data that does not decode
// is replaced by an empty history at once, so the note that says so is
// shown once, not at every visit.
func loadHistory(s Settings) historyState {
	h, err := history.Decode([]byte(s.Get(history.Key)))
	if err == nil {
		return historyState{h: h}
	}
	empty := &history.History{}
	if data, err := empty.Encode(); err == nil {
		s.Set(history.Key, string(data))
	}
	return historyState{h: empty, bad: true}
}

// badHistoryNote is what the menu and the History scene say when the
// stored history could not be read.
func badHistoryNote() string {
	return lang.T("The history of past matches could not be read: it starts again empty.")
}

// matchEnded is called when a match's results are reached: the game is
// marked as finished here (the guide), and a local match goes into the
// history once.
func (a *App) matchEnded(game string) {
	a.prefs.markFinished(game)
	if a.table.isLocal() {
		a.recordLocal()
	} else if a.online.active() {
		a.recordOnline()
	}
}

// recordOnline adds the finished online match to the history, once: its
// seats as the table shows them (people at other devices marked remote),
// its replay link. Its ID comes from the online match's id and log.
func (a *App) recordOnline() {
	m, _ := a.signedMatch()
	res := a.table.state().Result()
	if m == nil || res == nil || a.table.tbl == nil {
		return
	}
	var st Status
	a.online.o.Status(&st)
	var seed uint64
	if st.Online != nil {
		for _, c := range []byte(st.Online.Match) {
			seed = seed*31 + uint64(c)
		}
	}
	var seats []history.Seat
	for _, s := range a.table.tbl.seats {
		hs := history.Seat{Name: s.Name, Remote: s.Kind == ui.Remote}
		if s.Kind.IsBot() {
			hs.Bot = cmp.Or(s.Kind.BotName(), "bot")
		}
		seats = append(seats, hs)
	}
	a.addRecord(history.MatchID(seed, m), m, seats, res)
}

// recordLocal adds the running local match, which is over, to the history
// and stores it, unless it is there already.
func (a *App) recordLocal() {
	m := a.localMatch()
	res := a.table.state().Result()
	if m == nil || res == nil {
		return
	}
	cfg := localConfig(a.table.drv)
	id := history.MatchID(cfg.Seed, m)
	if a.hist.h.Has(id) {
		return
	}
	var seats []history.Seat
	for _, s := range cfg.Seats {
		hs := history.Seat{Name: s.Name}
		if s.Kind == match.Bot {
			hs.Bot = cmp.Or(s.Bot, "bot")
		}
		seats = append(seats, hs)
	}
	a.addRecord(id, m, seats, res)
}

// addRecord adds a finished match's record to the history and stores it.
func (a *App) addRecord(id string, m *engine.Match, seats []history.Seat, res *engine.Result) {
	if a.hist.h.Has(id) {
		return
	}
	rec, err := history.NewRecord(id, a.now(), m, seats, res)
	if err != nil {
		return // a record that cannot be made (too long a log) is left out
	}
	if added, _ := a.hist.h.Add(rec); !added {
		return
	}
	if data, err := a.hist.h.Encode(); err == nil {
		a.prefs.store.Set(history.Key, string(data))
		a.hist.bad = false
	}
}

// historyScene is the list of past matches and the win counts.
type historyScene struct{}

func (historyScene) name() string { return sceneHistory }

// view is the column, as tall as the list.
func (s historyScene) view(a *App) ui.Xform {
	t := ui.ColumnView(a.devW, a.devH, a.dsf)
	if h := s.draw(a, ui.NewBuilder(t, "")); h > t.H {
		t.H = h
	}
	return t
}

func (s historyScene) build(a *App, b *ui.Builder) { s.draw(a, b) }

// Sizes of the History scene, in units.
const (
	histRow  = 16.0
	histText = 14.0
)

// draw lays the scene out and returns its height in units.
func (historyScene) draw(a *App, b *ui.Builder) float64 {
	w := b.T.W
	cw := w - 60
	b.Text(b.R(20, 24, w-40, 40), lang.T("History"), 28, ui.ColText, true, ui.AlignCenter)
	y := 74.0
	_, canOpen := a.p.(FileOpener)
	half := (cw - 12) / 2
	b.Button("history:menu", b.R(30, y, half, 44), lang.T("Back to the menu"), 17, true, false)
	b.Button("history:file", b.R(42+half, y, half, 44), lang.T("Open a replay file"), 17, canOpen, false)
	y += 58
	if n := a.hist.fileNote; n != "" {
		y += b.Para(b.R(30, y, cw, 80), n, histText, ui.ColBad, false)/b.T.U + 8
	}
	y = drawUnfinished(a, b, y, cw)
	recs := a.hist.h.Records
	if a.hist.bad {
		y += b.Para(b.R(30, y, cw, 80), badHistoryNote(), histText, ui.ColBad, false)/b.T.U + 8
	}
	if len(recs) == 0 {
		y += b.Para(b.R(30, y, cw, 80), lang.T("No finished match yet: the matches you finish on this device will be listed here."), histRow, ui.ColTextDim, false)/b.T.U + 8
		return y + 20
	}
	// The win counts against the bots, per game.
	stats := a.hist.h.Stats()
	if len(stats) > 0 {
		b.Text(b.R(30, y, cw, 26), lang.T("Against the bots"), 19, ui.ColText, true, ui.AlignLeft)
		y += 32
		for _, g := range stats {
			b.Text(b.R(30, y, cw, 22), gameTitle(g.Game), histRow, ui.ColHighlight, true, ui.AlignLeft)
			y += 24
			for _, l := range g.Levels {
				line := lang.F("%s: %d of %d beaten", botsWords(l.Bot), l.Beaten, l.Faced)
				y += b.Para(b.R(44, y, cw-14, 60), line, histText, ui.ColText, false)/b.T.U + 2
			}
			y += 8
		}
		y += 6
	}
	b.Text(b.R(30, y, cw, 26), lang.N(len(recs), "%d past match", "%d past matches"), 19, ui.ColText, true, ui.AlignLeft)
	y += 32
	for i, r := range recs {
		head := r.When.Local().Format("2006-01-02 15:04") + " · " + gameTitle(r.Game)
		seats := historySeats(r)
		hh := b.ParaHeight(head, cw-24, histRow, true)
		sh := b.ParaHeight(seats, cw-24, histText, false)
		rowH := 10 + hh + 4 + sh + 10
		id := "history:open:" + strconv.Itoa(i)
		rr := b.R(30, y, cw, rowH)
		fill := ui.ColPanel
		if b.Hover == id {
			fill = ui.ColPanelLight
		}
		b.Fill(rr, fill, 8)
		b.Para(b.R(42, y+10, cw-24, hh+1), head, histRow, ui.ColText, true)
		b.Para(b.R(42, y+14+hh, cw-24, sh+1), seats, histText, ui.ColTextDim, false)
		b.Spot(id, rr, true, lang.T("Watch this match's replay"))
		y += rowH + 8
	}
	return y + 20
}

// historySeats is a record's seats and scores, the winners marked: "You
// 42 (winner) · Carla, Normal bot 38".
func historySeats(r history.Record) string {
	var parts []string
	for i, s := range r.Seats {
		p := ui.ShownName(s.Name)
		if !s.Person() {
			p += ", " + ui.BotKind(s.Bot).String()
		}
		if i < len(r.Scores) {
			p += "\u00a0" + groupDigits(r.Scores[i])
		}
		for _, w := range r.Winners {
			if w == i {
				p += " " + lang.T("(winner)")
			}
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, " · ")
}

// botsWords names a bot level in the plural: "Normal bots".
func botsWords(bot string) string {
	switch ui.BotKind(bot) {
	case ui.Easy:
		return lang.T("Easy bots")
	case ui.Normal:
		return lang.T("Normal bots")
	case ui.Hard:
		return lang.T("Hard bots")
	case ui.Greedy:
		return lang.T("Greedy bots")
	case ui.Random:
		return lang.T("Random bots")
	}
	return lang.T("Other bots")
}

func (historyScene) click(a *App, id string) {
	if id == "history:file" {
		a.askReplayFile()
		return
	}
	if id == "history:menu" {
		a.hist.bad, a.hist.fileNote = false, ""
		a.cur = a.menu
		return
	}
	if n, ok := strings.CutPrefix(id, "history:resume:"); ok {
		if i, err := strconv.Atoi(n); err == nil && i >= 0 && i < len(a.hist.unfinished) && a.hist.unfinished[i].Host {
			a.online.resume(a.hist.unfinished[i].ID)
		}
		return
	}
	if n, ok := strings.CutPrefix(id, "history:open:"); ok {
		if i, err := strconv.Atoi(n); err == nil && i >= 0 && i < len(a.hist.h.Records) {
			a.openHistory(a.hist.h.Records[i])
		}
	}
}

// openHistory opens the viewer on a record's replay, drawn as its first
// person saw it; Close comes back to the History scene. A replay that
// does not decode shows the page that says why.
func (a *App) openHistory(r history.Record) {
	rp, err := replaylink.Decode(r.Replay)
	var s *replayScene
	if err == nil && rp.Match.Game != r.Game {
		err = &replaylink.Error{Source: "replay link", Err: errGameMismatch(r.Game, rp.Match.Game)}
	}
	if err == nil {
		names, seat := make([]string, len(r.Seats)), 0
		for i := len(r.Seats) - 1; i >= 0; i-- {
			names[i] = ui.ShownName(r.Seats[i].Name)
			if r.Seats[i].Person() {
				seat = i
			}
		}
		s, err = newReplayScene(rp, names, seat)
	}
	if err != nil {
		s = &replayScene{err: err.Error()}
	}
	s.fromHistory = true
	a.cur = s
	a.scroll = scroller{}
}

type gameMismatch struct{ want, got string }

func (e gameMismatch) Error() string {
	return "the record is a match of " + e.want + ", its replay one of " + e.got
}

func errGameMismatch(want, got string) error { return gameMismatch{want, got} }

// openHistoryScene shows the History scene from the menu.
func (a *App) openHistoryScene() {
	a.hist.unfinished = a.online.unfinished()
	a.cur = historyScene{}
	a.scroll = scroller{}
}

// drawUnfinished draws the unfinished online matches kept here, each
// with Resume when this device hosts it, from y; it returns the y under
// them.
func drawUnfinished(a *App, b *ui.Builder, y, cw float64) float64 {
	if len(a.hist.unfinished) == 0 {
		return y
	}
	b.Text(b.R(30, y, cw, 26), lang.T("Unfinished online matches"), 19, ui.ColText, true, ui.AlignLeft)
	y += 32
	for i, u := range a.hist.unfinished {
		var head, line string
		col := ui.ColTextDim
		switch {
		case u.Problem != "":
			head, line, col = lang.T("An online match that cannot be read"), u.Problem, ui.ColBad
		case !u.Started:
			head = gameTitle(u.Game) + " · " + lang.T("in the lobby")
		default:
			head = gameTitle(u.Game) + " · " + lang.F("step %d", u.Step)
		}
		if u.Problem == "" {
			names := lang.List(u.Names)
			if u.Host {
				line = lang.F("With %s. You host it: resume it, then send each guest their new invite link.", names)
			} else {
				line = lang.F("With %s. %s hosts it: ask them for a new invite link.", names, u.HostName)
			}
		}
		bw := 0.0
		if u.Host && u.Problem == "" {
			bw = 120
		}
		hh := b.ParaHeight(head, cw-24-bw, histRow, true)
		lh := b.ParaHeight(line, cw-24-bw, histText, false)
		rowH := math.Max(10+hh+4+lh+10, 60)
		b.Fill(b.R(30, y, cw, rowH), ui.ColPanel, 8)
		b.Para(b.R(42, y+10, cw-24-bw, hh+1), head, histRow, ui.ColText, true)
		b.Para(b.R(42, y+14+hh, cw-24-bw, lh+1), line, histText, col, false)
		if bw > 0 {
			b.Button("history:resume:"+strconv.Itoa(i), b.R(30+cw-bw-10, y+(rowH-40)/2, bw, 40), lang.T("Resume"), 16, true, false)
		}
		y += rowH + 8
	}
	return y + 6
}
