//go:build e2e

// Package natlabe2e plays Mall or Nothing between two headless Chromiums,
// each in its own home behind a NAT router of netplay/natlab's lab, with
// the site served from the lab's public namespace and the lab's own
// STUN/TURN server: no packet leaves the machine.
//
// The test binary plays three parts (TestMain is natlab.MainWith, which
// first re-runs it in private namespaces, and in a child of the lab runs
// the child's role instead of the tests):
//
//   - the parent (TestBrowserNAT) builds a lab per case and tells the others
//     what to do over JSON lines (natlab.Child);
//   - a site child (role "site", siteChild) in the public namespace serves
//     static/;
//   - a browser child (role "browser", browserChild) in each home runs
//     Chromium there and drives its page on the parent's commands (the
//     parent has no route into the homes).
//
// Run it with build.sh test, or by hand (as root, after ./build.sh build):
//
//	go test -c -tags e2e -o /tmp/natlab-e2e.test ./e2e/natlab
//	(cd e2e/natlab && /tmp/natlab-e2e.test -test.run '^TestBrowserNAT$' -test.v)
package natlabe2e

import (
	"fmt"
	"os"
	"testing"

	"github.com/galleria-games/galleria/netplay/natlab"
)

func TestMain(m *testing.M) {
	natlab.MainWith(m, map[string]func() int{
		"site":    child("site", siteChild),
		"browser": child("browser", browserChild),
	})
}

// child makes a role of run: a child that says why on stderr and exits 1
// when run fails.
func child(role string, run func() error) func() int {
	return func() int {
		if err := run(); err != nil {
			fmt.Fprintf(os.Stderr, "%s child: %v\n", role, err)
			return 1
		}
		return 0
	}
}
