package netplay

import (
	"testing"
	"time"
)

// TestLendings: two time-outs of the first guest's seat, each listed once
// by every peer's Lendings at the step its roster took effect (the step of
// the bot's decision), in log order; reading on from the count returned
// lists only the later one; a count past the log reads it from the start.
func TestLendings(t *testing.T) {
	n := newTestNet(t)
	host, gs := clockMatch(t, n, &Clock{Move: 30_000})
	playing := []*Peer{host, gs[1]}
	var steps []int
	read := 0
	for len(steps) < 2 {
		n.run(playing, 100000)
		if host.Status().Over || !waitsFor(host, 1) {
			t.Fatalf("the match does not wait for seat 1: %+v", host.Status())
		}
		if ls, _ := gs[0].Lendings(0); len(ls) != len(steps) {
			t.Fatalf("%d lendings before time-out %d: %+v", len(ls), len(steps)+1, ls)
		}
		n.clock.Add(31 * time.Second)
		step := host.Status().Step
		if err := host.TimeOut(1, "greedy"); err != nil {
			t.Fatal(err)
		}
		n.settle()
		steps = append(steps, step)
		if len(steps) == 1 {
			_, read = gs[1].Lendings(0)
		}
		for j := 0; j < 50 && host.Status().Step == step; j++ {
			n.stepOnce(playing, n.rng)
		}
		n.settle()
	}
	for _, p := range []*Peer{host, gs[0], gs[1]} {
		ls, k := p.Lendings(0)
		if len(ls) != 2 || ls[0] != (Lending{Seat: 1, Step: steps[0]}) || ls[1] != (Lending{Seat: 1, Step: steps[1]}) {
			t.Errorf("%s: lendings %+v, want seat 1 at steps %v", p.cfg.Name, ls, steps)
		}
		if k != len(p.Transcript()) {
			t.Errorf("%s: read %d records of %d", p.cfg.Name, k, len(p.Transcript()))
		}
		if again, _ := p.Lendings(k + 5); len(again) != 2 {
			t.Errorf("%s: from past the log: %+v", p.cfg.Name, again)
		}
	}
	if later, _ := gs[1].Lendings(read); len(later) != 1 || later[0].Step != steps[1] {
		t.Errorf("from record %d: %+v, want the second time-out only", read, later)
	}
}
