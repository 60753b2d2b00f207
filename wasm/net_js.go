//go:build js && wasm && galleria_net

package main

import (
	"context"
	"strings"
	"syscall/js"

	"github.com/galleria-games/galleria/game"
	"github.com/galleria-games/galleria/game/online"
	"github.com/galleria-games/galleria/netplay/rtc"
)

// The net build: online play (package game/online) with the browser's hooks
// (dom_js.go) and an online.Transport over WebRTC data channels (package
// netplay/rtc, which wraps the browser's RTCPeerConnection through pion).
//
// ICE servers: the page URL's ?ice= parameter, read by rtc.ParseICE. With
// none, rtc.DefaultICEServers (public STUN servers, so devices behind
// different home routers can connect); ?ice=none uses no server (devices on
// one network only); otherwise STUN or TURN URLs, comma-separated or
// repeated: ?ice=stun:stun.example.org:3478. A bad value falls back to no
// server, with a console message. Invite links keep the page's query, so
// guests use the same servers.

func setupNet(o *game.Options) {
	var cfg rtc.Config
	ice, err := rtc.ParseICE(strings.Join(query()["ice"], ","))
	if err != nil {
		js.Global().Get("console").Call("warn", "galleria: ?ice= ignored, no ICE server used: "+err.Error())
	}
	cfg.ICEServers = ice
	o.Online = online.New(online.Platform{
		Net:         transport{cfg: cfg},
		Copy:        copyText,
		AskText:     askText,
		Location:    func() string { return js.Global().Get("location").Get("href").String() },
		SetFragment: setFragment,
		Store:       netStorage{},
	}, online.Options{})
}

type transport struct{ cfg rtc.Config }

func handlers(ev online.LinkEvents) rtc.Handlers {
	return rtc.Handlers{Message: ev.Message, Closed: ev.Closed}
}

func (t transport) Offer(ctx context.Context, ev online.LinkEvents) (string, func(context.Context, string) (online.Link, error), func(), error) {
	p, sdp, err := rtc.Offer(ctx, t.cfg, handlers(ev))
	if err != nil {
		return "", nil, nil, err
	}
	accept := func(ctx context.Context, answer string) (online.Link, error) {
		l, err := p.Accept(ctx, answer)
		if err != nil {
			return nil, err
		}
		return l, nil
	}
	return sdp, accept, func() { p.Close() }, nil
}

func (t transport) Answer(ctx context.Context, offer string, ev online.LinkEvents) (string, func(context.Context) (online.Link, error), error) {
	l, sdp, err := rtc.Answer(ctx, t.cfg, offer, handlers(ev))
	if err != nil {
		return "", nil, err
	}
	open := func(ctx context.Context) (online.Link, error) {
		if err := l.WaitOpen(ctx); err != nil {
			l.Close()
			return nil, err
		}
		return l, nil
	}
	return sdp, open, nil
}
