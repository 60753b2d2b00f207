//go:build js && wasm && galleria_net

package main

import (
	"net/url"
	"strings"
	"syscall/js"

	"github.com/galleria-games/galleria/netplay/rtc"
)

// ICE servers of the net build: the page URL's ?ice= (STUN or TURN URLs, no
// credentials; "none" for no server; absent: rtc.DefaultICEServers) plus the
// player's ICE setting, a small JSON document kept in this browser
// (localStorage "galleria.ice"):
//
//	{"iceServers":[{"urls":["turn:turn.example.org:3478"],"username":"u","credential":"p"}]}
//
// The setting is given once as the page URL's ?iceconfig=<the JSON, URL-
// encoded> (?iceconfig=none forgets it); the page stores it and removes the
// parameter from the address bar at once, so invite links (which keep the
// page's query) never carry credentials.

const iceKey = "galleria.ice"

// iceServers is the ICE server list of this page.
func iceServers() []rtc.ICEServer {
	q := query()
	servers, err := rtc.ParseICE(strings.Join(q["ice"], ","))
	if err != nil {
		logf("galleria: ?ice= ignored, no ICE server from the URL: %v", err)
		servers = nil
	}
	if v, ok := q["iceconfig"]; ok {
		takeICESetting(strings.Join(v, ""))
		dropQueryParam("iceconfig")
	}
	if v := lsGet.Invoke(iceKey); v.Type() == js.TypeString {
		set, err := rtc.ParseICESetting([]byte(v.String()))
		if err != nil {
			logf("galleria: the stored ICE setting is ignored: %v", err)
		} else {
			servers = append(servers, set...)
		}
	}
	return servers
}

// takeICESetting stores (or, for "" and "none", forgets) the ICE setting.
func takeICESetting(text string) {
	text = strings.TrimSpace(text)
	if text == "" || text == "none" {
		if msg := lsForget.Invoke(iceKey).String(); msg != "" {
			logf("galleria: forgetting the ICE setting: %s", msg)
		}
		return
	}
	set, err := rtc.ParseICESetting([]byte(text))
	if err != nil {
		logf("galleria: ?iceconfig= ignored: %v", err)
		return
	}
	if msg := lsSet.Invoke(iceKey, text).String(); msg != "" {
		logf("galleria: the ICE setting could not be stored: %s", msg)
		return
	}
	logf("galleria: ICE setting stored: %s", rtc.URLList(set))
}

// dropQueryParam removes a parameter from the address bar without a reload.
func dropQueryParam(name string) {
	defer func() {
		if r := recover(); r != nil {
			logf("galleria: URL: %v", r)
		}
	}()
	loc := js.Global().Get("location")
	q, _ := url.ParseQuery(trimQuery(loc.Get("search").String()))
	q.Del(name)
	u := loc.Get("pathname").String()
	if s := q.Encode(); s != "" {
		u += "?" + s
	}
	u += loc.Get("hash").String()
	js.Global().Get("history").Call("replaceState", js.Global().Get("history").Get("state"), "", u)
}
