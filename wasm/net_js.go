//go:build js && wasm && galleria_net

package main

import (
	"context"
	"errors"
	"fmt"
	"syscall/js"

	"github.com/galleria-games/galleria/game"
	"github.com/galleria-games/galleria/game/online"
	"github.com/galleria-games/galleria/netplay/rtc"
)

// The net build: online play (package game/online) with the browser's hooks
// (dom_js.go) and an online.Transport over WebRTC data channels (package
// netplay/rtc, which wraps the browser's RTCPeerConnection through pion).
//
// ICE servers: see ice_js.go (the URL's ?ice=, the stored ICE setting).

func setupNet(o *game.Options) {
	cfg := rtc.Config{ICEServers: iceServers()}
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

// link is an rtc.Link that tells online play how it is connected.
type link struct{ *rtc.Link }

func (l link) Path() (online.Path, error) {
	p, err := l.Link.Path()
	if err != nil || !p.Known {
		return online.Path{}, err
	}
	return online.Path{Kind: p.Kind(), RTT: p.RTT}, nil
}

// linkErr marks a connection that found no network path for online play.
func linkErr(err error) error {
	if errors.Is(err, rtc.ErrNoPath) {
		return fmt.Errorf("%w: %v", online.ErrNoPath, err)
	}
	return err
}

func (t transport) Offer(ctx context.Context, ev online.LinkEvents) (string, func(context.Context, string) (online.Link, error), func(), error) {
	p, sdp, err := rtc.Offer(ctx, t.cfg, handlers(ev))
	if err != nil {
		return "", nil, nil, err
	}
	accept := func(ctx context.Context, answer string) (online.Link, error) {
		l, err := p.Accept(ctx, answer)
		if err != nil {
			return nil, linkErr(err)
		}
		return link{l}, nil
	}
	return sdp, accept, func() { p.Close() }, nil
}

func (t transport) Answer(ctx context.Context, offer string, ev online.LinkEvents) (string, func(context.Context) (online.Link, error), error) {
	// The guest's answer reaches the host by hand (chat, mail): its link
	// must not give up after rtc's ConnectTimeout, only when ICE fails.
	cfg := t.cfg
	cfg.ConnectTimeout = -1
	l, sdp, err := rtc.Answer(ctx, cfg, offer, handlers(ev))
	if err != nil {
		return "", nil, err
	}
	open := func(ctx context.Context) (online.Link, error) {
		if err := l.WaitOpen(ctx); err != nil {
			l.Close()
			return nil, linkErr(err)
		}
		return link{l}, nil
	}
	return sdp, open, nil
}
