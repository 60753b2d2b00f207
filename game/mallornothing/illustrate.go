package mallornothing

import (
	"strconv"
	"strings"

	rules "github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The rules pages' pictures, drawn by the table's own code: each square
// kind beside its row of the squares table, each card beside its row of
// the cards table, and under the scoring section a colour key and a worked
// example (a mall scored as at the end of a game).

var _ ui.Illustrator = UI{}

// The how-to-play section the pictures go under (the book's "Scoring").
const scoringSection = 2

// RowPicture draws a square kind (table "squares", rows "H", "D", … "S",
// "E") or a card (table "cards", rows "1" to "18").
func (UI) RowPicture(table, row string) (ui.Picture, bool) {
	switch table {
	case "squares":
		var codes []string
		cols := 1
		switch row {
		case "H", "D", "B", "C", "R":
			codes = []string{row}
		case "S":
			codes, cols = []string{"S:ATM", "S:Pharmacy", "S:Post", "S:Repair", "S:DryCleaner", "S:Optician"}, 3
		case "E":
			codes, cols = []string{"E:Circle", "E:Triangle", "E:Square", "E:Star"}, 2
		default:
			return ui.Picture{}, false
		}
		rows := (len(codes) + cols - 1) / cols
		return ui.Picture{Aspect: float64(rows) / float64(cols), Draw: func(b *ui.Builder, r ui.Rect) {
			side := r.W / float64(cols)
			for i, code := range codes {
				square(b, ui.Box(r.X+float64(i%cols)*side, r.Y+float64(i/cols)*side, side, side).Inset(1), code)
			}
		}}, true
	case "cards":
		n, err := strconv.Atoi(row)
		if err != nil {
			return ui.Picture{}, false
		}
		if _, err := rules.Face(n); err != nil {
			return ui.Picture{}, false
		}
		return ui.Picture{Aspect: 1.5, Draw: func(b *ui.Builder, r ui.Rect) { drawCardNumbered(b, r, n, 0) }}, true
	}
	return ui.Picture{}, false
}

// SectionPictures: under the scoring section, the colour key and the
// worked example.
func (UI) SectionPictures(i int) []ui.Picture {
	if i != scoringSection {
		return nil
	}
	var key []string
	for _, cn := range ColourNames {
		key = append(key, lang.F("%s: %s", colourWords(cn.Colour), legendName(cn.Code)))
	}
	pics := []ui.Picture{{
		Aspect:  1.0 / float64(len(ColourNames)),
		Caption: strings.Join(key, " · ") + ".",
		Draw: func(b *ui.Builder, r ui.Rect) {
			side := r.W / float64(len(ColourNames))
			for i, cn := range ColourNames {
				code := cn.Code
				switch code {
				case "S":
					code = "S:Post"
				case "E":
					code = "E:Star"
				}
				square(b, ui.Box(r.X+float64(i)*side, r.Y, side, side).Inset(2), code)
			}
		},
	}}
	if st := example(); st != nil {
		sc := st.ScoreOf(0)
		pics = append(pics, ui.Picture{
			Aspect: 6.0 / 5.0,
			Caption: lang.F("A worked example: the scored hallway (outlined in green) has %d squares; the stores beside it score %s: beauty shop %d, clothing stores %d, restaurant %d, services %d, entertainment %d, department stores %d (a group of 2 scores nothing).",
				sc.Hallway, Points(sc.Total), sc.Beauty, sc.Clothing, sc.Restaurant, sc.Services, sc.Entertainment, sc.Department),
			Draw: func(b *ui.Builder, r ui.Rect) {
				c := &mctx{b: b, v: st, final: true, p: NewPicker(nil), L: mnLayout{maxCell: 1e6, small: minText}}
				c.mallGrid(unitsOf(b, r), 0, false, st)
			},
		})
	}
	return pics
}

// example is the rules' placement example (cards 10, 6, 15 and 7) as seat
// 0's mall of a game three rounds in; nil if the engine refuses it.
func example() *rules.State {
	p := &rules.Position{Format: rules.PositionFormat, Version: rules.PositionVersion, Game: rules.GameName, Viewer: -1,
		Stage: "draw", Round: 3, P1: 1, Deck: []int{4, 5, 8, 11, 12, 13, 14, 16, 17, 18},
		Seats: []rules.SeatPosition{
			{Mall: []rules.Placement{{Card: 10}, {Card: 6, X: 1, Y: 1}, {Card: 15, X: 1, Y: -1}, {Card: 7, X: 2, Y: 1}},
				Pairs: [][2]int{{6, 7}, {6, 10}, {6, 15}, {7, 15}, {10, 15}}, Discarded: []int{}},
			{Mall: []rules.Placement{{Card: 9}, {Card: 1, Y: 2}, {Card: 2, Y: 4}, {Card: 3, Y: 6}},
				Pairs: [][2]int{{1, 2}, {1, 9}, {2, 3}}, Discarded: []int{}},
		}}
	st, err := rules.FromPosition(p)
	if err != nil {
		return nil
	}
	return st
}

// unitsOf is device rectangle r in b's units.
func unitsOf(b *ui.Builder, r ui.Rect) ui.Rect {
	u := b.T.U
	return ui.Box((r.X-b.T.OX)/u, (r.Y-b.T.OY)/u, r.W/u, r.H/u)
}

// colourWords names a colour of the key in the current language.
func colourWords(c string) string {
	switch c {
	case "yellow":
		return lang.T("Yellow")
	case "blue":
		return lang.T("Blue")
	case "pink":
		return lang.T("Pink")
	case "purple":
		return lang.T("Purple")
	case "orange":
		return lang.T("Orange")
	case "green":
		return lang.T("Green")
	}
	return lang.T("Light blue")
}
