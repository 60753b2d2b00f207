// Package rtc carries opaque byte messages between two peers over one WebRTC
// data channel. It knows nothing of games or protocols: a Link sends and
// receives []byte, and the caller gives the bytes their meaning.
//
// # Signalling
//
// ICE is not trickled. The host calls Offer, which gathers every candidate
// before returning the offer SDP; the guest passes that text to Answer, which
// returns the complete answer SDP; the host hands it to Pending.Accept. How the
// two SDP texts travel (a chat message, a QR code, a relay) is up to the caller.
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
// # Platforms
//
// Natively the connection is pion's own Go stack; under GOOS=js GOARCH=wasm
// pion wraps the browser's RTCPeerConnection. Files ending in _js.go hold the
// browser side and files built with !js the native side. In the browser every
// message is handed to Handlers.Message on its own goroutine, so messages may
// be seen out of order; callers that care must sequence them themselves.
package rtc
