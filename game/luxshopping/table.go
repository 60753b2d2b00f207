package luxshopping

import (
	"strings"

	rules "github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The Luxembourg-Shopping table: the loop of 66 spaces round the edge of a
// board, with the dice, the last card drawn, the prompt and the choice
// buttons inside it; the seats and the log beside it (landscape) or under
// it (portrait). Shops to choose are highlighted on the loop itself.

// layout places the regions of the table, in units.
type layout struct {
	portrait           bool
	header, menu       ui.Rect
	board              ui.Rect
	cols, rows         int
	seats, log         ui.Rect
	font, small, title float64
	tiny               float64 // the smallest text: on the board's cells
	cell               float64 // a cell's side
	lane               float64 // the spacing of the gallery lanes inside the loop
	margin             float64 // from the loop's inside to the middle's content
}

func layoutLX(w, h float64) layout {
	if w < h {
		// A 390 px phone shows the 420-unit design at 0.93 CSS px a unit:
		// 12 units are 11 CSS px.
		L := layout{portrait: true, font: 13.5, small: 12, title: 12, tiny: 12, cols: 15, rows: 20}
		L.header = ui.Box(0, 0, w, 34)
		L.menu = ui.Box(w-70, 4, 64, 26)
		L.cell = (w - 12) / float64(L.cols)
		L.board = ui.Box(6, 38, L.cell*float64(L.cols), L.cell*float64(L.rows))
		L.lane, L.margin = 2.2, 20
		y := L.board.Y + L.board.H + 4
		L.seats = ui.Box(6, y, w-12, 24+6*22)
		L.log = ui.Box(6, L.seats.Y+L.seats.H+4, w-12, h-(L.seats.Y+L.seats.H+4)-6)
		return L
	}
	L := layout{font: 15, small: 12.5, title: 13, tiny: 12, cols: 20, rows: 15}
	L.header = ui.Box(0, 0, w, 40)
	L.menu = ui.Box(w-104, 6, 92, 28)
	L.cell = (h - 52) / float64(L.rows)
	L.board = ui.Box(12, 46, L.cell*float64(L.cols), L.cell*float64(L.rows))
	L.lane, L.margin = 3, 28
	colX := L.board.X + L.board.W + 12
	L.seats = ui.Box(colX, 46, w-colX-12, 24+6*50)
	L.log = ui.Box(colX, L.seats.Y+L.seats.H+6, w-colX-12, h-(L.seats.Y+L.seats.H+6)-6)
	return L
}

// lctx is what the build functions share. All they draw comes from the
// focus seat's view v (nothing is hidden in this game).
type lctx struct {
	b      *ui.Builder
	c      *ui.TableCtx
	L      layout
	v      *rules.State
	p      *Picker
	w      rules.Waiting
	acting bool
	anim   *anim
	t      *table
}

// U converts a unit rectangle to device pixels.
func (c *lctx) U(r ui.Rect) ui.Rect { return c.b.U(r) }

func (c *lctx) name(seat int) string {
	if seat == -1 {
		return lang.T("the bank")
	}
	return c.c.Name(seat)
}

// Build draws the table.
func (t *table) Build(b *ui.Builder, tc *ui.TableCtx) {
	v, _ := tc.View.(*rules.State)
	p, _ := tc.Picker.(*Picker)
	if p == nil {
		p = NewPicker(nil)
	}
	c := &lctx{b: b, c: tc, v: v, p: p, anim: &t.anim, t: t}
	c.L = layoutLX(b.T.W, b.T.H)
	t.pawnAt = t.pawnAt[:0]
	b.Fill(b.R(0, 0, b.T.W, b.T.H), ui.ColBackground, 0)
	if v == nil {
		return
	}
	c.w = v.Waiting()
	// The person's choice waits for the move before it to be seen: the
	// dice, the walk and the pieces it moves.
	c.acting = tc.Acting && !tc.ConfirmQuit && !p.Empty() && !t.Moving()
	c.header()
	c.boardView()
	c.middle()
	c.seats()
	ui.LogPanel(b, c.L.log, tc.Log, ui.Sizes{Font: c.L.font, Small: c.L.small, Title: c.L.title})
	t.motion.Draw(b)
	if tc.ConfirmQuit {
		ui.QuitOverlay(b, tc)
	}
}

func (c *lctx) header() {
	b, L, v := c.b, c.L, c.v
	b.Fill(c.U(L.header), ui.ColPanel, 0)
	parts := []string{"Luxembourg-Shopping"}
	if L.portrait && c.c.Rules {
		parts = nil // the narrow header keeps room for the Rules button
	}
	switch {
	case c.w.Phase == "over":
		parts = append(parts, lang.T("Game over"))
	case v.Active() < 0:
		parts = append(parts, lang.T("Dealing the shops"))
	default:
		parts = append(parts, lang.F("Round %d of %d", min(v.Round()+1, v.MaxRounds()), v.MaxRounds()))
		if !L.portrait {
			if n := c.name(v.Active()); isYou(n) {
				parts = append(parts, lang.T("You to play"))
			} else {
				parts = append(parts, lang.F("%s to play", n))
			}
		}
	}
	area := ui.Box(12, 0, ui.HeaderButtons(b, L.menu, L.small, c.c)-20, L.header.H)
	if c.c.Err != "" {
		b.Text(c.U(area), lang.F("Error: %s", c.c.Err), L.font, ui.ColBad, true, ui.AlignLeft)
		return
	}
	if ui.HintHeader(b, area, c.c, L.font) {
		return
	}
	b.Text(c.U(area), strings.Join(parts, " · "), L.font, ui.ColText, true, ui.AlignLeft)
}
