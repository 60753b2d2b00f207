package mallworld

import (
	"math"

	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/ui"
)

// tableLayout places the regions of the table, in design units. Landscape is
// designed for 1280×720; portrait for 420 wide and at least 840 high (extra
// height goes to the move log).
type tableLayout struct {
	portrait bool
	w, h     float64

	header, menu ui.Rect
	mall         ui.Rect // the 6×6 grid, without the row/column labels
	cell         float64
	lobby        ui.Rect // title, 4 contracts with prices, markers
	office       ui.Rect // corruption tokens
	blackBox     ui.Rect
	display      ui.Rect // draw pile, display, discard
	offer        ui.Rect // offered cards and the auction
	seats        ui.Rect
	seatH        float64 // height of one seat's row
	hand         ui.Rect
	prompt       ui.Rect
	guide        ui.Rect // the guided first game's line (zero without it)
	buttons      ui.Rect
	log          ui.Rect

	font, small, title float64 // text sizes
	cardW, cardH       float64 // an amenity card
	conW, conH         float64 // a contract card (lobby and hand)
}

// layoutTable lays the table out for a design area w×h and a number of
// players; guide keeps room for the guided first game's line.
func layoutTable(w, h float64, players int, guide bool) tableLayout {
	if players < 3 {
		players = 3
	}
	if w < h {
		return layoutPortrait(w, h, players, guide)
	}
	return layoutLandscape(w, h, players, guide)
}

func layoutLandscape(w, h float64, players int, guide bool) tableLayout {
	L := tableLayout{w: w, h: h, font: 15, small: 12.5, title: 13, cardW: 52, cardH: 76, conW: 84, conH: 92}
	L.header = ui.Box(0, 0, w, 40)
	L.menu = ui.Box(w-104, 6, 92, 28)
	L.cell = 70
	L.mall = ui.Box(40, 70, rules.MallColumns*L.cell, rules.MallRows*L.cell) // to 460 × 490
	mx := 480.0
	mw := 420.0
	L.lobby = ui.Box(mx, 46, mw, 158)
	L.office = ui.Box(mx, 210, 306, 66)
	L.blackBox = ui.Box(mx+314, 210, mw-314, 66)
	L.display = ui.Box(mx, 282, mw, 104)
	L.offer = ui.Box(mx, 392, mw, 100)
	L.hand = ui.Box(16, 500, 884, 108)
	L.prompt = ui.Box(16, 612, 884, 26)
	L.buttons = ui.Box(16, 640, 884, h-640-8)
	rx := 912.0
	rw := w - rx - 12
	L.seatH = math.Min(64, 330/float64(players))
	L.seats = ui.Box(rx, 46, rw, L.seatH*float64(players))
	ly := L.seats.Y + L.seats.H + 8
	L.log = ui.Box(rx, ly, rw, h-ly-8)
	if guide {
		// The guide line at the foot of the right column, level with the
		// prompt and the buttons; the move log gives up the room.
		gh := 100.0
		L.guide = ui.Box(rx, h-8-gh, rw, gh)
		L.log.H -= gh + 6
	}
	return L
}

func layoutPortrait(w, h float64, players int, guide bool) tableLayout {
	// Texts of 12 units or more: 11 CSS px on a 390 px wide phone.
	L := tableLayout{portrait: true, w: w, h: h, font: 13.5, small: 12, title: 12, cardW: 40, cardH: 58, conW: 64, conH: 60}
	L.header = ui.Box(0, 0, w, 34)
	L.menu = ui.Box(w-70, 4, 64, 26)
	L.seatH = 21
	L.seats = ui.Box(6, 36, w-12, L.seatH*float64(players))
	y := L.seats.Y + L.seats.H + 18
	L.cell = 40
	L.mall = ui.Box(22, y, rules.MallColumns*L.cell, rules.MallRows*L.cell)
	rx := L.mall.X + L.mall.W + 8
	rw := w - rx - 6
	L.lobby = ui.Box(rx, y-14, rw, 2*(L.conH+14)+16+18)
	oy := L.lobby.Y + L.lobby.H + 2
	L.office = ui.Box(rx, oy, rw, L.mall.Y+L.mall.H-oy)
	y = L.mall.Y + L.mall.H + 8
	// The black box at the display row's end, right of the discard pile.
	bx := 6 + 8 + L.cardW*2 + 16 + 8 + float64(rules.DisplaySize)*(L.cardW+8) + 8
	L.display = ui.Box(6, y, bx-4-6, L.cardH+24)
	L.blackBox = ui.Box(bx, y, w-6-bx, L.cardH+24)
	y += L.display.H + 4
	L.offer = ui.Box(6, y, w-12, L.cardH+24)
	y += L.offer.H + 4
	L.hand = ui.Box(6, y, w-12, L.cardH+24)
	y += L.hand.H + 4
	L.prompt = ui.Box(6, y, w-12, 34)
	y += L.prompt.H + 2
	bh := 84.0
	if guide {
		// Under the prompt, four lines of 12 units; the buttons keep
		// their room, the move log gives up the rest.
		L.guide = ui.Box(6, y, w-12, 64)
		y += L.guide.H + 2
	}
	bh = math.Max(60, math.Min(bh, h-6-y)) // a short screen: two rows, a little smaller
	L.buttons = ui.Box(6, y, w-12, bh)
	y += L.buttons.H + 6
	L.log = ui.Box(6, y, w-12, math.Max(0, h-y-6))
	return L
}

// cellRect is the rectangle of mall space (col, row), 0-based, in units.
func (L *tableLayout) cellRect(col, row int) ui.Rect {
	return ui.Box(L.mall.X+float64(col)*L.cell, L.mall.Y+float64(row)*L.cell, L.cell, L.cell)
}

// all lists the named regions (for tests).
func (L *tableLayout) all() map[string]ui.Rect {
	return map[string]ui.Rect{
		"header": L.header, "mall": L.mall, "lobby": L.lobby, "office": L.office, "blackBox": L.blackBox,
		"display": L.display, "offer": L.offer, "seats": L.seats, "hand": L.hand, "prompt": L.prompt,
		"buttons": L.buttons, "log": L.log, "guide": L.guide,
	}
}
