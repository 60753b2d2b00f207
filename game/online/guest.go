package online

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"github.com/galleria-games/galleria/game/lang"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/netplay"
	"github.com/galleria-games/galleria/netplay/signal"
)

// openJoin opens an invite link: it restores this browser's peer of that
// match if there is one, and makes the answer to the invite's offer.
func (o *Online) openJoin(link string) {
	inv, err := signal.InviteFromURL(link)
	if err != nil {
		o.sh.SetScene(sceneOnline)
		o.note = lang.F("The invite link cannot be read: %s", err.Error())
		return
	}
	if o.form.find(inv.Game) == nil {
		o.sh.SetScene(sceneOnline)
		o.note = o.refuseGame(inv.Game)
		o.logf("galleria: invite to match %s refused: game %q", inv.Match, inv.Game)
		return
	}
	base := o.p.Store
	role := "g" + strconv.Itoa(inv.Slot)
	if inv.Slot >= rejoinSlot {
		if b, _ := base.Load(inv.Match + "/seat" + strconv.Itoa(inv.Slot-rejoinSlot)); len(b) > 0 {
			role = string(b)
		}
	}
	o.closeMatch(false)
	o.sh.LeaveLocal()
	// After a rematch this page accepted, the invite of the first match
	// leads to the last one.
	m := o.newMatch(o.followRematch(inv.Match, role), role)
	m.inv = inv
	o.m = m
	o.note = ""
	if meta, _ := m.store.Load("meta"); len(meta) > 0 {
		cfg := o.peerConfig("")
		cfg.Store = m.store
		if p, err := netplay.Restore(cfg); err != nil {
			o.logf("galleria: restoring match %s: %v", inv.Match, err)
			o.note = lang.F("The match stored in this browser could not be restored (%s): joining afresh.", err.Error())
			// Start over under a fresh guest role of the same slot.
			base.Forget(m.store.Prefix())
		} else {
			m.peer = p
		}
	}
	if b, _ := m.store.Load("ui/room"); len(b) > 0 {
		m.oldRoom = string(b)
	}
	used, _ := m.store.Load("ui/answered")
	m.stale = m.peer != nil && string(used) == offerHash(inv.SDP)
	if !m.stale && m.peer != nil && m.peer.IsHost() {
		// A former host, invited back by the player who took over.
		m.peer.JoinAsGuest()
	}
	m.refresh()
	switch {
	case m.stale && m.st.Host:
		// This page took over as host before it was reloaded.
		o.note = lang.T("You host this match now: send the other players their new invite links.")
		if m.st.Started {
			m.openTable()
			m.lobbyOpened = true
		}
		o.sh.SetScene(sceneLobby)
	case m.stale && m.st.Started:
		// A reload: the offer of this link was used up by the link this
		// page had. Only a new link from the host connects it again; the
		// table says so.
		m.openTable()
	case m.stale:
		o.sh.SetScene(sceneJoin)
	default:
		if m.peer != nil && m.st.Started {
			m.openTable()
		}
		o.sh.SetScene(sceneJoin) // the answer code first
		m.startAnswer()
	}
}

// offerHash names an offer in storage.
func offerHash(sdp string) string {
	h := sha256.Sum256([]byte(sdp))
	return hex.EncodeToString(h[:12])
}

// startAnswer makes the answer to the invite, then waits for the host to
// accept it, on goroutines.
func (m *netMatch) startAnswer() {
	o, tr, ctx := m.o, m.o.p.Net, m.ctx
	m.answering, m.answer, m.joinErr, m.stale = true, "", "", false
	var p *netplay.Pipe
	p = netplay.NewPipe(func() {
		o.post(func() {
			if m.hostPipe == p {
				m.hostAlive = false
				m.stale = true
			}
		})
		o.changed()
	})
	inv := m.inv
	go func() {
		actx, cancel := context.WithTimeout(ctx, answerTimeout)
		sdp, open, err := tr.Answer(actx, inv.SDP, pipeEvents(p))
		cancel()
		var code string
		if err == nil {
			code, err = signal.Answer{Match: inv.Match, Slot: inv.Slot, SDP: sdp}.Code()
		}
		o.post(func() {
			if m.closed || o.m != m {
				return
			}
			m.answering = false
			if err != nil {
				m.joinErr = lang.F("Could not answer the invite: %s", err.Error())
				return
			}
			m.answer, m.opening = code, true
			if m.relay != nil {
				m.putAnswer(inv.Slot, code)
			}
			go func() {
				l, err := open(ctx)
				o.post(func() {
					if m.closed || o.m != m {
						if err == nil {
							l.Close()
						}
						return
					}
					m.opening = false
					if err != nil {
						m.joinErr = lang.F("The connection to the host failed (%s). If the host has not pasted your answer yet, make a new one; otherwise ask for a new invite link.", err.Error())
						if errors.Is(err, ErrNoPath) {
							m.joinErr = lang.F("Could not connect to the host. %s Then ask the host for a new invite link.", noPathWords())
						}
						return
					}
					m.connected(p, l)
				})
			}()
		})
	}()
}

// connected attaches the guest's new link to the host.
func (m *netMatch) connected(p *netplay.Pipe, l Link) {
	o := m.o
	if m.peer == nil {
		cfg := o.peerConfig(o.name)
		id, err := netplay.NewIdentity(nil)
		if err == nil {
			cfg.Identity, cfg.Store = id, m.store
			m.peer, err = netplay.NewGuest(cfg, m.inv.Match)
		}
		if err != nil {
			l.Close()
			m.joinErr = lang.F("Could not join: %s", err.Error())
			return
		}
	}
	m.store.Save("ui/answered", []byte(offerHash(m.inv.SDP)))
	m.hostPipe, m.hostAlive = p, true
	m.answer = ""
	p.Bind(m.peer, l)
	m.refresh()
	if p.IsClosed() {
		m.hostAlive, m.stale = false, true
	}
	if !m.st.Started {
		o.sh.SetScene(sceneLobby)
	}
	o.note = ""
}

// hostUp reports whether a guest's link to the host is open.
func (m *netMatch) hostUp() bool { return m.hostPipe != nil && m.hostAlive && !m.hostPipe.IsClosed() }

// askNewLink asks for a new invite link and opens it.
func (o *Online) askNewLink() {
	o.askText(lang.T("Paste the new invite link the host sent you"), func(text string) {
		text = strings.TrimSpace(text)
		if text == "" {
			return
		}
		inv, err := signal.InviteFromURL(text)
		if err != nil {
			o.note = lang.F("That is not an invite link: %s", err.Error())
			return
		}
		code, _ := inv.Code()
		o.setFragment("join=" + code)
		o.openJoin(text)
	})
}
