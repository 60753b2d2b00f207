package online

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	mrand "math/rand/v2"
	"strconv"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/netplay"
	"github.com/galleria-games/galleria/netplay/signal"
)

// A networked match: a netplay.Peer (the host's or a guest's), the links
// being made to other devices, and a snapshot of the peer's state that the
// scenes and the table read.

const (
	roleHost   = "host"
	rejoinSlot = 8 // re-invite slots: rejoinSlot + seat
	freshSlots = 8 // first invitations cycle through slots 0..7

	offerTimeout  = 30 * time.Second
	acceptTimeout = 60 * time.Second
	answerTimeout = 30 * time.Second
	offerRetry    = 5 * time.Second
)

// netMatch is the online match on this device.
type netMatch struct {
	o      *Online
	ctx    context.Context
	stop   context.CancelFunc
	peer   *netplay.Peer // nil for a guest until its link opens
	store  *netplay.PrefixStore
	id     string // the match id ("" until a host's peer makes it)
	role   string // storage role: "host" or "g<slot>"
	closed bool

	// Guest side: the invite this page opened and the answer to it.
	inv       signal.Invite
	answer    string // the answer code to show
	answering bool   // the transport makes the answer
	opening   bool   // waiting for the host to accept the answer
	joinErr   string
	stale     bool          // this page's invite was used already: a new link is needed
	hostPipe  *netplay.Pipe // the link to the host
	hostAlive bool          // hostPipe is open

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
	offerAfter time.Time    // no new offer before (after a failure)
	selected   int          // the seat whose invite's QR code the lobby shows
	paths      map[int]Path // by peer index: how this device reaches it (paths.go)
	watchInv   *invite      // the spectator link (spectate_host.go)

	// The peer's snapshot, refreshed when it changes (snapshot.go).
	st    netplay.Status
	state engine.State
	steps []engine.Step
	toAct []int
	chat  chatView  // this page's view of the chat (chat.go)
	clk   clockView // this page's view of the clock (clock.go)
	since time.Time // when the match last made progress

	reportsLogged int           // fault reports written to the table's log
	drv           *match.Driver // runs the match: this device's bots (peerSource)
	rng           *mrand.Rand   // this device's bots draw from it
	lobbyOpened   bool          // the player opened the lobby from the table
	past          *pastMatch    // the driver's source's end, once a rematch replaced it
	rematchErr    string        // why the rematch could not be offered or joined
}

// newDriver makes the match driver of the match's peer.
func (m *netMatch) newDriver() {
	m.past = &pastMatch{}
	m.drv = match.NewDriver(peerSource{m, m.past}, false)
}

// newMatch makes a match for the storage role of a match id ("" for a
// host's, until the peer makes it).
func (o *Online) newMatch(id, role string) *netMatch {
	ctx, stop := context.WithCancel(context.Background())
	var seed [16]byte
	rand.Read(seed[:])
	m := &netMatch{o: o, ctx: ctx, stop: stop, id: id, role: role, selected: -1,
		rng: mrand.New(mrand.NewPCG(binary.LittleEndian.Uint64(seed[:8]), binary.LittleEndian.Uint64(seed[8:])))}
	m.newDriver()
	prefix := ""
	if id != "" {
		prefix = id + "/" + role + "/"
	}
	m.store = netplay.NewPrefixStore(o.p.Store, prefix)
	m.watchPaths()
	return m
}

// peerConfig is the netplay configuration of a peer on this device.
func (o *Online) peerConfig(name string) netplay.Config {
	return netplay.Config{
		Name:     name,
		Now:      o.sh.Now,
		Logf:     o.logf,
		OnChange: o.changed,
	}
}

// closeMatch ends the online match on this device: links are closed, what
// is stored stays (unless forget).
func (o *Online) closeMatch(forget bool) {
	o.closeWatch(forget)
	m := o.m
	if m == nil {
		return
	}
	m.closed = true
	m.stop()
	for _, inv := range m.invites {
		m.killInvite(inv, false)
	}
	if m.watchInv != nil {
		m.killInvite(m.watchInv, false)
		m.watchInv = nil
	}
	m.invites = nil
	if m.peer != nil {
		if forget && m.id != "" {
			st := o.p.Store
			st.Forget(m.id + "/" + m.role + "/")
			for _, s := range m.mySeats() {
				st.Forget(m.id + "/seat" + strconv.Itoa(s))
			}
		}
		m.peer.Close()
	}
	o.m = nil
}

// game is the name of the match's game: the roster's once this peer has
// one, else the invite's (a guest before the host's lobby arrives).
func (m *netMatch) game() string {
	if g := m.st.Setup.Game; g != "" {
		return g
	}
	return m.inv.Game
}

// hosting reports whether this device hosts the match now.
func (m *netMatch) hosting() bool { return m.peer != nil && m.st.Host }
