package signal

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// ErrSlotTaken is returned by PutAnswer when the slot is no longer open: it
// has another guest's answer, or the host withdrew its offer. The guest
// should list the open slots again.
var ErrSlotTaken = errors.New("signal relay: slot is not open (answered by someone else, or withdrawn)")

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
	status, text, err := c.do(ctx, methodGet, "ping", "")
	switch {
	case err != nil:
		return err
	case status != statusOK:
		return statusError(methodGet, "ping", status, text)
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
	status, text, err := c.do(ctx, methodGet, p, "")
	if err != nil {
		return nil, err
	}
	if status != statusOK {
		return nil, statusError(methodGet, p, status, text)
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
	status, text, err := c.do(ctx, methodDelete, p, "")
	if err == nil && status != statusNoContent {
		err = statusError(methodDelete, p, status, text)
	}
	return err
}

func slotPath(room string, slot int) string {
	return url.PathEscape(room) + "/" + strconv.Itoa(slot)
}

func (c *RelayClient) put(ctx context.Context, p, code string) error {
	status, text, err := c.do(ctx, methodPut, p, code)
	switch {
	case err != nil:
		return err
	case status == statusNoContent:
		return nil
	case status == statusConflict && strings.HasSuffix(p, "/answer"):
		return fmt.Errorf("%w: %s", ErrSlotTaken, text)
	}
	return statusError(methodPut, p, status, text)
}

// wait long-polls p until it has a value. Lost connections and 5xx replies
// are retried after a pause that grows to 8 s; any other reply ends it.
func (c *RelayClient) wait(ctx context.Context, p string) (string, error) {
	pause := 500 * time.Millisecond
	for {
		status, text, err := c.do(ctx, methodGet, p+"?wait="+strconv.Itoa(MaxWait), "")
		switch {
		case ctx.Err() != nil:
			return "", ctx.Err()
		case errors.Is(err, errBadBase):
			return "", err
		case err == nil && status == statusOK && text != "":
			return text, nil
		case err == nil && status == statusOK:
			return "", fmt.Errorf("signal relay: GET %s: empty reply", p)
		case err == nil && status == statusNoContent:
			pause = 500 * time.Millisecond
			continue
		case err == nil && status < 500:
			return "", statusError(methodGet, p, status, text)
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

var errBadBase = errors.New("signal relay: Base must be an absolute http or https URL")

func statusError(method, p string, status int, text string) error {
	if text == "" {
		return fmt.Errorf("signal relay: %s %s: %d %s", method, p, status, statusText(status))
	}
	return fmt.Errorf("signal relay: %s %s: %d %s: %.200s", method, p, status, statusText(status), text)
}

// HTTP methods and statuses the client uses (spelled out so that the js
// build, which talks to fetch directly, needs no net/http).
const (
	methodGet    = "GET"
	methodPut    = "PUT"
	methodDelete = "DELETE"

	statusOK        = 200
	statusNoContent = 204
	statusConflict  = 409
)

func statusText(status int) string {
	switch status {
	case 200:
		return "OK"
	case 204:
		return "No Content"
	case 400:
		return "Bad Request"
	case 404:
		return "Not Found"
	case 409:
		return "Conflict"
	case 413:
		return "Request Entity Too Large"
	case 503:
		return "Service Unavailable"
	}
	return ""
}

// target checks Base and returns the URL of path p under it.
func (c *RelayClient) target(p string) (string, error) {
	if u, err := url.Parse(c.Base); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", fmt.Errorf("%w: %q", errBadBase, c.Base)
	}
	return strings.TrimSuffix(c.Base, "/") + "/" + p, nil
}
