package mallforheroes

import (
	"fmt"
	"math/bits"
)

// The checks of an imported position as a whole (ImportState): every Shop
// in one place, the phase one the position can resume from.

// checkShops checks that every Shop in play is in exactly one place and
// that the draft counts fit the round and turn.
func (s *State) checkShops(p *position) error {
	var all uint64
	put := func(n uint8, where string) error {
		if !shopInPlay(int(n), s.deckSeats()) {
			return errf("%s: Shop %s is not in play with %d players", where, ShopID(int(n)), s.seats)
		}
		if all&(1<<n) != 0 {
			return errf("%s: Shop %s is in two places", where, ShopID(int(n)))
		}
		all |= 1 << n
		return nil
	}
	for _, grp := range []struct {
		set  uint64
		name string
	}{{s.deck, "deck"}, {s.gone, "removed"}, {s.botShops, "bot.shops"}} {
		for _, n := range bitList(grp.set, nShops) {
			if err := put(uint8(n), grp.name); err != nil {
				return err
			}
		}
	}
	for i, c := range s.display {
		if c != 0 {
			if err := put(c, fmt.Sprintf("display[%d]", i)); err != nil {
				return err
			}
		}
	}
	if s.held != 0 {
		if err := put(s.held, "held"); err != nil {
			return err
		}
	}
	placed := 0
	for i := 0; i < s.humans(); i++ {
		m := &s.malls[i]
		for k := 0; k < int(m.n); k++ {
			if c := m.cells[k]; c.isShop() {
				if err := put(c.card, fmt.Sprintf("malls[%d].cards[%d]", i, k)); err != nil {
					return err
				}
			}
		}
		placed += m.shopCount()
	}
	want := 0
	for n := 1; n <= nShops; n++ {
		if shopInPlay(n, s.deckSeats()) {
			want++
		}
	}
	if popcount(all) != want {
		return errf("%d Shops found, want all %d in play", popcount(all), want)
	}
	// Shops drawn from the deck so far.
	drawn := 0
	if s.round > 0 {
		drawn = displaySize * (int(s.round) - 1)
		if s.phase == phDisplay {
			drawn += s.displayCount()
		} else {
			drawn += displaySize
		}
	}
	if want-popcount(s.deck) != drawn {
		return errf("deck holds %d Shops, want %d in round %d", popcount(s.deck), want-drawn, s.round)
	}
	if s.gone != 0 && !(s.solo() && s.level == 2 && s.turn == displaySize) {
		return errf("removed: Shops leave only at the end of a solo Level 2 game")
	}
	// Turns played and picks.
	done := int(s.turn)
	if s.phase == phPlace || s.phase == phBard || s.phase == phClaim {
		done++
	}
	if s.round > 0 && s.phase != phDisplay && s.displayCount() != displaySize-done {
		return errf("display holds %d Shops, want %d after %d turns", s.displayCount(), displaySize-done, done)
	}
	if s.phase == phDisplay {
		for i := range s.display {
			if (s.display[i] != 0) != (i < s.displayCount()) {
				return errf("display: the display is laid out in reading order")
			}
		}
	}
	sum := 0
	for q := 0; q < int(s.np); q++ {
		exp := 0
		for r := 1; r <= int(s.round); r++ {
			k := displaySize
			if r == int(s.round) {
				k = done
			}
			for t := 0; t < k; t++ {
				if (s.firstOf(r)+t)%int(s.np) == q {
					exp++
				}
			}
		}
		if s.solo() && q == soloBot {
			if popcount(s.botShops) != exp {
				return errf("bot.shops holds %d Shops, want %d", popcount(s.botShops), exp)
			}
			continue
		}
		m := &s.malls[q]
		if int(m.picks) != exp {
			return errf("malls[%d].picks %d, want %d", q, m.picks, exp)
		}
		sum += exp
		mine := m.shopCount()
		if q == int(s.active) && s.held != 0 {
			mine++
		}
		if mine > exp || s.gone == 0 && mine != exp {
			return errf("malls[%d] holds %d Shops, want %d", q, m.shopCount(), exp)
		}
	}
	if placed+popcount(s.gone)+boolInt(s.held != 0) != sum {
		return errf("the malls' Shops and the removed Shops do not add up to the picks")
	}
	return nil
}

func boolInt(v bool) int {
	if v {
		return 1
	}
	return 0
}

// checkPhase checks that the phase is what the position waits for, so that
// every imported state has moves and resumes safely.
func (s *State) checkPhase(p *position) error {
	bad := func(why string) error { return errf("phase %q: %s", p.Phase, why) }
	c := *s
	next := c.nextPhase()
	if c.round != s.round {
		return bad("setup is complete: the round has begun")
	}
	if s.phase != phRemove && p.Remove != 0 {
		return errf("remove %d: only in phase remove", p.Remove)
	}
	m := &s.malls[s.active]
	switch s.phase {
	case phPlace, phBard, phClaim:
		if s.round == 0 || s.turn >= displaySize || s.solo() && s.active == soloBot || s.phase != phPlace && s.held != 0 {
			return bad("not a turn of a mall")
		}
		switch s.phase {
		case phBard:
			if m.hero != Bard || !m.ready || m.shopCount() < 2 {
				return bad("the active mall needs a ready Bard and 2 Shops")
			}
		case phClaim:
			if met, wild := s.claims(); met|wild == 0 {
				return bad("the active mall has no Wizard to claim")
			}
		}
	case phRemove:
		if next != phRemove || p.Remove != int(c.remove) {
			return bad(fmt.Sprintf("remove %d: the next mall with more than 4 types decides", p.Remove))
		}
		s.remove = uint8(p.Remove)
	default:
		if next != s.phase {
			return bad(fmt.Sprintf("the position waits for %q", phaseNames[next]))
		}
	}
	if isChance(s.phase) && bits.OnesCount64(s.outcomeMask()) < 2 {
		return bad("a chance event needs at least 2 outcomes (one is taken at once)")
	}
	return nil
}
