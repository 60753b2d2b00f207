package mallornothing

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/galleria-games/galleria/engine"
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
func (g *grid) score() Score { return g.scoreInto(nil) }

// scoreInto is score; a non-nil rec also gets the scored hallway's cells and
// what each store around it earned (grid indices in rec.cells).
func (g *grid) scoreInto(rec *gridRecord) Score {
	var comp [gridCells]int16
	sc, _, _ := g.scoreComp(rec, &comp)
	return sc
}

// scoreComp is scoreInto; it also leaves each hallway square's component
// (+1; 0 elsewhere) in comp, which must be all zero, and returns the scored
// hallway's component (0: none) and the second largest hallway's size.
func (g *grid) scoreComp(rec *gridRecord, comp *[gridCells]int16) (sc Score, scored int16, second int) {
	n := g.w * g.h
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
		return Score{}, 0, 0
	}
	largest := 0
	for _, sz := range sizes {
		largest = max(largest, sz)
	}
	skipped := false // the first largest hallway is not a second one
	for _, sz := range sizes {
		if sz == largest && !skipped {
			skipped = true
			continue
		}
		second = max(second, sz)
	}
	var best Score
	bestID := int16(0)
	for c, sz := range sizes {
		if sz != largest {
			continue
		}
		hs := g.scoreHallway(int16(c+1), comp, firsts[c], nil)
		if bestID == 0 || hs.Total > best.Total {
			best, bestID = hs, int16(c+1)
		}
	}
	if rec != nil {
		for i := 0; i < n; i++ {
			if comp[i] == bestID {
				rec.hallway = append(rec.hallway, i)
			}
		}
		g.scoreHallway(bestID, comp, firsts[bestID-1], rec)
	}
	best.Hallway = largest
	best.Unused = totalH - largest
	return best, bestID, second
}

// gridRecord is what scoring found, by grid index: the scored hallway and
// one item per scoring unit (a store group, a store, an icon, a set).
type gridRecord struct {
	hallway []int
	items   []gridItem
}

type gridItem struct {
	kind   string
	cells  []int
	points int
	told   engine.Note // why, for a client to word
	why    string      // why in English, for tools (told's English, or more)
}

// scoreHallway scores the stores around hallway component id; a non-nil
// rec gets an item per scoring unit.
func (g *grid) scoreHallway(id int16, comp *[gridCells]int16, first int, rec *gridRecord) Score {
	var elig [gridCells]bool
	n := g.w * g.h
	off8 := [8]int{}
	for i, d := range around8 {
		off8[i] = d[1]*g.w + d[0]
	}
	for i := first; i < n; i++ {
		if comp[i] != id {
			continue
		}
		for _, o := range off8 {
			if q := g.sq[i+o]; q != sqNone && q != sqH {
				elig[i+o] = true
			}
		}
	}
	off4 := [4]int{-g.w, -1, 1, g.w}
	var sc Score
	var seen [gridCells]bool
	var stack [gridCells]int16
	var members []int          // the last group's cells, when recording
	group := func(i int) int { // size of the eligible 4-group of i's kind
		kind := g.sq[i]
		seen[i] = true
		stack[0] = int16(i)
		top, size := 1, 0
		members = members[:0]
		for top > 0 {
			top--
			c := int(stack[top])
			size++
			if rec != nil {
				members = append(members, c)
			}
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
	note := func(kind string, cells []int, points int, told engine.Note, why string) {
		if rec != nil {
			if why == "" {
				why = told.String()
			}
			rec.items = append(rec.items, gridItem{kind: kind, cells: append([]int(nil), cells...), points: points, told: told, why: why})
		}
	}
	var icons uint16
	var shapes [nShapes]int
	var shapeCells [nShapes][]int // when recording
	for i := 0; i < n; i++ {
		if !elig[i] {
			continue
		}
		switch q := g.sq[i]; {
		case q == sqD:
			if !seen[i] {
				sz, pts := group(i), 0
				if sz >= 3 {
					pts = 6
				}
				sc.Department += pts
				if rec != nil {
					note("department", members, pts, engine.NewNote("group of %d (6 for 3 or more)", sz), "")
				}
			}
		case q == sqR:
			if !seen[i] {
				sz := group(i)
				sc.Restaurant += sz * sz
				if rec != nil {
					note("restaurant", members, sz*sz, engine.NewNote("group of %d: %d×%d", sz, sz, sz), "")
				}
			}
		case q == sqC:
			sc.Clothing += 2
			note("clothing", []int{i}, 2, engine.Fixed("2 each"), "")
		case q == sqB:
			pts := 0
			for _, o := range off4 {
				if j := i + o; elig[j] && g.sq[j] == sqC {
					pts = 4
					break
				}
			}
			sc.Beauty += pts
			why := engine.Fixed("next to a clothing store")
			if pts == 0 {
				why = engine.Fixed("no clothing store beside it")
			}
			note("beauty", []int{i}, pts, why, "")
		case isService(q):
			bit := uint16(1) << (q - firstService)
			if rec != nil {
				icon := squareCodes[q][2:]
				if icons&bit == 0 {
					note("services", []int{i}, 2, engine.Fixed("a new icon"), icon+": a new icon")
				} else {
					note("services", []int{i}, 0, engine.Fixed("icon already counted"), icon+": icon already counted")
				}
			}
			icons |= bit
		case isEntertainment(q):
			shapes[q-firstEntertainment]++
			if rec != nil {
				shapeCells[q-firstEntertainment] = append(shapeCells[q-firstEntertainment], i)
			}
		}
	}
	sc.Services = 2 * bits.OnesCount16(icons)
	for {
		k := 0
		var set []int
		for i := range shapes {
			if shapes[i] > 0 {
				shapes[i]--
				k++
				if rec != nil {
					set = append(set, shapeCells[i][0])
					shapeCells[i] = shapeCells[i][1:]
				}
			}
		}
		if k == 0 {
			break
		}
		sc.Entertainment += entertainmentSets[k]
		if rec != nil {
			note("entertainment", set, entertainmentSets[k], engine.NewNote("set of %d different shapes", k), "")
		}
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
	reach := m.ly.reach
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
	card, code, ok := s.SquareAt(seat, x, y)
	if !ok {
		return ""
	}
	return fmt.Sprintf("%d:%s", card, code)
}

// SquareAt is what shows on cell (x, y) of seat's mall: the card on top
// and its square's code ("D", "S:Post", …; see Lay); ok false for an empty
// cell.
func (s *State) SquareAt(seat, x, y int) (card int, code string, ok bool) {
	if seat < 0 || seat >= nSeats {
		return 0, "", false
	}
	m := &s.malls[seat]
	minX, minY, maxX, maxY := m.bounds()
	if x < minX || x > maxX || y < minY || y > maxY {
		return 0, "", false
	}
	var g grid
	var vis [gridCells]uint8
	m.board(&g, &vis)
	i := (y-minY+1)*g.w + x - minX + 1
	if vis[i] == 0 {
		return 0, "", false
	}
	return int(vis[i]), squareCodes[g.sq[i]], true
}

// ScoreItem is one scoring unit of a mall: a department store or restaurant
// group, one clothing store, one beauty shop, one service icon, one
// entertainment set. Cells are mall coordinates.
type ScoreItem struct {
	Kind   string   `json:"kind"` // department | restaurant | clothing | beauty | services | entertainment
	Cells  [][2]int `json:"cells"`
	Points int      `json:"points"`
	Why    string   `json:"why"` // why, in English, for tools
	// Told is why, as a note a client words in its own language (the
	// service's icon is on its square, so Told leaves it out).
	Told engine.Note `json:"-"`
}

// ScoreMap is a mall's score laid out on its cells: the scored hallway and
// every eligible store's part of the score, for a front end to show. The
// items' points add up to the categories of Score.
type ScoreMap struct {
	Score   Score       `json:"score"`
	Hallway [][2]int    `json:"hallway"` // cells of the scored hallway
	Items   []ScoreItem `json:"items"`
}

// ScoreMapOf is seat's ScoreMap if the game ended now (committed but
// unrevealed moves not included).
func (s *State) ScoreMapOf(seat int) ScoreMap {
	if seat < 0 || seat >= nSeats || s.malls[seat].n == 0 {
		return ScoreMap{}
	}
	m := &s.malls[seat]
	var g grid
	minX, minY := m.board(&g, nil)
	var rec gridRecord
	out := ScoreMap{Score: g.scoreInto(&rec)}
	at := func(i int) [2]int { return [2]int{i%g.w - 1 + minX, i/g.w - 1 + minY} }
	for _, i := range rec.hallway {
		out.Hallway = append(out.Hallway, at(i))
	}
	for _, it := range rec.items {
		si := ScoreItem{Kind: it.kind, Points: it.points, Why: it.why, Told: it.told}
		for _, i := range it.cells {
			si.Cells = append(si.Cells, at(i))
		}
		out.Items = append(out.Items, si)
	}
	return out
}
