package online

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/galleria-games/galleria/game"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
	"github.com/galleria-games/galleria/netplay"
)

// The match's clock on the online pages: the host form's choice, the strip
// of every seat's time under the table, the host's time-outs (the seat's
// decision goes to the stand-in bot), and the log's line about each.
// netplay keeps the times (clock.go there); this file shows them.

// clockChoices are the clocks the host form offers, in order: none, a
// time per decision, a time bank with an increment.
var clockChoices = []*netplay.Clock{
	nil,
	{Move: 30_000},
	{Move: 60_000},
	{Move: 120_000},
	{Move: 300_000},
	{Bank: 300_000, Inc: 10_000},
	{Bank: 600_000, Inc: 5_000},
}

// clockID names a clock in the form's targets: "none", "m30000",
// "b300000+10000".
func clockID(c *netplay.Clock) string {
	switch {
	case c == nil:
		return "none"
	case c.Move > 0:
		return "m" + strconv.FormatInt(c.Move, 10)
	}
	return "b" + strconv.FormatInt(c.Bank, 10) + "+" + strconv.FormatInt(c.Inc, 10)
}

// span is a duration of whole seconds in words: "30 s", "1 min", "5 min",
// "1 min 30 s".
func span(ms int64) string {
	s := ms / 1000
	switch {
	case s < 60:
		return lang.F("%d s", s)
	case s%60 == 0:
		return lang.F("%d min", s/60)
	}
	return lang.F("%d min %d s", s/60, s%60)
}

// clockLabel is a clock's button label: "None", "30 s", "5 min + 10 s".
func clockLabel(c *netplay.Clock) string {
	switch {
	case c == nil:
		return lang.T("None")
	case c.Move > 0:
		return span(c.Move)
	}
	return lang.F("%s + %s", span(c.Bank), span(c.Inc))
}

// clockWords says what a clock means, in a sentence ("" for none).
func clockWords(c *netplay.Clock) string {
	switch {
	case c == nil:
		return ""
	case c.Move > 0:
		return lang.F("%s for each decision. When it runs out, a bot makes that decision; the player decides again next time.", span(c.Move))
	}
	return lang.F("%s for each player's whole game, plus %s after each decision. When it runs out, a bot makes each decision.", span(c.Bank), span(c.Inc))
}

// buildHostClock draws the form's clock choices from y and returns the y
// below them: in one row beside the label on a wide screen, under it on a
// phone. Each choice's tip says what it means; so does a line under them
// when the screen has room for it and for rest, the height the form needs
// below.
func (o *Online) buildHostClock(b *ui.Builder, x, y, cw, rest float64) float64 {
	h := &o.form
	ids := make([]string, len(clockChoices))
	labels := make([]string, len(clockChoices))
	for i, c := range clockChoices {
		ids[i], labels[i] = "hostsetup:clock:"+clockID(c), clockLabel(c)
	}
	cur := "hostsetup:clock:" + clockID(h.clock)
	b.Text(b.R(x, y, 110, 15*2.3), lang.T("Clock"), 15, ui.ColTextDim, true, ui.AlignLeft)
	area := ui.Box(x+116, y, cw-116, 40)
	if cw < 600 {
		y += 30
		area = ui.Box(x, y, cw, 88)
	}
	first := len(b.F.Spots)
	used := b.ButtonRow(area, ids, labels, func(string) bool { return true }, func(id string) bool { return id == cur }, 15)
	for i := first; i < len(b.F.Spots); i++ {
		for _, c := range clockChoices {
			if b.F.Spots[i].ID == "hostsetup:clock:"+clockID(c) {
				b.F.Spots[i].Tip = clockWords(c)
			}
		}
	}
	y += max(40, used) + 6
	if s := clockWords(h.clock); s != "" {
		if th := b.ParaHeight(s, cw, 12, false); y+th+4+rest <= b.T.H {
			b.Para(b.R(x, y, cw, th), s, 12, ui.ColTextDim, false)
			y += th + 4
		}
	}
	return y
}

// withClock adds the match's clock to the lobby's line under its title
// ("… · clock: 30 s a decision") in w units: after the rest when all fits,
// else in place of the match's id, else after the game and the player
// count alone.
func (m *netMatch) withClock(b *ui.Builder, sub string, w float64) string {
	c := m.st.Setup.Clock
	if c == nil {
		return sub
	}
	s := lang.F("clock: %s a decision", span(c.Move))
	if c.Bank > 0 {
		s = lang.F("clock: %s a player", clockLabel(c))
	}
	parts := strings.Split(sub, " · ")
	tries := []string{sub + " · " + s}
	if len(parts) > 2 {
		short := slices.Clone(parts)
		short[2] = s // the match's id
		tries = append(tries, strings.Join(short, " · "), strings.Join(append(parts[:2:2], s), " · "))
	}
	for _, t := range tries {
		if ui.TextWidth(t, b.Px(13), false) <= b.Px(w) {
			return t
		}
	}
	return sub
}

// setClock chooses the form's clock by its target's id.
func (h *hostForm) setClock(id string) {
	for _, c := range clockChoices {
		if clockID(c) == id {
			h.clock = c
			return
		}
	}
}

// clockView is what a page keeps of the clock: the time-outs read from the
// log, those not told yet, the lines told, and the strip's text last drawn.
type clockView struct {
	read    int               // log records Peer.Lendings has read
	seen    map[lendKey]bool  // time-outs read
	pending []netplay.Lending // read, not told yet: their decision is not played
	told    []string          // the log lines about time-outs, for the hook
	shown   string            // the strip's text in the last frame
}

type lendKey struct {
	match      string
	seat, step int
}

// timeOuts gives the host's overdue seats to the stand-in bot (the bot a
// "give to bot" uses) for their decision. It reports whether it did.
func (m *netMatch) timeOuts() bool {
	if !m.hosting() || m.state == nil || m.st.Over {
		return false
	}
	over := m.peer.Overdue()
	if len(over) == 0 {
		return false
	}
	bot := match.StandIn(m.state)
	for _, s := range over {
		if err := m.peer.TimeOut(s, bot); err != nil {
			m.o.logf("online: time-out of seat %d: %v", s, err)
		}
	}
	m.refresh()
	return true
}

// clockLines are the log's lines about the time-outs whose decision the
// bot has made since the last call: "Bea's time ran out: the bot made that
// decision."
func (m *netMatch) clockLines() []string {
	c := &m.clk
	if m.peer == nil || m.st.Setup.Clock == nil {
		return nil
	}
	ls, n := m.peer.Lendings(c.read)
	c.read = n
	// The first read is when the table opens: the time-outs already
	// played then (a page reloaded) are in the past the table narrates
	// anew, without them.
	first := c.seen == nil
	if first {
		c.seen = map[lendKey]bool{}
	}
	for _, l := range ls {
		k := lendKey{m.st.Match, l.Seat, l.Step}
		if !c.seen[k] {
			c.seen[k] = true
			if !first || l.Step >= len(m.steps) {
				c.pending = append(c.pending, l)
			}
		}
	}
	var lines []string
	keep := c.pending[:0]
	for _, l := range c.pending {
		if l.Step >= len(m.steps) {
			keep = append(keep, l)
			continue
		}
		name := "?"
		if l.Seat < len(m.st.Setup.Seats) {
			name = m.st.Setup.Seats[l.Seat].Name
		}
		line := lang.F("%s's time ran out: the bot made that decision.", name)
		lines = append(lines, line)
		c.told = append(c.told, line)
	}
	c.pending = keep
	return lines
}

// clockText is every seat's time as the strip shows it, in one string:
// what changes it changes the frame.
func (m *netMatch) clockText() string {
	if m.peer == nil || !m.st.Started || m.st.Setup.Clock == nil {
		return ""
	}
	var b strings.Builder
	for _, c := range m.peer.Clocks() {
		b.WriteString(clockTime(c.Left))
		if c.Running {
			b.WriteByte('*')
		}
		if c.Lent {
			b.WriteByte('b')
		}
		b.WriteByte(' ')
	}
	return b.String()
}

// clockChanged reports whether the strip's text changed since the last
// frame (the shown seconds tick down).
func (m *netMatch) clockChanged() bool {
	s := m.clockText()
	if s == m.clk.shown {
		return false
	}
	m.clk.shown = s
	return true
}

// clockTime is a time left as a clock shows it: "4:59", "0:07",
// "1:02:03"; a second begun counts whole, and below zero is "0:00".
func clockTime(d time.Duration) string {
	s := int64((d + time.Second - 1) / time.Second)
	if d <= 0 {
		s = 0
	}
	hh, mm, ss := s/3600, s/60%60, s%60
	two := func(n int64) string {
		if n < 10 {
			return "0" + strconv.FormatInt(n, 10)
		}
		return strconv.FormatInt(n, 10)
	}
	if hh > 0 {
		return strconv.FormatInt(hh, 10) + ":" + two(mm) + ":" + two(ss)
	}
	return strconv.FormatInt(mm, 10) + ":" + two(ss)
}

// clockStripH is the height (units) of the clocks' strip under the table:
// none without a clock.
const clockStripH = 30

func (m *netMatch) clockStripH() float64 {
	if m == nil || m.peer == nil || !m.st.Started || m.st.Setup.Clock == nil {
		return 0
	}
	return clockStripH
}

// DrawClocks draws every seat's time in r (units), side by side: its
// colour chip, its name and its time left; the running ones in the
// highlight colour, framed; a seat whose time ran out says the bot plays
// it. names and clocks are by seat. Any page that has the clocks draws
// them so (a spectator's too).
func DrawClocks(b *ui.Builder, r ui.Rect, names []string, clocks []netplay.SeatClock) {
	b.Fill(b.U(r), ui.ColPanel, 0)
	n := len(clocks)
	if n == 0 { // a guest before the host's first word on the times
		return
	}
	gap := 4.0
	cw := min(220, (r.W-8-gap*float64(n-1))/float64(n)) // a wide screen keeps each time near its name
	for i, c := range clocks {
		cell := ui.Box(r.X+4+float64(i)*(cw+gap), r.Y+3, cw, r.H-6)
		col := ui.ColTextDim
		if c.Running {
			col = ui.ColHighlight
			b.Stroke(b.U(cell), ui.ColHighlight, 1.5, 5)
		}
		chip := min(12, cell.H-8)
		ui.SeatChip(b, b.U(ui.Box(cell.X+4, cell.Y+(cell.H-chip)/2, chip, chip)), i)
		t := clockTime(c.Left)
		if c.Lent {
			t = lang.F("bot %s", t)
		}
		px := b.Px(13)
		tw := ui.TextWidth(t, px, true)
		in := b.U(ui.Box(cell.X+chip+8, cell.Y, cell.W-chip-12, cell.H))
		name := ""
		if i < len(names) {
			name = ui.Ellipsize(names[i], b.Px(12), false, max(0, in.W-tw-b.Px(4)))
		}
		b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KText, R: in, Text: name, Px: b.Px(12), Col: ui.ColText, Box: in})
		b.TextPx(in, t, px, col, true, ui.AlignRight)
	}
}

// clockStrip draws the match's clocks in r (quiet: the background only).
func (m *netMatch) clockStrip(b *ui.Builder, r ui.Rect, quiet bool) {
	seatClockStrip(b, r, quiet, m.st.Setup.Seats, m.peer.Clocks)
}

// seatClockStrip draws the clocks of seats in r, from clocks (not asked
// when quiet: then only the background is drawn).
func seatClockStrip(b *ui.Builder, r ui.Rect, quiet bool, seats []netplay.SeatInfo, clocks func() []netplay.SeatClock) {
	if quiet {
		b.Fill(b.U(r), ui.ColPanel, 0)
		return
	}
	names := make([]string, len(seats))
	for i, si := range seats {
		names[i] = si.Name
	}
	DrawClocks(b, r, names, clocks())
}

// clockStatus fills the hook's clock fields.
func (m *netMatch) clockStatus(os *game.OnlineStatus) {
	os.Clocks, os.TimeOuts = []game.ClockStatus{}, append([]string{}, m.clk.told...)
	c := m.st.Setup.Clock
	if c == nil {
		return
	}
	os.Clock = clockSetting(c)
	for _, sc := range m.peer.Clocks() {
		os.Clocks = append(os.Clocks, game.ClockStatus{Ms: sc.Left.Milliseconds(), Running: sc.Running, Lent: sc.Lent})
	}
}
