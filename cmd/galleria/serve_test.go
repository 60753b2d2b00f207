package main

import (
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// site writes files (name → content) into a fresh directory.
func site(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func get(t *testing.T, h http.Handler, method, target, acceptEncoding string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func body(t *testing.T, r *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(r.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestServeContentTypes(t *testing.T) {
	dir := site(t, map[string]string{
		"index.html":           "<!doctype html><title>Galleria</title>",
		"main.wasm":            "\x00asm\x01\x00\x00\x00",
		"wasm_exec.js":         "// js",
		"manifest.webmanifest": `{"name":"Galleria"}`,
		"data.json":            `{}`,
		"icon.png":             "\x89PNG\r\n\x1a\n",
		"icon.svg":             "<svg/>",
		"sub/index.html":       "sub",
	})
	h, err := newStaticHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, ctype, body string }{
		{"/", "text/html; charset=utf-8", "<!doctype html><title>Galleria</title>"},
		{"/index.html", "text/html; charset=utf-8", "<!doctype html><title>Galleria</title>"},
		{"/main.wasm", "application/wasm", "\x00asm\x01\x00\x00\x00"},
		{"/wasm_exec.js", "text/javascript; charset=utf-8", "// js"},
		{"/manifest.webmanifest", "application/manifest+json", `{"name":"Galleria"}`},
		{"/data.json", "application/json", `{}`},
		{"/icon.png", "image/png", "\x89PNG\r\n\x1a\n"},
		{"/icon.svg", "image/svg+xml", "<svg/>"},
		{"/sub/", "text/html; charset=utf-8", "sub"},
		{"/sub", "text/html; charset=utf-8", "sub"},
	} {
		r := get(t, h, "GET", tc.path, "")
		if r.StatusCode != 200 {
			t.Errorf("GET %s: status %d", tc.path, r.StatusCode)
			continue
		}
		if got := r.Header.Get("Content-Type"); got != tc.ctype {
			t.Errorf("GET %s: Content-Type %q, want %q", tc.path, got, tc.ctype)
		}
		if got := body(t, r); got != tc.body {
			t.Errorf("GET %s: body %q, want %q", tc.path, got, tc.body)
		}
		if r.Header.Get("Content-Encoding") != "" {
			t.Errorf("GET %s: unexpected Content-Encoding %q", tc.path, r.Header.Get("Content-Encoding"))
		}
	}
	for _, p := range []string{"/missing.js", "/../../etc/passwd", "/%2e%2e/x", "/sub/missing/"} {
		if r := get(t, h, "GET", p, ""); r.StatusCode != 404 {
			t.Errorf("GET %s: status %d, want 404", p, r.StatusCode)
		}
	}
	if r := get(t, h, "POST", "/", ""); r.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST /: status %d, want 405", r.StatusCode)
	}
	if r := get(t, h, "HEAD", "/main.wasm", ""); r.StatusCode != 200 || r.Header.Get("Content-Type") != "application/wasm" || body(t, r) != "" {
		t.Errorf("HEAD /main.wasm: status %d, type %q", r.StatusCode, r.Header.Get("Content-Type"))
	}
}

func TestServePrecompressed(t *testing.T) {
	dir := site(t, map[string]string{
		"index.html":   "plain html",
		"main.wasm":    "plain wasm",
		"main.wasm.br": "brotli wasm",
		"main.wasm.gz": "gzip wasm",
		"app.js":       "plain js",
		"app.js.gz":    "gzip js",
	})
	h, err := newStaticHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, accept, encoding, body, ctype string }{
		{"/main.wasm", "gzip, deflate, br", "br", "brotli wasm", "application/wasm"},
		{"/main.wasm", "br;q=1.0, gzip;q=0.8", "br", "brotli wasm", "application/wasm"},
		{"/main.wasm", "gzip", "gzip", "gzip wasm", "application/wasm"},
		{"/main.wasm", "br;q=0, gzip", "gzip", "gzip wasm", "application/wasm"},
		{"/main.wasm", "*", "br", "brotli wasm", "application/wasm"},
		{"/main.wasm", "identity", "", "plain wasm", "application/wasm"},
		{"/main.wasm", "", "", "plain wasm", "application/wasm"},
		{"/main.wasm", "gzip;q=0, br;q=0", "", "plain wasm", "application/wasm"},
		{"/app.js", "br, gzip", "gzip", "gzip js", "text/javascript; charset=utf-8"},
		{"/app.js", "br", "", "plain js", "text/javascript; charset=utf-8"},
		{"/index.html", "br, gzip", "", "plain html", "text/html; charset=utf-8"},
	} {
		r := get(t, h, "GET", tc.path, tc.accept)
		if r.StatusCode != 200 {
			t.Errorf("GET %s (%q): status %d", tc.path, tc.accept, r.StatusCode)
			continue
		}
		if got := r.Header.Get("Content-Encoding"); got != tc.encoding {
			t.Errorf("GET %s (%q): Content-Encoding %q, want %q", tc.path, tc.accept, got, tc.encoding)
		}
		if got := r.Header.Get("Content-Type"); got != tc.ctype {
			t.Errorf("GET %s (%q): Content-Type %q, want %q", tc.path, tc.accept, got, tc.ctype)
		}
		if got := body(t, r); got != tc.body {
			t.Errorf("GET %s (%q): body %q, want %q", tc.path, tc.accept, got, tc.body)
		}
		hasSibling := tc.path != "/index.html"
		if got := r.Header.Get("Vary") == "Accept-Encoding"; got != hasSibling {
			t.Errorf("GET %s (%q): Vary %q", tc.path, tc.accept, r.Header.Get("Vary"))
		}
	}
}

func TestServeOverHTTP(t *testing.T) {
	dir := site(t, map[string]string{"index.html": "hi", "main.wasm": "plain", "main.wasm.br": "br"})
	h, err := newStaticHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h) // listens on 127.0.0.1 only
	defer srv.Close()
	req, _ := http.NewRequest("GET", srv.URL+"/main.wasm", nil)
	req.Header.Set("Accept-Encoding", "br")
	r, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	if r.Header.Get("Content-Encoding") != "br" || r.Header.Get("Content-Type") != "application/wasm" || body(t, r) != "br" {
		t.Errorf("over HTTP: encoding %q type %q", r.Header.Get("Content-Encoding"), r.Header.Get("Content-Type"))
	}
}

func TestServeRelay(t *testing.T) {
	dir := site(t, map[string]string{"index.html": "hi", "signal/x.txt": "hidden"})
	h, err := newServeHandler(dir, true)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(logRequests(h, io.Discard)) // listens on 127.0.0.1 only
	defer srv.Close()
	for _, tc := range []struct {
		method, path, body string
		status             int
		reply              string
	}{
		{"GET", "/signal/ping", "", 200, "galleria-signal 1"},
		{"PUT", "/signal/ROOM42/0/offer", "1code", 204, ""},
		{"GET", "/signal/ROOM42/0/offer?wait=1", "", 200, "1code"},
		{"GET", "/signal/ROOM42", "", 200, `{"open":[0]}`},
		{"GET", "/signal/x.txt", "", 400, `bad room "x.txt": want 4 to 12 letters and digits` + "\n"},
		{"GET", "/", "", 200, "hi"},
		{"GET", "/signal", "", 404, "404 page not found\n"},
	} {
		req, _ := http.NewRequest(tc.method, srv.URL+tc.path, strings.NewReader(tc.body))
		r, err := srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		got := body(t, r)
		r.Body.Close()
		if r.StatusCode != tc.status || got != tc.reply {
			t.Errorf("%s %s: %d %q, want %d %q", tc.method, tc.path, r.StatusCode, got, tc.status, tc.reply)
		}
	}

	// With -signal=false the path is the site's again.
	h, err = newServeHandler(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	if r := get(t, h, "GET", "/signal/ping", ""); r.StatusCode != 404 {
		t.Errorf("relay off: GET /signal/ping: status %d, want 404", r.StatusCode)
	}
	if r := get(t, h, "GET", "/signal/x.txt", ""); r.StatusCode != 200 || body(t, r) != "hidden" {
		t.Errorf("relay off: GET /signal/x.txt: status %d", r.StatusCode)
	}
}

func TestServeWithoutClient(t *testing.T) {
	dir := t.TempDir()
	_, errs, code := galleria(t, "serve", "-addr", "127.0.0.1:0", "-dir", dir)
	if code != 1 || !strings.Contains(errs, "the browser client is not built yet") {
		t.Errorf("serve without index.html: exit %d, stderr %q", code, errs)
	}
}

func TestSiteURL(t *testing.T) {
	for addr, want := range map[string]string{
		"127.0.0.1:8080": "http://127.0.0.1:8080/",
		"0.0.0.0:80":     "http://localhost:80/",
		"[::]:9000":      "http://localhost:9000/",
		"[::1]:9000":     "http://[::1]:9000/",
	} {
		a, err := netAddr(addr)
		if err != nil {
			t.Fatal(err)
		}
		if got := siteURL(a); got != want {
			t.Errorf("siteURL(%s) = %s, want %s", addr, got, want)
		}
	}
}

func netAddr(s string) (net.Addr, error) { return net.ResolveTCPAddr("tcp", s) }

// TestServeOfflineFiles checks what the service worker and the install
// need: sw.js as JavaScript, the manifest as application/manifest+json, and
// sw.js, build.json and the page never cached for long (a browser must see
// a new build at once), also when they are sent precompressed.
func TestServeOfflineFiles(t *testing.T) {
	dir := site(t, map[string]string{
		"index.html":           "<!doctype html>",
		"sw.js":                "// sw",
		"sw.js.gz":             "gz",
		"offline.js":           "// offline",
		"build.json":           `{"version":"0123456789abcdef"}`,
		"manifest.webmanifest": `{"name":"Galleria"}`,
		"icon-192.png":         "\x89PNG\r\n\x1a\n",
	})
	h, err := newStaticHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, accept, ctype string }{
		{"/sw.js", "", "text/javascript; charset=utf-8"},
		{"/sw.js", "gzip", "text/javascript; charset=utf-8"},
		{"/offline.js", "", "text/javascript; charset=utf-8"},
		{"/build.json", "", "application/json"},
		{"/manifest.webmanifest", "", "application/manifest+json"},
		{"/icon-192.png", "", "image/png"},
		{"/", "", "text/html; charset=utf-8"},
	} {
		r := get(t, h, "GET", tc.path, tc.accept)
		if r.StatusCode != 200 {
			t.Errorf("GET %s: status %d", tc.path, r.StatusCode)
			continue
		}
		if got := r.Header.Get("Content-Type"); got != tc.ctype {
			t.Errorf("GET %s (Accept-Encoding %q): Content-Type %q, want %q", tc.path, tc.accept, got, tc.ctype)
		}
		if got := r.Header.Get("Cache-Control"); got != "no-cache" {
			t.Errorf("GET %s (Accept-Encoding %q): Cache-Control %q, want no-cache", tc.path, tc.accept, got)
		}
	}
}
