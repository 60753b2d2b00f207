package mallforheroes

import (
	"strconv"

	"github.com/galleria-games/galleria/engine"
)

// Seat moves in compact form. LegalMoves lists mv values (listMoves) and
// gives their canonical text, written by appendMove (most of them once, in
// the tables of texts.go); Apply reads a text back with parseMove, which
// accepts exactly the texts appendMove writes, checks the mv against the
// rules (legal) and plays it (play), so no move list is built to apply a
// move.

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
	if m, ok := parseCell(text); ok {
		return m, true
	}
	if len(text) > 64 {
		return m, false
	}
	// The words between single spaces.
	var f [6]string
	n, from := 0, 0
	for i := 0; i <= len(text); i++ {
		if i < len(text) && text[i] != ' ' {
			continue
		}
		if n == len(f) {
			return m, false
		}
		f[n] = text[from:i]
		n++
		from = i + 1
	}
	// A last word naming a Hero is its flag.
	if n > 1 {
		for h := heroRogue; h < nHeroWords; h++ {
			if f[n-1] == heroWords[h] {
				m.hero = h
				n--
				break
			}
		}
	}
	var nums [4]int8
	numbers := func(from, count int) bool {
		if n != from+count {
			return false
		}
		for i := 0; i < count; i++ {
			v, ok := engine.CanonicalInt(f[from+i], 2)
			if !ok {
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
		if n > 1 && len(f[1]) > 1 && f[1][0] == 'W' {
			f[1] = f[1][1:]
			m.kind, ok = mvTower, numbers(1, 3)
		}
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
	return m, isText(m, text)
}

// parseCell is parseMove's quick path for the commonest texts, "draft C
// R" and "place X Y" without a Hero word: ok only for such a text, which
// it checks against the tables (anything else goes the long way).
func parseCell(text string) (m mv, ok bool) {
	if len(text) < len("draft 0 0") || text[5] != ' ' {
		return m, false
	}
	switch text[:5] {
	case "draft":
		m.kind = mvDraft
	case "place":
		m.kind = mvPlace
	default:
		return m, false
	}
	i := 6
	for k, v := range [2]*int8{&m.a, &m.b} {
		neg := i < len(text) && text[i] == '-'
		if neg {
			i++
		}
		n, digits := 0, 0
		for ; i < len(text) && text[i] >= '0' && text[i] <= '9' && digits < 2; i++ {
			n = 10*n + int(text[i]-'0')
			digits++
		}
		if digits == 0 || k == 0 && (i == len(text) || text[i] != ' ') {
			return m, false
		}
		if neg {
			n = -n
		}
		*v = int8(n)
		i++
	}
	if i != len(text)+1 {
		return m, false
	}
	return m, isText(m, text)
}

// isText says whether text is m's canonical text.
func isText(m mv, text string) bool {
	prepareTexts()
	switch {
	case m.kind == mvPlace && placeIndex(m) >= 0:
		return placeText(m) == text
	case m.kind == mvDraft && m.a >= 0 && m.a < displayCols && m.b >= 0 && m.b < displayRows && m.hero <= heroRogue:
		return draftTexts[int(m.b)*displayCols+int(m.a)][m.hero] == text
	}
	var buf [64]byte
	return string(appendMove(buf[:0], m)) == text
}
