//go:build e2e

package natlabe2e

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/galleria-games/galleria/netplay/natlab"
)

// The children's environment.
const (
	staticEnv = "GALLERIA_NATLAB_E2E_STATIC" // the site child: the directory to serve
	nameEnv   = "GALLERIA_NATLAB_E2E_NAME"   // the browser child: its name in messages
)

// chromium is Debian's browser; nothing is ever downloaded.
const chromium = "/usr/bin/chromium"

// out writes the children's JSON lines to stdout, one whole line per
// write. Everything else a child says goes to stderr.
var out = struct {
	sync.Mutex
	enc *json.Encoder
}{enc: json.NewEncoder(os.Stdout)}

func say(v any) {
	out.Lock()
	defer out.Unlock()
	_ = out.enc.Encode(v)
}

// ---------------------------------------------------------------- site

var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".json": "application/json",
	".wasm": "application/wasm",
	".svg":  "image/svg+xml",
	".png":  "image/png",
}

// siteChild is the "site" role: it serves the built site
// (GALLERIA_NATLAB_E2E_STATIC) on natlab.ServerIP, on a port of its own
// that it says as {"port":N}, with the precompressed .br/.gz files when the
// browser takes them, until its stdin ends.
func siteChild() error {
	dir := os.Getenv(staticEnv)
	if dir == "" {
		err := fmt.Errorf("%s is not set", staticEnv)
		say(map[string]string{"error": err.Error()})
		return err
	}
	ln, err := net.Listen("tcp4", net.JoinHostPort(natlab.ServerIP, "0"))
	if err != nil {
		say(map[string]string{"error": err.Error()})
		return err
	}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
		if name == "" {
			name = "index.html"
		}
		file := filepath.Join(dir, filepath.FromSlash(name))
		if fi, err := os.Stat(file); err != nil || fi.IsDir() {
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
		accept := r.Header.Get("Accept-Encoding")
		for _, e := range []struct{ token, suffix string }{{"br", ".br"}, {"gzip", ".gz"}} {
			if _, err := os.Stat(file + e.suffix); err != nil {
				continue
			}
			h.Set("Vary", "Accept-Encoding")
			if strings.Contains(accept, e.token) {
				h.Set("Content-Encoding", e.token)
				file += e.suffix
				break
			}
		}
		f, err := os.Open(file)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		defer f.Close()
		fi, _ := f.Stat()
		http.ServeContent(w, r, name, fi.ModTime(), f)
	}), ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	say(map[string]int{"port": ln.Addr().(*net.TCPAddr).Port})
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
	}
	return srv.Close()
}

// ---------------------------------------------------------------- browser

// request is a command of the parent to a browser child; reply is the
// answer, one per request.
type request struct {
	Op      string  `json:"op"` // nav, eval, click, target, frames, shot
	URL     string  `json:"url,omitempty"`
	Expr    string  `json:"expr,omitempty"`
	Await   bool    `json:"await,omitempty"` // eval: the expression is a promise
	ID      string  `json:"id,omitempty"`
	X       float64 `json:"x,omitempty"`
	Y       float64 `json:"y,omitempty"`
	File    string  `json:"file,omitempty"`
	N       int     `json:"n,omitempty"`
	Timeout int     `json:"timeout_ms,omitempty"`
}

type reply struct {
	OK    bool   `json:"ok"`
	S     string `json:"s,omitempty"`
	Error string `json:"error,omitempty"`
}

// recorder keeps every RTCPeerConnection the page makes in
// window.natlabPCs, so that the test can ask the browser itself
// (getStats) which candidate pair each one selected. It changes nothing
// else.
const recorder = `(() => {
	const P = window.RTCPeerConnection;
	if (!P || window.natlabPCs) return;
	window.natlabPCs = [];
	window.RTCPeerConnection = class extends P {
		constructor(...args) { super(...args); window.natlabPCs.push(this); }
	};
})();`

// browserChild is the "browser" role: it runs a headless Chromium in this
// child's namespace (a home of the lab) and carries out the parent's
// requests on its tab, one JSON line each way, until its stdin ends.
func browserChild() error {
	name := os.Getenv(nameEnv)
	profile, err := os.MkdirTemp("", "natlab-chromium-")
	if err != nil {
		say(reply{Error: err.Error()})
		return err
	}
	defer os.RemoveAll(profile)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium),
		chromedp.UserDataDir(profile),
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
		// Host candidates carry their address, not an mDNS name: there is
		// no mDNS responder in the lab.
		chromedp.Flag("disable-features", "Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,InterestFeedContentSuggestions,WebRtcHideLocalIpsWithMdns"),
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
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.WindowSize(1280, 800),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	logf := func(format string, args ...any) {
		fmt.Fprintf(os.Stderr, "%s: chromedp: "+format+"\n", append([]any{name}, args...)...)
	}
	tab, cancelTab := chromedp.NewContext(actx, chromedp.WithErrorf(logf))
	defer cancelTab()
	err = chromedp.Do(tab, func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: recorder})
		return chromedp.Void{}, err
	})
	if err != nil {
		err = fmt.Errorf("starting %s: %w", chromium, err)
		say(reply{Error: err.Error()})
		return err
	}
	go func() {
		n := 0
		for m, err := range chromedp.Console(tab) {
			if err != nil {
				return
			}
			if strings.Contains(m.Text, "GL Driver Message") {
				continue
			}
			if n++; n <= 300 {
				fmt.Fprintf(os.Stderr, "%s: console.%s: %s\n", name, m.Type, strings.TrimRight(m.Text, "\n"))
			}
		}
	}()
	say(reply{OK: true})

	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 64<<10), 4<<20)
	for sc.Scan() {
		var req request
		if err := json.Unmarshal(sc.Bytes(), &req); err != nil {
			say(reply{Error: err.Error()})
			continue
		}
		s, err := serveRequest(tab, req)
		if err != nil {
			say(reply{Error: err.Error()})
			continue
		}
		say(reply{OK: true, S: s})
	}
	return sc.Err()
}

func serveRequest(tab context.Context, req request) (string, error) {
	timeout := time.Duration(req.Timeout) * time.Millisecond
	if timeout <= 0 {
		timeout = 30 * time.Second
	}
	switch req.Op {
	case "nav":
		return "", chromedp.Do(tab, chromedp.Navigate(req.URL))
	case "eval":
		var o []chromedp.EvaluateOption
		if req.Await {
			o = append(o, chromedp.EvalAwaitPromise)
		}
		ctx, cancel := context.WithTimeout(tab, timeout)
		defer cancel()
		return chromedp.Run(ctx, chromedp.Evaluate[string](req.Expr, o...))
	case "click":
		return "", click(tab, req.X, req.Y)
	case "target":
		return "", clickTarget(tab, req.ID, timeout)
	case "frames":
		return "", animationFrames(tab, req.N)
	case "shot":
		buf, err := chromedp.Run(tab, chromedp.CaptureScreenshot())
		if err != nil {
			return "", err
		}
		return "", os.WriteFile(req.File, buf, 0o644)
	}
	return "", fmt.Errorf("unknown request %q", req.Op)
}

// animationFrames waits for n animation frames of the page (at most 2 s):
// Ebitengine reads input once per frame.
func animationFrames(ctx context.Context, n int) error {
	_, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`new Promise(done => {
		let n = %d;
		const timer = setTimeout(done, 2000);
		const step = () => (--n <= 0 ? (clearTimeout(timer), done()) : requestAnimationFrame(step));
		requestAnimationFrame(step);
	})`, n), chromedp.EvalAwaitPromise))
	return err
}

// click presses the left button at (x, y) (CSS px), holds it 50 ms and
// three animation frames, and releases it: real input events
// (Input.dispatchMouseEvent).
func click(ctx context.Context, x, y float64) error {
	down := func(p *input.DispatchMouseEventParams) { p.Buttons = 1 }
	if err := chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MouseMoved, x, y)); err != nil {
		return err
	}
	if err := chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonLeft, down, chromedp.ClickCount(1))); err != nil {
		return err
	}
	time.Sleep(50 * time.Millisecond)
	if err := animationFrames(ctx, 3); err != nil {
		return err
	}
	if err := chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1))); err != nil {
		return err
	}
	return animationFrames(ctx, 3)
}

// clickTarget waits until the page's target id is there and enabled, then
// clicks its centre.
func clickTarget(ctx context.Context, id string, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for {
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`galleria.targets()`))
		if err != nil {
			return err
		}
		var ts []struct {
			ID         string
			X, Y, W, H float64
			Enabled    bool
		}
		if err := json.Unmarshal([]byte(s), &ts); err != nil {
			return fmt.Errorf("galleria.targets(): %v: %s", err, s)
		}
		for _, tg := range ts {
			if tg.ID == id && tg.Enabled && tg.W > 0 && tg.H > 0 {
				return click(ctx, tg.X+tg.W/2, tg.Y+tg.H/2)
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("target %s: not there and enabled after %v", id, timeout)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
