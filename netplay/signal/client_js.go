//go:build js

package signal

import (
	"context"
	"fmt"
	"strings"
	"syscall/js"
)

// RelayClient talks to a Relay. In the browser it calls fetch directly:
// net/http would add about 0.4 MB (brotli) to the client.
type RelayClient struct {
	Base string // the relay's absolute URL, e.g. "http://192.168.1.5:8080/signal/" (see RelayURL)
}

// do sends one request to Base + p with fetch and returns the status and the
// trimmed body. Ending ctx aborts the request.
func (c *RelayClient) do(ctx context.Context, method, p, body string) (int, string, error) {
	target, err := c.target(p)
	if err != nil {
		return 0, "", err
	}
	type result struct {
		status int
		text   string
		err    error
	}
	done := make(chan result, 1)
	finish := func(r result) {
		select {
		case done <- r:
		default:
		}
	}
	abort := js.Global().Get("AbortController").New()
	opts := js.Global().Get("Object").New()
	opts.Set("method", method)
	opts.Set("cache", "no-store")
	opts.Set("signal", abort.Get("signal"))
	if body != "" {
		opts.Set("body", body)
		headers := js.Global().Get("Object").New()
		headers.Set("Content-Type", "text/plain; charset=utf-8")
		opts.Set("headers", headers)
	}
	var status int
	var onText, onResp, onErr js.Func
	onText = js.FuncOf(func(_ js.Value, args []js.Value) any {
		text := args[0].String()
		if len(text) > MaxBody+1024 {
			text = text[:MaxBody+1024]
		}
		finish(result{status: status, text: strings.TrimSpace(text)})
		return nil
	})
	onResp = js.FuncOf(func(_ js.Value, args []js.Value) any {
		status = args[0].Get("status").Int()
		args[0].Call("text").Call("then", onText, onErr)
		return nil
	})
	onErr = js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "fetch failed"
		if len(args) > 0 && args[0].Truthy() {
			msg = args[0].Call("toString").String()
		}
		finish(result{err: fmt.Errorf("signal relay: %s %s: %s", method, p, msg)})
		return nil
	})
	defer func() {
		onText.Release()
		onResp.Release()
		onErr.Release()
	}()
	js.Global().Call("fetch", target, opts).Call("then", onResp, onErr)
	select {
	case r := <-done:
		return r.status, r.text, r.err
	case <-ctx.Done():
		abort.Call("abort")
		// The promise settles with an AbortError: wait for it, so that no
		// callback runs after its release.
		<-done
		return 0, "", ctx.Err()
	}
}
