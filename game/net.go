//go:build !js || galleria_net

package game

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	mrand "math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/netplay"
	"github.com/galleria-games/galleria/netplay/signal"
)

// A networked match: a netplay.Peer (the host's or a guest's), the links
// being made to other devices, and a snapshot of the peer's state that the
// scenes read. Everything here runs on the game loop's goroutine; the
// transport's slow calls run on goroutines of their own and post their
// results back (App.post), and the peer says when it changed (OnChange sets
// App.netDirty).
//
// Storage (Online.Store) keys, per browser profile:
//
//	name                    the player's name
//	<match>/host/...        the host's peer (netplay's meta and records) and ui/nextslot
//	<match>/g<slot>/...     a guest's peer, by the invite slot it joined with, and ui/answered
//	<match>/seat<N>         which of the two above plays seat N here ("host" or "g<slot>")
//
// Keying a guest by its invite slot keeps two tabs of one browser profile
// apart (each joined with its own invite). Invite slots 0..7 are first
// invitations; slot 8+N re-invites the player of seat N (after a reload or
// a lost link), whose page finds its peer through <match>/seat<N>.

const (
	roleHost   = "host"
	rejoinSlot = 8 // re-invite slots: rejoinSlot + seat
	freshSlots = 8 // first invitations cycle through slots 0..7

	offerTimeout        = 30 * time.Second
	acceptTimeout       = 60 * time.Second
	answerTimeout       = 30 * time.Second
	offerRetry          = 5 * time.Second
	defaultGiveBotAfter = 30 * time.Second
)

// invite is one invitation the host made: an offer waiting for its answer.
type invite struct {
	slot   int
	seat   int // a re-invite: the seat whose player it is for; -1 for a first invitation
	url    string
	qr     *signal.Matrix
	qrErr  string
	accept func(ctx context.Context, answer string) (Link, error)
	cancel func()
	pipe   *pipe
	state  int
	dead   bool

	relayed  bool               // put in the room
	stopWait context.CancelFunc // ends the wait for its answer in the room
}

const (
	inviteMaking    = iota // the transport gathers the offer
	inviteReady            // shown, waiting for the answer
	inviteAccepting        // the answer was pasted, connecting
)

// netMatch is the App's online match.
type netMatch struct {
	a      *App
	ctx    context.Context
	stop   context.CancelFunc
	peer   *netplay.Peer // nil for a guest until its link opens
	store  *roleStore
	match  string
	role   string // storage role: "host" or "g<slot>"
	closed bool

	// Guest side: the invite this page opened and the answer to it.
	inv       signal.Invite
	answer    string // the answer code to show
	answering bool   // the transport makes the answer
	opening   bool   // waiting for the host to accept the answer
	joinErr   string
	stale     bool  // this page's invite was used already: a new link is needed
	hostPipe  *pipe // the link to the host
	hostAlive bool  // hostPipe is open

	// A room on the relay beside the site (galleria serve): the host puts
	// its invite codes there and takes the answers; a guest takes an invite
	// and puts its answer.
	room     string
	relay    *signal.RelayClient
	relayOK  bool   // the host's relay answered its ping
	roomNote string // what the room is doing (guest: looking for a seat)
	oldRoom  string // guest: the room this match was joined through

	// Host side: invitations.
	invites    []*invite
	nextSlot   int
	offerAfter time.Time // no new offer before (after a failure)
	selected   int       // the seat whose invite's QR code the lobby shows

	// The peer's snapshot, refreshed when it changes.
	st      netplay.Status
	state   engine.State
	steps   []engine.Step
	toAct   []int
	since   time.Time // when the match last made progress
	waitTxt string    // the waiting line last shown

	reportsLogged int
	botDue        time.Time
	botArmed      bool
	rng           *mrand.Rand
	lobbyOpened   bool // the player opened the lobby from the table
}

// ---------------------------------------------------------------- setup

func (a *App) newNet(match, role string) *netMatch {
	ctx, stop := context.WithCancel(context.Background())
	var seed [16]byte
	rand.Read(seed[:])
	n := &netMatch{a: a, ctx: ctx, stop: stop, match: match, role: role, selected: -1,
		rng: mrand.New(mrand.NewPCG(binary.LittleEndian.Uint64(seed[:8]), binary.LittleEndian.Uint64(seed[8:])))}
	prefix := ""
	if match != "" {
		prefix = match + "/" + role + "/"
	}
	n.store = newRoleStore(a.netStorage(), prefix)
	return n
}

// netStorage is the platform's storage, or one in memory.
func (a *App) netStorage() NetStorage {
	if a.online.Store == nil {
		a.online.Store = &MemNetStorage{}
	}
	return a.online.Store
}

// peerConfig is the netplay configuration of this App.
func (a *App) peerConfig(name string) netplay.Config {
	return netplay.Config{
		Name: name,
		Now:  a.now,
		Logf: a.logf,
		OnChange: func() {
			a.netDirty.Store(true)
		},
	}
}

func (a *App) logf(format string, args ...any) {
	if a.opt.Logf != nil {
		a.opt.Logf(format, args...)
	}
}

// closeNet ends the online match on this device: links are closed, what is
// stored stays (unless forget).
func (a *App) closeNet(forget bool) {
	n := a.net
	if n == nil {
		return
	}
	n.closed = true
	n.stop()
	for _, inv := range n.invites {
		n.killInvite(inv, false)
	}
	n.invites = nil
	if n.peer != nil {
		if forget && n.match != "" {
			st := a.netStorage()
			st.Forget(n.match + "/" + n.role + "/")
			for _, s := range n.mySeats() {
				st.Forget(n.match + "/seat" + strconv.Itoa(s))
			}
		}
		n.peer.Close()
	}
	a.net = nil
	if a.src == n {
		a.src, a.tbl = nil, nil
	}
}

// leaveNet closes the online match and takes it out of the URL.
func (a *App) leaveNet(forget bool) {
	if a.net != nil {
		a.closeNet(forget)
		a.setFragment("")
	}
}

func (a *App) setFragment(f string) {
	if a.online.SetFragment != nil {
		a.online.SetFragment(f)
	}
}

// pageURL is the page's URL without its fragment: the base of invite links.
func (a *App) pageURL() string {
	loc := "./"
	if a.online.Location != nil {
		loc = a.online.Location()
	}
	loc, _, _ = strings.Cut(loc, "#")
	return loc
}

// cleanName makes a display name fit the protocol: no control characters,
// at most 24 bytes of UTF-8, trimmed.
func cleanName(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == utf8.RuneError {
			return -1
		}
		return r
	}, s)
	s = strings.TrimSpace(s)
	for len(s) > 24 {
		_, n := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-n]
	}
	return strings.TrimSpace(s)
}

// loadName reads the player's name; "" until the player sets one (a host
// is then "Host", and the host names a guest "Guest N").
func (a *App) loadName() {
	if a.online.Store == nil {
		return
	}
	if b, err := a.online.Store.Load("name"); err == nil && len(b) > 0 {
		a.name = cleanName(string(b))
	}
}

// shownName is the player's name as the setup and join pages show it.
func (a *App) shownName(host bool) string {
	switch {
	case a.name != "":
		return a.name
	case host:
		return "Host"
	}
	return "Guest"
}

func (a *App) setName(s string) {
	if s = cleanName(s); s == "" {
		return
	}
	a.name = s
	a.netStorage().Save("name", []byte(s))
}

// openFromURL opens what the page's URL asks for: an invite (#join=), the
// host of a match after a reload (#host=), or the online menu (?net=1).
func (a *App) openFromURL() {
	if a.online.Location == nil {
		return
	}
	loc := a.online.Location()
	base, frag, _ := strings.Cut(loc, "#")
	hasNet := a.online.Net != nil
	switch {
	case strings.HasPrefix(frag, "join="):
		if !hasNet {
			a.menuNote = "This page was opened with an invite link, but this build has no online play."
			return
		}
		a.openJoin(loc)
	case strings.HasPrefix(frag, "host="):
		if !hasNet {
			return
		}
		a.restoreHost(strings.TrimPrefix(frag, "host="))
	case strings.HasPrefix(frag, "room="):
		if !hasNet {
			return
		}
		a.openRoom(strings.ToUpper(strings.TrimPrefix(frag, "room=")))
	default:
		if u, err := url.Parse(base); err == nil && u.Query().Get("net") == "1" && hasNet {
			a.scene = sceneOnline
		}
	}
}

// ---------------------------------------------------------------- host

// hostMatch opens a lobby from the host setup.
func (a *App) hostMatch() error {
	h := a.hostForm
	name := a.shownName(true)
	seats := h.plans(name)
	n := a.newNet("", roleHost)
	cfg := a.peerConfig(name)
	id, err := netplay.NewIdentity(nil)
	if err != nil {
		return err
	}
	cfg.Identity, cfg.Store = id, n.store
	if findOnlineGame(h.game) == nil {
		return fmt.Errorf("%s cannot be played online", gameTitle(h.game))
	}
	g, err := games.Lookup(h.game)
	if err != nil {
		return err
	}
	opts, err := g.Normalize(engine.Options{"players": strconv.Itoa(h.players)})
	if err != nil {
		return err
	}
	p, err := netplay.NewHost(cfg, g.Name(), opts, seats)
	if err != nil {
		return err
	}
	a.closeNet(false)
	a.leaveSolo()
	n.peer, n.match = p, p.Match()
	n.store.bind(n.match + "/" + roleHost + "/")
	a.net = n
	n.saveAliases()
	a.setFragment("host=" + n.match)
	a.netDirty.Store(true)
	n.refresh()
	a.scene = sceneLobby
	a.note = ""
	return nil
}

// restoreHost brings back the host of a match after a reload.
func (a *App) restoreHost(match string) {
	if len(match) != 32 {
		a.menuNote = "The link names no match."
		a.setFragment("")
		return
	}
	n := a.newNet(match, roleHost)
	cfg := a.peerConfig("")
	cfg.Store = n.store
	p, err := netplay.Restore(cfg)
	if err != nil {
		a.menuNote = "The online match could not be restored: " + err.Error()
		a.setFragment("")
		return
	}
	a.leaveSolo()
	n.peer = p
	a.net = n
	n.loadSlot()
	if b, _ := n.store.Load("ui/room"); len(b) > 0 {
		n.useRoom(string(b))
	}
	n.refresh()
	a.scene = sceneLobby
	a.note = "Welcome back. Your guests lost their links when this page reloaded: send each the new invite link below."
	if n.st.Started {
		n.lobbyOpened = true
		a.openNetTable()
		a.scene = sceneLobby
	}
	if !n.st.Host {
		a.note = "Another player hosts this match now. Ask them for an invite link."
	}
}

func (n *netMatch) loadSlot() {
	if b, err := n.store.Load("ui/nextslot"); err == nil {
		if v, err := strconv.Atoi(string(b)); err == nil {
			n.nextSlot = v
		}
	}
}

// game is the name of the match's game: the roster's once this peer has
// one, else the invite's (a guest before the host's lobby arrives).
func (n *netMatch) game() string {
	if g := n.st.Setup.Game; g != "" {
		return g
	}
	return n.inv.Game
}

// hosting reports whether this device hosts the match now.
func (n *netMatch) hosting() bool { return n.peer != nil && n.st.Host }

// ensureInvites keeps one invitation ready for every open seat (before the
// start) and one re-invitation for every seat whose player is not connected.
// It runs while the lobby is on screen.
func (n *netMatch) ensureInvites() {
	if !n.hosting() || n.a.online.Net == nil {
		return
	}
	st := &n.st
	want := map[int]int{} // re-invite slot → seat
	conn := st.Connected
	seen := map[int]bool{}
	for i, si := range st.Setup.Seats {
		if si.Peer < 0 || si.Peer == st.Me || si.Bot != "" || seen[si.Peer] {
			continue
		}
		seen[si.Peer] = true
		if si.Peer < len(conn) && conn[si.Peer] {
			continue
		}
		want[rejoinSlot+i] = i
	}
	open := 0
	if !st.Started {
		for _, si := range st.Setup.Seats {
			if si.Open() {
				open++
			}
		}
	}
	// Drop what is no longer needed.
	keep := n.invites[:0]
	fresh := 0
	for _, inv := range n.invites {
		drop := false
		if inv.seat >= 0 {
			_, ok := want[inv.slot]
			drop = !ok && inv.state != inviteAccepting
		} else if st.Started {
			drop = inv.state != inviteAccepting
		}
		if drop {
			n.killInvite(inv, true)
			continue
		}
		if inv.seat >= 0 {
			delete(want, inv.slot)
		} else {
			fresh++
		}
		keep = append(keep, inv)
	}
	n.invites = keep
	if n.a.now().Before(n.offerAfter) {
		n.relayInvites()
		return
	}
	for slot, seat := range want {
		n.makeInvite(slot, seat)
	}
	for ; fresh < open; fresh++ {
		n.makeInvite(n.freshSlot(), -1)
	}
	n.relayInvites()
}

// freshSlot picks the next first-invitation slot not in use.
func (n *netMatch) freshSlot() int {
	for k := 0; k < freshSlots; k++ {
		s := (n.nextSlot + k) % freshSlots
		used := false
		for _, inv := range n.invites {
			used = used || inv.slot == s
		}
		if !used {
			n.nextSlot = s + 1
			n.store.Save("ui/nextslot", []byte(strconv.Itoa(n.nextSlot)))
			return s
		}
	}
	n.nextSlot++
	return n.nextSlot % freshSlots
}

// makeInvite asks the transport for an offer, on a goroutine.
func (n *netMatch) makeInvite(slot, seat int) {
	inv := &invite{slot: slot, seat: seat, state: inviteMaking, pipe: newPipe()}
	n.invites = append(n.invites, inv)
	a, tr, ctx := n.a, n.a.online.Net, n.ctx
	hostName := cleanName(n.myName())
	game := n.game()
	go func() {
		octx, cancel := context.WithTimeout(ctx, offerTimeout)
		offer, accept, cancelOffer, err := tr.Offer(octx, inv.pipe.events())
		cancel()
		a.post(func() {
			if inv.dead || n.closed {
				if err == nil && cancelOffer != nil {
					cancelOffer()
				}
				return
			}
			if err == nil {
				inv.url, err = signal.InviteURL(a.pageURL(), signal.Invite{Match: n.match, Slot: slot, Game: game, Host: hostName, SDP: offer})
				if err != nil {
					cancelOffer()
				}
			}
			if err != nil {
				n.removeInvite(inv)
				n.offerAfter = a.now().Add(offerRetry)
				a.note = "Could not make an invite link: " + err.Error()
				a.logf("galleria: offer: %v", err)
				return
			}
			inv.accept, inv.cancel, inv.state = accept, cancelOffer, inviteReady
			if m, err := signal.QR(inv.url); err != nil {
				inv.qrErr = err.Error()
			} else {
				inv.qr = m
			}
		})
	}()
}

// killInvite abandons an invitation (and, with clear, empties its slot of
// the room).
func (n *netMatch) killInvite(inv *invite, clear bool) {
	inv.dead = true
	if inv.cancel != nil {
		inv.cancel()
	}
	if inv.stopWait != nil {
		inv.stopWait()
	}
	if clear && inv.relayed && n.relay != nil {
		rc, room, slot := n.relay, n.room, inv.slot
		go rc.Clear(context.Background(), room, slot)
	}
}

// inviteCode is the invite code in an invite link.
func inviteCode(link string) string {
	_, code, _ := strings.Cut(link, "#join=")
	return code
}

// useRoom makes a room on the relay beside the site for this match's
// invitations (host).
func (n *netMatch) useRoom(room string) {
	a := n.a
	base, err := signal.RelayURL(a.pageURL())
	if err != nil {
		a.note = "Cannot use a room here: " + err.Error()
		return
	}
	if room == "" {
		room = signal.NewRoomCode()
	}
	n.room, n.relay, n.relayOK = room, &signal.RelayClient{Base: base}, false
	n.store.Save("ui/room", []byte(room))
	n.roomNote = "Checking the relay…"
	rc, ctx := n.relay, n.ctx
	go func() {
		pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		err := rc.Ping(pctx)
		cancel()
		a.post(func() {
			if n.closed || n.relay != rc {
				return
			}
			if err != nil {
				n.room, n.relay, n.roomNote = "", nil, ""
				n.store.Save("ui/room", nil)
				a.note = "No room relay at this site (" + err.Error() + "): send invite links instead. `galleria serve` has one."
				return
			}
			n.relayOK, n.roomNote = true, ""
			a.netDirty.Store(true)
		})
	}()
}

// roomLink is the link guests open to take a seat through the room.
func (n *netMatch) roomLink() string {
	if n.room == "" || !n.relayOK {
		return ""
	}
	return n.a.pageURL() + "#room=" + n.room
}

// relayInvites puts the ready invitations in the room and waits for their
// answers there (host).
func (n *netMatch) relayInvites() {
	if n.relay == nil || !n.relayOK {
		return
	}
	a, rc, room := n.a, n.relay, n.room
	for _, inv := range n.invites {
		if inv.state != inviteReady || inv.relayed {
			continue
		}
		inv.relayed = true
		ctx, stop := context.WithCancel(n.ctx)
		inv.stopWait = stop
		inv := inv
		code := inviteCode(inv.url)
		go func() {
			err := rc.PutOffer(ctx, room, inv.slot, code)
			var answer string
			if err == nil {
				answer, err = rc.WaitAnswer(ctx, room, inv.slot)
			}
			a.post(func() {
				if inv.dead || n.closed || ctx.Err() != nil {
					return
				}
				if err != nil {
					a.logf("galleria: room %s slot %d: %v", room, inv.slot, err)
					inv.relayed = false // try again on the next tick
					return
				}
				if inv.state == inviteReady {
					n.pasteAnswer(answer)
				}
			})
		}()
	}
}

// openRoom looks for a seat in a room (guest): a re-invitation of a seat
// this browser plays, else the first open invitation. The invite found is
// opened like an invite link, and the answer goes back to the room.
func (a *App) openRoom(room string) {
	base, err := signal.RelayURL(a.pageURL())
	if err != nil {
		a.scene = sceneOnline
		a.note = "Cannot use a room here: " + err.Error()
		return
	}
	a.closeNet(false)
	a.leaveSolo()
	n := a.newNet("", "")
	n.room, n.relay = room, &signal.RelayClient{Base: base}
	n.roomNote = "Looking for a seat in room " + room + "…"
	a.net = n
	a.scene = sceneJoin
	rc, ctx, st := n.relay, n.ctx, a.netStorage()
	go func() {
		code, slot, err := findSeat(ctx, rc, room, st)
		a.post(func() {
			if n.closed || a.net != n {
				return
			}
			if err != nil {
				n.roomNote = ""
				n.joinErr = "Room " + room + ": " + err.Error()
				return
			}
			a.setFragment("join=" + code)
			a.openJoin(a.pageURL() + "#join=" + code)
			if m := a.net; m != nil && m != n {
				m.room, m.relay, m.oldRoom = room, rc, room
				m.store.Save("ui/room", []byte(room))
				if m.answer != "" { // made already
					m.putAnswer(slot, m.answer)
				}
			}
		})
	}()
}

// findSeat picks an invitation from a room: one for a seat this browser
// plays in that match (slot 8 + seat), else the first open one.
func findSeat(ctx context.Context, rc *signal.RelayClient, room string, st NetStorage) (string, int, error) {
	fctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	var slots []int
	for {
		var err error
		if slots, err = rc.OpenSlots(fctx, room); err != nil {
			return "", 0, err
		}
		if len(slots) > 0 {
			break
		}
		// The host may not have put its invitations there yet.
		select {
		case <-fctx.Done():
			return "", 0, fmt.Errorf("no open seat: ask the host for an invite link")
		case <-time.After(500 * time.Millisecond):
		}
	}
	first, firstSlot := "", -1
	for _, slot := range slots {
		code, err := rc.WaitOffer(fctx, room, slot)
		if err != nil {
			continue
		}
		inv, err := signal.ParseInvite(code)
		if err != nil {
			continue
		}
		if slot >= rejoinSlot {
			if b, _ := st.Load(inv.Match + "/seat" + strconv.Itoa(slot-rejoinSlot)); len(b) > 0 {
				return code, slot, nil
			}
			continue
		}
		if first == "" {
			first, firstSlot = code, slot
		}
	}
	if first == "" {
		return "", 0, fmt.Errorf("no open seat for this browser: ask the host for an invite link")
	}
	return first, firstSlot, nil
}

// putAnswer puts the guest's answer in the room.
func (n *netMatch) putAnswer(slot int, code string) {
	a, rc, room, ctx := n.a, n.relay, n.room, n.ctx
	go func() {
		pctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		err := rc.PutAnswer(pctx, room, slot, code)
		cancel()
		if err != nil {
			a.post(func() {
				if !n.closed {
					n.joinErr = "Could not leave the answer in room " + room + " (" + err.Error() + "): send the answer code to the host instead."
				}
			})
		}
	}()
}

func (n *netMatch) removeInvite(inv *invite) {
	for i, x := range n.invites {
		if x == inv {
			n.invites = append(n.invites[:i], n.invites[i+1:]...)
			return
		}
	}
}

// pasteAnswer takes an answer code a guest sent and connects to that guest.
func (n *netMatch) pasteAnswer(text string) {
	a := n.a
	text = strings.TrimSpace(text)
	if text == "" {
		return
	}
	ans, err := signal.ParseAnswer(text)
	if err != nil {
		a.note = "That is not an answer code (" + err.Error() + "). Ask your guest to copy it again."
		return
	}
	if ans.Match != n.match {
		a.note = "That answer code is for another match."
		return
	}
	var inv *invite
	for _, x := range n.invites {
		if x.slot == ans.Slot {
			inv = x
		}
	}
	switch {
	case inv == nil:
		a.note = "That answer is for an invite link that is no longer open: send your guest the new link."
		return
	case inv.state == inviteAccepting:
		a.note = "That guest is connecting already."
		return
	case inv.state != inviteReady:
		a.note = "That invite link is not ready yet."
		return
	}
	inv.state = inviteAccepting
	a.note = "Connecting to your guest…"
	ctx := n.ctx
	go func() {
		actx, cancel := context.WithTimeout(ctx, acceptTimeout)
		l, err := inv.accept(actx, ans.SDP)
		cancel()
		a.post(func() {
			n.removeInvite(inv)
			if inv.stopWait != nil {
				inv.stopWait()
			}
			if inv.dead || n.closed {
				if err == nil {
					l.Close()
				}
				return
			}
			if err != nil {
				inv.cancel()
				a.note = "Could not connect to that guest (" + err.Error() + "). Send them the new invite link and paste their new answer."
				return
			}
			inv.pipe.bind(n.peer, l)
			a.note = "Your guest is connected."
			a.netDirty.Store(true)
		})
	}()
}

// ---------------------------------------------------------------- guest

// openJoin opens an invite link: it restores this browser's peer of that
// match if there is one, and makes the answer to the invite's offer.
func (a *App) openJoin(link string) {
	inv, err := signal.InviteFromURL(link)
	if err != nil {
		a.scene = sceneOnline
		a.note = "The invite link cannot be read: " + err.Error()
		return
	}
	if findOnlineGame(inv.Game) == nil {
		a.scene = sceneOnline
		a.note = refuseGame(inv.Game)
		a.logf("galleria: invite to match %s refused: game %q", inv.Match, inv.Game)
		return
	}
	base := a.netStorage()
	role := "g" + strconv.Itoa(inv.Slot)
	if inv.Slot >= rejoinSlot {
		if b, _ := base.Load(inv.Match + "/seat" + strconv.Itoa(inv.Slot-rejoinSlot)); len(b) > 0 {
			role = string(b)
		}
	}
	a.closeNet(false)
	a.leaveSolo()
	n := a.newNet(inv.Match, role)
	n.inv = inv
	a.net = n
	a.note = ""
	if meta, _ := n.store.Load("meta"); len(meta) > 0 {
		cfg := a.peerConfig("")
		cfg.Store = n.store
		if p, err := netplay.Restore(cfg); err != nil {
			a.logf("galleria: restoring match %s: %v", inv.Match, err)
			a.note = "The match stored in this browser could not be restored (" + err.Error() + "): joining afresh."
			// Start over under a fresh guest role of the same slot.
			base.Forget(n.store.prefix)
		} else {
			n.peer = p
		}
	}
	if b, _ := n.store.Load("ui/room"); len(b) > 0 {
		n.oldRoom = string(b)
	}
	used, _ := n.store.Load("ui/answered")
	n.stale = n.peer != nil && string(used) == offerHash(inv.SDP)
	if !n.stale && n.peer != nil && n.peer.IsHost() {
		// A former host, invited back by the player who took over.
		n.peer.JoinAsGuest()
	}
	n.refresh()
	switch {
	case n.stale && n.st.Host:
		// This page took over as host before it was reloaded.
		a.note = "You host this match now: send the other players their new invite links."
		if n.st.Started {
			a.openNetTable()
			n.lobbyOpened = true
		}
		a.scene = sceneLobby
	case n.stale && n.st.Started:
		// A reload: the offer of this link was used up by the link this
		// page had. Only a new link from the host connects it again; the
		// table says so.
		a.openNetTable()
	case n.stale:
		a.scene = sceneJoin
	default:
		if n.peer != nil && n.st.Started {
			a.openNetTable()
		}
		a.scene = sceneJoin // the answer code first
		n.startAnswer()
	}
}

// offerHash names an offer in storage.
func offerHash(sdp string) string {
	h := sha256.Sum256([]byte(sdp))
	return hex.EncodeToString(h[:12])
}

// startAnswer makes the answer to the invite, then waits for the host to
// accept it, on goroutines.
func (n *netMatch) startAnswer() {
	a, tr, ctx := n.a, n.a.online.Net, n.ctx
	n.answering, n.answer, n.joinErr, n.stale = true, "", "", false
	p := newPipe()
	p.onDown = func() {
		a.post(func() {
			if n.hostPipe == p {
				n.hostAlive = false
				n.stale = true
			}
		})
		a.netDirty.Store(true)
	}
	inv := n.inv
	go func() {
		actx, cancel := context.WithTimeout(ctx, answerTimeout)
		sdp, open, err := tr.Answer(actx, inv.SDP, p.events())
		cancel()
		var code string
		if err == nil {
			code, err = signal.Answer{Match: inv.Match, Slot: inv.Slot, SDP: sdp}.Code()
		}
		a.post(func() {
			if n.closed || a.net != n {
				return
			}
			n.answering = false
			if err != nil {
				n.joinErr = "Could not answer the invite: " + err.Error()
				return
			}
			n.answer, n.opening = code, true
			if n.relay != nil {
				n.putAnswer(inv.Slot, code)
			}
			go func() {
				l, err := open(ctx)
				a.post(func() {
					if n.closed || a.net != n {
						if err == nil {
							l.Close()
						}
						return
					}
					n.opening = false
					if err != nil {
						n.joinErr = "The connection to the host failed (" + err.Error() + "). If the host has not pasted your answer yet, make a new one; otherwise ask for a new invite link."
						return
					}
					n.connected(p, l)
				})
			}()
		})
	}()
}

// connected attaches the guest's new link to the host.
func (n *netMatch) connected(p *pipe, l Link) {
	a := n.a
	if n.peer == nil {
		cfg := a.peerConfig(a.name)
		id, err := netplay.NewIdentity(nil)
		if err == nil {
			cfg.Identity, cfg.Store = id, n.store
			n.peer, err = netplay.NewGuest(cfg, n.inv.Match)
		}
		if err != nil {
			l.Close()
			n.joinErr = "Could not join: " + err.Error()
			return
		}
	}
	n.store.Save("ui/answered", []byte(offerHash(n.inv.SDP)))
	n.hostPipe, n.hostAlive = p, true
	n.answer = ""
	p.bind(n.peer, l)
	n.refresh()
	if p.isClosed() {
		n.hostAlive, n.stale = false, true
	}
	if !n.st.Started {
		a.scene = sceneLobby
	}
	a.note = ""
}

// hostUp reports whether a guest's link to the host is open.
func (n *netMatch) hostUp() bool { return n.hostPipe != nil && n.hostAlive && !n.hostPipe.isClosed() }

// takeHost makes this guest the host, after the host left.
func (n *netMatch) takeHost() {
	if err := n.peer.TakeHost(); err != nil {
		n.a.note = "Could not take over: " + err.Error()
		return
	}
	n.hostPipe, n.hostAlive, n.stale = nil, false, false
	n.refresh()
	n.lobbyOpened = true
	n.a.scene = sceneLobby
	n.a.note = "You host the match now. Send the other players their new invite links; the game goes on when they are back (or give their seats to bots)."
}

// newLink asks for a new invite link and opens it.
func (a *App) askNewLink() {
	a.askText("Paste the new invite link the host sent you", func(text string) {
		text = strings.TrimSpace(text)
		if text == "" {
			return
		}
		inv, err := signal.InviteFromURL(text)
		if err != nil {
			a.note = "That is not an invite link: " + err.Error()
			a.dirty = true
			return
		}
		code, _ := inv.Code()
		a.setFragment("join=" + code)
		a.openJoin(text)
	})
}

// ---------------------------------------------------------------- snapshot

// refresh takes a new snapshot of the peer.
func (n *netMatch) refresh() {
	if n.peer == nil {
		return
	}
	st := n.peer.Status()
	n.st = st
	n.state, n.steps, n.toAct = nil, nil, nil
	if st.Started {
		n.steps = n.peer.Steps()
		n.state = n.peer.State()
		n.toAct = n.peer.HumansToAct()
		if after := n.peer.Status().Step; after != len(n.steps) || st.Step != len(n.steps) {
			n.a.netDirty.Store(true) // moved on meanwhile: look again next tick
		}
	}
	now := n.a.now()
	n.since = now
	for _, w := range st.Waiting {
		n.since = now.Add(-w.For)
		break
	}
	n.saveAliases()
}

// mySeats are the seats played at this device (people and bots).
func (n *netMatch) mySeats() []int {
	var out []int
	for i, si := range n.st.Setup.Seats {
		if si.Peer >= 0 && si.Peer == n.st.Me {
			out = append(out, i)
		}
	}
	return out
}

// saveAliases records which stored peer plays each local seat, for
// re-invitations.
func (n *netMatch) saveAliases() {
	if n.match == "" || n.st.Me < 0 {
		return
	}
	st := n.a.netStorage()
	for _, s := range n.mySeats() {
		k := n.match + "/seat" + strconv.Itoa(s)
		if b, _ := st.Load(k); string(b) != n.role {
			st.Save(k, []byte(n.role))
		}
	}
}

func (n *netMatch) myName() string {
	if me := n.st.Me; me >= 0 && me < len(n.st.Setup.Peers) {
		return n.st.Setup.Peers[me].Name
	}
	return n.a.shownName(n.st.Host)
}

// seatInfo is the table's view of the roster: names, kinds and the seats
// of people at this device.
func (n *netMatch) seatInfo() (names []string, kinds []seatKind, humans []int) {
	for i, si := range n.st.Setup.Seats {
		names = append(names, si.Name)
		k := kindRemote
		switch {
		case si.Bot == "random":
			k = kindRandom
		case si.Bot != "":
			k = kindGreedy
		case si.Peer == n.st.Me && si.Peer >= 0:
			k = kindHuman
			humans = append(humans, i)
		}
		kinds = append(kinds, k)
	}
	return
}

// seatConnected reports, by seat, whether its player is connected (bots
// count as connected: their peer runs them).
func (n *netMatch) seatConnected() []bool {
	out := make([]bool, len(n.st.Setup.Seats))
	for i, si := range n.st.Setup.Seats {
		switch {
		case si.Peer < 0:
		case si.Peer < len(n.st.Connected):
			out[i] = n.st.Connected[si.Peer]
		}
		if si.Peer == n.st.Me && si.Peer >= 0 {
			out[i] = true
		}
	}
	if !n.st.Host && !n.hostUp() {
		for i, si := range n.st.Setup.Seats {
			if si.Peer != n.st.Me {
				out[i] = false
			}
		}
	}
	return out
}

// The match as the table sees it (matchSource).

func (n *netMatch) State() engine.State  { return n.state }
func (n *netMatch) Steps() []engine.Step { return n.steps }
func (n *netMatch) Step() int            { return len(n.steps) }
func (n *netMatch) Over() bool           { return n.st.Over }

// HumansToAct lists the local seats that must act; none while a guest has
// lost its host (the table shows what to do about that instead).
func (n *netMatch) HumansToAct() []int {
	if !n.st.Host && !n.hostUp() {
		return nil
	}
	return n.toAct
}

func (n *netMatch) Play(seat int, move string) error {
	err := n.peer.Play(seat, move)
	n.refresh()
	return err
}

// ---------------------------------------------------------------- tick

// netTick runs the online match: snapshot, bots, invitations, the table. It
// reports whether anything on screen may have changed.
func (a *App) netTick() bool {
	n := a.net
	changed := false
	if a.netDirty.Swap(false) {
		n.refresh()
		changed = true
	}
	if n.peer == nil {
		return changed
	}
	if n.hosting() && a.scene == sceneLobby {
		before := len(n.invites)
		n.ensureInvites()
		changed = changed || len(n.invites) != before
	}
	if n.st.Started && !n.st.Over {
		if n.peer.BotToAct() >= 0 {
			now := a.now()
			if !n.botArmed {
				n.botDue, n.botArmed = now.Add(a.botDelay()), true
			}
			if !now.Before(n.botDue) {
				n.botArmed = false
				if _, err := n.peer.RunBots(n.rng); err != nil {
					a.logf("galleria: %v", err)
				}
			}
		} else {
			n.botArmed = false
		}
	}
	if !n.st.Started {
		return changed
	}
	if a.tbl == nil || a.src != n {
		a.openNetTable()
		return true
	}
	t := a.tbl
	names, kinds, humans := n.seatInfo()
	t.setSeats(names, kinds, humans)
	t.conn = n.seatConnected()
	t.sealed = map[int]bool{}
	for _, s := range n.st.Sealed {
		t.sealed[s] = true
	}
	if len(n.steps) > t.done {
		t.catchUp(n.steps, true)
		changed = true
	}
	for ; n.reportsLogged < len(n.st.Reports); n.reportsLogged++ {
		t.addLog(reportWords(n.st.Reports[n.reportsLogged]))
		changed = true
	}
	switch {
	case a.scene == sceneLobby && n.lobbyOpened:
		// The lobby was opened from the table: stay there.
	case a.scene == sceneJoin && !n.st.Host && !n.hostUp() && !n.stale:
		// A guest coming back: the answer code stays on screen until the
		// host accepts it.
	case a.scene == sceneLobby || a.scene == sceneJoin:
		a.scene = sceneTable
		changed = true
	}
	if a.scene == sceneTable || a.scene == sceneHandoff || a.scene == sceneResults {
		if a.route() {
			changed = true
		}
	}
	prompt, buttons := n.waitInfo()
	if prompt != t.netPrompt || !sameButtons(buttons, t.netButtons) {
		t.netPrompt, t.netButtons = prompt, buttons
		changed = true
	}
	return changed
}

// openNetTable shows the table of a started online match.
func (a *App) openNetTable() {
	n := a.net
	names, kinds, humans := n.seatInfo()
	t, err := newTable(n.st.Setup.Game, names, kinds, humans, n.st.Setup.Options, n.steps)
	if err != nil {
		a.note = "Cannot show the match: " + err.Error()
		return
	}
	t.online = true
	t.conn = n.seatConnected()
	for ; n.reportsLogged < len(n.st.Reports); n.reportsLogged++ {
		t.addLog(reportWords(n.st.Reports[n.reportsLogged]))
	}
	a.tbl, a.src = t, n
	a.scene = sceneTable
	a.route()
	t.netPrompt, t.netButtons = n.waitInfo()
}

func sameButtons(a, b []netButton) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// waitInfo is the table's line about whom the match waits for, and the
// buttons that go with it: give a silent seat to a bot (host), take over
// (a guest whose host left), invite again.
func (n *netMatch) waitInfo() (string, []netButton) {
	st := &n.st
	if st.Over {
		return "", nil
	}
	var buttons []netButton
	if !st.Host && !n.hostUp() {
		if n.oldRoom != "" {
			buttons = append(buttons, netButton{"net:room", "Look in room " + n.oldRoom + " again"})
		}
		buttons = append(buttons, netButton{"net:takehost", "Take over as host"}, netButton{"net:newlink", "Paste a new invite link"})
		return "Host disconnected. Ask the host for a new invite link, or take over as host.", buttons
	}
	waited := n.a.now().Sub(n.since)
	secs := int(waited / time.Second)
	var who []string
	seenPeer := map[int]bool{}
	mine := false
	for _, w := range st.Waiting {
		if w.Peer == st.Me && w.Peer >= 0 {
			mine = true
			continue
		}
		if w.Peer >= 0 && seenPeer[w.Peer] {
			continue
		}
		seenPeer[w.Peer] = true
		seat := w.Seat
		if seat < 0 {
			seat = seatOfPeer(st, w.Peer)
		}
		name := w.Name
		if seat >= 0 && seat < len(st.Setup.Seats) {
			name = fmt.Sprintf("%s (seat %d)", st.Setup.Seats[seat].Name, seat+1)
		}
		if !w.Connected {
			name += ", disconnected"
		}
		who = append(who, name)
		if st.Host && seat >= 0 && waited >= n.a.giveBotAfter() {
			buttons = append(buttons, netButton{"net:bot:" + strconv.Itoa(seat), fmt.Sprintf("Give seat %d to a bot", seat+1)})
		}
	}
	if st.Host {
		for i, c := range n.seatConnected() {
			si := st.Setup.Seats[i]
			if !c && si.Bot == "" && si.Peer >= 0 && si.Peer != st.Me {
				buttons = append(buttons, netButton{"net:lobby", "Invite links"})
				break
			}
		}
	}
	if len(who) == 0 {
		return "", buttons
	}
	line := fmt.Sprintf("Waiting for %s — %d s", strings.Join(who, ", "), secs)
	if len(st.Sealed) > 0 && !mine {
		for _, s := range st.Sealed {
			if st.Setup.Seats[s].Peer == st.Me {
				line = "Sealed — waiting for the others: " + strings.Join(who, ", ") + fmt.Sprintf(" — %d s", secs)
				break
			}
		}
	}
	return line, buttons
}

func seatOfPeer(st *netplay.Status, peer int) int {
	for i, si := range st.Setup.Seats {
		if si.Peer == peer && peer >= 0 {
			return i
		}
	}
	return -1
}

func (a *App) giveBotAfter() time.Duration {
	if a.opt.GiveBotAfter > 0 {
		return a.opt.GiveBotAfter
	}
	return defaultGiveBotAfter
}

// clickNet handles the table's online buttons.
func (a *App) clickNet(id string) {
	n := a.net
	if n == nil || n.peer == nil {
		return
	}
	switch {
	case strings.HasPrefix(id, "net:bot:"):
		seat, err := strconv.Atoi(strings.TrimPrefix(id, "net:bot:"))
		if err != nil || seat < 0 || seat >= len(n.st.Setup.Seats) {
			return
		}
		peer := n.st.Setup.Seats[seat].Peer
		for i, si := range n.st.Setup.Seats {
			if si.Peer == peer && si.Bot == "" {
				if err := n.peer.GiveToBot(i, "greedy"); err != nil {
					a.tbl.err = err.Error()
				}
			}
		}
		n.refresh()
	case id == "net:takehost":
		n.takeHost()
	case id == "net:newlink":
		a.askNewLink()
	case id == "net:room":
		room := n.oldRoom
		a.setFragment("room=" + room)
		a.openRoom(room)
	case id == "net:lobby" || id == "table:players":
		n.lobbyOpened = true
		a.scene = sceneLobby
	}
}

// reportWords says what a fault report means, in plain words.
func reportWords(r netplay.Report) string {
	who := "an unknown sender"
	switch {
	case r.Seat >= 0 && r.Peer != "":
		who = fmt.Sprintf("%s (seat %d)", r.Peer, r.Seat+1)
	case r.Seat >= 0:
		who = fmt.Sprintf("seat %d", r.Seat+1)
	case r.Peer != "":
		who = r.Peer
	}
	what := map[netplay.Fault]string{
		netplay.FaultMalformed:  "it was not a valid message",
		netplay.FaultOversized:  "it was too large",
		netplay.FaultForged:     "its signature is wrong or its sender is not in the match",
		netplay.FaultReplayed:   "it was a repeat",
		netplay.FaultWrongSeat:  "it was for a seat that player does not play",
		netplay.FaultIllegal:    "it was not a legal move now",
		netplay.FaultBadReveal:  "its revealed move does not match the sealed one",
		netplay.FaultEquivocate: "it sealed two different moves",
		netplay.FaultDesync:     "that player's game differs from ours (out of sync)",
		netplay.FaultOtherMatch: "it belongs to another match",
		netplay.FaultFlood:      "too many messages came at once",
	}[r.Fault]
	if what == "" {
		what = string(r.Fault)
	}
	return fmt.Sprintf("Problem at step %d: a message from %s was ignored: %s (%s).", r.Step, who, what, r.Detail)
}

// netStatus adds the online match to a Status.
func (a *App) netStatus(st *Status) {
	n := a.net
	if a.scene == sceneJoin {
		st.Answer = n.answer
	}
	st.Room = n.roomLink()
	if a.scene == sceneLobby {
		for _, r := range n.lobbyRows() {
			if r.inv != nil && r.inv.state == inviteReady {
				st.Invite = r.inv.url
				break
			}
		}
	}
	o := &OnlineStatus{Match: n.match, Host: n.st.Host, Started: n.st.Started, Over: n.st.Over,
		Seats: n.mySeats(), Step: len(n.steps), Waiting: []string{}, Reports: []string{},
		Connected: n.seatConnected(), HostUp: n.st.Host || n.hostUp()}
	if o.Seats == nil {
		o.Seats = []int{}
	}
	for _, w := range n.st.Waiting {
		c := "disconnected"
		if w.Connected {
			c = "connected"
		}
		o.Waiting = append(o.Waiting, fmt.Sprintf("seat %d (%s): %s, %s", w.Seat+1, w.Name, w.What, c))
	}
	for _, r := range n.st.Reports {
		o.Reports = append(o.Reports, r.String())
	}
	if n.state != nil {
		h := n.state.Hash()
		o.Hash = hex.EncodeToString(h[:8])
	}
	st.Online = o
}
