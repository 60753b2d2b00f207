package mallworld

import "math/bits"

// cellSet is a set of mall spaces as a bit mask: bit i is cell i (row*6 +
// col, so A1 is bit 0 and F6 bit 35). Iterating its bits from the lowest
// visits the cells in the same order as a loop over cell indices.
type cellSet uint64

const allCellSet cellSet = 1<<nCells - 1

// firstCol and lastCol are the cells of columns A and F.
var firstCol, lastCol = func() (a, f cellSet) {
	for r := 0; r < rows; r++ {
		a |= 1 << (r * cols)
		f |= 1 << (r*cols + cols - 1)
	}
	return a, f
}()

// touching returns the cells orthogonally adjacent to at least one cell of m:
// m shifted one column right (not wrapping from F into the next row's A),
// one column left (not from A into F) and one row up and down.
func (m cellSet) touching() cellSet {
	return (m<<1&^firstCol | m>>1&^lastCol | m<<cols | m>>cols) & allCellSet
}

// boardSets are the board's cells sorted by content.
type boardSets struct {
	empty    cellSet           // empty spaces (not rooms, no shop)
	shops    [nColours]cellSet // shops of each colour, rented or not
	unrented [nColours]cellSet // unrented shops of each colour
	tenants  [nColours]uint8   // tenant tokens of each colour on the board
}

// Cell kinds for boardSets: a cell byte is 0 (empty), a room (1 or 2), or
// shopFlag | colour | (tenant+1)<<2. cellKind maps every byte to one of
// kindEmpty, kindOther (rooms and anything else), kindShop+colour (an
// unrented shop) or kindShop+4*(tenant+1)+colour (a rented one).
const (
	kindEmpty = iota
	kindOther
	kindShop
	nKinds = kindShop + 4*(nColours+1)
)

var cellKind = func() (out [256]uint8) {
	for x := range out {
		out[x] = kindOther
	}
	out[cellEmpty] = kindEmpty
	for c := 0; c < nColours; c++ {
		for t := -1; t < nColours; t++ {
			out[shopCell(c, t)] = uint8(kindShop + 4*(t+1) + c)
		}
	}
	return out
}()

// cellKinds sorts the cells by kind: one table look-up per cell, no branch.
// Only nKinds entries are used; 32 lets the compiler drop the bounds check.
func (s *State) cellKinds() (kinds [32]cellSet) {
	for i, x := range &s.board {
		kinds[cellKind[x]&31] |= 1 << i
	}
	return kinds
}

// rentedBy is the kinds index of the shops of colour c rented by tenant t.
func rentedBy(t, c int) int { return kindShop + 4*(t+1) + c }

// pairsFrom counts the orthogonally adjacent pairs of cells whose left or
// upper cell is in a and whose right or lower cell is in b.
func pairsFrom(a, b cellSet) int {
	right := a << 1 &^ firstCol // the cells right of a, in the same row
	below := a << cols
	return bits.OnesCount64(uint64(right&b)) + bits.OnesCount64(uint64(below&b))
}

// adjacentPairs counts the adjacent pairs with one cell in a and the other
// in b, each pair once; same says a and b are the same set of cells.
func adjacentPairs(a, b cellSet, same bool) int {
	if same {
		return pairsFrom(a, a)
	}
	return pairsFrom(a, b) + pairsFrom(b, a)
}

// boardSets combines the kinds of the cells into the sets wanted.
func (s *State) boardSets() boardSets {
	kinds := s.cellKinds()
	const sh = kindShop
	bs := boardSets{empty: kinds[kindEmpty]}
	for c := 0; c < nColours; c++ {
		bs.unrented[c] = kinds[sh+c]
		bs.shops[c] = kinds[sh+c] | kinds[sh+4+c] | kinds[sh+8+c] | kinds[sh+12+c] | kinds[sh+16+c]
	}
	for t := 0; t < nColours; t++ {
		k := sh + 4*(t+1)
		bs.tenants[t] = uint8(bits.OnesCount64(uint64(kinds[k] | kinds[k+1] | kinds[k+2] | kinds[k+3])))
	}
	return bs
}

// setCell puts x on cell i and updates the cell sets kept with the board.
func (s *State) setCell(i int, x uint8) {
	s.cellSets(s.board[i], cellSet(1)<<i, false)
	s.board[i] = x
	s.cellSets(x, cellSet(1)<<i, true)
}

// cellSets adds cell bit, which holds x, to the sets kept with the board,
// or takes it out of them.
func (s *State) cellSets(x uint8, bit cellSet, add bool) {
	if x == cellEmpty {
		return
	}
	toggle := func(set *cellSet) {
		if add {
			*set |= bit
		} else {
			*set &^= bit
		}
	}
	toggle(&s.filled)
	if !isShop(x) {
		return
	}
	toggle(&s.shopsAt[shopColour(x)])
	if t := tenantOf(x); t >= 0 && t < nColours {
		toggle(&s.rentedAt)
		if add {
			s.tenantsOn[t]++
		} else {
			s.tenantsOn[t]--
		}
	}
}

// syncCells makes the cell sets anew from the board, after the board was
// written without setCell.
func (s *State) syncCells() {
	s.shopsAt, s.rentedAt, s.filled, s.tenantsOn = [nColours]cellSet{}, 0, 0, [nColours]uint8{}
	for i, x := range &s.board {
		s.cellSets(x, cellSet(1)<<i, true)
	}
}
