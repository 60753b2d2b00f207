package mallforheroes

import "math/bits"

// Evaluate implements engine.Evaluator for the greedy bot: the seat's mall
// score as if the game ended now (in solo: the lower of malls A and B plus
// a quarter of their sum, each with progress toward the level's condition).
// While a drafted Shop waits to be placed it is counted at its best plain
// placement, so that drafting looks one placement ahead.
func (s *State) Evaluate(seat int) float64 {
	if !s.solo() {
		if seat < 0 || seat >= int(s.seats) {
			return 0
		}
		return s.mallValue(seat)
	}
	a, b := s.mallValue(0), s.mallValue(1)
	return min(a, b) + 0.25*(a+b)
}

// mallValue is mall p's value, the held Shop placed at its best cell.
func (s *State) mallValue(p int) float64 {
	if s.phase == phPlace && int(s.active) == p && s.held != 0 {
		m := &s.malls[p]
		var b board
		b.build(m)
		best, found := -1e9, false
		c := *s
		cm := &c.malls[p]
		lo, hi := b.placeRange()
		for r := lo; r <= hi; r++ {
			orth, _ := b.placeRows(r)
			for ; orth != 0; orth &= orth - 1 {
				cm.n = m.n
				cm.add(bits.TrailingZeros64(orth)-gridOff, r-gridOff, s.held, false)
				best, found = max(best, c.staticValue(p)), true
			}
		}
		if found {
			return best
		}
	}
	return s.staticValue(p)
}

// staticValue is mall p's score plus, in solo, progress toward the level's
// condition.
func (s *State) staticValue(p int) float64 {
	b := s.score(p, nil)
	v := float64(b.Total)
	if !s.solo() {
		return v
	}
	m := &s.malls[p]
	c := m.typeCounts()
	switch s.level {
	case 1:
		v += 6 * float64(min(b.MonoGardens, 2))
		if b.MonoGardens < 2 {
			mono, _, _ := openPoints(m)
			v += 10 * topSum(mono, 2-b.MonoGardens)
		}
	case 2:
		v -= 8 * float64(max(0, typesIn(c)-4))
	case 3:
		v -= 12 * float64(b.GardenCount)
		_, _, empty := openPoints(m)
		v += 3 * topSum(empty, 3)
	case 4:
		for _, n := range c {
			v += 3*float64(min(n, 2)) - 15*float64(max(0, n-2))
		}
	case 5:
		v += 4 * float64(min(b.GardenCount, 6))
		if b.GardenCount < 6 {
			_, garden, _ := openPoints(m)
			v += 5 * topSum(garden, 6-b.GardenCount)
		}
	}
	return v
}

// openPoints rates the grid points of mall m that touch one to three of
// its cards (areas still to be closed) by how far they are on the way to a
// single-colour garden, to any garden, and to a completely empty area: for
// each, (cards around it)²/16 when every corner already there fits, else
// nothing. Only the greedy bot's evaluation uses it.
func openPoints(m *mall) (mono, garden, empty [4]float64) {
	if m.n == 0 {
		return
	}
	var g grid
	m.fill(&g)
	x0, x1, y0, y1 := m.bounds()
	for py := y0; py <= y1+1; py++ {
		for px := x0; px <= x1+1; px++ {
			ids := [4]int8{g[gi(px-1, py-1)], g[gi(px, py-1)], g[gi(px-1, py)], g[gi(px, py)]}
			k, quarters := 0, 0
			var set uint8
			for corner, id := range [4]int{BR, BL, TR, TL} {
				if ids[corner] == 0 {
					continue
				}
				k++
				if col := m.cell(int(ids[corner]) - 1).corners()[id]; col != NoColour {
					quarters++
					set |= 1 << col
				}
			}
			if k == 0 || k == 4 {
				continue
			}
			w := float64(k*k) / 16
			switch {
			case quarters == k && popcount(uint64(set)) == 1:
				keepTop(&mono, w)
				keepTop(&garden, w)
			case quarters == k:
				keepTop(&garden, w)
			case quarters == 0:
				keepTop(&empty, w)
			}
		}
	}
	return
}

// keepTop keeps the four largest values seen in top (largest first).
func keepTop(top *[4]float64, w float64) {
	for i := range top {
		if w > top[i] {
			copy(top[i+1:], top[i:len(top)-1])
			top[i] = w
			return
		}
	}
}

// topSum adds the n largest values of top (n ≤ 4).
func topSum(top [4]float64, n int) float64 {
	t := 0.0
	for i := 0; i < min(n, len(top)); i++ {
		t += top[i]
	}
	return t
}
