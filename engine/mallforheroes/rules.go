package mallforheroes

import (
	"sort"
)

// The flow of play (§2, §3, §5): settle moves a state that is between steps
// on to its next decision or chance event, resolving chance events that
// have a single outcome at once.

// settle sets the phase after a finished step (a chance outcome, the end of
// a turn) and resolves forced chance events.
func (s *State) settle() {
	for {
		s.phase = s.nextPhase()
		if !isChance(s.phase) {
			return
		}
		outs := s.chanceOutcomes()
		if len(outs) != 1 {
			return
		}
		s.applyOutcome(outs[0].Move)
	}
}

// nextPhase derives the phase of a state between steps.
func (s *State) nextPhase() uint8 {
	if s.round == 0 {
		switch {
		case s.dealtEntrances() < s.humans():
			return phEntrance
		case s.dealtHeroes() < s.humans():
			return phHero
		case popcount(uint64(s.wizards)) < s.wizardsWanted():
			return phWizard
		case popcount(uint64(s.monsters)) < s.monstersWanted():
			return phMonster
		}
		s.round, s.turn = 1, 0
		s.active = uint8(s.firstOf(1))
	}
	if s.turn >= displaySize {
		return s.endPhase()
	}
	if s.turn == 0 && s.displayCount() < displaySize {
		return phDisplay
	}
	if s.solo() && s.active == soloBot {
		return phBot
	}
	return phDraft
}

// endPhase is the phase once the last round is over: a Level 2 removal
// decision, or the end.
func (s *State) endPhase() uint8 {
	s.remove = 0
	if s.solo() && s.level == 2 {
		for p := 0; p < 2; p++ {
			if typesIn(s.malls[p].typeCounts()) > 4 {
				s.remove = uint8(p)
				return phRemove
			}
		}
	}
	return phOver
}

func typesIn(c [nTypes]int) int {
	k := 0
	for _, n := range c {
		if n > 0 {
			k++
		}
	}
	return k
}

func (s *State) dealtEntrances() int {
	k := 0
	for p := 0; p < s.humans(); p++ {
		if s.malls[p].entrance != 0 {
			k++
		}
	}
	return k
}

func (s *State) dealtHeroes() int {
	k := 0
	for p := 0; p < s.humans(); p++ {
		if s.malls[p].hero != 0 {
			k++
		}
	}
	return k
}

func (s *State) displayCount() int {
	k := 0
	for _, c := range s.display {
		if c != 0 {
			k++
		}
	}
	return k
}

// endTurn passes play on (§3.3 step 6), ends rounds (Heroes refresh) and
// the game.
func (s *State) endTurn() {
	s.turn++
	if s.turn >= displaySize {
		for p := 0; p < s.humans(); p++ {
			s.malls[p].ready = true
		}
		if int(s.round) < s.rounds() {
			s.round++
			s.turn = 0
		}
	}
	if s.turn < displaySize {
		s.active = uint8((s.firstOf(int(s.round)) + int(s.turn)) % int(s.np))
	}
	s.settle()
}

// Available reports whether the display Shop at (col, row) has a free
// corner (§3.4); false for an empty position.
func (s *State) Available(col, row int) bool {
	if col < 0 || col >= displayCols || row < 0 || row >= displayRows || s.display[row*displayCols+col] == 0 {
		return false
	}
	empty := func(c, r int) bool {
		return c < 0 || c >= displayCols || r < 0 || r >= displayRows || s.display[r*displayCols+c] == 0
	}
	for _, d := range [4][2]int{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
		if empty(col+d[0], row) && empty(col, row+d[1]) && empty(col+d[0], row+d[1]) {
			return true
		}
	}
	return false
}

// placeCells lists the empty cells of mall m next to a card, ordered by
// (y, x): orth are orthogonally adjacent to a card, diag only diagonally
// (the Paladin's extra cells).
func placeCells(m *mall, wantDiag bool) (orth, diag [][2]int) {
	var g grid
	m.fill(&g)
	var mark grid
	var cand [][2]int
	for i := 0; i < int(m.n); i++ {
		c := m.cells[i]
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				x, y := int(c.x)+dx, int(c.y)+dy
				if (dx == 0 && dy == 0) || x < -coordLimit || x > coordLimit || y < -coordLimit || y > coordLimit {
					continue
				}
				k := gi(x, y)
				if g[k] != 0 {
					continue
				}
				if mark[k] == 0 {
					cand = append(cand, [2]int{x, y})
				}
				if dx == 0 || dy == 0 {
					mark[k] = 2
				} else if mark[k] == 0 {
					mark[k] = 1
				}
			}
		}
	}
	sortCells(cand)
	for _, xy := range cand {
		switch mark[gi(xy[0], xy[1])] {
		case 2:
			orth = append(orth, xy)
		case 1:
			if wantDiag {
				diag = append(diag, xy)
			}
		}
	}
	return orth, diag
}

// shopCells lists the cells holding Shops, ordered by (y, x).
func shopCells(m *mall) [][2]int {
	var out [][2]int
	for i := 0; i < int(m.n); i++ {
		if c := m.cells[i]; c.isShop() {
			out = append(out, [2]int{int(c.x), int(c.y)})
		}
	}
	sortCells(out)
	return out
}

// sortCells orders cells by (y, x).
func sortCells(cs [][2]int) {
	sort.Slice(cs, func(a, b int) bool {
		if cs[a][1] != cs[b][1] {
			return cs[a][1] < cs[b][1]
		}
		return cs[a][0] < cs[b][0]
	})
}

// Wizard condition status (§1.6).
const (
	notMet   = 0
	wildMet  = 1 // met with one wildcard cell (the Sorceress)
	fullyMet = 2
)

// wizardStatus checks Wizard w's condition in mall m.
func wizardStatus(m *mall, g *grid, w int) int {
	wc := wizards[w]
	best := notMet
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
	// try checks three cells against three required types.
	try := func(cs [3][2]int, want [3]Type) int {
		miss := 0
		for k := 0; k < 3; k++ {
			t, ok := typeAt(cs[k][0], cs[k][1])
			if !ok {
				return notMet
			}
			if t != want[k] {
				miss++
			}
		}
		switch miss {
		case 0:
			return fullyMet
		case 1:
			return wildMet
		}
		return notMet
	}
	for i := 0; i < int(m.n); i++ {
		c := m.cells[i]
		if !c.isShop() {
			continue
		}
		x, y := int(c.x), int(c.y)
		if wc.Pattern == patLine {
			for _, d := range [2][2]int{{1, 0}, {0, 1}} {
				cs := [3][2]int{{x - d[0], y - d[1]}, {x, y}, {x + d[0], y + d[1]}}
				for _, want := range [2][3]Type{{wc.A, wc.M, wc.B}, {wc.B, wc.M, wc.A}} {
					best = max(best, try(cs, want))
					if best == fullyMet {
						return best
					}
				}
			}
			continue
		}
		for _, d1 := range dirs {
			for _, d2 := range dirs {
				if d1[0]*d2[0]+d1[1]*d2[1] != 0 {
					continue
				}
				cs := [3][2]int{{x, y}, {x + d1[0], y + d1[1]}, {x + d2[0], y + d2[1]}}
				best = max(best, try(cs, [3]Type{wc.A, wc.M, wc.B}))
				if best == fullyMet {
					return best
				}
			}
		}
	}
	return best
}

// claims lists the face-up Wizards the active mall must claim (met) and
// may claim with the Sorceress (wild).
func (s *State) claims() (met, wild []int) {
	if s.wizards == 0 {
		return nil, nil
	}
	m := &s.malls[s.active]
	var g grid
	m.fill(&g)
	sorc := m.hero == Sorceress && m.ready
	for w := 1; w <= nWizards; w++ {
		if s.wizards&(1<<w) == 0 {
			continue
		}
		switch wizardStatus(m, &g, w) {
		case fullyMet:
			met = append(met, w)
		case wildMet:
			if sorc {
				wild = append(wild, w)
			}
		}
	}
	return met, wild
}

// afterPlace goes on after the Shop is placed: the Bard's swap, then the
// Wizards.
func (s *State) afterPlace() {
	m := &s.malls[s.active]
	if m.hero == Bard && m.ready && m.shopCount() >= 2 {
		s.phase = phBard
		return
	}
	s.checkClaims()
}

// checkClaims asks for a claim while one is possible, else ends the turn.
func (s *State) checkClaims() {
	met, wild := s.claims()
	if len(met)+len(wild) > 0 {
		s.phase = phClaim
		return
	}
	s.endTurn()
}

// botTake is the bot's take for a revealed type (§5.3): the first display
// position in reading order with a Shop of that type and a free corner, or
// -1.
func (s *State) botTake(t Type) int {
	for i, c := range s.display {
		if c != 0 && shops[c].Type == t && s.Available(i%displayCols, i/displayCols) {
			return i
		}
	}
	return -1
}
