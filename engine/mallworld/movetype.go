package mallworld

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// MoveKind is what a move or a chance outcome does. The seat moves come
// first, in the order of the engine's own kinds (mvPass…mvTake); the chance
// outcomes follow.
type MoveKind uint8

// The kinds of seat moves (docs/mallworld-moves.md, "Seat moves").
const (
	MovePass     MoveKind = MoveKind(mvPass)     // pass
	MoveAccept   MoveKind = MoveKind(mvAccept)   // accept P06
	MoveOffer    MoveKind = MoveKind(mvOffer)    // offer VG VG RB
	MoveValidate MoveKind = MoveKind(mvValidate) // validate P06 +4000
	MoveBid      MoveKind = MoveKind(mvBid)      // bid 3
	MoveBuild    MoveKind = MoveKind(mvBuild)    // build VG V C4
	MoveRent     MoveKind = MoveKind(mvRent)     // rent VG G C4
	MoveDiscard  MoveKind = MoveKind(mvDiscard)  // discard VG
	MoveTrash    MoveKind = MoveKind(mvTrash)    // trash VV
	MoveRefresh  MoveKind = MoveKind(mvRefresh)  // refresh
	MoveTake     MoveKind = MoveKind(mvTake)     // take VB RR
)

// The kinds of chance outcomes (docs/mallworld-moves.md, "Chance
// outcomes"). What an outcome stands for depends on the pending event
// (State.PendingChance): a card is revealed in the display, dealt into a
// hand or removed from an over-full one, a contract enters the lobby or is
// dealt as a special, and so on.
const (
	OutcomeRoom     MoveKind = iota + 32 // D6-F6: a room on the strip from Cell to Last
	OutcomeShop                          // B2: a starting shop on Cell
	OutcomeCard                          // VG: an amenity card
	OutcomeContract                      // P06: a contract
	OutcomeToken                         // +4000: a corruption token
	OutcomeFirst                         // first 2: the first player
)

// Chance reports whether k is a chance outcome's kind.
func (k MoveKind) Chance() bool { return k >= OutcomeRoom && k <= OutcomeFirst }

// Move is a seat's move or a chance outcome, read from its text by
// ParseMove; String writes the text back. Codes are those of the texts:
// cards "VG", spaces "C4", contracts "P06". Fields a kind does not use are
// zero.
type Move struct {
	Kind MoveKind
	// Cards are the cards of an offer (1 to MaxOffer) or a take (1 to
	// TakeLimit), in table order.
	Cards []string
	// Card is the card of a build, rent, discard or trash, and the card of
	// OutcomeCard.
	Card string
	// Colour is a build's shop colour or a rent's tenant colour: V, G, R
	// or B.
	Colour int
	// Cell is the space of a build or rent (the shop rented), of
	// OutcomeShop, and the first space of OutcomeRoom's strip.
	Cell string
	// Last is the last space of OutcomeRoom's strip.
	Last string
	// Contract is the contract accepted or validated, and the contract of
	// OutcomeContract.
	Contract string
	// Token is the value in CHF of the corruption token a validation takes
	// (4000 for +4000, -1000 for -1000), and of OutcomeToken.
	Token int
	// Coins is a bid.
	Coins int
	// Seat is OutcomeFirst's first player.
	Seat int
}

// String is the move's canonical text. For a Move that ParseMove would not
// return (an unknown code, say) it is what the fields say, which ParseMove
// then refuses.
func (m Move) String() string {
	switch m.Kind {
	case MovePass:
		return "pass"
	case MoveRefresh:
		return "refresh"
	case MoveAccept:
		return "accept " + m.Contract
	case MoveValidate:
		return "validate " + m.Contract + " " + tokenWord(m.Token)
	case MoveBid:
		return "bid " + strconv.Itoa(m.Coins)
	case MoveBuild:
		return "build " + m.Card + " " + colourWord(m.Colour) + " " + m.Cell
	case MoveRent:
		return "rent " + m.Card + " " + colourWord(m.Colour) + " " + m.Cell
	case MoveDiscard:
		return "discard " + m.Card
	case MoveTrash:
		return "trash " + m.Card
	case MoveOffer:
		return strings.Join(append([]string{"offer"}, m.Cards...), " ")
	case MoveTake:
		return strings.Join(append([]string{"take"}, m.Cards...), " ")
	case OutcomeRoom:
		return m.Cell + "-" + m.Last
	case OutcomeShop:
		return m.Cell
	case OutcomeCard:
		return m.Card
	case OutcomeContract:
		return m.Contract
	case OutcomeToken:
		return tokenWord(m.Token)
	case OutcomeFirst:
		return "first " + strconv.Itoa(m.Seat)
	}
	return "?"
}

// tokenWord writes a token's value as its text does: "+4000", "-1000".
func tokenWord(v int) string {
	if v > 0 {
		return "+" + strconv.Itoa(v)
	}
	return strconv.Itoa(v)
}

// colourWord is a colour's letter, "?" for no colour.
func colourWord(c int) string {
	if c < 0 || c >= nColours {
		return "?"
	}
	return colourLetters[c : c+1]
}

// maxMoveText is longer than any move text.
const maxMoveText = 64

// ParseMove reads a seat's move or a chance outcome, and accepts only the
// canonical text: words separated by one space, cards in table order,
// numbers without sign or leading zeros. It checks the words and their
// ranges, not whether the move is legal in a position (Apply does). The
// error says which word is wrong and why.
func ParseMove(text string) (Move, error) {
	if text == "" {
		return Move{}, fmt.Errorf("empty move")
	}
	if len(text) > maxMoveText {
		return Move{}, fmt.Errorf("move %.20q…: %d bytes is too long for a move", text, len(text))
	}
	words := strings.Split(text, " ")
	p := moveReader{text: text, words: words}
	for i, w := range words {
		if w == "" {
			return p.fail(i, "empty word (words are separated by one space)")
		}
	}
	m, err := p.read()
	if err != nil {
		return Move{}, err
	}
	if back := m.String(); back != text {
		return Move{}, fmt.Errorf("move %q: not in canonical form %q", text, back)
	}
	return m, nil
}

// moveReader reads the words of one move text.
type moveReader struct {
	text  string
	words []string
}

// fail is the error about word i (0 first).
func (p *moveReader) fail(i int, format string, a ...any) (Move, error) {
	return Move{}, fmt.Errorf("move %q: word %d %q: %s", p.text, i+1, p.words[i], fmt.Sprintf(format, a...))
}

// count checks that the move has n words; usage shows the form.
func (p *moveReader) count(n int, usage string) error {
	if len(p.words) != n {
		return fmt.Errorf("move %q: want '%s' (%d words, got %d)", p.text, usage, n, len(p.words))
	}
	return nil
}

const (
	cardCodes  = "VV GG RR BB VG VR VB GR GB RB"
	tokenCodes = "+4000 +3000 +2000 +1000 -1000 -2000 -3000"
	moveVerbs  = "pass, accept, offer, validate, bid, build, rent, discard, trash, refresh, take"
)

func (p *moveReader) read() (Move, error) {
	verb := p.words[0]
	switch verb {
	case "pass", "refresh":
		if err := p.count(1, verb); err != nil {
			return Move{}, err
		}
		if verb == "pass" {
			return Move{Kind: MovePass}, nil
		}
		return Move{Kind: MoveRefresh}, nil
	case "accept":
		if err := p.count(2, "accept CONTRACT"); err != nil {
			return Move{}, err
		}
		if _, ok := parseContract(p.words[1]); !ok {
			return p.fail(1, "unknown contract (P01…P10, R01…R12, S01…S06)")
		}
		return Move{Kind: MoveAccept, Contract: p.words[1]}, nil
	case "validate":
		if err := p.count(3, "validate CONTRACT TOKEN"); err != nil {
			return Move{}, err
		}
		if _, ok := parseContract(p.words[1]); !ok {
			return p.fail(1, "unknown contract (P01…P10, R01…R12, S01…S06)")
		}
		tok, ok := parseToken(p.words[2])
		if !ok {
			return p.fail(2, "unknown corruption token (%s)", tokenCodes)
		}
		return Move{Kind: MoveValidate, Contract: p.words[1], Token: int(tokenValues[tok])}, nil
	case "bid":
		if err := p.count(2, "bid N"); err != nil {
			return Move{}, err
		}
		n, ok := wholeNumber(p.words[1], maxBidText)
		if !ok {
			return p.fail(1, "a bid is a whole number of coins from 0 to %d", maxBidText)
		}
		return Move{Kind: MoveBid, Coins: n}, nil
	case "build", "rent":
		if err := p.count(4, verb+" CARD COLOUR SPACE"); err != nil {
			return Move{}, err
		}
		m := Move{Kind: MoveBuild, Card: p.words[1], Cell: p.words[3]}
		if verb == "rent" {
			m.Kind = MoveRent
		}
		if _, ok := parseCardType(m.Card); !ok {
			return p.fail(1, "unknown amenity card (%s)", cardCodes)
		}
		c, ok := parseColour(p.words[2])
		if !ok {
			return p.fail(2, "unknown colour (V, G, R or B)")
		}
		m.Colour = c
		if _, ok := parseCell(m.Cell); !ok {
			return p.fail(3, "unknown space (A1 to F6)")
		}
		return m, nil
	case "discard", "trash":
		if err := p.count(2, verb+" CARD"); err != nil {
			return Move{}, err
		}
		if _, ok := parseCardType(p.words[1]); !ok {
			return p.fail(1, "unknown amenity card (%s)", cardCodes)
		}
		if verb == "trash" {
			return Move{Kind: MoveTrash, Card: p.words[1]}, nil
		}
		return Move{Kind: MoveDiscard, Card: p.words[1]}, nil
	case "offer", "take":
		m, most := Move{Kind: MoveOffer}, MaxOffer
		if verb == "take" {
			m.Kind, most = MoveTake, TakeLimit
		}
		if len(p.words) < 2 || len(p.words) > most+1 {
			return Move{}, fmt.Errorf("move %q: want '%s CARD…' with 1 to %d cards (got %d)", p.text, verb, most, len(p.words)-1)
		}
		prev := -1
		for i, w := range p.words[1:] {
			t, ok := parseCardType(w)
			if !ok {
				return p.fail(i+1, "unknown amenity card (%s)", cardCodes)
			}
			if t < prev {
				return p.fail(i+1, "cards go in table order (%s)", cardCodes)
			}
			prev = t
		}
		m.Cards = append([]string(nil), p.words[1:]...)
		return m, nil
	case "first":
		if err := p.count(2, "first SEAT"); err != nil {
			return Move{}, err
		}
		n, ok := wholeNumber(p.words[1], len(firstTexts)-1)
		if !ok {
			return p.fail(1, "the first player is a seat from 0 to %d", len(firstTexts)-1)
		}
		return Move{Kind: OutcomeFirst, Seat: n}, nil
	}
	if len(p.words) > 1 {
		return p.fail(0, "unknown move (%s; or a chance outcome)", moveVerbs)
	}
	return p.outcome()
}

// outcome reads a one-word chance outcome: a strip, a space, a card, a
// contract or a token.
func (p *moveReader) outcome() (Move, error) {
	w := p.words[0]
	if first, last, ok := strings.Cut(w, "-"); ok && first != "" {
		if _, ok := parseStrip(w); !ok {
			return p.fail(0, "not a straight strip of three spaces (a room: first and last space, e.g. D6-F6)")
		}
		return Move{Kind: OutcomeRoom, Cell: first, Last: last}, nil
	}
	if _, ok := parseCell(w); ok {
		return Move{Kind: OutcomeShop, Cell: w}, nil
	}
	if _, ok := parseCardType(w); ok {
		return Move{Kind: OutcomeCard, Card: w}, nil
	}
	if _, ok := parseContract(w); ok {
		return Move{Kind: OutcomeContract, Contract: w}, nil
	}
	if i, ok := parseToken(w); ok {
		return Move{Kind: OutcomeToken, Token: int(tokenValues[i])}, nil
	}
	return p.fail(0, "unknown move (%s; or a chance outcome: a room D6-F6, a space, a card, a contract, a token, first N)", moveVerbs)
}

// wholeNumber reads a number from 0 to max written without sign or
// leading zeros.
func wholeNumber(s string, max int) (int, bool) {
	n, ok := engine.CanonicalInt(s, 3)
	return n, ok && n >= 0 && n <= max
}

// internal is the engine's move for a seat move; ok is false for a chance
// outcome or a code that is not one.
func (m Move) internal() (move, bool) {
	out := move{kind: uint8(m.Kind)}
	switch m.Kind {
	case MovePass, MoveRefresh:
	case MoveAccept, MoveValidate:
		id, ok := parseContract(m.Contract)
		if !ok {
			return move{}, false
		}
		out.contract = uint8(id)
		if m.Kind == MoveValidate {
			tok, ok := parseToken(tokenWord(m.Token))
			if !ok {
				return move{}, false
			}
			out.token = int8(tok)
		}
	case MoveBid:
		if m.Coins < 0 || m.Coins > maxBidText {
			return move{}, false
		}
		out.amount = int8(m.Coins)
	case MoveBuild, MoveRent, MoveDiscard, MoveTrash:
		t, ok := parseCardType(m.Card)
		if !ok {
			return move{}, false
		}
		out.card = int8(t)
		if m.Kind == MoveBuild || m.Kind == MoveRent {
			cell, ok := parseCell(m.Cell)
			if !ok || m.Colour < 0 || m.Colour >= nColours {
				return move{}, false
			}
			out.colour, out.cell = int8(m.Colour), int8(cell)
		}
	case MoveOffer, MoveTake:
		if len(m.Cards) > len(out.cards) {
			return move{}, false
		}
		for i, c := range m.Cards {
			t, ok := parseCardType(c)
			if !ok {
				return move{}, false
			}
			out.cards[i] = int8(t)
		}
		out.nCards = uint8(len(m.Cards))
	default:
		return move{}, false
	}
	return out, true
}

// parseMove reads a seat's move (not a chance outcome) with ParseMove, the
// reference reader, into the engine's move.
func parseMove(text string) (move, error) {
	m, err := ParseMove(text)
	if err != nil {
		return move{}, err
	}
	if m.Kind.Chance() {
		return move{}, fmt.Errorf("move %q: a chance outcome, not a seat's move", text)
	}
	im, ok := m.internal()
	if !ok {
		return move{}, fmt.Errorf("move %q: not a move", text)
	}
	return im, nil
}
