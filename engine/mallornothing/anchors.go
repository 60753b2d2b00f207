package mallornothing

import "math/bits"

// The legal anchors of a card, all at once (spec 4.3–4.4).
//
// The candidates form a box: every anchor whose footprint meets the mall's
// bounding box. A card anchored on (cx, cy) meets exactly the footprints
// anchored within 1 column and 2 rows of it, a 3×5 block of the box. The
// box is kept as one bit row per anchor row (bit c of row r: anchor
// (x0+c, y0+r)), so each card marks its block with five ORs.
//
// Card n goes below every card it overlaps whose effective number is n or
// more (the "high" cards) and above the others. A footprint is illegal when
// it meets no card, or when it meets a high card a and a low card b that
// lies transitively above a: the new card would lie below a and above b
// while b lies above a, a layering loop (the cycle of classify). The
// anchors that meet both a and b form a rectangle, so such a pair rules out
// that rectangle of the box.

// anchor is a legal anchor of a card: the cell its footprint's top-left
// corner lies on.
type anchor struct{ x, y int8 }

// maxCandidates bounds the candidate anchors of any mall a game reaches:
// every card overlaps one laid before it, so 9 cards span at most 10×19
// cells and the box is at most 11×21 anchors.
const maxCandidates = 256

// boxRows and boxCols bound the box that legalAnchors works on with bit
// rows; a larger one (no game makes it) is classified anchor by anchor.
const (
	boxRows = 32
	boxCols = 32
)

// anchorBox is the set of legal anchors of a card as bit rows: bit c of
// rows[r] is set when anchor (x0+c, y0+r) is legal. The box is w columns
// by h rows; the bits and rows outside it are 0.
type anchorBox struct {
	x0, y0, w, h int
	rows         [boxRows]uint32
}

// count is the number of legal anchors.
func (b *anchorBox) count() int {
	k := 0
	for _, r := range b.rows[:b.h] {
		k += bits.OnesCount32(r)
	}
	return k
}

// legalBox fills b with the legal anchors of card n. It reports false, with
// b unset, when the candidates do not fit in boxRows×boxCols (no game makes
// such a mall).
func (m *mall) legalBox(n uint8, b *anchorBox) bool {
	if m.n == 0 {
		*b = anchorBox{}
		return true
	}
	ly := &m.ly
	minX, minY, maxX, maxY := m.bounds()
	x0, y0 := minX-(cardCols-1), minY-(cardRows-1)
	w, h := maxX-x0+1, maxY-y0+1
	if w > boxCols || h > boxRows {
		return false
	}
	b.x0, b.y0, b.w, b.h = x0, y0, w, h
	var bad [boxRows]uint32 // anchors that would close a loop
	meets := &b.rows        // anchors that meet a card
	*meets = [boxRows]uint32{}
	const block = 1<<(2*cardCols-1) - 1 // the 3 columns of a card's block
	var high uint16
	for k := 0; k < int(m.n); k++ {
		c := m.cards[k]
		if ly.eff[k] >= n {
			high |= 1 << k
		}
		cols := uint32(block) << (int(c.x) - (cardCols - 1) - x0)
		r0 := int(c.y) - (cardRows - 1) - y0
		for r := r0; r < r0+2*cardRows-1; r++ {
			meets[r] |= cols
		}
	}
	for u := high; u != 0; u &= u - 1 {
		a := bits.TrailingZeros16(u)
		ca := m.cards[a]
		for v := ly.reach[a] &^ high; v != 0; v &= v - 1 {
			cb := m.cards[bits.TrailingZeros16(v)]
			xlo, xhi := int(max(ca.x, cb.x))-(cardCols-1), int(min(ca.x, cb.x))+cardCols-1
			ylo, yhi := int(max(ca.y, cb.y))-(cardRows-1), int(min(ca.y, cb.y))+cardRows-1
			if xlo > xhi || ylo > yhi {
				continue
			}
			cols := uint32(1<<(xhi-xlo+1)-1) << (xlo - x0)
			for y := ylo; y <= yhi; y++ {
				bad[y-y0] |= cols
			}
		}
	}
	for r := range h {
		meets[r] &^= bad[r]
	}
	return true
}

// legalAnchors appends to dst every legal anchor of card n in reading order
// (y, then x), among the candidates of spec 4.4: every anchor whose
// footprint meets the bounding box.
func (m *mall) legalAnchors(n uint8, dst []anchor) []anchor {
	var b anchorBox
	if !m.legalBox(n, &b) {
		ly := m.layers()
		return m.classifyAnchors(n, &ly, dst)
	}
	for r := 0; r < b.h; r++ {
		for ok := b.rows[r]; ok != 0; ok &= ok - 1 {
			dst = append(dst, anchor{int8(b.x0 + bits.TrailingZeros32(ok)), int8(b.y0 + r)})
		}
	}
	return dst
}

// classifyAnchors is legalAnchors one candidate at a time, with classify.
func (m *mall) classifyAnchors(n uint8, ly *layers, dst []anchor) []anchor {
	minX, minY, maxX, maxY := m.bounds()
	for ay := minY - (cardRows - 1); ay <= maxY; ay++ {
		for ax := minX - (cardCols - 1); ax <= maxX; ax++ {
			if _, _, why, _, _ := m.classify(n, ax, ay, ly); why == okPlace {
				dst = append(dst, anchor{int8(ax), int8(ay)})
			}
		}
	}
	return dst
}

// canPlace reports whether card n has any legal anchor.
func (m *mall) canPlace(n uint8) bool {
	var buf [maxCandidates]anchor
	return len(m.legalAnchors(n, buf[:0])) > 0
}
