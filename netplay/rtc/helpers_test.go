//go:build !js

package rtc

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

var loop = Config{Loopback: true}

// recorder collects what a link's handlers see.
type recorder struct {
	mu     sync.Mutex
	msgs   [][]byte
	notify chan struct{} // poked after every message

	closes   atomic.Int32
	closed   chan struct{} // closed at the first Closed
	closedAt atomic.Int64  // unix nanoseconds of the first Closed
}

func newRecorder() *recorder {
	return &recorder{notify: make(chan struct{}, 1), closed: make(chan struct{})}
}

func (r *recorder) handlers() Handlers {
	return Handlers{
		Message: func(data []byte) {
			r.mu.Lock()
			r.msgs = append(r.msgs, data)
			r.mu.Unlock()
			select {
			case r.notify <- struct{}{}:
			default:
			}
		},
		Closed: func() {
			if r.closes.Add(1) == 1 {
				r.closedAt.Store(time.Now().UnixNano())
				close(r.closed)
			}
		},
	}
}

// wait returns the messages once at least n have arrived.
func (r *recorder) wait(t *testing.T, n int, timeout time.Duration) [][]byte {
	t.Helper()
	deadline := time.After(timeout)
	for {
		r.mu.Lock()
		got := len(r.msgs)
		msgs := append([][]byte(nil), r.msgs...)
		r.mu.Unlock()
		if got >= n {
			return msgs
		}
		select {
		case <-r.notify:
		case <-deadline:
			t.Fatalf("got %d messages, want %d", got, n)
		}
	}
}

// take returns the messages received so far and forgets them.
func (r *recorder) take() [][]byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	msgs := r.msgs
	r.msgs = nil
	return msgs
}

// waitClosed returns how long after since Closed was first called.
func (r *recorder) waitClosed(t *testing.T, since time.Time, timeout time.Duration) time.Duration {
	t.Helper()
	select {
	case <-r.closed:
		return time.Unix(0, r.closedAt.Load()).Sub(since)
	case <-time.After(timeout):
		t.Fatalf("Closed not called within %v", timeout)
		return 0
	}
}

// pair connects a host and a guest over loopback.
func pair(t *testing.T) (host, guest *Link, hr, gr *recorder) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	hr, gr = newRecorder(), newRecorder()

	start := time.Now()
	p, offer, err := Offer(ctx, loop, hr.handlers())
	if err != nil {
		t.Fatalf("Offer: %v", err)
	}
	t.Cleanup(func() { _ = p.Close() })
	checkLoopbackCandidates(t, "offer", offer)

	guest, answer, err := Answer(ctx, loop, offer, gr.handlers())
	if err != nil {
		t.Fatalf("Answer: %v", err)
	}
	t.Cleanup(func() { _ = guest.Close() })
	checkLoopbackCandidates(t, "answer", answer)

	host, err = p.Accept(ctx, answer)
	if err != nil {
		t.Fatalf("Accept: %v", err)
	}
	t.Cleanup(func() { _ = host.Close() })
	if err := guest.WaitOpen(ctx); err != nil {
		t.Fatalf("guest WaitOpen: %v", err)
	}
	t.Logf("connected in %v", time.Since(start).Round(time.Millisecond))
	return host, guest, hr, gr
}

// checkLoopbackCandidates checks that every candidate in an SDP is a UDP
// host candidate on 127.0.0.1, and that there is one.
func checkLoopbackCandidates(t *testing.T, what, sdp string) {
	t.Helper()
	n := 0
	for _, line := range strings.Split(sdp, "\r\n") {
		if !strings.HasPrefix(line, "a=candidate:") {
			continue
		}
		n++
		f := strings.Fields(line)
		if len(f) < 8 || strings.ToLower(f[2]) != "udp" || f[4] != "127.0.0.1" || f[7] != "host" {
			t.Errorf("%s: candidate not a UDP host candidate on 127.0.0.1: %s", what, line)
		}
	}
	if n == 0 {
		t.Errorf("%s: no candidates in the SDP:\n%s", what, sdp)
	}
}
