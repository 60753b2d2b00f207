//go:build !js || galleria_net

package game

import (
	"fmt"
	"github.com/galleria-games/galleria/game/ui"
	"image/color"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/netplay"
	"github.com/galleria-games/galleria/netplay/signal"
)

// The online scenes: the online menu, the host's setup, the lobby (host and
// guest) and the guest's join page.

// Kinds of seat in the host setup, in the order a click cycles through them.
type netSeatKind int

const (
	netRemote netSeatKind = iota // a guest on another device
	netLocal                     // a person at this device
	netGreedy
	netRandom
	nNetKinds
)

func (k netSeatKind) String() string {
	switch k {
	case netRemote:
		return "Remote player (invite link)"
	case netLocal:
		return "Local player (at this device)"
	case netGreedy:
		return "Greedy bot"
	}
	return "Random bot"
}

// onlineGame is a game the client plays online: the host setup offers it,
// and a guest accepts invites to it. Its rules (seats, options) are the
// engine's; this only says what the setup shows.
type onlineGame struct {
	name    string    // engine/games name
	players []int     // the player counts the setup offers (one: fixed)
	def     gameSeats // the setup's defaults
}

// gameSeats is the seat part of the host setup for one game.
type gameSeats struct {
	players int
	kinds   [5]netSeatKind
}

// onlineGames lists the games playable online, in the order the host setup
// shows them; the first is the default.
var onlineGames = []onlineGame{
	{mallworld.GameName, []int{3, 4, 5}, gameSeats{4, [5]netSeatKind{netLocal, netRemote, netGreedy, netGreedy, netGreedy}}},
	{mallornothing.GameName, []int{2}, gameSeats{2, [5]netSeatKind{netLocal, netRemote}}},
}

// findOnlineGame returns the online game of that name, or nil.
func findOnlineGame(name string) *onlineGame {
	for i := range onlineGames {
		if onlineGames[i].name == name {
			return &onlineGames[i]
		}
	}
	return nil
}

// onlineTitles lists the titles of the games playable online ("A and B").
func onlineTitles() string {
	var t []string
	for _, g := range onlineGames {
		t = append(t, gameTitle(g.name))
	}
	if len(t) < 2 {
		return strings.Join(t, "")
	}
	return strings.Join(t[:len(t)-1], ", ") + " and " + t[len(t)-1]
}

// refuseGame says why an invite to game cannot be taken.
func refuseGame(game string) string {
	if _, err := games.Lookup(game); err == nil {
		return fmt.Sprintf("This invite is for a game of %s, which this version of Galleria cannot play online (it plays %s online).", gameTitle(game), onlineTitles())
	}
	return fmt.Sprintf("This invite is for a game called %q, which this version of Galleria cannot play: it does not know that game (it plays %s online). Perhaps the host has a newer version.", game, onlineTitles())
}

// hostForm is the host's setup: the chosen game and its seats. The seats of
// the other games are kept while the player looks at another game.
type hostForm struct {
	game    string
	players int
	kinds   [5]netSeatKind
	other   map[string]gameSeats
}

func defaultHostForm() hostForm {
	g := onlineGames[0]
	return hostForm{game: g.name, players: g.def.players, kinds: g.def.kinds}
}

// choose switches the form to another game.
func (h *hostForm) choose(name string) {
	g := findOnlineGame(name)
	if g == nil || name == h.game {
		return
	}
	if h.other == nil {
		h.other = map[string]gameSeats{}
	}
	h.other[h.game] = gameSeats{h.players, h.kinds}
	s, ok := h.other[name]
	if !ok {
		s = g.def
	}
	h.game, h.players, h.kinds = name, s.players, s.kinds
}

// offers reports whether the chosen game can be played by n players.
func (h hostForm) offers(n int) bool {
	if g := findOnlineGame(h.game); g != nil {
		for _, c := range g.players {
			if c == n {
				return true
			}
		}
	}
	return false
}

func (h hostForm) remotes() int {
	n := 0
	for _, k := range h.kinds[:h.players] {
		if k == netRemote {
			n++
		}
	}
	return n
}

func (h hostForm) canOpen() bool { return h.remotes() > 0 }

// plans turns the form into netplay's seat plans. The first local seat is
// the host's; other local seats are "Player N".
func (h hostForm) plans(name string) []netplay.SeatPlan {
	var out []netplay.SeatPlan
	first := true
	for i, k := range h.kinds[:h.players] {
		switch k {
		case netRemote:
			out = append(out, netplay.SeatPlan{Kind: "remote"})
		case netLocal:
			n := "Player " + strconv.Itoa(i+1)
			if first {
				n, first = name, false
			}
			out = append(out, netplay.SeatPlan{Kind: "local", Name: n})
		case netGreedy:
			out = append(out, netplay.SeatPlan{Kind: "bot", Bot: "greedy", Name: botNames[i]})
		default:
			out = append(out, netplay.SeatPlan{Kind: "bot", Bot: "random", Name: botNames[i]})
		}
	}
	return out
}

// askText shows the platform's text box; done runs on the game loop.
func (a *App) askText(label string, done func(string)) {
	if a.online.AskText == nil {
		a.note = "This device cannot show a text box."
		return
	}
	a.online.AskText(label, func(s string) {
		a.post(func() { done(s) })
	})
}

// copyText puts text on the clipboard (and keeps it for the test hook).
func (a *App) copyText(s, what string) {
	a.clipboard = s
	if a.online.Copy != nil {
		a.online.Copy(s)
	}
	a.note = what + " copied."
}

// noteLine draws the scene's note (an error or a hint), if any.
func (a *App) noteLine(b *ui.Builder, r ui.Rect) {
	if a.note == "" {
		return
	}
	col := ui.ColTextDim
	low := strings.ToLower(a.note)
	if strings.Contains(low, "could not") || strings.Contains(low, "cannot") || strings.Contains(low, "not an") || strings.Contains(low, "failed") {
		col = ui.ColBad
	}
	b.Para(r, a.note, 14, col, false)
}

// ---------------------------------------------------------------- online menu

func (a *App) buildOnline(b *ui.Builder) {
	w := b.T.W
	b.Text(b.R(20, 36, w-40, 50), "Play online", 36, ui.ColText, true, ui.AlignCenter)
	b.Para(b.R(40, 100, w-80, 110), "Play "+onlineTitles()+" with friends on their own devices, peer to peer: no account and no game server. "+
		"The host opens a lobby and sends each guest an invite link (or shows its QR code); each guest sends back an answer code, which the host pastes.", 15, ui.ColTextDim, false)
	bw := minf(w-80, 360)
	x := (w - bw) / 2
	b.Button("online:host", b.R(x, 230, bw, 52), "Host a game", 18, a.online.Net != nil, false)
	b.Button("online:join", b.R(x, 296, bw, 52), "Join with an invite link", 18, a.online.Net != nil, false)
	back := "Back"
	if a.sess != nil {
		back = "Back to your match"
	}
	b.Button("online:back", b.R(x, 372, bw, 44), back, 16, true, false)
	a.noteLine(b, b.R(40, 432, w-80, 90))
}

func (a *App) clickOnline(id string) {
	switch id {
	case "online:host":
		a.note = ""
		a.scene = sceneHostSetup
	case "online:join":
		a.note = ""
		a.askText("Paste the invite link (or its code)", func(text string) {
			if strings.TrimSpace(text) == "" {
				return
			}
			inv, err := signal.InviteFromURL(text)
			if err != nil {
				a.note = "That is not an invite link: " + err.Error()
				return
			}
			code, _ := inv.Code()
			a.setFragment("join=" + code)
			a.openJoin(a.pageURL() + "#join=" + code)
		})
	case "online:back":
		a.note = ""
		if a.sess != nil && a.tbl != nil {
			a.scene = sceneTable
			a.route()
			return
		}
		a.toMenu()
	}
}

// ---------------------------------------------------------------- host setup

func (a *App) buildHostSetup(b *ui.Builder) {
	h := &a.hostForm
	w := b.T.W
	x, cw := 30.0, w-60
	b.Text(b.R(x, 24, cw, 40), "Host a "+gameTitle(h.game)+" game", 28, ui.ColText, true, ui.AlignLeft)
	b.Button("hostsetup:name", b.R(x, 74, cw, 40), "Your name: "+a.shownName(true)+" (change)", 15, a.online.AskText != nil, false)
	b.Text(b.R(x, 122, cw, 24), "Game", 16, ui.ColTextDim, true, ui.AlignLeft)
	gw := (cw - 12*float64(len(onlineGames)-1)) / float64(len(onlineGames))
	for i, g := range onlineGames {
		b.Button("hostsetup:game:"+g.name, b.R(x+float64(i)*(gw+12), 148, gw, 40), gameTitle(g.name), 16, true, h.game == g.name)
	}
	b.Text(b.R(x, 198, cw, 24), "Players", 16, ui.ColTextDim, true, ui.AlignLeft)
	if g := findOnlineGame(h.game); g != nil && len(g.players) > 1 {
		for i, n := range g.players {
			b.Button("hostsetup:players:"+strconv.Itoa(n), b.R(x+float64(i)*84, 224, 72, 40), strconv.Itoa(n), 18, true, h.players == n)
		}
	} else {
		b.Text(b.R(x, 224, cw, 40), fmt.Sprintf("%d (%s is a game for %d)", h.players, gameTitle(h.game), h.players), 16, ui.ColText, false, ui.AlignLeft)
	}
	seats := "Seats (click to change: remote, local, greedy bot, random bot)"
	if w < 600 {
		seats = "Seats (tap to change)"
	}
	b.Text(b.R(x, 274, cw, 24), seats, 14, ui.ColTextDim, true, ui.AlignLeft)
	y := 302.0
	for i := 0; i < h.players; i++ {
		r := b.R(x, y, cw, 40)
		label := fmt.Sprintf("Seat %d: %s", i+1, h.kinds[i])
		b.Button("hostsetup:seat:"+strconv.Itoa(i), r, label, 15, true, false)
		b.Fill(b.R(x+8, y+12, 16, 16), ui.SeatColours[i], 8)
		y += 48
	}
	y += 8
	b.Para(b.R(x, y, cw, 60), "Remote seats get an invite link each. Local seats are played on this device (hotseat); bots run here too.", 13, ui.ColTextDim, false)
	y += 52
	b.Button("hostsetup:back", b.R(x, y, 120, 44), "Back", 16, true, false)
	b.Button("hostsetup:open", b.R(x+cw-200, y, 200, 44), "Open the lobby", 18, h.canOpen() && a.online.Net != nil, false)
	if !h.canOpen() {
		b.Para(b.R(x, y+52, cw, 40), "At least one seat must be remote.", 14, ui.ColBad, false)
	} else {
		a.noteLine(b, b.R(x, y+52, cw, 60))
	}
}

func (a *App) clickHostSetup(id string) {
	h := &a.hostForm
	switch {
	case id == "hostsetup:name":
		a.askText("Your name", func(s string) { a.setName(s) })
	case strings.HasPrefix(id, "hostsetup:game:"):
		h.choose(strings.TrimPrefix(id, "hostsetup:game:"))
	case strings.HasPrefix(id, "hostsetup:players:"):
		if n, err := strconv.Atoi(strings.TrimPrefix(id, "hostsetup:players:")); err == nil && h.offers(n) {
			h.players = n
		}
	case strings.HasPrefix(id, "hostsetup:seat:"):
		if i, err := strconv.Atoi(strings.TrimPrefix(id, "hostsetup:seat:")); err == nil && i >= 0 && i < h.players {
			h.kinds[i] = (h.kinds[i] + 1) % nNetKinds
		}
	case id == "hostsetup:back":
		a.note = ""
		a.scene = sceneOnline
	case id == "hostsetup:open":
		if !h.canOpen() {
			return
		}
		if err := a.hostMatch(); err != nil {
			a.note = "Could not open the lobby: " + err.Error()
		}
	}
}

// ---------------------------------------------------------------- lobby

// lobbyRow is one seat in the lobby, with its invitation if it has one.
type lobbyRow struct {
	seat  int
	name  string
	state string
	ok    bool // taken and connected (or a bot, or this device)
	inv   *invite
}

func (n *netMatch) lobbyRows() []lobbyRow {
	st := &n.st
	conn := n.seatConnected()
	var fresh []*invite
	re := map[int]*invite{}
	for _, inv := range n.invites {
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
			r.state, r.ok = si.Bot+" bot", true
			if si.Peer != st.Me {
				r.state += " (run by the host)"
			}
		case si.Open():
			r.name, r.state = "Open seat", "waiting for a guest"
			if len(fresh) > 0 {
				r.inv, fresh = fresh[0], fresh[1:]
			}
		case si.Peer == st.Me:
			r.state, r.ok = "this device", true
		case conn[i]:
			r.state, r.ok = "connected", true
		default:
			r.state = "disconnected"
			r.inv = re[i]
		}
		if !n.hosting() {
			r.inv = nil
		}
		rows = append(rows, r)
	}
	return rows
}

// shownInvite is the invitation whose QR code the lobby shows: the selected
// seat's, else the first.
func (n *netMatch) shownInvite(rows []lobbyRow) *lobbyRow {
	var first *lobbyRow
	for i := range rows {
		r := &rows[i]
		if r.inv == nil || r.inv.state != inviteReady {
			continue
		}
		if r.seat == n.selected {
			return r
		}
		if first == nil {
			first = r
		}
	}
	return first
}

// shortLink shortens an invite link for the screen.
func shortLink(u string) string {
	base, code, ok := strings.Cut(u, "#join=")
	if !ok || len(code) < 16 {
		return u
	}
	if len(base) > 40 {
		base = base[:37] + "…"
	}
	return base + "#join=" + code[:8] + "…" + code[len(code)-6:]
}

func (a *App) buildLobby(b *ui.Builder) {
	n := a.net
	w, h := b.T.W, b.T.H
	if n == nil || n.peer == nil {
		b.Text(b.R(20, 40, w-40, 40), "No online match", 24, ui.ColText, true, ui.AlignCenter)
		b.Button("lobby:leave", b.R(w/2-80, 100, 160, 44), "Back", 16, true, false)
		return
	}
	st := &n.st
	portrait := w < 600
	title := "Lobby"
	if st.Started {
		title = "Players"
	}
	b.Text(b.R(20, 16, w-40, 36), title, 28, ui.ColText, true, ui.AlignLeft)
	sub := fmt.Sprintf("%s · %d players · match %s", gameTitle(n.game()), len(st.Setup.Seats), short(st.Match))
	if st.Host {
		sub += " · you host"
	} else if me := st.Setup.Host; me >= 0 && me < len(st.Setup.Peers) {
		sub += " · host: " + st.Setup.Peers[me].Name
	}
	b.Text(b.R(20, 54, w-40, 22), sub, 13, ui.ColTextDim, false, ui.AlignLeft)

	rows := n.lobbyRows()
	rx, rw := 20.0, w-320
	if portrait {
		rw = w - 40
	}
	y := 86.0
	rowH := 62.0
	for _, r := range rows {
		box := b.R(rx, y, rw, rowH-6)
		b.Fill(box, ui.ColPanel, 8)
		b.Fill(b.R(rx+8, y+10, 14, 14), ui.SeatColours[r.seat%5], 7)
		b.Text(b.R(rx+30, y+4, rw-40, 24), fmt.Sprintf("Seat %d · %s", r.seat+1, r.name), 15, ui.ColText, true, ui.AlignLeft)
		col := ui.ColTextDim
		if r.ok {
			col = ui.ColGood
		} else if r.state == "disconnected" {
			col = ui.ColBad
		}
		if r.inv == nil {
			b.Text(b.R(rx+30, y+28, rw-40, 22), r.state, 13, col, false, ui.AlignLeft)
		} else if r.inv.state == inviteMaking {
			b.Text(b.R(rx+30, y+28, rw-40, 22), r.state+" · making the invite link…", 13, col, false, ui.AlignLeft)
		} else {
			s := strconv.Itoa(r.seat)
			bx := rx + 30
			b.Button("lobby:copy:"+s, b.R(bx, y+28, 96, 26), "Copy link", 12, true, false)
			b.Button("lobby:paste:"+s, b.R(bx+102, y+28, 110, 26), "Paste answer", 12, true, false)
			b.Button("lobby:qr:"+s, b.R(bx+218, y+28, 44, 26), "QR", 12, true, n.selected == r.seat)
			if bx+270 < rx+rw-8 {
				b.Text(b.R(bx+270, y+28, rx+rw-bx-278, 26), r.state, 12, col, false, ui.AlignLeft)
			}
		}
		y += rowH
	}
	// The QR code of the shown invitation, its link, what to do.
	qx, qy, qs := w-290, 86.0, 270.0
	if portrait {
		qs = 200
		qx, qy = (w-qs)/2, y+4
	}
	sh := n.shownInvite(rows)
	var below float64
	roomLink := n.roomLink()
	switch {
	case roomLink != "" && (n.selected < 0 || sh == nil) && (!st.Started || sh != nil):
		if m, err := signal.QR(roomLink); err == nil {
			a.drawQR(b, b.R(qx, qy, qs, qs), m)
		}
		b.Text(b.R(qx-10, qy+qs+2, qs+20, 18), "Room "+n.room+": one link for every guest", 12, ui.ColTextDim, true, ui.AlignCenter)
		b.Text(b.R(qx-10, qy+qs+20, qs+20, 18), roomLink, 11, ui.ColTextDim, false, ui.AlignCenter)
		below = qy + qs + 42
	case sh != nil:
		if sh.inv.qr != nil {
			a.drawQR(b, b.R(qx, qy, qs, qs), sh.inv.qr)
		} else {
			b.Para(b.R(qx, qy, qs, qs), "No QR code: "+sh.inv.qrErr, 13, ui.ColBad, false)
		}
		b.Text(b.R(qx-10, qy+qs+2, qs+20, 18), fmt.Sprintf("Invite for seat %d", sh.seat+1), 12, ui.ColTextDim, true, ui.AlignCenter)
		b.Text(b.R(qx-10, qy+qs+20, qs+20, 18), shortLink(sh.inv.url), 11, ui.ColTextDim, false, ui.AlignCenter)
		below = qy + qs + 42
	case st.Host && !st.Started && openSeats(st) == 0:
		b.Para(b.R(qx, qy, qs, 120), "Every seat is taken: start when you are ready.", 15, ui.ColText, false)
		below = qy + 60
	case !st.Host && !st.Started:
		hn := "the host"
		if hi := st.Setup.Host; hi >= 0 && hi < len(st.Setup.Peers) {
			hn = st.Setup.Peers[hi].Name
		}
		msg := "Connected. Waiting for " + hn + " to start the game."
		if !n.hostUp() {
			msg = "The link to " + hn + " is lost. Ask for a new invite link."
		}
		b.Para(b.R(qx, qy, qs, 120), msg, 15, ui.ColText, false)
		below = qy + 80
	default:
		below = qy
	}
	if portrait {
		y = below
	} else {
		y = maxf(y, below) + 4
	}
	bottom := h - 64
	if portrait {
		bottom = h - 116 // the room button's row
	}
	if st.Host && !st.Started && sh != nil && y+40 < bottom {
		y += b.Para(b.R(20, y, w-40, 40), "Send each guest their link (or let them scan the code), then paste the answer code they send back.", 13, ui.ColTextDim, false)/b.T.U + 4
	}
	a.noteLine(b, b.R(20, y, w-40, bottom-y))

	by := h - 58
	b.Button("lobby:leave", b.R(20, by, 120, 44), "Leave", 16, true, false)
	if st.Host && (openSeats(st) > 0 || sh != nil) {
		rr := b.R(150, by, 170, 44)
		if portrait {
			rr = b.R(20, by-52, 200, 44)
		}
		switch {
		case n.room == "":
			b.Button("lobby:room", rr, "Use a room code", 14, true, false)
		case roomLink != "":
			b.Button("lobby:copyroom", rr, "Copy room link", 14, true, false)
		default:
			b.Text(rr, n.roomNote, 12, ui.ColTextDim, false, ui.AlignLeft)
		}
	}
	switch {
	case st.Started:
		b.Button("lobby:table", b.R(w-220, by, 200, 44), "Back to the table", 16, true, false)
	case st.Host:
		b.Button("lobby:start", b.R(w-180, by, 160, 44), "Start", 18, openSeats(st) == 0, false)
	case !n.hostUp():
		b.Button("lobby:newlink", b.R(w-240, by, 220, 44), "Paste a new invite link", 15, true, false)
	}
}

func openSeats(st *netplay.Status) int {
	n := 0
	for _, si := range st.Setup.Seats {
		if si.Open() {
			n++
		}
	}
	return n
}

func short(match string) string {
	if len(match) > 8 {
		return match[:8]
	}
	return match
}

func maxf(a, b float64) float64 {
	if a > b {
		return a
	}
	return b
}

// drawQR draws a QR code in r (device px) with a light quiet zone of 4
// modules: one rectangle per run of dark modules in a row.
func (a *App) drawQR(b *ui.Builder, r ui.Rect, m *signal.Matrix) {
	side := minf(r.W, r.H)
	mod := side / float64(m.Size+8)
	x0, y0 := r.X+(r.W-side)/2, r.Y+(r.H-side)/2
	b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: ui.Box(x0, y0, side, side), Col: color.RGBA{255, 255, 255, 255}})
	black := color.RGBA{0, 0, 0, 255}
	for y := 0; y < m.Size; y++ {
		for x := 0; x < m.Size; {
			if !m.Black(x, y) {
				x++
				continue
			}
			start := x
			for x < m.Size && m.Black(x, y) {
				x++
			}
			// Edges on whole pixels, so neighbouring rows meet exactly.
			fx0, fx1 := snap(x0+float64(start+4)*mod), snap(x0+float64(x+4)*mod)
			fy0, fy1 := snap(y0+float64(y+4)*mod), snap(y0+float64(y+5)*mod)
			b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: ui.Box(fx0, fy0, fx1-fx0, fy1-fy0), Col: black})
		}
	}
}

func snap(v float64) float64 { return float64(int(v + 0.5)) }

func (a *App) clickLobby(id string) {
	n := a.net
	if n == nil || n.peer == nil {
		a.toMenu()
		return
	}
	seatOf := func(prefix string) int {
		s, err := strconv.Atoi(strings.TrimPrefix(id, prefix))
		if err != nil {
			return -1
		}
		return s
	}
	rowInvite := func(seat int) *invite {
		for _, r := range n.lobbyRows() {
			if r.seat == seat && r.inv != nil && r.inv.state == inviteReady {
				return r.inv
			}
		}
		return nil
	}
	switch {
	case strings.HasPrefix(id, "lobby:copy:"):
		seat := seatOf("lobby:copy:")
		if inv := rowInvite(seat); inv != nil {
			n.selected = seat
			a.copyText(inv.url, fmt.Sprintf("The invite link for seat %d is", seat+1))
		}
	case strings.HasPrefix(id, "lobby:qr:"):
		n.selected = seatOf("lobby:qr:")
	case strings.HasPrefix(id, "lobby:paste:"):
		n.selected = seatOf("lobby:paste:")
		a.askText("Paste the answer code your guest sent you", func(s string) {
			if a.net == n {
				n.pasteAnswer(s)
			}
		})
	case id == "lobby:start":
		if err := n.peer.Start(); err != nil {
			a.note = "Could not start: " + err.Error()
			return
		}
		a.note = ""
		n.refresh()
		n.ensureInvites()
		a.openNetTable()
	case id == "lobby:table":
		n.lobbyOpened = false
		a.note = ""
		if a.tbl == nil {
			a.openNetTable()
		} else {
			a.scene = sceneTable
			a.route()
		}
	case id == "lobby:newlink":
		a.askNewLink()
	case id == "lobby:room":
		n.selected = -1
		n.useRoom("")
	case id == "lobby:copyroom":
		if l := n.roomLink(); l != "" {
			n.selected = -1
			a.copyText(l, "The room link is")
		}
	case id == "lobby:leave":
		a.note = ""
		a.toMenu()
	}
}

// ---------------------------------------------------------------- join

func (a *App) buildJoin(b *ui.Builder) {
	n := a.net
	w, h := b.T.W, b.T.H
	x, cw := 30.0, w-60
	b.Text(b.R(x, 24, cw, 40), "Join an online game", 28, ui.ColText, true, ui.AlignLeft)
	if n == nil {
		a.noteLine(b, b.R(x, 80, cw, 80))
		b.Button("join:back", b.R(x, h-60, 120, 44), "Back", 16, true, false)
		return
	}
	if n.inv.Match == "" { // looking for a seat in a room
		y := 80.0
		if n.roomNote != "" && n.joinErr == "" {
			y += b.Para(b.R(x, y, cw, 60), n.roomNote, 16, ui.ColText, false)/b.T.U + 8
		}
		if n.joinErr != "" {
			y += b.Para(b.R(x, y, cw, 80), n.joinErr, 15, ui.ColBad, false)/b.T.U + 8
		}
		a.noteLine(b, b.R(x, y, cw, h-70-y))
		b.Button("join:back", b.R(x, h-60, 120, 44), "Back", 16, true, false)
		return
	}
	host := n.inv.Host
	if host == "" {
		host = "The host"
	}
	y := 74.0
	y += b.Para(b.R(x, y, cw, 50), host+" invites you to a game of "+gameTitle(n.game())+".", 17, ui.ColText, false)/b.T.U + 8
	if n.peer == nil {
		b.Button("join:name", b.R(x, y, cw, 40), "Your name: "+a.shownName(false)+" (change)", 15, a.online.AskText != nil, false)
		y += 52
	}
	switch {
	case n.stale:
		y += b.Para(b.R(x, y, cw, 110), "This invite link was used already: this page had connected with it before it was reloaded, "+
			"and an invite link connects only once. Ask "+host+" for a new invite link, then open it here.", 15, ui.ColText, false)/b.T.U + 10
		b.Button("join:newlink", b.R(x, y, 260, 44), "Paste a new invite link", 15, true, false)
		y += 56
	default:
		b.Text(b.R(x, y, cw, 22), "1. Send this answer code to "+host+":", 15, ui.ColText, true, ui.AlignLeft)
		y += 26
		code := "making your answer code…"
		if n.answer != "" {
			code = n.answer
			if len(code) > 40 {
				code = code[:28] + "…" + code[len(code)-8:]
			}
		}
		box := b.R(x, y, cw, 36)
		b.Fill(box, ui.ColPanel, 6)
		b.Text(b.R(x+10, y, cw-20, 36), code, 14, ui.ColText, false, ui.AlignLeft)
		y += 44
		b.Button("join:copy", b.R(x, y, 220, 42), "Copy answer code", 16, n.answer != "", false)
		y += 54
		b.Text(b.R(x, y, cw, 22), "2. "+host+" pastes it in the lobby: this page connects by itself.", 15, ui.ColText, true, ui.AlignLeft)
		y += 28
		status, col := "", ui.ColTextDim
		switch {
		case n.joinErr != "":
			status, col = n.joinErr, ui.ColBad
		case n.answering:
			status = "Making your answer code…"
		case n.opening:
			status = "Waiting for " + host + " to paste your answer code…"
		}
		y += b.Para(b.R(x, y, cw, 80), status, 14, col, false)/b.T.U + 6
		if n.joinErr != "" && !n.answering && !n.opening {
			b.Button("join:retry", b.R(x, y, 260, 42), "Make a new answer code", 15, true, false)
			y += 52
		}
	}
	a.noteLine(b, b.R(x, y, cw, h-70-y))
	b.Button("join:back", b.R(x, h-60, 120, 44), "Back", 16, true, false)
}

func (a *App) clickJoin(id string) {
	n := a.net
	switch id {
	case "join:name":
		a.askText("Your name", func(s string) { a.setName(s) })
	case "join:copy":
		if n != nil && n.answer != "" {
			a.copyText(n.answer, "Your answer code is")
		}
	case "join:retry":
		if n != nil && !n.answering && !n.opening {
			n.startAnswer()
		}
	case "join:newlink":
		a.askNewLink()
	case "join:back":
		a.note = ""
		a.leaveNet(false)
		a.scene = sceneOnline
	}
}
