package mallforheroes

import (
	"strconv"
	"strings"
)

// Seat moves in compact form. LegalMoves lists mv values and writes their
// canonical text with appendMove; Apply reads a text back with parseMove,
// which accepts exactly the texts appendMove writes, checks the mv against
// the rules (legal) and plays it (play), so no move list is built to apply
// a move.

// Kinds of seat moves (docs/mallforheroes-moves.md).
const (
	mvDraft  uint8 = iota + 1 // draft C R [rogue]
	mvPlace                   // place X Y [druid|paladin]
	mvSwap                    // swap X1 Y1 X2 Y2
	mvPass                    // pass
	mvTower                   // tower Wk X Y [sorceress]
	mvRemove                  // remove TYPE [TYPE]
)

// Hero words ending a move: the Hero used with it.
const (
	heroNone uint8 = iota
	heroRogue
	heroDruid
	heroPaladin
	heroSorceress
	nHeroWords
)

var heroWords = [nHeroWords]string{"", "rogue", "druid", "paladin", "sorceress"}

// mv is one seat move: its kind, the Hero word that ends it and its
// numbers. draft: (a, b) = display (col, row); place: (a, b) = cell;
// swap: cells (a, b) and (c, d); tower: a = Wizard, (b, c) = cell;
// remove: types has bit t for each type removed.
type mv struct {
	kind, hero uint8
	a, b, c, d int8
	types      uint8
}

// appendMove writes m's canonical text.
func appendMove(buf []byte, m mv) []byte {
	num := func(n int8) { buf = append(buf, ' '); buf = strconv.AppendInt(buf, int64(n), 10) }
	switch m.kind {
	case mvDraft:
		buf = append(buf, "draft"...)
		num(m.a)
		num(m.b)
	case mvPlace:
		buf = append(buf, "place"...)
		num(m.a)
		num(m.b)
	case mvSwap:
		buf = append(buf, "swap"...)
		num(m.a)
		num(m.b)
		num(m.c)
		num(m.d)
	case mvPass:
		buf = append(buf, "pass"...)
	case mvTower:
		buf = append(buf, "tower W"...)
		buf = strconv.AppendInt(buf, int64(m.a), 10)
		num(m.b)
		num(m.c)
	case mvRemove:
		buf = append(buf, "remove"...)
		for t := Type(0); t < nTypes; t++ {
			if m.types&(1<<t) != 0 {
				buf = append(buf, ' ')
				buf = append(buf, typeNames[t]...)
			}
		}
	}
	if m.hero != heroNone {
		buf = append(buf, ' ')
		buf = append(buf, heroWords[m.hero]...)
	}
	return buf
}

// parseMove reads a seat move; ok only for a text appendMove writes (the
// move may still be illegal now).
func parseMove(text string) (m mv, ok bool) {
	if len(text) > 64 {
		return m, false
	}
	var f [6]string
	n := 0
	for rest := text; ; {
		if n == len(f) {
			return m, false
		}
		word, more, found := strings.Cut(rest, " ")
		f[n] = word
		n++
		if !found {
			break
		}
		rest = more
	}
	// A last word naming a Hero is its flag.
	for h := heroRogue; h < nHeroWords; h++ {
		if n > 1 && f[n-1] == heroWords[h] {
			m.hero = h
			n--
			break
		}
	}
	var nums [4]int8
	numbers := func(from, count int) bool {
		if n != from+count {
			return false
		}
		for i := 0; i < count; i++ {
			v, err := strconv.Atoi(f[from+i])
			if err != nil || v < -coordLimit-1 || v > coordLimit+1 {
				return false
			}
			nums[i] = int8(v)
		}
		return true
	}
	switch f[0] {
	case "draft":
		m.kind, ok = mvDraft, numbers(1, 2)
	case "place":
		m.kind, ok = mvPlace, numbers(1, 2)
	case "swap":
		m.kind, ok = mvSwap, numbers(1, 4)
	case "pass":
		m.kind, ok = mvPass, n == 1
	case "tower":
		w, isW := strings.CutPrefix(f[min(1, n-1)], "W")
		f[1] = w
		m.kind, ok = mvTower, isW && numbers(1, 3)
	case "remove":
		m.kind, ok = mvRemove, n > 1
		for _, w := range f[1:n] {
			t, known := TypeByName(w)
			ok = ok && known
			m.types |= 1 << t
		}
	}
	if !ok {
		return mv{}, false
	}
	m.a, m.b, m.c, m.d = nums[0], nums[1], nums[2], nums[3]
	var buf [64]byte
	return m, string(appendMove(buf[:0], m)) == text
}
