// Package rtctest holds test helpers for code that opens WebRTC connections.
//
// IsolatedMain runs a test binary inside a private network namespace whose
// only interface is loopback, so that no packet a test sends (ICE checks,
// mDNS, STUN) can leave the machine. It is meant to be the whole body of a
// package's TestMain:
//
//	func TestMain(m *testing.M) { rtctest.IsolatedMain(m) }
package rtctest

import (
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"testing"
)

// childEnv marks a test binary that IsolatedMain has already re-executed
// inside a fresh namespace; its value is the path of a marker file the child
// creates once it has checked its isolation, so the parent can tell a
// failing test run from a namespace that could not be made.
const childEnv = "GALLERIA_RTCTEST_NETNS"

// IsolatedMain runs m's tests with loopback as the only network interface,
// then exits with their exit code. If the current process already sees only
// "lo", the tests run here (after checking lo is up). Otherwise the test
// binary is re-executed under `unshare -n` (root) or `unshare -rn` (not root)
// with lo brought up, and the parent exits with the child's code. Should the
// namespace be impossible to make, it says why and exits 1: it never skips.
func IsolatedMain(m *testing.M) {
	if marker, ok := os.LookupEnv(childEnv); ok {
		if err := checkIsolated(); err != nil {
			fail("inside the new namespace: %v", err)
		}
		if err := os.WriteFile(marker, nil, 0o600); err != nil {
			fail("writing the namespace marker: %v", err)
		}
		os.Exit(m.Run())
	}

	others, err := foreignInterfaces()
	if err != nil {
		fail("listing network interfaces: %v", err)
	}
	if len(others) == 0 {
		if err := checkIsolated(); err != nil {
			fail("%v", err)
		}
		os.Exit(m.Run())
	}
	os.Exit(reexec(others))
}

// reexec runs this test binary again inside a new network namespace and
// returns the exit code to leave with.
func reexec(others []string) int {
	unshare, err := exec.LookPath("unshare")
	if err != nil {
		fail("interfaces %v are visible and unshare(1) is not available to hide them: %v", others, err)
	}
	self, err := os.Executable()
	if err != nil {
		self = os.Args[0]
	}
	flags := "-n"
	if os.Geteuid() != 0 {
		flags = "-rn"
	}

	dir, err := os.MkdirTemp("", "rtctest-netns-")
	if err != nil {
		fail("making a temporary directory: %v", err)
	}
	marker := dir + "/isolated"
	code, err := run(unshare, flags, self, marker)
	_, statErr := os.Stat(marker)
	os.RemoveAll(dir)
	switch {
	case err != nil:
		fail("running the tests under unshare %s: %v", flags, err)
	case statErr != nil:
		// The tests never started: unshare, ip or the isolation check failed.
		fail("could not run the tests in a private network namespace (unshare %s, then ip link set lo up): exit code %d", flags, code)
	}
	return code
}

// run starts `unshare flags -- sh -c 'ip link set lo up && exec "$@"' sh
// self args...` and returns its exit code; err is set only if it could not
// be started or did not exit normally.
func run(unshare, flags, self, marker string) (int, error) {
	args := []string{flags, "--", "sh", "-c", `ip link set lo up && exec "$@"`, "sh", self}
	args = append(args, os.Args[1:]...)
	cmd := exec.Command(unshare, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	cmd.Env = append(os.Environ(), childEnv+"="+marker)
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return 0, nil
	case errors.As(err, &exit) && exit.ExitCode() >= 0:
		return exit.ExitCode(), nil
	default:
		return -1, err
	}
}

// foreignInterfaces names every network interface other than "lo".
func foreignInterfaces() ([]string, error) {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil, err
	}
	var names []string
	for _, ifc := range ifaces {
		if ifc.Name != "lo" {
			names = append(names, ifc.Name)
		}
	}
	return names, nil
}

// checkIsolated reports an error unless "lo" is the only interface and is up.
func checkIsolated() error {
	others, err := foreignInterfaces()
	if err != nil {
		return fmt.Errorf("listing network interfaces: %w", err)
	}
	if len(others) > 0 {
		return fmt.Errorf("interfaces other than lo are visible: %v", others)
	}
	lo, err := net.InterfaceByName("lo")
	if err != nil {
		return fmt.Errorf("no loopback interface: %w", err)
	}
	if lo.Flags&net.FlagUp == 0 {
		return errors.New("loopback interface lo is down")
	}
	return nil
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "rtctest: "+format+"\n", args...)
	os.Exit(1)
}
