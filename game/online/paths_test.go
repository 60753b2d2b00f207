package online_test

import (
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/game/online"
)

// TestOnlineSeatPaths: the Players page says, by seat, how this device
// reaches that player (the kind of path and the round-trip time), on the
// host for its guest and on the guest for the host.
func TestOnlineSeatPaths(t *testing.T) {
	host, guest, net := onlineMatch(t, nil, false)
	net.mu.Lock()
	net.path = online.Path{Kind: "relayed (TURN)", RTT: 42 * time.Millisecond}
	net.mu.Unlock()
	host.d.Click("table:players")
	guest.d.Click("table:players")
	want := "connected · relayed (TURN) · 42 ms"
	deadline := time.Now().Add(10 * time.Second)
	for {
		host.update()
		guest.update()
		ht, gt := frameText(host), frameText(guest)
		if strings.Contains(ht, want) && strings.Contains(gt, want) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no %q on the Players pages:\nhost:\n%s\nguest:\n%s", want, ht, gt)
		}
		time.Sleep(20 * time.Millisecond)
	}
	// The host's row for the guest (seat 1) says it; its own seat does not.
	if !strings.Contains(frameText(host), "this device") {
		t.Errorf("the host's own seat:\n%s", frameText(host))
	}
}

// TestOnlineNoPathSaysWhatToTry: when the two devices find no network path
// to each other, the host's lobby says so in plain words and what to try.
func TestOnlineNoPathSaysWhatToTry(t *testing.T) {
	net := newMemNet()
	net.noPath = true
	host := newPlayer(t, "host", net, "https://example.test/galleria/?net=1", nil, nil)
	for _, id := range []string{"online:host", "hostsetup:open"} {
		host.d.Click(id)
	}
	pump(t, "an invite link", func() bool { return host.status().Invite != "" }, nil, host)
	host.d.Click("lobby:copy:1")
	guest := newPlayer(t, "guest", net, host.status().Clipboard, nil, nil)
	pump(t, "the answer code", func() bool { return guest.status().Answer != "" }, nil, guest)
	guest.d.Click("join:copy")
	host.br.type_(guest.status().Clipboard)
	host.d.Click("lobby:paste:1")
	pump(t, "the failure", func() bool { return strings.Contains(host.status().Note, "no network path") }, nil, host)
	note := host.status().Note
	for _, want := range []string{"same Wi-Fi", "TURN server", "new invite link"} {
		if !strings.Contains(note, want) {
			t.Errorf("the note does not say %q: %s", want, note)
		}
	}
}
