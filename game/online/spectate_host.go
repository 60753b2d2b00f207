package online

import (
	"context"
	"errors"
	"strings"

	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
	"github.com/galleria-games/galleria/netplay"
	"github.com/galleria-games/galleria/netplay/signal"
)

// The host's spectator link: one offer at a time, for one spectator, like
// an invite (a new one once it is used); the host takes up to
// netplay.MaxSpectators. Its link is the invite's code under
// "#watch=", and its answers come back on slot watchSlot, which no invite
// uses. The link is offered in the lobby before and during the match (a
// spectator joins a live match too).

// watchSlot is the slot of spectator links and of their answers: above the
// re-invitations' (rejoinSlot + seat, at most rejoinSlot + ui.MaxSeats - 1).
const watchSlot = 15

// watchURL is a spectator link: the page, then "#watch=" and the invite's
// code.
func watchURL(page string, inv signal.Invite) (string, error) {
	u, err := signal.InviteURL(page, inv)
	if err != nil {
		return "", err
	}
	base, code, _ := strings.Cut(u, "#join=")
	return base + "#watch=" + code, nil
}

// ensureWatchLink keeps one spectator link ready while the lobby is on
// screen. It is offered even when the match has all the spectators it
// takes: a spectator who reloaded comes back through it (a new one is then
// refused by the host, in plain words on its page).
func (m *netMatch) ensureWatchLink() {
	o := m.o
	if !m.hosting() || o.p.Net == nil || m.watchInv != nil || o.sh.Now().Before(m.offerAfter) {
		return
	}
	inv := &invite{slot: watchSlot, seat: -1, state: inviteMaking, pipe: netplay.NewPipe(nil)}
	m.watchInv = inv
	tr, ctx := o.p.Net, m.ctx
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
				inv.url, err = watchURL(o.pageURL(), signal.Invite{Match: m.id, Slot: watchSlot, Game: game, Host: hostName, SDP: offer})
				if err != nil {
					cancelOffer()
				}
			}
			if err != nil {
				m.watchInv = nil
				m.offerAfter = o.sh.Now().Add(offerRetry)
				o.note = lang.F("Could not make a spectator link: %s", err.Error())
				o.logf("galleria: spectator offer: %v", err)
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

// pasteWatchAnswer takes the answer of a spectator to the spectator link
// and connects to it; a new link is made for the next spectator.
func (m *netMatch) pasteWatchAnswer(ans signal.Answer) {
	o := m.o
	inv := m.watchInv
	switch {
	case inv == nil || inv.state == inviteMaking:
		o.note = lang.T("That spectator link is not ready yet.")
		return
	case inv.state == inviteAccepting:
		o.note = lang.T("That spectator is connecting already.")
		return
	}
	inv.state = inviteAccepting
	o.note = lang.T("Connecting to your spectator…")
	m.acceptAnswer(inv, ans.SDP, func() {
		if m.watchInv == inv {
			m.watchInv = nil // the next spectator gets a new link
		}
	}, func(err error) string {
		if errors.Is(err, ErrNoPath) {
			return lang.F("Could not connect to that spectator. %s Then send them the new spectator link.", noPathWords())
		}
		return lang.F("Could not connect to that spectator (%s). Send them the new spectator link.", err.Error())
	}, lang.T("Your spectator is connected."))
}

// spectatorNames lists the match's spectators for the players' list:
// "Name" or "Name (disconnected)".
func (m *netMatch) spectatorNames() []string {
	if m.peer == nil {
		return nil
	}
	var out []string
	for _, s := range m.peer.Spectators() {
		n := s.Name
		if !s.Connected {
			n = lang.F("%s (disconnected)", n)
		}
		out = append(out, n)
	}
	return out
}

// buildWatchRow draws the lobby's spectators: their names ("watching"),
// and for the host the spectator link's buttons. It returns the y under
// it.
func (m *netMatch) buildWatchRow(b *ui.Builder, x, y, w float64) float64 {
	names := m.spectatorNames()
	inv := m.watchInv
	if len(names) == 0 && (!m.hosting() || m.o.p.Net == nil) {
		return y
	}
	const rowH = 62.0
	b.Fill(b.R(x, y, w, rowH-6), ui.ColPanel, 8)
	who := lang.T("No spectators yet")
	switch {
	case len(names) >= netplay.MaxSpectators:
		who = lang.F("Watching (%d, the most a match takes): %s", len(names), strings.Join(names, ", "))
	case len(names) > 0:
		who = lang.F("Watching: %s", strings.Join(names, ", "))
	}
	size, _ := b.FitSize(who, w-20, 14, true)
	b.Text(b.R(x+10, y+4, w-20, 24), who, size, ui.ColText, true, ui.AlignLeft)
	switch {
	case !m.hosting():
	case inv == nil || inv.state == inviteMaking:
		b.Text(b.R(x+10, y+28, w-20, 22), lang.T("making the spectator link…"), 12, ui.ColTextDim, false, ui.AlignLeft)
	case inv.state == inviteAccepting:
		b.Text(b.R(x+10, y+28, w-20, 22), lang.T("Connecting to your spectator…"), 12, ui.ColTextDim, false, ui.AlignLeft)
	default:
		b.Button("lobby:watchcopy", b.R(x+10, y+28, 150, 26), lang.T("Spectator link"), 12, true, false)
		b.Button("lobby:watchpaste", b.R(x+166, y+28, 110, 26), lang.T("Paste answer"), 12, true, false)
		b.Button("lobby:watchqr", b.R(x+282, y+28, 44, 26), "QR", 12, true, m.selected == watchSlot)
	}
	return y + rowH
}

// clickWatchLink handles the lobby's spectator buttons; it reports whether
// id was one.
func (m *netMatch) clickWatchLink(id string) bool {
	o := m.o
	inv := m.watchInv
	switch id {
	case "lobby:watchcopy":
		if inv != nil && inv.state == inviteReady {
			m.selected = watchSlot
			o.copyText(inv.url, lang.T("The spectator link is"))
		}
	case "lobby:watchqr":
		m.selected = watchSlot
	case "lobby:watchpaste":
		m.selected = watchSlot
		o.askText(lang.T("Paste the answer code your spectator sent you"), func(s string) {
			if o.m == m {
				m.pasteAnswer(s)
			}
		})
	default:
		return false
	}
	return true
}

// shownWatchLink is the spectator link whose QR code the lobby shows (when
// the host chose it), or nil.
func (m *netMatch) shownWatchLink() *invite {
	if m.selected != watchSlot || m.watchInv == nil || m.watchInv.state != inviteReady {
		return nil
	}
	return m.watchInv
}
