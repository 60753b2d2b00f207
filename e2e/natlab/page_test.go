//go:build e2e

package natlabe2e

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/galleria-games/galleria/netplay/natlab"
)

// Limits.
const (
	loadTimeout  = 90 * time.Second // a page to its first frame
	clickTimeout = 30 * time.Second // a target to show, enabled
	connectTime  = 60 * time.Second // an invite, an answer, a link to open
	moveTimeout  = 30 * time.Second // the client to take a move
	stallTimeout = 2 * time.Minute  // no step at all
)

// Status and Online mirror game.Status and game.OnlineStatus as the page's
// galleria.status() gives them.
type Status struct {
	Scene     string   `json:"scene"`
	Step      int      `json:"step"`
	Seat      int      `json:"seat"`
	Legal     []string `json:"legal"`
	Winners   []string `json:"winners"`
	Scores    []int64  `json:"scores"`
	Frames    int      `json:"frames"`
	Invite    string   `json:"invite"`
	Answer    string   `json:"answer"`
	Clipboard string   `json:"clipboard"`
	Note      string   `json:"note"`
	Online    *Online  `json:"online"`
}

type Online struct {
	Host      bool     `json:"host"`
	Started   bool     `json:"started"`
	Over      bool     `json:"over"`
	Seats     []int    `json:"seats"`
	Step      int      `json:"step"`
	Waiting   []string `json:"waiting"`
	Reports   []string `json:"reports"`
	Connected []bool   `json:"connected"`
	HostUp    bool     `json:"hostUp"`
	Hash      string   `json:"hash"`
}

// page is a browser child in a home of the lab and its one tab.
type page struct {
	name string
	c    *natlab.Child
	mu   sync.Mutex
}

// startPage starts a browser child in namespace ns and waits for its
// Chromium.
func startPage(ctx context.Context, lab *natlab.Lab, ns, name string) (*page, error) {
	c, err := lab.StartRole(ctx, ns, "browser", nameEnv+"="+name)
	if err != nil {
		return nil, err
	}
	var r reply
	rctx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	if err := c.Recv(rctx, &r); err != nil {
		c.Close()
		return nil, err
	}
	if !r.OK {
		c.Close()
		return nil, fmt.Errorf("%s: %s\n%s", name, r.Error, c.Output())
	}
	return &page{name: name, c: c}, nil
}

func (p *page) close() { p.c.Close() }

// do sends one request and waits for its reply.
func (p *page) do(ctx context.Context, req request) (string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if err := p.c.Send(req); err != nil {
		return "", err
	}
	wait := 60 * time.Second
	if req.Timeout > 0 {
		wait += time.Duration(req.Timeout) * time.Millisecond
	}
	rctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	var r reply
	if err := p.c.Recv(rctx, &r); err != nil {
		return "", err
	}
	if !r.OK {
		return "", fmt.Errorf("%s: %s: %s", p.name, req.Op, r.Error)
	}
	return r.S, nil
}

func (p *page) nav(ctx context.Context, url string) error {
	_, err := p.do(ctx, request{Op: "nav", URL: url})
	return err
}

func (p *page) eval(ctx context.Context, expr string) (string, error) {
	return p.do(ctx, request{Op: "eval", Expr: expr})
}

func (p *page) click(ctx context.Context, id string) error {
	_, err := p.do(ctx, request{Op: "target", ID: id, Timeout: int(clickTimeout / time.Millisecond)})
	return err
}

func (p *page) frames(ctx context.Context, n int) {
	p.do(ctx, request{Op: "frames", N: n})
}

func (p *page) shot(ctx context.Context, file string) {
	if _, err := p.do(ctx, request{Op: "shot", File: file}); err != nil {
		fmt.Fprintf(os.Stderr, "%s: screenshot %s: %v\n", p.name, file, err)
	}
}

// status reads galleria.status(); ok is false until the client exposes it.
func (p *page) status(ctx context.Context) (st Status, ok bool, err error) {
	s, err := p.eval(ctx, `(typeof galleria === "object" && galleria && typeof galleria.status === "function") ? galleria.status() : ""`)
	if err != nil || s == "" {
		return st, false, err
	}
	if err := json.Unmarshal([]byte(s), &st); err != nil {
		return st, false, fmt.Errorf("galleria.status(): %v: %s", err, s)
	}
	return st, true, nil
}

func (p *page) enabled(ctx context.Context, ids ...string) (string, error) {
	s, err := p.eval(ctx, `galleria.targets()`)
	if err != nil {
		return "", err
	}
	var ts []struct {
		ID      string `json:"id"`
		Enabled bool   `json:"enabled"`
	}
	if err := json.Unmarshal([]byte(s), &ts); err != nil {
		return "", fmt.Errorf("galleria.targets(): %v", err)
	}
	for _, id := range ids {
		for _, t := range ts {
			if t.ID == id && t.Enabled {
				return id, nil
			}
		}
	}
	return "", nil
}

func (p *page) plan(ctx context.Context, move string) ([]string, error) {
	arg, _ := json.Marshal(move)
	s, err := p.eval(ctx, `(v => typeof v === "string" ? v : JSON.stringify(v))(galleria.plan(`+string(arg)+`))`)
	if err != nil {
		return nil, err
	}
	var ids []string
	if err := json.Unmarshal([]byte(s), &ids); err != nil {
		return nil, fmt.Errorf("galleria.plan(%s): %v: %s", arg, err, s)
	}
	return ids, nil
}

// waitFor polls f every 50 ms until it is done, fails or times out.
func waitFor(ctx context.Context, timeout time.Duration, what string, f func() (bool, error)) error {
	deadline := time.Now().Add(timeout)
	for {
		done, err := f()
		if err != nil {
			return fmt.Errorf("waiting for %s: %w", what, err)
		}
		if done {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("waiting for %s: timed out after %v", what, timeout)
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("waiting for %s: %w", what, ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// waitStatus polls the page's status until cond holds; a note that
// something could not be done fails it.
func (p *page) waitStatus(ctx context.Context, timeout time.Duration, what string, cond func(Status) bool) (Status, error) {
	var st Status
	err := waitFor(ctx, timeout, p.name+": "+what, func() (bool, error) {
		s, ok, err := p.status(ctx)
		if err != nil || !ok {
			return false, err
		}
		if s.Note != "" && strings.Contains(strings.ToLower(s.Note), "could not") {
			return false, fmt.Errorf("the page says: %s", s.Note)
		}
		st = s
		return cond(s), nil
	})
	return st, err
}

// waitReady waits until the client runs and has drawn a frame.
func (p *page) waitReady(ctx context.Context) (Status, error) {
	var st Status
	err := waitFor(ctx, loadTimeout, p.name+": galleria.status() and a first frame", func() (bool, error) {
		s, ok, err := p.status(ctx)
		if err != nil {
			return false, err
		}
		if failed, _ := p.eval(ctx, `(() => { const e = document.getElementById("error"); return e && !e.hidden ? e.innerText : ""; })()`); failed != "" {
			return false, errors.New("the page shows an error: " + failed)
		}
		st = s
		return ok && s.Frames > 0, nil
	})
	return st, err
}

// paste fills the page's text box (opened by a Paste button) and clicks
// its OK button with the mouse.
func (p *page) paste(ctx context.Context, text string) error {
	err := waitFor(ctx, clickTimeout, p.name+": the text box", func() (bool, error) {
		v, err := p.eval(ctx, `(() => { const b = document.getElementById("galleria-ask-box"); return b && !b.hidden ? "yes" : ""; })()`)
		return v == "yes", err
	})
	if err != nil {
		return err
	}
	arg, _ := json.Marshal(text)
	if _, err := p.eval(ctx, `(() => { const a = document.getElementById("galleria-ask"); a.focus(); a.value = `+string(arg)+`; return ""; })()`); err != nil {
		return err
	}
	r, err := p.eval(ctx, `JSON.stringify(document.getElementById("galleria-ask-ok").getBoundingClientRect())`)
	if err != nil {
		return err
	}
	var box struct{ X, Y, Width, Height float64 }
	if err := json.Unmarshal([]byte(r), &box); err != nil {
		return err
	}
	_, err = p.do(ctx, request{Op: "click", X: box.X + box.Width/2, Y: box.Y + box.Height/2})
	return err
}

// pathInfo is the candidate pair the browser selected for one of the
// page's open peer connections, from its own getStats().
type pathInfo struct {
	State      string   `json:"state"`
	Local      string   `json:"local"`  // candidate types: host, srflx, prflx, relay
	Remote     string   `json:"remote"` //
	LocalAddr  string   `json:"localAddr"`
	RemoteAddr string   `json:"remoteAddr"`
	RTT        *float64 `json:"rtt"` // seconds, when measured
}

// kind says the path as the client's Players page does (rtc.PathInfo.Kind).
func (p pathInfo) kind() string {
	switch {
	case p.Local == "relay" || p.Remote == "relay":
		return "relayed (TURN)"
	case p.Local == "srflx" || p.Remote == "srflx" || p.Local == "prflx" || p.Remote == "prflx":
		return "direct via NAT (STUN)"
	case p.Local == "host" && p.Remote == "host":
		return "direct"
	}
	return ""
}

func (p pathInfo) String() string {
	s := fmt.Sprintf("%s (local %s %s, remote %s %s)", p.kind(), p.Local, p.LocalAddr, p.Remote, p.RemoteAddr)
	if p.RTT != nil {
		s += fmt.Sprintf(", RTT %.1f ms", *p.RTT*1000)
	}
	return s
}

// paths asks the browser for the selected pair of every connected peer
// connection of the page (the recorder in child_test.go keeps them).
func (p *page) paths(ctx context.Context) ([]pathInfo, error) {
	s, err := p.do(ctx, request{Op: "eval", Await: true, Expr: `(async () => {
		const out = [];
		for (const pc of (window.natlabPCs || [])) {
			if (pc.connectionState !== "connected") continue;
			const stats = await pc.getStats();
			const byId = {};
			stats.forEach(r => { byId[r.id] = r; });
			let pair = null;
			stats.forEach(r => { if (r.type === "transport" && r.selectedCandidatePairId) pair = byId[r.selectedCandidatePairId]; });
			if (!pair) stats.forEach(r => { if (!pair && r.type === "candidate-pair" && r.nominated && r.state === "succeeded") pair = r; });
			if (!pair) { out.push({state: pc.connectionState}); continue; }
			const l = byId[pair.localCandidateId] || {}, r = byId[pair.remoteCandidateId] || {};
			out.push({state: pc.connectionState, local: l.candidateType, remote: r.candidateType,
				localAddr: (l.address || l.ip) + ":" + l.port, remoteAddr: (r.address || r.ip) + ":" + r.port,
				rtt: pair.currentRoundTripTime});
		}
		return JSON.stringify(out);
	})()`})
	if err != nil {
		return nil, err
	}
	var ps []pathInfo
	if err := json.Unmarshal([]byte(s), &ps); err != nil {
		return nil, fmt.Errorf("getStats: %v: %s", err, s)
	}
	return ps, nil
}

// dump logs a page's state and saves its screenshot, after a failure.
func (p *page) dump(t *testing.T, file string) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	p.shot(ctx, file)
	if s, err := p.eval(ctx, `typeof galleria === "object" ? galleria.status() : "(no galleria)"`); err == nil {
		t.Logf("%s: status: %s", p.name, s)
	}
	out := p.c.Output()
	if len(out) > 6000 {
		out = "…" + out[len(out)-6000:]
	}
	t.Logf("%s: the browser child's output:\n%s", p.name, out)
}

// player plays one page's seat by clicks: whenever the table shows a seat
// of this page with legal moves, it picks one with its own seeded generator
// and clicks the targets galleria.plan(move) names. detour, if set, runs
// once at the first own turn from step detourAt on.
type player struct {
	name     string
	p        *page
	rng      *rand.Rand
	moves    int
	detourAt int
	detour   func(context.Context) error
}

// changed reports whether the client has moved on from a.
func changed(a, b Status) bool {
	return a.Step != b.Step || a.Scene != b.Scene || a.Seat != b.Seat || !slices.Equal(a.Legal, b.Legal)
}

func (pl *player) play(ctx context.Context) error {
	lastStep, lastChange := -1, time.Now()
	for {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("%s: %w at step %d", pl.name, err, lastStep)
		}
		s, ok, err := pl.p.status(ctx)
		if err != nil || !ok {
			return fmt.Errorf("%s: galleria.status(): ok=%v err=%v", pl.name, ok, err)
		}
		if s.Step != lastStep {
			lastStep, lastChange = s.Step, time.Now()
		} else if time.Since(lastChange) > stallTimeout {
			return fmt.Errorf("%s: no step for %v (scene %s, step %d, seat %d, online %+v)", pl.name, stallTimeout, s.Scene, s.Step, s.Seat, s.Online)
		}
		if s.Scene == "results" {
			return nil
		}
		id, err := pl.p.enabled(ctx, "handoff:ready", "scoring:ok")
		if err != nil {
			return fmt.Errorf("%s: %v", pl.name, err)
		}
		if id != "" {
			if err := pl.p.click(ctx, id); err != nil {
				return fmt.Errorf("%s: %v", pl.name, err)
			}
			continue
		}
		if s.Scene != "table" || s.Seat < 0 || len(s.Legal) == 0 {
			time.Sleep(50 * time.Millisecond)
			continue
		}
		if pl.detour != nil && s.Step >= pl.detourAt {
			d := pl.detour
			pl.detour = nil
			if err := d(ctx); err != nil {
				return fmt.Errorf("%s: %v", pl.name, err)
			}
			continue
		}
		move := s.Legal[pl.rng.IntN(len(s.Legal))]
		ids, err := pl.p.plan(ctx, move)
		if err != nil {
			return fmt.Errorf("%s: %v", pl.name, err)
		}
		if len(ids) == 0 {
			time.Sleep(50 * time.Millisecond)
			continue
		}
		made := true
		for _, id := range ids {
			if err := pl.p.click(ctx, id); err != nil {
				made = false
				break // the table moved on: look again
			}
		}
		if !made {
			continue
		}
		pl.moves++
		waitFor(ctx, moveTimeout, "the move to be taken", func() (bool, error) {
			now, ok, err := pl.p.status(ctx)
			return ok && changed(s, now), err
		})
	}
}

// playBoth runs both players at once and returns the first real error.
func playBoth(ctx context.Context, players ...*player) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	errs := make(chan error, len(players))
	for _, pl := range players {
		go func() {
			err := pl.play(ctx)
			if err != nil {
				cancel()
			}
			errs <- err
		}()
	}
	var first error
	for range players {
		err := <-errs
		if err != nil && (first == nil || errors.Is(first, context.Canceled) && !errors.Is(err, context.Canceled)) {
			first = err
		}
	}
	return first
}

// repoRoot is the module root above the working directory.
func repoRoot(t testing.TB) string {
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		if filepath.Dir(d) == d {
			t.Fatalf("no go.mod above %s", dir)
		}
	}
}
