//go:build !js

package signal

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Relay is an in-memory signaling relay: the host of a room puts one invite
// code per slot, guests fetch one and put their answer codes, the host
// fetches those. It only stores text; it never logs a body and sets no
// cookie. Its HTTP API (all under /signal/; a room is 4 to 12 letters and
// digits, case-insensitive; a slot is 0..15):
//
//	GET    /signal/ping                      200 "galleria-signal 1"
//	PUT    /signal/{room}/{slot}/offer       body: an invite code; clears the slot's answer; 204
//	PUT    /signal/{room}/{slot}/answer      body: an answer code; 204, or 409 when the slot
//	                                         has no offer or another answer already
//	GET    /signal/{room}/{slot}/offer       200 with the code, or after waiting up to ?wait=N
//	GET    /signal/{room}/{slot}/answer        seconds (at most 25) for it, 204 No Content
//	GET    /signal/{room}                    200 {"open":[0,2]}: slots with an offer, no answer
//	DELETE /signal/{room}/{slot}             clears the slot; 204
//
// A malformed room, slot or path is 400, a body over 8 KiB 413, and more
// than 1000 live rooms 503, each with a plain-text reason. To serve it under
// a prefix, strip the prefix first (http.StripPrefix).
type Relay struct {
	// Now is the clock of room expiry (time.Now when nil); long polls
	// wait by the real clock.
	Now func() time.Time

	mu        sync.Mutex
	rooms     map[string]*room
	lastSweep time.Time
}

type room struct {
	last    time.Time
	offer   [Slots]string
	answer  [Slots]string
	changed chan struct{} // closed, and replaced, whenever the room changes
}

func (rm *room) notify() {
	close(rm.changed)
	rm.changed = make(chan struct{})
}

// NewRelay returns an empty relay.
func NewRelay() *Relay {
	return &Relay{Now: time.Now, rooms: make(map[string]*room)}
}

var errFull = errors.New("relay full: too many rooms, try again later")

func (rl *Relay) now() time.Time {
	if rl.Now != nil {
		return rl.Now()
	}
	return time.Now()
}

// room returns the room of that name (nil if there is none and create is
// false), marking it used. Expired rooms are dropped on the way; their
// waiters are woken so that they look again. The caller holds rl.mu.
func (rl *Relay) room(name string, create bool) (*room, error) {
	now := rl.now()
	if rl.rooms == nil {
		rl.rooms = make(map[string]*room)
	}
	if now.Sub(rl.lastSweep) >= time.Minute || len(rl.rooms) >= MaxRooms {
		rl.lastSweep = now
		for n, rm := range rl.rooms {
			if now.Sub(rm.last) >= RoomTTL {
				rm.notify()
				delete(rl.rooms, n)
			}
		}
	}
	rm := rl.rooms[name]
	if rm != nil && now.Sub(rm.last) >= RoomTTL {
		rm.notify()
		delete(rl.rooms, name)
		rm = nil
	}
	if rm == nil {
		if !create {
			return nil, nil
		}
		if len(rl.rooms) >= MaxRooms {
			return nil, errFull
		}
		rm = &room{changed: make(chan struct{})}
		rl.rooms[name] = rm
	}
	rm.last = now
	return rm, nil
}

func (rl *Relay) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	rest, ok := strings.CutPrefix(r.URL.Path, "/signal/")
	if !ok {
		http.Error(w, "not a relay path: want /signal/...", http.StatusNotFound)
		return
	}
	if rest == "ping" {
		if allow(w, r, "GET, HEAD") {
			reply(w, http.StatusOK, RelayVersion)
		}
		return
	}
	parts := strings.Split(rest, "/")
	if len(parts) > 3 {
		http.Error(w, "bad path: want /signal/ROOM, /signal/ROOM/SLOT or /signal/ROOM/SLOT/offer (or answer)", http.StatusBadRequest)
		return
	}
	name, err := roomName(parts[0])
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if len(parts) == 1 {
		if allow(w, r, "GET, HEAD") {
			rl.list(w, name)
		}
		return
	}
	slot, err := slotNumber(parts[1])
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if len(parts) == 2 {
		if allow(w, r, "DELETE") {
			rl.clear(w, name, slot)
		}
		return
	}
	kind := parts[2]
	if kind != "offer" && kind != "answer" {
		http.Error(w, fmt.Sprintf("bad path: %q is neither offer nor answer", kind), http.StatusBadRequest)
		return
	}
	if !allow(w, r, "GET, HEAD, PUT") {
		return
	}
	if r.Method == http.MethodPut {
		rl.put(w, r, name, slot, kind == "offer")
	} else {
		rl.get(w, r, name, slot, kind == "offer")
	}
}

// allow reports whether r's method is one of methods, answering 405 if not.
func allow(w http.ResponseWriter, r *http.Request, methods string) bool {
	for _, m := range strings.Split(methods, ", ") {
		if r.Method == m {
			return true
		}
	}
	w.Header().Set("Allow", methods)
	http.Error(w, "method not allowed: want "+methods, http.StatusMethodNotAllowed)
	return false
}

func reply(w http.ResponseWriter, status int, text string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(status)
	io.WriteString(w, text)
}

func roomName(s string) (string, error) {
	if len(s) < 4 || len(s) > 12 {
		return "", fmt.Errorf("bad room %q: want 4 to 12 letters and digits", s)
	}
	for _, c := range []byte(s) {
		if !('0' <= c && c <= '9' || 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z') {
			return "", fmt.Errorf("bad room %q: want 4 to 12 letters and digits", s)
		}
	}
	s = strings.ToUpper(s)
	if s == "PING" {
		return "", errors.New("bad room: PING is reserved")
	}
	return s, nil
}

func slotNumber(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n >= Slots || strconv.Itoa(n) != s {
		return 0, fmt.Errorf("bad slot %q: want 0 to %d", s, Slots-1)
	}
	return n, nil
}

// isCodeText reports whether s looks like a code: URL-safe base64 letters.
func isCodeText(s string) bool {
	for _, c := range []byte(s) {
		if !('0' <= c && c <= '9' || 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || c == '-' || c == '_') {
			return false
		}
	}
	return s != ""
}

func (rl *Relay) list(w http.ResponseWriter, name string) {
	open := []int{}
	rl.mu.Lock()
	rm, _ := rl.room(name, false)
	if rm != nil {
		for i := range Slots {
			if rm.offer[i] != "" && rm.answer[i] == "" {
				open = append(open, i)
			}
		}
	}
	rl.mu.Unlock()
	b, _ := json.Marshal(struct {
		Open []int `json:"open"`
	}{open})
	w.Header().Set("Content-Type", "application/json")
	w.Write(b)
}

func (rl *Relay) clear(w http.ResponseWriter, name string, slot int) {
	rl.mu.Lock()
	if rm, _ := rl.room(name, false); rm != nil && (rm.offer[slot] != "" || rm.answer[slot] != "") {
		rm.offer[slot], rm.answer[slot] = "", ""
		rm.notify()
	}
	rl.mu.Unlock()
	w.WriteHeader(http.StatusNoContent)
}

func (rl *Relay) put(w http.ResponseWriter, r *http.Request, name string, slot int, offer bool) {
	if r.ContentLength > MaxBody {
		http.Error(w, fmt.Sprintf("body over %d bytes", MaxBody), http.StatusRequestEntityTooLarge)
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBody))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			http.Error(w, fmt.Sprintf("body over %d bytes", MaxBody), http.StatusRequestEntityTooLarge)
		} else {
			http.Error(w, "cannot read body", http.StatusBadRequest)
		}
		return
	}
	code := strings.TrimSpace(string(body))
	if !isCodeText(code) {
		http.Error(w, "body is not a code: want only letters, digits, - and _", http.StatusBadRequest)
		return
	}
	rl.mu.Lock()
	defer rl.mu.Unlock()
	rm, err := rl.room(name, true)
	if err != nil {
		http.Error(w, err.Error(), http.StatusServiceUnavailable)
		return
	}
	switch {
	case offer:
		rm.offer[slot], rm.answer[slot] = code, ""
	case rm.offer[slot] == "":
		http.Error(w, fmt.Sprintf("slot %d has no offer", slot), http.StatusConflict)
		return
	case rm.answer[slot] == code:
		w.WriteHeader(http.StatusNoContent) // the same answer again
		return
	case rm.answer[slot] != "":
		http.Error(w, fmt.Sprintf("slot %d is already answered", slot), http.StatusConflict)
		return
	default:
		rm.answer[slot] = code
	}
	rm.notify()
	w.WriteHeader(http.StatusNoContent)
}

func (rl *Relay) get(w http.ResponseWriter, r *http.Request, name string, slot int, offer bool) {
	wait := 0
	if q := r.URL.Query(); q.Has("wait") {
		n, err := strconv.Atoi(q.Get("wait"))
		if err != nil || n < 0 {
			http.Error(w, fmt.Sprintf("bad wait %q: want whole seconds, 0 to %d", q.Get("wait"), MaxWait), http.StatusBadRequest)
			return
		}
		wait = min(n, MaxWait)
	}
	var timeout <-chan time.Time
	if wait > 0 {
		t := time.NewTimer(time.Duration(wait) * time.Second)
		defer t.Stop()
		timeout = t.C
	}
	for {
		rl.mu.Lock()
		rm, err := rl.room(name, wait > 0) // a waiter keeps its room alive
		var code string
		var changed chan struct{}
		if rm != nil {
			code, changed = rm.answer[slot], rm.changed
			if offer {
				code = rm.offer[slot]
			}
		}
		rl.mu.Unlock()
		switch {
		case err != nil:
			http.Error(w, err.Error(), http.StatusServiceUnavailable)
			return
		case code != "":
			reply(w, http.StatusOK, code)
			return
		case wait == 0:
			w.WriteHeader(http.StatusNoContent)
			return
		}
		select {
		case <-changed:
		case <-timeout:
			w.WriteHeader(http.StatusNoContent)
			return
		case <-r.Context().Done():
			w.WriteHeader(http.StatusNoContent) // never an empty 200
			return
		}
	}
}
