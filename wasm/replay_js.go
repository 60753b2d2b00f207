//go:build js && wasm

package main

import (
	"strings"
	"syscall/js"

	"github.com/galleria-games/galleria/game"
)

// Replay links (both builds): the page's fragment "#replay=1…" opens the
// replay viewer at start (game.Options.ReplayLink), and again when it
// changes while the page is open (a link pasted in the same tab); the
// fragment never leaves the browser. storage is a game.Sharer: it copies
// a replay link (the page's address with the fragment) and saves a replay
// file as a download.

var (
	// shareLinkJS copies the page's address with the fragment f and calls
	// done(url, "") or done(url, why not).
	shareLinkJS = jsFunction.New("f", "done", `
		let url = f;
		try { url = location.origin + location.pathname + f; } catch (e) {}
		window.galleriaClipboard = url;
		try {
			if (navigator.clipboard && navigator.clipboard.writeText) {
				navigator.clipboard.writeText(url).then(() => done(url, ""), (e) => done(url, String(e)));
				return;
			}
		} catch (e) {}
		done(url, "the browser has no clipboard here");`)

	// saveFileJS offers text as a download named name; "" or why not.
	saveFileJS = jsFunction.New("name", "text", `
		try {
			const u = URL.createObjectURL(new Blob([text], {type: "text/plain"}));
			const a = document.createElement("a");
			a.href = u;
			a.download = name;
			a.style.display = "none";
			document.body.appendChild(a);
			a.click();
			a.remove();
			setTimeout(() => URL.revokeObjectURL(u), 60000);
			return "";
		} catch (e) {
			return String(e);
		}`)

	hashJS = jsFunction.New(`try { return String(location.hash || ""); } catch (e) { return ""; }`)
)

// replayFragment is the page's fragment if it holds a replay link, else "".
func replayFragment() string {
	h := hashJS.Invoke().String()
	if !strings.HasPrefix(h, "#replay=") {
		return ""
	}
	return h
}

// watchReplayLinks opens the viewer when the fragment becomes a replay
// link while the page is open.
func watchReplayLinks(app *game.App) {
	js.Global().Call("addEventListener", "hashchange", js.FuncOf(func(js.Value, []js.Value) any {
		if f := replayFragment(); f != "" {
			app.OpenReplayLink(f)
		}
		return nil
	}))
}

func (storage) ShareLink(fragment string, done func(url string, err error)) {
	var cb js.Func
	cb = js.FuncOf(func(_ js.Value, args []js.Value) any {
		cb.Release()
		url, why := "", ""
		if len(args) > 1 {
			url, why = args[0].String(), args[1].String()
		}
		if why != "" {
			done(url, shareError(why))
			return nil
		}
		done(url, nil)
		return nil
	})
	shareLinkJS.Invoke(fragment, cb)
}

func (storage) SaveFile(name string, data []byte) error {
	if why := saveFileJS.Invoke(name, string(data)).String(); why != "" {
		return shareError(why)
	}
	return nil
}

type shareError string

func (e shareError) Error() string { return string(e) }
