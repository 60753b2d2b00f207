package mallworld

// The mall is a 6×6 grid: columns A–F, rows 1–6; cell index = row*6 + col.
// Adjacency is orthogonal and kept as a table so another topology could be
// substituted without touching the rules code.
const (
	cols   = 6
	rows   = 6
	nCells = cols * rows
)

// Cell contents, one byte each: empty, a room, or a shop. A shop byte is
// shopFlag | colour | (tenant+1)<<2 (tenant -1 = unrented).
const (
	cellEmpty   uint8 = 0
	cellStorage uint8 = 1
	cellLocker  uint8 = 2
	shopFlag    uint8 = 0x80
)

func shopCell(colour, tenant int) uint8 { return shopFlag | uint8(colour) | uint8(tenant+1)<<2 }
func isShop(c uint8) bool               { return c&shopFlag != 0 }
func isRoom(c uint8) bool               { return c == cellStorage || c == cellLocker }
func shopColour(c uint8) int            { return int(c & 3) }
func tenantOf(c uint8) int              { return int(c>>2&7) - 1 }

// neighbours lists each cell's orthogonal neighbours. It is built in its
// declaration (not in init) because other package-level tables use it.
var neighbours = func() (nb [nCells][]int) {
	for i := 0; i < nCells; i++ {
		r, c := i/cols, i%cols
		if r > 0 {
			nb[i] = append(nb[i], i-cols)
		}
		if c > 0 {
			nb[i] = append(nb[i], i-1)
		}
		if c < cols-1 {
			nb[i] = append(nb[i], i+1)
		}
		if r < rows-1 {
			nb[i] = append(nb[i], i+cols)
		}
	}
	return nb
}()

// CellName is "A1" … "F6".
func CellName(i int) string { return cellNames[i] }

// cellNames holds the names of the cells, made once.
var cellNames = func() (out [nCells]string) {
	for i := range out {
		out[i] = string([]byte{'A' + byte(i%cols), '1' + byte(i/cols)})
	}
	return out
}()

func parseCell(s string) (int, bool) {
	if len(s) != 2 || s[0] < 'A' || s[0] >= 'A'+cols || s[1] < '1' || s[1] >= '1'+rows {
		return 0, false
	}
	return int(s[1]-'1')*cols + int(s[0]-'A'), true
}

// A room strip: three cells in a straight line.
type strip [3]int

func (s strip) String() string { return CellName(s[0]) + "-" + CellName(s[2]) }

// allStrips lists every straight 1×3 strip, horizontal first, in cell order.
var allStrips = func() []strip {
	var out []strip
	for r := 0; r < rows; r++ {
		for c := 0; c+2 < cols; c++ {
			i := r*cols + c
			out = append(out, strip{i, i + 1, i + 2})
		}
	}
	for r := 0; r+2 < rows; r++ {
		for c := 0; c < cols; c++ {
			i := r*cols + c
			out = append(out, strip{i, i + cols, i + 2*cols})
		}
	}
	return out
}()

// stripTexts[i] is allStrips[i].String(), made once.
var stripTexts = func() []string {
	out := make([]string, len(allStrips))
	for i, st := range allStrips {
		out[i] = st.String()
	}
	return out
}()

func parseStrip(s string) (strip, bool) {
	for i, st := range allStrips {
		if stripTexts[i] == s {
			return st, true
		}
	}
	return strip{}, false
}

// The first-game layout (spec 5.2).
var (
	standardStorage = strip{33, 34, 35}            // D6-F6
	standardLocker  = strip{0, 6, 12}              // A1-A3
	standardStarts  = [nColours]int{7, 10, 25, 28} // B2 V, E2 G, B5 R, E5 B
)

// connected reports whether the non-room cells of board form one orthogonally
// connected region.
func connected(board *[nCells]uint8) bool {
	start, total := -1, 0
	for i, c := range board {
		if !isRoom(c) {
			total++
			if start < 0 {
				start = i
			}
		}
	}
	if start < 0 {
		return true
	}
	var seen [nCells]bool
	stack := []int{start}
	seen[start] = true
	n := 0
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n++
		for _, j := range neighbours[i] {
			if !seen[j] && !isRoom(board[j]) {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
	return n == total
}
