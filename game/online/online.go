// Package online is online play of the Galleria client: the online menu,
// the host's setup, the lobby, the guest's join page, and the running of an
// online match (a netplay.Peer) whose table the app shell shows. It plugs
// into the shell (package game) as a game.Online and does everything to the
// app through the game.Shell it is given; only the browser's net build
// (wasm, tag galleria_net) and tests link it, so the solo build carries no
// netplay and no WebRTC.
//
// Everything here runs on the game loop's goroutine. The transport's slow
// calls run on goroutines of their own and post their results back
// (Shell.Post); the peer says when it changed (its OnChange marks the
// snapshot stale and asks for a frame).
package online

import (
	"github.com/galleria-games/galleria/game/lang"
	"log"
	"strings"
	"sync/atomic"
	"time"

	"github.com/galleria-games/galleria/game"
	"github.com/galleria-games/galleria/game/ui"
	"github.com/galleria-games/galleria/netplay"
)

// Scenes of online play, as Status reports them.
const (
	sceneOnline    = "online"     // play online: host or join
	sceneHostSetup = "host-setup" // the host's seats
	sceneLobby     = "lobby"      // the seats of an online match, invitations
	sceneJoin      = "join"       // a guest's answer to an invite

	// The shell's scenes that online play names.
	sceneMenu    = "menu"
	sceneTable   = "table"
	sceneHandoff = "handoff"
	sceneResults = "results"
)

// Options tune online play.
type Options struct {
	// GiveBotAfter is how long a seat must keep an online match waiting
	// before the host is offered to give it to a bot; 0 means 30 s.
	GiveBotAfter time.Duration
	// Logf receives the online match's protocol events and fault reports
	// (the browser console); nil means log.Printf.
	Logf func(format string, args ...any)
}

const defaultGiveBotAfter = 30 * time.Second

// Online is online play. It implements game.Online.
type Online struct {
	p   Platform
	opt Options
	sh  game.Shell

	m         *netMatch   // the online match on this device, if any
	w         *watchMatch // the match this device watches, if any (spectate.go)
	form      hostForm    // the host's setup
	name      string      // this player's name ("" until set)
	note      string      // a message on the online scenes
	clipboard string      // the last text copied (for the test hook)
	dirty     atomic.Bool // the peer changed: take a new snapshot on the next tick
}

var _ game.Online = (*Online)(nil)

// New makes online play on a platform. It does nothing until the shell
// starts it.
func New(p Platform, o Options) *Online {
	if o.GiveBotAfter <= 0 {
		o.GiveBotAfter = defaultGiveBotAfter
	}
	if o.Logf == nil {
		o.Logf = log.Printf
	}
	if p.Store == nil {
		p.Store = &netplay.MemStore{}
	}
	return &Online{p: p, opt: o}
}

// Start implements game.Online: it reads the player's name and prepares the
// host setup from the shell's games.
func (o *Online) Start(s game.Shell) {
	o.sh = s
	o.form = newHostForm(s.Games())
	if b, err := o.p.Store.Load("name"); err == nil && len(b) > 0 {
		o.name = cleanName(string(b))
	}
}

// OpenFromURL implements game.Online: an invite (#join=), the host of a
// match after a reload (#host=), a room (#room=), or the online menu
// (?net=1).
func (o *Online) OpenFromURL() { o.openFromURL() }

// Enter implements game.Online: the online menu.
func (o *Online) Enter() {
	o.note = ""
	o.sh.SetScene(sceneOnline)
}

// Active implements game.Online: an online match exists on this device
// (a lobby, a join page, a running match).
func (o *Online) Active() bool { return o.m != nil || o.w != nil }

// Tick implements game.Online: it runs the online match.
func (o *Online) Tick() bool {
	if o.w != nil {
		return o.w.tick()
	}
	if o.m == nil {
		return false
	}
	return o.m.tick()
}

// Quiet reports whether online play has nothing to do on the game loop
// until something announces itself (the peer's OnChange, posted work, a
// click) or the clock moves its waiting line on: the shell's loop may then
// wait (game.Options.IdleWait). It is not quiet while a bot of this device
// must move (it thinks in slices on the loop, and waits for the bot delay).
func (o *Online) Quiet() bool {
	m := o.m
	if m == nil {
		return o.w == nil || !o.dirty.Load()
	}
	if o.dirty.Load() {
		return false
	}
	if m.peer == nil || !m.st.Started || m.st.Over {
		return true
	}
	return !m.drv.Due()
}

// Build implements game.Online.
func (o *Online) Build(scene string, b *ui.Builder) bool {
	switch scene {
	case sceneOnline:
		o.buildMenu(b)
	case sceneHostSetup:
		o.buildHostSetup(b)
	case sceneLobby:
		o.buildLobby(b)
	case sceneJoin:
		o.buildJoin(b)
	case sceneWatch:
		o.buildWatch(b)
	default:
		return false
	}
	return true
}

// Click implements game.Online.
func (o *Online) Click(scene, id string) {
	if strings.HasPrefix(id, "chat:") {
		o.clickChat(id)
		return
	}
	switch scene {
	case sceneOnline:
		o.clickMenu(id)
	case sceneHostSetup:
		o.clickHostSetup(id)
	case sceneLobby:
		o.clickLobby(id)
	case sceneJoin:
		o.clickJoin(id)
	case sceneWatch:
		o.clickWatch(id)
	case sceneTable:
		if id == "table:players" || strings.HasPrefix(id, "net:") {
			o.clickNet(id)
		}
	}
}

// Leave implements game.Online: it closes the online match and takes it out
// of the URL; with forget its saves are dropped too.
func (o *Online) Leave(forget bool) {
	if o.m != nil || o.w != nil {
		o.closeMatch(forget)
		o.setFragment("")
	}
}

// post runs f on the game loop, and draws a new frame after it.
func (o *Online) post(f func()) {
	o.sh.Post(func() {
		f()
		o.sh.Changed()
	})
}

// changed marks the peer's snapshot stale and asks for a frame; any
// goroutine may call it.
func (o *Online) changed() {
	o.dirty.Store(true)
	if o.sh != nil {
		o.sh.Changed()
	}
}

func (o *Online) logf(format string, args ...any) { o.opt.Logf(format, args...) }

func (o *Online) setFragment(f string) {
	if o.p.SetFragment != nil {
		o.p.SetFragment(f)
	}
}

// pageURL is the page's URL without its fragment: the base of invite links.
func (o *Online) pageURL() string {
	loc := "./"
	if o.p.Location != nil {
		loc = o.p.Location()
	}
	loc, _, _ = strings.Cut(loc, "#")
	return loc
}

// shownName is the player's name as the setup and join pages show it: a
// host with no name is "Host" (and names its guests "Guest N").
func (o *Online) shownName(host bool) string {
	switch {
	case o.name != "":
		return o.name
	case host:
		return "Host"
	}
	return "Guest"
}

func (o *Online) setName(s string) {
	if s = cleanName(s); s == "" {
		return
	}
	o.name = s
	o.p.Store.Save("name", []byte(s))
}

// askText shows the platform's text box; done runs on the game loop.
func (o *Online) askText(label string, done func(string)) {
	if o.p.AskText == nil {
		o.note = lang.T("This device cannot show a text box.")
		return
	}
	o.p.AskText(label, func(s string) {
		o.post(func() { done(s) })
	})
}

// copyText puts text on the clipboard (and keeps it for the test hook).
func (o *Online) copyText(s, what string) {
	o.clipboard = s
	if o.p.Copy != nil {
		o.p.Copy(s)
	}
	o.note = lang.F("%s copied.", what)
}
