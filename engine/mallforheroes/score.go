package mallforheroes

import "fmt"

// Area kinds (§4.1).
const (
	AreaGarden = "garden" // all four corners carry a quarter
	AreaEmpty  = "empty"  // no corner carries a quarter
	AreaBroken = "broken" // 1–3 quarters
)

// Area is a grid point whose four cells are occupied (§4.1).
type Area struct {
	X, Y    int       // the grid point: the top-left corner of cell (X, Y)
	Kind    string    // AreaGarden, AreaEmpty or AreaBroken
	Colours [4]Colour // the quarters touching it: from cells (X-1,Y-1) BR, (X,Y-1) BL, (X-1,Y) TR, (X,Y) TL
	Mono    bool      // a garden of a single colour
	Count   int       // a garden's number of colours
}

// areasOf lists mall m's areas, ordered by point (Y, then X).
func areasOf(m *mall, g *grid) []Area {
	var out []Area
	eachArea(m, g, func(a Area) { out = append(out, a) })
	return out
}

// eachArea calls visit with each of mall m's areas, ordered by point (Y,
// then X).
func eachArea(m *mall, g *grid, visit func(a Area)) {
	if m.n == 0 {
		return
	}
	x0, x1, y0, y1 := m.bounds()
	for py := y0 + 1; py <= y1; py++ {
		for px := x0 + 1; px <= x1; px++ {
			ids := [4]int8{g[gi(px-1, py-1)], g[gi(px, py-1)], g[gi(px-1, py)], g[gi(px, py)]}
			if ids[0] == 0 || ids[1] == 0 || ids[2] == 0 || ids[3] == 0 {
				continue
			}
			a := Area{X: px, Y: py}
			a.Colours = [4]Colour{
				m.cell(int(ids[0]) - 1).corners()[BR], m.cell(int(ids[1]) - 1).corners()[BL],
				m.cell(int(ids[2]) - 1).corners()[TR], m.cell(int(ids[3]) - 1).corners()[TL],
			}
			q := 0
			var set uint8
			for _, c := range a.Colours {
				if c != NoColour {
					q++
					set |= 1 << c
				}
			}
			switch q {
			case 4:
				a.Kind = AreaGarden
				a.Count = popcount(uint64(set))
				a.Mono = a.Count == 1
			case 0:
				a.Kind = AreaEmpty
			default:
				a.Kind = AreaBroken
			}
			visit(a)
		}
	}
}

// Breakdown is a mall's score by part (§4.2, §5.4).
type Breakdown struct {
	Shops    int `json:"shops"`    // Σ Shop abilities
	Gardens  int `json:"gardens"`  // the Entrance's scoring of the completed gardens
	Towers   int `json:"towers"`   // Σ Tower scoring
	Monsters int `json:"monsters"` // the penalty, ≤ 0
	Bonus    int `json:"bonus"`    // solo Level 3: SoloLevel.Bonus per completely empty area
	Total    int `json:"total"`

	GardenCount int `json:"gardenCount"` // completed gardens
	MonoGardens int `json:"monoGardens"` // of them single-colour
	BrokenAreas int `json:"brokenAreas"`
	EmptyAreas  int `json:"emptyAreas"`
	TowerCount  int `json:"towerCount"`
}

// ScoreItem is one part of a mall's score laid on its cells, for a front
// end: a Shop's ability, a garden, a Tower, a Monster penalty or the Level
// 3 bonus. Cells are mall coordinates (for a garden: the four cells around
// its point).
type ScoreItem struct {
	Kind   string   `json:"kind"` // shop | garden | tower | monster | bonus
	Cells  [][2]int `json:"cells"`
	Points int      `json:"points"`
	Why    string   `json:"why"`
}

// ScoreMap is a mall's score with every item that makes it.
type ScoreMap struct {
	Score Breakdown   `json:"score"`
	Items []ScoreItem `json:"items"`
}

var dirs = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}

// monoGardens counts player p's completed single-colour gardens (0 for the
// solo bot).
func (s *State) monoGardens(p int) int {
	if p >= s.humans() {
		return 0
	}
	m := &s.malls[p]
	var g grid
	m.fill(&g)
	k := 0
	eachArea(m, &g, func(a Area) {
		if a.Kind == AreaGarden && a.Mono {
			k++
		}
	})
	return k
}

// score scores mall p; items, when not nil, receives every part.
func (s *State) score(p int, items *[]ScoreItem) Breakdown {
	var b Breakdown
	if p < 0 || p >= s.humans() {
		return b
	}
	m := &s.malls[p]
	var g grid
	m.fill(&g)
	// With items, every part is also written out (the words cost time and
	// allocations: a search's evaluations do without).
	detail := items != nil
	add := func(kind string, pts int, why string, cells ...[2]int) {
		*items = append(*items, ScoreItem{Kind: kind, Cells: cells, Points: pts, Why: why})
	}
	counts := m.typeCounts()
	lp := s.typeCountsOf(s.left(p))[Pub]
	var libs [maxPlayers]int
	otherLibs := libs[:0]
	for q := 0; q < int(s.np); q++ {
		if q != p {
			otherLibs = append(otherLibs, s.typeCountsOf(q)[Library])
		}
	}
	rightMono := s.monoGardens(s.right(p))
	typeAt := func(x, y int) (Type, bool) {
		if x < -gridOff || x >= gridOff || y < -gridOff || y >= gridOff {
			return 0, false
		}
		i := g[gi(x, y)]
		if i == 0 || !m.cells[i-1].isShop() {
			return 0, false
		}
		return shops[m.cells[i-1].card].Type, true
	}
	occupied := func(x, y int) bool { return g[gi(x, y)] != 0 }
	for i := 0; i < int(m.n); i++ {
		c := m.cells[i]
		if !c.isShop() {
			continue
		}
		x, y := int(c.x), int(c.y)
		sh := shops[c.card]
		pts, why := 0, ""
		switch sh.Ability {
		case RowBP:
			k := 0
			for j := 0; j < int(m.n); j++ {
				o := m.cells[j]
				if j != i && o.isShop() && int(o.y) == y && (shops[o.card].Type == Blacksmith || shops[o.card].Type == Potions) {
					k++
				}
			}
			pts = k
			if detail {
				why = fmt.Sprintf("%d other Blacksmith/Potions in its row", k)
			}
		case ColBT:
			k := 0
			for j := 0; j < int(m.n); j++ {
				o := m.cells[j]
				if j != i && o.isShop() && int(o.x) == x && (shops[o.card].Type == Blacksmith || shops[o.card].Type == Tavern) {
					k++
				}
			}
			pts = k
			if detail {
				why = fmt.Sprintf("%d other Blacksmith/Tavern in its column", k)
			}
		case Pot2BS2:
			if counts[Potions] >= 2 && counts[Blacksmith] >= 2 {
				pts = 6
			}
			if detail {
				why = fmt.Sprintf("%d Potions and %d Blacksmiths (6 for at least 2 of each)", counts[Potions], counts[Blacksmith])
			}
		case AdjTavern, NoAdjPub:
			want := Tavern
			if sh.Ability == NoAdjPub {
				want = Pub
			}
			k := 0
			for _, d := range dirs {
				if t, ok := typeAt(x+d[0], y+d[1]); ok && t == want {
					k++
				}
			}
			if sh.Ability == AdjTavern {
				pts = 2 * k
				if detail {
					why = fmt.Sprintf("%d adjacent Taverns", k)
				}
			} else {
				if k == 0 {
					pts = 3
				}
				if detail {
					why = fmt.Sprintf("%d adjacent Pubs (3 for none)", k)
				}
			}
		case LeftPubs:
			pts = 2 * max(0, lp-counts[Pub])
			if detail {
				why = fmt.Sprintf("left neighbour has %d Pubs, you %d", lp, counts[Pub])
			}
		case Tav3:
			if counts[Tavern] >= 3 {
				pts = 5
			}
			if detail {
				why = fmt.Sprintf("%d Taverns (5 for at least 3)", counts[Tavern])
			}
		case LibGtPot:
			if counts[Library] > counts[Potions] {
				pts = 3
			}
			if detail {
				why = fmt.Sprintf("%d Libraries against %d Potions", counts[Library], counts[Potions])
			}
		case MostLib:
			pts = mostLib(counts[Library], otherLibs)
			if detail {
				why = fmt.Sprintf("%d Libraries against %v", counts[Library], append([]int(nil), otherLibs...))
			}
		case Surrounded:
			k := 0
			for _, d := range dirs {
				if occupied(x+d[0], y+d[1]) {
					k++
				}
			}
			if k == 4 {
				pts = 3
			}
			if detail {
				why = fmt.Sprintf("%d of 4 sides occupied", k)
			}
		case FountainCount:
			pts = counts[Fountain]
			if detail {
				why = fmt.Sprintf("%d Fountains", counts[Fountain])
			}
		case RightMono:
			pts = 2 * rightMono
			if detail {
				why = fmt.Sprintf("right neighbour has %d single-colour gardens", rightMono)
			}
		case BlacksmithCount:
			pts = counts[Blacksmith]
			if detail {
				why = fmt.Sprintf("%d Blacksmiths", counts[Blacksmith])
			}
		}
		b.Shops += pts
		if detail {
			add("shop", pts, fmt.Sprintf("S%02d %s: %s", c.card, sh.Ability, why), [2]int{x, y})
		}
	}
	// Areas: gardens through the Entrance's rule, empty and broken areas.
	rule := entrances[m.entrance].Rule
	around := func(a Area) [][2]int {
		return [][2]int{{a.X - 1, a.Y - 1}, {a.X, a.Y - 1}, {a.X - 1, a.Y}, {a.X, a.Y}}
	}
	eachArea(m, &g, func(a Area) {
		switch a.Kind {
		case AreaBroken:
			b.BrokenAreas++
			return
		case AreaEmpty:
			b.EmptyAreas++
			return
		}
		b.GardenCount++
		if a.Mono {
			b.MonoGardens++
		}
		pts := 0
		switch rule {
		case ruleRainbow:
			pts = 2 * a.Count
		case ruleMono:
			pts = 3
			if a.Mono {
				pts = 8
			}
		case ruleFlat:
			pts = 4
		case ruleTwin:
			pts = 3
			if a.Count == 2 {
				pts = 5
			}
		case ruleGrand:
			pts = 2 * b.GardenCount // n gardens: 2 + 4 + … + 2n = n(n+1)
		}
		b.Gardens += pts
		if detail {
			add("garden", pts, fmt.Sprintf("garden of %d colour(s) at point (%d,%d)", a.Count, a.X, a.Y), around(a)...)
		}
	})
	// Towers.
	for w := 1; w <= nWizards; w++ {
		if m.towers&(1<<w) == 0 {
			continue
		}
		b.TowerCount++
		t := wizards[w].Scores
		pts := TowerPoints * counts[t]
		b.Towers += pts
		var at [][2]int
		if i := m.findCard(uint8(cardTower + w)); i >= 0 {
			at = append(at, [2]int{int(m.cells[i].x), int(m.cells[i].y)})
		}
		if detail {
			add("tower", pts, fmt.Sprintf("W%d %s's Tower: %d %s", w, wizards[w].Name, counts[t], t), at...)
		}
	}
	// Monsters.
	for mo := 1; mo <= nMonsters; mo++ {
		if s.monsters&(1<<mo) == 0 {
			continue
		}
		pen, why := 0, ""
		switch mo {
		case Dragon:
			k := 0
			for t := Type(0); t < nTypes; t++ {
				if counts[t] == 0 {
					k++
				}
			}
			pen = 3 * k
			if detail {
				why = fmt.Sprintf("%d types absent", k)
			}
		case Troll:
			k := 0
			for i := 0; i < int(m.n); i++ {
				c := m.cells[i]
				if !c.isShop() {
					continue
				}
				alone := true
				for _, d := range dirs {
					if t, ok := typeAt(int(c.x)+d[0], int(c.y)+d[1]); ok && t == shops[c.card].Type {
						alone = false
					}
				}
				if alone {
					k++
				}
			}
			pen = k
			if detail {
				why = fmt.Sprintf("%d Shops with no neighbour of their type", k)
			}
		case GoblinKing:
			w, h := m.box()
			pen = 2 * (max(0, w-4) + max(0, h-4))
			if detail {
				why = fmt.Sprintf("a %d × %d mall", w, h)
			}
		case Basilisk:
			pen = b.BrokenAreas
			if detail {
				why = fmt.Sprintf("%d broken areas", b.BrokenAreas)
			}
		}
		b.Monsters -= pen
		if detail {
			add("monster", -pen, fmt.Sprintf("M%d %s: %s", mo, monsterNames[mo], why))
		}
	}
	if bonus := s.SoloLevel().Bonus; bonus != 0 {
		b.Bonus = bonus * b.EmptyAreas
		if detail {
			eachArea(m, &g, func(a Area) {
				if a.Kind == AreaEmpty {
					add("bonus", bonus, fmt.Sprintf("empty area at point (%d,%d)", a.X, a.Y), around(a)...)
				}
			})
		}
	}
	b.Total = b.Shops + b.Gardens + b.Towers + b.Monsters + b.Bonus
	return b
}

// mostLib scores MOST_LIB: 6 alone with the most Libraries, 3 tied for the
// most, else 0.
func mostLib(mine int, others []int) int {
	tied := false
	for _, o := range others {
		if o > mine {
			return 0
		}
		if o == mine {
			tied = true
		}
	}
	if tied {
		return 3
	}
	return 6
}

func (m *mall) findCard(card uint8) int {
	for i := 0; i < int(m.n); i++ {
		if m.cells[i].card == card {
			return i
		}
	}
	return -1
}

// bounds is the mall's bounding box (n > 0).
func (m *mall) bounds() (x0, x1, y0, y1 int) {
	x0, x1, y0, y1 = int(m.cells[0].x), int(m.cells[0].x), int(m.cells[0].y), int(m.cells[0].y)
	for i := 1; i < int(m.n); i++ {
		c := m.cells[i]
		x0, x1 = min(x0, int(c.x)), max(x1, int(c.x))
		y0, y1 = min(y0, int(c.y)), max(y1, int(c.y))
	}
	return
}

// box is the width and height of the mall's bounding box.
func (m *mall) box() (w, h int) {
	if m.n == 0 {
		return 0, 0
	}
	x0, x1, y0, y1 := m.bounds()
	return x1 - x0 + 1, y1 - y0 + 1
}

// ScoreOf is mall p's score if the game ended now (p: a seat, or in solo 0
// for mall A and 1 for mall B).
func (s *State) ScoreOf(p int) Breakdown { return s.score(p, nil) }

// ScoreMapOf is mall p's score with every item that makes it.
func (s *State) ScoreMapOf(p int) ScoreMap {
	var items []ScoreItem
	b := s.score(p, &items)
	return ScoreMap{Score: b, Items: items}
}

// Areas lists mall p's areas (§4.1), ordered by point.
func (s *State) Areas(p int) []Area {
	if p < 0 || p >= s.humans() {
		return nil
	}
	m := &s.malls[p]
	var g grid
	m.fill(&g)
	return areasOf(m, &g)
}
