package mallforheroes

import (
	"strings"

	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/ui"
)

// The info box: a card's rule in words, for the card pointed at or tapped.

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
