//go:build js && wasm

// Command wasm is the browser main of Galleria (GOOS=js GOARCH=wasm): it
// boots the Ebitengine client of package game inside the page built by
// static/index.html, and holds the browser glue only, never a rule:
//
//   - saves go to localStorage under the key "galleria.save.v1", so that a
//     reload resumes the match at the same step; the player's settings
//     beside it (game.Settings: "galleria-lang", the language chosen in
//     the menu, which the page's failure messages read too;
//     "galleria-guide"; "galleria-finished");
//   - the language follows navigator.languages (game.Options.Languages)
//     until the player chooses one;
//   - the page URL's query parameter ?botdelay=MS sets how long bots wait
//     before moving (Options.BotDelay; 0 or absent: the default 600 ms; the
//     end-to-end tests use a few ms); ?motion=off starts with moves not
//     animated, as when the browser asks for reduced motion (the tests
//     that play whole games and are not about motion);
//   - globalThis.galleria exposes the client to test harnesses and to the
//     browser console: galleria.status() and galleria.targets() return JSON
//     strings (game.Status, []game.Target), galleria.plan(move) returns a
//     JSON string holding the array of target IDs to click, in order, to play
//     that legal move; galleria.texts() returns game.Screen: the screen's
//     size (CSS px) and scale, whether prompts are worded for touch, and
//     every text of the last frame with its box, font size and the panel
//     it must fit in (measured only when asked);
//   - search bots and the Hint think in Web Workers (farm_js.go,
//     static/botworker.js running galleria-bot.wasm from wasm/botworker):
//     one per core but one, at most 4; ?workers=N sets how many, 0 none
//     (the bots then think in the page's slices, as where a browser has
//     no workers);
//   - the game loop rests when the client is idle (game.Options.IdleWait,
//     1 s): listeners on the page wake it (game.App.Wake) on every input
//     event, resize, focus and visibility change;
//   - once the first frame has been drawn, the page's galleriaReady() is
//     called (once): it hides the loader and marks "galleria-first-frame" on
//     the performance timeline;
//   - a replay link in the fragment ("#replay=1…", replay_js.go) opens
//     the replay viewer, at start or when the fragment changes; "Share
//     replay" copies such a link and saves replay files as downloads;
//   - online play, in the net build only (net_js.go, dom_js.go): package
//     game/online with the browser's hooks — the clipboard
//     (navigator.clipboard, with a text box to copy from by hand when it
//     refuses), a text box for pasting (a fixed <textarea id="galleria-ask">
//     with the buttons #galleria-ask-ok and #galleria-ask-cancel, made on
//     demand), the page URL and its fragment (history.replaceState:
//     "#host=<match>" or "#join=<code>", so that a reload resumes), and the
//     online matches' storage, in localStorage under the prefix
//     "galleria.net.".
//
// Two builds share this file. The solo build (static/galleria.wasm,
// nonet_js.go) links no online play (no netplay, no pion): its "Play
// online" button (game.Options.OpenOnline) navigates to ?net=1, for which
// the loader fetches the net build (static/galleria-net.wasm, go build
// -tags galleria_net, net_js.go), which plugs game/online into
// game.Options.Online with the WebRTC transport of package netplay/rtc
// (pion). pion adds about 1.1 MB (brotli) to the download, so only players
// who go online pay for it.
package main

import (
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"runtime/debug"
	"strconv"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/galleria-games/galleria/game"
	"github.com/galleria-games/galleria/game/lang"
)

// saveKey is the localStorage key of the saved match.
const saveKey = "galleria.save.v1"

func main() {
	// The page's Go runs on the page's one thread, so a garbage
	// collection holds up drawing; the search bots allocate much and keep
	// little (a live heap of 10–20 MB), so collect less often than Go's
	// default 100: a few collections per search instead of a dozen.
	// ?gogc=N sets another percentage (measurements).
	gc := 400
	if n, err := strconv.Atoi(query().Get("gogc")); err == nil && n > 0 {
		gc = n
	}
	debug.SetGCPercent(gc)
	opts := game.Options{BotDelay: botDelay(), IdleWait: idleWait, Touch: coarsePointer(), Languages: browserLanguages(),
		ReducedMotion: reducedMotion() || query().Get("motion") == "off", ReplayLink: replayFragment()}
	unlockAudio()
	farm := useWorkers() // bots think in Web Workers (farm_js.go)
	setupNet(&opts)      // online play, or the way to it
	app := game.NewApp(storage{}, opts)
	if farm != nil {
		farm.mu.Lock()
		farm.wake = app.Wake
		farm.mu.Unlock()
	}
	exposeHarness(app)
	wakeOnEvents(app)
	watchReplayLinks(app)
	watchDroppedFiles(app)

	ebiten.SetWindowTitle("Galleria")
	if err := ebiten.RunGame(&shell{App: app}); err != nil {
		showError(lang.F("Galleria stopped: %s", err.Error()))
		logf("galleria: %v", err)
		os.Exit(1)
	}
}

// shell is the App with one addition: it tells the page when the first frame
// has been drawn. Embedding keeps every optional interface of the App
// (LayoutF and any other) visible to Ebitengine.
type shell struct {
	*game.App
	ready bool
}

func (s *shell) Draw(screen *ebiten.Image) {
	s.App.Draw(screen)
	if !s.ready && s.App.Status().Frames > 0 {
		s.ready = true
		if f := js.Global().Get("galleriaReady"); f.Type() == js.TypeFunction {
			f.Invoke()
		}
	}
}

// coarsePointer reports whether the device's main pointer is a finger
// (matchMedia("(pointer: coarse)")): prompts are then worded for touch
// from the first frame.
func coarsePointer() bool {
	mm := js.Global().Get("matchMedia")
	if mm.Type() != js.TypeFunction {
		return false
	}
	q := js.Global().Call("matchMedia", "(pointer: coarse)")
	return q.Type() == js.TypeObject && q.Get("matches").Truthy()
}

// idleWait is the longest the idle client waits without an event
// (game.Options.IdleWait): what follows the clock, such as an online
// match's "waiting for … — N s" line, moves on at least this often.
const idleWait = time.Second

// wakeOnEvents wakes the client's loop from an idle wait (game.App.Wake)
// on every event that can change what it shows: input anywhere on the page
// (Ebitengine's own listeners, on its canvas, record it for the next
// frame), a resize, the page shown again, focus. The listeners capture and
// are passive: they never hold up or change the event.
func wakeOnEvents(app *game.App) {
	wake := js.FuncOf(func(js.Value, []js.Value) any {
		app.Wake()
		return nil
	})
	opts := map[string]any{"capture": true, "passive": true}
	for _, ev := range []string{
		"pointerdown", "pointerup", "pointermove", "pointercancel",
		"mousedown", "mouseup", "mousemove",
		"touchstart", "touchmove", "touchend", "touchcancel",
		"keydown", "keyup", "wheel",
		"resize", "focus", "blur", "pageshow",
	} {
		js.Global().Call("addEventListener", ev, wake, opts)
	}
	js.Global().Get("document").Call("addEventListener", "visibilitychange", wake, opts)
}

// query is the page URL's query.
func query() url.Values {
	q, _ := url.ParseQuery(trimQuery(js.Global().Get("location").Get("search").String()))
	if q == nil {
		q = url.Values{}
	}
	return q
}

// botDelay reads ?botdelay=MS from the page URL; absent, invalid or 0 means
// the client's default (Options.BotDelay 0 is taken as 600 ms).
func botDelay() time.Duration {
	ms, err := strconv.Atoi(query().Get("botdelay"))
	if err != nil || ms < 0 {
		return 0
	}
	return time.Duration(ms) * time.Millisecond
}

func trimQuery(s string) string {
	if len(s) > 0 && s[0] == '?' {
		return s[1:]
	}
	return s
}

// storage is a game.Platform on window.localStorage. Storage may be missing
// or refuse access (private modes, blocked site data, a full quota): then
// nothing is saved and the game runs on. Even reading window.localStorage
// can throw, and a JavaScript exception in a property read would stop the Go
// program, so every access goes through small JavaScript functions that
// catch: they return null (get) or an error message ("" when all went well).
type storage struct{}

var (
	jsFunction = js.Global().Get("Function")
	lsGet      = jsFunction.New("k", `try { return window.localStorage.getItem(k); } catch (e) { return null; }`)
	lsSet      = jsFunction.New("k", "v", `try { window.localStorage.setItem(k, v); return ""; } catch (e) { return String(e); }`)
	lsRemove   = jsFunction.New("k", `try { window.localStorage.removeItem(k); return ""; } catch (e) { return String(e); }`)
)

func (storage) Load() ([]byte, bool) {
	v := lsGet.Invoke(saveKey)
	if v.Type() != js.TypeString {
		return nil, false
	}
	return []byte(v.String()), true
}

func (storage) Store(data []byte) {
	if msg := lsSet.Invoke(saveKey, string(data)).String(); msg != "" {
		logf("galleria: saving the match failed: %s", msg)
	}
}

// Get and Set keep the player's settings (game.Settings: the language
// under "galleria-lang", the guided first game) and the history of
// finished matches (under "galleria.history.v1", docs/history.md) in
// localStorage beside the save.
func (storage) Get(key string) string {
	v := lsGet.Invoke(key)
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
}

func (storage) Set(key, value string) {
	if msg := lsSet.Invoke(key, value).String(); msg != "" {
		logf("galleria: keeping the setting %s failed: %s", key, msg)
	}
}

// browserLanguages is navigator.languages (best first), or
// navigator.language alone when the list is missing.
func browserLanguages() []string {
	nav := js.Global().Get("navigator")
	if nav.Type() != js.TypeObject {
		return nil
	}
	var out []string
	if l := nav.Get("languages"); l.Type() == js.TypeObject {
		for i := 0; i < l.Length() && i < 20; i++ {
			if v := l.Index(i); v.Type() == js.TypeString {
				out = append(out, v.String())
			}
		}
	}
	if len(out) == 0 {
		if v := nav.Get("language"); v.Type() == js.TypeString {
			out = append(out, v.String())
		}
	}
	return out
}

func (storage) Clear() {
	if msg := lsRemove.Invoke(saveKey).String(); msg != "" {
		logf("galleria: clearing the saved match failed: %s", msg)
	}
}

// exposeHarness sets globalThis.galleria. The functions are called by the
// browser's event loop while the game runs; each returns at once.
func exposeHarness(app *game.App) {
	obj := js.Global().Get("Object").New()
	obj.Set("status", js.FuncOf(func(js.Value, []js.Value) any {
		return jsonString(app.Status())
	}))
	obj.Set("targets", js.FuncOf(func(js.Value, []js.Value) any {
		t := app.Targets()
		if t == nil {
			t = []game.Target{}
		}
		return jsonString(t)
	}))
	obj.Set("plan", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 1 || args[0].Type() != js.TypeString {
			return jsonString([]string{})
		}
		p := app.Plan(args[0].String())
		if p == nil {
			p = []string{}
		}
		return jsonString(p)
	}))
	obj.Set("texts", js.FuncOf(func(js.Value, []js.Value) any {
		return jsonString(app.Screen())
	}))
	js.Global().Set("galleria", obj)
}

func jsonString(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprintf(`{"error":%q}`, err.Error())
	}
	return string(b)
}

func logf(format string, args ...any) {
	js.Global().Get("console").Call("warn", fmt.Sprintf(format, args...))
}

// showError shows a message through the page's galleriaError(), if any.
func showError(msg string) {
	if f := js.Global().Get("galleriaError"); f.Type() == js.TypeFunction {
		f.Invoke(msg)
	}
}
