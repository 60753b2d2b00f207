package ui

import (
	"math"
	"strconv"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game/lang"
)

// Pieces every game's table draws the same way: panels with a title, the
// header's Menu and Players buttons, the move log, the online buttons and
// the "leave the match?" overlay. Rectangles are in units unless named px.

// Sizes are a table layout's text sizes in units.
type Sizes struct{ Font, Small, Title float64 }

// U converts a unit rectangle to device pixels.
func (b *Builder) U(r Rect) Rect { return b.T.R(r.X, r.Y, r.W, r.H) }

// Section draws a region's panel and title and returns the inside (units).
func Section(b *Builder, r Rect, title string, titleSize float64) Rect {
	b.Fill(b.U(r), ColPanel, 8)
	b.Text(b.U(Box(r.X+8, r.Y+2, r.W-16, 18)), title, titleSize, ColTextDim, true, AlignLeft)
	return Box(r.X+6, r.Y+20, r.W-12, r.H-24)
}

// HeaderButtons draws the table's Menu button at menu, and before it
// Players in an online match (and before that its Chat button, when
// c.Online.Chat names it and the header has room: not on a phone), or Hint when c offers one (a local match
// whose focus seat acts), then Undo when c has one (not on a phone,
// upright or sideways: UndoInMenu), and before those Rules when the game
// has a rules book; it returns the left edge of the buttons.
func HeaderButtons(b *Builder, menu Rect, size float64, c *TableCtx) float64 {
	b.Button("table:menu", b.U(menu), lang.T("Menu"), size, true, false)
	left := Box(menu.X-menu.W-8, menu.Y, menu.W, menu.H)
	switch {
	case c != nil && c.Online != nil:
		b.Button("table:players", b.U(left), lang.T("Players"), size, true, false)
		if chat := c.Online.Chat; chat != "" && !UndoInMenu(b) {
			cw := max(menu.H*1.6, b.ButtonWidth(chat, size))
			left = Box(left.X-cw-6, menu.Y, cw, menu.H)
			b.Button("chat:open", b.U(left), chat, size, true, false)
		}
	case c != nil && c.Hint != nil:
		b.Button("table:hint", b.U(left), lang.T("Hint"), size, c.Hint.Offered, false)
	default:
		left = menu
	}
	if c != nil && c.Undo != "" && !UndoInMenu(b) {
		uw := max(menu.W, b.ButtonWidth(c.Undo, size))
		left = Box(left.X-uw-6, menu.Y, uw, menu.H)
		b.Button("table:undo", b.U(left), c.Undo, size, true, false)
	}
	if c != nil && c.Rules {
		// A square "?" button (its tip says "Rules"): the header's texts
		// keep their room.
		rw := max(menu.H*0.8, b.ButtonWidth("?", size))
		left = Box(left.X-rw-6, menu.Y, rw, menu.H)
		b.Button("table:rules", b.U(left), "?", size, true, false)
		b.F.Spots[len(b.F.Spots)-1].Tip = lang.T("Rules")
	}
	return left.X
}

// HintWords is the header's line about the hint, "" if there is none:
// "Thinking of a hint… 40%", or the hint itself.
func HintWords(c *TableCtx) string {
	h := c.Hint
	switch {
	case h == nil:
		return ""
	case h.Thinking:
		p := 0
		if h.Total > 0 {
			p = min(100, 100*h.Done/h.Total/25*25)
		}
		return lang.F("Thinking of a hint… %d%%", p)
	}
	return h.Line
}

// HintHeader draws the hint's line at the text size font (units), in
// ColHint: in the header area when it fits there (one line, or as many
// wrapped lines as the area's height holds), else in a banner under the
// header, across the screen, with every line of it (a phone's header holds
// too little of a hint with its reason). It reports whether it drew in the
// header: false leaves the header to the table's own line (with a banner
// under it, or no hint at all). The banner is drawn over the table:
// HintMarks, which the shell calls once the table is built, puts it on top.
func HintHeader(b *Builder, area Rect, c *TableCtx, font float64) bool {
	s := HintWords(c)
	if s == "" {
		return false
	}
	r := b.U(area)
	px := b.Px(font)
	if TextWidth(s, px, true) <= r.W {
		b.TextPx(r, s, px, ColHint, true, AlignLeft)
		return true
	}
	lh := px * 1.25
	if lines := Wrap(s, px, true, r.W); float64(len(lines))*lh <= r.H {
		hintLines(b, lines, r, px)
		return true
	}
	pad := b.Px(6)
	full := b.U(Box(area.X, area.Y+area.H, b.T.W-2*area.X, 0))
	lines := Wrap(s, px, true, full.W-2*pad)
	w := 0.0
	for _, ln := range lines {
		w = math.Max(w, TextWidth(ln, px, true))
	}
	panel := Rect{full.X, full.Y, math.Min(full.W, w+2*pad), float64(len(lines))*lh + 2*pad}
	b.F.Items = append(b.F.Items, Item{Kind: KFill, R: panel, Col: colHintBanner, Rad: b.Px(6)})
	b.Stroke(panel, ColHint, 1.5, 6)
	hintLines(b, lines, panel.Inset(pad), px)
	return false
}

// colHintBanner is the fill of the hint's banner (HintHeader): the panel
// colour, one step apart so that HintMarks finds the banner.
var colHintBanner = RGB(0x26, 0x30, 0x48)

// hintLines draws a hint's wrapped lines in r, centred up and down.
func hintLines(b *Builder, lines []string, r Rect, px float64) {
	lh := px * 1.25
	y := r.Y + (r.H-lh*float64(len(lines)))/2
	for _, ln := range lines {
		b.F.Items = append(b.F.Items, Item{Kind: KText, R: Rect{r.X, y, r.W, lh}, Text: ln, Px: px, Col: ColHint, Bold: true, Align: AlignLeft, Box: r})
		y += lh
	}
}

// liftHintBanner moves the hint's banner (its panel, edge and lines), if the
// frame has one, to the end of the frame's items: over the table built after
// the header.
func liftHintBanner(b *Builder) {
	items := b.F.Items
	for i, it := range items {
		if it.Kind != KFill || it.Col != colHintBanner {
			continue
		}
		j := i + 1
		for j < len(items) && (j == i+1 || items[j].Kind == KText && items[j].Col == ColHint && it.R.Contains(items[j].R.X, items[j].R.Y)) {
			j++
		}
		banner := append([]Item(nil), items[i:j]...)
		b.F.Items = append(append(items[:i:i], items[j:]...), banner...)
		return
	}
}

// HintMarks outlines, over a built table, the hotspots among targets (a
// hint's click plan) with the hint style: a thick magenta edge and the
// click's number in a badge (a later click's target may still be disabled
// until the earlier ones are made). Hotspots under a modal are left alone.
// It returns the IDs it marked. The hint's banner (HintHeader) goes on top
// of the table first, the marks over it.
func HintMarks(b *Builder, targets []string) []string {
	liftHintBanner(b)
	if len(targets) == 0 {
		return nil
	}
	order := map[string]int{}
	for i, id := range targets {
		if _, ok := order[id]; !ok {
			order[id] = i + 1
		}
	}
	var marked []string
	spots := b.F.Spots
	for i := b.F.Barrier; i < len(spots); i++ {
		s := spots[i]
		n, ok := order[s.ID]
		if !ok {
			continue
		}
		out := s.R.Inset(-b.Px(3))
		b.Stroke(out, ColHint, 3.5, 6)
		rad := math.Max(b.Px(10.5), math.Min(s.R.W, s.R.H)*0.16) // its number at 12.6 units or more
		cx, cy := out.X+rad*0.8, out.Y+rad*0.8
		b.Circle(cx, cy, rad, ColHint, ColTextDark, b.Px(1))
		b.TextPx(Centred(cx, cy, rad*2), strconv.Itoa(n), rad*1.2, ColTextDark, true, AlignCenter)
		marked = append(marked, s.ID)
	}
	return marked
}

// LogPanel draws the newest lines of the move log that fit in area, newest
// last and brightest.
func LogPanel(b *Builder, area Rect, log []string, s Sizes) {
	if area.H < 40 {
		return
	}
	in := Section(b, area, lang.T("Moves"), s.Title)
	px := b.Px(s.Small)
	lh := px * 1.3
	maxLines := int(b.Px(in.H) / lh)
	if maxLines <= 0 {
		return
	}
	type line struct {
		s      string
		newest bool
	}
	var lines []line // bottom up
	for i := len(log) - 1; i >= 0 && len(lines) < maxLines; i-- {
		w := Wrap(log[i], px, false, b.Px(in.W)-px)
		for j := len(w) - 1; j >= 0 && len(lines) < maxLines; j-- {
			ln := w[j]
			if j > 0 {
				ln = "  " + ln
			}
			lines = append(lines, line{ln, i == len(log)-1})
		}
	}
	r := b.U(in)
	y := r.Y + r.H - lh
	for _, ln := range lines {
		col := ColTextDim
		if ln.newest {
			col = ColText
		}
		b.F.Items = append(b.F.Items, Item{Kind: KText, R: Box(r.X, y, r.W, lh), Text: ln.s, Px: px, Col: col})
		y -= lh
	}
}

// NetButtons draws an online match's buttons in area and reports whether
// there were any.
func NetButtons(b *Builder, area Rect, c *TableCtx, size float64) bool {
	if c.Online == nil || len(c.Online.Buttons) == 0 {
		return false
	}
	bs := c.Online.Buttons
	ids, labels := make([]string, len(bs)), make([]string, len(bs))
	for i, nb := range bs {
		ids[i], labels[i] = nb.ID, nb.Label
	}
	b.ButtonRow(area, ids, labels, func(string) bool { return true }, func(string) bool { return false }, size)
	return true
}

// WaitingWords is the prompt when the focus seat does not act: whom an
// online match waits for, or who acts ("Waiting for Anna and Beat…"), or
// that the game is over; "" during chance.
func WaitingWords(c *TableCtx) string {
	if t := c.Thinking; t != nil {
		return lang.F("%s is thinking… %d%%", c.Name(t.Seat), t.Percent())
	}
	if c.Online != nil && c.Online.Prompt != "" {
		return c.Online.Prompt
	}
	d := c.State.Decision()
	switch d.Kind {
	case engine.Terminal:
		return lang.T("The game is over.")
	case engine.ChanceNode:
		return ""
	}
	var who []string
	for _, seat := range d.Seats {
		who = append(who, c.Name(seat))
	}
	if len(who) == 0 {
		return ""
	}
	return lang.F("Waiting for %s…", lang.List(who))
}

// UndoInMenu reports whether the Undo button is left out of the header
// (a phone, upright or sideways, draws the table's portrait design, whose
// header needs its room for the game's line): QuitOverlay shows it in the
// Menu's "leave this match?" question instead.
func UndoInMenu(b *Builder) bool { return b.T.W < LandW/2 }

// The "leave this match?" question's sizes (units): its buttons' height
// and the gap between rows, the panel's margin above its title and below
// its buttons, and its title's row.
const (
	quitButtonH = 40.0
	quitGap     = 8.0
	quitPad     = 12.0
	quitTitleH  = 28.0
)

// QuitOverlay draws the "leave this match?" question over the whole table:
// its title and words, Keep playing ("table:stay") and Leave
// ("table:quit"), and in the same panel, under those, the buttons the
// table offers there: Undo ("table:undo", labelled c.Undo) when the header
// leaves it out (UndoInMenu), and Switch the guide off ("table:guideoff")
// while the guided first game is on. The panel is as tall as its words
// and buttons need and no more: a phone held sideways shows about 190
// units of the table at once, and the whole question fits there. The
// panel is what the scroller brings into view (Frame.Reveal).
func QuitOverlay(b *Builder, c *TableCtx) {
	b.Modal(b.R(0, 0, b.T.W, b.T.H))
	var ids, labels []string
	if c != nil && c.Undo != "" && UndoInMenu(b) {
		ids, labels = append(ids, "table:undo"), append(labels, c.Undo)
	}
	if c != nil && c.Guide {
		ids, labels = append(ids, "table:guideoff"), append(labels, lang.T("Switch the guide off"))
	}
	words := lang.T("It will not be saved: back at the menu you start a new one.")
	if c != nil && c.Online != nil {
		words = lang.T("The others can go on without you: the host can give your seat to a bot.")
	}
	w := math.Min(b.T.W-24, 460)
	inner := w - 32
	half := (inner - 16) / 2
	// The extra buttons share a row when each label fits half of it,
	// else each has a row of its own.
	rows := [][]int{}
	switch {
	case len(ids) == 2 && b.ButtonWidth(labels[0], 15) <= half && b.ButtonWidth(labels[1], 15) <= half:
		rows = append(rows, []int{0, 1})
	default:
		for i := range ids {
			rows = append(rows, []int{i})
		}
	}
	wordsH := b.ParaHeight(words, inner, 14, false)
	h := quitPad + quitTitleH + wordsH + quitGap + quitButtonH + float64(len(rows))*(quitGap+quitButtonH) + quitPad
	x, y := (b.T.W-w)/2, (b.T.H-h)/2
	panel := b.R(x, y, w, h)
	b.F.Reveal = panel
	b.Fill(panel, ColPanel, 12)
	b.Stroke(panel, ColHighlight, 2, 12)
	b.Text(b.R(x+16, y+quitPad-2, inner, quitTitleH-2), lang.T("Leave this match?"), 20, ColText, true, AlignLeft)
	b.Para(b.R(x+16, y+quitPad+quitTitleH, inner, wordsH+1), words, 14, ColTextDim, false)
	by := y + quitPad + quitTitleH + wordsH + quitGap
	b.Button("table:stay", b.R(x+16, by, half, quitButtonH), lang.T("Keep playing"), 15, true, false)
	b.Button("table:quit", b.R(x+32+half, by, half, quitButtonH), lang.T("Leave"), 15, true, false)
	for _, row := range rows {
		by += quitButtonH + quitGap
		bw := (inner - 16*float64(len(row)-1)) / float64(len(row))
		for k, i := range row {
			b.Button(ids[i], b.R(x+16+float64(k)*(bw+16), by, bw, quitButtonH), labels[i], 15, true, false)
		}
	}
}

// Ordinal is "1st", "2nd", "3rd", "4th", … ("1er", "2e", … in French).
func Ordinal(n int) string {
	if lang.Current() == lang.French {
		if n == 1 {
			return "1er"
		}
		return strconv.Itoa(n) + "e"
	}
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix
}

// GuideLine draws the guided first game's line (TableCtx.Guide) in r
// (units, like Section): what to do now and why it matters, on a soft
// panel, wrapped and made smaller (ParaFit) to fit. It draws nothing for an
// empty line.
func GuideLine(b *Builder, r Rect, s string, sizeUnits float64) {
	if s == "" {
		return
	}
	b.Fill(b.U(r), ColPanelLight, 6)
	const pad = 4.0
	b.ParaFit(b.U(Box(r.X+pad, r.Y+2, r.W-2*pad, r.H-4)), s, sizeUnits, ColGuide, false)
}
