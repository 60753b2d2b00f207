package mallornothing

import (
	"math/bits"
	"strconv"

	"github.com/galleria-games/galleria/engine"
)

// Placement rules (spec 4.2–4.4). A mall holds at most 9 cards, so sets of
// cards are uint16 bit masks over placement indices.

// covers reports whether card k's footprint holds cell (x, y).
func (m *mall) covers(k, x, y int) bool {
	c := m.cards[k]
	return x >= int(c.x) && x < int(c.x)+cardCols && y >= int(c.y) && y < int(c.y)+cardRows
}

// effs gives every card's effective number: its number while it is the
// visible card at one of its number corners, else 0. Whatever the rotation,
// the number corners are the footprint cells (ax, ay) and (ax+1, ay+2). Every
// pair of cards covering one cell has a record, so card k is visible at a
// cell when no card covering it is recorded above k: only the cards recorded
// above k need a look.
func (m *mall) effs() [maxMall]uint8 {
	var eff [maxMall]uint8
	for k := 0; k < int(m.n); k++ {
		eff[k] = m.effOf(k)
	}
	return eff
}

// effOf is the effective number of card k (see effs).
func (m *mall) effOf(k int) uint8 {
	c := m.cards[k]
	x, y := int(c.x), int(c.y)
	first, second := true, true // corner visible
	for a := m.above[k]; a != 0 && (first || second); a &= a - 1 {
		j := bits.TrailingZeros16(a)
		first = first && !m.covers(j, x, y)
		second = second && !m.covers(j, x+cardCols-1, y+cardRows-1)
	}
	if first || second {
		return c.num
	}
	return 0
}

// closure gives, for every card, the set of cards transitively above it.
func (m *mall) closure() [maxMall]uint16 {
	r := m.above
	n := int(m.n)
	for k := 0; k < n; k++ {
		for i := 0; i < n; i++ {
			if r[i]&(1<<k) != 0 {
				r[i] |= r[k]
			}
		}
	}
	return r
}

// layers is what legality needs to know about a mall: every card's
// effective number and the cards transitively above it.
type layers struct {
	eff   [maxMall]uint8
	reach [maxMall]uint16
}

// layers returns the mall's layers, kept by lay.
func (m *mall) layers() layers { return m.ly }

// computeLayers works the layers out from the cards and the records.
func (m *mall) computeLayers() layers { return layers{eff: m.effs(), reach: m.closure()} }

// Why a placement is illegal.
const (
	okPlace   uint8 = iota
	noOverlap       // the footprint meets no card
	cycle           // a recorded chain would close a loop through the new card
)

// classify decides whether card n may be laid with its anchor on (ax, ay)
// (rotation plays no part: legality depends on the footprint only). It
// returns the cards the new one goes below (up) and above (down), or why it
// may not, with the two cards of a cycle: a in up lies below b in down.
func (m *mall) classify(n uint8, ax, ay int, ly *layers) (up, down uint16, why uint8, a, b int) {
	for k := 0; k < int(m.n); k++ {
		c := m.cards[k]
		if dx, dy := ax-int(c.x), ay-int(c.y); dx > -cardCols && dx < cardCols && dy > -cardRows && dy < cardRows {
			if ly.eff[k] < n {
				down |= 1 << k
			} else {
				up |= 1 << k
			}
		}
	}
	if up|down == 0 {
		return 0, 0, noOverlap, 0, 0
	}
	for u := up; u != 0; u &= u - 1 {
		a := bits.TrailingZeros16(u)
		if hit := ly.reach[a] & down; hit != 0 {
			return 0, 0, cycle, a, bits.TrailingZeros16(hit)
		}
	}
	return up, down, okPlace, 0, 0
}

// check is classify with an error that says why.
func (m *mall) check(n uint8, ax, ay int, ly *layers) (up, down uint16, err error) {
	up, down, why, a, b := m.classify(n, ax, ay, ly)
	switch why {
	case noOverlap:
		return 0, 0, refused(ErrNoOverlap, "card %d at %s overlaps no card of the mall (sharing an edge is not enough)", int(n), anchorText(ax, ay))
	case cycle:
		an, bn := int(m.cards[a].num), int(m.cards[b].num)
		return 0, 0, refused(ErrLayerCycle, "card %d at %s would go above card %d (showing %d) and below card %d (showing %d), "+
			"but card %d already lies below card %d: a layering cycle",
			int(n), anchorText(ax, ay), bn, int(ly.eff[b]), an, int(ly.eff[a]), an, bn)
	}
	return up, down, nil
}

// anchorText is an anchor as move texts write it: "2,-1".
func anchorText(x, y int) string { return strconv.Itoa(x) + "," + strconv.Itoa(y) }

// lay adds card n at (ax, ay) and records its layering; up and down come
// from check.
func (m *mall) lay(n uint8, ax, ay int, rot180 bool, up, down uint16) {
	k := m.n
	m.cards[k] = placed{num: n, x: int8(ax), y: int8(ay), rot180: rot180}
	for d := down; d != 0; d &= d - 1 {
		m.above[bits.TrailingZeros16(d)] |= 1 << k
	}
	m.above[k] = up
	m.n++
	// The layers change only through the new card: it has its own, the
	// cards it lies on may lose a corner to it, and every card below it
	// (directly or through others) now has it and what lies above it on top.
	ly := &m.ly
	ly.eff[k] = m.effOf(int(k))
	reach := up
	for u := up; u != 0; u &= u - 1 {
		reach |= ly.reach[bits.TrailingZeros16(u)]
	}
	ly.reach[k] = reach
	for d := down; d != 0; d &= d - 1 {
		ly.eff[bits.TrailingZeros16(d)] = m.effOf(bits.TrailingZeros16(d))
	}
	for i := 0; i < int(k); i++ {
		if down&(1<<i) != 0 || ly.reach[i]&down != 0 {
			ly.reach[i] |= 1<<k | reach
		}
	}
}

// bounds is the bounding box of the covered cells.
func (m *mall) bounds() (minX, minY, maxX, maxY int) {
	if m.n == 0 {
		return 0, 0, -1, -1
	}
	minX, minY, maxX, maxY = 1<<20, 1<<20, -1<<20, -1<<20
	for k := 0; k < int(m.n); k++ {
		c := m.cards[k]
		minX, minY = min(minX, int(c.x)), min(minY, int(c.y))
		maxX, maxY = max(maxX, int(c.x)+cardCols-1), max(maxY, int(c.y)+cardRows-1)
	}
	return
}

// legalMoves lists seat's legal moves now, in the canonical order: every
// legal anchor in reading order, r0 before r180; the forced discard alone when
// there is none. Nil when seat does not act.
func (s *State) legalMoves(seat int) []Move {
	if !s.mustPlace(seat) {
		return nil
	}
	n := s.drawn[seat]
	var buf [maxCandidates]anchor
	as := s.malls[seat].legalAnchors(n, buf[:0])
	if len(as) == 0 {
		return []Move{{Kind: MoveDiscard, Card: int(n)}}
	}
	out := make([]Move, 0, 2*len(as))
	for _, a := range as {
		out = append(out, Move{Kind: MovePlace, Card: int(n), X: int(a.x), Y: int(a.y)}, Move{Kind: MovePlace, Card: int(n), X: int(a.x), Y: int(a.y), Rot: 180})
	}
	return out
}

// mustPlace: seat still has to commit its move this round, and this state
// may list it (a view lists only its own seat's moves).
func (s *State) mustPlace(seat int) bool {
	if seat < 0 || seat >= nSeats || s.phase != phPlace || s.pending[seat].kind != pendNone {
		return false
	}
	return s.viewer < 0 || int(s.viewer) == seat
}

// checkMove says why m is not a legal move of seat now, or returns the
// layering the placement makes. It never changes s.
func (s *State) checkMove(seat int, m Move) (up, down uint16, err error) {
	if m.Kind != MovePlace && m.Kind != MoveDiscard {
		return 0, 0, engine.Refuse("%q is a chance outcome, not a seat's move", m.String())
	}
	n := s.drawn[seat]
	if m.Card != int(n) {
		return 0, 0, engine.Refuse("you drew card %d, not card %d", int(n), m.Card)
	}
	ml := &s.malls[seat]
	if m.Kind == MoveDiscard {
		if ml.canPlace(n) {
			return 0, 0, engine.Refuse("card %d has a legal place: a card may be discarded only when it has none", int(n))
		}
		return 0, 0, nil
	}
	ly := ml.layers()
	return ml.check(n, m.X, m.Y, &ly)
}
