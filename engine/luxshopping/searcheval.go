package luxshopping

import "math/bits"

// ChanceKey implements bot.ChanceKeyer: it names the pending chance event
// so that the search's paired rounds can deal the same dice and cards to
// every candidate move. The dice are named by the turn; a draw from a
// pile's unseen cards by the pile and how many unseen cards are left in it
// (the first, second… draw since the shuffle); a free-shop pick by the turn,
// the seat and how many shops are free. The deal and the first-player rolls
// come before any decision and are not named.
func (s *State) ChanceKey() (key uint64, ok bool) {
	if s.viewer >= 0 {
		return 0, false
	}
	switch s.phase {
	case phDice:
		return 1<<56 | uint64(s.turns), true
	case phCard:
		f := s.top()
		return 2<<56 | uint64(f.pile)<<8 | uint64(s.piles[f.pile].unseen.count()), true
	case phFree:
		f := s.top()
		return 3<<56 | uint64(s.turns)<<16 | uint64(uint8(f.seat))<<8 | uint64(bits.OnesCount64(s.free())), true
	}
	return 0, false
}
