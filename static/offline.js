// Galleria offline: registers the service worker (sw.js) once the game has
// drawn its first frame, so that it never competes with the first load, and
// shows "A new version is ready — Reload" when the worker has downloaded a
// newer build; clicking Reload makes that build current and reloads the
// page. See sw.js and docs/offline.md.
"use strict";

(function () {
	// Exposed for tests and curious users: what the worker said last.
	const state = (window.galleriaOffline = {
		supported: "serviceWorker" in navigator && window.isSecureContext,
		registered: false,
		controlled: false,
		current: "", // the build pages load from
		ready: "", // a newer build, downloaded, waiting for the player
		page: "", // the build this page was loaded from ("" if from the network)
		banner: false,
		error: "",
	});
	if (!state.supported) return;
	const sw = navigator.serviceWorker;

	function post(msg) {
		const to = sw.controller;
		if (to) to.postMessage(msg);
	}

	sw.addEventListener("message", (event) => {
		const m = event.data || {};
		switch (m.type) {
			case "status":
				state.current = m.current || "";
				state.ready = m.ready || "";
				if (m.page) state.page = m.page;
				if (state.ready) showBanner();
				break;
			case "ready":
				state.ready = m.version;
				showBanner();
				break;
			case "activated":
				state.current = m.version;
				location.reload();
				break;
		}
	});
	sw.addEventListener("controllerchange", () => {
		state.controlled = true;
		post({ type: "status" });
	});

	let banner = null;
	function showBanner() {
		state.banner = true;
		if (banner) return;
		banner = document.createElement("div");
		banner.id = "update";
		banner.setAttribute("role", "status");
		banner.style.cssText =
			"position:fixed;bottom:6px;left:50%;transform:translateX(-50%);z-index:4;display:flex;gap:10px;" +
			"align-items:center;padding:3px 4px 3px 12px;border:1px solid #e0b84f;border-radius:6px;white-space:nowrap;" +
			"background:#26242b;color:#eee;font:13px/1.3 system-ui,sans-serif;box-shadow:0 2px 8px #0008";
		// The player's language: the menu's choice if made since the page
		// loaded, else what the loader picked (loader.js's pickLang).
		let lang = "";
		try {
			lang = window.localStorage.getItem("galleria-lang") || "";
		} catch (e) {}
		if (lang !== "en" && lang !== "fr") lang = (window.galleriaLoad && window.galleriaLoad.lang) || "en";
		const french = lang === "fr";
		const text = document.createElement("span");
		text.textContent = french ? "Une nouvelle version est prête —" : "A new version is ready —";
		const button = document.createElement("button");
		button.id = "update-reload";
		button.type = "button";
		button.textContent = french ? "Recharger" : "Reload";
		button.style.cssText =
			"font:inherit;padding:2px 10px;border:0;border-radius:4px;background:#e0b84f;color:#17161a;cursor:pointer";
		button.addEventListener("click", () => {
			button.disabled = true;
			post({ type: "activate", version: state.ready });
			// If no worker answers (it was replaced meanwhile), reload anyway.
			setTimeout(() => location.reload(), 3000);
		});
		banner.append(text, button);
		document.body.appendChild(banner);
	}

	async function register() {
		if (state.registered) return;
		state.registered = true;
		try {
			// updateViaCache "none": the browser asks the server for sw.js
			// itself, whatever HTTP caching a host puts on it.
			await sw.register("sw.js", { scope: "./", updateViaCache: "none" });
			await sw.ready;
		} catch (err) {
			state.error = String((err && err.message) || err);
			console.warn("galleria: no offline play:", state.error);
		}
		if (sw.controller) {
			state.controlled = true;
			post({ type: "check" });
		}
	}

	// Register after the first frame (loader.js marks it): never while the
	// page loads, and never for a page whose game cannot start (no WebGL 2,
	// the wasm not loading), which would only download the build for
	// nothing. A page of a cached build still hears of a new one: the
	// worker looks at each page load and tells the pages.
	function firstFrame() {
		return performance.getEntriesByName("galleria-first-frame").length > 0;
	}
	if (firstFrame()) {
		register();
	} else if (typeof PerformanceObserver === "function") {
		const obs = new PerformanceObserver(() => {
			if (firstFrame()) {
				obs.disconnect();
				register();
			}
		});
		obs.observe({ type: "mark" });
	}

	// Look for a new build now and then, and when the page comes back into
	// view (at most every 10 minutes).
	let lastCheck = Date.now();
	function recheck() {
		if (!sw.controller || Date.now() - lastCheck < 10 * 60 * 1000) return;
		lastCheck = Date.now();
		post({ type: "check" });
	}
	document.addEventListener("visibilitychange", () => {
		if (document.visibilityState === "visible") recheck();
	});
	setInterval(recheck, 30 * 60 * 1000);
})();
