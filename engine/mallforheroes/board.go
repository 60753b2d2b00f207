package mallforheroes

// board is a mall as bitboards, built on demand from its card list: row
// y+gridOff of each array holds bit x+gridOff for the cell (x, y). Cards
// stay within ±coordLimit (28), so cards sit in rows and bits 4…60 and
// their neighbours in 3…61: shifting a row by one bit or looking one row
// up or down never leaves the 64×64 square. Rows outside lo…hi are zero.
type board struct {
	lo, hi int              // first and last row holding a card
	occ    [gridSize]uint64 // any card: Shop, Entrance or Tower
	shop   [gridSize]uint64 // Shops
}

// typeBoard is a board with the Shops of each type, for the Wizards.
type typeBoard struct {
	board
	types uint8                    // bit t: a Shop of type t
	typ   [nTypes][gridSize]uint64 // Shops of each type
}

// limitBits are the bits of cells within ±coordLimit.
const limitBits = (uint64(1)<<(2*coordLimit+1) - 1) << (gridOff - coordLimit)

// build fills b from mall m (b zero on entry).
func (b *board) build(m *mall) {
	b.lo, b.hi = gridSize, -1
	for i := 0; i < int(m.n); i++ {
		c := m.cells[i]
		r, bit := int(c.y)+gridOff, uint64(1)<<(int(c.x)+gridOff)
		b.lo, b.hi = min(b.lo, r), max(b.hi, r)
		b.occ[r] |= bit
		if c.isShop() {
			b.shop[r] |= bit
		}
	}
}

// build fills b from mall m (b zero on entry).
func (b *typeBoard) build(m *mall) {
	b.board.build(m)
	for i := 0; i < int(m.n); i++ {
		if c := m.cells[i]; c.isShop() {
			t := shops[c.card].Type
			b.typ[t][int(c.y)+gridOff] |= uint64(1) << (int(c.x) + gridOff)
			b.types |= 1 << t
		}
	}
}

// placeRows gives, for row r, the empty cells within ±coordLimit
// orthogonally next to a card (orth) and those only diagonally next to one
// (diag).
func (b *board) placeRows(r int) (orth, diag uint64) {
	if r < gridOff-coordLimit || r > gridOff+coordLimit {
		return 0, 0
	}
	o, up, down := b.occ[r], b.occ[r-1], b.occ[r+1]
	orth = (o<<1 | o>>1 | up | down) &^ o & limitBits
	diag = (up<<1 | up>>1 | down<<1 | down>>1) &^ o &^ orth & limitBits
	return orth, diag
}

// placeRange is the rows that may hold a placement cell (empty when the
// mall has no card).
func (b *board) placeRange() (lo, hi int) {
	if b.hi < 0 {
		return 1, 0
	}
	return b.lo - 1, b.hi + 1
}

// canPlace says whether (x, y) is an empty cell orthogonally next to a card
// (orth) or only diagonally next to one (diag), within ±coordLimit.
func (m *mall) canPlace(x, y int) (orth, diag bool) {
	if x < -coordLimit || x > coordLimit || y < -coordLimit || y > coordLimit {
		return false, false
	}
	for i := 0; i < int(m.n); i++ {
		dx, dy := int(m.cells[i].x)-x, int(m.cells[i].y)-y
		switch {
		case dx == 0 && dy == 0:
			return false, false
		case dx*dx+dy*dy == 1:
			orth = true
		case dx*dx == 1 && dy*dy == 1:
			diag = true
		}
	}
	return orth, diag && !orth
}

// twoOf3 marks the bits set in at least two of a, b and c.
func twoOf3(a, b, c uint64) uint64 { return a&b | a&c | b&c }

// wizardStatus checks Wizard w's condition (§1.6) on b: fullyMet when
// three Shops form the pattern, else (only when wantWild) wildMet when
// three Shops form it but for one cell (the Sorceress), else notMet.
func (b *typeBoard) wizardStatus(w int, wantWild bool) int {
	wc := &wizards[w]
	need := uint8(1)<<wc.A | 1<<wc.M | 1<<wc.B
	switch {
	case b.types&need == need && b.fullyMet(wc):
		return fullyMet
	case wantWild && b.wildMet(wc):
		return wildMet
	}
	return notMet
}

// In fullyMet and wildMet each row is checked at once for every centre
// cell: for a LINE the middle card, for an ELL the corner card. al, ar, au
// and ad are the cells left of, right of, above and below each centre
// holding a Shop of type A (bl… of type B, ml… of type M, sl… any Shop).

// fullyMet says whether three Shops form wc's pattern.
func (b *typeBoard) fullyMet(wc *WizardCard) bool {
	A, M, B := &b.typ[wc.A], &b.typ[wc.M], &b.typ[wc.B]
	if wc.Pattern == patLine {
		for r := b.lo; r <= b.hi; r++ {
			if m := M[r]; m != 0 {
				al, ar, au, ad := A[r]<<1, A[r]>>1, A[r-1], A[r+1]
				bl, br, bu, bd := B[r]<<1, B[r]>>1, B[r-1], B[r+1]
				if m&(al&br|bl&ar|au&bd|bu&ad) != 0 {
					return true
				}
			}
		}
		return false
	}
	for r := b.lo; r <= b.hi; r++ {
		if c := A[r]; c != 0 {
			ml, mr, mu, md := M[r]<<1, M[r]>>1, M[r-1], M[r+1]
			bl, br, bu, bd := B[r]<<1, B[r]>>1, B[r-1], B[r+1]
			if c&((ml|mr)&(bu|bd)|(mu|md)&(bl|br)) != 0 {
				return true
			}
		}
	}
	return false
}

// wildMet says whether three Shops form wc's pattern but for at most one
// cell.
func (b *typeBoard) wildMet(wc *WizardCard) bool {
	A, M, B := &b.typ[wc.A], &b.typ[wc.M], &b.typ[wc.B]
	var wild uint64
	for r := b.lo; r <= b.hi; r++ {
		s := b.shop[r]
		if s == 0 {
			continue
		}
		sl, sr, su, sd := s<<1, s>>1, b.shop[r-1], b.shop[r+1]
		if wc.Pattern == patLine {
			m := M[r]
			al, ar, au, ad := A[r]<<1, A[r]>>1, A[r-1], A[r+1]
			bl, br, bu, bd := B[r]<<1, B[r]>>1, B[r-1], B[r+1]
			wild |= s & sl & sr & (twoOf3(al, m, br) | twoOf3(bl, m, ar))
			wild |= s & su & sd & (twoOf3(au, m, bd) | twoOf3(bu, m, ad))
		} else {
			c := A[r]
			ml, mr, mu, md := M[r]<<1, M[r]>>1, M[r-1], M[r+1]
			bl, br, bu, bd := B[r]<<1, B[r]>>1, B[r-1], B[r+1]
			for _, h := range [2][3]uint64{{sl, ml, bl}, {sr, mr, br}} {
				for _, v := range [2][3]uint64{{su, mu, bu}, {sd, md, bd}} {
					wild |= s & h[0] & v[0] & (twoOf3(c, h[1], v[2]) | twoOf3(c, v[1], h[2]))
				}
			}
		}
	}
	return wild != 0
}
