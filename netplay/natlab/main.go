package natlab

import (
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"testing"
)

// Environment variables between a test binary and its re-executions.
const (
	// envIsolated marks a test binary running inside the private namespaces
	// Main made; its value is the path of a marker file the binary creates
	// once it has checked them, so the outer process can tell a failing
	// test run from namespaces that could not be made. Children of the lab
	// inherit it.
	envIsolated = "GALLERIA_NATLAB_ISOLATED"

	// envRole names what a child the lab started is: a service of this
	// package ("services", "probe") or a role of the test package's own,
	// given to MainWith (Lab.StartRole).
	envRole = "GALLERIA_NATLAB_ROLE"
)

// Main is the whole body of a TestMain for tests that use the lab:
//
//	func TestMain(m *testing.M) { natlab.Main(m) }
//
// Run by `go test`, it re-executes the test binary under
// `unshare -n -m` (with -r when not root): a network namespace whose only
// interface is loopback and a mount namespace with a tmpfs of its own on
// /run for the lab's named namespaces. The tests run there, and Main exits
// with their exit code. Should the namespaces be impossible to make, it says
// why and exits 1: it never skips.
//
// In a child the lab started, Main runs the child's role (one of this
// package's services) instead of the tests, and exits with its code.
func Main(m *testing.M) { MainWith(m, nil) }

// MainWith is Main for a test package that has child roles of its own:
// roles maps a role's name to the function a child started with
// Lab.StartRole(ctx, ns, name, ...) runs instead of the tests; the child
// exits with the code it returns (non-zero after saying why on stderr).
//
//	func TestMain(m *testing.M) {
//		natlab.MainWith(m, map[string]func() int{"peer": runPeer})
//	}
//
// The names must not be those of this package's own services ("services",
// "probe").
func MainWith(m *testing.M, extra map[string]func() int) {
	for name := range extra {
		if _, ok := roles[name]; ok {
			fail("role %q is one of natlab's own", name)
		}
	}
	if role, ok := os.LookupEnv(envRole); ok {
		if _, ok := os.LookupEnv(envIsolated); !ok {
			fail("%s=%s is set outside the lab's namespaces", envRole, role)
		}
		run, ok := roles[role]
		if !ok {
			run, ok = extra[role]
		}
		if !ok {
			fail("%s=%s: no such role in this test binary", envRole, role)
		}
		os.Exit(run())
	}
	if marker, ok := os.LookupEnv(envIsolated); ok {
		if err := checkIsolated(); err != nil {
			fail("inside the new namespaces: %v", err)
		}
		if err := os.WriteFile(marker, nil, 0o600); err != nil {
			fail("writing the namespace marker: %v", err)
		}
		os.Exit(m.Run())
	}
	os.Exit(reexec())
}

// Isolated reports whether this process runs inside the namespaces Main
// made (or in a child of the lab).
func Isolated() bool {
	_, ok := os.LookupEnv(envIsolated)
	return ok
}

// reexec runs this test binary again inside new network and mount
// namespaces and returns the exit code to leave with.
func reexec() int {
	unshare, err := exec.LookPath("unshare")
	if err != nil {
		fail("unshare(1) (util-linux) is needed to make the lab's private namespaces: %v", err)
	}
	for _, tool := range []string{"ip", "iptables"} {
		if _, err := exec.LookPath(tool); err != nil {
			fail("%s is needed to build the lab (apt-get install -y iproute2 iptables): %v", tool, err)
		}
	}
	self, err := os.Executable()
	if err != nil {
		fail("finding the test binary: %v", err)
	}
	flags := []string{"-n", "-m", "--propagation", "private"}
	if os.Geteuid() != 0 {
		flags = append([]string{"-r"}, flags...)
	}
	dir, err := os.MkdirTemp("", "natlab-")
	if err != nil {
		fail("making a temporary directory: %v", err)
	}
	marker := dir + "/isolated"
	// The shell makes the lab's /run (so that `ip netns add` has a
	// /run/netns of its own, gone with the namespace), brings loopback up
	// and becomes the test binary.
	script := `mount -t tmpfs -o mode=0755 natlab /run && mkdir -p /run/netns && ip link set lo up && exec "$@"`
	args := append(flags, "--", "sh", "-c", script, "sh", self)
	args = append(args, os.Args[1:]...)
	cmd := exec.Command(unshare, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	cmd.Env = append(os.Environ(), envIsolated+"="+marker)
	err = cmd.Run()
	_, statErr := os.Stat(marker)
	os.RemoveAll(dir)
	code := 0
	var exit *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exit) && exit.ExitCode() >= 0:
		code = exit.ExitCode()
	default:
		fail("running the tests under unshare %v: %v", flags, err)
	}
	if statErr != nil {
		fail("could not run the tests in private namespaces (unshare %v, mount a tmpfs on /run, ip link set lo up): exit code %d", flags, code)
	}
	return code
}

// checkIsolated reports an error unless loopback is the only network
// interface, it is up, and /run/netns is there to hold the lab.
func checkIsolated() error {
	ifaces, err := net.Interfaces()
	if err != nil {
		return fmt.Errorf("listing network interfaces: %w", err)
	}
	for _, ifc := range ifaces {
		if ifc.Name != "lo" {
			return fmt.Errorf("interface %s is visible: this is not a private network namespace", ifc.Name)
		}
		if ifc.Flags&net.FlagUp == 0 {
			return errors.New("loopback interface lo is down")
		}
	}
	if fi, err := os.Stat("/run/netns"); err != nil || !fi.IsDir() {
		return fmt.Errorf("no /run/netns for the lab's namespaces: %v", err)
	}
	return nil
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "natlab: "+format+"\n", args...)
	os.Exit(1)
}
