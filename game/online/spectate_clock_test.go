package online_test

import (
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/netplay"
)

// TestSpectatorSeesClocks: a spectator of a match with a clock of 30 s a
// decision has every seat's time in its hook, one running, the same
// setting as the players', and draws the clocks' strip under its table.
func TestSpectatorSeesClocks(t *testing.T) {
	clk := &testClock{now: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	hostFormMore = func(host *player) { host.d.Click("hostsetup:clock:m30000") }
	t.Cleanup(func() { hostFormMore = nil })
	host, guest, net := onlineLobby(t, clk, false)
	sp := addSpectator(t, "spectator", net, host, &netplay.MemStore{}, guest)
	host.d.Click("lobby:start")
	pump(t, "the spectator's clocks", func() bool {
		o := sp.status().Online
		if sp.status().Scene != sceneTable || o.Clock != "move 30000" || len(o.Clocks) != 3 {
			return false
		}
		for _, c := range o.Clocks {
			if c.Running && c.Ms > 0 && c.Ms <= 30_000 {
				return true
			}
		}
		return false
	}, clk, host, guest, sp)
	if hs := host.status().Online; hs.Clock != sp.status().Online.Clock {
		t.Fatalf("the host's clock %q, the spectator's %q", hs.Clock, sp.status().Online.Clock)
	}
	if text := flatText(sp); !strings.Contains(text, "0:30") && !strings.Contains(text, "0:29") {
		t.Fatalf("the spectator's table draws no time:\n%s", frameText(sp))
	}
}
