package mallworld

import (
	"strings"
	"sync"
)

// Canonical move texts made once. LegalMoves hands out these strings (no
// allocation per move) and Apply reads a move with lookupMove, which neither
// splits nor re-formats the text. The texts are those move.format writes;
// ParseMove stays the reference reader (and the only one that explains why
// a text is not a move).
//
// All texts live back to back in one string, textBlob; a textRef says where
// one is: its offset shifted left by 6 bits, or'ed with its length (every
// text is shorter than 64 bytes). The tables are thus plain integers, which
// the garbage collector never has to scan.

type textRef uint32

// text returns the prepared text r refers to (a substring: no allocation).
func (r textRef) text() string { return textBlob[r>>6 : r>>6+r&63] }

// maxBidText is the highest bid with a prepared text: ParseMove accepts bids
// up to 100.
const maxBidText = 100

// noCard marks an unused card slot in offerText and takeText.
const noCard = nCardTypes

// Prepared texts, indexed by the move's fields. Entries for combinations
// that are never legal (a colour that is not on the card, say) are made too:
// they read as move.format would write them.
var (
	textBlob     string
	passText     textRef                               // pass
	refreshText  textRef                               // refresh
	buildText    [nCardTypes][nColours][nCells]textRef // build CARD COLOUR SPACE
	rentText     [nCardTypes][nColours][nCells]textRef // rent CARD COLOUR SPACE
	acceptText   [nContracts + 1]textRef               // accept CONTRACT
	validateText [nContracts + 1][nTokenValues]textRef // validate CONTRACT TOKEN
	bidText      [maxBidText + 1]textRef               // bid N
	discardText  [nCardTypes]textRef                   // discard CARD
	trashText    [nCardTypes]textRef                   // trash CARD
	// offerText[a][b][c] is "offer" with the cards a ≤ b ≤ c in table order;
	// noCard in b or c stands for "no further card", so
	// offerText[a][noCard][noCard] is a one-card offer. takeText is the same
	// for "take" (one or two cards).
	offerText [nCardTypes][nCardTypes + 1][nCardTypes + 1]textRef
	takeText  [nCardTypes][nCardTypes + 1]textRef
)

// prepareTexts makes the texts and their tables, once, on first need: when
// a state is made (NewState, FromPosition: every other state is a copy of
// one of theirs) or a move is written or read. Not at program start, so the
// page's boot does not pay for them.
var prepareTexts = sync.OnceFunc(func() {
	var blob strings.Builder
	add := func(m move) textRef {
		text := m.format()
		if len(text) >= 64 {
			panic("mallworld: move text too long for a textRef: " + text)
		}
		r := textRef(blob.Len()<<6 | len(text))
		blob.WriteString(text)
		blobMoves, blobRefs = append(blobMoves, m), append(blobRefs, r)
		return r
	}
	passText = add(move{kind: mvPass})
	refreshText = add(move{kind: mvRefresh})
	for t := 0; t < nCardTypes; t++ {
		for c := 0; c < nColours; c++ {
			for cell := 0; cell < nCells; cell++ {
				buildText[t][c][cell] = add(move{kind: mvBuild, card: int8(t), colour: int8(c), cell: int8(cell)})
				rentText[t][c][cell] = add(move{kind: mvRent, card: int8(t), colour: int8(c), cell: int8(cell)})
			}
		}
		discardText[t] = add(move{kind: mvDiscard, card: int8(t)})
		trashText[t] = add(move{kind: mvTrash, card: int8(t)})
	}
	for id := 1; id <= nContracts; id++ {
		acceptText[id] = add(move{kind: mvAccept, contract: uint8(id)})
		for tok := 0; tok < nTokenValues; tok++ {
			validateText[id][tok] = add(move{kind: mvValidate, contract: uint8(id), token: int8(tok)})
		}
	}
	for v := 0; v <= maxBidText; v++ {
		bidText[v] = add(move{kind: mvBid, amount: int8(v)})
	}
	for a := 0; a < nCardTypes; a++ {
		offerText[a][noCard][noCard] = add(move{kind: mvOffer, cards: [3]int8{int8(a)}, nCards: 1})
		takeText[a][noCard] = add(move{kind: mvTake, cards: [3]int8{int8(a)}, nCards: 1})
		for b := a; b < nCardTypes; b++ {
			offerText[a][b][noCard] = add(move{kind: mvOffer, cards: [3]int8{int8(a), int8(b)}, nCards: 2})
			takeText[a][b] = add(move{kind: mvTake, cards: [3]int8{int8(a), int8(b)}, nCards: 2})
			for c := b; c < nCardTypes; c++ {
				offerText[a][b][c] = add(move{kind: mvOffer, cards: [3]int8{int8(a), int8(b), int8(c)}, nCards: 3})
			}
		}
	}
	textBlob = blob.String()
	indexBlob()
})

// cardSlot is a card of an offer or take, or noCard past its end.
func cardSlot(m *move, i int) int {
	if i < int(m.nCards) {
		return int(m.cards[i])
	}
	return noCard
}

// String is the move's canonical text: a prepared one when there is one.
func (m move) String() string {
	prepareTexts()
	switch m.kind {
	case mvPass:
		return "pass"
	case mvRefresh:
		return "refresh"
	case mvAccept:
		if m.contract <= nContracts {
			return acceptText[m.contract].text()
		}
	case mvValidate:
		if m.contract <= nContracts && m.token >= 0 && m.token < nTokenValues {
			return validateText[m.contract][m.token].text()
		}
	case mvBid:
		if m.amount >= 0 && m.amount <= maxBidText {
			return bidText[m.amount].text()
		}
	case mvBuild, mvRent:
		if m.card >= 0 && m.card < nCardTypes && m.colour >= 0 && m.colour < nColours && m.cell >= 0 && m.cell < nCells {
			if m.kind == mvBuild {
				return buildText[m.card][m.colour][m.cell].text()
			}
			return rentText[m.card][m.colour][m.cell].text()
		}
	case mvDiscard, mvTrash:
		if m.card >= 0 && m.card < nCardTypes {
			if m.kind == mvDiscard {
				return discardText[m.card].text()
			}
			return trashText[m.card].text()
		}
	case mvOffer, mvTake:
		if m.nCards >= 1 && m.nCards <= 3 && (m.kind == mvOffer || m.nCards <= 2) {
			a, b, c := cardSlot(&m, 0), cardSlot(&m, 1), cardSlot(&m, 2)
			if a >= 0 && a <= b && b <= c && a < nCardTypes {
				if m.kind == mvOffer {
					return offerText[a][b][c].text()
				}
				return takeText[a][b].text()
			}
		}
	}
	return m.format()
}

// lookupMove reads a move text that is canonical, without allocating: it
// reads the fields the text names and accepts the move only if String gives
// the text back. For any other text ok is false, and parseMove (ParseMove,
// which explains what is wrong) has the last word.
func lookupMove(text string) (m move, ok bool) {
	prepareTexts()
	verb, rest := text, ""
	for i := 0; i < len(text) && i <= len("validate"); i++ {
		if text[i] == ' ' {
			verb, rest = text[:i], text[i+1:]
			break
		}
	}
	switch verb {
	case "pass":
		m.kind = mvPass
	case "refresh":
		m.kind = mvRefresh
	case "accept":
		id, isContract := parseContract(rest)
		if !isContract {
			return move{}, false
		}
		m.kind, m.contract = mvAccept, uint8(id)
	case "validate":
		// CONTRACT TOKEN: "P06 +4000"
		if len(rest) < 5 || rest[3] != ' ' {
			return move{}, false
		}
		id, isContract := parseContract(rest[:3])
		tok, isToken := parseToken(rest[4:])
		if !isContract || !isToken {
			return move{}, false
		}
		m.kind, m.contract, m.token = mvValidate, uint8(id), int8(tok)
	case "bid":
		if len(rest) == 0 || len(rest) > 3 {
			return move{}, false
		}
		v := 0
		for i := 0; i < len(rest); i++ {
			if rest[i] < '0' || rest[i] > '9' {
				return move{}, false
			}
			v = v*10 + int(rest[i]-'0')
		}
		if v > maxBidText {
			return move{}, false
		}
		m.kind, m.amount = mvBid, int8(v)
	case "build", "rent":
		// CARD COLOUR SPACE: "VG V C4"
		if len(rest) != 7 || rest[2] != ' ' || rest[4] != ' ' {
			return move{}, false
		}
		t, isCard := parseCardType(rest[:2])
		c, isColour := parseColour(rest[3:4])
		cell, isCell := parseCell(rest[5:])
		if !isCard || !isColour || !isCell {
			return move{}, false
		}
		m.kind = mvBuild
		if verb == "rent" {
			m.kind = mvRent
		}
		m.card, m.colour, m.cell = int8(t), int8(c), int8(cell)
	case "discard", "trash":
		t, isCard := parseCardType(rest)
		if !isCard {
			return move{}, false
		}
		m.kind, m.card = mvDiscard, int8(t)
		if verb == "trash" {
			m.kind = mvTrash
		}
	case "offer", "take":
		m.kind = mvOffer
		if verb == "take" {
			m.kind = mvTake
		}
		// CARD [CARD [CARD]]: "VG VG RB", two letters each
		if len(rest)%3 != 2 || len(rest) > 8 || m.kind == mvTake && len(rest) > 5 {
			return move{}, false
		}
		for i := 0; i < len(rest); i += 3 {
			if i > 0 && rest[i-1] != ' ' {
				return move{}, false
			}
			t, isCard := parseCardType(rest[i : i+2])
			if !isCard {
				return move{}, false
			}
			m.cards[m.nCards] = int8(t)
			m.nCards++
		}
		// Cards out of table order have no prepared text: String would
		// format one, which cannot be canonical anyway.
		for i := 1; i < int(m.nCards); i++ {
			if m.cards[i] < m.cards[i-1] {
				return move{}, false
			}
		}
	default:
		return move{}, false
	}
	if m.String() != text {
		return move{}, false
	}
	return m, true
}
