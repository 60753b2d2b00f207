package mallforheroes

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// Drawing cards and malls. A Shop is its type's colour with the type's two
// letters (and, when large enough, the type word and its ability in
// short); each garden quarter is a mark in its corner in red, yellow or
// blue, and each colour has its own shape (red ●, yellow ▲, blue ■), so
// colour is never the only cue. Completed gardens are rings where four
// cards meet.

// typeColours are the Shop types' card colours.
var typeColours = [6]color.RGBA{
	ui.RGB(0x7d, 0x4f, 0xb3), // Potions: violet
	ui.RGB(0xb8, 0x62, 0x1b), // Pub: amber
	ui.RGB(0x7a, 0x4e, 0x36), // Tavern: brown
	ui.RGB(0x24, 0x6d, 0x99), // Library: blue
	ui.RGB(0x55, 0x5e, 0x6b), // Blacksmith: slate
	ui.RGB(0x1f, 0x86, 0x6e), // Fountain: green
}

// Garden quarter colours and the shape each is drawn with (ui.Symbol
// numbers: 1 circle, 0 triangle, 3 square).
var (
	quarterColours = [4]color.RGBA{{}, ui.RGB(0xf0, 0x4a, 0x4a), ui.RGB(0xff, 0xd8, 0x3a), ui.RGB(0x5a, 0x9c, 0xff)}
	quarterShapes  = [4]int{-1, 1, 0, 3}
)

var (
	colEntrance = ui.RGB(0xe8, 0xdc, 0xb8)
	colTower    = ui.RGB(0x8a, 0x8f, 0xa3)
	colGarden   = ui.RGB(0x6d, 0xe0, 0x8c)
)

// corners draws a card's garden quarters in r (device px).
func corners(b *ui.Builder, r ui.Rect, cs [4]rules.Colour) {
	m := r.W * 0.25
	for k, col := range cs {
		if col == rules.NoColour {
			continue
		}
		x, y := r.X+1, r.Y+1
		if k == rules.TR || k == rules.BR {
			x = r.X + r.W - m - 1
		}
		if k == rules.BL || k == rules.BR {
			y = r.Y + r.H - m - 1
		}
		b.Symbol(ui.Rect{X: x, Y: y, W: m, H: m}, quarterShapes[col&3], quarterColours[col&3], ui.ColTextDark)
	}
}

// drawShop draws Shop n in r (device px), turned 180° when turned (the
// Druid); units is its side in units, which decides how much is written
// on it.
func drawShop(b *ui.Builder, r ui.Rect, n int, turned bool, units float64) {
	drawShopCorners(b, r, n, rules.ShopCorners(n, turned), turned, units)
}

func drawShopCorners(b *ui.Builder, r ui.Rect, n int, cs [4]rules.Colour, turned bool, units float64) {
	sh := rules.Shop(n)
	inner := r.Inset(math.Max(1, r.W*0.02))
	b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: inner, Col: typeColours[sh.Type%6], Rad: r.W * 0.08})
	b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KStroke, R: inner, Col: ui.ColTextDark, LW: math.Max(1, r.W*0.02), Rad: r.W * 0.08})
	cardFace(b, r, units, func(ic ui.Rect) { typeIcon(b, ic, sh.Type, inkLight) }, TypeWords(sh.Type), AbilityShort(sh.Ability), ui.ColText)
	if turned {
		// A bar along the lower edge marks the turn (a 180° arrow would be
		// too small to read on a mall's tile).
		m := r.W * 0.25
		bar := r.W * 0.07
		b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: ui.Rect{X: r.X + m, Y: r.Y + r.H - 2.2*bar, W: r.W - 2*m, H: bar}, Col: ui.ColHighlight, Rad: bar / 2})
	}
	corners(b, r, cs)
}

// cardTextMin is the smallest text written on a card, in units (CSS px):
// a card too small for it shows its icon alone (its words are in its tip).
const cardTextMin = 12.0

// cardFace draws a card's face in r (device px, units its side in units):
// its icon, and, when the card is large enough for text of at least
// cardTextMin, its name and its rule in short. The icon grows to fill
// what the words leave.
func cardFace(b *ui.Builder, r ui.Rect, units float64, icon func(ui.Rect), name, rule string, ink color.RGBA) {
	m := r.W * 0.25
	mid := ui.Rect{X: r.X + r.W*0.08, Y: r.Y + r.H*0.06, W: r.W * 0.84, H: r.H * 0.88}
	scale := r.W / units // device px per unit
	namePx := math.Min(units*0.15, 14) * scale
	if namePx < cardTextMin*scale || ui.TextWidth(name, namePx, true) > mid.W {
		namePx = cardTextMin * scale
	}
	showName := name != "" && units*0.15 >= cardTextMin*0.9 && ui.TextWidth(name, namePx, true) <= mid.W
	var lines []string
	rulePx := cardTextMin * scale
	if showName && rule != "" && units >= 100 {
		lines = ui.Wrap(rule, rulePx, false, mid.W)
		// Room under the icon band and the name for the rule's lines.
		if float64(len(lines))*rulePx*1.12 > r.H*0.97-m-namePx*1.2 {
			lines = nil
		}
	}
	if !showName {
		icon(square(r.Inset(r.W * 0.2)))
		return
	}
	icon(ui.Rect{X: r.X + m, Y: r.Y + r.H*0.05, W: r.W - 2*m, H: m * 0.95})
	y := r.Y + m
	if len(lines) == 0 {
		// No rule: the name sits in the middle, the icon above it.
		y = r.Y + (r.H-namePx*1.3)/2 + m*0.2
	}
	b.TextPx(ui.Rect{X: mid.X, Y: y, W: mid.W, H: namePx * 1.2}, name, namePx, ink, true, ui.AlignCenter)
	y += namePx * 1.2
	for _, ln := range lines {
		b.TextPx(ui.Rect{X: mid.X, Y: y, W: mid.W, H: rulePx * 1.12}, ln, rulePx, ink, false, ui.AlignCenter)
		y += rulePx * 1.12
	}
}

// drawEntrance draws Entrance n in r (device px).
func drawEntrance(b *ui.Builder, r ui.Rect, n int, units float64) {
	e := rules.Entrance(n)
	inner := r.Inset(math.Max(1, r.W*0.02))
	b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: inner, Col: colEntrance, Rad: r.W * 0.08},
		ui.Item{Kind: ui.KStroke, R: inner, Col: ui.ColTextDark, LW: math.Max(1, r.W*0.03), Rad: r.W * 0.08})
	first, _, _ := strings.Cut(entranceName(n), " ")
	cardFace(b, r, units, func(ic ui.Rect) { gateIcon(b, ic, ui.RGB(0x6b, 0x55, 0x3a)) }, first, "", ui.ColTextDark)
	corners(b, r, e.Corners)
}

// drawTower draws Wizard w's Tower in r (device px).
func drawTower(b *ui.Builder, r ui.Rect, w int, units float64) {
	wc := rules.Wizard(w)
	inner := r.Inset(math.Max(1, r.W*0.02))
	b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: inner, Col: colTower, Rad: r.W * 0.02},
		ui.Item{Kind: ui.KStroke, R: inner, Col: ui.ColTextDark, LW: math.Max(1, r.W*0.03), Rad: r.W * 0.02})
	cardFace(b, r, units, func(ic ui.Rect) { towerIcon(b, ic, typeColours[wc.Scores%6]) }, lang.T("Tower"), "", ui.ColTextDark)
	corners(b, r, wc.Tower)
}

// mallPanel draws mall p in panel r: its label (seat, score, Hero,
// Towers) and its cards; big marks the mall being played, with the
// targets of the acting seat and the preview of the hovered move.
func (c *tctx) mallPanel(r ui.Rect, p int, big bool) {
	b, L := c.b, c.L
	st := c.v
	if p == c.big && c.preview != nil {
		st = c.preview
	}
	b.Fill(c.U(r), ui.ColPanel, 8)
	if c.v.ActiveMall() == p && c.v.Phase() != "over" {
		b.Stroke(c.U(r), ui.SeatColour(p), 2, 8)
	}
	// The label: chip, title, score; then the Hero and the Towers.
	lh := 18.0
	if !big || L.portrait {
		lh = 15
	}
	size := L.small
	if big && !L.portrait {
		size = L.font
	}
	chip := ui.Box(r.X+6, r.Y+4+(lh-12)/2, 12, 12)
	ui.SeatChip(b, c.U(chip), p)
	score := c.t.shownScore(p, c.v.ScoreOf(p).Total)
	title := fmt.Sprintf("%s · %s", c.mallTitle(p), pointWords(score))
	if !big {
		title = fmt.Sprintf("%s · %d", c.mallWho(p), score)
	}
	tr := c.U(ui.Box(r.X+22, r.Y+3, r.W-28, lh))
	b.Text(tr, title, size, ui.ColText, true, ui.AlignLeft)
	tw := math.Min(ui.TextWidth(title, b.Px(size), true), tr.W)
	c.t.motion.Place(scoreKey(p), ui.Rect{X: tr.X + tw - tr.H, Y: tr.Y, W: tr.H, H: tr.H})
	line2 := ui.Box(r.X+6, r.Y+3+lh, r.W-12, lh)
	if h, ready := c.v.HeroOf(p); h != 0 {
		hw := fmt.Sprintf("%s %s", heroName(h), readyWords(ready))
		if n := len(c.v.TowersOf(p)); n > 0 {
			hw += " · " + lang.N(n, "%d Tower", "%d Towers")
		}
		if big && !L.portrait {
			en := c.v.EntranceOf(p)
			hw += " · " + lang.F("%s: %s", entranceName(en), entranceScoring(en))
		}
		col := ui.ColGood
		if !ready {
			col = ui.ColTextDim
		}
		// A narrow panel (five malls on a phone) drops the Hero's state
		// in words (its colour still tells it), then its Towers (drawn in
		// the mall).
		if px := b.Px(L.small); ui.TextWidth(hw, px, false) > b.Px(line2.W) {
			short := heroName(h)
			if n := len(c.v.TowersOf(p)); n > 0 {
				short += " · " + lang.N(n, "%d Tower", "%d Towers")
			}
			for _, s := range []string{short, heroName(h)} {
				if ui.TextWidth(s, px, false) <= b.Px(line2.W) {
					hw = s
					break
				}
			}
		}
		b.Text(c.U(line2), hw, L.small, col, false, ui.AlignLeft)
		b.Spot(InfoTarget(rules.HeroID(h)), c.U(line2), true, "")
	}
	grid := ui.Box(r.X+4, line2.Y+lh+2, r.W-8, r.Y+r.H-(line2.Y+lh+2)-4)
	c.mallGrid(grid, p, st, big)
}

// mallGrid draws mall p's cards of state st in area (units).
func (c *tctx) mallGrid(area ui.Rect, p int, st *rules.State, big bool) {
	b, L := c.b, c.L
	cards := st.Mall(p)
	if len(cards) == 0 {
		b.Text(c.U(area), lang.T("No Entrance yet."), L.small, ui.ColTextDim, false, ui.AlignCenter)
		return
	}
	targets := big && c.acting && c.v.ActiveMall() == p
	var cells [][2]int // the target cells
	if targets {
		for _, id := range c.p.Targets() {
			if x, y, ok := ParseCell(id); ok {
				cells = append(cells, [2]int{x, y})
			}
		}
	}
	// Neighbour cells where placing is refused (pointing at one says why).
	var refused [][2]int
	if targets && c.v.Phase() == "place" {
		refused = c.refusedCells(p, cells)
	}
	x0, y0, x1, y1 := cards[0].X, cards[0].Y, cards[0].X, cards[0].Y
	grow := func(x, y int) {
		x0, x1, y0, y1 = min(x0, x), max(x1, x), min(y0, y), max(y1, y)
	}
	for _, k := range cards {
		grow(k.X, k.Y)
	}
	for _, xy := range cells {
		grow(xy[0], xy[1])
	}
	for _, xy := range refused {
		grow(xy[0], xy[1])
	}
	// Keep the big mall's scale steady: at least 5×5 cells.
	cols, rows := x1-x0+1, y1-y0+1
	if big {
		cols, rows = max(cols, 5), max(rows, 5)
	}
	maxCell := L.smallCell
	if big {
		maxCell = L.bigCell
	}
	cell := min(area.W/float64(cols), area.H/float64(rows), maxCell)
	ox := area.X + (area.W-cell*float64(x1-x0+1))/2
	oy := area.Y + (area.H-cell*float64(y1-y0+1))/2
	at := func(x, y int) ui.Rect {
		return ui.Box(ox+float64(x-x0)*cell, oy+float64(y-y0)*cell, cell, cell)
	}
	for _, xy := range refused {
		r := c.U(at(xy[0], xy[1]).Inset(cell * 0.08))
		b.Stroke(r, ui.ColPanelEdge, 1, 3)
		b.Spot(CellTarget(xy[0], xy[1]), r, false, "")
	}
	for _, xy := range cells {
		if _, occupied := c.v.CardAt(p, xy[0], xy[1]); !occupied {
			b.Fill(c.U(at(xy[0], xy[1]).Inset(cell*0.04)), ui.ColEmptyCell, 4)
		}
	}
	for _, k := range cards {
		r := c.U(at(k.X, k.Y))
		key := cellKey(p, k.X, k.Y)
		c.t.motion.Place(key, r)
		if c.t.motion.Pending(key) {
			continue // a card on its way: the cell stays as it was
		}
		switch {
		case k.Shop != 0:
			drawShopCorners(b, r, k.Shop, st.CornersAt(p, k.X, k.Y), k.Rotated, cell)
			b.Spot(InfoTarget(rules.ShopID(k.Shop)), r, true, "")
		case k.Entrance != 0:
			drawEntrance(b, r, k.Entrance, cell)
			b.Spot(InfoTarget(rules.EntranceID(k.Entrance)), r, true, "")
		case k.Tower != 0:
			drawTower(b, r, k.Tower, cell)
			b.Spot(InfoTarget(rules.WizardID(k.Tower)), r, true, "")
		}
	}
	c.areas(p, st, at, cell)
	c.markLast(p, at, cell)
	if st.Phase() == "over" && big {
		c.scoreMarks(p, st, at, cell)
	}
	if p == c.big && c.preview != nil {
		c.ghost(at)
	}
	for _, xy := range cells {
		id := CellTarget(xy[0], xy[1])
		r := c.U(at(xy[0], xy[1]))
		en := c.p.Enabled(id)
		b.Decorate(r.Inset(b.Px(1)), id, en, c.p.Selected(id), false, 4)
		b.Spot(id, r, en, "")
	}
}

// refusedCells lists the empty cells only diagonally next to mall p's
// cards that are no target now.
func (c *tctx) refusedCells(p int, targets [][2]int) [][2]int {
	is := map[[2]int]bool{}
	for _, xy := range targets {
		is[xy] = true
	}
	var out [][2]int
	for _, k := range c.v.Mall(p) {
		for _, d := range [4][2]int{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
			xy := [2]int{k.X + d[0], k.Y + d[1]}
			if is[xy] {
				continue
			}
			if _, occ := c.v.CardAt(p, xy[0], xy[1]); occ {
				continue
			}
			is[xy] = true
			out = append(out, xy)
		}
	}
	return out
}

// areas marks the completed gardens (rings where four cards meet) and, in
// a solo level that scores them (Level 3), the completely empty areas.
func (c *tctx) areas(p int, st *rules.State, at func(x, y int) ui.Rect, cell float64) {
	b := c.b
	for _, a := range st.Areas(p) {
		r := c.U(at(a.X, a.Y))
		rad := b.Px(cell * 0.16)
		switch {
		case a.Kind == rules.AreaGarden:
			b.Circle(r.X, r.Y, rad, ui.RGB(0x1d, 0x4d, 0x2c), colGarden, math.Max(2, rad*0.35))
			if a.Mono {
				b.Circle(r.X, r.Y, rad*0.35, colGarden, colGarden, 0)
			}
		case a.Kind == rules.AreaEmpty && st.SoloLevel().Bonus != 0:
			b.Circle(r.X, r.Y, rad*0.8, ui.ColPanel, ui.ColText, math.Max(1.5, rad*0.2))
		}
	}
}

// scoreMarks lays the final score on a mall: each Shop's points and each
// garden's.
func (c *tctx) scoreMarks(p int, st *rules.State, at func(x, y int) ui.Rect, cell float64) {
	b := c.b
	sm := st.ScoreMapOf(p)
	for _, it := range sm.Items {
		if len(it.Cells) == 0 || it.Kind == "monster" {
			continue
		}
		var cx, cy, h float64
		switch it.Kind {
		case "garden", "bonus":
			r := c.U(at(it.Cells[3][0], it.Cells[3][1]))
			cx, cy, h = r.X, r.Y+b.Px(cell*0.3), b.Px(max(cell*0.24, pillMin))
		default:
			r := c.U(at(it.Cells[0][0], it.Cells[0][1]))
			h = b.Px(max(cell*0.22, pillMin))
			cx, cy = r.CX(), r.Y+r.H-h/2-b.Px(cell*0.03)
		}
		label := "+" + strconv.Itoa(it.Points)
		fill, tc := colGarden, ui.ColTextDark
		if it.Points <= 0 {
			fill, tc, label = ui.ColButtonOff, ui.ColText, strconv.Itoa(it.Points)
		}
		px := h * 0.8
		w := math.Max(h, ui.TextWidth(label, px, true)+h*0.4)
		pill := ui.Rect{X: cx - w/2, Y: cy - h/2, W: w, H: h}
		b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: pill, Col: fill, Rad: h / 2},
			ui.Item{Kind: ui.KStroke, R: pill, Col: ui.ColTextDark, LW: b.Px(1), Rad: h / 2})
		b.TextPx(pill, label, px, tc, true, ui.AlignCenter)
	}
}

// pillMin is the smallest height of a score pill, in units: its number
// (0.8 of it) stays at least cardTextMin.
const pillMin = cardTextMin / 0.8

// ghost marks the cells the previewed move changes.
func (c *tctx) ghost(at func(x, y int) ui.Rect) {
	b := c.b
	m := c.previewMove
	cells := [][2]int{{m.X, m.Y}} // place, tower
	if m.Kind == rules.MoveSwap {
		cells = append(cells, [2]int{m.X2, m.Y2})
	}
	for _, xy := range cells {
		r := c.U(at(xy[0], xy[1]))
		b.F.Items = append(b.F.Items, ui.Item{Kind: ui.KFill, R: r, Col: color.RGBA{0xff, 0xff, 0xff, 0x38}, Rad: b.Px(4)})
		b.Stroke(r, ui.ColSelected, 3, 4)
	}
}

// fitPx is px, or less so that s fits w device px (a long name on a card:
// "Bibliothèque", "Forgeur de runes").
func fitPx(s string, px float64, bold bool, w float64) float64 {
	if tw := ui.TextWidth(s, px, bold); tw > w {
		return px * w / tw * 0.98
	}
	return px
}
