//go:build !js

package rtc

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestCanceled checks that Offer and Answer give up on a done context
// without calling Closed.
func TestCanceled(t *testing.T) {
	r := newRecorder()
	p, offer, err := Offer(t.Context(), loop, Handlers{})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()

	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if _, _, err := Offer(ctx, loop, r.handlers()); !errors.Is(err, context.Canceled) {
		t.Errorf("Offer: err %v, want context.Canceled", err)
	}
	if _, _, err := Answer(ctx, loop, offer, r.handlers()); !errors.Is(err, context.Canceled) {
		t.Errorf("Answer: err %v, want context.Canceled", err)
	}
	time.Sleep(50 * time.Millisecond)
	if n := r.closes.Load(); n != 0 {
		t.Errorf("Closed called %d times for links never returned", n)
	}
}

// TestSlowAnswer checks that an answer reaching the host well after the
// drop-detection time still connects: the guest keeps waiting for it.
func TestSlowAnswer(t *testing.T) {
	t.Parallel()
	hr, gr := newRecorder(), newRecorder()
	p, offer, err := Offer(t.Context(), loop, hr.handlers())
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	guest, answer, err := Answer(t.Context(), loop, offer, gr.handlers())
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()

	time.Sleep(dropGrace + iceDisconnected + time.Second)
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	host, err := p.Accept(ctx, answer)
	if err != nil {
		t.Fatalf("Accept after %v: %v", dropGrace+iceDisconnected+time.Second, err)
	}
	if err := guest.WaitOpen(ctx); err != nil {
		t.Fatal(err)
	}
	if err := host.Send([]byte("late but fine")); err != nil {
		t.Fatal(err)
	}
	gr.wait(t, 1, 5*time.Second)
	if hr.closes.Load()+gr.closes.Load() != 0 {
		t.Error("Closed called")
	}
}
