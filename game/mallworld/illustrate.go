package mallworld

import (
	"strconv"

	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// Pictures of the rules pages (ui.Illustrator), drawn by the table's own
// pieces: a row of every reference table (a colour's shop and tenant, a
// chain, a card, a contract, a token, a lobby slot), the colour key under
// "Building" and a worked scoring example under "Scoring".

var _ ui.Illustrator = UI{}

// How-to-play sections with pictures (their index in the book).
const (
	sectionBuilding = 2
	sectionScoring  = 3
)

// RowPicture is the picture of a reference table's row.
func (UI) RowPicture(table, row string) (ui.Picture, bool) {
	switch table {
	case "colours":
		for c := 0; c < rules.Colours; c++ {
			if rules.ShopName(c) == row {
				return ui.Picture{Aspect: 0.5, Draw: func(b *ui.Builder, r ui.Rect) {
					s := min(r.H, r.W/2)
					shopIcon(b, ui.Centred(r.X+r.W*0.25, r.CY(), s*0.9), c)
					tenantToken(b, r.X+r.W*0.75, r.CY(), s*0.42, c)
				}}, true
			}
		}
	case "chains":
		for i, ch := range rules.Chains {
			if ch.ID == row {
				return ui.Picture{Aspect: 1, Draw: func(b *ui.Builder, r ui.Rect) { chainIcon(b, r, i) }}, true
			}
		}
	case "amenity":
		if _, _, ok := rules.CardColours(row); ok {
			return ui.Picture{Aspect: 1.46, Draw: func(b *ui.Builder, r ui.Rect) { amenityCard(b, r, row) }}, true
		}
	case "contracts":
		if _, ok := contractOf(row); ok {
			return ui.Picture{Aspect: 1.1, Draw: func(b *ui.Builder, r ui.Rect) { contractCard(b, r, row) }}, true
		}
	case "tokens":
		if v, err := strconv.Atoi(row); err == nil {
			text := strconv.Itoa(v)
			if v > 0 {
				text = "+" + text
			}
			if _, ok := rules.TokenValue(text); ok {
				return ui.Picture{Aspect: 0.55, Draw: func(b *ui.Builder, r ui.Rect) { corruptionToken(b, r, text) }}, true
			}
		}
	case "lobby":
		if n, err := strconv.Atoi(row); err == nil && n >= 1 && n <= rules.LobbySlots {
			return ui.Picture{Aspect: 0.7, Draw: func(b *ui.Builder, r ui.Rect) {
				// The slot: a contract's outline, and its price in coins'
				// gold under it.
				b.Stroke(r.Inset(2), ui.ColPanelEdge, 1.5, 6)
				p := shortCHF(rules.LobbyPrice(n - 1))
				b.TextPx(r, p, fitPx(b, p, r.W*0.9, r.H*0.4), ui.ColSpecial, true, ui.AlignCenter)
			}}, true
		}
	}
	return ui.Picture{}, false
}

// SectionPictures are the pictures under a how-to-play section.
func (UI) SectionPictures(i int) []ui.Picture {
	switch i {
	case sectionBuilding:
		return []ui.Picture{colourKey()}
	case sectionScoring:
		return []ui.Picture{scoringExample()}
	}
	return nil
}

// colourKey shows the four colours: each a swatch with its shop and its
// tenant, named in the caption.
func colourKey() ui.Picture {
	var names []string
	for c := 0; c < rules.Colours; c++ {
		names = append(names, lang.F("%s: %s shops, %s", colourWord(c), shopWord(c), tenantWord(c)))
	}
	return ui.Picture{Aspect: 0.3, Caption: joinSentences(names), Draw: func(b *ui.Builder, r ui.Rect) {
		w := r.W / float64(rules.Colours)
		for c := 0; c < rules.Colours; c++ {
			cell := ui.Rect{X: r.X + float64(c)*w, Y: r.Y, W: w, H: r.H}.Inset(min(w, r.H) * 0.04)
			b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: cell, Col: mwColours[c], Rad: cell.H * 0.12})
			s := min(cell.W/2, cell.H) * 0.8
			shopGlyph(b, ui.Centred(cell.X+cell.W*0.28, cell.CY(), s), c, ui.ColText, mwColours[c])
			customerGlyph(b, ui.Centred(cell.X+cell.W*0.72, cell.CY(), s), c, ui.ColText, mwColours[c])
		}
	}}
}

// colourWord names a colour.
func colourWord(c int) string {
	switch c {
	case rules.V:
		return lang.T("Violet")
	case rules.G:
		return lang.T("Green")
	case rules.R:
		return lang.T("Red")
	}
	return lang.T("Blue")
}

func joinSentences(parts []string) string {
	out := ""
	for i, p := range parts {
		if i > 0 {
			out += " · "
		}
		out += p
	}
	return out
}

// exampleContract is the placement contract of the worked example: the
// first one of Clothing next to Hobby.
func exampleContract() (rules.Contract, bool) {
	for _, c := range rules.Contracts[1:] {
		if c.Kind == rules.Placement && (c.A == rules.V && c.B == rules.R || c.A == rules.R && c.B == rules.V) {
			return c, true
		}
	}
	return rules.Contract{}, false
}

// scoringExample is a worked scoring: a corner of a mall with two pairs of
// unrented shops that a placement contract counts (and a rented one it
// does not), and the sum the contract pays.
func scoringExample() ui.Picture {
	c, ok := exampleContract()
	if !ok {
		return ui.Picture{}
	}
	// Row 1: Clothing, Hobby, Clothing (two pairs); row 2: Clothing next
	// to a rented Hobby shop (no pair), Sport.
	pay := 2 * c.Value
	caption := capital(lang.F("%s pays %s for each unrented %s next to an unrented %s: two pairs here (the rented %s does not count), so 2 × %s = %s at the phase's end.",
		ContractWords(c.ID), CHF(c.Value), shopKind(c.A), shopKind(c.B), shopKind(rules.R), CHF(c.Value), CHF(pay)))
	return ui.Picture{Aspect: 0.45, Caption: caption, Draw: func(b *ui.Builder, r ui.Rect) {
		cell := min(r.H/2, r.W*0.6/3)
		x0 := r.X + r.W*0.02
		grid := [2][3]int{{rules.V, rules.R, rules.V}, {rules.V, rules.R, rules.B}}
		for row := 0; row < 2; row++ {
			for col := 0; col < 3; col++ {
				cr := ui.Rect{X: x0 + float64(col)*cell, Y: r.Y + float64(row)*cell, W: cell, H: cell}.Inset(cell * 0.04)
				k := grid[row][col]
				b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: cr, Col: mwColours[k], Rad: cell * 0.08})
				if row == 1 && col == 1 {
					shopGlyph(b, ui.Centred(cr.X+cr.W*0.32, cr.Y+cr.H*0.32, cr.W*0.5), k, ui.ColText, mwColours[k])
					tenantToken(b, cr.X+cr.W*0.66, cr.Y+cr.H*0.66, cr.W*0.3, rules.R)
					continue
				}
				shopGlyph(b, ui.Centred(cr.CX(), cr.CY(), cr.W*0.62), k, ui.ColText, mwColours[k])
			}
		}
		// The two pairs counted: a line across each shared edge.
		for _, col := range []float64{1, 2} {
			x, y := x0+col*cell, r.Y+cell*0.5
			b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KLine, R: ui.Rect{X: x - cell*0.25, Y: y, W: cell * 0.5, H: 0}, Col: ui.ColHighlight, LW: cell * 0.08})
		}
		cw := min(r.W*0.3, r.H/1.1)
		contractCard(b, ui.Rect{X: r.X + r.W - cw - r.W*0.02, Y: r.CY() - cw*0.55, W: cw, H: cw * 1.1}, c.ID)
	}}
}
