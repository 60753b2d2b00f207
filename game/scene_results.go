package game

import (
	"fmt"
	"github.com/galleria-games/galleria/game/ui"
	"sort"
	"strings"

	"github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/mwui"
)

// The results: final CHF per seat (bank account plus 1,000 per coin), places,
// winners and the engine's note on ties. The game is over, so everything is
// public.

// resultRow is one seat on the results scene.
type resultRow struct {
	seat, place    int
	name           string
	account, coins int
	final          int64
}

// resultRows sorts the seats by place, then seat.
func resultRows(st *mallworld.State, names []string) []resultRow {
	r := st.Result()
	if r == nil {
		return nil
	}
	pos := st.PositionOf()
	rows := make([]resultRow, len(names))
	for i := range rows {
		rows[i] = resultRow{seat: i, place: r.Places[i], name: names[i], account: pos.Seats[i].Account,
			coins: pos.Seats[i].Coins, final: st.FinalCHF(i)}
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].place < rows[j].place })
	return rows
}

// winnersLine says who won.
func winnersLine(names []string, winners []int) string {
	var ws []string
	for _, w := range winners {
		ws = append(ws, names[w])
	}
	switch len(ws) {
	case 0:
		return "No winner."
	case 1:
		return ws[0] + " wins!"
	}
	return "Shared victory: " + strings.Join(ws[:len(ws)-1], ", ") + " and " + ws[len(ws)-1] + "."
}

var endWords = map[string]string{
	"phase3":      "The game ended after phase 3.",
	"final_round": "The game ended early: the final round is over.",
	"stall":       "The game ended: nobody could make progress.",
}

func (a *App) buildResults(b *ui.Builder) {
	if a.tbl.mn != nil {
		a.buildMNResults(b)
		return
	}
	w := b.T.W
	st := a.src.State().(*mallworld.State)
	names := a.tbl.names
	res := st.Result()
	b.Text(b.R(20, 24, w-40, 44), "Game over", 30, ui.ColText, true, ui.AlignCenter)
	y := 76.0
	if res != nil {
		y += b.Para(b.R(30, y, w-60, 70), winnersLine(names, res.Winners), 20, ui.ColHighlight, true)/b.T.U + 4
		if res.Note != "" {
			y += b.Para(b.R(30, y, w-60, 60), res.Note, 14, ui.ColTextDim, false)/b.T.U + 2
		}
	}
	if e := endWords[st.PositionOf().Ended]; e != "" {
		y += b.Para(b.R(30, y, w-60, 40), e, 14, ui.ColTextDim, false)/b.T.U + 2
	}
	y += 8
	narrow := w < 600
	// Columns: x and width of place, name, bank, coins, final.
	type col struct{ x, w float64 }
	place, name, bank, coins, final := col{30, 60}, col{100, 190}, col{300, 110}, col{430, 90}, col{540, w - 570}
	if narrow {
		place, name, coins, final = col{28, 40}, col{82, 100}, col{184, 80}, col{270, w - 300}
	}
	head := func(c col, s string, align int) {
		b.Text(b.R(c.x, y, c.w, 22), s, 13, ui.ColTextDim, true, align)
	}
	head(place, "Place", ui.AlignLeft)
	head(name, "Player", ui.AlignLeft)
	if !narrow {
		head(bank, "Bank", ui.AlignRight)
	}
	head(coins, "Coins", ui.AlignRight)
	head(final, "Final", ui.AlignRight)
	y += 26
	for _, r := range resultRows(st, names) {
		rr := b.R(20, y-2, w-40, 40)
		fill := ui.ColPanel
		if res != nil && r.place == 1 {
			fill = ui.Mix(ui.ColPanel, ui.ColHighlight, 0.18)
		}
		b.Fill(rr, fill, 6)
		b.Text(b.R(place.x, y, place.w, 36), ordinal(r.place), 16, ui.ColText, true, ui.AlignLeft)
		b.Fill(b.R(name.x-14, y+12, 10, 10), ui.SeatColours[r.seat%5], 5)
		b.Text(b.R(name.x, y, name.w, 36), r.name, 16, ui.ColText, true, ui.AlignLeft)
		if !narrow {
			b.Text(b.R(bank.x, y, bank.w, 36), mwui.CHF(r.account), 15, ui.ColText, false, ui.AlignRight)
		}
		b.Text(b.R(coins.x, y, coins.w, 36), fmt.Sprintf("%d × 1,000", r.coins), 14, ui.ColTextDim, false, ui.AlignRight)
		b.Text(b.R(final.x, y, final.w, 36), mwui.CHF(int(r.final)), 15, ui.ColText, true, ui.AlignRight)
		y += 46
	}
	y += 4
	b.Para(b.R(30, y, w-60, 40), "Final CHF = bank account + 1,000 CHF for every coin held.", 13, ui.ColTextDim, false)
	y += 40
	b.Button("results:menu", b.R(w/2-110, y, 220, 48), "Back to the menu", 17, true, false)
}
