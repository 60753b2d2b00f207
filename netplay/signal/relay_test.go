//go:build !js

package signal

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// send runs one request through h and returns the status and body.
func send(t *testing.T, h http.Handler, method, target, body string) (int, string) {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(method, target, rd))
	res := rec.Result()
	if res.Header.Get("Set-Cookie") != "" {
		t.Errorf("%s %s sets a cookie", method, target)
	}
	if res.Header.Get("Cache-Control") != "no-store" && res.StatusCode != http.StatusNotFound {
		t.Errorf("%s %s: Cache-Control %q", method, target, res.Header.Get("Cache-Control"))
	}
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode == http.StatusOK && len(b) == 0 && method != http.MethodHead {
		t.Errorf("%s %s: 200 with an empty body", method, target)
	}
	return res.StatusCode, string(b)
}

// clock is a settable clock for Relay.Now.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

func TestRelayAPI(t *testing.T) {
	rl := NewRelay()
	for _, tc := range []struct {
		method, target, body string
		status               int
		reply                string
	}{
		{"GET", "/signal/ping", "", 200, "galleria-signal 1"},
		{"HEAD", "/signal/ping", "", 200, "galleria-signal 1"}, // net/http drops the body of a HEAD
		{"GET", "/signal/K7XQ2M", "", 200, `{"open":[]}`},
		{"GET", "/signal/K7XQ2M/0/offer", "", 204, ""},
		{"PUT", "/signal/K7XQ2M/0/offer", "1invite0", 204, ""},
		{"PUT", "/signal/K7XQ2M/2/offer", "1invite2\n", 204, ""},
		{"PUT", "/signal/K7XQ2M/5/answer", "1answer5", 409, "slot 5 has no offer\n"},
		{"GET", "/signal/k7xq2m", "", 200, `{"open":[0,2]}`}, // room names ignore case
		{"GET", "/signal/K7XQ2M/2/offer", "", 200, "1invite2"},
		{"GET", "/signal/K7XQ2M/2/offer?wait=3", "", 200, "1invite2"},
		{"PUT", "/signal/K7XQ2M/2/answer", "1answer2", 204, ""},
		{"PUT", "/signal/K7XQ2M/2/answer", "1answer2", 204, ""}, // the same again
		{"PUT", "/signal/K7XQ2M/2/answer", "1other", 409, "slot 2 is already answered\n"},
		{"GET", "/signal/K7XQ2M", "", 200, `{"open":[0]}`},
		{"GET", "/signal/K7XQ2M/2/answer", "", 200, "1answer2"},
		{"DELETE", "/signal/K7XQ2M/2", "", 204, ""},
		{"GET", "/signal/K7XQ2M/2/offer", "", 204, ""},
		{"GET", "/signal/K7XQ2M/2/answer", "", 204, ""},
		{"DELETE", "/signal/NOROOM/2", "", 204, ""},
		{"PUT", "/signal/K7XQ2M/0/answer", "1answer0", 204, ""},
		{"PUT", "/signal/K7XQ2M/0/offer", "1rearmed", 204, ""}, // a new offer clears the answer
		{"GET", "/signal/K7XQ2M/0/answer", "", 204, ""},
		{"GET", "/signal/K7XQ2M", "", 200, `{"open":[0]}`},
		{"GET", "/signal/K7XQ2M/15/offer", "", 204, ""},

		{"GET", "/other", "", 404, "not a relay path: want /signal/...\n"},
		{"GET", "/signal/abc", "", 400, `bad room "abc": want 4 to 12 letters and digits` + "\n"},
		{"GET", "/signal/abcdefghijklm/0/offer", "", 400, `bad room "abcdefghijklm": want 4 to 12 letters and digits` + "\n"},
		{"GET", "/signal/ab-cd/0/offer", "", 400, `bad room "ab-cd": want 4 to 12 letters and digits` + "\n"},
		{"GET", "/signal/", "", 400, `bad room "": want 4 to 12 letters and digits` + "\n"},
		{"PUT", "/signal/PiNg/0/offer", "1x", 400, "bad room: PING is reserved\n"},
		{"GET", "/signal/K7XQ2M/16/offer", "", 400, `bad slot "16": want 0 to 15` + "\n"},
		{"GET", "/signal/K7XQ2M/-1/offer", "", 400, `bad slot "-1": want 0 to 15` + "\n"},
		{"GET", "/signal/K7XQ2M/01/offer", "", 400, `bad slot "01": want 0 to 15` + "\n"},
		{"GET", "/signal/K7XQ2M//offer", "", 400, `bad slot "": want 0 to 15` + "\n"},
		{"GET", "/signal/K7XQ2M/0/sdp", "", 400, `bad path: "sdp" is neither offer nor answer` + "\n"},
		{"GET", "/signal/K7XQ2M/0/offer/x", "", 400, "bad path: want /signal/ROOM, /signal/ROOM/SLOT or /signal/ROOM/SLOT/offer (or answer)\n"},
		{"GET", "/signal/K7XQ2M/0/offer?wait=-1", "", 400, `bad wait "-1": want whole seconds, 0 to 25` + "\n"},
		{"GET", "/signal/K7XQ2M/0/offer?wait=1.5", "", 400, `bad wait "1.5": want whole seconds, 0 to 25` + "\n"},
		{"PUT", "/signal/K7XQ2M/0/offer", "", 400, "body is not a code: want only letters, digits, - and _\n"},
		{"PUT", "/signal/K7XQ2M/0/offer", "v=0\r\no=- 1", 400, "body is not a code: want only letters, digits, - and _\n"},
		{"POST", "/signal/K7XQ2M/0/offer", "1x", 405, "method not allowed: want GET, HEAD, PUT\n"},
		{"PUT", "/signal/K7XQ2M/0", "1x", 405, "method not allowed: want DELETE\n"},
		{"DELETE", "/signal/K7XQ2M", "", 405, "method not allowed: want GET, HEAD\n"},
		{"PUT", "/signal/ping", "1x", 405, "method not allowed: want GET, HEAD\n"},
	} {
		status, reply := send(t, rl, tc.method, tc.target, tc.body)
		if status != tc.status || reply != tc.reply {
			t.Errorf("%s %s: %d %q, want %d %q", tc.method, tc.target, status, reply, tc.status, tc.reply)
		}
	}
}

func TestRelayOversize(t *testing.T) {
	rl := NewRelay()
	srv := httptest.NewServer(rl) // listens on 127.0.0.1 only
	defer srv.Close()
	ok := strings.Repeat("A", MaxBody)
	big := ok + "A"
	for _, tc := range []struct {
		body   io.Reader
		status int
	}{
		{strings.NewReader(ok), 204},
		{strings.NewReader(big), 413},
		{io.MultiReader(strings.NewReader(big)), 413},       // unknown length: chunked
		{io.MultiReader(strings.NewReader(big + big)), 413}, // and longer still
	} {
		req, _ := http.NewRequest("PUT", srv.URL+"/signal/BIGROOM/1/offer", tc.body)
		res, err := srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != tc.status {
			t.Errorf("PUT of a big body (Content-Length %d): %d %q, want %d", req.ContentLength, res.StatusCode, b, tc.status)
		}
		if tc.status == 413 && !strings.Contains(string(b), "body over 8192 bytes") {
			t.Errorf("413 with reason %q", b)
		}
	}
}

func TestRelayLongPoll(t *testing.T) {
	rl := NewRelay()
	srv := httptest.NewServer(rl)
	defer srv.Close()
	get := func(path string) (int, string, time.Duration) {
		start := time.Now()
		res, err := srv.Client().Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(b), time.Since(start)
	}
	if status, body, took := get("/signal/POLL1/3/offer?wait=1"); status != 204 || body != "" || took < time.Second || took > 5*time.Second {
		t.Errorf("long poll on an empty slot: %d %q after %v, want 204 after 1 s", status, body, took)
	}
	if status, _, took := get("/signal/POLL1/3/offer"); status != 204 || took > time.Second {
		t.Errorf("poll without wait: %d after %v", status, took)
	}
	// A waiting guest gets the offer as soon as the host puts it, in a
	// room that did not exist when the guest came.
	go func() {
		time.Sleep(200 * time.Millisecond)
		send(t, rl, "PUT", "/signal/POLL2/3/offer", "1late")
	}()
	if status, body, took := get("/signal/POLL2/3/offer?wait=25"); status != 200 || body != "1late" || took > 5*time.Second {
		t.Errorf("waiting for an offer: %d %q after %v", status, body, took)
	}
	// A change to another slot wakes the waiter, which waits on.
	go func() {
		time.Sleep(100 * time.Millisecond)
		send(t, rl, "PUT", "/signal/POLL2/4/offer", "1other")
		time.Sleep(100 * time.Millisecond)
		send(t, rl, "PUT", "/signal/POLL2/3/answer", "1reply")
	}()
	if status, body, _ := get("/signal/POLL2/3/answer?wait=25"); status != 200 || body != "1reply" {
		t.Errorf("waiting for an answer: %d %q", status, body)
	}
	// A wait above 25 s is cut to 25 s (not checked by waiting that long):
	// a client that goes away ends the wait at once.
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/signal/POLL3/0/offer?wait=600", nil)
	if _, err := srv.Client().Do(req); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("cancelled long poll: %v", err)
	}
}

func TestRelayExpiry(t *testing.T) {
	clk := &clock{t: time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)}
	rl := NewRelay()
	rl.Now = clk.now
	send(t, rl, "PUT", "/signal/OLDROOM/1/offer", "1offer")
	clk.add(RoomTTL - time.Second)
	if _, body := send(t, rl, "GET", "/signal/OLDROOM", ""); body != `{"open":[1]}` {
		t.Errorf("room before its expiry: %s", body)
	}
	clk.add(RoomTTL - time.Second) // the listing above was a use
	if status, _ := send(t, rl, "GET", "/signal/OLDROOM/1/offer", ""); status != 200 {
		t.Errorf("room used %v ago: status %d", RoomTTL-time.Second, status)
	}
	clk.add(RoomTTL)
	if status, _ := send(t, rl, "GET", "/signal/OLDROOM/1/offer", ""); status != 204 {
		t.Errorf("room unused for %v: status %d, want 204", RoomTTL, status)
	}
	if _, body := send(t, rl, "GET", "/signal/OLDROOM", ""); body != `{"open":[]}` {
		t.Errorf("expired room lists %s", body)
	}
}

func TestRelayFull(t *testing.T) {
	clk := &clock{t: time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)}
	rl := NewRelay()
	rl.Now = clk.now
	for i := range MaxRooms {
		if status, body := send(t, rl, "PUT", fmt.Sprintf("/signal/ROOM%d/0/offer", i), "1x"); status != 204 {
			t.Fatalf("room %d: %d %s", i, status, body)
		}
	}
	for _, tc := range []struct{ method, target, body string }{
		{"PUT", "/signal/ONEMORE/0/offer", "1x"},
		{"GET", "/signal/ONEMORE/0/offer?wait=5", ""},
	} {
		if status, body := send(t, rl, tc.method, tc.target, tc.body); status != 503 || !strings.HasPrefix(body, "relay full") {
			t.Errorf("%s %s with %d rooms: %d %q, want 503", tc.method, tc.target, MaxRooms, status, body)
		}
	}
	// Existing rooms still work, and looking creates nothing.
	if status, _ := send(t, rl, "PUT", "/signal/ROOM7/0/answer", "1y"); status != 204 {
		t.Errorf("answer in a full relay: %d", status)
	}
	if status, _ := send(t, rl, "GET", "/signal/ONEMORE/0/offer", ""); status != 204 {
		t.Errorf("poll without wait in a full relay: %d", status)
	}
	clk.add(RoomTTL)
	if status, _ := send(t, rl, "PUT", "/signal/ONEMORE/0/offer", "1x"); status != 204 {
		t.Errorf("after the rooms expired: %d", status)
	}
	rl.mu.Lock()
	n := len(rl.rooms)
	rl.mu.Unlock()
	if n != 1 {
		t.Errorf("%d rooms kept after expiry, want 1", n)
	}
}
