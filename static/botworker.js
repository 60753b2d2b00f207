// Galleria's bot worker: runs parts of the bots' searches off the page.
// The page (wasm/farm_js.go) starts a few of these Web Workers when a
// search bot or the Hint first thinks; each loads the engines alone
// (galleria-bot.wasm: no drawing, no networking) and answers every
// message {ticket, req} (a part of a search, JSON text) with {ticket, out}
// (the part's result, JSON text) or {ticket, err}. A worker that cannot
// load its program says so with {ticket: 0, err} and the page thinks on
// its own thread instead.
"use strict";

importScripts("wasm_exec.js");

const started = (async () => {
	const go = new Go();
	let instance;
	try {
		({ instance } = await WebAssembly.instantiateStreaming(fetch("galleria-bot.wasm"), go.importObject));
	} catch (err) {
		// A server that does not say application/wasm: compile from bytes.
		const r = await fetch("galleria-bot.wasm");
		if (!r.ok) throw new Error("galleria-bot.wasm: HTTP " + r.status);
		({ instance } = await WebAssembly.instantiate(await r.arrayBuffer(), go.importObject));
	}
	go.run(instance); // main defines galleriaBotServe, then waits forever
	if (typeof self.galleriaBotServe !== "function") throw new Error("galleria-bot.wasm did not start");
})();
started.catch((err) => postMessage({ ticket: 0, err: String((err && err.message) || err) }));

self.onmessage = (event) => {
	const { ticket, req } = event.data || {};
	started.then(
		() => {
			let answer;
			try {
				answer = self.galleriaBotServe(String(req));
			} catch (err) {
				answer = { err: String((err && err.message) || err) };
			}
			postMessage({ ticket, out: answer.out, err: answer.err });
		},
		(err) => postMessage({ ticket, err: String((err && err.message) || err) }),
	);
};
