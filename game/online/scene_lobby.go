package online

import (
	"github.com/galleria-games/galleria/game/lang"
	"math"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/game/ui"
	"github.com/galleria-games/galleria/netplay/signal"
)

// The lobby (host and guest): the seats of the match, each open seat's
// invitation (copy, paste the answer, QR code), the room, Start. Once the
// match runs it is the "Players" page the table's Players button opens.

// lobbyRow is one seat in the lobby, with its invitation if it has one.
type lobbyRow struct {
	seat  int
	name  string
	state string
	ok    bool // taken and connected (or a bot, or this device)
	lost  bool // taken by a player who is disconnected
	inv   *invite
}

func (m *netMatch) lobbyRows() []lobbyRow {
	st := &m.st
	conn := m.seatConnected()
	deciding := m.rematchDeciding()
	var fresh []*invite
	re := map[int]*invite{}
	for _, inv := range m.invites {
		if inv.state != inviteReady && inv.state != inviteMaking {
			continue
		}
		if inv.seat >= 0 {
			re[inv.seat] = inv
		} else {
			fresh = append(fresh, inv)
		}
	}
	var rows []lobbyRow
	for i, si := range st.Setup.Seats {
		r := lobbyRow{seat: i, name: si.Name}
		switch {
		case si.Bot != "":
			r.state, r.ok = botWords(si.Bot), true
			if si.Peer != st.Me {
				r.state = lang.F("%s (run by the host)", r.state)
			}
		case si.Open():
			r.name, r.state = lang.T("Open seat"), lang.T("waiting for a guest")
			if len(fresh) > 0 {
				r.inv, fresh = fresh[0], fresh[1:]
			}
		case si.Peer == st.Me:
			r.state, r.ok = lang.T("this device"), true
		case deciding[i]:
			r.state = lang.T("connected · deciding on the rematch")
		case conn[i]:
			r.state, r.ok = lang.T("connected"), true
			if p, ok := m.pathOfSeat(st, i); ok {
				r.state += " · " + pathWords(p)
			}
		default:
			r.state, r.lost = lang.T("disconnected"), true
			r.inv = re[i]
		}
		if !m.hosting() {
			r.inv = nil
		}
		rows = append(rows, r)
	}
	return rows
}

// shownInvite is the invitation whose QR code the lobby shows: the selected
// seat's, else the first.
func (m *netMatch) shownInvite(rows []lobbyRow) *lobbyRow {
	var first *lobbyRow
	for i := range rows {
		r := &rows[i]
		if r.inv == nil || r.inv.state != inviteReady {
			continue
		}
		if r.seat == m.selected {
			return r
		}
		if first == nil {
			first = r
		}
	}
	return first
}

// readyInvite is the ready invitation of seat's row, or nil.
func (m *netMatch) readyInvite(seat int) *invite {
	for _, r := range m.lobbyRows() {
		if r.seat == seat && r.inv != nil && r.inv.state == inviteReady {
			return r.inv
		}
	}
	return nil
}

func (o *Online) buildLobby(b *ui.Builder) {
	m := o.m
	w, h := b.T.W, b.T.H
	if m == nil || m.peer == nil {
		b.Text(b.R(20, 40, w-40, 40), lang.T("No online match"), 24, ui.ColText, true, ui.AlignCenter)
		b.Button("lobby:leave", b.R(w/2-80, 100, 160, 44), lang.T("Back"), 16, true, false)
		return
	}
	st := &m.st
	portrait := w < 600
	title := lang.T("Lobby")
	if st.Started {
		title = lang.T("Players")
	}
	b.Text(b.R(20, 16, w-40, 36), title, 28, ui.ColText, true, ui.AlignLeft)
	sub := o.sh.GameTitle(m.game()) + " · " + lang.N(len(st.Setup.Seats), "%d player", "%d players") + " · " + lang.F("match %s", short(st.Match))
	if st.Host {
		sub += " · " + lang.T("you host")
	} else if hi := st.Setup.Host; hi >= 0 && hi < len(st.Setup.Peers) {
		sub += " · " + lang.F("host: %s", st.Setup.Peers[hi].Name)
	}
	sub = m.withClock(b, sub, w-40)
	b.Text(b.R(20, 54, w-40, 22), sub, 13, ui.ColTextDim, false, ui.AlignLeft)

	rows := m.lobbyRows()
	rx, rw := 20.0, w-320
	if portrait {
		rw = w - 40
	}
	y := 86.0
	rowH := 62.0
	for _, r := range rows {
		box := b.R(rx, y, rw, rowH-6)
		b.Fill(box, ui.ColPanel, 8)
		ui.SeatChip(b, b.R(rx+7, y+9, 16, 16), r.seat)
		b.Text(b.R(rx+30, y+4, rw-40, 24), lang.F("Seat %d · %s", r.seat+1, r.name), 15, ui.ColText, true, ui.AlignLeft)
		col := ui.ColTextDim
		if r.ok {
			col = ui.ColGood
		} else if r.lost {
			col = ui.ColBad
		}
		if r.inv == nil {
			b.Text(b.R(rx+30, y+28, rw-40, 22), r.state, 13, col, false, ui.AlignLeft)
		} else if r.inv.state == inviteMaking {
			b.Text(b.R(rx+30, y+28, rw-40, 22), r.state+" · "+lang.T("making the invite link…"), 13, col, false, ui.AlignLeft)
		} else {
			s := strconv.Itoa(r.seat)
			bx := rx + 30
			b.Button("lobby:copy:"+s, b.R(bx, y+28, 96, 26), lang.T("Copy link"), 12, true, false)
			b.Button("lobby:paste:"+s, b.R(bx+102, y+28, 110, 26), lang.T("Paste answer"), 12, true, false)
			b.Button("lobby:qr:"+s, b.R(bx+218, y+28, 44, 26), "QR", 12, true, m.selected == r.seat)
			// The seat's state beside the buttons, if it fits there.
			if sw := rx + rw - bx - 278; sw > 0 {
				if size, ok := b.FitSize(r.state, sw, 12, false); ok {
					b.Text(b.R(bx+270, y+28, sw, 26), r.state, size, col, false, ui.AlignLeft)
				}
			}
		}
		y += rowH
	}
	y = m.buildWatchRow(b, rx, y, rw)
	// The QR code of the shown invitation, its link, what to do.
	qx, qy, qs := w-290, 86.0, 270.0
	if portrait {
		qs = 200
		qx, qy = (w-qs)/2, y+4
	}
	sh := m.shownInvite(rows)
	var below float64
	roomLink := m.roomLink()
	switch {
	case m.shownWatchLink() != nil:
		wl := m.shownWatchLink()
		if wl.qr != nil {
			drawQR(b, b.R(qx, qy, qs, qs), wl.qr)
		} else {
			b.Para(b.R(qx, qy, qs, qs), lang.F("No QR code: %s", wl.qrErr), 13, ui.ColBad, false)
		}
		b.Text(b.R(qx-10, qy+qs+2, qs+20, 18), lang.T("Spectator link"), 12, ui.ColTextDim, true, ui.AlignCenter)
		b.Text(b.R(qx-10, qy+qs+20, qs+20, 18), shortLink(wl.url), 11, ui.ColTextDim, false, ui.AlignCenter)
		below = qy + qs + 42
	case roomLink != "" && (m.selected < 0 || sh == nil) && (!st.Started || sh != nil):
		if q, err := signal.QR(roomLink); err == nil {
			drawQR(b, b.R(qx, qy, qs, qs), q)
		}
		b.Text(b.R(qx-10, qy+qs+2, qs+20, 18), lang.F("Room %s: one link for every guest", m.room), 12, ui.ColTextDim, true, ui.AlignCenter)
		b.Text(b.R(qx-10, qy+qs+20, qs+20, 18), roomLink, 11, ui.ColTextDim, false, ui.AlignCenter)
		below = qy + qs + 42
	case sh != nil:
		if sh.inv.qr != nil {
			drawQR(b, b.R(qx, qy, qs, qs), sh.inv.qr)
		} else {
			b.Para(b.R(qx, qy, qs, qs), lang.F("No QR code: %s", sh.inv.qrErr), 13, ui.ColBad, false)
		}
		b.Text(b.R(qx-10, qy+qs+2, qs+20, 18), lang.F("Invite for seat %d", sh.seat+1), 12, ui.ColTextDim, true, ui.AlignCenter)
		b.Text(b.R(qx-10, qy+qs+20, qs+20, 18), shortLink(sh.inv.url), 11, ui.ColTextDim, false, ui.AlignCenter)
		below = qy + qs + 42
	case st.Host && !st.Started && openSeats(st) == 0:
		b.Para(b.R(qx, qy, qs, 120), lang.T("Every seat is taken: start when you are ready."), 15, ui.ColText, false)
		below = qy + 60
	case !st.Host && !st.Started:
		hn := lang.T("the host")
		if hi := st.Setup.Host; hi >= 0 && hi < len(st.Setup.Peers) {
			hn = st.Setup.Peers[hi].Name
		}
		msg := lang.F("Connected. Waiting for %s to start the game.", hn)
		if !m.hostUp() {
			msg = lang.F("The link to %s is lost. Ask for a new invite link.", hn)
		}
		b.Para(b.R(qx, qy, qs, 120), msg, 15, ui.ColText, false)
		below = qy + 80
	default:
		below = qy
	}
	// The chat: a panel under the QR code when that column has room for
	// it (the words below then keep to the seats' column), else a Chat
	// button that opens it over the lobby.
	chatR := ui.Box(qx, below+4, qs, h-64-8-(below+4))
	inline := !portrait && m.canChat() && chatR.H >= chatMinH
	m.chat.inline = inline
	textW := w - 40
	switch {
	case portrait:
		y = below
	case inline:
		y += 4
		textW = rw
	default:
		y = math.Max(y, below) + 4
	}
	bottom := h - 64
	if portrait {
		bottom = h - 116 // the room button's row
	}
	if st.Host && !st.Started && sh != nil && y+40 < bottom {
		y += b.Para(b.R(20, y, textW, 40), lang.T("Send each guest their link (or let them scan the code), then paste the answer code they send back."), 13, ui.ColTextDim, false)/b.T.U + 4
	}
	o.noteLine(b, b.R(20, y, textW, bottom-y))
	if inline {
		b.Fill(b.U(chatR), ui.ColPanel, 8)
		o.chatPanel(b, chatR, false)
	}

	by := h - 58
	b.Button("lobby:leave", b.R(20, by, 120, 44), lang.T("Leave"), 16, true, false)
	if st.Host && (openSeats(st) > 0 || sh != nil) {
		rr := b.R(150, by, 170, 44)
		if portrait {
			rr = b.R(20, by-52, 200, 44)
		}
		button := func(id, label string) {
			size, _ := b.FitSize(label, rr.W/b.T.U-8, 14, true)
			b.Button(id, rr, label, size, true, false)
		}
		switch {
		case m.room == "":
			button("lobby:room", lang.T("Use a room code"))
		case roomLink != "":
			button("lobby:copyroom", lang.T("Copy room link"))
		default:
			b.Text(rr, m.roomNote, 12, ui.ColTextDim, false, ui.AlignLeft)
		}
	}
	if m.canChat() && !inline {
		label := m.chatLabel()
		cr := ui.Box(330, by, 110, 44)
		if portrait || cr.X+cr.W > w-250 {
			cr = ui.Box(w-130, by-52, 110, 44)
		}
		size, _ := b.FitSize(label, cr.W-8, 15, true)
		b.Button("chat:open", b.U(cr), label, size, true, false)
	}
	switch {
	case st.Started:
		b.Button("lobby:table", b.R(w-220, by, 200, 44), lang.T("Back to the table"), 16, true, false)
	case st.Host:
		b.Button("lobby:start", b.R(w-180, by, 160, 44), lang.T("Start"), 18, openSeats(st) == 0, false)
	case !m.hostUp():
		b.Button("lobby:newlink", b.R(w-240, by, 220, 44), lang.T("Paste a new invite link"), 15, true, false)
	}
	if m.canChat() && !inline && m.chat.open {
		o.chatOverlay(b, h)
	}
}

func short(match string) string {
	if len(match) > 8 {
		return match[:8]
	}
	return match
}

func (o *Online) clickLobby(id string) {
	m := o.m
	if m == nil || m.peer == nil {
		o.sh.ToMenu()
		return
	}
	seatOf := func(prefix string) int {
		s, err := strconv.Atoi(strings.TrimPrefix(id, prefix))
		if err != nil {
			return -1
		}
		return s
	}
	if m.clickWatchLink(id) {
		return
	}
	switch {
	case strings.HasPrefix(id, "lobby:copy:"):
		seat := seatOf("lobby:copy:")
		if inv := m.readyInvite(seat); inv != nil {
			m.selected = seat
			o.copyText(inv.url, lang.F("The invite link for seat %d is", seat+1))
		}
	case strings.HasPrefix(id, "lobby:qr:"):
		m.selected = seatOf("lobby:qr:")
	case strings.HasPrefix(id, "lobby:paste:"):
		m.selected = seatOf("lobby:paste:")
		o.askText(lang.T("Paste the answer code your guest sent you"), func(s string) {
			if o.m == m {
				m.pasteAnswer(s)
			}
		})
	case id == "lobby:start":
		if err := m.peer.Start(); err != nil {
			o.note = lang.F("Could not start: %s", err.Error())
			return
		}
		o.note = ""
		m.refresh()
		m.ensureInvites()
		m.openTable()
	case id == "lobby:table":
		o.note = ""
		m.toTable()
	case id == "lobby:newlink":
		o.askNewLink()
	case id == "lobby:room":
		m.selected = -1
		m.useRoom("")
	case id == "lobby:copyroom":
		if l := m.roomLink(); l != "" {
			m.selected = -1
			o.copyText(l, lang.T("The room link is"))
		}
	case id == "lobby:leave":
		o.note = ""
		o.sh.ToMenu()
	}
}
