//go:build js && wasm

// Command botworker is the program of the bots' Web Workers
// (static/botworker.js loads it as galleria-bot.wasm): the rules engines
// and the search, without Ebitengine or pion. It defines
// galleriaBotServe(request) on the worker's global scope: it runs one part
// of a bot's search (a botfarm request, JSON text) and returns {out:
// result JSON} or {err: message}. The page's side is wasm/farm_js.go.
package main

import (
	"runtime/debug"
	"syscall/js"

	"github.com/galleria-games/galleria/engine/botfarm"
)

func main() {
	// The search allocates much and keeps little: collect less often than
	// Go's default, as the page does (wasm/main.go).
	debug.SetGCPercent(400)
	js.Global().Set("galleriaBotServe", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 1 || args[0].Type() != js.TypeString {
			return map[string]any{"err": "galleriaBotServe wants one string, the request"}
		}
		out, err := botfarm.Serve([]byte(args[0].String()))
		if err != nil {
			return map[string]any{"err": err.Error()}
		}
		return map[string]any{"out": string(out)}
	}))
	select {}
}
