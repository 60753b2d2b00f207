package mallornothing

import (
	"fmt"
	"strconv"
	"strings"
)

// Move is a seat's move (docs/mallornothing-moves.md):
//
//	place 7 at 2,-1 r180   lay the drawn card 7 with its anchor (top-left cell
//	                       of its 2×3 footprint) on (2,-1), turned 180°
//	discard 7              the forced discard when card 7 has no legal place
type Move struct {
	Discard bool
	Card    int // the drawn card, 1…18
	X, Y    int // anchor (place only)
	Rot     int // 0 or 180 (place only)
}

// String is the canonical text of the move.
func (m Move) String() string {
	return string(m.appendText(make([]byte, 0, 24)))
}

func (m Move) appendText(b []byte) []byte {
	if m.Discard {
		b = append(b, "discard "...)
		return strconv.AppendInt(b, int64(m.Card), 10)
	}
	b = append(b, "place "...)
	b = strconv.AppendInt(b, int64(m.Card), 10)
	b = append(b, " at "...)
	b = strconv.AppendInt(b, int64(m.X), 10)
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(m.Y), 10)
	b = append(b, " r"...)
	return strconv.AppendInt(b, int64(m.Rot), 10)
}

// ParseMove reads a move text strictly: only the canonical spelling is
// accepted (single spaces, no sign on positive numbers, no leading zeros,
// no "-0"). The error says what is wrong. It never checks legality: that
// depends on the state.
func ParseMove(text string) (Move, error) {
	bad := func(format string, a ...any) (Move, error) {
		return Move{}, fmt.Errorf("move %q: "+format, append([]any{text}, a...)...)
	}
	if text == "" {
		return bad("empty move (want 'place N at X,Y r0|r180' or 'discard N')")
	}
	if len(text) > 64 {
		return bad("%d bytes is too long for a move", len(text))
	}
	f := strings.Split(text, " ")
	var m Move
	switch f[0] {
	case "place":
		if len(f) != 5 {
			return bad("want 'place N at X,Y r0' or 'place N at X,Y r180' (5 words, got %d)", len(f))
		}
		n, err := parseCard(f[1])
		if err != nil {
			return bad("%v", err)
		}
		if f[2] != "at" {
			return bad("third word must be 'at', got %q", f[2])
		}
		xs, ys, ok := strings.Cut(f[3], ",")
		if !ok {
			return bad("anchor %q: want X,Y (two whole numbers and a comma, e.g. 2,-1)", f[3])
		}
		x, err := parseCoord("x", xs)
		if err != nil {
			return bad("anchor %q: %v", f[3], err)
		}
		y, err := parseCoord("y", ys)
		if err != nil {
			return bad("anchor %q: %v", f[3], err)
		}
		switch f[4] {
		case "r0":
		case "r180":
			m.Rot = 180
		default:
			return bad("rotation %q: want r0 or r180 (cards stay portrait; quarter turns are not allowed)", f[4])
		}
		m.Card, m.X, m.Y = n, x, y
	case "discard":
		if len(f) != 2 {
			return bad("want 'discard N' (2 words, got %d)", len(f))
		}
		n, err := parseCard(f[1])
		if err != nil {
			return bad("%v", err)
		}
		m.Discard, m.Card = true, n
	default:
		return bad("unknown move %q (want 'place N at X,Y r0|r180' or 'discard N')", f[0])
	}
	if c := m.String(); c != text {
		return bad("not in canonical form %q", c)
	}
	return m, nil
}

// parseInt reads a canonical decimal integer: an optional minus sign, then
// digits without leading zeros; "-0" is not canonical. At most 4 digits.
func parseInt(s string) (int, bool) {
	neg := strings.HasPrefix(s, "-")
	d := strings.TrimPrefix(s, "-")
	if d == "" || len(d) > 4 || (len(d) > 1 && d[0] == '0') || (neg && d == "0") {
		return 0, false
	}
	v := 0
	for i := 0; i < len(d); i++ {
		if d[i] < '0' || d[i] > '9' {
			return 0, false
		}
		v = 10*v + int(d[i]-'0')
	}
	if neg {
		v = -v
	}
	return v, true
}

func parseCard(s string) (int, error) {
	n, ok := parseInt(s)
	if !ok || n < 1 || n > nCards {
		return 0, fmt.Errorf("card %q: want a card number from 1 to %d", s, nCards)
	}
	return n, nil
}

func parseCoord(axis, s string) (int, error) {
	v, ok := parseInt(s)
	if !ok {
		return 0, fmt.Errorf("%s %q is not a whole number (no '+', no leading zeros, no -0)", axis, s)
	}
	if v < -maxAnchor || v > maxAnchor {
		return 0, fmt.Errorf("%s %d is out of range (-%d to %d)", axis, v, maxAnchor, maxAnchor)
	}
	return v, nil
}
