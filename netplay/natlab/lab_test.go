package natlab

import (
	"context"
	"testing"
	"time"

	"github.com/galleria-games/galleria/netplay/rtc"
)

// newLab builds a lab with these NATs, starts its services and verifies
// it; the test fails (never skips) if any of it cannot be done.
func newLab(t *testing.T, n0, n1 NAT) (*Lab, *Services) {
	t.Helper()
	start := time.Now()
	lab, err := New(n0, n1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := lab.Close(); err != nil {
			t.Error(err)
		}
	})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	svc, err := lab.StartServices(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := svc.Close(); err != nil {
			t.Errorf("%v\n%s", err, svc.Output())
		}
	})
	if err := lab.Verify(ctx, svc); err != nil {
		t.Fatal(err)
	}
	t.Logf("lab (%s, %s NAT) built and verified in %v", n0, n1, time.Since(start).Round(time.Millisecond))
	return lab, svc
}

// TestLab builds the lab with both kinds of NAT and checks that UDP crosses
// the routers with the NAT each was given (Verify), and that the counters
// count it.
func TestLab(t *testing.T) {
	lab, svc := newLab(t, EndpointIndependent, Symmetric)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	st, err := svc.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if st.Echoed < 4 {
		t.Errorf("the echoes answered %d probes, want 4 or more", st.Echoed)
	}
	for i := range 2 {
		tr, err := lab.Traffic(i)
		if err != nil {
			t.Fatal(err)
		}
		if tr.OutPackets < 2 || tr.InPackets < 2 {
			t.Errorf("router %d counted %+v, want 2 or more packets each way", i, tr)
		}
	}
}

// TestLabOnly: a peer child refuses any ICE server outside the lab's
// public network.
func TestLabOnly(t *testing.T) {
	svc := &Services{}
	ok := []rtc.ICEServer{{URLs: []string{svc.STUN(), svc.TURN(), svc.DeadSTUN()}}}
	if err := labOnly(ok); err != nil {
		t.Error(err)
	}
	for _, u := range []string{"stun:198.51.100.7:3478", "turn:example.invalid:3478?transport=udp", "stun:[2001:db8::1]:3478"} {
		if err := labOnly([]rtc.ICEServer{{URLs: []string{u}}}); err == nil {
			t.Errorf("%s: accepted", u)
		}
	}
}
