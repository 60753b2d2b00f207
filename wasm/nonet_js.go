//go:build js && wasm && !galleria_net

package main

import "github.com/galleria-games/galleria/game"

// The solo build has no online play: "Play online" loads the net build by
// navigating to ?net=1 (the loader picks galleria-net.wasm for it). A solo
// match in progress is saved after every step, so nothing is lost.

var openOnlineJS = jsFunction.New(`
	try {
		const u = new URL(location.href);
		u.searchParams.set("net", "1");
		u.hash = "";
		location.assign(u.toString());
	} catch (e) {
		location.search = "?net=1";
	}`)

func setupNet(o *game.Options) {
	o.OpenOnline = func() { openOnlineJS.Invoke() }
}
