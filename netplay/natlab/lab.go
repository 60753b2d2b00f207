package natlab

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// NAT is how a home router maps its home's UDP flows to its public address.
type NAT int

const (
	// EndpointIndependent maps a home's socket to one public port for every
	// destination (plain MASQUERADE, which keeps the source port): what a
	// STUN server sees is what every peer sees, so STUN alone connects two
	// such homes (filtering stays address- and port-dependent, as in Linux's
	// conntrack, so both sides must send first: ICE does).
	EndpointIndependent NAT = iota
	// Symmetric maps each destination to a new random port
	// (MASQUERADE --random-fully): the port a STUN server sees is useless to
	// the peer, and only a relay (TURN) connects two such homes.
	Symmetric
)

func (n NAT) String() string {
	switch n {
	case EndpointIndependent:
		return "endpoint-independent"
	case Symmetric:
		return "symmetric"
	}
	return "NAT(" + strconv.Itoa(int(n)) + ")"
}

// The lab's addresses. PublicNet is a documentation range (RFC 5737) that
// exists only inside the lab.
const (
	PublicNet = "203.0.113.0/24"
	// ServerIP is the public namespace's own address, where Services run.
	ServerIP = "203.0.113.1"
)

// RouterIP is the public address of home i's router (i is 0 or 1).
func RouterIP(i int) string { return fmt.Sprintf("203.0.113.%d", 101+i) }

// HomeIP is the address of the machine in home i (i is 0 or 1), on the
// private LAN 192.168.(i+1).0/24 behind its router.
func HomeIP(i int) string { return fmt.Sprintf("192.168.%d.2", i+1) }

// gatewayIP is the LAN address of home i's router.
func gatewayIP(i int) string { return fmt.Sprintf("192.168.%d.1", i+1) }

// Lab is one built topology: a public namespace, two routers with NAT and a
// home behind each. Make it with New and end it with Close.
type Lab struct {
	// NAT is each router's kind of NAT.
	NAT [2]NAT

	prefix string
	made   []string // namespaces made so far, for Close
}

// labs numbers the labs of this process, so that their namespaces differ.
var labs atomic.Int32

// New builds a lab whose routers do the NATs n0 (home 0) and n1 (home 1).
// It must run inside the namespaces Main makes: it refuses otherwise, so
// that no lab is ever built in the machine's own network. A failure names
// the step that failed and removes what was built.
func New(n0, n1 NAT) (*Lab, error) {
	if !Isolated() {
		return nil, errors.New("natlab: New outside the private namespaces natlab.Main makes (is TestMain natlab.Main or natlab.MainWith?)")
	}
	l := &Lab{NAT: [2]NAT{n0, n1}, prefix: fmt.Sprintf("natlab%d-", labs.Add(1))}
	if err := l.build(); err != nil {
		l.Close()
		return nil, err
	}
	return l, nil
}

// Public is the name of the public namespace (the Internet's switch and the
// server's machine).
func (l *Lab) Public() string { return l.prefix + "pub" }

// Router is the name of home i's router namespace.
func (l *Lab) Router(i int) string { return l.prefix + "router" + strconv.Itoa(i) }

// Home is the name of home i's namespace, where a peer lives.
func (l *Lab) Home(i int) string { return l.prefix + "home" + strconv.Itoa(i) }

// build makes the namespaces, links, addresses, routes and NAT rules.
func (l *Lab) build() error {
	pub := l.Public()
	steps := []struct {
		what string
		args [][]string
	}{}
	add := func(what string, args ...[]string) {
		steps = append(steps, struct {
			what string
			args [][]string
		}{what, args})
	}
	for _, ns := range []string{pub, l.Router(0), l.Router(1), l.Home(0), l.Home(1)} {
		add("make namespace "+ns, []string{"ip", "netns", "add", ns})
		l.made = append(l.made, ns)
		add("bring up lo and turn IPv6 off in "+ns,
			[]string{"ip", "-n", ns, "link", "set", "lo", "up"},
			sysctl(ns, "net/ipv6/conf/all/disable_ipv6", "1"),
			sysctl(ns, "net/ipv6/conf/default/disable_ipv6", "1"))
	}
	add("make the public bridge br0 with "+ServerIP+"/24 in "+pub,
		[]string{"ip", "-n", pub, "link", "add", "br0", "type", "bridge"},
		[]string{"ip", "-n", pub, "addr", "add", ServerIP + "/24", "dev", "br0"},
		[]string{"ip", "-n", pub, "link", "set", "br0", "up"})
	for i := range 2 {
		r, h := l.Router(i), l.Home(i)
		port := "r" + strconv.Itoa(i)
		add(fmt.Sprintf("link router %d's wan (%s/24) to the public bridge", i, RouterIP(i)),
			[]string{"ip", "link", "add", "wan", "netns", r, "type", "veth", "peer", "name", port, "netns", pub},
			[]string{"ip", "-n", pub, "link", "set", port, "master", "br0", "up"},
			[]string{"ip", "-n", r, "addr", "add", RouterIP(i) + "/24", "dev", "wan"},
			[]string{"ip", "-n", r, "link", "set", "wan", "up"},
			[]string{"ip", "-n", r, "route", "add", "default", "via", ServerIP})
		add(fmt.Sprintf("link home %d (%s/24) to router %d's lan (%s/24)", i, HomeIP(i), i, gatewayIP(i)),
			[]string{"ip", "link", "add", "lan", "netns", r, "type", "veth", "peer", "name", "eth0", "netns", h},
			[]string{"ip", "-n", r, "addr", "add", gatewayIP(i) + "/24", "dev", "lan"},
			[]string{"ip", "-n", r, "link", "set", "lan", "up"},
			[]string{"ip", "-n", h, "addr", "add", HomeIP(i) + "/24", "dev", "eth0"},
			[]string{"ip", "-n", h, "link", "set", "eth0", "up"},
			[]string{"ip", "-n", h, "route", "add", "default", "via", gatewayIP(i)})
		masq := []string{"ip", "netns", "exec", r, "iptables", "-w", "-t", "nat", "-A", "POSTROUTING", "-o", "wan", "-j", "MASQUERADE"}
		if l.NAT[i] == Symmetric {
			masq = append(masq, "--random-fully")
		}
		add(fmt.Sprintf("turn on forwarding, %s NAT (iptables MASQUERADE) and the firewall in router %d", l.NAT[i], i),
			sysctl(r, "net/ipv4/ip_forward", "1"),
			masq,
			// A home router's firewall: what comes from the public side
			// unasked is dropped. Dropped before conntrack confirms it, such
			// a packet (a peer's first check, which may arrive before this
			// home has sent to that peer) leaves no entry behind; an entry
			// would take the port the home's own packets to that peer must
			// be mapped to, and make the NAT change port for that peer.
			[]string{"ip", "netns", "exec", r, "iptables", "-w", "-A", "INPUT", "-i", "wan", "-m", "conntrack", "--ctstate", "NEW,INVALID", "-j", "DROP"},
			// Counters of what crosses the router, both ways (Traffic).
			[]string{"ip", "netns", "exec", r, "iptables", "-w", "-A", "FORWARD", "-i", "lan", "-o", "wan"},
			[]string{"ip", "netns", "exec", r, "iptables", "-w", "-A", "FORWARD", "-i", "wan", "-o", "lan"})
	}
	for _, s := range steps {
		for _, a := range s.args {
			if out, err := run(a...); err != nil {
				return fmt.Errorf("natlab: %s: %s: %v: %s", s.what, strings.Join(a, " "), err, out)
			}
		}
	}
	return nil
}

// sysctl is the command that sets a sysctl (a path under /proc/sys) in
// namespace ns, with nothing but sh.
func sysctl(ns, key, value string) []string {
	return []string{"ip", "netns", "exec", ns, "sh", "-c", "echo " + value + " > /proc/sys/" + key}
}

// run runs a command and returns its combined output.
func run(args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	var out bytes.Buffer
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	return strings.TrimSpace(out.String()), err
}

// Close removes the lab's namespaces (with them go their links and rules;
// children still running in them keep theirs until they exit). It returns
// the first error.
func (l *Lab) Close() error {
	var first error
	for i := len(l.made) - 1; i >= 0; i-- {
		if out, err := run("ip", "netns", "del", l.made[i]); err != nil && first == nil && !strings.Contains(out, "No such file") {
			first = fmt.Errorf("natlab: ip netns del %s: %v: %s", l.made[i], err, out)
		}
	}
	l.made = nil
	return first
}

// Traffic is what crossed a router between its home and the public side.
type Traffic struct {
	OutPackets, OutBytes int64 // home → public
	InPackets, InBytes   int64 // public → home
}

// Sub returns t - u.
func (t Traffic) Sub(u Traffic) Traffic {
	return Traffic{t.OutPackets - u.OutPackets, t.OutBytes - u.OutBytes, t.InPackets - u.InPackets, t.InBytes - u.InBytes}
}

// Traffic reads home i's router counters: IP packets and bytes forwarded
// (headers included) since the lab was built.
func (l *Lab) Traffic(i int) (Traffic, error) {
	out, err := run("ip", "netns", "exec", l.Router(i), "iptables", "-w", "-L", "FORWARD", "-v", "-n", "-x")
	if err != nil {
		return Traffic{}, fmt.Errorf("natlab: reading router %d's counters: %v: %s", i, err, out)
	}
	var t Traffic
	found := 0
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		// pkts bytes target prot opt in out source destination
		if len(f) < 7 {
			continue
		}
		pk, err1 := strconv.ParseInt(f[0], 10, 64)
		by, err2 := strconv.ParseInt(f[1], 10, 64)
		if err1 != nil || err2 != nil {
			continue
		}
		// With no target the "target" column is empty, so in and out are
		// the last four fields but two.
		in, outIf := f[len(f)-4], f[len(f)-3]
		switch {
		case in == "lan" && outIf == "wan":
			t.OutPackets, t.OutBytes = pk, by
			found++
		case in == "wan" && outIf == "lan":
			t.InPackets, t.InBytes = pk, by
			found++
		}
	}
	if found != 2 {
		return Traffic{}, fmt.Errorf("natlab: router %d's counters not found in:\n%s", i, out)
	}
	return t, nil
}
