// Galleria's service worker: plays solo and hotseat offline after the first
// visit, and installs a new build only when the player says so.
//
// build.json (written by build.sh) names the build: "version" (a hash of
// the files' hashes), "sha256" (each file's SHA-256) and "offline" (the
// files cached for offline play: the page, loader.js, wasm_exec.js,
// galleria.wasm, offline.js, the manifest, the icons, build.json itself).
// The worker keeps each build in a cache of its own, filled only with files
// whose SHA-256 is the one build.json gives: a deploy that lands while a
// build downloads makes a hash differ, and that download is dropped, so a
// cache never mixes two builds (never an old wasm with a new wasm_exec.js).
//
// One build is current: pages load from it, the page and all its files.
// When build.json on the server names another version, that build is
// downloaded whole into a new cache ("ready") and the pages are told; the
// page (offline.js) shows "A new version is ready — Reload", and only when
// the player clicks it does that build become current, the older caches
// are deleted and the page reloads.
//
// galleria-net.wasm (online play) is not in the offline set: online play
// needs the network anyway, and it would add about 4.8 MB to every first visit
// and every update. A page asks for it only when the player goes online;
// it is then fetched from the network and served only if its SHA-256 is
// the one the page's build.json gives (then kept with that build);
// otherwise the server has a newer build than the page, and the answer is
// an error that says to reload.
//
// The bots' Web Worker (botworker.js) and its program (galleria-bot.wasm)
// are fetched the same way when a match that searches begins: a page offline before
// then has bots that think on its own thread.
//
// galleria.wasm may be cached in either of two forms, whichever the loader
// uses (never both): build.json's "decode" field names its brotli file and
// the decoder's files. When a HEAD request of galleria.wasm answers with
// Content-Encoding br, the server sends brotli itself and galleria.wasm is
// cached; otherwise (GitHub Pages gzips on the fly) the loader fetches the
// brotli file and unpacks it in the page, and the brotli file and the
// decoder are cached in its place. The worker answers the loader's own HEAD
// request from the cache, with Content-Encoding br only when it holds
// galleria.wasm, so that the loader asks for the form the cache has.
//
// Every URL is relative to the worker's scope, so the site works under
// any sub-path; the caches' names carry the scope, so two sites on one
// origin keep apart.
"use strict";

const SCOPE = new URL(self.registration.scope);
const PREFIX = "galleria " + SCOPE.pathname + " ";
const META = PREFIX + "meta"; // holds "current": the current version
const setName = (version) => PREFIX + "build " + version;
const NET_WASM = "galleria-net.wasm";
// Files fetched only when needed, each checked against build.json's
// SHA-256 and then kept with the build: the online build (or its brotli
// file, which the loader unpacks where the server sends no brotli), the bots'
// Web Worker and its program (fetched when a match that searches begins; until then
// offline bots think on the page).
const ON_DEMAND = [NET_WASM, NET_WASM + ".br", "galleria-bot.wasm", "botworker.js"];

// clientVersions remembers which build each page was loaded from, so that
// its later requests come from the same build even after another became
// current (while the worker lives; after that, the current build).
const clientVersions = new Map();

let checking = null; // the update check under way, if any

self.addEventListener("install", (event) => {
	// The worker's own code changes rarely, and what it serves is chosen by
	// the caches, not by the code: a new worker takes over at once. The
	// first visit downloads the current build here (from the HTTP cache,
	// mostly: the page has just fetched the same files).
	self.skipWaiting();
	event.waitUntil(check().catch((err) => console.warn("galleria sw: install:", err)));
});

self.addEventListener("activate", (event) => {
	event.waitUntil(self.clients.claim());
});

// relName is a request's file name relative to the scope ("" for the
// scope itself), or null outside it.
function relName(url) {
	if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return null;
	return decodeURIComponent(url.pathname.slice(SCOPE.pathname.length));
}

async function getCurrent() {
	const meta = await caches.open(META);
	const r = await meta.match("current");
	return r ? (await r.text()).trim() : "";
}

async function setCurrent(version) {
	const meta = await caches.open(META);
	await meta.put("current", new Response(version));
}

// manifest reads a build's build.json from its cache.
async function manifest(cache) {
	const r = await cache.match("build.json", { ignoreSearch: true, ignoreVary: true });
	return r ? r.json() : null;
}

// readyVersion is the version of a complete build other than the current
// one, or "" (build.json is stored last: a cache without it is partial).
async function readyVersion(current) {
	for (const name of await caches.keys()) {
		if (!name.startsWith(PREFIX + "build ")) continue;
		const v = name.slice((PREFIX + "build ").length);
		if (v === current) continue;
		const m = await manifest(await caches.open(name));
		if (m && m.version === v) return v;
	}
	return "";
}

async function sha256(buf) {
	const d = new Uint8Array(await crypto.subtle.digest("SHA-256", buf));
	return Array.from(d, (b) => b.toString(16).padStart(2, "0")).join("");
}

// fetchChecked fetches a file of the scope and returns a response of its
// body, or throws if its SHA-256 is not want. It first takes the browser's
// HTTP cache's copy, if it has one, without asking the server: what the
// page has just downloaded is not downloaded again, nor even asked for.
// The hash says whether that copy is the build's; if not (a file of an
// older build), it asks the server, bypassing the HTTP cache.
async function fetchChecked(name, want) {
	let got = "";
	for (const mode of ["force-cache", "reload"]) {
		const r = await fetch(new URL(name, SCOPE), { cache: mode, credentials: "same-origin" });
		if (!r.ok) throw new Error(name + ": HTTP " + r.status);
		const body = await r.arrayBuffer();
		got = await sha256(body);
		if (got === want) {
			const type = r.headers.get("Content-Type") || "application/octet-stream";
			return new Response(body, { headers: { "Content-Type": type } });
		}
	}
	throw new Error(name + ": SHA-256 " + got + ", build.json says " + want);
}

// check asks the server for build.json and, when it names a build that is
// neither current nor ready, downloads that build whole. The first build
// becomes current at once; a later one becomes ready, and the pages are
// told. Only one check runs at a time.
function check() {
	if (!checking) {
		checking = doCheck().finally(() => {
			checking = null;
		});
	}
	return checking;
}

async function doCheck() {
	const r = await fetch(new URL("build.json", SCOPE), { cache: "no-store", credentials: "same-origin" });
	if (!r.ok) throw new Error("build.json: HTTP " + r.status);
	const text = await r.text();
	const info = JSON.parse(text);
	const version = String(info.version || "");
	if (!/^[0-9a-f]{8,64}$/.test(version) || !Array.isArray(info.offline) || typeof info.sha256 !== "object") {
		throw new Error("build.json has no usable version, offline list and sha256 (an older build.sh?)");
	}
	const current = await getCurrent();
	const haveCurrent = current !== "" && (await caches.has(setName(current)));
	if ((haveCurrent && version === current) || version === (await readyVersion(current))) return status();

	const files = await offlineFiles(info);
	const name = setName(version);
	await caches.delete(name); // a partial download of an earlier check
	const cache = await caches.open(name);
	try {
		for (const file of files) {
			if (file === "build.json") continue;
			const want = info.sha256[file];
			if (typeof want !== "string") throw new Error("build.json gives no SHA-256 for " + file);
			await cache.put(file, await fetchChecked(file, want));
		}
		// Last: it marks the build complete.
		await cache.put("build.json", new Response(text, { headers: { "Content-Type": "application/json" } }));
	} catch (err) {
		await caches.delete(name);
		throw err;
	}
	if (!haveCurrent) {
		await setCurrent(version);
		await dropOthers(version);
	} else {
		await tell({ type: "ready", version });
	}
	return status();
}

// decodeInfo is build.json's "decode" field when it is usable: { wasm, br,
// decoder }, every file with a SHA-256; else null.
function decodeInfo(info) {
	const d = info && info.decode;
	if (!d || typeof d.wasm !== "string" || typeof d.br !== "string" || !Array.isArray(d.decoder)) return null;
	const hashed = (f) => typeof f === "string" && typeof (info.sha256 || {})[f] === "string";
	if (![d.wasm, d.br, ...d.decoder].every(hashed)) return null;
	return d;
}

// offlineFiles is the files to cache for a build: its offline set, with
// galleria.wasm replaced by its brotli file and the decoder when the server
// does not send galleria.wasm as brotli (a HEAD request tells, as the
// loader asks).
async function offlineFiles(info) {
	const d = decodeInfo(info);
	if (!d || !info.offline.includes(d.wasm)) return info.offline;
	const r = await fetch(new URL(d.wasm, SCOPE), { method: "HEAD", cache: "no-store", credentials: "same-origin" });
	if (!r.ok) throw new Error(d.wasm + ": HEAD: HTTP " + r.status);
	if ((r.headers.get("Content-Encoding") || "").trim().toLowerCase() === "br") return info.offline;
	return info.offline.flatMap((f) => (f === d.wasm ? [d.br, ...d.decoder] : [f]));
}

// dropOthers deletes every build of this scope but keep.
async function dropOthers(keep) {
	for (const name of await caches.keys()) {
		if (name.startsWith(PREFIX + "build ") && name !== setName(keep)) await caches.delete(name);
	}
}

async function status(clientId) {
	const current = await getCurrent();
	return {
		type: "status",
		current,
		ready: await readyVersion(current),
		page: (clientId && clientVersions.get(clientId)) || "",
	};
}

async function tell(msg) {
	for (const c of await self.clients.matchAll({ type: "window" })) c.postMessage(msg);
}

self.addEventListener("message", (event) => {
	const msg = event.data || {};
	const reply = (m) => event.source && event.source.postMessage(m);
	const id = event.source && event.source.id;
	let work;
	switch (msg.type) {
		case "status":
			work = status(id).then(reply);
			break;
		case "check":
			work = check()
				.catch((err) => console.warn("galleria sw: update check:", err.message || err))
				.then(() => status(id))
				.then(reply);
			break;
		case "activate":
			// The player accepted the new build.
			work = (async () => {
				const current = await getCurrent();
				const ready = await readyVersion(current);
				if (ready && ready === msg.version) {
					await setCurrent(ready);
					await dropOthers(ready);
				}
				reply({ type: "activated", version: await getCurrent() });
			})();
			break;
		default:
			return;
	}
	event.waitUntil(work.catch((err) => console.warn("galleria sw:", err)));
});

self.addEventListener("fetch", (event) => {
	const req = event.request;
	const url = new URL(req.url);
	let name = relName(url);
	if (name === null) return;
	if (req.method === "HEAD") {
		event.respondWith(head(event, name));
		return;
	}
	if (req.method !== "GET") return;
	const navigate = req.mode === "navigate";
	if (navigate) {
		if (name !== "" && name !== "index.html") return;
		name = "index.html";
	}
	event.respondWith(serve(event, name, navigate));
});

async function serve(event, name, navigate) {
	const current = await getCurrent();
	let version = navigate ? current : clientVersions.get(event.clientId) || current;
	let cache = version && (await caches.has(setName(version))) ? await caches.open(setName(version)) : null;
	if (!cache && version !== current && current && (await caches.has(setName(current)))) {
		version = current;
		cache = await caches.open(setName(current));
	}
	if (!cache) return fetch(event.request); // nothing cached yet
	if (navigate) {
		if (event.resultingClientId) clientVersions.set(event.resultingClientId, version);
		// A new page: see whether the server has a newer build (in the
		// background; the page loads from the cache meanwhile).
		event.waitUntil(check().catch((err) => console.warn("galleria sw: update check:", err.message || err)));
	}
	const hit = await cache.match(name, { ignoreSearch: true, ignoreVary: true });
	if (hit) return hit;
	if (ON_DEMAND.includes(name)) return onDemand(cache, event.request, name);
	return fetch(event.request);
}

// pageCache is the cache of the build a page's requests come from (see
// serve), or null.
async function pageCache(clientId) {
	const current = await getCurrent();
	for (const v of [clientVersions.get(clientId), current]) {
		if (v && (await caches.has(setName(v)))) return caches.open(setName(v));
	}
	return null;
}

// head answers the loader's HEAD request of galleria.wasm from the cache
// (see the top): which form of it the cache holds. Any other HEAD request
// goes to the network.
async function head(event, name) {
	const cache = await pageCache(event.clientId);
	const d = cache && decodeInfo(await manifest(cache));
	if (!d || name !== d.wasm) return fetch(event.request);
	const headers = { "Content-Type": "application/wasm" };
	if (await cache.match(d.wasm, { ignoreSearch: true, ignoreVary: true })) {
		headers["Content-Encoding"] = "br"; // as the server answered; the body comes unpacked
	} else if (!(await cache.match(d.br, { ignoreSearch: true, ignoreVary: true }))) {
		return fetch(event.request);
	}
	return new Response(null, { status: 200, headers });
}

// onDemand serves a file of ON_DEMAND for a page of the build in cache:
// from the network, if its SHA-256 is that build's (and keeps it there).
async function onDemand(cache, req, name) {
	const info = await manifest(cache);
	const want = info && info.sha256 && info.sha256[name];
	if (typeof want !== "string") return fetch(req);
	let r;
	try {
		r = await fetchChecked(name, want);
	} catch (err) {
		const why = /SHA-256/.test(String(err && err.message))
			? "the server has a newer Galleria than this page: reload the page to update"
			: String((err && err.message) || err);
		return new Response(why, { status: 503, statusText: why, headers: { "Content-Type": "text/plain" } });
	}
	await cache.put(name, r.clone());
	return r;
}
