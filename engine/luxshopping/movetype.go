package luxshopping

import (
	"fmt"
	"strconv"
	"strings"
)

// MoveKind is what a move or a chance outcome does. Its values are those
// of the engine's own kinds (mvOp).
type MoveKind uint8

// The kinds of seat moves (docs/luxshopping-moves.md, "Seat moves").
const (
	MoveRoll    MoveKind = MoveKind(mvRoll)    // roll
	MoveBuy     MoveKind = MoveKind(mvBuy)     // buy
	MovePass    MoveKind = MoveKind(mvPass)    // pass
	MoveGallery MoveKind = MoveKind(mvGallery) // gallery 4 25
	MoveMerge   MoveKind = MoveKind(mvMerge)   // merge 12
	MoveSign    MoveKind = MoveKind(mvSign)    // sign 30
	MoveUnsign  MoveKind = MoveKind(mvUnsign)  // unsign 30
	MoveSell    MoveKind = MoveKind(mvSell)    // sell 45
	MovePay     MoveKind = MoveKind(mvPay)     // pay
)

// The kinds of chance outcomes (docs/luxshopping-moves.md, "Chance
// outcomes").
const (
	OutcomeDeal  MoveKind = MoveKind(mvDeal)  // deal 17
	OutcomeFirst MoveKind = MoveKind(mvFirst) // first 3
	OutcomeDice  MoveKind = MoveKind(mvDice)  // dice 2 5
	OutcomeCard  MoveKind = MoveKind(mvCard)  // card 41
	OutcomeRed   MoveKind = MoveKind(mvRed)   // red 12
	OutcomeFree  MoveKind = MoveKind(mvFree)  // free 9
)

// Chance reports whether k is a chance outcome's kind.
func (k MoveKind) Chance() bool { return k >= OutcomeDeal && k <= OutcomeFree }

// Move is a seat's move or a chance outcome, read from its text by
// ParseMove; String writes the text back. Fields a kind does not use are
// zero.
type Move struct {
	Kind MoveKind
	// Shop is the shop of a sign, unsign or sell, and of OutcomeDeal and
	// OutcomeFree (1…56).
	Shop int
	// Partners are a gallery's two other shops, in increasing order.
	Partners [2]int
	// Gallery is the gallery a merge joins, named by its smallest shop.
	Gallery int
	// Card is OutcomeCard's correspondence card (1…72) or OutcomeRed's Red
	// Button card (1…20).
	Card int
	// Dice are OutcomeDice's two faces, the smaller first.
	Dice [2]int
	// Roll is OutcomeFirst's die (1…6).
	Roll int
}

// moveWords are the kinds' first words.
var moveWords = [...]string{mvRoll: "roll", mvBuy: "buy", mvPass: "pass", mvGallery: "gallery",
	mvMerge: "merge", mvSign: "sign", mvUnsign: "unsign", mvSell: "sell", mvPay: "pay", mvDeal: "deal",
	mvFirst: "first", mvDice: "dice", mvCard: "card", mvRed: "red", mvFree: "free"}

// String is the move's canonical text. For a Move that ParseMove would not
// return (a shop out of range, say) it is what the fields say, which
// ParseMove then refuses.
func (m Move) String() string {
	if m.Kind == 0 || int(m.Kind) >= len(moveWords) {
		return "?"
	}
	w := moveWords[m.Kind]
	switch m.Kind {
	case MoveRoll, MoveBuy, MovePass, MovePay:
		return w
	case MoveGallery:
		return w + " " + strconv.Itoa(m.Partners[0]) + " " + strconv.Itoa(m.Partners[1])
	case MoveMerge:
		return w + " " + strconv.Itoa(m.Gallery)
	case MoveSign, MoveUnsign, MoveSell, OutcomeDeal, OutcomeFree:
		return w + " " + strconv.Itoa(m.Shop)
	case OutcomeCard, OutcomeRed:
		return w + " " + strconv.Itoa(m.Card)
	case OutcomeDice:
		return w + " " + strconv.Itoa(m.Dice[0]) + " " + strconv.Itoa(m.Dice[1])
	case OutcomeFirst:
		return w + " " + strconv.Itoa(m.Roll)
	}
	return "?"
}

// maxMoveText is longer than any move text.
const maxMoveText = 32

// ParseMove reads a seat's move or a chance outcome, and accepts only the
// canonical text: a word, then its numbers, each after one space, without
// sign or leading zeros. It checks the words and their ranges, not whether
// the move is legal in a position (Apply does). The error says which word
// is wrong and why.
func ParseMove(text string) (Move, error) {
	if text == "" {
		return Move{}, fmt.Errorf("empty move")
	}
	if len(text) > maxMoveText {
		return Move{}, fmt.Errorf("move %.20q…: %d bytes is too long for a move", text, len(text))
	}
	words := strings.Split(text, " ")
	bad := func(i int, format string, a ...any) (Move, error) {
		return Move{}, fmt.Errorf("move %q: word %d %q: %s", text, i+1, words[i], fmt.Sprintf(format, a...))
	}
	for i, w := range words {
		if w == "" {
			return bad(i, "empty word (words are separated by one space)")
		}
	}
	kind := MoveKind(0)
	for k, w := range moveWords {
		if w != "" && w == words[0] {
			kind = MoveKind(k)
		}
	}
	if kind == 0 {
		return bad(0, "unknown move (roll, buy, pass, gallery, merge, sign, unsign, sell, pay; or a chance outcome: deal, first, dice, card, red, free)")
	}
	// usage is the move's form, max the range of its numbers.
	usage, max, what := words[0], 0, ""
	switch kind {
	case MoveGallery:
		usage, max, what = "gallery A B", nShops, "a shop"
	case MoveMerge:
		usage, max, what = "merge G", nShops, "a gallery's smallest shop"
	case MoveSign, MoveUnsign, MoveSell, OutcomeDeal, OutcomeFree:
		usage, max, what = words[0]+" K", nShops, "a shop"
	case OutcomeCard:
		usage, max, what = "card N", nCards, "a correspondence card"
	case OutcomeRed:
		usage, max, what = "red N", nRed, "a Red Button card"
	case OutcomeFirst:
		usage, max, what = "first D", 6, "a die"
	case OutcomeDice:
		usage, max, what = "dice A B", 6, "a die"
	}
	want := 1 + strings.Count(usage, " ")
	if len(words) != want {
		return Move{}, fmt.Errorf("move %q: want '%s' (%d words, got %d)", text, usage, want, len(words))
	}
	var n [2]int
	for i, w := range words[1:] {
		v, ok := number(w, max)
		if !ok {
			return bad(i+1, "want %s: a number from 1 to %d, without sign or leading zero", what, max)
		}
		n[i] = v
	}
	m := Move{Kind: kind}
	switch kind {
	case MoveGallery:
		if n[0] >= n[1] {
			return bad(2, "gallery partners go in increasing order, without repeats")
		}
		m.Partners = n
	case MoveMerge:
		m.Gallery = n[0]
	case MoveSign, MoveUnsign, MoveSell, OutcomeDeal, OutcomeFree:
		m.Shop = n[0]
	case OutcomeCard, OutcomeRed:
		m.Card = n[0]
	case OutcomeFirst:
		m.Roll = n[0]
	case OutcomeDice:
		if n[0] > n[1] {
			return bad(2, "dice faces go smaller first")
		}
		m.Dice = n
	}
	if back := m.String(); back != text {
		return Move{}, fmt.Errorf("move %q: not in canonical form %q", text, back)
	}
	return m, nil
}
