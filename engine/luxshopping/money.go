package luxshopping

// Payments (§9, §10): a debt is a fPay frame. It is paid at once from cash;
// a debtor short of cash sells shops (a decision) until the cash covers it;
// a debtor whose shops cannot cover it sells everything, gives all its cash
// to the creditor and is eliminated.

// settle works the top fPay frame; it reports true when the debtor must
// choose shops to sell.
func (s *State) settle() bool {
	var f frame
	s.loadTop(&f)
	d, to, amt := int(f.seat), int(f.to), f.amount
	if amt <= 0 || !s.alive[d] {
		s.pop()
		return false
	}
	if s.cash[d] >= amt {
		s.pop()
		s.transfer(d, to, amt)
		return false
	}
	if s.cash[d]+s.worth(d) < amt {
		s.pop()
		s.eliminate(d, to)
		return false
	}
	s.phase = phSell
	return true
}

func (s *State) transfer(from, to int, amt int64) {
	s.cash[from] -= amt
	if to >= 0 {
		s.cash[to] += amt
	}
	s.note(Event{Kind: EvPaid, Seat: from, Other: to, Amount: amt})
}

// sell sells shop k of its owner to the bank at half price.
func (s *State) sell(k int) {
	o := int(s.owner[k])
	s.cash[o] += Resale(k)
	s.loseShop(k)
	s.note(Event{Kind: EvSold, Seat: o, Shop: k, Amount: Resale(k)})
}

// eliminate sells every shop of d, gives all its cash to the creditor (the
// bank when to is -1) and takes d out of the game. An eliminated active
// player's turn ends at once.
func (s *State) eliminate(d, to int) {
	for k := 1; k <= nShops; k++ {
		if int(s.owner[k]) == d {
			s.sell(k)
		}
	}
	give := s.cash[d]
	s.cash[d] = 0
	if to >= 0 {
		s.cash[to] += give
	}
	s.alive[d] = false
	s.outCount++
	s.outOrder[d] = s.outCount
	s.note(Event{Kind: EvEliminated, Seat: d, Other: to, Amount: give})
	if d == int(s.active) {
		s.flush()
		s.push(frame{kind: fEndTurn, seat: int8(d)})
	}
	s.checkLast()
}
