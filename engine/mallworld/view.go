package mallworld

import "github.com/galleria-games/galleria/engine"

// View implements engine.State. It hides, from seat's point of view: the other
// seats' hands (only their sizes stay), coins (until the game is over: the
// final scoring counts them openly) and unvalidated specials, the content of
// the amenity draw pile and of the contract pile (only their sizes stay), the
// undealt specials, and the other seats' sealed bids until all are in. A view
// of a view hides at least as much.
func (s *State) View(seat int) engine.State { return s.ViewState(seat) }

// ViewState is View with the concrete type.
func (s *State) ViewState(seat int) *State {
	v := *s
	v.redact(seat)
	return &v
}

// viewOf is ViewState as a value (nothing allocated).
func (s *State) viewOf(seat int) State {
	v := *s
	v.redact(seat)
	return v
}

// redact turns the state into seat's view.
func (v *State) redact(seat int) {
	v.viewer = int8(seat)
	hidden := sum(v.draw[:])
	v.draw = [nCardTypes + 1]uint8{}
	v.draw[nCardTypes] = uint8(hidden)
	v.placePool, v.rentPool, v.specialPool = 0, 0, 0
	for i := 0; i < int(v.n); i++ {
		if i == seat {
			continue
		}
		p := &v.seats[i]
		size := p.handSize()
		p.hand = [handBytes]uint8{}
		p.hand[nCardTypes] = uint8(size)
		p.contracts = 0
		if p.special != noContract {
			p.special = hiddenSpecial
		}
		if v.stage != stOver {
			// The final scoring counts the coins in hand openly.
			p.coins = -1
		}
		if v.stage == stBid && v.bidders&(1<<i) != 0 && v.bids[i] >= 0 {
			v.bids[i] = -2
		}
	}
	if v.chance != chNone {
		// Whatever comes next is decided by something this view cannot see.
		v.chance = chHidden
	}
}

// Hand returns the amenity cards (by type code, with repeats) and the
// contract IDs in seat's hand, as far as this state knows them; hidden is the
// number of cards whose identity this state does not know.
func (s *State) Hand(seat int) (cards []string, contracts []string, hidden int) {
	p := &s.seats[seat]
	for t := 0; t < nCardTypes; t++ {
		for k := 0; k < int(p.hand[t]); k++ {
			cards = append(cards, CardTypes[t].Code)
		}
	}
	forBits(p.contracts, func(id int) { contracts = append(contracts, Contracts[id].ID) })
	return cards, contracts, int(p.hand[nCardTypes])
}

// HandSize is the number of cards in seat's hand that count toward the limit.
func (s *State) HandSize(seat int) int { return s.seats[seat].handSize() }

// Result implements engine.State: final CHF = bank account + 1,000 per coin;
// tied seats share the victory (spec 13.3).
func (s *State) Result() *engine.Result {
	if s.stage != stOver {
		return nil
	}
	scores := make([]int64, s.n)
	for i := range scores {
		scores[i] = s.FinalCHF(i)
	}
	r := engine.RankByScore(scores, "")
	if len(r.Winners) > 1 {
		r.SetNote(engine.Fixed("The rules give no tie-break: the tied players share the victory."))
	}
	return r
}

// FinalCHF is seat's account plus 1,000 CHF per coin held.
func (s *State) FinalCHF(seat int) int64 {
	p := &s.seats[seat]
	coins := int64(p.coins)
	if coins < 0 {
		coins = 0
	}
	return int64(p.account) + coinValue*coins
}

// Evaluate implements engine.Evaluator: money now, plus what the validated
// contracts would pay if the phase ended now, plus a share of what the
// contracts in hand would pay.
func (s *State) Evaluate(seat int) float64 {
	if r := s.Result(); r != nil {
		return float64(r.Scores[seat])
	}
	p := &s.seats[seat]
	v := float64(s.FinalCHF(seat))
	forBits(p.validated, func(id int) { v += float64(s.ContractValue(id)) })
	held := p.contracts
	if p.special != noContract && p.special != hiddenSpecial {
		held |= 1 << p.special
	}
	forBits(held, func(id int) { v += 0.5*float64(s.ContractValue(id)) + 1500 })
	v += 600 * float64(sum(p.hand[:nCardTypes]))
	return v
}
