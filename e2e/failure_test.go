//go:build e2e

package e2e

import (
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
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// failureTimeout bounds each failure-page test; a failure page shows within
// seconds, the game's menu within loadTimeout after the last retry.
const failureTimeout = 5 * time.Minute

// gate is the test site with a hand on the wasm: it counts every download
// (GET) of a .wasm file, and answers the first downloads of galleria.wasm as
// its plan says (the loader's HEAD requests go to the site as they are) ("503": HTTP 503; "cut": half the file, then the connection
// is dropped); everything else is the harness's site as it is.
type gate struct {
	site *site
	plan []string

	mu   sync.Mutex
	wasm map[string]int // path → requests
}

func (g *gate) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if strings.Contains(r.URL.Path, ".wasm") && r.Method == http.MethodGet {
		g.mu.Lock()
		if g.wasm == nil {
			g.wasm = map[string]int{}
		}
		g.wasm[r.URL.Path]++
		n := g.wasm[r.URL.Path]
		g.mu.Unlock()
		if r.URL.Path == subPath+"galleria.wasm" && n <= len(g.plan) {
			switch g.plan[n-1] {
			case "503":
				w.Header().Set("Cache-Control", "no-store")
				http.Error(w, "busy", http.StatusServiceUnavailable)
				return
			case "cut":
				g.cut(w)
				return
			}
		}
	}
	g.site.ServeHTTP(w, r)
}

// cut sends galleria.wasm uncompressed with its full Content-Length, but
// only the first half of its bytes, then drops the connection: a download
// that breaks off. No validator (ETag, Last-Modified) is sent, so the
// browser cannot resume it with a range request.
func (g *gate) cut(w http.ResponseWriter) {
	data, err := os.ReadFile(filepath.Join(g.site.dir, "galleria.wasm"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/wasm")
	h.Set("Content-Length", fmt.Sprint(len(data)))
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	w.Write(data[:len(data)/2])
	if f, ok := w.(http.Flusher); ok {
		f.Flush()
	}
	// Give the browser time to read the half, so that the break comes
	// mid-body, then drop the connection.
	time.Sleep(300 * time.Millisecond)
	panic(http.ErrAbortHandler)
}

// requests is how many requests asked for a .wasm file whose name is file
// (any path), or for any .wasm file when file is "".
func (g *gate) requests(file string) int {
	g.mu.Lock()
	defer g.mu.Unlock()
	n := 0
	for p, c := range g.wasm {
		if file == "" || path.Base(p) == file {
			n += c
		}
	}
	return n
}

// serveGate starts a gate on static/ (as serve does for the plain site) and
// returns it with the URL of subPath.
func serveGate(t *testing.T, plan ...string) (*gate, string) {
	t.Helper()
	g := &gate{site: &site{dir: staticDir(t)}, plan: plan}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: g, ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return g, "http://" + ln.Addr().String() + subPath
}

// failurePage is what the page's failure box shows, read from the DOM.
type failurePage struct {
	Visible  bool   `json:"visible"`  // #error shown, with a size
	Failure  string `json:"failure"`  // galleriaLoad.failure
	Title    string `json:"title"`    // #error-title
	Message  string `json:"message"`  // #error-message
	Text     string `json:"text"`     // the whole box's innerText
	Detail   string `json:"detail"`   // #error-detail (the closed details block)
	Loaded   int64  `json:"loaded"`   // galleriaLoad.loaded
	Total    int64  `json:"total"`    // galleriaLoad.total
	Attempts int    `json:"attempts"` // galleriaLoad.attempts
	Game     bool   `json:"game"`     // the game's hook (globalThis.galleria) exists
	Retry    struct {
		Visible bool    `json:"visible"` // shown, with a size
		OnTop   bool    `json:"onTop"`   // the element at its centre is the button
		X       float64 `json:"x"`
		Y       float64 `json:"y"`
		W       float64 `json:"w"`
		H       float64 `json:"h"`
	} `json:"retry"`
}

func readFailurePage(ctx context.Context) (failurePage, error) {
	var p failurePage
	s, err := evalString(ctx, `JSON.stringify((() => {
		const $ = (id) => document.getElementById(id);
		const text = (id) => ($(id) ? $(id).innerText : "");
		const box = $("error"), retry = $("error-retry"), load = window.galleriaLoad || {};
		const shown = (e) => {
			if (!e) return false;
			const r = e.getBoundingClientRect();
			return !e.closest("[hidden]") && getComputedStyle(e).display !== "none" && r.width > 0 && r.height > 0;
		};
		const r = retry ? retry.getBoundingClientRect() : { x: 0, y: 0, width: 0, height: 0 };
		return {
			visible: shown(box),
			failure: load.failure || "",
			title: text("error-title"),
			message: text("error-message"),
			text: text("error"),
			detail: $("error-detail") ? $("error-detail").textContent : "",
			loaded: load.loaded || 0,
			total: load.total || 0,
			attempts: load.attempts || 0,
			game: typeof globalThis.galleria === "object",
			retry: {
				visible: shown(retry),
				onTop: !!retry && document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === retry,
				x: r.x, y: r.y, w: r.width, h: r.height,
			},
		};
	})())`)
	if err != nil {
		return p, err
	}
	err = json.Unmarshal([]byte(s), &p)
	return p, err
}

// waitFailure waits until the failure box shows the page kind (and, when
// attempts > 0, after that many downloads).
func waitFailure(ctx context.Context, kind string, attempts int) (failurePage, error) {
	var p failurePage
	err := waitFor(ctx, 60*time.Second, "the "+kind+" failure page", func() (bool, error) {
		var err error
		p, err = readFailurePage(ctx)
		if err != nil {
			return false, err
		}
		return p.Visible && p.Failure == kind && (attempts == 0 || p.Attempts == attempts), nil
	})
	if err != nil {
		return p, fmt.Errorf("%w (last read: %+v)", err, p)
	}
	return p, nil
}

// stubWebGL2 makes every page of tab see a browser whose
// canvas.getContext("webgl2") returns null after the first allow calls
// (counted in window.webgl2Asks).
func stubWebGL2(tab context.Context, allow int) error {
	return chromedp.Do(tab, func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: fmt.Sprintf(`(() => {
			const real = HTMLCanvasElement.prototype.getContext;
			window.webgl2Asks = 0;
			HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
				if (String(type).toLowerCase() === "webgl2" && ++window.webgl2Asks > %d) return null;
				return real.call(this, type, ...rest);
			};
		})()`, allow)})
		return chromedp.Void{}, err
	})
}

// checkWebGLWording checks the no-WebGL-2 page's words: what it means, what
// to try, and no advice to reload (which cannot help) nor a retry button.
func checkWebGLWording(t *testing.T, p failurePage) {
	t.Helper()
	text := p.Text
	for _, want := range []string{
		"cannot draw Galleria",
		"WebGL 2",
		"turned off in its settings, or not available",
		"hardware acceleration",
		"graphics drivers",
		"another browser",
		"Chrome", "Edge", "Firefox",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the WebGL 2 page does not say %q:\n%s", want, text)
		}
	}
	if strings.Contains(strings.ToLower(text), "reload") {
		t.Errorf("the WebGL 2 page advises a reload, which cannot help:\n%s", text)
	}
	if p.Retry.Visible {
		t.Errorf("the WebGL 2 page shows a Try again button")
	}
}

// TestNoWebGL2 opens the game in a browser without WebGL 2 (getContext
// stubbed to return null for "webgl2"): the loader must show the WebGL 2
// page and download no wasm. Then, in a browser whose first WebGL 2 context
// is granted (the loader's check) and every later one refused (the game's),
// the game's own stop must show the same page.
func TestNoWebGL2(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), failureTimeout)
	defer cancel()
	art := artifactsDir(t)

	t.Run("check", func(t *testing.T) {
		g, base := serveGate(t)
		tab, closeTab := browser(t, ctx, "nowebgl")
		defer closeTab()
		if err := stubWebGL2(tab, 0); err != nil {
			t.Fatalf("stubbing getContext: %v", err)
		}
		if err := chromedp.Do(tab, chromedp.Navigate(base)); err != nil {
			t.Fatalf("navigate: %v", err)
		}
		p, err := waitFailure(tab, "webgl", 0)
		if err != nil {
			dumpState(t, tab, filepath.Join(art, "failure.png"))
			t.Fatal(err)
		}
		// Leave time for a download that should not happen to start.
		time.Sleep(time.Second)
		if p, err = readFailurePage(tab); err != nil {
			t.Fatal(err)
		}
		t.Logf("title %q; message %q; detail %q", p.Title, p.Message, p.Detail)
		if err := screenshot(tab, filepath.Join(art, "failure-webgl.png")); err != nil {
			t.Errorf("screenshot: %v", err)
		}
		if !p.Visible || p.Failure != "webgl" {
			t.Errorf("the WebGL 2 page went away: %+v", p)
		}
		checkWebGLWording(t, p)
		if asks, err := chromedp.Run(tab, chromedp.Evaluate[int](`window.webgl2Asks`)); err != nil || asks < 1 {
			t.Errorf("the page asked the stub for WebGL 2 %d times (%v); want at least once", asks, err)
		}
		if n := g.requests(""); n != 0 {
			t.Errorf("the server got %d requests for a .wasm file; want none without WebGL 2", n)
		}
		if p.Attempts != 0 || p.Loaded != 0 || p.Game {
			t.Errorf("galleriaLoad shows a download (attempts %d, loaded %d) or the game runs (%v)", p.Attempts, p.Loaded, p.Game)
		}
		g.site.check(t)
	})

	t.Run("game", func(t *testing.T) {
		g, base := serveGate(t)
		tab, closeTab := browser(t, ctx, "lostwebgl")
		defer closeTab()
		if err := stubWebGL2(tab, 1); err != nil {
			t.Fatalf("stubbing getContext: %v", err)
		}
		if err := chromedp.Do(tab, chromedp.Navigate(base)); err != nil {
			t.Fatalf("navigate: %v", err)
		}
		p, err := waitFailure(tab, "webgl", 0)
		if err != nil {
			dumpState(t, tab, filepath.Join(art, "failure.png"))
			t.Fatal(err)
		}
		t.Logf("title %q; message %q; detail %q", p.Title, p.Message, p.Detail)
		checkWebGLWording(t, p)
		if n := g.requests("galleria.wasm"); n != 1 {
			t.Errorf("the server got %d requests for galleria.wasm; want 1 (the check passed, the game loaded)", n)
		}
		if !strings.Contains(p.Detail, "getContext for webgl2 failed") {
			t.Errorf("the details do not hold the game's own error: %q", p.Detail)
		}
		g.site.check(t)
	})

	// In French: chosen in the game's menu (localStorage "galleria-lang"),
	// or the browser's first language. Both pages say the same things in
	// French, and no English sentence of the page is left.
	for _, c := range []struct{ name, setup string }{
		{"french-choice", `localStorage.setItem("galleria-lang", "fr");`},
		{"french-browser", `localStorage.removeItem("galleria-lang");
			Object.defineProperty(navigator, "languages", { get: () => ["fr-CH", "en"] });`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, base := serveGate(t)
			tab, closeTab := browser(t, ctx, "nowebgl-"+c.name)
			defer closeTab()
			if err := stubWebGL2(tab, 0); err != nil {
				t.Fatalf("stubbing getContext: %v", err)
			}
			if err := chromedp.Do(tab, func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
				_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: c.setup})
				return chromedp.Void{}, err
			}); err != nil {
				t.Fatalf("setting the language: %v", err)
			}
			if err := chromedp.Do(tab, chromedp.Navigate(base)); err != nil {
				t.Fatalf("navigate: %v", err)
			}
			p, err := waitFailure(tab, "webgl", 0)
			if err != nil {
				dumpState(t, tab, filepath.Join(art, "failure-"+c.name+".png"))
				t.Fatal(err)
			}
			if err := screenshot(tab, filepath.Join(art, "failure-webgl-"+c.name+".png")); err != nil {
				t.Errorf("screenshot: %v", err)
			}
			t.Logf("title %q; message %q", p.Title, p.Message)
			for _, want := range []string{
				"Ce navigateur ne peut pas afficher Galleria",
				"WebGL 2",
				"désactivé dans ses réglages, ou indisponible",
				"accélération matérielle",
				"pilotes graphiques",
				"autre navigateur",
				"Chrome", "Edge", "Firefox",
				"À essayer\u00a0:",
			} {
				if !strings.Contains(p.Text, want) {
					t.Errorf("the French WebGL 2 page does not say %q:\n%s", want, p.Text)
				}
			}
			for _, english := range []string{"cannot draw", "What to try", "hardware acceleration", "graphics drivers", "another browser"} {
				if strings.Contains(p.Text, english) {
					t.Errorf("the French WebGL 2 page still says %q:\n%s", english, p.Text)
				}
			}
			if strings.Contains(strings.ToLower(p.Text), "recharg") || p.Retry.Visible {
				t.Errorf("the French WebGL 2 page advises a reload or shows a retry button:\n%s", p.Text)
			}
			if l, err := evalString(tab, `document.documentElement.lang + " " + window.galleriaLoad.lang`); err != nil || l != "fr fr" {
				t.Errorf("page language %q (%v), want \"fr fr\"", l, err)
			}
		})
	}
}

// mbText is the loader's mb(): n bytes in MiB with one decimal, rounded
// half up, as JavaScript's toFixed(1) does on these exact values.
func mbText(n int64) string {
	tenths := (n*10 + 1<<19) >> 20
	return fmt.Sprintf("%d.%d MB", tenths/10, tenths%10)
}

// buildSizes reads the solo build's sizes from static/build.json.
func buildSizes(t *testing.T) (raw, gzip, br int64) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(staticDir(t), "build.json"))
	if err != nil {
		t.Fatal(err)
	}
	var info struct{ Size, Gzip, Br int64 }
	if err := json.Unmarshal(b, &info); err != nil {
		t.Fatalf("build.json: %v", err)
	}
	if info.Size <= 0 {
		t.Fatalf("build.json gives no size: %s", b)
	}
	return info.Size, info.Gzip, info.Br
}

// TestWasmLoadFails makes the first download of galleria.wasm fail with
// HTTP 503 and the second break off half-way: each time the page must name
// the file and its size and say what happened, and its Try again button,
// clicked with the mouse, must download the file again; the third download
// is served whole and the game must reach its menu.
func TestWasmLoadFails(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), failureTimeout)
	defer cancel()
	art := artifactsDir(t)
	raw, gz, br := buildSizes(t)
	g, base := serveGate(t, "503", "cut")
	tab, closeTab := browser(t, ctx, "wasmfail")
	defer closeTab()
	fatal := func(format string, args ...any) {
		t.Helper()
		dumpState(t, tab, filepath.Join(art, "failure.png"))
		t.Fatalf(format, args...)
	}
	if err := chromedp.Do(tab, chromedp.Navigate(base+"?botdelay=30")); err != nil {
		t.Fatalf("navigate: %v", err)
	}

	retry := func(p failurePage) {
		t.Helper()
		if !p.Retry.Visible || !p.Retry.OnTop {
			fatal("the Try again button is not there to click: %+v", p.Retry)
		}
		if err := click(tab, p.Retry.X+p.Retry.W/2, p.Retry.Y+p.Retry.H/2); err != nil {
			fatal("clicking Try again: %v", err)
		}
	}

	// 1: HTTP 503. The encoding the server would use is unknown, so the
	// page gives the raw size and the compressed ones.
	p, err := waitFailure(tab, "download", 1)
	if err != nil {
		fatal("%v", err)
	}
	t.Logf("503: title %q; message %q; detail %q", p.Title, p.Message, p.Detail)
	if err := screenshot(tab, filepath.Join(art, "failure-download.png")); err != nil {
		t.Errorf("screenshot: %v", err)
	}
	want := []string{"galleria.wasm, " + mbText(raw), "HTTP 503"}
	if br > 0 || gz > 0 {
		want = append(want, "compressed")
	}
	for _, n := range []int64{br, gz} {
		if n > 0 {
			want = append(want, strings.TrimSuffix(mbText(n), " MB"))
		}
	}
	for _, w := range want {
		if !strings.Contains(p.Message, w) {
			t.Errorf("the message after a 503 does not say %q: %q", w, p.Message)
		}
	}
	if !strings.Contains(p.Text, "Try again") || !strings.Contains(p.Detail, "503") {
		t.Errorf("the page after a 503 lacks the Try again button or the detail: %q / %q", p.Text, p.Detail)
	}
	if n := g.requests("galleria.wasm"); n != 1 {
		t.Errorf("%d requests for galleria.wasm before any retry; want 1", n)
	}
	retry(p)

	// 2: the body breaks off half-way. The response said it was sent
	// uncompressed, so the size is the raw one.
	p, err = waitFailure(tab, "download", 2)
	if err != nil {
		fatal("%v", err)
	}
	t.Logf("cut: title %q; message %q; detail %q", p.Title, p.Message, p.Detail)
	if err := screenshot(tab, filepath.Join(art, "failure-download-cut.png")); err != nil {
		t.Errorf("screenshot: %v", err)
	}
	for _, w := range []string{"galleria.wasm, " + mbText(raw) + ":", "broke off after", "of " + mbText(raw)} {
		if !strings.Contains(p.Message, w) {
			t.Errorf("the message after a cut download does not say %q: %q", w, p.Message)
		}
	}
	if p.Loaded <= 0 || p.Loaded >= raw {
		t.Errorf("galleriaLoad.loaded = %d after a cut download of %d bytes; want part of it", p.Loaded, raw)
	}
	if n := g.requests("galleria.wasm"); n != 2 {
		t.Errorf("%d requests for galleria.wasm after one retry; want 2", n)
	}
	retry(p)

	// 3: served whole; the game starts.
	st, err := waitReady(tab, loadTimeout)
	if err != nil {
		fatal("after the second Try again: %v", err)
	}
	if st.Scene != "menu" {
		fatal("after Try again the game opened on scene %q, want menu", st.Scene)
	}
	checkLoaded(t, tab)
	if p, err = readFailurePage(tab); err != nil {
		t.Fatal(err)
	}
	if p.Visible || p.Failure != "" || p.Attempts != 3 {
		t.Errorf("after the game started: failure box visible %v, failure %q, attempts %d (want hidden, \"\", 3)", p.Visible, p.Failure, p.Attempts)
	}
	if n := g.requests("galleria.wasm"); n != 3 {
		t.Errorf("%d requests for galleria.wasm in all; want 3", n)
	}
	g.site.check(t)
}
