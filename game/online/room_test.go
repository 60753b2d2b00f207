//go:build !js

package online_test

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
		host.o.Drop() // ends the long polls
		if guest != nil {
			guest.o.Drop()
		}
		srv.CloseClientConnections()
		srv.Close()
	}()
	host.d.Click("online:host")
	host.d.Click("hostsetup:players:3")
	host.d.Click("hostsetup:open")
	host.d.Click("lobby:room")
	pump(t, "the room", func() bool { return host.status().Room != "" }, nil, host)
	host.d.Click("lobby:copyroom")
	link := host.status().Clipboard
	if !strings.HasPrefix(link, srv.URL+"/galleria/?net=1#room=") {
		t.Fatalf("room link %q", link)
	}
	guest = newPlayer(t, "guest", net, link, nil, nil)
	pump(t, "the guest in the lobby through the room", func() bool {
		hs, gs := host.status(), guest.status()
		return hs.Online != nil && hs.Online.Connected[1] && gs.Scene == sceneLobby
	}, nil, host, guest)
	if !strings.Contains(guest.br.URL(), "#join=") {
		t.Errorf("the guest's URL is %s, want its invite (for reloads)", guest.br.URL())
	}
	host.d.Click("lobby:start")
	rng := rand.New(rand.NewPCG(13, 14))
	playUntil(t, "step 20", rng, func() bool { return guest.status().Step >= 20 }, host, guest)
}
