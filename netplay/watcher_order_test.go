package netplay

import (
	"slices"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
)

// TestWatcherViewOvertaken: a link need not keep the order of its
// messages (pion's data channels in the browser do not). The feeder sends
// a spectator a new view when the roster changes (at the start, a seat
// given to a bot); steps sent after it may arrive before it, and a view
// may arrive after a later one. The watcher keeps the steps it followed
// (in one generation the host's log only grows) and the newest roster.
func TestWatcherViewOvertaken(t *testing.T) {
	n := newTestNet(t)
	g, _ := games.Lookup("mallworld")
	opts := engine.Options{"players": "3"}
	st, err := g.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	log, err := enginetestPlay(st, 3)
	if err != nil {
		t.Fatal(err)
	}
	hostCfg := n.config("Host", 1)
	setup := &Setup{Match: "0123456789abcdef0123456789abcdef", Game: "mallworld", Options: opts, Host: 0,
		Peers: []PeerInfo{{Key: hostCfg.Identity.Key(), Name: "Host"}}, Seats: []SeatInfo{{Name: "Host", Peer: 0}, {Name: "B", Peer: 0}, {Name: "C", Peer: 0, Bot: "greedy"}}}
	later := setup.clone()
	later.Seats[1].Bot = "greedy"
	f := newFeeder(hostCfg.Identity, setup.Match, t.Logf)
	s := &sink{}
	f.feed(&feedSnap{setup: setup, steps: slices.Clone(log[:10]), links: map[LinkID]Link{1: s}})
	f.feed(&feedSnap{setup: later, steps: slices.Clone(log[:20]), links: map[LinkID]Link{1: s}})
	got := slices.Clone(s.got)
	// The first view, and the second view, come last; every step before.
	var views, steps [][]byte
	for _, raw := range got {
		m, err := decode(raw)
		if err != nil {
			t.Fatal(err)
		}
		if m.Kind == kindView {
			views = append(views, raw)
		} else {
			steps = append(steps, raw)
		}
	}
	if len(views) != 2 {
		t.Fatalf("%d views sent", len(views))
	}
	w, err := NewWatcher(n.config("W", 3), setup.Match)
	if err != nil {
		t.Fatal(err)
	}
	id := w.Attach(&sink{})
	w.Receive(id, views[1])
	for _, raw := range steps {
		w.Receive(id, raw)
	}
	w.Receive(id, views[0])
	ws := w.Status()
	if len(ws.Reports) > 0 || ws.Steps != 20 || ws.Behind != 0 {
		t.Fatalf("%d of 20 steps, %d behind, reports %v", ws.Steps, ws.Behind, ws.Reports)
	}
	if ws.Setup.Seats[1].Bot != "greedy" {
		t.Fatalf("the older roster replaced the newer: %+v", ws.Setup.Seats)
	}
	full, err := engine.Replay(g, &engine.Match{Game: "mallworld", Options: opts, Steps: log[:20]})
	if err != nil {
		t.Fatal(err)
	}
	if ws.View.Hash() != full.View(full.Seats()).Hash() {
		t.Fatal("the spectator's view is not the full state's after 20 steps")
	}
}
