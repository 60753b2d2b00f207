// Package rtc carries opaque byte messages between two peers over one WebRTC
// data channel. It knows nothing of games or protocols: a Link sends and
// receives []byte, and the caller gives the bytes their meaning.
//
// # Signalling
//
// ICE is not trickled. The host calls Offer, which gathers candidates before
// returning the offer SDP; the guest passes that text to Answer, which
// returns the answer SDP; the host hands it to Pending.Accept. How the two
// SDP texts travel (a chat message, a QR code, a relay) is up to the caller.
// Gathering ends when it is complete or after Config.GatherTimeout (3 s),
// whichever comes first, so a STUN or TURN server that does not answer
// delays an offer or answer by that much at most.
//
//	// host                                  // guest
//	p, offer, err := rtc.Offer(ctx, cfg, h)
//	                                         l, answer, err := rtc.Answer(ctx, cfg, offer, h)
//	l, err := p.Accept(ctx, answer)          err = l.WaitOpen(ctx)
//
// Both sides use one ordered, reliable channel labelled "galleria", created
// pre-negotiated (id 0) on both ends, so no message can arrive before its
// handler is installed.
//
// # Between two homes
//
// Devices on one network connect with host candidates alone. Devices behind
// different home routers need a STUN server, which tells each its public
// address (DefaultICEServers, the page's default: see ParseICE), and when a
// router lets no direct path through, a TURN server to relay the traffic
// (with credentials: ParseICESetting). Link.Path says which path a link
// took ("direct", "direct via NAT (STUN)", "relayed (TURN)") and its
// round-trip time; Handlers.Failed says in plain words when no path was
// found, and Config.ConnectTimeout bounds the wait for one.
//
// # Platforms
//
// Natively the connection is pion's own Go stack; under GOOS=js GOARCH=wasm
// pion wraps the browser's RTCPeerConnection. Files ending in _js.go hold the
// browser side and files built with !js the native side. In the browser every
// message is handed to Handlers.Message on its own goroutine, so messages may
// be seen out of order; callers that care must sequence them themselves.
package rtc
