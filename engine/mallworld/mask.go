package mallworld

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

// Lane arithmetic: the board is read 8 cells at a time as a little-endian
// word, one byte (lane) per cell. A lane mask keeps bit 0 of each lane.
const lanes = 0x0101010101010101

// laneBits packs the lanes of a lane mask (bit 8i) into the low byte (bit
// i): the multiplier moves lane i's bit to bit 56+i, with no two products
// meeting.
func laneBits(m uint64) cellSet { return cellSet(m * 0x0102040810204080 >> 56) }

// boardSets classifies all cells in one pass, eight cells per step: a cell
// byte is 0 (empty), a room (1 or 2), or shopFlag | colour | (tenant+1)<<2.
func (s *State) boardSets() boardSets {
	var bs boardSets
	for w := 0; w < nCells; w += 8 {
		x, used := boardWord(&s.board, w)
		set := x | x>>4 // lane bit 0: some bit of the cell is set
		set |= set >> 2
		set |= set >> 1
		shop := x >> 7 & lanes
		c0, c1 := x&lanes, x>>1&lanes                    // colour bits
		t0, t1, t2 := x>>2&lanes, x>>3&lanes, x>>4&lanes // tenant+1 bits
		free := shop &^ (t0 | t1 | t2)                   // unrented shops
		rented := shop &^ free
		s0, s1, s2, s3 := shop&^c0&^c1, shop&c0&^c1, shop&^c0&c1, shop&c0&c1
		bs.empty |= laneBits(^set&used) << w
		bs.shops[V] |= laneBits(s0) << w
		bs.shops[G] |= laneBits(s1) << w
		bs.shops[R] |= laneBits(s2) << w
		bs.shops[B] |= laneBits(s3) << w
		bs.unrented[V] |= laneBits(s0&free) << w
		bs.unrented[G] |= laneBits(s1&free) << w
		bs.unrented[R] |= laneBits(s2&free) << w
		bs.unrented[B] |= laneBits(s3&free) << w
		bs.tenants[V] += laneCount(rented & t0 &^ t1 &^ t2) // tenant+1 = 1
		bs.tenants[G] += laneCount(rented &^ t0 & t1 &^ t2) // 2
		bs.tenants[R] += laneCount(rented & t0 & t1 &^ t2)  // 3
		bs.tenants[B] += laneCount(rented &^ t0 &^ t1 & t2) // 4
	}
	return bs
}

// boardWord reads cells w to w+7 as a little-endian word (the last word has
// only 4 cells); used is the lane mask of the cells it holds.
func boardWord(board *[nCells]uint8, w int) (x, used uint64) {
	if w+8 <= nCells {
		b := board[w : w+8 : w+8]
		return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
			uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56, lanes
	}
	b := board[w : w+4 : w+4]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24, lanes & 0xFFFFFFFF
}

// laneCount counts the lanes set in a lane mask (their sum lands in the top
// byte; at most 8, so nothing carries out of it).
func laneCount(m uint64) uint8 { return uint8(m * lanes >> 56) }
