package game

import (
	"fmt"
	"image/color"
	"math"

	"github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/mwui"
)

// Pieces of Mall World drawn at a rectangle in device pixels: shop symbols,
// tenant tokens, amenity cards, contract cards, corruption tokens.

var shopWords = [4]string{"Clothing", "Food", "Hobby", "Sport"}
var tenantWords = [4]string{"Men", "Women", "Teenagers", "Children"}

// centred is a size×size square centred on (cx, cy).
func centred(cx, cy, size float64) rect { return rect{cx - size/2, cy - size/2, size, size} }

// circle draws a filled disc with an optional edge (device pixels).
func (b *builder) circle(cx, cy, r float64, fill, edge color.RGBA, lwPx float64) {
	box := rect{cx - r, cy - r, 2 * r, 2 * r}
	b.f.items = append(b.f.items, item{kind: kFill, r: box, col: fill, rad: r})
	if lwPx > 0 {
		b.f.items = append(b.f.items, item{kind: kStroke, r: box, col: edge, lw: lwPx, rad: r})
	}
}

// textPx draws one line with a size in device pixels.
func (b *builder) textPx(r rect, s string, px float64, c color.RGBA, bold bool, align int) {
	b.text(r, s, px/b.t.u, c, bold, align)
}

// tenantToken draws a tenant token: a disc in the tenant colour with its
// letter (M, W, T, C).
func (b *builder) tenantToken(cx, cy, r float64, tenant int) {
	b.circle(cx, cy, r, mwColours[tenant], colText, math.Max(1, r*0.12))
	b.textPx(rect{cx - r, cy - r, 2 * r, 2 * r}, tenantLetters[tenant], r*1.15, colText, true, alignCenter)
}

// shopIcon draws a shop colour's symbol filled with its colour.
func (b *builder) shopIcon(r rect, colour int) {
	b.symbol(r, colour, mwColours[colour], colTextDark)
}

// chainIcon draws a chain: its shop's symbol with the tenant token on it.
func (b *builder) chainIcon(r rect, chain int) {
	c := mallworld.Chains[chain]
	b.shopIcon(rect{r.X, r.Y, r.W * 0.8, r.H * 0.8}, c.Shop)
	tr := r.W * 0.26
	b.tenantToken(r.X+r.W-tr, r.Y+r.H-tr, tr, c.Tenant)
}

// amenityCard draws an amenity card: its two colours, each with its symbol.
func (b *builder) amenityCard(r rect, code string) {
	b.fill(r, colParchment, 5)
	if len(code) != 2 {
		return
	}
	in := r.inset(math.Max(2, r.W*0.06))
	x, y := colourIndex(code[0]), colourIndex(code[1])
	if x < 0 || y < 0 {
		return
	}
	top := rect{in.X, in.Y, in.W, in.H / 2}
	bot := rect{in.X, in.Y + in.H/2, in.W, in.H / 2}
	b.fill(top, mwColours[x], 3)
	b.fill(bot, mwColours[y], 3)
	s := math.Min(top.W, top.H) * 0.66
	b.symbol(centred(top.cx(), top.cy(), s), x, colText, colTextDark)
	b.symbol(centred(bot.cx(), bot.cy(), s), y, colText, colTextDark)
}

// cardTip names an amenity card's colours.
func cardTip(code string) string {
	if len(code) != 2 {
		return code
	}
	x, y := colourIndex(code[0]), colourIndex(code[1])
	if x < 0 || y < 0 {
		return code
	}
	if x == y {
		return fmt.Sprintf("Card %s: %s / %s", code, shopWords[x], tenantWords[x])
	}
	return fmt.Sprintf("Card %s: %s / %s + %s / %s", code, shopWords[x], tenantWords[x], shopWords[y], tenantWords[y])
}

// cardBack draws the back of a card, with a count on it if n > 0.
func (b *builder) cardBack(r rect, n int) {
	b.fill(r, colCardBack, 5)
	b.stroke(r.inset(math.Max(2, r.W*0.08)), mix(colCardBack, colText, 0.35), 1, 3)
	if n > 0 {
		b.textPx(r, fmt.Sprint(n), math.Min(r.W*0.45, r.H*0.3), colText, true, alignCenter)
	}
}

// contractOf looks a contract up by ID.
func contractOf(id string) (mallworld.Contract, bool) {
	for _, c := range mallworld.Contracts[1:] {
		if c.ID == id {
			return c, true
		}
	}
	return mallworld.Contract{}, false
}

// contractCard draws a contract: its ID, its two shop colours (placement) or
// chains (rental, special), and its value.
func (b *builder) contractCard(r rect, id string) {
	c, ok := contractOf(id)
	bg := colParchment
	if ok && c.Kind == mallworld.Special {
		bg = mix(colParchment, colSpecial, 0.5)
	}
	b.fill(r, bg, 6)
	if !ok {
		b.textPx(r, id, r.H*0.2, colTextDark, true, alignCenter)
		return
	}
	fs := math.Max(math.Min(r.W*0.22, r.H*0.19), math.Min(b.px(10.5), r.W*0.3)) // never tiny
	b.textPx(rect{r.X, r.Y + r.H*0.02, r.W, r.H * 0.22}, id, fs, colTextDark, true, alignCenter)
	is := math.Min(r.W*0.38, r.H*0.4)
	cy := r.Y + r.H*0.52
	l := centred(r.X+r.W*0.27, cy, is)
	rr := centred(r.X+r.W*0.73, cy, is)
	if c.Kind == mallworld.Placement {
		b.shopIcon(l, c.A)
		b.shopIcon(rr, c.B)
	} else {
		b.chainIcon(l, c.A)
		b.chainIcon(rr, c.B)
	}
	b.textPx(rect{r.X, r.Y + r.H*0.76, r.W, r.H * 0.22}, shortCHF(c.Value), fs*0.95, colTextDark, false, alignCenter)
}

// contractTip explains a contract, with what it would pay now on the board.
func contractTip(v *mallworld.State, id string) string {
	c, ok := contractOf(id)
	if !ok {
		return id
	}
	var what string
	switch c.Kind {
	case mallworld.Placement:
		what = fmt.Sprintf("Placement: %s per %s shop next to a %s shop", mwui.CHF(c.Value), shopWords[c.A], shopWords[c.B])
	case mallworld.Rental:
		what = fmt.Sprintf("Rental: %s per shop rented by %s or %s", mwui.CHF(c.Value), mallworld.Chains[c.A].Name, mallworld.Chains[c.B].Name)
	default:
		what = fmt.Sprintf("Special: %s per %s next to a %s", mwui.CHF(c.Value), mallworld.Chains[c.A].Name, mallworld.Chains[c.B].Name)
	}
	tip := mwui.ContractWords(id) + "\n" + what
	if v != nil {
		if n, pay, err := v.ContractScore(id); err == nil {
			tip += fmt.Sprintf("\nOn the board now: %d × %s = %s", n, mwui.CHF(c.Value), mwui.CHF(pay))
		}
	}
	return tip
}

// shortCHF is "3,000" without the currency.
func shortCHF(v int) string {
	s := mwui.CHF(v)
	return s[:len(s)-len(" CHF")]
}

// corruptionToken draws an office token.
func (b *builder) corruptionToken(r rect, tok string) {
	v := 0
	fmt.Sscanf(tok, "%d", &v)
	c := mix(colPanel, colGood, 0.55)
	if v < 0 {
		c = mix(colPanel, colBad, 0.55)
	}
	b.fill(r, c, 8)
	s := shortCHF(v)
	if v > 0 {
		s = "+" + s
	}
	b.textPx(r, s, math.Min(r.H*0.55, r.W*0.24), colText, true, alignCenter)
}
