package luxshopping

import "math/bits"

// reserve is the cash the greedy bot likes to keep for rent and bills (in
// 1,000 bot-vs-random games per seat count, 45,000 beat 10,000 and 25,000 and
// equalled 70,000).
const reserve = 45000

// Evaluate implements engine.Evaluator for the greedy bot: money plus what
// shops, signs and galleries are worth to keep, minus a penalty for cash
// below a safety reserve (so the bot does not spend itself into forced
// sales), with progress toward the goals. A won game is +1e12, a lost one
// -1e12. A debtor choosing what to sell counts its debt as already paid, so
// it pays as soon as it can instead of selling more.
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
	cash := s.cash[seat]
	if s.phase == phSell && s.topSeat() == seat {
		cash -= s.topAmount() // the debt is still owed
	}
	v := float64(cash)
	if cash < reserve {
		v -= float64(reserve - cash)
	}
	signGoal, galGoal := Goals(int(s.players))
	own := s.owned(seat)
	for m := own; m != 0; m &= m - 1 { // seat's shops in increasing order
		k := bits.TrailingZeros64(m)
		v += 1.3 * float64(Price(k))
		if s.gallery[k] != 0 {
			v += 3 * float64(VisitValue(k))
		}
	}
	signs := bits.OnesCount64(own & s.signed) // signCount
	v += float64(signs) * 20000 * float64(6) / float64(signGoal)
	g := s.largestOf(own)
	v += float64(g*g) * 3000 * float64(15) / float64(galGoal)
	return v
}
