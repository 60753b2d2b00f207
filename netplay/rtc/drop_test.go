//go:build !js

package rtc

import (
	"bufio"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// guestEnv makes the test binary run as a guest process (see runGuest).
const guestEnv = "GALLERIA_RTC_TEST_GUEST"

// TestDropDetected connects to a guest in another process, kills it with
// SIGKILL (so it says no goodbye) and measures how soon the host notices.
func TestDropDetected(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	hr := newRecorder()
	p, offer, err := Offer(ctx, loop, hr.handlers())
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()

	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(self)
	cmd.Env = append(os.Environ(), guestEnv+"=1")
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	}()

	fmt.Fprintln(stdin, base64.StdEncoding.EncodeToString([]byte(offer)))
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		t.Fatalf("reading the guest's answer: %v", err)
	}
	answer, err := base64.StdEncoding.DecodeString(strings.TrimSpace(line))
	if err != nil {
		t.Fatalf("guest answer: %v", err)
	}
	host, err := p.Accept(ctx, string(answer))
	if err != nil {
		t.Fatal(err)
	}
	if err := host.Send([]byte("ping")); err != nil {
		t.Fatal(err)
	}
	if got := hr.wait(t, 1, 5*time.Second); string(got[0]) != "ping" {
		t.Fatalf("echo %q", got[0])
	}

	killed := time.Now()
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	took := hr.waitClosed(t, killed, 10*time.Second)
	t.Logf("host noticed the killed guest after %v", took.Round(time.Millisecond))
	if err := host.Send([]byte("late")); !errors.Is(err, ErrClosed) {
		t.Errorf("Send to the dead guest: err %v, want ErrClosed", err)
	} else {
		t.Logf("Send: %v", err)
	}
}

// runGuest answers an offer read (base64, one line) from stdin, writes the
// answer the same way to stdout, and echoes every message until the link or
// stdin closes. It returns the process exit code.
func runGuest() int {
	in := bufio.NewReader(os.Stdin)
	line, err := in.ReadString('\n')
	if err != nil {
		fmt.Fprintln(os.Stderr, "guest: reading the offer:", err)
		return 1
	}
	offer, err := base64.StdEncoding.DecodeString(strings.TrimSpace(line))
	if err != nil {
		fmt.Fprintln(os.Stderr, "guest: offer:", err)
		return 1
	}
	msgs := make(chan []byte, 64)
	closed := make(chan struct{})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	l, answer, err := Answer(ctx, loop, string(offer), Handlers{
		Message: func(data []byte) { msgs <- data },
		Closed:  func() { close(closed) },
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "guest:", err)
		return 1
	}
	defer l.Close()
	fmt.Println(base64.StdEncoding.EncodeToString([]byte(answer)))

	eof := make(chan struct{})
	go func() {
		_, _ = io.Copy(io.Discard, in)
		close(eof)
	}()
	for {
		select {
		case m := <-msgs:
			if err := l.Send(m); err != nil {
				fmt.Fprintln(os.Stderr, "guest: echo:", err)
			}
		case <-closed:
			return 0
		case <-eof:
			return 0
		}
	}
}
