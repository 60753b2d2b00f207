package mallornothing

import (
	"fmt"
	"math/bits"
	"strings"
)

// Scoring (spec 5) works on a grid of visible squares with a border of
// empty cells, so that neighbours never fall off it.
const (
	gridMax   = 32  // a scored grid is at most gridMax-2 cells wide and high…
	gridCells = 512 // … and has at most this many cells, its border included
)

// grid is a rectangle of visible squares, row-major, with a one-cell empty
// border: cell (x, y) of the rectangle is at index (y+1)*w + x+1.
type grid struct {
	w, h int // including the border
	sq   [gridCells]uint8
}

// Score is a mall's final score with its breakdown (spec 5.3) and the
// numbers the tie-breaks use (spec 5.4).
type Score struct {
	Total         int `json:"total"`
	Department    int `json:"department"`
	Beauty        int `json:"beauty"`
	Clothing      int `json:"clothing"`
	Restaurant    int `json:"restaurant"`
	Services      int `json:"services"`
	Entertainment int `json:"entertainment"`
	Hallway       int `json:"hallway"` // squares of the scored hallway
	Unused        int `json:"unused"`  // visible hallway squares outside it
}

func (s Score) String() string {
	return fmt.Sprintf("%d (D%d B%d C%d R%d S%d E%d; hallway %d, unused %d)",
		s.Total, s.Department, s.Beauty, s.Clothing, s.Restaurant, s.Services, s.Entertainment, s.Hallway, s.Unused)
}

// entertainmentSets scores k different shapes in one set.
var entertainmentSets = [nShapes + 1]int{0, 1, 3, 6, 10}

var around8 = [8][2]int{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}

// score scores the grid: the largest hallway (8-connected), the best of
// several equally large ones, and the stores around it.
func (g *grid) score() Score {
	n := g.w * g.h
	var comp [gridCells]int16 // hallway component + 1, 0 none
	var stack [gridCells]int16
	var sizes []int
	var firsts []int // first cell of each component, in scan order
	totalH := 0
	off8 := [8]int{}
	for i, d := range around8 {
		off8[i] = d[1]*g.w + d[0]
	}
	for i := 0; i < n; i++ {
		if g.sq[i] != sqH || comp[i] != 0 {
			continue
		}
		id := int16(len(sizes) + 1)
		comp[i] = id
		stack[0] = int16(i)
		top, size := 1, 0
		for top > 0 {
			top--
			c := int(stack[top])
			size++
			for _, o := range off8 {
				if j := c + o; g.sq[j] == sqH && comp[j] == 0 {
					comp[j] = id
					stack[top] = int16(j)
					top++
				}
			}
		}
		sizes = append(sizes, size)
		firsts = append(firsts, i)
		totalH += size
	}
	if len(sizes) == 0 {
		return Score{}
	}
	largest := 0
	for _, sz := range sizes {
		largest = max(largest, sz)
	}
	var best Score
	found := false
	for c, sz := range sizes {
		if sz != largest {
			continue
		}
		sc := g.scoreHallway(int16(c+1), &comp, firsts[c])
		if !found || sc.Total > best.Total {
			best, found = sc, true
		}
	}
	best.Hallway = largest
	best.Unused = totalH - largest
	return best
}

// scoreHallway scores the stores around hallway component id.
func (g *grid) scoreHallway(id int16, comp *[gridCells]int16, first int) Score {
	var elig [gridCells]bool
	n := g.w * g.h
	for i := first; i < n; i++ {
		if comp[i] != id {
			continue
		}
		for _, d := range around8 {
			j := i + d[1]*g.w + d[0]
			if q := g.sq[j]; q != sqNone && q != sqH {
				elig[j] = true
			}
		}
	}
	off4 := [4]int{-g.w, -1, 1, g.w}
	var sc Score
	var seen [gridCells]bool
	var stack [gridCells]int16
	group := func(i int) int { // size of the eligible 4-group of i's kind
		kind := g.sq[i]
		seen[i] = true
		stack[0] = int16(i)
		top, size := 1, 0
		for top > 0 {
			top--
			c := int(stack[top])
			size++
			for _, o := range off4 {
				if j := c + o; elig[j] && !seen[j] && g.sq[j] == kind {
					seen[j] = true
					stack[top] = int16(j)
					top++
				}
			}
		}
		return size
	}
	var icons uint16
	var shapes [nShapes]int
	for i := 0; i < n; i++ {
		if !elig[i] {
			continue
		}
		switch q := g.sq[i]; {
		case q == sqD:
			if !seen[i] && group(i) >= 3 {
				sc.Department += 6
			}
		case q == sqR:
			if !seen[i] {
				sz := group(i)
				sc.Restaurant += sz * sz
			}
		case q == sqC:
			sc.Clothing += 2
		case q == sqB:
			for _, o := range off4 {
				if j := i + o; elig[j] && g.sq[j] == sqC {
					sc.Beauty += 4
					break
				}
			}
		case isService(q):
			icons |= 1 << (q - firstService)
		case isEntertainment(q):
			shapes[q-firstEntertainment]++
		}
	}
	sc.Services = 2 * bits.OnesCount16(icons)
	for {
		k := 0
		for i := range shapes {
			if shapes[i] > 0 {
				shapes[i]--
				k++
			}
		}
		if k == 0 {
			break
		}
		sc.Entertainment += entertainmentSets[k]
	}
	sc.Total = sc.Department + sc.Beauty + sc.Clothing + sc.Restaurant + sc.Services + sc.Entertainment
	return sc
}

// ScoreGrid scores a grid of visible squares given as rows, top first, each
// a whitespace-separated list of square codes ("H", "D", "S:Post",
// "E:Star", "." for an empty cell). It is the scoring function on its own,
// without any card (the "visible grid" test cases of spec 8).
func ScoreGrid(rows []string) (Score, error) {
	if len(rows) == 0 || len(rows) > gridMax-2 {
		return Score{}, fmt.Errorf("grid: %d rows, want 1 to %d", len(rows), gridMax-2)
	}
	var g grid
	width := -1
	for y, row := range rows {
		cells := strings.Fields(row)
		if width < 0 {
			width = len(cells)
			if width == 0 || width > gridMax-2 {
				return Score{}, fmt.Errorf("grid: row 0 has %d cells, want 1 to %d", width, gridMax-2)
			}
			g.w, g.h = width+2, len(rows)+2
			if g.w*g.h > gridCells {
				return Score{}, fmt.Errorf("grid: %d×%d cells is too large (with a one-cell border, at most %d cells)", width, len(rows), gridCells)
			}
		}
		if len(cells) != width {
			return Score{}, fmt.Errorf("grid: row %d has %d cells, row 0 has %d", y, len(cells), width)
		}
		for x, c := range cells {
			q, ok := parseSquare(c)
			if !ok {
				return Score{}, fmt.Errorf("grid: row %d, cell %d: unknown square %q", y, x, c)
			}
			g.sq[(y+1)*g.w+x+1] = q
		}
	}
	return g.score(), nil
}

// paintOrder lists the cards bottom first: a card comes after every card
// transitively below it (sorting by the number of such cards does that).
func (m *mall) paintOrder() ([maxMall]int, int) {
	reach := m.closure()
	var below [maxMall]int
	n := int(m.n)
	for i := 0; i < n; i++ {
		for u := reach[i]; u != 0; u &= u - 1 {
			below[bits.TrailingZeros16(u)]++
		}
	}
	var order [maxMall]int
	for i := 0; i < n; i++ { // insertion sort, stable
		j := i
		for j > 0 && below[order[j-1]] > below[i] {
			order[j] = order[j-1]
			j--
		}
		order[j] = i
	}
	return order, n
}

// board lays the mall's cards bottom first; what is left on each cell is
// the visible square. vis (optional) gets the visible card number per cell.
func (m *mall) board(g *grid, vis *[gridCells]uint8) (minX, minY int) {
	minX, minY, maxX, maxY := m.bounds()
	g.w, g.h = maxX-minX+3, maxY-minY+3
	order, n := m.paintOrder()
	for _, k := range order[:n] {
		c := m.cards[k]
		for r := 0; r < cardRows; r++ {
			for col := 0; col < cardCols; col++ {
				x, y := int(c.x)+col, int(c.y)+r
				i := (y-minY+1)*g.w + x - minX + 1
				g.sq[i] = squareAt(c.num, int(c.x), int(c.y), c.rot180, x, y)
				if vis != nil {
					vis[i] = c.num
				}
			}
		}
	}
	return minX, minY
}

func (m *mall) score() Score {
	if m.n == 0 {
		return Score{}
	}
	var g grid
	m.board(&g, nil)
	return g.score()
}

// ScoreOf is seat's score if the game ended now (committed but unrevealed
// moves not included).
func (s *State) ScoreOf(seat int) Score {
	if seat < 0 || seat >= nSeats {
		return Score{}
	}
	return s.malls[seat].score()
}

// Bounds is the bounding box of the covered cells of seat's mall (empty,
// with max < min, before the deal).
func (s *State) Bounds(seat int) (minX, minY, maxX, maxY int) {
	if seat < 0 || seat >= nSeats {
		return 0, 0, -1, -1
	}
	return s.malls[seat].bounds()
}

// VisibleAt is what shows on cell (x, y) of seat's mall: "card:square" (as
// "15:S:Post") or "" for an empty cell.
func (s *State) VisibleAt(seat, x, y int) string {
	if seat < 0 || seat >= nSeats {
		return ""
	}
	m := &s.malls[seat]
	minX, minY, maxX, maxY := m.bounds()
	if x < minX || x > maxX || y < minY || y > maxY {
		return ""
	}
	var g grid
	var vis [gridCells]uint8
	m.board(&g, &vis)
	i := (y-minY+1)*g.w + x - minX + 1
	if vis[i] == 0 {
		return ""
	}
	return fmt.Sprintf("%d:%s", vis[i], squareCodes[g.sq[i]])
}
