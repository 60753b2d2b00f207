//go:build !js

package rtc

import (
	"fmt"
	"time"
)

// path reads the selected candidate pair from pion's ICE transport, and its
// round-trip time from the pair's statistics (the nominated pair's
// CurrentRoundTripTime, which ICE's keepalive checks keep up to date).
func (l *Link) path() (PathInfo, error) {
	sctp := l.pc.SCTP()
	if sctp == nil || sctp.Transport() == nil || sctp.Transport().ICETransport() == nil {
		return PathInfo{}, nil
	}
	ice := sctp.Transport().ICETransport()
	pair, err := ice.GetSelectedCandidatePair()
	if err != nil {
		return PathInfo{}, fmt.Errorf("rtc: selected candidate pair: %w", err)
	}
	if pair == nil || pair.Local == nil || pair.Remote == nil {
		return PathInfo{}, nil
	}
	p := PathInfo{
		Local:    pair.Local.Typ.String(),
		Remote:   pair.Remote.Typ.String(),
		Protocol: pair.Local.Protocol.String(),
		Known:    true,
	}
	if st, ok := ice.GetSelectedCandidatePairStats(); ok && st.CurrentRoundTripTime > 0 {
		p.RTT = time.Duration(st.CurrentRoundTripTime * float64(time.Second))
	}
	return p, nil
}
