//go:build !js

package game

import (
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/netplay/signal"
)

// With the relay beside the site (galleria serve), the host opens a room and
// a guest who opens the room link takes a seat without any pasting.
func TestOnlineRoom(t *testing.T) {
	srv := httptest.NewServer(http.StripPrefix("/galleria", signal.NewRelay()))
	net := newMemNet()
	host := newPlayer(t, "host", net, srv.URL+"/galleria/?net=1", nil, nil)
	var guest *player
	defer func() {
		host.a.closeNet(false) // ends the long polls
		if guest != nil {
			guest.a.closeNet(false)
		}
		srv.CloseClientConnections()
		srv.Close()
	}()
	click(t, host.a, host.in, "online:host")
	click(t, host.a, host.in, "hostsetup:players:3")
	click(t, host.a, host.in, "hostsetup:open")
	click(t, host.a, host.in, "lobby:room")
	pump(t, "the room", func() bool { return host.a.Status().Room != "" }, nil, host)
	click(t, host.a, host.in, "lobby:copyroom")
	link := host.a.Status().Clipboard
	if !strings.HasPrefix(link, srv.URL+"/galleria/?net=1#room=") {
		t.Fatalf("room link %q", link)
	}
	guest = newPlayer(t, "guest", net, link, nil, nil)
	pump(t, "the guest in the lobby through the room", func() bool {
		hs, gs := host.a.Status(), guest.a.Status()
		return hs.Online != nil && hs.Online.Connected[1] && gs.Scene == sceneLobby
	}, nil, host, guest)
	if !strings.Contains(guest.br.url, "#join=") {
		t.Errorf("the guest's URL is %s, want its invite (for reloads)", guest.br.url)
	}
	click(t, host.a, host.in, "lobby:start")
	rng := rand.New(rand.NewPCG(13, 14))
	playUntil(t, "step 20", rng, func() bool { return guest.a.Status().Step >= 20 }, host, guest)
}
