package mallforheroes

import (
	"fmt"
	"strings"

	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The Mall for Heroes table. Landscape: the prompt under the header; on the
// left the display, the held Shop with the Hero and choice buttons, and
// the Wizards and Monsters (solo: the level and the bot); in the middle
// the mall being played, large, with its target cells; on the right the
// other malls, small, and the move log. Portrait stacks the same regions.
// Pointing at a legal cell previews the move (the engine applies it to a
// copy of the view) with the score change; pointing at or tapping a card
// opens its rule in words.

// layout places the regions of the table, in units.
type layout struct {
	portrait           bool
	header, menu       ui.Rect
	prompt             ui.Rect
	guide              ui.Rect // the guided first game's line; zero without it
	display, hand      ui.Rect
	side               ui.Rect // Wizards and Monsters; solo: the level and the bot
	big, others, log   ui.Rect
	font, small, title float64
	bigCell, smallCell float64 // the largest cell side of a mall
}

// layoutMFH lays out the table for a w×h screen (units); guide makes room
// for the guided first game's line under the prompt, taken from the
// display, the hand and the side panel (and, in landscape, the large mall
// and the log). In portrait the solo side (the level and the bot) is
// taller.
func layoutMFH(w, h float64, guide, solo bool) layout {
	if w < h {
		L := layout{portrait: true, font: 13, small: 11, title: 11, bigCell: 52, smallCell: 22}
		L.header = ui.Box(0, 0, w, 34)
		L.menu = ui.Box(w-70, 4, 64, 26)
		L.prompt = ui.Box(6, 36, w-12, 42)
		y, dh, sh := 80.0, 194.0, 80.0
		if guide {
			L.guide = ui.Box(6, 80, w-12, 50)
			y, dh, sh = 132, 180, 74
		}
		if solo {
			dh, sh = dh-20, sh+44
		}
		L.display = ui.Box(6, y, 236, dh)
		L.hand = ui.Box(246, y, w-252, dh)
		L.side = ui.Box(6, y+dh+4, w-12, sh)
		L.log = ui.Box(6, h-96, w-12, 90)
		if guide {
			// The large mall keeps its height (its card marks stay
			// ≥ 11 CSS px on a phone held sideways, which scrolls this
			// layout): the log gives up the guide's room.
			L.log = ui.Box(6, h-64, w-12, 58)
		}
		L.others = ui.Box(6, L.log.Y-140, w-12, 136)
		top := L.side.Y + sh + 4
		L.big = ui.Box(6, top, w-12, L.others.Y-4-top)
		return L
	}
	L := layout{font: 15, small: 12.5, title: 13, bigCell: 78, smallCell: 40}
	L.header = ui.Box(0, 0, w, 40)
	L.menu = ui.Box(w-104, 6, 92, 28)
	L.prompt = ui.Box(12, 43, w-24, 39)
	if guide {
		L.guide = ui.Box(12, 84, w-24, 34)
		L.display = ui.Box(12, 122, 360, 240)
		L.hand = ui.Box(12, 366, 360, 122)
		L.side = ui.Box(12, 492, 360, h-498)
		L.big = ui.Box(380, 122, 520, h-128)
		// The other malls keep their height (their card marks stay
		// ≥ 11 CSS px on a phone held sideways): the log gives up the room.
		L.others = ui.Box(908, 122, w-920, 408)
		L.log = ui.Box(908, 534, w-920, h-540)
	} else {
		L.display = ui.Box(12, 84, 360, 262)
		L.hand = ui.Box(12, 350, 360, 130)
		L.side = ui.Box(12, 484, 360, h-490)
		L.big = ui.Box(380, 84, 520, h-90)
		L.others = ui.Box(908, 84, w-920, 408)
		L.log = ui.Box(908, 496, w-920, h-502)
	}
	return L
}

// tctx is what the build functions share. All they draw comes from the
// focus seat's view v.
type tctx struct {
	b      *ui.Builder
	c      *ui.TableCtx
	t      *table
	L      layout
	v      *rules.State
	p      *Picker
	acting bool
	big    int // the mall drawn large
	// The preview of the hovered target: the state after the move, or why
	// the hovered cell is refused.
	preview  *rules.State
	previewM string
	refusal  string
}

// U converts a unit rectangle to device pixels.
func (c *tctx) U(r ui.Rect) ui.Rect { return c.b.U(r) }

func (c *tctx) section(r ui.Rect, title string) ui.Rect {
	return ui.Section(c.b, r, title, c.L.title)
}

// Build draws the table from the focus seat's view.
func (t *table) Build(b *ui.Builder, tc *ui.TableCtx) {
	v, _ := tc.View.(*rules.State)
	p, _ := tc.Picker.(*Picker)
	if p == nil {
		p = NewPicker(nil)
	}
	c := &tctx{b: b, c: tc, t: t, v: v, p: p}
	c.L = layoutMFH(b.T.W, b.T.H, tc.Guide, v != nil && v.Solo())
	b.Fill(b.R(0, 0, b.T.W, b.T.H), ui.ColBackground, 0)
	if v == nil {
		return
	}
	c.acting = tc.Acting && !tc.ConfirmQuit && !p.Empty()
	c.big = v.ActiveMall()
	if c.big < 0 {
		c.big = 0
		if !v.Solo() && tc.Focus >= 0 && tc.Focus < v.Malls() {
			c.big = tc.Focus
		}
	}
	c.choosePreview()
	c.header()
	c.prompt()
	c.guideLine()
	c.display()
	c.hand()
	if v.Solo() {
		c.soloSide()
	} else {
		c.wizardSide()
	}
	c.mallPanel(c.L.big, c.big, true)
	c.otherMalls()
	ui.LogPanel(b, c.L.log, tc.Log, ui.Sizes{Font: c.L.font, Small: c.L.small, Title: c.L.title})
	c.infoBox()
	if tc.ConfirmQuit {
		ui.QuitOverlay(b, tc.Online != nil)
	}
}

// choosePreview works out what the hovered target would do: the move it
// completes, played on a copy of the view, or why a hovered cell is not
// legal.
func (c *tctx) choosePreview() {
	if !c.acting || c.b.Hover == "" {
		return
	}
	if m := c.p.Would(c.b.Hover); m != "" {
		if f := strings.Fields(m); f[0] != "place" && f[0] != "swap" && f[0] != "tower" {
			return
		}
		pv := c.v.Copy()
		if err := pv.Apply(c.c.Focus, m); err == nil {
			c.preview, c.previewM = pv, m
		}
		return
	}
	if x, y, ok := ParseCell(c.b.Hover); ok && c.v.Phase() == "place" {
		if _, occupied := c.v.CardAt(c.big, x, y); occupied {
			return
		}
		pv := c.v.Copy()
		if err := pv.Apply(c.c.Focus, fmt.Sprintf("place %d %d", x, y)); err != nil {
			msg := err.Error()
			// The engine's words without its list of legal moves.
			if i := strings.LastIndex(msg, "; "); i > 0 && strings.Contains(msg[i:], "legal") {
				msg = msg[:i]
			}
			msg = strings.TrimPrefix(msg, fmt.Sprintf("move %q is ", fmt.Sprintf("place %d %d", x, y)))
			c.refusal = msg
		}
	}
}

func (c *tctx) header() {
	b, L, v := c.b, c.L, c.v
	b.Fill(c.U(L.header), ui.ColPanel, 0)
	parts := []string{"Mall for Heroes"}
	switch {
	case v.Phase() == "over":
		parts = append(parts, lang.T("Game over"))
	case v.Round() == 0:
		parts = append(parts, lang.T("Setting up"))
	default:
		parts = append(parts, lang.F("Round %d of %d", v.Round(), v.TotalRounds()))
		if a := v.Active(); a >= 0 && !L.portrait {
			if !v.Solo() && isYou(c.c.Name(a)) {
				parts = append(parts, lang.T("your move"))
			} else {
				parts = append(parts, lang.F("%s to play", c.mallWho(a)))
			}
		}
		if v.Solo() && !L.portrait {
			parts = append(parts, lang.F("Level %d, target %d", v.Level(), v.SoloTarget()))
		}
	}
	area := ui.Box(12, 0, ui.HeaderButtons(b, L.menu, L.small, c.c)-20, L.header.H)
	if c.c.Err != "" {
		b.Text(c.U(area), lang.F("Error: %s", c.c.Err), L.font, ui.ColBad, true, ui.AlignLeft)
		return
	}
	if ui.HintHeader(b, area, c.c, L.font) {
		return
	}
	b.Text(c.U(area), strings.Join(parts, " · "), L.font, ui.ColText, true, ui.AlignLeft)
}

// mallWho names player p: a seat, "Mall A", "Mall B" or "The bot".
func (c *tctx) mallWho(p int) string {
	if c.v.Solo() {
		switch p {
		case 0:
			return lang.T("Mall A")
		case 1:
			return lang.T("Mall B")
		}
		return lang.T("The bot")
	}
	return seatName(c.c.Name(p))
}

// seatName is a seat's name as the table writes it: the lone person's
// "You" in the current language.
func seatName(n string) string {
	if isYou(n) {
		return lang.T("You")
	}
	return n
}

// mallTitle is a mall's title: "Your mall", "Ann's mall", "Mall A".
func (c *tctx) mallTitle(p int) string {
	if c.v.Solo() {
		return c.mallWho(p)
	}
	n := c.c.Name(p)
	if isYou(n) {
		return lang.T("Your mall")
	}
	return lang.F("%s's mall", n)
}

func (c *tctx) prompt() {
	b, L := c.b, c.L
	col := ui.ColHighlight
	if !c.acting {
		col = ui.ColText
	}
	size := L.font
	if !L.portrait {
		size = 14
	}
	b.Para(c.U(L.prompt), c.promptText(), size, col, true)
}

// promptText says what the focus seat decides, in plain words.
func (c *tctx) promptText() string {
	v := c.v
	if v.Phase() == "over" {
		if r, ok := v.SoloOutcome(); ok {
			if r.Beaten {
				return lang.F("Game over: the final score is %d (the lower mall) against %d: Level %d beaten.", r.Final, r.Target, r.Level)
			}
			return lang.F("Game over: the final score is %d (the lower mall) against %d: Level %d not beaten.", r.Final, r.Target, r.Level)
		}
		return lang.T("Game over: each mall shows its final score; every Shop and garden its points.")
	}
	if !c.acting {
		if w := ui.WaitingWords(c.c); w != "" {
			return w
		}
		return lang.T("Dealing…")
	}
	who := ""
	if v.Solo() {
		who = lang.F("%s: ", c.mallWho(v.ActiveMall()))
	}
	if c.refusal != "" {
		return lang.F("Not there: %s", lang.T(c.refusal))
	}
	if c.preview != nil {
		return who + c.previewWords()
	}
	switch v.Phase() {
	case "draft":
		if c.p.Armed() {
			return who + lang.T("Rogue: draft any Shop, even one without a free corner")
		}
		return who + lang.T("Draft a Shop with a free corner")
	case "place":
		ty := TypeWords(rules.Shop(v.Held()).Type)
		s := who + lang.F("Place the %s in your mall", ty)
		if v.Solo() {
			s = who + lang.F("Place the %s", ty)
		}
		if c.p.Armed() {
			h, _ := v.HeroOf(v.ActiveMall())
			s += lang.F(" with the %s", heroName(h))
		}
		if c.c.Touch {
			return s + lang.T(" (tap a marked cell)") // no pointer to preview with
		}
		return s + lang.T(" (point at a marked cell to preview)")
	case "bard":
		if ch := c.p.Chosen(); len(ch) > 0 {
			x, y, _ := ParseCell(ch[0])
			return who + lang.F("Swap (%d, %d) with which Shop? %s it again to drop it", x, y, c.c.Clicks())
		}
		return who + lang.T("Swap two Shops with the Bard, or pass")
	case "claim":
		must, wild := v.Claims()
		if ch := c.p.Chosen(); len(ch) > 0 {
			w := strings.TrimPrefix(ch[0], "mfh:tower:")
			return who + lang.F("Place the %s's Tower in a marked cell", wizardName(w))
		}
		if len(must) > 0 {
			return who + lang.F("Claim the %s: place its Tower", wizardNameOf(must[0]))
		}
		if len(wild) > 0 {
			return who + lang.F("Claim the %s with the Sorceress, or pass", wizardNameOf(wild[0]))
		}
	case "remove":
		if c.removesTwo() {
			return lang.F("%s: remove two Shop types, then OK (each mall keeps 4 types)", c.mallWho(v.ActiveMall()))
		}
		return lang.F("%s: remove one Shop type (each mall keeps 4 types)", c.mallWho(v.ActiveMall()))
	}
	return lang.T("Your move")
}

// removesTwo reports whether the removal takes two Shop types.
func (c *tctx) removesTwo() bool {
	for _, m := range c.p.Moves() {
		if len(strings.Fields(m)) == 3 {
			return true
		}
	}
	return false
}

// wizardName is a Wizard's name from its ID ("W3").
func wizardName(id string) string {
	var n int
	fmt.Sscanf(id, "W%d", &n)
	return wizardNameOf(n)
}

// previewWords says what the hovered move gives.
func (c *tctx) previewWords() string {
	p := c.big
	before, after := c.v.ScoreOf(p).Total, c.preview.ScoreOf(p).Total
	f := strings.Fields(c.previewM)
	what := ""
	switch f[0] {
	case "place":
		what = lang.F("The %s at (%s, %s)", TypeWords(rules.Shop(c.v.Held()).Type), f[1], f[2])
		if f[len(f)-1] == "druid" {
			what += lang.T(", turned")
		}
	case "swap":
		what = lang.F("Swapping (%s, %s) and (%s, %s)", f[1], f[2], f[3], f[4])
	case "tower":
		what = lang.F("The %s's Tower at (%s, %s)", wizardName(f[1]), f[2], f[3])
	}
	d := after - before
	sign := "+"
	if d < 0 {
		sign = "−"
		d = -d
	}
	return lang.F("%s: %s%s (score %d → %d). %s to confirm", what, sign, pointWords(d), before, after, c.c.Clicks())
}

// display draws the 4×3 display: draft targets, the other Shops with
// their rules on tap, the empty places and the deck.
func (c *tctx) display() {
	b, L, v := c.b, c.L, c.v
	title := lang.N(v.DeckSize(), "Display · deck %d Shop", "Display · deck %d Shops")
	in := c.section(L.display, title)
	gap := 5.0
	if L.portrait {
		gap = 3
	}
	cell := min((in.W-3*gap)/4, (in.H-16-2*gap)/3)
	ox := in.X + (in.W-(4*cell+3*gap))/2
	oy := in.Y
	for r := 0; r < 3; r++ {
		for col := 0; col < 4; col++ {
			rc := ui.Box(ox+float64(col)*(cell+gap), oy+float64(r)*(cell+gap), cell, cell)
			n := v.DisplayAt(col, r)
			if n == 0 {
				b.Stroke(c.U(rc), ui.ColPanelEdge, 1, 4)
				continue
			}
			drawShop(b, c.U(rc), n, false, cell)
			id := DraftTarget(col, r)
			avail := v.Available(col, r)
			if avail {
				b.Fill(c.U(ui.Box(rc.X+rc.W/2-cell*0.16, rc.Y+rc.H-3, cell*0.32, 3)), ui.ColGood, 1)
			}
			if c.acting && c.p.Enabled(id) {
				b.Decorate(c.U(rc), id, true, c.p.Selected(id), false, 4)
				b.Spot(id, c.U(rc), true, "")
				continue
			}
			if c.acting && v.Phase() == "draft" {
				b.Decorate(c.U(rc), id, false, false, true, 4)
			} else if avail {
				b.Stroke(c.U(rc), ui.ColGood, 1.5, 4)
			}
			b.Spot(InfoTarget(rules.ShopID(n)), c.U(rc), true, "")
		}
	}
	legend := lang.T("Green mark: a free corner, draftable")
	if L.portrait {
		legend = lang.T("Green: draftable")
	}
	b.Text(c.U(ui.Box(in.X, in.Y+in.H-15, in.W, 15)), legend, L.small, ui.ColTextDim, false, ui.AlignLeft)
}

// hand shows the held Shop and the choice buttons: the Hero, pass, the
// types to remove and OK; online buttons when the focus seat waits.
func (c *tctx) hand() {
	b, L, v := c.b, c.L, c.v
	title := lang.T("Turn")
	if a := v.ActiveMall(); a >= 0 && v.Phase() != "over" {
		switch who := c.mallWho(a); {
		case v.Solo():
			title = lang.F("%s plays", who)
		case isYou(c.c.Name(a)):
			title = lang.T("Your turn")
		default:
			title = lang.F("%s's turn", who)
		}
	}
	in := c.section(L.hand, title)
	x := in.X
	if held := v.Held(); held != 0 {
		side := min(in.H-14, in.W*0.42)
		if L.portrait {
			side = min(in.H*0.4, in.W*0.5)
		}
		turned := false
		if c.acting && c.p.Armed() {
			h, _ := v.HeroOf(v.ActiveMall())
			turned = h == rules.Druid
		}
		r := ui.Box(in.X, in.Y, side, side)
		drawShop(b, c.U(r), held, turned, side)
		b.Stroke(c.U(r.Inset(-2)), ui.ColSelected, 2, 5)
		b.Spot(InfoTarget(rules.ShopID(held)), c.U(r), true, "")
		b.Text(c.U(ui.Box(in.X, in.Y+side, side+40, 14)), lang.F("held: %s", rules.ShopID(held)), L.small, ui.ColTextDim, false, ui.AlignLeft)
		if L.portrait {
			in = ui.Box(in.X, in.Y+side+16, in.W, in.H-side-16)
		} else {
			x = in.X + side + 10
		}
	}
	area := ui.Box(x, in.Y, in.X+in.W-x, in.H)
	if !c.acting {
		if c.c.Online != nil && ui.NetButtons(b, area, c.c, L.small) {
			return
		}
		words := lang.T("Nothing to do now.")
		if v.Phase() == "over" {
			words = lang.T("The game is over: the breakdown is on the results screen.")
		}
		if a := v.ActiveMall(); a >= 0 {
			if h, ready := v.HeroOf(a); h != 0 {
				words = lang.F("%s's Hero: %s (%s).", c.mallWho(a), heroName(h), readyWords(ready))
			}
		}
		b.Para(c.U(area), words, L.small, ui.ColTextDim, false)
		return
	}
	var ids, labels []string
	if c.p.HeroOffered() {
		h, _ := v.HeroOf(v.ActiveMall())
		label := lang.F("Use the %s", heroName(h))
		if c.p.Armed() {
			label = lang.F("%s: on", heroName(h))
		}
		ids, labels = append(ids, HeroTarget), append(labels, label)
	}
	for _, id := range c.p.Targets() {
		if t, ok := strings.CutPrefix(id, "mfh:remove:"); ok {
			ty, _ := rules.TypeByName(t)
			ids, labels = append(ids, id), append(labels, lang.F("Remove %s", TypePlural(ty)))
		}
	}
	if c.p.Has("pass") {
		label := lang.T("Pass")
		if v.Phase() == "bard" {
			label = lang.T("Pass (keep the Bard)")
		}
		ids, labels = append(ids, PassTarget), append(labels, label)
	}
	for _, id := range c.p.Targets() {
		if id == OKTarget {
			ids, labels = append(ids, OKTarget), append(labels, lang.T("OK"))
		}
	}
	// Wizard claims are drawn with the Wizards; in portrait too.
	if len(ids) == 0 {
		words := lang.T("Choose on the table.")
		if h, ready := v.HeroOf(v.ActiveMall()); h != 0 {
			words = lang.F("Hero: %s (%s).", heroName(h), readyWords(ready))
		}
		b.Para(c.U(area), words, L.small, ui.ColTextDim, false)
		return
	}
	b.ButtonRow(area, ids, labels, c.p.Enabled, c.p.Selected, L.small)
}

// pointWords is "1 point", "4 points".
func pointWords(n int) string {
	return lang.N(n, "%d point", "%d points")
}

func readyWords(ready bool) string {
	if ready {
		return lang.T("ready")
	}
	return lang.T("exhausted")
}

// wizardSide lists the face-up Wizards (Tower buttons while a claim is
// due) and the Monster(s).
func (c *tctx) wizardSide() {
	b, L, v := c.b, c.L, c.v
	in := c.section(L.side, lang.T("Wizards · Monster"))
	ws, ms := v.Wizards(), v.Monsters()
	if L.portrait {
		// Chips, Wizards then Monsters: one row, or two when many.
		n := len(ws) + len(ms)
		if n == 0 {
			return
		}
		rows := 1
		if n > 4 {
			rows = 2
		}
		per := (n + rows - 1) / rows
		cw := min(100, (in.W-float64(per-1)*4)/float64(per))
		ch := (in.H - float64(rows-1)*4) / float64(rows)
		at := func(i int) ui.Rect {
			return ui.Box(in.X+float64(i%per)*(cw+4), in.Y+float64(i/per)*(ch+4), cw, ch)
		}
		for i, w := range ws {
			c.wizardChip(at(i), w, rows == 1)
		}
		for i, m := range ms {
			r := at(len(ws) + i)
			b.Fill(c.U(r), ui.Mix(ui.ColPanel, ui.ColBad, 0.35), 5)
			if rows == 1 {
				b.Text(c.U(ui.Box(r.X+2, r.Y+2, r.W-4, r.H/2-2)), monsterName(m), L.small, ui.ColText, true, ui.AlignCenter)
				b.Text(c.U(ui.Box(r.X+2, r.Y+r.H/2, r.W-4, r.H/2-2)), lang.T("Monster"), L.small, ui.ColTextDim, false, ui.AlignCenter)
			} else {
				b.Text(c.U(r), monsterName(m), L.small, ui.ColText, true, ui.AlignCenter)
			}
			b.Spot(InfoTarget(rules.MonsterID(m)), c.U(r), true, "")
		}
		return
	}
	rows := len(ws) + len(ms)
	if rows == 0 {
		return
	}
	rh := min(34, in.H/float64(rows))
	y := in.Y
	for _, w := range ws {
		c.wizardRow(ui.Box(in.X, y, in.W, rh-3), w)
		y += rh
	}
	for _, m := range ms {
		r := ui.Box(in.X, y, in.W, rh-3)
		b.Fill(c.U(r), ui.Mix(ui.ColPanel, ui.ColBad, 0.3), 5)
		b.Text(c.U(ui.Box(r.X+6, r.Y, 96, r.H)), monsterName(m), L.small, ui.ColText, true, ui.AlignLeft)
		b.Para(c.U(ui.Box(r.X+100, r.Y+2, r.W-104, r.H-2)), MonsterShort(m), L.small*0.9, ui.ColText, false)
		b.Spot(InfoTarget(rules.MonsterID(m)), c.U(r), true, "")
		y += rh
	}
}

// wizardRow is one face-up Wizard: a Tower button when it can be claimed,
// its pattern and its Tower's scoring.
func (c *tctx) wizardRow(r ui.Rect, w int) {
	b, L := c.b, c.L
	wc := rules.Wizard(w)
	id := TowerTarget(rules.WizardID(w))
	bw := 118.0
	if c.acting && c.p.Enabled(id) {
		label := c.firstFit(bw-8, L.small*0.9, lang.F("Claim %s", wizardNameOf(w)), wizardNameOf(w))
		b.Button(id, c.U(ui.Box(r.X, r.Y, bw, r.H)), label, L.small*0.9, true, c.p.Selected(id))
	} else {
		b.Fill(c.U(ui.Box(r.X, r.Y, bw, r.H)), ui.ColPanelLight, 5)
		b.Text(c.U(ui.Box(r.X+4, r.Y, bw-8, r.H)), wizardNameOf(w), L.small, ui.ColText, true, ui.AlignLeft)
	}
	words := lang.F("%s · Tower: 2 per %s", patternShort(w), TypeWords(wc.Scores))
	b.Text(c.U(ui.Box(r.X+bw+6, r.Y, r.W-bw-6, r.H)), words, L.small*0.9, ui.ColTextDim, false, ui.AlignLeft)
	b.Spot(InfoTarget(rules.WizardID(w)), c.U(ui.Box(r.X+bw, r.Y, r.W-bw, r.H)), true, "")
}

// wizardChip is a face-up Wizard in portrait: its name and pattern, a
// Tower button when it can be claimed.
func (c *tctx) wizardChip(r ui.Rect, w int, tall bool) {
	b, L := c.b, c.L
	id := TowerTarget(rules.WizardID(w))
	if c.acting && c.p.Enabled(id) {
		label := c.firstFit(r.W-8, L.small, lang.F("Claim %s", wizardNameOf(w)), wizardNameOf(w))
		b.Button(id, c.U(r), label, L.small, true, c.p.Selected(id))
		return
	}
	b.Fill(c.U(r), ui.ColPanelLight, 5)
	if !tall {
		b.Text(c.U(r), wizardNameOf(w), L.small, ui.ColText, true, ui.AlignCenter)
		b.Spot(InfoTarget(rules.WizardID(w)), c.U(r), true, "")
		return
	}
	b.Text(c.U(ui.Box(r.X+2, r.Y+2, r.W-4, r.H/2-2)), wizardNameOf(w), L.small, ui.ColText, true, ui.AlignCenter)
	b.Text(c.U(ui.Box(r.X+2, r.Y+r.H/2, r.W-4, r.H/2-2)), patternShort(w), L.small*0.9, ui.ColTextDim, false, ui.AlignCenter)
	b.Spot(InfoTarget(rules.WizardID(w)), c.U(r), true, "")
}

// soloSide shows the solo level with its target and condition, the bot's
// pile, deck and last revealed card, and the Monsters of Level 6.
func (c *tctx) soloSide() {
	b, L, v := c.b, c.L, c.v
	title := lang.F("Solo level %d · target %d", v.Level(), v.SoloTarget())
	if L.portrait {
		title = lang.F("Solo level %d · target %d for the lower mall", v.Level(), v.SoloTarget())
	}
	in := c.section(L.side, title)
	var counts [6]int
	for _, n := range v.BotShops() {
		counts[rules.Shop(n).Type]++
	}
	var pile []string
	for t, k := range counts {
		if k > 0 {
			pile = append(pile, fmt.Sprintf("%s %d", abbrev(rules.Type(t)), k))
		}
	}
	if len(pile) == 0 {
		pile = []string{lang.T("none yet")}
	}
	deck, disc := v.BotDeck()
	nd, nx := 0, 0
	for t := range deck {
		nd, nx = nd+deck[t], nx+disc[t]
	}
	last := lang.T("none yet")
	if t, ok := v.BotLast(); ok {
		last = TypeWords(t)
	}
	lines := []string{
		lang.F("Condition: %s; the lower mall's score counts.", LevelWords(v.Level())),
		lang.F("Bot pile (%d): %s", len(v.BotShops()), strings.Join(pile, " · ")),
		lang.F("Bot deck %d cards, %d discarded · last revealed: %s", nd, nx, last),
	}
	if L.portrait { // shorter: the title says the lower mall counts
		lines = []string{
			lang.F("Condition: %s.", LevelWords(v.Level())),
			lang.F("Bot: %d Shops (%s) · deck %d · last: %s", len(v.BotShops()), strings.Join(pile, " "), nd, last),
		}
	}
	if r, ok := v.SoloOutcome(); ok && v.Round() > 0 {
		for p := 0; p < 2; p++ {
			why := soloWhy(v.Level(), r.Malls[p].Why)
			if r.Malls[p].Met {
				lines = append(lines, lang.F("%s met: %s", c.mallWho(p), why))
			} else {
				lines = append(lines, lang.F("%s not met: %s", c.mallWho(p), why))
			}
		}
	}
	lh := L.small * 1.5
	if L.portrait {
		lh = L.small * 1.3
	}
	y := in.Y
	for _, ln := range lines {
		used := b.Para(c.U(ui.Box(in.X, y, in.W, in.Y+in.H-y)), ln, L.small, ui.ColText, false)
		y += max(lh, used/b.T.U+2)
	}
	for _, m := range v.Monsters() {
		if y+lh > in.Y+in.H {
			break
		}
		r := ui.Box(in.X, y, in.W, lh+4)
		b.Text(c.U(r), lang.F("%s: %s", monsterName(m), MonsterShort(m)), L.small, ui.ColBad, false, ui.AlignLeft)
		b.Spot(InfoTarget(rules.MonsterID(m)), c.U(r), true, "")
		y += lh + 4
	}
}

// otherMalls draws the malls not shown large, small, side by side.
func (c *tctx) otherMalls() {
	var ps []int
	for p := 0; p < c.v.Malls(); p++ {
		if p != c.big {
			ps = append(ps, p)
		}
	}
	if len(ps) == 0 {
		return
	}
	r := c.L.others
	cols, rows := len(ps), 1
	if !c.L.portrait && len(ps) > 1 {
		cols, rows = 1, len(ps)
		if len(ps) > 2 {
			cols, rows = 2, (len(ps)+1)/2
		}
	}
	gap := 6.0
	w := (r.W - float64(cols-1)*gap) / float64(cols)
	h := (r.H - float64(rows-1)*gap) / float64(rows)
	for i, p := range ps {
		col, row := i%cols, i/cols
		c.mallPanel(ui.Box(r.X+float64(col)*(w+gap), r.Y+float64(row)*(h+gap), w, h), p, false)
	}
}

// infoBox shows the rule of the card pointed at, or tapped.
func (c *tctx) infoBox() {
	b := c.b
	card, anchor := "", ui.Rect{}
	if c.t.info != "" {
		if sp := b.F.Spot(InfoTarget(c.t.info)); sp != nil {
			card, anchor = c.t.info, sp.R
		}
	}
	if card == "" && b.Hover != "" {
		if sp := b.F.Spot(b.Hover); sp != nil {
			card, anchor = c.cardOf(b.Hover), sp.R
		}
	}
	words := InfoWords(card)
	if words == "" {
		return
	}
	px := b.Px(c.L.small)
	w := min(b.Px(320), b.T.W*b.T.U-b.Px(16))
	pad := b.Px(8)
	lines := ui.Wrap(words, px, false, w-2*pad)
	h := float64(len(lines))*px*1.3 + 2*pad
	screen := b.R(0, 0, b.T.W, b.T.H)
	x := anchor.X + anchor.W/2 - w/2
	y := anchor.Y + anchor.H + b.Px(4)
	if y+h > screen.Y+screen.H {
		y = anchor.Y - h - b.Px(4)
	}
	x = max(screen.X+b.Px(4), min(x, screen.X+screen.W-w-b.Px(4)))
	y = max(screen.Y+b.Px(4), min(y, screen.Y+screen.H-h-b.Px(4)))
	box := ui.Rect{X: x, Y: y, W: w, H: h}
	b.F.Items = append(b.F.Items,
		ui.Item{Kind: ui.KFill, R: box, Col: ui.RGB(0x0d, 0x11, 0x1a), Rad: b.Px(5)},
		ui.Item{Kind: ui.KStroke, R: box, Col: ui.ColHighlight, LW: b.Px(1.5), Rad: b.Px(5)})
	for i, ln := range lines {
		b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KText, R: ui.Rect{X: x + pad, Y: y + pad + float64(i)*px*1.3, W: w - 2*pad, H: px * 1.3}, Text: ln, Px: px, Col: ui.ColText})
	}
}

// cardOf is the card a target shows ("S12", "W3", "H2"), or "".
func (c *tctx) cardOf(id string) string {
	v := c.v
	if card, ok := strings.CutPrefix(id, "mfh:info:"); ok {
		return card
	}
	if col, row, ok := ParseDraft(id); ok {
		if n := v.DisplayAt(col, row); n != 0 {
			return rules.ShopID(n)
		}
	}
	if w, ok := strings.CutPrefix(id, "mfh:tower:"); ok {
		return w
	}
	if id == HeroTarget {
		if h, _ := v.HeroOf(v.ActiveMall()); h != 0 {
			return rules.HeroID(h)
		}
	}
	return ""
}

// firstFit is the first of labels whose bold text at size fits w units
// (a button's label), else the last one.
func (c *tctx) firstFit(w, size float64, labels ...string) string {
	px := c.b.Px(size)
	for _, l := range labels {
		if ui.TextWidth(l, px, true) <= c.b.Px(w) {
			return l
		}
	}
	return labels[len(labels)-1]
}
