package luxshopping

// Evaluate implements engine.Evaluator for the greedy bot: money plus what
// shops, signs and galleries are worth to keep, minus a penalty for cash
// below a safety reserve (so the bot does not spend itself into forced
// sales), with progress toward the goals. A won game is +1e12, a lost one
// -1e12.
func (s *State) Evaluate(seat int) float64 {
	if s.phase == phOver {
		r := s.Result()
		if r.Places[seat] == 1 {
			return 1e12
		}
		return -1e12 + float64(-r.Places[seat])
	}
	if !s.alive[seat] {
		return -1e11
	}
	const reserve = 25000
	v := float64(s.cash[seat])
	if s.cash[seat] < reserve {
		v -= float64(reserve - s.cash[seat])
	}
	if s.phase == phSell && int(s.top().seat) == seat {
		v -= float64(s.top().amount) // the debt is still owed
	}
	signGoal, galGoal := Goals(int(s.players))
	for k := 1; k <= nShops; k++ {
		if int(s.owner[k]) != seat {
			continue
		}
		v += 1.3 * float64(Price(k))
		if s.gallery[k] != 0 {
			v += 3 * float64(VisitValue(k))
		}
	}
	signs := s.signCount(seat)
	v += float64(signs) * 20000 * float64(6) / float64(signGoal)
	g := s.largestGallery(seat)
	v += float64(g*g) * 3000 * float64(15) / float64(galGoal)
	return v
}
