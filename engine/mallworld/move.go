package mallworld

import (
	"fmt"
	"strconv"
	"strings"
)

// Move kinds. The canonical texts are documented in docs/mallworld-moves.md.
const (
	mvPass     uint8 = iota + 1 // pass
	mvAccept                    // accept P06
	mvOffer                     // offer VG VG RB (types in table order)
	mvValidate                  // validate P06 +4000
	mvBid                       // bid 3
	mvBuild                     // build VG V C4: card VG, a Clothing shop on C4
	mvRent                      // rent VG G C4: card VG, a Women token on the shop at C4
	mvDiscard                   // discard VG: an offered card with no legal play
	mvTrash                     // trash VV: a dead card from hand to the box
	mvRefresh                   // refresh
	mvTake                      // take VB RR (0 is "pass")
	mvChance                    // a chance outcome (see chance.go)
)

// move is a parsed move. Unused fields are zero.
type move struct {
	kind     uint8
	card     int8    // card type (build, rent, discard, trash)
	colour   int8    // shop colour (build) or tenant colour (rent)
	cell     int8    // target space
	cards    [3]int8 // offer / take, in table order
	nCards   uint8
	contract uint8
	token    int8
	amount   int8
	// chance outcomes: card type, contract ID (100 + ID for a contract
	// removed from an over-full hand), token index, cell, seat, or the index
	// of a room's strip in allStrips
	item int
}

// format writes the move's canonical text (String uses prepared copies).
func (m move) format() string {
	switch m.kind {
	case mvPass:
		return "pass"
	case mvRefresh:
		return "refresh"
	case mvAccept:
		return "accept " + Contracts[m.contract].ID
	case mvValidate:
		return "validate " + Contracts[m.contract].ID + " " + tokenText(int(m.token))
	case mvBid:
		return "bid " + strconv.Itoa(int(m.amount))
	case mvBuild, mvRent:
		verb := "build"
		if m.kind == mvRent {
			verb = "rent"
		}
		return verb + " " + CardTypes[m.card].Code + " " + string(colourByte(int(m.colour))) + " " + CellName(int(m.cell))
	case mvDiscard:
		return "discard " + CardTypes[m.card].Code
	case mvTrash:
		return "trash " + CardTypes[m.card].Code
	case mvOffer, mvTake:
		verb := "offer"
		if m.kind == mvTake {
			verb = "take"
		}
		var b strings.Builder
		b.WriteString(verb)
		for i := 0; i < int(m.nCards); i++ {
			b.WriteByte(' ')
			b.WriteString(CardTypes[m.cards[i]].Code)
		}
		return b.String()
	}
	return "?"
}

// parseMove reads a seat's move (not a chance outcome) and insists on the
// canonical text.
func parseMove(text string) (move, error) {
	f := strings.Split(text, " ")
	var m move
	bad := func(format string, a ...any) (move, error) {
		return move{}, fmt.Errorf("move %q: "+format, append([]any{text}, a...)...)
	}
	argc := func(n int) bool { return len(f) == n+1 }
	switch f[0] {
	case "pass", "refresh":
		if !argc(0) {
			return bad("%s takes no argument", f[0])
		}
		m.kind = mvPass
		if f[0] == "refresh" {
			m.kind = mvRefresh
		}
	case "accept":
		if !argc(1) {
			return bad("want 'accept CONTRACT'")
		}
		id, ok := parseContract(f[1])
		if !ok {
			return bad("unknown contract %q", f[1])
		}
		m.kind, m.contract = mvAccept, uint8(id)
	case "validate":
		if !argc(2) {
			return bad("want 'validate CONTRACT TOKEN' (e.g. validate P06 +4000)")
		}
		id, ok := parseContract(f[1])
		if !ok {
			return bad("unknown contract %q", f[1])
		}
		tok, ok := parseToken(f[2])
		if !ok {
			return bad("unknown corruption token %q (tokens are +4000 +3000 +2000 +1000 -1000 -2000 -3000)", f[2])
		}
		m.kind, m.contract, m.token = mvValidate, uint8(id), int8(tok)
	case "bid":
		if !argc(1) {
			return bad("want 'bid N'")
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 0 || n > 100 || strconv.Itoa(n) != f[1] {
			return bad("bid must be a whole number of coins")
		}
		m.kind, m.amount = mvBid, int8(n)
	case "build", "rent":
		if !argc(3) {
			return bad("want '%s CARD COLOUR SPACE' (e.g. %s VG V C4)", f[0], f[0])
		}
		t, ok := parseCardType(f[1])
		if !ok {
			return bad("unknown amenity card %q", f[1])
		}
		c, ok := parseColour(f[2])
		if !ok {
			return bad("unknown colour %q (V, G, R or B)", f[2])
		}
		cell, ok := parseCell(f[3])
		if !ok {
			return bad("unknown space %q (A1 to F6)", f[3])
		}
		m.kind = mvBuild
		if f[0] == "rent" {
			m.kind = mvRent
		}
		m.card, m.colour, m.cell = int8(t), int8(c), int8(cell)
	case "discard", "trash":
		if !argc(1) {
			return bad("want '%s CARD'", f[0])
		}
		t, ok := parseCardType(f[1])
		if !ok {
			return bad("unknown amenity card %q", f[1])
		}
		m.kind, m.card = mvDiscard, int8(t)
		if f[0] == "trash" {
			m.kind = mvTrash
		}
	case "offer", "take":
		max := 3
		if f[0] == "take" {
			max = 2
		}
		if len(f) < 2 || len(f) > max+1 {
			return bad("want '%s CARD…' with 1 to %d cards", f[0], max)
		}
		m.kind = mvOffer
		if f[0] == "take" {
			m.kind = mvTake
		}
		for i, w := range f[1:] {
			t, ok := parseCardType(w)
			if !ok {
				return bad("unknown amenity card %q", w)
			}
			if i > 0 && int8(t) < m.cards[i-1] {
				return bad("list the cards in table order (VV GG RR BB VG VR VB GR GB RB)")
			}
			m.cards[i] = int8(t)
			m.nCards++
		}
	default:
		return bad("unknown move (pass, accept, offer, validate, bid, build, rent, discard, trash, refresh, take)")
	}
	if m.String() != text {
		return bad("not in canonical form %q", m.String())
	}
	return m, nil
}
