//go:build e2e

package e2e

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/net/websocket"
)

// A minimal WebDriver BiDi client (https://w3c.github.io/webdriver-bidi/),
// enough to drive Firefox through a game: a session, the top-level
// browsing context, navigation, script evaluation, pointer input and
// screenshots. Commands are JSON objects {id, method, params} sent over a
// WebSocket; the browser answers each with {type: "success"|"error", id,
// ...} and sends events ({type: "event", method, params}) in between.

// bidiConn is a WebSocket connection to a BiDi server.
type bidiConn struct {
	ws     *websocket.Conn
	wmu    sync.Mutex // one writer at a time
	nextID atomic.Int64

	mu      sync.Mutex
	pending map[int64]chan bidiMessage
	handler func(method string, params json.RawMessage) // events; set before the first command
	err     error                                       // why the connection ended
	done    chan struct{}                               // closed when the reader stops
}

// bidiMessage is any message from the server.
type bidiMessage struct {
	Type    string          `json:"type"` // success, error or event
	ID      *int64          `json:"id"`
	Result  json.RawMessage `json:"result"`
	Error   string          `json:"error"`
	Message string          `json:"message"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params"`
}

// bidiError is an error response to a command.
type bidiError struct {
	Method, Code, Message string
}

func (e *bidiError) Error() string {
	return fmt.Sprintf("%s: %s: %s", e.Method, e.Code, e.Message)
}

// dialBiDi connects to url (ws://host:port/session). origin is sent as the
// Origin header, which the server must allow (Firefox:
// --remote-allow-origins). events, if not nil, is called on the reader's
// goroutine for every event.
func dialBiDi(url, origin string, events func(method string, params json.RawMessage)) (*bidiConn, error) {
	cfg, err := websocket.NewConfig(url, origin)
	if err != nil {
		return nil, err
	}
	ws, err := websocket.DialConfig(cfg)
	if err != nil {
		return nil, err
	}
	// A screenshot of the whole viewport, in base64, is a few MB.
	ws.MaxPayloadBytes = 64 << 20
	c := &bidiConn{ws: ws, pending: map[int64]chan bidiMessage{}, handler: events, done: make(chan struct{})}
	go c.read()
	return c, nil
}

// read dispatches the server's messages until the connection ends.
func (c *bidiConn) read() {
	var err error
	for {
		var data []byte
		if err = websocket.Message.Receive(c.ws, &data); err != nil {
			break
		}
		var m bidiMessage
		if e := json.Unmarshal(data, &m); e != nil {
			err = fmt.Errorf("a message that is not JSON: %v: %.200s", e, data)
			break
		}
		if m.Type == "event" {
			if c.handler != nil {
				c.handler(m.Method, m.Params)
			}
			continue
		}
		if m.ID == nil {
			// An error about no command in particular (a message the
			// server could not parse).
			err = fmt.Errorf("the server says %s: %s", m.Error, m.Message)
			break
		}
		c.mu.Lock()
		ch := c.pending[*m.ID]
		delete(c.pending, *m.ID)
		c.mu.Unlock()
		if ch != nil {
			ch <- m
		}
	}
	c.mu.Lock()
	c.err = fmt.Errorf("the BiDi connection ended: %w", err)
	c.mu.Unlock()
	close(c.done)
}

// call sends a command and waits for its answer, which it decodes into
// result (if not nil).
func (c *bidiConn) call(ctx context.Context, method string, params, result any) error {
	if params == nil {
		params = struct{}{}
	}
	id := c.nextID.Add(1)
	msg, err := json.Marshal(struct {
		ID     int64  `json:"id"`
		Method string `json:"method"`
		Params any    `json:"params"`
	}{id, method, params})
	if err != nil {
		return fmt.Errorf("%s: %v", method, err)
	}
	ch := make(chan bidiMessage, 1)
	c.mu.Lock()
	if c.err != nil {
		err := c.err
		c.mu.Unlock()
		return fmt.Errorf("%s: %w", method, err)
	}
	c.pending[id] = ch
	c.mu.Unlock()
	forget := func() {
		c.mu.Lock()
		delete(c.pending, id)
		c.mu.Unlock()
	}

	c.wmu.Lock()
	err = websocket.Message.Send(c.ws, string(msg))
	c.wmu.Unlock()
	if err != nil {
		forget()
		return fmt.Errorf("%s: sending: %v", method, err)
	}
	select {
	case m := <-ch:
		if m.Type != "success" {
			return &bidiError{Method: method, Code: m.Error, Message: m.Message}
		}
		if result == nil {
			return nil
		}
		if err := json.Unmarshal(m.Result, result); err != nil {
			return fmt.Errorf("%s: the result: %v: %.200s", method, err, m.Result)
		}
		return nil
	case <-c.done:
		c.mu.Lock()
		err := c.err
		c.mu.Unlock()
		return fmt.Errorf("%s: %w", method, err)
	case <-ctx.Done():
		forget()
		return fmt.Errorf("%s: %w", method, ctx.Err())
	}
}

// close closes the connection.
func (c *bidiConn) close() { c.ws.Close() }

// ---------------------------------------------------------------- commands

// newSession starts the BiDi session (session.new), with no capability
// asked for, and returns the browser's name and version.
func (c *bidiConn) newSession(ctx context.Context) (string, error) {
	var r struct {
		Capabilities struct {
			BrowserName    string `json:"browserName"`
			BrowserVersion string `json:"browserVersion"`
		} `json:"capabilities"`
	}
	params := map[string]any{"capabilities": map[string]any{}}
	if err := c.call(ctx, "session.new", params, &r); err != nil {
		return "", err
	}
	return r.Capabilities.BrowserName + " " + r.Capabilities.BrowserVersion, nil
}

// subscribe asks for the named events in every context.
func (c *bidiConn) subscribe(ctx context.Context, events ...string) error {
	return c.call(ctx, "session.subscribe", map[string]any{"events": events}, nil)
}

// topContext is the first top-level browsing context (the window's tab),
// from browsingContext.getTree.
func (c *bidiConn) topContext(ctx context.Context) (string, error) {
	var r struct {
		Contexts []struct {
			Context string `json:"context"`
			URL     string `json:"url"`
		} `json:"contexts"`
	}
	if err := c.call(ctx, "browsingContext.getTree", map[string]any{"maxDepth": 0}, &r); err != nil {
		return "", err
	}
	if len(r.Contexts) == 0 {
		return "", errors.New("browsingContext.getTree: no top-level browsing context")
	}
	return r.Contexts[0].Context, nil
}

// bidiPage is one browsing context of a session: the tab the game runs in.
type bidiPage struct {
	c       *bidiConn
	context string
	timeout time.Duration // of each command
}

// do runs one command of the page with the page's timeout.
func (p *bidiPage) do(method string, params, result any) error {
	ctx, cancel := context.WithTimeout(context.Background(), p.timeout)
	defer cancel()
	return p.c.call(ctx, method, params, result)
}

// navigate loads url and waits for the load event.
func (p *bidiPage) navigate(url string) error {
	return p.do("browsingContext.navigate", map[string]any{"context": p.context, "url": url, "wait": "complete"}, nil)
}

// reload reloads the page and waits for the load event.
func (p *bidiPage) reload() error {
	return p.do("browsingContext.reload", map[string]any{"context": p.context, "wait": "complete"}, nil)
}

// setViewport sets the size of the page's viewport, in CSS pixels.
func (p *bidiPage) setViewport(w, h int) error {
	return p.do("browsingContext.setViewport", map[string]any{
		"context":  p.context,
		"viewport": map[string]int{"width": w, "height": h},
	}, nil)
}

// remoteValue is a script result, as BiDi serializes it: a type and, for
// primitives, a value (numbers that JSON cannot carry, NaN or Infinity,
// come as strings).
type remoteValue struct {
	Type  string          `json:"type"`
	Value json.RawMessage `json:"value"`
}

// scriptResult is the result of script.evaluate and script.callFunction.
type scriptResult struct {
	Type             string      `json:"type"` // success or exception
	Result           remoteValue `json:"result"`
	ExceptionDetails struct {
		Text string `json:"text"`
	} `json:"exceptionDetails"`
}

func (r scriptResult) value(what string) (remoteValue, error) {
	if r.Type != "success" {
		return remoteValue{}, fmt.Errorf("%s threw: %s", what, r.ExceptionDetails.Text)
	}
	return r.Result, nil
}

// evaluate evaluates a JavaScript expression in the page, awaiting it if it
// is a promise.
func (p *bidiPage) evaluate(expr string) (remoteValue, error) {
	var r scriptResult
	err := p.do("script.evaluate", map[string]any{
		"expression":      expr,
		"target":          map[string]string{"context": p.context},
		"awaitPromise":    true,
		"resultOwnership": "none",
	}, &r)
	if err != nil {
		return remoteValue{}, err
	}
	return r.value(fmt.Sprintf("%.80q", expr))
}

// callString calls a JavaScript function declaration with string
// arguments and returns its value, which must be a string.
func (p *bidiPage) callString(fn string, args ...string) (string, error) {
	vals := make([]map[string]string, len(args))
	for i, a := range args {
		vals[i] = map[string]string{"type": "string", "value": a}
	}
	var r scriptResult
	err := p.do("script.callFunction", map[string]any{
		"functionDeclaration": fn,
		"arguments":           vals,
		"target":              map[string]string{"context": p.context},
		"awaitPromise":        true,
		"resultOwnership":     "none",
	}, &r)
	if err != nil {
		return "", err
	}
	v, err := r.value(fmt.Sprintf("%.80q", fn))
	if err != nil {
		return "", err
	}
	return v.str()
}

// str is the value of a string result.
func (v remoteValue) str() (string, error) {
	if v.Type != "string" {
		return "", fmt.Errorf("the script returned a %s, want a string", v.Type)
	}
	var s string
	err := json.Unmarshal(v.Value, &s)
	return s, err
}

// num is the value of a number result.
func (v remoteValue) num() (float64, error) {
	if v.Type != "number" {
		return 0, fmt.Errorf("the script returned a %s, want a number", v.Type)
	}
	var f float64
	if err := json.Unmarshal(v.Value, &f); err != nil {
		return math.NaN(), fmt.Errorf("the script returned the number %s", v.Value)
	}
	return f, nil
}

// evalString evaluates an expression whose value is a string.
func (p *bidiPage) evalString(expr string) (string, error) {
	v, err := p.evaluate(expr)
	if err != nil {
		return "", err
	}
	return v.str()
}

// evalNumber evaluates an expression whose value is a number.
func (p *bidiPage) evalNumber(expr string) (float64, error) {
	v, err := p.evaluate(expr)
	if err != nil {
		return 0, err
	}
	return v.num()
}

// pointer performs a sequence of actions of the mouse (input.performActions
// with one pointer source, "mouse"). The input state (the pointer's
// position, the buttons down) is kept between calls.
func (p *bidiPage) pointer(actions ...map[string]any) error {
	return p.do("input.performActions", map[string]any{
		"context": p.context,
		"actions": []map[string]any{{
			"type":       "pointer",
			"id":         "mouse",
			"parameters": map[string]string{"pointerType": "mouse"},
			"actions":    actions,
		}},
	}, nil)
}

// screenshot saves the viewport as a PNG (browsingContext.captureScreenshot).
func (p *bidiPage) screenshot(file string) error {
	var r struct {
		Data string `json:"data"`
	}
	if err := p.do("browsingContext.captureScreenshot", map[string]any{"context": p.context}, &r); err != nil {
		return err
	}
	buf, err := base64.StdEncoding.DecodeString(r.Data)
	if err != nil {
		return fmt.Errorf("browsingContext.captureScreenshot: %v", err)
	}
	return os.WriteFile(file, buf, 0o644)
}
