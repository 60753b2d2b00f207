// Galleria loader: fetches the game's wasm with a progress bar, runs it with
// Go's wasm_exec.js, and hides itself when the game has drawn its first frame.
//
// There are two builds of the game. galleria.wasm plays solo and hotseat;
// galleria-net.wasm adds online play (WebRTC, about 1.5 MB more to download).
// The net build is loaded only when the player goes online: when the URL has
// #join=, #room= or #host= (an invite link, a room, a host's page after a
// reload) or ?net=1 (the solo build's "Play online" button navigates there).
// A new fragment typed or pasted into the address bar reloads the page, so
// that an invite link opened over a running game is loaded like a fresh one.
//
// Every URL is relative, so the site works under any sub-path (GitHub Pages
// serves it at /galleria/). build.json, written by build.sh, gives the raw
// size of each wasm ("size", and "net.size"): the server may send it
// compressed (.br or .gz), but the browser hands us decompressed bytes, so
// the bytes read from the body are compared with the raw size.
"use strict";

(function () {
	const $ = (id) => document.getElementById(id);
	const loader = $("loader");
	const track = $("track");
	const bar = $("bar");
	const text = $("progress-text");

	let ready = false;
	let failed = false;
	const stderrTail = [];

	// Which build: the net build for online play (see above).
	const online =
		/^#(join|room|host)=/.test(location.hash) || new URLSearchParams(location.search).get("net") === "1";
	const wasmFile = online ? "galleria-net.wasm" : "galleria.wasm";

	// Exposed for tests and curious users: which wasm, how much was read.
	const load = (window.galleriaLoad = { wasm: wasmFile, loaded: 0, total: 0, done: false });

	const loading = online ? "Loading online play… " : "Loading… ";

	window.addEventListener("hashchange", () => location.reload());

	function mb(n) {
		return (n / 1048576).toFixed(1) + " MB";
	}

	function progress() {
		if (load.total > 0) {
			const pct = Math.min(100, (100 * load.loaded) / load.total);
			bar.style.width = pct.toFixed(1) + "%";
			track.setAttribute("aria-valuenow", Math.round(pct));
			text.textContent = loading + mb(load.loaded) + " / " + mb(load.total);
		} else {
			track.classList.add("indeterminate");
			text.textContent = loading + mb(load.loaded);
		}
	}

	function fail(message, detail) {
		if (failed) return;
		failed = true;
		console.error("galleria:", message, detail || "");
		$("error-message").textContent = String(message);
		$("error-detail").textContent = detail || "";
		$("error").hidden = false;
		loader.classList.add("done");
	}

	// Called by the game (wasm/main.go) once its first frame is drawn.
	window.galleriaReady = function () {
		if (ready) return;
		ready = true;
		performance.mark("galleria-first-frame");
		loader.classList.add("done");
		setTimeout(() => loader.remove(), 400);
	};
	// Called by the game when it stops on an error.
	window.galleriaError = (message) => fail(message, stderrTail.join(""));

	window.addEventListener("error", (e) => {
		if (!ready) fail("A script error stopped the loading: " + (e.message || e.type));
	});
	window.addEventListener("unhandledrejection", (e) => {
		if (!ready) fail("Loading failed: " + ((e.reason && e.reason.message) || e.reason));
	});

	// rawSize reads the uncompressed size of the wasm from build.json; 0
	// when unknown (the bar then only counts bytes).
	async function rawSize() {
		try {
			const r = await fetch("build.json", { cache: "no-cache" });
			if (!r.ok) return 0;
			const info = await r.json();
			const size = online ? info.net && info.net.size : info.size;
			return Number(size) > 0 ? Number(size) : 0;
		} catch (e) {
			return 0;
		}
	}

	// countedBody wraps the response body so that every chunk read is counted.
	function countedBody(resp) {
		if (!resp.body || typeof TransformStream !== "function") return null;
		return resp.body.pipeThrough(
			new TransformStream({
				transform(chunk, ctl) {
					load.loaded += chunk.byteLength;
					progress();
					ctl.enqueue(chunk);
				},
			})
		);
	}

	async function readAll(stream) {
		const reader = stream.getReader();
		const chunks = [];
		let n = 0;
		for (;;) {
			const { done, value } = await reader.read();
			if (done) break;
			chunks.push(value);
			n += value.byteLength;
		}
		const out = new Uint8Array(n);
		let off = 0;
		for (const c of chunks) {
			out.set(c, off);
			off += c.byteLength;
		}
		return out;
	}

	// Keep the last lines Go wrote to stderr (a panic), to show on failure.
	function tapStderr() {
		const fs = globalThis.fs;
		if (!fs || typeof fs.writeSync !== "function") return;
		const write = fs.writeSync.bind(fs);
		const dec = new TextDecoder("utf-8");
		fs.writeSync = function (fd, buf) {
			if (fd === 2) {
				stderrTail.push(dec.decode(buf));
				if (stderrTail.length > 40) stderrTail.shift();
			}
			return write(fd, buf);
		};
	}

	async function boot() {
		if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
			throw new Error("This browser cannot run WebAssembly.");
		}
		if (typeof Go !== "function") {
			throw new Error("wasm_exec.js did not load.");
		}
		tapStderr();
		const go = new Go();
		let exitCode = null;
		const exit = go.exit;
		go.exit = function (code) {
			exitCode = code;
			return exit.call(this, code);
		};

		progress();
		const [total, resp] = await Promise.all([rawSize(), fetch(wasmFile, { cache: "no-cache" })]);
		if (!resp.ok) throw new Error(wasmFile + ": HTTP " + resp.status + " " + resp.statusText);
		load.total = total;
		progress();

		let result;
		const body = countedBody(resp);
		if (body && typeof WebAssembly.instantiateStreaming === "function") {
			// Compile while downloading; the Response is rebuilt so that its
			// content type is right whatever the server said.
			const counted = new Response(body, { headers: { "Content-Type": "application/wasm" } });
			result = await WebAssembly.instantiateStreaming(counted, go.importObject);
		} else {
			const bytes = body ? await readAll(body) : new Uint8Array(await resp.arrayBuffer());
			load.loaded = bytes.byteLength;
			result = await WebAssembly.instantiate(bytes, go.importObject);
		}
		load.done = true;
		if (load.total > 0 && load.loaded !== load.total) {
			console.warn("galleria: read " + load.loaded + " bytes of " + wasmFile + ", build.json says " + load.total);
		}
		bar.style.width = "100%";
		track.classList.remove("indeterminate");
		text.textContent = "Starting…";

		await go.run(result.instance);
		// The game loop never returns on its own: the program stopped.
		fail(
			"The game stopped" + (exitCode ? " (exit code " + exitCode + ")." : "."),
			stderrTail.join("")
		);
	}

	boot().catch((err) => fail((err && err.message) || String(err), stderrTail.join("")));
})();
