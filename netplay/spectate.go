package netplay

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/galleria-games/galleria/engine/games"
)

// The host redacts steps and a spectator follows them with the games'
// follow rules, which only programs that redact link (engine.FollowRules).
func init() { games.RegisterFollowers() }

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
	// kindAudience: host → guests, advice: the spectators (txt: a JSON
	// list of {"n": name, "c": connected}), whenever they change.
	kindAudience = "audience"
)

// watcherInfo is one spectator the host knows.
type watcherInfo struct {
	key, name string
	link      LinkID // 0: not connected
}

// watchers is the host's list of spectators, kept under the peer's lock,
// and its feeder, which sends them the log on a goroutine of its own
// (feeder.go), so that spectators never hold up the players.
type watchers struct {
	list []*watcherInfo
	fd   *feeder
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
	w.link = id
	p.changed = true
	p.feedWatchers()
	p.sendAudience()
	if p.clock != nil && p.started {
		p.sendClock() // the spectator's first word on the times
	}
}

// cleanWatcherName is a spectator's name, at most 24 bytes, or
// "Spectator N".
func cleanWatcherName(name string, n int) string {
	if len(name) > 24 {
		name = strings.ToValidUTF8(name[:24], "")
	}
	if name == "" {
		name = fmt.Sprintf("Spectator %d", n)
	}
	return name
}

// feedWatchers hands the feeder what it needs to bring every connected
// spectator up to date: the roster, the log, the spectators' links. It
// copies the log (a change of host may cut it and write over it); the
// redaction, the signatures and the sends are the feeder's.
func (p *Peer) feedWatchers() {
	if p.watchers == nil || !p.isHost() || p.quiet || p.stopped {
		return
	}
	snap := &feedSnap{setup: p.setup.clone(), links: map[LinkID]Link{}}
	if p.started {
		snap.steps = slices.Clone(p.steps)
	}
	for _, w := range p.watchers.list {
		if ls, ok := p.links[w.link]; ok && w.link != 0 {
			snap.links[w.link] = ls.link
		} else {
			w.link = 0
		}
	}
	if p.watchers.fd == nil {
		p.watchers.fd = newFeeder(p.cfg.Identity, p.setup.Match, p.cfg.Logf)
	}
	p.watchers.fd.post(snap)
}

// Spectator is a spectator the host knows, for the players' list.
type Spectator struct {
	Name      string
	Connected bool
}

// Spectators lists the match's spectators: the host's list, or on a guest
// the list the host last sent.
func (p *Peer) Spectators() []Spectator {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.isHost() {
		return slices.Clone(p.audience)
	}
	return p.spectators()
}

// spectators is the host's list; the caller holds the lock.
func (p *Peer) spectators() []Spectator {
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

// audienceEntry is one spectator in an audience message.
type audienceEntry struct {
	Name      string `json:"n"`
	Connected bool   `json:"c"`
}

// sendAudience tells the guests the spectators (the host, after a change
// of its spectators or of its links).
func (p *Peer) sendAudience() {
	if !p.isHost() || p.watchers == nil {
		return
	}
	list := p.spectators()
	entries := make([]audienceEntry, len(list))
	for i, s := range list {
		entries[i] = audienceEntry{Name: s.Name, Connected: s.Connected}
	}
	data, err := json.Marshal(entries)
	if err != nil {
		return
	}
	for id, ls := range p.links {
		if ls.peer >= 0 {
			p.sendOn(id, body{Kind: kindAudience, Seat: -1, Text: string(data)})
		}
	}
}

// takeAudience keeps the host's list of spectators (a guest), unless a
// later message from the same host came first.
func (p *Peer) takeAudience(msg *message) {
	if p.audienceFrom == msg.From && p.audienceSeq > msg.Seq {
		return
	}
	var entries []audienceEntry
	if err := json.Unmarshal([]byte(msg.Text), &entries); err != nil || len(entries) > MaxSpectators {
		p.report(Report{Fault: FaultMalformed, Seat: -1, Peer: "host", Detail: fmt.Sprintf("an audience message that is not a list of at most %d spectators", MaxSpectators)})
		return
	}
	p.audience = p.audience[:0]
	for _, e := range entries {
		p.audience = append(p.audience, Spectator{Name: cleanWatcherName(e.Name, len(p.audience)+1), Connected: e.Connected})
	}
	p.audienceFrom, p.audienceSeq = msg.From, msg.Seq
	p.changed = true
}
