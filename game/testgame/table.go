package testgame

import (
	"fmt"
	"strings"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/testgame"
	"github.com/galleria-games/galleria/game/ui"
)

// layout places the regions of the table, in units.
type layout struct {
	header, menu         ui.Rect
	seats                ui.Rect
	prompt               ui.Rect
	buttons              ui.Rect
	log                  ui.Rect
	rowH                 float64
	font, small, title   float64
	button               float64 // button text size
	portrait             bool
	nameW, kindW, scoreW float64 // seat row columns, as parts of the row
}

func layoutTG(w, h float64) layout {
	if w < h {
		L := layout{portrait: true, font: 14, small: 12, title: 11, button: 15, rowH: 34}
		L.header = ui.Box(0, 0, w, 34)
		L.menu = ui.Box(w-70, 4, 64, 26)
		L.seats = ui.Box(6, 40, w-12, 24+6*L.rowH+4)
		y := L.seats.Y + L.seats.H + 6
		L.prompt = ui.Box(6, y, w-12, 44)
		L.buttons = ui.Box(6, y+48, w-12, 100)
		L.log = ui.Box(6, y+154, w-12, h-(y+154)-6)
		L.nameW, L.kindW, L.scoreW = 0.36, 0.25, 0.21
		return L
	}
	L := layout{font: 16, small: 13, title: 13, button: 18, rowH: 44}
	L.header = ui.Box(0, 0, w, 40)
	L.menu = ui.Box(w-104, 6, 92, 28)
	colX := w - 372
	L.seats = ui.Box(12, 48, colX-24, 24+6*L.rowH+6)
	y := L.seats.Y + L.seats.H + 8
	L.prompt = ui.Box(12, y, colX-24, 56)
	L.buttons = ui.Box(12, y+62, colX-24, h-(y+62)-12)
	L.log = ui.Box(colX, 48, 360, h-60)
	L.nameW, L.kindW, L.scoreW = 0.38, 0.22, 0.2
	return L
}

// Build draws the table from the focus seat's view: the header with the
// round and the die, a row per seat (its chip, name, kind, score, and
// "bid in" once its bid of the round is committed: never the bid itself),
// the prompt, the move buttons (or an online match's buttons) and the log.
func (t *table) Build(b *ui.Builder, c *ui.TableCtx) {
	L := layoutTG(b.T.W, b.T.H)
	b.Fill(b.R(0, 0, b.T.W, b.T.H), ui.ColBackground, 0)
	v, _ := c.View.(*rules.State)
	if v == nil {
		return
	}
	d := c.State.Decision()
	t.header(b, c, L, v)
	t.seatRows(b, c, L, v, d)
	prompt := ui.WaitingWords(c)
	acting := c.Acting && len(c.Legal) > 0
	if acting {
		prompt = "Your move"
	}
	b.Para(b.U(ui.Box(L.prompt.X, L.prompt.Y, L.prompt.W, L.prompt.H/2+4)), prompt, L.font, ui.ColHighlight, true)
	if hint := hintFor(v, acting); hint != "" {
		b.Para(b.U(ui.Box(L.prompt.X, L.prompt.Y+L.prompt.H/2, L.prompt.W, L.prompt.H/2)), hint, L.small, ui.ColTextDim, false)
	}
	if acting {
		p := c.Picker
		ids, labels := make([]string, len(c.Legal)), make([]string, len(c.Legal))
		for i, m := range c.Legal {
			ids[i], labels[i] = TargetID(m), Label(m)
		}
		enabled := func(id string) bool {
			if c.ConfirmQuit || p == nil {
				return false
			}
			for _, m := range c.Legal {
				if TargetID(m) == id {
					plan := p.Plan(m)
					return len(plan) == 1 && plan[0] == id
				}
			}
			return false
		}
		b.ButtonRow(L.buttons, ids, labels, enabled, func(string) bool { return false }, L.button)
	} else {
		ui.NetButtons(b, L.buttons, c, L.small)
	}
	ui.LogPanel(b, L.log, c.Log, ui.Sizes{Font: L.font, Small: L.small, Title: L.title})
	if c.ConfirmQuit {
		ui.QuitOverlay(b, c)
	}
}

func (t *table) header(b *ui.Builder, c *ui.TableCtx, L layout, v *rules.State) {
	b.Fill(b.U(L.header), ui.ColPanel, 0)
	parts := []string{"Test Race"}
	if v.Stage() == "over" {
		parts = append(parts, "Game over")
	} else {
		parts = append(parts, fmt.Sprintf("Round %d of %d", v.Round()+1, rules.Rounds))
		if v.Die() != 0 {
			parts = append(parts, fmt.Sprintf("die %d", v.Die()))
		}
	}
	left := ui.HeaderButtons(b, L.menu, L.small, c)
	area := ui.Box(12, 0, left-20, L.header.H)
	if c.Err != "" {
		b.Text(b.U(area), "Error: "+c.Err, L.font, ui.ColBad, true, ui.AlignLeft)
		return
	}
	if ui.HintHeader(b, area, c, L.font) {
		return
	}
	b.Text(b.U(area), strings.Join(parts, " · "), L.font, ui.ColText, true, ui.AlignLeft)
}

// seatRows draws one row per seat. Whether a bid is in comes from the view
// (the focus seat's own, "hidden" for the others), the decision, or an
// online seat's sealed flag: never which bid it is.
func (t *table) seatRows(b *ui.Builder, c *ui.TableCtx, L layout, v *rules.State, d engine.Decision) {
	in := ui.Section(b, L.seats, "Players", L.title)
	info := rules.Game{}.Info()
	n := v.Seats()
	rowH := min(L.rowH, in.H/float64(max(n, 1)))
	for s := 0; s < n; s++ {
		y := in.Y + float64(s)*rowH
		if s == c.Focus {
			b.Fill(b.U(ui.Box(in.X, y+1, in.W, rowH-2)), ui.ColPanelLight, 4)
		}
		chip := rowH * 0.55
		ui.SeatChip(b, b.U(ui.Box(in.X+4, y+(rowH-chip)/2, chip, chip)), s)
		x := in.X + chip + 12
		w := in.W - (x - in.X)
		name := c.Name(s)
		if v.Stage() != "over" && s == v.Leader() {
			name += " · leads"
		}
		kind := "?"
		if s < len(c.Seats) {
			kind = c.Seats[s].KindWords()
		}
		status := ""
		bidding := d.Kind == engine.Simultaneous || v.Stage() == "hidden"
		sealed := s < len(c.Seats) && c.Seats[s].Sealed
		if bidding && (v.Pending(s) != "" || !d.Acts(s) || sealed) {
			status = "bid in"
		}
		col := []float64{L.nameW * w, L.kindW * w, L.scoreW * w}
		b.Text(b.U(ui.Box(x, y, col[0]-4, rowH)), name, L.font, ui.ColText, true, ui.AlignLeft)
		b.Text(b.U(ui.Box(x+col[0], y, col[1]-4, rowH)), kind, L.small, ui.ColTextDim, false, ui.AlignLeft)
		b.Text(b.U(ui.Box(x+col[0]+col[1], y, col[2]-4, rowH)), info.FormatScore(v.Score(s)), L.font, ui.ColText, false, ui.AlignRight)
		if status != "" {
			sx := x + col[0] + col[1] + col[2] + 4
			b.Text(b.U(ui.Box(sx, y, in.X+in.W-sx-4, rowH)), status, L.small, ui.ColGood, true, ui.AlignRight)
		}
	}
}

// hintFor is a line under the prompt: what the moves do, or what the match
// waits for. It never depends on a bid.
func hintFor(v *rules.State, acting bool) string {
	switch {
	case acting && v.Stage() == "take":
		return "You lead this round: take 1 or 2 points."
	case acting && v.Stage() == "bid":
		return fmt.Sprintf("Bid in secret: every bid of 1 gains the die's %d once all bids are in.", v.Die())
	case v.Stage() == "hidden":
		return "Your bid is in; the round ends when the others' are."
	}
	return ""
}
