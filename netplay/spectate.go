package netplay

import (
	"encoding/json"
	"fmt"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
)

// Spectators (the host's side; watcher.go is the spectator's).
//
// A spectator is not a peer of the match: it has no seat, takes part in no
// round and is never sent the match's messages, which carry what a
// spectator may not see (reveals of chance nonces give every draw away).
// It says "watch" on a link to the host; the host sends it the roster
// ("view": the setup and how many steps the log has) and then each step of
// the log as a spectator sees it ("vstep": engine.Redact for viewer
// Seats()), with the spectator's view's hash after the step, all signed by
// the host. Nothing a spectator sends is relayed or waited for, so
// spectators never delay the players.

// MaxSpectators bounds the spectators of a match: a ninth is refused.
const MaxSpectators = 8

// Spectator kinds.
const (
	kindWatch = "watch" // spectator → host on a new link: key, name, match
	kindView  = "view"  // host → spectator: the roster, and the number of steps (s)
	kindVStep = "vstep" // host → spectator: step s as a spectator sees it, and the view's hash after it (sh)
)

// watcherInfo is one spectator the host knows.
type watcherInfo struct {
	key, name string
	link      LinkID // 0: not connected
	roster    string // the roster last sent (JSON), "" for none on this link
	sent      int    // steps sent on the current link
}

// spectatorFeed is the log as a spectator sees it, kept by the host as its
// log grows: a full state of its own at step n, the redacted steps and the
// spectator view's hash after each.
type spectatorFeed struct {
	st     engine.State
	logAt  [32]byte // the host's log hash at step n: a change of log rebuilds the feed
	steps  []engine.Step
	hashes [][32]byte
}

// watchers is the host's list of spectators and its feed.
type watchers struct {
	list []*watcherInfo
	feed *spectatorFeed
}

// watch handles a spectator's watch on a link: it takes the spectator (a
// known key takes its place back) and sends it the roster and the whole
// redacted log.
func (p *Peer) watch(id LinkID, ls *linkState, msg *message) {
	if p.setup.peerIndex(msg.From) >= 0 {
		p.refuse(id, msg.From, "a player of the match cannot watch it")
		return
	}
	if p.watchers == nil {
		p.watchers = &watchers{}
	}
	var w *watcherInfo
	for _, o := range p.watchers.list {
		if o.key == msg.From {
			w = o
		}
	}
	if w == nil {
		if len(p.watchers.list) >= MaxSpectators {
			p.refuse(id, msg.From, fmt.Sprintf("the match has %d spectators, the most it takes", MaxSpectators))
			return
		}
		name := cleanWatcherName(msg.Name, len(p.watchers.list)+1)
		w = &watcherInfo{key: msg.From, name: name}
		p.watchers.list = append(p.watchers.list, w)
		p.logf("netplay: %s watches", name)
	} else if w.link != 0 && w.link != id {
		if old, ok := p.links[w.link]; ok {
			old.link.Close()
			delete(p.links, w.link)
		}
	}
	ls.watcher = true
	w.link, w.sent, w.roster = id, 0, ""
	p.changed = true
	p.feedWatchers()
}

// cleanWatcherName is a spectator's name, at most 24 bytes, or
// "Spectator N".
func cleanWatcherName(name string, n int) string {
	if len(name) > 24 {
		name = name[:24]
	}
	if name == "" {
		name = fmt.Sprintf("Spectator %d", n)
	}
	return name
}

// feedWatchers brings the feed up to the log and sends every connected
// spectator what it has not had: a new roster, new steps. A log that
// changed under the feed (a change of host went back) rebuilds it, and
// each spectator gets the roster and every step again.
func (p *Peer) feedWatchers() {
	if p.watchers == nil || !p.isHost() || p.quiet || p.stopped {
		return
	}
	// Before the start the roster is all there is to send.
	var steps []engine.Step
	rebuilt := false
	if p.started {
		var err error
		if rebuilt, err = p.syncFeed(); err != nil {
			p.logf("netplay: spectators: %v", err)
			return
		}
		steps = p.watchers.feed.steps
	}
	f := p.watchers.feed
	for _, w := range p.watchers.list {
		if w.link == 0 {
			continue
		}
		if _, ok := p.links[w.link]; !ok {
			w.link = 0
			continue
		}
		roster, err := json.Marshal(p.setup)
		if err != nil {
			continue
		}
		if rebuilt || string(roster) != w.roster || w.sent > len(steps) {
			w.sent, w.roster = 0, string(roster)
			p.sendOn(w.link, body{Kind: kindView, Step: len(steps), Epoch: p.setup.Epoch, Seat: -1, Setup: p.setup.clone()})
		}
		for ; w.sent < len(steps); w.sent++ {
			s, h := f.steps[w.sent], f.hashes[w.sent]
			p.sendOn(w.link, body{Kind: kindVStep, Step: w.sent, Seat: s.Seat, Move: s.Move, State: b64(h[:])})
		}
	}
}

// syncFeed makes the feed follow the host's log; it reports whether it
// was rebuilt from the start.
func (p *Peer) syncFeed() (bool, error) {
	f := p.watchers.feed
	rebuilt := false
	if f == nil || len(f.steps) > len(p.steps) || p.hist[len(f.steps)].log != f.logAt {
		g, err := games.Lookup(p.setup.Game)
		if err != nil {
			return false, err
		}
		st, err := g.New(p.setup.Options)
		if err != nil {
			return false, err
		}
		f = &spectatorFeed{st: st, logAt: p.hist[0].log}
		p.watchers.feed = f
		rebuilt = true
	}
	viewer := f.st.Seats()
	for n := len(f.steps); n < len(p.steps); n++ {
		s := p.steps[n]
		r, err := engine.Redact(f.st, viewer, s)
		if err != nil {
			return rebuilt, fmt.Errorf("step %d: %v", n, err)
		}
		if err := f.st.Apply(s.Seat, s.Move); err != nil {
			return rebuilt, fmt.Errorf("step %d: %v", n, err)
		}
		f.steps = append(f.steps, r)
		f.hashes = append(f.hashes, f.st.View(viewer).Hash())
		f.logAt = p.hist[n+1].log
	}
	return rebuilt, nil
}

// Spectator is a spectator the host knows, for the players' list.
type Spectator struct {
	Name      string
	Connected bool
}

// Spectators lists the match's spectators (the host's list; a guest's is
// empty).
func (p *Peer) Spectators() []Spectator {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.watchers == nil {
		return nil
	}
	out := make([]Spectator, 0, len(p.watchers.list))
	for _, w := range p.watchers.list {
		_, ok := p.links[w.link]
		out = append(out, Spectator{Name: w.name, Connected: w.link != 0 && ok})
	}
	return out
}
