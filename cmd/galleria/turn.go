package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/pion/logging"
	"github.com/pion/turn/v2"
)

// The STUN/TURN server of `galleria serve -turn`: for people who host the
// site themselves and want players behind NATs to connect. It listens on
// one UDP address, answers STUN binding requests (so it is the site's STUN
// server too) and, for the users given with -turn-user, allocates UDP
// relays (TURN, long-term credentials).

const turnAbout = `With -turn ADDR, serve also runs a STUN/TURN server on that UDP address
(e.g. 0.0.0.0:3478). It answers STUN binding requests, and relays for the
users given with -turn-user NAME=PASSWORD (repeatable or comma-separated);
without a user it is STUN only and refuses relay allocations. -turn-public
is the IP it advertises to players (required when ADDR's IP is unspecified,
such as 0.0.0.0); relays use -turn-ports MIN-MAX if set, any port otherwise.
At start it prints the URLs to give players (stun:IP:PORT and
turn:IP:PORT?transport=udp), never a password.`

const defaultTURNRealm = "galleria"

// turnUser is one long-term credential.
type turnUser struct{ name, password string }

// turnUserFlag is the value of -turn-user: repeatable, each value a
// comma-separated list of NAME=PASSWORD. Set only collects: the entries are
// checked by turnFlags.config, whose errors never repeat a password (the
// flag package's would quote the whole value).
type turnUserFlag []string

func (u *turnUserFlag) String() string { return "" }

func (u *turnUserFlag) Set(v string) error {
	*u = append(*u, strings.Split(v, ",")...)
	return nil
}

// parseTURNUsers checks the entries of -turn-user.
func parseTURNUsers(entries []string) ([]turnUser, error) {
	var users []turnUser
	for _, e := range entries {
		name, password, ok := strings.Cut(e, "=")
		switch {
		case strings.TrimSpace(e) == "":
			return nil, errors.New("-turn-user: empty entry: want NAME=PASSWORD[,NAME=PASSWORD...]")
		case !ok:
			return nil, errors.New("-turn-user: an entry has no '=': want NAME=PASSWORD")
		case name == "":
			return nil, errors.New("-turn-user: empty user name: want NAME=PASSWORD")
		case len(name) > 512:
			return nil, fmt.Errorf("-turn-user: user name %.20q…: longer than 512 bytes", name)
		case strings.IndexFunc(name, func(r rune) bool { return unicode.IsSpace(r) || !unicode.IsPrint(r) }) >= 0:
			return nil, fmt.Errorf("-turn-user: user name %q: spaces and control characters are not allowed", name)
		case password == "":
			return nil, fmt.Errorf("-turn-user: user %q: empty password", name)
		}
		for _, u := range users {
			if u.name == name {
				return nil, fmt.Errorf("-turn-user: user %q given twice", name)
			}
		}
		users = append(users, turnUser{name, password})
	}
	return users, nil
}

// turnFlags are the -turn* flags of serve as given.
type turnFlags struct {
	addr, public, realm, ports string
	users                      turnUserFlag
}

func addTURNFlags(fs *flag.FlagSet) *turnFlags {
	f := &turnFlags{}
	fs.StringVar(&f.addr, "turn", "", "also run a STUN/TURN server on this UDP address (IPv4 `IP:PORT`, such as 0.0.0.0:3478; empty: none)")
	fs.StringVar(&f.public, "turn-public", "", "public `IP` the STUN/TURN server advertises (required when -turn's IP is unspecified; default: -turn's IP)")
	fs.Var(&f.users, "turn-user", "a TURN user's `NAME=PASSWORD` (repeatable or comma-separated); without one the server is STUN only")
	fs.StringVar(&f.realm, "turn-realm", defaultTURNRealm, "TURN realm")
	fs.StringVar(&f.ports, "turn-ports", "", "the UDP ports `MIN-MAX` of TURN relays (default: any)")
	return f
}

// turnConfig is a checked STUN/TURN configuration.
type turnConfig struct {
	listen           *net.UDPAddr // IPv4; an unspecified IP listens on every interface
	public           net.IP       // the IPv4 address players reach listen's port at
	realm            string
	users            []turnUser
	minPort, maxPort int // 0, 0: any
}

// config checks the flags of fs (parsed) and returns the server's
// configuration, or nil without -turn. Errors name the flag at fault.
func (f *turnFlags) config(fs *flag.FlagSet) (*turnConfig, error) {
	if f.addr == "" {
		var err error
		fs.Visit(func(fl *flag.Flag) {
			if err == nil && strings.HasPrefix(fl.Name, "turn-") {
				err = fmt.Errorf("-%s needs -turn (the STUN/TURN server's address)", fl.Name)
			}
		})
		return nil, err
	}
	c := &turnConfig{realm: f.realm}

	host, port, err := net.SplitHostPort(f.addr)
	if err != nil {
		return nil, fmt.Errorf("-turn %q: want IP:PORT, e.g. 0.0.0.0:3478", f.addr)
	}
	ip := net.IPv4zero
	if host != "" {
		if ip = parseIPv4(host); ip == nil {
			return nil, fmt.Errorf("-turn %q: %q is not an IPv4 address (use 0.0.0.0 for every interface)", f.addr, host)
		}
	}
	p, err := strconv.Atoi(port)
	if err != nil || p < 0 || p > 65535 {
		return nil, fmt.Errorf("-turn %q: bad port %q", f.addr, port)
	}
	c.listen = &net.UDPAddr{IP: ip, Port: p}

	switch {
	case f.public != "":
		c.public = parseIPv4(f.public)
		if c.public == nil {
			return nil, fmt.Errorf("-turn-public %q: not an IPv4 address", f.public)
		}
		if c.public.IsUnspecified() || c.public.IsMulticast() || c.public.Equal(net.IPv4bcast) {
			return nil, fmt.Errorf("-turn-public %q: not an address players can reach", f.public)
		}
	case ip.IsUnspecified():
		return nil, fmt.Errorf("-turn-public is required when -turn listens on every interface (%s): give the IP players reach this machine at", f.addr)
	default:
		c.public = ip
	}

	switch {
	case c.realm == "":
		return nil, errors.New("-turn-realm: empty")
	case len(c.realm) > 763:
		return nil, errors.New("-turn-realm: longer than 763 bytes")
	case strings.IndexFunc(c.realm, func(r rune) bool { return !unicode.IsPrint(r) }) >= 0:
		return nil, fmt.Errorf("-turn-realm %q: control characters are not allowed", c.realm)
	}

	if c.users, err = parseTURNUsers(f.users); err != nil {
		return nil, err
	}

	if f.ports != "" {
		los, his, ok := strings.Cut(f.ports, "-")
		lo, err1 := strconv.Atoi(strings.TrimSpace(los))
		hi, err2 := strconv.Atoi(strings.TrimSpace(his))
		switch {
		case !ok || err1 != nil || err2 != nil:
			return nil, fmt.Errorf("-turn-ports %q: want MIN-MAX, e.g. 49152-65535", f.ports)
		case lo < 1 || hi > 65535:
			return nil, fmt.Errorf("-turn-ports %q: ports are 1 to 65535", f.ports)
		case lo > hi:
			return nil, fmt.Errorf("-turn-ports %q: MIN is above MAX", f.ports)
		}
		c.minPort, c.maxPort = lo, hi
	}
	return c, nil
}

// parseIPv4 parses an IPv4 address (also in IPv4-mapped IPv6 form), or
// returns nil.
func parseIPv4(s string) net.IP {
	ip := net.ParseIP(s)
	if ip == nil {
		return nil
	}
	return ip.To4()
}

// turnServer is a running STUN/TURN server.
type turnServer struct {
	cfg       turnConfig
	conn      net.PacketConn
	srv       *turn.Server
	closeOnce sync.Once
	closeErr  error
}

// Start listens on c's address and serves STUN, and TURN for c's users.
// The server logs its warnings and errors (bad requests, refused
// credentials) to log.
func (c *turnConfig) Start(log io.Writer) (*turnServer, error) {
	conn, err := net.ListenPacket("udp4", c.listen.String())
	if err != nil {
		return nil, fmt.Errorf("STUN/TURN server: %w", err)
	}
	keys := make(map[string][]byte, len(c.users))
	for _, u := range c.users {
		keys[u.name] = turn.GenerateAuthKey(u.name, c.realm, u.password)
	}
	bind := c.listen.IP.String()
	var relays turn.RelayAddressGenerator = &turn.RelayAddressGeneratorStatic{RelayAddress: c.public, Address: bind}
	if c.maxPort != 0 {
		relays = &turn.RelayAddressGeneratorPortRange{
			RelayAddress: c.public,
			Address:      bind,
			MinPort:      uint16(c.minPort),
			MaxPort:      uint16(c.maxPort),
			// Ports are tried at random: more tries for a bigger range.
			MaxRetries: min(max(10, 2*(c.maxPort-c.minPort+1)), 100),
		}
	}
	srv, err := turn.NewServer(turn.ServerConfig{
		Realm: c.realm,
		// No user: every allocation is refused (binding requests need no
		// credentials).
		AuthHandler: func(username, realm string, src net.Addr) ([]byte, bool) {
			key, ok := keys[username]
			return key, ok
		},
		PacketConnConfigs: []turn.PacketConnConfig{{PacketConn: conn, RelayAddressGenerator: relays}},
		LoggerFactory:     &logging.DefaultLoggerFactory{Writer: log, DefaultLogLevel: logging.LogLevelWarn},
	})
	if err != nil {
		conn.Close()
		return nil, fmt.Errorf("STUN/TURN server: %w", err)
	}
	return &turnServer{cfg: *c, conn: conn, srv: srv}, nil
}

// Close stops the server and its relays.
func (s *turnServer) Close() error {
	s.closeOnce.Do(func() { s.closeErr = s.srv.Close() })
	return s.closeErr
}

// Addr is the address the server listens on.
func (s *turnServer) Addr() *net.UDPAddr { return s.conn.LocalAddr().(*net.UDPAddr) }

// hostPort is the public address players reach the server at.
func (s *turnServer) hostPort() string {
	return net.JoinHostPort(s.cfg.public.String(), strconv.Itoa(s.Addr().Port))
}

// STUNURL is the server's STUN URL.
func (s *turnServer) STUNURL() string { return "stun:" + s.hostPort() }

// TURNURL is the server's TURN URL, or "" when it has no user (STUN only).
func (s *turnServer) TURNURL() string {
	if len(s.cfg.users) == 0 {
		return ""
	}
	return "turn:" + s.hostPort() + "?transport=udp"
}

// Describe prints what to give players: the URLs, the page URL (site is
// the site's URL, such as http://127.0.0.1:8080/) with ?ice=, and the
// standard RTCConfiguration JSON. It names users but never a password.
func (s *turnServer) Describe(w io.Writer, site string) {
	stunURL, turnURL := s.STUNURL(), s.TURNURL()
	var ports string
	if s.cfg.maxPort != 0 {
		ports = fmt.Sprintf("; relay ports %d-%d", s.cfg.minPort, s.cfg.maxPort)
	}
	type iceServer struct {
		URLs       []string `json:"urls"`
		Username   string   `json:"username,omitempty"`
		Credential string   `json:"credential,omitempty"`
	}
	ice := []iceServer{{URLs: []string{stunURL}}}
	if turnURL == "" {
		fmt.Fprintf(w, "STUN server: %s (no -turn-user: STUN only, relay allocations are refused)\n", stunURL)
	} else {
		names := make([]string, len(s.cfg.users))
		for i, u := range s.cfg.users {
			names[i] = u.name
		}
		fmt.Fprintf(w, "STUN/TURN server: %s, %s (users: %s%s)\n", stunURL, turnURL, strings.Join(names, ", "), ports)
		u := s.cfg.users[0].name
		ice = append(ice, iceServer{URLs: []string{turnURL}, Username: u, Credential: "(password of " + u + ")"})
	}
	// The page's ?ice= takes URLs only, no credentials, and WebRTC refuses
	// a turn: URL without them: the page URL gets the STUN URL alone.
	var note string
	if turnURL != "" {
		note = " (STUN only: ?ice= carries no credentials, which turn: needs)"
	}
	fmt.Fprintf(w, "  page URL: %s?ice=%s%s\n", site, stunURL, note)
	js, _ := json.Marshal(struct {
		ICEServers []iceServer `json:"iceServers"`
	}{ice})
	fmt.Fprintf(w, "  ICE setting: %s\n", js)
}
