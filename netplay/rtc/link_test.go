//go:build !js

package rtc

import (
	"bytes"
	"crypto/rand"
	"errors"
	"fmt"
	"sort"
	"testing"
	"time"
)

func TestLinkMessages(t *testing.T) {
	host, guest, hr, gr := pair(t)

	// One message each way.
	if err := host.Send([]byte("hello")); err != nil {
		t.Fatal(err)
	}
	if err := guest.Send([]byte("world")); err != nil {
		t.Fatal(err)
	}
	if got := gr.wait(t, 1, 5*time.Second); string(got[0]) != "hello" {
		t.Fatalf("guest got %q", got[0])
	}
	if got := hr.wait(t, 1, 5*time.Second); string(got[0]) != "world" {
		t.Fatalf("host got %q", got[0])
	}
	gr.take()
	hr.take()

	// The largest message, both ways.
	big := make([]byte, MaxMessageSize)
	if _, err := rand.Read(big); err != nil {
		t.Fatal(err)
	}
	if err := host.Send(big); err != nil {
		t.Fatalf("Send %d bytes: %v", len(big), err)
	}
	if err := guest.Send(big); err != nil {
		t.Fatalf("Send %d bytes: %v", len(big), err)
	}
	for name, r := range map[string]*recorder{"guest": gr, "host": hr} {
		if got := r.wait(t, 1, 5*time.Second)[0]; !bytes.Equal(got, big) {
			t.Fatalf("%s: %d-byte message arrived as %d bytes, different", name, len(big), len(got))
		}
		r.take()
	}
	if err := host.Send(make([]byte, MaxMessageSize+1)); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("Send over MaxMessageSize: err %v, want ErrTooLarge", err)
	}

	// Many small messages, both ways at once.
	const n = 1000
	want := make([]string, n)
	for i := range want {
		want[i] = fmt.Sprintf("msg-%04d", i)
	}
	errs := make(chan error, 2)
	for _, l := range []*Link{host, guest} {
		go func() {
			for _, m := range want {
				if err := l.Send([]byte(m)); err != nil {
					errs <- err
					return
				}
			}
			errs <- nil
		}()
	}
	for range 2 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	for name, r := range map[string]*recorder{"guest": gr, "host": hr} {
		got := r.wait(t, n, 10*time.Second)
		strs := make([]string, len(got))
		for i, m := range got {
			strs[i] = string(m)
		}
		sort.Strings(strs)
		if len(strs) != n {
			t.Fatalf("%s got %d messages, want %d", name, len(strs), n)
		}
		for i := range want {
			if strs[i] != want[i] {
				t.Fatalf("%s: messages differ from those sent: %q at %d, want %q", name, strs[i], i, want[i])
			}
		}
	}

	// Stats: hello/world, the big one, the n small ones (8 bytes each).
	wantMsgs := int64(1 + 1 + n)
	wantBytes := int64(5 + MaxMessageSize + n*8)
	for name, l := range map[string]*Link{"host": host, "guest": guest} {
		sent, received, sentBytes, receivedBytes := l.Stats()
		if sent != wantMsgs || received != wantMsgs || sentBytes != wantBytes || receivedBytes != wantBytes {
			t.Errorf("%s Stats = %d sent, %d received, %d bytes sent, %d bytes received; want %d, %d, %d, %d",
				name, sent, received, sentBytes, receivedBytes, wantMsgs, wantMsgs, wantBytes, wantBytes)
		}
	}
}

func TestCloseNotifiesPeer(t *testing.T) {
	host, guest, hr, gr := pair(t)

	start := time.Now()
	if err := guest.Close(); err != nil {
		t.Fatalf("guest Close: %v", err)
	}
	if err := guest.Close(); err != nil {
		t.Fatalf("second guest Close: %v", err)
	}
	took := hr.waitClosed(t, start, 10*time.Second)
	t.Logf("host noticed the guest's Close after %v", took.Round(10*time.Microsecond))
	gr.waitClosed(t, start, time.Second)

	// Whatever else arrives, Closed stays called once.
	time.Sleep(300 * time.Millisecond)
	if n := hr.closes.Load(); n != 1 {
		t.Errorf("host Closed called %d times", n)
	}
	if n := gr.closes.Load(); n != 1 {
		t.Errorf("guest Closed called %d times", n)
	}

	for name, l := range map[string]*Link{"host": host, "guest": guest} {
		if err := l.Send([]byte("late")); !errors.Is(err, ErrClosed) {
			t.Errorf("%s Send after close: err %v, want ErrClosed", name, err)
		}
		if err := l.WaitOpen(t.Context()); !errors.Is(err, ErrClosed) {
			t.Errorf("%s WaitOpen after close: err %v, want ErrClosed", name, err)
		}
	}
	if err := host.Close(); err != nil {
		t.Errorf("host Close after the peer left: %v", err)
	}
}

func TestCloseConcurrent(t *testing.T) {
	host, guest, hr, gr := pair(t)
	done := make(chan struct{})
	for range 4 {
		go func() {
			defer func() { done <- struct{}{} }()
			_ = host.Close()
			_ = guest.Close()
			_ = host.Send([]byte("x"))
		}()
	}
	for range 4 {
		<-done
	}
	hr.waitClosed(t, time.Now(), time.Second)
	gr.waitClosed(t, time.Now(), time.Second)
	if a, b := hr.closes.Load(), gr.closes.Load(); a != 1 || b != 1 {
		t.Errorf("Closed called %d and %d times, want once each", a, b)
	}
}

func TestPendingClose(t *testing.T) {
	r := newRecorder()
	p, offer, err := Offer(t.Context(), loop, r.handlers())
	if err != nil {
		t.Fatal(err)
	}
	guest, answer, err := Answer(t.Context(), loop, offer, Handlers{})
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()

	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	r.waitClosed(t, time.Now(), time.Second)
	if _, err := p.Accept(t.Context(), answer); !errors.Is(err, ErrClosed) {
		t.Errorf("Accept after Close: err %v, want ErrClosed", err)
	}
	if n := r.closes.Load(); n != 1 {
		t.Errorf("Closed called %d times", n)
	}
}
