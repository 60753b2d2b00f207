//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// chromium is Debian's browser; the tests never download one.
const chromium = "/usr/bin/chromium"

// subPath is where the site is served, as on GitHub Pages: every URL the
// page uses must be relative for it to load at all.
const subPath = "/galleria/"

// Status and Target mirror game.Status and game.Target, as the page's
// galleria.status() and galleria.targets() return them (JSON). Package game
// is not imported: it would need a display.
type Status struct {
	Scene   string   `json:"scene"`
	Step    int      `json:"step"`
	Seat    int      `json:"seat"`
	Legal   []string `json:"legal"`
	Winners []string `json:"winners"`
	Scores  []int64  `json:"scores"` // final scores by seat, on the results scene
	Frames  int      `json:"frames"`

	Thinking int           `json:"thinking"` // the bot seat whose search is under way, -1 if none
	Think    *ThinkStatus  `json:"think"`    // that search, or the last one
	Thinks   []ThinkStatus `json:"thinks"`   // the last searches that finished
	Hint     *HintStatus   `json:"hint"`     // the hint, when the person acts (solo, hotseat)
	GC       uint64        `json:"gc"`       // the page's Go garbage collections so far
	HeapMB   float64       `json:"heapMB"`   // the heap live after the last one
	Updates  int64         `json:"updates"`  // the client's Updates so far
	Sleeps   int64         `json:"sleeps"`   // idle waits of its loop begun so far
	Asleep   bool          `json:"asleep"`   // its loop waits now
	Glides   []Glide       `json:"glides"`   // the table's pieces in motion, as last drawn
	Moving   bool          `json:"moving"`   // a piece moves on the table
	Ending   bool          `json:"ending"`   // the table shows the end of the match

	Invite    string  `json:"invite"`
	Answer    string  `json:"answer"`
	Clipboard string  `json:"clipboard"`
	Note      string  `json:"note"`
	Online    *Online `json:"online"`
}

// Glide mirrors game.GlideStatus: a piece in motion, CSS px, and how far
// it has gone (0 to 1).
type Glide struct {
	ID       string  `json:"id"`
	X        float64 `json:"x"`
	Y        float64 `json:"y"`
	W        float64 `json:"w"`
	H        float64 `json:"h"`
	Progress float64 `json:"progress"`
}

// ThinkStatus mirrors game.ThinkStatus.
type ThinkStatus struct {
	Seat     int     `json:"seat"`
	Step     int     `json:"step"`
	Done     int     `json:"done"`
	Total    int     `json:"total"`
	Finished bool    `json:"finished"`
	Ms       float64 `json:"ms"`
	SliceMs  float64 `json:"sliceMs"`
	Slices   int     `json:"slices"`
	Farmed   bool    `json:"farmed"`
	FarmErr  string  `json:"farmErr"`
	StartMs  float64 `json:"startMs"`
}

// HintStatus mirrors game.HintStatus.
type HintStatus struct {
	Seat     int      `json:"seat"`
	Offered  bool     `json:"offered"`
	Thinking bool     `json:"thinking"`
	Done     int      `json:"done"`
	Total    int      `json:"total"`
	Move     string   `json:"move"`
	Reason   string   `json:"reason"`
	Line     string   `json:"line"`
	Targets  []string `json:"targets"`
}

// Online mirrors game.OnlineStatus.
type Online struct {
	Match     string   `json:"match"`
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

type Target struct {
	ID      string  `json:"id"`
	X       float64 `json:"x"`
	Y       float64 `json:"y"`
	W       float64 `json:"w"`
	H       float64 `json:"h"`
	Enabled bool    `json:"enabled"`
	Hint    bool    `json:"hint"` // marked as a target of the hint's move
}

func (t Target) centre() (float64, float64) { return t.X + t.W/2, t.Y + t.H/2 }

// repoRoot is the module root: the directory above the working directory
// that holds go.mod ('go test' runs in e2e/, and so does build.sh).
func repoRoot(t testing.TB) string {
	t.Helper()
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

// staticDir is static/, which must hold a built site.
func staticDir(t testing.TB) string {
	t.Helper()
	dir := filepath.Join(repoRoot(t), "static")
	for _, f := range []string{"index.html", "galleria.wasm", "galleria-net.wasm", "wasm_exec.js", "build.json"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Fatalf("static/%s is missing: run ./build.sh build first (%v)", f, err)
		}
	}
	return dir
}

// artifactsDir is artifacts/ at the module root (git-ignored), created.
func artifactsDir(t testing.TB) string {
	t.Helper()
	dir := filepath.Join(repoRoot(t), "artifacts")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// ---------------------------------------------------------------- server

var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".json":        "application/json",
	".wasm":        "application/wasm",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".ico":         "image/x-icon",
	".webmanifest": "application/manifest+json",
}

// site serves a directory under subPath, with explicit content types and the
// precompressed .br/.gz siblings when the browser accepts them. It notes
// every request outside subPath (an absolute URL in the page) and which
// encoding each file was sent with.
type site struct {
	dir string

	mu      sync.Mutex
	outside []string
	sent    map[string]string // file → content encoding of its last response
}

func (s *site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == strings.TrimSuffix(subPath, "/") {
		http.Redirect(w, r, subPath, http.StatusMovedPermanently)
		return
	}
	rest, ok := strings.CutPrefix(r.URL.Path, subPath)
	if !ok {
		s.mu.Lock()
		s.outside = append(s.outside, r.URL.Path)
		s.mu.Unlock()
		http.NotFound(w, r)
		return
	}
	name := strings.TrimPrefix(path.Clean("/"+rest), "/")
	if name == "" || strings.HasSuffix(rest, "/") {
		name = path.Join(name, "index.html")
	}
	file := filepath.Join(s.dir, filepath.FromSlash(name))
	info, err := os.Stat(file)
	if err != nil || info.IsDir() {
		http.NotFound(w, r)
		return
	}
	ct, ok := contentTypes[path.Ext(name)]
	if !ok {
		ct = "application/octet-stream"
	}
	h := w.Header()
	h.Set("Content-Type", ct)
	h.Set("Cache-Control", "no-cache")
	enc := ""
	for _, e := range []struct{ token, suffix string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if _, err := os.Stat(file + e.suffix); err != nil {
			continue
		}
		h.Set("Vary", "Accept-Encoding")
		if acceptsEncoding(r.Header.Get("Accept-Encoding"), e.token) {
			enc, file = e.token, file+e.suffix
			h.Set("Content-Encoding", enc)
			break
		}
	}
	f, err := os.Open(file)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	s.mu.Lock()
	if s.sent == nil {
		s.sent = map[string]string{}
	}
	s.sent[name] = enc
	s.mu.Unlock()
	http.ServeContent(w, r, name, fi.ModTime(), f)
}

func acceptsEncoding(header, token string) bool {
	for _, part := range strings.Split(header, ",") {
		tok, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(tok), token) {
			continue
		}
		params = strings.ReplaceAll(params, " ", "")
		return params != "q=0" && params != "q=0.0" && params != "q=0.00" && params != "q=0.000"
	}
	return false
}

func (s *site) encoding(name string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if e := s.sent[name]; e != "" {
		return e
	}
	return "identity"
}

// check fails the test if the page asked for anything outside subPath
// (a favicon request of the browser's own is tolerated).
func (s *site) check(t testing.TB) {
	t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, p := range s.outside {
		if p != "/favicon.ico" {
			t.Errorf("the page requested %s, outside %s: every URL must be relative", p, subPath)
		}
	}
}

// serve starts the site on an ephemeral loopback port and returns the URL of
// subPath.
func serve(t testing.TB) (*site, string) {
	t.Helper()
	s := &site{dir: staticDir(t)}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return s, "http://" + ln.Addr().String() + subPath
}

// ---------------------------------------------------------------- browser

// browser starts a headless Chromium with a fresh profile and returns a tab
// context. The flags keep it quiet on the network (no background fetches,
// updates, sync or QUIC); build.sh runs it where only loopback exists anyway.
// WebGL 2, which Ebitengine needs, runs on SwiftShader (on the CPU).
func browser(t testing.TB, parent context.Context, name string, extra ...chromedp.ExecAllocatorOption) (context.Context, context.CancelFunc) {
	t.Helper()
	if _, err := os.Stat(chromium); err != nil {
		t.Fatalf("%s is missing: install Debian's chromium package (./build.sh test does, as root)", chromium)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-default-browser-check", true),
		chromedp.Flag("disable-default-apps", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-breakpad", true),
		chromedp.Flag("disable-crash-reporter", true),
		chromedp.Flag("disable-domain-reliability", true),
		chromedp.Flag("disable-client-side-phishing-detection", true),
		chromedp.Flag("disable-features", "Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,InterestFeedContentSuggestions"),
		chromedp.Flag("metrics-recording-only", true),
		chromedp.Flag("no-pings", true),
		chromedp.Flag("password-store", "basic"),
		chromedp.Flag("use-mock-keychain", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.Flag("mute-audio", true),
		// WebGL on SwiftShader without a GPU: Chromium falls back to it by
		// itself today, but that fallback is deprecated; this keeps it on.
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.WindowSize(1280, 800),
	}
	opts = append(opts, extra...)
	actx, cancelAlloc := chromedp.NewExecAllocator(parent, opts...)
	logf := func(format string, args ...any) {
		fmt.Printf("%s: chromedp: "+format+"\n", append([]any{name}, args...)...)
	}
	ctx, cancelTab := chromedp.NewContext(actx, chromedp.WithErrorf(logf))
	// Start the browser now, so that a launch failure is reported as such.
	if err := chromedp.Do(ctx); err != nil {
		cancelTab()
		cancelAlloc()
		t.Fatalf("starting %s: %v", chromium, err)
	}
	printConsole(ctx, name)
	return ctx, func() { cancelTab(); cancelAlloc() }
}

// printConsole prints the page's console output and uncaught exceptions
// (Go's stdout and stderr end up on the console), up to a limit.
func printConsole(ctx context.Context, name string) {
	messages := chromedp.Console(ctx)
	go func() {
		const limit = 300
		n := 0
		for m, err := range messages {
			if err != nil {
				return
			}
			if strings.Contains(m.Text, "GL Driver Message") {
				continue // SwiftShader's performance notes
			}
			n++
			switch {
			case n < limit:
				fmt.Printf("%s: console.%s: %s\n", name, m.Type, strings.TrimRight(m.Text, "\n"))
			case n == limit:
				fmt.Printf("%s: (more console output not shown)\n", name)
			}
		}
	}()
}

// ---------------------------------------------------------------- page

// evalString evaluates a JavaScript expression whose value is a string.
func evalString(ctx context.Context, expr string) (string, error) {
	return chromedp.Run(ctx, chromedp.Evaluate[string](expr))
}

// status reads galleria.status(); ok is false while the client has not
// exposed it yet (the page is still loading).
func status(ctx context.Context) (st Status, ok bool, err error) {
	s, err := evalString(ctx, `(typeof galleria === "object" && galleria && typeof galleria.status === "function") ? galleria.status() : ""`)
	if err != nil || s == "" {
		return st, false, err
	}
	if err := json.Unmarshal([]byte(s), &st); err != nil {
		return st, false, fmt.Errorf("galleria.status(): %v: %s", err, s)
	}
	return st, true, nil
}

func targets(ctx context.Context) ([]Target, error) {
	s, err := evalString(ctx, `galleria.targets()`)
	if err != nil {
		return nil, err
	}
	var ts []Target
	if err := json.Unmarshal([]byte(s), &ts); err != nil {
		return nil, fmt.Errorf("galleria.targets(): %v: %s", err, s)
	}
	return ts, nil
}

func plan(ctx context.Context, move string) ([]string, error) {
	arg, _ := json.Marshal(move)
	// plan() returns a JSON string; a plain array is accepted too.
	s, err := evalString(ctx, `(v => typeof v === "string" ? v : JSON.stringify(v))(galleria.plan(`+string(arg)+`))`)
	if err != nil {
		return nil, err
	}
	var ids []string
	if err := json.Unmarshal([]byte(s), &ids); err != nil {
		return nil, fmt.Errorf("galleria.plan(%s): %v: %s", arg, err, s)
	}
	return ids, nil
}

func find(ts []Target, id string) (Target, bool) {
	for _, t := range ts {
		if t.ID == id {
			return t, true
		}
	}
	return Target{}, false
}

// waitFor polls f every 50 ms until it reports done, fails, or the timeout
// passes.
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

// waitReady waits until the client runs and has drawn a frame.
func waitReady(ctx context.Context, timeout time.Duration) (Status, error) {
	var st Status
	err := waitFor(ctx, timeout, "galleria.status() and a first frame", func() (bool, error) {
		s, ok, err := status(ctx)
		if err != nil {
			return false, err
		}
		if failed, _ := evalString(ctx, `(() => { const e = document.getElementById("error"); return e && !e.hidden ? e.innerText : ""; })()`); failed != "" {
			return false, errors.New("the page shows an error: " + failed)
		}
		st = s
		return ok && s.Frames > 0, nil
	})
	return st, err
}

// firstFrame is the time from navigation start to the page's
// "galleria-first-frame" performance mark, in milliseconds.
func firstFrame(ctx context.Context, timeout time.Duration) (float64, error) {
	var ms float64
	err := waitFor(ctx, timeout, `the "galleria-first-frame" mark`, func() (bool, error) {
		v, err := chromedp.Run(ctx, chromedp.Evaluate[float64](
			`(performance.getEntriesByName("galleria-first-frame")[0] || {startTime: -1}).startTime`))
		if err != nil {
			return false, err
		}
		ms = v
		return v >= 0, nil
	})
	return ms, err
}

// frames is Status.Frames (frames the client actually drew: it redraws only
// when something changed), or -1 when unreadable.
func frames(ctx context.Context) int {
	st, ok, err := status(ctx)
	if err != nil || !ok {
		return -1
	}
	return st.Frames
}

// animationFrames waits for n animation frames of the page (at most 2 s).
// Ebitengine reads input once per animation frame, so after a few of them
// an input event has surely been seen by an update, whatever the frame rate.
func animationFrames(ctx context.Context, n int) error {
	_, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`new Promise(done => {
		let n = %d;
		const timer = setTimeout(done, 2000);
		const step = () => (--n <= 0 ? (clearTimeout(timer), done()) : requestAnimationFrame(step));
		requestAnimationFrame(step);
	})`, n), chromedp.EvalAwaitPromise))
	return err
}

// click presses the left mouse button at (x, y) (CSS px), holds it 50 ms
// (and at least three animation frames), and releases it: real input events
// through CDP Input.dispatchMouseEvent.
func click(ctx context.Context, x, y float64) error {
	if err := chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MouseMoved, x, y)); err != nil {
		return err
	}
	if err := chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MousePressed, x, y,
		chromedp.ButtonLeft, buttons(1), chromedp.ClickCount(1))); err != nil {
		return err
	}
	time.Sleep(50 * time.Millisecond)
	if err := animationFrames(ctx, 3); err != nil {
		return err
	}
	if err := chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MouseReleased, x, y,
		chromedp.ButtonLeft, buttons(0), chromedp.ClickCount(1))); err != nil {
		return err
	}
	return animationFrames(ctx, 3)
}

// buttons sets the state of the buttons during a mouse event (1: the left one
// is down).
func buttons(b int64) chromedp.MouseOption {
	return func(p *input.DispatchMouseEventParams) { p.Buttons = b }
}

// clickTarget waits until the target id is present and enabled, then clicks
// its centre.
func clickTarget(ctx context.Context, id string, timeout time.Duration) error {
	var tg Target
	err := waitFor(ctx, timeout, "target "+id, func() (bool, error) {
		ts, err := targets(ctx)
		if err != nil {
			return false, err
		}
		t, ok := find(ts, id)
		tg = t
		return ok && t.Enabled && t.W > 0 && t.H > 0, nil
	})
	if err != nil {
		return err
	}
	x, y := tg.centre()
	return click(ctx, x, y)
}

// screenshot saves the viewport as a PNG.
func screenshot(ctx context.Context, file string) error {
	buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		return err
	}
	return os.WriteFile(file, buf, 0o644)
}

// logStep prints a progress line with the time since start.
func logStep(start time.Time, format string, args ...any) {
	fmt.Printf("[%6.1fs] %s\n", time.Since(start).Seconds(), fmt.Sprintf(format, args...))
}
