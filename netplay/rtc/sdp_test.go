//go:build !js

package rtc

import (
	"context"
	"strings"
	"testing"
	"time"
)

func TestBadSDP(t *testing.T) {
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()

	p, offer, err := Offer(ctx, loop, Handlers{})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	// A real answer, to pass where an offer belongs.
	spare, answer, err := Answer(ctx, loop, offer, Handlers{})
	if err != nil {
		t.Fatal(err)
	}
	defer spare.Close()

	noApp := cut(offer, "m=application")
	noSetup := drop(offer, "a=setup:")

	for _, c := range []struct {
		name, text, want string
	}{
		{"empty", "", "offer: empty SDP"},
		{"blank", " \r\n\n", "offer: empty SDP"},
		{"garbage", "garbage", "offer: not SDP text"},
		{"json", `{"type":"offer","sdp":"v=0"}`, "offer: not SDP text"},
		{"truncated", "v=0\r\no=- 1 1 IN IP4 0.0.0.0\r\nbogus\r\n", "offer: malformed SDP"},
		{"no data channel", noApp, "offer: no data channel"},
		{"no setup", noSetup, "offer: no DTLS role"},
		{"answer as offer", answer, "offer: not an SDP offer"},
	} {
		t.Run(c.name, func(t *testing.T) {
			l, text, err := Answer(ctx, loop, c.text, Handlers{})
			if err == nil {
				l.Close()
				t.Fatalf("Answer accepted it and answered:\n%s", text)
			}
			if !strings.HasPrefix(err.Error(), c.want) {
				t.Fatalf("Answer error %q, want it to start with %q", err, c.want)
			}
			t.Logf("Answer: %v", err)
		})
	}

	for _, c := range []struct {
		name, text, want string
	}{
		{"garbage", "\x00\xff garbage", "answer: not SDP text"},
		{"offer as answer", offer, "answer: not an SDP answer"},
		{"no data channel", cut(answer, "m=application"), "answer: no data channel"},
	} {
		t.Run("Accept/"+c.name, func(t *testing.T) {
			if _, err := p.Accept(ctx, c.text); err == nil || !strings.HasPrefix(err.Error(), c.want) {
				t.Fatalf("Accept error %v, want it to start with %q", err, c.want)
			} else {
				t.Logf("Accept: %v", err)
			}
		})
	}

	// A rejected answer leaves the offer waiting for a good one, even with
	// LF line ends.
	r := newRecorder()
	guest, answer2, err := Answer(ctx, loop, strings.ReplaceAll(offer, "\r\n", "\n"), r.handlers())
	if err != nil {
		t.Fatalf("Answer with LF line ends: %v", err)
	}
	defer guest.Close()
	host, err := p.Accept(ctx, strings.ReplaceAll(answer2, "\r\n", "\n"))
	if err != nil {
		t.Fatalf("Accept after rejected answers: %v", err)
	}
	if _, err := p.Accept(ctx, answer2); err == nil {
		t.Error("second Accept succeeded")
	}
	if err := host.Send([]byte("ok")); err != nil {
		t.Fatal(err)
	}
	if got := r.wait(t, 1, 5*time.Second); string(got[0]) != "ok" {
		t.Fatalf("got %q", got[0])
	}
}

// cut returns sdp without the section that starts with the line prefix.
func cut(sdp, prefix string) string {
	i := strings.Index(sdp, "\r\n"+prefix)
	if i < 0 {
		panic("no " + prefix)
	}
	j := strings.Index(sdp[i+2:], "\r\nm=")
	if j < 0 {
		return sdp[:i+2]
	}
	return sdp[:i] + sdp[i+2+j:]
}

// drop returns sdp without the lines that start with prefix.
func drop(sdp, prefix string) string {
	var out []string
	for _, line := range strings.Split(sdp, "\r\n") {
		if !strings.HasPrefix(line, prefix) {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\r\n")
}
