package rtc

import "github.com/pion/webrtc/v3"

// Config describes a peer connection. The zero value uses no ICE servers,
// so only host candidates are gathered.
type Config struct {
	// ICEServers lists STUN or TURN URLs, such as
	// "stun:stun.l.google.com:19302". Empty by default.
	ICEServers []string

	// Loopback restricts a native connection to UDP over 127.0.0.1 on the
	// interface "lo", with mDNS off: for tests that must stay on the machine.
	// Browsers decide candidates themselves, so js ignores it.
	Loopback bool
}

// configuration turns c into pion's configuration.
func (c Config) configuration() webrtc.Configuration {
	var conf webrtc.Configuration
	if len(c.ICEServers) > 0 {
		urls := append([]string(nil), c.ICEServers...)
		conf.ICEServers = []webrtc.ICEServer{{URLs: urls}}
	}
	return conf
}
