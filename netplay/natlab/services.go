package natlab

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/pion/turn/v2"
)

// The public services' ports on ServerIP.
const (
	// ICEPort is the STUN/TURN server (UDP): it answers STUN binding
	// requests and relays for TURN allocations.
	ICEPort = 3478
	// DeadPort is a STUN server that never answers: a UDP socket that reads
	// and discards every packet.
	DeadPort = 3479
	// EchoPort and EchoPort+1 answer every UDP packet with the address it
	// came from, as text: what Verify uses to see the routers' NAT.
	EchoPort = 7001
)

// Realm is the TURN server's realm.
const Realm = "natlab"

// roles are the children this package runs itself (see Main).
var roles = map[string]func() int{
	"services": runServices,
	"probe":    runProbe,
}

// Services is the child in the public namespace that runs the STUN/TURN
// server, the dead STUN server and the UDP echoes.
type Services struct {
	// User and Password are the TURN server's one long-term credential.
	User, Password string

	child *Child
}

// STUN is the URL of the STUN server (the TURN server answers STUN too).
func (s *Services) STUN() string { return fmt.Sprintf("stun:%s:%d", ServerIP, ICEPort) }

// TURN is the URL of the TURN server over UDP; it needs User and Password.
func (s *Services) TURN() string { return fmt.Sprintf("turn:%s:%d?transport=udp", ServerIP, ICEPort) }

// DeadSTUN is the URL of a STUN server that drops every packet.
func (s *Services) DeadSTUN() string { return fmt.Sprintf("stun:%s:%d", ServerIP, DeadPort) }

// ServerStats is what the public services have seen so far.
type ServerStats struct {
	Allocations    int    `json:"allocations"`     // TURN allocations alive now
	Allocated      int64  `json:"allocated"`       // TURN allocations made in all
	RelayedPackets int64  `json:"relayed_packets"` // through relays, both ways
	RelayedBytes   int64  `json:"relayed_bytes"`   // UDP payload, both ways
	Dropped        int64  `json:"dropped"`         // packets the dead STUN server ate
	Echoed         int64  `json:"echoed"`
	Error          string `json:"error,omitempty"`
}

// StartServices starts the public services in the public namespace with a
// fresh TURN password and waits until they listen.
func (l *Lab) StartServices(ctx context.Context) (*Services, error) {
	var pw [12]byte
	if _, err := rand.Read(pw[:]); err != nil {
		return nil, err
	}
	s := &Services{User: "natlab", Password: hex.EncodeToString(pw[:])}
	// The services outlive ctx, which bounds only their start.
	c, err := l.start(context.Background(), l.Public(), "services", []string{"GALLERIA_NATLAB_TURN=" + s.User + ":" + s.Password})
	if err != nil {
		return nil, err
	}
	s.child = c
	var ready struct {
		Ready bool   `json:"ready"`
		Error string `json:"error"`
	}
	rctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := c.Recv(rctx, &ready); err != nil {
		c.Close()
		return nil, fmt.Errorf("natlab: starting the STUN/TURN server in %s: %w", l.Public(), err)
	}
	if !ready.Ready {
		c.Close()
		return nil, fmt.Errorf("natlab: starting the STUN/TURN server in %s: %s", l.Public(), ready.Error)
	}
	return s, nil
}

// Stats asks the services what they have seen.
func (s *Services) Stats(ctx context.Context) (ServerStats, error) {
	var st ServerStats
	if err := s.child.Send(map[string]bool{"stats": true}); err != nil {
		return st, err
	}
	if err := s.child.Recv(ctx, &st); err != nil {
		return st, err
	}
	return st, nil
}

// Close stops the services.
func (s *Services) Close() error { return s.child.Close() }

// Output is what the services' process wrote besides its answers (pion's
// warnings, say).
func (s *Services) Output() string { return s.child.Output() }

// runServices is the "services" child: it serves until stdin ends.
func runServices() int {
	out := json.NewEncoder(os.Stdout)
	var st struct {
		allocated, packets, bytes, dropped, echoed atomic.Int64
	}
	say := func(v any) { _ = out.Encode(v) }
	failed := func(format string, args ...any) int {
		say(map[string]any{"ready": false, "error": fmt.Sprintf(format, args...)})
		return 1
	}

	user, pass, ok := strings.Cut(os.Getenv("GALLERIA_NATLAB_TURN"), ":")
	if !ok {
		return failed("no TURN credential in GALLERIA_NATLAB_TURN")
	}
	key := turn.GenerateAuthKey(user, Realm, pass)
	ice, err := net.ListenPacket("udp4", net.JoinHostPort(ServerIP, strconv.Itoa(ICEPort)))
	if err != nil {
		return failed("STUN/TURN socket: %v", err)
	}
	srv, err := turn.NewServer(turn.ServerConfig{
		Realm: Realm,
		AuthHandler: func(u, realm string, src net.Addr) ([]byte, bool) {
			if u == user && realm == Realm {
				return key, true
			}
			return nil, false
		},
		PacketConnConfigs: []turn.PacketConnConfig{{
			PacketConn: ice,
			RelayAddressGenerator: &countingRelays{
				RelayAddressGeneratorStatic: turn.RelayAddressGeneratorStatic{RelayAddress: net.ParseIP(ServerIP), Address: ServerIP},
				allocated:                   &st.allocated, packets: &st.packets, bytes: &st.bytes,
			},
		}},
	})
	if err != nil {
		return failed("TURN server: %v", err)
	}
	defer srv.Close()

	dead, err := net.ListenPacket("udp4", net.JoinHostPort(ServerIP, strconv.Itoa(DeadPort)))
	if err != nil {
		return failed("dead STUN socket: %v", err)
	}
	defer dead.Close()
	go func() {
		buf := make([]byte, 2048)
		for {
			if _, _, err := dead.ReadFrom(buf); err != nil {
				return
			}
			st.dropped.Add(1)
		}
	}()
	for i := range 2 {
		echo, err := net.ListenPacket("udp4", net.JoinHostPort(ServerIP, strconv.Itoa(EchoPort+i)))
		if err != nil {
			return failed("echo socket: %v", err)
		}
		defer echo.Close()
		go func() {
			buf := make([]byte, 2048)
			for {
				_, from, err := echo.ReadFrom(buf)
				if err != nil {
					return
				}
				st.echoed.Add(1)
				_, _ = echo.WriteTo([]byte(from.String()), from)
			}
		}()
	}

	say(map[string]bool{"ready": true})
	readLines(os.Stdin, func([]byte) bool {
		say(ServerStats{
			Allocations: srv.AllocationCount(), Allocated: st.allocated.Load(),
			RelayedPackets: st.packets.Load(), RelayedBytes: st.bytes.Load(),
			Dropped: st.dropped.Load(), Echoed: st.echoed.Load(),
		})
		return true
	})
	return 0
}

// countingRelays makes the TURN server's relay sockets on ServerIP and
// counts what crosses them.
type countingRelays struct {
	turn.RelayAddressGeneratorStatic
	allocated, packets, bytes *atomic.Int64
}

func (r *countingRelays) AllocatePacketConn(network string, port int) (net.PacketConn, net.Addr, error) {
	c, a, err := r.RelayAddressGeneratorStatic.AllocatePacketConn(network, port)
	if err != nil {
		return nil, nil, err
	}
	r.allocated.Add(1)
	return countingConn{c, r}, a, nil
}

type countingConn struct {
	net.PacketConn
	r *countingRelays
}

func (c countingConn) ReadFrom(b []byte) (int, net.Addr, error) {
	n, a, err := c.PacketConn.ReadFrom(b)
	if err == nil {
		c.r.packets.Add(1)
		c.r.bytes.Add(int64(n))
	}
	return n, a, err
}

func (c countingConn) WriteTo(b []byte, a net.Addr) (int, error) {
	n, err := c.PacketConn.WriteTo(b, a)
	if err == nil {
		c.r.packets.Add(1)
		c.r.bytes.Add(int64(n))
	}
	return n, err
}
