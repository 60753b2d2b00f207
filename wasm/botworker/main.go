//go:build js && wasm

// Command botworker is the program of the bots' Web Workers
// (static/botworker.js loads it as galleria-bot.wasm): the rules engines
// and the search, without Ebitengine or pion. It defines
// galleriaBotServe(request) on the worker's global scope: it runs one part
// of a bot's search (a botfarm request, JSON text) and returns {out:
// result JSON} or {err: message}. The page's side is wasm/farm_js.go.
//
// Once started, it warms up: a short search of every game's opening, so
// that the browser compiles the hot code with its optimising tier before
// the first real search (a fresh worker's first seconds run slower, and
// that compilation competes with the page for the CPU).
package main

import (
	"math/rand/v2"
	"runtime/debug"
	"syscall/js"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/botfarm"
	"github.com/galleria-games/galleria/engine/games"
)

// warmIterations is each game's warm-up search.
const warmIterations = 400

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
	warm()
	select {}
}

// warm runs a part of a search on each game's opening (its setup's chance
// drawn with a fixed seed); what it finds is thrown away.
func warm() {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, g := range games.All() {
		st, err := g.New(engine.Options{})
		if err != nil {
			continue
		}
		for st.Decision().Kind == engine.ChanceNode {
			m, err := bot.PickChance(st.ChanceOutcomes(), rng)
			if err != nil || st.Apply(engine.Chance, m) != nil {
				break
			}
		}
		d := st.Decision()
		if d.Kind != engine.Turn && d.Kind != engine.Simultaneous {
			continue
		}
		req, err := botfarm.NewRequest(st, d.Seats[0], "hard", bot.Job{Seed: [2]uint64{3, 4}, Iterations: warmIterations})
		if err == nil {
			botfarm.Serve(req) // the result is not wanted
		}
	}
}
