//go:build e2e

// Package natlabe2e plays Mall or Nothing between two headless Chromiums,
// each in its own home behind a NAT router of netplay/natlab's lab, with
// the site served from the lab's public namespace and the lab's own
// STUN/TURN server: no packet leaves the machine.
//
// The test binary plays three parts (TestMain is natlab.Main, which first
// re-runs it in private namespaces):
//
//   - the parent (TestBrowserNAT) builds a lab per case and tells the others
//     what to do over JSON lines (natlab.Child);
//   - a site child (TestSiteChild) in the public namespace serves static/;
//   - a browser child (TestBrowserChild) in each home runs Chromium there
//     and drives its page on the parent's commands (the parent has no route
//     into the homes).
//
// Run it with build.sh test, or by hand (as root, after ./build.sh build):
//
//	go test -c -tags e2e -o /tmp/natlab-e2e.test ./e2e/natlab
//	(cd e2e/natlab && /tmp/natlab-e2e.test -test.run '^TestBrowserNAT$' -test.v)
package natlabe2e

import (
	"os"
	"testing"

	"github.com/galleria-games/galleria/netplay/natlab"
)

func TestMain(m *testing.M) { natlab.Main(m) }

// roleEnv tells a child of this package which part it plays ("site" or
// "browser"); the parent leaves it unset, so the child tests skip there.
const roleEnv = "GALLERIA_NATLAB_E2E_ROLE"

// childOf skips t unless this process is the child playing role.
func childOf(t *testing.T, role string) {
	if os.Getenv(roleEnv) != role {
		t.Skipf("only as the %s child of TestBrowserNAT", role)
	}
}
