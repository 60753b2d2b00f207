package netplay

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"testing"
)

// TestRestoreStoresOf81a1da8: the stores of the three peers of a Mall World
// match (a host with two bots, two guests), written by commit 81a1da8 in
// the middle of a sealed bid that one guest had committed, still restore:
// every peer at the same step and state hash as then, the committed bid
// still sealed, and, joined again, the three play the match to the end.
func TestRestoreStoresOf81a1da8(t *testing.T) {
	n := newTestNet(t)
	var peers []*Peer
	for i := 0; i < 3; i++ {
		f := fmt.Sprintf("testdata/81a1da8/peer%d.json", i)
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(f + ".want")
		if err != nil {
			t.Fatal(err)
		}
		var dump map[string][]byte
		if err := json.Unmarshal(data, &dump); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		st := &MemStore{}
		for k, v := range dump {
			st.Save(k, v)
		}
		cfg := n.config(fmt.Sprintf("peer%d", i), uint64(100+i))
		p, err := Restore(Config{Store: st, Now: cfg.Now, Rand: cfg.Rand})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		s := p.Status()
		h := hashOf(p)
		got := fmt.Sprintf("step %d\nhash %s\nsealed %v\n", s.Step, hex.EncodeToString(h[:]), s.Sealed)
		if got != string(want) {
			t.Fatalf("%s: restored to\n%swant\n%s", f, got, want)
		}
		if i == 0 != s.Host {
			t.Fatalf("%s: host %v", f, s.Host)
		}
		peers = append(peers, p)
	}
	for _, g := range peers[1:] {
		n.connect(peers[0], g)
	}
	n.settle()
	finish(t, n, peers)
}
