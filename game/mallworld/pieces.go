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
// letter (M, W, T, C).
func tenantToken(b *ui.Builder, cx, cy, r float64, tenant int) {
	b.Circle(cx, cy, r, mwColours[tenant], ui.ColText, math.Max(1, r*0.12))
	b.TextPx(ui.Box(cx-r, cy-r, 2*r, 2*r), tenantLetters[tenant], r*1.15, ui.ColText, true, ui.AlignCenter)
}

// shopIcon draws a shop colour's symbol filled with its colour.
func shopIcon(b *ui.Builder, r ui.Rect, colour int) {
	b.Symbol(r, colour, mwColours[colour], ui.ColTextDark)
}

// chainIcon draws a chain: its shop's symbol with the tenant token on it.
func chainIcon(b *ui.Builder, r ui.Rect, chain int) {
	c := rules.Chains[chain]
	shopIcon(b, ui.Box(r.X, r.Y, r.W*0.8, r.H*0.8), c.Shop)
	tr := r.W * 0.26
	tenantToken(b, r.X+r.W-tr, r.Y+r.H-tr, tr, c.Tenant)
}

// amenityCard draws an amenity card: its two colours, each with its symbol.
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
	top := ui.Box(in.X, in.Y, in.W, in.H/2)
	bot := ui.Box(in.X, in.Y+in.H/2, in.W, in.H/2)
	b.Fill(top, mwColours[x], 3)
	b.Fill(bot, mwColours[y], 3)
	s := math.Min(top.W, top.H) * 0.66
	b.Symbol(ui.Centred(top.CX(), top.CY(), s), x, ui.ColText, ui.ColTextDark)
	b.Symbol(ui.Centred(bot.CX(), bot.CY(), s), y, ui.ColText, ui.ColTextDark)
}

// cardTip names an amenity card's colours.
func cardTip(code string) string {
	x, y, ok := rules.CardColours(code)
	if !ok {
		return code
	}
	if x == y {
		return lang.F("Card %s: %s / %s", code, shopWord(x), tenantWord(x))
	}
	return lang.F("Card %s: %s / %s + %s / %s", code, shopWord(x), tenantWord(x), shopWord(y), tenantWord(y))
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

// contractCard draws a contract: its ID, its two shop colours (placement) or
// chains (rental, special), and its value.
func contractCard(b *ui.Builder, r ui.Rect, id string) {
	c, ok := contractOf(id)
	bg := ui.ColParchment
	if ok && c.Kind == rules.Special {
		bg = ui.Mix(ui.ColParchment, ui.ColSpecial, 0.5)
	}
	b.Fill(r, bg, 6)
	if !ok {
		b.TextPx(r, id, r.H*0.2, ui.ColTextDark, true, ui.AlignCenter)
		return
	}
	fs := math.Max(math.Min(r.W*0.22, r.H*0.19), math.Min(b.Px(10.5), r.W*0.3)) // never tiny
	b.TextPx(ui.Box(r.X, r.Y+r.H*0.02, r.W, r.H*0.22), id, fs, ui.ColTextDark, true, ui.AlignCenter)
	is := math.Min(r.W*0.38, r.H*0.4)
	cy := r.Y + r.H*0.52
	l := ui.Centred(r.X+r.W*0.27, cy, is)
	rr := ui.Centred(r.X+r.W*0.73, cy, is)
	if c.Kind == rules.Placement {
		shopIcon(b, l, c.A)
		shopIcon(b, rr, c.B)
	} else {
		chainIcon(b, l, c.A)
		chainIcon(b, rr, c.B)
	}
	b.TextPx(ui.Box(r.X, r.Y+r.H*0.76, r.W, r.H*0.22), shortCHF(c.Value), fs*0.95, ui.ColTextDark, false, ui.AlignCenter)
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
	v, _ := rules.TokenValue(tok)
	c := ui.Mix(ui.ColPanel, ui.ColGood, 0.55)
	if v < 0 {
		c = ui.Mix(ui.ColPanel, ui.ColBad, 0.55)
	}
	b.Fill(r, c, 8)
	s := shortCHF(v)
	if v > 0 {
		s = "+" + s
	}
	b.TextPx(r, s, math.Min(r.H*0.55, r.W*0.24), ui.ColText, true, ui.AlignCenter)
}
