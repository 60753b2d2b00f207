package online

import (
	"context"
	"errors"
	"github.com/galleria-games/galleria/game/lang"
	"strconv"
	"time"

	"github.com/galleria-games/galleria/netplay/signal"
)

// Rooms: with the relay beside the site (galleria serve), the host puts its
// invite codes in a room and takes the answers from there; a guest who opens
// the room link takes an invite and leaves its answer, so nobody pastes.

// useRoom makes a room on the relay beside the site for this match's
// invitations (host).
func (m *netMatch) useRoom(room string) {
	o := m.o
	base, err := signal.RelayURL(o.pageURL())
	if err != nil {
		o.note = lang.F("Cannot use a room here: %s", err.Error())
		return
	}
	if room == "" {
		room = signal.NewRoomCode()
	}
	m.room, m.relay, m.relayOK = room, &signal.RelayClient{Base: base}, false
	m.store.Save("ui/room", []byte(room))
	m.roomNote = lang.T("Checking the relay…")
	rc, ctx := m.relay, m.ctx
	go func() {
		pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		err := rc.Ping(pctx)
		cancel()
		o.post(func() {
			if m.closed || m.relay != rc {
				return
			}
			if err != nil {
				m.room, m.relay, m.roomNote = "", nil, ""
				m.store.Save("ui/room", nil)
				o.note = lang.F("No room relay at this site (%s): send invite links instead. `galleria serve` has one.", err.Error())
				return
			}
			m.relayOK, m.roomNote = true, ""
			o.changed()
		})
	}()
}

// roomLink is the link guests open to take a seat through the room.
func (m *netMatch) roomLink() string {
	if m.room == "" || !m.relayOK {
		return ""
	}
	return m.o.pageURL() + "#room=" + m.room
}

// relayInvites puts the ready invitations in the room and waits for their
// answers there (host).
func (m *netMatch) relayInvites() {
	if m.relay == nil || !m.relayOK {
		return
	}
	o, rc, room := m.o, m.relay, m.room
	for _, inv := range m.invites {
		if inv.state != inviteReady || inv.relayed {
			continue
		}
		inv.relayed = true
		ctx, stop := context.WithCancel(m.ctx)
		inv.stopWait = stop
		code := inviteCode(inv.url)
		go func() {
			err := rc.PutOffer(ctx, room, inv.slot, code)
			var answer string
			if err == nil {
				answer, err = rc.WaitAnswer(ctx, room, inv.slot)
			}
			o.post(func() {
				if inv.dead || m.closed || ctx.Err() != nil {
					return
				}
				if err != nil {
					o.logf("galleria: room %s slot %d: %v", room, inv.slot, err)
					inv.relayed = false // try again on the next tick
					return
				}
				if inv.state == inviteReady {
					m.pasteAnswer(answer)
				}
			})
		}()
	}
}

// openRoom looks for a seat in a room (guest): a re-invitation of a seat
// this browser plays, else the first open invitation. The invite found is
// opened like an invite link, and the answer goes back to the room.
func (o *Online) openRoom(room string) {
	base, err := signal.RelayURL(o.pageURL())
	if err != nil {
		o.sh.SetScene(sceneOnline)
		o.note = lang.F("Cannot use a room here: %s", err.Error())
		return
	}
	o.closeMatch(false)
	o.sh.LeaveLocal()
	m := o.newMatch("", "")
	m.room, m.relay = room, &signal.RelayClient{Base: base}
	m.roomNote = lang.F("Looking for a seat in room %s…", room)
	o.m = m
	o.sh.SetScene(sceneJoin)
	rc, ctx, st := m.relay, m.ctx, o.p.Store
	go func() {
		code, slot, err := findSeat(ctx, rc, room, st)
		o.post(func() {
			if m.closed || o.m != m {
				return
			}
			if err != nil {
				m.roomNote = ""
				m.joinErr = lang.F("Room %s: %s", room, err.Error())
				return
			}
			o.setFragment("join=" + code)
			o.openJoin(o.pageURL() + "#join=" + code)
			if j := o.m; j != nil && j != m {
				j.room, j.relay, j.oldRoom = room, rc, room
				j.store.Save("ui/room", []byte(room))
				if j.answer != "" { // made already
					j.putAnswer(slot, j.answer)
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
			return "", 0, errors.New(lang.T("no open seat: ask the host for an invite link"))
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
		return "", 0, errors.New(lang.T("no open seat for this browser: ask the host for an invite link"))
	}
	return first, firstSlot, nil
}

// putAnswer puts the guest's answer in the room.
func (m *netMatch) putAnswer(slot int, code string) {
	o, rc, room, ctx := m.o, m.relay, m.room, m.ctx
	go func() {
		pctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		err := rc.PutAnswer(pctx, room, slot, code)
		cancel()
		if err != nil {
			o.post(func() {
				if !m.closed {
					m.joinErr = lang.F("Could not leave the answer in room %s (%s): send the answer code to the host instead.", room, err.Error())
				}
			})
		}
	}()
}
