// Galleria loader: fetches the game's wasm with a progress bar, runs it with
// Go's wasm_exec.js, and hides itself when the game has drawn its first frame.
//
// There are two builds of the game. galleria.wasm plays solo and hotseat;
// galleria-net.wasm adds online play (WebRTC, about 0.7 MB more to download).
// The net build is loaded only when the player goes online: when the URL has
// #join=, #room=, #host= or #watch= (an invite link, a room, a host's page after a
// reload) or ?net=1 (the solo build's "Play online" button navigates there),
// and when this browser keeps an online match it hosts (a localStorage key
// galleria.net.<match>/host/meta), so that the host's History, opened from
// the bare address another evening, lists it with Resume. Such a match is
// kept until it is left from its results, so a host who closed the results
// page keeps loading the net build (cached after its first download).
// A new fragment typed or pasted into the address bar reloads the page, so
// that an invite link opened over a running game is loaded like a fresh one.
//
// Every URL is relative, so the site works under any sub-path (GitHub Pages
// serves it at /galleria/). build.json, written by build.sh, gives the raw
// size of each wasm ("size", and "net.size"): the server may send it
// compressed (.br or .gz), but the browser hands us decompressed bytes, so
// the bytes read from the body are compared with the raw size. It also
// gives the compressed sizes ("br", "gzip"), named when a download fails.
//
// Brotli where the server does not send it: GitHub Pages serves no .br file
// with Content-Encoding and gzips on the fly, which makes galleria.wasm about
// 40 % larger on the wire than its brotli file. When build.json has a
// "decode" field (build.sh got the decoder), the loader first asks how the
// server sends the wasm (a HEAD request): with Content-Encoding br
// (galleria serve), it fetches galleria.wasm as usual and the browser
// unpacks it; otherwise it fetches galleria.wasm.br as plain bytes and
// unpacks it here with brotli_dec_wasm.js (brotli-dec-wasm, a small wasm
// decoder build.sh gets from npm), chunk by chunk while it downloads, into
// the streaming compiler. The net build likewise (galleria-net.wasm.br,
// named by "decode"'s "net" field), so a guest's first load is brotli too.
//
// Two failures get a page of their own, in words a player can act on:
//   - no WebGL 2 (checked on a throwaway canvas before anything is
//     downloaded, and recognised again when the game itself stops on a
//     WebGL error): what it means and what to try, and no wasm download;
//   - the wasm not loading (an HTTP error, no connection, a download that
//     breaks off, a file that does not compile): which file, its size, what
//     happened, and a "Try again" button that downloads it again in place.
// Any other stop shows the generic message. galleriaLoad.failure names the
// page shown: "webgl", "download" or "stopped" ("" while all is well).
//
// Every message is in English or French, as the game speaks: the player's
// choice in the game's menu (localStorage "galleria-lang"), else the first
// of navigator.languages that is English or French, else English (the
// game's lang.Match). galleriaLoad.lang says which. The page's own texts
// (index.html) carry data-t keys into the same table.
"use strict";

(function () {
	const $ = (id) => document.getElementById(id);
	const loader = $("loader");
	const track = $("track");
	const bar = $("bar");
	const text = $("progress-text");

	let ready = false;
	let failed = false;
	let running = false; // the Go program has started: no more retries
	const stderrTail = [];

	// Which build: the net build for online play (see above).
	const hostsAMatch = () => {
		try {
			for (let i = 0; i < localStorage.length; i++) {
				if (/^galleria\.net\.[0-9a-f]{32}\/host\/meta$/.test(localStorage.key(i) || "")) return true;
			}
		} catch (e) {
			// No storage (a private window that refuses it): no stored match.
		}
		return false;
	};
	const online =
		/^#(join|room|host|watch)=/.test(location.hash) ||
		new URLSearchParams(location.search).get("net") === "1" ||
		hostsAMatch();
	const wasmFile = online ? "galleria-net.wasm" : "galleria.wasm";

	// Exposed for tests and curious users: which wasm, how much was read,
	// how many downloads were started, which failure page shows.
	// The brotli file of the build, unpacked here when the server does not
	// send brotli itself (see above).
	const brFile = wasmFile + ".br";
	const decoderJS = "brotli_dec_wasm.js";
	const decoderWasm = "brotli_dec_wasm_bg.wasm";

	// Exposed for tests and curious users: which wasm, how much was read,
	// how many downloads were started, which failure page shows; "via" is
	// "" before the download, "server" when the browser unpacked what the
	// server sent, "decoder" when galleria.wasm.br was unpacked here;
	// decodeMs is the time spent unpacking, decoderMs the time from asking
	// for the decoder to its being ready (while the download runs).
	const load = (window.galleriaLoad = {
		wasm: wasmFile,
		loaded: 0,
		total: 0,
		done: false,
		attempts: 0,
		failure: "",
		via: "",
		decodeMs: 0,
		decoderMs: 0,
		lang: "en",
	});

	// ------------------------------------------------------------ language

	// pickLang: the saved choice, else the browser's languages (see above).
	function pickLang() {
		let saved = null;
		try {
			saved = window.localStorage.getItem("galleria-lang");
		} catch (e) {}
		if (saved === "en" || saved === "fr") return saved;
		const prefs = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language]) || [];
		for (const p of prefs) {
			const primary = String(p || "").toLowerCase().split(/[-_]/)[0];
			if (primary === "en" || primary === "fr") return primary;
		}
		return "en";
	}
	load.lang = pickLang();
	const french = load.lang === "fr";

	// The French of every message (English text → French; {0}, {1} are the
	// parts filled in), and of the page's texts by their data-t key.
	const FR = {
		"Loading… ": "Chargement… ",
		"Loading online play… ": "Chargement du jeu en ligne… ",
		"Starting…": "Démarrage…",
		"This browser cannot draw Galleria": "Ce navigateur ne peut pas afficher Galleria",
		"Galleria draws its board with WebGL 2, and this browser did not provide it: WebGL 2 is turned off in its settings, or not available with this browser and graphics setup.":
			"Galleria dessine son plateau avec WebGL 2, et ce navigateur ne l’a pas fourni\u00a0: WebGL 2 est désactivé dans ses réglages, ou indisponible avec ce navigateur et cette configuration graphique.",
		"Galleria could not start.": "Galleria n’a pas pu démarrer.",
		"A script error stopped the loading: {0}": "Une erreur de script a arrêté le chargement\u00a0: {0}",
		"Loading failed: {0}": "Le chargement a échoué\u00a0: {0}",
		"Check your connection, then try again.": "Vérifiez votre connexion, puis réessayez.",
		"the server could not be reached (no connection, or the connection was refused)":
			"le serveur est injoignable (pas de connexion, ou connexion refusée)",
		"the server answered {0}": "le serveur a répondu {0}",
		"The site may be busy or in the middle of an update: try again in a moment.":
			"Le site est peut-être surchargé ou en cours de mise à jour\u00a0: réessayez dans un instant.",
		"The site may be in the middle of an update: try again in a moment.":
			"Le site est peut-être en cours de mise à jour\u00a0: réessayez dans un instant.",
		"it arrived, but the browser had no room to start it ({0})":
			"il est arrivé, mais le navigateur n’a pas eu la place de le lancer ({0})",
		"Close other tabs, then try again.": "Fermez d’autres onglets, puis réessayez.",
		"the download broke off after {0}": "le téléchargement s’est interrompu après {0}",
		"it arrived incomplete ({0}) and cannot run": "il est arrivé incomplet ({0}) et ne peut pas tourner",
		"it arrived, but it could not be unpacked: the file is damaged, or does not match this version of the page":
			"il est arrivé, mais n’a pas pu être décompressé\u00a0: le fichier est abîmé, ou ne correspond pas à cette version de la page",
		"it arrived, but the browser could not start it: the file is damaged, or does not match this version of the page":
			"il est arrivé, mais le navigateur n’a pas pu le lancer\u00a0: le fichier est abîmé, ou ne correspond pas à cette version de la page",
		"Try again in a moment; the site may be in the middle of an update.":
			"Réessayez dans un instant\u00a0; le site est peut-être en cours de mise à jour.",
		"The game did not download": "Le jeu ne s’est pas téléchargé",
		"{0} of {1}": "{0} sur {1}",
		"{0} compressed ({1} unpacked)": "{0} compressé ({1} décompressé)",
		"{0} ({1} compressed)": "{0} ({1} compressé)",
		"{0} (brotli, {1} unpacked)": "{0} (brotli, {1} décompressé)",
		"its brotli decoder ({0}) did not load": "son décompresseur brotli ({0}) ne s’est pas chargé",
		"This browser cannot run WebAssembly.": "Ce navigateur ne peut pas exécuter WebAssembly.",
		"wasm_exec.js did not load.": "wasm_exec.js ne s’est pas chargé.",
		"The game stopped.": "Le jeu s’est arrêté.",
		"The game stopped (exit code {0}).": "Le jeu s’est arrêté (code de sortie {0}).",
		// index.html, by data-t key.
		"page.loading": "Chargement…",
		"page.track": "Chargement du jeu",
		"page.try": "À essayer\u00a0:",
		"page.accel":
			"Activez l’accélération matérielle dans les réglages du navigateur, puis redémarrez-le. " +
			"Dans Chrome et Edge\u00a0: «\u00a0Utiliser l’accélération graphique si disponible\u00a0» (Paramètres, Système)\u00a0; " +
			"dans Firefox\u00a0: «\u00a0Utiliser l’accélération matérielle si disponible\u00a0» (Paramètres, Général, Performances).",
		"page.update": "Mettez à jour le navigateur et les pilotes graphiques de cet ordinateur.",
		"page.other": "Essayez un autre navigateur, par exemple un Chrome, Edge ou Firefox récent.",
		"page.retry": "Réessayer",
		"page.reload": "Rechargez la page pour réessayer.",
		"page.details": "Détails techniques",
	};

	// t is a message in the page's language, with {0}, {1}… filled in.
	function t(s, ...parts) {
		const f = french && FR[s] !== undefined ? FR[s] : s;
		return f.replace(/\{(\d+)\}/g, (m, i) => (parts[i] !== undefined ? String(parts[i]) : m));
	}

	// The page's own texts: each element with a data-t key (its English
	// text stays in index.html); data-t-label keys an aria-label.
	if (french) {
		document.documentElement.lang = "fr";
		document.querySelectorAll("[data-t]").forEach((el) => {
			if (FR[el.dataset.t] !== undefined) el.textContent = FR[el.dataset.t];
		});
		document.querySelectorAll("[data-t-label]").forEach((el) => {
			if (FR[el.dataset.tLabel] !== undefined) el.setAttribute("aria-label", FR[el.dataset.tLabel]);
		});
	}

	const loading = online ? t("Loading online play… ") : t("Loading… ");

	window.addEventListener("hashchange", () => location.reload());

	const mbUnit = french ? "\u00a0Mo" : " MB";
	function mb(n) {
		const v = (n / 1048576).toFixed(1);
		return (french ? v.replace(".", ",") : v) + mbUnit;
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

	// ------------------------------------------------------------ failure pages

	// WebGL 2 is what Ebitengine draws with; an error naming WebGL or
	// getContext (Ebitengine's "opengl: getContext for webgl2 failed") means
	// this browser cannot draw the game, whatever a reload does.
	const webglError = /webgl|getcontext/i;

	// showPage fills the error box: kind is "webgl", "download" or
	// "stopped"; message the sentence under the title; detail the technical
	// text (in the closed details block).
	function showPage(kind, title, message, detail) {
		failed = true;
		load.failure = kind;
		$("error-title").textContent = title;
		$("error-message").textContent = message;
		$("error-webgl").hidden = kind !== "webgl";
		$("error-download").hidden = kind !== "download";
		$("error-stopped").hidden = kind !== "stopped";
		$("error-detail").textContent = detail || "";
		$("error-more").hidden = !detail;
		$("error").hidden = false;
		loader.classList.add("done");
	}

	function showWebGL(detail) {
		showPage(
			"webgl",
			t("This browser cannot draw Galleria"),
			t(
				"Galleria draws its board with WebGL 2, and this browser did not provide it: " +
					"WebGL 2 is turned off in its settings, or not available with this browser and graphics setup."
			),
			detail
		);
	}

	// fail shows the generic page, or the WebGL one when the error is about
	// WebGL. Only the first failure shows.
	function fail(message, detail) {
		if (failed) return;
		message = String(message);
		console.error("galleria:", message, detail || "");
		if (webglError.test(message)) {
			showWebGL(message + (detail ? "\n\n" + detail : ""));
			return;
		}
		showPage("stopped", t("Galleria could not start."), message, detail);
	}

	// hasWebGL2 asks a throwaway canvas for a WebGL 2 context, with the
	// attributes Ebitengine asks for, and lets it go at once. It returns ""
	// when there is one, else what went wrong (the browser's
	// webglcontextcreationerror message when it gives one).
	function hasWebGL2() {
		let why = "";
		try {
			const canvas = document.createElement("canvas");
			canvas.addEventListener("webglcontextcreationerror", (e) => {
				why = e.statusMessage || "";
			});
			const gl = canvas.getContext("webgl2", { alpha: true, premultipliedAlpha: true, stencil: true });
			if (gl) {
				const lose = gl.getExtension("WEBGL_lose_context");
				if (lose) lose.loseContext();
				return "";
			}
			return 'canvas.getContext("webgl2") returned null' + (why ? ": " + why : "");
		} catch (e) {
			return 'canvas.getContext("webgl2") threw: ' + ((e && e.message) || e);
		}
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
		if (!ready) fail(t("A script error stopped the loading: {0}", e.message || e.type));
	});
	window.addEventListener("unhandledrejection", (e) => {
		if (!ready) fail(t("Loading failed: {0}", (e.reason && e.reason.message) || e.reason));
	});

	// ------------------------------------------------------------ download

	// buildInfo reads this build's sizes from build.json: raw (what the
	// progress bar counts up to), br and gzip (0 when unknown), and decode,
	// true when the brotli file and its decoder are there. null when
	// build.json cannot be read.
	async function buildInfo() {
		try {
			const r = await fetch("build.json", { cache: "no-cache" });
			if (!r.ok) return null;
			const info = await r.json();
			const b = online ? info && info.net : info;
			if (!b || typeof b !== "object") return null;
			const n = (v) => (Number(v) > 0 ? Number(v) : 0);
			const d = info.decode;
			const names = d && (online ? d.net : d);
			const decode =
				n(b.br) > 0 &&
				!!names &&
				names.wasm === wasmFile &&
				names.br === brFile &&
				Array.isArray(d.decoder) &&
				d.decoder.includes(decoderJS) &&
				d.decoder.includes(decoderWasm);
			return { raw: n(b.size), br: n(b.br), gzip: n(b.gzip), decode };
		} catch (e) {
			return null;
		}
	}

	// fileWithSize names the wasm and the size of its download: the
	// compressed size when the server said which encoding it sends, else the
	// raw size and the compressed sizes it may be sent at.
	function fileWithSize(info, encoding) {
		if (!info || !info.raw) return wasmFile;
		const enc = (encoding || "").toLowerCase();
		const packed = enc === "br" ? info.br : enc === "gzip" ? info.gzip : 0;
		if (packed > 0) return wasmFile + ", " + t("{0} compressed ({1} unpacked)", mb(packed), mb(info.raw));
		if (encoding === "") return wasmFile + ", " + mb(info.raw);
		const sizes = [info.br, info.gzip].filter((n) => n > 0).sort((a, b) => a - b);
		if (sizes.length === 0) return wasmFile + ", " + mb(info.raw);
		const lo = mb(sizes[0]);
		const hi = mb(sizes[sizes.length - 1]);
		const range = lo === hi ? lo : lo.replace(mbUnit, "") + "–" + hi;
		return wasmFile + ", " + t("{0} ({1} compressed)", mb(info.raw), range);
	}

	// serverSendsBrotli asks how the server sends the wasm: true when a HEAD
	// request of it answers with Content-Encoding br (the browser then
	// unpacks it), false when it answers otherwise. When the HEAD fails, it
	// returns true: the wasm is then fetched as usual, and a failure of that
	// shows as one.
	async function serverSendsBrotli() {
		try {
			const r = await fetch(wasmFile, { method: "HEAD", cache: "no-cache" });
			if (!r.ok) return true;
			return (r.headers.get("Content-Encoding") || "").trim().toLowerCase() === "br";
		} catch (e) {
			return true;
		}
	}

	// DecodeError is the decoder's refusal of the bytes it was given.
	class DecodeError extends Error {}

	// decoder loads brotli_dec_wasm.js and its wasm (once).
	let decoderModule = null;
	function decoder() {
		if (!decoderModule) {
			decoderModule = (async () => {
				const t0 = performance.now();
				const mod = await import(new URL(decoderJS, document.baseURI).href);
				await mod.default({ module_or_path: new URL(decoderWasm, document.baseURI) });
				load.decoderMs = performance.now() - t0;
				return mod;
			})();
			decoderModule.catch(() => {
				decoderModule = null; // a retry loads it again
			});
		}
		return decoderModule;
	}

	// unbrotli returns a stream of the unpacked bytes of a brotli stream,
	// unpacked chunk by chunk as they arrive; it errors with a DecodeError
	// when the bytes are not brotli, or end before the brotli stream does.
	function unbrotli(mod, input, state) {
		const dec = new mod.DecompressStream();
		const codes = mod.BrotliStreamResultCode;
		const reader = input.getReader();
		let finished = false;
		const fail = (why) => {
			state.decodeError = new DecodeError(why);
			return state.decodeError;
		};
		return new ReadableStream({
			async pull(ctl) {
				for (;;) {
					const r = await reader.read();
					if (r.done) {
						let out = 0;
						try {
							out = dec.total_out();
							dec.free();
						} catch (e) {}
						if (!finished) throw fail("the brotli stream ends early (" + out + " bytes unpacked)");
						ctl.close();
						return;
					}
					if (finished) {
						if (r.value.byteLength > 0) throw fail("bytes after the end of the brotli stream");
						continue;
					}
					let chunk = r.value;
					let code;
					const t0 = performance.now();
					try {
						do {
							const res = dec.decompress(chunk, 1 << 20);
							code = res.code;
							const out = res.buf;
							chunk = chunk.subarray(res.input_offset);
							res.free();
							if (out.byteLength > 0) ctl.enqueue(out);
						} while (code === codes.NeedsMoreOutput);
					} catch (e) {
						throw fail("not a valid brotli stream: " + ((e && e.message) || e));
					} finally {
						load.decodeMs += performance.now() - t0;
					}
					if (code === codes.ResultSuccess) {
						finished = true;
						if (chunk.byteLength > 0) throw fail("bytes after the end of the brotli stream");
					} else if (code !== codes.NeedsMoreInput) {
						throw fail("the decoder answered " + code);
					}
					if (ctl.desiredSize === null || ctl.desiredSize <= 0) return;
				}
			},
			cancel(reason) {
				return reader.cancel(reason);
			},
		});
	}

	// LoadError is a failed download of the wasm: what happened, in words
	// for the player (what), what to try (hint), and the technical detail.
	class LoadError extends Error {
		constructor(what, hint, detail, encoding, decoded) {
			super(what);
			this.what = what;
			this.hint = hint;
			this.detail = detail;
			this.encoding = encoding; // Content-Encoding of the response; undefined without one
			this.decoded = !!decoded; // the brotli file was fetched, to unpack here
		}
	}

	const tryAgain = t("Check your connection, then try again.");

	// The build.json read of the last download, for its failure message.
	let lastInfo = Promise.resolve(null);

	// countedBody wraps the response body so that every chunk read is
	// counted, and notes a failed read (the download broke off) in state.
	function countedBody(resp, state) {
		if (!resp.body || typeof ReadableStream !== "function") return null;
		const reader = resp.body.getReader();
		return new ReadableStream({
			async pull(ctl) {
				let r;
				try {
					r = await reader.read();
				} catch (e) {
					state.readError = e || new Error("read failed");
					throw e;
				}
				if (r.done) {
					ctl.close();
					return;
				}
				load.loaded += r.value.byteLength;
				progress();
				ctl.enqueue(r.value);
			},
			cancel(reason) {
				return reader.cancel(reason);
			},
		});
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

	function errText(e) {
		if (!e) return String(e);
		return (e.name ? e.name + ": " : "") + (e.message || String(e));
	}

	// download fetches and compiles the wasm for go; it throws a LoadError
	// when the file does not arrive whole and working.
	async function download(go) {
		load.attempts++;
		load.loaded = 0;
		load.total = 0;
		load.done = false;
		load.via = "";
		load.decodeMs = 0;
		progress();
		const info = (lastInfo = buildInfo());
		// Unpack here only when build.json offers it and the server does not
		// send brotli itself (both asked at once).
		const [sizes0, native] = await Promise.all([info, brFile ? serverSendsBrotli() : true]);
		const decode = !!(sizes0 && sizes0.decode && !native);
		const file = decode ? brFile : wasmFile;
		const url = new URL(file, location.href).href;
		// The decoder loads while the file downloads.
		const dec = decode ? decoder() : null;
		if (dec) dec.catch(() => {}); // awaited below
		let resp;
		try {
			resp = await fetch(file, { cache: "no-cache" });
		} catch (e) {
			throw new LoadError(
				t("the server could not be reached (no connection, or the connection was refused)"),
				tryAgain,
				"fetch " + url + ": " + errText(e),
				undefined,
				decode
			);
		}
		const encoding = resp.headers.get("Content-Encoding") || "";
		if (!resp.ok) {
			const status = "HTTP " + resp.status + (resp.statusText ? " " + resp.statusText : "");
			throw new LoadError(
				t("the server answered {0}", status),
				resp.status >= 500
					? t("The site may be busy or in the middle of an update: try again in a moment.")
					: t("The site may be in the middle of an update: try again in a moment."),
				"GET " + url + ": " + status,
				undefined,
				decode
			);
		}
		let mod = null;
		if (dec) {
			try {
				mod = await dec;
			} catch (e) {
				resp.body && resp.body.cancel().catch(() => {});
				throw new LoadError(
					t("its brotli decoder ({0}) did not load", decoderJS + ", " + decoderWasm),
					tryAgain,
					"import " + new URL(decoderJS, document.baseURI).href + ": " + errText(e),
					encoding,
					decode
				);
			}
		}
		const sizes = sizes0;
		// The progress bar counts the bytes read: unpacked ones from the
		// browser, packed ones when they are unpacked here.
		load.total = sizes ? (decode ? sizes.br : sizes.raw) : 0;
		load.via = decode ? "decoder" : "server";
		progress();

		const state = { readError: null, decodeError: null };
		let body = countedBody(resp, state);
		let result;
		try {
			if (decode) {
				const packed = body || resp.body;
				if (!packed) throw new DecodeError("the response has no body to unpack");
				body = unbrotli(mod, packed, state);
			}
			if (body && typeof WebAssembly.instantiateStreaming === "function") {
				// Compile while downloading; the Response is rebuilt so that its
				// content type is right whatever the server said.
				const counted = new Response(body, { headers: { "Content-Type": "application/wasm" } });
				result = await WebAssembly.instantiateStreaming(counted, go.importObject);
			} else {
				const bytes = body ? await readAll(body) : new Uint8Array(await resp.arrayBuffer());
				if (!decode) load.loaded = bytes.byteLength;
				result = await WebAssembly.instantiate(bytes, go.importObject);
			}
		} catch (e) {
			if (state.decodeError || e instanceof DecodeError) {
				const de = state.decodeError || e;
				throw new LoadError(
					t("it arrived, but it could not be unpacked: the file is damaged, or does not match this version of the page"),
					t("Try again in a moment; the site may be in the middle of an update."),
					"GET " + url + " (HTTP " + resp.status + (encoding ? ", " + encoding : "") + "), unpacked in the page: read " +
						load.loaded + " bytes" + (load.total > 0 ? " of " + load.total : "") + "\n" + errText(de),
					encoding,
					true
				);
			}
			const got = load.total > 0 ? t("{0} of {1}", mb(load.loaded), mb(load.total)) : mb(load.loaded);
			const detail =
				"GET " + url + " (HTTP " + resp.status + (encoding ? ", " + encoding : "") + "): read " +
				load.loaded + " bytes" + (load.total > 0 ? " of " + load.total : "") + "\n" +
				errText(state.readError || e);
			if (state.readError || !(e instanceof WebAssembly.CompileError || e instanceof WebAssembly.LinkError)) {
				if (!state.readError && e instanceof RangeError) {
					throw new LoadError(
						t("it arrived, but the browser had no room to start it ({0})", got),
						t("Close other tabs, then try again."),
						detail,
						encoding,
						decode
					);
				}
				throw new LoadError(t("the download broke off after {0}", got), tryAgain, detail, encoding, decode);
			}
			if (load.total > 0 && load.loaded < load.total) {
				throw new LoadError(t("it arrived incomplete ({0}) and cannot run", got), tryAgain, detail, encoding, decode);
			}
			throw new LoadError(
				t("it arrived, but the browser could not start it: the file is damaged, or does not match this version of the page"),
				t("Try again in a moment; the site may be in the middle of an update."),
				detail,
				encoding,
				decode
			);
		}
		load.done = true;
		if (load.total > 0 && load.loaded !== load.total) {
			console.warn("galleria: read " + load.loaded + " bytes of " + wasmFile + ", build.json says " + load.total);
		}
		return result;
	}

	async function showLoadError(err) {
		if (failed) return;
		failed = true; // while build.json is awaited, no other page shows
		const sizes = await lastInfo;
		console.error("galleria: " + wasmFile + ": " + err.what, err.detail);
		const named =
			err.decoded && sizes && sizes.br > 0
				? brFile + ", " + t("{0} (brotli, {1} unpacked)", mb(sizes.br), mb(sizes.raw))
				: fileWithSize(sizes, err.encoding);
		showPage(
			"download",
			t("The game did not download"),
			named + ": " + err.what + ".",
			err.detail
		);
		$("error-hint").textContent = err.hint;
		$("error-retry").focus();
	}

	// Keep the last lines Go wrote to stderr (a panic), to show on failure.
	let tapped = false;
	function tapStderr() {
		const fs = globalThis.fs;
		if (tapped || !fs || typeof fs.writeSync !== "function") return;
		tapped = true;
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
			throw new Error(t("This browser cannot run WebAssembly."));
		}
		if (typeof Go !== "function") {
			throw new Error(t("wasm_exec.js did not load."));
		}
		// No WebGL 2, no game: say so before downloading megabytes.
		const noGL = hasWebGL2();
		if (noGL) {
			console.error("galleria: no WebGL 2:", noGL);
			showWebGL(noGL + "\n" + navigator.userAgent);
			return;
		}
		tapStderr();
		const go = new Go();
		let exitCode = null;
		const exit = go.exit;
		go.exit = function (code) {
			exitCode = code;
			return exit.call(this, code);
		};

		let result;
		try {
			result = await download(go);
		} catch (err) {
			if (err instanceof LoadError) {
				await showLoadError(err);
				return;
			}
			throw err;
		}
		bar.style.width = "100%";
		track.classList.remove("indeterminate");
		text.textContent = t("Starting…");

		running = true;
		await go.run(result.instance);
		// The game loop never returns on its own: the program stopped.
		fail(
			exitCode ? t("The game stopped (exit code {0}).", exitCode) : t("The game stopped."),
			stderrTail.join("")
		);
	}

	function start() {
		boot().catch((err) => fail((err && err.message) || String(err), stderrTail.join("")));
	}

	// "Try again" downloads the wasm again in place: the loader comes back
	// and the failure page goes.
	$("error-retry").addEventListener("click", () => {
		if (running || load.failure !== "download") return;
		failed = false;
		load.failure = "";
		$("error").hidden = true;
		loader.classList.remove("done");
		bar.style.width = "0";
		track.classList.remove("indeterminate");
		track.removeAttribute("aria-valuenow");
		start();
	});

	start();
})();
