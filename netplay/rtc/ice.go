package rtc

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/pion/ice/v2"
	"github.com/pion/webrtc/v3"
)

// ICEServer is one STUN or TURN server, in the shape of the browser's
// RTCIceServer. Credentials are needed by TURN servers only. Printing an
// ICEServer (String, GoString, and so %v, %+v and %#v) never shows them.
type ICEServer struct {
	// URLs are stun:, stuns:, turn: or turns: URLs of one server, such as
	// "stun:stun.l.google.com:19302" or
	// "turn:turn.example.org:3478?transport=udp". They never hold
	// credentials.
	URLs []string `json:"urls"`
	// Username and Credential are the TURN server's long-term credentials.
	Username   string `json:"username,omitempty"`
	Credential string `json:"credential,omitempty"`
}

// DefaultICEServers are well-known public STUN servers: what a page with no
// ?ice= parameter uses (see ParseICE). A STUN server learns the public IP
// address and port of every device that asks it, which is how two devices
// behind different home routers find each other; ?ice=none avoids it (two
// devices on the same network need no server). This is the one place these
// addresses are written. The zero Config uses no server at all.
var DefaultICEServers = []ICEServer{
	{URLs: []string{"stun:stun.l.google.com:19302", "stun:stun1.l.google.com:19302"}},
	{URLs: []string{"stun:stun.cloudflare.com:3478"}},
}

// DefaultGatherTimeout is how long Offer and Answer wait for ICE gathering
// when Config.GatherTimeout is 0.
const DefaultGatherTimeout = 3 * time.Second

// DefaultConnectTimeout is how long a link may take to open once the remote
// description is set, when Config.ConnectTimeout is 0.
const DefaultConnectTimeout = 15 * time.Second

// String gives the server's URLs for a log, and says whether it has
// credentials without showing them.
func (s ICEServer) String() string {
	u := strings.Join(s.URLs, " ")
	if s.Username != "" || s.Credential != "" {
		u += " (with credentials)"
	}
	return u
}

// GoString is String, so that %#v does not show credentials either.
func (s ICEServer) GoString() string { return "rtc.ICEServer{" + strconv.Quote(s.String()) + "}" }

// URLList gives the URLs of servers, comma-separated, for a log: no
// credentials. It returns "none" for no server.
func URLList(servers []ICEServer) string {
	var urls []string
	for _, s := range servers {
		urls = append(urls, s.URLs...)
	}
	if len(urls) == 0 {
		return "none"
	}
	return strings.Join(urls, ",")
}

// StripCredentials returns a copy of servers without usernames and
// credentials.
func StripCredentials(servers []ICEServer) []ICEServer {
	if servers == nil {
		return nil
	}
	out := make([]ICEServer, len(servers))
	for i, s := range servers {
		out[i] = ICEServer{URLs: append([]string(nil), s.URLs...)}
	}
	return out
}

// ParseICE reads the page URL's ?ice= value: "" gives DefaultICEServers;
// "none" gives no server (only devices on the same network connect, and no
// server learns the device's address); anything else is a comma-separated
// list of stun:, stuns:, turn: or turns: URLs, each one server, such as
// "stun:stun.example.org:3478,stun:stun.example.net". A URL never carries a
// username or password: TURN credentials go in the ICE setting (see
// ParseICESetting), and a turn: URL given here without them is refused by
// Offer and Answer.
func ParseICE(query string) ([]ICEServer, error) {
	query = strings.TrimSpace(query)
	switch strings.ToLower(query) {
	case "":
		return StripCredentials(DefaultICEServers), nil
	case "none":
		return []ICEServer{}, nil
	}
	var out []ICEServer
	for _, entry := range strings.Split(query, ",") {
		entry = strings.TrimSpace(entry)
		if entry == "" {
			continue
		}
		if strings.EqualFold(entry, "none") {
			return nil, errors.New(`rtc: ICE servers: "none" cannot be combined with servers`)
		}
		if _, err := checkURL(entry); err != nil {
			return nil, fmt.Errorf("rtc: ICE servers: %w", err)
		}
		out = append(out, ICEServer{URLs: []string{entry}})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("rtc: ICE servers: no URL in %q", query)
	}
	return out, nil
}

// iceSetting is the JSON object of ParseICESetting.
type iceSetting struct {
	ICEServers []json.RawMessage `json:"iceServers"`
}

// iceServerJSON is one server of the setting as written: urls may be one
// string or a list, as in RTCIceServer.
type iceServerJSON struct {
	URLs       json.RawMessage `json:"urls"`
	Username   string          `json:"username"`
	Credential string          `json:"credential"`
}

// ParseICESetting reads the ICE setting, a small JSON text in the shape of
// RTCConfiguration's iceServers:
//
//	{"iceServers": [{"urls": ["turn:turn.example.org:3478?transport=udp"],
//	                 "username": "u", "credential": "p"}]}
//
// or just the array. "urls" may be one string or a list. It is strict: an
// unknown field is an error naming it, every URL is checked as ParseICE
// checks it, and a server with a turn: or turns: URL needs a username and a
// credential. An empty list means no server.
func ParseICESetting(text []byte) ([]ICEServer, error) {
	text = bytes.TrimSpace(text)
	if len(text) == 0 {
		return nil, errors.New("rtc: ICE setting: empty")
	}
	var raw []json.RawMessage
	switch text[0] {
	case '[':
		if err := decodeStrict(text, &raw); err != nil {
			return nil, fmt.Errorf("rtc: ICE setting: %w", err)
		}
	case '{':
		var set iceSetting
		if err := decodeStrict(text, &set); err != nil {
			return nil, fmt.Errorf("rtc: ICE setting: %w", err)
		}
		if set.ICEServers == nil {
			return nil, errors.New(`rtc: ICE setting: no "iceServers" list`)
		}
		raw = set.ICEServers
	default:
		return nil, errors.New(`rtc: ICE setting: not JSON: want {"iceServers": [...]} or a list of servers`)
	}
	out := make([]ICEServer, 0, len(raw))
	for i, r := range raw {
		s, err := parseServerJSON(r)
		if err != nil {
			return nil, fmt.Errorf("rtc: ICE setting: server %d: %w", i+1, err)
		}
		out = append(out, s)
	}
	return out, nil
}

// parseServerJSON reads and checks one server of the ICE setting.
func parseServerJSON(r json.RawMessage) (ICEServer, error) {
	var js iceServerJSON
	if err := decodeStrict(r, &js); err != nil {
		return ICEServer{}, err
	}
	var s ICEServer
	switch u := bytes.TrimSpace(js.URLs); {
	case len(u) == 0 || string(u) == "null":
		return ICEServer{}, errors.New(`no "urls"`)
	case u[0] == '"':
		var one string
		if err := json.Unmarshal(u, &one); err != nil {
			return ICEServer{}, fmt.Errorf(`"urls": %w`, err)
		}
		s.URLs = []string{one}
	default:
		if err := json.Unmarshal(u, &s.URLs); err != nil {
			return ICEServer{}, errors.New(`"urls" must be a URL or a list of URLs`)
		}
	}
	if len(s.URLs) == 0 {
		return ICEServer{}, errors.New(`"urls" is empty`)
	}
	s.Username, s.Credential = js.Username, js.Credential
	for _, raw := range s.URLs {
		turn, err := checkURL(raw)
		if err != nil {
			return ICEServer{}, err
		}
		if turn && (s.Username == "" || s.Credential == "") {
			return ICEServer{}, fmt.Errorf(`%q is a TURN server: it needs "username" and "credential"`, raw)
		}
	}
	return s, nil
}

// decodeStrict decodes one JSON value into v, refusing unknown fields and
// anything after the value.
func decodeStrict(text []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(text))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var syn *json.SyntaxError
		var typ *json.UnmarshalTypeError
		switch {
		case errors.As(err, &syn):
			return fmt.Errorf("malformed JSON at byte %d: %v", syn.Offset, err)
		case errors.Is(err, io.ErrUnexpectedEOF):
			return errors.New("malformed JSON: it ends too early")
		case errors.As(err, &typ) && typ.Field != "":
			return fmt.Errorf("field %q: want %s, not %s", typ.Field, typ.Type, typ.Value)
		}
		// Unknown fields read: json: unknown field "name".
		return errors.New(strings.TrimPrefix(err.Error(), "json: "))
	}
	if dec.More() {
		return errors.New("more text after the JSON value")
	}
	return nil
}

// checkURL checks one STUN or TURN URL: its scheme, host and port, and that
// it holds no credentials. It reports whether it is a TURN URL. Errors name
// the URL.
func checkURL(raw string) (turn bool, err error) {
	bad := func(why string) (bool, error) { return false, fmt.Errorf("%q: %s", raw, why) }
	scheme, rest, ok := strings.Cut(raw, ":")
	if !ok {
		return bad("not a URL: want stun:host:port or turn:host:port")
	}
	switch strings.ToLower(scheme) {
	case "stun", "stuns":
	case "turn", "turns":
		turn = true
	default:
		return bad("unknown scheme " + strconv.Quote(scheme) + ": want stun:, stuns:, turn: or turns:")
	}
	if strings.HasPrefix(rest, "//") {
		return bad("no \"//\" after the scheme: write " + scheme + ":host:port")
	}
	hostPort, query, _ := strings.Cut(rest, "?")
	if strings.Contains(hostPort, "@") {
		return bad("a URL carries no username or password: TURN credentials go in the ICE setting, not the URL")
	}
	if hostPort == "" {
		return bad("no host")
	}
	host, port, hasPort := hostPort, "", true
	if h, p, err := net.SplitHostPort(hostPort); err == nil {
		host, port = h, p
	} else {
		hasPort = false
		switch {
		case strings.HasPrefix(hostPort, "[") && strings.HasSuffix(hostPort, "]"):
			host = hostPort[1 : len(hostPort)-1] // an IPv6 address, default port
		case strings.Contains(hostPort, ":"):
			return bad("malformed host:port (an IPv6 address goes in brackets: [2001:db8::1]:3478)")
		}
	}
	if host == "" {
		return bad("no host")
	}
	if net.ParseIP(host) == nil && !validHostname(host) {
		return bad("invalid host name " + strconv.Quote(host))
	}
	if hasPort {
		n, err := strconv.Atoi(port)
		if err != nil || n < 1 || n > 65535 {
			return bad("port " + strconv.Quote(port) + " is not between 1 and 65535")
		}
	}
	if query != "" {
		if !turn {
			return bad("a STUN URL takes no \"?\" parameters")
		}
		q, err := url.ParseQuery(query)
		if err != nil {
			return bad("malformed parameters after \"?\"")
		}
		for k, v := range q {
			if k != "transport" || len(v) != 1 || (v[0] != "udp" && v[0] != "tcp") {
				return bad("the only parameter is transport=udp or transport=tcp")
			}
		}
	}
	if _, err := ice.ParseURL(raw); err != nil {
		return bad(err.Error()) // what pion itself would refuse
	}
	return turn, nil
}

// validHostname reports whether h is a plausible DNS name: dot-separated
// labels of letters, digits and hyphens.
func validHostname(h string) bool {
	h = strings.TrimSuffix(h, ".")
	if h == "" || len(h) > 253 {
		return false
	}
	for _, label := range strings.Split(h, ".") {
		if label == "" || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' {
			return false
		}
		for _, c := range label {
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-') {
				return false
			}
		}
	}
	return true
}

// iceServers turns servers into pion's, checking them first: a TURN server
// without credentials (a turn: URL from ?ice=) is an error here rather
// than a silent absence of relay candidates.
func iceServers(servers []ICEServer) ([]webrtc.ICEServer, error) {
	var out []webrtc.ICEServer
	for _, s := range servers {
		if len(s.URLs) == 0 {
			continue
		}
		for _, raw := range s.URLs {
			turn, err := checkURL(raw)
			if err != nil {
				return nil, fmt.Errorf("rtc: ICE server %w", err)
			}
			if turn && (s.Username == "" || s.Credential == "") {
				return nil, fmt.Errorf("rtc: ICE server %q is a TURN server without a username and credential: give it in the ICE setting", raw)
			}
		}
		ps := webrtc.ICEServer{URLs: append([]string(nil), s.URLs...)}
		if s.Username != "" || s.Credential != "" {
			ps.Username, ps.Credential = s.Username, s.Credential
			ps.CredentialType = webrtc.ICECredentialTypePassword
		}
		out = append(out, ps)
	}
	return out, nil
}
