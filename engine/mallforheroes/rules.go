package mallforheroes

import (
	"math/bits"
	"sync"
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
		mask := s.outcomeMask()
		if bits.OnesCount64(mask) != 1 {
			return
		}
		s.applyOutcome(bits.TrailingZeros64(mask))
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
	if lv := s.SoloLevel(); lv.Rule == SoloMaxTypes {
		for p := 0; p < 2; p++ {
			if typesIn(s.malls[p].typeCounts()) > lv.Limit {
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
	if col < 0 || col >= displayCols || row < 0 || row >= displayRows {
		return false
	}
	return s.available()&(1<<(row*displayCols+col)) != 0
}

// available has bit i set for each display position i (row*4 + col)
// holding a Shop with a free corner.
func (s *State) available() uint16 {
	var occ uint16
	for i, c := range s.display {
		if c != 0 {
			occ |= 1 << i
		}
	}
	return freeCorners()[occ]
}

// freeCorners maps the display's occupied positions (bit i: position i
// holds a Shop) to those with a free corner (§3.4). It is made on first use,
// not when the program starts: the page's boot does not pay for it.
var freeCorners = sync.OnceValue(func() *[1 << displaySize]uint16 {
	t := new([1 << displaySize]uint16)
	for occ := range t {
		empty := func(c, r int) bool {
			return c < 0 || c >= displayCols || r < 0 || r >= displayRows || occ&(1<<(r*displayCols+c)) == 0
		}
		for i := 0; i < displaySize; i++ {
			col, row := i%displayCols, i/displayCols
			if empty(col, row) {
				continue
			}
			for _, d := range [4][2]int{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
				if empty(col+d[0], row) && empty(col, row+d[1]) && empty(col+d[0], row+d[1]) {
					t[occ] |= 1 << i
					break
				}
			}
		}
	}
	return t
})

// placeCells lists the empty cells of mall m next to a card, ordered by
// (y, x): orth are orthogonally adjacent to a card, diag only diagonally
// (the Paladin's extra cells).
func placeCells(m *mall, wantDiag bool) (orth, diag [][2]int) {
	var b board
	b.build(m)
	lo, hi := b.placeRange()
	for r := lo; r <= hi; r++ {
		o, d := b.placeRows(r)
		orth = appendCells(orth, o, r)
		if wantDiag {
			diag = appendCells(diag, d, r)
		}
	}
	return orth, diag
}

// appendCells appends the cells of the bits of board row r.
func appendCells(out [][2]int, row uint64, r int) [][2]int {
	for ; row != 0; row &= row - 1 {
		out = append(out, [2]int{bits.TrailingZeros64(row) - gridOff, r - gridOff})
	}
	return out
}

// Wizard condition status (§1.6).
const (
	notMet   = 0
	wildMet  = 1 // met with one wildcard cell (the Sorceress)
	fullyMet = 2
)

// wizardStatus checks Wizard w's condition in mall m.
func wizardStatus(m *mall, w int) int {
	var b typeBoard
	b.build(m)
	return b.wizardStatus(w, true)
}

// claims gives the face-up Wizards the active mall must claim (met) and
// may claim with the Sorceress (wild), bit w for Wizard w.
func (s *State) claims() (met, wild uint8) {
	if s.wizards == 0 {
		return 0, 0
	}
	m := &s.malls[s.active]
	var b typeBoard
	b.build(m)
	sorc := m.hero == Sorceress && m.ready
	for w := 1; w <= nWizards; w++ {
		if s.wizards&(1<<w) == 0 {
			continue
		}
		switch b.wizardStatus(w, sorc) {
		case fullyMet:
			met |= 1 << w
		case wildMet:
			if sorc {
				wild |= 1 << w
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
	if met, wild := s.claims(); met|wild != 0 {
		s.phase = phClaim
		return
	}
	s.endTurn()
}

// botTake is the bot's take for a revealed type (§5.3): the first display
// position in reading order with a Shop of that type and a free corner, or
// -1.
func (s *State) botTake(t Type) int {
	free := s.available()
	for i, c := range s.display {
		if free&(1<<i) != 0 && shops[c].Type == t {
			return i
		}
	}
	return -1
}
