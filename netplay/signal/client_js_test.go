//go:build js

package signal

import (
	"context"
	"errors"
	"strings"
	"syscall/js"
	"testing"
	"time"
)

// fakeFetch replaces the global fetch for one test with a small script:
// ".../ping" answers like a relay, ".../hang/..." waits until aborted,
// anything else fails like a network error. It records the last request.
func fakeFetch(t *testing.T) {
	old := js.Global().Get("fetch")
	f := js.Global().Get("Function").New("url", "opts", `
		globalThis.lastFetch = {url: url, method: opts.method, body: opts.body || ""};
		if (url.indexOf("/hang/") >= 0) {
			return new Promise(function (res, rej) {
				opts.signal.addEventListener("abort", function () { rej(new Error("AbortError: aborted")); });
			});
		}
		if (url.slice(-5) === "/ping") {
			return Promise.resolve({status: 200, text: function () { return Promise.resolve("galleria-signal 1\n"); }});
		}
		if (opts.method === "PUT") {
			return Promise.resolve({status: 409, text: function () { return Promise.resolve("slot 3 is not open"); }});
		}
		return Promise.reject(new TypeError("Failed to fetch"));
	`)
	js.Global().Set("fetch", f)
	t.Cleanup(func() { js.Global().Set("fetch", old) })
}

func TestFetchClient(t *testing.T) {
	fakeFetch(t)
	ctx := context.Background()
	c := &RelayClient{Base: "http://127.0.0.1:9/galleria/signal/"}
	if err := c.Ping(ctx); err != nil {
		t.Fatalf("ping: %v", err)
	}
	if got := js.Global().Get("lastFetch").Get("url").String(); got != "http://127.0.0.1:9/galleria/signal/ping" {
		t.Fatalf("fetched %q", got)
	}
	err := c.PutAnswer(ctx, "ROOM22", 3, "1abc")
	if !errors.Is(err, ErrSlotTaken) {
		t.Fatalf("put answer on a taken slot: %v", err)
	}
	if lf := js.Global().Get("lastFetch"); lf.Get("method").String() != "PUT" || lf.Get("body").String() != "1abc" {
		t.Fatalf("sent %s %q", lf.Get("method"), lf.Get("body"))
	}
	if _, err := c.OpenSlots(ctx, "ROOM22"); err == nil || !strings.Contains(err.Error(), "Failed to fetch") {
		t.Fatalf("network error: %v", err)
	}
	hang := &RelayClient{Base: "http://127.0.0.1:9/hang/"}
	tctx, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
	defer cancel()
	if err := hang.Ping(tctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("a request past its context: %v", err)
	}
	if err := (&RelayClient{Base: "signal/"}).Ping(ctx); !errors.Is(err, errBadBase) {
		t.Fatalf("relative base: %v", err)
	}
}
