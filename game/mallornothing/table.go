package mallornothing

import (
	"strings"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The Mall or Nothing table: both malls side by side (the focus seat's on
// the left), the drawn card with its rotation and lock buttons, the seats,
// the square legend and the narrated log. The card to place snaps to the
// anchor under the pointer: legal anchors are marked with dots, the hovered
// or chosen one shows a ghost preview of the result (the engine's Preview),
// and Lock in commits it. At the end both malls show their score laid on
// the cells (the engine's ScoreMapOf) until the player moves on to the
// results.

// mnLayout places the regions of the Mall or Nothing table, in units.
type mnLayout struct {
	portrait           bool
	header, menu       ui.Rect
	own, other         ui.Rect // the focus seat's mall, the other's
	hand               ui.Rect // the drawn card and its buttons (the score table at the end)
	seats              ui.Rect
	prompt             ui.Rect
	guide              ui.Rect // the guided first game's line (TableCtx.Guide)
	hint               ui.Rect // a hint's line (phone only; the header shows it on a desktop)
	legend             ui.Rect // square kinds and how they score (landscape only)
	log                ui.Rect
	font, small, title float64
	maxCell            float64
}

// hint: the height of a hint's box (0: none); on a phone the hint's line
// has a box of its own.
func layoutMN(w, h float64, final, guide bool, hint float64) mnLayout {
	if w < h {
		// A phone: the own mall, where the player acts, takes what the
		// other regions leave; the drawn card and the other mall share
		// one row.
		L := mnLayout{portrait: true, font: 13, small: 12, title: 12, maxCell: 44}
		L.header = ui.Box(0, 0, w, 34)
		L.menu = ui.Box(w-70, 4, 64, 26)
		const rowH, handW, logH = 176.0, 196.0, 96.0
		guideH := 0.0
		if guide {
			guideH = 60
		}
		tail := 4 + 48 + 4 + 40 + 4 + guideH + logH + 6 // seats, prompt, guide, log
		y := 38.0
		if hint > 0 {
			L.hint = ui.Box(6, y, w-12, hint)
			y += hint + 4
		}
		if final {
			// Both malls scored, one above the other, the score table
			// under them.
			mh := (h - y - tail - 4 - 110 - 8) / 2
			L.own = ui.Box(6, y, w-12, mh)
			L.other = ui.Box(6, y+mh+4, w-12, mh)
			y += 2*mh + 8
			L.hand = ui.Box(6, y, w-12, 110)
			y += 110
		} else {
			mh := h - y - tail - 4 - rowH
			L.own = ui.Box(6, y, w-12, mh)
			y += mh + 4
			L.hand = ui.Box(6, y, handW, rowH)
			L.other = ui.Box(6+handW+6, y, w-12-handW-6, rowH)
			y += rowH
		}
		L.seats = ui.Box(6, y+4, w-12, 48)
		L.prompt = ui.Box(6, y+56, w-12, 40)
		y += 100
		if guide {
			L.guide = ui.Box(6, y, w-12, 56)
			y += 60
		}
		L.log = ui.Box(6, y, w-12, h-y-6)
		return L
	}
	L := mnLayout{font: 15, small: 12.5, title: 13, maxCell: 58}
	L.header = ui.Box(0, 0, w, 40)
	L.menu = ui.Box(w-104, 6, 92, 28)
	colX := w - 312
	mw := colX - 8 - 12
	mh := h - 46 - 122
	if guide {
		mh -= 32
	}
	ownW := mw * 0.58
	if final {
		ownW = (mw - 8) / 2
	}
	L.own = ui.Box(12, 46, ownW, mh)
	L.other = ui.Box(12+ownW+8, 46, mw-ownW-8, mh)
	L.prompt = ui.Box(12, 46+mh+4, mw, 30)
	y := 46 + mh + 38
	if guide {
		L.guide = ui.Box(12, y-2, mw, 30)
		y += 32
	}
	L.legend = ui.Box(12, y, mw, h-y-8)
	L.hand = ui.Box(colX, 46, 300, 236)
	L.seats = ui.Box(colX, 288, 300, 110)
	L.log = ui.Box(colX, 404, 300, h-412)
	return L
}

// mctx is what the Mall or Nothing table's build functions share. All they
// draw comes from the focus seat's view v.
type mctx struct {
	t      *table // its motion and last placements (nil in a picture)
	b      *ui.Builder
	c      *ui.TableCtx
	L      mnLayout
	v      *rules.State
	p      *Picker
	acting bool
	final  bool // the final scoring is shown
	// The placement shown in the focus seat's mall: a hovered or chosen
	// anchor (ghost), or the move locked in this round.
	show       string
	showLocked bool
	preview    *rules.State
	refusal    error // why the hovered anchor is not legal (the engine's refusal)
	hoverX     int
	hoverY     int
	hovering   bool
}

// U converts a unit rectangle to device pixels.
func (c *mctx) U(r ui.Rect) ui.Rect { return c.b.U(r) }

func (c *mctx) name(seat int) string { return c.c.Name(seat) }

// section draws a region's panel and title and returns the inside.
func (c *mctx) section(r ui.Rect, title string) ui.Rect {
	return ui.Section(c.b, r, title, c.L.title)
}

// humans is the number of seats played by people at this device.
func (c *mctx) humans() int {
	n := 0
	for _, s := range c.c.Seats {
		if s.Kind == ui.Human {
			n++
		}
	}
	return n
}

// Build draws the Mall or Nothing table from the focus seat's view.
func (t *table) Build(b *ui.Builder, tc *ui.TableCtx) {
	v, _ := tc.View.(*rules.State)
	p, _ := tc.Picker.(*Picker)
	c := &mctx{t: t, b: b, c: tc, v: v, p: p, final: t.scoring}
	hintH := 0.0
	if b.T.W < b.T.H && tc.Hint != nil && tc.Hint.Line != "" {
		// As tall as the line needs, at the table's smallest text.
		hintH = min(b.ParaHeight(tc.Hint.Line, b.T.W-20, 12, true)+10, 160)
	}
	c.L = layoutMN(b.T.W, b.T.H, c.final, tc.Guide, hintH)
	c.acting = tc.Acting && !t.scoring && !tc.ConfirmQuit && c.p != nil && !c.p.Empty()
	if c.p == nil {
		c.p = NewPicker(nil)
	}
	b.Fill(b.R(0, 0, b.T.W, b.T.H), ui.ColBackground, 0)
	if v == nil {
		return
	}
	if c.L.portrait && c.final {
		c.sideBySide()
	}
	c.choosePreview()
	c.header()
	me, other := tc.Focus, 1-tc.Focus
	c.mallPanel(c.L.own, me, true)
	c.mallPanel(c.L.other, other, false)
	if c.final {
		c.scoreTable()
	} else {
		c.hand()
	}
	c.seats()
	c.prompt()
	if tc.Guide {
		ui.GuideLine(b, c.L.guide, c.guideText(), c.L.small)
	}
	c.legend()
	ui.LogPanel(b, c.L.log, tc.Log, ui.Sizes{Font: c.L.font, Small: c.L.small, Title: c.L.title})
	t.motion.Draw(b)
	if tc.ConfirmQuit {
		ui.QuitOverlay(b, tc)
	}
}

// choosePreview decides which placement the focus seat's mall shows: the
// hovered legal anchor, else the chosen one, else the move locked in this
// round; a hovered illegal anchor gives the engine's reason instead.
func (c *mctx) choosePreview() {
	me := c.c.Focus
	if c.acting {
		if x, y, ok := parseAt(c.b.Hover); ok {
			c.hoverX, c.hoverY, c.hovering = x, y, true
			if m := c.p.MoveAt(x, y); m != "" {
				c.show = m
			} else {
				mv := rules.Move{Kind: rules.MovePlace, Card: c.p.Card(), X: x, Y: y, Rot: c.p.Rotation()}
				if _, err := c.v.Preview(me, mv.String()); err != nil {
					c.refusal = err
				}
			}
		}
		if c.show == "" {
			c.show = c.p.Pending()
		}
	} else if m, err := rules.ParseMove(c.v.Pending(me)); err == nil && m.Kind == rules.MovePlace {
		// The move locked in this round ("hidden" and "" do not parse).
		c.show, c.showLocked = m.String(), true
	}
	if c.show != "" {
		if pv, err := c.v.Preview(me, c.show); err == nil {
			c.preview = pv
		} else {
			c.show = ""
		}
	}
}

func (c *mctx) header() {
	b, L, v := c.b, c.L, c.v
	b.Fill(c.U(L.header), ui.ColPanel, 0)
	parts := []string{"Mall or Nothing"}
	switch {
	case v.Stage() == "over":
		parts = append(parts, lang.T("Game over"))
	case v.P1() >= 0:
		round := v.Round() + 1
		first := lang.F("%s draws first", c.name(v.P1()))
		if n := c.name(v.P1()); n == "You" || n == "Vous" {
			first = lang.T("You draw first")
		}
		parts = append(parts, lang.F("Round %d of %d", round, rules.Rounds), first)
	default:
		parts = append(parts, lang.T("Dealing the starting cards"))
	}
	area := ui.Box(12, 0, ui.HeaderButtons(b, L.menu, L.small, c.c)-20, L.header.H)
	if c.c.Err != "" {
		b.Text(c.U(area), lang.F("Error: %s", c.c.Err), L.font, ui.ColBad, true, ui.AlignLeft)
	} else if L.hint.H == 0 && ui.HintHeader(b, area, c.c, L.font) {
	} else {
		// A narrow screen drops the game's name, then who draws first
		// (the seats panel shows it too).
		lines := []string{strings.Join(parts, " · "), strings.Join(parts[1:], " · ")}
		if len(parts) > 2 {
			lines = append(lines, parts[1])
		}
		line := lines[len(lines)-1]
		for _, l := range lines {
			if ui.TextWidth(l, b.Px(L.font), true) <= b.Px(area.W) {
				line = l
				break
			}
		}
		b.Text(c.U(area), line, L.font, ui.ColText, true, ui.AlignLeft)
	}
	if L.hint.H > 0 {
		// A phone: the hint's line has its own box under the header.
		b.Fill(c.U(L.hint), ui.ColPanelLight, 6)
		b.Para(c.U(L.hint.Inset(4)), ui.HintWords(c.c), L.small, ui.ColHint, true)
	}
}

// hand shows the drawn card at the rotation chosen, and its buttons.
func (c *mctx) hand() {
	b, L := c.b, c.L
	me := c.c.Focus
	card := c.v.Drawn(me)
	title := lang.T("Your card")
	if c.humans() > 1 {
		title = lang.F("%s's card", c.name(me))
	}
	in := c.section(L.hand, title)
	rot := 0
	if c.acting {
		rot = c.p.Rotation()
	} else if m, err := rules.ParseMove(c.v.Pending(me)); err == nil && m.Kind == rules.MovePlace {
		rot = m.Rot
	}
	cell := min(in.H/3.4, 50)
	if L.portrait {
		cell = min(in.H/3.2, 26)
	}
	cr := ui.Box(in.X+4, in.Y+2, 2*cell, 3*cell)
	c.t.motion.Place(handKey(me), c.U(cr))
	if card == 0 {
		b.Stroke(c.U(cr), ui.ColPanelEdge, 1, 4)
		b.Text(c.U(cr), "—", L.font, ui.ColTextDim, true, ui.AlignCenter)
	} else {
		c.cardFace(cr, card, rot)
	}
	bx := cr.X + cr.W + 12
	bw := in.X + in.W - bx
	bh := min(30, (in.H-8)/4)
	if !c.acting {
		words := lang.T("No card to place.")
		switch p := c.v.Pending(me); {
		case p != "" && p != "hidden":
			words = lang.T("Locked in. The placements are shown when both players are done.")
		case card != 0:
			words = lang.F("Card %d waits for its turn.", card)
		}
		if c.c.Online != nil && len(c.c.Online.Buttons) > 0 {
			y := in.Y
			for _, nb := range c.c.Online.Buttons {
				b.Button(nb.ID, c.U(ui.Box(bx, y, bw, bh)), nb.Label, L.small, true, false)
				y += bh + 6
			}
			return
		}
		b.Para(c.U(ui.Box(bx, in.Y, bw, in.H)), words, L.small, ui.ColTextDim, false)
		return
	}
	y := in.Y
	if c.p.CanDiscard() {
		b.Para(c.U(ui.Box(bx, y, bw, 3*bh)), lang.F("Card %d fits nowhere: it is discarded.", card), L.small, ui.ColText, false)
		c.button(Discard, ui.Box(bx, y+3*bh+6, bw, bh), lang.T("Discard"))
		return
	}
	c.button(Rot0, ui.Box(bx, y, bw, bh), lang.T("Upright"))
	y += bh + 6
	c.button(Rot180, ui.Box(bx, y, bw, bh), lang.T("Turned 180°"))
	y += bh + 6
	c.button(Lock, ui.Box(bx, y, bw, bh), lang.T("Lock in"))
	y += bh + 4
	if !L.portrait && !c.c.Touch { // no keyboard on a touch screen
		b.Para(c.U(ui.Box(bx, y, bw, in.Y+in.H-y)), lang.T("R turns the card."), L.small, ui.ColTextDim, false)
	}
}

// button is a picker button: enabled and selected as the picker says.
func (c *mctx) button(id string, r ui.Rect, label string) {
	c.b.Button(id, c.U(r), label, c.L.small, c.acting && c.p.Enabled(id), c.acting && c.p.Selected(id))
}

// cardFace draws card n alone (the hand), rotated by rot, in r (units).
func (c *mctx) cardFace(r ui.Rect, n, rot int) {
	drawCardNumbered(c.b, c.U(r), n, rot)
}

// seats shows both players: who draws first, the card drawn, whether the
// placement is locked in, and the score if the game ended now.
func (c *mctx) seats() {
	b, L, v := c.b, c.L, c.v
	in := c.section(L.seats, lang.T("Players"))
	dec := c.c.State.Decision()
	rowH := in.H / 2
	for s := 0; s < 2; s++ {
		y := in.Y + float64(s)*rowH
		b.Fill(c.U(ui.Box(in.X, y+2, 5, rowH-4)), ui.SeatColour(s), 2)
		who := c.name(s) + " (" + c.kindWords(s) + ")"
		if s == v.P1() {
			who += " · " + lang.T("first")
		}
		state := ""
		switch {
		case v.Stage() == "over":
		case dec.Kind == engine.Simultaneous && !dec.Acts(s):
			state = lang.T("locked in")
		case dec.Kind == engine.Simultaneous:
			state = lang.T("placing…")
			if s < len(c.c.Seats) && c.c.Seats[s].Sealed {
				state = lang.T("locked in")
			}
		}
		row := c.U(ui.Box(in.X, y, in.W, rowH))
		c.t.motion.Place(scoreKey(s), row)
		if s != c.c.Focus || c.final {
			c.t.motion.Place(handKey(s), row)
		}
		line2 := lang.F("score now %s", lang.Int(c.scoreShown(s)))
		if d := v.Drawn(s); d != 0 {
			line2 = lang.F("card %d", d) + " · " + line2
		}
		if state != "" {
			line2 += " · " + state
		}
		if L.portrait {
			b.Text(c.U(ui.Box(in.X+10, y, in.W-10, rowH)), who+" — "+line2, L.small, ui.ColText, false, ui.AlignLeft)
			continue
		}
		b.Text(c.U(ui.Box(in.X+10, y, in.W-10, rowH/2)), who, L.small, ui.ColText, true, ui.AlignLeft)
		b.Text(c.U(ui.Box(in.X+10, y+rowH/2-2, in.W-10, rowH/2)), line2, L.small, ui.ColTextDim, false, ui.AlignLeft)
	}
}

// kindWords is who plays seat s: "human", "greedy bot", "online", …
func (c *mctx) kindWords(s int) string {
	if s < 0 || s >= len(c.c.Seats) {
		return "?"
	}
	return c.c.Seats[s].KindWords()
}

func (c *mctx) prompt() {
	b, L := c.b, c.L
	b.Para(c.U(L.prompt), c.promptText(), L.font, ui.ColHighlight, true)
}

func (c *mctx) promptText() string {
	me := c.c.Focus
	if c.final {
		return lang.T("Final scoring: the scored hallway is outlined in green, each store shows its points.")
	}
	if !c.acting {
		words := ui.WaitingWords(c.c)
		if c.c.Online != nil && c.c.Online.Prompt != "" {
			return words
		}
		// "Waiting for Ann and Bea…": the seats that act are placing.
		if k := c.c.State.Decision().Kind; words != "" && (k == engine.Turn || k == engine.Simultaneous) {
			if c.c.Thinking != nil {
				return words
			}
			return lang.F("Waiting for %s to place…", c.whoActs())
		}
		return words
	}
	n := c.p.Card()
	if c.p.CanDiscard() {
		return lang.F("Card %d has no legal place: discard it.", n)
	}
	if c.hovering && c.refusal != nil {
		return lang.F("Not there: %s", ui.ErrWords(c.refusal, c.c.Names()))
	}
	if c.preview != nil {
		before, after := c.v.ScoreOf(me).Total, c.preview.ScoreOf(me).Total
		m, _ := rules.ParseMove(c.show)
		what := lang.F("Card %d %s: score if the game ended now %d → %d.", n, Where(m), before, after)
		if _, _, chosen := c.p.Chosen(); chosen && c.show == c.p.Pending() {
			return what + " " + lang.T("Lock in to confirm.")
		}
		return what + " " + lang.F("%s to choose.", c.c.Clicks())
	}
	if c.c.Touch {
		return lang.F("Place card %d: tap a dot on your mall (the legal spots). Turn it with Upright and Turned 180°.", n)
	}
	return lang.F("Place card %d: point at your mall, the dots are the legal spots. Turn it with R or the buttons.", n)
}

// legend lists the square kinds and how they score (landscape), or the
// online buttons when there are any.
func (c *mctx) legend() {
	b, L := c.b, c.L
	if L.legend.H < 30 {
		return
	}
	in := c.section(L.legend, lang.T("How stores score (next to the largest hallway)"))
	entries := rules.ScoringLegend()
	cols := 4
	cw := in.W / float64(cols)
	rh := min(24, in.H/2)
	for i, e := range entries {
		x := in.X + float64(i%cols)*cw
		y := in.Y + float64(i/cols)*rh
		sq := ui.Box(x, y+1, rh-2, rh-2)
		square(b, c.U(sq), e.Code)
		told := ui.Told(e.Told, nil)
		if e.Code == "B" {
			// The engine's note names the partner store by its letter,
			// which the cards no longer show.
			told = lang.T("4 beside clothing")
		}
		b.Text(c.U(ui.Box(x+rh+2, y, cw-rh-4, rh)), told, L.small, ui.ColText, false, ui.AlignLeft)
		b.Spot("", c.U(ui.Box(x, y, cw, rh)), false, lang.F("%s: %s", legendName(e.Code), told))
	}
}

// seatColour is a seat's colour mark.
