package netplay

import (
	"fmt"
	"sync"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
)

// Watcher is a spectator of a match (spectate.go has the host's side). It
// says "watch" on its link to the host, takes the host's roster and the log
// as a spectator sees it, and follows it on a spectator's view of the game
// (engine.Follower), checking each step against the host's hash of that
// view. It sends nothing else: it cannot move, and the players never wait
// for it. Steps may arrive in any order; each waits for the ones before.
// All methods are safe for concurrent use.
type Watcher struct {
	mu    sync.Mutex
	cfg   Config
	key   string
	match string
	seq   uint64

	links    map[LinkID]Link
	nextLink LinkID
	hostLink LinkID

	setup   *Setup
	hostKey string
	g       engine.Game
	steps   []engine.Step   // followed, in order
	view    engine.State    // the spectator's view after steps
	want    int             // the number of steps the host's last view said the log has
	gen     int             // the host's feed generation (e) followed
	viewSeq uint64          // the sequence number of the last view taken (of hostKey, in gen)
	pending map[int]message // steps that wait for earlier ones, by step
	early   []message       // steps that came before the first view
	refused string
	reports []Report
	changed bool
	// The host's last clock message (by its number) and when it came: it
	// is read once the roster says the seats and the host.
	clockMsg *message
	clockAt  time.Time
}

// maxPending bounds the steps a watcher holds for later.
const maxPending = 4096

// NewWatcher makes a spectator of match (its 32-hex id). Identity and Name
// are used; a spectator who comes back with the same identity takes its
// place back at the host.
func NewWatcher(cfg Config, match string) (*Watcher, error) {
	if !cfg.Identity.Valid() {
		return nil, fmt.Errorf("netplay: config has no identity")
	}
	if !isHex(match, 32) {
		return nil, fmt.Errorf("netplay: match id %q is not 32 hex characters", clip(match))
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if len(cfg.Name) > 24 {
		cfg.Name = cfg.Name[:24]
	}
	return &Watcher{cfg: cfg, key: cfg.Identity.Key(), match: match, nextLink: 1,
		links: map[LinkID]Link{}, pending: map[int]message{}}, nil
}

// Attach adds a link to the host (a new one replaces the old) and says
// watch on it.
func (w *Watcher) Attach(l Link) LinkID {
	w.mu.Lock()
	defer w.unlock()
	id := w.nextLink
	w.nextLink++
	if old, ok := w.links[w.hostLink]; ok {
		old.Close()
		delete(w.links, w.hostLink)
	}
	w.links[id], w.hostLink = l, id
	w.seq++
	raw, err := encode(w.cfg.Identity, body{Kind: kindWatch, Match: w.match, From: w.key, Seq: w.seq, Seat: -1, Name: w.cfg.Name})
	if err == nil {
		err = l.Send(raw)
	}
	if err != nil {
		w.logf("netplay: watch: %v", err)
	}
	w.changed = true
	return id
}

// Detach tells the watcher a link closed.
func (w *Watcher) Detach(id LinkID) {
	w.mu.Lock()
	defer w.unlock()
	if _, ok := w.links[id]; !ok {
		return
	}
	delete(w.links, id)
	if id == w.hostLink {
		w.hostLink = 0
	}
	w.changed = true
}

// Close closes the watcher's links.
func (w *Watcher) Close() {
	w.mu.Lock()
	defer w.unlock()
	for id, l := range w.links {
		l.Close()
		delete(w.links, id)
	}
	w.hostLink = 0
	w.changed = true
}

// Receive takes a message that arrived on a link.
func (w *Watcher) Receive(id LinkID, data []byte) {
	w.mu.Lock()
	defer w.unlock()
	if _, ok := w.links[id]; !ok || id != w.hostLink {
		return
	}
	msg, err := decode(data)
	if err != nil {
		de := err.(*decodeError)
		w.report(Report{Fault: de.fault, Seat: -1, Detail: de.detail})
		return
	}
	if msg.Match != w.match {
		w.report(Report{Fault: FaultOtherMatch, Seat: -1, Detail: fmt.Sprintf("%s message for match %s, this is %s", msg.Kind, msg.Match, w.match)})
		return
	}
	switch msg.Kind {
	case kindView:
		w.takeView(msg)
	case kindVStep:
		switch {
		case w.setup == nil && len(w.early) < maxPending:
			w.early = append(w.early, *msg) // the view overtaken: checked when it comes
		case w.setup == nil:
			w.report(Report{Fault: FaultFlood, Seat: -1, Detail: "over 4,096 steps before the host's view"})
		case msg.From != w.hostKey:
			w.report(Report{Fault: FaultForged, Seat: -1, Detail: fmt.Sprintf("step %d signed by %s, not the host", msg.Step, clip(msg.From))})
		case msg.Epoch < w.gen:
			// A step of the log the host had before it went back.
		case msg.Epoch > w.gen && len(w.early) < maxPending:
			w.early = append(w.early, *msg) // its view is still to come
		case msg.Epoch > w.gen:
			w.report(Report{Fault: FaultFlood, Seat: -1, Detail: "over 4,096 steps before the host's view"})
		default:
			w.takeStep(msg)
		}
	case kindRefused:
		w.refused = msg.Text
		w.changed = true
	case kindClock:
		if c := w.clockMsg; c == nil || c.From != msg.From || c.Seq < msg.Seq {
			w.clockMsg, w.clockAt, w.changed = msg, w.cfg.Now(), true
		}
	default:
		w.report(Report{Fault: FaultMalformed, Seat: -1, Detail: fmt.Sprintf("%s message: a spectator takes view, vstep, clock and refused only", msg.Kind)})
	}
}

// takeView takes the host's roster. The first view names the host (trust
// on first use, as a guest's first lobby does); later ones must be signed
// by a peer of the match that the new roster names as host.
func (w *Watcher) takeView(msg *message) {
	s := msg.Setup
	if s.Match != w.match || s.Host < 0 || s.Host >= len(s.Peers) || s.Peers[s.Host].Key != msg.From {
		w.report(Report{Fault: FaultForged, Seat: -1, Detail: "a view whose roster does not name its author as host"})
		return
	}
	if w.setup != nil && w.setup.peerIndex(msg.From) < 0 {
		w.report(Report{Fault: FaultForged, Seat: -1, Detail: fmt.Sprintf("a view signed by %s, who is not in the match", clip(msg.From))})
		return
	}
	if w.setup != nil && (s.Game != w.setup.Game || !sameOptions(s.Options, w.setup.Options)) {
		w.report(Report{Fault: FaultIllegal, Seat: -1, Detail: "a view of another game or options"})
		return
	}
	if w.g == nil {
		g, err := games.Lookup(s.Game)
		if err != nil {
			w.report(Report{Fault: FaultIllegal, Seat: -1, Detail: err.Error()})
			return
		}
		st, err := g.New(s.Options)
		if err != nil {
			w.report(Report{Fault: FaultIllegal, Seat: -1, Detail: err.Error()})
			return
		}
		w.g, w.view = g, st.View(st.Seats())
	}
	again := msg.From != w.hostKey || msg.Epoch > w.gen
	switch {
	case again:
		// Another host, or the host's feed started again (its log went
		// back): its steps replace those that differ.
		w.gen = msg.Epoch
	case msg.Epoch < w.gen:
		return // an older view
	case msg.Seq <= w.viewSeq:
		// A view of this feed overtaken by a later one (links need not
		// keep the order): its roster is older.
		w.changed = true
		return
	}
	w.setup, w.hostKey, w.viewSeq = s.clone(), msg.From, msg.Seq
	if again || msg.Step > w.want {
		w.want = msg.Step
	}
	if again && msg.Step < len(w.steps) {
		// The host's log is shorter: follow the common part again. In one
		// generation the log only grows: steps sent after a view may
		// overtake it, and are kept.
		w.refollow(msg.Step)
	}
	early, pending := w.early, w.pending
	w.early, w.pending = nil, map[int]message{}
	for _, m := range early {
		switch {
		case m.From != w.hostKey:
			w.report(Report{Fault: FaultForged, Seat: -1, Detail: fmt.Sprintf("step %d signed by %s, not the host", m.Step, clip(m.From))})
		case m.Epoch > w.gen:
			w.early = append(w.early, m)
		case m.Epoch == w.gen:
			w.takeStep(&m)
		}
	}
	for _, m := range pending {
		if m.From == w.hostKey && m.Epoch == w.gen { // older steps are dropped
			w.takeStep(&m)
		}
	}
	w.changed = true
}

// takeStep follows a redacted step once every step before it is in.
func (w *Watcher) takeStep(msg *message) {
	n := msg.Step
	switch {
	case n < len(w.steps) && w.steps[n].Seat == msg.Seat && w.steps[n].Move == msg.Move:
		return // had it
	case n < len(w.steps):
		// A step of the host's current feed that differs from the one
		// followed: the host's log went back and took another way here.
		w.refollow(n)
		if len(w.steps) != n {
			return
		}
	case n > len(w.steps):
		if len(w.pending) >= maxPending {
			w.report(Report{Fault: FaultFlood, Seat: -1, Detail: "over 4,096 steps waiting for earlier ones"})
			return
		}
		w.pending[n] = *msg
		return
	}
	for {
		next := w.view.Clone()
		s := engine.Step{Seat: msg.Seat, Move: msg.Move}
		if err := engine.Follow(next, s); err != nil {
			w.report(Report{Fault: FaultIllegal, Seat: msg.Seat, Detail: fmt.Sprintf("step %d: %v", n, err)})
			return
		}
		if h := next.Hash(); b64(h[:]) != msg.State {
			w.report(Report{Fault: FaultDesync, Seat: msg.Seat, Detail: fmt.Sprintf("after step %d the view's hash differs from the host's", n)})
			return
		}
		w.view = next
		w.steps = append(w.steps, s)
		w.changed = true
		m, ok := w.pending[len(w.steps)]
		if !ok {
			return
		}
		delete(w.pending, len(w.steps))
		msg, n = &m, len(w.steps)
	}
}

// refollow rebuilds the view from the first n followed steps.
func (w *Watcher) refollow(n int) {
	v, err := engine.FollowMatch(w.g, w.setup.Options, w.view.Seats(), w.steps[:n])
	if err != nil {
		w.report(Report{Fault: FaultIllegal, Seat: -1, Detail: err.Error()})
		return
	}
	w.view, w.steps = v, w.steps[:n]
}

func sameOptions(a, b engine.Options) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// WatchStatus is what a spectator's page shows.
type WatchStatus struct {
	Setup   *Setup       // the host's roster; nil before the first view
	View    engine.State // the spectator's view after Step steps (a copy); nil before the first view
	Steps   int          // steps followed
	Behind  int          // steps the host has that are not followed yet
	HostUp  bool         // a link to the host is open
	Refused string       // the host's refusal, if any
	Reports []Report
}

// Status returns what the page shows.
func (w *Watcher) Status() WatchStatus {
	w.mu.Lock()
	defer w.mu.Unlock()
	st := WatchStatus{Steps: len(w.steps), HostUp: w.hostLink != 0, Refused: w.refused,
		Reports: append([]Report(nil), w.reports...)}
	if w.setup != nil {
		st.Setup = w.setup.clone()
		st.View = w.view.Clone()
		st.Behind = max(0, w.want-len(w.steps))
	}
	return st
}

// Clocks returns every seat's time now, as the host last told it; nil
// without a clock, before the host's first word on it, or when that word
// is not the host's.
func (w *Watcher) Clocks() []SeatClock {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.setup == nil || w.setup.Clock == nil || w.clockMsg == nil || w.clockMsg.From != w.hostKey {
		return nil
	}
	cs, err := readClock(nil, w.clockMsg, len(w.setup.Seats), w.clockAt)
	if err != nil {
		return nil
	}
	return cs.now(w.cfg.Now(), w.setup.Seats)
}

// Steps returns the redacted steps followed so far.
func (w *Watcher) Steps() []engine.Step {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]engine.Step(nil), w.steps...)
}

func (w *Watcher) report(r Report) {
	r.Step = len(w.steps)
	w.reports = append(w.reports, r)
	w.changed = true
	w.logf("netplay: %s", r)
}

func (w *Watcher) logf(format string, args ...any) {
	if w.cfg.Logf != nil {
		w.cfg.Logf(format, args...)
	}
}

func (w *Watcher) unlock() {
	ch := w.changed
	w.changed = false
	w.mu.Unlock()
	if ch && w.cfg.OnChange != nil {
		w.cfg.OnChange()
	}
}
