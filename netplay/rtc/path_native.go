//go:build !js

package rtc

import (
	"fmt"
	"strings"
	"time"

	"github.com/pion/ice/v2"
	"github.com/pion/webrtc/v3"
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
	if pair.Remote.Typ == webrtc.ICECandidateTypePrflx {
		// A peer's check can arrive before its description (candidates
		// are not trickled: they come with the offer or answer), and ICE
		// then learns the peer's address as peer-reflexive even when it
		// is one the peer signalled. Name it as signalled.
		if rd := l.pc.RemoteDescription(); rd != nil {
			if typ, ok := signalledType(rd.SDP, pair.Remote.Address, pair.Remote.Port, pair.Remote.Protocol.String()); ok {
				p.Remote = typ
			}
		}
	}
	if st, ok := ice.GetSelectedCandidatePairStats(); ok && st.CurrentRoundTripTime > 0 {
		p.RTT = time.Duration(st.CurrentRoundTripTime * float64(time.Second))
	}
	return p, nil
}

// signalledType returns the type of the candidate of the session
// description sdp at address:port over protocol ("udp", "tcp"), if it
// signals one.
func signalledType(sdp, address string, port uint16, protocol string) (string, bool) {
	for _, line := range strings.Split(sdp, "\n") {
		raw, ok := strings.CutPrefix(strings.TrimSpace(line), "a=candidate:")
		if !ok {
			continue
		}
		c, err := ice.UnmarshalCandidate(raw)
		if err != nil {
			continue
		}
		if c.Address() == address && c.Port() == int(port) && strings.EqualFold(c.NetworkType().NetworkShort(), protocol) {
			return c.Type().String(), true
		}
	}
	return "", false
}
