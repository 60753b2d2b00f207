package p2ptest

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestWholeGames: 2 to 5 peers (the host and 1 to 4 guests) play whole Mall
// World games over WebRTC; bots fill the seats no guest takes. Every peer
// must end with the same state, and the guests must have met in at least one
// closed-fist auction.
func TestWholeGames(t *testing.T) {
	watchLeaks(t) // besides each game's check: the whole test's
	for _, tc := range []struct{ peers, players int }{{2, 3}, {3, 4}, {4, 5}, {5, 5}} {
		t.Run(fmt.Sprintf("%dpeers", tc.peers), func(t *testing.T) {
			nodes := lobby(t, tc.players, tc.peers-1)
			start := time.Now()
			playAll(t, nodes, 3*time.Minute)
			sameEnd(t, nodes)
			steps := nodes[0].p.Steps()
			bids := 0
			for _, s := range steps {
				if s.Seat >= 0 && s.Seat < tc.peers-1 && strings.HasPrefix(s.Move, "bid ") {
					bids++
				}
			}
			if bids == 0 {
				t.Fatal("no guest ever made a sealed bid")
			}
			t.Logf("%d peers, %d players: %d steps (%d sealed bids by guests) in %v", tc.peers, tc.players, len(steps), bids, time.Since(start).Round(time.Millisecond))
		})
	}
}
