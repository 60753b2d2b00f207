//go:build e2e

package e2e

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// firefoxESR is Debian's Firefox ESR; the tests never download a browser.
const firefoxESR = "/usr/bin/firefox-esr"

// The viewport of TestFirefoxSolo (TestPlay's window) and the screen of
// the Xvfb it starts when there is no display.
const (
	firefoxWidth, firefoxHeight = 1280, 800
	xvfbScreen                  = "1280x1024x24"
)

// Limits of TestFirefoxSolo beyond TestPlay's.
const (
	firefoxTimeout      = 45 * time.Minute // the whole test
	firefoxStartTimeout = 60 * time.Second // Firefox to print its BiDi address
	bidiCommandTimeout  = 60 * time.Second // one BiDi command
	firefoxPress        = 80 * time.Millisecond
	firefoxMoveSettle   = 30 // ms between moving the pointer and pressing
)

// firefoxPrefs are the user.js of the test's fresh profile: no first-run
// or welcome pages, no updates of Firefox, add-ons or system add-ons, no
// telemetry, studies or crash reports, no safe-browsing lists, remote
// settings, captive-portal or connectivity checks, DNS over HTTPS,
// prefetching or other background network services, and what the remote
// agent (WebDriver BiDi) needs. The test runs where only loopback exists
// anyway.
var firefoxPrefs = map[string]any{
	// first run, start page, prompts
	"browser.aboutwelcome.enabled":                     false,
	"browser.shell.checkDefaultBrowser":                false,
	"browser.startup.homepage":                         "about:blank",
	"browser.startup.homepage_override.mstone":         "ignore",
	"browser.startup.page":                             0,
	"startup.homepage_welcome_url":                     "about:blank",
	"startup.homepage_welcome_url.additional":          "",
	"browser.newtabpage.enabled":                       false,
	"browser.tabs.warnOnClose":                         false,
	"browser.sessionstore.resume_from_crash":           false,
	"browser.uitour.enabled":                           false,
	"datareporting.policy.firstRunURL":                 "",
	"dom.disable_beforeunload":                         true,
	"toolkit.startup.max_resumed_crashes":              -1,
	"browser.translations.automaticallyPopup":          false,
	"browser.translations.enable":                      false,
	"extensions.formautofill.addresses.enabled":        false,
	"extensions.formautofill.creditCards.enabled":      false,
	"signon.rememberSignons":                           false,
	"browser.contentblocking.introCount":               99,
	"browser.download.panel.shown":                     true,
	"browser.tabs.firefox-view":                        false,
	"browser.urlbar.suggest.quicksuggest.sponsored":    false,
	"browser.urlbar.suggest.quicksuggest.nonsponsored": false,
	// updates
	"app.update.disabledForTesting":         true,
	"app.update.auto":                       false,
	"app.update.checkInstallTime":           false,
	"extensions.update.enabled":             false,
	"extensions.update.autoUpdateDefault":   false,
	"extensions.getAddons.cache.enabled":    false,
	"extensions.blocklist.enabled":          false,
	"extensions.systemAddon.update.enabled": false,
	"media.gmp-manager.updateEnabled":       false,
	"media.gmp-manager.url":                 "",
	// telemetry, studies, crash reports
	"datareporting.healthreport.uploadEnabled":          false,
	"datareporting.policy.dataSubmissionEnabled":        false,
	"toolkit.telemetry.enabled":                         false,
	"toolkit.telemetry.unified":                         false,
	"toolkit.telemetry.archive.enabled":                 false,
	"toolkit.telemetry.server":                          "",
	"browser.ping-centre.telemetry":                     false,
	"app.normandy.enabled":                              false,
	"messaging-system.rsexperimentloader.enabled":       false,
	"browser.backup.enabled":                            false,
	"browser.backup.scheduled.enabled":                  false,
	"app.shield.optoutstudies.enabled":                  false,
	"browser.discovery.enabled":                         false,
	"browser.crashReports.unsubmittedCheck.autoSubmit2": false,
	"browser.tabs.crashReporting.sendReport":            false,
	// safe browsing, remote settings and other network services
	"browser.safebrowsing.malware.enabled":                       false,
	"browser.safebrowsing.phishing.enabled":                      false,
	"browser.safebrowsing.downloads.enabled":                     false,
	"browser.safebrowsing.downloads.remote.enabled":              false,
	"browser.safebrowsing.blockedURIs.enabled":                   false,
	"browser.safebrowsing.provider.google4.updateURL":            "",
	"browser.safebrowsing.provider.mozilla.updateURL":            "",
	"services.settings.server":                                   "data:,#remote-settings-disabled/v1",
	"security.remote_settings.crlite_filters.enabled":            false,
	"security.remote_settings.intermediates.enabled":             false,
	"security.OCSP.enabled":                                      0,
	"network.captive-portal-service.enabled":                     false,
	"captivedetect.canonicalURL":                                 "",
	"network.connectivity-service.enabled":                       false,
	"network.trr.mode":                                           5,
	"network.dns.disablePrefetch":                                true,
	"network.prefetch-next":                                      false,
	"network.http.speculative-parallel-limit":                    0,
	"browser.region.network.url":                                 "",
	"browser.region.update.enabled":                              false,
	"geo.provider.network.url":                                   "",
	"browser.search.update":                                      false,
	"browser.newtabpage.activity-stream.feeds.system.topstories": false,
	"browser.newtabpage.activity-stream.feeds.topsites":          false,
	"browser.topsites.contile.enabled":                           false,
	"identity.fxaccounts.enabled":                                false,
	"services.sync.engine.addons":                                false,
	"extensions.pocket.enabled":                                  false,
	"privacy.sanitize.sanitizeOnShutdown":                        false,
	// the remote agent: WebDriver BiDi only, its recommended preferences
	"remote.active-protocols":         1,
	"remote.prefs.recommended":        true,
	"remote.log.level":                "Warn",
	"devtools.console.stdout.content": false,
	// a test that runs in the background must not be throttled
	"dom.min_background_timeout_value":                 4,
	"dom.timeout.enable_budget_timer_throttling":       false,
	"widget.windows.window_occlusion_tracking.enabled": false,
}

// userJS renders prefs as a user.js file.
func userJS(prefs map[string]any) (string, error) {
	var b strings.Builder
	for _, name := range slices.Sorted(maps.Keys(prefs)) {
		val, err := json.Marshal(prefs[name])
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&b, "user_pref(%q, %s);\n", name, val)
	}
	return b.String(), nil
}

// display is the X display Firefox runs on: $DISPLAY if set, otherwise an
// Xvfb the test starts (and stops at the end). Headless Firefox has no
// WebGL 2 here, so the test needs a display.
func display(t *testing.T) string {
	t.Helper()
	if d := os.Getenv("DISPLAY"); d != "" {
		return d
	}
	xvfb, err := exec.LookPath("Xvfb")
	if err != nil {
		t.Fatalf("DISPLAY is not set and Xvfb is missing: Firefox needs a display for WebGL 2; install Debian's xvfb package (./build.sh test does, as root)")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	// -displayfd 3: Xvfb picks a free display number and writes it to fd 3
	// (ExtraFiles[0]) once it accepts connections.
	cmd := exec.Command(xvfb, "-displayfd", "3", "-screen", "0", xvfbScreen, "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	var errBuf strings.Builder
	cmd.Stderr = &limitedWriter{w: &errBuf, n: 8192}
	if err := cmd.Start(); err != nil {
		w.Close()
		t.Fatalf("starting Xvfb: %v", err)
	}
	w.Close()
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	t.Cleanup(func() {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM)
		select {
		case <-exited:
		case <-time.After(5 * time.Second):
			syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
			<-exited
		}
	})
	line := make(chan string, 1)
	go func() {
		s, _ := bufio.NewReader(r).ReadString('\n')
		line <- strings.TrimSpace(s)
	}()
	select {
	case n := <-line:
		if n == "" {
			<-exited
			t.Fatalf("Xvfb did not start: %s", errBuf.String())
		}
		return ":" + n
	case <-time.After(30 * time.Second):
		t.Fatalf("Xvfb gave no display number within 30 s: %s", errBuf.String())
	}
	return ""
}

// limitedWriter keeps the first n bytes written to it.
type limitedWriter struct {
	w io.Writer
	n int
}

func (l *limitedWriter) Write(p []byte) (int, error) {
	if l.n > 0 {
		q := p[:min(len(p), l.n)]
		l.n -= len(q)
		l.w.Write(q)
	}
	return len(p), nil
}

var bidiListening = regexp.MustCompile(`WebDriver BiDi listening on (ws://\S+)`)

// firefox starts Firefox ESR on disp with a fresh profile and the remote
// agent on a free loopback port, opens a WebDriver BiDi session and
// returns its first tab, with a viewport of w×h. It stops Firefox at the
// end of the test. The page's console is printed, prefixed with name.
func firefox(t *testing.T, disp, name string, w, h int) *bidiPage {
	t.Helper()
	if _, err := os.Stat(firefoxESR); err != nil {
		t.Fatalf("%s is missing: install Debian's firefox-esr package (./build.sh test does, as root): %v", firefoxESR, err)
	}
	profile := t.TempDir()
	js, err := userJS(firefoxPrefs)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(profile, "user.js"), []byte(js), 0o644); err != nil {
		t.Fatal(err)
	}
	const origin = "http://127.0.0.1"
	cmd := exec.Command(firefoxESR, "-no-remote", "-profile", profile,
		"--remote-debugging-port", "0", "--remote-allow-origins", origin, "about:blank")
	cmd.Env = append(os.Environ(),
		"DISPLAY="+disp,
		"MOZ_CRASHREPORTER_DISABLE=1",
		"MOZ_DISABLE_AUTO_SAFE_MODE=1",
		"XDG_CACHE_HOME="+filepath.Join(profile, "cache"),
		"DBUS_SESSION_BUS_ADDRESS=disabled:",
	)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting %s: %v", firefoxESR, err)
	}
	exited := make(chan struct{})
	var lines atomic.Int64
	addr := make(chan string, 1)
	printLines := func(r io.Reader, watch bool) {
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			l := sc.Text()
			if m := bidiListening.FindStringSubmatch(l); watch && m != nil {
				select {
				case addr <- m[1]:
				default:
				}
			}
			switch n := lines.Add(1); {
			case n < 200:
				fmt.Printf("%s: firefox: %s\n", name, l)
			case n == 200:
				fmt.Printf("%s: firefox: (more output not shown)\n", name)
			}
		}
	}
	go printLines(stdout, false)
	go func() {
		printLines(stderr, true)
		cmd.Wait()
		close(exited)
	}()
	stop := func() {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM)
		select {
		case <-exited:
		case <-time.After(10 * time.Second):
			syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
			<-exited
		}
	}

	var ws string
	select {
	case ws = <-addr:
	case <-exited:
		t.Fatalf("%s exited before its remote agent listened (%v)", firefoxESR, cmd.ProcessState)
	case <-time.After(firefoxStartTimeout):
		stop()
		t.Fatalf("%s printed no \"WebDriver BiDi listening on\" line within %v", firefoxESR, firefoxStartTimeout)
	}

	var logged atomic.Int64
	conn, err := dialBiDi(strings.TrimSuffix(ws, "/")+"/session", origin, func(method string, params json.RawMessage) {
		if method != "log.entryAdded" {
			return
		}
		var e struct {
			Level  string `json:"level"`
			Text   string `json:"text"`
			Type   string `json:"type"`
			Method string `json:"method"`
		}
		if json.Unmarshal(params, &e) != nil {
			return
		}
		kind := e.Method
		if kind == "" {
			kind = e.Type + "." + e.Level
		}
		const limit = 300
		switch n := logged.Add(1); {
		case n < limit:
			fmt.Printf("%s: console.%s: %s\n", name, kind, strings.TrimRight(e.Text, "\n"))
		case n == limit:
			fmt.Printf("%s: (more console output not shown)\n", name)
		}
	})
	if err != nil {
		stop()
		t.Fatalf("connecting to Firefox's WebDriver BiDi at %s: %v", ws, err)
	}
	t.Cleanup(func() {
		// browser.close ends the session and closes every window;
		// Firefox then exits by itself, or stop kills it.
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		conn.call(ctx, "browser.close", nil, nil)
		cancel()
		conn.close()
		select {
		case <-exited:
		case <-time.After(10 * time.Second):
		}
		stop()
	})

	ctx, cancel := context.WithTimeout(context.Background(), bidiCommandTimeout)
	defer cancel()
	version, err := conn.newSession(ctx)
	if err != nil {
		t.Fatalf("WebDriver BiDi session.new: %v", err)
	}
	if err := conn.subscribe(ctx, "log.entryAdded"); err != nil {
		t.Fatalf("WebDriver BiDi: %v", err)
	}
	top, err := conn.topContext(ctx)
	if err != nil {
		t.Fatalf("WebDriver BiDi: %v", err)
	}
	page := &bidiPage{c: conn, context: top, timeout: bidiCommandTimeout}
	if err := page.setViewport(w, h); err != nil {
		t.Fatalf("WebDriver BiDi: %v", err)
	}
	fmt.Printf("%s: %s on display %s, WebDriver BiDi at %s\n", name, version, disp, ws)
	return page
}

// ---------------------------------------------------------------- the page

// The game's hook and the page, read through a bidiPage as harness_test.go
// reads them through chromedp.

// ffStatus reads galleria.status(); ok is false while the client has not
// exposed it yet.
func ffStatus(p *bidiPage) (st Status, ok bool, err error) {
	s, err := p.evalString(`(typeof galleria === "object" && galleria && typeof galleria.status === "function") ? galleria.status() : ""`)
	if err != nil || s == "" {
		return st, false, err
	}
	if err := json.Unmarshal([]byte(s), &st); err != nil {
		return st, false, fmt.Errorf("galleria.status(): %v: %s", err, s)
	}
	return st, true, nil
}

func ffTargets(p *bidiPage) ([]Target, error) {
	s, err := p.evalString(`galleria.targets()`)
	if err != nil {
		return nil, err
	}
	var ts []Target
	if err := json.Unmarshal([]byte(s), &ts); err != nil {
		return nil, fmt.Errorf("galleria.targets(): %v: %s", err, s)
	}
	return ts, nil
}

func ffPlan(p *bidiPage, move string) ([]string, error) {
	// The move is an argument of the call, not spliced into the source.
	s, err := p.callString(`(move) => (v => typeof v === "string" ? v : JSON.stringify(v))(galleria.plan(move))`, move)
	if err != nil {
		return nil, err
	}
	var ids []string
	if err := json.Unmarshal([]byte(s), &ids); err != nil {
		return nil, fmt.Errorf("galleria.plan(%q): %v: %s", move, err, s)
	}
	return ids, nil
}

// ffWaitReady waits until the client runs and has drawn a frame; an error
// the page shows ends the wait.
func ffWaitReady(ctx context.Context, p *bidiPage, timeout time.Duration) (Status, error) {
	var st Status
	err := waitFor(ctx, timeout, "galleria.status() and a first frame", func() (bool, error) {
		s, ok, err := ffStatus(p)
		if err != nil {
			return false, err
		}
		if failed, _ := p.evalString(`(() => { const e = document.getElementById("error"); return e && !e.hidden ? e.innerText : ""; })()`); failed != "" {
			return false, errors.New("the page shows an error: " + failed)
		}
		st = s
		return ok && s.Frames > 0, nil
	})
	return st, err
}

// ffFirstFrame is the time from navigation start to the page's
// "galleria-first-frame" performance mark, in milliseconds.
func ffFirstFrame(ctx context.Context, p *bidiPage, timeout time.Duration) (float64, error) {
	var ms float64
	err := waitFor(ctx, timeout, `the "galleria-first-frame" mark`, func() (bool, error) {
		v, err := p.evalNumber(`(performance.getEntriesByName("galleria-first-frame")[0] || {startTime: -1}).startTime`)
		ms = v
		return err == nil && v >= 0, err
	})
	return ms, err
}

// ffAnimationFrames waits for n animation frames of the page (at most 2 s).
func ffAnimationFrames(p *bidiPage, n int) error {
	_, err := p.evaluate(fmt.Sprintf(`new Promise(done => {
		let n = %d;
		const timer = setTimeout(done, 2000);
		const step = () => (--n <= 0 ? (clearTimeout(timer), done()) : requestAnimationFrame(step));
		requestAnimationFrame(step);
	})`, n))
	return err
}

// ffClick moves the mouse to (x, y) (CSS px, rounded), pauses, presses
// the left button, holds it 80 ms and at least three animation frames, and
// releases it: real input events through BiDi input.performActions.
func ffClick(p *bidiPage, x, y float64) error {
	xi, yi := int(math.Round(x)), int(math.Round(y))
	err := p.pointer(
		map[string]any{"type": "pointerMove", "x": xi, "y": yi, "origin": "viewport"},
		map[string]any{"type": "pause", "duration": firefoxMoveSettle},
		map[string]any{"type": "pointerDown", "button": 0},
	)
	if err != nil {
		return err
	}
	time.Sleep(firefoxPress)
	if err := ffAnimationFrames(p, 3); err != nil {
		return err
	}
	if err := ffWholeUpdate(p, "a press"); err != nil {
		return err
	}
	if err := p.pointer(map[string]any{"type": "pointerUp", "button": 0}); err != nil {
		return err
	}
	if err := ffAnimationFrames(p, 3); err != nil {
		return err
	}
	return ffWholeUpdate(p, "a release")
}

// ffWholeUpdate waits until the page's loop has started two updates from
// now (the hook's count), so that one whole update saw the pointer as it is
// now: an update that takes longer than the press (the end of a game, on a
// loaded machine) would otherwise see the press and its release together,
// and no click (as e2e's quickClick).
func ffWholeUpdate(p *bidiPage, after string) error {
	st, ok, err := ffStatus(p)
	if err != nil || !ok {
		return fmt.Errorf("galleria.status() after %s: ok=%v err=%v", after, ok, err)
	}
	deadline := time.Now().Add(clickTimeout)
	for {
		now, ok, err := ffStatus(p)
		if err != nil || !ok {
			return fmt.Errorf("galleria.status() after %s: ok=%v err=%v", after, ok, err)
		}
		if now.Updates >= st.Updates+2 {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("two updates of the page after %s: timed out after %v", after, clickTimeout)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// ffClickTarget waits until the target id is present and enabled, then
// clicks its centre.
func ffClickTarget(ctx context.Context, p *bidiPage, id string, timeout time.Duration) error {
	var tg Target
	err := waitFor(ctx, timeout, "target "+id, func() (bool, error) {
		ts, err := ffTargets(p)
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
	return ffClick(p, x, y)
}

// ffSettled reports whether the status stays as st for d with no bot
// thinking meanwhile (settled, through BiDi).
func ffSettled(p *bidiPage, st Status, d time.Duration) (bool, error) {
	end := time.Now().Add(d)
	for time.Now().Before(end) {
		now, ok, err := ffStatus(p)
		if err != nil || !ok {
			return false, err
		}
		if changed(st, now) || now.Thinking >= 0 {
			return false, nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return true, nil
}

// ---------------------------------------------------------------- the test

// TestFirefoxSolo plays TestPlay's game in Firefox ESR: a whole Mall World
// game, seat 0 the person (this test, clicking), seats 1–3 bots of the
// setup's default level, in Debian's Firefox ESR on an X display (an Xvfb
// it starts when DISPLAY is unset; headless Firefox has no WebGL 2 here),
// driven over WebDriver BiDi. Each of the person's moves is one of the
// legal moves, drawn with a seeded generator (GALLERIA_E2E_SEED, default
// 1), made by clicking the targets galleria.plan(move) names. It checks
// that the loader read all of galleria.wasm, prints the time to the first
// frame as a "measure:" line, reloads the page mid-game (it must resume at
// the same step), and saves artifacts/firefox-midgame.png and
// artifacts/firefox-results.png. Without firefox-esr it fails:
// ./build.sh test installs it.
func TestFirefoxSolo(t *testing.T) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), firefoxTimeout)
	defer cancel()
	if _, err := os.Stat(firefoxESR); err != nil {
		t.Fatalf("%s is missing: install Debian's firefox-esr package (./build.sh test does, as root): %v", firefoxESR, err)
	}
	srv, base := serve(t)
	art := artifactsDir(t)
	disp := display(t)
	p := firefox(t, disp, "firefox", firefoxWidth, firefoxHeight)
	fatal := func(format string, args ...any) {
		t.Helper()
		msg := fmt.Sprintf(format, args...)
		file := filepath.Join(art, "firefox-failure.png")
		if err := p.screenshot(file); err == nil {
			t.Logf("screenshot: %s", file)
		}
		if s, err := p.evalString(`typeof galleria === "object" ? galleria.status() : "(no galleria)"`); err == nil {
			t.Logf("status: %s", s)
		}
		if s, err := p.evalString(`typeof galleria === "object" ? galleria.targets() : "(no galleria)"`); err == nil {
			t.Logf("targets: %s", s)
		}
		t.Fatalf("%s", msg)
	}

	seed := moveSeed(t)
	rng := rand.New(rand.NewPCG(seed, 0x9a11e41a))

	url := base + "?ice=none&botdelay=30&motion=off"
	logStep(start, "firefox: open %s (move seed %d)", url, seed)
	if err := p.navigate(url); err != nil {
		fatal("navigate: %v", err)
	}
	st, err := ffWaitReady(ctx, p, loadTimeout)
	if err != nil {
		fatal("%v", err)
	}
	ff, err := ffFirstFrame(ctx, p, 10*time.Second)
	if err != nil {
		fatal("%v", err)
	}
	measure("firefox first frame %.0f ms after navigation start (fresh profile; galleria.wasm sent as %s)", ff, srv.encoding("galleria.wasm"))
	if loaded, err := p.evalString(`JSON.stringify(window.galleriaLoad || null)`); err != nil {
		t.Errorf("reading galleriaLoad: %v", err)
	} else {
		var l struct {
			Loaded, Total int64
			Done          bool
		}
		if err := json.Unmarshal([]byte(loaded), &l); err != nil {
			t.Errorf("galleriaLoad = %s: %v", loaded, err)
		} else if !l.Done || l.Total <= 0 || l.Loaded != l.Total {
			t.Errorf("the loader read %d bytes of galleria.wasm (done %v); build.json says %d", l.Loaded, l.Done, l.Total)
		}
	}
	if st.Scene != "menu" {
		fatal("a fresh profile opens on scene %q, want menu", st.Scene)
	}
	for _, id := range []string{"menu:mallworld", "setup:start"} {
		if err := ffClickTarget(ctx, p, id, clickTimeout); err != nil {
			fatal("%v", err)
		}
		logStep(start, "clicked %s", id)
	}

	var (
		moves, clicks int
		reloaded      bool
		lastStep      = -1
		lastChange    = time.Now()
		lastLog       time.Time
	)
	for {
		if ctx.Err() != nil {
			fatal("the game did not end within %v (step %d)", firefoxTimeout, lastStep)
		}
		st, ok, err := ffStatus(p)
		if err != nil || !ok {
			fatal("galleria.status(): ok=%v err=%v", ok, err)
		}
		if st.Step != lastStep {
			lastStep, lastChange = st.Step, time.Now()
		} else if time.Since(lastChange) > stallTimeout {
			fatal("no step for %v (scene %s, step %d, seat %d, legal %q)", stallTimeout, st.Scene, st.Step, st.Seat, st.Legal)
		}
		if time.Since(lastLog) > 10*time.Second {
			logStep(start, "scene %s, step %d, seat %d, %d legal moves; %d moves and %d clicks so far",
				st.Scene, st.Step, st.Seat, len(st.Legal), moves, clicks)
			lastLog = time.Now()
		}
		if st.Scene == "results" {
			break
		}

		ts, err := ffTargets(p)
		if err != nil {
			fatal("galleria.targets(): %v", err)
		}
		if id := firstEnabled(ts, "scoring:ok", "handoff:ready"); id != "" {
			if err := ffClickTarget(ctx, p, id, clickTimeout); err != nil {
				fatal("%v", err)
			}
			clicks++
			logStep(start, "step %d: clicked %s", st.Step, id)
			err := waitFor(ctx, clickTimeout, id+" to go", func() (bool, error) {
				ts, err := ffTargets(p)
				return firstEnabled(ts, id) == "", err
			})
			if err != nil {
				fatal("%v", err)
			}
			continue
		}

		if st.Scene != "table" || st.Seat < 0 || len(st.Legal) == 0 {
			time.Sleep(50 * time.Millisecond)
			continue
		}

		if !reloaded && st.Step >= reloadStep {
			// As in TestPlay: reload while the table waits on the person
			// only, so the saved step cannot move under us.
			stable, err := ffSettled(p, st, 500*time.Millisecond)
			if err != nil {
				fatal("%v", err)
			}
			if !stable {
				continue
			}
			if err := p.screenshot(filepath.Join(art, "firefox-midgame.png")); err != nil {
				fatal("screenshot: %v", err)
			}
			logStep(start, "step %d: saved artifacts/firefox-midgame.png; reloading", st.Step)
			if err := p.reload(); err != nil {
				fatal("reload: %v", err)
			}
			after, err := ffWaitReady(ctx, p, loadTimeout)
			if err != nil {
				fatal("after the reload: %v", err)
			}
			ff, err := ffFirstFrame(ctx, p, 10*time.Second)
			if err != nil {
				fatal("after the reload: %v", err)
			}
			if after.Scene != "table" || after.Step != st.Step {
				fatal("after the reload: scene %q step %d, want scene table step %d", after.Scene, after.Step, st.Step)
			}
			logStep(start, "reloaded: scene %s, step %d, first frame %.0f ms after navigation start", after.Scene, after.Step, ff)
			reloaded = true
			continue
		}

		move := st.Legal[rng.IntN(len(st.Legal))]
		ids, err := ffPlan(p, move)
		if err != nil {
			fatal("%v", err)
		}
		if len(ids) == 0 {
			fatal("step %d: galleria.plan(%q) is empty for a legal move", st.Step, move)
		}
		for _, id := range ids {
			if err := ffClickTarget(ctx, p, id, clickTimeout); err != nil {
				fatal("step %d, move %q (plan %q): %v", st.Step, move, ids, err)
			}
			clicks++
		}
		moves++
		if moves%10 == 1 {
			logStep(start, "step %d: seat %d plays %q: clicked %s", st.Step, st.Seat, move, strings.Join(ids, ", "))
		}
		err = waitFor(ctx, moveTimeout, fmt.Sprintf("the move %q to be taken", move), func() (bool, error) {
			now, ok, err := ffStatus(p)
			return ok && changed(st, now), err
		})
		if err != nil {
			fatal("step %d: %v", st.Step, err)
		}
	}

	st, _, err = ffStatus(p)
	if err != nil {
		fatal("%v", err)
	}
	logStep(start, "results after %d steps: winners %q (%d human moves, %d clicks)", st.Step, st.Winners, moves, clicks)
	if !reloaded {
		t.Errorf("the game ended at step %d, before the reload check at step %d", st.Step, reloadStep)
	}
	if moves == 0 {
		t.Errorf("the game ended without a move of the person")
	}
	if len(st.Winners) == 0 {
		t.Errorf("the results scene names no winner")
	}
	ffAnimationFrames(p, 5)
	if err := p.screenshot(filepath.Join(art, "firefox-results.png")); err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	logStep(start, "saved artifacts/firefox-results.png")

	if err := ffClickTarget(ctx, p, "results:menu", clickTimeout); err != nil {
		fatal("%v", err)
	}
	err = waitFor(ctx, 10*time.Second, "the menu after results:menu", func() (bool, error) {
		s, ok, err := ffStatus(p)
		return ok && s.Scene == "menu", err
	})
	if err != nil {
		fatal("%v", err)
	}
	logStep(start, "back to the menu")
	srv.check(t)
}
