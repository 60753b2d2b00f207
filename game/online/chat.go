package online

import (
	"image/color"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/game"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
	"github.com/galleria-games/galleria/netplay"
)

// The chat of an online match, in the lobby and at the table: the last
// lines ("Name: text", a reaction in words), a Say… button that opens the
// platform's text box, a row of reactions, and a Mute toggle for each other
// peer. The lines are netplay's (signed, kept with the match); what this
// page adds is only its view of them: which peers it mutes, which lines
// were seen, whether the panel is open, the note of a line it refused. The
// mutes are kept with the match on this device (ui/mute: the muted peers'
// keys), so a reload keeps them.
// Lines are drawn as text: markup shows as it was typed, and nothing opens
// a link.

// chatView is this page's view of the chat (kept in memory).
type chatView struct {
	lines  []netplay.ChatLine // the peer's lines, as of the last snapshot
	taken  bool               // lines were taken once (a reload's lines are not unread)
	seen   int                // lines shown so far
	open   bool               // the overlay is open (table, or a lobby too small for the panel)
	inline bool               // the lobby's last frame drew the panel beside the seats
	muted  map[int]bool       // by peer index
	read   bool               // the kept mutes were read (once the roster is known)
	note   string             // why the last line was not sent
	said   int                // lines typed in the text box and taken (sent or refused)
}

// takeChat reads the peer's lines into the snapshot.
func (m *netMatch) takeChat() {
	c := &m.chat
	c.lines = m.peer.ChatLines()
	if !c.taken {
		c.taken, c.seen = true, len(c.lines)
	}
	if !c.read && len(m.st.Setup.Peers) > 0 {
		c.read = true
		m.loadMutes()
	}
}

// muteKey is the store key of this page's mutes in the match.
const muteKey = "ui/mute"

// loadMutes reads the mutes kept for the match: a key per line.
func (m *netMatch) loadMutes() {
	b, _ := m.store.Load(muteKey)
	for _, key := range strings.Split(string(b), "\n") {
		for i, p := range m.st.Setup.Peers {
			if key != "" && p.Key == key && i != m.st.Me {
				if m.chat.muted == nil {
					m.chat.muted = map[int]bool{}
				}
				m.chat.muted[i] = true
			}
		}
	}
}

// saveMutes keeps the muted peers' keys with the match.
func (m *netMatch) saveMutes() {
	var keys []string
	for i, p := range m.st.Setup.Peers {
		if m.chat.muted[i] && p.Key != "" {
			keys = append(keys, p.Key)
		}
	}
	if err := m.store.Save(muteKey, []byte(strings.Join(keys, "\n"))); err != nil {
		m.o.logf("online: keep the mutes: %v", err)
	}
}

// chatSize is the text size of the chat's lines (units).
const chatSize = 13

// reactionWords is a reaction in words: what its button says, and how a
// line shows it.
func reactionWords(code string) string {
	switch code {
	case "well-played":
		return lang.T("well played!")
	case "thinking":
		return lang.T("let me think…")
	case "oops":
		return lang.T("oops!")
	case "good-luck":
		return lang.T("good luck!")
	case "thanks":
		return lang.T("thanks!")
	case "wow":
		return lang.T("wow!")
	}
	return code
}

// lineWords is a chat line as the panel shows it.
func lineWords(l netplay.ChatLine) string {
	if l.Reaction != "" {
		return l.Name + ": " + reactionWords(l.Reaction)
	}
	return l.Name + ": " + l.Text
}

// unread counts the lines of other, unmuted peers that came after the
// panel was last shown.
func (m *netMatch) unread() int {
	c := &m.chat
	n := 0
	for i := c.seen; i < len(c.lines); i++ {
		if l := c.lines[i]; l.Peer != m.st.Me && !c.muted[l.Peer] {
			n++
		}
	}
	return n
}

// chatLabel is the Chat button's label, with the unread lines.
func (m *netMatch) chatLabel() string {
	if n := m.unread(); n > 0 {
		return lang.F("Chat (%d)", n)
	}
	return lang.T("Chat")
}

// canChat reports whether this page can send lines: it is in the match.
func (m *netMatch) canChat() bool { return m != nil && m.peer != nil && m.st.Me >= 0 }

// others are the peers this page may mute, by index, with their names.
func (m *netMatch) others() (peers []int, names []string) {
	for i, p := range m.st.Setup.Peers {
		if i != m.st.Me && p.Name != "" {
			peers, names = append(peers, i), append(names, p.Name)
		}
	}
	return peers, names
}

// say sends a line typed in the text box; "" (a cancelled box) sends
// nothing. A refused line leaves a note in the panel, in words.
func (m *netMatch) say(text string) {
	if strings.TrimSpace(text) == "" {
		return
	}
	m.chat.said++
	m.chat.note = ""
	if err := m.peer.Chat(text); err != nil {
		m.chat.note = refusalWords(text, err)
	}
	m.refresh()
}

// react sends a reaction.
func (m *netMatch) react(code string) {
	m.chat.note = ""
	if err := m.peer.React(code); err != nil {
		m.chat.note = refusalWords("", err)
	}
	m.refresh()
}

// refusalWords says why a line was not sent.
func refusalWords(text string, err error) string {
	t := strings.TrimSpace(text)
	switch {
	case strings.HasPrefix(err.Error(), "too many messages"):
		return lang.F("Not sent: at most %d messages in %d seconds. Wait a little.", netplay.ChatBurst, int(netplay.ChatWindow.Seconds()))
	case len(t) > netplay.MaxChatBytes:
		return lang.F("Not sent: %d bytes, at most %d.", len(t), netplay.MaxChatBytes)
	}
	if _, cerr := netplay.CleanChat(text); cerr != nil {
		return lang.T("Not sent: a line may not hold a line break, a tab or another control character.")
	}
	return lang.F("Not sent: %s", err.Error())
}

// clickChat handles the chat's targets, on any scene.
func (o *Online) clickChat(id string) {
	m := o.m
	if !m.canChat() {
		return
	}
	c := &m.chat
	switch {
	case id == "chat:open":
		c.open = true
	case id == "chat:close":
		c.open, c.note = false, ""
	case id == "chat:say":
		o.askText(lang.F("Your message (at most %d bytes of plain text)", netplay.MaxChatBytes), func(s string) {
			if o.m == m && m.canChat() {
				m.say(s)
			}
		})
	case strings.HasPrefix(id, "chat:react:"):
		m.react(strings.TrimPrefix(id, "chat:react:"))
	case strings.HasPrefix(id, "chat:mute:"):
		p, err := strconv.Atoi(strings.TrimPrefix(id, "chat:mute:"))
		if err != nil || p < 0 || p >= len(m.st.Setup.Peers) || p == m.st.Me {
			return
		}
		if c.muted == nil {
			c.muted = map[int]bool{}
		}
		c.muted[p] = !c.muted[p]
		m.saveMutes()
	}
	o.sh.Changed()
}

// Covering implements game.TableLayer: the chat is open over the table.
func (o *Online) Covering() bool { return o.m.canChat() && o.m.chat.open }

// stripH is the height of the chat's strip under a phone's table (units).
const stripH = 40

// TableStrip implements game.TableLayer: a phone's table header has no room
// for the Chat button, which goes in a strip under the table.
func (o *Online) TableStrip(b *ui.Builder) float64 {
	if o.w != nil {
		return o.w.clockStripH() // a spectator's page: the clocks only
	}
	h := o.m.clockStripH() // the clocks' strip above it (clock.go)
	if o.m.canChat() && ui.UndoInMenu(b) {
		h += stripH
	}
	return h
}

// BuildTable implements game.TableLayer: the strip (the Chat button and the
// newest line), and the chat's overlay when it is open.
func (o *Online) BuildTable(b *ui.Builder, strip ui.Rect, screenH float64, quiet bool) {
	if o.w != nil {
		if strip.H > 0 {
			o.w.clockStrip(b, strip, quiet)
		}
		return
	}
	m := o.m
	if ch := m.clockStripH(); ch > 0 && strip.H >= ch {
		m.clockStrip(b, ui.Box(strip.X, strip.Y, strip.W, ch), quiet)
		strip = ui.Box(strip.X, strip.Y+ch, strip.W, strip.H-ch)
	}
	if !m.canChat() {
		return
	}
	if strip.H > 0 {
		b.Fill(b.U(strip), ui.ColPanel, 0)
		if !quiet {
			o.chatStrip(b, strip)
		}
	}
	if m.chat.open && !quiet {
		o.chatOverlay(b, screenH)
	}
}

// chatStrip draws the Chat button at the strip's right and, beside it, the
// newest line shown (its first row, if it is longer).
func (o *Online) chatStrip(b *ui.Builder, r ui.Rect) {
	m := o.m
	label := m.chatLabel()
	bw := max(100, b.ButtonWidth(label, 14))
	b.Button("chat:open", b.R(r.X+r.W-bw-6, r.Y+4, bw, r.H-8), label, 14, true, false)
	for i := len(m.chat.lines) - 1; i >= 0; i-- {
		l := m.chat.lines[i]
		if m.chat.muted[l.Peer] {
			continue
		}
		box := b.R(r.X+8, r.Y, r.W-bw-24, r.H)
		px := b.Px(12)
		s := wrapHard(lineWords(l), px, box.W)[0]
		if s != lineWords(l) {
			s = ui.Ellipsize(s+"…", px, false, box.W) // the first row, marked as a preview
		}
		b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KText, R: box, Text: s, Px: px, Col: ui.ColTextDim, Box: box})
		break
	}
}

// chatOverlay draws the chat as a panel over the whole scene, with a Close
// button: a phone's bottom half or more, a column at a desktop's right; at
// most screenH units high (what a scrolled scene shows at once), where the
// scroller brings it.
func (o *Online) chatOverlay(b *ui.Builder, screenH float64) {
	w, h := b.T.W, b.T.H
	b.Modal(b.R(0, 0, w, h))
	vh := min(h, screenH)
	r := ui.Box(8, h-vh+8, w-16, vh-16)
	switch {
	case w >= 600:
		pw, ph := 380.0, min(vh-60, 600)
		r = ui.Box(w-pw-12, h-ph-12, pw, ph)
	case vh > 560:
		ph := min(vh-56, 620)
		r = ui.Box(8, h-ph-8, w-16, ph)
	}
	b.F.Reveal = b.U(r)
	b.Fill(b.U(r), ui.ColPanel, 12)
	b.Stroke(b.U(r), ui.ColHighlight, 2, 12)
	o.chatPanel(b, r, true)
}

// chatMinH is the least height of the chat panel (units): its title, the
// mutes, a few lines, the reactions and Say….
const chatMinH = 250

// chatPanel draws the chat in r (units): the title (and Close), the other
// peers' Mute toggles, the lines that fit (newest at the bottom), the note
// of a refused line, the reactions and Say…. It marks the lines seen.
func (o *Online) chatPanel(b *ui.Builder, r ui.Rect, closable bool) {
	m := o.m
	c := &m.chat
	pad := 10.0
	x, w := r.X+pad, r.W-2*pad
	y := r.Y + 6
	tw := w
	if closable {
		cw := max(80, b.ButtonWidth(lang.T("Close"), 14))
		b.Button("chat:close", b.R(x+w-cw, y, cw, 32), lang.T("Close"), 14, true, false)
		tw = w - cw - 8
	}
	// A short panel (a phone held sideways) has no title: Say… goes beside
	// Close, and the first Mute toggles before them.
	compact := r.H < chatMinH+60
	const per, gap = 3, 6.0
	bw := (w - gap*(per-1)) / per
	col, mx := 0, x // the next toggle's column and left edge
	if compact {
		sw := max(90, b.ButtonWidth(lang.T("Say…"), 14))
		b.Button("chat:say", b.R(x+tw-sw, y, sw, 32), lang.T("Say…"), 14, true, false)
		tw -= sw + 8
		col = per - int((tw+gap)/(bw+gap)) // the title row holds the last columns' worth
		mx = x - float64(col)*(bw+gap)
		if col >= per {
			col, mx, y = 0, x, y+38
		}
	} else {
		b.Text(b.R(x, y+2, tw, 28), lang.T("Chat"), 18, ui.ColText, true, ui.AlignLeft)
		y += 38
	}

	// The Mute toggles, three a row.
	peers, names := m.others()
	for i, p := range peers {
		label := lang.F("Mute %s", names[i])
		if c.muted[p] {
			label = lang.F("Unmute %s", names[i])
		}
		size, _ := b.FitSize(label, bw-10, 12, true)
		b.Button("chat:mute:"+strconv.Itoa(p), b.R(mx+float64(col)*(bw+gap), y, bw, 28), label, size, true, c.muted[p])
		if col++; col == per || i == len(peers)-1 {
			col, mx = 0, x
			y += 34
		}
	}
	if compact && len(peers) == 0 {
		y += 38
	}

	// From the bottom up: Say…, the reactions, the note.
	bottom := r.Y + r.H - pad
	if !compact {
		b.Button("chat:say", b.R(x, bottom-36, w, 36), lang.T("Say…"), 15, true, false)
		bottom -= 36 + gap
	}
	codes := netplay.Reactions
	rper, rw := per, bw
	rows := (len(codes) + rper - 1) / rper
	for i, code := range codes {
		row := i / rper
		ry := bottom - float64(rows-row)*(30+gap) + gap
		label := reactionWords(code)
		size, _ := b.FitSize(label, rw-8, 13, true)
		b.Button("chat:react:"+code, b.R(x+float64(i%rper)*(rw+gap), ry, rw, 30), label, size, true, false)
	}
	bottom -= float64(rows) * (30 + gap)
	if c.note != "" {
		nh := b.ParaHeight(c.note, w, 12, false) + 2
		bottom -= nh
		b.Para(b.R(x, bottom, w, nh), c.note, 12, ui.ColBad, false)
		bottom -= 4
	}

	// The lines that fit, newest at the bottom; a muted peer's are left out.
	area := ui.Box(x, y, w, bottom-y)
	if area.H > 0 {
		b.Fill(b.U(area), ui.ColBackground, 6)
		drawChatLines(b, area.Inset(4), m)
	}
	c.seen = len(c.lines)
}

// drawChatLines draws the chat lines that fit in area (units), newest at
// the bottom, each wrapped to the width (a word too long for it is broken).
func drawChatLines(b *ui.Builder, area ui.Rect, m *netMatch) {
	c := &m.chat
	px := b.Px(chatSize)
	lh := px * 1.3
	box := b.U(area)
	room := int(box.H / lh)
	type shown struct {
		s   string
		col color.RGBA
	}
	var out []shown // bottom up
	for i := len(c.lines) - 1; i >= 0 && len(out) < room; i-- {
		l := c.lines[i]
		if c.muted[l.Peer] {
			continue
		}
		col := ui.ColText
		if l.Reaction != "" {
			col = ui.ColHint
		}
		ws := wrapHard(lineWords(l), px, box.W)
		for j := len(ws) - 1; j >= 0 && len(out) < room; j-- {
			out = append(out, shown{ws[j], col})
		}
	}
	if len(out) == 0 && room > 0 {
		out = append(out, shown{lang.T("No messages yet."), ui.ColTextDim})
	}
	y := box.Y + box.H - lh*float64(len(out))
	for i := len(out) - 1; i >= 0; i-- { // top down, in reading order
		b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KText, R: ui.Rect{X: box.X, Y: y, W: box.W, H: lh}, Text: out[i].s, Px: px, Col: out[i].col, Box: box})
		y += lh
	}
}

// wrapHard wraps s to width (device pixels) at spaces, and breaks a word
// wider than the line where it must.
func wrapHard(s string, px, width float64) []string {
	var out []string
	for _, ln := range ui.Wrap(s, px, false, width) {
		for ui.TextWidth(ln, px, false) > width && len([]rune(ln)) > 1 {
			r := []rune(ln)
			n := len(r) - 1
			for n > 1 && ui.TextWidth(string(r[:n]), px, false) > width {
				n--
			}
			out = append(out, string(r[:n]))
			ln = string(r[n:])
		}
		out = append(out, ln)
	}
	return out
}

// chatStatus fills the hook's chat fields.
func (m *netMatch) chatStatus(os *game.OnlineStatus, shown bool) {
	c := &m.chat
	os.Chat = []game.ChatStatus{}
	for _, l := range c.lines {
		os.Chat = append(os.Chat, game.ChatStatus{Peer: l.Peer, Author: l.Name, Text: l.Text, Reaction: l.Reaction, Muted: c.muted[l.Peer]})
	}
	os.ChatShown, os.ChatUnread, os.ChatNote = shown, m.unread(), c.note
}
