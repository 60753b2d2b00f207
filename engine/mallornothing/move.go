package mallornothing

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// MoveKind is what a Move does: a seat's placement or discard, or a chance
// outcome.
type MoveKind uint8

// The kinds of moves (docs/mallornothing-moves.md). The zero MoveKind is no
// move.
const (
	// MovePlace lays the drawn card: "place 7 at 2,-1 r180".
	MovePlace MoveKind = iota + 1
	// MoveDiscard is the forced discard of a card with no legal place:
	// "discard 7".
	MoveDiscard
	// ChanceDeal deals the starting cards: "start 9 10" (seat 0 gets card
	// 9 and is P1) or "start 10 9".
	ChanceDeal
	// ChanceDraw draws a card for the seat whose turn it is to draw:
	// "card 7".
	ChanceDraw
)

// Chance reports whether moves of kind k are chance outcomes (played by
// engine.Chance), not a seat's moves.
func (k MoveKind) Chance() bool { return k == ChanceDeal || k == ChanceDraw }

// Move is a seat's move or a chance outcome (docs/mallornothing-moves.md):
//
//	place 7 at 2,-1 r180   lay the drawn card 7 with its anchor (top-left cell
//	                       of its 2×3 footprint) on (2,-1), turned 180°
//	discard 7              the forced discard when card 7 has no legal place
//	start 9 10             the deal: seat 0 gets card 9, seat 1 card 10
//	card 7                 a draw: card 7 comes out of the deck
type Move struct {
	Kind MoveKind
	// Card is the card the move is about, 1…18: the drawn card (place,
	// discard), the card drawn (draw), seat 0's starting card, 9 or 10
	// (deal; seat 1 gets the other).
	Card int
	X, Y int // anchor (place only)
	Rot  int // 0 or 180 (place only)
}

// String is the canonical text of the move ("" for the zero Move).
func (m Move) String() string {
	return string(m.appendText(make([]byte, 0, 24)))
}

func (m Move) appendText(b []byte) []byte {
	switch m.Kind {
	case MovePlace:
		b = append(b, "place "...)
		b = strconv.AppendInt(b, int64(m.Card), 10)
		b = append(b, " at "...)
		b = strconv.AppendInt(b, int64(m.X), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(m.Y), 10)
		b = append(b, " r"...)
		b = strconv.AppendInt(b, int64(m.Rot), 10)
	case MoveDiscard:
		b = append(b, "discard "...)
		b = strconv.AppendInt(b, int64(m.Card), 10)
	case ChanceDeal:
		b = append(b, "start "...)
		b = strconv.AppendInt(b, int64(m.Card), 10)
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(cardP1+cardP2-m.Card), 10)
	case ChanceDraw:
		b = append(b, "card "...)
		b = strconv.AppendInt(b, int64(m.Card), 10)
	}
	return b
}

// moveForms is the grammar, for errors.
const moveForms = "'place N at X,Y r0|r180' or 'discard N' (a seat), 'start 9 10', 'start 10 9' or 'card N' (chance)"

// ParseMove reads a move text (a seat's move or a chance outcome)
// strictly: only the canonical spelling is accepted (single spaces, no
// sign on positive numbers, no leading zeros, no "-0"). The error names
// the word that is wrong and says what was wanted. It never checks
// legality: that depends on the state.
func ParseMove(text string) (Move, error) {
	bad := func(format string, a ...any) (Move, error) {
		return Move{}, fmt.Errorf("move %q: "+format, append([]any{text}, a...)...)
	}
	if text == "" {
		return bad("empty move (want %s)", moveForms)
	}
	if len(text) > 64 {
		return bad("%d bytes is too long for a move", len(text))
	}
	f := strings.Split(text, " ")
	card := func(i int) (int, error) {
		n, ok := engine.CanonicalInt(f[i], 4)
		if !ok || n < 1 || n > nCards {
			return 0, fmt.Errorf("word %d: card %q: want a card number from 1 to %d", i+1, f[i], nCards)
		}
		return n, nil
	}
	var m Move
	switch f[0] {
	case "place":
		if len(f) != 5 {
			return bad("want 'place N at X,Y r0' or 'place N at X,Y r180' (5 words, got %d)", len(f))
		}
		n, err := card(1)
		if err != nil {
			return bad("%v", err)
		}
		if f[2] != "at" {
			return bad("word 3 must be 'at', got %q", f[2])
		}
		xs, ys, ok := strings.Cut(f[3], ",")
		if !ok {
			return bad("word 4: anchor %q: want X,Y (two whole numbers and a comma, e.g. 2,-1)", f[3])
		}
		x, err := parseCoord("x", xs)
		if err != nil {
			return bad("word 4: anchor %q: %v", f[3], err)
		}
		y, err := parseCoord("y", ys)
		if err != nil {
			return bad("word 4: anchor %q: %v", f[3], err)
		}
		switch f[4] {
		case "r0":
		case "r180":
			m.Rot = 180
		default:
			return bad("word 5: rotation %q: want r0 or r180 (cards stay portrait; quarter turns are not allowed)", f[4])
		}
		m.Kind, m.Card, m.X, m.Y = MovePlace, n, x, y
	case "discard":
		if len(f) != 2 {
			return bad("want 'discard N' (2 words, got %d)", len(f))
		}
		n, err := card(1)
		if err != nil {
			return bad("%v", err)
		}
		m.Kind, m.Card = MoveDiscard, n
	case "start":
		if len(f) != 3 {
			return bad("want 'start 9 10' or 'start 10 9' (3 words, got %d)", len(f))
		}
		switch f[1] {
		case "9":
			m.Card = cardP1
		case "10":
			m.Card = cardP2
		default:
			return bad("word 2: starting card %q: want 9 or 10", f[1])
		}
		if other := strconv.Itoa(cardP1 + cardP2 - m.Card); f[2] != other {
			return bad("word 3: want %s (the other starting card), got %q", other, f[2])
		}
		m.Kind = ChanceDeal
	case "card":
		if len(f) != 2 {
			return bad("want 'card N' (2 words, got %d)", len(f))
		}
		n, err := card(1)
		if err != nil {
			return bad("%v", err)
		}
		m.Kind, m.Card = ChanceDraw, n
	default:
		return bad("unknown move %q in word 1 (want %s)", f[0], moveForms)
	}
	if c := m.String(); c != text {
		return bad("not in canonical form %q", c)
	}
	return m, nil
}

func parseCoord(axis, s string) (int, error) {
	v, ok := engine.CanonicalInt(s, 4)
	if !ok {
		return 0, fmt.Errorf("%s %q is not a whole number (no '+', no leading zeros, no -0)", axis, s)
	}
	if v < -maxAnchor || v > maxAnchor {
		return 0, fmt.Errorf("%s %d is out of range (-%d to %d)", axis, v, maxAnchor, maxAnchor)
	}
	return v, nil
}
