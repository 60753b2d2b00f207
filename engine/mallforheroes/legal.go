package mallforheroes

import "math/bits"

// The seat moves of each phase (docs/mallforheroes-moves.md): listMoves
// lists them in canonical order, legal checks one move without a list, and
// play carries out a legal move.

// heroReady says whether the active mall's Hero is h and ready.
func (s *State) heroReady(h int) bool {
	m := &s.malls[s.active]
	return int(m.hero) == h && m.ready
}

// druidTurns says whether the held Shop looks different turned 180°, so
// that a ready Druid may turn it.
func (s *State) druidTurns() bool {
	mask := shops[s.held].Corners
	return s.heroReady(Druid) && rot180(mask) != mask
}

// listMoves appends to out every legal move of the decision pending (a
// seat's), in canonical order.
func (s *State) listMoves(out []mv) []mv {
	m := &s.malls[s.active]
	switch s.phase {
	case phDraft:
		free, rogue := s.available(), s.heroReady(Rogue)
		for i, c := range s.display {
			d := mv{kind: mvDraft, a: int8(i % displayCols), b: int8(i / displayCols)}
			switch {
			case free&(1<<i) != 0:
				out = append(out, d)
			case c != 0 && rogue:
				d.hero = heroRogue
				out = append(out, d)
			}
		}
	case phPlace:
		var b board
		b.build(m)
		druid := s.druidTurns()
		lo, hi := b.placeRange()
		for r := lo; r <= hi; r++ {
			orth, _ := b.placeRows(r)
			for ; orth != 0; orth &= orth - 1 {
				p := mv{kind: mvPlace, a: int8(bits.TrailingZeros64(orth) - gridOff), b: int8(r - gridOff)}
				out = append(out, p)
				if druid {
					p.hero = heroDruid
					out = append(out, p)
				}
			}
		}
		if s.heroReady(Paladin) {
			for r := lo; r <= hi; r++ {
				_, diag := b.placeRows(r)
				for ; diag != 0; diag &= diag - 1 {
					out = append(out, mv{kind: mvPlace, hero: heroPaladin, a: int8(bits.TrailingZeros64(diag) - gridOff), b: int8(r - gridOff)})
				}
			}
		}
	case phBard:
		var b board
		b.build(m)
		var cs [maxCards][2]int8
		n := 0
		for r := b.lo; r <= b.hi; r++ {
			for row := b.shop[r]; row != 0; row &= row - 1 {
				cs[n] = [2]int8{int8(bits.TrailingZeros64(row) - gridOff), int8(r - gridOff)}
				n++
			}
		}
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				out = append(out, mv{kind: mvSwap, a: cs[i][0], b: cs[i][1], c: cs[j][0], d: cs[j][1]})
			}
		}
		out = append(out, mv{kind: mvPass})
	case phClaim:
		met, wild := s.claims()
		var b board
		b.build(m)
		var cs [4 * maxCards][2]int8
		n := 0
		lo, hi := b.placeRange()
		for r := lo; r <= hi; r++ {
			orth, _ := b.placeRows(r)
			for ; orth != 0; orth &= orth - 1 {
				cs[n] = [2]int8{int8(bits.TrailingZeros64(orth) - gridOff), int8(r - gridOff)}
				n++
			}
		}
		for _, hw := range [2]struct {
			ws   uint8
			hero uint8
		}{{met, heroNone}, {wild, heroSorceress}} {
			for w := 1; w <= nWizards; w++ {
				if hw.ws&(1<<w) == 0 {
					continue
				}
				for _, c := range cs[:n] {
					out = append(out, mv{kind: mvTower, hero: hw.hero, a: int8(w), b: c[0], c: c[1]})
				}
			}
		}
		if met == 0 {
			out = append(out, mv{kind: mvPass})
		}
	case phRemove:
		present := presentTypes(s.malls[s.remove].typeCounts())
		var ts [nTypes]Type
		n := 0
		for t := Type(0); t < nTypes; t++ {
			if present&(1<<t) != 0 {
				ts[n] = t
				n++
			}
		}
		switch n - 4 {
		case 1:
			for _, t := range ts[:n] {
				out = append(out, mv{kind: mvRemove, types: 1 << t})
			}
		case 2:
			for i := 0; i < n; i++ {
				for j := i + 1; j < n; j++ {
					out = append(out, mv{kind: mvRemove, types: 1<<ts[i] | 1<<ts[j]})
				}
			}
		}
	}
	return out
}

// presentTypes has bit t set for each type with a Shop in counts.
func presentTypes(counts [nTypes]int) uint8 {
	var set uint8
	for t, n := range counts {
		if n > 0 {
			set |= 1 << t
		}
	}
	return set
}

// legal says whether m is one of the moves listMoves lists now (the
// decision pending is a seat's).
func (s *State) legal(m mv) bool {
	a := &s.malls[s.active]
	switch s.phase {
	case phDraft:
		if m.kind != mvDraft || m.a < 0 || m.a >= displayCols || m.b < 0 || m.b >= displayRows ||
			s.display[int(m.b)*displayCols+int(m.a)] == 0 {
			return false
		}
		free := s.Available(int(m.a), int(m.b))
		return m.hero == heroNone && free || m.hero == heroRogue && !free && s.heroReady(Rogue)
	case phPlace:
		if m.kind != mvPlace {
			return false
		}
		orth, diag := a.canPlace(int(m.a), int(m.b))
		switch m.hero {
		case heroNone:
			return orth
		case heroDruid:
			return orth && s.druidTurns()
		case heroPaladin:
			return diag && s.heroReady(Paladin)
		}
	case phBard:
		if m.hero != heroNone {
			return false
		}
		if m.kind == mvPass {
			return true
		}
		if m.kind != mvSwap || m.b > m.d || m.b == m.d && m.a >= m.c {
			return false // the first cell comes first in (y, x) order
		}
		i, j := a.at(int(m.a), int(m.b)), a.at(int(m.c), int(m.d))
		return i >= 0 && j >= 0 && a.cells[i].isShop() && a.cells[j].isShop()
	case phClaim:
		met, wild := s.claims()
		if m.kind == mvPass {
			return m.hero == heroNone && met == 0
		}
		if m.kind != mvTower || m.a < 1 || m.a > nWizards {
			return false
		}
		ws := met
		switch m.hero {
		case heroNone:
		case heroSorceress:
			ws = wild
		default:
			return false
		}
		orth, _ := a.canPlace(int(m.b), int(m.c))
		return orth && ws&(1<<m.a) != 0
	case phRemove:
		present := presentTypes(s.malls[s.remove].typeCounts())
		excess := bits.OnesCount8(present) - 4
		return m.kind == mvRemove && m.hero == heroNone && (excess == 1 || excess == 2) &&
			m.types&^present == 0 && bits.OnesCount8(m.types) == excess
	}
	return false
}

// play carries out legal move m.
func (s *State) play(m mv) {
	a := &s.malls[s.active]
	switch m.kind {
	case mvDraft:
		i := int(m.b)*displayCols + int(m.a)
		s.held = s.display[i]
		s.display[i] = 0
		a.picks++
		if m.hero == heroRogue {
			a.ready = false
		}
		s.phase = phPlace
	case mvPlace:
		if m.hero != heroNone {
			a.ready = false
		}
		a.add(int(m.a), int(m.b), s.held, m.hero == heroDruid)
		s.held = 0
		s.afterPlace()
	case mvSwap:
		i, j := a.at(int(m.a), int(m.b)), a.at(int(m.c), int(m.d))
		a.cells[i].card, a.cells[j].card = a.cells[j].card, a.cells[i].card
		if ri, rj := a.rots>>i&1, a.rots>>j&1; ri != rj {
			a.rots ^= 1<<i | 1<<j // the turn goes with the Shop
		}
		a.ready = false
		s.checkClaims()
	case mvPass:
		if s.phase == phBard {
			s.checkClaims()
		} else {
			s.endTurn()
		}
	case mvTower:
		if m.hero == heroSorceress {
			a.ready = false
		}
		s.wizards &^= 1 << m.a
		a.towers |= 1 << m.a
		a.add(int(m.b), int(m.c), uint8(cardTower+int(m.a)), false)
		s.checkClaims()
	case mvRemove:
		r := &s.malls[s.remove]
		k := 0
		var rots uint32
		for i := 0; i < int(r.n); i++ {
			c := r.cells[i]
			if c.isShop() && m.types&(1<<shops[c.card].Type) != 0 {
				s.gone |= 1 << c.card
				continue
			}
			r.cells[k] = c
			rots |= r.rots >> i & 1 << k
			k++
		}
		for i := k; i < int(r.n); i++ {
			r.cells[i] = slot{}
		}
		r.n, r.rots = uint8(k), rots
		s.phase = s.endPhase()
	}
}
