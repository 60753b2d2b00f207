//go:build !js

package rtc

import (
	"time"

	"github.com/pion/ice/v2"
	"github.com/pion/webrtc/v3"
)

// ICE timing of native links. With a keepalive every half second, a silent
// peer makes the connection disconnected after 2 s, and the link then gives
// up after dropGrace more. ICE's own failure comes only after 30 s in all;
// before that, Config.ConnectTimeout (15 s by default) gives up on a link
// that has not opened, so a guest waits that long for the host to take its
// answer and connect. A negative ConnectTimeout leaves the 30 s, for slow
// signalling.
const (
	iceDisconnected = 2 * time.Second
	iceFailed       = 28 * time.Second
	iceKeepalive    = 500 * time.Millisecond
)

// newAPI returns pion's API set up for cfg.
func newAPI(cfg Config) *webrtc.API {
	var s webrtc.SettingEngine
	s.DetachDataChannels()
	s.SetICETimeouts(iceDisconnected, iceFailed, iceKeepalive)
	if cfg.RelayOnly {
		// ICE waits 2 s before taking a relayed pair, in case a direct one
		// turns up; with relays only, none will.
		s.SetRelayAcceptanceMinWait(0)
	}
	if cfg.Loopback {
		s.SetIncludeLoopbackCandidate(true)
		s.SetInterfaceFilter(func(name string) bool { return name == "lo" })
		s.SetNetworkTypes([]webrtc.NetworkType{webrtc.NetworkTypeUDP4})
		s.SetICEMulticastDNSMode(ice.MulticastDNSModeDisabled)
	}
	return webrtc.NewAPI(webrtc.WithSettingEngine(s))
}
