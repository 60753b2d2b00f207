package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"reflect"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pion/stun"
	"github.com/pion/turn/v2"
)

// Every server and client here is on 127.0.0.1, with ports picked by the
// system (port 0): no packet leaves the machine.

// turnConfigFrom parses the -turn* flags of args as serve does.
func turnConfigFrom(args ...string) (*turnConfig, error) {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	f := addTURNFlags(fs)
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	return f.config(fs)
}

func TestTURNFlags(t *testing.T) {
	type want struct {
		listen, public, realm string
		users                 []turnUser
		minPort, maxPort      int
	}
	for _, tc := range []struct {
		args []string
		want *want // nil: no server
	}{
		{nil, nil},
		{[]string{"-turn", ""}, nil},
		{[]string{"-turn", "127.0.0.1:3478"}, &want{listen: "127.0.0.1:3478", public: "127.0.0.1", realm: "galleria"}},
		{[]string{"-turn", "127.0.0.1:0"}, &want{listen: "127.0.0.1:0", public: "127.0.0.1", realm: "galleria"}},
		{[]string{"-turn", "0.0.0.0:3478", "-turn-public", "203.0.113.5"}, &want{listen: "0.0.0.0:3478", public: "203.0.113.5", realm: "galleria"}},
		{[]string{"-turn", ":3478", "-turn-public", "203.0.113.5"}, &want{listen: "0.0.0.0:3478", public: "203.0.113.5", realm: "galleria"}},
		{[]string{"-turn", "192.168.1.5:3478", "-turn-public", "203.0.113.5"}, &want{listen: "192.168.1.5:3478", public: "203.0.113.5", realm: "galleria"}},
		{[]string{"-turn", "127.0.0.1:3478", "-turn-public", "::ffff:203.0.113.5"}, &want{listen: "127.0.0.1:3478", public: "203.0.113.5", realm: "galleria"}},
		{
			[]string{"-turn", "127.0.0.1:3478", "-turn-user", "alice=s3cret,bob=x=y", "-turn-user", "carol=pw", "-turn-realm", "example.org"},
			&want{listen: "127.0.0.1:3478", public: "127.0.0.1", realm: "example.org",
				users: []turnUser{{"alice", "s3cret"}, {"bob", "x=y"}, {"carol", "pw"}}},
		},
		{[]string{"-turn", "127.0.0.1:3478", "-turn-ports", "49152-65535"}, &want{listen: "127.0.0.1:3478", public: "127.0.0.1", realm: "galleria", minPort: 49152, maxPort: 65535}},
		{[]string{"-turn", "127.0.0.1:3478", "-turn-ports", "50000-50000"}, &want{listen: "127.0.0.1:3478", public: "127.0.0.1", realm: "galleria", minPort: 50000, maxPort: 50000}},
	} {
		c, err := turnConfigFrom(tc.args...)
		if err != nil {
			t.Errorf("%q: %v", tc.args, err)
			continue
		}
		if tc.want == nil {
			if c != nil {
				t.Errorf("%q: a server %+v, want none", tc.args, c)
			}
			continue
		}
		if c == nil {
			t.Errorf("%q: no server", tc.args)
			continue
		}
		got := want{c.listen.String(), c.public.String(), c.realm, c.users, c.minPort, c.maxPort}
		if !reflect.DeepEqual(&got, tc.want) {
			t.Errorf("%q:\n got %+v\nwant %+v", tc.args, got, *tc.want)
		}
	}
}

func TestTURNFlagErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		err  string
	}{
		{[]string{"-turn", "0.0.0.0:3478"}, "-turn-public is required"},
		{[]string{"-turn", ":3478"}, "-turn-public is required"},
		{[]string{"-turn", "127.0.0.1"}, `-turn "127.0.0.1": want IP:PORT`},
		{[]string{"-turn", "3478"}, `-turn "3478": want IP:PORT`},
		{[]string{"-turn", "localhost:3478"}, `-turn "localhost:3478": "localhost" is not an IPv4 address`},
		{[]string{"-turn", "[::1]:3478"}, `"::1" is not an IPv4 address`},
		{[]string{"-turn", "127.0.0.1:65536"}, `-turn "127.0.0.1:65536": bad port`},
		{[]string{"-turn", "127.0.0.1:x"}, `-turn "127.0.0.1:x": bad port`},
		{[]string{"-turn", "127.0.0.1:3478", "-turn-public", "turn.example.org"}, `-turn-public "turn.example.org": not an IPv4 address`},
		{[]string{"-turn", "127.0.0.1:3478", "-turn-public", "2001:db8::1"}, `-turn-public "2001:db8::1": not an IPv4 address`},
		{[]string{"-turn", "0.0.0.0:3478", "-turn-public", "0.0.0.0"}, `-turn-public "0.0.0.0": not an address players can reach`},
		{[]string{"-turn", "127.0.0.1:3478", "-turn-public", "224.0.0.1"}, `-turn-public "224.0.0.1": not an address players can reach`},
		{[]string{"-turn", "127.0.0.1:3478", "-turn-user", "alice"}, "-turn-user: an entry has no '='"},
		{[]string{"-turn", "127.0.0.1:3478", "-turn-user", "=pw"}, "-turn-user: empty user name"},
		{[]string{"-turn", "127.0.0.1:3478", "-turn-user", "alice="}, `-turn-user: user "alice": empty password`},
		{[]string{"-turn", "127.0.0.1:3478", "-turn-user", "alice=a,,bob=b"}, "-turn-user: empty entry"},
		{[]string{"-turn", "127.0.0.1:3478", "-turn-user", "alice=a,"}, "-turn-user: empty entry"},
		{[]string{"-turn", "127.0.0.1:3478", "-turn-user", "al ice=pw"}, `-turn-user: user name "al ice": spaces`},
		{[]string{"-turn", "127.0.0.1:3478", "-turn-user", "alice=a", "-turn-user", "alice=b"}, `-turn-user: user "alice" given twice`},
		{[]string{"-turn", "127.0.0.1:3478", "-turn-ports", "5000"}, `-turn-ports "5000": want MIN-MAX`},
		{[]string{"-turn", "127.0.0.1:3478", "-turn-ports", "a-b"}, `-turn-ports "a-b": want MIN-MAX`},
		{[]string{"-turn", "127.0.0.1:3478", "-turn-ports", "0-100"}, `-turn-ports "0-100": ports are 1 to 65535`},
		{[]string{"-turn", "127.0.0.1:3478", "-turn-ports", "100-70000"}, `-turn-ports "100-70000": ports are 1 to 65535`},
		{[]string{"-turn", "127.0.0.1:3478", "-turn-ports", "200-100"}, `-turn-ports "200-100": MIN is above MAX`},
		{[]string{"-turn", "127.0.0.1:3478", "-turn-realm", ""}, "-turn-realm: empty"},
		{[]string{"-turn-user", "alice=s3cret"}, "-turn-user needs -turn"},
		{[]string{"-turn-public", "203.0.113.5"}, "-turn-public needs -turn"},
		{[]string{"-turn-ports", "49152-65535"}, "-turn-ports needs -turn"},
		{[]string{"-turn-realm", "x"}, "-turn-realm needs -turn"},
	} {
		c, err := turnConfigFrom(tc.args...)
		if err == nil {
			t.Errorf("%q: no error (config %+v), want %q", tc.args, c, tc.err)
			continue
		}
		if !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%q: error %q, want %q", tc.args, err, tc.err)
		}
		for _, pw := range []string{"pw", "s3cret"} {
			if strings.Contains(strings.Join(tc.args, " "), "="+pw) && strings.Contains(err.Error(), pw) {
				t.Errorf("%q: error %q repeats the password", tc.args, err)
			}
		}
	}
}

// startTURN runs a server on 127.0.0.1 (port 0) with the users given as
// NAME=PASSWORD; its log goes to the returned buffer.
func startTURN(t *testing.T, users ...string) (*turnServer, *syncBuffer) {
	t.Helper()
	args := []string{"-turn", "127.0.0.1:0"}
	for _, u := range users {
		args = append(args, "-turn-user", u)
	}
	c, err := turnConfigFrom(args...)
	if err != nil {
		t.Fatal(err)
	}
	log := &syncBuffer{}
	s, err := c.Start(log)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, log
}

// bindingRequest sends a STUN binding request to addr from 127.0.0.1 and
// returns the XOR-MAPPED-ADDRESS of the answer and the local address.
func bindingRequest(t *testing.T, addr string) (mapped stun.XORMappedAddress, local *net.UDPAddr) {
	t.Helper()
	conn, err := net.Dial("udp4", addr)
	if err != nil {
		t.Fatal(err)
	}
	c, err := stun.NewClient(conn) // closes conn
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var resErr error
	err = c.Do(stun.MustBuild(stun.TransactionID, stun.BindingRequest), func(ev stun.Event) {
		if resErr = ev.Error; resErr == nil {
			resErr = mapped.GetFrom(ev.Message)
		}
	})
	if err == nil {
		err = resErr
	}
	if err != nil {
		t.Fatalf("binding request to %s: %v", addr, err)
	}
	return mapped, conn.LocalAddr().(*net.UDPAddr)
}

func TestTURNAnswersBindingRequests(t *testing.T) {
	for _, users := range [][]string{nil, {"alice=s3cret"}} {
		s, _ := startTURN(t, users...)
		if ip := s.Addr().IP; !ip.Equal(net.IPv4(127, 0, 0, 1)) || s.Addr().Port == 0 {
			t.Fatalf("listening on %s", s.Addr())
		}
		mapped, local := bindingRequest(t, s.Addr().String())
		if !mapped.IP.Equal(net.IPv4(127, 0, 0, 1)) || mapped.Port != local.Port {
			t.Errorf("users %q: XOR-MAPPED-ADDRESS %s, want %s", users, mapped, local)
		}
	}
}

// turnClient is a TURN client on 127.0.0.1 for server s.
func turnClient(t *testing.T, s *turnServer, user, password string) *turn.Client {
	t.Helper()
	conn, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	c, err := turn.NewClient(&turn.ClientConfig{
		STUNServerAddr: s.Addr().String(),
		TURNServerAddr: s.Addr().String(),
		Conn:           conn,
		Username:       user,
		Password:       password,
		Realm:          defaultTURNRealm,
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	if err := c.Listen(); err != nil {
		t.Fatal(err)
	}
	return c
}

func TestTURNAllocates(t *testing.T) {
	s, log := startTURN(t, "alice=s3cret", "bob=hunter2")
	c := turnClient(t, s, "alice", "s3cret")
	relay, err := c.Allocate()
	if err != nil {
		t.Fatalf("alice with her password: %v", err)
	}
	defer relay.Close()
	ra := relay.LocalAddr().(*net.UDPAddr)
	if !ra.IP.Equal(net.IPv4(127, 0, 0, 1)) || ra.Port == 0 || ra.Port == s.Addr().Port {
		t.Errorf("relay address %s", ra)
	}

	// The relay relays: a peer on 127.0.0.1 gets what the client sends
	// through it, and the client gets the peer's reply.
	peer, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer peer.Close()
	if _, err := relay.WriteTo([]byte("ping"), peer.LocalAddr()); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 64)
	peer.SetReadDeadline(time.Now().Add(3 * time.Second))
	n, from, err := peer.ReadFrom(buf)
	if err != nil || string(buf[:n]) != "ping" || from.String() != ra.String() {
		t.Fatalf("peer got %q from %v (%v), want \"ping\" from %s", buf[:n], from, err, ra)
	}
	if _, err := peer.WriteTo([]byte("pong"), ra); err != nil {
		t.Fatal(err)
	}
	relay.SetReadDeadline(time.Now().Add(3 * time.Second))
	n, from, err = relay.ReadFrom(buf)
	if err != nil || string(buf[:n]) != "pong" || from.String() != peer.LocalAddr().String() {
		t.Fatalf("client got %q from %v (%v), want \"pong\" from the peer", buf[:n], from, err)
	}

	// Refused: a wrong password, an unknown user, the other user's password.
	for _, cred := range [][2]string{{"alice", "wrong"}, {"mallory", "s3cret"}, {"alice", "hunter2"}} {
		c := turnClient(t, s, cred[0], cred[1])
		if r, err := c.Allocate(); err == nil {
			r.Close()
			t.Errorf("%s with password %q: allocated a relay", cred[0], cred[1])
		}
	}
	if strings.Contains(log.String(), "s3cret") || strings.Contains(log.String(), "hunter2") {
		t.Errorf("the server's log shows a password:\n%s", log)
	}
}

func TestTURNStunOnlyRefusesAllocations(t *testing.T) {
	s, _ := startTURN(t)
	c := turnClient(t, s, "alice", "s3cret")
	if r, err := c.Allocate(); err == nil {
		r.Close()
		t.Error("a STUN-only server allocated a relay")
	}
}

func TestTURNClose(t *testing.T) {
	c, err := turnConfigFrom("-turn", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s, err := c.Start(io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil { // twice is fine
		t.Errorf("second Close: %v", err)
	}
	if err := s.conn.SetReadDeadline(time.Now()); !errors.Is(err, net.ErrClosed) {
		t.Errorf("after Close, the socket is not closed: %v", err)
	}
}

// iceJSON is the ICE setting the server prints.
var iceJSON = regexp.MustCompile(`(?m)^  ICE setting: (.*)$`)

func TestTURNDescribe(t *testing.T) {
	s, _ := startTURN(t, "alice=s3cret", "bob=hunter2")
	hp := fmt.Sprintf("127.0.0.1:%d", s.Addr().Port)
	var out bytes.Buffer
	s.Describe(&out, "http://127.0.0.1:8080/")
	got := out.String()
	for _, want := range []string{
		"STUN/TURN server: stun:" + hp + ", turn:" + hp + "?transport=udp (users: alice, bob)\n",
		"  page URL: http://127.0.0.1:8080/?ice=stun:" + hp + " (STUN only",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in:\n%s", want, got)
		}
	}
	for _, pw := range []string{"s3cret", "hunter2"} {
		if strings.Contains(got, pw) {
			t.Errorf("the startup lines show a password:\n%s", got)
		}
	}
	m := iceJSON.FindStringSubmatch(got)
	if m == nil {
		t.Fatalf("no ICE setting in:\n%s", got)
	}
	var ice struct {
		ICEServers []struct {
			URLs       []string `json:"urls"`
			Username   string   `json:"username"`
			Credential string   `json:"credential"`
		} `json:"iceServers"`
	}
	if err := json.Unmarshal([]byte(m[1]), &ice); err != nil {
		t.Fatalf("ICE setting %s: %v", m[1], err)
	}
	if len(ice.ICEServers) != 2 || !reflect.DeepEqual(ice.ICEServers[0].URLs, []string{"stun:" + hp}) ||
		!reflect.DeepEqual(ice.ICEServers[1].URLs, []string{"turn:" + hp + "?transport=udp"}) ||
		ice.ICEServers[1].Username != "alice" || ice.ICEServers[1].Credential == "" {
		t.Errorf("ICE setting %s", m[1])
	}

	// Without a user: STUN only, and it says so.
	s, _ = startTURN(t)
	hp = fmt.Sprintf("127.0.0.1:%d", s.Addr().Port)
	out.Reset()
	s.Describe(&out, "http://127.0.0.1:8080/")
	got = out.String()
	for _, want := range []string{
		"STUN server: stun:" + hp + " (no -turn-user: STUN only, relay allocations are refused)\n",
		"  page URL: http://127.0.0.1:8080/?ice=stun:" + hp + "\n",
		`  ICE setting: {"iceServers":[{"urls":["stun:` + hp + `"]}]}` + "\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in:\n%s", want, got)
		}
	}
	if strings.Contains(got, "turn:") {
		t.Errorf("a STUN-only server offers TURN:\n%s", got)
	}
}

// TestServeTURN runs `galleria serve -turn` as a process: it prints the
// URLs, answers on the STUN URL, and closes cleanly on an interrupt.
func TestServeTURN(t *testing.T) {
	dir := site(t, map[string]string{"index.html": "hi"})
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "serve", "-addr", "127.0.0.1:0", "-dir", dir,
		"-turn", "127.0.0.1:0", "-turn-user", "alice=s3cret")
	cmd.Env = append(os.Environ(), "GALLERIA_RUN_MAIN=1")
	var errb syncBuffer
	cmd.Stderr = &errb
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()

	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	var out []string
	timeout := time.After(5 * time.Second)
	for len(out) == 0 || !strings.HasPrefix(out[len(out)-1], "  ICE setting:") {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("serve ended; stdout %q, stderr %q", out, errb.String())
			}
			out = append(out, l)
		case <-timeout:
			t.Fatalf("no ICE setting after 5 s; stdout %q, stderr %q", out, errb.String())
		}
	}
	all := strings.Join(out, "\n")
	m := regexp.MustCompile(`STUN/TURN server: stun:(127\.0\.0\.1:\d+), turn:127\.0\.0\.1:\d+\?transport=udp \(users: alice\)`).FindStringSubmatch(all)
	if m == nil {
		t.Fatalf("no STUN/TURN line in:\n%s", all)
	}
	if mapped, _ := bindingRequest(t, m[1]); !mapped.IP.Equal(net.IPv4(127, 0, 0, 1)) {
		t.Errorf("STUN answer from %s: %s", m[1], mapped)
	}

	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	for l := range lines {
		out = append(out, l)
	}
	if err := cmd.Wait(); err != nil {
		t.Errorf("serve after an interrupt: %v; stderr %q", err, errb.String())
	}
	if all := strings.Join(out, "\n") + errb.String(); strings.Contains(all, "s3cret") {
		t.Errorf("serve shows the password:\n%s", all)
	}
}

func TestServeTURNBadFlags(t *testing.T) {
	dir := site(t, map[string]string{"index.html": "hi"})
	for _, tc := range []struct{ args, err string }{
		{"-turn 0.0.0.0:0", "galleria serve: -turn-public is required"},
		{"-turn 127.0.0.1:0 -turn-user alice", "galleria serve: -turn-user: an entry has no '='"},
		{"-turn-user alice=s3cret", "galleria serve: -turn-user needs -turn"},
	} {
		args := append([]string{"serve", "-addr", "127.0.0.1:0", "-dir", dir}, strings.Fields(tc.args)...)
		out, errs, code := galleria(t, args...)
		if code != 2 || !strings.Contains(errs, tc.err) || out != "" || strings.Contains(errs, "s3cret") {
			t.Errorf("serve %s: exit %d, stdout %q, stderr %q; want 2 and %q", tc.args, code, out, errs, tc.err)
		}
	}
}

// syncBuffer is a bytes.Buffer safe for concurrent writes and reads.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
