package mallforheroes

import (
	"strconv"

	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// Pictures for the rules pages (ui.Illustrator), drawn by the table's own
// code: each reference row's card (a Shop type's tile, a Shop with its
// ability, an Entrance, a Wizard's pattern and Tower, a Hero, a Monster,
// a solo level's condition), and under the how-to-play sections a mall
// being built, the display with its draftable corners, a worked garden
// with the colour key, and the tie-break.

var _ ui.Illustrator = UI{}

// RowPicture is the picture of row of reference table (the book's keys).
func (UI) RowPicture(table, row string) (ui.Picture, bool) {
	num := func() int {
		n, err := strconv.Atoi(row[len(row)-min(len(row), 2):])
		if err != nil {
			n, _ = strconv.Atoi(row[len(row)-1:])
		}
		return n
	}
	card := func(draw func(b *ui.Builder, r ui.Rect)) (ui.Picture, bool) {
		return ui.Picture{Aspect: 1, Draw: draw}, true
	}
	switch table {
	case "types":
		if t, ok := rules.TypeByName(row); ok {
			return card(func(b *ui.Builder, r ui.Rect) { typeTile(b, square(r), t) })
		}
	case "abilities":
		for n := 1; n <= rules.Shops; n++ {
			if rules.Shop(n).Ability.String() == row {
				return shopPicture(n)
			}
		}
	case "shops":
		if n := num(); n >= 1 && n <= rules.Shops && rules.ShopID(n) == row {
			return shopPicture(n)
		}
	case "entrances":
		if n := num(); n >= 1 && rules.EntranceID(n) == row {
			return card(func(b *ui.Builder, r ui.Rect) { sq := square(r); drawEntrance(b, sq, n, sq.W/b.Px(1)) })
		}
	case "wizards":
		if n := num(); n >= 1 && rules.WizardID(n) == row {
			return ui.Picture{Aspect: 0.3, Draw: func(b *ui.Builder, r ui.Rect) {
				h := r.H
				wizardIcon(b, ui.Rect{X: r.X, Y: r.Y + h*0.2, W: h * 0.6, H: h * 0.6}, n)
				pw := patternPicture(b, ui.Rect{X: r.X + h*0.7, Y: r.Y, W: h * 1.5, H: h}, n)
				tr := ui.Rect{X: r.X + h*0.8 + pw, Y: r.Y, W: h, H: h}
				drawTower(b, tr, n, h/b.Px(1))
			}}, true
		}
	case "heroes":
		if n := num(); n >= 1 && rules.HeroID(n) == row {
			return card(func(b *ui.Builder, r ui.Rect) { heroIcon(b, r, n) })
		}
	case "monsters":
		if n := num(); n >= 1 && rules.MonsterID(n) == row {
			return card(func(b *ui.Builder, r ui.Rect) { monsterIcon(b, r, n) })
		}
	case "solo":
		if n, err := strconv.Atoi(row); err == nil && rules.SoloLevelOf(n).Rule != 0 {
			return ui.Picture{Aspect: 0.3, Draw: func(b *ui.Builder, r ui.Rect) { levelPicture(b, r, n) }}, true
		}
	}
	return ui.Picture{}, false
}

func shopPicture(n int) (ui.Picture, bool) {
	return ui.Picture{Aspect: 1, Draw: func(b *ui.Builder, r ui.Rect) {
		sq := square(r)
		drawShop(b, sq, n, false, sq.W/b.Px(1))
	}}, true
}

// typeTile is a Shop type's tile: its colour and its icon.
func typeTile(b *ui.Builder, r ui.Rect, t rules.Type) {
	in := r.Inset(r.W * 0.03)
	fill(b, in, typeColours[t%6], r.W*0.1)
	stroke(b, in, inkDark, max(1, r.W*0.03), r.W*0.1)
	typeIcon(b, r.Inset(r.W*0.18), t, inkLight)
}

// levelPicture draws solo level n's condition: gardens for the garden
// rules, Shop tiles for the type rules, Monsters for Level 6.
func levelPicture(b *ui.Builder, r ui.Rect, n int) {
	L := rules.SoloLevelOf(n)
	h := r.H
	at := func(i int) ui.Rect { return ui.Rect{X: r.X + float64(i)*h*1.05, Y: r.Y, W: h, H: h} }
	switch L.Rule {
	case rules.SoloMonoGardens, rules.SoloGardens:
		for i := 0; i < max(1, min(L.Limit, 3)); i++ {
			gardenIcon(b, at(i))
		}
	case rules.SoloNoGardens:
		gardenIcon(b, at(0))
		c := at(0)
		line(b, c, 0.1, 0.1, 0.9, 0.9, ui.ColBad, max(2, h*0.08))
	case rules.SoloMaxTypes, rules.SoloTypesShort:
		for i := 0; i < 3; i++ {
			typeTile(b, at(i), rules.Type(i*2))
		}
	case rules.SoloMonsters:
		for i := 0; i < max(1, min(L.Monsters, 3)); i++ {
			monsterIcon(b, at(i), i+1)
		}
	}
}

// SectionPictures are the pictures under how-to-play section i: 0 the
// goal (a mall around its Entrance), 1 a round (the display, its four
// corner Shops draftable), 2 scoring (a completed garden and the colour
// key), 3 the end (the tie-break: gardens, then Towers).
func (UI) SectionPictures(i int) []ui.Picture {
	switch i {
	case 0:
		return []ui.Picture{{Aspect: 0.5, Caption: lang.T("A mall grows around its Entrance, one Shop a turn, each next to a card it touches by a side."), Draw: exampleMall}}
	case 1:
		return []ui.Picture{{Aspect: 0.75, Caption: lang.T("The display: at first only the four corner Shops have a free corner (green mark) and can be drafted."), Draw: exampleDisplay}}
	case 2:
		return []ui.Picture{
			{Aspect: 1, Caption: lang.T("A completed garden: where these four Shops meet, every corner carries a garden quarter. Its colours (here red, yellow and blue) decide what your Entrance scores for it."), Draw: exampleGarden},
			{Aspect: 0.3, Caption: lang.T("Garden quarters: red circles, yellow triangles, blue squares."), Draw: colourKey},
		}
	case 3:
		return []ui.Picture{{Aspect: 0.3, Caption: lang.T("A tie goes to the most completed gardens, then to the most Towers."), Draw: func(b *ui.Builder, r ui.Rect) {
			h := r.H
			gardenIcon(b, ui.Rect{X: r.X, Y: r.Y, W: h, H: h})
			line(b, ui.Rect{X: r.X + h*1.2, Y: r.Y, W: h * 0.6, H: h}, 0, 0.5, 1, 0.5, ui.ColTextDim, max(2, h*0.06))
			towerIcon(b, ui.Rect{X: r.X + h*2, Y: r.Y, W: h, H: h}, colTower)
		}}}
	}
	return nil
}

// exampleMall is an Entrance with four Shops around it.
func exampleMall(b *ui.Builder, r ui.Rect) {
	s := r.H / 2
	x0 := r.X + (r.W-4*s)/2
	at := func(x, y int) ui.Rect { return ui.Rect{X: x0 + float64(x)*s, Y: r.Y + float64(y)*s, W: s, H: s} }
	u := s / b.Px(1)
	drawEntrance(b, at(1, 1), 1, u)
	drawShop(b, at(0, 1), 12, false, u)
	drawShop(b, at(2, 1), 24, false, u)
	drawShop(b, at(1, 0), 33, false, u)
	drawShop(b, at(2, 0), 45, false, u)
}

// exampleDisplay is a full display of 4 × 3 Shops, its corners marked.
func exampleDisplay(b *ui.Builder, r ui.Rect) {
	s := min(r.W/4, r.H/3)
	x0 := r.X + (r.W-4*s)/2
	for row := 0; row < 3; row++ {
		for col := 0; col < 4; col++ {
			n := 1 + (row*4+col)*5%rules.Shops
			cr := ui.Rect{X: x0 + float64(col)*s, Y: r.Y + float64(row)*s, W: s, H: s}.Inset(s * 0.03)
			drawShop(b, cr, n, false, cr.W/b.Px(1))
			if (row == 0 || row == 2) && (col == 0 || col == 3) {
				stroke(b, cr.Inset(-s*0.02), ui.ColGood, max(2, s*0.05), s*0.1)
			}
		}
	}
}

// exampleGarden is four Shops meeting at a completed garden.
func exampleGarden(b *ui.Builder, r ui.Rect) {
	s := min(r.W, r.H) / 2
	x0 := r.X + (r.W-2*s)/2
	u := s / b.Px(1)
	for k, n := range []int{1, 11, 21, 31} {
		drawShop(b, ui.Rect{X: x0 + float64(k%2)*s, Y: r.Y + float64(k/2)*s, W: s, H: s}, n, false, u)
	}
	rad := s * 0.16
	b.Circle(x0+s, r.Y+s, rad, ui.RGB(0x1d, 0x4d, 0x2c), colGarden, max(2, rad*0.35))
}

// colourKey is the three garden colours, each with its shape.
func colourKey(b *ui.Builder, r ui.Rect) {
	h := r.H
	for c := 1; c <= 3; c++ {
		q := ui.Rect{X: r.X + float64(c-1)*h*1.3, Y: r.Y, W: h, H: h}
		b.Symbol(q, quarterShapes[c], quarterColours[c], inkDark)
	}
}
