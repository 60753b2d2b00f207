//go:build js && wasm && galleria_net

package main

import (
	"errors"
	"fmt"
	"strings"
	"syscall/js"

	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/online"
)

// The browser glue of online play (the net build only): clipboard, a text
// box, the URL fragment, storage (an online.NetStorage). Each JavaScript
// helper catches its own exceptions (a JavaScript exception in a Go call
// would stop the program).

var (
	// copyJS writes text to the clipboard; it calls back with "" or why it
	// could not (no Clipboard API outside secure contexts, a refusal).
	copyJS = jsFunction.New("text", "done", `
		window.galleriaClipboard = text;
		try {
			if (navigator.clipboard && navigator.clipboard.writeText) {
				navigator.clipboard.writeText(text).then(() => done(""), (e) => done(String(e)));
				return;
			}
		} catch (e) {}
		try {
			const t = document.createElement("textarea");
			t.value = text;
			t.setAttribute("readonly", "");
			t.style.position = "fixed";
			t.style.opacity = "0";
			document.body.appendChild(t);
			t.select();
			const ok = document.execCommand("copy");
			t.remove();
			done(ok ? "" : "the browser refused to copy");
		} catch (e) {
			done(String(e));
		}`)

	// askJS shows the text box: a fixed panel with a label, a <textarea
	// id="galleria-ask"> and the buttons #galleria-ask-ok and
	// #galleria-ask-cancel. With a text to show (copy by hand), the text is
	// selected and only OK is shown. done gets the text, or null when
	// cancelled.
	askJS = jsFunction.New("label", "text", "done", "cancelLabel", `
		try {
			let box = document.getElementById("galleria-ask-box");
			if (!box) {
				box = document.createElement("div");
				box.id = "galleria-ask-box";
				box.setAttribute("role", "dialog");
				box.style.cssText = "position:fixed;left:50%;top:12%;transform:translateX(-50%);z-index:10;" +
					"width:min(560px,92vw);box-sizing:border-box;padding:16px;border-radius:12px;" +
					"background:#263047;color:#eef2f7;border:2px solid #ffc93c;font:15px system-ui,sans-serif;" +
					"box-shadow:0 8px 40px rgba(0,0,0,.6)";
				box.innerHTML = '<label for="galleria-ask" id="galleria-ask-label" style="display:block;margin-bottom:8px;font-weight:600"></label>' +
					'<textarea id="galleria-ask" rows="5" spellcheck="false" autocomplete="off" ' +
					'style="width:100%;box-sizing:border-box;font:13px ui-monospace,monospace;background:#1b2233;color:#eef2f7;' +
					'border:1px solid #455374;border-radius:6px;padding:8px;word-break:break-all"></textarea>' +
					'<div style="display:flex;gap:10px;justify-content:flex-end;margin-top:10px">' +
					'<button id="galleria-ask-cancel" type="button" style="font:inherit;padding:8px 16px;border-radius:6px;border:0;background:#3a4255;color:#eef2f7">Cancel</button>' +
					'<button id="galleria-ask-ok" type="button" style="font:inherit;padding:8px 16px;border-radius:6px;border:0;background:#3d6bb3;color:#eef2f7;font-weight:600">OK</button></div>';
				document.body.appendChild(box);
			}
			const area = document.getElementById("galleria-ask");
			const ok = document.getElementById("galleria-ask-ok");
			const cancel = document.getElementById("galleria-ask-cancel");
			document.getElementById("galleria-ask-label").textContent = label;
			cancel.textContent = cancelLabel;
			area.value = text || "";
			area.readOnly = !!text;
			cancel.hidden = !!text;
			box.hidden = false;
			const finish = (v) => {
				box.hidden = true;
				ok.onclick = cancel.onclick = area.onkeydown = null;
				const c = document.querySelector("canvas");
				if (c) c.focus();
				done(v);
			};
			ok.onclick = () => finish(text ? null : area.value);
			cancel.onclick = () => finish(null);
			area.onkeydown = (e) => {
				if (e.key === "Escape") finish(null);
				if (e.key === "Enter" && !e.shiftKey) { e.preventDefault(); finish(text ? null : area.value); }
			};
			area.focus();
			if (text) area.select();
			return "";
		} catch (e) {
			return String(e);
		}`)

	setFragmentJS = jsFunction.New("f", `
		try {
			const u = location.pathname + location.search + (f ? "#" + f : "");
			history.replaceState(history.state, "", u);
			return "";
		} catch (e) {
			return String(e);
		}`)

	// lsKeys lists the keys that start with prefix, joined by newlines.
	lsKeys = jsFunction.New("prefix", `
		try {
			const ks = [];
			for (let i = 0; i < localStorage.length; i++) {
				const k = localStorage.key(i);
				if (k && k.startsWith(prefix)) ks.push(k.slice(prefix.length));
			}
			return ks.join("\n");
		} catch (e) {
			return "";
		}`)

	lsForget = jsFunction.New("prefix", `
		try {
			const ks = [];
			for (let i = 0; i < localStorage.length; i++) {
				const k = localStorage.key(i);
				if (k && k.startsWith(prefix)) ks.push(k);
			}
			ks.forEach((k) => localStorage.removeItem(k));
			return "";
		} catch (e) {
			return String(e);
		}`)
)

// copyText puts text on the clipboard; when the browser refuses, it shows
// the text selected in the text box, to copy by hand.
func copyText(text string) {
	var done js.Func
	done = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done.Release()
		if len(args) > 0 && args[0].String() != "" {
			logf("galleria: copy: %s", args[0].String())
			showText(lang.T("Copy this text (Ctrl+C or long press), then close"), text)
		}
		return nil
	})
	copyJS.Invoke(text, done)
}

// askText shows the text box; done runs with what was entered ("" when
// cancelled).
func askText(label string, done func(string)) {
	ask(label, "", done)
}

func showText(label, text string) { ask(label, text, nil) }

func ask(label, text string, done func(string)) {
	var cb js.Func
	cb = js.FuncOf(func(_ js.Value, args []js.Value) any {
		cb.Release()
		v := ""
		if len(args) > 0 && args[0].Type() == js.TypeString {
			v = args[0].String()
		}
		if done != nil {
			go done(v) // never block the browser's event loop
		}
		return nil
	})
	if msg := askJS.Invoke(label, text, cb, lang.T("Cancel")).String(); msg != "" {
		cb.Release()
		logf("galleria: text box: %s", msg)
		if done != nil {
			go done("")
		}
	}
}

func setFragment(f string) {
	if msg := setFragmentJS.Invoke(f).String(); msg != "" {
		logf("galleria: URL: %s", msg)
	}
}

// netStorage keeps online matches in localStorage under "galleria.net.".
type netStorage struct{}

const netPrefix = "galleria.net."

func (netStorage) Load(key string) ([]byte, error) {
	v := lsGet.Invoke(netPrefix + key)
	if v.Type() != js.TypeString {
		return nil, nil
	}
	b, err := online.StoredBytes(v.String())
	if err != nil {
		return nil, fmt.Errorf("%s: %v", key, err)
	}
	return b, nil
}

// Save keeps data as online.StoreText: a record's signature is not valid
// UTF-8, which a JavaScript string does not keep.
func (netStorage) Save(key string, data []byte) error {
	if msg := lsSet.Invoke(netPrefix+key, online.StoreText(data)).String(); msg != "" {
		return errors.New(msg)
	}
	return nil
}

func (netStorage) Keys() []string {
	s := lsKeys.Invoke(netPrefix).String()
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

func (netStorage) Forget(prefix string) {
	if msg := lsForget.Invoke(netPrefix + prefix).String(); msg != "" {
		logf("galleria: clearing stored matches: %s", msg)
	}
}
