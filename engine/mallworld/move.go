package mallworld

import (
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
