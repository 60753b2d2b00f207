package luxshopping

import (
	"strconv"

	"github.com/galleria-games/galleria/engine"
)

// Move and outcome texts (docs/luxshopping-moves.md) are made once, so that
// listing moves builds no string, and a text is read back into a mv by
// parseMove, so that checking and applying a move builds no list: only a
// refused move pays for its error text.

// mvOp names the kind of a move or chance outcome text.
type mvOp uint8

const (
	mvBad     mvOp = iota // not a move text of this game
	mvRoll                // "roll"
	mvBuy                 // "buy"
	mvPass                // "pass"
	mvGallery             // "gallery A B", A < B
	mvMerge               // "merge G"
	mvSign                // "sign K"
	mvUnsign              // "unsign K"
	mvSell                // "sell K"
	mvPay                 // "pay"
	mvDeal                // chance "deal K"
	mvFirst               // chance "first D"
	mvDice                // chance "dice A B", A <= B
	mvCard                // chance "card N"
	mvRed                 // chance "red N"
	mvFree                // chance "free K"
)

// mv is a move text read back: its kind and numbers (0 when unused). Only
// canonical texts parse: a number has no sign and no leading zero, and is in
// range for its kind (shops 1…56, cards 1…72, red cards 1…20, dice 1…6).
type mv struct {
	op   mvOp
	a, b int
}

// Text tables: signTexts[k] is "sign k", galleryTexts[a][b] is "gallery a b"
// (only a < b is filled), diceTexts[a][b] is "dice a b" (a <= b), and so on.
var (
	signTexts, unsignTexts, sellTexts, mergeTexts [nShops + 1]string
	dealTexts, freeTexts                          [nShops + 1]string
	galleryTexts                                  [nShops + 1][nShops + 1]string
	cardTexts                                     [nCards + 1]string
	redTexts                                      [nRed + 1]string
	firstTexts                                    [7]string
	diceTexts                                     [7][7]string
)

// Fixed lists, shared by every call that returns them (callers must not
// modify a returned list; the capacity is cut so an append copies).
var (
	rollMoves     = []string{"roll"}
	buyMoves      = []string{"buy", "pass"}
	firstOutcomes []engine.Outcome
	diceOutcomes  []engine.Outcome
	firstMoves    []string
	diceMoves     []string
	seatIDs       = [maxSeat]int{0, 1, 2, 3, 4, 5} // Decision's one-seat lists
)

func init() {
	for k := 1; k <= nShops; k++ {
		n := strconv.Itoa(k)
		signTexts[k], unsignTexts[k], sellTexts[k], mergeTexts[k] = "sign "+n, "unsign "+n, "sell "+n, "merge "+n
		dealTexts[k], freeTexts[k] = "deal "+n, "free "+n
		for j := k + 1; j <= nShops; j++ {
			galleryTexts[k][j] = "gallery " + n + " " + strconv.Itoa(j)
		}
	}
	for c := 1; c <= nCards; c++ {
		cardTexts[c] = "card " + strconv.Itoa(c)
	}
	for c := 1; c <= nRed; c++ {
		redTexts[c] = "red " + strconv.Itoa(c)
	}
	for d := 1; d <= 6; d++ {
		firstTexts[d] = "first " + strconv.Itoa(d)
		firstOutcomes = append(firstOutcomes, engine.Outcome{Move: firstTexts[d], Weight: 1})
		firstMoves = append(firstMoves, firstTexts[d])
	}
	for a := 1; a <= 6; a++ {
		for b := a; b <= 6; b++ {
			diceTexts[a][b] = "dice " + strconv.Itoa(a) + " " + strconv.Itoa(b)
			w := 2 // a and b in either order
			if a == b {
				w = 1
			}
			diceOutcomes = append(diceOutcomes, engine.Outcome{Move: diceTexts[a][b], Weight: w})
			diceMoves = append(diceMoves, diceTexts[a][b])
		}
	}
}

// shared returns a fixed list with its capacity cut to its length.
func shared[T any](list []T) []T { return list[:len(list):len(list)] }

// parseMove reads a move or chance outcome text; op is mvBad unless text is
// exactly a canonical text of this game: a word, then its numbers, each
// after one space.
func parseMove(text string) mv {
	word, rest, spaced := text, "", false
	for i := 0; i < len(text); i++ {
		if text[i] == ' ' {
			word, rest, spaced = text[:i], text[i+1:], true
			break
		}
	}
	op, args, max := mvBad, 0, 0
	switch word {
	case "roll":
		op = mvRoll
	case "buy":
		op = mvBuy
	case "pass":
		op = mvPass
	case "pay":
		op = mvPay
	case "sign":
		op, args, max = mvSign, 1, nShops
	case "unsign":
		op, args, max = mvUnsign, 1, nShops
	case "sell":
		op, args, max = mvSell, 1, nShops
	case "merge":
		op, args, max = mvMerge, 1, nShops
	case "deal":
		op, args, max = mvDeal, 1, nShops
	case "free":
		op, args, max = mvFree, 1, nShops
	case "card":
		op, args, max = mvCard, 1, nCards
	case "red":
		op, args, max = mvRed, 1, nRed
	case "first":
		op, args, max = mvFirst, 1, 6
	case "gallery":
		op, args, max = mvGallery, 2, nShops
	case "dice":
		op, args, max = mvDice, 2, 6
	default:
		return mv{}
	}
	switch args {
	case 0:
		if !spaced {
			return mv{op: op}
		}
	case 1:
		if n, ok := number(rest, max); ok {
			return mv{op: op, a: n}
		}
	case 2:
		a, b, ok := pair(rest, max)
		// Gallery partners are named in increasing order, dice faces in
		// non-decreasing order.
		if ok && (a < b || a == b && op == mvDice) {
			return mv{op: op, a: a, b: b}
		}
	}
	return mv{}
}

// pair reads "A B": two numbers from 1 to max.
func pair(rest string, max int) (a, b int, ok bool) {
	for i := 0; i < len(rest); i++ {
		if rest[i] == ' ' {
			a, ok1 := number(rest[:i], max)
			b, ok2 := number(rest[i+1:], max)
			return a, b, ok1 && ok2
		}
	}
	return 0, 0, false
}

// number reads a number from 1 to max (at most 99) written the canonical
// way: one or two decimal digits, no leading zero.
func number(s string, max int) (int, bool) {
	if len(s) == 0 || len(s) > 2 || s[0] == '0' {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, n <= max
}
