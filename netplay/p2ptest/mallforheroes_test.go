package p2ptest

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/netplay"
)

// mfhGames is how many games each case of TestWholeMallForHeroes plays (a
// game takes well under a second on loopback).
const mfhGames = 3

// TestWholeMallForHeroes plays mfhGames whole Mall for Heroes games over WebRTC:
//
//   - 2peers: the host and a guest, two seats;
//   - 3peers: the host and two guests, three seats, none a bot, the third
//     seat first to play (option first=2);
//   - 5peers: the host and four guests, five seats (five rounds);
//   - 2peers+bot: the host and a guest as people and a greedy bot run by
//     the host, three seats;
//   - 2peers+3bots: the host and a guest as people, a greedy and two random
//     bots on the host, five seats.
//
// Every person's seat is played by the greedy bot through Play on its own
// peer. Mall for Heroes has no simultaneous decisions: every step is one
// seat's move or a chance event (the display's Shops, the deal), which the
// peers draw together by commitment and reveal. Every peer must end with
// the same state, result and winners, with no fault report; every peer's
// log must replay through the engine to the host's final state; every seat
// drafts as many Shops as the others, the first player is the option's
// and the game lasts its rounds. A
// stalled match (no step anywhere for 20 s) fails.
func TestWholeMallForHeroes(t *testing.T) {
	local := netplay.SeatPlan{Kind: "local", Name: "Host"}
	remote := netplay.SeatPlan{Kind: "remote"}
	greedy := netplay.SeatPlan{Kind: "bot", Bot: "greedy"}
	random := netplay.SeatPlan{Kind: "bot", Bot: "random"}
	for _, tc := range []struct {
		name string
		opts engine.Options
		plan []netplay.SeatPlan
	}{
		{"2peers", nil, []netplay.SeatPlan{local, remote}},
		{"3peers", engine.Options{"first": "2"}, []netplay.SeatPlan{local, remote, remote}},
		{"5peers", nil, []netplay.SeatPlan{local, remote, remote, remote, remote}},
		{"2peers+bot", nil, []netplay.SeatPlan{local, remote, greedy}},
		{"2peers+3bots", nil, []netplay.SeatPlan{random, local, greedy, remote, random}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for g := 1; g <= mfhGames; g++ {
				sum := playMFH(t, tc.opts, tc.plan)
				t.Logf("game %d: %s", g, sum)
			}
		})
	}
}

// mfhSummary is what a finished Mall for Heroes match showed.
type mfhSummary struct {
	peers, seats  int
	steps, chance int
	rounds        int
	first         int            // the seat of the first move
	drafts        []int          // by seat
	byClass       map[string]int // seat moves by first word
	scores        []int64
	winners       []int
	note          string
	took          time.Duration
}

func (s mfhSummary) String() string {
	var classes []string
	for c, n := range s.byClass {
		classes = append(classes, fmt.Sprintf("%s %d", c, n))
	}
	sort.Strings(classes)
	return fmt.Sprintf("%d peers, %d seats: %d steps (%d chance) in %v, %d rounds; drafts by seat %v; moves: %s; scores %v, winners %v (%s)",
		s.peers, s.seats, s.steps, s.chance, s.took.Round(time.Millisecond), s.rounds, s.drafts, strings.Join(classes, ", "), s.scores, s.winners, s.note)
}

// playMFH opens a Mall for Heroes match with these options and seat plans,
// plays it to the end, checks every peer agrees and returns what happened.
func playMFH(t *testing.T, opts engine.Options, plan []netplay.SeatPlan) mfhSummary {
	t.Helper()
	hn, hcfg := newNode(t, "Host")
	nodes := lobbyOpts(t, hn, hcfg, mallforheroes.GameName, opts, plan)
	defer func() {
		for _, n := range nodes {
			n.p.Close()
		}
	}()
	if len(nodes) != 1+countKind(plan, "remote") {
		t.Fatalf("%d peers for %d remote seats", len(nodes), countKind(plan, "remote"))
	}
	for _, n := range nodes[1:] {
		if s := n.p.Status().Setup; s.Game != mallforheroes.GameName || len(s.Seats) != len(plan) {
			t.Fatalf("%s's setup: %q, %d seats", n.name, s.Game, len(s.Seats))
		}
	}
	start := time.Now()
	playWatched(t, nodes, 90*time.Second, 20*time.Second)
	took := time.Since(start)
	sameEnd(t, nodes)
	time.Sleep(200 * time.Millisecond) // the last acks

	res0 := nodes[0].p.State().Result()
	if res0 == nil {
		t.Fatal("the host's match is over without a result")
	}
	r0 := fmt.Sprintf("%+v", *res0)
	for _, n := range nodes[1:] {
		if r := fmt.Sprintf("%+v", *n.p.State().Result()); r != r0 {
			t.Fatalf("results differ: host %s, %s %s", r0, n.name, r)
		}
	}
	for _, n := range nodes {
		m := n.p.EngineMatch()
		g, err := games.Lookup(m.Game)
		if err != nil {
			t.Fatal(err)
		}
		st, err := engine.Replay(g, m)
		if err != nil {
			t.Fatalf("%s: replay: %v", n.name, err)
		}
		if st.Hash() != nodes[0].p.State().Hash() {
			t.Fatalf("%s: the log does not replay to the host's final state", n.name)
		}
	}

	sum := analyseMFH(t, nodes[0].p.EngineMatch())
	if f := opts["first"]; f != "" && fmt.Sprint(sum.first) != f {
		t.Errorf("seat %d made the first move, want seat %s (option first)", sum.first, f)
	}
	sum.peers, sum.took = len(nodes), took
	sum.scores, sum.winners, sum.note = res0.Scores, res0.Winners, res0.Note
	if len(sum.scores) != len(plan) || len(sum.winners) == 0 {
		t.Errorf("result: scores %v, winners %v for %d seats", sum.scores, sum.winners, len(plan))
	}
	return sum
}

func countKind(plan []netplay.SeatPlan, kind string) int {
	n := 0
	for _, p := range plan {
		if p.Kind == kind {
			n++
		}
	}
	return n
}

// analyseMFH replays a match through the engine, checking that each seat
// move is made by the seat on turn, and counts drafts, moves and chance
// events.
func analyseMFH(t *testing.T, m *engine.Match) mfhSummary {
	t.Helper()
	st, err := mallforheroes.Game{}.NewState(m.Options)
	if err != nil {
		t.Fatal(err)
	}
	n := st.Players()
	sum := mfhSummary{seats: n, steps: len(m.Steps), byClass: map[string]int{}, drafts: make([]int, n), first: -1}
	for i, s := range m.Steps {
		d := st.Decision()
		if s.Seat == engine.Chance {
			sum.chance++
			if d.Kind != engine.ChanceNode {
				t.Fatalf("step %d %v: a chance outcome at a %v decision", i, s, d.Kind)
			}
		} else {
			if d.Kind != engine.Turn || !slices.Equal(d.Seats, []int{s.Seat}) {
				t.Fatalf("step %d %v: a move of seat %d at decision %+v", i, s, s.Seat, d)
			}
			if sum.first < 0 {
				sum.first = s.Seat
			}
			sum.byClass[classOf(s)]++
			if classOf(s) == "draft" {
				sum.drafts[s.Seat]++
			}
		}
		if err := st.Apply(s.Seat, s.Move); err != nil {
			t.Fatalf("step %d %v: %v", i, s, err)
		}
	}
	if st.Decision().Kind != engine.Terminal {
		t.Fatal("the log does not end the game")
	}
	sum.rounds = st.Round()
	if want := mallforheroes.Rounds(n); sum.rounds != want {
		t.Errorf("the game ended after round %d, want %d rounds for %d seats", sum.rounds, want, n)
	}
	for p := 0; p < n; p++ {
		if sum.drafts[p] != sum.drafts[0] || sum.drafts[p] != st.Picks(p) || sum.drafts[p] == 0 {
			t.Errorf("drafts by seat %v, picks of seat %d %d", sum.drafts, p, st.Picks(p))
		}
	}
	return sum
}
