// Package signal carries the WebRTC session descriptions that two peers must
// swap before they can connect, with no server in between or with a tiny one.
//
// Without a server the host's page shows an invite link whose fragment holds
// an invite code (the host's offer SDP with the match id, the invitation's
// slot, the game and the host's name), also drawn as a QR code (see QR); the
// guest's page shows an answer code that the person sends back to the host,
// who pastes it. Codes are compressed and URL-safe: see Invite.Code and
// docs/signaling.md for the format.
//
// With a server, Relay is an in-memory relay of those same codes in "rooms"
// (see NewRelay for its HTTP API), and RelayClient talks to it; `galleria
// serve` mounts one at /signal/ next to the site.
//
// The package only moves text: it imports no WebRTC library, and it builds
// for js/wasm, where the browser client uses it.
package signal
