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
	}
	for a := 1; a <= 6; a++ {
		for b := a; b <= 6; b++ {
			diceTexts[a][b] = "dice " + strconv.Itoa(a) + " " + strconv.Itoa(b)
			w := 2 // a and b in either order
			if a == b {
				w = 1
			}
			diceOutcomes = append(diceOutcomes, engine.Outcome{Move: diceTexts[a][b], Weight: w})
		}
	}
}

// shared returns a fixed list with its capacity cut to its length.
func shared[T any](list []T) []T { return list[:len(list):len(list)] }

// parseMove reads a move or chance outcome text; op is mvBad unless text is
// exactly a canonical text of this game.
func parseMove(text string) mv {
	word, rest := text, ""
	for i := 0; i < len(text); i++ {
		if text[i] == ' ' {
			word, rest = text[:i], text[i+1:]
			break
		}
	}
	switch word {
	case "roll":
		return only(mvRoll, word, text)
	case "buy":
		return only(mvBuy, word, text)
	case "pass":
		return only(mvPass, word, text)
	case "pay":
		return only(mvPay, word, text)
	case "sign":
		return one(mvSign, rest, text, &signTexts)
	case "unsign":
		return one(mvUnsign, rest, text, &unsignTexts)
	case "sell":
		return one(mvSell, rest, text, &sellTexts)
	case "merge":
		return one(mvMerge, rest, text, &mergeTexts)
	case "deal":
		return one(mvDeal, rest, text, &dealTexts)
	case "free":
		return one(mvFree, rest, text, &freeTexts)
	case "card":
		if n, ok := number(rest, nCards); ok && cardTexts[n] == text {
			return mv{op: mvCard, a: n}
		}
	case "red":
		if n, ok := number(rest, nRed); ok && redTexts[n] == text {
			return mv{op: mvRed, a: n}
		}
	case "first":
		if n, ok := number(rest, 6); ok && firstTexts[n] == text {
			return mv{op: mvFirst, a: n}
		}
	case "gallery", "dice":
		a, b, ok := pair(rest)
		switch {
		case !ok:
		case word == "gallery" && a <= nShops && b <= nShops && galleryTexts[a][b] == text:
			return mv{op: mvGallery, a: a, b: b}
		case word == "dice" && a <= 6 && b <= 6 && diceTexts[a][b] == text:
			return mv{op: mvDice, a: a, b: b}
		}
	}
	return mv{}
}

// only is a one-word move: nothing may follow the word.
func only(op mvOp, word, text string) mv {
	if len(word) == len(text) {
		return mv{op: op}
	}
	return mv{}
}

// one reads "word K" with K a shop and checks the text against its table.
func one(op mvOp, rest, text string, table *[nShops + 1]string) mv {
	if n, ok := number(rest, nShops); ok && table[n] == text {
		return mv{op: op, a: n}
	}
	return mv{}
}

// pair reads "A B": two numbers of one or two digits.
func pair(rest string) (a, b int, ok bool) {
	for i := 0; i < len(rest); i++ {
		if rest[i] == ' ' {
			a, ok1 := number(rest[:i], nShops)
			b, ok2 := number(rest[i+1:], nShops)
			return a, b, ok1 && ok2
		}
	}
	return 0, 0, false
}

// number reads a number of one or two digits from 1 to max. The caller
// compares the whole text with its table, which rules out leading zeros.
func number(s string, max int) (int, bool) {
	if len(s) == 0 || len(s) > 2 {
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
	return n, n >= 1 && n <= max
}
