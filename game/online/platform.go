package online

import (
	"context"
	"errors"
	"time"

	"github.com/galleria-games/galleria/netplay"
)

// Platform is what online play needs from the device: a transport, the
// clipboard, a text box, the page URL, storage. Package online never
// imports a WebRTC library: the browser's net build (wasm/net_js.go)
// provides the Transport with netplay/rtc, tests provide one in memory.
type Platform struct {
	// Net makes the links; nil disables hosting and joining (the online
	// menu is shown, its buttons are not enabled).
	Net Transport
	// Copy puts text on the clipboard.
	Copy func(text string)
	// AskText shows a text box with a label (for pasting an answer code or
	// an invite link) and calls done with what was entered, or with "" when
	// cancelled. done may be called on any goroutine.
	AskText func(label string, done func(text string))
	// Location returns the page's URL (with its query and fragment).
	Location func() string
	// SetFragment replaces the URL's fragment (without '#'; "" removes it)
	// without reloading the page, so that a reload comes back to the match.
	SetFragment func(fragment string)
	// Store keeps online matches; nil keeps them in memory only.
	Store NetStorage
}

// Link is an open connection to another device.
type Link = netplay.Link

// Path says how a link reaches the other device.
type Path struct {
	// Kind is "direct" (same network), "direct via NAT (STUN)" or
	// "relayed (TURN)"; "" when unknown.
	Kind string
	// RTT is the round-trip time; 0 when unknown.
	RTT time.Duration
}

// PathReporter is a Link that can tell its Path (the WebRTC transport's
// links can). Path may take a while (the browser gathers statistics): it is
// never called on the game loop.
type PathReporter interface {
	Path() (Path, error)
}

// ErrNoPath is wrapped by a Transport's accept or open when the two devices
// found no network path to each other (ICE failed), as opposed to a bad
// answer or a cancelled wait.
var ErrNoPath = errors.New("no network path between the two devices")

// LinkEvents receive what happens on a link. Both may be called on any
// goroutine, concurrently, and from the moment the link is made: before the
// link is handed over by accept or open. Message owns its slice.
type LinkEvents struct {
	Message func(data []byte)
	Closed  func()
}

// pipeEvents are the events of a link that feed p.
func pipeEvents(p *netplay.Pipe) LinkEvents {
	return LinkEvents{Message: p.Message, Closed: p.Closed}
}

// Transport makes links between devices from two text messages, an offer and
// an answer (complete session descriptions: no trickled candidates).
type Transport interface {
	// Offer starts a link as the host and returns the offer text for a
	// guest. accept takes the guest's answer text and returns the link
	// once it is open; cancel abandons the offer (it does nothing once
	// accept has returned a link).
	Offer(ctx context.Context, ev LinkEvents) (offer string, accept func(ctx context.Context, answer string) (Link, error), cancel func(), err error)
	// Answer joins a host's offer and returns the answer text for the host.
	// open waits until the host has accepted the answer and the link is
	// open; if ctx ends first the link is closed.
	Answer(ctx context.Context, offer string, ev LinkEvents) (answer string, open func(ctx context.Context) (Link, error), err error)
}

// NetStorage keeps online matches across page reloads (in the browser:
// localStorage under a prefix). Keys are plain text such as
// "<match>/host/meta". Load returns nil, nil for a key never saved.
// netplay.MemStore is one in memory.
//
// Keys, per browser profile:
//
//	name                    the player's name
//	<match>/host/...        the host's peer (netplay's meta and records) and ui/nextslot, ui/room, ui/mute
//	<match>/g<slot>/...     a guest's peer, by the invite slot it joined with, and ui/answered, ui/room, ui/mute
//	<match>/seat<N>         which of the two above plays seat N here ("host" or "g<slot>")
//
// Keying a guest by its invite slot keeps two tabs of one browser profile
// apart (each joined with its own invite). Invite slots 0..7 are first
// invitations; slot 8+N re-invites the player of seat N (after a reload or
// a lost link), whose page finds its peer through <match>/seat<N>.
type NetStorage interface {
	netplay.Store
	// Forget removes every key that starts with prefix.
	Forget(prefix string)
	// Keys lists every key kept (the unfinished matches are found by them).
	Keys() []string
}
