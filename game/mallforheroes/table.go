package mallforheroes

import (
	"strconv"
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
	// the hovered cell is refused (the engine's refusal).
	preview     *rules.State
	previewMove rules.Move
	refusal     error
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
	c.L = layoutMFH(b.T.W, b.T.H, tc.Guide, v != nil && v.Solo(), v != nil && v.Phase() == "draft")
	b.Fill(b.R(0, 0, b.T.W, b.T.H), ui.ColBackground, 0)
	if v == nil {
		return
	}
	c.acting = tc.Acting && !tc.ConfirmQuit && !p.Empty()
	// The mall played now: in solo the active one; else the focus seat's,
	// which is drawn large and never moves (the others keep their places
	// on the right).
	c.big = 0
	if v.Solo() {
		c.big = max(0, v.ActiveMall())
	} else if tc.Focus >= 0 && tc.Focus < v.Malls() {
		c.big = tc.Focus
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
	if v.Solo() {
		// Each solo mall keeps its place, both large.
		ra, rb := c.L.big, c.L.others
		if c.L.portrait {
			all := ui.Box(c.L.big.X, c.L.big.Y, c.L.big.W, c.L.others.Y+c.L.others.H-c.L.big.Y)
			ra, rb = ui.Box(all.X, all.Y, all.W/2-3, all.H), ui.Box(all.X+all.W/2+3, all.Y, all.W/2-3, all.H)
		}
		c.mallPanel(ra, 0, true)
		c.mallPanel(rb, 1, true)
	} else {
		c.mallPanel(c.L.big, c.big, true)
		c.otherMalls()
	}
	ui.LogPanel(b, c.L.log, tc.Log, ui.Sizes{Font: c.L.font, Small: c.L.small, Title: c.L.title})
	c.infoBox()
	t.motion.Draw(b)
	if tc.ConfirmQuit {
		ui.QuitOverlay(b, tc)
	}
}

// choosePreview works out what the hovered target would do: the move it
// completes, played on a copy of the view, or why a hovered cell is not
// legal.
func (c *tctx) choosePreview() {
	if !c.acting || c.b.Hover == "" {
		return
	}
	if text := c.p.Would(c.b.Hover); text != "" {
		m, err := rules.ParseMove(text)
		if err != nil || m.Kind != rules.MovePlace && m.Kind != rules.MoveSwap && m.Kind != rules.MoveTower {
			return
		}
		pv := c.v.Copy()
		if err := pv.Apply(c.c.Focus, text); err == nil {
			c.preview, c.previewMove = pv, m
		}
		return
	}
	if x, y, ok := ParseCell(c.b.Hover); ok && c.v.Phase() == "place" {
		if _, occupied := c.v.CardAt(c.big, x, y); occupied {
			return
		}
		pv := c.v.Copy()
		if err := pv.Apply(c.c.Focus, rules.Move{Kind: rules.MovePlace, X: x, Y: y}.String()); err != nil {
			c.refusal = err
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
	if c.refusal != nil {
		return lang.F("Not there: %s", ui.ErrWords(c.refusal, c.c.Names()))
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
			for _, w := range v.Wizards() {
				if ch[0] == TowerTarget(rules.WizardID(w)) {
					return who + lang.F("Place the %s's Tower in a marked cell", wizardNameOf(w))
				}
			}
		}
		if len(must) > 0 {
			return who + lang.F("Claim the %s: place its Tower", wizardNameOf(must[0]))
		}
		if len(wild) > 0 {
			return who + lang.F("Claim the %s with the Sorceress, or pass", wizardNameOf(wild[0]))
		}
	case "remove":
		keep := v.SoloLevel().Limit
		if c.removesTwo() {
			return lang.F("%s: remove two Shop types, then OK (each mall keeps %d types)", c.mallWho(v.ActiveMall()), keep)
		}
		return lang.F("%s: remove one Shop type (each mall keeps %d types)", c.mallWho(v.ActiveMall()), keep)
	}
	return lang.T("Your move")
}

// removesTwo reports whether the removal takes two Shop types.
func (c *tctx) removesTwo() bool {
	for _, text := range c.p.Moves() {
		if m, err := rules.ParseMove(text); err == nil && len(m.Types) == 2 {
			return true
		}
	}
	return false
}

// previewWords says what the hovered move gives.
func (c *tctx) previewWords() string {
	p := c.big
	before, after := c.v.ScoreOf(p).Total, c.preview.ScoreOf(p).Total
	m := c.previewMove
	// The coordinates as the move writes them ("-1", not "−1").
	x, y, x2, y2 := strconv.Itoa(m.X), strconv.Itoa(m.Y), strconv.Itoa(m.X2), strconv.Itoa(m.Y2)
	what := ""
	switch m.Kind {
	case rules.MovePlace:
		what = lang.F("The %s at (%s, %s)", TypeWords(rules.Shop(c.v.Held()).Type), x, y)
		if m.Hero == rules.Druid {
			what += lang.T(", turned")
		}
	case rules.MoveSwap:
		what = lang.F("Swapping (%s, %s) and (%s, %s)", x, y, x2, y2)
	case rules.MoveTower:
		what = lang.F("The %s's Tower at (%s, %s)", wizardNameOf(m.Wizard), x, y)
	}
	d := after - before
	sign := "+"
	if d < 0 {
		sign = "−"
		d = -d
	}
	return lang.F("%s: %s%s (score %d → %d). %s to confirm", what, sign, pointWords(d), before, after, c.c.Clicks())
}
