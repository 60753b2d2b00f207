package mallworld

// The ranking of an auction's bids (spec section 8), shared by the engine,
// which resolves the auction with it, and the clients, which say what broke
// a tie.

// bidPrio is a seat's place in the tie order of an auction of n players
// whose active seat is act: 0 wins every tie.
func bidPrio(n, act, seat int) int {
	if n == 3 {
		return (seat - act + n) % n // the active seat first, then clockwise
	}
	return (seat - act - 1 + 2*n) % n // clockwise from the left neighbour
}

// bidBefore reports whether seat x, bidding bx, ranks before seat y,
// bidding by: the higher bid, or on equal bids the seat first in the tie
// order.
func bidBefore(n, act, x, y, bx, by int) bool {
	return bx > by || bx == by && bidPrio(n, act, x) < bidPrio(n, act, y)
}

// BidTie is a tie of an auction that the seat order broke: Winner and
// Loser bid the same Bid, and Winner ranks first because it is the active
// player (3 players: it wins every tie it is part of) or, when
// ActiveWins is false, because it comes first clockwise from the active
// player's left.
type BidTie struct {
	Winner, Loser, Bid int
	ActiveWins         bool
}

// BidRanking ranks the bids of an auction as the engine resolves it:
// players and active are the game's, bids the bids by seat, bidders the
// seats that bid. It returns the seats that bid more than 0, best first,
// and each tie between two neighbours of that ranking with what broke it.
// A position's Bids, Bidders (before the bids open) and Active are its
// arguments.
func BidRanking(players, active int, bidders, bids []int) (ranked []int, ties []BidTie) {
	for _, s := range bidders {
		if s < 0 || s >= len(bids) || s >= players || bids[s] <= 0 {
			continue
		}
		k := len(ranked)
		ranked = append(ranked, s)
		for ; k > 0 && !bidBefore(players, active, ranked[k-1], s, bids[ranked[k-1]], bids[s]); k-- {
			ranked[k] = ranked[k-1]
		}
		ranked[k] = s
	}
	for i := 1; i < len(ranked); i++ {
		w, l := ranked[i-1], ranked[i]
		if bids[w] == bids[l] {
			ties = append(ties, BidTie{Winner: w, Loser: l, Bid: bids[w], ActiveWins: players == 3 && w == active})
		}
	}
	return ranked, ties
}
