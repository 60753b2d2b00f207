package mallornothing

// Card data: the 18 designed card faces of the spec (shared/rules/
// mall-or-nothing.md, section 1.2) and the codes of their squares.

import "fmt"

// Square kinds. A square is one byte: 0 is "no square" (an empty cell), then
// the hallway, the four plain stores, the six service icons and the four
// entertainment shapes.
const (
	sqNone uint8 = iota
	sqH          // hallway
	sqD          // Department Store
	sqB          // Beauty Shop
	sqC          // Clothing Store
	sqR          // Restaurant
	sqATM        // Services, by icon
	sqPharmacy
	sqPost
	sqRepair
	sqDryCleaner
	sqOptician
	sqCircle // Entertainment, by shape
	sqTriangle
	sqSquare
	sqStar
	nSquareKinds
)

const (
	firstService       = sqATM
	nServices          = 6
	firstEntertainment = sqCircle
	nShapes            = 4
)

func isService(q uint8) bool       { return q >= firstService && q < firstService+nServices }
func isEntertainment(q uint8) bool { return q >= firstEntertainment && q < firstEntertainment+nShapes }

// squareCodes are the texts of the square kinds, as the spec writes them.
var squareCodes = [nSquareKinds]string{
	sqNone: ".", sqH: "H", sqD: "D", sqB: "B", sqC: "C", sqR: "R",
	sqATM: "S:ATM", sqPharmacy: "S:Pharmacy", sqPost: "S:Post", sqRepair: "S:Repair",
	sqDryCleaner: "S:DryCleaner", sqOptician: "S:Optician",
	sqCircle: "E:Circle", sqTriangle: "E:Triangle", sqSquare: "E:Square", sqStar: "E:Star",
}

// parseSquare reads a square code ("H", "S:Post", "E:Star"); "." is sqNone.
func parseSquare(s string) (uint8, bool) {
	for q, code := range squareCodes {
		if code == s {
			return uint8(q), true
		}
	}
	return 0, false
}

// Cards and the deal.
const (
	nCards     = 18 // cards numbered 1…18
	cardP1     = 9  // the starting card of P1, who draws first
	cardP2     = 10 // the other starting card
	nRounds    = 8  // 16 cards dealt two per round
	maxMall    = 1 + nRounds
	cardCols   = 2
	cardRows   = 3
	cardCells  = cardCols * cardRows
	allCards   = uint32(1<<(nCards+1)) - 2 // bits 1…18
	startDeck  = allCards &^ (1<<cardP1 | 1<<cardP2)
	maxAnchor  = 99 // move texts accept anchor coordinates in -99…99
	nSeats     = 2
	spectator  = 2 // Viewer of a view made for a seat that does not exist
	fullViewer = -1
)

// faces[n][row][col] is card n upright (rotation 0): row 0 on top, column 0
// on the left. The number corners are (0,0) and (1,2).
var faces = [nCards + 1][cardRows][cardCols]uint8{
	1:  {{sqH, sqD}, {sqB, sqR}, {sqC, sqCircle}},
	2:  {{sqR, sqH}, {sqH, sqB}, {sqATM, sqC}},
	3:  {{sqD, sqD}, {sqH, sqH}, {sqTriangle, sqR}},
	4:  {{sqB, sqC}, {sqR, sqH}, {sqB, sqPharmacy}},
	5:  {{sqH, sqSquare}, {sqH, sqCircle}, {sqH, sqB}},
	6:  {{sqC, sqH}, {sqR, sqR}, {sqH, sqStar}},
	7:  {{sqPost, sqD}, {sqH, sqD}, {sqC, sqB}},
	8:  {{sqH, sqR}, {sqCircle, sqH}, {sqD, sqRepair}},
	9:  {{sqD, sqH}, {sqC, sqH}, {sqR, sqTriangle}},
	10: {{sqSquare, sqH}, {sqH, sqB}, {sqC, sqR}},
	11: {{sqH, sqH}, {sqDryCleaner, sqH}, {sqR, sqD}},
	12: {{sqR, sqOptician}, {sqH, sqStar}, {sqD, sqC}},
	13: {{sqB, sqH}, {sqD, sqOptician}, {sqH, sqCircle}},
	14: {{sqH, sqC}, {sqR, sqSquare}, {sqATM, sqH}},
	15: {{sqD, sqB}, {sqC, sqH}, {sqTriangle, sqPost}},
	16: {{sqH, sqPharmacy}, {sqB, sqH}, {sqH, sqR}},
	17: {{sqC, sqStar}, {sqH, sqD}, {sqRepair, sqH}},
	18: {{sqD, sqD}, {sqH, sqC}, {sqR, sqDryCleaner}},
}

// squareAt is the square of card n, laid at anchor (ax, ay) with rotation
// rot180, that lands on cell (x, y); the cell must be in the footprint.
func squareAt(n uint8, ax, ay int, rot180 bool, x, y int) uint8 {
	c, r := x-ax, y-ay
	if rot180 {
		c, r = cardCols-1-c, cardRows-1-r
	}
	return faces[n][r][c]
}

// Square is one square of a laid card: the cell it lands on, its kind as the
// spec writes it ("H", "D", "S:Post", "E:Star") and whether it is one of the
// card's two number corners.
type Square struct {
	X, Y   int
	Kind   string
	Corner bool
}

// Lay returns the six squares of card n laid at anchor (ax, ay) with
// rotation rot (0 or 180), in the card's local order: row 0 left, row 0
// right, row 1 left, … (spec 4.1). It is the coordinate mapping on its own,
// without any mall.
func Lay(n, ax, ay, rot int) ([]Square, error) {
	if n < 1 || n > nCards {
		return nil, fmt.Errorf("card %d: cards are numbered 1 to %d", n, nCards)
	}
	if rot != 0 && rot != 180 {
		return nil, fmt.Errorf("rotation %d: want 0 or 180", rot)
	}
	out := make([]Square, 0, cardCells)
	for r := 0; r < cardRows; r++ {
		for c := 0; c < cardCols; c++ {
			x, y := ax+c, ay+r
			if rot == 180 {
				x, y = ax+cardCols-1-c, ay+cardRows-1-r
			}
			corner := (c == 0 && r == 0) || (c == cardCols-1 && r == cardRows-1)
			out = append(out, Square{X: x, Y: y, Kind: squareCodes[faces[n][r][c]], Corner: corner})
		}
	}
	return out, nil
}

// Face returns card n upright as three rows of two square codes.
func Face(n int) ([cardRows][cardCols]string, error) {
	var out [cardRows][cardCols]string
	if n < 1 || n > nCards {
		return out, fmt.Errorf("card %d: cards are numbered 1 to %d", n, nCards)
	}
	for r := range out {
		for c := range out[r] {
			out[r][c] = squareCodes[faces[n][r][c]]
		}
	}
	return out, nil
}
