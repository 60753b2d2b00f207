package mallornothing

import (
	"strconv"
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
// string: text i (see placeIndex) is all[ends[i-1]:ends[i]] (ends[-1] = 0).
type cardPlaceTexts struct {
	all  string
	ends [textsPerCard]uint16
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
					buf = Move{Card: int(n), X: ax, Y: ay, Rot: rot}.appendText(buf)
					t.ends[i] = uint16(len(buf))
					i++
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
		return Move{Card: int(n), X: ax, Y: ay, Rot: rotDeg(rot180)}.String()
	}
	start := 0
	if i > 0 {
		start = int(t.ends[i-1])
	}
	return t.all[start:t.ends[i]]
}

// discardTexts[n] is "discard n"; drawTexts[n] is the chance outcome "card
// n" that draws card n.
var discardTexts, drawTexts = func() (d, c [nCards + 1]string) {
	for n := 1; n <= nCards; n++ {
		d[n] = Move{Discard: true, Card: n}.String()
		c[n] = "card " + strconv.Itoa(n)
	}
	return
}()

// parseCanonical reads a move in canonical form without allocating. It
// accepts exactly the texts ParseMove accepts, with the same Move; any
// other text gives ok == false (ParseMove then says what is wrong).
func parseCanonical(text string) (m Move, ok bool) {
	rest, isPlace := cutPrefix(text, "place ")
	if !isPlace {
		rest, ok = cutPrefix(text, "discard ")
		if !ok {
			return Move{}, false
		}
		m.Discard = true
	}
	var card string
	if isPlace {
		card, rest, ok = cutByte(rest, ' ')
	} else {
		card, rest = rest, ""
	}
	if m.Card, ok = parseInt(card); !ok || m.Card < 1 || m.Card > nCards {
		return Move{}, false
	}
	if isPlace {
		if rest, ok = cutPrefix(rest, "at "); !ok {
			return Move{}, false
		}
		var xs, ys, rot string
		xs, rest, _ = cutByte(rest, ',')
		ys, rot, _ = cutByte(rest, ' ')
		x, okx := parseInt(xs)
		y, oky := parseInt(ys)
		if !okx || !oky || x < -maxAnchor || x > maxAnchor || y < -maxAnchor || y > maxAnchor {
			return Move{}, false
		}
		m.X, m.Y = x, y
		switch rot {
		case "r0":
		case "r180":
			m.Rot = 180
		default:
			return Move{}, false
		}
	}
	// The canonical spelling is the only one accepted.
	var canonical string
	switch {
	case m.Discard:
		canonical = discardTexts[m.Card]
	default:
		canonical = cardTexts(uint8(m.Card)).text(uint8(m.Card), m.X, m.Y, m.Rot == 180)
	}
	if canonical != text {
		return Move{}, false
	}
	return m, true
}

func cutPrefix(s, prefix string) (string, bool) {
	if len(s) < len(prefix) || s[:len(prefix)] != prefix {
		return s, false
	}
	return s[len(prefix):], true
}

// cutByte is strings.Cut with a one-byte separator.
func cutByte(s string, sep byte) (before, after string, found bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == sep {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}
