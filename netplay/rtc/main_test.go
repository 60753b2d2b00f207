//go:build !js

package rtc

import (
	"net"
	"os"
	"testing"

	"github.com/galleria-games/galleria/netplay/rtc/rtctest"
)

func TestMain(m *testing.M) {
	if os.Getenv(guestEnv) != "" {
		// A guest process started by TestDropDetected, inside the test's
		// network namespace.
		os.Exit(runGuest())
	}
	rtctest.IsolatedMain(m)
}

// TestIsolated checks that the tests run where only loopback exists.
func TestIsolated(t *testing.T) {
	ifaces, err := net.Interfaces()
	if err != nil {
		t.Fatal(err)
	}
	for _, ifc := range ifaces {
		if ifc.Name != "lo" {
			t.Errorf("interface %s is visible to the tests", ifc.Name)
		}
	}
}
