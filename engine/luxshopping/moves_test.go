package luxshopping

import (
	"strconv"
	"testing"
)

// TestParseMove checks that parseMove reads back every move and outcome
// text of the tables, and nothing that is not spelt exactly that way.
func TestParseMove(t *testing.T) {
	want := map[string]mv{"roll": {op: mvRoll}, "buy": {op: mvBuy}, "pass": {op: mvPass}, "pay": {op: mvPay}}
	for k := 1; k <= nShops; k++ {
		want[signTexts[k]] = mv{op: mvSign, a: k}
		want[unsignTexts[k]] = mv{op: mvUnsign, a: k}
		want[sellTexts[k]] = mv{op: mvSell, a: k}
		want[mergeTexts[k]] = mv{op: mvMerge, a: k}
		want[dealTexts[k]] = mv{op: mvDeal, a: k}
		want[freeTexts[k]] = mv{op: mvFree, a: k}
		for j := k + 1; j <= nShops; j++ {
			want[galleryTexts[k][j]] = mv{op: mvGallery, a: k, b: j}
		}
	}
	for c := 1; c <= nCards; c++ {
		want[cardTexts[c]] = mv{op: mvCard, a: c}
	}
	for c := 1; c <= nRed; c++ {
		want[redTexts[c]] = mv{op: mvRed, a: c}
	}
	for a := 1; a <= 6; a++ {
		want[firstTexts[a]] = mv{op: mvFirst, a: a}
		for b := a; b <= 6; b++ {
			want[diceTexts[a][b]] = mv{op: mvDice, a: a, b: b}
		}
	}
	for text, m := range want {
		if got := parseMove(text); got != m {
			t.Errorf("parseMove(%q) = %+v, want %+v", text, got, m)
		}
	}
	words := []string{"roll", "buy", "pass", "pay", "sign", "unsign", "sell", "merge", "deal", "free", "card", "red", "first", "gallery", "dice", "Roll", "x", ""}
	args := []string{"", " ", "0", "00", "01", "1", "9", "10", "20", "21", "56", "57", "72", "73", "99", "100", "+1", "-1", "1 ", " 1", "1  2", "a"}
	for _, w := range words {
		for _, a := range args {
			for _, b := range append(args, "none") {
				text := w
				if a != "" || b != "none" {
					text += " " + a
				}
				if b != "none" {
					text += " " + b
				}
				if _, ok := want[text]; !ok && parseMove(text) != (mv{}) {
					t.Errorf("parseMove(%q) = %+v, want nothing", text, parseMove(text))
				}
			}
		}
	}
	for n := 0; n < 200; n++ {
		text := "card " + strconv.Itoa(n)
		if _, ok := want[text]; ok != (parseMove(text) != mv{}) {
			t.Errorf("parseMove(%q) = %+v", text, parseMove(text))
		}
	}
}
