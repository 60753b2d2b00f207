package game

import (
	"context"
	"strings"
	"sync"
)

// Online play: what the client needs from its platform (a transport, the
// clipboard, a text box, the page URL, storage) and the plumbing between a
// transport's links and a netplay.Peer. Package game never imports a WebRTC
// library: the browser's net build (wasm/net_js.go) provides the Transport
// with netplay/rtc, tests provide one in memory.

// Link is an open connection to another device: a netplay.Link (the same
// methods; declared here so that the solo build needs no netplay).
type Link interface {
	Send(data []byte) error
	Close() error
}

// LinkEvents receive what happens on a link. Both may be called on any
// goroutine, concurrently, and from the moment the link is made: before the
// link is handed over by accept or open. Message owns its slice.
type LinkEvents struct {
	Message func(data []byte)
	Closed  func()
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
// "<match>/host/meta". Load returns nil, nil for a key never saved. It is
// a netplay.Store with Forget.
type NetStorage interface {
	Load(key string) ([]byte, error)
	Save(key string, data []byte) error
	// Forget removes every key that starts with prefix.
	Forget(prefix string)
}

// OnlinePlatform is the optional part of the platform: what online play needs. The
// zero value is a client without online play (the menu's "Play online" is
// then disabled, or calls OpenOnline).
type OnlinePlatform struct {
	// Net makes the links; nil in the solo build.
	Net Transport
	// OpenOnline is called by "Play online" when Net is nil: the solo
	// build navigates to the build that has a transport (?net=1).
	OpenOnline func()
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

// MemNetStorage is a NetStorage in memory (tests, and platforms without
// storage). The zero value is ready to use.
type MemNetStorage struct {
	mu sync.Mutex
	m  map[string][]byte
}

func (s *MemNetStorage) Load(key string) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.m[key]
	if !ok {
		return nil, nil
	}
	return append([]byte(nil), v...), nil
}

func (s *MemNetStorage) Save(key string, data []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.m == nil {
		s.m = map[string][]byte{}
	}
	s.m[key] = append([]byte(nil), data...)
	return nil
}

func (s *MemNetStorage) Forget(prefix string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for k := range s.m {
		if strings.HasPrefix(k, prefix) {
			delete(s.m, k)
		}
	}
}

// Keys returns the stored keys (tests).
func (s *MemNetStorage) Keys() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]string, 0, len(s.m))
	for k := range s.m {
		out = append(out, k)
	}
	return out
}
