//go:build !js

package signal

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// RelayClient talks to a Relay.
type RelayClient struct {
	Base string       // the relay's absolute URL, e.g. "http://192.168.1.5:8080/signal/" (see RelayURL)
	HTTP *http.Client // nil means http.DefaultClient; a Timeout under 30 s breaks long polls
}

// do sends one request to Base + p and returns the status and the trimmed
// body.
func (c *RelayClient) do(ctx context.Context, method, p, body string) (int, string, error) {
	target, err := c.target(p)
	if err != nil {
		return 0, "", err
	}
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
