package mallworld

import (
	"fmt"
	"math"

	"github.com/galleria-games/galleria/game/ui"
)

// The phase-end scoring overlay: what every validated contract paid. It is
// modal, and the match waits until it is dismissed (scoring:ok).

// scoring is one phase end's payments.
type scoring struct {
	phase int
	final bool // the game ended with it
	lines []Line
}

// scoringRows turns a phase end's payments into lines of text: seat,
// contract in words, count × value = payment.
func scoringRows(sc scoring, names []string) (rows [][3]string, total map[int]int) {
	total = map[int]int{}
	for _, l := range sc.lines {
		value := 0
		if c, ok := contractOf(l.Contract); ok {
			value = c.Value
		}
		name := "?"
		if l.Seat >= 0 && l.Seat < len(names) {
			name = names[l.Seat]
		}
		rows = append(rows, [3]string{name, ContractWords(l.Contract),
			fmt.Sprintf("%d × %s = %s", l.Count, shortCHF(value), CHF(l.Pay))})
		total[l.Seat] += l.Pay
	}
	return rows, total
}

func (c *tctx) scoringOverlay(sc scoring) {
	b := c.b
	full := b.R(0, 0, b.T.W, b.T.H)
	b.Modal(full)
	w := math.Min(b.T.W-24, 760)
	rows, _ := scoringRows(sc, c.c.Names())
	narrow := w < 600
	rowH := 26.0
	if narrow {
		rowH = 44
	}
	h := 120 + rowH*float64(max(len(rows), 1))
	h = math.Min(h, b.T.H-24)
	x, y := (b.T.W-w)/2, (b.T.H-h)/2
	b.Fill(b.R(x, y, w, h), ui.ColPanel, 12)
	b.Stroke(b.R(x, y, w, h), ui.ColHighlight, 2, 12)
	title := fmt.Sprintf("End of phase %d: contracts are paid", sc.phase)
	if sc.final {
		title = fmt.Sprintf("End of the game (phase %d): contracts are paid", sc.phase)
	}
	b.Text(b.R(x+16, y+10, w-32, 30), title, 19, ui.ColText, true, ui.AlignLeft)
	yy := y + 48
	if len(rows) == 0 {
		b.Text(b.R(x+16, yy, w-32, rowH), "No contract was validated in this phase.", 15, ui.ColTextDim, false, ui.AlignLeft)
	}
	for _, r := range rows {
		if yy+rowH > y+h-56 {
			b.Text(b.R(x+16, yy, w-32, 20), "…", 15, ui.ColTextDim, false, ui.AlignLeft)
			break
		}
		if narrow {
			b.Text(b.R(x+16, yy, w-32, 20), r[0]+": "+r[1], 13, ui.ColText, true, ui.AlignLeft)
			b.Text(b.R(x+16, yy+20, w-32, 20), r[2], 13, ui.ColText, false, ui.AlignRight)
		} else {
			b.Text(b.R(x+16, yy, 130, rowH), r[0], 15, ui.ColText, true, ui.AlignLeft)
			b.Text(b.R(x+150, yy, w-150-230, rowH), r[1], 14, ui.ColText, false, ui.AlignLeft)
			b.Text(b.R(x+w-236, yy, 220, rowH), r[2], 15, ui.ColText, true, ui.AlignRight)
		}
		yy += rowH
	}
	b.Button("scoring:ok", b.R(x+w/2-90, y+h-50, 180, 40), "Continue", 16, true, false)
}
