package signal

// dictionary is the preset dictionary of the deflate stream in version 1
// codes: typical text of a data-channel-only session description, so that
// the lines every offer and answer share cost a few bits each. Tokens are in
// their packed form (tokFingerprint for a fingerprint, tokUUID for an mDNS
// host name; see pack). Deflate prefers near matches, so the likeliest text
// comes last: Firefox, then pion, then Chromium (Chrome, Edge, and Safari's
// libwebrtc look alike), and the names of the games.
//
// Never edit it: every version 1 code depends on it byte for byte
// (TestGoldenCodes fails if it changes). A better dictionary needs a new
// version prefix, with this one kept for decoding old codes.
const dictionary = "" +
	// Firefox.
	"v=0\r\n" +
	"o=mozilla...THIS_IS_SDPARTA-128.0 0 IN IP4 0.0.0.0\r\n" +
	"s=-\r\n" +
	"t=0 0\r\n" +
	"a=sendrecv\r\n" +
	"a=fingerprint:sha-256 \x01\r\n" +
	"a=group:BUNDLE 0\r\n" +
	"a=ice-options:trickle\r\n" +
	"a=msid-semantic:WMS *\r\n" +
	"m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n" +
	"c=IN IP4 0.0.0.0\r\n" +
	"a=candidate:0 1 UDP 2122252543 \x02.local typ host\r\n" +
	"a=candidate:1 1 TCP 2105524479 \x05.local 9 typ host tcptype active\r\n" +
	"a=candidate:2 1 UDP 1686052863 typ srflx raddr 0.0.0.0 rport 0\r\n" +
	"a=sendrecv\r\n" +
	"a=end-of-candidates\r\n" +
	"a=ice-pwd:\x03\r\n" +
	"a=ice-ufrag:\r\n" +
	"a=mid:0\r\n" +
	"a=setup:actpass\r\n" +
	"a=sctp-port:5000\r\n" +
	"a=max-message-size:1073741823\r\n" +
	// pion.
	"v=0\r\n" +
	"o=- 1 IN IP4 0.0.0.0\r\n" +
	"s=-\r\n" +
	"t=0 0\r\n" +
	"a=msid-semantic:WMS*\r\n" +
	"a=fingerprint:sha-256 \x01\r\n" +
	"a=extmap-allow-mixed\r\n" +
	"a=group:BUNDLE 0\r\n" +
	"m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n" +
	"c=IN IP4 0.0.0.0\r\n" +
	"a=setup:actpass\r\n" +
	"a=mid:0\r\n" +
	"a=sendrecv\r\n" +
	"a=sctp-port:5000\r\n" +
	"a=ice-ufrag:\r\n" +
	"a=ice-pwd:\r\n" +
	"a=candidate: 1 udp 1694498815 typ srflx raddr 0.0.0.0 rport \r\n" +
	"a=candidate: 2 udp 1694498815 typ srflx raddr 0.0.0.0 rport \r\n" +
	"a=candidate: 1 udp 2130706431 192.168.0. typ host\r\n" +
	"a=candidate: 2 udp 2130706431 192.168.1. typ host\r\n" +
	"a=end-of-candidates\r\n" +
	// Chromium.
	"v=0\r\n" +
	"o=- 2 IN IP4 127.0.0.1\r\n" +
	"s=-\r\n" +
	"t=0 0\r\n" +
	"a=group:BUNDLE 0\r\n" +
	"a=extmap-allow-mixed\r\n" +
	"a=msid-semantic: WMS\r\n" +
	"m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n" +
	"c=IN IP4 0.0.0.0\r\n" +
	"a=candidate: 1 udp 1685987071 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-id 1 network-cost 10\r\n" +
	"a=candidate: 1 tcp 1518280447 192.168.1. 9 typ host tcptype active generation 0 network-id 1 network-cost 50\r\n" +
	"a=candidate: 1 udp 2122260223 192.168.0. typ host generation 0 network-id 1 network-cost 10\r\n" +
	"a=candidate: 1 udp 2113937151 127.0.0.1 typ host generation 0 network-cost 999\r\n" +
	"a=candidate: 1 udp 2113939711 \x02.local typ host generation 0 network-cost 999\r\n" +
	"a=candidate: 1 udp 2113937151 \x02.local typ host generation 0 network-cost 999\r\n" +
	"a=ice-ufrag:\r\n" +
	"a=ice-pwd:\r\n" +
	"a=ice-options:trickle\r\n" +
	"a=fingerprint:sha-256 \x01\r\n" +
	"a=setup:active\r\n" +
	"a=setup:actpass\r\n" +
	"a=mid:0\r\n" +
	"a=sctp-port:5000\r\n" +
	"a=max-message-size:262144\r\n" +
	// Games.
	"mallworld"
