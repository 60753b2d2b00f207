package mallworld

import (
	"fmt"
	"math"

	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The phase-end scoring overlay: what every validated contract paid. It is
// modal, and the match waits until it is dismissed (scoring:ok).

// scoring is one phase end's payments.
type scoring struct {
	phase int
	final bool // the game ended with it
	lines []Line
	ticks int // ticks since it opened: the payments count up (countTicks)
}

// countTicks is how long the payments of a phase-end scoring count up from
// 0 at speed 1 (two thirds of a second).
const countTicks = 40

// counted is the share (0 to 1) of the payments shown so far.
func (sc scoring) counted() float64 { return min(1, float64(sc.ticks)/countTicks) }

// scoringRows turns a phase end's payments into lines of text: seat,
// contract in words, count × value = payment.
func scoringRows(sc scoring, names []string) (rows [][3]string, total map[int]int) {
	share := sc.counted()
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
		rows = append(rows, [3]string{name, ContractName(l.Contract),
			fmt.Sprintf("%d × %s = %s", l.Count, shortCHF(value), CHF(countedPay(l.Pay, share)))})
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
	rowH, titleH, guideH := 26.0, 30.0, 0.0
	if narrow {
		rowH, titleH = 44, 50
	}
	guide := ""
	if c.c.Guide {
		guide = scoringGuide(sc)
		guideH = 50
		if narrow {
			guideH = 62
		}
	}
	top := 18 + titleH // the first row, from the overlay's top
	h := top + rowH*float64(max(len(rows), 1)) + guideH + 72
	h = math.Min(h, b.T.H-24)
	x, y := (b.T.W-w)/2, (b.T.H-h)/2
	b.Fill(b.R(x, y, w, h), ui.ColPanel, 12)
	b.Stroke(b.R(x, y, w, h), ui.ColHighlight, 2, 12)
	title := lang.F("End of phase %d: contracts are paid", sc.phase)
	if sc.final {
		title = lang.F("End of the game (phase %d): contracts are paid", sc.phase)
	}
	b.ParaFit(b.R(x+16, y+10, w-32, titleH), title, 19, ui.ColText, true)
	yy := y + top
	if len(rows) == 0 {
		b.Text(b.R(x+16, yy, w-32, rowH), lang.T("No contract was validated in this phase."), 15, ui.ColTextDim, false, ui.AlignLeft)
	}
	for i, r := range rows {
		if yy+rowH > y+h-56-guideH {
			b.Text(b.R(x+16, yy, w-32, 20), "…", 15, ui.ColTextDim, false, ui.AlignLeft)
			break
		}
		if narrow {
			b.Text(b.R(x+16, yy, w-32, 20), lang.F("%s: %s", r[0], r[1]), 13, ui.ColText, true, ui.AlignLeft)
			b.Text(b.R(x+16, yy+20, w-32, 20), r[2], 13, ui.ColText, false, ui.AlignRight)
		} else {
			b.Text(b.R(x+16, yy, 130, rowH), r[0], 15, ui.ColText, true, ui.AlignLeft)
			miniContract(b, b.R(x+150, yy+3, 40, rowH-6), sc.lines[i].Contract)
			b.Text(b.R(x+196, yy, w-196-236, rowH), r[1], 14, ui.ColText, false, ui.AlignLeft)
			b.Text(b.R(x+w-236, yy, 220, rowH), r[2], 15, ui.ColText, true, ui.AlignRight)
		}
		yy += rowH
	}
	if guide != "" {
		ui.GuideLine(b, ui.Box(x+16, y+h-56-guideH, w-32, guideH-6), guide, 14)
	}
	b.Button("scoring:ok", b.R(x+w/2-90, y+h-50, 180, 40), lang.T("Continue"), 16, true, false)
}

// countedPay is a payment counted up to share (0 to 1), in hundreds of
// francs until the count is over.
func countedPay(pay int, share float64) int {
	if share >= 1 {
		return pay
	}
	return int(float64(pay)*share) / 100 * 100
}
