package online

import (
	"context"
	"errors"
	"github.com/galleria-games/galleria/game/lang"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/netplay"
	"github.com/galleria-games/galleria/netplay/signal"
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
	pipe   *netplay.Pipe
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

// ensureInvites keeps one invitation ready for every open seat (before the
// start) and one re-invitation for every seat whose player is not connected.
// It runs while the lobby is on screen.
func (m *netMatch) ensureInvites() {
	o := m.o
	if !m.hosting() || o.p.Net == nil {
		return
	}
	st := &m.st
	want := map[int]int{} // re-invite slot → seat
	conn := st.Connected
	seen := map[int]bool{}
	deciding := m.rematchDeciding()
	for i, si := range st.Setup.Seats {
		if si.Peer < 0 || si.Peer == st.Me || si.Bot != "" || seen[si.Peer] || deciding[i] {
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
		open = openSeats(st)
	}
	// Drop what is no longer needed.
	keep := m.invites[:0]
	fresh := 0
	for _, inv := range m.invites {
		drop := false
		if inv.seat >= 0 {
			_, ok := want[inv.slot]
			drop = !ok && inv.state != inviteAccepting
		} else if st.Started {
			drop = inv.state != inviteAccepting
		}
		if drop {
			m.killInvite(inv, true)
			continue
		}
		if inv.seat >= 0 {
			delete(want, inv.slot)
		} else {
			fresh++
		}
		keep = append(keep, inv)
	}
	m.invites = keep
	if o.sh.Now().Before(m.offerAfter) {
		m.relayInvites()
		return
	}
	for slot, seat := range want {
		m.makeInvite(slot, seat)
	}
	for ; fresh < open; fresh++ {
		m.makeInvite(m.freshSlot(), -1)
	}
	m.relayInvites()
}

// openSeats counts the seats that still wait for a guest.
func openSeats(st *netplay.Status) int {
	n := 0
	for _, si := range st.Setup.Seats {
		if si.Open() {
			n++
		}
	}
	return n
}

// freshSlot picks the next first-invitation slot not in use.
func (m *netMatch) freshSlot() int {
	for k := 0; k < freshSlots; k++ {
		s := (m.nextSlot + k) % freshSlots
		used := false
		for _, inv := range m.invites {
			used = used || inv.slot == s
		}
		if !used {
			m.nextSlot = s + 1
			m.store.Save("ui/nextslot", []byte(strconv.Itoa(m.nextSlot)))
			return s
		}
	}
	m.nextSlot++
	return m.nextSlot % freshSlots
}

// makeInvite asks the transport for an offer, on a goroutine.
func (m *netMatch) makeInvite(slot, seat int) {
	inv := &invite{slot: slot, seat: seat, state: inviteMaking, pipe: netplay.NewPipe(nil)}
	m.invites = append(m.invites, inv)
	o, tr, ctx := m.o, m.o.p.Net, m.ctx
	hostName := cleanName(m.myName())
	game := m.game()
	go func() {
		octx, cancel := context.WithTimeout(ctx, offerTimeout)
		offer, accept, cancelOffer, err := tr.Offer(octx, pipeEvents(inv.pipe))
		cancel()
		o.post(func() {
			if inv.dead || m.closed {
				if err == nil && cancelOffer != nil {
					cancelOffer()
				}
				return
			}
			if err == nil {
				inv.url, err = signal.InviteURL(o.pageURL(), signal.Invite{Match: m.id, Slot: slot, Game: game, Host: hostName, SDP: offer})
				if err != nil {
					cancelOffer()
				}
			}
			if err != nil {
				m.removeInvite(inv)
				m.offerAfter = o.sh.Now().Add(offerRetry)
				o.note = lang.F("Could not make an invite link: %s", err.Error())
				o.logf("galleria: offer: %v", err)
				return
			}
			inv.accept, inv.cancel, inv.state = accept, cancelOffer, inviteReady
			if q, err := signal.QR(inv.url); err != nil {
				inv.qrErr = err.Error()
			} else {
				inv.qr = q
			}
		})
	}()
}

// killInvite abandons an invitation (and, with clear, empties its slot of
// the room).
func (m *netMatch) killInvite(inv *invite, clear bool) {
	inv.dead = true
	if inv.cancel != nil {
		inv.cancel()
	}
	if inv.stopWait != nil {
		inv.stopWait()
	}
	if clear && inv.relayed && m.relay != nil {
		rc, room, slot := m.relay, m.room, inv.slot
		go rc.Clear(context.Background(), room, slot)
	}
}

func (m *netMatch) removeInvite(inv *invite) {
	for i, x := range m.invites {
		if x == inv {
			m.invites = append(m.invites[:i], m.invites[i+1:]...)
			return
		}
	}
}

// inviteCode is the invite code in an invite link.
func inviteCode(link string) string {
	_, code, _ := strings.Cut(link, "#join=")
	return code
}

// pasteAnswer takes an answer code a guest sent and connects to that guest.
func (m *netMatch) pasteAnswer(text string) {
	o := m.o
	text = strings.TrimSpace(text)
	if text == "" {
		return
	}
	ans, err := signal.ParseAnswer(text)
	if err != nil {
		o.note = lang.F("That is not an answer code (%s). Ask your guest to copy it again.", err.Error())
		return
	}
	if ans.Match != m.id {
		o.note = lang.T("That answer code is for another match.")
		return
	}
	if ans.Slot == watchSlot {
		m.pasteWatchAnswer(ans)
		return
	}
	var inv *invite
	for _, x := range m.invites {
		if x.slot == ans.Slot {
			inv = x
		}
	}
	switch {
	case inv == nil:
		o.note = lang.T("That answer is for an invite link that is no longer open: send your guest the new link.")
		return
	case inv.state == inviteAccepting:
		o.note = lang.T("That guest is connecting already.")
		return
	case inv.state != inviteReady:
		o.note = lang.T("That invite link is not ready yet.")
		return
	}
	inv.state = inviteAccepting
	o.note = lang.T("Connecting to your guest…")
	m.acceptAnswer(inv, ans.SDP, func() {
		m.removeInvite(inv)
		if inv.stopWait != nil {
			inv.stopWait()
		}
	}, func(err error) string {
		if errors.Is(err, ErrNoPath) {
			return lang.F("Could not connect to that guest. %s Then send them the new invite link and paste their new answer.", noPathWords())
		}
		return lang.F("Could not connect to that guest (%s). Send them the new invite link and paste their new answer.", err.Error())
	}, lang.T("Your guest is connected."))
}

// acceptAnswer connects, on a goroutine, to the guest or spectator that
// answered inv's offer with sdp. Back on the page's loop it calls done,
// then binds the link to the match's peer and notes connected, or cancels
// the offer and notes failed(err); an invite dropped or a match closed
// meanwhile closes the link.
func (m *netMatch) acceptAnswer(inv *invite, sdp string, done func(), failed func(error) string, connected string) {
	o, ctx := m.o, m.ctx
	go func() {
		actx, cancel := context.WithTimeout(ctx, acceptTimeout)
		l, err := inv.accept(actx, sdp)
		cancel()
		o.post(func() {
			done()
			if inv.dead || m.closed {
				if err == nil {
					l.Close()
				}
				return
			}
			if err != nil {
				inv.cancel()
				o.note = failed(err)
				return
			}
			inv.pipe.Bind(m.peer, l)
			o.note = connected
			o.changed()
		})
	}()
}
