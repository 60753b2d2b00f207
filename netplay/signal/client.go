package signal

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// ErrSlotTaken is returned by PutAnswer when the slot is no longer open: it
// has another guest's answer, or the host withdrew its offer. The guest
// should list the open slots again.
var ErrSlotTaken = errors.New("signal relay: slot is not open (answered by someone else, or withdrawn)")

// RelayClient talks to a Relay. It builds for js/wasm, where net/http goes
// through the browser's fetch.
type RelayClient struct {
	Base string       // the relay's absolute URL, e.g. "http://192.168.1.5:8080/signal/" (see RelayURL)
	HTTP *http.Client // nil means http.DefaultClient; a Timeout under 30 s breaks long polls
}

// RelayURL is the URL of the relay that `galleria serve` mounts next to the
// page at pageURL: "signal/" resolved against it.
func RelayURL(pageURL string) (string, error) {
	u, err := url.Parse(pageURL)
	if err != nil {
		return "", fmt.Errorf("signal relay: bad page URL: %w", err)
	}
	if !u.IsAbs() {
		return "", fmt.Errorf("signal relay: page URL %q is not absolute", pageURL)
	}
	u.RawQuery, u.Fragment, u.RawFragment = "", "", ""
	return u.ResolveReference(&url.URL{Path: "signal/"}).String(), nil
}

// roomAlphabet has no 0/O, 1/I/L: a room code is read aloud or typed.
const roomAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"

// NewRoomCode returns a fresh random room code of 6 characters.
func NewRoomCode() string {
	const n = len(roomAlphabet)
	code := make([]byte, 0, 6)
	var buf [16]byte
	for len(code) < cap(code) {
		rand.Read(buf[:]) // never fails (it crashes the program instead)
		for _, b := range buf {
			if int(b) < 256/n*n && len(code) < cap(code) { // no modulo bias
				code = append(code, roomAlphabet[int(b)%n])
			}
		}
	}
	return string(code)
}

// Ping checks that Base is a relay of this version.
func (c *RelayClient) Ping(ctx context.Context) error {
	status, text, err := c.do(ctx, http.MethodGet, "ping", "")
	switch {
	case err != nil:
		return err
	case status != http.StatusOK:
		return statusError(http.MethodGet, "ping", status, text)
	case text != RelayVersion:
		return fmt.Errorf("signal relay: %s is not a relay of this version (it says %.40q)", c.Base, text)
	}
	return nil
}

// PutOffer stores the host's invite code in a slot of room, clearing any
// answer there.
func (c *RelayClient) PutOffer(ctx context.Context, room string, slot int, code string) error {
	return c.put(ctx, slotPath(room, slot)+"/offer", code)
}

// PutAnswer stores a guest's answer code; ErrSlotTaken (wrapped) if the
// slot is not open.
func (c *RelayClient) PutAnswer(ctx context.Context, room string, slot int, code string) error {
	return c.put(ctx, slotPath(room, slot)+"/answer", code)
}

// WaitOffer returns the invite code of a slot, waiting until it is there or
// ctx ends.
func (c *RelayClient) WaitOffer(ctx context.Context, room string, slot int) (string, error) {
	return c.wait(ctx, slotPath(room, slot)+"/offer")
}

// WaitAnswer returns the answer code of a slot, waiting until it is there
// or ctx ends.
func (c *RelayClient) WaitAnswer(ctx context.Context, room string, slot int) (string, error) {
	return c.wait(ctx, slotPath(room, slot)+"/answer")
}

// OpenSlots lists the slots of room that have an offer and no answer.
func (c *RelayClient) OpenSlots(ctx context.Context, room string) ([]int, error) {
	p := url.PathEscape(room)
	status, text, err := c.do(ctx, http.MethodGet, p, "")
	if err != nil {
		return nil, err
	}
	if status != http.StatusOK {
		return nil, statusError(http.MethodGet, p, status, text)
	}
	var v struct {
		Open []int `json:"open"`
	}
	if err := json.Unmarshal([]byte(text), &v); err != nil {
		return nil, fmt.Errorf("signal relay: GET %s: bad reply: %w", p, err)
	}
	return v.Open, nil
}

// Clear empties a slot, so that the host can offer it again.
func (c *RelayClient) Clear(ctx context.Context, room string, slot int) error {
	p := slotPath(room, slot)
	status, text, err := c.do(ctx, http.MethodDelete, p, "")
	if err == nil && status != http.StatusNoContent {
		err = statusError(http.MethodDelete, p, status, text)
	}
	return err
}

func slotPath(room string, slot int) string {
	return url.PathEscape(room) + "/" + strconv.Itoa(slot)
}

func (c *RelayClient) put(ctx context.Context, p, code string) error {
	status, text, err := c.do(ctx, http.MethodPut, p, code)
	switch {
	case err != nil:
		return err
	case status == http.StatusNoContent:
		return nil
	case status == http.StatusConflict && strings.HasSuffix(p, "/answer"):
		return fmt.Errorf("%w: %s", ErrSlotTaken, text)
	}
	return statusError(http.MethodPut, p, status, text)
}

// wait long-polls p until it has a value. Lost connections and 5xx replies
// are retried after a pause that grows to 8 s; any other reply ends it.
func (c *RelayClient) wait(ctx context.Context, p string) (string, error) {
	pause := 500 * time.Millisecond
	for {
		status, text, err := c.do(ctx, http.MethodGet, p+"?wait="+strconv.Itoa(MaxWait), "")
		switch {
		case ctx.Err() != nil:
			return "", ctx.Err()
		case errors.Is(err, errBadBase):
			return "", err
		case err == nil && status == http.StatusOK && text != "":
			return text, nil
		case err == nil && status == http.StatusOK:
			return "", fmt.Errorf("signal relay: GET %s: empty reply", p)
		case err == nil && status == http.StatusNoContent:
			pause = 500 * time.Millisecond
			continue
		case err == nil && status < 500:
			return "", statusError(http.MethodGet, p, status, text)
		}
		t := time.NewTimer(pause)
		select {
		case <-ctx.Done():
			t.Stop()
			return "", ctx.Err()
		case <-t.C:
		}
		pause = min(2*pause, 8*time.Second)
	}
}

// do sends one request to Base + p and returns the status and the trimmed
// body.
func (c *RelayClient) do(ctx context.Context, method, p, body string) (int, string, error) {
	if u, err := url.Parse(c.Base); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return 0, "", fmt.Errorf("%w: %q", errBadBase, c.Base)
	}
	target := strings.TrimSuffix(c.Base, "/") + "/" + p
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, target, rd)
	if err != nil {
		return 0, "", fmt.Errorf("signal relay: %w", err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "text/plain; charset=utf-8")
	}
	hc := c.HTTP
	if hc == nil {
		hc = http.DefaultClient
	}
	resp, err := hc.Do(req)
	if err != nil {
		return 0, "", fmt.Errorf("signal relay: %w", err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, MaxBody+1024))
	if err != nil {
		return 0, "", fmt.Errorf("signal relay: %s %s: %w", method, p, err)
	}
	return resp.StatusCode, strings.TrimSpace(string(b)), nil
}

var errBadBase = errors.New("signal relay: Base must be an absolute http or https URL")

func statusError(method, p string, status int, text string) error {
	if text == "" {
		return fmt.Errorf("signal relay: %s %s: %d %s", method, p, status, http.StatusText(status))
	}
	return fmt.Errorf("signal relay: %s %s: %d %s: %.200s", method, p, status, http.StatusText(status), text)
}
