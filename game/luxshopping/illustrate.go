package luxshopping

import (
	"fmt"
	"strconv"
	"strings"

	rules "github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The rules book's pictures, drawn by the table's own code: a shop or a
// special space as the board draws it, a card as the card panel heads it,
// the pawns of a game, the board's key with its swatches and a worked
// example of a landing in a gallery.

var _ ui.Illustrator = UI{}

// picText is the size (units) of the words in the pictures.
const picText = 13

// RowPicture is the picture of a row of the book's reference tables.
func (UI) RowPicture(table, row string) (ui.Picture, bool) {
	switch table {
	case "zones":
		for _, z := range []rules.Zone{rules.Orange, rules.Yellow, rules.Green} {
			if z.String() == row {
				k := firstShop(z)
				return cellPicture(func(b *ui.Builder, r ui.Rect) { shopFace(b, r, k, -1, false, picText, false) }), true
			}
		}
	case "spaces":
		kind := map[string]rules.SpaceKind{"shop": rules.SpaceShop, "red": rules.SpaceRedButton, "office": rules.SpaceOffice,
			"minus": rules.SpaceMinusOne, "plus": rules.SpacePlusOne}
		k, ok := kind[row]
		if !ok {
			return ui.Picture{}, false
		}
		if k == rules.SpaceShop {
			return cellPicture(func(b *ui.Builder, r ui.Rect) { shopFace(b, r, 2, 0, true, picText, false) }), true
		}
		sp := firstSpace(k)
		return cellPicture(func(b *ui.Builder, r ui.Rect) { specialFace(b, r, k, specialLabel(sp), picText) }), true
	case "shops":
		k, err := strconv.Atoi(row)
		if err != nil || k < 1 || k > rules.Shops || rules.SpaceOf(k) == 0 {
			return ui.Picture{}, false
		}
		return cellPicture(func(b *ui.Builder, r ui.Rect) { shopFace(b, r, k, -1, false, picText, false) }), true
	case "correspondence":
		n, err := strconv.Atoi(row)
		if err != nil || n < 1 || n > rules.Cards {
			return ui.Picture{}, false
		}
		return cardPicture(n, false), true
	case "redbutton":
		n, err := strconv.Atoi(strings.TrimPrefix(row, "RB"))
		if err != nil || n < 1 || n > rules.RedCards {
			return ui.Picture{}, false
		}
		return cardPicture(n, true), true
	case "victory":
		p, err := strconv.Atoi(row)
		if err != nil || p < rules.MinSeats || p > rules.MaxSeats {
			return ui.Picture{}, false
		}
		return ui.Picture{Aspect: 0.5, Draw: func(b *ui.Builder, r ui.Rect) { pawnRow(b, r, p) }}, true
	}
	return ui.Picture{}, false
}

// SectionPictures are the pictures under the book's how-to-play sections:
// the board's key under "A turn" (1), a worked landing in a gallery under
// "Money" (2).
func (UI) SectionPictures(i int) []ui.Picture {
	switch i {
	case 1:
		caption := lang.F("The board's colours: orange shops cost %s, yellow %s, green %s; below, the Red Button, the Office, space 33 (lose a shop) and space 66 (a free shop).",
			money(rules.ZonePrice(rules.Orange)), money(rules.ZonePrice(rules.Yellow)), money(rules.ZonePrice(rules.Green)))
		return []ui.Picture{{Aspect: 0.5, Caption: caption, Draw: keyPicture}}
	case 2:
		return []ui.Picture{galleryExample()}
	}
	return nil
}

// cellPicture is a square picture of one space.
func cellPicture(draw func(b *ui.Builder, r ui.Rect)) ui.Picture {
	return ui.Picture{Aspect: 1, Draw: func(b *ui.Builder, r ui.Rect) {
		s := min(r.W, r.H)
		draw(b, ui.Rect{X: r.X + (r.W-s)/2, Y: r.Y + (r.H-s)/2, W: s, H: s})
	}}
}

// cardPicture is a correspondence card (its pile's colour, its number and,
// for mail naming a shop, that shop) or a Red Button card.
func cardPicture(n int, red bool) ui.Picture {
	return ui.Picture{Aspect: 1.4, Draw: func(b *ui.Builder, r ui.Rect) {
		col := colOff
		if red {
			col = colRed
		}
		w := min(r.W, r.H/1.4)
		cr := ui.Rect{X: r.X + (r.W-w)/2, Y: r.Y, W: w, H: w * 1.4}
		cardIcon(b, cr, col)
		b.Text(ui.Rect{X: cr.X, Y: cr.Y, W: cr.W, H: cr.H * 0.3}, fmt.Sprint(n), picText, ui.ColText, true, ui.AlignCenter)
		body := ui.Rect{X: cr.X + cr.W*0.15, Y: cr.Y + cr.H*0.38, W: cr.W * 0.7, H: cr.H * 0.5}
		switch {
		case red:
			spaceIcon(b, body, rules.SpaceRedButton)
		case rules.MailShop(n) != 0:
			k := rules.MailShop(n)
			deedIcon(b, body, k, -1)
		default:
			spaceIcon(b, body, rules.SpaceOffice)
		}
	}}
}

// pawnRow draws p pawns in a row, as the board draws them.
func pawnRow(b *ui.Builder, r ui.Rect, p int) {
	s := min(r.H, r.W/float64(p))
	x := r.X + (r.W-s*float64(p))/2
	for i := 0; i < p; i++ {
		px := ui.Rect{X: x + float64(i)*s, Y: r.Y + (r.H-s)/2, W: s, H: s}.Inset(s * 0.08)
		b.Circle(px.CX(), px.CY(), px.W*0.5, ui.ColText, ui.ColTextDark, b.Px(1))
		ui.SeatChip(b, px.Inset(px.W*0.2), i)
	}
}

// keyPicture draws the board's key: a shop of each zone with its price,
// and each special space.
func keyPicture(b *ui.Builder, r ui.Rect) {
	s := min(r.W/4.6, r.H/2.3)
	gap := s * 0.2
	row := func(y float64, n int, draw func(i int, cell ui.Rect)) {
		x := r.X + (r.W-float64(n)*s-float64(n-1)*gap)/2
		for i := 0; i < n; i++ {
			draw(i, ui.Rect{X: x + float64(i)*(s+gap), Y: y, W: s, H: s})
		}
	}
	zones := []rules.Zone{rules.Orange, rules.Yellow, rules.Green}
	row(r.Y, 3, func(i int, cell ui.Rect) { shopFace(b, cell, firstShop(zones[i]), -1, false, picText, false) })
	kinds := []rules.SpaceKind{rules.SpaceRedButton, rules.SpaceOffice, rules.SpaceMinusOne, rules.SpacePlusOne}
	row(r.Y+s+gap*1.5, 4, func(i int, cell ui.Rect) { specialFace(b, cell, kinds[i], "", picText) })
}

// galleryExample is a worked landing: three shops of one owner in a
// gallery, a sign on one, and what a visitor who lands on the signed shop
// pays.
func galleryExample() ui.Picture {
	shops := []int{firstShop(rules.Orange), firstShop(rules.Yellow), firstShop(rules.Green)}
	var sum int64
	var parts []string
	for _, k := range shops {
		sum += rules.VisitValue(k)
		parts = append(parts, money(rules.VisitValue(k)))
	}
	total := sum + rules.SignBonus
	caption := lang.F("A gallery of three shops (%s, %s, %s) with a sign on the %s: a visitor who lands there pays %s + %s (sign) = %s.",
		shopName(shops[0]), shopName(shops[1]), shopName(shops[2]), shopName(shops[0]),
		strings.Join(parts, " + "), money(rules.SignBonus), money(total))
	return ui.Picture{Aspect: 0.36, Caption: caption, Draw: func(b *ui.Builder, r ui.Rect) {
		s := min(r.W/4.2, r.H*0.75)
		gap := s * 0.3
		x := r.X + (r.W-3*s-2*gap)/2
		y := r.Y
		for i, k := range shops {
			shopFace(b, ui.Rect{X: x + float64(i)*(s+gap), Y: y, W: s, H: s}, k, 1, i == 0, picText, false)
		}
		// The gallery's band under the shops, tied to each, as on the board.
		by := y + s + r.H*0.1
		lw := max(2, s*0.06)
		b.Line(x+s/2, by, x+2*(s+gap)+s/2, by, ui.SeatColour(1), lw/b.T.U)
		for i := range shops {
			cx := x + float64(i)*(s+gap) + s/2
			b.Line(cx, y+s, cx, by, ui.SeatColour(1), lw/b.T.U)
		}
	}}
}

// firstShop is the first shop of zone z.
func firstShop(z rules.Zone) int {
	for k := 1; k <= rules.Shops; k++ {
		if rules.ZoneOf(k) == z {
			return k
		}
	}
	return 1
}

// firstSpace is the first space of kind k.
func firstSpace(k rules.SpaceKind) int {
	for sp := 1; sp <= rules.Spaces; sp++ {
		if rules.KindOf(sp) == k {
			return sp
		}
	}
	return 0
}
