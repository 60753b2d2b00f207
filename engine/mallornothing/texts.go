package mallornothing

import (
	"strings"
	"sync"
)

// Canonical texts made once, so that listing moves and chance outcomes
// allocates no string.
//
// A mall grows from the starting card at anchor 0,0, and every later card
// overlaps one laid before it, so its anchor is at most 1 column and 2 rows
// from that card's. Moves are listed while at most nRounds-1 cards have been
// laid after the starting card, and a candidate anchor lies at most 1 column
// and 2 rows outside the anchors of the mall (spec 4.4), so every listed
// anchor has |x| <= nRounds and |y| <= 2*nRounds: the table's range. An
// anchor outside it (none is reachable) is formatted as it comes.
const (
	textMinX = -nRounds
	textMaxX = nRounds
	textMinY = -2 * nRounds
	textMaxY = 2 * nRounds
	textCols = textMaxX - textMinX + 1
	// textsPerCard is the number of placement texts of one card: every
	// anchor of the range, r0 then r180.
	textsPerCard = textCols * (textMaxY - textMinY + 1) * 2
)

// cardPlaceTexts holds all placement texts of one card, back to back in one
// string: text i (see placeIndex) is all[ends[i]:ends[i+1]].
type cardPlaceTexts struct {
	all  string
	ends [textsPerCard + 1]uint16
}

var (
	placeTexts     [nCards + 1]*cardPlaceTexts
	placeTextsOnce [nCards + 1]sync.Once
)

// placeIndex is the index in a cardPlaceTexts of the text of anchor (ax, ay)
// and rotation rot180, -1 outside the table's range.
func placeIndex(ax, ay int, rot180 bool) int {
	if ax < textMinX || ax > textMaxX || ay < textMinY || ay > textMaxY {
		return -1
	}
	i := ((ay-textMinY)*textCols + ax - textMinX) * 2
	if rot180 {
		i++
	}
	return i
}

// cardTexts returns the placement texts of card n (1…18), made on first use.
func cardTexts(n uint8) *cardPlaceTexts {
	placeTextsOnce[n].Do(func() {
		t := new(cardPlaceTexts)
		buf := make([]byte, 0, textsPerCard*len("place 18 at -8,-16 r180"))
		i := 0
		for ay := textMinY; ay <= textMaxY; ay++ {
			for ax := textMinX; ax <= textMaxX; ax++ {
				for _, rot := range [2]int{0, 180} {
					buf = Move{Kind: MovePlace, Card: int(n), X: ax, Y: ay, Rot: rot}.appendText(buf)
					i++
					t.ends[i] = uint16(len(buf))
				}
			}
		}
		t.all = string(buf)
		placeTexts[n] = t
	})
	return placeTexts[n]
}

// text is the canonical text "place N at X,Y rR" of the table's card.
func (t *cardPlaceTexts) text(n uint8, ax, ay int, rot180 bool) string {
	i := placeIndex(ax, ay, rot180)
	if i < 0 {
		return Move{Kind: MovePlace, Card: int(n), X: ax, Y: ay, Rot: rotDeg(rot180)}.String()
	}
	return t.all[t.ends[i]:t.ends[i+1]]
}

// inTable reports whether every anchor of the box has its texts in the
// tables.
func (b *anchorBox) inTable() bool {
	return b.x0 >= textMinX && b.x0+b.w-1 <= textMaxX && b.y0 >= textMinY && b.y0+b.h-1 <= textMaxY
}

// discardTexts[n] is "discard n"; drawTexts[n] is the chance outcome "card
// n" that draws card n.
var discardTexts, drawTexts = func() (d, c [nCards + 1]string) {
	for n := 1; n <= nCards; n++ {
		d[n] = Move{Kind: MoveDiscard, Card: n}.String()
		c[n] = Move{Kind: ChanceDraw, Card: n}.String()
	}
	return
}()

// parseCanonical reads a seat's move in canonical form without
// allocating. It accepts exactly the seat moves ParseMove accepts (place
// and discard), with the same Move; any other text gives ok == false (ParseMove then says what is wrong). The
// numbers are read leniently; the text must then be the canonical text of
// the move read, which only the canonical spelling is.
func parseCanonical(text string) (m Move, ok bool) {
	i := 0
	switch {
	case strings.HasPrefix(text, "place "):
		m.Kind, i = MovePlace, len("place ")
	case strings.HasPrefix(text, "discard "):
		m.Kind, i = MoveDiscard, len("discard ")
	default:
		return Move{}, false
	}
	if m.Card, i, ok = scanInt(text, i); !ok || m.Card < 1 || m.Card > nCards {
		return Move{}, false
	}
	if m.Kind == MoveDiscard {
		return m, text == discardTexts[m.Card]
	}
	if !strings.HasPrefix(text[i:], " at ") {
		return Move{}, false
	}
	if m.X, i, ok = scanInt(text, i+len(" at ")); !ok || i >= len(text) || text[i] != ',' {
		return Move{}, false
	}
	if m.Y, i, ok = scanInt(text, i+1); !ok {
		return Move{}, false
	}
	switch text[i:] {
	case " r0":
	case " r180":
		m.Rot = 180
	default:
		return Move{}, false
	}
	if m.X < -maxAnchor || m.X > maxAnchor || m.Y < -maxAnchor || m.Y > maxAnchor {
		return Move{}, false
	}
	return m, text == cardTexts(uint8(m.Card)).text(uint8(m.Card), m.X, m.Y, m.Rot == 180)
}

// scanInt reads an optional minus sign and 1 to 4 digits at text[i:],
// returning the value and the index after it.
func scanInt(text string, i int) (v, next int, ok bool) {
	neg := i < len(text) && text[i] == '-'
	if neg {
		i++
	}
	start := i
	for ; i < len(text) && i-start < 4 && text[i] >= '0' && text[i] <= '9'; i++ {
		v = 10*v + int(text[i]-'0')
	}
	if i == start {
		return 0, i, false
	}
	if neg {
		v = -v
	}
	return v, i, true
}
