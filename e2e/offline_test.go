//go:build e2e

package e2e

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestOffline plays, offline, to step offlineStep at least, and at least
// offlineMoves of the person's moves (the person's first decision in Mall
// World comes after the bots' first moves, past step 20 already).
const (
	offlineStep  = 20
	offlineMoves = 10
)

// buildInfo is what build.json says for the service worker.
type buildInfo struct {
	Version string            `json:"version"`
	Offline []string          `json:"offline"`
	SHA256  map[string]string `json:"sha256"`
}

// offlineSet is the files the worker must cache for offline play.
var offlineSet = []string{"index.html", "loader.js", "wasm_exec.js", "galleria.wasm", "build.json",
	"offline.js", "manifest.webmanifest", "icon.svg", "icon-192.png", "icon-512.png"}

// readBuildInfo reads build.json in dir and checks it against the files:
// each SHA-256, the offline set, and the version, which is the first 16 hex
// digits of the SHA-256 of the lines "HASH  NAME" (sha256sum's) of every
// hashed file, sorted by name.
func readBuildInfo(t *testing.T, dir string) buildInfo {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "build.json"))
	if err != nil {
		t.Fatal(err)
	}
	var info buildInfo
	if err := json.Unmarshal(b, &info); err != nil {
		t.Fatalf("build.json: %v", err)
	}
	for _, f := range offlineSet {
		if !slices.Contains(info.Offline, f) {
			t.Fatalf("build.json's offline set %q lacks %s: rebuild with ./build.sh build", info.Offline, f)
		}
	}
	sums := map[string]string{}
	for name := range info.SHA256 {
		sum, err := fileSHA256(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		sums[name] = sum
		if sum != info.SHA256[name] {
			t.Fatalf("build.json gives %s the SHA-256 %s, the file has %s: rebuild with ./build.sh build", name, info.SHA256[name], sum)
		}
	}
	for _, f := range info.Offline {
		if _, ok := sums[f]; !ok && f != "build.json" {
			t.Fatalf("build.json has no SHA-256 for %s of its offline set", f)
		}
	}
	if v := versionOf(sums); v != info.Version {
		t.Fatalf("build.json's version is %q, its hashes give %q", info.Version, v)
	}
	return info
}

func fileSHA256(name string) (string, error) {
	f, err := os.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// versionOf is a build's version from its files' hashes (as build.sh makes
// it).
func versionOf(sums map[string]string) string {
	names := make([]string, 0, len(sums))
	for n := range sums {
		names = append(names, n)
	}
	sort.Strings(names)
	h := sha256.New()
	for _, n := range names {
		fmt.Fprintf(h, "%s  %s\n", sums[n], n)
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// served is one response of a loggedSite.
type served struct {
	at     time.Time
	method string
	name   string
	status int
	bytes  int64 // body bytes written (compressed, as sent)
	enc    string
}

// loggedSite is the harness's site with a log of every response, and a
// server that can be stopped and started again at the same address.
type loggedSite struct {
	site *site
	addr string

	mu  sync.Mutex
	log []served
	srv *http.Server
}

type countingWriter struct {
	http.ResponseWriter
	status int
	n      int64
}

func (w *countingWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *countingWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.n += int64(n)
	return n, err
}

func (l *loggedSite) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	cw := &countingWriter{ResponseWriter: w}
	l.mu.Lock()
	s := l.site
	l.mu.Unlock()
	s.ServeHTTP(cw, r)
	l.mu.Lock()
	l.log = append(l.log, served{at: time.Now(), method: r.Method, name: strings.TrimPrefix(r.URL.Path, subPath), status: cw.status,
		bytes: cw.n, enc: cw.Header().Get("Content-Encoding")})
	l.mu.Unlock()
}

// start serves dir at l.addr (a free port the first time).
func (l *loggedSite) start(t *testing.T, dir string) {
	t.Helper()
	l.mu.Lock()
	l.site = &site{dir: dir}
	l.mu.Unlock()
	addr := l.addr
	if addr == "" {
		addr = "127.0.0.1:0"
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatalf("listen on %s: %v", addr, err)
	}
	l.addr = ln.Addr().String()
	srv := &http.Server{Handler: l, ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	l.srv = srv
	t.Cleanup(func() { srv.Close() })
}

// stop closes the listener and every connection.
func (l *loggedSite) stop(t *testing.T) {
	t.Helper()
	if err := l.srv.Close(); err != nil {
		t.Fatalf("stopping the server: %v", err)
	}
	if c, err := net.DialTimeout("tcp", l.addr, time.Second); err == nil {
		c.Close()
		t.Fatalf("the server at %s still answers after it was stopped", l.addr)
	}
}

func (l *loggedSite) entries() []served {
	l.mu.Lock()
	defer l.mu.Unlock()
	return slices.Clone(l.log)
}

// offlineState mirrors the page's window.galleriaOffline (offline.js).
type offlineState struct {
	Supported  bool   `json:"supported"`
	Registered bool   `json:"registered"`
	Controlled bool   `json:"controlled"`
	Current    string `json:"current"`
	Ready      string `json:"ready"`
	Page       string `json:"page"`
	Banner     bool   `json:"banner"`
	Error      string `json:"error"`
}

func readOffline(ctx context.Context) (offlineState, error) {
	var o offlineState
	s, err := evalString(ctx, `JSON.stringify(window.galleriaOffline || null)`)
	if err != nil {
		return o, err
	}
	if s == "null" {
		return o, fmt.Errorf("the page has no galleriaOffline (offline.js not loaded)")
	}
	return o, json.Unmarshal([]byte(s), &o)
}

// pageCaches lists the page's CacheStorage: each cache's name and the file
// names in it (relative to the site).
func pageCaches(ctx context.Context) (map[string][]string, error) {
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(async () => {
		const out = {};
		for (const name of await caches.keys()) {
			const c = await caches.open(name);
			out[name] = (await c.keys()).map(r => new URL(r.url).pathname.replace(/^.*\//, ""));
		}
		return JSON.stringify(out);
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		return nil, err
	}
	m := map[string][]string{}
	return m, json.Unmarshal([]byte(s), &m)
}

// pageBuildVersion is the version in build.json as the page fetches it now
// (through the service worker).
func pageBuildVersion(ctx context.Context) (string, error) {
	return chromedp.Run(ctx, chromedp.Evaluate[string](
		`fetch("build.json", {cache: "no-cache"}).then(r => r.json()).then(j => String(j.version))`, chromedp.EvalAwaitPromise))
}

// TestOffline loads the site once (solo), waits until the service worker
// controls the page and has cached the build, stops the server, reloads,
// and plays a solo Mall World game by clicks to step 20 or later; then
// serves a new build at the same address, reloads (the worker's update
// check), and expects the update banner; clicking its Reload must bring
// the new build, with the game at the same step.
func TestOffline(t *testing.T) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	dir := staticDir(t)
	info := readBuildInfo(t, dir)
	if slices.Contains(info.Offline, "galleria-net.wasm") {
		t.Errorf("the offline set holds galleria-net.wasm: online play is not meant to be cached up front")
	}
	if _, ok := info.SHA256["galleria-net.wasm"]; !ok {
		t.Errorf("build.json gives no SHA-256 for galleria-net.wasm: the worker cannot check it")
	}
	logStep(start, "build %s: offline set %q", info.Version, info.Offline)

	srv := &loggedSite{}
	srv.start(t, dir)
	base := "http://" + srv.addr + subPath
	tab, closeTab := browser(t, ctx, "offline", smallWindow()...)
	defer closeTab()
	art := artifactsDir(t)
	fatal := func(format string, args ...any) {
		t.Helper()
		msg := fmt.Sprintf(format, args...)
		dumpState(t, tab, filepath.Join(art, "offline-failure.png"))
		if o, err := readOffline(tab); err == nil {
			t.Logf("galleriaOffline: %+v", o)
		}
		t.Fatalf("%s", msg)
	}

	// First visit: from the network.
	url := base + "?ice=none&botdelay=30&motion=off"
	if err := chromedp.Do(tab, chromedp.Navigate(url)); err != nil {
		t.Fatalf("navigate: %v", err)
	}
	if _, err := waitReady(tab, loadTimeout); err != nil {
		fatal("%v", err)
	}
	ff, err := firstFrame(tab, 10*time.Second)
	if err != nil {
		fatal("%v", err)
	}
	logStep(start, "first visit: first frame %.0f ms after navigation start", ff)
	checkLoaded(t, tab)
	var off offlineState
	err = waitFor(tab, 2*time.Minute, "the service worker to control the page with the build cached", func() (bool, error) {
		o, err := readOffline(tab)
		off = o
		if err != nil || o.Error != "" {
			return false, fmt.Errorf("%v %s", err, o.Error)
		}
		return o.Controlled && o.Current == info.Version, nil
	})
	if err != nil {
		fatal("%v (galleriaOffline %+v)", err, off)
	}
	logStep(start, "the service worker controls the page; current build %s", off.Current)
	cs, err := pageCaches(tab)
	if err != nil {
		fatal("reading the page's caches: %v", err)
	}
	var builds []string
	for name, files := range cs {
		if !strings.Contains(name, " build ") {
			continue
		}
		builds = append(builds, name)
		for _, f := range info.Offline {
			if !slices.Contains(files, f) {
				t.Errorf("cache %q lacks %s (has %q)", name, f, files)
			}
		}
	}
	if len(builds) != 1 || !strings.HasSuffix(builds[0], " build "+info.Version) {
		t.Errorf("caches %q: want one build cache, of version %s", builds, info.Version)
	}

	// The manifest, as Chromium reads it for installing.
	if m, err := chromedp.Call(tab, page.GetAppManifest, page.GetAppManifestParams{}); err != nil {
		t.Errorf("Page.getAppManifest: %v", err)
	} else {
		if len(m.Errors) > 0 {
			for _, e := range m.Errors {
				t.Errorf("manifest error: %s (line %d)", e.Message, e.Line)
			}
		}
		// CDP names the display mode "kStandalone".
		if m.Manifest == nil || m.Manifest.Name != "Galleria" || !strings.EqualFold(strings.TrimPrefix(m.Manifest.Display, "k"), "standalone") {
			t.Errorf("Page.getAppManifest: %+v", m.Manifest)
		} else {
			var px []string
			for _, ic := range m.Manifest.Icons {
				px = append(px, ic.Sizes)
			}
			if !slices.Contains(px, "192x192") || !slices.Contains(px, "512x512") {
				t.Errorf("the manifest's icons have sizes %q, want 192x192 and 512x512", px)
			}
		}
	}

	// What the first visit cost on the wire, and that the worker did not
	// download the wasm again.
	var pageBytes, swBytes int64
	var pageN, swN, wasmRequests int
	swStarted := false
	for _, e := range srv.entries() {
		if e.name == "sw.js" {
			swStarted = true
		}
		if e.name == "galleria.wasm" && e.method == http.MethodGet { // the loader's HEAD requests carry no body
			wasmRequests++
		}
		if swStarted {
			swBytes += e.bytes
			swN++
		} else {
			pageBytes += e.bytes
			pageN++
		}
		t.Logf("first visit: %s %s %d %d bytes %s", e.method, e.name, e.status, e.bytes, e.enc)
	}
	measure("first visit: the page's load %d requests, %d body bytes; then the service worker (sw.js and its precache) %d requests, %d body bytes",
		pageN, pageBytes, swN, swBytes)
	if wasmRequests != 1 {
		t.Errorf("galleria.wasm was asked for %d times on the first visit, want once (the worker takes it from the HTTP cache)", wasmRequests)
	}
	if !swStarted {
		t.Errorf("the server never sent sw.js")
	}
	srv.site.check(t)

	// Offline.
	srv.stop(t)
	logStep(start, "server stopped; reloading")
	if err := chromedp.Do(tab, chromedp.Reload()); err != nil {
		fatal("reload: %v", err)
	}
	st, err := waitReady(tab, loadTimeout)
	if err != nil {
		fatal("offline reload: %v", err)
	}
	checkLoaded(t, tab)
	if err := waitFor(tab, 30*time.Second, "the offline page's build", func() (bool, error) {
		o, err := readOffline(tab)
		off = o
		return err == nil && o.Page != "", nil
	}); err != nil || off.Page != info.Version {
		fatal("offline: the page's build is %q, want %s (%v)", off.Page, info.Version, err)
	}
	logStep(start, "offline: the page runs build %s from the cache; scene %s", off.Page, st.Scene)
	if st.Scene != "menu" {
		fatal("offline: scene %q, want menu", st.Scene)
	}
	rng := rand.New(rand.NewPCG(moveSeed(t), 0x0ff11e))
	for _, id := range []string{"menu:mallworld", "setup:start"} {
		if err := clickTarget(tab, id, clickTimeout); err != nil {
			fatal("%v", err)
		}
	}
	stop, moves := playSoloTo(t, tab, rng, offlineStep, offlineMoves, fatal)
	logStep(start, "offline: played %d moves by clicks; step %d, waiting on the person", moves, stop.Step)
	if err := screenshot(tab, filepath.Join(art, "offline-play.png")); err != nil {
		fatal("screenshot: %v", err)
	}

	// A new build at the same address: loader.js changed.
	next := newBuild(t, dir, info)
	srv.start(t, next.dir)
	logStep(start, "serving a new build %s at %s; reloading", next.info.Version, srv.addr)
	if err := chromedp.Do(tab, chromedp.Reload()); err != nil {
		fatal("reload: %v", err)
	}
	if _, err := waitReady(tab, loadTimeout); err != nil {
		fatal("reload with the new build served: %v", err)
	}
	err = waitFor(tab, 2*time.Minute, "the update banner", func() (bool, error) {
		o, err := readOffline(tab)
		off = o
		if err != nil {
			return false, err
		}
		shown, err := evalString(tab, `(() => { const b = document.getElementById("update"); return b ? b.innerText : ""; })()`)
		return o.Banner && o.Ready == next.info.Version && o.Page != "" && strings.Contains(shown, "A new version is ready"), err
	})
	if err != nil {
		fatal("%v (galleriaOffline %+v)", err, off)
	}
	if off.Page != info.Version {
		t.Errorf("before the player accepts, the page runs build %q, want the old %s", off.Page, info.Version)
	}
	if v, err := pageBuildVersion(tab); err != nil || v != info.Version {
		t.Errorf("before the player accepts, the page's build.json says %q (%v), want the old %s", v, err, info.Version)
	}
	after, _, err := status(tab)
	if err != nil || after.Scene != "table" || after.Step != stop.Step {
		t.Errorf("after the reload: scene %q step %d (%v), want table at step %d", after.Scene, after.Step, err, stop.Step)
	}
	animationFrames(tab, 5)
	if err := screenshot(tab, filepath.Join(art, "offline-update.png")); err != nil {
		fatal("screenshot: %v", err)
	}
	logStep(start, "the banner shows (saved artifacts/offline-update.png); clicking Reload")

	// The banner must not block play: a strip at the bottom that covers
	// none of the table's targets.
	var b, r rect
	if err := readRect(tab, "update", &b); err != nil {
		fatal("the banner: %v", err)
	}
	if err := readRect(tab, "update-reload", &r); err != nil {
		fatal("the Reload button: %v", err)
	}
	vh, err := chromedp.Run(tab, chromedp.Evaluate[float64](`window.innerHeight`))
	if err != nil {
		fatal("%v", err)
	}
	if b.Height > 40 || b.Y+b.Height < vh-20 {
		t.Errorf("the banner is %+v in a viewport %.0f px high: want a strip at the bottom", b, vh)
	}
	ts, err := targets(tab)
	if err != nil {
		fatal("galleria.targets(): %v", err)
	}
	for _, tg := range ts {
		if tg.X < b.X+b.Width && b.X < tg.X+tg.W && tg.Y < b.Y+b.Height && b.Y < tg.Y+tg.H {
			t.Errorf("the banner %+v covers the target %s %+v", b, tg.ID, tg)
		}
	}
	x, y := r.X+r.Width/2, r.Y+r.Height/2
	if err := chromedp.Do(tab, chromedp.MouseEvent(chromedp.MouseMoved, x, y)); err != nil {
		fatal("%v", err)
	}
	if err := chromedp.Do(tab, chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonLeft, buttons(1), chromedp.ClickCount(1))); err != nil {
		fatal("%v", err)
	}
	time.Sleep(50 * time.Millisecond)
	if err := chromedp.Do(tab, chromedp.MouseEvent(chromedp.MouseReleased, x, y, chromedp.ButtonLeft, buttons(0), chromedp.ClickCount(1))); err != nil {
		fatal("%v", err)
	}
	err = waitFor(tab, loadTimeout, "the new build to run", func() (bool, error) {
		o, err := readOffline(tab) // fails while the page reloads: not yet
		off = o
		return err == nil && o.Page == next.info.Version, nil
	})
	if err != nil {
		fatal("%v (galleriaOffline %+v)", err, off)
	}
	if _, err := waitReady(tab, loadTimeout); err != nil {
		fatal("after the update: %v", err)
	}
	if v, err := pageBuildVersion(tab); err != nil || v != next.info.Version {
		t.Errorf("after the update the page's build.json says %q (%v), want %s", v, err, next.info.Version)
	}
	marked, err := chromedp.Run(tab, chromedp.Evaluate[bool](
		`fetch("loader.js").then(r => r.text()).then(s => s.includes(`+fmt.Sprintf("%q", next.marker)+`))`, chromedp.EvalAwaitPromise))
	if err != nil || !marked {
		t.Errorf("after the update the page's loader.js is not the new one (%v)", err)
	}
	if off.Banner {
		t.Errorf("after the update the banner still shows")
	}
	cs, err = pageCaches(tab)
	if err != nil {
		fatal("reading the page's caches: %v", err)
	}
	builds = builds[:0]
	for name := range cs {
		if strings.Contains(name, " build ") {
			builds = append(builds, name)
		}
	}
	if len(builds) != 1 || !strings.HasSuffix(builds[0], " build "+next.info.Version) {
		t.Errorf("after the update the caches are %q: want only the new build's", builds)
	}
	now, _, err := status(tab)
	if err != nil || now.Scene != "table" || now.Step != stop.Step {
		t.Errorf("after the update: scene %q step %d (%v), want the game back at step %d", now.Scene, now.Step, err, stop.Step)
	}
	animationFrames(tab, 5)
	if err := screenshot(tab, filepath.Join(art, "offline-updated.png")); err != nil {
		fatal("screenshot: %v", err)
	}
	logStep(start, "updated: the page runs build %s, scene %s at step %d (saved artifacts/offline-updated.png)", off.Page, now.Scene, now.Step)

	// Online play: the worker serves galleria-net.wasm only if it is the
	// one the page's build.json names. First a server whose net build is
	// another (a newer deploy): refused, with words to reload; then the
	// right one: served, and kept with the build.
	stale := staleNet(t, next.dir)
	srv.stop(t)
	srv.start(t, stale)
	const fetchNet = `fetch("galleria-net.wasm").then(async r => JSON.stringify({status: r.status, text: r.status === 200 ? "" : await r.text(), size: r.status === 200 ? (await r.arrayBuffer()).byteLength : 0}))`
	var got struct {
		Status int
		Text   string
		Size   int64
	}
	if s, err := chromedp.Run(tab, chromedp.Evaluate[string](fetchNet, chromedp.EvalAwaitPromise)); err != nil || json.Unmarshal([]byte(s), &got) != nil {
		t.Errorf("fetching galleria-net.wasm from a newer server: %v %s", err, s)
	} else if got.Status != http.StatusServiceUnavailable || !strings.Contains(got.Text, "reload the page") {
		t.Errorf("galleria-net.wasm of another build: status %d %q, want 503 and words to reload", got.Status, got.Text)
	}
	srv.stop(t)
	srv.start(t, next.dir)
	netInfo, err := os.Stat(filepath.Join(next.dir, "galleria-net.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	if s, err := chromedp.Run(tab, chromedp.Evaluate[string](fetchNet, chromedp.EvalAwaitPromise)); err != nil || json.Unmarshal([]byte(s), &got) != nil {
		t.Errorf("fetching galleria-net.wasm: %v %s", err, s)
	} else if got.Status != http.StatusOK || got.Size != netInfo.Size() {
		t.Errorf("galleria-net.wasm of the page's build: status %d, %d bytes (%q), want 200 and %d bytes", got.Status, got.Size, got.Text, netInfo.Size())
	}
	if cs, err = pageCaches(tab); err != nil {
		t.Errorf("reading the page's caches: %v", err)
	}
	for name, files := range cs {
		if strings.HasSuffix(name, " build "+next.info.Version) && !slices.Contains(files, "galleria-net.wasm") {
			t.Errorf("the build's cache does not keep galleria-net.wasm once fetched: %q", files)
		}
	}
	logStep(start, "galleria-net.wasm: refused from a newer server, served (%d bytes) and kept from the page's build", got.Size)
	srv.site.check(t)
}

// rect is a DOMRect, in CSS pixels.
type rect struct{ X, Y, Width, Height float64 }

// readRect reads the bounding rectangle of the element with this id.
func readRect(ctx context.Context, id string, r *rect) error {
	s, err := evalString(ctx, `JSON.stringify(document.getElementById(`+fmt.Sprintf("%q", id)+`).getBoundingClientRect())`)
	if err != nil {
		return err
	}
	if err := json.Unmarshal([]byte(s), r); err != nil {
		return err
	}
	if r.Width <= 0 || r.Height <= 0 {
		return fmt.Errorf("#%s has no size: %s", id, s)
	}
	return nil
}

// playSoloTo plays the person's seat of a Mall World table by clicks (seeded
// legal moves, clicked as galleria.plan names them) until the table waits
// on the person, settled, at step at least step, with at least minMoves
// moves made.
func playSoloTo(t *testing.T, tab context.Context, rng *rand.Rand, step, minMoves int, fatal func(string, ...any)) (Status, int) {
	t.Helper()
	moves := 0
	lastStep, lastChange := -1, time.Now()
	for {
		st, ok, err := status(tab)
		if err != nil || !ok {
			fatal("galleria.status(): ok=%v err=%v", ok, err)
		}
		if st.Step != lastStep {
			lastStep, lastChange = st.Step, time.Now()
		} else if time.Since(lastChange) > stallTimeout {
			fatal("no step for %v (scene %s, step %d)", stallTimeout, st.Scene, st.Step)
		}
		if st.Scene == "results" {
			fatal("the game ended at step %d, before step %d", st.Step, step)
		}
		ts, err := targets(tab)
		if err != nil {
			fatal("galleria.targets(): %v", err)
		}
		if id := firstEnabled(ts, "scoring:ok", "handoff:ready"); id != "" {
			if err := clickTarget(tab, id, clickTimeout); err != nil {
				fatal("%v", err)
			}
			continue
		}
		if st.Scene != "table" || st.Seat < 0 || len(st.Legal) == 0 {
			time.Sleep(50 * time.Millisecond)
			continue
		}
		if st.Step >= step && moves >= minMoves {
			stable, err := settled(tab, st, 500*time.Millisecond)
			if err != nil {
				fatal("%v", err)
			}
			if stable {
				return st, moves
			}
			continue
		}
		move := st.Legal[rng.IntN(len(st.Legal))]
		ids, err := plan(tab, move)
		if err != nil || len(ids) == 0 {
			fatal("step %d: galleria.plan(%q) = %q (%v)", st.Step, move, ids, err)
		}
		for _, id := range ids {
			if err := clickTarget(tab, id, clickTimeout); err != nil {
				fatal("step %d, move %q (plan %q): %v", st.Step, move, ids, err)
			}
		}
		moves++
		err = waitFor(tab, moveTimeout, fmt.Sprintf("the move %q to be taken", move), func() (bool, error) {
			now, ok, err := status(tab)
			return ok && changed(st, now), err
		})
		if err != nil {
			fatal("step %d: %v", st.Step, err)
		}
	}
}

// nextBuild is a copy of the site whose loader.js differs (it ends with
// marker) and whose build.json names the new hashes and version.
type nextBuild struct {
	dir    string
	info   buildInfo
	marker string
}

func newBuild(t *testing.T, dir string, old buildInfo) nextBuild {
	t.Helper()
	next := nextBuild{dir: t.TempDir(), marker: "// e2e TestOffline: the next build"}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if e.Name() == "loader.js" {
			b = append(b, "\n"+next.marker+"\n"...)
		}
		if err := os.WriteFile(filepath.Join(next.dir, e.Name()), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// build.json: every field kept, the hashes and the version new.
	b, err := os.ReadFile(filepath.Join(dir, "build.json"))
	if err != nil {
		t.Fatal(err)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(b, &fields); err != nil {
		t.Fatal(err)
	}
	sums := map[string]string{}
	for name := range old.SHA256 {
		if sums[name], err = fileSHA256(filepath.Join(next.dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	next.info = buildInfo{Version: versionOf(sums), Offline: old.Offline, SHA256: sums}
	if next.info.Version == old.Version {
		t.Fatalf("the new build has the old version %s", old.Version)
	}
	fields["version"], _ = json.Marshal(next.info.Version)
	fields["sha256"], _ = json.Marshal(sums)
	out, err := json.MarshalIndent(fields, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(next.dir, "build.json"), out, 0o644); err != nil {
		t.Fatal(err)
	}
	return next
}

// staleNet is a copy of dir (hard links where possible) whose
// galleria-net.wasm differs from the one its build.json names, as if the
// server had been deployed again, and has no precompressed siblings.
func staleNet(t *testing.T, dir string) string {
	t.Helper()
	out := t.TempDir()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		name := e.Name()
		if !e.Type().IsRegular() || strings.HasPrefix(name, "galleria-net.wasm.") {
			continue
		}
		src, dst := filepath.Join(dir, name), filepath.Join(out, name)
		if name == "galleria-net.wasm" {
			b, err := os.ReadFile(src)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(dst, append(b, 0), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if os.Link(src, dst) == nil {
			continue
		}
		b, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return out
}
