// Package natlab builds a small Internet inside network namespaces, so that
// tests can prove two homes behind NAT routers reach each other over WebRTC,
// with no packet leaving the machine.
//
// The topology (see Lab):
//
//	          public namespace: bridge br0, 203.0.113.0/24
//	          the STUN/TURN server at 203.0.113.1 (Services)
//	           /                                     \
//	router 0: wan 203.0.113.101             router 1: wan 203.0.113.102
//	NAT (MASQUERADE) on wan,                NAT (MASQUERADE) on wan,
//	unasked input dropped                   unasked input dropped
//	lan 192.168.1.1/24                      lan 192.168.2.1/24
//	           |                                     |
//	home 0: eth0 192.168.1.2                home 1: eth0 192.168.2.2
//	default route via 192.168.1.1           default route via 192.168.2.1
//
// 203.0.113.0/24 is a documentation range (RFC 5737): it exists only inside
// the lab, which has no route anywhere else. A router's NAT is either
// endpoint-independent (plain MASQUERADE, which keeps the source port, so
// the address a STUN server sees is the one every peer sees) or symmetric
// (MASQUERADE --random-fully: a new random port for every destination, so a
// STUN answer is useless to the peer and only a TURN relay connects).
//
// Everything runs inside a private network and mount namespace that Main
// makes for the test binary (a tmpfs on /run holds the lab's named
// namespaces), so the lab's namespaces, routes and NAT rules vanish with the
// test process and cannot touch the machine's own network. Sockets belong to
// the namespace of the thread that opens them, and pion opens its sockets
// from goroutines of its own, so whatever must live inside a lab namespace
// (a WebRTC peer, the STUN/TURN server, a UDP echo) runs as a child process:
// the test binary re-executed under `ip netns exec` in a role (Lab.StartRole),
// speaking JSON lines on its stdin and stdout (Child).
//
// A test package uses the lab through its TestMain, which also names the
// child roles of its own: plain functions that a child runs instead of the
// tests, returning its exit code:
//
//	func TestMain(m *testing.M) {
//		natlab.MainWith(m, map[string]func() int{"peer": runMyPeer})
//	}
//
// (natlab.Main(m) when it has none), then, in a test:
//
//	lab, err := natlab.New(natlab.EndpointIndependent, natlab.EndpointIndependent)
//	...
//	defer lab.Close()
//	if err := lab.Verify(ctx); err != nil { t.Fatal(err) }
//	svc, err := lab.StartServices(ctx)
//	child, err := lab.StartRole(ctx, lab.Home(0), "peer", env...)
//
// It needs Linux, root (or unprivileged user namespaces), unshare(1) from
// util-linux, ip(8) from iproute2 and iptables. When the lab cannot be made,
// Main and New say which step failed; they never skip.
package natlab
