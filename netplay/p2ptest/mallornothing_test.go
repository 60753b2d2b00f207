package p2ptest

import (
	"fmt"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/netplay"
)

// TestWholeMallOrNothing: two native peers play whole Mall or Nothing games
// over WebRTC, the host seat 0 and the guest seat 1 (each played by the
// greedy bot through Play, as a person would), then the host's seat 0 as a
// bot it runs. Both peers end with the same state and result, the log
// replays through the engine, and the wire carries exactly the protocol's
// cost: per chance event one commitment and one reveal from each peer, per
// placement round one commitment and one reveal per seat, no plain moves.
func TestWholeMallOrNothing(t *testing.T) {
	for _, tc := range []struct {
		name string
		plan []netplay.SeatPlan
	}{
		{"people", []netplay.SeatPlan{{Kind: "local", Name: "Host"}, {Kind: "remote"}}},
		{"bot", []netplay.SeatPlan{{Kind: "bot", Bot: "greedy", Name: "Bot"}, {Kind: "remote"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := &wire{msgs: map[string]int{}, bytes: map[string]int{}}
			wrap = func(l netplay.Link) netplay.Link { return countingLink{l, w} }
			defer func() { wrap = nil }()
			hn, hcfg := newNode(t, "Host")
			nodes := lobbyOf(t, hn, hcfg, mallornothing.GameName, tc.plan)
			if len(nodes) != 2 {
				t.Fatalf("%d peers", len(nodes))
			}
			if s := nodes[1].p.Status().Setup; s.Game != mallornothing.GameName || len(s.Seats) != 2 {
				t.Fatalf("the guest's setup: %q, %d seats", s.Game, len(s.Seats))
			}
			start := time.Now()
			playAll(t, nodes, 2*time.Minute)
			sameEnd(t, nodes)
			time.Sleep(100 * time.Millisecond) // the last acks

			r0 := fmt.Sprintf("%+v", *nodes[0].p.State().Result())
			if r1 := fmt.Sprintf("%+v", *nodes[1].p.State().Result()); r1 != r0 {
				t.Fatalf("results differ: host %s, guest %s", r0, r1)
			}
			m := nodes[1].p.EngineMatch()
			g, err := games.Lookup(m.Game)
			if err != nil {
				t.Fatal(err)
			}
			st, err := engine.Replay(g, m)
			if err != nil {
				t.Fatal(err)
			}
			if st.Hash() != nodes[0].p.State().Hash() {
				t.Fatal("the guest's log does not replay to the final state")
			}
			chance, placed := 0, [2]int{}
			for _, s := range m.Steps {
				if s.Seat == engine.Chance {
					chance++
				} else {
					placed[s.Seat]++
				}
			}
			rounds := placed[0]
			if placed != [2]int{8, 8} {
				t.Fatalf("placements by seat: %v", placed)
			}

			w.mu.Lock()
			defer w.mu.Unlock()
			// Two peers: every authored message crosses the one link once.
			if w.msgs["move"] != 0 || w.msgs["commit"] != 2*(chance+rounds) || w.msgs["reveal"] != 2*(chance+rounds) || w.msgs["ack"] > 2 {
				t.Errorf("wire %v for %d chance events and %d placement rounds", w.msgs, chance, rounds)
			}
			cb := float64(w.bytes["commit"]) / float64(w.msgs["commit"])
			rb := float64(w.bytes["reveal"]) / float64(w.msgs["reveal"])
			t.Logf("%d steps (%d chance events, %d placement rounds) in %v; result %s", len(m.Steps), chance, rounds, time.Since(start).Round(time.Millisecond), r0)
			t.Logf("wire: %v messages, %v bytes", w.msgs, w.bytes)
			t.Logf("per round (2 draws + 1 placement): %d messages, %.0f bytes; per game: %d messages, %d bytes",
				3*4, 3*2*(cb+rb), sumMap(w.msgs), sumMap(w.bytes))
			t.Logf("latency, placement round (last commitment → resolved on the other peer): median %v over %d", latSealed(nodes), nSealed(nodes))
		})
	}
}

func sumMap(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}
