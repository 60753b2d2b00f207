package rtc

import "time"

// PathInfo says how a link reaches the other device: the candidate pair ICE
// selected.
type PathInfo struct {
	// Local and Remote are the candidate types of the pair: "host" (an
	// address of the device itself), "srflx" (its public address, learned
	// from a STUN server), "prflx" (an address learned from the peer's
	// checks: typically a NAT's) or "relay" (an address on a TURN server).
	Local, Remote string
	// Protocol is the local candidate's transport: "udp" or "tcp".
	Protocol string
	// RTT is the latest round-trip time measured on the pair; 0 when none
	// has been measured yet or the platform does not say.
	RTT time.Duration
	// Known is false until a pair is selected, and when the platform cannot
	// tell; the other fields are then empty.
	Known bool
}

// Kind says the path in words: "direct" when both candidates are host
// candidates (the same network), "direct via NAT (STUN)" when either is
// server- or peer-reflexive and neither is a relay, "relayed (TURN)" when
// either is a relay, and "" when unknown.
func (p PathInfo) Kind() string {
	if !p.Known {
		return ""
	}
	switch {
	case p.Local == "relay" || p.Remote == "relay":
		return "relayed (TURN)"
	case p.Local == "srflx" || p.Remote == "srflx" || p.Local == "prflx" || p.Remote == "prflx":
		return "direct via NAT (STUN)"
	case p.Local == "host" && p.Remote == "host":
		return "direct"
	}
	return ""
}

// Path tells how the link reaches the other device: the selected candidate
// pair and its round-trip time. Before a pair is selected it returns a
// PathInfo with Known false; once the link has ended, the error that ended
// it. In the browser it waits for the browser's statistics (a few
// milliseconds): do not call it where a frame is being drawn.
func (l *Link) Path() (PathInfo, error) {
	select {
	case <-l.done:
		return PathInfo{}, l.why
	default:
	}
	return l.path()
}
