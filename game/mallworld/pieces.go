package mallworld

import (
	"fmt"
	"math"

	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// Pieces of Mall World drawn at a rectangle in device pixels: shop symbols,
// tenant tokens, amenity cards, contract cards, corruption tokens.

// tenantToken draws a tenant token: a disc in the tenant colour with its
// figure (a man, a woman, a teenager, a child) in white.
func tenantToken(b *ui.Builder, cx, cy, r float64, tenant int) {
	b.Circle(cx, cy, r, mwColours[tenant], ui.ColText, math.Max(1, r*0.12))
	customerGlyph(b, ui.Centred(cx, cy, r*1.6), tenant, ui.ColText, mwColours[tenant])
}

// shopIcon draws a shop tile: a rounded square in the shop's colour with
// its icon (a T-shirt, an apple, a die, a dumbbell) in white.
func shopIcon(b *ui.Builder, r ui.Rect, colour int) {
	s := math.Min(r.W, r.H)
	sq := ui.Centred(r.CX(), r.CY(), s)
	b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: sq, Col: mwColours[colour], Rad: s * 0.18})
	shopGlyph(b, sq.Inset(s*0.1), colour, ui.ColText, mwColours[colour])
}

// chainIcon draws a chain: its shop's tile with the tenant token on it.
func chainIcon(b *ui.Builder, r ui.Rect, chain int) {
	c := rules.Chains[chain]
	shopIcon(b, ui.Box(r.X, r.Y, r.W*0.8, r.H*0.8), c.Shop)
	tr := r.W * 0.26
	tenantToken(b, r.X+r.W-tr, r.Y+r.H-tr, tr, c.Tenant)
}

// amenityCard draws an amenity card as the two shops it shows: each half
// in its colour with its icon.
func amenityCard(b *ui.Builder, r ui.Rect, code string) {
	b.Fill(r, ui.ColParchment, 5)
	if len(code) != 2 {
		return
	}
	in := r.Inset(math.Max(2, r.W*0.06))
	x, y, ok := rules.CardColours(code)
	if !ok {
		return
	}
	top := ui.Box(in.X, in.Y, in.W, in.H/2-1)
	bot := ui.Box(in.X, in.Y+in.H/2+1, in.W, in.H/2-1)
	b.Fill(top, mwColours[x], 3)
	b.Fill(bot, mwColours[y], 3)
	s := math.Min(top.W, top.H) * 0.9
	shopGlyph(b, ui.Centred(top.CX(), top.CY(), s), x, ui.ColText, mwColours[x])
	shopGlyph(b, ui.Centred(bot.CX(), bot.CY(), s), y, ui.ColText, mwColours[y])
}

// cardTip says what an amenity card is and does, in a sentence.
func cardTip(code string) string {
	x, y, ok := rules.CardColours(code)
	if !ok {
		return lang.T("An amenity card.")
	}
	if x == y {
		return lang.F("Double %s card: it builds a %s, or brings %s to rent one.", shopWord(x), shopKind(x), tenantWord(x))
	}
	return lang.F("%s–%s card: it builds a %s or a %s, or brings %s or %s to rent one.", shopWord(x), shopWord(y), shopKind(x), shopKind(y), tenantWord(x), tenantWord(y))
}

// cardBack draws the back of a card, with a count on it if n > 0.
func cardBack(b *ui.Builder, r ui.Rect, n int) {
	b.Fill(r, ui.ColCardBack, 5)
	b.Stroke(r.Inset(math.Max(2, r.W*0.08)), ui.Mix(ui.ColCardBack, ui.ColText, 0.35), 1, 3)
	if n > 0 {
		b.TextPx(r, fmt.Sprint(n), math.Min(r.W*0.45, r.H*0.3), ui.ColText, true, ui.AlignCenter)
	}
}

// contractOf looks a contract up by ID.
func contractOf(id string) (rules.Contract, bool) {
	for _, c := range rules.Contracts[1:] {
		if c.ID == id {
			return c, true
		}
	}
	return rules.Contract{}, false
}

// contractCard draws a contract: its two shops (placement: side by side,
// joined, for "next to") or chains (rental, and special on gold), and its
// value; no code.
func contractCard(b *ui.Builder, r ui.Rect, id string) {
	c, ok := contractOf(id)
	bg := ui.ColParchment
	if ok && c.Kind == rules.Special {
		bg = ui.Mix(ui.ColParchment, ui.ColSpecial, 0.5)
	}
	b.Fill(r, bg, 6)
	if !ok {
		return
	}
	is := math.Min(r.W*0.42, r.H*0.5)
	cy := r.Y + r.H*0.38
	l := ui.Centred(r.X+r.W*0.27, cy, is)
	rr := ui.Centred(r.X+r.W*0.73, cy, is)
	if c.Kind == rules.Placement {
		b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KLine, R: ui.Rect{X: l.CX(), Y: cy, W: rr.CX() - l.CX(), H: 0}, Col: ui.ColTextDark, LW: math.Max(1, is*0.1)})
		shopIcon(b, l.Inset(is*0.06), c.A)
		shopIcon(b, rr.Inset(is*0.06), c.B)
	} else {
		chainIcon(b, l, c.A)
		chainIcon(b, rr, c.B)
	}
	fs := fitPx(b, shortCHF(c.Value), r.W*0.94, r.H*0.3)
	b.TextPx(ui.Box(r.X, r.Y+r.H*0.66, r.W, r.H*0.32), shortCHF(c.Value), fs, ui.ColTextDark, true, ui.AlignCenter)
}

// miniContract draws a contract small (a seat's validated contracts): its
// two shops or chains on its card's colour, without the value.
func miniContract(b *ui.Builder, r ui.Rect, id string) {
	c, ok := contractOf(id)
	bg := ui.ColParchment
	if ok && c.Kind == rules.Special {
		bg = ui.Mix(ui.ColParchment, ui.ColSpecial, 0.5)
	}
	b.Fill(r, bg, 3)
	if !ok {
		return
	}
	is := math.Min(r.H*0.9, r.W*0.46)
	l, rr := ui.Centred(r.X+r.W*0.27, r.CY(), is), ui.Centred(r.X+r.W*0.73, r.CY(), is)
	if c.Kind == rules.Placement {
		shopIcon(b, l, c.A)
		shopIcon(b, rr, c.B)
	} else {
		chainIcon(b, l, c.A)
		chainIcon(b, rr, c.B)
	}
}

// contractTip explains a contract, with what it would pay now on the board.
func contractTip(v *rules.State, id string) string {
	c, ok := contractOf(id)
	if !ok {
		return id
	}
	var what string
	switch c.Kind {
	case rules.Placement:
		what = lang.F("Placement: %s per %s next to a %s", CHF(c.Value), shopKind(c.A), shopKind(c.B))
	case rules.Rental:
		what = lang.F("Rental: %s per shop rented by %s or %s", CHF(c.Value), chainName(c.A), chainName(c.B))
	default:
		what = lang.F("Special: %s per %s next to a %s", CHF(c.Value), chainName(c.A), chainName(c.B))
	}
	tip := ContractWords(id) + "\n" + what
	if v != nil {
		if n, pay, err := v.ContractScore(id); err == nil {
			tip += "\n" + lang.F("On the board now: %d × %s = %s", n, CHF(c.Value), CHF(pay))
		}
	}
	return tip
}

// shortCHF is "3,000" without the currency ("3 000" in French).
func shortCHF(v int) string { return lang.Int(v) }

// corruptionToken draws an office token.
func corruptionToken(b *ui.Builder, r ui.Rect, tok string) {
	tokenFace(b, r, tok, tokenLabel(tok, false))
}

// tokenFace draws a token of tok's colour in r (device px) with label.
func tokenFace(b *ui.Builder, r ui.Rect, tok, label string) {
	v, _ := rules.TokenValue(tok)
	c := ui.Mix(ui.ColPanel, ui.ColGood, 0.55)
	if v < 0 {
		c = ui.Mix(ui.ColPanel, ui.ColBad, 0.55)
	}
	b.Fill(r, c, 8)
	if label != "" {
		b.TextPx(r, label, fitPx(b, label, r.W*0.94, r.H*0.55), ui.ColText, true, ui.AlignCenter)
	}
}

// fitPx is the text size (device px) for s in width w: at most px, smaller
// to fit, but never under 12 units (11 CSS px on a phone).
func fitPx(b *ui.Builder, s string, w, px float64) float64 {
	for px > b.Px(12) && ui.TextWidth(s, px, true) > w {
		px = math.Max(b.Px(12), px*0.94)
	}
	return math.Max(px, b.Px(12))
}
