package online

import (
	"context"
	"encoding/hex"
	"errors"
	"github.com/galleria-games/galleria/game"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
	"github.com/galleria-games/galleria/netplay"
	"github.com/galleria-games/galleria/netplay/signal"
)

// A spectator's page: a spectator link (#watch=) answered as a guest
// answers an invite, then a netplay.Watcher on the link to the host, whose
// view and redacted log the shell's table shows (Shell.WatchTable). Nobody
// acts here; the spectator chooses the seat the table follows. The
// spectator's key, its link and the seat followed are kept in storage
// under "<match>/watch/": a reload takes the same place back at the host
// with the next spectator link the host gives.

const sceneWatch = "watch" // a spectator's page before the table opens

// watchMatch is the match this device watches.
type watchMatch struct {
	o      *Online
	ctx    context.Context
	stop   context.CancelFunc
	inv    signal.Invite
	store  *netplay.PrefixStore
	w      *netplay.Watcher
	pipe   *netplay.Pipe
	closed bool

	answer    string // the answer code to show
	answering bool   // the transport makes the answer
	opening   bool   // waiting for the host to accept the answer
	joinErr   string
	stale     bool // this page's link was used already: a new one is needed

	st            netplay.WatchStatus // the watcher's snapshot
	steps         []engine.Step
	drv           *match.Driver
	seat          int // the seat the table follows
	reportsLogged int
	rng           *rand.Rand
}

// openWatch opens a spectator link.
func (o *Online) openWatch(link string) {
	_, code, ok := strings.Cut(link, "#watch=")
	if !ok {
		code = link
	}
	inv, err := signal.InviteFromURL(strings.TrimSpace(code))
	if err != nil {
		o.sh.SetScene(sceneOnline)
		o.note = lang.F("The spectator link cannot be read: %s", err.Error())
		return
	}
	if o.form.find(inv.Game) == nil {
		o.sh.SetScene(sceneOnline)
		o.note = o.refuseGame(inv.Game)
		return
	}
	o.closeMatch(false)
	o.sh.LeaveLocal()
	store := netplay.NewPrefixStore(o.p.Store, inv.Match+"/watch/")
	var id netplay.Identity
	if b, _ := store.Load("key"); len(b) > 0 {
		if err := id.UnmarshalText(b); err != nil {
			o.logf("galleria: spectator key of match %s: %v", inv.Match, err)
		}
	}
	if !id.Valid() {
		if id, err = netplay.NewIdentity(nil); err == nil {
			var b []byte
			if b, err = id.MarshalText(); err == nil {
				err = store.Save("key", b)
			}
		}
	}
	var w *netplay.Watcher
	if err == nil {
		w, err = netplay.NewWatcher(netplay.Config{Identity: id, Name: o.name, Now: o.sh.Now, Logf: o.logf, OnChange: o.changed}, inv.Match)
	}
	if err != nil {
		o.sh.SetScene(sceneOnline)
		o.note = lang.F("Could not watch: %s", err.Error())
		return
	}
	ctx, stop := context.WithCancel(context.Background())
	wm := &watchMatch{o: o, ctx: ctx, stop: stop, inv: inv, store: store, w: w, seat: 0, rng: rand.New(rand.NewPCG(1, 2))}
	wm.drv = match.NewDriver(watchSource{wm}, false)
	if b, _ := store.Load("seat"); len(b) > 0 {
		if s, err := strconv.Atoi(string(b)); err == nil && s >= 0 {
			wm.seat = s
		}
	}
	if code, err := inv.Code(); err == nil {
		o.setFragment("watch=" + code)
	}
	o.w, o.note = wm, ""
	used, _ := store.Load("answered")
	wm.stale = string(used) == offerHash(inv.SDP)
	o.sh.SetScene(sceneWatch)
	if !wm.stale {
		wm.startAnswer()
	}
}

// closeWatch ends the watching on this device (with forget, its storage
// too).
func (o *Online) closeWatch(forget bool) {
	wm := o.w
	if wm == nil {
		return
	}
	wm.closed = true
	wm.stop()
	wm.w.Close()
	if forget {
		o.p.Store.Forget(wm.store.Prefix())
	}
	o.w = nil
}

// startAnswer makes the answer to the spectator link, then waits for the
// host to accept it, on goroutines.
func (wm *watchMatch) startAnswer() {
	o, tr, ctx, inv := wm.o, wm.o.p.Net, wm.ctx, wm.inv
	wm.answering, wm.answer, wm.joinErr, wm.stale = true, "", "", false
	p := netplay.NewPipe(o.changed)
	go func() {
		actx, cancel := context.WithTimeout(ctx, answerTimeout)
		sdp, open, err := tr.Answer(actx, inv.SDP, LinkEvents{Message: p.Message, Closed: p.Closed})
		cancel()
		var code string
		if err == nil {
			code, err = signal.Answer{Match: inv.Match, Slot: inv.Slot, SDP: sdp}.Code()
		}
		o.post(func() {
			if wm.closed || o.w != wm {
				return
			}
			wm.answering = false
			if err != nil {
				wm.joinErr = lang.F("Could not answer the spectator link: %s", err.Error())
				return
			}
			wm.answer, wm.opening = code, true
			go func() {
				l, err := open(ctx)
				o.post(func() {
					if wm.closed || o.w != wm {
						if err == nil {
							l.Close()
						}
						return
					}
					wm.opening = false
					if err != nil {
						wm.joinErr = lang.F("The connection to the host failed (%s). Ask the host for a new spectator link.", err.Error())
						if errors.Is(err, ErrNoPath) {
							wm.joinErr = lang.F("Could not connect to the host. %s Then ask the host for a new spectator link.", noPathWords())
						}
						return
					}
					wm.store.Save("answered", []byte(offerHash(inv.SDP)))
					wm.pipe, wm.answer = p, ""
					p.Bind(wm.w, l)
					o.changed()
				})
			}()
		})
	}()
}

// hostUp reports whether the link to the host is open.
func (wm *watchMatch) hostUp() bool { return wm.pipe != nil && !wm.pipe.IsClosed() && wm.st.HostUp }

// refresh takes a new snapshot of the watcher.
func (wm *watchMatch) refresh() {
	wm.st = wm.w.Status()
	wm.steps = wm.w.Steps()
	if wm.st.Setup != nil && wm.seat >= len(wm.st.Setup.Seats) {
		wm.seat = 0
	}
}

// started reports whether the table can show the match: the host's view
// came, with steps.
func (wm *watchMatch) started() bool {
	return wm.st.Setup != nil && wm.st.View != nil && len(wm.steps) > 0
}

// tick runs the watching: snapshot, the table.
func (wm *watchMatch) tick() bool {
	o := wm.o
	changed := false
	if o.dirty.Swap(false) {
		wm.refresh()
		changed = true
	}
	if !wm.started() {
		return changed
	}
	if !o.sh.TableOpen(wm.drv) {
		s := wm.st.Setup
		if err := o.sh.WatchTable(wm.drv, s.Game, s.Options, wm.seatInfo()); err != nil {
			o.note = lang.F("Cannot show the match: %s", err.Error())
			return true
		}
		o.sh.FocusTable(wm.seat)
		changed = true
	}
	if o.sh.Scene() == sceneWatch {
		o.sh.SetScene(sceneTable)
		changed = true
	}
	var lines []string
	for ; wm.reportsLogged < len(wm.st.Reports); wm.reportsLogged++ {
		lines = append(lines, reportWords(wm.st.Reports[wm.reportsLogged]))
	}
	prompt, buttons := wm.waitInfo()
	if o.sh.SyncTable(wm.seatInfo(), nil, &ui.OnlineInfo{Prompt: prompt, Buttons: buttons}, lines) {
		changed = true
	}
	return changed
}

// seatInfo is the table's roster.
func (wm *watchMatch) seatInfo() []ui.SeatInfo {
	var out []ui.SeatInfo
	if wm.st.Setup == nil {
		return nil
	}
	for _, si := range wm.st.Setup.Seats {
		k := ui.Remote
		if si.Bot != "" {
			k = ui.BotKind(si.Bot)
		}
		out = append(out, ui.SeatInfo{Name: si.Name, Kind: k, Connected: true})
	}
	return out
}

// seatName names a seat of the roster.
func (wm *watchMatch) seatName(seat int) string {
	if s := wm.st.Setup; s != nil && seat >= 0 && seat < len(s.Seats) {
		return s.Seats[seat].Name
	}
	return "#" + strconv.Itoa(seat+1)
}

// waitInfo is the table's line for a spectator (what it watches, and the
// link to the host) and its button: follow the next seat.
func (wm *watchMatch) waitInfo() (string, []ui.NetButton) {
	if wm.st.View != nil && wm.st.View.Result() != nil {
		return "", nil
	}
	var buttons []ui.NetButton
	if n := len(wm.seatInfo()); n > 1 {
		next := (wm.seat + 1) % n
		buttons = append(buttons, ui.NetButton{ID: "net:follow:" + strconv.Itoa(next), Label: lang.F("Follow %s", wm.seatName(next))})
	}
	if !wm.hostUp() {
		buttons = append(buttons, ui.NetButton{ID: "net:watchlink", Label: lang.T("Paste a new spectator link")})
		return lang.T("The link to the host is lost. Ask the host for a new spectator link."), buttons
	}
	return lang.F("You are watching, following %s.", wm.seatName(wm.seat)), buttons
}

// follow turns the table to seat and keeps the choice.
func (wm *watchMatch) follow(seat int) {
	if seat < 0 || seat >= len(wm.seatInfo()) {
		return
	}
	wm.seat = seat
	wm.store.Save("seat", []byte(strconv.Itoa(seat)))
	wm.o.sh.FocusTable(seat)
	wm.o.changed()
}

// clickNet handles the spectator's table buttons.
func (wm *watchMatch) clickNet(id string) {
	switch {
	case strings.HasPrefix(id, "net:follow:"):
		if s, err := strconv.Atoi(strings.TrimPrefix(id, "net:follow:")); err == nil {
			wm.follow(s)
		}
	case id == "net:watchlink":
		wm.o.askWatchLink()
	}
}

// askWatchLink asks for a new spectator link and opens it.
func (o *Online) askWatchLink() {
	o.askText(lang.T("Paste the new spectator link the host sent you"), func(text string) {
		text = strings.TrimSpace(text)
		if text == "" {
			return
		}
		o.openWatch(text)
	})
}

// watchSource is the watched match as the match driver sees it: the
// spectator's view and log; nobody acts here.
type watchSource struct{ wm *watchMatch }

var _ match.Source = watchSource{}

func (s watchSource) State() engine.State {
	if s.wm.st.View == nil {
		return nil
	}
	return s.wm.st.View
}
func (s watchSource) Steps() []engine.Step         { return s.wm.steps }
func (s watchSource) ToAct() []int                 { return nil }
func (s watchSource) Bot(int) string               { return "" }
func (s watchSource) DrawsChance() bool            { return false }
func (s watchSource) Rand(match.Stream) *rand.Rand { return s.wm.rng }
func (s watchSource) Epoch() int                   { return 0 }
func (s watchSource) Play(seat int, move string) error {
	return errors.New("a spectator does not play")
}

// resultsButtons is the way out of a watched match's results (its log is
// redacted: no replay).
func (wm *watchMatch) resultsButtons(b *ui.Builder, y, w float64) float64 {
	ids, labels := []string{"results:menu"}, []string{lang.T("Leave")}
	on := func(string) bool { return true }
	return y + b.ButtonRow(ui.Box(20, y, w-40, 100), ids, labels, on, func(string) bool { return false }, 16) + 6
}

// status fills the hook for a spectator's page.
func (wm *watchMatch) status(st *game.Status, scene string) {
	if scene == sceneWatch {
		st.Answer = wm.answer
	}
	os := &game.OnlineStatus{Match: wm.inv.Match, Started: wm.started(), Step: len(wm.steps), Seats: []int{},
		Waiting: []string{}, Reports: []string{}, HostUp: wm.hostUp(), Spectators: []string{},
		Watching: true, WatchSteps: len(wm.steps), WatchSeat: wm.seat}
	if v := wm.st.View; v != nil {
		os.Over = v.Result() != nil
		h := v.Hash()
		os.Hash = hex.EncodeToString(h[:8])
	}
	if wm.st.Refused != "" {
		st.Note = lang.F("%s refused: %s", wm.inv.Host, wm.st.Refused)
	}
	for _, r := range wm.st.Reports {
		os.Reports = append(os.Reports, r.String())
	}
	wm.clockStatus(os)
	st.Online = os
}
