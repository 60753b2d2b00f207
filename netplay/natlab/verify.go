package natlab

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
	"time"
)

// Verify checks that the lab works before anything is tested in it: from
// each home, one UDP socket sends to both of the services' echoes, through
// the router, and must hear back from each. The addresses the echoes saw
// must be the router's public address (its NAT works), on one port for
// both destinations behind an endpoint-independent NAT and on two
// different ports behind a symmetric one. An error names the step that
// failed.
func (l *Lab) Verify(ctx context.Context, svc *Services) error {
	if svc == nil {
		return fmt.Errorf("natlab: Verify needs the lab's services (StartServices)")
	}
	targets := []string{
		net.JoinHostPort(ServerIP, strconv.Itoa(EchoPort)),
		net.JoinHostPort(ServerIP, strconv.Itoa(EchoPort+1)),
	}
	for i := range 2 {
		step := fmt.Sprintf("natlab: UDP from home %d (%s) through router %d (%s NAT, %s) to the echoes at %s",
			i, HomeIP(i), i, l.NAT[i], RouterIP(i), strings.Join(targets, " and "))
		c, err := l.start(ctx, l.Home(i), "probe", []string{"GALLERIA_NATLAB_PROBE=" + strings.Join(targets, ",")})
		if err != nil {
			return fmt.Errorf("%s: %w", step, err)
		}
		var r probeResult
		err = c.Recv(ctx, &r)
		c.Close()
		if err != nil {
			return fmt.Errorf("%s: %w", step, err)
		}
		if r.Error != "" {
			return fmt.Errorf("%s: %s", step, r.Error)
		}
		if len(r.Mapped) != 2 {
			return fmt.Errorf("%s: %d answers", step, len(r.Mapped))
		}
		var ports [2]string
		for k, m := range r.Mapped {
			host, port, err := net.SplitHostPort(m)
			if err != nil {
				return fmt.Errorf("%s: the echo said %q", step, m)
			}
			if host != RouterIP(i) {
				return fmt.Errorf("%s: the echo saw %s, not the router's public address: no NAT", step, m)
			}
			ports[k] = port
		}
		switch same := ports[0] == ports[1]; {
		case l.NAT[i] == EndpointIndependent && !same:
			return fmt.Errorf("%s: one socket was mapped to %s and %s: not endpoint-independent", step, r.Mapped[0], r.Mapped[1])
		case l.NAT[i] == Symmetric && same:
			return fmt.Errorf("%s: one socket was mapped to %s for both destinations: not symmetric", step, r.Mapped[0])
		}
	}
	return nil
}

// probeResult is what the "probe" child says.
type probeResult struct {
	Local  string   `json:"local"`
	Mapped []string `json:"mapped"` // what each echo saw
	Error  string   `json:"error,omitempty"`
}

// runProbe is the "probe" child: from one UDP socket it asks each echo in
// GALLERIA_NATLAB_PROBE which address it came from (three tries of a second
// each) and says so.
func runProbe() int {
	out := json.NewEncoder(os.Stdout)
	var r probeResult
	defer func() { _ = out.Encode(r) }()
	conn, err := net.ListenPacket("udp4", ":0")
	if err != nil {
		r.Error = "socket: " + err.Error()
		return 1
	}
	defer conn.Close()
	r.Local = conn.LocalAddr().String()
	buf := make([]byte, 512)
	for _, target := range strings.Split(os.Getenv("GALLERIA_NATLAB_PROBE"), ",") {
		to, err := net.ResolveUDPAddr("udp4", target)
		if err != nil {
			r.Error = err.Error()
			return 1
		}
		heard := ""
		for try := 0; try < 3 && heard == ""; try++ {
			if _, err := conn.WriteTo([]byte("natlab probe"), to); err != nil {
				r.Error = fmt.Sprintf("sending to %s: %v", to, err)
				return 1
			}
			conn.SetReadDeadline(time.Now().Add(time.Second))
			for {
				n, from, err := conn.ReadFrom(buf)
				if err != nil {
					break
				}
				if from.String() == to.String() {
					heard = string(buf[:n])
					break
				}
			}
		}
		if heard == "" {
			r.Error = fmt.Sprintf("no answer from %s in 3 s", to)
			return 1
		}
		r.Mapped = append(r.Mapped, heard)
	}
	return 0
}
