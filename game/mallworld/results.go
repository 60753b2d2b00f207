package mallworld

import (
	"sort"
	"strings"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The breakdown of the final scores: how the game ended, and per seat, by
// place, the final CHF (bank account plus 1,000 per coin) and its parts
// (explain.go). The game is over, so everything is public.

// resultRow is one seat on the results scene.
type resultRow struct {
	seat, place int
	name        string
	final       int64
}

// resultRows sorts the seats by place, then seat.
func resultRows(st *rules.State, names []string) []resultRow {
	r := st.Result()
	if r == nil {
		return nil
	}
	pos := st.PositionOf()
	rows := make([]resultRow, len(pos.Seats))
	for i := range rows {
		name := "?"
		if i < len(names) {
			name = names[i]
		}
		rows[i] = resultRow{seat: i, place: r.Places[i], name: name, final: st.FinalCHF(i)}
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].place < rows[j].place })
	return rows
}

// endWords says how the game ended ("" for an end it does not know).
func endWords(ended string) string {
	switch ended {
	case "phase3":
		return lang.F("The game ended after phase %d.", rules.Phases)
	case "final_round":
		return lang.T("The game ended early: the final round is over.")
	}
	return ""
}

// signedCHF writes a part's amount with its sign ("+4,000 CHF",
// "−2,000 CHF").
func signedCHF(v int) string {
	switch {
	case v < 0:
		return "−" + CHF(-v)
	case v > 0:
		return "+" + CHF(v)
	}
	return CHF(0)
}

// Results draws how the game ended and a score sheet from y down, in a
// column w units wide centred on the builder's design area (the scene is w
// wide when w is b.T.W): a column per seat by place, a row per kind of
// part (the starting account, the contracts paid at each phase's end, the
// lobby prices, the corruption tokens, the coins) and the final CHF. Under
// it, for as many seats as the column has room for, in place order, the
// seat's contracts one by one. The parts come from the ledger of the match
// m (explain.go); without it (or if it does not lead to st) the sheet has
// the final CHF only. It returns the y below.
func (t *table) Results(b *ui.Builder, m *engine.Match, st engine.State, names []string, y, w float64) float64 {
	s, ok := st.(*rules.State)
	if !ok || s.Result() == nil {
		return y
	}
	x0 := (b.T.W - w) / 2
	if e := endWords(s.PositionOf().Ended); e != "" {
		y += b.Para(b.R(x0+30, y, w-60, 40), e, 14, ui.ColTextDim, false)/b.T.U + 2
	}
	y += 6
	rows := resultRows(s, names)
	es := t.ended.of(m, s)
	parts := make([][]part, len(rows))
	var used [nRows]bool
	for i, r := range rows {
		parts[i] = gridParts(s, es, r.seat)
		for _, p := range parts[i] {
			used[p.row] = true
		}
	}
	// A narrow column puts each row's words on a line of their own, above
	// its numbers.
	narrow := w < 600
	labelW := min(190, w*0.3)
	if narrow {
		labelW = 0
	}
	colW := (w - 32 - labelW) / float64(len(rows))
	colX := func(i int) float64 { return x0 + 16 + labelW + float64(i)*colW }
	const lineH = 22.0
	nUsed := 0
	for _, u := range used {
		if u {
			nUsed++
		}
	}
	// Winners' columns, then the heads: place and chip, name.
	for i, r := range rows {
		if r.place == 1 {
			rowH := lineH
			if narrow {
				rowH += 16
			}
			b.Fill(b.R(colX(i)+1, y-2, colW-2, 2*lineH+float64(nUsed+1)*rowH+8), ui.Mix(ui.ColPanel, ui.ColHighlight, 0.18), 6)
		}
		ui.SeatChip(b, b.R(colX(i)+colW-20, y+4, 14, 14), r.seat)
		b.Text(b.R(colX(i), y, colW-24, lineH), ui.Ordinal(r.place), 13, ui.ColTextDim, true, ui.AlignRight)
		b.Text(b.R(colX(i)+2, y+lineH, colW-6, lineH), r.name, 13, ui.ColText, true, ui.AlignRight)
	}
	y += 2*lineH + 4
	line := func(label string, bold bool, size float64, cell func(i int) (string, bool)) {
		if narrow {
			b.Text(b.R(x0+20, y, w-40, 18), label, 12.5, ui.ColTextDim, bold, ui.AlignLeft)
			y += 16
		} else {
			b.Text(b.R(x0+20, y, labelW-4, lineH), label, size, ui.ColTextDim, bold, ui.AlignLeft)
		}
		for i := range rows {
			v, bad := cell(i)
			col := ui.ColText
			if bad {
				col = ui.ColBad
			}
			b.Text(b.R(colX(i)+2, y, colW-6, lineH), v, size, col, bold, ui.AlignRight)
		}
		y += lineH
	}
	for row := range nRows {
		if !used[row] {
			continue
		}
		line(rowWords(row), false, 13, func(i int) (string, bool) {
			sum, any := 0, false
			for _, p := range parts[i] {
				if p.row == row {
					sum, any = sum+p.Points, true
				}
			}
			if !any {
				return "–", false
			}
			return lang.Int(sum), sum < 0
		})
	}
	b.Fill(b.R(x0+20, y+1, w-36, 1), ui.ColTextDim, 0)
	y += 4
	line(lang.T("Final CHF"), true, 14, func(i int) (string, bool) { return lang.Int(int(rows[i].final)), false })
	y += 8
	// The contracts one by one, seat by seat, while they fit above the way
	// back (about 70 units).
	var details []string
	for i, r := range rows {
		var ws []string
		for _, p := range parts[i] {
			if p.row >= rowPhase && p.row < rowLobby {
				ws = append(ws, p.Label+" = "+signedCHF(p.Points))
			}
		}
		if len(ws) > 0 {
			details = append(details, lang.F("%s: %s", r.name, strings.Join(ws, " · ")))
		}
	}
	// As many seats' lists as fit, in place order, each whole.
	for _, d := range details {
		h := b.ParaHeight(d, w-60, 12.5, false)
		if y+h+4+40 > b.T.H {
			break
		}
		y += b.Para(b.R(x0+30, y, w-60, h+1), d, 12.5, ui.ColTextDim, false)/b.T.U + 4
	}
	y += b.Para(b.R(x0+30, y, w-60, 40), lang.F("Final CHF = bank account + %s for every coin held.", CHF(rules.CoinValue)), 13, ui.ColTextDim, false) / b.T.U
	return y + 8
}
