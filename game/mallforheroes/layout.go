package mallforheroes

import "github.com/galleria-games/galleria/game/ui"

// Where the regions of the Mall for Heroes table go, landscape and
// portrait.

// layout places the regions of the table, in units.
type layout struct {
	portrait           bool
	header, menu       ui.Rect
	prompt             ui.Rect
	guide              ui.Rect // the guided first game's line; zero without it
	display, hand      ui.Rect
	side               ui.Rect // Wizards and Monsters; solo: the level and the bot
	big, others, log   ui.Rect
	font, small, title float64
	bigCell, smallCell float64 // the largest cell side of a mall
}

// layoutMFH lays out the table for a w×h screen (units); guide makes room
// for the guided first game's line under the prompt, taken from the
// display, the hand and the side panel (and, in landscape, the large mall
// and the log). In portrait the solo side (the level and the bot) is
// taller. While drafting, the portrait display takes the screen's width
// (its cards large enough for their names), the turn panel a row under
// it, and the large mall gives up the room.
func layoutMFH(w, h float64, guide, solo, drafting bool) layout {
	if w < h {
		L := layout{portrait: true, font: 13, small: 12, title: 12, bigCell: 52, smallCell: 22}
		L.header = ui.Box(0, 0, w, 34)
		L.menu = ui.Box(w-70, 4, 64, 26)
		L.prompt = ui.Box(6, 36, w-12, 42)
		y, dh, sh := 80.0, 194.0, 80.0
		if guide {
			L.guide = ui.Box(6, 80, w-12, 62)
			y, dh, sh = 144, 174, 74
		}
		if solo {
			dh, sh = dh-20, sh+44
		}
		L.display = ui.Box(6, y, 236, dh)
		L.hand = ui.Box(246, y, w-252, dh)
		L.side = ui.Box(6, y+dh+4, w-12, sh)
		if drafting {
			dh = 300
			if guide {
				dh = 284
			}
			L.display = ui.Box(6, y, w-12, dh)
			L.hand = ui.Box(6, y+dh+4, w-12, 56)
			dh += 60
			L.side = ui.Box(6, y+dh+4, w-12, sh)
		}
		L.log = ui.Box(6, h-96, w-12, 90)
		if guide {
			// The large mall keeps its height (its card marks stay
			// ≥ 11 CSS px on a phone held sideways, which scrolls this
			// layout): the log gives up the guide's room.
			L.log = ui.Box(6, h-64, w-12, 58)
		}
		L.others = ui.Box(6, L.log.Y-140, w-12, 136)
		top := L.side.Y + sh + 4
		L.big = ui.Box(6, top, w-12, L.others.Y-4-top)
		return L
	}
	// Landscape: the display gets the wide left column (its cards carry
	// their rules in words at desktop size) over the Wizards and Monsters;
	// the middle column the turn (the held Shop, the buttons) over the
	// mall being played; the right the other malls and the log.
	L := layout{font: 15, small: 12.5, title: 13, bigCell: 78, smallCell: 40}
	L.header = ui.Box(0, 0, w, 40)
	L.menu = ui.Box(w-104, 6, 92, 28)
	L.prompt = ui.Box(12, 43, w-24, 39)
	y := 84.0
	if guide {
		L.guide = ui.Box(12, 84, w-24, 34)
		y = 122
	}
	right := max(300, min(340, w*0.27))
	left := max(360, min(500, w-24-16-right-400))
	mid := w - 24 - 16 - right - left
	side := 186.0
	if solo {
		side = 170
	}
	disp := max(200, h-6-y-side-4)
	L.display = ui.Box(12, y, left, disp)
	L.side = ui.Box(12, y+disp+4, left, h-6-(y+disp+4))
	L.hand = ui.Box(20+left, y, mid, 104)
	L.big = ui.Box(20+left, y+108, mid, h-6-y-108)
	// The other malls keep their height (their card marks stay ≥ 11 CSS
	// px on a phone held sideways): the log takes what is left.
	L.others = ui.Box(w-12-right, y, right, 408)
	L.log = ui.Box(w-12-right, y+412, right, h-6-(y+412))
	return L
}
