package online_test

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestOnlineMatchInHistory: a finished online match is added to the
// history of each page once, its seats as played (the other device's
// person marked remote, the bot by its level); the History lists it and
// opens its replay.
func TestOnlineMatchInHistory(t *testing.T) {
	host, guest, _ := onlineMatch(t, nil, false)
	rng := rand.New(rand.NewPCG(9, 27))
	playUntil(t, "the results", rng, atResults(host, guest), host, guest)
	for _, p := range []*player{host, guest} {
		for i := 0; i < 5; i++ {
			p.update()
		}
		if n := p.status().History; n != 1 {
			t.Fatalf("%s: %d records after one online match", p.name, n)
		}
	}
	host.d.Click("results:menu")
	host.d.Click("menu:history")
	txt := frameText(host)
	if !strings.Contains(txt, "1 past match") || !strings.Contains(txt, "Hanna") || !strings.Contains(txt, "Greedy bots") {
		t.Fatalf("the host's history:\n%s", txt)
	}
	host.d.Click("history:open:0")
	if st := host.status(); st.Scene != "replay" || st.Replay == nil || st.Replay.Steps == 0 {
		t.Fatalf("the record's replay: %s %+v", st.Scene, st.Replay)
	}
}
