//go:build js && wasm

package main

import (
	"fmt"
	"syscall/js"

	"github.com/galleria-games/galleria/game"
	"github.com/galleria-games/galleria/game/replaylink"
)

// Replay files (both builds): storage opens one through a file chooser
// (game.FileOpener, the History scene's "Open a replay file"), and a file
// dropped anywhere on the page opens the viewer too. A file is read only
// up to replaylink.MaxFileBytes; a longer one is refused by its size.

var (
	// pickFileJS shows a file chooser; for a chosen file it calls
	// done(name, size, bytes or null, ""), or done("", 0, null, why not).
	pickFileJS = jsFunction.New("max", "done", `
		try {
			const input = document.createElement("input");
			input.type = "file";
			input.accept = ".log,.txt,text/plain";
			input.style.display = "none";
			input.id = "galleria-file";
			input.addEventListener("change", () => {
				const f = input.files && input.files[0];
				input.remove();
				if (f) { window.galleriaReadFile(f, max, done); }
			});
			document.body.appendChild(input);
			input.click();
		} catch (e) {
			done("", 0, null, String(e));
		}`)

	// readFileJS reads at most max bytes of a File for done, as pickFileJS
	// says; window.galleriaReadFile is it.
	readFileJS = jsFunction.New("f", "max", "done", `
		if (f.size > max) { done(f.name, f.size, null, ""); return; }
		f.arrayBuffer().then((b) => done(f.name, f.size, new Uint8Array(b), ""), (e) => done(f.name, 0, null, String(e)));`)

	// dropFilesJS calls open(file) for the first file dropped on the page.
	dropFilesJS = jsFunction.New("open", `
		window.addEventListener("dragover", (e) => { e.preventDefault(); });
		window.addEventListener("drop", (e) => {
			e.preventDefault();
			const f = e.dataTransfer && e.dataTransfer.files && e.dataTransfer.files[0];
			if (f) { open(f); }
		});`)
)

// fileDone adapts a JavaScript callback of pickFileJS/readFileJS to done.
func fileDone(done func(name string, data []byte, err error)) js.Func {
	var cb js.Func
	cb = js.FuncOf(func(_ js.Value, args []js.Value) any {
		cb.Release()
		if len(args) < 4 {
			return nil
		}
		name, size, bytes, why := args[0].String(), args[1].Int(), args[2], args[3].String()
		switch {
		case why != "":
			done(name, nil, shareError(why))
		case bytes.IsNull() || bytes.IsUndefined():
			done(name, nil, fmt.Errorf("%s is %d bytes long, at most %d allowed", name, size, replaylink.MaxFileBytes))
		default:
			data := make([]byte, bytes.Get("length").Int())
			js.CopyBytesToGo(data, bytes)
			done(name, data, nil)
		}
		return nil
	})
	return cb
}

func (storage) OpenFile(done func(name string, data []byte, err error)) {
	pickFileJS.Invoke(replaylink.MaxFileBytes, fileDone(done))
}

// watchDroppedFiles opens the viewer on a replay file dropped on the page.
func watchDroppedFiles(app *game.App) {
	js.Global().Set("galleriaReadFile", readFileJS)
	dropFilesJS.Invoke(js.FuncOf(func(_ js.Value, args []js.Value) any {
		readFileJS.Invoke(args[0], replaylink.MaxFileBytes, fileDone(func(name string, data []byte, err error) {
			if err != nil {
				app.ReplayFileError(err)
				return
			}
			app.OpenReplayFile(data)
		}))
		return nil
	}))
}
