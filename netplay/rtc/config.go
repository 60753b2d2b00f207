package rtc

import (
	"fmt"
	"time"

	"github.com/pion/webrtc/v3"
)

// Config describes a peer connection. The zero value uses no ICE servers,
// so only host candidates are gathered, and the default timeouts.
type Config struct {
	// ICEServers are the STUN and TURN servers to gather candidates from.
	// None by default; ParseICE and ParseICESetting make the list from the
	// page's ?ice= parameter or the ICE setting, and DefaultICEServers holds
	// public STUN servers.
	ICEServers []ICEServer

	// RelayOnly makes the link use TURN relays only (ICE transport policy
	// "relay"): no host or server-reflexive candidate is offered, so the
	// other device never learns this device's addresses. It needs a TURN
	// server in ICEServers.
	RelayOnly bool

	// GatherTimeout bounds how long Offer and Answer wait for ICE gathering:
	// once it has passed they return the description with the candidates
	// gathered so far, so an unreachable STUN or TURN server delays them by
	// at most this. 0 means DefaultGatherTimeout.
	GatherTimeout time.Duration

	// ConnectTimeout is how long a link may take to open once the remote
	// description is set (in Answer for the guest, in Pending.Accept for the
	// host). If the data channel is not open by then, Handlers.Failed is
	// called and the link closes with an error wrapping ErrNoPath. 0 means
	// DefaultConnectTimeout; a negative value leaves it to ICE to fail
	// (natively after about 30 s): a guest whose answer travels slowly to
	// the host (pasted by hand) may want that, since its clock starts when
	// it answers.
	ConnectTimeout time.Duration

	// Loopback restricts a native connection to UDP over 127.0.0.1 on the
	// interface "lo", with mDNS off: for tests that must stay on the machine.
	// STUN and TURN servers on 127.0.0.1 still work. Browsers decide
	// candidates themselves, so js ignores it.
	Loopback bool
}

// String describes c for a log, without credentials.
func (c Config) String() string {
	s := "ICE servers: " + URLList(c.ICEServers)
	if c.RelayOnly {
		s += ", relay only"
	}
	if c.Loopback {
		s += ", loopback"
	}
	return s
}

// gatherTimeout is c.GatherTimeout or its default.
func (c Config) gatherTimeout() time.Duration {
	if c.GatherTimeout > 0 {
		return c.GatherTimeout
	}
	return DefaultGatherTimeout
}

// connectTimeout is c.ConnectTimeout or its default; 0 for none.
func (c Config) connectTimeout() time.Duration {
	switch {
	case c.ConnectTimeout > 0:
		return c.ConnectTimeout
	case c.ConnectTimeout < 0:
		return 0
	}
	return DefaultConnectTimeout
}

// configuration turns c into pion's configuration.
func (c Config) configuration() (webrtc.Configuration, error) {
	var conf webrtc.Configuration
	servers, err := iceServers(c.ICEServers)
	if err != nil {
		return conf, err
	}
	conf.ICEServers = servers
	if c.RelayOnly {
		if !hasTURN(c.ICEServers) {
			return conf, fmt.Errorf("rtc: relay only, but no TURN server among the ICE servers (%s)", URLList(c.ICEServers))
		}
		conf.ICETransportPolicy = webrtc.ICETransportPolicyRelay
	}
	return conf, nil
}

// hasTURN reports whether servers include a TURN server.
func hasTURN(servers []ICEServer) bool {
	for _, s := range servers {
		for _, u := range s.URLs {
			if turn, err := checkURL(u); err == nil && turn {
				return true
			}
		}
	}
	return false
}
