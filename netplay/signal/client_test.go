//go:build !js

package signal

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func newRelayServer(t *testing.T) (*RelayClient, *Relay) {
	t.Helper()
	rl := NewRelay()
	srv := httptest.NewServer(rl) // listens on 127.0.0.1 only
	t.Cleanup(srv.Close)
	return &RelayClient{Base: srv.URL + "/signal/", HTTP: srv.Client()}, rl
}

// TestRelayFlow plays a room with the client: the host offers two slots,
// two guests take one each, a third finds the room full.
func TestRelayFlow(t *testing.T) {
	c, _ := newRelayServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := c.Ping(ctx); err != nil {
		t.Fatal(err)
	}
	room := NewRoomCode()
	sdp := readSDP(t, "chrome-offer.sdp")
	for slot := range 2 {
		code, _ := Invite{Match: testMatch, Slot: slot, Game: "mallworld", Host: "Ann", SDP: sdp}.Code()
		if err := c.PutOffer(ctx, room, slot, code); err != nil {
			t.Fatal(err)
		}
	}
	guest := func(name string) (int, error) {
		open, err := c.OpenSlots(ctx, room)
		if err != nil {
			return -1, err
		}
		if len(open) == 0 {
			return -1, errors.New("no open slot")
		}
		slot := open[0]
		code, err := c.WaitOffer(ctx, room, slot)
		if err != nil {
			return slot, err
		}
		inv, err := ParseInvite(code)
		if err != nil {
			return slot, err
		}
		ans, _ := Answer{Match: inv.Match, Slot: inv.Slot, SDP: strings.Replace(readSDP(t, "chrome-answer.sdp"), "o=- ", "o=- "+name, 1)}.Code()
		return slot, c.PutAnswer(ctx, room, slot, ans)
	}
	for i, want := range []int{0, 1} {
		slot, err := guest(fmt.Sprint(i))
		if err != nil || slot != want {
			t.Fatalf("guest %d: slot %d, %v", i, slot, err)
		}
	}
	if _, err := guest("2"); err == nil || err.Error() != "no open slot" {
		t.Errorf("third guest: %v", err)
	}
	for slot := range 2 {
		code, err := c.WaitAnswer(ctx, room, slot)
		if err != nil {
			t.Fatal(err)
		}
		a, err := ParseAnswer(code)
		if err != nil || a.Slot != slot || !strings.HasPrefix(a.SDP, fmt.Sprintf("v=0\r\no=- %d", slot)) {
			t.Errorf("answer in slot %d: %+.60v, %v", slot, a, err)
		}
	}
	// A late guest racing for slot 1 is told it is taken.
	if err := c.PutAnswer(ctx, room, 1, "1late"); !errors.Is(err, ErrSlotTaken) {
		t.Errorf("answer to an answered slot: %v", err)
	}
	// The host re-arms slot 1 after its guest dropped.
	if err := c.Clear(ctx, room, 1); err != nil {
		t.Fatal(err)
	}
	if err := c.PutAnswer(ctx, room, 1, "1late"); !errors.Is(err, ErrSlotTaken) {
		t.Errorf("answer to a cleared slot: %v", err)
	}
	if err := c.PutOffer(ctx, room, 1, "1again"); err != nil {
		t.Fatal(err)
	}
	if open, err := c.OpenSlots(ctx, strings.ToLower(room)); err != nil || !slices.Equal(open, []int{1}) {
		t.Errorf("open slots after re-arming: %v, %v", open, err)
	}
	// Errors of the relay reach the caller with its reason.
	if err := c.PutOffer(ctx, "no", 0, "1x"); err == nil || !strings.Contains(err.Error(), `400 Bad Request: bad room "no"`) {
		t.Errorf("bad room: %v", err)
	}
	if _, err := c.WaitOffer(ctx, room, 99); err == nil || !strings.Contains(err.Error(), `bad slot "99"`) {
		t.Errorf("bad slot: %v", err)
	}
}

// TestRelayConcurrent runs hosts and guests of several rooms at once, each
// guest asking before its host has offered.
func TestRelayConcurrent(t *testing.T) {
	c, rl := newRelayServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	const rooms, slots = 6, 4
	var wg sync.WaitGroup
	errs := make(chan error, rooms*(slots+1))
	for r := range rooms {
		room := fmt.Sprintf("ROOM%02d", r)
		for s := range slots {
			wg.Go(func() { // a guest
				offer, err := c.WaitOffer(ctx, room, s)
				if err == nil {
					err = c.PutAnswer(ctx, room, s, "1answer"+offer[1:])
				}
				if err != nil {
					errs <- fmt.Errorf("guest %s/%d: %w", room, s, err)
				}
			})
		}
		wg.Go(func() { // the host
			time.Sleep(50 * time.Millisecond)
			for s := range slots {
				if err := c.PutOffer(ctx, room, s, fmt.Sprintf("1offer%s%d", room, s)); err != nil {
					errs <- err
					return
				}
			}
			for s := range slots {
				ans, err := c.WaitAnswer(ctx, room, s)
				if err == nil && ans != fmt.Sprintf("1answeroffer%s%d", room, s) {
					err = fmt.Errorf("got %q", ans)
				}
				if err != nil {
					errs <- fmt.Errorf("host %s/%d: %w", room, s, err)
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	rl.mu.Lock()
	defer rl.mu.Unlock()
	if len(rl.rooms) != rooms {
		t.Errorf("%d rooms, want %d", len(rl.rooms), rooms)
	}
}

func TestRelayClientWaitEnds(t *testing.T) {
	c, _ := newRelayServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := c.WaitAnswer(ctx, "QUIET1", 0); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("WaitAnswer past its deadline: %v", err)
	}
	if took := time.Since(start); took > 3*time.Second {
		t.Errorf("WaitAnswer ended %v after its deadline", took)
	}
}

// TestRelayClientRetries checks that a long poll outlives a relay that is
// briefly failing, and stops at a client error.
func TestRelayClientRetries(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch calls.Add(1) {
		case 1:
			http.Error(w, "busy", http.StatusServiceUnavailable)
		case 2:
			w.WriteHeader(http.StatusNoContent)
		default:
			w.Write([]byte("1code"))
		}
	}))
	defer srv.Close()
	c := &RelayClient{Base: srv.URL + "/signal", HTTP: srv.Client()}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if code, err := c.WaitOffer(ctx, "ABCD", 0); code != "1code" || err != nil || calls.Load() != 3 {
		t.Errorf("WaitOffer: %q, %v after %d calls", code, err, calls.Load())
	}
	if err := c.Ping(ctx); err == nil || !strings.Contains(err.Error(), "is not a relay of this version") {
		t.Errorf("Ping of another server: %v", err)
	}
	for _, base := range []string{"", "signal/", "ftp://x/signal/", "http://"} {
		c := &RelayClient{Base: base}
		if _, err := c.WaitOffer(ctx, "ABCD", 0); !errors.Is(err, errBadBase) {
			t.Errorf("WaitOffer with Base %q: %v", base, err)
		}
	}
}

func TestRelayURL(t *testing.T) {
	for page, want := range map[string]string{
		"http://192.168.1.5:8080/":                     "http://192.168.1.5:8080/signal/",
		"http://192.168.1.5:8080/index.html?x=1#join=": "http://192.168.1.5:8080/signal/",
		"https://example.org/galleria/":                "https://example.org/galleria/signal/",
		"https://example.org/galleria/play.html":       "https://example.org/galleria/signal/",
	} {
		if got, err := RelayURL(page); err != nil || got != want {
			t.Errorf("RelayURL(%s) = %s, %v; want %s", page, got, err, want)
		}
	}
	if _, err := RelayURL("/index.html"); err == nil {
		t.Error("RelayURL of a relative URL: no error")
	}
}

func TestNewRoomCode(t *testing.T) {
	seen := map[string]bool{}
	for range 1000 {
		code := NewRoomCode()
		if len(code) != 6 || strings.Trim(code, roomAlphabet) != "" {
			t.Fatalf("room code %q", code)
		}
		if _, err := roomName(code); err != nil {
			t.Fatalf("room code %q: %v", code, err)
		}
		seen[code] = true
	}
	if len(seen) < 990 {
		t.Errorf("only %d distinct codes of 1000", len(seen))
	}
	if strings.ContainsAny(roomAlphabet, "01ILO") {
		t.Error("room alphabet has ambiguous characters")
	}
}
