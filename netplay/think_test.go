package netplay

import (
	"testing"

	"github.com/galleria-games/galleria/engine"
)

// Search bots on a host think in slices: each ThinkBots call runs at most
// the iterations its budget grants, without the peer's lock (the budget
// asks for it between iterations), keeps the search from one call to the
// next, plays nothing while play is false, and the match goes on to the
// end with the guest's random moves.
func TestThinkBotsInSlices(t *testing.T) {
	n := newTestNet(t)
	plan := []SeatPlan{{Kind: "remote"}, {Kind: "bot", Bot: "easy"}, {Kind: "bot", Bot: "greedy"}, {Kind: "bot", Bot: "easy"}}
	host, err := NewHost(n.config("Host", 1), "mallworld", engine.Options{"players": "4"}, plan)
	if err != nil {
		t.Fatal(err)
	}
	guest, err := NewGuest(n.config("Guest", 10), host.Match())
	if err != nil {
		t.Fatal(err)
	}
	n.connect(host, guest)
	n.settle()
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	n.settle()
	const per = 5 // iterations per call
	granted := 0
	more := func() bool {
		if !host.mu.TryLock() {
			t.Fatal("the search runs with the peer's lock held")
		}
		host.mu.Unlock()
		if granted >= per {
			return false
		}
		granted++
		return true
	}
	var last BotThinking
	calls, searches, plain, held := 0, 0, 0, 0
	for i := 0; i < 200000 && !host.Status().Over; i++ {
		n.settle()
		if s := guest.HumansToAct(); len(s) > 0 {
			moves := guest.View(s[0]).LegalMoves(s[0])
			if err := guest.Play(s[0], moves[n.rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
			continue
		}
		granted = 0
		forced := false // one legal move: a search with nothing to think about is over at once
		if seat := host.BotToAct(); seat >= 0 {
			forced = len(host.View(seat).LegalMoves(seat)) == 1
		}
		play := n.rng.IntN(3) != 0 // one call in three: thinking only
		th, err := host.ThinkBots(n.rng, more, play)
		if err != nil {
			t.Fatal(err)
		}
		calls++
		if th.Seat < 0 {
			continue
		}
		if granted > per {
			t.Fatalf("call %d: %d iterations granted", calls, granted)
		}
		if th.Total > 0 {
			if th.Seat == last.Seat && th.Step == last.Step && last.Total > 0 && !last.Played {
				if d := th.Done - last.Done; d < 0 || d > per {
					t.Fatalf("call %d: the search went from %d to %d iterations", calls, last.Done, th.Done)
				}
			} else if th.Done > per && !forced {
				t.Fatalf("call %d: a new search ran %d iterations", calls, th.Done)
			}
		}
		switch {
		case th.Played && th.Total > 0:
			searches++
			if !th.Finished || th.Done != th.Total {
				t.Fatalf("played an unfinished search: %+v", th)
			}
		case th.Played:
			plain++
		case th.Finished && !play:
			held++
		}
		if th.Played && !play {
			t.Fatal("a move was played with play false")
		}
		last = th
	}
	n.settle()
	mustOver(t, []*Peer{host, guest})
	if searches == 0 || plain == 0 || held == 0 {
		t.Fatalf("%d search moves, %d greedy moves, %d finished searches held back", searches, plain, held)
	}
	t.Logf("%d steps, %d calls: %d search moves, %d greedy moves", host.Status().Step, calls, searches, plain)
}
