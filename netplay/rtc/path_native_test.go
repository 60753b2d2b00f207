//go:build !js

package rtc

import "testing"

// signalledType finds the type the peer signalled for the address ICE
// learned from its checks (a peer-reflexive remote candidate that raced the
// description), and nothing for an address the description lacks.
func TestSignalledType(t *testing.T) {
	sdp := "v=0\r\n" +
		"m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n" +
		"a=candidate:1966762134 1 udp 2130706431 127.0.0.1 50912 typ host\r\n" +
		"a=candidate:3528925834 1 udp 1694498815 203.0.113.7 61000 typ srflx raddr 0.0.0.0 rport 50913\r\n" +
		"a=candidate:799233132 1 tcp 1671430143 127.0.0.1 9 typ host tcptype active\r\n" +
		"a=candidate:broken\r\n" +
		"a=end-of-candidates\r\n"
	for _, c := range []struct {
		address  string
		port     uint16
		protocol string
		want     string
		ok       bool
	}{
		{"127.0.0.1", 50912, "udp", "host", true},
		{"203.0.113.7", 61000, "udp", "srflx", true},
		{"127.0.0.1", 9, "tcp", "host", true},
		{"127.0.0.1", 50913, "udp", "", false},    // another port: a NAT's mapping
		{"127.0.0.1", 9, "udp", "", false},        // another protocol
		{"198.51.100.2", 50912, "udp", "", false}, // an address never signalled
	} {
		got, ok := signalledType(sdp, c.address, c.port, c.protocol)
		if got != c.want || ok != c.ok {
			t.Errorf("%s:%d/%s: %q %v, want %q %v", c.address, c.port, c.protocol, got, ok, c.want, c.ok)
		}
	}
}
