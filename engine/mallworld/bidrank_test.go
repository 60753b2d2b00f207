package mallworld_test

import (
	"testing"

	"github.com/galleria-games/galleria/engine/mallworld"
)

// TestBidRankingMatchesResolution: in random games of 3, 4 and 5 players,
// BidRanking of the position before an auction opens names the seats the
// engine then lets play first (rank 1, and rank 2 of a three-card offer),
// and every tie it reports is between equal bids, broken as the spec says.
func TestBidRankingMatchesResolution(t *testing.T) {
	auctions, ties := 0, 0
	for players := 3; players <= 5; players++ {
		for seed := uint64(1); seed <= 12; seed++ {
			var prev *mallworld.Position
			fzGame(players, "standard", seed, func(st *mallworld.State, step int) bool {
				p := st.PositionOf()
				if prev != nil && prev.Stage == "bid" && p.Stage == "play" {
					auctions++
					ranked, tt := mallworld.BidRanking(players, prev.Active, prev.Bidders, p.Bids)
					for r := 0; r < p.OfferSize-1; r++ {
						want := p.Active
						if r < len(ranked) {
							want = ranked[r]
						}
						if p.Queue[r] != want {
							t.Fatalf("%dp seed %d step %d: rank %d plays seat %d, BidRanking says %d (%v, bids %v)", players, seed, step, r+1, p.Queue[r], want, ranked, p.Bids)
						}
					}
					for _, tie := range tt {
						ties++
						if p.Bids[tie.Winner] != tie.Bid || p.Bids[tie.Loser] != tie.Bid {
							t.Fatalf("tie %+v with bids %v", tie, p.Bids)
						}
						if tie.ActiveWins != (players == 3 && tie.Winner == p.Active) {
							t.Fatalf("tie %+v, %d players, active %d", tie, players, p.Active)
						}
					}
				}
				prev = p
				return true
			})
		}
	}
	if auctions < 20 || ties == 0 {
		t.Fatalf("%d auctions, %d ties seen: too few to check", auctions, ties)
	}
	t.Logf("%d auctions, %d ties", auctions, ties)
}

// TestBidRankingTieOrder: the spec's tie orders on fixed bids.
func TestBidRankingTieOrder(t *testing.T) {
	// 4 players, seat 1 active: clockwise from its left (seat 2) wins.
	ranked, ties := mallworld.BidRanking(4, 1, []int{0, 2, 3}, []int{2, -1, 0, 2})
	if len(ranked) != 2 || ranked[0] != 3 || ranked[1] != 0 || len(ties) != 1 || ties[0].Winner != 3 || ties[0].ActiveWins {
		t.Fatalf("4p: %v %+v", ranked, ties)
	}
	// 3 players, seat 2 active and bidding: it wins the tie.
	ranked, ties = mallworld.BidRanking(3, 2, []int{0, 1, 2}, []int{1, 3, 3})
	if len(ranked) != 3 || ranked[0] != 2 || ranked[1] != 1 || len(ties) != 1 || !ties[0].ActiveWins || ties[0].Bid != 3 {
		t.Fatalf("3p: %v %+v", ranked, ties)
	}
}
