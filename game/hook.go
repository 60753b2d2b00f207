package game

import (
	"runtime/metrics"
	"sync"

	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The test hook: what a browser test (or a Go test) reads to drive the client
// like a person would. Everything here is a snapshot taken at the end of an
// Update or a Draw, guarded by a mutex, so it is safe from any goroutine.

// Target is one clickable thing on screen, in CSS pixels, top-left origin.
type Target struct {
	ID      string  `json:"id"`
	X       float64 `json:"x"`
	Y       float64 `json:"y"`
	W       float64 `json:"w"`
	H       float64 `json:"h"`
	Enabled bool    `json:"enabled"`
	Hint    bool    `json:"hint,omitempty"` // marked as a target of the hint's move
}

// Status is the client's state as a test sees it.
type Status struct {
	Scene   string   `json:"scene"`   // "menu", "setup", "handoff", "table", "results", "online", "host-setup", "lobby", "join"
	Step    int      `json:"step"`    // steps in the match log
	Seat    int      `json:"seat"`    // human seat whose decision the table shows, -1 if none
	Legal   []string `json:"legal"`   // that seat's legal moves (empty if none)
	Winners []string `json:"winners"` // names, on the results scene
	Scores  []int64  `json:"scores"`  // final scores by seat, on the results scene (the engine's Result)
	// Results is each seat's breakdown on the results scene of a finished
	// match, from the game's ui.ResultsExplainer (absent for a game
	// without one, or a match whose log does not give the parts).
	Results []SeatResult `json:"results,omitempty"`
	Frames  int          `json:"frames"` // frames actually drawn

	// Language: the current one ("en", "fr"), the texts looked up in it
	// that its catalog lacks (lang.Misses, read live), and whether the
	// table shows the guided first game's line.
	Lang   string   `json:"lang"`
	Misses []string `json:"misses"`
	Guide  bool     `json:"guide"`

	// Bots thinking at this device (search bots think in slices between
	// frames).
	Thinking int          `json:"thinking"`        // the bot seat whose search is under way now, -1 if none
	Think    *ThinkStatus `json:"think,omitempty"` // that search, or the last one
	// Thinks are the last searches of this device's bots that finished,
	// the oldest first (at most 16).
	Thinks []ThinkStatus `json:"thinks,omitempty"`
	Hint   *HintStatus   `json:"hint,omitempty"` // the hint of a local match, when a person here acts
	// The table's moves in motion (a ui.Mover's glides), as last drawn,
	// and whether one is under way.
	Glides []GlideStatus `json:"glides"`
	Moving bool          `json:"moving"`
	// Ending: the table shows the end of the match (who won, "See
	// results": table:results) before the results come by themselves.
	Ending bool `json:"ending"`
	// Undo is how many steps the table's Undo button would take back now
	// (a local match whose person acts), 0 if there is no button.
	Undo   int     `json:"undo"`
	GC     uint64  `json:"gc"`     // garbage collections the client's Go runtime has completed
	HeapMB float64 `json:"heapMB"` // the heap live after the last one, MB

	// The game loop, read live (not from the snapshot): Updates run so
	// far, idle waits begun (Options.IdleWait), and whether Update waits
	// now.
	Updates int64 `json:"updates"`
	Sleeps  int64 `json:"sleeps"`
	Asleep  bool  `json:"asleep"`

	// Online play. A test carries the invite and the answer from one
	// client to the other as a person would: it clicks the Copy button and
	// reads Clipboard.
	Invite    string        `json:"invite,omitempty"`    // host lobby: the invite link of the first seat that has one
	Answer    string        `json:"answer,omitempty"`    // join page: the answer code shown
	Room      string        `json:"room,omitempty"`      // host: the room link, once a room is open on the relay
	Clipboard string        `json:"clipboard,omitempty"` // the last text copied (Online.Copy)
	Note      string        `json:"note,omitempty"`      // the message the online scenes show, if any
	Online    *OnlineStatus `json:"online,omitempty"`    // the online match, if any

	// Replay is the replay viewer (scene "replay"), when it shows a match.
	Replay *ReplayStatus `json:"replay,omitempty"`

	// History is the number of finished matches in this device's history.
	History int `json:"history"`
}

// SeatResult is a seat's total on the results scene (the engine's
// Result.Scores) and its parts.
type SeatResult struct {
	Seat  int          `json:"seat"`
	Total int64        `json:"total"`
	Parts []PartStatus `json:"parts"`
}

// PartStatus is one part of a seat's total: its words and points.
type PartStatus struct {
	Label  string `json:"label"`
	Points int    `json:"points"`
}

// ThinkStatus is a bot's search.
type ThinkStatus struct {
	Seat     int     `json:"seat"`
	Step     int     `json:"step"`     // the step it thinks about: its move is step+1
	Done     int     `json:"done"`     // iterations run
	Total    int     `json:"total"`    // the budget
	Finished bool    `json:"finished"` // the search is over (its move may wait for the bot delay)
	Ms       float64 `json:"ms"`       // wall time from its first slice to its last so far
	SliceMs  float64 `json:"sliceMs"`  // the longest slice (one Update's thinking), wall time
	Slices   int     `json:"slices"`   // the Updates that worked on it
	// Farmed: the search's parts run in Web Workers (match.Farm), not in
	// the page's slices; FarmErr says why the workers were given up.
	Farmed  bool   `json:"farmed"`
	FarmErr string `json:"farmErr,omitempty"`
	// StartMs is when the search began, in ms since the Unix epoch (the
	// page's clock: performance.timeOrigin + performance.now()).
	StartMs float64 `json:"startMs"`
}

// GlideStatus is a piece in motion on the table: its rectangle now, in
// CSS pixels, and how far it has gone (0 to 1).
type GlideStatus struct {
	ID       string  `json:"id"`
	X        float64 `json:"x"`
	Y        float64 `json:"y"`
	W        float64 `json:"w"`
	H        float64 `json:"h"`
	Progress float64 `json:"progress"`
}

// HintStatus is the hint as a test sees it.
type HintStatus struct {
	Seat     int      `json:"seat"`
	Offered  bool     `json:"offered"`  // the Hint button is on (no hint asked for yet)
	Thinking bool     `json:"thinking"` // the hint is being thought of
	Done     int      `json:"done"`
	Total    int      `json:"total"`
	Move     string   `json:"move,omitempty"`    // the move it suggests, once found
	Reason   string   `json:"reason,omitempty"`  // why (the search's words)
	Line     string   `json:"line,omitempty"`    // the line the header shows
	Targets  []string `json:"targets,omitempty"` // Plan(Move): the targets marked on the table
}

// OnlineStatus is the online match as a test sees it.
type OnlineStatus struct {
	Match     string   `json:"match"`
	Host      bool     `json:"host"`      // this device hosts the match now
	Started   bool     `json:"started"`   //
	Over      bool     `json:"over"`      //
	Seats     []int    `json:"seats"`     // seats played at this device (people and bots)
	Step      int      `json:"step"`      // steps in the match log
	Waiting   []string `json:"waiting"`   // whom the match waits for: "seat 2 (Bob): move, connected"
	Reports   []string `json:"reports"`   // fault reports, in netplay's words
	Connected []bool   `json:"connected"` // by seat: its player (or the bot's peer) is connected
	HostUp    bool     `json:"hostUp"`    // a guest's link to the host is open (the host: true)
	Hash      string   `json:"hash"`      // the state hash's first 8 bytes, hex (started only)
	// The chat (lobby and table): every line kept, oldest first, muted
	// ones included (marked); whether the panel is shown (open on the
	// table or a phone, or beside the lobby's seats); the lines not seen
	// yet (the Chat button's count); the note of a line refused here.
	Chat       []ChatStatus `json:"chat"`
	ChatShown  bool         `json:"chatShown"`
	ChatUnread int          `json:"chatUnread"`
	ChatNote   string       `json:"chatNote"`
	// The clock: its setting ("" for none, "move 30000", "bank
	// 300000+10000", in ms), every seat's time (started only) and the
	// log's lines about time-outs on this page.
	Clock    string        `json:"clock"`
	Clocks   []ClockStatus `json:"clocks"`
	TimeOuts []string      `json:"timeOuts"`
	// Spectators: the match's spectators as the host lists them ("Name",
	// "Name (disconnected)"), and its spectator link while one is ready.
	// On a spectator's page: watching, the steps followed, the seat the
	// table follows.
	Spectators []string `json:"spectators"`
	WatchLink  string   `json:"watchLink"`
	Watching   bool     `json:"watching"`
	WatchSteps int      `json:"watchSteps"`
	WatchSeat  int      `json:"watchSeat"`
}

// ClockStatus is one seat's time in the hook: ms left (below 0 while the
// host has not acted on a time-out yet), whether it runs, and whether the
// seat is lent to the bot (its time ran out).
type ClockStatus struct {
	Ms      int64 `json:"ms"`
	Running bool  `json:"running"`
	Lent    bool  `json:"lent"`
}

// ChatStatus is one chat line in the hook: its author (peer index and
// name), its text or its reaction (one of netplay's codes: "well-played",
// "thinking", …), and whether this page mutes its author (the line is
// kept, not drawn).
type ChatStatus struct {
	Peer     int    `json:"peer"`
	Author   string `json:"author"`
	Text     string `json:"text"`
	Reaction string `json:"reaction"`
	Muted    bool   `json:"muted"`
}

// hookSnap is the hook's copy of the client's state, taken at the end of
// an Update or a Draw, for any goroutine to read.
type hookSnap struct {
	mu      sync.Mutex
	status  Status
	targets []Target
	game    string // the game of the table, for Plan
	texts   []string
	frame   *ui.Frame // the last frame (never changed once built), measured by Screen
	dsf     float64
	w, h    float64
	touch   bool
	scroll  [2]float64 // scrollY, scrollMax
}

// Targets lists the targets of the last frame, in drawing order.
func (a *App) Targets() []Target {
	a.snap.mu.Lock()
	defer a.snap.mu.Unlock()
	return append([]Target(nil), a.snap.targets...)
}

// Status returns the last snapshot of the client's state.
func (a *App) Status() Status {
	a.snap.mu.Lock()
	defer a.snap.mu.Unlock()
	s := a.snap.status
	s.Updates, s.Sleeps, s.Asleep = a.idle.ticks.Load(), a.idle.sleeps.Load(), a.idle.asleep.Load()
	s.Lang, s.Misses = lang.Current(), lang.Misses()
	s.Legal = append([]string{}, s.Legal...)
	s.Winners = append([]string{}, s.Winners...)
	s.Scores = append([]int64{}, s.Scores...)
	s.Glides = append([]GlideStatus{}, s.Glides...)
	if s.Think != nil {
		t := *s.Think
		s.Think = &t
	}
	s.Thinks = append([]ThinkStatus(nil), s.Thinks...)
	if s.Hint != nil {
		h := *s.Hint
		h.Targets = append([]string{}, h.Targets...)
		s.Hint = &h
	}
	if s.Replay != nil {
		r := *s.Replay
		s.Replay = &r
	}
	if s.Online != nil {
		o := *s.Online
		o.Seats = append([]int{}, o.Seats...)
		o.Waiting = append([]string{}, o.Waiting...)
		o.Reports = append([]string{}, o.Reports...)
		o.Connected = append([]bool{}, o.Connected...)
		o.Clocks = append([]ClockStatus{}, o.Clocks...)
		o.TimeOuts = append([]string{}, o.TimeOuts...)
		s.Online = &o
	}
	return s
}

// Texts lists the texts of the last frame, in drawing order (what a person
// reads on screen).
func (a *App) Texts() []string {
	a.snap.mu.Lock()
	defer a.snap.mu.Unlock()
	return append([]string(nil), a.snap.texts...)
}

// TextBox is one text of the last frame as a test sees it, in CSS pixels:
// the line drawn, where its ink lies (its advance wide, the font's ascent
// plus descent high), its font size, and the panel it must fit in (the box
// the scene gave for it: Builder.Text's rectangle, a paragraph's box).
type TextBox struct {
	Text  string  `json:"text"`
	X     float64 `json:"x"`
	Y     float64 `json:"y"`
	W     float64 `json:"w"`
	H     float64 `json:"h"`
	Size  float64 `json:"size"` // font size, CSS px
	Panel Box     `json:"panel"`
	// Cut: the text was shortened to fit its panel (an ellipsis), or this
	// is the last line of a paragraph whose further lines were left out.
	Cut bool `json:"cut,omitempty"`
}

// Box is a rectangle in CSS pixels.
type Box struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
	W float64 `json:"w"`
	H float64 `json:"h"`
}

// Screen is the client's screen as a test sees it: the outside size in CSS
// pixels, the device scale factor, and the texts of the last frame.
type Screen struct {
	W     float64 `json:"w"`
	H     float64 `json:"h"`
	DSF   float64 `json:"dsf"`
	Touch bool    `json:"touch"` // the client words its prompts for touch
	// The scene scrolls when it is taller than the screen (a phone held
	// sideways): how far down it is shown, and the most it can be.
	ScrollY   float64   `json:"scrollY"`
	ScrollMax float64   `json:"scrollMax"`
	Texts     []TextBox `json:"texts"`
}

// Screen measures the texts of the last frame. It does the measuring when
// asked (the frame is kept as it was built), so the game loop pays nothing
// for it.
func (a *App) Screen() Screen {
	a.snap.mu.Lock()
	f, dsf, w, h, touch := a.snap.frame, a.snap.dsf, a.snap.w, a.snap.h, a.snap.touch
	sy, smax := a.snap.scroll[0], a.snap.scroll[1]
	a.snap.mu.Unlock()
	if dsf <= 0 {
		dsf = 1
	}
	sc := Screen{W: w, H: h, DSF: dsf, Touch: touch, ScrollY: sy / dsf, ScrollMax: smax / dsf, Texts: []TextBox{}}
	if f == nil {
		return sc
	}
	for i := range f.Items {
		it := &f.Items[i]
		if it.Kind != ui.KText {
			continue
		}
		ink := ui.ToCSS(ui.InkBox(it), dsf)
		if it.Text == "" {
			ink.W = 0
		}
		panel := it.Box
		if panel == (ui.Rect{}) {
			panel = it.R
		}
		p := ui.ToCSS(panel, dsf)
		sc.Texts = append(sc.Texts, TextBox{Text: it.Text, X: ink.X, Y: ink.Y, W: ink.W, H: ink.H, Size: it.Px / dsf,
			Panel: Box{p.X, p.Y, p.W, p.H}, Cut: it.Cut})
	}
	return sc
}

// Plan returns the target IDs to click, in order, to make move for
// Status().Seat, or nil if move is not legal for it now.
func (a *App) Plan(move string) []string {
	a.snap.mu.Lock()
	legal := a.snap.status.Legal
	seat := a.snap.status.Seat
	game := a.snap.game
	a.snap.mu.Unlock()
	if seat < 0 || len(legal) == 0 {
		return nil
	}
	u, ok := lookupUI(game)
	if !ok {
		return nil
	}
	return u.NewPicker(legal).Plan(move)
}

// snapshot copies the state for the hook. Called with the App owned by the
// game loop (end of Update or Draw).
func (a *App) snapshot() {
	st := a.status()
	var ts []Target
	var texts []string
	if a.frame != nil {
		for _, it := range a.frame.Items {
			if it.Kind == ui.KText && it.Text != "" {
				texts = append(texts, it.Text)
			}
		}
		marked := map[string]bool{}
		if a.cur == a.table {
			for _, id := range a.table.hintShown() {
				marked[id] = true
			}
		}
		ts = make([]Target, 0, len(a.frame.Spots))
		for i, s := range a.frame.Spots {
			if s.ID == "" {
				continue
			}
			r := ui.ToCSS(s.R, a.dsf)
			ts = append(ts, Target{ID: s.ID, X: r.X, Y: r.Y, W: r.W, H: r.H, Enabled: s.Enabled && i >= a.frame.Barrier,
				Hint: marked[s.ID] && i >= a.frame.Barrier})
		}
	}
	a.snapGen = a.gen
	game := a.table.game()
	a.snap.mu.Lock()
	a.snap.status, a.snap.targets, a.snap.game, a.snap.texts = st, ts, game, texts
	a.snap.frame, a.snap.dsf, a.snap.w, a.snap.h, a.snap.touch = a.frame, a.dsf, a.cssW, a.cssH, a.touch
	a.snap.scroll = [2]float64{a.scroll.y, a.scroll.max}
	a.snap.mu.Unlock()
}

// status is the current Status (without locking): the running match's
// step and thinking bots, the scene's own fields, online play's.
func (a *App) status() Status {
	st := Status{Scene: a.cur.name(), Seat: -1, Frames: a.frames, Legal: []string{}, Winners: []string{}, Scores: []int64{}, Glides: []GlideStatus{}}
	a.table.matchStatus(&st)
	if r, ok := a.cur.(reporter); ok {
		r.report(a, &st)
	}
	st.History = len(a.hist.h.Records)
	st.GC, st.HeapMB = gcCycles()
	a.online.status(&st)
	return st
}

// gcCycles is how many garbage collections the Go runtime has completed,
// and the heap that survived the last one, in MB.
func gcCycles() (n uint64, liveMB float64) {
	s := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}, {Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() == metrics.KindUint64 {
		n = s[0].Value.Uint64()
	}
	if s[1].Value.Kind() == metrics.KindUint64 {
		liveMB = float64(s[1].Value.Uint64()) / (1 << 20)
	}
	return n, liveMB
}
