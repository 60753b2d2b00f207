package netplay

import "testing"

// TestLinkOf: the host finds each guest's link by its peer index, a guest
// finds its link to the host and no other; a dropped guest has none.
func TestLinkOf(t *testing.T) {
	n := newTestNet(t)
	host, gs := lobby(t, n, 4, 2)
	st := host.Status()
	idx := func(p *Peer) int {
		for i, pe := range st.Setup.Peers {
			if pe.Name == p.cfg.Name {
				return i
			}
		}
		t.Fatalf("%s is not in the roster", p.cfg.Name)
		return -1
	}
	g0, g1 := idx(gs[0]), idx(gs[1])
	for _, g := range []int{g0, g1} {
		if l, ok := host.LinkOf(g); !ok || l == nil {
			t.Errorf("the host has no link to peer %d", g)
		}
	}
	if a, _ := host.LinkOf(g0); a == func() Link { b, _ := host.LinkOf(g1); return b }() {
		t.Error("both guests have the same link")
	}
	if _, ok := host.LinkOf(st.Setup.Host); ok {
		t.Error("the host has a link to itself")
	}
	if l, ok := gs[0].LinkOf(st.Setup.Host); !ok || l == nil {
		t.Error("the guest has no link to the host")
	}
	if _, ok := gs[0].LinkOf(g1); ok {
		t.Error("a guest has a link to another guest")
	}
	n.drop(gs[1])
	n.settle()
	if _, ok := host.LinkOf(g1); ok {
		t.Error("the host keeps a link to a dropped guest")
	}
}
