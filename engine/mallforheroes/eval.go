package mallforheroes

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
		orth, _ := placeCells(m, false)
		best := -1e9
		c := *s
		cm := &c.malls[p]
		for _, xy := range orth {
			cm.n = m.n
			cm.add(xy[0], xy[1], s.held, false)
			best = max(best, c.staticValue(p))
		}
		if len(orth) > 0 {
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
	c := s.malls[p].typeCounts()
	switch s.level {
	case 1:
		v += 6 * float64(min(b.MonoGardens, 2))
	case 2:
		v -= 8 * float64(max(0, typesIn(c)-4))
	case 3:
		v -= 12 * float64(b.GardenCount)
	case 4:
		for _, n := range c {
			v += 3 * float64(min(n, 2))
		}
	case 5:
		v += 4 * float64(min(b.GardenCount, 6))
	}
	return v
}
