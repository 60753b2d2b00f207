package mallworld

import (
	"fmt"
	"sort"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The breakdown of the final scores: how the game ended, and per seat, by
// place, the bank account, the coins and the final CHF (bank account plus
// 1,000 per coin). The game is over, so everything is public.

// resultRow is one seat on the results scene.
type resultRow struct {
	seat, place    int
	name           string
	account, coins int
	final          int64
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
		rows[i] = resultRow{seat: i, place: r.Places[i], name: name, account: pos.Seats[i].Account,
			coins: pos.Seats[i].Coins, final: st.FinalCHF(i)}
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

// Results draws how the game ended and the table of final CHF from y down,
// in a column w units wide centred on the builder's design area (the scene
// is w wide when w is b.T.W). It returns the y below.
func (t *table) Results(b *ui.Builder, st engine.State, names []string, y, w float64) float64 {
	s, ok := st.(*rules.State)
	if !ok {
		return y
	}
	x0 := (b.T.W - w) / 2
	res := s.Result()
	if e := endWords(s.PositionOf().Ended); e != "" {
		y += b.Para(b.R(x0+30, y, w-60, 40), e, 14, ui.ColTextDim, false)/b.T.U + 2
	}
	y += 8
	narrow := w < 600
	// Columns: x and width of place, name, bank, coins, final.
	type col struct{ x, w float64 }
	place, name, bank, coins, final := col{30, 60}, col{100, 190}, col{300, 110}, col{430, 90}, col{540, w - 570}
	if narrow {
		place, name, coins, final = col{28, 40}, col{82, 100}, col{184, 80}, col{270, w - 300}
	}
	for _, c := range []*col{&place, &name, &bank, &coins, &final} {
		c.x += x0
	}
	head := func(c col, s string, align int) {
		b.Text(b.R(c.x, y, c.w, 22), s, 13, ui.ColTextDim, true, align)
	}
	head(place, lang.T("Place"), ui.AlignLeft)
	head(name, lang.T("Player"), ui.AlignLeft)
	if !narrow {
		head(bank, lang.T("Bank"), ui.AlignRight)
	}
	head(coins, lang.T("Coins"), ui.AlignRight)
	head(final, lang.T("Final"), ui.AlignRight)
	y += 26
	for _, r := range resultRows(s, names) {
		rr := b.R(x0+20, y-2, w-40, 40)
		fill := ui.ColPanel
		if res != nil && r.place == 1 {
			fill = ui.Mix(ui.ColPanel, ui.ColHighlight, 0.18)
		}
		b.Fill(rr, fill, 6)
		b.Text(b.R(place.x, y, place.w, 36), ui.Ordinal(r.place), 16, ui.ColText, true, ui.AlignLeft)
		ui.SeatChip(b, b.R(name.x-16, y+10, 14, 14), r.seat)
		b.Text(b.R(name.x, y, name.w, 36), r.name, 16, ui.ColText, true, ui.AlignLeft)
		if !narrow {
			b.Text(b.R(bank.x, y, bank.w, 36), CHF(r.account), 15, ui.ColText, false, ui.AlignRight)
		}
		b.Text(b.R(coins.x, y, coins.w, 36), fmt.Sprintf("%d × %s", r.coins, lang.Int(rules.CoinValue)), 14, ui.ColTextDim, false, ui.AlignRight)
		b.Text(b.R(final.x, y, final.w, 36), CHF(int(r.final)), 15, ui.ColText, true, ui.AlignRight)
		y += 46
	}
	y += 4
	b.Para(b.R(x0+30, y, w-60, 40), lang.F("Final CHF = bank account + %s for every coin held.", CHF(rules.CoinValue)), 13, ui.ColTextDim, false)
	return y + 40
}
