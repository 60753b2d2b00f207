package game

import (
	"encoding/hex"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/replaylink"
	"github.com/galleria-games/galleria/game/ui"
)

// The replay viewer: a finished (or any) match, step by step, on the game's
// own table, read-only. Its controls are a band at the foot of the screen:
// the narration of the step shown, first / back / forward / last, play at
// two speeds, a scrub bar, and whose view is drawn (a seat's, as it saw the
// match at that step, or everything once the match is over). Left and
// Right step, Home and End go to the ends. The table makes no move, shows
// no hint and runs no bot: it is fed the log up to the step shown.
//
// A replay link that does not decode opens the same scene as a plain page
// that says what is wrong, with the way back to the menu.

const sceneReplay = "replay"

// Autoplay speeds: ticks (60 a second) per step.
const (
	replayTicks     = 60
	replayFastTicks = 12
)

// replayScene is the viewer of one replay.
type replayScene struct {
	r    *replaylink.Replay
	err  string // the link did not decode: why (the page shows it)
	file bool   // the replay came from a file (the error page's advice)
	// sig is what the viewer says of the replay's signatures ("": none);
	// sigState is "verified", "failed" or "unchecked" (status().replay).
	sig, sigState string
	chat          []ReplayChat // the chat's lines, once their signatures verify
	gui           ui.GameUI
	tbl           ui.Table // narrated up to tblAt steps
	tblAt         int
	seats         []ui.SeatInfo
	narr          [][]string // the lines each step added to the narration
	at            int        // steps shown (0: the start)
	seat          int        // whose view is drawn; -1: everything (a finished match)
	speed         int        // ticks per step while playing; 0: stopped
	ticks         int
	back          bool // Close goes back to the results of the running match
	// fromHistory: Close goes back to the History scene.
	fromHistory bool
	track       ui.Rect // the scrub bar, device px, as last drawn
	// bandFrom is the first item of the band in the last frame (tests).
	bandFrom int
	// hashAt and hash: the hook's hash of the state shown, kept for the
	// step it was worked out at (hashAt is at+1; 0: none yet).
	hashAt int
	hash   string
}

// replayNames are the seats' names of a replay that came without them (a
// link carries the log only): "Player 1", "Player 2"…
func replayNames(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = lang.F("Player %d", i+1)
	}
	return out
}

// newReplayScene prepares the viewer of r with these seat names, at the
// start, drawn as seat saw it.
func newReplayScene(r *replaylink.Replay, names []string, seat int) (*replayScene, error) {
	gui, ok := lookupUI(r.Match.Game)
	if !ok {
		return nil, fmt.Errorf("replay: the client cannot show %q", r.Match.Game)
	}
	if len(names) != r.States[0].Seats() {
		names = replayNames(r.States[0].Seats())
	}
	s := &replayScene{r: r, gui: gui, seat: seat}
	for _, n := range names {
		s.seats = append(s.seats, ui.SeatInfo{Name: n, Kind: ui.Human, Connected: true})
	}
	// Narrate every step once; the table is then made again at the start.
	t, err := gui.NewTable(r.Options, names)
	if err != nil {
		return nil, err
	}
	s.narr = make([][]string, r.Steps())
	for i := range s.narr {
		lines, err := t.CatchUp(r.Match.Steps[:i+1], false)
		if err != nil {
			return nil, err
		}
		s.narr[i] = lines
	}
	if err := s.seek(0); err != nil {
		return nil, err
	}
	return s, nil
}

func (*replayScene) name() string { return sceneReplay }

// seek makes the table show n steps: it goes on from where it is, or
// starts again for a step before it.
func (s *replayScene) seek(n int) error {
	n = max(0, min(n, s.r.Steps()))
	if s.tbl == nil || n < s.tblAt {
		names := make([]string, len(s.seats))
		for i, si := range s.seats {
			names[i] = si.Name
		}
		t, err := s.gui.NewTable(s.r.Options, names)
		if err != nil {
			return err
		}
		s.tbl, s.tblAt = t, 0
	}
	if n > s.tblAt {
		if _, err := s.tbl.CatchUp(s.r.Match.Steps[:n], false); err != nil {
			return err
		}
	}
	s.tblAt, s.at = n, n
	return nil
}

// goTo shows step n (clamped); it stops autoplay at the end.
func (s *replayScene) goTo(n int) {
	if err := s.seek(n); err != nil {
		s.err = err.Error()
	}
	if s.at >= s.r.Steps() {
		s.speed = 0
	}
}

// log is the narration up to the step shown.
func (s *replayScene) log() []string {
	out := s.chatAt(0)
	for i, l := range s.narr[:s.at] {
		out = append(out, l...)
		out = append(out, s.chatAt(i+1)...)
	}
	if len(out) > maxLog {
		out = out[len(out)-maxLog:]
	}
	return out
}

// narration is the current step in words: what step at added.
func (s *replayScene) narration() string {
	said := s.chatAt(s.at)
	if s.at == 0 {
		return strings.Join(append([]string{lang.T("The match begins.")}, said...), " ")
	}
	if lines := s.narr[s.at-1]; len(lines) > 0 {
		return strings.Join(append(slices.Clone(lines), said...), " ")
	}
	return strings.Join(append([]string{s.r.Match.Steps[s.at-1].String()}, said...), " ")
}

// ctx is the table's context: the state at the step shown, the chosen
// seat's view of it (or the whole state), nothing to act on.
func (s *replayScene) ctx(a *App) *ui.TableCtx {
	st := s.r.States[s.at]
	focus, view := s.seat, engine.State(st)
	if s.seat >= 0 {
		view = st.View(s.seat)
	} else {
		focus = 0
	}
	return &ui.TableCtx{State: st, View: view, Focus: focus, Private: true, Picker: s.gui.NewPicker(nil),
		Seats: s.seats, Log: s.log(), Hover: a.hover, Touch: a.touch}
}

// band is the controls' transform (1 unit is 1 CSS px, at most 900 units
// wide, centred) and their height in units.
func (s *replayScene) band(a *App) (ui.Xform, float64) {
	u := a.dsf
	w := min(a.devW/u, 900)
	h := 8 + 18 + s.narrLines(w)*17 + 8 + 34 + 8 + 26 + 8 + 34 + 8
	if s.seatsWrap(w) {
		h += 34 + 6
	}
	return ui.Xform{U: u, OX: (a.devW - w*u) / 2, OY: a.devH - h*u, W: w, H: h}, h
}

func (s *replayScene) narrLines(w float64) float64 {
	if w < 600 {
		return 3
	}
	return 2
}

// seatsWrap: the seat buttons take two rows.
func (s *replayScene) seatsWrap(w float64) bool { return w < 600 && len(s.seats) > 2 }

// view is the table's transform over the screen above the band. On a
// short screen the table is taller than the screen and scrolls: its area
// is made taller by the band's height, so that its foot scrolls above the
// band (build gives the table its own height back).
func (s *replayScene) view(a *App) ui.Xform {
	if s.r == nil || s.err != "" {
		return ui.ColumnView(a.devW, a.devH, a.dsf)
	}
	_, h := s.band(a)
	t := ui.TableView(a.devW, a.devH-h*a.dsf, a.dsf)
	if ui.Short(a.devW, a.devH, a.dsf) {
		t.H += h * a.dsf / t.U
	}
	return t
}

func (s *replayScene) build(a *App, b *ui.Builder) {
	if s.r == nil || s.err != "" {
		s.buildError(b)
		return
	}
	bt, h := s.band(a)
	if ui.Short(a.devW, a.devH, a.dsf) {
		b.T.H -= h * a.dsf / b.T.U
	}
	s.tbl.Build(b, s.ctx(a))
	s.bandFrom = len(b.F.Items)
	b.T = bt
	w := bt.W
	b.Fill(ui.Rect{X: 0, Y: bt.OY, W: a.devW, H: h * bt.U}, ui.ColPanel, 0)
	b.Line(0, bt.OY, a.devW, bt.OY, ui.ColPanelEdge, 1)
	y := 8.0
	b.Text(b.R(10, y, w-20, 18), lang.F("Step %d of %d", s.at, s.r.Steps()), 13, ui.ColHighlight, true, ui.AlignLeft)
	if s.sig != "" {
		s.buildSig(b, b.R(w/2, y, w/2-10, 18))
	}
	y += 18
	nl := s.narrLines(w)
	b.ParaFit(b.R(10, y, w-20, nl*17), s.narration(), 13, ui.ColText, false)
	y += nl*17 + 8
	play := lang.T("Play")
	if s.speed == replayTicks {
		play = lang.T("Pause")
	}
	fast := lang.T("Fast")
	if s.speed == replayFastTicks {
		fast = lang.T("Pause")
	}
	ids := []string{"replay:first", "replay:back", "replay:fwd", "replay:last", "replay:play", "replay:fast"}
	labels := []string{"«", "‹", "›", "»", play, fast}
	tips := []string{lang.T("First step"), lang.T("Step back (Left arrow)"), lang.T("Step forward (Right arrow)"), lang.T("Last step"), "", ""}
	n := len(b.F.Spots)
	end := s.at >= s.r.Steps()
	b.ButtonRow(ui.Box(10, y, w-20, 34), ids, labels, func(id string) bool {
		switch id {
		case "replay:first", "replay:back":
			return s.at > 0
		}
		return !end
	}, func(id string) bool {
		return (id == "replay:play" && s.speed == replayTicks) || (id == "replay:fast" && s.speed == replayFastTicks)
	}, 15)
	for i := n; i < len(b.F.Spots); i++ {
		for k, id := range ids {
			if b.F.Spots[i].ID == id && tips[k] != "" && !a.touch {
				b.F.Spots[i].Tip = tips[k]
			}
		}
	}
	y += 34 + 8
	s.buildScrub(b, b.R(10, y, w-20, 26))
	y += 26 + 8
	ids, labels = ids[:0], labels[:0]
	for i, si := range s.seats {
		ids = append(ids, "replay:seat:"+strconv.Itoa(i))
		labels = append(labels, si.Name)
	}
	if s.r.Over() {
		ids = append(ids, "replay:all")
		labels = append(labels, lang.T("Everything"))
	}
	ids = append(ids, "replay:close")
	if s.back {
		labels = append(labels, lang.T("Results"))
	} else {
		labels = append(labels, lang.T("Menu"))
	}
	rows := 34.0
	if s.seatsWrap(w) {
		rows = 34 + 6 + 34
	}
	b.ButtonRow(ui.Box(10, y, w-20, rows), ids, labels, func(string) bool { return true }, func(id string) bool {
		return id == "replay:all" && s.seat < 0 || id == "replay:seat:"+strconv.Itoa(s.seat)
	}, 14)
}

// buildScrub draws the scrub bar: the track, how far the replay is, and
// the target a click on which goes to the step under it.
func (s *replayScene) buildScrub(b *ui.Builder, r ui.Rect) {
	s.track = r
	b.Fill(r, ui.ColEmptyCell, 6)
	if n := s.r.Steps(); n > 0 {
		done := r
		done.W = r.W * float64(s.at) / float64(n)
		b.Fill(done, ui.ColButton, 6)
		b.Circle(r.X+done.W, r.CY(), r.H*0.45, ui.ColHighlight, ui.ColTextDark, b.Px(1))
	}
	b.Spot("replay:scrub", r, s.r.Steps() > 0, "")
}

// scrubStep is the step under x (device px) on the scrub bar.
func (s *replayScene) scrubStep(x float64) int {
	r := s.track
	if r.W <= 0 {
		return s.at
	}
	f := (x - r.X) / r.W
	return int(f*float64(s.r.Steps()) + 0.5)
}

// buildError is the page of a replay that cannot be opened.
func (s *replayScene) buildError(b *ui.Builder) {
	w := b.T.W
	b.Text(b.R(20, 60, w-40, 40), lang.T("This replay cannot be opened"), 26, ui.ColText, true, ui.AlignCenter)
	y := 120.0
	y += b.ParaAlign(b.R(40, y, w-80, 200), s.err, 16, ui.ColBad, false, ui.AlignCenter)/b.T.U + 16
	advice, back := lang.T("The link may have been cut when it was copied: ask for it again, or for the replay file."), lang.T("Back to the menu")
	if s.file {
		advice = lang.T("A replay file is the match log that Share replay saves: ask for it again.")
	}
	if s.fromHistory {
		back = lang.T("Back to the history")
	}
	y += b.ParaAlign(b.R(40, y, w-80, 80), advice, 15, ui.ColTextDim, false, ui.AlignCenter)/b.T.U + 20
	b.Button("replay:close", b.R(w/2-110, y, 220, 48), back, 17, true, false)
}

func (s *replayScene) click(a *App, id string) {
	if s.r == nil || s.err != "" {
		if id == "replay:close" {
			a.closeReplay()
		}
		return
	}
	switch id {
	case "replay:first":
		s.speed = 0
		s.goTo(0)
	case "replay:back":
		s.speed = 0
		s.goTo(s.at - 1)
	case "replay:fwd":
		s.speed = 0
		s.goTo(s.at + 1)
	case "replay:last":
		s.speed = 0
		s.goTo(s.r.Steps())
	case "replay:play", "replay:fast":
		want := replayTicks
		if id == "replay:fast" {
			want = replayFastTicks
		}
		if s.speed == want {
			s.speed = 0
		} else if s.at < s.r.Steps() {
			s.speed, s.ticks = want, 0
		}
	case "replay:scrub":
		s.speed = 0
		s.goTo(s.scrubStep(a.clickAt.X))
	case "replay:all":
		if s.r.Over() {
			s.seat = -1
		}
	case "replay:close", "table:menu":
		a.closeReplay()
	default:
		if seat, ok := strings.CutPrefix(id, "replay:seat:"); ok {
			if n, err := strconv.Atoi(seat); err == nil && n >= 0 && n < len(s.seats) {
				s.seat = n
			}
		}
	}
}

// keys: Left and Right step, Home and End go to the ends.
func (s *replayScene) keys(a *App, in *inputFrame) {
	if s.r == nil || s.err != "" || (in.step == 0 && !in.home && !in.end) {
		return
	}
	s.speed = 0
	// Home or End first, then the arrows, as keys typed in one tick are
	// typed in that order.
	switch {
	case in.home:
		s.goTo(0)
	case in.end:
		s.goTo(s.r.Steps())
	}
	if in.step != 0 {
		s.goTo(s.at + in.step)
	}
	a.dirty = true
}

// update runs autoplay, from the game loop's ticks, and the table's
// animation.
func (s *replayScene) update(a *App) bool {
	if s.r == nil || s.err != "" {
		return false
	}
	changed := false
	if an, ok := s.tbl.(ui.Animator); ok && an.Animate() {
		changed = true
	}
	if s.speed > 0 {
		s.ticks++
		if s.ticks >= s.speed {
			s.ticks = 0
			s.goTo(s.at + 1)
			changed = true
		}
	}
	return changed
}

// replaying reports whether the replay viewer plays by itself: its steps
// come from the loop's ticks, so the loop must not rest.
func (a *App) replaying() bool {
	s, ok := a.cur.(*replayScene)
	return ok && s.speed > 0
}

// ReplayStatus is the replay viewer as a test sees it.
type ReplayStatus struct {
	Step    int  `json:"step"`    // steps shown
	Steps   int  `json:"steps"`   // steps in the match
	Seat    int  `json:"seat"`    // whose view is drawn; -1: everything
	Playing bool `json:"playing"` // autoplay is on
	// Hash is the state shown's hash (the engine's), its first 8 bytes in
	// hex as OnlineStatus.Hash gives them: a test compares it with the
	// match's final state.
	Hash string `json:"hash"`
	// Signed is "" for a replay without signatures, else "verified",
	// "failed" or "unchecked" (this build cannot check them).
	Signed string `json:"signed,omitempty"`
	// SigText is what the viewer says of the signatures in full (the tip
	// of replay:signed).
	SigText string `json:"sigText,omitempty"`
	// Chat is the chat's lines shown up to the step (a signed replay's
	// whose signatures verify), oldest first: "Bea: well played!".
	Chat []string `json:"chat,omitempty"`
}

func (s *replayScene) report(a *App, st *Status) {
	if s.r == nil || s.err != "" {
		return
	}
	if s.hashAt != s.at+1 {
		h := s.r.States[s.at].Hash()
		s.hashAt, s.hash = s.at+1, hex.EncodeToString(h[:8])
	}
	st.Replay = &ReplayStatus{Step: s.at, Steps: s.r.Steps(), Seat: s.seat, Playing: s.speed > 0, Hash: s.hash, Signed: s.sigState, SigText: s.sig}
	for _, l := range s.chat {
		if l.Step <= s.at {
			st.Replay.Chat = append(st.Replay.Chat, l.Words)
		}
	}
}
